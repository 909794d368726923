package chautari.engine.ludo;

import chautari.engine.Game;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.FairPlay;
import chautari.engine.FairThrows;
import chautari.engine.GameRecord;
import chautari.engine.GameState;
import chautari.engine.Match;
import chautari.engine.Phase;
import chautari.engine.RandomPlayer;
import chautari.engine.Rng;
import chautari.engine.SeedCount;
import chautari.engine.Verification;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Seeded random games with 2, 3 and 4 players, checking after every step what must always hold in Ludo (what every game must do is ConformanceTest's). */
class LudoPropertiesTest {
    private static final Game LUDO = Ludo.GAME;
    private static final int SEEDS = SeedCount.of(6, 12);
    private static final int FAST_SEEDS = SeedCount.of(60, 300);
    private static final int STEP_LIMIT = 50_000;
    private static final String SQUARE = "(y|H|h[1-5]|t([1-9]|[1-4][0-9]|5[0-2]))";

    private static GameState start(int players) {
        return LUDO.start(players, LUDO.options(Map.of()));
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4})
    @DisplayName("Ludo properties: random games keep every token, list only legal moves and end with a winner")
    void randomGamesKeepEveryInvariantAndEnd(int players) {
        for (long seed = 1; seed <= SEEDS; seed++) {
            long gameSeed = seed * 1_000_003L + players;
            Match match = Match.start(LUDO, players, LUDO.options(Map.of()), gameSeed);
            Rng choices = new Rng(gameSeed ^ 0x5EED);
            int steps = 0;
            int throwsMade = 0;
            while (!match.state().isOver()) {
                LudoState state = (LudoState) match.state();
                String where = "seed " + gameSeed + ", step " + steps;
                assertThat(steps++).as(where + ": the game ends").isLessThan(STEP_LIMIT);
                checkPosition(state, players, where);
                if (state.phase() == Phase.THROW) {
                    assertThat(match.throwRandom()).as(where).matches("[1-6]");
                    throwsMade++;
                    continue;
                }
                String[] legal = checkLegalMoves(state, where, steps % 250 == 0);
                LudoState before = state.copy();
                String move = legal[choices.nextInt(legal.length)];
                match.play(state.toMove(), move);
                checkStep(before, (LudoState) match.state(), move, where);
            }
            LudoState end = (LudoState) match.state();
            checkPosition(end, players, "seed " + gameSeed + " at the end");
            List<Integer> winners = end.result().winners();
            assertThat(winners).hasSize(1);
            assertThat(end.result().draw()).isFalse();
            assertThat(end.result().details()).isEqualTo(Map.of("throws", throwsMade));
            for (int seat = 1; seat <= players; seat++) {
                boolean allHome = IntStream.of(end.progress(seat)).allMatch(p -> p == Track.HOME);
                assertThat(allHome).as("seed %d: seat %d has all four home exactly when it won", gameSeed, seat)
                        .isEqualTo(winners.contains(seat));
            }
        }
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4})
    @DisplayName("Ludo properties: many fast random games stay consistent, end with one winner and hash alike when alike")
    void manyFastRandomGamesStayConsistentAndEnd(int players) {
        GameState start = start(players);
        for (long seed = 1; seed <= FAST_SEEDS; seed++) {
            RandomPlayer player = new RandomPlayer(new Rng(seed));
            LudoState state = (LudoState) start.copy();
            for (int steps = 0; !state.isOver(); steps++) {
                if (steps == STEP_LIMIT || !state.consistent()) {
                    throw new AssertionError("seed " + seed + ", step " + steps + ": "
                            + (steps == STEP_LIMIT ? "the game does not end" : "inconsistent at " + state.board()));
                }
                if (steps % 97 == 0) {
                    assertThat(rebuilt(state).positionHash()).as("the hash does not see the token slots")
                            .isEqualTo(state.positionHash());
                }
                player.step(state);
            }
            assertThat(state.result().winners()).as("seed %d", seed).hasSize(1);
        }
    }

    /** The same position set up again from the sorted progress numbers. */
    private static LudoState rebuilt(LudoState state) {
        int[][] progress = new int[state.players()][];
        for (int seat = 1; seat <= state.players(); seat++) {
            progress[seat - 1] = state.progress(seat);
        }
        int seat = state.isOver() ? state.result().winners().get(0) : state.toMove();
        return LudoState.of(state.players(), progress, seat, state.die(), state.sixes());
    }

    @Test
    @DisplayName("Ludo properties: randomMove draws each legal move equally often")
    void randomMoveIsUniform() {
        for (int moves = 2; moves <= 4; moves++) {
            String[] squares = {"t5", "t20", "t30", "t40"};
            String[] red = new String[4];
            for (int i = 0; i < 4; i++) {
                red[i] = i < moves ? squares[i] : "H";
            }
            LudoState state = Positions.position(1, red, Positions.YARD);
            int[] buffer = new int[state.maxMoves()];
            assertThat(state.legalMoves(1, buffer)).isEqualTo(moves);
            Map<Integer, Integer> counts = new java.util.HashMap<>();
            Rng rng = new Rng(moves);
            int draws = 60_000;
            for (int i = 0; i < draws; i++) {
                counts.merge(state.randomMove(1, rng, buffer), 1, Integer::sum);
            }
            assertThat(counts).hasSize(moves);
            for (int count : counts.values()) {
                assertThat(Math.abs(count - draws / moves)).as("%d moves: %s", moves, counts)
                        .isLessThan(draws / moves / 25);
            }
        }
        LudoState forced = Positions.position(3, Positions.seat("t5", "H", "H", "H"), Positions.YARD);
        Rng rng = new Rng(1);
        Rng twin = new Rng(1);
        forced.randomMove(1, rng, new int[4]);
        assertThat(rng.nextLong()).as("the only move draws nothing").isEqualTo(twin.nextLong());
    }

    @Test
    @DisplayName("Ludo properties: a throw is one draw, each face 1/6")
    void throwsAreUniform() {
        GameState state = start(2);
        Rng rng = new Rng(77);
        int[] counts = new int[6];
        int draws = 60_000;
        for (int i = 0; i < draws; i++) {
            counts[state.sampleChance(rng)]++;
        }
        for (int count : counts) {
            assertThat(Math.abs(count - draws / 6)).as("%s", java.util.Arrays.toString(counts)).isLessThan(400);
        }
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 4})
    @DisplayName("Ludo properties: a game whose throws come from a sealed secret verifies, one die at a time")
    void fairThrowsVerify(int players) {
        byte[] secret = new byte[FairThrows.SECRET_BYTES];
        for (int i = 0; i < secret.length; i++) {
            secret[i] = (byte) (i * 7 + players);
        }
        List<String> seeds = IntStream.rangeClosed(1, players).mapToObj(s -> "seat" + s).toList();
        GameRecord record = FairPlay.randomGame(LUDO, players, LUDO.options(Map.of()), 3, secret, "L" + players, seeds);
        assertThat(Match.replay(record).state().isOver()).isTrue();
        Verification verification = FairThrows.verify(record);
        assertThat(verification.problems()).isEmpty();
        assertThat(verification.checks()).isNotEmpty().allMatch(c -> c.recorded().matches("[1-6]"));
        Set<String> faces = new HashSet<>();
        verification.checks().forEach(c -> faces.add(c.derived()));
        assertThat(faces).containsExactlyInAnyOrder("1", "2", "3", "4", "5", "6");
    }

    @SuppressWarnings("unchecked")
    private static void checkPosition(LudoState state, int players, String where) {
        assertThat(state.consistent()).as(where + ": square counts agree with the tokens").isTrue();
        Map<String, Object> board = state.board();
        Map<String, List<String>> tokens = (Map<String, List<String>>) board.get("tokens");
        assertThat(tokens.keySet()).as(where).hasSize(players);
        Map<String, Set<Integer>> coloursOn = new java.util.HashMap<>();
        for (int seat = 1; seat <= players; seat++) {
            List<String> squares = tokens.get(String.valueOf(seat));
            assertThat(squares).as(where + ": four tokens a seat").hasSize(4).isSorted();
            for (String square : squares) {
                assertThat(square).matches(SQUARE);
                if (square.startsWith("t")) {
                    coloursOn.computeIfAbsent(square, k -> new HashSet<>()).add(seat);
                }
            }
            assertThat(squares).as(where + ": never on the square before its start").doesNotContain(
                    "t" + ((13 * state.colourOf(seat) + 51) % 52 + 1));
        }
        coloursOn.forEach((square, onIt) -> {
            if (!LudoState.safe(Integer.parseInt(square.substring(1)) - 1)) {
                assertThat(onIt).as(where + ": one colour at most on " + square).hasSize(1);
            }
        });
        int sixes = (int) board.get("sixes");
        assertThat(sixes).as(where).isBetween(0, 3);
        assertThat(sixes == 0 || state.phase() != Phase.MOVE || state.die() == 6).as(where).isTrue();
    }

    /** Pass only alone and on the third six, moves written as squares, and isLegal agreeing over every code when asked. */
    private static String[] checkLegalMoves(LudoState state, String where, boolean everyCode) {
        int seat = state.toMove();
        String[] legal = state.legalMoveTexts(seat);
        assertThat(legal).as(where + ": legal moves are distinct").doesNotHaveDuplicates().isNotEmpty();
        int[] codes = new int[state.maxMoves()];
        int n = state.legalMoves(seat, codes);
        assertThat(n).isEqualTo(legal.length);
        Set<Integer> listed = new HashSet<>();
        for (int i = 0; i < n; i++) {
            listed.add(codes[i]);
        }
        boolean pass = List.of(legal).contains("pass");
        assertThat(!pass || legal.length == 1).as(where + ": pass only when nothing else").isTrue();
        assertThat(pass).as(where + ": the third six is lost").isEqualTo(pass || state.sixes() == 3);
        for (String move : legal) {
            assertThat(move).matches("pass|" + SQUARE + "-" + SQUARE);
        }
        if (everyCode) {
            for (int code = -1; code <= LudoState.PASS; code++) {
                assertThat(state.isLegal(seat, code)).as(where + ": code " + code).isEqualTo(listed.contains(code));
            }
        }
        return legal;
    }

    /** A move moves one token of the mover forward by the die; it may send other colours' tokens back to the yard. */
    private static void checkStep(LudoState before, LudoState after, String move, String where) {
        int mover = before.toMove();
        int captured = after.captures() - before.captures();
        if (move.equals("pass")) {
            for (int seat = 1; seat <= before.players(); seat++) {
                assertThat(after.progress(seat)).isEqualTo(before.progress(seat));
            }
            assertThat(captured).isZero();
        } else {
            int lost = 0;
            for (int seat = 1; seat <= before.players(); seat++) {
                int change = sum(after.progress(seat)) - sum(before.progress(seat));
                if (seat == mover) {
                    int steps = move.startsWith("y-") ? 1 : before.die();
                    assertThat(change).as(where + ": the mover's token moves by the die").isEqualTo(steps);
                } else {
                    assertThat(change).as(where).isLessThanOrEqualTo(0);
                    lost += IntStream.of(after.progress(seat)).filter(p -> p == 0).count()
                            - IntStream.of(before.progress(seat)).filter(p -> p == 0).count();
                }
            }
            assertThat(lost).as(where + ": the tokens sent back").isEqualTo(captured);
        }
        boolean again = before.die() == 6 && before.sixes() < 3 || captured > 0
                || move.endsWith("-H");
        if (!after.isOver()) {
            assertThat(after.phase()).isEqualTo(Phase.THROW);
            assertThat(after.toMove()).as(where + ": " + move + " with " + before.die())
                    .isEqualTo(again ? mover : mover % before.players() + 1);
        }
    }

    private static int sum(int[] progress) {
        int s = 0;
        for (int p : progress) {
            s += p;
        }
        return s;
    }
}
