package chautari.engine;

import java.util.List;

/** What a seat may stake in a round of hidden simultaneous stakes: the khals it may back, sorted, and the amounts. */
public record StakeLimits(List<String> khals, int least, int greatest) {
    public StakeLimits {
        khals = List.copyOf(khals);
    }
}
