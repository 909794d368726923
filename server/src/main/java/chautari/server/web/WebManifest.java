package chautari.server.web;

import chautari.server.pages.Words;
import chautari.server.table.Json;
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

    private WebManifest() {
    }

    static String render(Words words) {
        String lang = words.lang();
        String other = words.other().lang();
        Words otherWords = words.other();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", "/");
        m.put("lang", lang);
        m.put("dir", "ltr");
        m.put("name", words.t("site.name"));
        m.put("short_name", words.t("site.name"));
        m.put("description", words.t("home.intro"));
        m.put("name_localized", Map.of(other, otherWords.t("site.name")));
        m.put("short_name_localized", Map.of(other, otherWords.t("site.name")));
        m.put("description_localized", Map.of(other, otherWords.t("home.intro")));
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

    private static Map<String, Object> icon(String src, int size, String purpose) {
        return Map.of("src", src, "sizes", size + "x" + size, "type", "image/png", "purpose", purpose);
    }
}
