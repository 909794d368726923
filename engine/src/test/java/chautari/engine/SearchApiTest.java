package chautari.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import chautari.engine.kasimala.KasimalaState;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** What search needs of every game: grouped chance outcomes, returns, a position hash, checked play. */
class SearchApiTest {

    static Stream<GameState> starts() {
        return Games.all().stream().flatMap(g -> Stream.of(
                g.start(g.minPlayers(), g.options(Map.of())),
                g.start(g.maxPlayers(), g.options(Map.of()))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("starts")
    @DisplayName("every outcome of a group leads to the same position, and the groups' chances are the outcomes' summed")
    void chanceGroupsAreExact(GameState start) {
        RandomPlayer player = new RandomPlayer(new Rng(11));
        GameState state = start.copy();
        int throwsChecked = 0;
        for (int step = 0; step < 400 && !state.isOver() && throwsChecked < 6; step++) {
            if (state.phase() == Phase.THROW) {
                checkGroups(state);
                throwsChecked++;
            }
            player.step(state);
        }
    }

    /** Groups and outcomes reach the same positions with the same chances (two groups may meet, as in Kauda). */
    private static void checkGroups(GameState state) {
        Map<Long, Double> byGroups = new HashMap<>();
        for (int g = 0; g < state.chanceGroupCount(); g++) {
            GameState after = state.copy();
            after.applyChance(state.chanceGroupOutcome(g));
            byGroups.merge(after.positionHash(), state.chanceGroupProbability(g), Double::sum);
        }
        Map<Long, Double> byOutcomes = new HashMap<>();
        for (int outcome = 0; outcome < state.chanceOutcomeCount(); outcome++) {
            GameState after = state.copy();
            after.applyChance(outcome);
            byOutcomes.merge(after.positionHash(), state.chanceProbability(outcome), Double::sum);
        }
        assertThat(byGroups.keySet()).isEqualTo(byOutcomes.keySet());
        byGroups.forEach((position, p) -> assertThat(byOutcomes.get(position)).isCloseTo(p, within(1e-12)));
        assertThat(byGroups.values().stream().mapToDouble(Double::doubleValue).sum()).isCloseTo(1.0, within(1e-12));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("starts")
    @DisplayName("returns lie within their bounds, winners above the rest; a copy hashes as its original")
    void returnsAndHash(GameState start) {
        for (long seed = 1; seed <= 5; seed++) {
            GameState state = start.copy();
            RandomPlayer player = new RandomPlayer(new Rng(seed));
            while (!state.isOver()) {
                assertThat(state.copy().positionHash()).isEqualTo(state.positionHash());
                player.step(state);
            }
            double[] returns = state.returns();
            assertThat(returns).hasSize(state.players());
            Result result = state.result();
            for (int seat = 1; seat <= state.players(); seat++) {
                assertThat(returns[seat - 1]).isBetween(state.minReturn(), state.maxReturn());
                for (int winner : result.winners()) {
                    assertThat(returns[winner - 1]).isGreaterThanOrEqualTo(returns[seat - 1]);
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("starts")
    @DisplayName("play refuses an illegal move the same way in every game and changes nothing")
    void playChecksItsInput(GameState start) {
        GameState state = start.copy();
        if (state.phase() == Phase.THROW) {
            state.applyChance(0);
        }
        long before = state.positionHash();
        int seat = state.phase() == Phase.STAKE ? 1 + (state.awaits(1) ? 0 : 1) : state.toMove();
        assertThatThrownBy(() -> state.play(seat, -1)).isInstanceOf(GameException.class)
                .hasMessageContaining("not a legal");
        int other = seat % state.players() + 1;
        if (!state.awaits(other)) {
            int[] moves = new int[state.maxMoves()];
            int n = state.legalMoves(seat, moves);
            if (n > 0) {
                assertThatThrownBy(() -> state.play(other, moves[0])).isInstanceOf(GameException.class);
            }
        }
        assertThat(state.positionHash()).isEqualTo(before);
        if (state.phase() != Phase.THROW && state.chanceOutcomeCount() > 0) {
            assertThatThrownBy(() -> state.applyChance(0)).isInstanceOf(GameException.class)
                    .hasMessageContaining("no throw is awaited");
        }
    }

    @Test
    @DisplayName("Kasimala ruling 7: a gulmasi returns 2 to the winner and -2 to the loser")
    void gulmasiReturnsTwo() {
        KasimalaState state = KasimalaState.of(17, "1: a1..a16w m17; 2: m15", 1);
        state.applyChance(0b1100);
        state.play(1, state.parseMove("m17-m15"));
        assertThat(state.result().winners()).containsExactly(1);
        assertThat(state.returns()).containsExactly(2.0, -2.0);
    }
}
