package chautari.server.pages;

import io.javalin.http.Context;
import java.util.Locale;

/** The language a page is written in: {@code ?lang=}, then the reader's remembered choice (a cookie the scripts keep), then Accept-Language. */
public final class Language {
    /** The cookie i18n.js writes whenever the reader picks a language. */
    public static final String COOKIE = "chautari.lang";

    private Language() {
    }

    public static Words of(Context ctx) {
        String asked = ctx.queryParam("lang");
        if (isKnown(asked)) {
            return Words.of(asked);
        }
        String remembered = ctx.cookie(COOKIE);
        if (isKnown(remembered)) {
            return Words.of(remembered);
        }
        return Words.of(fromAcceptLanguage(ctx.header("Accept-Language")));
    }

    private static boolean isKnown(String lang) {
        return "en".equals(lang) || "ne".equals(lang);
    }

    /** The reader's most wanted of our two languages; English when they want neither. */
    static String fromAcceptLanguage(String header) {
        if (header == null) {
            return "en";
        }
        String best = "en";
        double bestWeight = 0;
        for (String part : header.split(",")) {
            String[] pieces = part.trim().split(";");
            String tag = pieces[0].trim().toLowerCase(Locale.ROOT);
            String lang = tag.startsWith("ne") ? "ne" : tag.startsWith("en") ? "en" : null;
            if (lang == null) {
                continue;
            }
            double weight = 1;
            for (int i = 1; i < pieces.length; i++) {
                String p = pieces[i].trim();
                if (p.startsWith("q=")) {
                    try {
                        weight = Double.parseDouble(p.substring(2));
                    } catch (NumberFormatException bad) {
                        weight = 0;
                    }
                }
            }
            if (weight > bestWeight) {
                best = lang;
                bestWeight = weight;
            }
        }
        return best;
    }
}
