package chautari.server.table;

import chautari.engine.FairThrows;
import chautari.engine.Fairness;
import chautari.engine.GameState;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A fair table's throws: the n-th is derived from the table's sealed secret, its id and every
 * seat's seed ({@link FairThrows}). The secret's SHA-256 is public from the start; the secret
 * only once the game is over.
 */
final class SealedThrows {
    private final String tableId;
    private final byte[] secret;
    private final String commitment;

    private SealedThrows(String tableId, byte[] secret) {
        this.tableId = tableId;
        this.secret = secret;
        this.commitment = FairThrows.commitment(secret);
    }

    /** The table's sealed throws; null for a table stored before fair throws, whose throws come from its seed. */
    static SealedThrows of(String tableId, String secretHex) {
        return secretHex == null ? null : new SealedThrows(tableId, FairThrows.unhex(secretHex));
    }

    /** The outcome of the table's n-th throw (from 1); every seat has its seed by then. */
    String outcome(int n, GameState state, List<String> seeds) {
        return FairThrows.outcome(secret, tableId, seeds, n, state.chance());
    }

    String commitment() {
        return commitment;
    }

    Map<String, Object> view(List<String> seeds, boolean over) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("commitment", commitment);
        m.put("seatSeeds", seeds);
        if (over) {
            m.put("secret", FairThrows.hex(secret));
        }
        return m;
    }

    Fairness fairness(List<String> seeds) {
        return new Fairness(tableId, commitment, FairThrows.hex(secret), seeds);
    }
}
