package chautari.server.web;

import chautari.server.table.Json;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The errors Jetty answers before Javalin sees the request (a URI it cannot decode, an
 * ambiguous path, a malformed header): JSON as every other error, with the security headers.
 */
public final class JettyErrors extends ErrorHandler {
    @Override
    public boolean errorPageForMethod(String method) {
        return true;
    }

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
                                    Callback callback) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", words(code, message));
        body.put("code", HttpErrors.codeOf(code));
        SecurityHeaders.apply(response.getHeaders());
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.write(true, ByteBuffer.wrap(Json.write(body).getBytes(StandardCharsets.UTF_8)), callback);
    }

    /** Jetty's message, which is often no more than the status's reason phrase, in a sentence. */
    private static String words(int code, String message) {
        boolean bare = message == null || message.isBlank() || message.equalsIgnoreCase(HttpStatus.getMessage(code));
        if (code == 400) {
            return "the request is malformed" + (bare ? " (its address, path or headers cannot be read)" : ": " + message);
        }
        return bare ? HttpStatus.getMessage(code) : message;
    }
}
