package chautari.bots.chinesecheckers;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Bot;
import chautari.bots.Bots;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.chinesecheckers.ChineseCheckers;
import chautari.engine.chinesecheckers.ChineseCheckersState;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ChineseCheckersBotTest {
    private static final Budget SMALL = Budget.iterations(20);

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 6})
    @DisplayName("Every level answers a legal move, seat after seat, in seeded games of 2, 3, 4 and 6 players")
    void alwaysLegal(int players) {
        Level[] levels = Level.values();
        for (int game = 0; game < 2; game++) {
            GameState state = ChineseCheckers.GAME.start(players, ChineseCheckers.GAME.options(Map.of()));
            Rng rng = new Rng(31 * players + game);
            for (int ply = 0; ply < 30 * players && !state.isOver(); ply++) {
                int seat = state.toMove();
                Bot bot = new ChineseCheckersBot(levels[(seat + game + ply / players) % levels.length]);
                int move = bot.choose(state, seat, rng, SMALL);
                assertThat(state.isLegal(seat, move)).as("%s at ply %d", state.moveText(move), ply).isTrue();
                state.play(seat, move);
            }
        }
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 6})
    @DisplayName("The bot's moves are the engine's legal moves, each marble's start and end once, and it sees the engine's wins")
    void movesAsTheEngineHasThem(int players) {
        Rng rng = new Rng(700 + players);
        for (int game = 0; game < 3; game++) {
            GameState state = ChineseCheckers.GAME.start(players, ChineseCheckers.GAME.options(Map.of()));
            int[] buffer = new int[state.maxMoves()];
            int[] own = new int[Marbles.MAX_MOVES];
            for (int ply = 0; ply < 150 && !state.isOver(); ply++) {
                int seat = state.toMove();
                Marbles m = Marbles.of((ChineseCheckersState) state);
                Set<Integer> ends = new TreeSet<>();
                int n = state.legalMoves(seat, buffer);
                for (int i = 0; i < n; i++) {
                    ends.add(state.moveText(buffer[i]).equals("pass") ? Marbles.PASS : buffer[i] & 0x3FFF);
                }
                int count = m.moves(seat, own);
                Set<Integer> mine = new TreeSet<>();
                for (int i = 0; i < count; i++) {
                    mine.add(own[i]);
                    assertThat(state.parseMove(m.text(own[i])) & 0x3FFF).isEqualTo(own[i]);
                }
                if (count == 0) {
                    mine.add(Marbles.PASS);
                }
                assertThat(mine).hasSize(count == 0 ? 1 : count).isEqualTo(ends);
                int move = buffer[rng.nextInt(n)];
                m.make(move == buffer[0] && count == 0 ? Marbles.PASS : move & 0x3FFF);
                state.playLegal(seat, move);
                assertThat(m.won(seat)).isEqualTo(state.isOver() && !state.result().draw());
                if (!state.isOver()) {
                    assertThat(m.hash).isEqualTo(Marbles.of((ChineseCheckersState) state).hash);
                }
            }
        }
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 6})
    @DisplayName("The table's levels reach this bot through Bots, answer legal moves from the seat's view, the same for a seed, the position untouched")
    void throughTheRegistration(int players) {
        GameState state = ChineseCheckers.GAME.start(players, ChineseCheckers.GAME.options(Map.of()));
        Rng random = new Rng(41);
        int[] buffer = new int[state.maxMoves()];
        for (int ply = 0; ply < 20 * players; ply++) {
            state.playLegal(state.toMove(), state.randomMove(state.toMove(), random, buffer));
        }
        int seat = state.toMove();
        long before = state.positionHash();
        for (Level level : Bots.TABLE_LEVELS) {
            int move = Bots.byLevel(level).choose(state.viewFor(seat), seat, new Rng(9), SMALL);
            assertThat(state.isLegal(seat, move)).as("%s: %s", level, state.moveText(move)).isTrue();
            assertThat(Bots.byLevel(level).choose(state.viewFor(seat), seat, new Rng(9), SMALL)).isEqualTo(move);
        }
        assertThat(state.positionHash()).isEqualTo(before);
    }

    @Test
    @DisplayName("A seat with no move passes, at every level")
    void passes() {
        ChineseCheckersState state = ChineseCheckersState.of(2, 1,
                Map.of("a1", 1, "b1", 2, "b2", 2, "c1", 2, "c3", 2), List.of());
        for (Level level : Level.values()) {
            int move = new ChineseCheckersBot(level).choose(state, 1, new Rng(7), SMALL);
            assertThat(state.moveText(move)).isEqualTo("pass");
            assertThat(state.isLegal(1, move)).isTrue();
        }
    }
}
