package chautari.server.table;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * What is on offer at a table, rebuilt from its events the same way live and on restore: a
 * draw offered and not yet answered, the seat whose offer was just declined (it may offer again
 * once a move has been made), a takeback asked for and not yet answered (and the seat whose ask
 * was declined), and the seats that have agreed to a rematch. A pending draw offer lapses when the
 * seat it was made to moves instead of answering; a takeback asked for lapses at any move or throw.
 * The table calls this under its lock.
 */
final class Offers {
    private Integer drawBy;
    private Integer declinedBy;
    private Integer takebackBy;
    private Integer takebackDeclinedBy;
    private final Set<Integer> rematchAgreed = new TreeSet<>();

    /** A stored or new {@code draw} event: {@code offer}, {@code accept} or {@code decline}. */
    void draw(int seat, DrawAction action) {
        switch (action) {
            case OFFER -> drawBy = seat;
            case DECLINE -> {
                declinedBy = drawBy;
                drawBy = null;
            }
            case ACCEPT -> drawBy = null;
        }
    }

    void moved(int seat) {
        if (drawBy != null && drawBy != seat) {
            drawBy = null;
        }
        declinedBy = null;
        played();
    }

    /** A move or a throw: the position a takeback was asked in is gone. */
    void played() {
        takebackBy = null;
        takebackDeclinedBy = null;
    }

    /** A stored or new {@code takeback-ask} event: {@code offer} or {@code decline}; a takeback made ends the ask. */
    void takeback(int seat, DrawAction action) {
        if (action == DrawAction.DECLINE) {
            takebackDeclinedBy = takebackBy;
        }
        takebackBy = action == DrawAction.OFFER ? seat : null;
    }

    /** The seat whose takeback waits for the other player's answer, or null. */
    Integer takebackAskedBy() {
        return takebackBy;
    }

    /** Why the seat may not ask for a takeback now, as an {@link ApiError}, unless it may. */
    void requireCanAskTakeback(int seat) {
        if (takebackBy != null) {
            throw ApiError.conflict("offer-pending", "seat " + takebackBy + "'s takeback is still waiting for an answer");
        }
        if (Integer.valueOf(seat).equals(takebackDeclinedBy)) {
            throw ApiError.conflict("offer-declined", "your takeback was declined; you may ask again after the next move");
        }
    }

    /** The seat whose draw offer waits for an answer, or null. */
    Integer drawOfferedBy() {
        return drawBy;
    }

    /** Why the seat may not offer a draw now, as an {@link ApiError}, unless it may. */
    void requireCanOffer(int seat) {
        if (drawBy != null) {
            throw ApiError.conflict("offer-pending", "seat " + drawBy + "'s draw offer is still waiting for an answer");
        }
        if (Integer.valueOf(seat).equals(declinedBy)) {
            throw ApiError.conflict("offer-declined", "your draw offer was declined; you may offer again after a move");
        }
    }

    void agreeRematch(int seat) {
        rematchAgreed.add(seat);
    }

    boolean agreedRematch(int seat) {
        return rematchAgreed.contains(seat);
    }

    /** Of these people's seats, those that have not agreed to the rematch yet. */
    List<Integer> rematchWaiting(List<Integer> people) {
        return people.stream().filter(s -> !rematchAgreed.contains(s)).toList();
    }

    /** The seats that have agreed, in order. */
    List<Integer> rematchAgreed() {
        return List.copyOf(rematchAgreed);
    }
}
