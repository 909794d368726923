package chautari.engine.snakes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.Die;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Phase;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** One test (or a few) per ruling of docs/rules/snakes.md, each from a position set up for it. */
class SnakesRulingsTest {
    /** The board as docs/rules/snakes.md writes it, word for word. */
    static final String LADDERS = "1→38, 4→14, 9→31, 21→42, 28→84, 36→44, 51→67, 71→91, 80→100";
    static final String SNAKES = "16→6, 47→26, 49→11, 56→53, 62→19, 64→60, 87→24, 93→73, 95→75, 98→78";

    /** Where a token ending a throw on each square 0..100 stands, read from the two lists above. */
    static int[] settledAsWritten() {
        int[] to = new int[101];
        for (int square = 0; square <= 100; square++) {
            to[square] = square;
        }
        for (String pair : (LADDERS + ", " + SNAKES).split(", ")) {
            String[] ends = pair.split("→");
            to[Integer.parseInt(ends[0])] = Integer.parseInt(ends[1]);
        }
        return to;
    }

    private static SnakesState position(int seatToThrow, int... squares) {
        return SnakesState.of(squares, seatToThrow, 0);
    }

    private static void throwDie(SnakesState state, int face) {
        state.applyChance(state.parseOutcome(String.valueOf(face)));
    }

    private static List<String> legal(SnakesState state) {
        return List.of(state.legalMoveTexts(state.toMove()));
    }

    private static void play(SnakesState state, String move) {
        state.play(state.toMove(), state.parseMove(move));
    }

    @Test
    @DisplayName("Snakes and Ladders board: the nine ladders and ten snakes exactly, every other square leads nowhere")
    void board_nineLaddersAndTenSnakes() {
        assertThat(SnakesBoard.LADDERS).hasNumberOfRows(9);
        assertThat(SnakesBoard.SNAKES).hasNumberOfRows(10);
        assertThat(List.of(SnakesBoard.LADDERS)).as("ladders lead up").allMatch(l -> l[1] > l[0]);
        assertThat(List.of(SnakesBoard.SNAKES)).as("snakes lead down").allMatch(s -> s[1] < s[0]);
        int[] asWritten = settledAsWritten();
        for (int square = 0; square <= 100; square++) {
            assertThat(SnakesBoard.settle(square)).as("square %d", square).isEqualTo(asWritten[square]);
        }
        long moved = java.util.stream.IntStream.rangeClosed(0, 100).filter(s -> asWritten[s] != s).count();
        assertThat(moved).isEqualTo(19);
    }

    @Test
    @DisplayName("All games: a die is one fair object, faces 1..6, each 1/6, written as its face")
    void die_oneFairObject() {
        SnakesState state = SnakesState.initial(2);
        assertThat(state.chance()).isEqualTo(Die.SIX);
        assertThat(Die.SIX.count()).isEqualTo(1);
        assertThat(Die.SIX.faces()).isEqualTo("123456");
        assertThat(state.chanceOutcomeCount()).isEqualTo(6);
        Set<String> texts = new HashSet<>();
        for (int outcome = 0; outcome < 6; outcome++) {
            assertThat(state.chanceProbability(outcome)).isEqualTo(1.0 / 6);
            String text = state.outcomeText(outcome);
            assertThat(state.parseOutcome(text)).isEqualTo(outcome);
            assertThat(state.throwFacts(outcome).steps()).isEqualTo(outcome + 1);
            texts.add(text);
        }
        assertThat(texts).containsExactlyInAnyOrder("1", "2", "3", "4", "5", "6");
        for (String bad : List.of("0", "7", "66", "", "a", " 6", "١")) {
            assertThatThrownBy(() -> state.parseOutcome(bad)).as(bad).isInstanceOf(GameException.class)
                    .hasMessageContaining("not a throw");
        }
    }

    @Test
    @DisplayName("Snakes and Ladders rule 1: 2 to 6 players, no options; 1 or 7 players and any option are errors")
    void rule1_twoToSixPlayersNoOptions() {
        var game = Games.byName("snakes");
        for (int players = 2; players <= 6; players++) {
            GameState state = game.start(players, game.options(Map.of()));
            assertThat(state.players()).isEqualTo(players);
            assertThat(state.phase()).isEqualTo(Phase.THROW);
            assertThat(state.toMove()).as("seat 1 first").isEqualTo(1);
            assertThat(state.board()).isEqualTo(Map.of("squares",
                    java.util.stream.IntStream.rangeClosed(1, players).boxed()
                            .collect(java.util.stream.Collectors.toMap(String::valueOf, s -> 0))));
        }
        assertThatThrownBy(() -> game.start(1, game.options(Map.of()))).isInstanceOf(GameException.class)
                .hasMessageContaining("2 to 6");
        assertThatThrownBy(() -> game.start(7, game.options(Map.of()))).isInstanceOf(GameException.class)
                .hasMessageContaining("2 to 6");
        assertThatThrownBy(() -> game.options(Map.of("players", 2))).isInstanceOf(GameException.class)
                .hasMessageContaining("takes no options");
    }

    @Test
    @DisplayName("Snakes and Ladders rule 1: seats throw in seat order, one die a throw, and a 6 earns no extra throw")
    void rule1_seatOrderAndNoExtraThrows() {
        SnakesState state = SnakesState.initial(3);
        for (int seat : new int[] {1, 2, 3, 1, 2, 3, 1}) {
            assertThat(state.toMove()).isEqualTo(seat);
            assertThat(state.phase()).isEqualTo(Phase.THROW);
            throwDie(state, 6);
            assertThat(state.toMove()).isEqualTo(seat);
            assertThat(state.moveFacts(seat, state.parseMove(legal(state).get(0))).extraThrow()).isFalse();
            play(state, legal(state).get(0));
        }
        assertThat(state.throwsMade()).isEqualTo(7);
    }

    @Test
    @DisplayName("Snakes and Ladders rule 2: a throw moves the token forward that many squares")
    void rule2_forwardByTheDie() {
        SnakesState state = position(1, 40, 0);
        throwDie(state, 5);
        assertThat(legal(state)).containsExactly("40-45");
        play(state, "40-45");
        assertThat(state.square(1)).isEqualTo(45);
        assertThat(state.toMove()).isEqualTo(2);
        throwDie(state, 2);
        assertThat(legal(state)).as("from off the board at 0").containsExactly("0-2");
    }

    @Test
    @DisplayName("Snakes and Ladders rule 2: a token that ends at a ladder's foot climbs to its top")
    void rule2_ladderClimbs() {
        SnakesState state = position(1, 0, 0);
        throwDie(state, 1);
        assertThat(legal(state)).containsExactly("0-38");
        play(state, "0-38");
        assertThat(state.square(1)).isEqualTo(38);
        SnakesState passing = position(1, 26, 0);
        throwDie(passing, 3);
        assertThat(legal(passing)).as("passing over a ladder's foot does nothing").containsExactly("26-29");
    }

    @Test
    @DisplayName("Snakes and Ladders rule 2: a token that ends at a snake's head slides to its tail")
    void rule2_snakeSlides() {
        SnakesState state = position(1, 58, 0);
        throwDie(state, 4);
        assertThat(legal(state)).containsExactly("58-19");
        play(state, "58-19");
        assertThat(state.square(1)).isEqualTo(19);
        SnakesState passing = position(1, 85, 0);
        throwDie(passing, 3);
        assertThat(legal(passing)).as("passing over a snake's head does nothing").containsExactly("85-88");
    }

    /**
     * Rule 3 says such a throw "is lost"; "All games" says a throw no piece can use is lost, and
     * docs/notation.md's {@code pass} is the only legal move when the player cannot use the throw.
     * A move that ends where it began ({@code 60-60}) is a throw used, so it is a move.
     */
    @Test
    @DisplayName("Snakes and Ladders rule 3: a throw that would carry the token past 100 is lost: the one move is pass, the token stays")
    void rule3_pastHundredIsLost() {
        for (int face = 4; face <= 6; face++) {
            SnakesState state = position(1, 97, 50);
            throwDie(state, face);
            assertThat(legal(state)).as("97 and a %d", face).containsExactly("pass");
            assertThat(state.isLegal(1, state.parseMove("97-97"))).isFalse();
            assertThat(state.isLegal(1, state.parseMove("97-100"))).isFalse();
            play(state, "pass");
            assertThat(state.square(1)).isEqualTo(97);
            assertThat(state.toMove()).isEqualTo(2);
            assertThat(state.phase()).isEqualTo(Phase.THROW);
        }
        SnakesState exact = position(1, 97, 50);
        throwDie(exact, 3);
        assertThat(legal(exact)).containsExactly("97-100");
    }

    @Test
    @DisplayName("Snakes and Ladders rule 4: tokens may share squares, and nothing is captured")
    void rule4_tokensShareSquares() {
        SnakesState state = position(2, 38, 0);
        throwDie(state, 1);
        assertThat(state.moveFacts(2, state.parseMove("0-38")).captured()).isEmpty();
        play(state, "0-38");
        assertThat(state.square(1)).isEqualTo(38);
        assertThat(state.square(2)).isEqualTo(38);
    }

    @Test
    @DisplayName("Snakes and Ladders rule 4: the first to reach 100 wins; the result gives the throws made")
    void rule4_firstToHundredWins() {
        SnakesState state = SnakesState.of(new int[] {50, 74, 99}, 2, 40);
        throwDie(state, 6);
        assertThat(legal(state)).as("the ladder 80→100").containsExactly("74-100");
        assertThat(state.moveFacts(2, state.parseMove("74-100")).home()).isTrue();
        play(state, "74-100");
        assertThat(state.isOver()).isTrue();
        assertThat(state.toMove()).isZero();
        assertThat(state.result().winners()).containsExactly(2);
        assertThat(state.result().draw()).isFalse();
        assertThat(state.result().details()).isEqualTo(Map.of("throws", 41));
        assertThat(state.returns()).containsExactly(-1.0, 1.0, -1.0);
        assertThat(state.legalMoveTexts(3)).isEmpty();
        assertThatThrownBy(() -> state.applyChance(0)).isInstanceOf(GameException.class).hasMessageContaining("over");
    }

    @Test
    @DisplayName("Snakes and Ladders rule 4: every throw from every square leaves exactly one legal move, and no other seat has one")
    void rule4_everyThrowLeavesExactlyOneMove() {
        int[] asWritten = settledAsWritten();
        for (int square = 0; square < 100; square++) {
            if (asWritten[square] != square) {
                continue;
            }
            for (int face = 1; face <= 6; face++) {
                SnakesState state = position(1, square, 0);
                throwDie(state, face);
                String expected = square + face > 100 ? "pass" : square + "-" + asWritten[square + face];
                assertThat(legal(state)).as("%d and a %d", square, face).containsExactly(expected);
                assertThat(state.legalMoveTexts(2)).isEmpty();
                assertThat(state.isLegal(2, state.parseMove(expected))).isFalse();
            }
        }
    }

    @Test
    @DisplayName("Snakes and Ladders rule 4: a move may end where it began: from 60 a 4 reaches the snake at 64, 60-60")
    void rule4_aMoveMayEndWhereItBegan() {
        SnakesState state = position(1, 60, 0);
        throwDie(state, 4);
        assertThat(legal(state)).containsExactly("60-60");
        assertThat(state.isLegal(1, state.parseMove("pass"))).isFalse();
        play(state, "60-60");
        assertThat(state.square(1)).isEqualTo(60);
        assertThat(state.toMove()).isEqualTo(2);
    }

    @Test
    @DisplayName("Snakes and Ladders notation: malformed moves are errors; moves not legal now are refused and change nothing")
    void notation_badMoves() {
        SnakesState state = position(1, 10, 0);
        for (String bad : List.of("", "10", "10-", "-12", "10_12", "010-12", "10-012", "10-101", "101-0", "a-b",
                "10-12-14", "+1-2", "PASS", " 10-12")) {
            assertThatThrownBy(() -> state.parseMove(bad)).as(bad).isInstanceOf(GameException.class)
                    .hasMessageContaining("not a move");
        }
        assertThatThrownBy(() -> state.play(1, state.parseMove("10-12"))).isInstanceOf(GameException.class)
                .hasMessageContaining("throw is awaited");
        throwDie(state, 2);
        long before = state.positionHash();
        for (String wrong : List.of("10-13", "0-12", "10-10", "pass", "12-12")) {
            assertThatThrownBy(() -> state.play(1, state.parseMove(wrong))).as(wrong)
                    .isInstanceOf(GameException.class).hasMessageContaining("not a legal move");
        }
        assertThatThrownBy(() -> state.play(2, state.parseMove("10-12"))).isInstanceOf(GameException.class)
                .hasMessageContaining("seat 1's move");
        assertThatThrownBy(() -> state.applyChance(0)).isInstanceOf(GameException.class)
                .hasMessageContaining("no throw is awaited");
        assertThat(state.positionHash()).isEqualTo(before);
        assertThat(legal(state)).containsExactly("10-12");
    }
}
