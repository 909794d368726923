package chautari.server.pages;

import java.util.List;

/**
 * What the frame of every page needs: its words, its heading for the tab and for link previews,
 * where it lives (for the links between its two languages), its picture and its script.
 *
 * @param assets where this deploy's static files answer ({@code /v/<version>}), before each file's path
 * @param titleKey the bundle key the scripts keep the tab's title by ({@code data-title-extra})
 * @param title the title shown in the tab and in link previews, site name not included
 * @param location the path and query of the page, without {@code lang}
 * @param image the path of the picture a link preview shows, 1200x630
 * @param game the game the page shows, whose board module it loads early; null for none
 */
public record Page(Words words, String base, String assets, String titleKey, String title, String description,
        String location, String image, boolean noindex, String script, List<String> styles, String bodyClass,
        String game) {

    public String lang() {
        return words.lang();
    }

    /** The page in the given language, absolute; {@code null} for the page without a language asked. */
    public String url(String lang) {
        return base + relative(lang);
    }

    /** The page in the given language, from the site's root. */
    public String relative(String lang) {
        if (lang == null) {
            return location;
        }
        return location + (location.contains("?") ? "&" : "?") + "lang=" + lang;
    }

    /** A static file such as {@code /css/site.css} at this deploy's address for it, which keeps for a year. */
    public String asset(String path) {
        return assets + path;
    }

    /** Unversioned: link previews keep the address of a picture long after the next deploy. */
    public String imageUrl() {
        return base + image;
    }

    /** The Open Graph locale of a language. */
    public static String locale(String lang) {
        return "ne".equals(lang) ? "ne_NP" : "en_GB";
    }
}
