package chautari.engine.pasa;

import chautari.engine.Game;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.GameState;
import chautari.engine.Match;
import chautari.engine.Phase;
import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import chautari.engine.SeedCount;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Many seeded random games with 2, 3 and 4 players and both options, checking after every
 * step what must always hold, with the squares worked out here from docs/rules/pasa.md's own words
 * (what every game must do, replays and move texts among it, is ConformanceTest's).
 */
class PasaPropertiesTest {
    private static final int SEEDS = SeedCount.of(8, 25);
    private static final int STEP_LIMIT = 20_000;
    private static final List<String> TRACK = PasaClothTest.trackAsWritten();
    private static final String[] ARMS_OF = {"", "", "SN", "SEN", "SENW"};

    static Stream<Arguments> tables() {
        List<Arguments> tables = new ArrayList<>();
        for (int players = 2; players <= 4; players++) {
            for (boolean partners : new boolean[] {true, false}) {
                for (boolean bonus : new boolean[] {false, true}) {
                    tables.add(Arguments.of(players, partners, bonus));
                }
            }
        }
        return tables.stream();
    }

    @ParameterizedTest(name = "{0} players, partners={1}, captureBonus={2}")
    @MethodSource("tables")
    void randomGamesKeepEveryInvariantAndEnd(int players, boolean partners, boolean bonus) {
        Game pasa = Pasa.GAME;
        var options = pasa.options(Map.of(Pasa.PARTNERS, partners, Pasa.CAPTURE_BONUS, bonus));
        for (long seed = 1; seed <= SEEDS; seed++) {
            long gameSeed = seed * 1_000_003L + players * 31L + (partners ? 7 : 0) + (bonus ? 3 : 0);
            Match match = Match.start(pasa, players, options, gameSeed);
            Rng choices = new Rng(gameSeed ^ 0x5EED);
            PasaState state = (PasaState) match.state();
            boolean sides = partners && players == 4;
            int steps = 0;
            int throwsMade = 0;
            while (!state.isOver()) {
                String where = "seed " + gameSeed + ", step " + steps;
                assertThat(steps++).as(where + ": the game ends").isLessThan(STEP_LIMIT);
                checkPosition(state, players, sides, where);
                if (state.phase() == Phase.THROW) {
                    assertThat(match.throwRandom()).as(where).matches("[1256]{3}");
                    state = (PasaState) match.state();
                    throwsMade++;
                    continue;
                }
                String[] legal = checkLegalMoves(state, where);
                PasaState before = state.copy();
                String move = legal[choices.nextInt(legal.length)];
                match.play(state.toMove(), move);
                state = (PasaState) match.state();
                checkStep(before, state, move, players, where);
            }
            checkPosition(state, players, sides, "seed " + gameSeed + " at the end");
            checkEnd(state, players, sides, throwsMade, "seed " + gameSeed);
        }
    }

    @ParameterizedTest(name = "{0} players, partners={1}, captureBonus={2}")
    @MethodSource("tables")
    void manyFastRandomGamesStayConsistentAndEnd(int players, boolean partners, boolean bonus) {
        Game pasa = Pasa.GAME;
        GameState start = pasa.start(players, pasa.options(Map.of(Pasa.PARTNERS, partners, Pasa.CAPTURE_BONUS, bonus)));
        for (long seed = 1; seed <= 8 * SEEDS; seed++) {
            RandomPlayer player = new RandomPlayer(new Rng(seed));
            PasaState state = (PasaState) start.copy();
            for (int steps = 0; !state.isOver(); steps++) {
                if (steps == STEP_LIMIT || !state.consistent()) {
                    throw new AssertionError("seed " + seed + ", step " + steps + ": "
                            + (steps == STEP_LIMIT ? "the game does not end" : "inconsistent at " + state.board()));
                }
                player.step(state);
            }
            assertThat(state.result().winners()).as("seed %d", seed).isNotEmpty();
        }
    }

    @SuppressWarnings("unchecked")
    private static void checkPosition(PasaState state, int players, boolean sides, String where) {
        assertThat(state.consistent()).as(where + ": square counts agree with the pieces").isTrue();
        Map<String, Object> board = state.board();
        Map<String, List<Integer>> pieces = (Map<String, List<Integer>>) board.get("pieces");
        List<Integer> dice = (List<Integer>) board.get("dice");
        assertThat(pieces.keySet()).as(where).hasSize(players);
        Map<String, Set<Integer>> sidesOn = new HashMap<>();
        for (int seat = 1; seat <= players; seat++) {
            List<Integer> progress = pieces.get(String.valueOf(seat));
            assertThat(progress).as(where + ": four pieces a seat").hasSize(4).isSorted();
            for (int p : progress) {
                assertThat(p).as(where + ": progress within 0..84").isBetween(0, 84);
                if (p >= 8 && p <= 76) {
                    String square = TRACK.get((TRACK.indexOf(ARMS_OF[players].charAt(seat - 1) + "c8") + p - 8) % 68);
                    sidesOn.computeIfAbsent(square, k -> new HashSet<>()).add(sides ? (seat - 1) % 2 : seat);
                }
            }
        }
        sidesOn.forEach((square, onIt) -> {
            boolean castle = square.endsWith("c8") || square.endsWith("l5") || square.endsWith("r5");
            if (!castle) {
                assertThat(onIt).as(where + ": one side at most on the ordinary square " + square).hasSize(1);
            }
        });
        assertThat(dice).as(where + ": dice in hand").hasSizeLessThanOrEqualTo(3).isSorted();
        assertThat(dice).as(where).allMatch(d -> d == 1 || d == 2 || d == 5 || d == 6);
        assertThat(dice.isEmpty()).as(where + ": dice in hand exactly while a move is awaited")
                .isEqualTo(state.phase() != Phase.MOVE);
    }

    private static String[] checkLegalMoves(PasaState state, String where) {
        int seat = state.toMove();
        String[] legal = state.legalMoveTexts(seat);
        assertThat(legal).as(where + ": legal moves are distinct").doesNotHaveDuplicates().isNotEmpty();
        boolean pass = List.of(legal).contains("pass");
        assertThat(!pass || legal.length == 1).as(where + ": pass only when no die can be used").isTrue();
        assertThat(state.isLegal(seat, state.parseMove("pass"))).as(where).isEqualTo(pass);
        for (String move : legal) {
            assertThat(move).matches("pass|[1256]:(H|[SENW][crl][1-8])-(H|[SENW][crl][1-8])");
        }
        return legal;
    }

    /** A move moves one piece of the owner by its die; it may send one enemy piece back to H. */
    private static void checkStep(PasaState before, PasaState after, String move, int players, String where) {
        if (move.equals("pass")) {
            assertThat(after.phase()).as(where + ": pass ends the turn").isEqualTo(Phase.THROW);
            for (int seat = 1; seat <= players; seat++) {
                assertThat(after.progress(seat)).isEqualTo(before.progress(seat));
            }
            return;
        }
        int owner = before.pieceOwner(before.toMove());
        int die = move.charAt(0) - '0';
        int captured = after.captures() - before.captures();
        assertThat(captured).as(where).isBetween(0, 1);
        int lost = 0;
        for (int seat = 1; seat <= players; seat++) {
            int change = sum(after.progress(seat)) - sum(before.progress(seat));
            if (seat == owner) {
                assertThat(change).as(where + ": the owner's piece moves by the die").isEqualTo(die);
            } else {
                assertThat(change).as(where).isLessThanOrEqualTo(0);
                lost += change < 0 ? 1 : 0;
            }
        }
        assertThat(lost).as(where + ": a capture sends one piece back").isEqualTo(captured);
    }

    private static void checkEnd(PasaState state, int players, boolean sides, int throwsMade, String where) {
        var result = state.result();
        assertThat(result.draw()).isFalse();
        assertThat(result.details()).isEqualTo(Map.of("throws", throwsMade));
        List<Integer> winners = result.winners();
        if (sides) {
            assertThat(winners).as(where).isIn(List.of(1, 3), List.of(2, 4));
        } else {
            assertThat(winners).as(where).hasSize(1);
        }
        for (int seat = 1; seat <= players; seat++) {
            boolean allHome = sum(state.progress(seat)) == 4 * 84;
            if (winners.contains(seat)) {
                assertThat(allHome).as(where + ": winner " + seat + " has all home").isTrue();
            } else if (!sides) {
                assertThat(allHome).as(where + ": only the winner has four home").isFalse();
            }
        }
        GameState after = state.copy();
        assertThat(after.legalMoveTexts(1)).isEmpty();
    }

    private static int sum(int[] progress) {
        int s = 0;
        for (int p : progress) {
            s += p;
        }
        return s;
    }
}
