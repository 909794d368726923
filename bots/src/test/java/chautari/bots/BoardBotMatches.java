package chautari.bots;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Result;
import chautari.engine.Rng;
import java.util.Map;

/** Seeded games of a bot at one seat against uniformly random moves at the other, in a two-player game without chance. */
final class BoardBotMatches {
    private BoardBotMatches() {
    }

    static GameState start(String name) {
        Game game = Games.byName(name);
        return game.start(2, game.options(Map.of()));
    }

    /** The bot's score over the games, a win 1 and a draw 1/2, each game seeded by its number. */
    static double scoreAgainstRandom(String name, Bot bot, int botSeat, Budget budget, int games) {
        double score = 0;
        for (int g = 0; g < games; g++) {
            GameState state = start(name);
            Rng botRng = new Rng(1000 + g);
            Rng randomRng = new Rng(2000 + g);
            int[] buffer = new int[state.maxMoves()];
            while (!state.isOver()) {
                int seat = state.toMove();
                int move = seat == botSeat ? bot.choose(state, seat, botRng, budget) : state.randomMove(seat, randomRng, buffer);
                state.playLegal(seat, move);
            }
            Result result = state.result();
            score += result.draw() ? 0.5 : result.winners().contains(botSeat) ? 1 : 0;
        }
        return score / games;
    }
}
