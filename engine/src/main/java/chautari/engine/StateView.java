package chautari.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game state as plain, ordered maps, as the engine protocol shows it (docs/protocol.md): the one shape the
 * engine protocol and the server's tables both send.
 */
public final class StateView {
    private StateView() {
    }

    /**
     * The position: toMove, awaiting, board, and the result once over. {@code ending} is the
     * result of a game its players ended (resigned, agreed a draw), else null.
     */
    public static Map<String, Object> position(GameState state, Result ending) {
        Map<String, Object> m = new LinkedHashMap<>();
        putPosition(m, state, ending);
        return m;
    }

    /** Puts the {@link #position} into {@code m}, after what it holds already. */
    public static void putPosition(Map<String, Object> m, GameState state, Result ending) {
        boolean over = ending != null || state.isOver();
        m.put("toMove", over || state.toMove() == 0 ? null : state.toMove());
        m.put("awaiting", over ? Phase.OVER.wire() : state.phase().wire());
        m.put("board", state.board());
        if (over) {
            m.put("result", result(ending != null ? ending : state.result()));
        }
    }

    private static Map<String, Object> result(Result result) {
        Map<String, Object> shown = new LinkedHashMap<>();
        shown.put("winners", result.winners());
        shown.put("draw", result.draw());
        shown.putAll(result.details());
        return shown;
    }

    /** What a seat may do now: throw, one of its legal moves, or a stake within limits; null for nothing. */
    public static Map<String, Object> actionsOf(GameState state, int seat) {
        Map<String, Object> act = new LinkedHashMap<>();
        StakeLimits limits = state.phase() == Phase.STAKE && state.awaits(seat) ? state.stakeLimits(seat) : null;
        if (state.phase() == Phase.THROW && state.toMove() == seat) {
            act.put("throw", true);
        } else if (limits != null) {
            act.put("stake", stakeLimits(limits));
        } else if (state.awaits(seat)) {
            act.put("moves", List.of(state.listedMoveTexts(seat)));
            act.putAll(state.moveExtras(seat));
        } else {
            return null;
        }
        return act;
    }

    /** A seat's stake limits: the khals it may back, the least and the greatest stake. */
    public static Map<String, Object> stakeLimits(StakeLimits limits) {
        Map<String, Object> shown = new LinkedHashMap<>();
        shown.put("khals", limits.khals());
        shown.put("least", limits.least());
        shown.put("greatest", limits.greatest());
        return shown;
    }
}
