package chautari.bots.chess;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.Rng;
import chautari.engine.chess.ChessState;
import chautari.engine.chess.Fen;
import chautari.engine.chess.Move;
import chautari.engine.chess.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ChessSearchTest {
    private static final List<String> MATES_IN_ONE = List.of(
            "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
            "rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3",
            "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            "3r2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1");
    /** Two rooks against the king: Ra7 then Rb8, or Rb7 then Ra8. No mate in one. */
    private static final String MATE_IN_TWO = "7k/8/8/8/8/8/R7/1R5K w - - 0 1";

    private static int choose(Level level, String fen, long seed, long iterations) {
        ChessState state = ChessState.fromFen(fen);
        return new ChessBot(level).choose(state, state.toMove(), new Rng(seed), Budget.iterations(iterations));
    }

    private static boolean mates(String fen, int move) {
        Position position = Fen.read(fen);
        position.make(move);
        return position.inCheck() && position.legalMoves(new int[Position.MAX_MOVES]) == 0;
    }

    @Test
    @DisplayName("Every level plays the mate in one, and beginner over many seeds")
    void matesInOne() {
        for (String fen : MATES_IN_ONE) {
            for (Level level : List.of(Level.GOOD, Level.STRONG)) {
                assertThat(mates(fen, choose(level, fen, 1, 500))).as(level + " " + fen).isTrue();
            }
            for (long seed = 0; seed < 25; seed++) {
                assertThat(mates(fen, choose(Level.BEGINNER, fen, seed, 100))).as("beginner seed " + seed + " " + fen).isTrue();
            }
        }
    }

    @Test
    @DisplayName("The search reports a mate in two and plays into it; every defence then meets a mate in one")
    void mateInTwo() {
        Position position = Fen.read(MATE_IN_TWO);
        SearchInfo info = new ChessSearch(16).search(position, new SearchLimits(6, Long.MAX_VALUE, Long.MAX_VALUE), m -> 0, i -> { }, () -> false);
        assertThat(info.isMate()).isTrue();
        assertThat(info.mateIn()).isEqualTo(2);
        position.make(info.move());
        int[] replies = new int[Position.MAX_MOVES];
        int n = position.legalMoves(replies);
        assertThat(n).isPositive();
        for (int i = 0; i < n; i++) {
            position.make(replies[i]);
            String after = Fen.write(position);
            assertThat(mates(after, choose(Level.STRONG, after, 3, 500))).as(after).isTrue();
            position.unmake(replies[i]);
        }
    }

    @Test
    @DisplayName("good and strong save an attacked queen and do not take a pawn that a knight guards")
    void keepTheQueen() {
        List<String> fens = List.of("4k3/8/8/8/8/4p3/3Q4/4K3 w - - 0 1", "4k3/8/2n5/8/3p4/8/8/3QK3 w - - 0 1",
                "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/3P1Q2/PPP2PPP/RNB1KBNR b KQkq - 0 4");
        for (String fen : fens) {
            for (Level level : List.of(Level.GOOD, Level.STRONG)) {
                ChessState state = ChessState.fromFen(fen);
                int move = choose(level, fen, 7, 500);
                state.playLegal(state.toMove(), move);
                assertThat(queenCanBeTaken(state.position())).as(level + " " + fen + " " + Move.text(move)).isFalse();
            }
        }
    }

    /** Whether the side to move can take the other side's queen. */
    private static boolean queenCanBeTaken(Position position) {
        int queen = (position.sideToMove() ^ 1) * 6 + Position.QUEEN;
        int[] moves = new int[Position.MAX_MOVES];
        int n = position.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            if (position.pieceAt(Move.text(moves[i]).charAt(2) - 'a' + (Move.text(moves[i]).charAt(3) - '1') * 8) == queen) {
                return true;
            }
        }
        return false;
    }

    @Test
    @DisplayName("beginner's mistakes never let a mate in one through")
    void beginnerDefendsAMateThreat() {
        String mateThreat = "6k1/5ppp/8/1N6/8/8/r4PPP/6K1 w - - 0 1";
        for (long seed = 0; seed < 30; seed++) {
            ChessState state = ChessState.fromFen(mateThreat);
            int move = choose(Level.BEGINNER, mateThreat, seed, 100);
            state.playLegal(1, move);
            Position after = state.position();
            int[] replies = new int[Position.MAX_MOVES];
            int n = after.legalMoves(replies);
            for (int i = 0; i < n; i++) {
                assertThat(mates(Fen.write(after), replies[i])).as("seed " + seed + " played " + Move.text(move)).isFalse();
            }
        }
    }

    @Test
    @DisplayName("beginner now and then misses a free knight, as a person does; good always takes it")
    void beginnerMissesNowAndThen() {
        String fen = "k7/8/8/3n4/8/8/8/K2R4 w - - 0 1";
        int takes = 0;
        int seeds = 40;
        for (long seed = 0; seed < seeds; seed++) {
            if (Move.text(choose(Level.BEGINNER, fen, seed, 100)).equals("d1d5")) {
                takes++;
            }
            assertThat(Move.text(choose(Level.GOOD, fen, seed, 200))).isEqualTo("d1d5");
        }
        assertThat(takes).isBetween(seeds / 2, seeds - 1);
    }

    @Test
    @DisplayName("Bots of different seeds open differently over a few games; one seed repeats itself")
    void openingVariety() {
        for (Level level : List.of(Level.BEGINNER, Level.GOOD, Level.STRONG)) {
            assertThat(opening(level, 11)).as(level.wire()).isNotEqualTo(opening(level, 12));
            assertThat(opening(level, 11)).as(level.wire()).isEqualTo(opening(level, 11));
        }
    }

    /** Four games' first six plies, the bot playing both sides from the start. */
    private static List<String> opening(Level level, long seed) {
        Rng rng = new Rng(seed);
        List<String> games = new ArrayList<>();
        for (int game = 0; game < 4; game++) {
            ChessState state = ChessState.fromFen(Fen.START);
            StringBuilder moves = new StringBuilder();
            for (int ply = 0; ply < 6; ply++) {
                int move = new ChessBot(level).choose(state, state.toMove(), rng, Budget.iterations(100));
                moves.append(state.moveText(move)).append(' ');
                state.playLegal(state.toMove(), move);
            }
            games.add(moves.toString());
        }
        return games;
    }

    @Test
    @DisplayName("Over seeded random positions every level answers a legal move and leaves the position as it was")
    void legalMovesOnly() {
        Rng rng = new Rng(29);
        int[] buffer = new int[Position.MAX_MOVES];
        for (int game = 0; game < 12; game++) {
            ChessState state = ChessState.fromFen(Fen.START);
            int plies = 10 + rng.nextInt(60);
            for (int ply = 0; ply < plies && !state.isOver(); ply++) {
                state.playLegal(state.toMove(), state.randomMove(state.toMove(), rng, buffer));
            }
            if (state.isOver()) {
                continue;
            }
            String before = state.fen();
            for (Level level : List.of(Level.BEGINNER, Level.GOOD, Level.STRONG)) {
                int move = new ChessBot(level).choose(state, state.toMove(), rng, Budget.iterations(50));
                assertThat(state.isLegal(state.toMove(), move)).as(before + " " + level).isTrue();
                assertThat(state.fen()).isEqualTo(before);
            }
            Position position = state.position().copy();
            new ChessSearch(12).search(position, new SearchLimits(4, 20_000, Long.MAX_VALUE), m -> 0, i -> { }, () -> false);
            assertThat(Fen.write(position)).isEqualTo(before);
            assertThat(position.key()).isEqualTo(state.position().key());
        }
    }

    @Test
    @DisplayName("The search stops at the first reading of its clock at or past the budget's time, with a move of a finished iteration")
    void obeysTheTimeBudget() {
        long step = 1_000;
        long budget = Budget.seconds(0.0003).nanos();
        for (long start : new long[] {0, Long.MAX_VALUE - budget * 10, -5_000_000}) {
            long[] now = {start};
            LongSupplier clock = () -> now[0] += step;
            ChessSearch search = new ChessSearch(16, clock);
            Position position = Fen.read("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
            List<SearchInfo> finished = new ArrayList<>();
            SearchInfo info = search.search(position, new SearchLimits(64, Long.MAX_VALUE, budget), m -> 0, finished::add, () -> false);
            assertThat(now[0] - start).isLessThanOrEqualTo(budget + 2 * step);
            assertThat(finished).isNotEmpty();
            assertThat(info.move()).isEqualTo(finished.getLast().move());
            assertThat(search.nodes()).isLessThanOrEqualTo((now[0] - start) / step * ChessSearch.CHECK_INTERVAL);
        }
    }

    @Test
    @DisplayName("A budget of positions stops the search within it")
    void obeysThePositionBudget() {
        ChessSearch search = new ChessSearch(16);
        search.search(Fen.read(Fen.START), new SearchLimits(64, 5_000, Long.MAX_VALUE), m -> 0, i -> { }, () -> false);
        assertThat(search.nodes()).isEqualTo(5_000);
    }
}
