package chautari.server.table;

import chautari.engine.Match;
import chautari.engine.Phase;
import chautari.engine.Result;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game's throws and moves at a table, whoever makes them: each step is checked on a copy,
 * stored, and only then taken by the match and told. A throw comes from the table's sealed
 * secret and every seat's seed (a table from before fair throws draws it from its seed). Used
 * under the table's lock.
 */
final class Turns {
    private static final Logger LOG = LoggerFactory.getLogger(Table.class);

    private final String tableId;
    private final Play play;
    private final Seats seats;
    private final SealedThrows sealed;
    private final Offers offers;
    private final Ledger ledger;
    private final Clocks clocks;

    Turns(String tableId, Play play, Seats seats, SealedThrows sealed, Offers offers, Ledger ledger, Clocks clocks) {
        this.tableId = tableId;
        this.play = play;
        this.seats = seats;
        this.sealed = sealed;
        this.offers = offers;
        this.ledger = ledger;
        this.clocks = clocks;
    }

    /** The thrower's throw. */
    void throwShells(Actor actor) {
        Match match = play.match();
        int thrower = match.state().toMove();
        Match.Step step = sealed == null ? match.prepareRandomThrow()
                : match.prepareThrow(sealed.outcome(match.throwsMade() + 1, match.state(), seats.seeds()));
        take(step, ledger.next(TableEvent.Kind.THROW, thrower, step.text(), actor, false).told(step.facts()));
        offers.played();
    }

    /** A seat's move; an illegal one is a {@link chautari.engine.GameException} and changes nothing. */
    void move(int seat, String text, Actor actor) {
        boolean hidden = play.state().phase() == Phase.STAKE;
        Match.Step step = play.match().preparePlay(seat, text);
        take(step, ledger.next(TableEvent.Kind.MOVE, seat, step.text(), actor, hidden).told(step.facts()));
        offers.moved(seat);
    }

    /** Whether throws wait for an open seat to be taken: every seat's seed goes into every throw. */
    boolean throwsWait() {
        return sealed != null && seats.anyOpen();
    }

    /** Applies a stored event to the match again; the secret (or the seed) must give the throw the store holds. */
    void replay(TableEvent event) {
        Match match = play.match();
        if (event.kind() == TableEvent.Kind.THROW) {
            String drawn = sealed == null ? match.throwRandom()
                    : match.throwWith(sealed.outcome(match.throwsMade() + 1, match.state(), seats.seeds()));
            if (!drawn.equals(event.text())) {
                throw new IllegalStateException("table " + tableId + ": the throw is " + drawn + " where the store holds "
                        + event.text());
            }
        } else if (event.kind() == TableEvent.Kind.MOVE) {
            match.play(event.seat(), event.text());
        }
    }

    private void take(Match.Step step, TableEvent event) {
        boolean ends = step.after().isOver();
        ledger.store(event, ends ? Status.FINISHED : null);
        play.match().commit(step);
        clocks.take(event, play.state(), ends);
        ledger.publish(event);
        if (ends) {
            play.finish();
            Result result = play.state().result();
            LOG.info("event=table.finished table={} game={} seq={} winners={} draw={}", tableId,
                    play.match().game().id(), event.seq(), result.winners(), result.draw());
        }
    }
}
