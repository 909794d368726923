package chautari.server.pages;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The words of one language, from the same bundles the scripts read ({@code /public/i18n/<lang>.json}),
 * filled in the same way as {@code i18n.js}: {name} placeholders, plural forms {@code key.one} and
 * {@code key.other} picked by a number {@code n}, numbers in the language's digits, English where
 * the language lacks a key.
 */
public final class Words {
    public static final Words EN = load("en", null);
    public static final Words NE = load("ne", EN);
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)}");

    private final String lang;
    private final Map<String, String> bundle;
    private final Words fallback;

    private Words(String lang, Map<String, String> bundle, Words fallback) {
        this.lang = lang;
        this.bundle = bundle;
        this.fallback = fallback;
    }

    public static Words of(String lang) {
        return "ne".equals(lang) ? NE : EN;
    }

    private static Words load(String lang, Words fallback) {
        try (InputStream in = Words.class.getResourceAsStream("/public/i18n/" + lang + ".json")) {
            if (in == null) {
                throw new IllegalStateException("no bundle /public/i18n/" + lang + ".json");
            }
            return new Words(lang, new ObjectMapper().readValue(in, new TypeReference<Map<String, String>>() {
            }), fallback);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public String lang() {
        return lang;
    }

    /** The other language of the site. */
    public Words other() {
        return this == EN ? NE : EN;
    }

    public boolean has(String key) {
        return bundle.containsKey(key) || fallback != null && fallback.has(key);
    }

    /** The message for the key; the key itself when no bundle has it, as the scripts show it. */
    public String t(String key) {
        String s = bundle.get(key);
        if (s != null) {
            return s;
        }
        return fallback != null ? fallback.t(key) : key;
    }

    /** The message with its placeholders filled: pairs of name and value. */
    public String t(String key, Object... namesAndValues) {
        Map<String, Object> vars = new java.util.HashMap<>();
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            vars.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        Object n = vars.get("n");
        String text = t(n instanceof Number count ? pluralKey(key, count.longValue()) : key);
        Matcher m = PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            Object value = vars.get(m.group(1));
            m.appendReplacement(out, Matcher.quoteReplacement(value == null ? m.group() : format(value)));
        }
        return m.appendTail(out).toString();
    }

    /** English and Nepali both say "one" for 1 alone. */
    private String pluralKey(String key, long n) {
        String form = key + (n == 1 ? ".one" : ".other");
        if (has(form)) {
            return form;
        }
        return has(key + ".other") ? key + ".other" : key;
    }

    private String format(Object value) {
        return value instanceof Number number ? digits(number.toString()) : value.toString();
    }

    /** A number written in the language's digits: Devanagari in Nepali. */
    public String digits(String number) {
        if (this != NE) {
            return number;
        }
        StringBuilder out = new StringBuilder(number.length());
        for (char c : number.toCharArray()) {
            out.append(c >= '0' && c <= '9' ? (char) ('\u0966' + c - '0') : c);
        }
        return out.toString();
    }
}
