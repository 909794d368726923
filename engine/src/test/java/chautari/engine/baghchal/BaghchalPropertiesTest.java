package chautari.engine.baghchal;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.GameRecord;
import chautari.engine.Match;
import chautari.engine.Options;
import chautari.engine.Result;
import chautari.engine.Rng;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Properties over many seeded random games. */
class BaghchalPropertiesTest {
    private static final int GAMES = 2000;
    private static final Baghchal GAME = new Baghchal();
    private static final int[][] DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    @Test
    void randomGamesEndKeepTheirPiecesMatchTheRulesAndReplay() {
        Options options = GAME.options(Map.of());
        Map<Object, Integer> reasons = new java.util.TreeMap<>();
        for (long seed = 1; seed <= GAMES; seed++) {
            Match match = Match.start(GAME, 2, options, seed);
            BaghchalState state = (BaghchalState) match.state();
            Rng rng = new Rng(seed);
            int plies = 0;
            while (!state.isOver()) {
                String[] moves = state.legalMoveTexts(state.toMove());
                assertThat(moves).as("seed %d ply %d: the rules' moves", seed, plies)
                        .containsExactlyInAnyOrderElementsOf(movesByTheRules(state.board(), state.toMove()));
                assertThat(state.moveText(state.randomMove(state.toMove(), new Rng(seed * 7919 + plies), new int[0])))
                        .as("seed %d ply %d: a random move is legal", seed, plies).isIn((Object[]) moves);
                String move = moves[rng.nextInt(moves.length)];
                int seat = state.toMove();
                checkCopyIsIndependent(state, seat, move);
                match.play(seat, move);
                state = (BaghchalState) match.state();
                plies++;
                assertThat(plies).as("seed %d: the game ends", seed).isLessThan(5_000);
                assertPiecesAccountedFor(state, seed);
            }
            assertEndIsOneOfTheRuled(state, match, seed);
            reasons.merge(state.result().details().get("reason"), 1, Integer::sum);
            assertThat(state.legalMoves(1, new int[state.maxMoves()]) + state.legalMoves(2, new int[state.maxMoves()])).isZero();

            String text = match.record().toText();
            assertThat(text).startsWith("game baghchal\nplayers 2\n");
            BaghchalState replayed = (BaghchalState) replay(text, seed).state();
            assertThat(replayed.positionKey()).as("seed %d: replay", seed).isEqualTo(state.positionKey());
            assertThat(replayed.board()).isEqualTo(state.board());
            assertThat(replayed.positionHash()).isEqualTo(state.positionHash());
            assertThat(replayed.result()).isEqualTo(state.result());
        }
        assertThat(reasons.keySet()).as("random play reaches these ends: %s", reasons)
                .contains("captures", "blocked", "repetition");
    }

    @Test
    void randomMovesAreUniformOverTheLegalMoves() {
        List<BaghchalState> positions = new ArrayList<>();
        BaghchalState placing = (BaghchalState) GAME.start(2, GAME.options(Map.of()));
        positions.add(placing.copy());
        placing.play(1, placing.parseMove("@b2"));
        positions.add(placing.copy());
        positions.add(BaghchalState.of(List.of("T.GGT", "GG.GG", "GGGGG", "GG.GG", "TGG.T"), 0, 3, 1, 0));
        positions.add(BaghchalState.of(List.of("T.GGT", "GG.GG", "GGGGG", "GG.GG", "TGG.T"), 0, 3, 2, 0));
        Rng rng = new Rng(3);
        for (BaghchalState state : positions) {
            List<String> legal = List.of(state.legalMoveTexts(state.toMove()));
            Map<String, Integer> seen = new java.util.HashMap<>();
            int draws = 400 * legal.size();
            for (int i = 0; i < draws; i++) {
                seen.merge(state.moveText(state.randomMove(state.toMove(), rng, new int[0])), 1, Integer::sum);
            }
            assertThat(seen.keySet()).as("every legal move is drawn, and only they").containsExactlyInAnyOrderElementsOf(legal);
            assertThat(seen.values()).as("about 400 each").allMatch(n -> n > 300 && n < 500);
        }
    }

    /**
     * Plays the record's events on a fresh match of the game: {@code GameRecord.parse} and
     * {@code Match.replay} look the game up in {@code Games}, where Baghchal is not yet listed.
     */
    private static Match replay(String recordText, long seed) {
        Match match = Match.start(GAME, 2, GAME.options(Map.of()), seed);
        for (String line : recordText.strip().split("\n")) {
            if (line.startsWith("move ")) {
                String[] parts = line.split(" ");
                GameRecord.Event event = new GameRecord.Event(GameRecord.Kind.MOVE, Integer.parseInt(parts[1]), parts[2]);
                match.play(event.seat(), event.text());
            }
        }
        return match;
    }

    private static void checkCopyIsIndependent(BaghchalState state, int seat, String move) {
        Map<String, Object> board = state.board();
        long key = state.positionKey();
        BaghchalState copy = state.copy();
        copy.play(seat, copy.parseMove(move));
        assertThat(state.board()).isEqualTo(board);
        assertThat(state.positionKey()).isEqualTo(key);
        assertThat(state.toMove()).isEqualTo(seat);
    }

    @SuppressWarnings("unchecked")
    private static void assertPiecesAccountedFor(BaghchalState state, long seed) {
        Map<String, Object> board = state.board();
        Map<String, String> rows = (Map<String, String>) board.get("rows");
        assertThat(rows.keySet()).containsExactlyInAnyOrder("1", "2", "3", "4", "5");
        String all = String.join("", rows.values());
        assertThat(rows.values()).allMatch(r -> r.matches("[TG.]{5}"));
        long goats = all.chars().filter(c -> c == 'G').count();
        assertThat(all.chars().filter(c -> c == 'T').count()).as("seed %d: 4 tigers", seed).isEqualTo(4);
        assertThat(goats).isEqualTo(state.goatsOnBoard());
        assertThat(goats + state.goatsInHand() + state.goatsCaptured()).as("seed %d: 20 goats", seed).isEqualTo(20);
        assertThat(board.get("goatsInHand")).isEqualTo(state.goatsInHand());
        assertThat(board.get("captured")).isEqualTo(state.goatsCaptured());
        assertThat(state.goatsCaptured()).isBetween(0, 5);
        assertThat(state.quietMoves()).isBetween(0, 100);
    }

    private static void assertEndIsOneOfTheRuled(BaghchalState state, Match match, long seed) {
        Result result = state.result();
        assertThat(result).as("seed %d", seed).isNotNull();
        assertThat(result.details().keySet()).containsExactlyInAnyOrder("captured", "reason");
        assertThat(result.details().get("captured")).isEqualTo(state.goatsCaptured());
        List<GameRecord.Event> events = match.record().events();
        int lastMover = events.get(events.size() - 1).seat();
        switch ((String) result.details().get("reason")) {
            case "captures" -> {
                assertThat(result.winners()).containsExactly(2);
                assertThat(state.goatsCaptured()).isEqualTo(5);
            }
            case "blocked" -> assertThat(result.winners()).containsExactly(lastMover);
            case "repetition" -> assertThat(result.draw()).isTrue();
            case "quiet" -> {
                assertThat(result.draw()).isTrue();
                assertThat(state.quietMoves()).isEqualTo(100);
            }
            default -> throw new AssertionError("seed " + seed + ": reason " + result.details().get("reason"));
        }
        assertThat(result.draw()).isEqualTo(result.winners().isEmpty());
        assertThat(Set.of("captures", "blocked", "repetition", "quiet")).contains((String) result.details().get("reason"));
    }

    /** The legal moves worked out again from the board alone, by coordinates, as RULINGS.md words them. */
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
