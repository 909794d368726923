package chautari.server.web;

import chautari.server.table.ApiError;
import chautari.server.table.Json;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import java.io.IOException;
import java.util.Locale;
import org.eclipse.jetty.http.HttpException;

/**
 * A request's body: one JSON object, sent as {@code Content-Type: application/json} (so no
 * cross-site form can post one), and read whole; a body that breaks off or whose chunks are
 * malformed is a 400, not a failure of the server.
 */
public final class JsonBody {
    public static final long MAX_BODY = 16 * 1024;

    private JsonBody() {
    }

    static JsonNode read(Context ctx) {
        String type = ctx.header("Content-Type");
        String media = type == null ? "" : type.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
        if (!media.equals("application/json")) {
            throw new ApiError(415, "unsupported-media-type", "the body must be JSON sent as Content-Type: application/json"
                    + (type == null ? "" : ", not " + type));
        }
        return Json.readObject(text(ctx));
    }

    private static String text(Context ctx) {
        try {
            return ctx.body();
        } catch (HttpResponseException e) { // a body too large: 413
            throw e;
        } catch (Exception e) { // Jetty's EofException and its kin, thrown from Kotlin without a declaration
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof IOException || t instanceof HttpException) {
                    throw ApiError.bad("the request body could not be read: " + t.getMessage());
                }
            }
            if (e instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e);
        }
    }
}
