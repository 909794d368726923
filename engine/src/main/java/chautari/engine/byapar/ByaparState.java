package chautari.engine.byapar;

import chautari.engine.CardDraw;
import chautari.engine.Chance;
import chautari.engine.DiceSet;
import chautari.engine.Facts;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Rng;
import chautari.engine.byapar.Cards.Card;
import chautari.engine.byapar.Squares.Kind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A Byapar position (docs/rules/byapar.md: board, cards, rules 1 to 28; docs/notation.md for its texts and board).
 *
 * <p>A throw is either two dice (outcome {@code 6 * (first - 1) + (second - 1)}, text {@code 34}),
 * while the phase is {@code dice}, or one card drawn from the deck of the square the mover stands on
 * ({@link CardDraw}: outcome k is the k-th card that can come up now, text {@code L7}), while the
 * phase is {@code card}. {@link #chance()} tells which. Outcomes are not grouped: the order of the
 * dice shows in the board's {@code dice}.
 *
 * <p>Moves are coded {@link #BUY} .. {@link #ROLL}, {@code 100 + N} {@code build:sN}, {@code 200 + N}
 * sell, {@code 300 + N} mortgage, {@code 400 + N} unmortgage, and trade offers. Offers are an open
 * space (any squares, cards and money up to a seat's cash), so:
 * <ul>
 * <li>{@link #legalMoves} lists a finite family of offers to every other seat still in: one
 *   tradable square for one tradable square, a square for its price in money (either way), an
 *   out-of-jail card for 50 (either way). These have fixed codes ({@link OfferCodes}), so isLegal
 *   agrees with legalMoves on every code outside the parsed ones.</li>
 * <li>{@link #isLegal} accepts any well-formed offer rules 19 and 21 allow. {@link #parseMove} gives
 *   an offer outside the family a code into this state's own list of parsed offers
 *   ({@code 1 << 24 | index}), kept by {@link #copy} and emptied by the next move: such a code means
 *   something only in the position it was parsed in. So parseMove may add to that list (not safe
 *   to call from two threads at once on one state); it changes nothing of the position (board, hash).</li>
 * <li>The protocol's {@code legal} lists no offers (docs/notation.md): {@link #trades()} gives its
 *   {@code trades} instead, and {@link #legalMoveTextsWithoutOffers} its {@code moves}.</li>
 * </ul>
 */
public final class ByaparState extends GameState {
    static final int BUY = 1;
    static final int DECLINE = 2;
    static final int END = 3;
    static final int ACCEPT = 4;
    static final int REFUSE = 5;
    static final int PAY_FINE = 6;
    static final int USE_CARD = 7;
    static final int ROLL = 8;
    static final int BUILD = 100;
    static final int SELL = 200;
    static final int MORTGAGE = 300;
    static final int UNMORTGAGE = 400;
    private static final int MAX_PARSED = 1 << 16;
    private static final Offer[] NO_OFFERS = {};
    private static final int MAX_MOVES = 400;
    static final int OFFERS_A_TURN = 3;
    static final DiceSet DICE = new DiceSet(2, "123456");
    private static final String[] NUMBERS = {"1", "2", "3", "4", "5", "6"};

    /** The phases of docs/notation.md's table; each names its {@code board.phase}. */
    enum Stage {
        DICE, CARD, JAIL, BUY, RAISE, AFTER, OFFER, OVER;

        String wire() {
            return name().toLowerCase();
        }
    }

    /** What follows once the debts are settled: the square is resolved, or the third jail turn moves on (rule 10). */
    private static final int FINISH = 0;
    private static final int MOVE_ON = 1;
    /** Rent owed on the square reached by L6 (doubled) or L7 (10 times the throw). */
    private static final int PLAIN_RENT = 0;
    private static final int L6_RENT = 1;
    private static final int L7_RENT = 2;

    private final int players;
    private final int roundsLimit;
    private final int money;
    private final int[] square;
    private final int[] cash;
    private final int[] jail;
    private final boolean[] out;
    private final int[] owner;
    private final int[] houses;
    private final boolean[] mortgaged;
    /** The seat holding each out-of-jail card ({@link Cards#JAIL_CARDS} order), 0 when in its deck. */
    private final int[] cardHolder;
    private final Decks decks;
    private final int[] debtSeat;
    private final int[] debtTo;
    private final int[] debtAmount;
    private int debts;
    private int current;
    private Stage stage;
    private int dice;
    private int doubles;
    private boolean again;
    private int offersMade;
    private Offer offer;
    private int pending;
    private int rentMode;
    private int round;
    /** Money the bank has taken in less what it has paid out: the seats' cash plus this is always the cash they began with. */
    private long bank;
    private Result result;
    private Offer[] parsed;
    private int parsedCount;

    private ByaparState(int players, int roundsLimit, int money) {
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
        parsed = NO_OFFERS;
    }

    private ByaparState(ByaparState s) {
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
        parsed = s.parsedCount == 0 ? NO_OFFERS : Arrays.copyOf(s.parsed, s.parsedCount);
        parsedCount = s.parsedCount;
    }

    /** Rules 1 and 2: every token on s0, every seat holding {@code money}, the bank every square; seat 1 throws. */
    static ByaparState initial(int players, int roundsLimit, int money) {
        ByaparState s = new ByaparState(players, roundsLimit, money);
        Arrays.fill(s.cash, 1, players + 1, money);
        s.round = 1;
        s.current = 1;
        s.dice = -1;
        s.stage = Stage.DICE;
        return s;
    }

    // ---- the common API ----

    @Override
    public int players() {
        return players;
    }

    @Override
    public Phase phase() {
        return switch (stage) {
            case DICE, CARD -> Phase.THROW;
            case OVER -> Phase.OVER;
            default -> Phase.MOVE;
        };
    }

    @Override
    public int toMove() {
        return switch (stage) {
            case OVER -> 0;
            case RAISE -> debtSeat[0];
            case OFFER -> offer.to();
            default -> current;
        };
    }

    @Override
    public int maxMoves() {
        return MAX_MOVES;
    }

    @Override
    public int legalMoves(int seat, int[] out) {
        if (!awaits(seat)) {
            return 0;
        }
        int n = 0;
        switch (stage) {
            case JAIL -> {
                if (cash[seat] >= Squares.FINE) {
                    out[n++] = PAY_FINE;
                }
                if (holdsJailCard(seat)) {
                    out[n++] = USE_CARD;
                }
                out[n++] = ROLL;
            }
            case BUY -> {
                if (cash[seat] >= Squares.price(square[seat])) {
                    out[n++] = BUY;
                }
                out[n++] = DECLINE;
                n = raisingMoves(seat, out, n);
            }
            case RAISE -> n = raisingMoves(seat, out, n);
            case OFFER -> {
                out[n++] = ACCEPT;
                out[n++] = REFUSE;
            }
            case AFTER -> {
                for (int sq : Squares.HOLDABLE) {
                    if (canBuild(seat, sq)) {
                        out[n++] = BUILD + sq;
                    }
                    if (canUnmortgage(seat, sq)) {
                        out[n++] = UNMORTGAGE + sq;
                    }
                }
                n = raisingMoves(seat, out, n);
                out[n++] = END;
                n = listedOffers(seat, out, n);
            }
            default -> throw new IllegalStateException("no move in " + stage);
        }
        return n;
    }

    private int raisingMoves(int seat, int[] out, int n) {
        for (int sq : Squares.HOLDABLE) {
            if (canSell(seat, sq)) {
                out[n++] = SELL + sq;
            }
            if (canMortgage(seat, sq)) {
                out[n++] = MORTGAGE + sq;
            }
        }
        return n;
    }

    /** The family of offers the class comment describes, to every other seat still in, while offers are left. */
    private int listedOffers(int seat, int[] out, int n) {
        if (offersMade >= OFFERS_A_TURN) {
            return n;
        }
        long mine = tradableSquares(seat);
        for (int k = 1; k <= players; k++) {
            if (k == seat || this.out[k]) {
                continue;
            }
            long theirs = tradableSquares(k);
            for (long gs = mine; gs != 0; gs &= gs - 1) {
                int g = Long.numberOfTrailingZeros(gs);
                for (long ts = theirs; ts != 0; ts &= ts - 1) {
                    out[n++] = OfferCodes.code(OfferCodes.SWAP, k, g, Long.numberOfTrailingZeros(ts));
                }
                if (cash[k] >= Squares.price(g)) {
                    out[n++] = OfferCodes.code(OfferCodes.SELL_SQUARE, k, g, 0);
                }
            }
            for (long ts = theirs; ts != 0; ts &= ts - 1) {
                int t = Long.numberOfTrailingZeros(ts);
                if (cash[seat] >= Squares.price(t)) {
                    out[n++] = OfferCodes.code(OfferCodes.BUY_SQUARE, k, 0, t);
                }
            }
            for (int c = 0; c < Cards.JAIL_CARDS.length; c++) {
                if (cardHolder[c] == seat && cash[k] >= Offer.CARD_PRICE) {
                    out[n++] = OfferCodes.code(OfferCodes.SELL_CARD, k, 1 << c, 0);
                }
                if (cardHolder[c] == k && cash[seat] >= Offer.CARD_PRICE) {
                    out[n++] = OfferCodes.code(OfferCodes.BUY_CARD, k, 0, 1 << c);
                }
            }
        }
        return n;
    }

    /** The squares the seat could put in an offer (rule 19), as a mask by square number. */
    private long tradableSquares(int seat) {
        long mask = 0;
        for (int sq : Squares.HOLDABLE) {
            if (owner[sq] == seat && !groupBuilt(sq)) {
                mask |= 1L << sq;
            }
        }
        return mask;
    }

    @Override
    public boolean isLegal(int seat, int move) {
        if (!awaits(seat)) {
            return false;
        }
        if (move >= OfferCodes.TRADE) {
            Offer o = offerOf(move);
            return o != null && offerLegal(o);
        }
        return switch (move) {
            case BUY -> stage == Stage.BUY && cash[seat] >= Squares.price(square[seat]);
            case DECLINE -> stage == Stage.BUY;
            case END -> stage == Stage.AFTER;
            case ACCEPT, REFUSE -> stage == Stage.OFFER;
            case PAY_FINE -> stage == Stage.JAIL && cash[seat] >= Squares.FINE;
            case USE_CARD -> stage == Stage.JAIL && holdsJailCard(seat);
            case ROLL -> stage == Stage.JAIL;
            default -> {
                int sq = move % 100;
                if (move < BUILD || move >= UNMORTGAGE + Squares.COUNT || sq >= Squares.COUNT) {
                    yield false;
                }
                boolean raising = stage == Stage.AFTER || stage == Stage.BUY || stage == Stage.RAISE;
                yield switch (move / 100) {
                    case 1 -> stage == Stage.AFTER && canBuild(seat, sq);
                    case 2 -> raising && canSell(seat, sq);
                    case 3 -> raising && canMortgage(seat, sq);
                    default -> stage == Stage.AFTER && canUnmortgage(seat, sq);
                };
            }
        };
    }

    /** The offer a trade code stands for, or null when the code is none (see {@link OfferCodes}). */
    private Offer offerOf(int move) {
        if (move >= OfferCodes.PARSED) {
            int i = move - OfferCodes.PARSED;
            return i < parsedCount ? parsed[i] : null;
        }
        return OfferCodes.family(move);
    }

    /** Rules 19 and 21 for an offer of the current seat now. */
    private boolean offerLegal(Offer o) {
        int k = o.to();
        if (stage != Stage.AFTER || offersMade >= OFFERS_A_TURN || k < 1 || k > players || k == current || out[k]) {
            return false;
        }
        boolean giveSome = o.giveSquares() != 0 || o.giveCards() != 0 || o.giveMoney() > 0;
        boolean takeSome = o.takeSquares() != 0 || o.takeCards() != 0 || o.takeMoney() > 0;
        if (!giveSome || !takeSome || o.giveMoney() > 0 && o.takeMoney() > 0) {
            return false;
        }
        return squaresTradable(current, o.giveSquares()) && squaresTradable(k, o.takeSquares())
                && cardsHeld(current, o.giveCards()) && cardsHeld(k, o.takeCards())
                && o.giveMoney() <= cash[current] && o.takeMoney() <= cash[k];
    }

    private boolean squaresTradable(int seat, long squares) {
        for (long rest = squares; rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            if (sq >= Squares.COUNT || !tradable(seat, sq)) {
                return false;
            }
        }
        return true;
    }

    private boolean cardsHeld(int seat, int cards) {
        for (int c = 0; c < Cards.JAIL_CARDS.length; c++) {
            if ((cards >> c & 1) != 0 && cardHolder[c] != seat) {
                return false;
            }
        }
        return cards >> Cards.JAIL_CARDS.length == 0;
    }

    // ---- what a seat may do with its squares (rules 15 to 19) ----

    private boolean holdsAll(int seat, int group) {
        for (int sq : Squares.GROUP_SQUARES[group]) {
            if (owner[sq] != seat) {
                return false;
            }
        }
        return true;
    }

    private boolean groupBuilt(int sq) {
        int group = Squares.group(sq);
        if (group >= Squares.TRANSPORTS) {
            return false;
        }
        for (int other : Squares.GROUP_SQUARES[group]) {
            if (houses[other] > 0) {
                return true;
            }
        }
        return false;
    }

    boolean canBuild(int seat, int sq) {
        if (!Squares.holdable(sq) || !Squares.isPlace(sq) || owner[sq] != seat || houses[sq] == 5
                || cash[seat] < Squares.houseCost(sq)) {
            return false;
        }
        for (int other : Squares.GROUP_SQUARES[Squares.group(sq)]) {
            if (owner[other] != seat || mortgaged[other] || houses[other] < houses[sq]) {
                return false;
            }
        }
        return true;
    }

    boolean canSell(int seat, int sq) {
        if (!Squares.holdable(sq) || owner[sq] != seat || houses[sq] == 0) {
            return false;
        }
        for (int other : Squares.GROUP_SQUARES[Squares.group(sq)]) {
            if (houses[other] > houses[sq]) {
                return false;
            }
        }
        return true;
    }

    boolean canMortgage(int seat, int sq) {
        return Squares.holdable(sq) && owner[sq] == seat && !mortgaged[sq] && !groupBuilt(sq);
    }

    boolean canUnmortgage(int seat, int sq) {
        return Squares.holdable(sq) && owner[sq] == seat && mortgaged[sq] && cash[seat] >= Squares.unmortgage(sq);
    }

    boolean tradable(int seat, int sq) {
        return owner[sq] == seat && !groupBuilt(sq);
    }

    private boolean holdsJailCard(int seat) {
        return cardHolder[0] == seat || cardHolder[1] == seat;
    }

    // ---- moves ----

    @Override
    protected void apply(int seat, int move) {
        Offer offered = move >= OfferCodes.TRADE ? offerOf(move) : null;
        parsedCount = 0;
        if (offered != null) {
            offer = offered;
            offersMade++;
            stage = Stage.OFFER;
            return;
        }
        switch (move) {
            case BUY -> {
                int sq = square[seat];
                pay(seat, Squares.price(sq));
                owner[sq] = seat;
                finishSquare();
            }
            case DECLINE -> finishSquare();
            case END -> endTurn();
            case ACCEPT -> {
                exchange(offer);
                offer = null;
                stage = Stage.AFTER;
            }
            case REFUSE -> {
                offer = null;
                stage = Stage.AFTER;
            }
            case PAY_FINE -> {
                pay(seat, Squares.FINE);
                jail[seat] = 0;
                stage = Stage.DICE;
            }
            case USE_CARD -> {
                int c = cardHolder[1] == seat ? 1 : 0;
                cardHolder[c] = 0;
                decks.putBack(Cards.JAIL_CARDS[c]);
                jail[seat] = 0;
                stage = Stage.DICE;
            }
            case ROLL -> stage = Stage.DICE;
            default -> {
                int sq = move % 100;
                switch (move / 100) {
                    case 1 -> {
                        pay(seat, Squares.houseCost(sq));
                        houses[sq]++;
                    }
                    case 2 -> {
                        houses[sq]--;
                        collect(seat, Squares.houseCost(sq) / 2);
                    }
                    case 3 -> {
                        mortgaged[sq] = true;
                        collect(seat, Squares.mortgage(sq));
                    }
                    default -> {
                        pay(seat, Squares.unmortgage(sq));
                        mortgaged[sq] = false;
                    }
                }
                if (stage == Stage.RAISE) {
                    settle();
                }
            }
        }
    }

    /** Rule 20: everything changes hands as it is. */
    private void exchange(Offer o) {
        int k = o.to();
        for (int sq : Squares.HOLDABLE) {
            if ((o.giveSquares() >>> sq & 1) != 0) {
                owner[sq] = k;
            } else if ((o.takeSquares() >>> sq & 1) != 0) {
                owner[sq] = current;
            }
        }
        for (int c = 0; c < Cards.JAIL_CARDS.length; c++) {
            if ((o.giveCards() >> c & 1) != 0) {
                cardHolder[c] = k;
            } else if ((o.takeCards() >> c & 1) != 0) {
                cardHolder[c] = current;
            }
        }
        cash[current] += o.takeMoney() - o.giveMoney();
        cash[k] += o.giveMoney() - o.takeMoney();
    }

    private void pay(int seat, int amount) {
        cash[seat] -= amount;
        bank += amount;
    }

    private void collect(int seat, int amount) {
        cash[seat] += amount;
        bank -= amount;
    }

    // ---- throws ----

    @Override
    public Chance chance() {
        return switch (stage) {
            case DICE -> DICE;
            case CARD -> new CardDraw(possibleCards());
            default -> DICE;
        };
    }

    private List<String> possibleCards() {
        return decks.possible(deckHere());
    }

    private int deckHere() {
        return Squares.at(square[current]).kind() == Kind.LUCK ? Cards.LUCK : Cards.COMMUNITY;
    }

    @Override
    public int sampleChance(Rng rng) {
        if (stage == Stage.CARD) {
            int deck = deckHere();
            int count = decks.possibleCount(deck);
            return count == 1 ? 0 : rng.nextInt(count);
        }
        return rng.nextInt(36);
    }

    /** A throw's total and whether it is doubles; a card's text and id. */
    @Override
    public Facts throwFacts(int outcome) {
        if (stage == Stage.CARD) {
            int deck = deckHere();
            String id = possibleCards().get(outcome);
            return Facts.ofThrow(-1, 0, Cards.of(Cards.parse(id)).text(), false).with("card", id)
                    .with("deck", deck == Cards.LUCK ? "L" : "C");
        }
        return Facts.ofThrow(-1, outcome / 6 + outcome % 6 + 2, null, false).with("doubles", outcome / 6 == outcome % 6);
    }

    @Override
    public int chanceGroupCount() {
        return chanceOutcomeCount();
    }

    @Override
    public int chanceGroupOutcome(int group) {
        return group;
    }

    @Override
    public double chanceGroupProbability(int group) {
        return chanceProbability(group);
    }

    @Override
    protected void applyOutcome(int outcome) {
        parsedCount = 0;
        if (stage == Stage.DICE) {
            throwDice(outcome);
        } else {
            drawCard(outcome);
        }
    }

    private int total() {
        return dice / 6 + dice % 6 + 2;
    }

    /** Rules 4, 5, 7 and 10. */
    private void throwDice(int outcome) {
        dice = outcome;
        boolean pair = outcome / 6 == outcome % 6;
        if (jail[current] > 0) {
            again = false;
            if (pair) {
                jail[current] = 0;
                moveForward(total());
                resolveSquare();
            } else if (jail[current] < 3) {
                jail[current]++;
                stage = Stage.AFTER;
            } else {
                jail[current] = 0;
                pending = MOVE_ON;
                owe(current, 0, Squares.FINE);
                settle();
            }
            return;
        }
        if (pair && doubles == 2) {
            goToJail();
            return;
        }
        if (pair) {
            doubles++;
        }
        again = pair;
        moveForward(total());
        resolveSquare();
    }

    private void moveForward(int steps) {
        int to = square[current] + steps;
        if (to >= Squares.COUNT) {
            to -= Squares.COUNT;
            collect(current, Squares.SALARY);
        }
        square[current] = to;
    }

    /** Rules 12 to 14 for the square the mover stands on. */
    private void resolveSquare() {
        int sq = square[current];
        Squares.Square here = Squares.at(sq);
        switch (here.kind()) {
            case START, JAIL, REST -> finishSquare();
            case GO_TO_JAIL -> goToJail();
            case TAX -> {
                owe(current, 0, here.tax());
                settle();
            }
            case LUCK, COMMUNITY -> stage = Stage.CARD;
            default -> {
                int holder = owner[sq];
                if (holder == 0) {
                    rentMode = PLAIN_RENT;
                    stage = Stage.BUY;
                } else if (holder == current || mortgaged[sq]) {
                    finishSquare();
                } else {
                    owe(current, holder, rent(sq));
                    settle();
                }
            }
        }
    }

    /** Rule 14's rent owed on a held, unmortgaged square, with L6 or L7's change. */
    int rent(int sq) {
        int holder = owner[sq];
        int group = Squares.group(sq);
        int mode = rentMode;
        rentMode = PLAIN_RENT;
        if (group == Squares.TRANSPORTS) {
            int rent = Squares.TRANSPORT_RENT[heldIn(holder, group)];
            return mode == L6_RENT ? 2 * rent : rent;
        }
        if (group == Squares.UTILITIES) {
            int times = mode == L7_RENT ? 10 : Squares.UTILITY_TIMES[heldIn(holder, group)];
            return times * total();
        }
        int[] rents = Squares.at(sq).rent();
        if (houses[sq] > 0) {
            return rents[houses[sq]];
        }
        return holdsAll(holder, group) ? 2 * rents[0] : rents[0];
    }

    private int heldIn(int seat, int group) {
        int n = 0;
        for (int sq : Squares.GROUP_SQUARES[group]) {
            if (owner[sq] == seat) {
                n++;
            }
        }
        return n;
    }

    /** The square is wholly resolved: another throw for doubles, else the after phase (docs/notation.md's phases). */
    private void finishSquare() {
        rentMode = PLAIN_RENT;
        stage = again ? Stage.DICE : Stage.AFTER;
    }

    /** Rule 7. */
    private void goToJail() {
        square[current] = Squares.JAIL;
        jail[current] = 1;
        again = false;
        endTurn();
    }

    /** Rules 8 and 9. */
    private void drawCard(int outcome) {
        int deck = deckHere();
        int card = decks.draw(deck, outcome);
        Card drawn = Cards.of(card);
        if (drawn.effect() == Cards.Effect.OUT_OF_JAIL) {
            cardHolder[card == Cards.C5 ? 0 : 1] = current;
        } else {
            decks.putBack(card);
        }
        int here = square[current];
        switch (drawn.effect()) {
            case FORWARD_TO -> {
                moveForward((drawn.amount() - here + Squares.COUNT) % Squares.COUNT);
                resolveSquare();
            }
            case NEXT_TRANSPORT, NEXT_UTILITY -> {
                int group = drawn.effect() == Cards.Effect.NEXT_TRANSPORT ? Squares.TRANSPORTS : Squares.UTILITIES;
                int steps = 1;
                while (Squares.group((here + steps) % Squares.COUNT) != group) {
                    steps++;
                }
                moveForward(steps);
                rentMode = group == Squares.TRANSPORTS ? L6_RENT : L7_RENT;
                resolveSquare();
            }
            case BACK -> {
                square[current] = (here - drawn.amount() + Squares.COUNT) % Squares.COUNT;
                resolveSquare();
            }
            case BACK_TO -> {
                square[current] = drawn.amount();
                resolveSquare();
            }
            case OUT_OF_JAIL -> finishSquare();
            case GO_TO_JAIL -> goToJail();
            case COLLECT -> {
                collect(current, drawn.amount());
                finishSquare();
            }
            case PAY -> {
                owe(current, 0, drawn.amount());
                settle();
            }
            case REPAIRS -> {
                int amount = 0;
                for (int sq : Squares.HOLDABLE) {
                    if (owner[sq] == current) {
                        amount += houses[sq] == 5 ? drawn.hotel() : houses[sq] * drawn.amount();
                    }
                }
                if (amount > 0) {
                    owe(current, 0, amount);
                }
                settle();
            }
            case PAY_EACH, COLLECT_EACH -> {
                for (int i = 1; i < players; i++) {
                    int other = (current - 1 + i) % players + 1;
                    if (!out[other]) {
                        if (drawn.effect() == Cards.Effect.PAY_EACH) {
                            owe(current, other, drawn.amount());
                        } else {
                            owe(other, current, drawn.amount());
                        }
                    }
                }
                settle();
            }
        }
    }

    // ---- debts (rules 22 to 25) ----

    private void owe(int seat, int to, int amount) {
        debtSeat[debts] = seat;
        debtTo[debts] = to;
        debtAmount[debts] = amount;
        debts++;
    }

    private void dropFirstDebt() {
        debts--;
        System.arraycopy(debtSeat, 1, debtSeat, 0, debts);
        System.arraycopy(debtTo, 1, debtTo, 0, debts);
        System.arraycopy(debtAmount, 1, debtAmount, 0, debts);
    }

    /** Settles debts in order while cash covers them; stops to raise money, or makes a debtor bankrupt; then goes on. */
    private void settle() {
        while (debts > 0) {
            int seat = debtSeat[0];
            int to = debtTo[0];
            int amount = debtAmount[0];
            if (cash[seat] >= amount) {
                cash[seat] -= amount;
                if (to == 0) {
                    bank += amount;
                } else {
                    cash[to] += amount;
                }
                dropFirstDebt();
                continue;
            }
            if (raisable(seat) >= amount) {
                stage = Stage.RAISE;
                return;
            }
            dropFirstDebt();
            bankrupt(seat, to);
            if (stage == Stage.OVER) {
                return;
            }
            if (seat == current) {
                debts = 0;
                pending = FINISH;
                endTurn();
                return;
            }
        }
        if (pending == MOVE_ON) {
            pending = FINISH;
            moveForward(total());
            resolveSquare();
        } else {
            finishSquare();
        }
    }

    /** Rule 23's W: cash, half the house cost of every building, the mortgage value of every unmortgaged square. */
    int raisable(int seat) {
        int w = cash[seat];
        for (int sq : Squares.HOLDABLE) {
            if (owner[sq] == seat) {
                w += houses[sq] * Squares.houseCost(sq) / 2 + (mortgaged[sq] ? 0 : Squares.mortgage(sq));
            }
        }
        return w;
    }

    /** Rule 24. */
    private void bankrupt(int seat, int to) {
        for (int sq : Squares.HOLDABLE) {
            if (owner[sq] == seat && houses[sq] > 0) {
                collect(seat, houses[sq] * Squares.houseCost(sq) / 2);
                houses[sq] = 0;
            }
        }
        if (to > 0) {
            cash[to] += cash[seat];
        } else {
            bank += cash[seat];
        }
        cash[seat] = 0;
        for (int sq : Squares.HOLDABLE) {
            if (owner[sq] == seat) {
                owner[sq] = to;
                if (to == 0) {
                    mortgaged[sq] = false;
                }
            }
        }
        for (int c = 0; c < Cards.JAIL_CARDS.length; c++) {
            if (cardHolder[c] == seat) {
                cardHolder[c] = to;
                if (to == 0) {
                    decks.putBack(Cards.JAIL_CARDS[c]);
                }
            }
        }
        out[seat] = true;
        jail[seat] = 0;
        square[seat] = -1;
        int left = 0;
        int last = 0;
        for (int s = 1; s <= players; s++) {
            if (!out[s]) {
                left++;
                last = s;
            }
        }
        if (left == 1) {
            end(List.of(last), "bankruptcy");
        }
    }

    // ---- turns, rounds and the end (rules 3, 26 to 28) ----

    private void endTurn() {
        int next = current;
        do {
            next = next % players + 1;
        } while (out[next]);
        if (next <= current) {
            if (roundsLimit > 0 && round == roundsLimit) {
                end(null, "rounds");
                return;
            }
            round++;
        }
        current = next;
        dice = -1;
        doubles = 0;
        again = false;
        offersMade = 0;
        stage = jail[current] > 0 ? Stage.JAIL : Stage.DICE;
    }

    /** Rule 28's worth. */
    int worth(int seat) {
        if (out[seat]) {
            return 0;
        }
        int w = cash[seat];
        for (int sq : Squares.HOLDABLE) {
            if (owner[sq] == seat) {
                w += (mortgaged[sq] ? Squares.mortgage(sq) : Squares.price(sq)) + houses[sq] * Squares.houseCost(sq);
            }
        }
        return w;
    }

    private void end(List<Integer> winner, String reason) {
        Map<String, Object> worth = new TreeMap<>();
        int best = Integer.MIN_VALUE;
        boolean anyOut = false;
        for (int s = 1; s <= players; s++) {
            worth.put(String.valueOf(s), worth(s));
            best = Math.max(best, worth(s));
            anyOut |= out[s];
        }
        List<Integer> winners = new ArrayList<>();
        if (winner != null) {
            winners.addAll(winner);
        } else {
            for (int s = 1; s <= players; s++) {
                if (!out[s] && worth(s) == best) {
                    winners.add(s);
                }
            }
            if (!anyOut && winners.size() == players) {
                winners.clear();
            }
        }
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("reason", reason);
        details.put("worth", worth);
        details.put("rounds", round);
        result = new Result(winners, winners.isEmpty(), details);
        stage = Stage.OVER;
        offer = null;
        debts = 0;
    }

    @Override
    public Result result() {
        return stage == Stage.OVER ? result : null;
    }

    // ---- texts ----

    @Override
    public String moveText(int move) {
        switch (move) {
            case BUY:
                return "buy";
            case DECLINE:
                return "decline";
            case END:
                return "end";
            case ACCEPT:
                return "accept";
            case REFUSE:
                return "refuse";
            case PAY_FINE:
                return "pay-fine";
            case USE_CARD:
                return "use-card";
            case ROLL:
                return "roll";
            default:
                break;
        }
        if (move >= OfferCodes.TRADE) {
            Offer o = offerOf(move);
            if (o == null) {
                throw new IllegalArgumentException("move " + move + " is not a Byapar move");
            }
            return o.text();
        }
        if (move < BUILD || move >= UNMORTGAGE + Squares.COUNT || move % 100 >= Squares.COUNT) {
            throw new IllegalArgumentException("move " + move + " is not a Byapar move");
        }
        String[] verbs = {"build", "sell", "mortgage", "unmortgage"};
        return verbs[move / 100 - 1] + ":s" + move % 100;
    }

    @Override
    public int parseMove(String text) {
        switch (text) {
            case "buy":
                return BUY;
            case "decline":
                return DECLINE;
            case "end":
                return END;
            case "accept":
                return ACCEPT;
            case "refuse":
                return REFUSE;
            case "pay-fine":
                return PAY_FINE;
            case "use-card":
                return USE_CARD;
            case "roll":
                return ROLL;
            default:
                break;
        }
        if (text.startsWith("trade:")) {
            Offer o = Offer.parse(text);
            int family = OfferCodes.familyCode(o);
            if (family >= 0) {
                return family;
            }
            return parsedCode(o);
        }
        int colon = text.indexOf(':');
        int verb = colon < 0 ? -1 : List.of("build", "sell", "mortgage", "unmortgage").indexOf(text.substring(0, colon));
        String sq = colon < 0 ? "" : text.substring(colon + 1);
        if (verb < 0 || !sq.matches("s(0|[1-9][0-9]?)") || Integer.parseInt(sq.substring(1)) >= Squares.COUNT) {
            throw new GameException("'" + text + "' is not a Byapar move: buy, decline, build:sN, sell:sN, mortgage:sN,"
                    + " unmortgage:sN, trade:K:give=...:take=..., accept, refuse, pay-fine, use-card, roll or end");
        }
        return (verb + 1) * 100 + Integer.parseInt(sq.substring(1));
    }

    private int parsedCode(Offer o) {
        for (int i = 0; i < parsedCount; i++) {
            if (parsed[i].equals(o)) {
                return OfferCodes.PARSED + i;
            }
        }
        if (parsedCount == MAX_PARSED) {
            throw new GameException("too many offers read in one position");
        }
        if (parsedCount == parsed.length) {
            parsed = Arrays.copyOf(parsed, Math.max(4, 2 * parsed.length));
        }
        parsed[parsedCount] = o;
        return OfferCodes.PARSED + parsedCount++;
    }

    // ---- the board ----

    @Override
    public long positionHash() {
        long h = mix(mix(mix(mix(0, players), stage.ordinal()), current), dice);
        h = mix(mix(mix(mix(h, doubles), again ? 1 : 0), offersMade), round);
        h = mix(mix(mix(h, pending), rentMode), offer == null ? 0 : offer.hashCode());
        h = mix(mix(mix(h, square), cash), jail);
        for (int s = 1; s <= players; s++) {
            h = mix(h, out[s] ? 1 : 0);
        }
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            h = mix(h, owner[sq] << 8 | houses[sq] << 1 | (mortgaged[sq] ? 1 : 0));
        }
        h = mix(mix(h, cardHolder), decks.hash(0));
        h = mix(h, debts);
        for (int i = 0; i < debts; i++) {
            h = mix(mix(mix(h, debtSeat[i]), debtTo[i]), debtAmount[i]);
        }
        return h;
    }

    @Override
    public Map<String, Object> board() {
        Map<String, Object> seats = new LinkedHashMap<>();
        for (int s = 1; s <= players; s++) {
            Map<String, Object> seat = new LinkedHashMap<>();
            seat.put("square", out[s] ? null : square[s]);
            seat.put("money", cash[s]);
            seat.put("jail", jail[s]);
            seat.put("cards", cardsOf(s));
            seat.put("out", out[s]);
            seats.put(String.valueOf(s), seat);
        }
        Map<String, Object> places = new LinkedHashMap<>();
        for (int sq : Squares.HOLDABLE) {
            if (owner[sq] != 0) {
                Map<String, Object> place = new LinkedHashMap<>();
                place.put("owner", owner[sq]);
                place.put("houses", houses[sq]);
                place.put("mortgaged", mortgaged[sq]);
                places.put(Squares.name(sq), place);
            }
        }
        Map<String, Object> board = new LinkedHashMap<>();
        board.put("seats", seats);
        board.put("places", places);
        board.put("current", stage == Stage.OVER ? null : current);
        board.put("phase", stage.wire());
        board.put("dice", dice < 0 ? null : diceText(dice));
        board.put("doubles", doubles);
        board.put("offers", offersMade);
        Map<String, Object> open = null;
        if (offer != null) {
            open = new LinkedHashMap<>();
            open.put("to", offer.to());
            open.put("move", offer.text());
        }
        board.put("offer", open);
        List<Object> owed = new ArrayList<>();
        for (int i = 0; i < debts; i++) {
            Map<String, Object> debt = new LinkedHashMap<>();
            debt.put("seat", debtSeat[i]);
            debt.put("to", debtTo[i]);
            debt.put("amount", debtAmount[i]);
            owed.add(debt);
        }
        board.put("debts", owed);
        board.put("round", round);
        board.put("decks", decks.board());
        return board;
    }

    private List<String> cardsOf(int seat) {
        List<String> cards = new ArrayList<>(2);
        for (int c = 0; c < Cards.JAIL_CARDS.length; c++) {
            if (cardHolder[c] == seat) {
                cards.add(Cards.id(Cards.JAIL_CARDS[c]));
            }
        }
        return cards;
    }

    static String diceText(int outcome) {
        return NUMBERS[outcome / 6] + NUMBERS[outcome % 6];
    }

    /**
     * docs/notation.md's {@code trades} for the protocol's {@code legal} answer, while the current seat may
     * offer: offers left, and what each seat still in could put in an offer; else null.
     */
    public Map<String, Object> trades() {
        if (stage != Stage.AFTER || offersMade >= OFFERS_A_TURN) {
            return null;
        }
        Map<String, Object> seats = new LinkedHashMap<>();
        int others = 0;
        for (int s = 1; s <= players; s++) {
            if (out[s]) {
                continue;
            }
            others += s == current ? 0 : 1;
            List<String> squares = new ArrayList<>();
            for (int sq : Squares.HOLDABLE) {
                if (tradable(s, sq)) {
                    squares.add(Squares.name(sq));
                }
            }
            Map<String, Object> seat = new LinkedHashMap<>();
            seat.put("squares", squares);
            seat.put("cards", cardsOf(s));
            seat.put("money", cash[s]);
            seats.put(String.valueOf(s), seat);
        }
        if (others == 0) {
            return null;
        }
        Map<String, Object> trades = new LinkedHashMap<>();
        trades.put("left", OFFERS_A_TURN - offersMade);
        trades.put("seats", seats);
        return trades;
    }

    /** The protocol's {@code legal}: every legal move of the seat except offers, in plain string order. */
    public String[] legalMoveTextsWithoutOffers(int seat) {
        return Arrays.stream(legalMoveTexts(seat)).filter(m -> !m.startsWith("trade:")).toArray(String[]::new);
    }

    @Override
    public String[] listedMoveTexts(int seat) {
        return legalMoveTextsWithoutOffers(seat);
    }

    @Override
    public Map<String, Object> moveExtras(int seat) {
        Map<String, Object> trades = seat == current ? trades() : null;
        return trades == null ? Map.of() : Map.of("trades", trades);
    }

    @Override
    public ByaparState copy() {
        return new ByaparState(this);
    }

    // ---- read by tests and bots ----

    Stage stage() {
        return stage;
    }

    int cash(int seat) {
        return cash[seat];
    }

    int square(int seat) {
        return square[seat];
    }

    int jail(int seat) {
        return jail[seat];
    }

    boolean isOut(int seat) {
        return out[seat];
    }

    int owner(int sq) {
        return owner[sq];
    }

    int houses(int sq) {
        return houses[sq];
    }

    boolean mortgaged(int sq) {
        return mortgaged[sq];
    }

    int current() {
        return current;
    }

    int round() {
        return round;
    }

    int startingMoney() {
        return money;
    }

    /** The bank's takings less its payments. */
    long bank() {
        return bank;
    }

    int debtCount() {
        return debts;
    }

    int debtAmount() {
        return debtAmount[0];
    }

    // ---- set up by tests ----

    ByaparState give(int seat, int sq) {
        owner[sq] = seat;
        return this;
    }

    ByaparState build(int sq, int n) {
        houses[sq] = n;
        return this;
    }

    ByaparState mortgage(int sq) {
        mortgaged[sq] = true;
        return this;
    }

    /** Sets a seat's cash, moving the difference to or from the bank so money stays conserved. */
    ByaparState cash(int seat, int amount) {
        bank -= amount - cash[seat];
        cash[seat] = amount;
        return this;
    }

    ByaparState at(int seat, int sq) {
        square[seat] = sq;
        return this;
    }

    ByaparState jail(int seat, int turn) {
        jail[seat] = turn;
        if (seat == current && stage == Stage.DICE) {
            stage = turn > 0 ? Stage.JAIL : Stage.DICE;
        }
        return this;
    }

    ByaparState holdCard(int seat, int card) {
        int c = card == Cards.C5 ? 0 : 1;
        cardHolder[c] = seat;
        decks.remove(card);
        return this;
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
        return this;
    }

    ByaparState roundNow(int r) {
        round = r;
        return this;
    }

    /** The seat whose turn begins now (its first throw awaited, or its jail choice). */
    ByaparState turn(int seat) {
        current = seat;
        stage = jail[seat] > 0 ? Stage.JAIL : Stage.DICE;
        return this;
    }

    // ---- public reads for the computer players (chautari.bots.byapar); one block, kept last ----

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
        return raisable(seat);
    }

    /** Rule 28's worth of the seat. */
    public int worthOf(int seat) {
        return worth(seat);
    }

    /** A square's kind as the board's constants write it: {@code place}, {@code transport}, {@code luck}, {@code go-to-jail}, ... */
    public static String kindOf(int sq) {
        return Squares.at(sq).kind().name().toLowerCase().replace('_', '-');
    }

    /** The square's group: 0..7 for A..H, 8 transports, 9 utilities, -1 for none. */
    public static int groupOf(int sq) {
        return Squares.group(sq);
    }

    /** The squares of a group (0..9), by number. */
    public static int[] groupSquares(int group) {
        return Squares.GROUP_SQUARES[group].clone();
    }

    public static int priceOf(int sq) {
        return Squares.price(sq);
    }

    /** A place's rent with 0..4 houses, 5 a hotel (no building: the base rent, not doubled). */
    public static int placeRent(int sq, int buildings) {
        return Squares.at(sq).rent()[buildings];
    }

    public static int houseCostOf(int sq) {
        return Squares.houseCost(sq);
    }

    public static int mortgageOf(int sq) {
        return Squares.mortgage(sq);
    }

    public static int unmortgageOf(int sq) {
        return Squares.unmortgage(sq);
    }

    /** The tax of a tax square, else 0. */
    public static int taxOf(int sq) {
        return Squares.at(sq).tax();
    }

    /** Where card {@code id} (e.g. {@code L6}) drawn on square {@code drawnOn} puts the token: a square, -1 if it stays, -2 to jail (rule 9). */
    public static int cardDestination(String id, int drawnOn) {
        Card card = Cards.of(Cards.parse(id));
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

    /** The ids of a deck's cards, {@code L1..L16} for luck squares, {@code C1..C16} for community squares. */
    public static List<String> deckOf(int sq) {
        int deck = Squares.at(sq).kind() == Kind.LUCK ? Cards.LUCK : Cards.COMMUNITY;
        List<String> ids = new ArrayList<>(Cards.PER_DECK);
        for (int i = 0; i < Cards.PER_DECK; i++) {
            ids.add(Cards.id(deck * Cards.PER_DECK + i));
        }
        return ids;
    }
}
