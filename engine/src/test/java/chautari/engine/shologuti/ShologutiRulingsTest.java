package chautari.engine.shologuti;

import chautari.engine.Game;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.Facts;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ShologutiRulingsTest {
    private static final String[] EVERY_POINT = names();

    private static String[] names() {
        return java.util.Arrays.stream(Points.LIST).mapToObj(Points::name).toArray(String[]::new);
    }

    private static GameState opening() {
        Game game = Shologuti.GAME;
        return game.start(2, game.options(Map.of()));
    }

    private static void play(GameState state, String move) {
        int code = state.parseMove(move);
        assertThat(state.isLegal(state.toMove(), code)).as("%s is legal", move).isTrue();
        state.play(state.toMove(), code);
    }

    private static List<String> legal(GameState state) {
        return List.of(state.legalMoveTexts(state.toMove()));
    }

    private static List<String> captures(GameState state) {
        return legal(state).stream().filter(m -> m.contains("x")).toList();
    }

    @Test
    @DisplayName("Sholo Guti start: seat 1 on every point of ranks 1..4, seat 2 on ranks 6..9, rank 5 empty, seat 1 to move")
    void startPosition() {
        GameState state = opening();
        Map<String, Object> points = new LinkedHashMap<>();
        for (String p : EVERY_POINT) {
            int rank = p.charAt(1) - '0';
            if (rank != 5) {
                points.put(p, rank < 5 ? 1 : 2);
            }
        }
        assertThat(state.board()).isEqualTo(Map.of("points", points));
        assertThat(points).hasSize(32);
        assertThat(state.toMove()).isEqualTo(1);
        assertThat(legal(state)).containsExactly("a4-a5", "b4-a5", "b4-b5", "b4-c5", "c4-c5", "d4-c5", "d4-d5", "d4-e5", "e4-e5");
        assertThat(state.isOver()).isFalse();
        assertThat(state.result()).isNull();
    }

    @Test
    @DisplayName("Sholo Guti 1: seat 1 moves first, the players alternate, and nobody passes")
    void ruling1_alternateNoPassing() {
        GameState state = opening();
        assertThatThrownBy(() -> state.play(2, state.parseMove("a6-a5"))).isInstanceOf(GameException.class)
                .hasMessageContaining("seat 1's move");
        play(state, "c4-c5");
        assertThat(state.toMove()).isEqualTo(2);
        play(state, "a6-a5");
        assertThat(state.toMove()).isEqualTo(1);
        assertThatThrownBy(() -> state.parseMove("pass")).isInstanceOf(GameException.class);
        assertThat(legal(state)).isNotEmpty().doesNotContain("pass");
    }

    @Test
    @DisplayName("Sholo Guti 2: a step goes along a line to an adjacent empty point, in any direction, backwards too")
    void ruling2_stepsAnyDirection() {
        GameState lone = ShologutiState.of("c5", "e9", 1);
        assertThat(legal(lone)).containsExactly("c5-b4", "c5-b5", "c5-b6", "c5-c4", "c5-c6", "c5-d4", "c5-d5", "c5-d6");
        GameState odd = ShologutiState.of("b5", "e9", 1);
        assertThat(legal(odd)).containsExactly("b5-a5", "b5-b4", "b5-b6", "b5-c5");
        assertThat(legal(ShologutiState.of("b2", "e9", 1))).containsExactly("b2-a1", "b2-c2", "b2-c3");
        assertThat(legal(ShologutiState.of("c1", "e9", 1))).containsExactly("c1-a1", "c1-c2", "c1-e1");
        assertThat(legal(ShologutiState.of("a1", "e9", 1))).containsExactly("a1-b2", "a1-c1");
        assertThat(legal(ShologutiState.of("e5", "a9", 2))).as("seat 2's piece: any direction too")
                .containsExactly("a9-b8", "a9-c9");
        GameState blocked = ShologutiState.of("c5 c6", "e9", 1);
        assertThat(legal(blocked)).doesNotContain("c5-c6", "c6-c5");
    }

    @Test
    @DisplayName("Sholo Guti 2: a capture jumps an adjacent enemy piece along a line to the empty point beyond; the piece leaves at once")
    void ruling2_captureJumpsAndTakes() {
        GameState state = ShologutiState.of("c4", "c5 e9", 1);
        assertThat(captures(state)).containsExactly("c4xc6");
        play(state, "c4xc6");
        assertThat(state.board()).isEqualTo(Map.of("points", Map.of("c6", 1, "e9", 2)));
        assertThat(captures(ShologutiState.of("c4", "c5 c6", 1))).as("the point beyond must be empty").isEmpty();
        assertThat(captures(ShologutiState.of("c4 c5", "c6 e9", 1))).as("only enemy pieces are jumped")
                .containsExactly("c5xc7");
    }

    @Test
    @DisplayName("Sholo Guti 6: lines through c3 and c7 are straight for jumping: e5-d4-c3-b2-a1, a1-c1-e1 and the top alike")
    void ruling6_straightThroughC3AndC7() {
        assertThat(captures(ShologutiState.of("e5", "d4 b2", 1))).containsExactly("e5xc3", "e5xc3xa1");
        assertThat(captures(ShologutiState.of("a1", "b2 d4", 1))).containsExactly("a1xc3", "a1xc3xe5");
        assertThat(captures(ShologutiState.of("a1", "c1", 1))).containsExactly("a1xe1");
        assertThat(captures(ShologutiState.of("c5", "c4 c2", 1))).containsExactly("c5xc3", "c5xc3xc1");
        assertThat(captures(ShologutiState.of("b2", "c2", 1))).containsExactly("b2xd2");
        assertThat(captures(ShologutiState.of("e1", "d2 b4", 1))).containsExactly("e1xc3", "e1xc3xa5");
        assertThat(captures(ShologutiState.of("e5", "d6 b8", 1))).containsExactly("e5xc7", "e5xc7xa9");
        assertThat(captures(ShologutiState.of("a9", "c9", 1))).containsExactly("a9xe9");
        assertThat(captures(ShologutiState.of("c9", "c8", 1))).containsExactly("c9xc7");
        assertThat(captures(ShologutiState.of("b4", "b3", 1))).as("b3 and b2 are not joined").isEmpty();
        assertThat(captures(ShologutiState.of("c2", "b2", 1))).as("b2-c2-d2 runs on to nothing past b2").isEmpty();
        assertThat(captures(ShologutiState.of("c2", "d2", 1))).isEmpty();
        assertThat(captures(ShologutiState.of("b2", "c3", 1))).containsExactly("b2xd4");
    }

    @Test
    @DisplayName("Sholo Guti 6: a piece on a1, e1, a3, e3, a7, e7, a9 or e9 can never be jumped; every other point can")
    void ruling6_cornersCannotBeJumped() {
        Set<String> neverJumped = new TreeSet<>();
        for (int p : Points.LIST) {
            boolean jumped = false;
            for (int q : Points.NEIGHBOURS[p]) {
                GameState state = ShologutiState.of(Points.name(q), Points.name(p), 1);
                jumped |= !captures(state).isEmpty();
            }
            if (!jumped) {
                neverJumped.add(Points.name(p));
            }
        }
        assertThat(neverJumped).containsExactlyInAnyOrder("a1", "e1", "a3", "e3", "a7", "e7", "a9", "e9");
    }

    @Test
    @DisplayName("Sholo Guti 3: the same piece may go on capturing and may stop after any jump: every prefix of a chain is a move")
    void ruling3_chainsAndEveryPrefix() {
        GameState state = ShologutiState.of("c4", "c5 d6 a9", 1);
        assertThat(captures(state)).containsExactly("c4xc6", "c4xc6xe6");
        GameState stopped = state.copy();
        play(stopped, "c4xc6");
        assertThat(stopped.toMove()).as("the chain's prefix is a whole move").isEqualTo(2);
        assertThat(stopped.board()).isEqualTo(Map.of("points", Map.of("c6", 1, "d6", 2, "a9", 2)));
        play(state, "c4xc6xe6");
        assertThat(state.board()).isEqualTo(Map.of("points", Map.of("e6", 1, "a9", 2)));
        assertThat(state.toMove()).isEqualTo(2);
    }

    @Test
    @DisplayName("Sholo Guti 3: a jump may land on the chain's own starting point, a point it passed")
    void ruling3_landOnTheStart() {
        GameState state = ShologutiState.of("c3", "c4 d5 d4 a9", 1);
        assertThat(legal(state)).contains("c3xc5", "c3xc5xe5", "c3xc5xe5xc3", "c3xe5", "c3xe5xc5", "c3xe5xc5xc3");
        play(state, "c3xc5xe5xc3");
        assertThat(state.board()).isEqualTo(Map.of("points", Map.of("c3", 1, "a9", 2)));
    }

    @Test
    @DisplayName("Sholo Guti 3: a jump may land on the point of a piece the chain took earlier (pieces leave at once)")
    void ruling3_landWhereAPieceWasTaken() {
        GameState state = ShologutiState.of("a1", "c1 d2 c2 a9", 1);
        assertThat(captures(state)).contains("a1xe1", "a1xe1xc3", "a1xe1xc3xc1");
        play(state, "a1xe1xc3xc1");
        assertThat(state.board()).isEqualTo(Map.of("points", Map.of("c1", 1, "a9", 2)));
    }

    @Test
    @DisplayName("Sholo Guti 3: a chain's facts name each piece it took, in jump order; a step takes none")
    void ruling3_factsInJumpOrder() {
        GameState state = ShologutiState.of("c3", "c4 d5 d4 a9", 1);
        assertThat(state.moveFacts(1, state.parseMove("c3xc5xe5xc3")).captured()).containsExactly(
                new Facts.Capture(2, "c4", 1), new Facts.Capture(2, "d5", 1), new Facts.Capture(2, "d4", 1));
        assertThat(state.moveFacts(1, state.parseMove("c3xe5xc5")).captured()).containsExactly(
                new Facts.Capture(2, "d4", 1), new Facts.Capture(2, "d5", 1));
        assertThat(state.moveFacts(1, state.parseMove("c3-b3")).captured()).isEmpty();
        assertThat(state.moveFacts(2, state.parseMove("c3xc5"))).as("not seat 2's move").isEqualTo(Facts.NONE);
        assertThat(state.board()).isEqualTo(ShologutiState.of("c3", "c4 d5 d4 a9", 1).board());
    }

    @Test
    @DisplayName("Sholo Guti 3: capturing is never compulsory")
    void ruling3_captureNotCompulsory() {
        GameState state = ShologutiState.of("c4", "c5 a9", 1);
        assertThat(legal(state)).contains("c4xc6", "c4-c3", "c4-b4", "c4-d4");
        play(state, "c4-c3");
        assertThat(state.board()).isEqualTo(Map.of("points", Map.of("c3", 1, "c5", 2, "a9", 2)));
    }

    @Test
    @DisplayName("Sholo Guti 3: a chain of more than seven jumps is one move too, with every prefix")
    void ruling3_longChains() {
        String eight = "a3xc3xe3xe5xc5xa5xa7xc7xe7";
        String otherEight = "a3xc3xe3xe5xc5xa5xa7xc7xc9";
        GameState state = ShologutiState.of("a3", "b3 d3 e4 d5 b5 a6 b7 d7 c8", 1);
        List<String> captures = captures(state);
        assertThat(captures).contains("a3xc3xe3xe5xc5xa5xa7", "a3xc3xe3xe5xc5xa5xa7xc7", eight, otherEight);
        assertThat(state.parseMove(eight)).isNotEqualTo(state.parseMove(otherEight));
        for (String chain : captures) {
            assertThat(state.moveText(state.parseMove(chain))).isEqualTo(chain);
        }
        GameState all = state.copy();
        play(all, eight);
        assertThat(all.board()).isEqualTo(Map.of("points", Map.of("e7", 1, "c8", 2)));
        play(state, otherEight);
        assertThat(state.board()).isEqualTo(Map.of("points", Map.of("c9", 1, "d7", 2)));
        GameState elsewhere = ShologutiState.of("a3", "b3 d3 e4 d5 b5 a6 b7 e9", 1);
        int code = elsewhere.parseMove(eight);
        assertThat(elsewhere.isLegal(1, code)).isFalse();
        assertThatThrownBy(() -> elsewhere.play(1, code)).isInstanceOf(GameException.class);
    }

    @Test
    @DisplayName("Sholo Guti 3: one piece amid sixteen enemies has 317,896 chains, all listed and each read back")
    void ruling3_richestChains() {
        ShologutiState state = ShologutiState.of("c5", "b3 d3 a4 b4 c4 d4 e4 b5 d5 a6 b6 c6 d6 e6 b7 d7", 1);
        int[] moves = new int[state.maxMoves()];
        int n = state.legalMoves(1, moves);
        assertThat(n).isEqualTo(state.moveCount(1)).isEqualTo(317_896).isLessThan(state.maxMoves());
        int longest = 0;
        for (int i = 0; i < n; i += 9973) {
            String text = state.moveText(moves[i]);
            assertThat(state.parseMove(text)).as(text).isEqualTo(moves[i]);
            longest = Math.max(longest, text.split("x").length - 1);
        }
        assertThat(longest).as("chains of more than seven jumps among them").isGreaterThan(7);
        GameState after = state.copy();
        after.play(1, moves[n - 1]);
        assertThat(after.isOver() || after.toMove() == 2).isTrue();
    }

    @Test
    @DisplayName("Sholo Guti 4: a player who has lost every piece loses")
    void ruling4_lostEveryPiece() {
        GameState state = ShologutiState.of("c4 a1", "c5 d6", 1);
        play(state, "c4xc6xe6");
        assertThat(state.phase()).isEqualTo(Phase.OVER);
        assertThat(state.toMove()).isZero();
        assertThat(state.result()).isEqualTo(Result.win(1).with("reason", "captures"));
        assertThat(state.returns()).containsExactly(1.0, -1.0);
    }

    @Test
    @DisplayName("Sholo Guti 4: a player with no legal move on their turn loses")
    void ruling4_noLegalMove() {
        GameState state = ShologutiState.of("b8 c9 c7 d8", "a9", 1);
        assertThat(state.isOver()).isFalse();
        play(state, "d8-e9");
        assertThat(state.result()).isEqualTo(Result.win(1).with("reason", "blocked"));
        assertThat(legal(state)).isEmpty();
        GameState stuckAtOnce = ShologutiState.of("b8 c9 c7 e9", "a9", 2);
        assertThat(stuckAtOnce.result()).isEqualTo(Result.win(1).with("reason", "blocked"));
        assertThat(ShologutiState.of("c5", "a9", 1).isOver()).as("the side not to move is not blocked yet").isFalse();
    }

    @Test
    @DisplayName("Sholo Guti 5: a position met the third time draws, the start counted as the first time")
    void ruling5_threefoldWithTheStart() {
        GameState state = opening();
        List<String> cycle = List.of("a4-a5", "e6-e5", "a5-a4", "e5-e6");
        for (String move : cycle) {
            play(state, move);
        }
        assertThat(state.board()).as("the start again: its second time").isEqualTo(opening().board());
        assertThat(state.isOver()).isFalse();
        for (int i = 0; i < 3; i++) {
            play(state, cycle.get(i));
            assertThat(state.isOver()).isFalse();
        }
        play(state, cycle.get(3));
        assertThat(state.result()).isEqualTo(Result.drawn().with("reason", "repetition"));
        assertThat(state.returns()).containsExactly(0.0, 0.0);
    }

    @Test
    @DisplayName("Sholo Guti 5: the same board with the other side to move is another position")
    void ruling5_sideToMoveCounts() {
        // Seat 1 walks a triangle (three moves) while seat 2 steps back and forth (two): each
        // board comes back after six moves with the other side to move, after twelve with the same.
        GameState state = ShologutiState.of("a4", "e9", 1);
        List<String> twelve = List.of("a4-a5", "e9-d8", "a5-b4", "d8-e9", "b4-a4", "e9-d8",
                "a4-a5", "d8-e9", "a5-b4", "e9-d8", "b4-a4", "d8-e9");
        for (int i = 0; i < 23; i++) {
            play(state, twelve.get(i % 12));
            assertThat(state.isOver()).as("after move %d", i + 1).isFalse();
        }
        play(state, twelve.get(11));
        assertThat(state.board()).isEqualTo(Map.of("points", Map.of("a4", 1, "e9", 2)));
        assertThat(state.result()).as("the start's third time with seat 1 to move, after 24 moves")
                .isEqualTo(Result.drawn().with("reason", "repetition"));
    }

    @Test
    @DisplayName("Sholo Guti 5: 100 moves in a row with no capture draw, both sides counted")
    void ruling5_hundredQuietMoves() {
        ShologutiState start = ShologutiState.of("a1", "e9", 1);
        List<String> walk = new ArrayList<>();
        Set<String> seen = new TreeSet<>(Set.of(key(start)));
        assertThat(quietWalk(start, 100, seen, walk)).as("100 steps to new positions").isTrue();
        ShologutiState state = start.copy();
        for (int move = 1; move <= 100; move++) {
            assertThat(state.isOver()).as("before move %d", move).isFalse();
            play(state, walk.get(move - 1));
            assertThat(state.quietMoves()).isEqualTo(move);
        }
        assertThat(state.result()).isEqualTo(Result.drawn().with("reason", "quiet"));
    }

    private static String key(GameState state) {
        return state.board() + " " + state.toMove();
    }

    /** Finds steps leading each to a position not met before, depth first. */
    private static boolean quietWalk(GameState state, int moves, Set<String> seen, List<String> walk) {
        if (moves == 0) {
            return true;
        }
        for (String step : legal(state)) {
            if (!step.contains("-")) {
                continue;
            }
            GameState after = state.copy();
            after.play(after.toMove(), after.parseMove(step));
            if (seen.add(key(after))) {
                walk.add(step);
                if (quietWalk(after, moves - 1, seen, walk)) {
                    return true;
                }
                walk.removeLast();
                seen.remove(key(after));
            }
        }
        return false;
    }

    @Test
    @DisplayName("Sholo Guti 5: a capture starts the count of quiet moves again")
    void ruling5_captureResetsTheCount() {
        ShologutiState state = ShologutiState.of("c4", "c5 a9", 1).withQuietMoves(99);
        play(state, "c4xc6");
        assertThat(state.isOver()).isFalse();
        assertThat(state.quietMoves()).isZero();
        ShologutiState quiet = ShologutiState.of("c4", "c5 a9", 1).withQuietMoves(99);
        play(quiet, "c4-c3");
        assertThat(quiet.result()).isEqualTo(Result.drawn().with("reason", "quiet"));
    }

    @Test
    @DisplayName("Sholo Guti 5: a win comes before a draw: blocking the other side on the 100th quiet move wins")
    void ruling5_winBeforeDraw() {
        ShologutiState state = ShologutiState.of("b8 c9 c7 d8", "a9", 1).withQuietMoves(99);
        play(state, "d8-e9");
        assertThat(state.result()).isEqualTo(Result.win(1).with("reason", "blocked"));
    }

    @Test
    @DisplayName("Sholo Guti 5: repetition comes before the 100-move limit")
    void ruling5_repetitionBeforeQuiet() {
        ShologutiState state = ShologutiState.of("a1", "e9", 1).withQuietMoves(92);
        List<String> cycle = List.of("a1-c1", "e9-c9", "c1-a1", "c9-e9");
        for (int i = 0; i < 7; i++) {
            play(state, cycle.get(i % 4));
            assertThat(state.isOver()).isFalse();
        }
        play(state, cycle.get(3));
        assertThat(state.quietMoves()).isEqualTo(100);
        assertThat(state.result()).isEqualTo(Result.drawn().with("reason", "repetition"));
    }

    @Test
    @DisplayName("Sholo Guti notation: board {\"points\": {point: seat}} and result winners, draw, reason")
    void boardAndResultShapes() {
        GameState state = ShologutiState.of("a1 c5", "e9 c6", 2);
        assertThat(state.board()).isEqualTo(Map.of("points", Map.of("a1", 1, "c5", 1, "c6", 2, "e9", 2)));
        assertThat(state.result()).isNull();
        GameState won = ShologutiState.of("c4", "c5", 1);
        play(won, "c4xc6");
        assertThat(won.result().winners()).containsExactly(1);
        assertThat(won.result().draw()).isFalse();
        assertThat(won.result().details()).isEqualTo(Map.of("reason", "captures"));
        ShologutiState drawn = ShologutiState.of("a1", "e9", 1).withQuietMoves(99);
        play(drawn, "a1-c1");
        assertThat(drawn.result().winners()).isEmpty();
        assertThat(drawn.result().draw()).isTrue();
        assertThat(drawn.result().details()).isEqualTo(Map.of("reason", "quiet"));
    }

    @Test
    @DisplayName("Sholo Guti notation: move texts read back to the same move: c5-c6, c4xc6, c4xc6xe6")
    void moveTextsRoundTrip() {
        GameState state = ShologutiState.of("c5 c4", "a9", 1);
        for (String text : List.of("c5-c6", "c4xc6", "c4xc6xe6", "a1-c1", "e5xc3xa1", "c3xc5xe5xc3", "a9xe9")) {
            assertThat(state.moveText(state.parseMove(text))).isEqualTo(text);
        }
        assertThat(state.parseMove("c5-c6")).isNotEqualTo(state.parseMove("c5-c4"));
    }

    @Test
    @DisplayName("Sholo Guti notation: malformed moves are GameExceptions that name the trouble")
    void malformedMoves() {
        GameState state = opening();
        for (String text : List.of("", "pass", "c4", "c4-", "-c5", "c4-c5-c6", "c4xc6-e6", "z9-a1", "b1-c1",
                "C4-C5", "c4x", "xc4", "c4xc5", "b3-b2", "a1-e1", "c4 -c5", "c4--c5")) {
            assertThatThrownBy(() -> state.parseMove(text)).as("'%s'", text).isInstanceOf(GameException.class);
        }
        assertThatThrownBy(() -> state.parseMove("b3-b2")).hasMessageContaining("no line joins b3 and b2");
        assertThatThrownBy(() -> state.parseMove("b4xb2")).hasMessageContaining("no straight jump");
        assertThatThrownBy(() -> state.parseMove("b1-c1")).hasMessageContaining("not a point");
    }

    @Test
    @DisplayName("Sholo Guti: an illegal move is a GameException and changes nothing")
    void illegalMovesChangeNothing() {
        GameState state = opening();
        play(state, "c4-c5");
        GameState before = state.copy();
        List<Runnable> tries = new ArrayList<>();
        tries.add(() -> state.play(2, state.parseMove("c7-c6")));
        tries.add(() -> state.play(2, state.parseMove("c5-c4")));
        tries.add(() -> state.play(2, state.parseMove("a6xa4")));
        tries.add(() -> state.play(1, state.parseMove("c3-c4")));
        tries.add(() -> state.play(2, state.parseMove("c6xc4xc2")));
        tries.add(() -> state.play(2, -1));
        tries.add(() -> state.play(2, Integer.MAX_VALUE));
        tries.add(() -> state.play(2, 1 << 6 | 7 << 10));
        for (Runnable attempt : tries) {
            assertThatThrownBy(attempt::run).isInstanceOf(GameException.class);
            assertThat(state.board()).isEqualTo(before.board());
            assertThat(state.toMove()).isEqualTo(2);
            assertThat(state.positionHash()).isEqualTo(before.positionHash());
        }
        assertThat(state.legalMoveTexts(2)).isEqualTo(before.legalMoveTexts(2));
        GameState over = ShologutiState.of("c4", "c5", 1);
        play(over, "c4xc6");
        assertThatThrownBy(() -> over.play(2, over.parseMove("c6-c5"))).isInstanceOf(GameException.class)
                .hasMessageContaining("over");
    }
}
