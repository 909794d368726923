package chautari.engine;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Throws derived from a sealed secret, so that anyone can check them after the game. The table
 * draws {@link #SECRET_BYTES} secret bytes and shows their SHA-256 ({@link #commitment}) before
 * the first throw; each seat adds a seed; throw n is read from the bits of
 * HMAC-SHA256(secret, "tableId:seed1:...:seedP:n"), then "…:n/1", "…:n/2" when more bits are
 * needed, each block from its first byte, most significant bit first. Each object takes the
 * least k bits (at least 1) that count its faces; a value past the last face is dropped and the
 * next k bits are read. server/API.md ("Fair throws") is the specification; js/fairness.js in
 * the web client derives the same.
 */
public final class FairThrows {
    public static final int SECRET_BYTES = 32;
    private static final Pattern SEAT_SEED = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    private static final HexFormat HEX = HexFormat.of();

    private FairThrows() {
    }

    /** Lowercase hex of SHA-256(secret). */
    public static String commitment(byte[] secret) {
        try {
            return hex(MessageDigest.getInstance("SHA-256").digest(secret));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    public static boolean isSeatSeed(String s) {
        return s != null && SEAT_SEED.matcher(s).matches();
    }

    /** The text of throw n (counted from 1) of the table, its objects in outcome-text order. */
    public static String outcome(byte[] secret, String tableId, List<String> seatSeeds, int n, Chance objects) {
        return objects.textOfFaces(outcome(secret, tableId, seatSeeds, n, objects.count(), objects.faces()));
    }

    /** The text of throw n of {@code count} objects, each showing one of {@code faces}. */
    public static String outcome(byte[] secret, String tableId, List<String> seatSeeds, int n, int count,
            String faces) {
        if (secret.length != SECRET_BYTES) {
            throw new GameException("the secret is " + SECRET_BYTES + " bytes, not " + secret.length);
        }
        if (n < 1) {
            throw new GameException("throws are counted from 1, not " + n);
        }
        Bits bits = new Bits(mac(secret), tableId + ":" + String.join(":", seatSeeds) + ":" + n);
        int k = Math.max(1, 32 - Integer.numberOfLeadingZeros(faces.length() - 1));
        StringBuilder text = new StringBuilder(count);
        while (text.length() < count) {
            int v = bits.next(k);
            if (v < faces.length()) {
                text.append(faces.charAt(v));
            }
        }
        return text.toString();
    }

    public static String hex(byte[] bytes) {
        return HEX.formatHex(bytes);
    }

    /** The bytes of a hex string of either case; anything else is a {@link GameException}. */
    public static byte[] unhex(String hex) {
        try {
            return HEX.parseHex(hex);
        } catch (IllegalArgumentException e) {
            throw new GameException("not a hex string of whole bytes: '" + hex + "'");
        }
    }

    /** Recomputes every throw of the record from its fairness lines and replays its moves. */
    public static Verification verify(GameRecord record) {
        Fairness fairness = record.fairness();
        if (fairness == null) {
            return new Verification(null, List.of(), List.of("the record has no fairness lines (table, commitment,"
                    + " secret, seat seeds): its throws cannot be checked"));
        }
        List<String> problems = new ArrayList<>();
        byte[] secret = secretOf(fairness, problems);
        for (int seat = 1; seat <= fairness.seatSeeds().size(); seat++) {
            if (!isSeatSeed(fairness.seatSeeds().get(seat - 1))) {
                problems.add("seat " + seat + "'s seed '" + fairness.seatSeeds().get(seat - 1)
                        + "' is not 1 to 64 letters, digits, - or _");
            }
        }
        Chance gameObjects = Games.byName(record.game()).chance();
        // One replay tells what each throw was of (a card draw in Byapar) and whether the record replays.
        Match replay = null;
        String replayProblem = null;
        try {
            replay = Match.begin(record);
        } catch (GameException e) {
            replayProblem = e.getMessage();
        }
        List<Verification.ThrowCheck> checks = new ArrayList<>();
        int n = 0;
        for (GameRecord.Event event : record.events()) {
            Chance now = null;
            if (replay != null) {
                try {
                    now = replay.state().chance();
                    replay.replay(event);
                } catch (GameException e) {
                    now = null;
                    replayProblem = e.getMessage();
                    replay = null;
                }
            }
            if (event.kind() != GameRecord.Kind.THROW) {
                continue;
            }
            Chance objects = gameObjects == null ? null : now != null ? now : gameObjects;
            n++;
            if (objects == null) {
                problems.add("throw " + n + ": " + record.game() + " has no throws");
                continue;
            }
            String derived = secret == null ? "?" : outcome(secret, fairness.tableId(), fairness.seatSeeds(), n, objects);
            Verification.ThrowCheck check = new Verification.ThrowCheck(n, event.seat(), event.text(), derived);
            checks.add(check);
            if (secret != null && !check.ok()) {
                problems.add("throw " + n + " (seat " + event.seat() + ") was recorded as " + event.text()
                        + " but the secret gives " + derived);
            }
        }
        if (replayProblem != null) {
            problems.add("the record does not replay: " + replayProblem);
        }
        return new Verification(fairness.commitment(), checks, problems);
    }

    /** The secret's bytes when it is well formed and matches the commitment; otherwise null and a problem. */
    private static byte[] secretOf(Fairness fairness, List<String> problems) {
        byte[] secret;
        try {
            secret = unhex(fairness.secret());
        } catch (GameException e) {
            problems.add("the secret is " + e.getMessage());
            return null;
        }
        if (secret.length != SECRET_BYTES) {
            problems.add("the secret is " + secret.length + " bytes, not " + SECRET_BYTES);
            return null;
        }
        if (!commitment(secret).equals(fairness.commitment().toLowerCase())) {
            problems.add("the secret does not match the commitment: its SHA-256 is " + commitment(secret));
        }
        return secret;
    }

    private static Mac mac(byte[] secret) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret, "HmacSHA256"));
            return mac;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java has HmacSHA256", e);
        }
    }

    /** The bits of blocks 0, 1, 2, ... of one throw, most significant first. */
    private static final class Bits {
        private final Mac mac;
        private final String message;
        private byte[] block = new byte[0];
        private int blocks;
        private int position;

        Bits(Mac mac, String message) {
            this.mac = mac;
            this.message = message;
        }

        int next(int k) {
            int v = 0;
            for (int i = 0; i < k; i++) {
                if (position == block.length * 8) {
                    String m = blocks == 0 ? message : message + "/" + blocks;
                    block = mac.doFinal(m.getBytes(StandardCharsets.UTF_8));
                    blocks++;
                    position = 0;
                }
                v = v << 1 | (block[position / 8] >> (7 - position % 8) & 1);
                position++;
            }
            return v;
        }
    }
}
