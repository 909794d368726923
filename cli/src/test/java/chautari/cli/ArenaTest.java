package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.bots.Bots;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.Game;
import chautari.engine.Games;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
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
        assertThat(Arrays.stream(kauda.bySeat()).mapToInt(wdl -> wdl[0] + wdl[1] + wdl[2]).toArray())
                .as("A held each of the three seats in two of the six games").containsExactly(2, 2, 2);
        PairingResult partners = run(Setup.of(Games.byName("pasa"), 4, Map.of("partners", true)), 2, 5, 2);
        assertThat(partners.score()).isEqualTo(1.0);
        assertThat(partners.elo()).isZero();
        assertThat(partners.bySeat()[0][0] + partners.bySeat()[0][1] + partners.bySeat()[0][2]).as("A at seats 1 and 3").isEqualTo(1);
        assertThat(partners.bySeat()[1][0] + partners.bySeat()[1][1] + partners.bySeat()[1][2]).as("A at seats 2 and 4").isEqualTo(1);
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
    @DisplayName("the ladder: every registered game's ladder cases, those without chance first, each with beginner-simple, "
            + "good-beginner, strong-good and strong-simple over whole rounds of its seating")
    void ladder() {
        List<Pairing> pairings = Ladder.pairings(10, null, 5L, g -> true);
        List<String> cases = new ArrayList<>();
        for (boolean chance : new boolean[] {false, true}) {
            for (Game game : Games.all()) {
                if ((game.chance() != null) == chance) {
                    game.ladderCases().forEach(c -> cases.add(Setup.of(game, c.players(), c.options()).describe()));
                }
            }
        }
        assertThat(pairings).hasSize(4 * cases.size());
        assertThat(pairings).extracting(p -> p.setup().describe()).containsExactlyElementsOf(
                cases.stream().flatMap(c -> Stream.of(c, c, c, c)).toList());
        assertThat(pairings).extracting(p -> p.a().name() + "-" + p.b().name()).containsSubsequence(
                "beginner-simple", "good-beginner", "strong-good", "strong-simple", "beginner-simple");
        assertThat(pairings).extracting(p -> p.setup().game().id() + " " + p.setup().describe()).containsSubsequence(
                "kimasai 2 players", "baghchal 2 players", "kasimala 2 players, cells=17", "kauda 3 players, rounds=5, doubling=true",
                "ludo 4 players");
        for (Pairing p : pairings) {
            assertThat(p.games()).as(p.setup().describe()).isEqualTo(p.setup().seating().roundUp(10));
        }
        assertThat(Ladder.pairings(10, null, 5L, g -> g.id().equals("dots"))).as("--ladder --game dots")
                .hasSize(4 * Games.byName("dots").ladderCases().size())
                .allSatisfy(p -> assertThat(p.setup().game().id()).isEqualTo("dots"));
        assertThat(pairings.stream().filter(p -> p.setup().describe().equals("kauda 3 players, rounds=5, doubling=true")))
                .allSatisfy(p -> assertThat(p.games()).as("three seats: whole rotations").isEqualTo(12));
        assertThat(pairings.get(0).a().budget()).isEqualTo(Budget.iterations(5));
    }
}
