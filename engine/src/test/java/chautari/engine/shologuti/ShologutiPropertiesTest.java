package chautari.engine.shologuti;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Facts;
import chautari.engine.GameRecord;
import chautari.engine.GameState;
import chautari.engine.Match;
import chautari.engine.Options;
import chautari.engine.Rng;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Properties over many seeded random games. */
class ShologutiPropertiesTest {
    private static final int GAMES = 200;
    private static final Shologuti GAME = new Shologuti();
    private static final Options OPTIONS = GAME.options(Map.of());

    @Test
    void randomGamesEndLoseOnlyCapturedPiecesListExactMovesAndReplay() {
        int[] buffer = new int[ShologutiState.MAX_MOVES];
        Set<String> reasons = new HashSet<>();
        for (long seed = 1; seed <= GAMES; seed++) {
            Match match = Match.start(GAME, 2, OPTIONS, seed);
            Rng rng = new Rng(seed);
            int plies = 0;
            while (!match.state().isOver()) {
                ShologutiState state = (ShologutiState) match.state();
                int seat = state.toMove();
                int n = state.legalMoves(seat, buffer);
                assertThat(n).as("seed %d: a side to move has a move", seed).isPositive();
                assertMovesExact(state, seat, Arrays.copyOf(buffer, n), seed);
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
                assertThat(((Map<?, ?>) after.board().get("points"))).hasSize(after.pieceCount(1) + after.pieceCount(2));
                plies++;
                assertThat(plies).as("seed %d: the game ends", seed).isLessThan(4000);
            }
            GameState end = match.state();
            reasons.add((String) end.result().details().get("reason"));
            assertReplays(match, seed);
        }
        assertThat(reasons).as("random games reach every kind of end but blocking, which is rare")
                .contains("captures", "repetition", "quiet");
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
        }
        for (String text : texts) {
            int cut = text.lastIndexOf('x');
            if (cut > text.indexOf('x') && !texts.contains(text.substring(0, cut))) {
                wrong.add(text + " without its prefix");
            }
        }
        if (state.moveCount(seat) != moves.length) {
            wrong.add("moveCount " + state.moveCount(seat) + " for " + moves.length + " moves");
        }
        assertThat(wrong).as("seed %d", seed).isEmpty();
    }

    private static void assertReplays(Match match, long seed) {
        GameRecord record = match.record();
        Match again = Match.start(GAME, record.players(), record.options(), record.seed());
        for (GameRecord.Event event : record.events()) {
            again.play(event.seat(), event.text());
        }
        assertThat(again.state().board()).as("seed %d", seed).isEqualTo(match.state().board());
        assertThat(again.state().result()).as("seed %d", seed).isEqualTo(match.state().result());
        assertThat(again.state().positionHash()).isEqualTo(match.state().positionHash());
        assertThat(again.record().toText()).isEqualTo(record.toText());
    }

    @Test
    void copiesAreIndependentAndHashAlike() {
        GameState state = GAME.start(2, OPTIONS);
        GameState copy = state.copy();
        assertThat(copy.positionHash()).isEqualTo(state.positionHash());
        copy.play(1, copy.parseMove("c4-c5"));
        assertThat(state.board()).isEqualTo(GAME.start(2, OPTIONS).board());
        assertThat(copy.positionHash()).isNotEqualTo(state.positionHash());
        assertThat(List.of(state.legalMoveTexts(1))).contains("c4-c5");
    }
}
