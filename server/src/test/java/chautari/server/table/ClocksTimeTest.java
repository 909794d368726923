package chautari.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.Games;
import chautari.engine.GameState;
import chautari.engine.Match;
import chautari.engine.Phase;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link Clocks} on their own: a game with throws, and how long a computer seat may think. */
class ClocksTimeTest {
    private static final long SECOND = 1000;

    @Test
    @DisplayName("Kasimala 5+3: the thrower's clock runs through its throw and its move; only a turn handed on earns 3 s")
    void aTurnIsTheThrowAndTheMove() {
        Game game = Games.byName("kasimala");
        Match match = Match.start(game, 2, game.options(Map.of()), 11);
        Clocks clocks = new Clocks(TimeControl.read("5+3"), 1);
        long at = 0;
        int increments = 0;
        int sameTurn = 0;
        for (int seq = 1; seq <= 200 && !match.state().isOver(); seq++) {
            GameState state = match.state();
            int actor = state.toMove();
            long before = clocks.remaining(actor, at);
            boolean ran = clocks.running() == actor;
            at += SECOND;
            TableEvent event;
            if (state.phase() == Phase.THROW) {
                event = new TableEvent(seq, TableEvent.Kind.THROW, actor, match.throwRandom(), Actor.SEAT, at, false);
            } else {
                String move = state.legalMoveTexts(actor)[0];
                match.play(actor, move);
                event = new TableEvent(seq, TableEvent.Kind.MOVE, actor, move, Actor.SEAT, at, false);
            }
            clocks.take(event, match.state(), match.state().isOver());
            long now = clocks.remaining(actor, at);
            if (!ran) {
                assertThat(now).as("a first turn is free, seq " + seq).isEqualTo(before);
            } else if (match.state().toMove() == actor) {
                sameTurn++;
                assertThat(now).as("the turn goes on, seq " + seq).isEqualTo(before - SECOND);
                assertThat(clocks.running()).isEqualTo(actor);
            } else if (!match.state().isOver()) {
                increments++;
                assertThat(now).as("the turn ends, seq " + seq).isEqualTo(before - SECOND + 3 * SECOND);
                assertThat(clocks.running()).isEqualTo(match.state().toMove());
            }
        }
        assertThat(sameTurn).as("throws followed by their move").isGreaterThan(10);
        assertThat(increments).isGreaterThan(10);
    }

    @Test
    @DisplayName("a computer seat thinks a thirtieth of its time and most of the increment, never to within a second of zero")
    void thinkTime() {
        Clocks clocks = new Clocks(TimeControl.read("3+2"), 1);
        assertThat(clocks.thinkTime(1, 0)).isEqualTo(Duration.ofMillis(180_000 / 30 + 1600));
        assertThat(new Clocks(TimeControl.read("30+0"), 1).thinkTime(2, 0)).isEqualTo(Duration.ofMinutes(1));
        assertThat(new Clocks(null, 1).thinkTime(1, 0)).as("no clocks: the level's own time").isNull();
    }

    @Test
    @DisplayName("with little time left the think keeps a second in hand, and never less than a millisecond")
    void lowTime() {
        Clocks clocks = new Clocks(TimeControl.read("3+2"), 1);
        Game game = Games.byName("baghchal");
        Match match = Match.start(game, 2, game.options(Map.of()), 1);
        long at = 0;
        for (int seq = 1; seq <= 3; seq++) {
            int seat = match.state().toMove();
            String move = match.state().legalMoveTexts(seat)[0];
            match.play(seat, move);
            at += SECOND;
            clocks.take(new TableEvent(seq, TableEvent.Kind.MOVE, seat, move, Actor.SEAT, at, false), match.state(), false);
        }
        assertThat(clocks.running()).isEqualTo(2);
        long left = clocks.remaining(2, at);
        long nearlyOut = at + left - 1500;
        assertThat(clocks.thinkTime(2, nearlyOut)).isEqualTo(Duration.ofMillis(500));
        assertThat(clocks.thinkTime(2, at + left - 200)).isEqualTo(Duration.ofMillis(1));
        assertThat(clocks.outOfTime(at + left - 1)).isZero();
        assertThat(clocks.outOfTime(at + left)).isEqualTo(2);
    }
}
