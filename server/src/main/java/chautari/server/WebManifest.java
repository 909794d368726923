package chautari.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code /manifest.webmanifest}: what a phone needs to install Chautari, in English or Nepali. Browsers
 * read one name per manifest (the {@code _localized} members are a draft no browser reads yet), so each
 * language has its own manifest with its own {@code lang}, and the page links the one of its language;
 * both carry the other language in {@code name_localized} for the browsers to come. One {@code id}, so
 * either installs the same app. The words come from the message bundles.
 */
final class WebManifest {
    static final String THEME = "#7d2a12";
    static final String BACKGROUND = "#f6eedc";
    static final List<String> LANGS = List.of("en", "ne");

    private WebManifest() {
    }

    static String render(String lang) {
        String other = lang.equals("en") ? "ne" : "en";
        JsonNode words = bundle(lang);
        JsonNode otherWords = bundle(other);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", "/");
        m.put("lang", lang);
        m.put("dir", "ltr");
        m.put("name", words.get("site.name").asText());
        m.put("short_name", words.get("site.name").asText());
        m.put("description", words.get("home.intro").asText());
        m.put("name_localized", Map.of(other, otherWords.get("site.name").asText()));
        m.put("short_name_localized", Map.of(other, otherWords.get("site.name").asText()));
        m.put("description_localized", Map.of(other, otherWords.get("home.intro").asText()));
        m.put("start_url", "/");
        m.put("scope", "/");
        m.put("display", "standalone");
        m.put("orientation", "any");
        m.put("theme_color", THEME);
        m.put("background_color", BACKGROUND);
        m.put("categories", List.of("games"));
        m.put("icons", List.of(
                icon("/icons/icon-192.png", 192, "any"), icon("/icons/icon-512.png", 512, "any"),
                icon("/icons/maskable-192.png", 192, "maskable"), icon("/icons/maskable-512.png", 512, "maskable")));
        return Json.write(m);
    }

    /** The language asked for by {@code ?lang=}, else the first of ours in Accept-Language, else English. */
    static String language(String asked, String acceptLanguage) {
        if (asked != null && LANGS.contains(asked)) {
            return asked;
        }
        if (acceptLanguage != null) {
            for (String range : acceptLanguage.split(",")) {
                String tag = range.split(";")[0].strip().toLowerCase(java.util.Locale.ROOT);
                String primary = tag.split("-")[0];
                if (LANGS.contains(primary)) {
                    return primary;
                }
            }
        }
        return "en";
    }

    private static Map<String, Object> icon(String src, int size, String purpose) {
        return Map.of("src", src, "sizes", size + "x" + size, "type", "image/png", "purpose", purpose);
    }

    private static JsonNode bundle(String lang) {
        try (InputStream in = WebManifest.class.getResourceAsStream("/public/i18n/" + lang + ".json")) {
            return Json.MAPPER.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
