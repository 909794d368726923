package chautari.bots.byapar;

import static chautari.engine.byapar.ByaparState.BUILD;
import static chautari.engine.byapar.ByaparState.BUY;
import static chautari.engine.byapar.ByaparState.DECLINE;
import static chautari.engine.byapar.ByaparState.END;
import static chautari.engine.byapar.ByaparState.MORTGAGE;
import static chautari.engine.byapar.ByaparState.OFFERS_FROM;
import static chautari.engine.byapar.ByaparState.PAY_FINE;
import static chautari.engine.byapar.ByaparState.REFUSE;
import static chautari.engine.byapar.ByaparState.ROLL;
import static chautari.engine.byapar.ByaparState.SELL;
import static chautari.engine.byapar.ByaparState.UNMORTGAGE;
import static chautari.engine.byapar.ByaparState.USE_CARD;

import chautari.engine.Phase;
import chautari.engine.Rng;
import chautari.engine.byapar.ByaparState;

/**
 * Plays Byapar games out from a position with one cheap policy for every seat, to weigh a choice by
 * how the game then ends: every seat buys what it can pay for, builds while it keeps a reserve,
 * mortgages its cheapest square when short, pays its way out of jail while it has cash, refuses every
 * offer and makes none. The moves are ByaparState's codes.
 */
final class Rollouts {
    /** The cash a seat keeps after building or lifting a mortgage. */
    private static final int RESERVE = 150;
    /** The cash a seat keeps after paying its way out of jail. */
    private static final int FINE_RESERVE = 250;
    /** A game without a round limit is played this many rounds on at most, then judged by worth. */
    private static final int UNLIMITED_HORIZON = 30;

    private final int[] codes;

    Rollouts(int maxMoves) {
        codes = new int[maxMoves];
    }

    /**
     * Plays {@code s} (changed) to its end, or a game without a limit {@link #UNLIMITED_HORIZON} rounds
     * on, and returns the seat's score: its share of the win, by worth when the game is cut short.
     */
    double playOut(ByaparState s, int seat, Rng dice) {
        int lastRound = s.roundsLimit() == 0 ? s.currentRound() + UNLIMITED_HORIZON : Integer.MAX_VALUE;
        while (!s.isOver() && s.currentRound() <= lastRound) {
            if (s.phase() == Phase.THROW) {
                s.applyChance(s.sampleChance(dice));
                continue;
            }
            int mover = s.toMove();
            s.playLegal(mover, move(s, mover));
        }
        return score(s, seat);
    }

    /** The seat's share of the win, or once the game is cut short, its share of the highest worth. */
    static double score(ByaparState s, int seat) {
        if (s.isOver()) {
            var winners = s.result().winners();
            return winners.contains(seat) ? 1.0 / winners.size() : 0;
        }
        int best = Integer.MIN_VALUE;
        int tied = 0;
        for (int other = 1; other <= s.players(); other++) {
            int worth = s.isOutSeat(other) ? -1 : s.worthOf(other);
            if (worth > best) {
                best = worth;
                tied = 1;
            } else if (worth == best) {
                tied++;
            }
        }
        return s.worthOf(seat) == best && !s.isOutSeat(seat) ? 1.0 / tied : 0;
    }

    private int move(ByaparState s, int seat) {
        int n = s.legalMoves(seat, codes);
        int cash = s.cashOf(seat);
        return switch (s.stageName()) {
            case "jail" -> has(n, USE_CARD) ? USE_CARD : has(n, PAY_FINE) && cash >= FINE_RESERVE + 50 ? PAY_FINE : ROLL;
            case "buy" -> codes[0] == BUY ? BUY : DECLINE;
            case "raise" -> raise(n);
            case "offer" -> REFUSE;
            case "after" -> after(n, cash);
            default -> codes[0];
        };
    }

    private boolean has(int n, int code) {
        for (int i = 0; i < n; i++) {
            if (codes[i] == code) {
                return true;
            }
        }
        return false;
    }

    /** The cheapest square's mortgage, else the cheapest house's sale. */
    private int raise(int n) {
        int best = -1;
        int bestCost = Integer.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            int code = codes[i];
            int sq = code % 100;
            int cost;
            if (code >= MORTGAGE && code < UNMORTGAGE) {
                cost = Holdings.PRICE[sq];
            } else if (code >= SELL && code < MORTGAGE) {
                cost = 10_000 + Holdings.HOUSE_COST[sq];
            } else {
                continue;
            }
            if (cost < bestCost) {
                bestCost = cost;
                best = code;
            }
        }
        return best >= 0 ? best : codes[0];
    }

    /** The dearest house it can pay for above the reserve, else a mortgage to lift, else end. */
    private int after(int n, int cash) {
        int best = END;
        int bestCost = 0;
        for (int i = 0; i < n && codes[i] < OFFERS_FROM; i++) {
            int code = codes[i];
            int sq = code % 100;
            if (code >= BUILD && code < SELL) {
                int cost = Holdings.HOUSE_COST[sq];
                if (cash - cost >= RESERVE && cost + 1000 > bestCost) {
                    best = code;
                    bestCost = cost + 1000;
                }
            } else if (code >= UNMORTGAGE && code < UNMORTGAGE + 100) {
                int cost = Holdings.UNMORTGAGE[sq];
                if (cash - cost >= 2 * RESERVE && bestCost == 0) {
                    best = code;
                    bestCost = 1;
                }
            }
        }
        return best;
    }
}
