package chautari.server;

import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.StakeLimits;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A game state as JSON-ready maps, for any game over the common API. */
final class GameView {
    private GameView() {
    }

    /** What a seat may do now: throw, one of its legal moves, or a stake within limits; null for nothing. */
    static Map<String, Object> actionsOf(GameState state, int seat) {
        Map<String, Object> act = new LinkedHashMap<>();
        if (state.phase() == Phase.THROW && state.toMove() == seat) {
            act.put("throw", true);
        } else if (state.phase() == Phase.STAKE && state.awaits(seat) && state.stakeLimits(seat) != null) {
            StakeLimits limits = state.stakeLimits(seat);
            Map<String, Object> shown = new LinkedHashMap<>();
            shown.put("khals", limits.khals());
            shown.put("least", limits.least());
            shown.put("greatest", limits.greatest());
            act.put("stake", shown);
        } else if (state.awaits(seat)) {
            act.put("moves", List.of(state.legalMoveTexts(seat)));
        } else {
            return null;
        }
        return act;
    }

    /** The position of a game its rules alone end (see the three-argument form). */
    static void putGame(Map<String, Object> m, GameState state) {
        putGame(m, state, null);
    }

    /**
     * The position as NOTATION's protocol shows it: toMove, awaiting, board, and the result once
     * over; {@code ending} is the result of a game its players ended (resigned, agreed a draw), else null.
     */
    static void putGame(Map<String, Object> m, GameState state, Result ending) {
        boolean over = ending != null || state.isOver();
        m.put("toMove", over || state.toMove() == 0 ? null : state.toMove());
        m.put("awaiting", over ? Phase.OVER.wire() : state.phase().wire());
        m.put("board", state.board());
        if (over) {
            Result result = ending != null ? ending : state.result();
            Map<String, Object> shown = new LinkedHashMap<>();
            shown.put("winners", result.winners());
            shown.put("draw", result.draw());
            shown.putAll(result.details());
            m.put("result", shown);
        }
    }
}
