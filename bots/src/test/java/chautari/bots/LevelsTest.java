package chautari.bots;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Phase;
import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import chautari.engine.kasimala.KasimalaState;
import chautari.engine.kauda.Khal;
import chautari.engine.kauda.KaudaState;
import chautari.engine.pasa.PasaState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

class LevelsTest {
    private static final Budget SMALL = Budget.iterations(200);

    static Stream<Arguments> levelsAndGames() {
        List<Arguments> all = new ArrayList<>();
        for (Level level : Bots.TABLE_LEVELS) {
            for (Game game : Games.all()) {
                all.add(Arguments.of(level, game.id(), game.minPlayers()));
                if (game.maxPlayers() > game.minPlayers()) {
                    all.add(Arguments.of(level, game.id(), game.maxPlayers()));
                }
            }
        }
        return all.stream();
    }

    /** Positions met on the way through a seeded random game, where the seat to act has a choice. */
    private static List<GameState> positions(String name, int players, long seed, int count) {
        Game game = Games.byName(name);
        GameState state = game.start(players, game.options(Map.of()));
        RandomPlayer random = new RandomPlayer(new Rng(seed));
        List<GameState> found = new ArrayList<>();
        Rng skip = new Rng(seed + 1);
        while (!state.isOver() && found.size() < count) {
            if (state.phase() != Phase.THROW && skip.nextInt(4) == 0) {
                found.add(state.copy());
            }
            random.step(state);
        }
        return found;
    }

    private static int seatToAct(GameState state) {
        for (int seat = 1; seat <= state.players(); seat++) {
            if (state.awaits(seat)) {
                return seat;
            }
        }
        throw new IllegalStateException("no seat to act");
    }

    @ParameterizedTest(name = "{0} {1} {2} players")
    @MethodSource("levelsAndGames")
    @DisplayName("every level answers a legal move in seeded random positions of every game, from the seat's own view")
    void answersLegalMoves(Level level, String game, int players) {
        Bot bot = Bots.byLevel(level);
        for (GameState state : positions(game, players, 7, 12)) {
            int seat = seatToAct(state);
            GameState view = state.viewFor(seat);
            int move = bot.choose(view, seat, new Rng(3), SMALL);
            assertThat(state.isLegal(seat, move)).as("%s at %s", state.moveText(move), state.board()).isTrue();
        }
    }

    @ParameterizedTest(name = "{0} {1} {2} players")
    @MethodSource("levelsAndGames")
    @DisplayName("a level is deterministic for a seed and an iteration budget, and leaves the position as it was")
    void deterministic(Level level, String game, int players) {
        for (GameState state : positions(game, players, 11, 4)) {
            int seat = seatToAct(state);
            long before = state.positionHash();
            int first = Bots.byLevel(level).choose(state.viewFor(seat), seat, new Rng(9), SMALL);
            int second = Bots.byLevel(level).choose(state.viewFor(seat), seat, new Rng(9), SMALL);
            assertThat(second).isEqualTo(first);
            assertThat(state.positionHash()).isEqualTo(before);
        }
    }

    @ParameterizedTest
    @EnumSource(value = Level.class, names = {"GOOD", "STRONG"})
    @DisplayName("Kasimala ruling 7: good and strong take the gulmasi in one rather than a quiet move")
    void findsGulmasiInOne(Level level) {
        KasimalaState state = KasimalaState.of(17, "1: a1..a15w m17 m13; 2: m15", 1);
        state.applyChance(0b1100);
        assertThat(state.legalMoveTexts(1)).hasSizeGreaterThan(1);
        for (long seed = 1; seed <= 5; seed++) {
            assertThat(Bots.byLevel(level).chooseText(state, 1, new Rng(seed), Budget.iterations(2000)))
                    .isEqualTo("m17-m15");
        }
    }

    @ParameterizedTest
    @EnumSource(value = Level.class, names = {"GOOD", "STRONG"})
    @DisplayName("Pasa: good and strong bring the last piece home with the die that wins at once")
    void findsPasaWinInOne(Level level) {
        PasaState state = PasaState.of(2, false, false, new int[][] {{84, 84, 84, 78}, {40, 30, 20, 10}}, 1, "56");
        assertThat(state.legalMoveTexts(1)).hasSizeGreaterThan(1);
        for (long seed = 1; seed <= 5; seed++) {
            String move = Bots.byLevel(level).chooseText(state, 1, new Rng(seed), Budget.iterations(2000));
            assertThat(move).startsWith("6:");
        }
    }

    @ParameterizedTest
    @EnumSource(value = Level.class, names = {"BEGINNER", "GOOD", "STRONG"})
    @DisplayName("Kauda: a stake never depends on another seat's hidden stake")
    void stakesIgnoreHiddenStakes(Level level) {
        for (int planted = 5; planted <= 50; planted += 15) {
            KaudaState state = KaudaState.of(5, true, 2, 1, 0, 100, 60, 140);
            KaudaState withStake = state.copy();
            withStake.play(2, KaudaState.stake(Khal.PANJA, planted));
            int plain = Bots.byLevel(level).choose(state.viewFor(3), 3, new Rng(4), SMALL);
            int seeing = Bots.byLevel(level).choose(withStake, 3, new Rng(4), SMALL);
            int viewing = Bots.byLevel(level).choose(withStake.viewFor(3), 3, new Rng(4), SMALL);
            assertThat(seeing).isEqualTo(plain);
            assertThat(viewing).isEqualTo(plain);
        }
    }
}
