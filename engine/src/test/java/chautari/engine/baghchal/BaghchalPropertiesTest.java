package chautari.engine.baghchal;

import chautari.engine.Game;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Match;
import chautari.engine.Options;
import chautari.engine.Result;
import chautari.engine.Rng;
import chautari.engine.SeedCount;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Properties over many seeded random games, each move checked against the rules worked out again
 * from the board (what every game must do is ConformanceTest's).
 */
class BaghchalPropertiesTest {
    private static final Game GAME = Baghchal.GAME;
    private static final Options OPTIONS = GAME.options(Map.of());
    private static final int[][] DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    /** Every move code there is (from 0..25, to 0..31) and a few that are not. */
    private static final int CODES = 26 << 5;

    /** How the seat picks among the legal moves (as sorted strings). */
    private interface Policy {
        String pick(List<String> moves, int seat, Rng rng);
    }

    private static final Policy ANY = (moves, seat, rng) -> moves.get(rng.nextInt(moves.size()));
    private static final int GAMES = SeedCount.of(200, 1000);
    private static final int QUIET_GAMES = SeedCount.of(50, 200);

    /** Tigers that never capture while they have a step: the games go on to repetition and the 100-move limit. */
    private static final Policy QUIET_TIGERS = (moves, seat, rng) -> {
        List<String> steps = moves.stream().filter(m -> seat == 1 || m.contains("-")).toList();
        List<String> from = steps.isEmpty() ? moves : steps;
        return from.get(rng.nextInt(from.size()));
    };

    @Test
    @DisplayName("Baghchal rules 1-6 in random games: each ends as ruled, 20 goats and 4 tigers kept")
    void randomGamesEndAsRuledAndKeepTheirPieces() {
        Map<String, Integer> reasons = playGames(1, GAMES, ANY);
        assertThat(reasons.keySet()).as("random play reaches these ends (repetition too, but rarely: the quiet games reach it): %s", reasons)
                .contains("captures", "blocked");
    }

    @Test
    @DisplayName("Baghchal rules 5-6 in games of tigers that do not capture: repetition and the 100-move limit end them as ruled")
    void quietGamesEndByRepetitionAndTheLimitAsRuled() {
        Map<String, Integer> reasons = playGames(10_001, QUIET_GAMES, QUIET_TIGERS);
        assertThat(reasons.keySet()).as("quiet play reaches these ends: %s", reasons)
                .contains("blocked", "repetition", "quiet");
    }

    private static Map<String, Integer> playGames(long firstSeed, int games, Policy policy) {
        Map<String, Integer> reasons = new TreeMap<>();
        for (long seed = firstSeed; seed < firstSeed + games; seed++) {
            BaghchalState end = playGame(seed, policy, seed < firstSeed + 50);
            reasons.merge((String) end.result().details().get("reason"), 1, Integer::sum);
        }
        return reasons;
    }

    /** Plays one game, checking every position on the way; {@code everyCode} also asks isLegal about every move code. */
    private static BaghchalState playGame(long seed, Policy policy, boolean everyCode) {
        Match match = Match.start(GAME, 2, OPTIONS, seed);
        BaghchalState state = (BaghchalState) match.state();
        Rng rng = new Rng(seed);
        Map<Long, Integer> seen = new HashMap<>();
        seen.put(state.positionKey(), 1);
        int quiet = 0;
        int plies = 0;
        while (!state.isOver()) {
            int seat = state.toMove();
            List<String> moves = List.of(state.legalMoveTexts(seat));
            assertThat(moves).as("seed %d ply %d: the rules' moves", seed, plies)
                    .containsExactlyInAnyOrderElementsOf(movesByTheRules(state.board(), seat));
            checkMoveCodes(state, seat, everyCode);
            String move = policy.pick(moves, seat, rng);
            checkCopyIsIndependent(state, seat, move);
            int inHand = state.goatsInHand();
            int captured = state.goatsCaptured();
            match.play(seat, move);
            state = (BaghchalState) match.state();
            plies++;
            assertThat(plies).as("seed %d: the game ends", seed).isLessThan(5_000);
            assertPiecesAccountedFor(state, seed);
            if (state.goatsInHand() != inHand || state.goatsCaptured() != captured) {
                seen.clear();
                quiet = 0;
            } else {
                quiet++;
            }
            int occurrences = seen.merge(state.positionKey(), 1, Integer::sum);
            assertThat(state.quietMoves()).as("seed %d ply %d: quiet moves", seed, plies).isEqualTo(quiet);
            assertEndAsRuled(state, 3 - seat, occurrences, quiet, seed, plies);
        }
        assertThat(state.legalMoves(1, new int[state.maxMoves()]) + state.legalMoves(2, new int[state.maxMoves()])).isZero();
        return state;
    }

    /**
     * After a move, with {@code next} the seat now to move: the tigers' fifth capture, then a
     * side left without a move, then the third occurrence, then the 100th quiet move end the game
     * (rules 4, 5 and 6); nothing else does.
     */
    private static void assertEndAsRuled(BaghchalState state, int next, int occurrences, int quiet, long seed, int ply) {
        String expected = state.goatsCaptured() == 5 ? "captures"
                : movesByTheRules(state.board(), next).isEmpty() ? "blocked"
                : occurrences == 3 ? "repetition"
                : quiet == 100 ? "quiet"
                : null;
        assertThat(occurrences).as("seed %d ply %d: no fourth occurrence", seed, ply).isLessThanOrEqualTo(3);
        assertThat(quiet).isLessThanOrEqualTo(100);
        Result result = state.result();
        if (expected == null) {
            assertThat(result).as("seed %d ply %d: not over", seed, ply).isNull();
            assertThat(state.toMove()).isEqualTo(next);
            return;
        }
        assertThat(result).as("seed %d ply %d: over by %s", seed, ply, expected).isNotNull();
        assertThat(state.toMove()).isZero();
        assertThat(result.details()).as("seed %d ply %d", seed, ply)
                .isEqualTo(Map.of("captured", state.goatsCaptured(), "reason", expected));
        List<Integer> winners = switch (expected) {
            case "captures" -> List.of(BaghchalState.TIGERS);
            case "blocked" -> List.of(3 - next);
            default -> List.of();
        };
        assertThat(result.winners()).isEqualTo(winners);
        assertThat(result.draw()).isEqualTo(winners.isEmpty());
    }

    /** Every legal move writes and reads back as itself, and isLegal says yes to exactly the legal moves. */
    private static void checkMoveCodes(BaghchalState state, int seat, boolean everyCode) {
        int[] moves = new int[state.maxMoves()];
        int n = state.legalMoves(seat, moves);
        boolean[] legal = new boolean[CODES];
        for (int i = 0; i < n; i++) {
            assertThat(state.parseMove(state.moveText(moves[i]))).isEqualTo(moves[i]);
            assertThat(state.isLegal(seat, moves[i])).isTrue();
            assertThat(legal[moves[i]]).as("no move listed twice").isFalse();
            legal[moves[i]] = true;
        }
        assertThat(state.isLegal(3 - seat, moves[0])).as("not the other seat's move").isFalse();
        if (everyCode) {
            for (int code = 0; code < CODES; code++) {
                assertThat(state.isLegal(seat, code)).as("move code %d", code).isEqualTo(legal[code]);
                assertThat(state.isLegal(3 - seat, code)).isFalse();
            }
            for (int code : new int[] {-1, CODES, 31 << 5, Integer.MAX_VALUE, Integer.MIN_VALUE}) {
                assertThat(state.isLegal(seat, code)).as("move code %d", code).isFalse();
            }
        }
    }

    @Test
    @DisplayName("Baghchal: a random move is drawn uniformly from the legal moves, placements, goats' steps and tigers' moves alike")
    void randomMovesAreUniformOverTheLegalMoves() {
        List<BaghchalState> positions = new ArrayList<>();
        BaghchalState placing = (BaghchalState) GAME.start(2, OPTIONS);
        positions.add(placing.copy());
        placing.play(1, placing.parseMove("@b2"));
        positions.add(placing.copy());
        positions.add(BaghchalState.of(List.of("T.GGT", "GG.GG", "GGGGG", "GG.GG", "TGG.T"), 0, 3, 1, 0));
        positions.add(BaghchalState.of(List.of("T.GGT", "GG.GG", "GGGGG", "GG.GG", "TGG.T"), 0, 3, 2, 0));
        positions.add(BaghchalState.of(List.of("T...T", ".GG..", ".GTG.", "..G..", "T...."), 15, 0, 2, 0));
        Rng rng = new Rng(3);
        for (BaghchalState state : positions) {
            List<String> legal = List.of(state.legalMoveTexts(state.toMove()));
            Map<String, Integer> seen = new HashMap<>();
            int draws = 400 * legal.size();
            for (int i = 0; i < draws; i++) {
                seen.merge(state.moveText(state.randomMove(state.toMove(), rng, new int[0])), 1, Integer::sum);
            }
            assertThat(seen.keySet()).as("every legal move is drawn, and only they").containsExactlyInAnyOrderElementsOf(legal);
            // 400 expected each, a standard deviation of about 20: 300 .. 500 is five of them either side.
            assertThat(seen.values()).as("about 400 each: %s", seen).allMatch(n -> n > 300 && n < 500);
        }
    }

    private static void checkCopyIsIndependent(BaghchalState state, int seat, String move) {
        Map<String, Object> board = state.board();
        long key = state.positionKey();
        int quiet = state.quietMoves();
        BaghchalState copy = state.copy();
        copy.play(seat, copy.parseMove(move));
        assertThat(state.board()).isEqualTo(board);
        assertThat(state.positionKey()).isEqualTo(key);
        assertThat(state.quietMoves()).isEqualTo(quiet);
        assertThat(state.toMove()).isEqualTo(seat);
    }

    @SuppressWarnings("unchecked")
    private static void assertPiecesAccountedFor(BaghchalState state, long seed) {
        Map<String, Object> board = state.board();
        assertThat(board.keySet()).containsExactlyInAnyOrder("rows", "goatsInHand", "captured");
        Map<String, String> rows = (Map<String, String>) board.get("rows");
        assertThat(rows.keySet()).containsExactlyInAnyOrder("1", "2", "3", "4", "5");
        String all = String.join("", rows.values());
        assertThat(rows.values()).allMatch(r -> r.matches("[TG.]{5}"));
        long goats = all.chars().filter(c -> c == 'G').count();
        assertThat(all.chars().filter(c -> c == 'T').count()).as("seed %d: 4 tigers", seed).isEqualTo(4);
        assertThat(state.tigersOnBoard()).isEqualTo(4);
        assertThat(goats).isEqualTo(state.goatsOnBoard());
        assertThat(goats + state.goatsInHand() + state.goatsCaptured()).as("seed %d: 20 goats", seed).isEqualTo(20);
        assertThat(board.get("goatsInHand")).isEqualTo(state.goatsInHand());
        assertThat(board.get("captured")).isEqualTo(state.goatsCaptured());
        assertThat(state.goatsCaptured()).isBetween(0, 5);
    }

    /** The legal moves worked out again from the board alone, by coordinates, as docs/rules/baghchal.md words them. */
    @SuppressWarnings("unchecked")
    private static List<String> movesByTheRules(Map<String, Object> board, int seat) {
        Map<String, String> rows = (Map<String, String>) board.get("rows");
        char[][] at = new char[5][];
        for (int rank = 0; rank < 5; rank++) {
            at[rank] = rows.get(String.valueOf(rank + 1)).toCharArray();
        }
        List<String> moves = new ArrayList<>();
        boolean placing = (Integer) board.get("goatsInHand") > 0;
        for (int rank = 0; rank < 5; rank++) {
            for (int file = 0; file < 5; file++) {
                char piece = at[rank][file];
                if (seat == 1 && placing) {
                    if (piece == '.') {
                        moves.add("@" + name(file, rank));
                    }
                    continue;
                }
                if (piece != (seat == 1 ? 'G' : 'T')) {
                    continue;
                }
                for (int[] d : DIRECTIONS) {
                    if (d[0] != 0 && d[1] != 0 && (file + rank) % 2 != 0) {
                        continue;
                    }
                    char next = look(at, file + d[0], rank + d[1]);
                    if (next == '.') {
                        moves.add(name(file, rank) + "-" + name(file + d[0], rank + d[1]));
                    } else if (seat == 2 && next == 'G' && look(at, file + 2 * d[0], rank + 2 * d[1]) == '.') {
                        moves.add(name(file, rank) + "x" + name(file + 2 * d[0], rank + 2 * d[1]));
                    }
                }
            }
        }
        return moves;
    }

    private static char look(char[][] at, int file, int rank) {
        return file < 0 || file > 4 || rank < 0 || rank > 4 ? '#' : at[rank][file];
    }

    private static String name(int file, int rank) {
        return "" + (char) ('a' + file) + (rank + 1);
    }
}
