package chautari.engine.byapar;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.RandomPlayer;
import chautari.engine.Result;
import chautari.engine.Rng;
import chautari.engine.SeedCount;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seeded random games of 2 and 6 players that buy, build, mortgage and trade (offers from the
 * listed family and offers of several items read from text), checking after every step what must
 * always hold in Byapar.
 */
class ByaparPropertiesTest {
    private static final Game BYAPAR = Byapar.GAME;
    private static final int SEEDS = SeedCount.of(8, 40);
    private static final int FAST_SEEDS = SeedCount.of(40, 200);
    private static final int STEP_LIMIT = 400_000;

    /** One step: a throw's outcome or a seat's move, as the record writes it. */
    private record Step(int seat, boolean chance, String text) {
    }

    private static ByaparState start(int players, Map<String, Object> options) {
        return (ByaparState) BYAPAR.start(players, BYAPAR.options(options));
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 6})
    @DisplayName("Byapar properties: random games with buying, building and trading end, keep money conserved and never below zero, keep debts only while they are being raised, agree isLegal with legalMoves without reading or checking changing anything, and replay to the same end")
    void randomGamesKeepTheInvariantsEndAndReplay(int players) {
        Map<String, Integer> seen = new java.util.TreeMap<>();
        for (long seed = 1; seed <= SEEDS; seed++) {
            Map<String, Object> options = seed % 4 == 0 ? Map.of("rounds", 20, "money", 1000) : Map.of();
            ByaparState state = start(players, options);
            Rng rng = new Rng(seed * 7919 + players);
            List<Step> steps = new ArrayList<>();
            List<Long> hashes = new ArrayList<>();
            int[] buffer = new int[state.maxMoves()];
            while (!state.isOver()) {
                String where = "seed " + seed + ", step " + steps.size();
                assertThat(steps.size()).as(where + ": the game ends").isLessThan(STEP_LIMIT);
                checkInvariants(state, where);
                if (state.phase() == Phase.THROW) {
                    int outcome = state.sampleChance(rng);
                    assertThat(outcome).isBetween(0, state.chanceOutcomeCount() - 1);
                    steps.add(new Step(state.toMove(), true, state.outcomeText(outcome)));
                    state.applyChance(outcome);
                } else {
                    int seat = state.toMove();
                    checkLegality(state, seat, buffer, rng, where);
                    String move = chooseMove(state, seat, rng, buffer);
                    steps.add(new Step(seat, false, move));
                    seen.merge(state.stage.wire() + " " + move.replaceAll("[:=].*", ""), 1, Integer::sum);
                    if (move.startsWith("trade") && state.parseMove(move) >= OfferCodes.PARSED) {
                        seen.merge("wider offer", 1, Integer::sum);
                    }
                    state.play(seat, state.parseMove(move));
                }
                hashes.add(state.positionHash());
            }
            checkInvariants(state, "seed " + seed + " at the end");
            checkEnd(state, players, options);

            ByaparState replayed = start(players, options);
            for (int i = 0; i < steps.size(); i++) {
                Step step = steps.get(i);
                if (step.chance()) {
                    assertThat(replayed.toMove()).isEqualTo(step.seat());
                    replayed.applyChance(replayed.parseOutcome(step.text()));
                } else {
                    replayed.play(step.seat(), replayed.parseMove(step.text()));
                }
                assertThat(replayed.positionHash()).as("seed %d, replayed step %d %s", seed, i, step).isEqualTo(hashes.get(i));
            }
            assertThat(replayed.result()).as("seed %d: the replay ends alike", seed).isEqualTo(state.result());
            assertThat(replayed.board()).isEqualTo(state.board());
            seen.merge("ends by " + state.result().details().get("reason"), 1, Integer::sum);
        }
        assertThat(seen).as("the games bought, built, mortgaged, raised money, traded and accepted wider offers")
                .containsKeys("buy buy", "after build", "after mortgage", "after unmortgage", "raise mortgage", "after trade",
                        "offer accept", "wider offer", "jail pay-fine", "jail roll");
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 6})
    @DisplayName("Byapar properties: with no round limit random games still end, by bankruptcy")
    void gamesWithoutARoundLimitEnd(int players) {
        ByaparState start = start(players, Map.of("rounds", 0));
        for (long seed = 1; seed <= 3; seed++) {
            ByaparState state = start.copy();
            RandomPlayer player = new RandomPlayer(new Rng(seed));
            for (int steps = 0; !state.isOver(); steps++) {
                if (steps == 2_000_000) {
                    throw new AssertionError("seed " + seed + ": the game does not end");
                }
                player.step(state);
            }
            assertThat(state.result().details()).containsEntry("reason", "bankruptcy");
            checkInvariants(state, "seed " + seed + " at the end");
        }
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 6})
    @DisplayName("Byapar properties: many uniformly random games (RandomPlayer) end and keep money conserved")
    void manyUniformRandomGamesEnd(int players) {
        ByaparState start = start(players, Map.of());
        for (long seed = 1; seed <= FAST_SEEDS; seed++) {
            ByaparState state = start.copy();
            RandomPlayer player = new RandomPlayer(new Rng(seed));
            for (int steps = 0; !state.isOver(); steps++) {
                if (steps == STEP_LIMIT) {
                    throw new AssertionError("seed " + seed + ": the game does not end");
                }
                if (steps % 53 == 0) {
                    checkInvariants(state, "seed " + seed + ", step " + steps);
                }
                player.step(state);
            }
            checkEnd(state, players, Map.of());
        }
    }

    @Test
    @DisplayName("Byapar properties: a card draw is uniform among the unseen cards, and a throw among the 36 outcomes")
    void drawsAreUniform() {
        ByaparState state = start(2, Map.of());
        int[] counts = new int[36];
        Rng rng = new Rng(3);
        for (int i = 0; i < 36_000; i++) {
            counts[state.sampleChance(rng)]++;
        }
        for (int count : counts) {
            assertThat(count).isBetween(850, 1150);
        }
        state.applyChance(state.parseOutcome("52"));
        state.play(1, state.parseMove("decline"));
        state.play(1, state.parseMove("end"));
        state.applyChance(state.parseOutcome("53"));
        assertThat(state.stage).isEqualTo(Stage.CARD);
        assertThat(state.chanceOutcomeCount()).isEqualTo(16);
        int[] cards = new int[16];
        for (int i = 0; i < 16_000; i++) {
            cards[state.sampleChance(rng)]++;
        }
        for (int count : cards) {
            assertThat(count).isBetween(850, 1150);
        }
    }

    @Test
    @DisplayName("Byapar properties: an offer outside the listed family reads to a code that stands for it in its position: in copies of it too, not once a move is made")
    void parsedOffersStandForTheirPosition() {
        ByaparState s = start(2, Map.of()).give(1, 11).give(1, 13).give(2, 21);
        s.at(1, 17);
        s.applyChance(s.parseOutcome("12"));
        int wide = s.parseMove("trade:2:give=s11,s13:take=s21");
        assertThat(wide).isGreaterThanOrEqualTo(OfferCodes.PARSED);
        ByaparState copy = s.copy();
        int other = copy.parseMove("trade:2:give=s11,s13,5:take=s21");
        int again = s.parseMove("trade:2:give=s13:take=s21,7");
        assertThat(copy.moveText(wide)).isEqualTo("trade:2:give=s11,s13:take=s21");
        assertThat(s.moveText(other)).isEqualTo("trade:2:give=s11,s13,5:take=s21");
        assertThat(copy.moveText(again)).isEqualTo("trade:2:give=s13:take=s21,7");
        assertThat(s.parseMove("trade:2:give=s11,s13:take=s21")).isEqualTo(wide);
        assertThat(copy.parseMove("trade:2:give=s11,s13:take=s21")).isEqualTo(wide);
        assertThat(s.isLegal(1, wide)).isTrue();
        copy.play(1, copy.parseMove("mortgage:s13"));
        assertThat(copy.isLegal(1, wide)).as("the code means nothing once the position has changed").isFalse();
        s.play(1, wide);
        assertThat(s.board().get("offer")).isEqualTo(Map.of("to", 2, "move", "trade:2:give=s11,s13:take=s21"));
        assertThat(s.isLegal(2, wide)).isFalse();
        s.play(2, s.parseMove("accept"));
        assertThat(s.ownerOf(11)).isEqualTo(2);
        assertThat(s.ownerOf(21)).isEqualTo(1);
    }

    @Test
    @DisplayName("Byapar properties: the game's constants hold the board's 40 squares and the 32 cards' texts")
    void constants() {
        assertThat((List<?>) BYAPAR.constants().get("squares")).hasSize(40);
        @SuppressWarnings("unchecked")
        Map<String, String> cards = (Map<String, String>) BYAPAR.constants().get("cards");
        assertThat(cards).hasSize(32).containsEntry("L9", "Bail from a friend");
    }

    /** Money conserved between seats and bank; no cash below zero; a debt shown only while it is being raised. */
    private static void checkInvariants(ByaparState state, String where) {
        long total = state.bank;
        Set<Integer> seen = new HashSet<>();
        for (int seat = 1; seat <= state.players(); seat++) {
            assertThat(state.cashOf(seat)).as(where + ": seat %d's cash", seat).isNotNegative();
            total += state.cashOf(seat);
            if (state.isOutSeat(seat)) {
                assertThat(state.cashOf(seat)).as(where).isZero();
            }
        }
        assertThat(total).as(where + ": cash plus the bank's balance is what the seats began with")
                .isEqualTo((long) state.players() * state.money);
        for (int sq : Squares.HOLDABLE) {
            int owner = state.ownerOf(sq);
            assertThat(owner == 0 || !state.isOutSeat(owner)).as(where + ": bankrupt seats hold nothing").isTrue();
            assertThat(owner != 0 || !state.isMortgaged(sq) && state.buildingsOn(sq) == 0).as(where).isTrue();
            assertThat(state.buildingsOn(sq)).isBetween(0, Squares.isPlace(sq) ? 5 : 0);
            if (state.buildingsOn(sq) > 0) {
                assertThat(state.isMortgaged(sq)).isFalse();
            }
            seen.add(owner);
        }
        if (state.stage == Stage.RAISE) {
            int debtor = state.toMove();
            assertThat(state.cashOf(debtor)).as(where + ": raising only while cash is short").isLessThan(state.debtAmount[0]);
            assertThat(state.raisableOf(debtor)).as(where + ": raising only while it can be raised").isGreaterThanOrEqualTo(state.debtAmount[0]);
        } else {
            assertThat(state.debts).as(where + ": debts are settled at once outside raise").isZero();
        }
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> decks = (Map<String, Map<String, Object>>) state.board().get("decks");
        int cards = 0;
        for (var deck : decks.values()) {
            cards += (int) deck.get("unseen") + ((List<?>) deck.get("bottom")).size();
        }
        int held = 0;
        for (int seat = 1; seat <= state.players(); seat++) {
            @SuppressWarnings("unchecked")
            Map<String, Object> s = (Map<String, Object>) ((Map<String, Object>) state.board().get("seats")).get(String.valueOf(seat));
            held += ((List<?>) s.get("cards")).size();
        }
        assertThat(cards + held).as(where + ": 32 cards in decks or hands").isEqualTo(32);
    }

    /** Every listed move legal and read back; codes near them and at random legal exactly when listed (offers aside). */
    private static void checkLegality(ByaparState state, int seat, int[] buffer, Rng rng, String where) {
        long hash = state.positionHash();
        Map<String, Object> board = state.board();
        int n = state.legalMoves(seat, buffer);
        assertThat(n).as(where + ": a seat awaited has a move").isPositive();
        Set<Integer> listed = new HashSet<>();
        for (int i = 0; i < n; i++) {
            int move = buffer[i];
            assertThat(listed.add(move)).as(where + ": listed once").isTrue();
            assertThat(state.isLegal(seat, move)).as(where + ": %s listed and legal", state.moveText(move)).isTrue();
            assertThat(state.parseMove(state.moveText(move))).isEqualTo(move);
            for (int other = 1; other <= state.players(); other++) {
                if (other != seat) {
                    assertThat(state.isLegal(other, move)).as(where + ": only the seat awaited").isFalse();
                }
            }
        }
        for (int code = 0; code < ByaparState.UNMORTGAGE + Squares.COUNT; code++) {
            assertThat(state.isLegal(seat, code)).as(where + ": code %d", code).isEqualTo(listed.contains(code));
        }
        for (int i = 0; i < 20; i++) {
            int code = i % 2 == 0 ? rng.nextInt(Integer.MAX_VALUE) - rng.nextInt(Integer.MAX_VALUE)
                    : buffer[rng.nextInt(n)] ^ 1 << rng.nextInt(31);
            assertThat(state.isLegal(seat, code)).as(where + ": code %d", code).isEqualTo(listed.contains(code));
        }
        assertThat(state.positionHash()).as(where + ": reading and checking moves changes nothing").isEqualTo(hash);
        assertThat(state.board()).as(where).isEqualTo(board);
    }

    /**
     * A move drawn by kind first (buy, decline, build, sell, mortgage, unmortgage, offer, end, ...)
     * so that buying, building and trading all happen; now and then an offer of several items
     * written from {@link ByaparState#trades()}.
     */
    private static String chooseMove(ByaparState state, int seat, Rng rng, int[] buffer) {
        int n = state.legalMoves(seat, buffer);
        Map<String, List<String>> byKind = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            String text = state.moveText(buffer[i]);
            int colon = text.indexOf(':');
            byKind.computeIfAbsent(colon < 0 ? text : text.substring(0, colon), k -> new ArrayList<>()).add(text);
        }
        if (byKind.containsKey("buy") && rng.nextInt(5) > 0) {
            return "buy";
        }
        if (byKind.containsKey("build") && rng.nextInt(3) == 0) {
            List<String> builds = byKind.get("build");
            return builds.get(rng.nextInt(builds.size()));
        }
        if (byKind.containsKey("trade") && rng.nextInt(4) == 0) {
            String wide = widerOffer(state, rng);
            if (wide != null) {
                return wide;
            }
        }
        List<String> kinds = new ArrayList<>(byKind.keySet());
        List<String> moves = byKind.get(kinds.get(rng.nextInt(kinds.size())));
        return moves.get(rng.nextInt(moves.size()));
    }

    /** An offer of up to two squares and some money or a card each way, built from the trades answer; null when none is built. */
    @SuppressWarnings("unchecked")
    private static String widerOffer(ByaparState state, Rng rng) {
        Map<String, Object> trades = state.trades();
        if (trades == null) {
            return null;
        }
        Map<String, Map<String, Object>> seats = (Map<String, Map<String, Object>>) trades.get("seats");
        int mover = state.toMove();
        List<String> others = seats.keySet().stream().filter(k -> !k.equals(String.valueOf(mover))).toList();
        String k = others.get(rng.nextInt(others.size()));
        String give = items(seats.get(String.valueOf(mover)), rng, true);
        String take = items(seats.get(k), rng, false);
        if (give.isEmpty() || take.isEmpty()) {
            return null;
        }
        return "trade:" + k + ":give=" + give + ":take=" + take;
    }

    @SuppressWarnings("unchecked")
    private static String items(Map<String, Object> side, Rng rng, boolean money) {
        List<String> squares = (List<String>) side.get("squares");
        List<String> chosen = new ArrayList<>();
        for (String sq : squares) {
            if (rng.nextInt(Math.max(1, squares.size() / 2)) == 0 && chosen.size() < 2) {
                chosen.add(sq);
            }
        }
        chosen.sort((a, b) -> Integer.parseInt(a.substring(1)) - Integer.parseInt(b.substring(1)));
        chosen.addAll((List<String>) side.get("cards"));
        int cash = (int) side.get("money");
        if (money && cash > 1 && rng.nextInt(2) == 0) {
            chosen.add(String.valueOf(1 + rng.nextInt(cash / 2)));
        }
        return String.join(",", chosen);
    }

    private static void checkEnd(ByaparState state, int players, Map<String, Object> options) {
        Result result = state.result();
        assertThat(result).isNotNull();
        assertThat(state.toMove()).isZero();
        assertThat(result.draw()).isEqualTo(result.winners().isEmpty());
        String reason = (String) result.details().get("reason");
        @SuppressWarnings("unchecked")
        Map<String, Integer> worth = (Map<String, Integer>) result.details().get("worth");
        assertThat(worth).hasSize(players);
        int left = 0;
        for (int seat = 1; seat <= players; seat++) {
            left += state.isOutSeat(seat) ? 0 : 1;
            if (state.isOutSeat(seat)) {
                assertThat(worth.get(String.valueOf(seat))).isZero();
            }
        }
        if (reason.equals("bankruptcy")) {
            assertThat(left).isEqualTo(1);
            assertThat(result.winners()).hasSize(1);
        } else {
            assertThat(reason).isEqualTo("rounds");
            int limit = (int) BYAPAR.options(options).number("rounds");
            assertThat(result.details().get("rounds")).isEqualTo(limit);
            int best = worth.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
            for (int winner : result.winners()) {
                assertThat(worth.get(String.valueOf(winner))).isEqualTo(best);
            }
        }
        assertThat(state.board().get("current")).isNull();
        assertThat(state.board().get("phase")).isEqualTo("over");
        GameState copy = state.copy();
        assertThat(copy.positionHash()).isEqualTo(state.positionHash());
    }
}
