package chautari.engine.byapar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chautari.engine.GameException;
import chautari.engine.Rng;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Offers as untrusted input: reading, checking and writing a move changes no state (from any number
 * of threads), and every offer string outside the legal set is a GameException saying why.
 */
class ByaparOfferInputTest {
    private static final int MONEY = 1500;

    /** Seat 1 in its after phase of a 3-player game: it holds s11, s13 and s5 (mortgaged), seat 2 s21, L9 and a built group B, seat 3 s25. */
    private static ByaparState afterPhase() {
        ByaparState s = ((ByaparState) Byapar.GAME.start(3, Byapar.GAME.options(Map.of()))).give(1, 11).give(1, 13).give(1, 5)
                .mortgage(5).give(2, 21).give(2, 6).give(2, 7).give(2, 9).build(6, 1).holdCard(2, Cards.L9).give(3, 25);
        s.at(1, 17);
        s.applyChance(s.parseOutcome("12"));
        assertThat(s.stage).isEqualTo(Stage.AFTER);
        return s;
    }

    private static void refused(ByaparState s, String offer, String why) {
        long hash = s.positionHash();
        Map<String, Object> board = s.board();
        assertThatThrownBy(() -> s.parseMove(offer)).as(offer).isInstanceOf(GameException.class).hasMessageContaining(why);
        assertThat(s.positionHash()).as(offer + " changes nothing").isEqualTo(hash);
        assertThat(s.board()).as(offer + " changes nothing").isEqualTo(board);
    }

    @Test
    @DisplayName("Byapar ruling 19: a forged offer (squares not held, a built group, cards not held, money beyond cash, a seat out or missing, an empty side) is a GameException saying why, and changes nothing")
    void forgedOffersAreRefusedWithTheirReason() {
        ByaparState s = afterPhase();
        refused(s, "trade:2:give=s12:take=s21", "seat 1 does not hold s12");
        refused(s, "trade:2:give=s11:take=s25", "seat 2 does not hold s25");
        refused(s, "trade:2:give=s0:take=s21", "seat 1 does not hold s0");
        refused(s, "trade:2:give=s11:take=s6", "s6's group has buildings");
        refused(s, "trade:2:give=C5:take=s21", "seat 1 does not hold C5");
        refused(s, "trade:3:give=s11:take=L9", "seat 3 does not hold L9");
        refused(s, "trade:2:give=1501:take=s21", "seat 1 has 1500 in cash, not 1501");
        refused(s, "trade:2:give=s11:take=999999999", "seat 2 has 1500 in cash, not 999999999");
        refused(s, "trade:1:give=s11:take=100", "seat 1 cannot offer to itself");
        refused(s, "trade:4:give=s11:take=100", "there is no seat 4");
        s.retire(3);
        refused(s, "trade:3:give=s11:take=100", "seat 3 is bankrupt");
    }

    @Test
    @DisplayName("Byapar notation: a malformed offer (negative or zero money, repeated items, items out of order, money both sides, an empty side, bad syntax) is a GameException, and changes nothing")
    void malformedOffersAreRefused() {
        ByaparState s = afterPhase();
        refused(s, "trade:2:give=-100:take=s21", "is not an item of an offer");
        refused(s, "trade:2:give=0:take=s21", "is not an item of an offer");
        refused(s, "trade:2:give=s11,s11:take=s21", "the one accepted form");
        refused(s, "trade:2:give=s11,100,100:take=s21", "is not an item of an offer");
        refused(s, "trade:2:give=s13,s11:take=s21", "the one accepted form");
        refused(s, "trade:2:give=s11,10:take=s21,5", "money may appear on one side only");
        refused(s, "trade:2:give=:take=s21", "is not a trade offer");
        refused(s, "trade:2:give=s11", "is not a trade offer");
        refused(s, "trade:x:give=s11:take=s21", "is not a trade offer");
        refused(s, "trade:2:give=s40:take=s21", "is not an item of an offer");
        refused(s, "trade:2:give=s11:take=s21:", "is not a trade offer");
        refused(s, "trade:2:give=9999999999:take=s21", "is not an item of an offer");
    }

    @Test
    @DisplayName("Byapar ruling 21: outside the mover's after phase, and after 3 offers, every offer is a GameException saying why, and changes nothing")
    void offersOutOfTurnAreRefused() {
        ByaparState s = afterPhase();
        for (int i = 0; i < 3; i++) {
            s.play(1, s.parseMove("trade:2:give=s11,10:take=s21"));
            refused(s, "trade:2:give=s11:take=s21", "the phase is offer");
            s.play(2, s.parseMove("refuse"));
        }
        refused(s, "trade:2:give=s11:take=s21", "seat 1 has made its 3 offers this turn (rule 21)");
        s.play(1, s.parseMove("end"));
        refused(s, "trade:1:give=s21:take=s11", "the phase is dice");
    }

    @Test
    @DisplayName("Byapar: parseMove, isLegal and moveText never change a state, whatever they are given")
    void readingAndCheckingChangeNothing() {
        ByaparState s = afterPhase();
        long hash = s.positionHash();
        Map<String, Object> board = s.board();
        ByaparState copy = s.copy();
        Rng rng = new Rng(11);
        for (int i = 0; i < 2_000; i++) {
            int code = i % 2 == 0 ? rng.nextInt(Integer.MAX_VALUE) : OfferCodes.PARSED + rng.nextInt(1 << 20);
            for (int seat = 1; seat <= 3; seat++) {
                s.isLegal(seat, code);
            }
            try {
                s.moveText(code);
            } catch (IllegalArgumentException notAMove) {
                // a code that stands for no move
            }
        }
        int wide = s.parseMove("trade:2:give=s11,s13,40:take=s21,L9");
        assertThat(s.moveText(wide)).isEqualTo("trade:2:give=s11,s13,40:take=s21,L9");
        assertThat(s.isLegal(1, wide)).isTrue();
        assertThat(s.positionHash()).isEqualTo(hash);
        assertThat(s.board()).isEqualTo(board).isEqualTo(copy.board());
        assertThat(copy.parseMove("trade:2:give=s11,s13,40:take=s21,L9")).as("a copy is the same position").isEqualTo(wide);
    }

    @Test
    @DisplayName("Byapar: many threads reading and checking offers on one shared state all get the same codes and texts, and the state stays as it was")
    void threadsShareAStateSafely() throws Exception {
        ByaparState s = afterPhase();
        long hash = s.positionHash();
        List<String> offers = new ArrayList<>();
        for (int money = 1; money <= 200; money++) {
            offers.add("trade:2:give=s11,s13," + money + ":take=s21");
            offers.add("trade:3:give=s5:take=s25," + money);
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<Integer>>> answers = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                answers.add(pool.submit(() -> {
                    List<Integer> codes = new ArrayList<>();
                    for (String offer : offers) {
                        int code = s.parseMove(offer);
                        assertThat(s.isLegal(1, code)).isTrue();
                        assertThat(s.moveText(code)).isEqualTo(offer);
                        codes.add(code);
                    }
                    return codes;
                }));
            }
            List<Integer> first = answers.get(0).get();
            for (Future<List<Integer>> answer : answers) {
                assertThat(answer.get()).isEqualTo(first);
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(s.positionHash()).isEqualTo(hash);
        assertThat(s.cashOf(1)).isEqualTo(MONEY);
    }
}
