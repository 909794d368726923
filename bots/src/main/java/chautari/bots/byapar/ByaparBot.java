package chautari.bots.byapar;

import chautari.bots.Bot;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.byapar.ByaparState;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A table level's Byapar player (docs/rules/byapar.md); simple, the ladder's baseline, is {@link SimpleByapar}.
 * Every level buys, builds, mortgages or sells when short, gets out of jail, answers offers and makes them,
 * and never accepts an offer that hands the other seat a whole group for nothing like its worth
 * ({@link Valuation#handsOverMonopoly}).
 *
 * <ul>
 * <li>beginner keeps a little cash back, builds where it happens to, and now and then makes an offer,
 *   one to its gain or a plain one, drawn among the trades that by its own rough reckoning cost it little
 *   (never weighing what the other side gets);</li>
 * <li>good weighs squares by price and rent as if every square were landed on equally, builds where
 *   a house adds the most rent for its cost, raises money where it loses least, buys a square that
 *   completes or blocks a group even by mortgaging, and trades for gain;</li>
 * <li>strong does the same with the landing odds of {@link Landing} (so the third house, the orange
 *   and red groups, the transports), puts its money into houses on its whole groups, mortgaging lone
 *   squares to pay for them, keeps the cash the worst rent one throw ahead would take (less what it
 *   could still mortgage) until its last round's after phase, where it keeps only what a card could
 *   still take and builds with the rest, and stays in jail once the board is dangerous. Its offers also take the
 *   places that complete a group for it, for money or for the places completing one for the other seat
 *   ({@link Deals}); it weighs its best few offers by playing the game out after each and after none
 *   ({@link Playouts}), and makes one only if it wins more; and it answers an offer by playing out
 *   accepting and refusing, its reckoning deciding only when the two are within a hair.</li>
 * </ul>
 *
 * <p>In a game without a round limit, good and strong trade to gather split groups once it has
 * stalled ({@link #STALL_ROUND}), so that someone builds and the game ends.
 *
 * <p>Offers are those of the state's listed family (a square for a square, a square for its price, a
 * card for 50), whose codes mean the same on the table as on the view the bot thinks from, and strong's
 * deals, read with {@code parseMove} on the view: a copy, so the code stands for the same offer on the
 * table (ByaparState's class comment).
 */
public final class ByaparBot implements Bot {
    private static final Valuation EVEN = new Valuation(Landing.UNIFORM_PER_TURN);
    private static final Valuation ODDS = new Valuation(Landing.PER_TURN);

    /** What strong leaves the other seat by its own reckoning in its first, second and third offer of a turn. */
    private static final double[] THEIR_GAIN_ASKED = {20, 150, 420};
    /** Strong mortgages to buy any square before this round, while the board is still being shared out. */
    private static final int BUY_ROUNDS = 8;
    /** In a game without a round limit, the round after which good and strong trade to gather split groups. */
    private static final int STALL_ROUND = 40;
    /** How much further below even such a trade may be, for each round past {@link #STALL_ROUND} and each holder it takes out of a group. */
    private static final double STALL_STEP = 25;
    /** Rounds past {@link #STALL_ROUND} after which a stalled game's swaps may complete a group for one side only. */
    private static final int STALL_GRACE = 20;
    /** Beginner makes a plain offer in one after phase in this many. */
    private static final int PLAIN_OFFERS = 4;
    /** What beginner's own reckoning lets a plain offer cost it. */
    private static final double PLAIN_OFFER_LOSS = 40;
    /** What strong keeps per other seat in its last after phase: a card (C7) may still make it pay 20 to each. */
    private static final int FINAL_CARD_DEBT = 20;
    /** The least cash strong keeps against rent, taxes and cards, less what it could still mortgage. */
    private static final int MIN_RESERVE = 100;

    /** The most choices strong weighs by playing on when it may offer: making none, its best listed offer, its best deals. */
    private static final int DEALS_WEIGHED = 4;
    /** How much more of the win an offer must bring in playouts than making none. */
    private static final double PLAYOUT_EDGE = 0.01;

    private final Level level;
    private final Valuation valuation;
    private final Figures figures;

    /**
     * A level's fixed sums: the cash it keeps back when buying a square that neither completes nor blocks a
     * group, the least gain by its reckoning for which it accepts an offer, and the cash it keeps when
     * building (strong's is reckoned afresh, {@link #reserve}).
     */
    private record Figures(int buyKeep, double acceptMargin, int buildReserve) {
    }

    /** A table level's player; simple is {@link SimpleByapar}'s. */
    public ByaparBot(Level level) {
        this.level = level;
        this.valuation = level == Level.STRONG ? ODDS : EVEN;
        this.figures = switch (level) {
            case SIMPLE -> throw new IllegalArgumentException("Byapar's simple level is SimpleByapar, not a ByaparBot");
            case BEGINNER -> new Figures(50, 60, 200);
            case GOOD -> new Figures(60, 25, 150);
            case STRONG -> new Figures(0, 15, 0);
        };
    }

    @Override
    public Budget playBudget() {
        return Budget.iterations(1);
    }

    @Override
    public int choose(GameState state, int seat, Rng rng, Budget budget) {
        Bot.requireAwaited(state, seat);
        ByaparState s = (ByaparState) state;
        Moves moves = new Moves(s, seat);
        Holdings h = new Holdings(s);
        Integer move = switch (s.stageName()) {
            case "jail" -> jail(h, seat, moves);
            case "buy" -> buy(h, seat, moves);
            case "raise" -> raise(h, seat, moves);
            case "offer" -> answer(s, h, seat, moves, rng, budget);
            case "after" -> after(s, h, seat, moves, rng, budget);
            default -> null;
        };
        return move != null ? move : moves.code(0);
    }

    private boolean weighs() {
        return level == Level.GOOD || level == Level.STRONG;
    }

    // ---- jail (rule 10) ----

    private Integer jail(Holdings h, int seat, Moves moves) {
        if (level == Level.STRONG && dangerous(h, seat)) {
            return moves.find("roll");
        }
        Integer card = moves.find("use-card");
        if (card != null) {
            return card;
        }
        Integer fine = moves.find("pay-fine");
        if (fine != null && h.cash[seat] >= 150) {
            return fine;
        }
        return moves.find("roll");
    }

    /** Late in the game, when few squares are left to buy and others' rents are high: jail is a safe place. */
    private boolean dangerous(Holdings h, int seat) {
        int unowned = 0;
        double rentAhead = 0;
        for (int sq = 0; sq < Holdings.SQUARES; sq++) {
            if (Holdings.GROUP[sq] >= 0 && h.owner[sq] == 0) {
                unowned++;
            } else if (Holdings.GROUP[sq] >= 0 && h.owner[sq] != seat) {
                rentAhead += Landing.PER_TURN[sq] * h.rent(sq);
            }
        }
        return unowned <= 4 && rentAhead > 30;
    }

    // ---- buying (rule 13) ----

    private Integer buy(Holdings h, int seat, Moves moves) {
        int sq = h.square[seat];
        Integer buy = moves.find("buy");
        int price = Holdings.PRICE[sq];
        boolean key = completesOrBlocks(h, seat, sq);
        if (buy != null) {
            if (key || h.cash[seat] - price >= figures.buyKeep()) {
                return buy;
            }
            return moves.find("decline");
        }
        if (weighs() && (key || level == Level.STRONG && h.round < BUY_ROUNDS)
                && spareMortgages(h, seat) + h.cash[seat] >= price) {
            Integer raise = cheapestRaise(h, seat, moves, true);
            if (raise != null) {
                return raise;
            }
        }
        return moves.find("decline");
    }

    /** Whether the square finishes a group of the seat's, or keeps another seat from one. */
    private static boolean completesOrBlocks(Holdings h, int seat, int sq) {
        int group = Holdings.GROUP[sq];
        if (!Holdings.isPlace(sq)) {
            return false;
        }
        int size = Holdings.GROUP_SQUARES[group].length;
        if (h.heldIn(seat, group) == size - 1) {
            return true;
        }
        for (int other = 1; other <= h.players; other++) {
            if (other != seat && !h.out[other] && h.heldIn(other, group) == size - 1) {
                return true;
            }
        }
        return false;
    }

    /** The mortgage values of the seat's unmortgaged squares outside its whole groups. */
    private static int spareMortgages(Holdings h, int seat) {
        int spare = 0;
        for (int sq = 0; sq < Holdings.SQUARES; sq++) {
            if (h.owner[sq] == seat && !h.mortgaged[sq] && h.buildings[sq] == 0
                    && !(Holdings.isPlace(sq) && h.holdsAll(seat, Holdings.GROUP[sq]))) {
                spare += Holdings.MORTGAGE[sq];
            }
        }
        return spare;
    }

    // ---- raising money (rules 16, 17, 23) ----

    private Integer raise(Holdings h, int seat, Moves moves) {
        Integer move = cheapestRaise(h, seat, moves, false);
        return move != null ? move : moves.code(0);
    }

    /**
     * The mortgage or sale that loses the least for the money it brings: for beginner the
     * cheapest square first, then houses; for good and strong the least rent lost per rupee. With
     * {@code spareOnly}, only squares outside whole groups, and no sales.
     */
    private Integer cheapestRaise(Holdings h, int seat, Moves moves, boolean spareOnly) {
        Integer best = null;
        double bestLoss = Double.MAX_VALUE;
        for (int i = 0; i < moves.count() && !moves.isOffer(i); i++) {
            String text = moves.text(i);
            boolean mortgage = text.startsWith("mortgage:");
            boolean sell = text.startsWith("sell:");
            if (!mortgage && !sell) {
                continue;
            }
            int sq = Integer.parseInt(text.substring(text.indexOf(":s") + 2));
            boolean whole = Holdings.isPlace(sq) && h.holdsAll(seat, Holdings.GROUP[sq]);
            if (spareOnly && (sell || whole)) {
                continue;
            }
            double loss;
            if (!weighs()) {
                loss = mortgage ? Holdings.PRICE[sq] : 10_000 - Holdings.HOUSE_COST[sq];
            } else if (mortgage) {
                loss = (valuation.rentPerRound(h, sq, 0) * h.roundsLeft() + (whole ? 150 : 0)) / Holdings.MORTGAGE[sq];
            } else {
                double lost = valuation.rentPerRound(h, sq, h.buildings[sq]) - valuation.rentPerRound(h, sq, h.buildings[sq] - 1);
                loss = (lost * h.roundsLeft() + Holdings.HOUSE_COST[sq] / 2.0) / (Holdings.HOUSE_COST[sq] / 2.0);
            }
            if (loss < bestLoss) {
                bestLoss = loss;
                best = moves.code(i);
            }
        }
        return best;
    }

    // ---- answering an offer (rule 20) ----

    private Integer answer(ByaparState s, Holdings h, int seat, Moves moves, Rng rng, Budget budget) {
        Trade t = Trade.parse(s.openOfferText());
        int proposer = s.currentSeat();
        if (forNothing(h, proposer, t, seat)) {
            return moves.find("refuse");
        }
        double margin = figures.acceptMargin();
        double gain = valuation.gain(h, proposer, t, seat) + unstalling(h, proposer, t);
        if (level == Level.STRONG) {
            double[] means = Playouts.means(s, seat, List.of(new int[] {ByaparState.ACCEPT}, new int[] {ByaparState.REFUSE}),
                    rng, budget);
            return means[0] - means[1] + (gain > margin ? PLAYOUT_EDGE : -PLAYOUT_EDGE) > 0 ? ByaparState.ACCEPT : ByaparState.REFUSE;
        }
        return gain > margin ? moves.find("accept") : moves.find("refuse");
    }

    // ---- the after phase (rules 6, 15 to 21) ----

    private Integer after(ByaparState s, Holdings h, int seat, Moves moves, Rng rng, Budget budget) {
        Integer build = build(h, seat, moves, rng);
        if (build != null) {
            return build;
        }
        if (level == Level.STRONG) {
            Integer fund = develop(h, seat, moves);
            if (fund != null) {
                return fund;
            }
        }
        Integer unmortgage = level == Level.STRONG && developing(h, seat) ? null : unmortgage(h, seat, moves);
        if (unmortgage != null) {
            return unmortgage;
        }
        int offers = level == Level.STRONG ? THEIR_GAIN_ASKED.length : 1;
        if (level == Level.BEGINNER && s.offersMadeThisTurn() == 0 && rng.nextInt(PLAIN_OFFERS) == 0) {
            Integer offer = plainOffer(h, seat, moves, rng);
            if (offer != null) {
                return offer;
            }
        }
        if (level == Level.STRONG && s.offersMadeThisTurn() < offers) {
            Integer offer = weighedOffer(s, h, seat, moves, rng, budget);
            if (offer != null) {
                return offer;
            }
        } else if (s.offersMadeThisTurn() < offers && (weighs() || rng.nextInt(3) == 0)) {
            Integer offer = offer(s, h, seat, moves);
            if (offer != null) {
                return offer;
            }
        }
        return moves.find("end");
    }

    /**
     * The cash to keep: for strong the worst rent one throw from here could cost (at least
     * {@link #MIN_RESERVE}) less what mortgaging its squares outside whole groups would raise, so that a
     * debt never makes it sell a house at half its cost and build it again; else a level's fixed sum.
     */
    private int reserve(Holdings h, int seat) {
        if (level != Level.STRONG) {
            return figures.buildReserve();
        }
        return finalTurn(h) ? FINAL_CARD_DEBT * h.opponents(seat)
                : Math.max(0, Math.max(MIN_RESERVE, worstRentInReach(h, seat)) - spareMortgages(h, seat));
    }

    /**
     * Whether this after phase is the seat's last of the game: in a game's last round no throw of its own
     * is left, and while the others throw it can only owe a card's collection (C7), so its cash is best
     * put into houses, which count at their cost in the worth (rule 28) and raise the rent of the others'
     * last throws.
     */
    private static boolean finalTurn(Holdings h) {
        return h.roundsLimit > 0 && h.round >= h.roundsLimit;
    }

    /** One throw ahead: the highest rent owed to another seat on a square two to twelve steps on. */
    private static int worstRentInReach(Holdings h, int seat) {
        int worst = 0;
        int from = h.square[seat];
        for (int steps = 2; steps <= 12; steps++) {
            int sq = (from + steps) % Holdings.SQUARES;
            if (Holdings.GROUP[sq] >= 0 && h.owner[sq] != 0 && h.owner[sq] != seat) {
                worst = Math.max(worst, h.rent(sq));
            }
        }
        return worst;
    }

    private Integer build(Holdings h, int seat, Moves moves, Rng rng) {
        int reserve = reserve(h, seat);
        Integer best = null;
        double bestGain = 0;
        int seen = 0;
        for (int i = 0; i < moves.count() && !moves.isOffer(i); i++) {
            String text = moves.text(i);
            if (!text.startsWith("build:")) {
                continue;
            }
            int sq = Integer.parseInt(text.substring("build:s".length()));
            int cost = Holdings.HOUSE_COST[sq];
            if (h.cash[seat] - cost < reserve) {
                continue;
            }
            double gain;
            if (!weighs()) {
                gain = rng.nextInt(++seen) == 0 ? 1 : 0;
                if (gain == 0) {
                    continue;
                }
                best = moves.code(i);
                continue;
            }
            gain = (valuation.rentPerRound(h, sq, h.buildings[sq] + 1) - valuation.rentPerRound(h, sq, h.buildings[sq])) / cost;
            if (gain > bestGain) {
                bestGain = gain;
                best = moves.code(i);
            }
        }
        return best;
    }

    /**
     * Lifts a mortgage when cash is plentiful: whole groups first (they can then be built on), then the
     * best earners. Strong lifts none in the last five rounds: the tenth more it costs is lost to the worth.
     */
    private Integer unmortgage(Holdings h, int seat, Moves moves) {
        if (level == Level.STRONG && h.roundsLeft() <= 5) {
            return null;
        }
        int spare = reserve(h, seat) + (weighs() ? 150 : 300);
        Integer best = null;
        double bestValue = -1;
        for (int i = 0; i < moves.count() && !moves.isOffer(i); i++) {
            String text = moves.text(i);
            if (!text.startsWith("unmortgage:")) {
                continue;
            }
            int sq = Integer.parseInt(text.substring("unmortgage:s".length()));
            if (h.cash[seat] - Holdings.UNMORTGAGE[sq] < spare) {
                continue;
            }
            double value = valuation.rentPerRound(h, sq, 0)
                    + (Holdings.isPlace(sq) && h.holdsAll(seat, Holdings.GROUP[sq]) ? 1000 : 0);
            if (value > bestValue) {
                bestValue = value;
                best = moves.code(i);
            }
        }
        return best;
    }

    /** Whether the seat holds a whole group it could still build on: its money is wanted there. */
    private static boolean developing(Holdings h, int seat) {
        for (int g = 0; g < Holdings.TRANSPORTS; g++) {
            if (h.holdsAll(seat, g)) {
                for (int sq : Holdings.GROUP_SQUARES[g]) {
                    if (h.buildings[sq] < 5) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * Strong puts its money into its whole groups: it lifts the mortgage on a place of a whole group, or
     * pays for the best next house, by mortgaging squares outside its whole groups (a mortgage costs no
     * worth, rule 28; only the rent the square would earn) when the cash above the reserve falls short.
     */
    private Integer develop(Holdings h, int seat, Moves moves) {
        int lift = -1;
        int house = -1;
        double bestHouse = 0;
        for (int g = 0; g < Holdings.TRANSPORTS; g++) {
            if (!h.holdsAll(seat, g)) {
                continue;
            }
            int least = 5;
            for (int sq : Holdings.GROUP_SQUARES[g]) {
                least = Math.min(least, h.buildings[sq]);
                if (h.mortgaged[sq] && (lift < 0 || Holdings.UNMORTGAGE[sq] < Holdings.UNMORTGAGE[lift])) {
                    lift = sq;
                }
            }
            if (least >= 5) {
                continue;
            }
            for (int sq : Holdings.GROUP_SQUARES[g]) {
                if (h.buildings[sq] == least && !h.mortgaged[sq]) {
                    double gain = (valuation.rentPerRound(h, sq, least + 1) - valuation.rentPerRound(h, sq, least))
                            / Holdings.HOUSE_COST[sq];
                    if (gain > bestHouse) {
                        bestHouse = gain;
                        house = sq;
                    }
                }
            }
        }
        int cost;
        Integer move;
        if (lift >= 0) {
            cost = Holdings.UNMORTGAGE[lift];
            move = moves.find("unmortgage:s" + lift);
        } else if (house >= 0) {
            cost = Holdings.HOUSE_COST[house];
            move = moves.find("build:s" + house);
        } else {
            return null;
        }
        if (move != null && h.cash[seat] - cost >= reserve(h, seat)) {
            return move;
        }
        Integer best = null;
        double bestLoss = Double.MAX_VALUE;
        for (int i = 0; i < moves.count() && !moves.isOffer(i); i++) {
            String text = moves.text(i);
            if (!text.startsWith("mortgage:")) {
                continue;
            }
            int sq = Integer.parseInt(text.substring("mortgage:s".length()));
            if (Holdings.isPlace(sq) && h.holdsAll(seat, Holdings.GROUP[sq])) {
                continue;
            }
            double loss = valuation.rentPerRound(h, sq, 0) / Holdings.MORTGAGE[sq];
            if (loss < bestLoss) {
                bestLoss = loss;
                best = moves.code(i);
            }
        }
        return best;
    }

    /**
     * What good and strong add to both sides' gain from a trade that gathers the places of groups into
     * fewer hands, in a game without a round limit once it has gone past {@link #STALL_ROUND}: there,
     * with the groups split and no one building, the salary only piles up and the game would never end
     * (a trade between two seats weighing alike is a gain for one only, so none is ever made). The
     * allowance grows round by round, and with the number of holders the trade takes out of groups.
     */
    private double unstalling(Holdings h, int proposer, Trade t) {
        if (!weighs() || h.roundsLimit != 0 || h.round <= STALL_ROUND) {
            return 0;
        }
        Holdings after = h.copy();
        after.exchange(proposer, t);
        int gathered = holdersOfGroups(h) - holdersOfGroups(after);
        return gathered <= 0 ? 0 : STALL_STEP * (h.round - STALL_ROUND) * gathered;
    }

    /**
     * Whether the trade hands the other side a whole group for nothing like its worth
     * ({@link Valuation#handsOverMonopoly}). Good and strong waive this for a swap of squares once a game
     * without a round limit has stalled for {@link #STALL_GRACE} rounds past {@link #STALL_ROUND}: when
     * the groups are split round the table, no swap completes a group for both sides.
     */
    private boolean forNothing(Holdings h, int proposer, Trade t, int me) {
        if (!Valuation.handsOverMonopoly(h, proposer, t, me)) {
            return false;
        }
        long received = me == proposer ? t.takeSquares() : t.giveSquares();
        return !(weighs() && h.roundsLimit == 0 && h.round > STALL_ROUND + STALL_GRACE && received != 0);
    }

    /** How many seats hold places of each group, summed over the groups. */
    private static int holdersOfGroups(Holdings h) {
        int n = 0;
        for (int g = 0; g < Holdings.TRANSPORTS; g++) {
            int holders = 0;
            for (int sq : Holdings.GROUP_SQUARES[g]) {
                holders |= h.owner[sq] == 0 ? 0 : 1 << h.owner[sq];
            }
            n += Integer.bitCount(holders);
        }
        return n;
    }

    /**
     * Beginner's plain offer: one of the listed trades, drawn at random, that by its even reckoning of its own
     * squares and cash (never of the other side's) costs it less than {@link #PLAIN_OFFER_LOSS}.
     */
    private Integer plainOffer(Holdings h, int seat, Moves moves, Rng rng) {
        double before = valuation.value(h, seat);
        Integer chosen = null;
        int seen = 0;
        for (int i = 0; i < moves.count(); i++) {
            if (!moves.isOffer(i) || !moves.text(i).startsWith("trade:")) {
                continue;
            }
            Trade t = Trade.parse(moves.text(i));
            if (forNothing(h, seat, t, seat) || forNothing(h, seat, t, t.to())) {
                continue;
            }
            Holdings after = h.copy();
            after.exchange(seat, t);
            if (valuation.value(after, seat) - before > -PLAIN_OFFER_LOSS && rng.nextInt(++seen) == 0) {
                chosen = moves.code(i);
            }
        }
        return chosen;
    }

    /**
     * Strong's offer: of its best listed offer and the offers completing a group for it ({@link Deals}),
     * each leaving the other seat what this turn's bargaining asks ({@link #THEIR_GAIN_ASKED}), the few it
     * reckons best for itself are played out, and the one that wins most is made if it wins more than
     * making none.
     */
    private Integer weighedOffer(ByaparState s, Holdings h, int seat, Moves moves, Rng rng, Budget budget) {
        double asked = THEIR_GAIN_ASKED[s.offersMadeThisTurn()];
        List<Trade> deals = new ArrayList<>(Deals.completing(h, seat, asked));
        deals.sort(Comparator.comparingDouble((Trade t) -> -valuation.gain(h, seat, t, seat)));
        List<int[]> choices = new ArrayList<>();
        choices.add(new int[0]);
        Integer listed = offer(s, h, seat, moves);
        if (listed != null) {
            choices.add(new int[] {listed, ByaparState.ACCEPT});
        }
        for (Trade t : deals) {
            if (choices.size() > DEALS_WEIGHED) {
                break;
            }
            if (!forNothing(h, seat, t, seat)) {
                try {
                    choices.add(new int[] {s.parseMove(Deals.text(t)), ByaparState.ACCEPT});
                } catch (GameException illegal) {
                    // not legal now after all (a rule the deal's making does not check): not an offer to make
                }
            }
        }
        if (choices.size() == 1) {
            return null;
        }
        double[] means = Playouts.means(s, seat, choices, rng, budget);
        int best = 0;
        for (int c = 1; c < means.length; c++) {
            if (means[c] > means[best]) {
                best = c;
            }
        }
        return best > 0 && means[best] > means[0] + PLAYOUT_EDGE ? choices.get(best)[0] : null;
    }

    /**
     * The listed offer worth most to this seat that the other seat should accept by the same reckoning.
     * Strong bargains over its three offers a turn: each refused offer is followed by one that leaves the
     * other seat more ({@link #THEIR_GAIN_ASKED}), as long as it still gains itself.
     */
    private Integer offer(ByaparState s, Holdings h, int seat, Moves moves) {
        double margin = level == Level.BEGINNER ? 80 : 30;
        double theirMargin = level == Level.STRONG ? THEIR_GAIN_ASKED[s.offersMadeThisTurn()] : 20;
        Integer best = null;
        double bestGain = margin;
        for (int i = 0; i < moves.count(); i++) {
            if (!moves.isOffer(i)) {
                continue;
            }
            String text = moves.text(i);
            if (!text.startsWith("trade:")) {
                continue;
            }
            Trade t = Trade.parse(text);
            if (forNothing(h, seat, t, seat) || forNothing(h, seat, t, t.to())) {
                continue;
            }
            double unstalling = unstalling(h, seat, t);
            double mine = valuation.gain(h, seat, t, seat) + unstalling;
            if (mine <= bestGain) {
                continue;
            }
            if (valuation.gain(h, seat, t, t.to()) + unstalling > theirMargin) {
                bestGain = mine;
                best = moves.code(i);
            }
        }
        return best;
    }
}
