package chautari.server;

/**
 * What any one client may ask of the server: here, the messages one connection may send
 * ({@code messageBurst} at once, then {@code messagesPerSecond}).
 */
public record Limits(int messageBurst, double messagesPerSecond) {
    public static Limits defaults() {
        return new Limits(20, 10);
    }

    public Limits withMessageRate(int burst, double perSecond) {
        return new Limits(burst, perSecond);
    }
}
