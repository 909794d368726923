package chautari.engine.byapar;

/** A turn: the dice throw and the token's move (rules 4, 5, 7, 10), the square reached (rules 12 to 14), the turn's end (rules 3, 27). */
final class Turn {
    private Turn() {
    }

    /** Rules 4, 5, 7 and 10. */
    static void throwDice(ByaparState s, int outcome) {
        int mover = s.current;
        s.dice = outcome;
        boolean pair = outcome / 6 == outcome % 6;
        if (s.jail[mover] > 0) {
            s.again = false;
            if (pair) {
                s.jail[mover] = 0;
                moveForward(s, s.total());
                resolveSquare(s);
            } else if (s.jail[mover] < 3) {
                s.jail[mover]++;
                s.stage = Stage.AFTER;
            } else {
                s.jail[mover] = 0;
                s.pending = Debts.MOVE_ON;
                Debts.owe(s, mover, 0, Squares.FINE);
                Debts.settle(s);
            }
            return;
        }
        if (pair && s.doubles == 2) {
            goToJail(s);
            return;
        }
        if (pair) {
            s.doubles++;
        }
        s.again = pair;
        moveForward(s, s.total());
        resolveSquare(s);
    }

    /** Moves the current seat's token forward, with the salary on passing or reaching s0. */
    static void moveForward(ByaparState s, int steps) {
        int to = s.square[s.current] + steps;
        if (to >= Squares.COUNT) {
            to -= Squares.COUNT;
            Payments.collect(s, s.current, Squares.SALARY);
        }
        s.square[s.current] = to;
    }

    /** Rules 12 to 14 for the square the mover stands on. */
    static void resolveSquare(ByaparState s) {
        int mover = s.current;
        int sq = s.square[mover];
        Squares.Square here = Squares.at(sq);
        switch (here.kind()) {
            case START, JAIL, REST -> finishSquare(s);
            case GO_TO_JAIL -> goToJail(s);
            case TAX -> {
                Debts.owe(s, mover, 0, here.tax());
                Debts.settle(s);
            }
            case LUCK, COMMUNITY -> s.stage = Stage.CARD;
            default -> {
                int holder = s.owner[sq];
                if (holder == 0) {
                    s.rentMode = Payments.PLAIN_RENT;
                    s.stage = Stage.BUY;
                } else if (holder == mover || s.mortgaged[sq]) {
                    finishSquare(s);
                } else {
                    Debts.owe(s, mover, holder, Payments.rent(s, sq));
                    Debts.settle(s);
                }
            }
        }
    }

    /** The square is wholly resolved: another throw for doubles, else the after phase (docs/notation.md's phases). */
    static void finishSquare(ByaparState s) {
        s.rentMode = Payments.PLAIN_RENT;
        s.stage = s.again ? Stage.DICE : Stage.AFTER;
    }

    /** Rule 7. */
    static void goToJail(ByaparState s) {
        s.square[s.current] = Squares.JAIL;
        s.jail[s.current] = 1;
        s.again = false;
        end(s);
    }

    /** Passes the turn to the next seat still in (rule 3); the game ends instead when the round limit is reached (rule 27). */
    static void end(ByaparState s) {
        int next = s.current;
        do {
            next = next % s.players + 1;
        } while (s.out[next]);
        if (next <= s.current) {
            if (s.roundsLimit > 0 && s.round == s.roundsLimit) {
                Ending.end(s, null, "rounds");
                return;
            }
            s.round++;
        }
        s.current = next;
        s.dice = -1;
        s.doubles = 0;
        s.again = false;
        s.offersMade = 0;
        s.stage = s.jail[next] > 0 ? Stage.JAIL : Stage.DICE;
    }
}
