package chautari.server.table;

import chautari.engine.GameState;
import chautari.engine.Match;
import chautari.engine.Result;

/**
 * A table's game as it stands: its match, whether it goes on, how its players ended it (a
 * resignation, an agreed draw), the rematch it led to, and whether it has left this node.
 * Its {@link Offers} are rebuilt from the same events. Used under the table's lock.
 */
final class Play {
    private Match match;
    private final Offers offers;
    private Status status;
    private Result ending;
    private String nextId;
    private boolean movedAway;

    Play(Match match, Offers offers, Status status, String nextId) {
        this.match = match;
        this.offers = offers;
        this.status = status;
        this.nextId = nextId;
    }

    Match match() {
        return match;
    }

    /** The match played again from its start, after a takeback. */
    void restart(Match replayed) {
        match = replayed;
    }

    GameState state() {
        return match.state();
    }

    Status status() {
        return status;
    }

    boolean isPlaying() {
        return status == Status.PLAYING;
    }

    void finish() {
        status = Status.FINISHED;
    }

    /** How a game ended by resignation, agreement or a flag ended; null otherwise. */
    Result ending() {
        return ending;
    }

    String nextId() {
        return nextId;
    }

    void rematchIs(String next) {
        nextId = next;
    }

    /** Whether the table has left this node: nothing more is played here. */
    boolean isAway() {
        return movedAway;
    }

    void moveAway() {
        movedAway = true;
    }

    /** What a stored or new event changes beyond the match: offers, and a game ended by its players. */
    void absorb(TableEvent.Kind kind, int seat, String text) {
        switch (kind) {
            case MOVE -> offers.moved(seat);
            case RESIGN -> ending = Endings.resigned(match.state(), seat);
            case FLAG -> ending = Endings.timedOut(match.state(), seat);
            case DRAW -> {
                DrawAction action = Wire.stored(DrawAction.class, text);
                offers.draw(seat, action);
                if (action == DrawAction.ACCEPT) {
                    ending = Endings.agreedDraw();
                }
            }
            case THROW -> offers.played();
            case TAKEBACK_ASK -> offers.takeback(seat, Wire.stored(DrawAction.class, text));
            case TAKEBACK -> offers.takeback(seat, DrawAction.ACCEPT);
            case REMATCH_AGREE -> offers.agreeRematch(seat);
            default -> {
            }
        }
    }
}
