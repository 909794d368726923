package chautari.engine.byapar;

import chautari.engine.byapar.Cards.Card;

/** A card drawn and what it does (rules 8 and 9). */
final class CardEffects {
    private CardEffects() {
    }

    /** The deck of the square the mover stands on. */
    static int deckHere(ByaparState s) {
        return Squares.at(s.square[s.current]).kind() == Squares.Kind.LUCK ? Cards.LUCK : Cards.COMMUNITY;
    }

    /** Draws the card of outcome k from the deck here and applies it. */
    static void draw(ByaparState s, int outcome) {
        int mover = s.current;
        int card = s.decks.draw(deckHere(s), outcome);
        Card drawn = Cards.of(card);
        if (drawn.effect() == Cards.Effect.OUT_OF_JAIL) {
            s.cardHolder[card == Cards.C5 ? 0 : 1] = mover;
        } else {
            s.decks.putBack(card);
        }
        int here = s.square[mover];
        switch (drawn.effect()) {
            case FORWARD_TO, NEXT_TRANSPORT, NEXT_UTILITY -> {
                int to = destination(drawn, here);
                Turn.moveForward(s, (to - here + Squares.COUNT) % Squares.COUNT);
                if (drawn.effect() != Cards.Effect.FORWARD_TO) {
                    s.rentMode = drawn.effect() == Cards.Effect.NEXT_TRANSPORT ? Payments.L6_RENT : Payments.L7_RENT;
                }
                Turn.resolveSquare(s);
            }
            case BACK, BACK_TO -> {
                s.square[mover] = destination(drawn, here);
                Turn.resolveSquare(s);
            }
            case OUT_OF_JAIL -> Turn.finishSquare(s);
            case GO_TO_JAIL -> Turn.goToJail(s);
            case COLLECT -> {
                Payments.collect(s, mover, drawn.amount());
                Turn.finishSquare(s);
            }
            case PAY -> {
                Debts.owe(s, mover, 0, drawn.amount());
                Debts.settle(s);
            }
            case REPAIRS -> {
                int amount = 0;
                for (int sq : Squares.HOLDABLE) {
                    if (s.owner[sq] == mover) {
                        amount += s.houses[sq] == 5 ? drawn.hotel() : s.houses[sq] * drawn.amount();
                    }
                }
                if (amount > 0) {
                    Debts.owe(s, mover, 0, amount);
                }
                Debts.settle(s);
            }
            case PAY_EACH, COLLECT_EACH -> {
                for (int i = 1; i < s.players; i++) {
                    int other = (mover - 1 + i) % s.players + 1;
                    if (!s.out[other]) {
                        if (drawn.effect() == Cards.Effect.PAY_EACH) {
                            Debts.owe(s, mover, other, drawn.amount());
                        } else {
                            Debts.owe(s, other, mover, drawn.amount());
                        }
                    }
                }
                Debts.settle(s);
            }
        }
    }

    /** Where the card drawn on square {@code drawnOn} puts the token: a square, -1 if it stays, -2 to jail (rule 9). */
    static int destination(Card card, int drawnOn) {
        return switch (card.effect()) {
            case FORWARD_TO, BACK_TO -> card.amount();
            case BACK -> (drawnOn - card.amount() + Squares.COUNT) % Squares.COUNT;
            case NEXT_TRANSPORT, NEXT_UTILITY -> {
                int group = card.effect() == Cards.Effect.NEXT_TRANSPORT ? Squares.TRANSPORTS : Squares.UTILITIES;
                int sq = (drawnOn + 1) % Squares.COUNT;
                while (Squares.group(sq) != group) {
                    sq = (sq + 1) % Squares.COUNT;
                }
                yield sq;
            }
            case GO_TO_JAIL -> -2;
            default -> -1;
        };
    }
}
