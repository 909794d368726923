package chautari.server.table;

/**
 * Bad input from a client, with the HTTP status it deserves and a short code a program can
 * test ({@code bad-request}, {@code stale}, {@code not-your-turn}, ...). The message is for people.
 */
public final class ApiError extends RuntimeException {
    private final int status;
    private final String code;

    public ApiError(int status, String code, String message) {
        super(message);
        this.status = status;
        this.code = code;
    }

    /** The code of a refusal because the table has moved to another node: the client is to connect again. */
    public static final String MOVED = "moved";
    /** The code of a refusal because this node is stopping: the client is to connect again (close code 1012). */
    public static final String RESTARTING = "restarting";

    static ApiError moved(String tableId) {
        return conflict(MOVED, "table " + tableId + " has moved to another node; connect again");
    }

    static ApiError restarting() {
        return new ApiError(503, RESTARTING, "the server is restarting; connect again");
    }

    public static ApiError bad(String message) {
        return new ApiError(400, "bad-request", message);
    }

    public static ApiError notFound(String message) {
        return new ApiError(404, "not-found", message);
    }

    public static ApiError forbidden(String message) {
        return new ApiError(403, "forbidden", message);
    }

    static ApiError conflict(String code, String message) {
        return new ApiError(409, code, message);
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }

    /** The WebSocket close code for a connection refused with this error. */
    public int closeCode() {
        if (RESTARTING.equals(code)) {
            return 1012;
        }
        return switch (status) {
            case 403 -> 4403;
            case 404 -> 4404;
            default -> 4500;
        };
    }
}
