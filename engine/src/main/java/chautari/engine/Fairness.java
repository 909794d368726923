package chautari.engine;

import java.util.List;

/**
 * What lets anyone check a table's throws: the table's id, the SHA-256 commitment it showed
 * before the first throw, the secret it revealed at the end (lowercase hex) and each seat's
 * seed, in seat order, one a seat. See {@link FairThrows}.
 */
public record Fairness(String tableId, String commitment, String secret, List<String> seatSeeds) {
    public Fairness {
        seatSeeds = List.copyOf(seatSeeds);
    }
}
