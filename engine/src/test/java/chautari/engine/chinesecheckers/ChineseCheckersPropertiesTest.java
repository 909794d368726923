package chautari.engine.chinesecheckers;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.Perft;
import chautari.engine.Result;
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
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What is particular to Chinese Checkers, over seeded random games checked move by move against
 * the rulings' star worked out again in {@link StarReference} (what every game must do is
 * ConformanceTest's).
 */
class ChineseCheckersPropertiesTest {
    private static final Game GAME = ChineseCheckers.GAME;
    private static final int GAMES = SeedCount.of(6, 40);
    private static final int CHECKED_GAMES = SeedCount.of(1, 10);

    static ChineseCheckersState start(int players) {
        return (ChineseCheckersState) GAME.start(players, GAME.options(Map.of()));
    }

    /** The board as hole name to seat. */
    @SuppressWarnings("unchecked")
    static Map<String, Integer> holes(GameState state) {
        return new HashMap<>((Map<String, Integer>) state.board().get("holes"));
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 6})
    @DisplayName("random games end by rule 5's limit at the latest; replayed from their texts they pass the same boards to the same end")
    void randomGamesEndAndReplay(int players) {
        for (long seed = 1; seed <= GAMES; seed++) {
            String where = players + " players, seed " + seed;
            ChineseCheckersState state = start(players);
            Rng rng = new Rng(seed);
            int[] buffer = new int[state.maxMoves()];
            List<String> texts = new ArrayList<>();
            List<Map<String, Object>> boards = new ArrayList<>();
            while (!state.isOver()) {
                int move = state.randomMove(state.toMove(), rng, buffer);
                texts.add(state.moveText(move));
                state.playLegal(state.toMove(), move);
                boards.add(state.board());
                assertThat(texts.size()).as(where).isLessThanOrEqualTo(ChineseCheckersState.MOVE_LIMIT * players);
            }
            Result result = state.result();
            ChineseCheckersState replay = start(players);
            for (int i = 0; i < texts.size(); i++) {
                replay.play(replay.toMove(), replay.parseMove(texts.get(i)));
                assertThat(replay.board()).as("%s, move %d", where, i + 1).isEqualTo(boards.get(i));
            }
            assertThat(replay.isOver()).as(where).isTrue();
            assertThat(replay.result()).as(where).isEqualTo(result);
            assertThat(result.draw() || result.winners().size() == 1).as(where).isTrue();
        }
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 6})
    @DisplayName("every position of random games: the legal moves are the rulings' own, isLegal agrees with them, marbles are conserved and unmoved ones stay home")
    void randomGamesListTheRulingsMoves(int players) {
        for (long seed = 1; seed <= CHECKED_GAMES; seed++) {
            String where = players + " players, seed " + seed;
            ChineseCheckersState state = start(players);
            Rng rng = new Rng(seed);
            Rng probes = new Rng(~seed);
            int[] buffer = new int[state.maxMoves()];
            Map<Integer, Set<String>> unmoved = new HashMap<>();
            for (int seat = 1; seat <= players; seat++) {
                unmoved.put(seat, Set.of(state.unmoved(seat)));
            }
            for (int ply = 0; !state.isOver(); ply++) {
                String at = where + ", move " + (ply + 1);
                int seat = state.toMove();
                Map<String, Integer> board = holes(state);
                assertThat(StarReference.moves(board, players, seat)).as(at)
                        .isEqualTo(List.of(state.legalMoveTexts(seat)));
                int n = state.legalMoves(seat, buffer);
                assertThat((long) n).as(at).isEqualTo(state.moveCount(seat));
                checkIsLegal(state, seat, Arrays.copyOf(buffer, n), probes, at);
                checkMarbles(state, players, unmoved, at);
                int move = buffer[rng.nextInt(n)];
                state.play(seat, move);
            }
        }
    }

    private static void checkIsLegal(ChineseCheckersState state, int seat, int[] moves, Rng probes, String at) {
        Set<Integer> listed = new HashSet<>();
        for (int move : moves) {
            assertThat(listed.add(move)).as("%s: listed once", at).isTrue();
            assertThat(state.isLegal(seat, move)).as(at).isTrue();
            assertThat(state.parseMove(state.moveText(move))).as(at).isEqualTo(move);
            for (int other = 1; other <= state.players(); other++) {
                assertThat(other == seat || !state.isLegal(other, move)).as(at).isTrue();
            }
        }
        for (int i = 0; i < 16; i++) {
            int code = switch (i % 4) {
                case 0 -> probes.nextInt(Integer.MAX_VALUE) - probes.nextInt(Integer.MAX_VALUE);
                case 1 -> moves[probes.nextInt(moves.length)] ^ 1 << probes.nextInt(31);
                case 2 -> moves[probes.nextInt(moves.length)] + (1 << Chains.INDEX_SHIFT);
                default -> moves[probes.nextInt(moves.length)] & (1 << Chains.INDEX_SHIFT) - 1 | probes.nextInt(1 << 17) << Chains.INDEX_SHIFT;
            };
            assertThat(state.isLegal(seat, code)).as("%s: isLegal(%d)", at, code).isEqualTo(listed.contains(code));
        }
        assertThat(state.isLegal(seat, ChineseCheckersState.PASS)).as(at).isEqualTo(listed.contains(ChineseCheckersState.PASS));
    }

    /** Ten marbles a seat; a marble that never moved stands where it started, and once moved never counts as unmoved again. */
    private static void checkMarbles(ChineseCheckersState state, int players, Map<Integer, Set<String>> unmoved, String at) {
        Map<String, Integer> board = holes(state);
        assertThat(board).as(at).hasSize(10 * players);
        for (int seat = 1; seat <= players; seat++) {
            int s = seat;
            assertThat(board.values().stream().filter(v -> v == s).count()).as(at).isEqualTo(10);
            Set<String> now = Set.of(state.unmoved(seat));
            assertThat(unmoved.get(seat)).as(at).containsAll(now);
            for (String hole : now) {
                assertThat(board.get(hole)).as(at).isEqualTo(seat);
            }
            unmoved.put(seat, now);
        }
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 6})
    @DisplayName("players who always move forward when they can reach their targets: such games end with a win as rule 4 says")
    void forwardPlayersWin(int players) {
        int wins = 0;
        for (long seed = 1; seed <= GAMES; seed++) {
            ChineseCheckersState state = start(players);
            Rng rng = new Rng(seed);
            int[] buffer = new int[state.maxMoves()];
            while (!state.isOver()) {
                int seat = state.toMove();
                state.play(seat, forward(state, seat, buffer, rng));
            }
            if (!state.result().draw()) {
                wins++;
                int winner = state.result().winners().getFirst();
                checkWin(state, players, winner);
            }
        }
        assertThat(wins).as("games won").isPositive();
    }

    /** One of the moves that gain the most toward the seat's target (ties drawn at random). */
    private static int forward(ChineseCheckersState state, int seat, int[] buffer, Rng rng) {
        int n = state.legalMoves(seat, buffer);
        Set<String> target = StarReference.POINTS.get(StarReference.targetOf(state.players(), seat));
        int[] aim = StarReference.AT.get(target.iterator().next());
        int best = Integer.MIN_VALUE;
        int chosen = buffer[0];
        int ties = 0;
        for (int i = 0; i < n; i++) {
            String text = state.moveText(buffer[i]);
            if (text.equals("pass")) {
                return buffer[i];
            }
            String[] holes = text.split("-");
            int gain = 4 * (distance(holes[0], aim, target) - distance(holes[holes.length - 1], aim, target))
                    + rng.nextInt(3);
            if (gain > best) {
                best = gain;
                chosen = buffer[i];
                ties = 1;
            } else if (gain == best && rng.nextInt(++ties) == 0) {
                chosen = buffer[i];
            }
        }
        return chosen;
    }

    /** How far a hole is from the target's farthest hole, in the star's steps; 0 inside the target. */
    private static int distance(String hole, int[] aim, Set<String> target) {
        if (target.contains(hole)) {
            return 0;
        }
        int[] at = StarReference.AT.get(hole);
        int best = Integer.MAX_VALUE;
        for (String t : target) {
            int[] to = StarReference.AT.get(t);
            int dx = Math.abs(to[0] - at[0]);
            int dy = Math.abs(to[1] - at[1]);
            best = Math.min(best, dy + Math.max(0, (dx - dy) / 2));
        }
        return best + 1;
    }

    private static void checkWin(ChineseCheckersState state, int players, int winner) {
        Set<String> target = StarReference.POINTS.get(StarReference.targetOf(players, winner));
        Map<String, Integer> board = holes(state);
        assertThat(board.keySet()).containsAll(target);
        assertThat(target).anyMatch(hole -> board.get(hole) == winner);
        int lastMover = (state.movesMade() - 1) % players + 1;
        assertThat(lastMover).as("the winner made the last move").isEqualTo(winner);
        for (String hole : target) {
            int seat = board.get(hole);
            assertThat(seat == winner || List.of(state.unmoved(seat)).contains(hole)).as(hole).isTrue();
        }
    }

    @Test
    @DisplayName("perft from the start with 2 players: 14, 196, 4,928, 123,904 (the last two as the rulings' star gives them too)")
    void perftTwoPlayers() {
        ChineseCheckersState state = start(2);
        long[] expected = {1, 14, 196, 4_928, 123_904};
        for (int depth = 0; depth < expected.length; depth++) {
            assertThat(Perft.count(state, depth)).as("depth %d", depth).isEqualTo(expected[depth]);
        }
        assertThat(StarReference.perft(StarReference.start(2), 2, 1, 3)).isEqualTo(4_928);
        assertThat(state.board()).isEqualTo(start(2).board());
    }

    @ParameterizedTest(name = "{0} players, depth {1}: {2}")
    @CsvSource({"2, 5, 3669952", "3, 3, 2744", "3, 4, 68992", "4, 3, 2786", "6, 3, 2828", "6, 4, 40189"})
    @DisplayName("perft from the start with 2, 3, 4 and 6 players")
    void perftFromTheStart(int players, int depth, long nodes) {
        assertThat(Perft.count(start(players), depth)).isEqualTo(nodes);
        if (depth <= 3) {
            assertThat(StarReference.perft(StarReference.start(players), players, 1, depth)).isEqualTo(nodes);
        }
    }

    @Test
    @DisplayName("a position of more moves than an engine lists (found by hill climbing, 6 players) is refused with a reason and left as it was")
    void tooManyMovesRefused() {
        String board = "b2=3 c1=1 d3=1 e12=5 e13=6 e3=6 e4=6 e7=5 e8=2 f10=2 f4=6 f6=5 f8=5 g1=1 g10=4 g2=6 g3=1 g4=6 g5=2 "
                + "g7=4 g8=3 g9=2 h10=6 h4=1 h6=3 h9=1 i1=5 i2=2 i3=2 i4=4 i5=1 i6=4 i7=4 j1=3 j3=2 j5=5 j7=3 j9=3 k10=4 "
                + "k11=3 k2=5 k5=2 k6=5 k7=2 k8=5 k9=6 l11=3 l4=5 l7=1 l9=4 m11=3 m13=3 m6=1 m7=2 m8=6 n2=6 o1=1 o2=4 o3=4 p2=4";
        Map<String, Integer> marbles = new HashMap<>();
        for (String entry : board.split(" ")) {
            marbles.put(entry.substring(0, entry.indexOf('=')), Integer.parseInt(entry.substring(entry.indexOf('=') + 1)));
        }
        int refused = 0;
        int[] buffer = new int[ChineseCheckersState.MAX_MOVES];
        for (int seat = 1; seat <= 6; seat++) {
            ChineseCheckersState state = ChineseCheckersState.of(6, seat, marbles, List.of());
            Map<String, Object> before = state.board();
            long count = state.moveCount(seat);
            if (count <= ChineseCheckersState.LISTABLE) {
                assertThat(state.legalMoves(seat, buffer)).isEqualTo(count);
                continue;
            }
            refused++;
            int s = seat;
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> state.legalMoves(s, buffer))
                    .isInstanceOf(chautari.engine.GameException.class).hasMessageContaining("more moves");
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> state.legalMoveTexts(s))
                    .isInstanceOf(chautari.engine.GameException.class).hasMessageContaining("more moves");
            assertThat(state.board()).isEqualTo(before);
            assertThat(state.moveCount(seat)).isEqualTo(count);
            int chain = state.parseMove(legalChainOf(marbles, seat));
            assertThat(state.isLegal(seat, chain)).isTrue();
        }
        assertThat(refused).isPositive();
    }

    /** One chain of the seat, as the rulings' star finds it, without listing them all. */
    private static String legalChainOf(Map<String, Integer> board, int seat) {
        for (String from : StarReference.NAMES) {
            if (Integer.valueOf(seat).equals(board.get(from))) {
                for (int d = 0; d < 6; d++) {
                    String over = StarReference.toward(from, d, 1);
                    String land = StarReference.toward(from, d, 2);
                    if (over != null && land != null && board.containsKey(over) && !board.containsKey(land)) {
                        return from + "-" + land;
                    }
                }
            }
        }
        throw new AssertionError("no hop");
    }
}
