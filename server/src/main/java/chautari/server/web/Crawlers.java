package chautari.server.web;

import java.util.List;

/**
 * {@code /robots.txt} and {@code /sitemap.xml}: the public pages in both languages, at the server's public
 * URL. Tables are private to their players: search engines keep out of them (and a table page says
 * noindex), while the link-preview fetchers of chat apps may read a table's page to show an invitation.
 */
final class Crawlers {
    /** Chat apps' link-preview fetchers, some of which obey robots.txt. */
    static final List<String> PREVIEWERS = List.of("Twitterbot", "facebookexternalhit", "Slackbot-LinkExpanding",
            "WhatsApp", "TelegramBot", "Discordbot");
    private static final String KEEP_OUT = "Disallow: /api/\nDisallow: /ws/\n";

    private Crawlers() {
    }

    static String robots(String base) {
        StringBuilder out = new StringBuilder();
        for (String agent : PREVIEWERS) {
            out.append("User-agent: ").append(agent).append('\n');
        }
        out.append("Allow: /table/\n").append(KEEP_OUT).append('\n');
        out.append("User-agent: *\nAllow: /\n").append(KEEP_OUT).append("Disallow: /table/\nDisallow: /t/\n\n");
        out.append("Sitemap: ").append(base).append("/sitemap.xml\n");
        return out.toString();
    }

    /** Every page of {@code paths} in English and in Nepali ({@code ?lang=en}, {@code ?lang=ne}), each naming the other, as the pages' own links do. */
    static String sitemap(String base, List<String> paths) {
        StringBuilder out = new StringBuilder("""
                <?xml version="1.0" encoding="UTF-8"?>
                <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
                """);
        for (String path : paths) {
            String plain = base + path;
            String en = plain + (path.contains("?") ? "&" : "?") + "lang=en";
            String ne = plain + (path.contains("?") ? "&" : "?") + "lang=ne";
            for (String loc : List.of(en, ne)) {
                out.append("  <url>\n    <loc>").append(Html.escape(loc)).append("</loc>\n");
                out.append(alternate("en", en)).append(alternate("ne", ne)).append(alternate("x-default", plain));
                out.append("  </url>\n");
            }
        }
        return out.append("</urlset>\n").toString();
    }

    private static String alternate(String lang, String href) {
        return "    <xhtml:link rel=\"alternate\" hreflang=\"" + lang + "\" href=\"" + Html.escape(href) + "\"/>\n";
    }
}
