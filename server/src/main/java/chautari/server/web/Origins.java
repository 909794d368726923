package chautari.server.web;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import java.util.function.IntSupplier;

/**
 * Where people reach the server: its public URL (--public-url) or, when none is given, its own
 * loopback addresses. Table links are built from it, never from a request's Host header, and a
 * browser's WebSocket must come from one of these origins.
 */
public final class Origins {
    private final String publicOrigin;
    private final IntSupplier port;

    /** {@code publicUrl}: null for none; else checked by {@link #checkPublicUrl}. */
    public Origins(String publicUrl, IntSupplier port) {
        this.publicOrigin = publicUrl == null ? null : checkPublicUrl(publicUrl);
        this.port = port;
    }

    /**
     * The origin of a public URL ({@code https://host[:port]}, lower case, without a default port),
     * or an IllegalArgumentException saying what is wrong with it.
     */
    public static String checkPublicUrl(String url) {
        URI uri;
        try {
            uri = new URI(url.strip());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("the public URL " + url + " is not a URL: " + e.getReason());
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new IllegalArgumentException("the public URL must start with http:// or https://, not " + url);
        }
        if (uri.getHost() == null || uri.getRawUserInfo() != null) {
            throw new IllegalArgumentException("the public URL needs a host name and nothing before it, such as https://chautari.example: " + url);
        }
        String path = uri.getRawPath() == null ? "" : uri.getRawPath();
        if (!(path.isEmpty() || path.equals("/")) || uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new IllegalArgumentException("the public URL must be the site's root, with no path, query or fragment: " + url);
        }
        int p = uri.getPort();
        boolean defaultPort = p == -1 || (scheme.equals("http") && p == 80) || (scheme.equals("https") && p == 443);
        return scheme + "://" + uri.getHost().toLowerCase(Locale.ROOT) + (defaultPort ? "" : ":" + p);
    }

    /** The site's root without a trailing slash: the public URL's origin, else http://localhost:PORT. */
    public String base() {
        return publicOrigin != null ? publicOrigin : "http://localhost:" + port.getAsInt();
    }

    /** Whether a request with this Origin header may open a WebSocket: no header (not a browser) or one of ours. */
    boolean allows(String origin) {
        if (origin == null) {
            return true;
        }
        String given = origin.strip().toLowerCase(Locale.ROOT);
        return accepted().contains(given);
    }

    List<String> accepted() {
        if (publicOrigin != null) {
            return List.of(publicOrigin);
        }
        int p = port.getAsInt();
        return List.of("http://localhost:" + p, "http://127.0.0.1:" + p, "http://[::1]:" + p);
    }
}
