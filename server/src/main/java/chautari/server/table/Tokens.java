package chautari.server.table;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/** Secrets from SecureRandom: seat tokens (256 bits), table ids, seeds, throw secrets. Tokens are stored only as SHA-256. */
public final class Tokens {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Base64.Encoder URL = Base64.getUrlEncoder().withoutPadding();

    private Tokens() {
    }

    static String seatToken() {
        return randomText(32);
    }

    /** 72 bits: hard to guess, short enough for a link. */
    static String tableId() {
        return randomText(9);
    }

    static long seed() {
        return RANDOM.nextLong();
    }

    /** A table's throw secret: 256 bits, in hex. */
    static String throwSecret() {
        byte[] b = new byte[32];
        RANDOM.nextBytes(b);
        return HexFormat.of().formatHex(b);
    }

    /** A seat's seed when its player gives none: 128 bits. */
    static String seatSeed() {
        return randomText(16);
    }

    public static String hash(String token) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    private static String randomText(int bytes) {
        byte[] b = new byte[bytes];
        RANDOM.nextBytes(b);
        return URL.encodeToString(b);
    }
}
