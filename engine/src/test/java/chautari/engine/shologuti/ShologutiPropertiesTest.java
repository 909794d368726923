package chautari.engine.shologuti;

import chautari.engine.Game;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Facts;
import chautari.engine.Match;
import chautari.engine.Options;
import chautari.engine.Rng;
import chautari.engine.SeedCount;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Properties over many seeded random games (what every game must do is ConformanceTest's). */
class ShologutiPropertiesTest {
    private static final int GAMES = SeedCount.of(50, 200);
    private static final Game GAME = Shologuti.GAME;
    private static final Options OPTIONS = GAME.options(Map.of());

    @Test
    @DisplayName("Sholo Guti properties: random games end as rules 4 and 5 say, lose only captured pieces, list exact moves")
    void randomGamesEndLoseOnlyCapturedPiecesAndListExactMoves() {
        int[] buffer = new int[ShologutiState.MAX_MOVES];
        Set<String> reasons = new HashSet<>();
        for (long seed = 1; seed <= GAMES; seed++) {
            Match match = Match.start(GAME, 2, OPTIONS, seed);
            Rng rng = new Rng(seed);
            int plies = 0;
            int[] lost = new int[2];
            Map<String, Integer> sinceCapture = new HashMap<>();
            sinceCapture.put(key((ShologutiState) match.state(), 1), 1);
            while (!match.state().isOver()) {
                ShologutiState state = (ShologutiState) match.state();
                int seat = state.toMove();
                int n = state.legalMoves(seat, buffer);
                assertThat(n).as("seed %d: a side to move has a move", seed).isPositive();
                assertMovesExact(state, seat, Arrays.copyOf(buffer, n), seed);
                assertIsLegalAgrees(state, seat, Arrays.copyOf(buffer, n), rng, seed);
                int move = rng.nextInt(3) == 0 ? buffer[rng.nextInt(n)] : state.randomMove(seat, rng, buffer);
                assertThat(state.isLegal(seat, move)).as("seed %d: the random move is legal", seed).isTrue();
                String text = state.moveText(move);
                int[] before = {state.pieceCount(1), state.pieceCount(2)};
                int quiet = state.quietMoves();
                match.play(seat, text);
                ShologutiState after = (ShologutiState) match.state();
                int taken = (int) text.chars().filter(c -> c == 'x').count();
                Facts facts = match.lastFacts();
                assertThat(facts.captured()).as("seed %d: %s", seed, text).hasSize(taken);
                assertThat(after.pieceCount(seat)).as("seed %d: the mover keeps its pieces", seed).isEqualTo(before[seat - 1]);
                assertThat(after.pieceCount(3 - seat)).as("seed %d: %s takes one piece a jump", seed, text)
                        .isEqualTo(before[2 - seat] - taken);
                assertThat(after.quietMoves()).isEqualTo(taken > 0 ? 0 : quiet + 1);
                for (Facts.Capture capture : facts.captured()) {
                    assertThat(capture.seat()).isEqualTo(3 - seat);
                    lost[capture.seat() - 1]++;
                }
                if (taken > 0) {
                    sinceCapture.clear();
                }
                int met = sinceCapture.merge(key(after, 3 - seat), 1, Integer::sum);
                assertEndAsRuled(after, seat, met, seed);
                assertThat(((Map<?, ?>) after.board().get("points"))).hasSize(after.pieceCount(1) + after.pieceCount(2));
                plies++;
                assertThat(plies).as("seed %d: the game ends", seed).isLessThan(4000);
            }
            ShologutiState end = (ShologutiState) match.state();
            reasons.add((String) end.result().details().get("reason"));
            for (int s = 1; s <= 2; s++) {
                assertThat(end.pieceCount(s)).as("seed %d: seat %d keeps 16 less those captured", seed, s)
                        .isEqualTo(16 - lost[s - 1]);
            }
        }
        assertThat(reasons).as("random games reach every kind of end but blocking, which is rare")
                .contains("captures", "repetition", "quiet");
    }

    /** The position as rule 5 counts it: the board and the side to move (toMove is 0 once over). */
    private static String key(ShologutiState state, int sideToMove) {
        return state.pieces(1) + " " + state.pieces(2) + " " + sideToMove;
    }

    /** Rules 4 and 5: a win first, then the third meeting of a position, then the 100-move limit; otherwise play goes on. */
    private static void assertEndAsRuled(ShologutiState after, int mover, int met, long seed) {
        String reason = after.isOver() ? (String) after.result().details().get("reason") : null;
        if ("captures".equals(reason) || "blocked".equals(reason)) {
            assertThat(after.result().winners()).as("seed %d: only the side to move can lose", seed).containsExactly(mover);
            assertThat(after.pieceCount(3 - mover) == 0).isEqualTo("captures".equals(reason));
            return;
        }
        String expected = met >= 3 ? "repetition" : after.quietMoves() >= ShologutiState.QUIET_LIMIT ? "quiet" : null;
        assertThat(reason).as("seed %d: met %d times, %d quiet moves", seed, met, after.quietMoves()).isEqualTo(expected);
        assertThat(met).isLessThanOrEqualTo(3);
        if (reason != null) {
            assertThat(after.result().draw()).isTrue();
        }
    }

    /** isLegal holds exactly for the listed moves: the listed ones, nearby codes, arbitrary ones. */
    private static void assertIsLegalAgrees(ShologutiState state, int seat, int[] moves, Rng rng, long seed) {
        Set<Integer> listed = new HashSet<>();
        for (int move : moves) {
            listed.add(move);
        }
        List<Integer> wrong = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            int code = i % 3 == 0 ? (int) rng.nextLong()
                    : moves[rng.nextInt(moves.length)] ^ 1 << rng.nextInt(i % 3 == 1 ? 16 : 31);
            if (state.isLegal(seat, code) != listed.contains(code)) {
                wrong.add(code);
            }
        }
        assertThat(wrong).as("seed %d: codes whose isLegal disagrees with the listing", seed).isEmpty();
    }

    /** Plain checks rather than an assertion a move: the listing's every move, of every ply, is checked. */
    private static void assertMovesExact(ShologutiState state, int seat, int[] moves, long seed) {
        Set<String> texts = new HashSet<>();
        List<String> wrong = new ArrayList<>();
        for (int move : moves) {
            String text = state.moveText(move);
            if (!texts.add(text)) {
                wrong.add(text + " listed twice");
            }
            if (state.parseMove(text) != move) {
                wrong.add(text + " reads back as another move");
            }
            if (!state.isLegal(seat, move) || state.isLegal(3 - seat, move)) {
                wrong.add(text + " is legal for the wrong seat");
            }
            if (text.indexOf('x') >= 0) {
                for (int cut = text.indexOf('x', text.indexOf('x') + 1); cut > 0; cut = text.indexOf('x', cut + 1)) {
                    if (!state.isLegal(seat, state.parseMove(text.substring(0, cut)))) {
                        wrong.add(text + " has a prefix that is not legal");
                    }
                }
            }
        }
        for (String text : texts) {
            int cut = text.lastIndexOf('x');
            if (cut > text.indexOf('x') && !texts.contains(text.substring(0, cut))) {
                wrong.add(text + " without its prefix");
            }
        }
        if (!state.drawWalksChains() && texts.stream().anyMatch(t -> t.indexOf('x') != t.lastIndexOf('x'))) {
            wrong.add("a chain of two jumps, and randomMove counts first jumps only");
        }
        if (state.moveCount(seat) != moves.length) {
            wrong.add("moveCount " + state.moveCount(seat) + " for " + moves.length + " moves");
        }
        assertThat(wrong).as("seed %d", seed).isEmpty();
    }

    @ParameterizedTest(name = "{0} against {1}")
    @CsvSource({"c3 a1, c4 d5 d4 c1 a9, c3xc5xe5xc3", "c4 a1 e7, c5 c1 a9 e9, a1xe1"})
    @DisplayName("Sholo Guti properties: randomMove draws every legal move, chains and their prefixes too, equally often")
    void randomMoveIsUniform(String mine, String theirs, String capture) {
        ShologutiState state = ShologutiState.of(mine, theirs, 1);
        String[] legal = state.legalMoveTexts(1);
        assertThat(legal).contains(capture);
        int draws = 300_000;
        Map<String, Integer> counts = new HashMap<>();
        Rng rng = new Rng(2026);
        int[] buffer = new int[state.maxMoves()];
        for (int i = 0; i < draws; i++) {
            counts.merge(state.moveText(state.randomMove(1, rng, buffer)), 1, Integer::sum);
        }
        assertThat(counts.keySet()).containsExactlyInAnyOrder(legal);
        double p = 1.0 / legal.length;
        double sigma = Math.sqrt(draws * p * (1 - p));
        for (String move : legal) {
            assertThat((double) counts.get(move)).as("%s: within 5 standard deviations of %d draws in %d", move, draws, legal.length)
                    .isCloseTo(draws * p, org.assertj.core.data.Offset.offset(5 * sigma));
        }
        assertThat(state.board()).as("drawing changes nothing").isEqualTo(ShologutiState.of(mine, theirs, 1).board());
    }
}
