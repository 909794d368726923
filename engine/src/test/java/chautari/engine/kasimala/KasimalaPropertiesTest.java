package chautari.engine.kasimala;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import chautari.engine.Game;
import chautari.engine.GameRecord;
import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Match;
import chautari.engine.Phase;
import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import chautari.engine.SeedCount;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Properties over many seeded random games on both boards; every failure names its seed (what every game must do is ConformanceTest's). */
class KasimalaPropertiesTest {
    private static final Game KASIMALA = Games.byName("kasimala");
    private static final int REFERENCE_GAMES = SeedCount.of(10, 40);
    private static final int INVARIANT_GAMES = SeedCount.of(300, 2000);

    private static KasimalaState opening(int n) {
        return (KasimalaState) KASIMALA.start(2, KASIMALA.options(Map.of("cells", n)));
    }

    /** Random play ends long before the 2000-throw limit, so games that start late on the counter try it too. */
    @ParameterizedTest(name = "cells {0}, the counter starting at {1}")
    @CsvSource({"17, 0", "25, 0", "17, 1700", "25, 1500"})
    void everyStepAgreesWithAPlainReferenceModel(int n, int throwsBefore) {
        int atLimit = 0;
        for (long seed = 1; seed <= REFERENCE_GAMES; seed++) {
            Rng rng = new Rng(seed);
            KasimalaState state = throwsBefore == 0 ? opening(n)
                    : KasimalaState.of(n, opening(n).layout(), 1, throwsBefore);
            ReferenceKasimala reference = new ReferenceKasimala(n);
            reference.throwsMade = throwsBefore;
            int captured = 0;
            String where = "cells " + n + ", seed " + seed;
            while (!state.isOver()) {
                if (state.phase() == Phase.THROW) {
                    String outcome = state.outcomeText(state.sampleChance(rng));
                    state.applyChance(state.parseOutcome(outcome));
                    reference.throwStrips(outcome);
                } else {
                    List<String> legal = List.of(state.legalMoveTexts(state.toMove()));
                    assertThat(legal).as("%s, throw %d", where, state.throwsMade()).isEqualTo(reference.legal());
                    String move = legal.get(rng.nextInt(legal.size()));
                    captured += enemiesOnLanding(state, move);
                    state.play(state.toMove(), state.parseMove(move));
                    reference.play(move);
                }
                agree(state, reference, where);
                assertThat(onBoard(state) + captured).as("pieces conserved, %s, throw %d", where, state.throwsMade())
                        .isEqualTo(2 * n);
            }
            atLimit += state.endedByLimit() ? 1 : 0;
            assertThat(state.result().winners()).as("seed %d", seed).isEqualTo(reference.winners);
            assertThat(state.result().details()).as("seed %d", seed)
                    .isEqualTo(Map.of("gulmasi", reference.gulmasi, "throws", reference.throwsMade));
        }
        assertThat(atLimit > 0).as("%d games ended by the limit", atLimit).isEqualTo(throwsBefore > 0);
    }

    private static void agree(KasimalaState state, ReferenceKasimala reference, String where) {
        int throwsMade = state.throwsMade();
        assertThat(state.board()).as("%s, throw %d", where, throwsMade).isEqualTo(reference.board());
        assertThat(state.phase().wire()).as("%s, throw %d", where, throwsMade).isEqualTo(reference.awaiting);
        assertThat(throwsMade).as("%s, throw %d", where, throwsMade).isEqualTo(reference.throwsMade)
                .isLessThanOrEqualTo(KasimalaState.THROW_LIMIT);
        if (!state.isOver()) {
            assertThat(state.toMove()).as("%s, throw %d", where, throwsMade).isEqualTo(reference.toMove);
        }
        assertThat(state.pieces(1)).as("%s, throw %d", where, throwsMade).isEqualTo(reference.alive(1));
        assertThat(state.pieces(2)).as("%s, throw %d", where, throwsMade).isEqualTo(reference.alive(2));
    }

    private static int enemiesOnLanding(KasimalaState state, String move) {
        if (move.equals("pass")) {
            return 0;
        }
        Object there = state.board().get(move.substring(move.indexOf('-') + 1));
        if (there instanceof Map<?, ?> stack && !stack.get("seat").equals(state.toMove())) {
            return (Integer) stack.get("count");
        }
        return 0;
    }

    private static int onBoard(KasimalaState state) {
        return state.board().values().stream().mapToInt(v -> (Integer) ((Map<?, ?>) v).get("count")).sum();
    }

    @ParameterizedTest(name = "cells {0}")
    @ValueSource(ints = {17, 25})
    void invariantsHoldOverManyRandomGames(int n) {
        KasimalaBoard board = KasimalaBoard.of(n);
        int[] buffer = new int[opening(n).maxMoves()];
        for (long seed = 1000; seed < 1000 + INVARIANT_GAMES; seed++) {
            Rng rng = new Rng(seed);
            KasimalaState state = opening(n);
            int steps = 0;
            int captured = 0;
            while (!state.isOver()) {
                steps++;
                require(steps <= 2 * KasimalaState.THROW_LIMIT + 1, "the game ends", n, seed, steps);
                if (state.phase() == Phase.THROW) {
                    state.applyChance(state.sampleChance(rng));
                    continue;
                }
                int seat = state.toMove();
                int count = state.legalMoves(buffer);
                boolean pass = false;
                for (int i = 0; i < count; i++) {
                    pass |= buffer[i] == KasimalaState.PASS;
                    require(state.isLegal(seat, buffer[i]), "listed moves are legal", n, seed, steps);
                }
                require(pass == (count == 1 && buffer[0] == KasimalaState.PASS), "pass only alone", n, seed, steps);
                if (steps % 401 == 0) {
                    checkIsLegalAgainstTheList(state, board, buffer, count, "cells " + n + ", seed " + seed);
                }
                int move = buffer[count == 1 ? 0 : rng.nextInt(count)];
                if (move != KasimalaState.PASS) {
                    captured += Math.max(0, -state.stack(move & 127) * (3 - 2 * seat));
                }
                state.play(seat, move);
                // Cells hold signed counts, so no cell can hold both sides, on a laiga or elsewhere (the
                // reference model checks that rule apart); here the counts must add up.
                require(state.onBoard() + captured == 2 * n, "pieces conserved", n, seed, steps);
                require(state.pieces(1) + state.pieces(2) == state.onBoard(), "piece counts", n, seed, steps);
            }
            require(state.throwsMade() <= KasimalaState.THROW_LIMIT, "at most 2000 throws", n, seed, steps);
            require(state.endedByLimit() || state.pieces(1) == 0 || state.pieces(2) == 0, "a side is out", n, seed,
                    steps);
        }
    }

    private static void require(boolean holds, String what, int n, long seed, int step) {
        if (!holds) {
            throw new AssertionError(what + ": fails on cells " + n + ", seed " + seed + ", step " + step);
        }
    }

    private static void checkIsLegalAgainstTheList(KasimalaState state, KasimalaBoard board, int[] moves, int count,
            String where) {
        List<Integer> listed = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            listed.add(moves[i]);
        }
        for (int from = 0; from < board.size; from++) {
            for (int to = 0; to < board.size; to++) {
                int move = from << 7 | to;
                assertThat(state.isLegal(state.toMove(), move)).as("%s %s", state.moveText(move), where)
                        .isEqualTo(listed.contains(move));
                assertThat(state.isLegal(3 - state.toMove(), move)).as(where).isFalse();
            }
        }
    }

    @ParameterizedTest(name = "cells {0}")
    @ValueSource(ints = {17, 25})
    void recordsReplayToTheSameState(int n) {
        for (long seed = 1; seed <= 40; seed++) {
            Match match = Match.start(KASIMALA, 2, KASIMALA.options(Map.of("cells", n)), seed);
            Rng choices = new Rng(~seed);
            List<String> snapshots = new ArrayList<>();
            while (!match.state().isOver()) {
                GameState state = match.state();
                if (state.phase() == Phase.THROW) {
                    match.throwRandom();
                } else {
                    String[] legal = state.legalMoveTexts(state.toMove());
                    match.play(state.toMove(), legal[choices.nextInt(legal.length)]);
                }
                snapshots.add(snapshot(match.state()));
            }
            GameRecord record = GameRecord.parse(match.record().toText());
            assertThat(snapshot(Match.replay(record).state())).as("seed %d", seed).isEqualTo(snapshot(match.state()));
            int cut = new Rng(seed).nextInt(record.events().size());
            GameRecord prefix = new GameRecord(record.game(), record.players(), record.options(), record.seed(),
                    record.events().subList(0, cut + 1));
            assertThat(snapshot(Match.replay(prefix).state())).as("seed %d, %d events", seed, cut + 1)
                    .isEqualTo(snapshots.get(cut));
        }
    }

    private static String snapshot(GameState state) {
        KasimalaState k = (KasimalaState) state;
        return k.layout() + " | " + k.phase() + " " + k.toMove() + " roll " + k.roll() + " throws " + k.throwsMade()
                + " | " + List.of(k.legalMoveTexts(k.toMove())) + " | " + k.result();
    }

    /** Sampled, so within a stated tolerance: 3 sigma of 60,000 draws is about 0.6% of a share of 1/3 or 1/5. */
    @Test
    void aRandomMoveIsUniformOverTheDistinctLegalMoves() {
        for (String pieces : List.of("1: m12 m10x3 b4; 2: b9..b17w", "1: m12 m10x3 b4 b13 m2; 2: b14..b17w")) {
            KasimalaState state = Positions.at(pieces, 1, 2);
            int[] buffer = new int[state.maxMoves()];
            int count = state.legalMoves(buffer);
            Map<Integer, Integer> seen = new java.util.HashMap<>();
            Rng rng = new Rng(99);
            int draws = 60_000;
            for (int i = 0; i < draws; i++) {
                seen.merge(state.randomMove(1, rng, buffer), 1, Integer::sum);
            }
            assertThat(seen).hasSize(count);
            for (int times : seen.values()) {
                assertThat((double) times / draws).as(pieces).isCloseTo(1.0 / count, within(0.006));
            }
        }
    }

    @ParameterizedTest(name = "cells {0}")
    @ValueSource(ints = {17, 25})
    void aCopyIsIndependentOfItsOriginal(int n) {
        Rng rng = new Rng(7);
        KasimalaState state = opening(n);
        RandomPlayer player = new RandomPlayer(rng);
        for (int i = 0; i < 300; i++) {
            player.step(state);
        }
        String before = snapshot(state);
        KasimalaState copy = state.copy();
        player.playOut(copy);
        assertThat(snapshot(state)).isEqualTo(before);
        assertThat(snapshot(state.copy())).isEqualTo(before);
    }
}
