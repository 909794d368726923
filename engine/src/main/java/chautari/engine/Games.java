package chautari.engine;

import chautari.engine.baghchal.Baghchal;
import chautari.engine.byapar.Byapar;
import chautari.engine.checkers.Checkers;
import chautari.engine.chinesecheckers.ChineseCheckers;
import chautari.engine.chess.Chess;
import chautari.engine.dots.Dots;
import chautari.engine.kasimala.Kasimala;
import chautari.engine.kauda.Kauda;
import chautari.engine.kimasai.Kimasai;
import chautari.engine.ludo.Ludo;
import chautari.engine.pasa.Pasa;
import chautari.engine.shologuti.Shologuti;
import chautari.engine.snakes.Snakes;
import chautari.engine.tictactoe.TicTacToe;
import java.util.List;

/** Every game the engine has, in the order the catalogue shows them, by id. */
public final class Games {
    private static final List<Game> ALL = List.of(
            Kasimala.GAME,
            Pasa.GAME,
            Kauda.GAME,
            Kimasai.GAME,
            Baghchal.GAME,
            Shologuti.GAME,
            Chess.GAME,
            Checkers.GAME,
            TicTacToe.GAME,
            Dots.GAME,
            ChineseCheckers.GAME,
            Byapar.GAME,
            Ludo.GAME,
            Snakes.GAME);

    private Games() {
    }

    public static List<Game> all() {
        return ALL;
    }

    public static Game byName(String id) {
        return ALL.stream().filter(g -> g.id().equals(id)).findFirst()
                .orElseThrow(() -> new GameException("unknown game '" + id + "'; the games are "
                        + ALL.stream().map(Game::id).toList()));
    }
}
