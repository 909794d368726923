package chautari.bots.byapar;

import chautari.bots.Bot;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.byapar.ByaparState;

/**
 * A level's Byapar player (docs/rules/byapar.md). Every level buys, builds, mortgages or sells when
 * short, gets out of jail, answers offers and (above simple) makes them, and never accepts an offer
 * that hands the other seat a whole group for nothing like its worth ({@link Valuation#handsOverMonopoly}).
 *
 * <ul>
 * <li>simple buys whatever it can pay for, builds when it has money to spare, never offers, and
 *   refuses every offer that is not plainly lopsided in its favour;</li>
 * <li>beginner keeps a little cash back, builds where it happens to, and now and then makes an offer;</li>
 * <li>good weighs squares by price and rent as if every square were landed on equally, builds where
 *   a house adds the most rent for its cost, raises money where it loses least, buys a square that
 *   completes or blocks a group even by mortgaging, and trades for gain;</li>
 * <li>strong does the same with the landing odds of {@link Landing} (so the third house, the orange
 *   and red groups, the transports), looks one throw ahead to keep the cash the worst rent in reach
 *   would take, mortgages lone squares to build, and stays in jail once the board is dangerous.</li>
 * </ul>
 *
 * <p>Offers are only those of the state's listed family (a square for a square, a square for its
 * price, a card for 50), whose codes mean the same on the table as on the view the bot thinks from.
 */
public final class ByaparBot implements Bot {
    private static final Valuation EVEN = new Valuation(Landing.UNIFORM_PER_TURN);
    private static final Valuation ODDS = new Valuation(Landing.PER_TURN);

    /** What strong leaves the other seat by its own reckoning in its first, second and third offer of a turn. */
    private static final double[] THEIR_GAIN_ASKED = {20, 150, 420};

    private final Level level;
    private final Valuation valuation;

    public ByaparBot(Level level) {
        this.level = level;
        this.valuation = level == Level.STRONG ? ODDS : EVEN;
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
        Moves moves = new Moves(s, seat);
        Holdings h = new Holdings(s);
        Integer move = switch (s.stageName()) {
            case "jail" -> jail(h, seat, moves);
            case "buy" -> buy(h, seat, moves);
            case "raise" -> raise(h, seat, moves);
            case "offer" -> answer(s, h, seat, moves);
            case "after" -> after(s, h, seat, moves, rng);
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
        if (fine != null && (level == Level.SIMPLE || h.cash[seat] >= 150)) {
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
            int keep = switch (level) {
                case SIMPLE -> 0;
                case BEGINNER -> 50;
                case GOOD -> 60;
                case STRONG -> 0;
            };
            if (key || level == Level.SIMPLE || h.cash[seat] - price >= keep) {
                return buy;
            }
            return moves.find("decline");
        }
        if (weighs() && (key || Holdings.isPlace(sq) && level == Level.STRONG && h.round < 8)
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
     * The mortgage or sale that loses the least for the money it brings: for simple and beginner the
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

    private Integer answer(ByaparState s, Holdings h, int seat, Moves moves) {
        Trade t = Trade.parse(s.openOfferText());
        int proposer = s.currentSeat();
        if (Valuation.handsOverMonopoly(h, proposer, t, seat)) {
            return moves.find("refuse");
        }
        double margin = switch (level) {
            case SIMPLE -> 400;
            case BEGINNER -> 60;
            case GOOD -> 25;
            case STRONG -> 15;
        };
        return valuation.gain(h, proposer, t, seat) > margin ? moves.find("accept") : moves.find("refuse");
    }

    // ---- the after phase (rules 6, 15 to 21) ----

    private Integer after(ByaparState s, Holdings h, int seat, Moves moves, Rng rng) {
        Integer build = build(h, seat, moves, rng);
        if (build != null) {
            return build;
        }
        Integer unmortgage = unmortgage(h, seat, moves);
        if (unmortgage != null) {
            return unmortgage;
        }
        if (level == Level.STRONG) {
            Integer fund = mortgageToBuild(h, seat, moves);
            if (fund != null) {
                return fund;
            }
        }
        int offers = level == Level.STRONG ? THEIR_GAIN_ASKED.length : 1;
        if (level != Level.SIMPLE && s.offersMadeThisTurn() < offers && (weighs() || rng.nextInt(3) == 0)) {
            Integer offer = offer(s, h, seat, moves);
            if (offer != null) {
                return offer;
            }
        }
        return moves.find("end");
    }

    /**
     * The cash to keep: for strong half the worst rent one throw from here could cost (a debt can still
     * be met by mortgaging), and nothing in the last two rounds, where a house counts its full cost in
     * the worth (rule 28); else a level's fixed sum.
     */
    private int reserve(Holdings h, int seat) {
        return switch (level) {
            case SIMPLE -> 250;
            case BEGINNER -> 200;
            case GOOD -> 150;
            case STRONG -> h.roundsLeft() <= 2 ? 0 : Math.min(worstRentInReach(h, seat) / 2, 300);
        };
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

    /**
     * Strong mortgages a lone square to pay for houses on a whole group when the houses would earn more
     * than the square does: it looks for a group it could build on but for cash.
     */
    private Integer mortgageToBuild(Holdings h, int seat, Moves moves) {
        if (h.roundsLeft() < 4) {
            return null;
        }
        double bestHouse = 0;
        int cost = 0;
        for (int g = 0; g < Holdings.TRANSPORTS; g++) {
            if (!h.holdsAll(seat, g)) {
                continue;
            }
            boolean clear = true;
            int least = 5;
            for (int sq : Holdings.GROUP_SQUARES[g]) {
                clear &= !h.mortgaged[sq];
                least = Math.min(least, h.buildings[sq]);
            }
            if (!clear || least >= 3) {
                continue;
            }
            for (int sq : Holdings.GROUP_SQUARES[g]) {
                if (h.buildings[sq] == least) {
                    double gain = (valuation.rentPerRound(h, sq, least + 1) - valuation.rentPerRound(h, sq, least))
                            / Holdings.HOUSE_COST[sq];
                    if (gain > bestHouse) {
                        bestHouse = gain;
                        cost = Holdings.HOUSE_COST[sq];
                    }
                }
            }
        }
        if (cost == 0 || h.cash[seat] - cost >= reserve(h, seat)) {
            return null;
        }
        Integer best = null;
        double bestLoss = bestHouse;
        for (int i = 0; i < moves.count() && !moves.isOffer(i); i++) {
            String text = moves.text(i);
            if (!text.startsWith("mortgage:")) {
                continue;
            }
            int sq = Integer.parseInt(text.substring("mortgage:s".length()));
            if (Holdings.isPlace(sq) && h.holdsAll(seat, Holdings.GROUP[sq])) {
                continue;
            }
            double loss = valuation.rentPerRound(h, sq, 0) * 1.5 / Holdings.MORTGAGE[sq];
            if (loss < bestLoss) {
                bestLoss = loss;
                best = moves.code(i);
            }
        }
        return best;
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
            if (Valuation.handsOverMonopoly(h, seat, t, seat) || Valuation.handsOverMonopoly(h, seat, t, t.to())) {
                continue;
            }
            double mine = valuation.gain(h, seat, t, seat);
            if (mine <= bestGain) {
                continue;
            }
            if (valuation.gain(h, seat, t, t.to()) > theirMargin) {
                bestGain = mine;
                best = moves.code(i);
            }
        }
        return best;
    }
}
