package chautari.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import chautari.engine.chess.Chess;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What every registered game must do, checked the same way for each, as OpenSpiel's basic tests
 * check its games: seeded random games at the fewest and the most players end; replayed from
 * their texts they pass the same positions to the same result; isLegal agrees with legalMoves;
 * moves and outcomes read back from their texts; grouped chance outcomes reach the positions
 * their outcomes reach with the same chances; copies hash as their originals and stay apart
 * from them, and distinct positions hash apart; bad input is refused and changes nothing.
 */
class ConformanceTest {
    private static final int GAMES = SeedCount.of(12, 120);
    private static final int THROWS_GROUPED = 4;
    private static final int STEP_LIMIT = 200_000;

    /** One step of a game: a throw's outcome or a seat's move, as the record writes it. */
    private record Step(int seat, boolean chance, String text) {
    }

    /** The registered games, and chess, which is checked here before it is registered. */
    static Stream<Arguments> tables() {
        return Stream.concat(Games.all().stream(), Stream.of(Chess.GAME)).distinct().flatMap(game -> IntStream.of(game.minPlayers(), game.maxPlayers()).distinct()
                .mapToObj(players -> Arguments.of(Named.of(game.id(), game), players)));
    }

    private static GameState start(Game game, int players) {
        return game.start(players, game.options(Map.of()));
    }

    private static void require(boolean holds, String what, String where) {
        if (!holds) {
            throw new AssertionError(what + " (" + where + ")");
        }
    }

    @ParameterizedTest(name = "{0}, {1} players")
    @MethodSource("tables")
    @DisplayName("random games end, every step keeping the contract: legal moves listed once and read back, isLegal agreeing, copies and views alike")
    void randomGamesEndKeepingTheContract(Game game, int players) {
        for (long seed = 1; seed <= GAMES; seed++) {
            String where = game.id() + ", " + players + " players, seed " + seed;
            GameState state = start(game, players);
            Rng rng = new Rng(seed);
            Rng probes = new Rng(~seed);
            int[] buffer = new int[state.maxMoves()];
            Map<Long, String> positions = new HashMap<>();
            for (int steps = 0; !state.isOver(); steps++) {
                require(steps < STEP_LIMIT, "the game ends", where);
                require(state.result() == null, "no result before the end", where);
                checkHash(state, positions, where);
                GameState copy = state.copy();
                Map<String, Object> board = state.board();
                if (state.phase() == Phase.THROW) {
                    int outcome = state.sampleChance(rng);
                    require(outcome >= 0 && outcome < state.chanceOutcomeCount(), "a drawn outcome is one of the game's", where);
                    state.applyChance(outcome);
                } else {
                    int seat = IntStream.rangeClosed(1, players).filter(state::awaits).findFirst()
                            .orElseThrow(() -> new AssertionError("a seat awaited while the game is on (" + where + ")"));
                    checkMoves(state, seat, buffer, probes, where);
                    playRandomMove(state, seat, rng, buffer, where);
                }
                require(copy.board().equals(board), "a copy stays as it was while its original plays on", where);
            }
            checkEnd(state, where);
        }
    }

    @ParameterizedTest(name = "{0}, {1} players")
    @MethodSource("tables")
    @DisplayName("a random play-out (runs of moves in the game's own loop) plays what the same player's single steps play")
    void playOutPlaysWhatItsStepsPlay(Game game, int players) {
        for (long seed = 1; seed <= GAMES; seed++) {
            String where = game.id() + ", " + players + " players, seed " + seed;
            GameState whole = start(game, players);
            RandomPlayer wholePlayer = new RandomPlayer(new Rng(seed));
            wholePlayer.playOut(whole);
            GameState stepped = start(game, players);
            RandomPlayer stepper = new RandomPlayer(new Rng(seed));
            while (!stepped.isOver()) {
                require(stepper.moves() + stepper.throwsMade() < STEP_LIMIT, "the game ends", where);
                stepper.step(stepped);
            }
            assertSame(whole, stepped, where);
            assertThat(whole.result()).as(where).isEqualTo(stepped.result());
            assertThat(wholePlayer.moves()).as(where).isEqualTo(stepper.moves());
            assertThat(wholePlayer.throwsMade()).as(where).isEqualTo(stepper.throwsMade());
        }
    }

    /** A copy hashes as its original; two positions that hash alike are the same position. */
    private static void checkHash(GameState state, Map<Long, String> positions, String where) {
        long hash = state.positionHash();
        require(state.copy().positionHash() == hash, "a copy hashes as its original", where);
        String position = state.phase() + " " + state.toMove() + " " + state.board();
        String before = positions.putIfAbsent(hash, position);
        require(before == null || before.equals(position), "distinct positions hash apart: " + before + " and " + position, where);
    }

    /** The seat's moves are listed once each, legal for it alone, read back from their texts, and isLegal says no to others. */
    private static void checkMoves(GameState state, int seat, int[] buffer, Rng probes, String where) {
        int n = state.legalMoves(seat, buffer);
        require(n > 0, "a seat awaited has a move", where);
        Set<Integer> listed = new HashSet<>();
        for (int i = 0; i < n; i++) {
            int move = buffer[i];
            require(listed.add(move), "a move is listed once", where);
            require(state.isLegal(seat, move), "a listed move is legal", where);
            String text = state.moveText(move);
            require(state.parseMove(text) == move, "'" + text + "' reads back as its move", where);
            for (int other = 1; other <= state.players(); other++) {
                require(other == seat || state.awaits(other) || !state.isLegal(other, move),
                        "a seat not awaited has no legal move", where);
            }
        }
        for (int i = 0; i < 8; i++) {
            int code = i % 2 == 0 ? probes.nextInt(Integer.MAX_VALUE) - probes.nextInt(Integer.MAX_VALUE)
                    : buffer[probes.nextInt(n)] ^ 1 << probes.nextInt(31);
            require(state.isLegal(seat, code) == listed.contains(code), "isLegal agrees with legalMoves on " + code, where);
        }
        String[] texts = state.legalMoveTexts(seat);
        require(texts.length == n, "as many move texts as moves", where);
        require(List.of(texts).equals(List.of(state.viewFor(seat).legalMoveTexts(seat))),
                "the seat's own view lists the same moves", where);
    }

    /** Plays what randomMove draws, checked; playRandomMove with the same draws reaches the same position. */
    private static void playRandomMove(GameState state, int seat, Rng rng, int[] buffer, String where) {
        GameState twin = state.copy();
        Rng twinRng = rng.copy();
        int move = state.randomMove(seat, rng, buffer);
        long hash = state.positionHash();
        state.moveFacts(seat, move);
        require(state.positionHash() == hash, "moveFacts changes nothing", where);
        state.play(seat, move);
        twin.playRandomMove(seat, twinRng, buffer);
        require(twin.positionHash() == state.positionHash() && twin.board().equals(state.board()),
                "playRandomMove plays what randomMove draws", where);
        require(twinRng.nextLong() == rng.copy().nextLong(), "playRandomMove takes the draws randomMove takes", where);
    }

    /** Over: nobody to act, a result, and returns within their bounds with the winners above the rest. */
    private static void checkEnd(GameState state, String where) {
        require(state.toMove() == 0, "nobody to move once over", where);
        Result result = state.result();
        require(result != null, "a result once over", where);
        require(result.draw() == result.winners().isEmpty(), "a draw exactly when nobody wins", where);
        require(result.winners().stream().allMatch(w -> w >= 1 && w <= state.players()), "winners are seats", where);
        require(Set.copyOf(result.winners()).size() == result.winners().size(), "each winner once", where);
        double[] returns = state.returns();
        require(returns.length == state.players(), "a return a seat", where);
        for (int seat = 1; seat <= state.players(); seat++) {
            require(!state.awaits(seat), "no seat awaited once over", where);
            require(state.legalMoveTexts(seat).length == 0, "no legal moves once over", where);
            double mine = returns[seat - 1];
            require(mine >= state.minReturn() && mine <= state.maxReturn(), "returns within their bounds", where);
            require(result.winners().stream().allMatch(w -> returns[w - 1] >= mine), "winners return the most", where);
        }
    }

    @ParameterizedTest(name = "{0}, {1} players")
    @MethodSource("tables")
    @DisplayName("a game replayed from the texts of its throws and moves passes the same positions to the same result")
    void replaysPassTheSamePositions(Game game, int players) {
        for (long seed = 1; seed <= GAMES; seed++) {
            String where = game.id() + ", " + players + " players, seed " + seed;
            List<Step> steps = new ArrayList<>();
            List<GameState> positions = new ArrayList<>();
            GameState played = start(game, players);
            Rng rng = new Rng(seed);
            int[] buffer = new int[played.maxMoves()];
            while (!played.isOver()) {
                if (played.phase() == Phase.THROW) {
                    int outcome = played.sampleChance(rng);
                    steps.add(new Step(played.toMove(), true, played.outcomeText(outcome)));
                    played.applyChance(outcome);
                } else {
                    int seat = IntStream.rangeClosed(1, players).filter(played::awaits).findFirst().orElseThrow();
                    int move = played.randomMove(seat, rng, buffer);
                    steps.add(new Step(seat, false, played.moveText(move)));
                    played.play(seat, move);
                }
                positions.add(played.copy());
            }
            GameState replayed = start(game, players);
            for (int i = 0; i < steps.size(); i++) {
                Step step = steps.get(i);
                if (step.chance()) {
                    replayed.applyChance(replayed.parseOutcome(step.text()));
                } else {
                    replayed.play(step.seat(), replayed.parseMove(step.text()));
                }
                assertSame(replayed, positions.get(i), where + ", step " + i + ", " + step);
            }
            assertThat(replayed.result()).as(where).isEqualTo(played.result());
            assertThat(replayed.returns()).as(where).containsExactly(played.returns());
        }
    }

    private static void assertSame(GameState actual, GameState expected, String where) {
        assertThat(actual.positionHash()).as(where).isEqualTo(expected.positionHash());
        assertThat(actual.board()).as(where).isEqualTo(expected.board());
        assertThat(actual.phase()).as(where).isEqualTo(expected.phase());
        assertThat(actual.toMove()).as(where).isEqualTo(expected.toMove());
    }

    @ParameterizedTest(name = "{0}, {1} players")
    @MethodSource("tables")
    @DisplayName("at a throw every outcome reads back from its text, the chances sum to one, and each group reaches its outcomes' positions with their chances summed")
    void chanceOutcomesReadBackAndGroupExactly(Game game, int players) {
        for (long seed = 1; seed <= 3; seed++) {
            GameState state = start(game, players);
            RandomPlayer player = new RandomPlayer(new Rng(seed));
            int throwsChecked = 0;
            while (!state.isOver() && throwsChecked < THROWS_GROUPED) {
                if (state.phase() == Phase.THROW) {
                    checkThrow(state, game.id() + ", " + players + " players, seed " + seed);
                    throwsChecked++;
                }
                player.step(state);
            }
        }
    }

    private static void checkThrow(GameState state, String where) {
        int count = state.chanceOutcomeCount();
        assertThat(count).as(where).isPositive();
        long hash = state.positionHash();
        Map<Long, Double> byOutcomes = new HashMap<>();
        Set<String> texts = new HashSet<>();
        for (int outcome = 0; outcome < count; outcome++) {
            String text = state.outcomeText(outcome);
            require(texts.add(text) && state.parseOutcome(text) == outcome, "outcome " + outcome + " reads back from '" + text + "'", where);
            state.throwFacts(outcome);
            GameState after = state.copy();
            after.applyChance(outcome);
            byOutcomes.merge(after.positionHash(), state.chanceProbability(outcome), Double::sum);
        }
        assertThat(state.positionHash()).as(where + ": throwFacts changes nothing").isEqualTo(hash);
        Map<Long, Double> byGroups = new HashMap<>();
        for (int group = 0; group < state.chanceGroupCount(); group++) {
            GameState after = state.copy();
            after.applyChance(state.chanceGroupOutcome(group));
            byGroups.merge(after.positionHash(), state.chanceGroupProbability(group), Double::sum);
        }
        assertThat(byGroups.keySet()).as(where).isEqualTo(byOutcomes.keySet());
        byGroups.forEach((position, p) -> assertThat(byOutcomes.get(position)).as(where).isCloseTo(p, within(1e-12)));
        assertThat(byOutcomes.values().stream().mapToDouble(Double::doubleValue).sum()).as(where).isCloseTo(1.0, within(1e-12));
    }

    @ParameterizedTest(name = "{0}, {1} players")
    @MethodSource("tables")
    @DisplayName("bad input is refused with a GameException and changes nothing: illegal moves, moves out of turn, throws not awaited, malformed texts")
    void badInputIsRefusedAndChangesNothing(Game game, int players) {
        GameState state = start(game, players);
        RandomPlayer player = new RandomPlayer(new Rng(5));
        int[] buffer = new int[state.maxMoves()];
        for (int step = 0; step < 300 && !state.isOver(); step++) {
            if (step % 10 == 0) {
                checkRefusals(state, buffer, game.id() + ", " + players + " players, step " + step);
            }
            player.step(state);
        }
        checkRefusals(state, buffer, game.id() + ", " + players + " players, at the end");
    }

    private static void checkRefusals(GameState state, int[] buffer, String where) {
        long hash = state.positionHash();
        Map<String, Object> board = state.board();
        for (int seat = 1; seat <= state.players(); seat++) {
            int seatToTry = seat;
            if (state.awaits(seat)) {
                int n = state.legalMoves(seat, buffer);
                Set<Integer> listed = new HashSet<>();
                for (int i = 0; i < n; i++) {
                    listed.add(buffer[i]);
                }
                int illegal = IntStream.of(-1, Integer.MIN_VALUE, Integer.MAX_VALUE).filter(m -> !listed.contains(m)).findFirst().orElseThrow();
                assertThatThrownBy(() -> state.play(seatToTry, illegal)).as(where).isInstanceOf(GameException.class)
                        .hasMessageContaining("not a legal");
            } else if (!state.isOver() && state.phase() != Phase.THROW) {
                int other = IntStream.rangeClosed(1, state.players()).filter(state::awaits).findFirst().orElseThrow();
                int move = state.legalMoves(other, buffer) > 0 ? buffer[0] : 0;
                assertThatThrownBy(() -> state.play(seatToTry, move)).as(where).isInstanceOf(GameException.class);
            }
        }
        for (String text : new String[] {"", "?", "not a move at all"}) {
            assertThatThrownBy(() -> state.parseMove(text)).as(where + ": move '%s'", text).isInstanceOf(GameException.class);
            if (state.chanceOutcomeCount() > 0) {
                assertThatThrownBy(() -> state.parseOutcome(text)).as(where + ": outcome '%s'", text).isInstanceOf(GameException.class);
            }
        }
        if (state.phase() == Phase.THROW) {
            assertThatThrownBy(() -> state.applyChance(-1)).as(where).isInstanceOf(GameException.class);
            assertThatThrownBy(() -> state.applyChance(state.chanceOutcomeCount())).as(where).isInstanceOf(GameException.class);
        } else {
            assertThatThrownBy(() -> state.applyChance(0)).as(where).isInstanceOf(GameException.class);
        }
        assertThat(state.positionHash()).as(where + ": refusals change nothing").isEqualTo(hash);
        assertThat(state.board()).as(where).isEqualTo(board);
    }
}
