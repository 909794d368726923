package chautari.bots.byapar;

import chautari.bots.Bot;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.byapar.ByaparState;

/** A level's Byapar player (docs/rules/byapar.md). */
public final class ByaparBot implements Bot {
    private final Level level;

    public ByaparBot(Level level) {
        this.level = level;
    }

    @Override
    public Budget playBudget() {
        return Budget.iterations(1);
    }

    @Override
    public int choose(GameState state, int seat, Rng rng, Budget budget) {
        if (!state.awaits(seat)) {
            throw new IllegalArgumentException("seat " + seat + " has no move to make now");
        }
        ByaparState s = (ByaparState) state;
        int[] moves = new int[s.maxMoves()];
        int n = s.legalMoves(seat, moves);
        String[] texts = new String[n];
        for (int i = 0; i < n; i++) {
            texts[i] = s.moveText(moves[i]);
        }
        for (String wanted : new String[] {"use-card", "pay-fine", "buy", "refuse", "end"}) {
            for (int i = 0; i < n; i++) {
                if (texts[i].equals(wanted)) {
                    return moves[i];
                }
            }
        }
        for (int i = 0; i < n; i++) {
            if (texts[i].startsWith("mortgage:")) {
                return moves[i];
            }
        }
        return moves[0];
    }
}
