package chautari.server.table;

import chautari.engine.FairThrows;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Random;

/**
 * The server's draws that decide chance: each table's seed and throw secret, and a seat's seed when its player
 * gives none. From SecureRandom; a test gives a seeded source, so its games are the same on every run.
 */
public final class Draws {
    private final Random random;

    private Draws(Random random) {
        this.random = random;
    }

    public static Draws secure() {
        return new Draws(new SecureRandom());
    }

    public static Draws seeded(long seed) {
        return new Draws(new Random(seed));
    }

    long tableSeed() {
        return random.nextLong();
    }

    /** A table's throw secret: 256 bits, in hex. */
    String throwSecret() {
        return HexFormat.of().formatHex(bytes(32));
    }

    /** A seat's seed when its player gives none: 128 bits. */
    String seatSeed() {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes(16));
    }

    /** A seat's seed as a player gives it when sitting down; none given, a drawn one. */
    String seatSeed(String given) {
        if (given == null) {
            return seatSeed();
        }
        if (!FairThrows.isSeatSeed(given)) {
            throw ApiError.bad("\"seatSeed\" must be 1 to 64 letters, digits, '-' or '_'");
        }
        return given;
    }

    private byte[] bytes(int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }
}
