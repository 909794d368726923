package chautari.engine;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/** Throws derived from a sealed secret (STUB for the server side; the fair branch has the real one). */
public final class FairThrows {
    public static final int SECRET_BYTES = 32;

    private FairThrows() {
    }

    public static String commitment(byte[] secret) {
        try {
            return hex(MessageDigest.getInstance("SHA-256").digest(secret));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    public static boolean isSeatSeed(String s) {
        return s != null && s.matches("[A-Za-z0-9_-]{1,64}");
    }

    public static String outcome(byte[] secret, String tableId, List<String> seatSeeds, int n, ChanceObjects objects) {
        String base = tableId + ":" + String.join(":", seatSeeds) + ":" + n;
        StringBuilder text = new StringBuilder();
        int f = objects.faces().length();
        int k = Math.max(1, 32 - Integer.numberOfLeadingZeros(f - 1));
        byte[] block = null;
        int bit = 256;
        int j = 0;
        while (text.length() < objects.count()) {
            int v = 0;
            for (int i = 0; i < k; i++) {
                if (bit == 256) {
                    block = hmac(secret, j == 0 ? base : base + "/" + j);
                    j++;
                    bit = 0;
                }
                v = v << 1 | (block[bit >> 3] >> (7 - (bit & 7)) & 1);
                bit++;
            }
            if (v < f) {
                text.append(objects.faces().charAt(v));
            }
        }
        return text.toString();
    }

    public static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(bytes);
    }

    public static byte[] unhex(String hex) {
        try {
            return HexFormat.of().parseHex(hex);
        } catch (IllegalArgumentException e) {
            throw new GameException("not hexadecimal: " + hex);
        }
    }

    private static byte[] hmac(byte[] key, String message) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(message.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
