package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.bots.Bots;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.Games;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ArenaTest {
    private static final PrintStream QUIET = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

    private static Contender simple() {
        return new Contender(Level.SIMPLE.wire(), Bots.byLevel(Level.SIMPLE), Budget.iterations(1));
    }

    private static PairingResult run(Setup setup, int games, long seed, int threads) throws InterruptedException {
        return new Arena(threads, seed, QUIET).run(List.of(new Pairing(setup, simple(), simple(), games))).get(0);
    }

    private static List<Object> figures(PairingResult r) {
        return List.of(r.games(), r.wins(), r.draws(), r.losses(), r.score(), r.aThinks().count(), r.bThinks().count());
    }

    @Test
    @DisplayName("a tiny arena with an iteration budget gives the same result twice, on one thread or two")
    void tinyArenaIsDeterministic() throws InterruptedException {
        Setup kimasai = Setup.of(Games.byName("kimasai"), 2, Map.of());
        PairingResult first = run(kimasai, 4, 2026, 1);
        PairingResult again = run(kimasai, 4, 2026, 2);
        assertThat(figures(again)).isEqualTo(figures(first));
        assertThat(first.games()).isEqualTo(4);
        assertThat(first.wins() + first.draws() + first.losses()).isEqualTo(4);
        assertThat(first.aThinks().count()).isPositive();
    }

    @Test
    @DisplayName("equal levels with the same throws and the seats swapped or rotated score exactly the fair share")
    void luckCancelsOutBetweenEqualLevels() throws InterruptedException {
        PairingResult kimasai = run(Setup.of(Games.byName("kimasai"), 2, Map.of()), 4, 5, 2);
        assertThat(kimasai.score()).isEqualTo(2.0);
        assertThat(kimasai.wins()).isEqualTo(kimasai.losses());
        PairingResult kauda = run(Setup.of(Games.byName("kauda"), 3, Map.of()), 6, 5, 2);
        assertThat(kauda.meanScore()).isEqualTo(1.0 / 3, org.assertj.core.api.Assertions.within(1e-12));
        assertThat(kauda.fairShare()).isEqualTo(1.0 / 3);
        PairingResult partners = run(Setup.of(Games.byName("pasa"), 4, Map.of("partners", true)), 2, 5, 2);
        assertThat(partners.score()).isEqualTo(1.0);
        assertThat(partners.elo()).isZero();
    }

    @Test
    @DisplayName("games are rounded up to whole pairs or rotations")
    void gamesRoundUpToWholeRounds() {
        Setup kauda = Setup.of(Games.byName("kauda"), 3, Map.of());
        assertThat(new Pairing(kauda, simple(), simple(), 4).games()).isEqualTo(6);
        assertThat(new Pairing(Setup.of(Games.byName("kimasai"), 2, Map.of()), simple(), simple(), 3).games()).isEqualTo(4);
        assertThatThrownBy(() -> new Pairing(kauda, simple(), simple(), 0)).hasMessageContaining("at least one game");
    }

    @Test
    @DisplayName("the ladder: eleven setups (Ludo with 2 and 4 players last), each with beginner-simple, good-beginner, strong-good and strong-simple")
    void ladder() {
        List<Pairing> pairings = Ladder.pairings(10, null, 5L);
        assertThat(pairings).hasSize(44);
        assertThat(pairings.subList(0, 4)).extracting(p -> p.a().name() + "-" + p.b().name())
                .containsExactly("beginner-simple", "good-beginner", "strong-good", "strong-simple");
        assertThat(pairings).extracting(p -> p.setup().game().id() + " " + p.setup().describe()).containsSubsequence(
                "kimasai 2 players", "baghchal 2 players", "shologuti 2 players", "chess 2 players, fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "kasimala 2 players, cells=17", "kasimala 2 players, cells=25",
                "pasa 2 players, captureBonus=false", "pasa 4 players, partners=true, captureBonus=false",
                "kauda 3 players, rounds=5, doubling=true", "ludo 2 players", "ludo 4 players");
        assertThat(pairings.get(35).games()).isEqualTo(12);
        assertThat(pairings.get(39).games()).isEqualTo(10);
        assertThat(pairings.get(43).games()).as("four seats: whole rotations").isEqualTo(12);
        assertThat(pairings.get(0).a().budget()).isEqualTo(Budget.iterations(5));
    }
}
