package chautari.engine.byapar;

import chautari.engine.CardDraw;
import chautari.engine.Chance;
import chautari.engine.DiceSet;
import chautari.engine.Facts;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Rng;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A Byapar position (docs/rules/byapar.md: board, cards, rules 1 to 28; docs/notation.md for its texts and board).
 * It holds the position; the rules live in classes of one job each: {@link LegalMoves}, {@link MoveEffects},
 * {@link Turn}, {@link CardEffects}, {@link Payments}, {@link Debts}, {@link Trading}, {@link Ending},
 * {@link Estate}, {@link MoveTexts} and {@link BoardJson}.
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
 * <li>{@link #parseMove} reads any offer rules 19 and 21 allow now, and refuses every other with a
 *   GameException saying why. An offer outside the family gets a code from {@link ParsedOffers},
 *   which stands for it in this position only. Reading, checking and writing moves never change
 *   the state, so any number of threads may do them at once on one state.</li>
 * <li>The protocol's {@code legal} lists no offers (docs/protocol.md): {@link #listedMoveTexts} gives its
 *   {@code moves}, and {@link #moveExtras} its {@code trades} ({@link #trades()}) to build an offer from.</li>
 * </ul>
 */
public final class ByaparState extends ByaparPosition {
    public static final int BUY = 1;
    public static final int DECLINE = 2;
    public static final int END = 3;
    public static final int ACCEPT = 4;
    public static final int REFUSE = 5;
    public static final int PAY_FINE = 6;
    public static final int USE_CARD = 7;
    public static final int ROLL = 8;
    /** Building on square N is {@code BUILD + N}; so too selling, mortgaging and lifting a mortgage. */
    public static final int BUILD = 100;
    public static final int SELL = 200;
    public static final int MORTGAGE = 300;
    public static final int UNMORTGAGE = 400;
    /** Every offer's code is this or more; every other move's is below 500. */
    public static final int OFFERS_FROM = OfferCodes.TRADE;
    static final int OFFERS_A_TURN = 3;
    static final DiceSet DICE = new DiceSet(2, "123456");
    private static final int MAX_MOVES = 400;

    private ByaparState(int players, int roundsLimit, int money) {
        super(players, roundsLimit, money);
    }

    private ByaparState(ByaparState s) {
        super(s);
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
        return awaits(seat) ? LegalMoves.list(this, seat, out) : 0;
    }

    @Override
    public boolean isLegal(int seat, int move) {
        if (!awaits(seat)) {
            return false;
        }
        if (move >= OfferCodes.TRADE) {
            Offer o = Trading.offerOf(this, move);
            return o != null && Trading.legal(this, o);
        }
        return LegalMoves.isLegal(this, seat, move);
    }

    @Override
    protected void apply(int seat, int move) {
        MoveEffects.apply(this, seat, move);
    }

    @Override
    public Chance chance() {
        return stage == Stage.CARD ? new CardDraw(decks.possible(CardEffects.deckHere(this))) : DICE;
    }

    @Override
    public int sampleChance(Rng rng) {
        if (stage == Stage.CARD) {
            int count = decks.possibleCount(CardEffects.deckHere(this));
            return count == 1 ? 0 : rng.nextInt(count);
        }
        return rng.nextInt(36);
    }

    /** A throw's total and whether it is doubles; a card's text and id. */
    @Override
    public Facts throwFacts(int outcome) {
        if (stage == Stage.CARD) {
            int deck = CardEffects.deckHere(this);
            String id = decks.possible(deck).get(outcome);
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
        if (stage == Stage.DICE) {
            Turn.throwDice(this, outcome);
        } else {
            CardEffects.draw(this, outcome);
        }
    }

    @Override
    public Result result() {
        return stage == Stage.OVER ? result : null;
    }

    @Override
    public String moveText(int move) {
        return MoveTexts.text(this, move);
    }

    @Override
    public int parseMove(String text) {
        return MoveTexts.parse(this, text);
    }

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
        return BoardJson.of(this);
    }

    /**
     * docs/notation.md's {@code trades} for the protocol's {@code legal} answer, while an offer is possible
     * (rules 19 and 21): offers left, and what each seat still in could put in an offer; else null.
     */
    public Map<String, Object> trades() {
        return Trading.trades(this);
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

    // ---- the board's facts for computer players ----

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
        return CardEffects.destination(Cards.of(Cards.parse(id)), drawnOn);
    }

    /** The ids of a deck's cards, {@code L1..L16} for luck squares, {@code C1..C16} for community squares. */
    public static List<String> deckOf(int sq) {
        int deck = Squares.at(sq).kind() == Squares.Kind.LUCK ? Cards.LUCK : Cards.COMMUNITY;
        List<String> ids = new ArrayList<>(Cards.PER_DECK);
        for (int i = 0; i < Cards.PER_DECK; i++) {
            ids.add(Cards.id(deck * Cards.PER_DECK + i));
        }
        return ids;
    }
}
