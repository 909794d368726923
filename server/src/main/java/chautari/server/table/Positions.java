package chautari.server.table;

import chautari.engine.Game;
import chautari.engine.Match;
import chautari.engine.Options;
import chautari.engine.Result;
import chautari.engine.StateView;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A finished game's positions for stepping through it: the start (seq 0), then the position
 * after each game event that stands (not taken back), built by replaying the table's events with the engine. Each entry
 * after the start names its event (kind, seat, text) and what it did (facts), stakes included: the game is over. A game
 * its players ended (resigned, agreed a draw) shows that ending on its last position.
 */
final class Positions {
    private Positions() {
    }

    static List<Map<String, Object>> replay(Game game, int players, Options options, long seed,
                                            List<TableEvent> events, Result ending) {
        Match match = Match.start(game, players, options, seed);
        List<Map<String, Object>> positions = new ArrayList<>();
        positions.add(position(match, null));
        for (TableEvent e : EventLog.standing(events)) {
            if (e.kind() == TableEvent.Kind.THROW) {
                match.throwWith(e.text());
            } else {
                match.play(e.seat(), e.text());
            }
            positions.add(position(match, e));
        }
        if (ending != null) { // resigned or agreed: the last position shows how it ended
            StateView.putPosition(positions.getLast(), match.state(), ending);
        }
        return List.copyOf(positions);
    }

    private static Map<String, Object> position(Match match, TableEvent event) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("seq", event == null ? 0 : event.seq());
        if (event != null) {
            m.put("kind", event.kind().wire());
            m.put("seat", event.seat());
            m.put("text", event.text());
            m.put("facts", match.lastFacts().toMap());
        }
        StateView.putPosition(m, match.state(), null);
        return m;
    }
}
