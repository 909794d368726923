package chautari.engine.byapar;

import chautari.engine.GameState;
import chautari.engine.Result;

/**
 * What a Byapar position holds: tokens, cash, squares, buildings, cards, decks, debts, the turn and its phase;
 * its public reads for computer players, and its set-up for tests. {@link ByaparState} plays by the rules on it.
 */
abstract sealed class ByaparPosition extends GameState permits ByaparState {
    final int players;
    final int roundsLimit;
    final int money;
    final int[] square;
    final int[] cash;
    final int[] jail;
    final boolean[] out;
    final int[] owner;
    final int[] houses;
    final boolean[] mortgaged;
    /** The seat holding each out-of-jail card ({@link Cards#JAIL_CARDS} order), 0 when in its deck. */
    final int[] cardHolder;
    final Decks decks;
    final int[] debtSeat;
    final int[] debtTo;
    final int[] debtAmount;
    int debts;
    int current;
    Stage stage;
    int dice;
    int doubles;
    boolean again;
    int offersMade;
    Offer offer;
    /** {@link Debts#FINISH} or {@link Debts#MOVE_ON}. */
    int pending;
    /** {@link Payments#PLAIN_RENT}, {@link Payments#L6_RENT} or {@link Payments#L7_RENT}. */
    int rentMode;
    int round;
    /** Money the bank has taken in less what it has paid out: the seats' cash plus this is always the cash they began with. */
    long bank;
    Result result;

    ByaparPosition(int players, int roundsLimit, int money) {
        this.players = players;
        this.roundsLimit = roundsLimit;
        this.money = money;
        square = new int[players + 1];
        cash = new int[players + 1];
        jail = new int[players + 1];
        out = new boolean[players + 1];
        owner = new int[Squares.COUNT];
        houses = new int[Squares.COUNT];
        mortgaged = new boolean[Squares.COUNT];
        cardHolder = new int[Cards.JAIL_CARDS.length];
        decks = new Decks();
        debtSeat = new int[players];
        debtTo = new int[players];
        debtAmount = new int[players];
    }

    ByaparPosition(ByaparPosition s) {
        players = s.players;
        roundsLimit = s.roundsLimit;
        money = s.money;
        square = s.square.clone();
        cash = s.cash.clone();
        jail = s.jail.clone();
        out = s.out.clone();
        owner = s.owner.clone();
        houses = s.houses.clone();
        mortgaged = s.mortgaged.clone();
        cardHolder = s.cardHolder.clone();
        decks = new Decks(s.decks);
        debtSeat = s.debtSeat.clone();
        debtTo = s.debtTo.clone();
        debtAmount = s.debtAmount.clone();
        debts = s.debts;
        current = s.current;
        stage = s.stage;
        dice = s.dice;
        doubles = s.doubles;
        again = s.again;
        offersMade = s.offersMade;
        offer = s.offer;
        pending = s.pending;
        rentMode = s.rentMode;
        round = s.round;
        bank = s.bank;
        result = s.result;
    }

    /** The total of the last throw. */
    int total() {
        return dice / 6 + dice % 6 + 2;
    }

    private ByaparState self() {
        return (ByaparState) this;
    }

    // ---- set up by tests ----

    ByaparState give(int seat, int sq) {
        owner[sq] = seat;
        return self();
    }

    ByaparState build(int sq, int n) {
        houses[sq] = n;
        return self();
    }

    ByaparState mortgage(int sq) {
        mortgaged[sq] = true;
        return self();
    }

    /** Sets a seat's cash, moving the difference to or from the bank so money stays conserved. */
    ByaparState cash(int seat, int amount) {
        bank -= amount - cash[seat];
        cash[seat] = amount;
        return self();
    }

    ByaparState at(int seat, int sq) {
        square[seat] = sq;
        return self();
    }

    ByaparState jail(int seat, int turn) {
        jail[seat] = turn;
        if (seat == current && stage == Stage.DICE) {
            stage = turn > 0 ? Stage.JAIL : Stage.DICE;
        }
        return self();
    }

    ByaparState holdCard(int seat, int card) {
        int c = card == Cards.C5 ? 0 : 1;
        cardHolder[c] = seat;
        decks.remove(card);
        return self();
    }

    /** The seat as if it had gone bankrupt to the bank, holding nothing. */
    ByaparState retire(int seat) {
        for (int sq : Squares.HOLDABLE) {
            if (owner[sq] == seat) {
                owner[sq] = 0;
            }
        }
        cash(seat, 0);
        out[seat] = true;
        square[seat] = -1;
        return self();
    }

    ByaparState roundNow(int r) {
        round = r;
        return self();
    }

    /** The seat whose turn begins now (its first throw awaited, or its jail choice). */
    ByaparState turn(int seat) {
        current = seat;
        stage = jail[seat] > 0 ? Stage.JAIL : Stage.DICE;
        return self();
    }

    // ---- public reads for the computer players (chautari.bots.byapar) ----

    /** The phase as the board names it: {@code dice}, {@code card}, {@code jail}, {@code buy}, {@code raise}, {@code after}, {@code offer}, {@code over}. */
    public String stageName() {
        return stage.wire();
    }

    public int cashOf(int seat) {
        return cash[seat];
    }

    /** The seat's square, or -1 once it is out. */
    public int squareOf(int seat) {
        return square[seat];
    }

    /** 0 when free, else the jail turn (1 to 3) the seat is on. */
    public int jailTurnOf(int seat) {
        return jail[seat];
    }

    public boolean isOutSeat(int seat) {
        return out[seat];
    }

    /** The seat holding the square, 0 for the bank. */
    public int ownerOf(int sq) {
        return owner[sq];
    }

    /** Buildings on the square, 5 for a hotel. */
    public int buildingsOn(int sq) {
        return houses[sq];
    }

    public boolean isMortgaged(int sq) {
        return mortgaged[sq];
    }

    /** How many out-of-jail cards the seat holds. */
    public int jailCardsOf(int seat) {
        int n = 0;
        for (int holder : cardHolder) {
            n += holder == seat ? 1 : 0;
        }
        return n;
    }

    /** The seat whose turn it is. */
    public int currentSeat() {
        return current;
    }

    public int currentRound() {
        return round;
    }

    /** The {@code rounds} option: 0 for no limit. */
    public int roundsLimit() {
        return roundsLimit;
    }

    /** Offers the current seat has made this turn. */
    public int offersMadeThisTurn() {
        return offersMade;
    }

    /** The open offer's text (docs/notation.md), or null. */
    public String openOfferText() {
        return offer == null ? null : offer.text();
    }

    /** What the seat owes in its first debt now, 0 when none. */
    public int debtOf(int seat) {
        return debts > 0 && debtSeat[0] == seat ? debtAmount[0] : 0;
    }

    /** Rule 23's W of the seat: what it could raise. */
    public int raisableOf(int seat) {
        return Estate.raisable(self(), seat);
    }

    /** Rule 28's worth of the seat. */
    public int worthOf(int seat) {
        return Estate.worth(self(), seat);
    }
}
