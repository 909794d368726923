package chautari.engine.kauda;

import chautari.engine.Game;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.GameException;
import chautari.engine.Rng;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The seats' khal, the count, the exact khal chances, and the notation of throws and stakes. */
class KaudaShellsTest {

    private static KaudaState anyState() {
        Game kauda = Kauda.GAME;
        return (KaudaState) kauda.start(4, kauda.options(Map.of()));
    }

    @Test
    @DisplayName("Kauda seats: seats 1..6 sit at tiya, chauka, panja, chhakka, tiya, chauka")
    void seats_sitAtTiyaChaukaPanjaChhakkaThenTiyaAndChauka() {
        assertThat(List.of(1, 2, 3, 4, 5, 6).stream().map(Khal::ofSeat).toList())
                .containsExactly(Khal.TIYA, Khal.CHAUKA, Khal.PANJA, Khal.CHHAKKA, Khal.TIYA, Khal.CHAUKA);
    }

    @Test
    @DisplayName("Kauda seats: counts 3 7 11 15 tiya, 0 4 8 12 16 chauka, 1 5 9 13 panja, 2 6 10 14 chhakka")
    void seats_eachCountFallsOnItsKhal() {
        Map<Khal, List<Integer>> counts = Map.of(
                Khal.TIYA, List.of(3, 7, 11, 15),
                Khal.CHAUKA, List.of(0, 4, 8, 12, 16),
                Khal.PANJA, List.of(1, 5, 9, 13),
                Khal.CHHAKKA, List.of(2, 6, 10, 14));
        counts.forEach((khal, list) -> list.forEach(n -> assertThat(Khal.ofCount(n)).as("count %d", n).isEqualTo(khal)));
    }

    @Test
    @DisplayName("Kauda khal chances: counted exactly, chauka 16512, chhakka 16256, tiya and panja 16384 of 65536")
    void chances_areExact() {
        assertThat(Khal.OUTCOMES).isEqualTo(65536);
        assertThat(Khal.TIYA.ways()).isEqualTo(16384);
        assertThat(Khal.CHAUKA.ways()).isEqualTo(16512);
        assertThat(Khal.PANJA.ways()).isEqualTo(16384);
        assertThat(Khal.CHHAKKA.ways()).isEqualTo(16256);
        assertThat(Khal.TIYA.probability()).isEqualTo(0.25);
        assertThat(Khal.CHAUKA.probability()).isEqualTo(0.251953125);
        assertThat(Khal.PANJA.probability()).isEqualTo(0.25);
        assertThat(Khal.CHHAKKA.probability()).isEqualTo(0.248046875);
    }

    @Test
    @DisplayName("Kauda khal chances: each is the sum of binomial coefficients C(16, n) over its counts")
    void chances_matchTheBinomialSums() {
        long[] binomial = new long[17];
        binomial[0] = 1;
        for (int n = 1; n <= 16; n++) {
            binomial[n] = binomial[n - 1] * (17 - n) / n;
        }
        long total = 0;
        for (Khal khal : Khal.values()) {
            long ways = 0;
            for (int n = 0; n <= 16; n++) {
                if (Khal.ofCount(n) == khal) {
                    ways += binomial[n];
                }
            }
            assertThat(khal.ways()).as(khal.wire()).isEqualTo(ways);
            total += ways;
        }
        assertThat(total).isEqualTo(65536);
    }

    @Test
    @DisplayName("Kauda all games: sixteen bits of one random number are sixteen fair shells")
    void allGames_oneDrawThrowsSixteenShells() {
        KaudaState state = anyState();
        for (long seed = 0; seed < 100; seed++) {
            Rng rng = new Rng(seed);
            Rng oneDraw = new Rng(seed);
            int outcome = state.sampleChance(rng);
            oneDraw.nextLong();
            assertThat(rng.nextLong()).as("seed %d", seed).isEqualTo(oneDraw.nextLong());
            assertThat(outcome).isBetween(0, 65535);
        }
        assertThat(state.chanceOutcomeCount()).isEqualTo(65536);
        assertThat(state.chanceProbability(12345)).isEqualTo(1.0 / 65536);
    }

    @Test
    @DisplayName("Kauda all games: the outcome records every shell, 1 mouth up, shell i as character i")
    void allGames_theOutcomeRecordsEveryShell() {
        KaudaState state = anyState();
        assertThat(state.outcomeText(0b1)).isEqualTo("1000000000000000");
        assertThat(state.outcomeText(1 << 15)).isEqualTo("0000000000000001");
        int seven = state.parseOutcome("1011000011110000");
        assertThat(Integer.bitCount(seven)).isEqualTo(7);
        assertThat(Khal.ofOutcome(seven)).isEqualTo(Khal.TIYA);
        for (int outcome = 0; outcome < Khal.OUTCOMES; outcome++) {
            assertThat(state.parseOutcome(state.outcomeText(outcome))).isEqualTo(outcome);
        }
        for (String bad : List.of("", "101100001111000", "10110000111100001", "1011000011110002", "1011 00011110000")) {
            assertThatThrownBy(() -> state.parseOutcome(bad)).as("'%s'", bad).isInstanceOf(GameException.class);
        }
    }

    @Test
    @DisplayName("Kauda notation: a stake is khal:amount in plain decimal digits")
    void notation_aStakeIsKhalColonAmount() {
        KaudaState state = anyState();
        for (Khal khal : Khal.values()) {
            for (int amount : new int[] {0, 1, 5, 10, 50, 999, 1600}) {
                String text = khal.wire() + ":" + amount;
                int move = state.parseMove(text);
                assertThat(state.moveText(move)).isEqualTo(text);
                assertThat(KaudaState.khalOf(move)).isEqualTo(khal);
                assertThat(KaudaState.amountOf(move)).isEqualTo(amount);
            }
        }
        for (String bad : List.of("panja", "panja:", ":5", "panja:05", "panja:+5", "panja:-5", "Panja:5",
                "pnja:5", "panja:5 ", "panja:5:5", "panja:99999999999", "panja:9999", "pass")) {
            assertThatThrownBy(() -> state.parseMove(bad)).as("'%s'", bad).isInstanceOf(GameException.class);
        }
    }
}
