package chautari.engine.snakes;

import chautari.engine.Game;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.FairPlay;
import chautari.engine.FairThrows;
import chautari.engine.GameRecord;
import chautari.engine.Match;
import chautari.engine.Phase;
import chautari.engine.Rng;
import chautari.engine.Verification;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Many seeded games with 2 to 6 players, checking after every step what must always hold in Snakes (what every game must do is ConformanceTest's). */
class SnakesPropertiesTest {
    private static final int SEEDS = 40;
    private static final int STEP_LIMIT = 20_000;
    private static final int[] SETTLED = SnakesRulingsTest.settledAsWritten();

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 5, 6})
    @DisplayName("Snakes and Ladders: seeded games end, with one legal move a throw, as the board says")
    void randomGamesKeepEveryInvariantAndEnd(int players) {
        Game snakes = Snakes.GAME;
        for (long seed = 1; seed <= SEEDS; seed++) {
            long gameSeed = seed * 1_000_003L + players;
            Match match = Match.start(snakes, players, snakes.options(Map.of()), gameSeed);
            int steps = 0;
            int throwsMade = 0;
            int lastMover = 0;
            while (!match.state().isOver()) {
                String where = "seed " + gameSeed + ", step " + steps;
                assertThat(steps++).as(where + ": the game ends").isLessThan(STEP_LIMIT);
                SnakesState state = (SnakesState) match.state();
                checkSquares(state, where);
                if (state.phase() == Phase.THROW) {
                    assertThat(state.toMove()).as(where + ": seats in order").isEqualTo(lastMover % players + 1);
                    assertThat(state.legalMoveTexts(state.toMove())).isEmpty();
                    String face = match.throwRandom();
                    assertThat(face).as(where).matches("[1-6]");
                    throwsMade++;
                    checkTheOneMove((SnakesState) match.state(), Integer.parseInt(face), where);
                    continue;
                }
                lastMover = state.toMove();
                match.play(lastMover, state.legalMoveTexts(lastMover)[0]);
            }
            SnakesState end = (SnakesState) match.state();
            assertThat(end.result().winners()).containsExactly(lastMover);
            assertThat(end.square(lastMover)).isEqualTo(100);
            assertThat(end.result().details()).isEqualTo(Map.of("throws", throwsMade));
            for (int seat = 1; seat <= players; seat++) {
                assertThat(end.square(seat) == 100).as("only the winner reached 100").isEqualTo(seat == lastMover);
            }
        }
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 6})
    @DisplayName("Snakes and Ladders: fair throws from a sealed secret are one die each and verify with their record")
    void fairThrowsVerify(int players) {
        byte[] secret = new byte[FairThrows.SECRET_BYTES];
        new java.util.Random(players).nextBytes(secret);
        List<String> seeds = java.util.stream.IntStream.rangeClosed(1, players).mapToObj(s -> "seat" + s).toList();
        GameRecord record = FairPlay.randomGame(Snakes.GAME, players, Snakes.GAME.options(Map.of()), 5, secret,
                "table-" + players, seeds);
        Verification verification = FairThrows.verify(GameRecord.parse(record.toText()));
        assertThat(verification.problems()).isEmpty();
        assertThat(verification.checks()).isNotEmpty().allMatch(c -> c.recorded().matches("[1-6]"));
    }

    /** The one legal move of the throw, as docs/rules/snakes.md's board and rules 2 to 4 give it, and its text read back. */
    private static void checkTheOneMove(SnakesState state, int face, String where) {
        int seat = state.toMove();
        int from = state.square(seat);
        String expected = from + face > 100 ? "pass" : from + "-" + SETTLED[from + face];
        String[] legal = state.legalMoveTexts(seat);
        assertThat(legal).as(where).containsExactly(expected);
        int[] codes = new int[state.maxMoves()];
        assertThat(state.legalMoves(seat, codes)).isEqualTo(1);
        assertThat(state.moveText(codes[0])).isEqualTo(expected);
        assertThat(state.parseMove(expected)).isEqualTo(codes[0]);
        assertThat(state.isLegal(seat, codes[0])).isTrue();
        assertThat(state.randomMove(seat, new Rng(1), codes)).isEqualTo(codes[0]);
        if (state.players() > 1) {
            assertThat(state.isLegal(seat % state.players() + 1, codes[0])).as(where + ": only the mover").isFalse();
        }
        for (String other : new String[] {"pass", from + "-" + from, from + "-" + Math.min(100, from + face)}) {
            assertThat(state.isLegal(seat, state.parseMove(other))).as(where + ": " + other)
                    .isEqualTo(other.equals(expected));
        }
    }

    private static void checkSquares(SnakesState state, String where) {
        @SuppressWarnings("unchecked")
        Map<String, Integer> squares = (Map<String, Integer>) state.board().get("squares");
        assertThat(squares).as(where).hasSize(state.players());
        for (int seat = 1; seat <= state.players(); seat++) {
            int square = squares.get(String.valueOf(seat));
            assertThat(square).as(where).isEqualTo(state.square(seat)).isBetween(0, 99);
            assertThat(SETTLED[square]).as(where + ": no token rests on a ladder's foot or a snake's head")
                    .isEqualTo(square);
        }
    }
}
