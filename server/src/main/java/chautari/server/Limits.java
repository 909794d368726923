package chautari.server;

import java.time.Duration;

/**
 * What any one client may ask of the server, and how much the server keeps in memory.
 * <ul>
 * <li>{@code messageBurst} messages at once, then {@code messagesPerSecond}: for each connection,
 *     and for each seat token over all its connections together;</li>
 * <li>{@code socketsPerAddress}: WebSocket connections open at once from one client address;</li>
 * <li>{@code tablesPerAddressPerMinute}: tables one address may make (that many at once, then that
 *     many a minute; a join counts as one);</li>
 * <li>{@code tablesPerMinute}: tables every address together may make (as many at once, then that many a minute);</li>
 * <li>{@code idleAfter}: a table with no one connected and nothing to play by itself leaves memory
 *     after this long (it is loaded from the store again when asked for);</li>
 * <li>{@code maxLiveTables}: tables in memory at most; a new one beyond that is refused.</li>
 * </ul>
 * A cap of 0 is no cap.
 */
public record Limits(int messageBurst, double messagesPerSecond, int socketsPerAddress, int tablesPerAddressPerMinute,
                     int tablesPerMinute, Duration idleAfter, int maxLiveTables) {
    public Limits {
        if (socketsPerAddress < 0 || tablesPerAddressPerMinute < 0 || tablesPerMinute < 0 || maxLiveTables < 0
                || idleAfter.isNegative()) {
            throw new IllegalArgumentException("a limit is 0 (no limit) or more");
        }
    }

    public static final int SOCKETS_PER_ADDRESS = 50;
    public static final int TABLES_PER_ADDRESS_PER_MINUTE = 10;
    public static final int TABLES_PER_MINUTE = 600;
    public static final int IDLE_MINUTES = 10;
    public static final int MAX_LIVE_TABLES = 20_000;

    public static Limits defaults() {
        return new Limits(20, 10, SOCKETS_PER_ADDRESS, TABLES_PER_ADDRESS_PER_MINUTE, TABLES_PER_MINUTE,
                Duration.ofMinutes(IDLE_MINUTES), MAX_LIVE_TABLES);
    }

    /** The same limits without the caps on sockets, table making and tables in memory: for tests and load tools. */
    public Limits uncapped() {
        return new Limits(messageBurst, messagesPerSecond, 0, 0, 0, idleAfter, 0);
    }

    public Limits withMessageRate(int burst, double perSecond) {
        return new Limits(burst, perSecond, socketsPerAddress, tablesPerAddressPerMinute, tablesPerMinute, idleAfter,
                maxLiveTables);
    }

    public Limits withSocketsPerAddress(int n) {
        return new Limits(messageBurst, messagesPerSecond, n, tablesPerAddressPerMinute, tablesPerMinute, idleAfter,
                maxLiveTables);
    }

    /** Tables a minute: {@code perAddress} from one address, {@code overall} from all of them. */
    public Limits withTableRates(int perAddress, int overall) {
        return new Limits(messageBurst, messagesPerSecond, socketsPerAddress, perAddress, overall, idleAfter,
                maxLiveTables);
    }

    public Limits withIdleAfter(Duration d) {
        return new Limits(messageBurst, messagesPerSecond, socketsPerAddress, tablesPerAddressPerMinute, tablesPerMinute,
                d, maxLiveTables);
    }

    public Limits withMaxLiveTables(int n) {
        return new Limits(messageBurst, messagesPerSecond, socketsPerAddress, tablesPerAddressPerMinute, tablesPerMinute,
                idleAfter, n);
    }
}
