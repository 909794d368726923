package chautari.engine.chess;

import chautari.engine.Game;
import chautari.engine.Game.Case;
import chautari.engine.Game.Names;
import chautari.engine.OptionSpec;
import java.util.Map;

/**
 * Chess, the FIDE game, as docs/rules/chess.md reads it. Seat 1 White, seat 2 Black; the
 * option {@code fen} starts from another position (RULINGS "Chess" 3). No chance.
 */
public final class Chess {
    public static final Game GAME = Game.of("chess", new Names("Chess", "चेस"), 2, 2, 20, "board",
                    (players, options) -> ChessState.fromFen(options.text("fen")))
            .withOptions(OptionSpec.text("fen", Fen.START))
            .withDrawOffers()
            .withBenchCases(new Case("chess", 2, Map.of()))
            .withLadderCases(new Case("chess", 2, Map.of()));

    private Chess() {
    }
}
