package chautari.engine;

import java.util.List;

/** A state that can be in a round of hidden simultaneous stakes: each seat's choices and limits. */
public interface StakeRound {
    /** The khals the seat may back, sorted. */
    List<String> khals(int seat);

    int least(int seat);

    int greatest(int seat);
}
