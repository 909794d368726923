package chautari.server.web;

import chautari.server.metrics.ServerMetrics;
import chautari.server.table.ApiError;
import io.javalin.http.Handler;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/** {@code /metrics}: on a listener of its own, to anyone who reaches it; on the public port, to its token's bearer alone. */
public final class MetricsRoute {
    private MetricsRoute() {
    }

    public static Handler open(ServerMetrics metrics) {
        return ctx -> ctx.contentType(ServerMetrics.CONTENT_TYPE).result(metrics.scrape());
    }

    /** A request without {@code Authorization: Bearer TOKEN} is a 401 and is told nothing. */
    public static Handler withToken(ServerMetrics metrics, String token) {
        byte[] expected = ("Bearer " + token).getBytes(StandardCharsets.UTF_8);
        Handler serve = open(metrics);
        return ctx -> {
            String given = ctx.header("Authorization");
            if (given == null || !MessageDigest.isEqual(expected, given.strip().getBytes(StandardCharsets.UTF_8))) {
                ctx.header("WWW-Authenticate", "Bearer realm=\"metrics\"");
                throw new ApiError(401, "unauthorized", "/metrics needs the header Authorization: Bearer and the metrics token");
            }
            serve.handle(ctx);
        };
    }
}
