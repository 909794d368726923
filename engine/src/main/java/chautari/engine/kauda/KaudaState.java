package chautari.engine.kauda;

import chautari.engine.Chance;
import chautari.engine.Facts;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Rng;
import chautari.engine.Shells;
import chautari.engine.StakeLimits;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Kauda position. Before each throw every other player still in stakes at once, hidden
 * from the rest ({@link Phase#STAKE}); then the holder throws ({@link Phase#THROW}). A holder
 * who cannot throw passes the shells at once, so a stake round always has someone to stake.
 *
 * <p>A stake is coded {@code khal * 4096 + amount} ({@link #stake}); an outcome is sixteen
 * bits, bit i set when shell i lies mouth up. Chips change only at the throw.
 */
public final class KaudaState extends GameState {
    public static final int STARTING_CHIPS = 100;
    static final int AMOUNTS = 4096;
    private static final int MAX_DOUBLINGS = 5;
    private static final int LEAST = 5;
    private static final int GREATEST = 50;
    private static final int NONE = -1;
    private static final List<List<String>> KHALS_AGAINST = khalsAgainst();

    private final int players;
    private final int rounds;
    private final boolean doubling;
    private final int[] chips;
    private final int[] pending;
    private final int[] lastStakes;
    private Phase phase;
    private int holder;
    private int streak;
    private int round;
    private int playersIn;
    private int toStake;
    private int roundLeast;
    private int roundGreatest;

    private KaudaState(int players, int rounds, boolean doubling) {
        this.players = players;
        this.rounds = rounds;
        this.doubling = doubling;
        this.chips = new int[players + 1];
        this.pending = new int[players + 1];
        this.lastStakes = new int[players + 1];
        Arrays.fill(pending, NONE);
        Arrays.fill(lastStakes, NONE);
    }

    static KaudaState initial(int players, int rounds, boolean doubling) {
        int[] chips = new int[players];
        Arrays.fill(chips, STARTING_CHIPS);
        return of(rounds, doubling, 1, 1, 0, chips);
    }

    /**
     * A position for tests: the options, the round, the holder of the shells and their streak,
     * and each seat's chips. A stake round starts, or the shells pass on as the rules say.
     */
    public static KaudaState of(int rounds, boolean doubling, int round, int holder, int streak, int... chips) {
        if (chips.length < 2 || chips.length > 6 || holder < 1 || holder > chips.length || round < 1 || round > rounds) {
            throw new IllegalArgumentException("no such Kauda position");
        }
        KaudaState s = new KaudaState(chips.length, rounds, doubling);
        for (int seat = 1; seat <= chips.length; seat++) {
            if (chips[seat - 1] < 0) {
                throw new IllegalArgumentException("negative chips");
            }
            s.chips[seat] = chips[seat - 1];
            if (chips[seat - 1] > 0) {
                s.playersIn++;
            }
        }
        s.round = round;
        s.holder = holder;
        s.streak = streak;
        s.beginTurn();
        return s;
    }

    /** The code of a stake. */
    public static int stake(Khal khal, int amount) {
        return khal.ordinal() * AMOUNTS + amount;
    }

    public static Khal khalOf(int stake) {
        return Khal.byIndex(stake / AMOUNTS);
    }

    public static int amountOf(int stake) {
        return stake % AMOUNTS;
    }

    // --- turns -------------------------------------------------------------------------

    /** The holder throws if they can pay a chip to every other player still in; else the shells pass on. */
    private void beginTurn() {
        while (true) {
            if (playersIn <= 1) {
                phase = Phase.OVER;
                return;
            }
            int others = playersIn - (chips[holder] > 0 ? 1 : 0);
            if (chips[holder] >= others) {
                startStakeRound(others);
                return;
            }
            if (!passShells()) {
                return;
            }
        }
    }

    /** Moves the shells to the next seat; false when that ends the last round and so the game. */
    private boolean passShells() {
        streak = 0;
        holder = holder % players + 1;
        if (holder == 1) {
            if (round == rounds) {
                phase = Phase.OVER;
                return false;
            }
            round++;
        }
        return true;
    }

    private void startStakeRound(int stakers) {
        int doublings = doubling ? Math.min(streak, MAX_DOUBLINGS) : 0;
        roundLeast = LEAST << doublings;
        roundGreatest = Math.min(GREATEST << doublings, chips[holder] / stakers);
        toStake = stakers;
        phase = Phase.STAKE;
    }

    private boolean isStaker(int seat) {
        return seat != holder && chips[seat] > 0;
    }

    private int upper(int seat) {
        return Math.min(roundGreatest, chips[seat]);
    }

    private int lower(int seat) {
        return Math.min(roundLeast, upper(seat));
    }

    // --- GameState -----------------------------------------------------------------------

    @Override
    public int players() {
        return players;
    }

    @Override
    public Phase phase() {
        return phase;
    }

    @Override
    public int toMove() {
        return phase == Phase.THROW ? holder : 0;
    }

    @Override
    public boolean awaits(int seat) {
        return phase == Phase.STAKE && seat >= 1 && seat <= players && isStaker(seat) && pending[seat] == NONE;
    }

    @Override
    public int maxMoves() {
        return 3 * STARTING_CHIPS * players;
    }

    @Override
    public int legalMoves(int seat, int[] out) {
        if (!awaits(seat)) {
            return 0;
        }
        int lower = lower(seat);
        int upper = upper(seat);
        int thrower = Khal.ofSeat(holder).ordinal();
        int n = 0;
        for (int khal = 0; khal < 4; khal++) {
            if (khal != thrower) {
                for (int amount = lower; amount <= upper; amount++) {
                    out[n++] = khal * AMOUNTS + amount;
                }
            }
        }
        return n;
    }

    @Override
    public boolean isLegal(int seat, int move) {
        if (!awaits(seat) || move < 0 || move >= 4 * AMOUNTS) {
            return false;
        }
        int amount = move % AMOUNTS;
        return move / AMOUNTS != Khal.ofSeat(holder).ordinal() && amount >= lower(seat) && amount <= upper(seat);
    }

    /** A random khal other than the thrower's and a random amount within the limits: uniform over the legal stakes. */
    @Override
    public int randomMove(int seat, Rng rng, int[] buffer) {
        int khal = rng.nextInt(3);
        if (khal >= Khal.ofSeat(holder).ordinal()) {
            khal++;
        }
        int lower = lower(seat);
        return khal * AMOUNTS + lower + rng.nextInt(upper(seat) - lower + 1);
    }

    @Override
    protected void apply(int seat, int move) {
        pending[seat] = move;
        if (--toStake == 0) {
            phase = Phase.THROW;
        }
    }

    @Override
    public Chance chance() {
        return Shells.SIXTEEN;
    }

    /** A throw matters only by the khal it falls on. */
    @Override
    public int chanceGroupCount() {
        return 4;
    }

    @Override
    public int chanceGroupOutcome(int group) {
        return Khal.byIndex(group).someOutcome();
    }

    @Override
    public double chanceGroupProbability(int group) {
        return Khal.byIndex(group).probability();
    }

    /** Each seat's chips at the end. */
    @Override
    public double[] returns() {
        if (phase != Phase.OVER) {
            throw new IllegalStateException("the game is not over");
        }
        double[] returns = new double[players];
        for (int seat = 1; seat <= players; seat++) {
            returns[seat - 1] = chips[seat];
        }
        return returns;
    }

    @Override
    public double minReturn() {
        return 0;
    }

    @Override
    public double maxReturn() {
        return STARTING_CHIPS * players;
    }

    @Override
    public long positionHash() {
        long h = mix(mix(mix(mix(mix(0, phase.ordinal()), holder), streak), round), toStake);
        return mix(mix(h, chips), pending);
    }

    @Override
    protected void applyOutcome(int outcome) {
        Khal fell = Khal.ofOutcome(outcome);
        boolean struck = fell == Khal.ofSeat(holder);
        for (int seat = 1; seat <= players; seat++) {
            int stake = pending[seat];
            lastStakes[seat] = stake;
            pending[seat] = NONE;
            if (stake == NONE) {
                continue;
            }
            int winner = stakeWinner(seat, stake, fell);
            if (winner != 0) {
                transfer(winner == holder ? seat : holder, winner, stake % AMOUNTS);
            }
        }
        if (struck) {
            streak++;
            beginTurn();
        } else if (playersIn <= 1) {
            streak = 0;
            phase = Phase.OVER;
        } else if (passShells()) {
            beginTurn();
        }
    }

    /**
     * Who takes a seat's stake when the throw falls on {@code fell}: the holder when it fell on
     * the holder's own khal, the staker when it fell on the staked khal, else nobody (0: the
     * stake goes back).
     */
    private int stakeWinner(int seat, int stake, Khal fell) {
        if (fell == Khal.ofSeat(holder)) {
            return holder;
        }
        return stake / AMOUNTS == fell.ordinal() ? seat : 0;
    }

    /** A throw shows how many shells lie mouth up and the khal that falls on; it settles every stake. */
    @Override
    public Facts throwFacts(int outcome) {
        Khal fell = Khal.ofOutcome(outcome);
        List<Facts.Payout> paid = new ArrayList<>();
        for (int seat = 1; seat <= players; seat++) {
            int stake = pending[seat];
            int winner = stake == NONE ? 0 : stakeWinner(seat, stake, fell);
            if (winner != 0) {
                paid.add(new Facts.Payout(winner == holder ? seat : holder, winner, stake % AMOUNTS));
            }
        }
        KaudaState after = copy();
        after.applyOutcome(outcome);
        boolean again = fell == Khal.ofSeat(holder) && !after.isOver() && after.holder == holder;
        return Facts.ofThrow(Integer.bitCount(outcome), 0, fell.wire(), again).withPayouts(paid);
    }

    private void transfer(int from, int to, int amount) {
        if (chips[to] == 0) {
            playersIn++;
        }
        chips[from] -= amount;
        chips[to] += amount;
        if (chips[from] == 0) {
            playersIn--;
        }
    }

    // --- text ------------------------------------------------------------------------------

    @Override
    public String moveText(int move) {
        return khalOf(move).wire() + ":" + amountOf(move);
    }

    @Override
    public int parseMove(String text) {
        int colon = text.indexOf(':');
        if (colon < 0) {
            throw new GameException("'" + text + "' is not a stake: write it khal:amount, as panja:10");
        }
        Khal khal = Khal.parse(text.substring(0, colon));
        String digits = text.substring(colon + 1);
        if (!digits.matches("0|[1-9][0-9]{0,8}")) {
            throw new GameException("'" + text + "' is not a stake: the amount is written in plain digits, as panja:10");
        }
        int amount = Integer.parseInt(digits);
        if (amount >= AMOUNTS) {
            throw new GameException("'" + text + "' stakes more chips than there are at the table");
        }
        return stake(khal, amount);
    }

    // --- what the table shows ----------------------------------------------------------------

    @Override
    public Result result() {
        if (phase != Phase.OVER) {
            return null;
        }
        int most = 0;
        int least = Integer.MAX_VALUE;
        for (int seat = 1; seat <= players; seat++) {
            most = Math.max(most, chips[seat]);
            least = Math.min(least, chips[seat]);
        }
        List<Integer> winners = new ArrayList<>();
        if (most != least) {
            for (int seat = 1; seat <= players; seat++) {
                if (chips[seat] == most) {
                    winners.add(seat);
                }
            }
        }
        return new Result(winners, most == least, Map.of("chips", chipsBySeat()));
    }

    /** The board of docs/notation.md. Stakes not yet thrown are never in it: only who has staked. */
    @Override
    public Map<String, Object> board() {
        Map<String, Object> board = new LinkedHashMap<>();
        board.put("chips", chipsBySeat());
        board.put("holder", holder);
        board.put("streak", streak);
        board.put("round", round);
        List<Integer> staked = new ArrayList<>();
        Map<String, Object> stakes = new LinkedHashMap<>();
        for (int seat = 1; seat <= players; seat++) {
            if (pending[seat] != NONE) {
                staked.add(seat);
            }
            if (lastStakes[seat] != NONE) {
                stakes.put(String.valueOf(seat), moveText(lastStakes[seat]));
            }
        }
        board.put("staked", staked);
        board.put("stakes", stakes);
        return board;
    }

    private Map<String, Object> chipsBySeat() {
        Map<String, Object> bySeat = new LinkedHashMap<>();
        for (int seat = 1; seat <= players; seat++) {
            bySeat.put(String.valueOf(seat), chips[seat]);
        }
        return bySeat;
    }

    @Override
    public StakeLimits stakeLimits(int seat) {
        return stakesNow(seat) ? new StakeLimits(khals(seat), lower(seat), upper(seat)) : null;
    }

    /** The khals the seat may back in this round, sorted; none for a seat that does not stake now. */
    public List<String> khals(int seat) {
        return stakesNow(seat) ? KHALS_AGAINST.get(Khal.ofSeat(holder).ordinal()) : List.of();
    }

    /** The least the seat may stake in this round; 0 for a seat that does not stake now. */
    public int least(int seat) {
        return stakesNow(seat) ? lower(seat) : 0;
    }

    /** The most the seat may stake in this round; 0 for a seat that does not stake now. */
    public int greatest(int seat) {
        return stakesNow(seat) ? upper(seat) : 0;
    }

    private boolean stakesNow(int seat) {
        return phase == Phase.STAKE && seat >= 1 && seat <= players && isStaker(seat);
    }

    /** For each thrower's khal, the names of the other three in plain string order. */
    private static List<List<String>> khalsAgainst() {
        List<List<String>> lists = new ArrayList<>();
        for (Khal thrower : Khal.values()) {
            lists.add(Arrays.stream(Khal.values()).filter(k -> k != thrower).map(Khal::wire).sorted().toList());
        }
        return List.copyOf(lists);
    }

    // --- plain accessors ------------------------------------------------------------------------

    public int chips(int seat) {
        return chips[seat];
    }

    /** The seat holding the shells: the thrower of the coming throw. */
    public int holder() {
        return holder;
    }

    /** The holder's strikes in a row, uncapped. */
    public int streak() {
        return streak;
    }

    public int round() {
        return round;
    }

    public int rounds() {
        return rounds;
    }

    public boolean doubling() {
        return doubling;
    }

    /** Seats with chips left. */
    public int playersIn() {
        return playersIn;
    }

    /**
     * The seat's own stake in this round, not yet thrown, or -1: only for that seat (or the
     * server) to see; {@link #board()} never shows it.
     */
    public int pendingStake(int seat) {
        return pending[seat];
    }

    /** The seat's stake in the last throw, or -1 if it did not stake in it. */
    public int lastStake(int seat) {
        return lastStakes[seat];
    }

    /** A copy in which the other seats' stakes of this round are not yet made: all this seat may know. */
    @Override
    public KaudaState viewFor(int seat) {
        KaudaState view = copy();
        for (int other = 1; other <= players; other++) {
            if (other != seat && view.pending[other] != NONE) {
                view.pending[other] = NONE;
                view.toStake++;
                view.phase = Phase.STAKE;
            }
        }
        return view;
    }

    @Override
    public KaudaState copy() {
        KaudaState c = new KaudaState(players, rounds, doubling);
        System.arraycopy(chips, 0, c.chips, 0, chips.length);
        System.arraycopy(pending, 0, c.pending, 0, pending.length);
        System.arraycopy(lastStakes, 0, c.lastStakes, 0, lastStakes.length);
        c.phase = phase;
        c.holder = holder;
        c.streak = streak;
        c.round = round;
        c.playersIn = playersIn;
        c.toStake = toStake;
        c.roundLeast = roundLeast;
        c.roundGreatest = roundGreatest;
        return c;
    }
}
