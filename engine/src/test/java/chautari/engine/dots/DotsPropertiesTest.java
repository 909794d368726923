package chautari.engine.dots;

import static chautari.engine.dots.DotsRulingsTest.allLines;
import static chautari.engine.dots.DotsRulingsTest.play;
import static chautari.engine.dots.DotsRulingsTest.start;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.Facts;
import chautari.engine.GameException;
import chautari.engine.Perft;
import chautari.engine.Result;
import chautari.engine.Rng;
import chautari.engine.SeedCount;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What is particular to Dots and Boxes, over seeded random games checked move by move against
 * the rules worked out again here from the dots' names (what every game must do is ConformanceTest's).
 */
class DotsPropertiesTest {
    private static final int GAMES = SeedCount.of(100, 1000);

    /** A seeded game's tallies: how often the random moves met each case worth checking. */
    private static final class Seen {
        int oneBox;
        int twoBoxes;
        int extraMoves;
        int turnsPassed;
    }

    @ParameterizedTest(name = "{0}x{0}, {1} players")
    @CsvSource({"3, 2", "3, 3", "3, 4", "5, 2", "5, 3", "5, 4", "7, 2", "7, 3", "7, 4"})
    @DisplayName("Dots and Boxes rulings 1-4 in random games: every move as ruled and its facts naming the boxes it closes, each seat's boxes summing to size squared")
    void randomGamesFollowTheRulings(int size, int players) {
        Seen seen = new Seen();
        for (long seed = 1; seed <= GAMES; seed++) {
            playChecked(size, players, seed, seen);
        }
        assertThat(seen.oneBox).as("lines closing one box").isPositive();
        assertThat(seen.twoBoxes).as("lines closing two boxes").isPositive();
        assertThat(seen.extraMoves).as("moves after a box").isPositive();
        assertThat(seen.turnsPassed).as("turns passed").isPositive();
    }

    /** Plays one game of random moves; before each, the moves are the undrawn lines; after it, the boxes and the mover are as ruled. */
    private static void playChecked(int size, int players, long seed, Seen seen) {
        DotsState state = start(size, players);
        Rng rng = new Rng(seed);
        Set<String> drawn = new HashSet<>();
        Map<String, Integer> owners = new TreeMap<>();
        List<String> lines = allLines(size);
        while (!state.isOver()) {
            int seat = state.toMove();
            List<String> undrawn = new ArrayList<>(lines);
            undrawn.removeAll(drawn);
            assertThat(state.legalMoveTexts(seat)).as("seed %d", seed).containsExactlyElementsOf(undrawn);
            String line = undrawn.get(rng.nextInt(undrawn.size()));
            Facts facts = state.moveFacts(seat, state.parseMove(line));
            play(state, line);
            drawn.add(line);
            List<String> closed = boxesClosedBy(line, size, drawn);
            assertThat(facts.toMap()).as("seed %d: the facts of %s", seed, line)
                    .isEqualTo(closed.isEmpty() ? Map.of() : Map.of("boxes", closed.stream().sorted().toList()));
            closed.forEach(box -> owners.put(box, seat));
            int next = closed.isEmpty() ? seat % players + 1 : seat;
            assertThat(state.board()).as("seed %d", seed).isEqualTo(Map.of("lines", drawn.stream().sorted().toList(), "boxes", owners));
            assertThat(state.isOver()).as("seed %d", seed).isEqualTo(drawn.size() == lines.size());
            if (!state.isOver()) {
                assertThat(state.toMove()).as("seed %d after %s", seed, line).isEqualTo(next);
                if (closed.isEmpty()) {
                    seen.turnsPassed++;
                } else {
                    seen.extraMoves++;
                }
            }
            seen.oneBox += closed.size() == 1 ? 1 : 0;
            seen.twoBoxes += closed.size() == 2 ? 1 : 0;
        }
        assertThat(owners).hasSize(size * size);
        int[] counts = new int[players];
        owners.values().forEach(seat -> counts[seat - 1]++);
        int total = 0;
        for (int seat = 1; seat <= players; seat++) {
            assertThat(state.boxesOf(seat)).isEqualTo(counts[seat - 1]);
            total += counts[seat - 1];
        }
        assertThat(total).isEqualTo(size * size);
        assertThat(state.result()).as("seed %d", seed).isEqualTo(expectedResult(counts));
    }

    /** The boxes the line just drawn completes: those it is a side of with all four sides now drawn. */
    private static List<String> boxesClosedBy(String line, int size, Set<String> drawn) {
        int f1 = line.charAt(0) - 'a';
        int r1 = line.charAt(1) - '1';
        boolean across = line.charAt(4) - '1' == r1;
        List<int[]> sideOf = across ? List.of(new int[] {f1, r1}, new int[] {f1, r1 - 1})
                : List.of(new int[] {f1, r1}, new int[] {f1 - 1, r1});
        List<String> closed = new ArrayList<>();
        for (int[] box : sideOf) {
            int f = box[0];
            int r = box[1];
            if (f >= 0 && r >= 0 && f < size && r < size
                    && drawn.containsAll(List.of(name(f, r) + "-" + name(f + 1, r), name(f, r + 1) + "-" + name(f + 1, r + 1),
                            name(f, r) + "-" + name(f, r + 1), name(f + 1, r) + "-" + name(f + 1, r + 1)))) {
                closed.add(name(f, r));
            }
        }
        return closed;
    }

    private static String name(int file, int rank) {
        return "" + (char) ('a' + file) + (rank + 1);
    }

    private static Result expectedResult(int[] counts) {
        int most = 0;
        int least = Integer.MAX_VALUE;
        Map<String, Object> bySeat = new TreeMap<>();
        for (int seat = 1; seat <= counts.length; seat++) {
            most = Math.max(most, counts[seat - 1]);
            least = Math.min(least, counts[seat - 1]);
            bySeat.put(String.valueOf(seat), counts[seat - 1]);
        }
        List<Integer> winners = new ArrayList<>();
        for (int seat = 1; seat <= counts.length && most != least; seat++) {
            if (counts[seat - 1] == most) {
                winners.add(seat);
            }
        }
        return new Result(winners, most == least, Map.of("boxes", bySeat));
    }

    @Test
    @DisplayName("Dots and Boxes: with 3 players a box earns the extra move and the turn then goes on in seat order")
    void threePlayersTurnOrderWithExtraMoves() {
        DotsState state = start(3, 3);
        List<Integer> movers = new ArrayList<>();
        for (String line : List.of("a1-b1", "a2-b2", "a1-a2", "b1-b2", "c1-d1", "b1-c1", "b2-c2", "c2-d2", "c1-c2", "d1-d2", "a4-b4")) {
            movers.add(state.toMove());
            play(state, line);
        }
        assertThat(movers).as("seat 1 closes a1 with b1-b2 and moves again; seat 2 closes b1 with c1-c2, then c1 with d1-d2")
                .containsExactly(1, 2, 3, 1, 1, 2, 3, 1, 2, 2, 2);
        assertThat(state.toMove()).isEqualTo(3);
        assertThat(state.board().get("boxes")).isEqualTo(Map.of("a1", 1, "b1", 2, "c1", 2));
    }

    @Test
    @DisplayName("Dots and Boxes: with 4 players the extra moves chain through a row of boxes and the turn passes from seat 4 to seat 1")
    void fourPlayersTurnOrderWithExtraMoves() {
        DotsState state = DotsState.of(3, 4, 4, List.of("a1-b1", "b1-c1", "c1-d1", "a2-b2", "b2-c2", "c2-d2", "a1-a2"), Map.of());
        play(state, "b1-b2", "c1-c2");
        assertThat(state.toMove()).as("seat 4 closed a1, then b1").isEqualTo(4);
        play(state, "d1-d2");
        assertThat(state.toMove()).as("and c1, the last of the row").isEqualTo(4);
        play(state, "a3-b3");
        assertThat(state.toMove()).isEqualTo(1);
        assertThat(state.boxesOf(4)).isEqualTo(3);
        play(state, "b3-c3", "c3-d3", "a4-b4");
        assertThat(state.toMove()).isEqualTo(4);
        play(state, "b4-c4");
        assertThat(state.toMove()).isEqualTo(1);
    }

    @ParameterizedTest(name = "{0}x{0}")
    @ValueSource(ints = {3, 5, 7})
    @DisplayName("Dots and Boxes notation: every line's text reads back as its move, and its dots the other way round are refused")
    void moveTextsRoundTrip(int size) {
        DotsState state = start(size, 2);
        int[] moves = new int[state.maxMoves()];
        int n = state.legalMoves(moves);
        Set<String> texts = new HashSet<>();
        for (int i = 0; i < n; i++) {
            String text = state.moveText(moves[i]);
            assertThat(texts.add(text)).isTrue();
            assertThat(state.parseMove(text)).isEqualTo(moves[i]);
            String reversed = text.substring(3) + "-" + text.substring(0, 2);
            assertThatThrownBy(() -> state.parseMove(reversed)).isInstanceOf(GameException.class).hasMessageContaining(text);
        }
        assertThat(texts).containsExactlyInAnyOrderElementsOf(allLines(size));
        assertThatThrownBy(() -> state.moveText(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> state.moveText(n)).isInstanceOf(IllegalArgumentException.class);
        assertThat(state.isLegal(1, -1)).isFalse();
        assertThat(state.isLegal(1, n)).isFalse();
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"", "a1", "a1b1", "a1--b1", "A1-B1", "a1-b1 ", " a1-b1", "a0-a1", "a1-a0", "a1-a", "-a1", "a1-", "pass",
            "a10-b10", "aa-bb", "e1-f1", "d4-e4", "d4-d5", "a1-b2", "a1-c1", "a1-a1", "b1-a1"})
    @DisplayName("Dots and Boxes notation: malformed texts, dots off a 3x3 board, lines that are not lines and the wrong order are refused")
    void badTextsAreRefused(String text) {
        DotsState state = start(3, 2);
        assertThatThrownBy(() -> state.parseMove(text)).isInstanceOf(GameException.class).hasMessageStartingWith("'" + text + "' is not a move");
    }

    @Test
    @DisplayName("Dots and Boxes notation: a dot off the board is named in the refusal, with the board's last dot")
    void dotsOffTheBoardAreNamed() {
        assertThatThrownBy(() -> start(3, 2).parseMove("d4-e4")).hasMessage("'d4-e4' is not a move: e4 is not a dot of this board, a1 .. d4");
        assertThatThrownBy(() -> start(7, 2).parseMove("h8-h9")).hasMessage("'h8-h9' is not a move: h9 is not a dot of this board, a1 .. h8");
        assertThat(start(7, 2).parseMove("h7-h8")).isEqualTo(111);
    }

    @Test
    @DisplayName("Dots and Boxes perft: every undrawn line is a move whoever draws it, so depth d counts 24 x 23 x ... on 3x3")
    void perftIsTheFallingFactorial() {
        DotsState state = start(3, 2);
        long expected = 1;
        for (int depth = 0; depth <= 4; depth++) {
            assertThat(Perft.count(state, depth)).as("depth %d", depth).isEqualTo(expected);
            expected *= 24 - depth;
        }
    }
}
