package chautari.engine.byapar;

import java.util.List;

/** Debts and bankruptcy (rules 22 to 25). */
final class Debts {
    /** What follows once the debts are settled: the square is resolved, or the third jail turn moves on (rule 10). */
    static final int FINISH = 0;
    static final int MOVE_ON = 1;

    private Debts() {
    }

    static void owe(ByaparState s, int seat, int to, int amount) {
        s.debtSeat[s.debts] = seat;
        s.debtTo[s.debts] = to;
        s.debtAmount[s.debts] = amount;
        s.debts++;
    }

    private static void dropFirst(ByaparState s) {
        s.debts--;
        System.arraycopy(s.debtSeat, 1, s.debtSeat, 0, s.debts);
        System.arraycopy(s.debtTo, 1, s.debtTo, 0, s.debts);
        System.arraycopy(s.debtAmount, 1, s.debtAmount, 0, s.debts);
    }

    /** Settles debts in order while cash covers them; stops to raise money, or makes a debtor bankrupt; then goes on. */
    static void settle(ByaparState s) {
        while (s.debts > 0) {
            int seat = s.debtSeat[0];
            int to = s.debtTo[0];
            int amount = s.debtAmount[0];
            if (s.cash[seat] >= amount) {
                s.cash[seat] -= amount;
                if (to == 0) {
                    s.bank += amount;
                } else {
                    s.cash[to] += amount;
                }
                dropFirst(s);
                continue;
            }
            if (Estate.raisable(s, seat) >= amount) {
                s.stage = Stage.RAISE;
                return;
            }
            dropFirst(s);
            bankrupt(s, seat, to);
            if (s.stage == Stage.OVER) {
                return;
            }
            if (seat == s.current) {
                s.debts = 0;
                s.pending = FINISH;
                Turn.end(s);
                return;
            }
        }
        if (s.pending == MOVE_ON) {
            s.pending = FINISH;
            Turn.moveForward(s, s.total());
            Turn.resolveSquare(s);
        } else {
            Turn.finishSquare(s);
        }
    }

    /** Rule 24. */
    private static void bankrupt(ByaparState s, int seat, int to) {
        for (int sq : Squares.HOLDABLE) {
            if (s.owner[sq] == seat && s.houses[sq] > 0) {
                Payments.collect(s, seat, s.houses[sq] * Squares.houseCost(sq) / 2);
                s.houses[sq] = 0;
            }
        }
        if (to > 0) {
            s.cash[to] += s.cash[seat];
        } else {
            s.bank += s.cash[seat];
        }
        s.cash[seat] = 0;
        for (int sq : Squares.HOLDABLE) {
            if (s.owner[sq] == seat) {
                s.owner[sq] = to;
                if (to == 0) {
                    s.mortgaged[sq] = false;
                }
            }
        }
        for (int c = 0; c < Cards.JAIL_CARDS.length; c++) {
            if (s.cardHolder[c] == seat) {
                s.cardHolder[c] = to;
                if (to == 0) {
                    s.decks.putBack(Cards.JAIL_CARDS[c]);
                }
            }
        }
        s.out[seat] = true;
        s.jail[seat] = 0;
        s.square[seat] = -1;
        int left = 0;
        int last = 0;
        for (int k = 1; k <= s.players; k++) {
            if (!s.out[k]) {
                left++;
                last = k;
            }
        }
        if (left == 1) {
            Ending.end(s, List.of(last), "bankruptcy");
        }
    }
}
