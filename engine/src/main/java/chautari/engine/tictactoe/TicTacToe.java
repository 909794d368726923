package chautari.engine.tictactoe;

import chautari.engine.Game;
import chautari.engine.Game.Case;
import chautari.engine.Game.Names;
import chautari.engine.OptionSpec;
import java.util.Map;

/**
 * Tic-tac-toe and five in a row, one game on two boards, as docs/rules/tictactoe.md reads it:
 * the option {@code size} is 3 (three in a row, the default) or 15 (five or more in a row).
 * Seat 1 plays X and moves first, seat 2 O. No chance.
 */
public final class TicTacToe {
    public static final Game GAME = Game.of("tictactoe", new Names("Tic-tac-toe and five in a row", "टिक-ट्याक-टो र लगातार पाँच"),
                    2, 2, 5, "board", (players, options) -> TicTacToeState.initial(options.number("size")))
            .withOptions(OptionSpec.choice("size", 3, 3, 15))
            .withDrawOffers()
            .withBenchCases(new Case("tictactoe size=3", 2, Map.of("size", 3)),
                    new Case("tictactoe size=15", 2, Map.of("size", 15)))
            .withLadderCases(new Case("tictactoe size=3", 2, Map.of("size", 3)),
                    new Case("tictactoe size=15", 2, Map.of("size", 15)));

    private TicTacToe() {
    }
}
