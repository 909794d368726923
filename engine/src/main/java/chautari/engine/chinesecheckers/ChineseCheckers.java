package chautari.engine.chinesecheckers;

import chautari.engine.Game;
import chautari.engine.Game.Case;
import chautari.engine.Game.Names;
import java.util.List;
import java.util.Map;

/**
 * Chinese Checkers as docs/rules/chinesecheckers.md reads it: ten marbles a seat on a six-pointed
 * star, steps and chains of hops, each seat racing to fill the point opposite its own. 2, 3, 4 or
 * 6 players (5 is refused); no options, no chance. A seat's colour is the number of its start
 * point: 1 S, 2 SE, 3 NE, 4 N, 5 NW, 6 SW.
 */
public final class ChineseCheckers {
    public static final Game GAME = Game.of("chinesecheckers", new Names("Chinese Checkers", "चाइनिज चेकर्स"), 2, 6, 20,
                    "board", (players, options) -> ChineseCheckersState.initial(players))
            .withColours(Map.of(2, List.of(1, 4), 3, List.of(1, 3, 5), 4, List.of(1, 2, 4, 5), 6, List.of(1, 2, 3, 4, 5, 6)))
            .withBenchCases(new Case("chinese checkers 2 players", 2, Map.of()),
                    new Case("chinese checkers 6 players", 6, Map.of()))
            .withLadderCases(new Case("chinese checkers 2 players", 2, Map.of()),
                    new Case("chinese checkers 3 players", 3, Map.of()),
                    new Case("chinese checkers 6 players", 6, Map.of()));

    private ChineseCheckers() {
    }
}
