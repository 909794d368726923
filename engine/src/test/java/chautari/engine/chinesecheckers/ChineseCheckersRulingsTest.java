package chautari.engine.chinesecheckers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.Game;
import chautari.engine.GameException;
import chautari.engine.Result;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** RULINGS "Chinese Checkers", sentence by sentence (docs/rules/chinesecheckers.md), and its notation. */
class ChineseCheckersRulingsTest {
    private static final Game GAME = ChineseCheckers.GAME;
    private static final List<String> NORTH = List.of("n1", "n2", "n3", "n4", "o1", "o2", "o3", "p1", "p2", "q1");
    private static final List<String> SOUTH = List.of("a1", "b1", "b2", "c1", "c2", "c3", "d1", "d2", "d3", "d4");

    static ChineseCheckersState start(int players) {
        return (ChineseCheckersState) GAME.start(players, GAME.options(Map.of()));
    }

    static ChineseCheckersState play(ChineseCheckersState state, String... moves) {
        for (String move : moves) {
            state.play(state.toMove(), state.parseMove(move));
        }
        return state;
    }

    private static List<String> legal(ChineseCheckersState state) {
        return List.of(state.legalMoveTexts(state.toMove()));
    }

    /** The legal moves of the marble on {@code hole}. */
    private static List<String> legalFrom(ChineseCheckersState state, String hole) {
        return legal(state).stream().filter(m -> m.startsWith(hole + "-")).toList();
    }

    /** A board from "seat:hole hole ..." groups, e.g. {@code "1:i5 i6", "2:q1"}. */
    private static Map<String, Integer> marbles(String... groups) {
        Map<String, Integer> board = new LinkedHashMap<>();
        for (String group : groups) {
            int seat = group.charAt(0) - '0';
            for (String hole : group.substring(2).trim().split(" +")) {
                board.put(hole, seat);
            }
        }
        return board;
    }

    private static ChineseCheckersState position(int players, int seatToMove, String... groups) {
        return ChineseCheckersState.of(players, seatToMove, marbles(groups), List.of());
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Integer> holes(ChineseCheckersState state) {
        return (Map<String, Integer>) state.board().get("holes");
    }

    private static List<String> holesOf(ChineseCheckersState state, int seat) {
        return new ArrayList<>(new TreeMap<>(holes(state)).entrySet().stream().filter(e -> e.getValue() == seat)
                .map(Map.Entry::getKey).toList());
    }

    @Test
    @DisplayName("the game: chinesecheckers, for 2, 3, 4 or 6 players, no options, no chance, benched and laddered")
    void theGame() {
        assertThat(GAME.id()).isEqualTo("chinesecheckers");
        assertThat(GAME.names().en()).isEqualTo("Chinese Checkers");
        assertThat(GAME.chance()).isNull();
        assertThat(GAME.options()).isEmpty();
        assertThat(GAME.minPlayers()).isEqualTo(2);
        assertThat(GAME.maxPlayers()).isEqualTo(6);
        assertThat(GAME.benchCases()).extracting(Game.Case::players).containsExactly(2, 6);
        assertThat(GAME.ladderCases()).extracting(Game.Case::players).contains(2);
        assertThat(GAME.decisions()).isTrue();
        for (int players : new int[] {2, 3, 4, 6}) {
            assertThat(start(players).players()).isEqualTo(players);
        }
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {1, 5, 7})
    @DisplayName("Chinese Checkers ruling 1: 2, 3, 4 or 6 players, so 1, 5 and 7 are refused with a reason")
    void ruling1_fiveRefused(int players) {
        assertThatThrownBy(() -> start(players)).isInstanceOf(GameException.class).hasMessageContaining("not " + players);
        if (players == 5) {
            assertThatThrownBy(() -> start(5)).hasMessageContaining("2, 3, 4 or 6 players");
        }
    }

    @Test
    @DisplayName("Chinese Checkers board: the 121 holes of a six-pointed star, in 17 rows a to q of 1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1 holes")
    void boardRuling_rowsAndHoles() {
        int[] lengths = {1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1};
        int total = 0;
        for (int row = 0; row < 17; row++) {
            char r = (char) ('a' + row);
            assertThat(Holes.name(Holes.parse(r + "1"))).isEqualTo(r + "1");
            assertThat(Holes.name(Holes.parse(r + "" + lengths[row]))).isEqualTo(r + "" + lengths[row]);
            int past = lengths[row] + 1;
            assertThatThrownBy(() -> Holes.parse(r + "" + past)).isInstanceOf(GameException.class).hasMessageContaining("no hole");
            total += lengths[row];
        }
        assertThat(total).isEqualTo(Holes.COUNT).isEqualTo(121);
        for (String bad : List.of("r1", "a0", "a01", "e14", "A1", "a", "")) {
            assertThatThrownBy(() -> Holes.parse(bad)).as(bad).isInstanceOf(GameException.class);
        }
        assertThat(Holes.parse("a1")).isZero();
        assertThat(Holes.parse("q1")).isEqualTo(120);
    }

    @Test
    @DisplayName("Chinese Checkers board: from seat 1's point (row a) to the opposite one (row q), holes numbered from 1 at seat 1's left")
    void boardRuling_numberedFromSeatOnesLeft() {
        ChineseCheckersState six = start(6);
        assertThat(holesOf(six, 1)).containsExactlyInAnyOrderElementsOf(SOUTH);
        assertThat(holesOf(six, 4)).containsExactlyInAnyOrderElementsOf(NORTH);
        assertThat(holesOf(six, 6)).as("SW, at seat 1's left").contains("e1", "e4", "h1");
        assertThat(holesOf(six, 2)).as("SE, at seat 1's right").contains("e10", "e13", "h10");
        assertThat(legalFrom(start(2), "d1")).as("d1 is the row's leftmost: e5 and e6 above it").containsExactly("d1-e5", "d1-e6");
        assertThat(legalFrom(start(2), "d4")).containsExactly("d4-e8", "d4-e9");
    }

    @Test
    @DisplayName("Chinese Checkers board: hole k of n at x = 2k - n - 1, rows one apart; neighbours in one row two apart or in neighbouring rows one apart")
    void boardRuling_geometry() {
        assertThat(legalFrom(position(2, 1, "1:i5", "2:q1"), "i5")).containsExactly("i5-h5", "i5-h6", "i5-i4", "i5-i6", "i5-j5", "i5-j6");
        assertThat(legalFrom(position(2, 1, "1:a1", "2:q1"), "a1")).containsExactly("a1-b1", "a1-b2");
        assertThat(legalFrom(position(2, 1, "1:e1", "2:q1"), "e1")).containsExactly("e1-e2", "e1-f1");
        assertThat(legalFrom(position(2, 1, "1:e5", "2:q1"), "e5")).containsExactly("e5-d1", "e5-e4", "e5-e6", "e5-f4", "e5-f5");
        assertThat(legalFrom(position(2, 1, "1:m13", "2:q1"), "m13")).containsExactly("m13-l12", "m13-m12");
        for (String hole : StarReference.NAMES) {
            String other = hole.equals("q1") ? "a1" : "q1";
            List<String> expected = StarReference.moves(Map.of(hole, 1, other, 2), 2, 1).stream()
                    .filter(m -> m.startsWith(hole + "-")).toList();
            assertThat(legalFrom(position(2, 1, "1:" + hole, "2:" + other), hole)).as(hole).isEqualTo(expected);
        }
    }

    @Test
    @DisplayName("Chinese Checkers board: six points of ten holes, S rows a-d, N rows n-q, SW, SE, NW and NE as listed")
    void boardRuling_sixPoints() {
        ChineseCheckersState six = start(6);
        Map<Integer, List<String>> expected = Map.of(
                1, SOUTH,
                2, List.of("e10", "e11", "e12", "e13", "f10", "f11", "f12", "g10", "g11", "h10"),
                3, List.of("m10", "m11", "m12", "m13", "l10", "l11", "l12", "k10", "k11", "j10"),
                4, NORTH,
                5, List.of("m1", "m2", "m3", "m4", "l1", "l2", "l3", "k1", "k2", "j1"),
                6, List.of("e1", "e2", "e3", "e4", "f1", "f2", "f3", "g1", "g2", "h1"));
        expected.forEach((seat, point) -> assertThat(holesOf(six, seat)).as("seat %d", seat).containsExactlyInAnyOrderElementsOf(point));
        assertThat(holes(six)).hasSize(60);
    }

    @Test
    @DisplayName("Chinese Checkers board: each player starts with 10 marbles filling one point and aims for the point opposite (S-N, SW-NE, SE-NW)")
    void boardRuling_startsFillingAPointAimsOpposite() {
        ChineseCheckersState six = start(6);
        for (int seat = 1; seat <= 6; seat++) {
            assertThat(six.marbles(seat)).hasSize(10);
            assertThat(six.unmoved(seat)).containsExactlyInAnyOrder(six.marbles(seat));
        }
        int[] opposite = {Holes.N, Holes.NW, Holes.SW, Holes.S, Holes.SE, Holes.NE};
        for (int seat = 1; seat <= 6; seat++) {
            assertThat(six.targetOf(seat)).as("seat %d", seat).isEqualTo(opposite[seat - 1]);
        }
        ChineseCheckersState aims = ChineseCheckersState.of(6, 6, marbles("6:m10 m11 m12 m13 l10 l11 l12 k10 k11 j9"), List.of());
        play(aims, "j9-j10");
        assertThat(aims.result()).as("SW's marbles filling NE win").isEqualTo(Result.win(6));
    }

    @Test
    @DisplayName("Chinese Checkers ruling 1: seats and points in turn order: 2 players S, N; 3 players S, NE, NW; 4 players S, SE, N, NW; 6 players S, SE, NE, N, NW, SW")
    void ruling1_seatsAndPoints() {
        Map<String, List<String>> points = Map.of("S", SOUTH, "N", NORTH,
                "SE", List.of("e10", "e11", "e12", "e13", "f10", "f11", "f12", "g10", "g11", "h10"),
                "NE", List.of("m10", "m11", "m12", "m13", "l10", "l11", "l12", "k10", "k11", "j10"),
                "NW", List.of("m1", "m2", "m3", "m4", "l1", "l2", "l3", "k1", "k2", "j1"),
                "SW", List.of("e1", "e2", "e3", "e4", "f1", "f2", "f3", "g1", "g2", "h1"));
        Map<Integer, List<String>> seats = Map.of(2, List.of("S", "N"), 3, List.of("S", "NE", "NW"),
                4, List.of("S", "SE", "N", "NW"), 6, List.of("S", "SE", "NE", "N", "NW", "SW"));
        seats.forEach((players, order) -> {
            ChineseCheckersState state = start(players);
            assertThat(holes(state)).hasSize(10 * players);
            for (int seat = 1; seat <= players; seat++) {
                assertThat(holesOf(state, seat)).as("%d players, seat %d", players, seat)
                        .containsExactlyInAnyOrderElementsOf(points.get(order.get(seat - 1)));
            }
        });
    }

    @Test
    @DisplayName("Chinese Checkers ruling 1: seat 1 first, then each seat in turn")
    void ruling1_seatOneFirst() {
        ChineseCheckersState state = start(4);
        List<Integer> movers = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            movers.add(state.toMove());
            play(state, legal(state).getFirst());
        }
        assertThat(movers).containsExactly(1, 2, 3, 4, 1, 2);
    }

    @Test
    @DisplayName("Chinese Checkers ruling 1: no passing: pass is no move while a seat has another")
    void ruling1_noPassing() {
        ChineseCheckersState state = start(2);
        assertThat(legal(state)).doesNotContain("pass");
        assertThat(state.isLegal(1, state.parseMove("pass"))).isFalse();
        assertThatThrownBy(() -> play(state, "pass")).isInstanceOf(GameException.class).hasMessage("'pass' is not a legal move now");
        assertThat(state.toMove()).isEqualTo(1);
        assertThat(state.movesMade()).isZero();
    }

    @Test
    @DisplayName("Chinese Checkers ruling 2: a move is a step to a neighbouring empty hole; a hole with a marble is no step")
    void ruling2_stepToAnEmptyNeighbour() {
        ChineseCheckersState state = position(2, 1, "1:i5 i6", "2:h5");
        assertThat(legalFrom(state, "i5")).contains("i5-i4", "i5-h6", "i5-j5", "i5-j6").doesNotContain("i5-i6", "i5-h5");
        play(state, "i5-j5");
        assertThat(holes(state)).isEqualTo(Map.of("j5", 1, "i6", 1, "h5", 2));
        assertThat(state.toMove()).isEqualTo(2);
    }

    @Test
    @DisplayName("Chinese Checkers ruling 2: a hop jumps over one neighbouring marble of any colour to the empty hole directly beyond, in the same direction")
    void ruling2_hopOverAnyColour() {
        ChineseCheckersState state = position(2, 1, "1:i5 i6", "2:j6 h5 g5");
        List<String> moves = legalFrom(state, "i5");
        assertThat(moves).as("over its own i6, over the other seat's j6").contains("i5-i7", "i5-k7");
        assertThat(moves).as("g5 beyond h5 is taken").doesNotContain("i5-g5");
        assertThat(moves).as("no hop over an empty hole").doesNotContain("i5-i3", "i5-k5", "i5-g6");
        assertThat(state.isLegal(1, state.parseMove("i5-i3"))).isFalse();
        assertThatThrownBy(() -> state.parseMove("i5-i8")).as("over two marbles is no hop").isInstanceOf(GameException.class)
                .hasMessageContaining("neither neighbours nor a hop apart");
        assertThatThrownBy(() -> state.parseMove("i5-k6")).as("not in a straight line").isInstanceOf(GameException.class);
    }

    @Test
    @DisplayName("Chinese Checkers ruling 2: hops may be chained, each from where the last landed, and the player may stop after any hop")
    void ruling2_chainsStopAfterAnyHop() {
        ChineseCheckersState state = position(2, 1, "1:i5 i6 i8", "2:j9 q1");
        assertThat(legalFrom(state, "i5")).contains("i5-i7", "i5-i7-i9", "i5-i7-i9-k9")
                .doesNotContain("i5-i9");
        ChineseCheckersState stopped = position(2, 1, "1:i5 i6 i8", "2:j9 q1");
        play(stopped, "i5-i7");
        assertThat(stopped.seatAt("i7")).isEqualTo(1);
        assertThat(stopped.toMove()).isEqualTo(2);
        play(state, "i5-i7-i9-k9");
        assertThat(state.seatAt("k9")).isEqualTo(1);
        assertThat(state.seatAt("i5")).isZero();
        assertThat(state.seatAt("i7")).isZero();
        assertThat(state.seatAt("i9")).isZero();
    }

    @Test
    @DisplayName("Chinese Checkers ruling 2: a chain never lands on a hole it has already been on this move, its start included; two chains to one hole are two moves")
    void ruling2_neverLandsTwice() {
        ChineseCheckersState state = position(2, 1, "1:i5 i6 j6 j7", "2:q1");
        List<String> chains = legalFrom(state, "i5").stream().filter(m -> m.length() > 5 || !Holes.adjacent(
                Holes.parse(m.substring(0, 2)), Holes.parse(m.substring(3)))).toList();
        assertThat(chains).containsExactlyInAnyOrder("i5-i7", "i5-i7-k7", "i5-k7", "i5-k7-i7");
        assertThat(state.isLegal(1, state.parseMove("i5-i7-k7-i5"))).isFalse();
        assertThatThrownBy(() -> play(state, "i5-i7-k7-i5")).isInstanceOf(GameException.class).hasMessageContaining("is not a legal move now");
        assertThat(state.isLegal(1, state.parseMove("i5-k7-i7-k7"))).isFalse();
    }

    @Test
    @DisplayName("Chinese Checkers ruling 2: a step and hops never mix in one move")
    void ruling2_stepAndHopsNeverMix() {
        ChineseCheckersState state = position(2, 1, "1:i5 i6 i8", "2:q1");
        assertThatThrownBy(() -> state.parseMove("i5-j5-j7")).isInstanceOf(GameException.class).hasMessageContaining("not a hop apart");
        assertThatThrownBy(() -> state.parseMove("i5-i7-j7")).isInstanceOf(GameException.class).hasMessageContaining("not a hop apart");
        assertThat(legal(state)).noneMatch(m -> m.split("-").length > 2 && Holes.adjacent(
                Holes.parse(m.split("-")[0]), Holes.parse(m.split("-")[1])));
    }

    @Test
    @DisplayName("Chinese Checkers ruling 2: nothing is ever captured")
    void ruling2_nothingCaptured() {
        ChineseCheckersState state = position(2, 1, "1:i5 i6 i8", "2:j6 j7 q1");
        Map<String, Integer> before = holes(state);
        play(state, "i5-k7-i7-i9");
        Map<String, Integer> expected = new TreeMap<>(before);
        expected.remove("i5");
        expected.put("i9", 1);
        assertThat(holes(state)).isEqualTo(expected);
    }

    @Test
    @DisplayName("Chinese Checkers ruling 3: a marble in its own target point may move only within it: no step out")
    void ruling3_noStepOutOfTheTarget() {
        ChineseCheckersState state = position(2, 1, "1:n2", "2:a1");
        assertThat(legalFrom(state, "n2")).containsExactly("n2-n1", "n2-n3", "n2-o1", "n2-o2");
        assertThat(state.isLegal(1, state.parseMove("n2-m6"))).isFalse();
        assertThat(state.isLegal(1, state.parseMove("n2-m7"))).isFalse();
        ChineseCheckersState outside = position(2, 1, "1:m7", "2:a1");
        assertThat(legalFrom(outside, "m7")).as("a marble outside its target goes anywhere").contains("m7-n2", "m7-l6", "m7-m6");
    }

    @Test
    @DisplayName("Chinese Checkers ruling 3: no chain may end outside the target for a marble that started in it, though it may pass outside on the way")
    void ruling3_chainsEndInsideTheTarget() {
        ChineseCheckersState state = position(2, 1, "1:n2 m6 l6 m8", "2:a1");
        List<String> moves = legalFrom(state, "n2");
        assertThat(moves).contains("n2-l5-l7-n4").doesNotContain("n2-l5", "n2-l5-l7");
        assertThat(moves).allSatisfy(m -> assertThat(NORTH).contains(m.substring(m.lastIndexOf('-') + 1)));
        assertThat(legalFrom(state, "m6")).as("the marbles outside are free").isNotEmpty();
        ChineseCheckersState other = position(2, 2, "1:n2 m6 l6 m8", "2:n3");
        assertThat(legalFrom(other, "n3")).as("N is seat 2's home, not its target: it leaves freely").contains("n3-m7", "n3-l8");
    }

    @Test
    @DisplayName("Chinese Checkers ruling 3: a marble locked in its target with no move inside has none: its seat passes if no other marble can move")
    void ruling3_lockedMarbleWithoutRoomPasses() {
        ChineseCheckersState state = position(2, 1, "1:q1 p1 p2 o1 o2 o3", "2:n1 n2 n3 n4");
        assertThat(legal(state)).containsExactly("pass");
    }

    @Test
    @DisplayName("Chinese Checkers ruling 4: a player wins, and the game ends, at the end of their own move filling every hole of their target with their marbles")
    void ruling4_fillingTheTargetWins() {
        ChineseCheckersState state = position(2, 1, "1:n1 n2 n4 o1 o2 o3 p1 p2 q1 m7", "2:a1 b1 b2 c1 c2 c3 d1 d2 d3 d4");
        play(state, "m7-n3");
        assertThat(state.isOver()).isTrue();
        assertThat(state.result()).isEqualTo(Result.win(1));
        assertThat(state.result().winners()).containsExactly(1);
        assertThat(state.toMove()).isZero();
        assertThat(state.legalMoveTexts(2)).isEmpty();
        assertThatThrownBy(() -> play(state, "pass")).isInstanceOf(GameException.class);
    }

    @Test
    @DisplayName("Chinese Checkers ruling 4: the target full with at least one own marble and every other marble there never moved since the start wins")
    void ruling4_unmovedMarblesCountForTheWinner() {
        Map<String, Integer> board = marbles("1:n1 n2 n4 o1 o2 o3 m7", "2:p1 p2 q1 a1 b1");
        ChineseCheckersState state = ChineseCheckersState.of(2, 1, board, List.of("p1", "p2", "q1"));
        play(state, "m7-n3");
        assertThat(state.result()).isEqualTo(Result.win(1));
    }

    @Test
    @DisplayName("Chinese Checkers ruling 4: a marble of another seat there that has moved keeps the target from winning")
    void ruling4_movedMarbleThereBlocks() {
        Map<String, Integer> board = marbles("1:n1 n2 n4 o1 o2 o3 m7", "2:p1 p2 q1 a1 b1");
        ChineseCheckersState state = ChineseCheckersState.of(2, 1, board, List.of("p1", "p2"));
        play(state, "m7-n3");
        assertThat(state.isOver()).isFalse();
        assertThat(state.toMove()).isEqualTo(2);
        ChineseCheckersState moved = ChineseCheckersState.of(3, 1, marbles("1:n1 n2 n4 o1 o2 o3 p1 p2 m7", "2:q1", "3:a1"), List.of());
        play(moved, "m7-n3");
        assertThat(moved.isOver()).as("with 3 players no one starts in N: another's marble there has moved").isFalse();
    }

    @Test
    @DisplayName("Chinese Checkers ruling 4: at least one of the target's marbles must be the player's own: the start's full targets win nothing")
    void ruling4_atLeastOneOwn() {
        ChineseCheckersState state = start(2);
        play(state, "d1-e5", "n1-m5");
        assertThat(state.isOver()).isFalse();
        ChineseCheckersState none = ChineseCheckersState.of(2, 1, marbles("1:a1 m7", "2:n1 n2 n3 n4 o1 o2 o3 p1 p2 q1"),
                NORTH);
        play(none, "m7-m6");
        assertThat(none.isOver()).isFalse();
    }

    @Test
    @DisplayName("Chinese Checkers ruling 4: no one wins on another player's move")
    void ruling4_noOneWinsOnAnothersMove() {
        Map<String, Integer> board = marbles("1:n1 n2 n3 n4 o1 o2 o3 p1 p2 i5", "2:q1 a1 b1");
        ChineseCheckersState state = ChineseCheckersState.of(2, 2, board, List.of("q1"));
        play(state, "a1-b2");
        assertThat(state.isOver()).as("seat 1's target was full on seat 2's move").isFalse();
        assertThat(state.toMove()).isEqualTo(1);
        play(state, "i5-i6");
        assertThat(state.result()).as("at the end of seat 1's own move").isEqualTo(Result.win(1));
    }

    @Test
    @DisplayName("Chinese Checkers ruling 4: the first to win ends the game for everyone")
    void ruling4_theGameEnds() {
        ChineseCheckersState state = ChineseCheckersState.of(3, 2,
                marbles("1:a1", "2:e1 e2 e3 e4 f1 f2 f3 g1 g2 h2", "3:m1"), List.of());
        play(state, "h2-h1");
        assertThat(state.result()).isEqualTo(Result.win(2));
        assertThat(state.toMove()).isZero();
        assertThat(state.legalMoveTexts(3)).isEmpty();
    }

    @Test
    @DisplayName("Chinese Checkers ruling 5: a player with no legal move loses their turn (pass, which counts as a move)")
    void ruling5_passWhenBlocked() {
        ChineseCheckersState state = position(2, 1, "1:a1", "2:b1 b2 c1 c3 q1");
        assertThat(legal(state)).containsExactly("pass");
        assertThat(state.isLegal(1, state.parseMove("pass"))).isTrue();
        play(state, "pass");
        assertThat(state.toMove()).isEqualTo(2);
        assertThat(state.movesMade()).isEqualTo(1);
        assertThat(holes(state)).containsEntry("a1", 1).hasSize(6);
        assertThat(state.moveText(state.parseMove("pass"))).isEqualTo("pass");
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 6})
    @DisplayName("Chinese Checkers ruling 5: when every seat has made 300 moves (300 times the number of players in all) and no one has won, the game is a draw")
    void ruling5_drawAfterThreeHundredMovesEach(int players) {
        ChineseCheckersState state = start(players).withMovesMade(300 * players - 2);
        play(state, legal(state).getFirst());
        assertThat(state.isOver()).isFalse();
        play(state, legal(state).getFirst());
        assertThat(state.isOver()).isTrue();
        assertThat(state.result()).isEqualTo(Result.drawn());
        assertThat(state.result().winners()).isEmpty();
        assertThat(state.movesMade()).isEqualTo(300 * players);
    }

    @Test
    @DisplayName("Chinese Checkers ruling 5: passes count toward the 300 moves")
    void ruling5_passesCount() {
        ChineseCheckersState state = position(2, 1, "1:a1", "2:b1 b2 c1 c3 q1").withMovesMade(599);
        play(state, "pass");
        assertThat(state.result()).isEqualTo(Result.drawn());
    }

    @Test
    @DisplayName("Chinese Checkers ruling 5: a win on the last of the 300 moves is a win, not a draw")
    void ruling5_winOnTheLastMove() {
        ChineseCheckersState state = position(2, 1, "1:n1 n2 n4 o1 o2 o3 p1 p2 q1 m7", "2:a1 b1 b2 c1 c2 c3 d1 d2 d3 d4")
                .withMovesMade(599);
        play(state, "m7-n3");
        assertThat(state.result()).isEqualTo(Result.win(1));
    }

    @Test
    @DisplayName("Chinese Checkers notation: the holes the marble stands on, start first, joined by '-': a step or every landing of a chain")
    void notation_movesAsHoles() {
        ChineseCheckersState state = start(2);
        assertThat(legal(state)).contains("d1-e5", "c1-e5").isSorted();
        ChineseCheckersState chain = position(2, 1, "1:d1 e5 g4", "2:q1");
        assertThat(legalFrom(chain, "d1")).contains("d1-f4", "d1-f4-h4");
        int move = chain.parseMove("d1-f4-h4");
        assertThat(chain.moveText(move)).isEqualTo("d1-f4-h4");
        play(chain, "d1-f4-h4");
        assertThat(chain.seatAt("h4")).isEqualTo(1);
        assertThat(chain.seatAt("d1")).isZero();
    }

    @Test
    @DisplayName("Chinese Checkers notation: NOTATION's example d1-f4-h5 is no chain on the rulings' star (f4 and h5 are not a hop apart)")
    void notation_exampleChainIsNoHop() {
        ChineseCheckersState state = position(2, 1, "1:d1 e5 g4 g5", "2:q1");
        assertThatThrownBy(() -> state.parseMove("d1-f4-h5")).isInstanceOf(GameException.class)
                .hasMessageContaining("f4 and h5 are not a hop apart");
    }

    @Test
    @DisplayName("Chinese Checkers notation: malformed moves are refused with a reason")
    void notation_malformed() {
        ChineseCheckersState state = start(2);
        for (String bad : List.of("", "d1", "d1-", "-e5", "d1e5", "z9-a1", "d1-e5-", "d1--e5", "pass-d1", "d1-d1")) {
            assertThatThrownBy(() -> state.parseMove(bad)).as(bad).isInstanceOf(GameException.class);
        }
        assertThatThrownBy(() -> state.parseMove("d1-e7")).isInstanceOf(GameException.class)
                .hasMessageContaining("neither neighbours nor a hop apart");
    }

    @Test
    @DisplayName("Chinese Checkers notation: the board is every occupied hole and its seat")
    void notation_board() {
        ChineseCheckersState state = position(3, 1, "1:a1 i5", "2:m13", "3:m1");
        assertThat(state.board()).isEqualTo(Map.of("holes", Map.of("a1", 1, "i5", 1, "m13", 2, "m1", 3)));
        assertThat(start(2).board().get("holes")).isEqualTo(StarReference.start(2));
    }
}
