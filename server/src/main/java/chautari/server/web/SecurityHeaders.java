package chautari.server.web;

import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.Request;

/**
 * The headers every response carries: pages, API answers, static files and errors alike.
 * The policy allows no inline script and no inline style: the pages load their scripts and
 * style sheets from this origin, and scripts set styles only through the CSSOM (element.style),
 * which style-src does not govern. {@code connect-src 'self'} covers this origin's ws: and wss:
 * (CSP Level 3; Chromium since 71, Firefox, Safari since 16).
 */
public final class SecurityHeaders implements HttpConfiguration.Customizer {
    public static final String POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; "
            + "font-src 'self'; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; "
            + "form-action 'self'";

    static final Map<String, String> HEADERS = headers();

    private static Map<String, String> headers() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("Content-Security-Policy", POLICY);
        m.put("X-Content-Type-Options", "nosniff");
        m.put("Referrer-Policy", "no-referrer");
        m.put("X-Frame-Options", "DENY");
        return Map.copyOf(m);
    }

    static void apply(HttpFields.Mutable fields) {
        HEADERS.forEach(fields::put);
    }

    @Override
    public Request customize(Request request, HttpFields.Mutable responseHeaders) {
        apply(responseHeaders);
        return request;
    }
}
