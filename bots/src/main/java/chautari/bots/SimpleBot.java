package chautari.bots;

import chautari.bots.byapar.SimpleByapar;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Rng;
import chautari.engine.StakeLimits;
import java.util.List;
import java.util.function.Supplier;

/**
 * The simple level for every game: one ply of look-ahead over the common API. A move that
 * wins at once is taken; a move after which the opponent can win at once with their next
 * move (no throw between) is avoided; ties are broken by the seeded generator. In a stake
 * round it backs a random khal with the least stake allowed. A game may register a simple level of its
 * own ({@link GameKnowledge#ownSimple}): Byapar's is {@link SimpleByapar}, the same look-ahead over its
 * moves other than offers, which are hundreds, with now and then a random offer and a coin flip for an
 * answer. Moves and replies are those {@link MoveLists} gives: a spread of them in a position with very
 * many.
 */
public final class SimpleBot implements Bot {
    private static final int WIN = 3;
    private static final int DRAW = 1;
    private static final int NEUTRAL = 0;
    private static final int LOSS_NEXT = -2;

    @Override
    public Budget playBudget() {
        return Budget.iterations(1);
    }

    @Override
    public int choose(GameState state, int seat, Rng rng, Budget budget) {
        Bot.requireAwaited(state, seat);
        Supplier<Bot> ownSimple = GameKnowledge.of(state).ownSimple();
        if (ownSimple != null) {
            return ownSimple.get().choose(state, seat, rng, budget);
        }
        StakeLimits limits = state.stakeLimits(seat);
        if (state.phase() == Phase.STAKE && limits != null) {
            return smallStake(state, limits, seat, rng);
        }
        MoveLists lists = new MoveLists();
        int[] moves = lists.list(state, seat);
        int[] replies = new int[MoveLists.bufferSize(state)];
        int n = moves.length;
        if (n == 0) {
            throw new IllegalStateException("seat " + seat + " is awaited but has no legal move");
        }
        int best = Integer.MIN_VALUE;
        int chosen = moves[0];
        int ties = 0;
        for (int i = 0; i < n; i++) {
            int score = score(state, seat, moves[i], lists, replies);
            if (score > best) {
                best = score;
                chosen = moves[i];
                ties = 1;
            } else if (score == best && rng.nextInt(++ties) == 0) {
                chosen = moves[i];
            }
        }
        return chosen;
    }

    private static int score(GameState state, int seat, int move, MoveLists lists, int[] replies) {
        GameState after = state.copy();
        after.playLegal(seat, move);
        if (after.isOver()) {
            Result result = after.result();
            return result.winners().contains(seat) ? WIN : result.draw() ? DRAW : LOSS_NEXT - 1;
        }
        if (after.phase() == Phase.MOVE && after.toMove() != seat && opponentWinsAtOnce(after, seat, lists, replies)) {
            return LOSS_NEXT;
        }
        return NEUTRAL;
    }

    private static boolean opponentWinsAtOnce(GameState after, int seat, MoveLists lists, int[] replies) {
        int opponent = after.toMove();
        int n = lists.fill(after, opponent, replies);
        for (int i = 0; i < n; i++) {
            GameState next = after.copy();
            next.playLegal(opponent, replies[i]);
            if (next.isOver() && next.result().winners().contains(opponent) && !next.result().winners().contains(seat)) {
                return true;
            }
        }
        return false;
    }

    private static int smallStake(GameState state, StakeLimits limits, int seat, Rng rng) {
        List<String> khals = limits.khals();
        String khal = khals.get(rng.nextInt(khals.size()));
        return state.parseMove(khal + ":" + limits.least());
    }
}
