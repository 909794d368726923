package chautari.server.web;

import chautari.engine.GameException;
import chautari.server.table.ApiError;
import chautari.server.table.Json;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every error answer is JSON {@code {"error": message, "code": code}}, whatever raised it: bad
 * input ({@link ApiError}, {@link GameException}), Javalin's own (no such endpoint, wrong method,
 * a body too large) or a bug (500, logged). A browser that navigates to a page that does not
 * exist gets a small HTML page with a link home instead.
 */
final class HttpErrors {
    private static final Logger LOG = LoggerFactory.getLogger(HttpErrors.class);

    private final Consumer<Context> notFoundPage;

    private HttpErrors(Consumer<Context> notFoundPage) {
        this.notFoundPage = notFoundPage;
    }

    /** {@code notFoundPage} writes the page a browser gets for an address with nothing at it. */
    static void install(RoutesConfig routes, Consumer<Context> notFoundPage) {
        HttpErrors errors = new HttpErrors(notFoundPage);
        routes.exception(ApiError.class, (e, ctx) -> errors.send(ctx, e.status(), e.code(), e.getMessage()));
        routes.exception(GameException.class, (e, ctx) -> errors.send(ctx, 400, "bad-request", e.getMessage()));
        routes.exception(HttpResponseException.class, errors::javalin);
        routes.exception(Exception.class, (e, ctx) -> {
            LOG.error("event=http.failed method={} path={}", ctx.method(), ctx.path(), e);
            errors.send(ctx, 500, codeOf(500), "the server failed to answer this request");
        });
    }

    private void javalin(HttpResponseException e, Context ctx) {
        int status = e.getStatus();
        String message = switch (status) {
            case 404 -> "there is nothing at " + ctx.method() + " " + ctx.path();
            case 405 -> ctx.method() + " is not allowed at " + ctx.path();
            case 413 -> "the request body is larger than " + JsonBody.MAX_BODY + " bytes";
            default -> e.getMessage();
        };
        if (status == 405) {
            String allowed = String.join(", ", e.getDetails().values());
            if (!allowed.isBlank()) {
                ctx.header("Allow", allowed);
                message += "; allowed: " + allowed;
            }
        }
        send(ctx, status, codeOf(status), message);
    }

    private void send(Context ctx, int status, String code, String message) {
        if (status == 404 && wantsPage(ctx)) {
            notFoundPage.accept(ctx);
            return;
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", message);
        body.put("code", code);
        ctx.status(status).json(body);
    }

    /**
     * Writes the error at once and answers it to be thrown: on the path of a WebSocket upgrade,
     * Javalin writes no result, and only the exception stops the upgrade.
     */
    static ApiError beforeUpgrade(Context ctx, ApiError error) throws IOException {
        byte[] body = Json.write(Map.of("error", error.getMessage(), "code", error.code())).getBytes(StandardCharsets.UTF_8);
        ctx.res().setStatus(error.status());
        ctx.res().setContentType("application/json");
        ctx.res().setContentLength(body.length);
        ctx.res().getOutputStream().write(body);
        ctx.res().flushBuffer();
        return error;
    }

    /** A browser navigating to a page: asks for HTML, by GET, outside the API and the sockets. */
    private static boolean wantsPage(Context ctx) {
        String accept = ctx.header("Accept");
        String path = ctx.path();
        return "GET".equals(ctx.method().name()) && accept != null && accept.contains("text/html")
                && !path.startsWith("/api/") && !path.startsWith("/ws/");
    }

    /** The code a program tests for each status an error may carry. */
    static String codeOf(int status) {
        return switch (status) {
            case 400 -> "bad-request";
            case 403 -> "forbidden";
            case 404 -> "not-found";
            case 405 -> "method-not-allowed";
            case 408 -> "timeout";
            case 413 -> "too-large";
            case 414 -> "uri-too-long";
            case 415 -> "unsupported-media-type";
            case 429 -> "rate-limited";
            case 431 -> "headers-too-large";
            case 503 -> "unavailable";
            default -> status >= 500 ? "internal" : "http-" + status;
        };
    }
}
