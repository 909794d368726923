package chautari.engine;

import java.util.List;

/** What a fair table's throws were derived from: its id, the sealed secret and its commitment, each seat's seed. */
public record Fairness(String tableId, String commitment, String secret, List<String> seatSeeds) {
    public Fairness {
        seatSeeds = List.copyOf(seatSeeds);
    }
}
