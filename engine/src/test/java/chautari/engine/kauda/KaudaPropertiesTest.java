package chautari.engine.kauda;

import chautari.engine.Game;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.GameRecord;
import chautari.engine.Match;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Rng;
import chautari.engine.SeedCount;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seeded random games with 2 to 6 players and every option, checked after every stake and
 * every throw. The per-step checks are plain comparisons (they run millions of times); a
 * failure names the table and the seed. ConformanceTest checks what every game must do with the
 * default options; the replays here cover every option.
 */
class KaudaPropertiesTest {
    private static final int GAMES = SeedCount.of(50, 200);
    private static final int REPLAYED = SeedCount.of(5, 20);
    private static final int MAX_STEPS = 100_000;

    static Stream<Arguments> tables() {
        List<Arguments> tables = new ArrayList<>();
        for (int players = 2; players <= 6; players++) {
            for (int rounds : new int[] {3, 5, 10}) {
                for (boolean doubling : new boolean[] {true, false}) {
                    tables.add(Arguments.of(players, rounds, doubling));
                }
            }
        }
        return tables.stream();
    }

    private static Map<String, Object> options(int rounds, boolean doubling) {
        return Map.of("rounds", rounds, "doubling", doubling);
    }

    private static String game(int players, int rounds, boolean doubling, long seed) {
        return players + " players, " + rounds + " rounds, doubling " + doubling + ", seed " + seed;
    }

    private static void require(boolean holds, String what, String game) {
        if (!holds) {
            throw new AssertionError(what + " (" + game + ")");
        }
    }

    @ParameterizedTest(name = "{0} players, {1} rounds, doubling {2}")
    @MethodSource("tables")
    void chipsAreConservedNeverNegativeStakesCoveredAndEveryGameEnds(int players, int rounds, boolean doubling) {
        Game kauda = Kauda.GAME;
        for (long seed = 0; seed < GAMES; seed++) {
            String game = game(players, rounds, doubling, seed);
            Rng rng = new Rng(seed);
            KaudaState state = (KaudaState) kauda.start(players, kauda.options(options(rounds, doubling)));
            int[] buffer = new int[state.maxMoves()];
            int steps = 0;
            check(state, game);
            while (!state.isOver()) {
                require(++steps < MAX_STEPS, "the game ends", game);
                if (state.phase() == Phase.THROW) {
                    state.applyChance(state.sampleChance(rng));
                    check(state, game);
                    continue;
                }
                if (steps % 7 == 0) {
                    checkLegalMovesAgreeWithLimits(state, game);
                }
                for (int seat = 1; seat <= players; seat++) {
                    if (state.awaits(seat)) {
                        int move = state.randomMove(seat, rng, buffer);
                        require(state.isLegal(seat, move), "a random stake is legal", game);
                        state.play(seat, move);
                        check(state, game);
                    }
                }
            }
        }
    }

    private static void check(KaudaState state, String game) {
        int players = state.players();
        int total = 0;
        int in = 0;
        for (int seat = 1; seat <= players; seat++) {
            require(state.chips(seat) >= 0, "no negative chips", game);
            total += state.chips(seat);
            in += state.chips(seat) > 0 ? 1 : 0;
        }
        require(total == KaudaState.STARTING_CHIPS * players, "chips conserved", game);
        require(state.playersIn() == in, "players in counted", game);
        require(state.round() >= 1 && state.round() <= state.rounds(), "round within the game", game);
        checkBoardHidesPendingStakes(state, game);
        switch (state.phase()) {
            case STAKE -> checkStakeRound(state, game);
            case THROW -> checkStakesCovered(state, game);
            case OVER -> checkResult(state, game);
            case MOVE -> throw new AssertionError("Kauda has no move phase (" + game + ")");
        }
    }

    private static void checkStakeRound(KaudaState state, String game) {
        int holder = state.holder();
        int stakers = state.playersIn() - 1;
        require(state.toMove() == 0, "nobody alone to move in a stake round", game);
        require(state.chips(holder) >= stakers, "the holder can pay a chip to everyone", game);
        int awaited = 0;
        for (int seat = 1; seat <= state.players(); seat++) {
            if (state.awaits(seat)) {
                awaited++;
                int least = state.least(seat);
                int greatest = state.greatest(seat);
                require(least >= 1 && least <= greatest && greatest <= state.chips(seat), "limits within own chips", game);
                require((long) greatest * stakers <= state.chips(holder), "limits within the thrower's chips", game);
                require(state.khals(seat).size() == 3 && !state.khals(seat).contains(Khal.ofSeat(holder).wire()),
                        "three khals, not the thrower's", game);
            }
        }
        require(awaited > 0, "a stake round has someone to stake", game);
    }

    private static void checkStakesCovered(KaudaState state, String game) {
        int holder = state.holder();
        require(state.toMove() == holder, "the holder throws", game);
        long sum = 0;
        for (int seat = 1; seat <= state.players(); seat++) {
            int stake = state.pendingStake(seat);
            boolean stakes = seat != holder && state.chips(seat) > 0;
            require(stake >= 0 == stakes, "seat " + seat + " stakes iff still in and not throwing", game);
            if (stakes) {
                int amount = KaudaState.amountOf(stake);
                require(amount >= 1 && amount <= state.chips(seat), "a stake within its owner's chips", game);
                require(KaudaState.khalOf(stake) != Khal.ofSeat(holder), "no stake on the thrower's khal", game);
                sum += amount;
            }
        }
        require(sum <= state.chips(holder), "the thrower can pay every stake", game);
    }

    private static void checkResult(KaudaState state, String game) {
        Result result = state.result();
        require(result != null, "a result at the end", game);
        int most = 0;
        for (int seat = 1; seat <= state.players(); seat++) {
            most = Math.max(most, state.chips(seat));
        }
        for (int seat = 1; seat <= state.players(); seat++) {
            require((result.winners().contains(seat) || result.draw()) == (state.chips(seat) == most),
                    "seat " + seat + " wins iff it has the most chips", game);
        }
        require(state.playersIn() == 1 || state.round() == state.rounds(), "over early only with one player in", game);
    }

    private static void checkBoardHidesPendingStakes(KaudaState state, String game) {
        Map<String, Object> shown = new LinkedHashMap<>();
        List<Integer> staked = new ArrayList<>();
        for (int seat = 1; seat <= state.players(); seat++) {
            if (state.lastStake(seat) >= 0) {
                shown.put(String.valueOf(seat), state.moveText(state.lastStake(seat)));
            }
            if (state.pendingStake(seat) >= 0) {
                staked.add(seat);
            }
        }
        Map<String, Object> board = state.board();
        require(board.get("stakes").equals(shown), "the board shows the stakes of the last throw only", game);
        require(board.get("staked").equals(staked), "the board lists who has staked", game);
    }

    private static void checkLegalMovesAgreeWithLimits(KaudaState state, String game) {
        int[] moves = new int[state.maxMoves()];
        int thrower = Khal.ofSeat(state.holder()).ordinal();
        for (int seat = 1; seat <= state.players(); seat++) {
            if (!state.awaits(seat)) {
                require(state.legalMoves(seat, moves) == 0, "no stakes for a seat not awaited", game);
                continue;
            }
            int least = state.least(seat);
            int greatest = state.greatest(seat);
            int n = state.legalMoves(seat, moves);
            require(n == 3 * (greatest - least + 1), "legal stakes: three khals times the amounts", game);
            List<String> khals = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                require(state.isLegal(seat, moves[i]), "every listed stake is legal", game);
                String khal = KaudaState.khalOf(moves[i]).wire();
                if (!khals.contains(khal)) {
                    khals.add(khal);
                }
            }
            require(khals.stream().sorted().toList().equals(state.khals(seat)), "listed khals agree", game);
            for (int khal = 0; khal < 4; khal++) {
                require(!state.isLegal(seat, khal * KaudaState.AMOUNTS + least - 1), "below the least", game);
                require(!state.isLegal(seat, khal * KaudaState.AMOUNTS + greatest + 1), "above the greatest", game);
            }
            require(!state.isLegal(seat, thrower * KaudaState.AMOUNTS + least), "the thrower's khal", game);
        }
    }

    @ParameterizedTest(name = "{0} players, {1} rounds, doubling {2}")
    @MethodSource("tables")
    void recordsReplay(int players, int rounds, boolean doubling) {
        Game kauda = Kauda.GAME;
        for (long seed = 0; seed < REPLAYED; seed++) {
            String game = game(players, rounds, doubling, seed);
            Match match = Match.start(kauda, players, kauda.options(options(rounds, doubling)), seed);
            Rng choices = new Rng(~seed);
            int[] buffer = new int[match.state().maxMoves()];
            int steps = 0;
            while (!match.state().isOver()) {
                require(++steps < MAX_STEPS, "the game ends", game);
                if (match.state().phase() == Phase.THROW) {
                    match.throwRandom();
                    continue;
                }
                for (int seat = 1; seat <= players; seat++) {
                    if (match.state().awaits(seat)) {
                        int move = match.state().randomMove(seat, choices, buffer);
                        match.play(seat, match.state().moveText(move));
                    }
                }
            }
            String text = match.record().toText();
            Match replayed = Match.replay(GameRecord.parse(text));
            assertThat(replayed.record().toText()).as(game).isEqualTo(text);
            assertThat(replayed.state().board()).as(game).isEqualTo(match.state().board());
            assertThat(replayed.state().result()).as(game).isEqualTo(match.state().result());
        }
    }
}
