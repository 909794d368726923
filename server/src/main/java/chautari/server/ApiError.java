package chautari.server;

/**
 * Bad input from a client, with the HTTP status it deserves and a short code a program can
 * test ({@code bad-request}, {@code stale}, {@code not-your-turn}, ...). The message is for people.
 */
final class ApiError extends RuntimeException {
    private final int status;
    private final String code;

    ApiError(int status, String code, String message) {
        super(message);
        this.status = status;
        this.code = code;
    }

    static ApiError bad(String message) {
        return new ApiError(400, "bad-request", message);
    }

    static ApiError notFound(String message) {
        return new ApiError(404, "not-found", message);
    }

    static ApiError forbidden(String message) {
        return new ApiError(403, "forbidden", message);
    }

    static ApiError conflict(String code, String message) {
        return new ApiError(409, code, message);
    }

    int status() {
        return status;
    }

    String code() {
        return code;
    }
}
