package chautari.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class FairThrowsTest {
    static final byte[] SECRET = new byte[32];
    static final List<String> SEEDS = List.of("a", "b");

    static {
        for (int i = 0; i < 32; i++) {
            SECRET[i] = (byte) i;
        }
    }

    private static String outcome(String game, int n) {
        return FairThrows.outcome(SECRET, "T1", SEEDS, n, objects(game));
    }

    private static Chance objects(String game) {
        return Games.byName(game).chance();
    }

    /** Pinned once from this code and an independent Python hmac implementation; the web client's test checks the same. */
    @Test
    void knownAnswers() {
        assertThat(FairThrows.commitment(SECRET)).isEqualTo("630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd");
        assertThat(List.of(outcome("kasimala", 1), outcome("kasimala", 2), outcome("kasimala", 3)))
                .containsExactly("1110", "0101", "0101");
        assertThat(List.of(outcome("pasa", 1), outcome("pasa", 2), outcome("pasa", 3)))
                .containsExactly("656", "225", "226");
        assertThat(List.of(outcome("kauda", 1), outcome("kauda", 2), outcome("kauda", 3)))
                .containsExactly("1110111111010111", "0101101101011110", "0101111010010100");
    }

    @Test
    void moreBitsComeFromFurtherBlocksAndFacesPastTheLastAreDrawnAgain() {
        assertThat(FairThrows.outcome(SECRET, "T1", SEEDS, 1, 260, "01").substring(250))
                .isEqualTo("1001011100");
        assertThat(FairThrows.outcome(SECRET, "T1", SEEDS, 7, 100, "123456").substring(80))
                .isEqualTo("53134233456415413354");
        assertThat(FairThrows.outcome(SECRET, "T1", SEEDS, 1, 5, "123456")).isEqualTo("46461");
    }

    @Test
    void everyInputChangesTheThrows() {
        String kauda = outcome("kauda", 1);
        Chance shells = objects("kauda");
        byte[] other = SECRET.clone();
        other[31] ^= 1;
        assertThat(FairThrows.outcome(other, "T1", SEEDS, 1, shells)).isNotEqualTo(kauda);
        assertThat(FairThrows.outcome(SECRET, "T2", SEEDS, 1, shells)).isNotEqualTo(kauda);
        assertThat(FairThrows.outcome(SECRET, "T1", List.of("a", "c"), 1, shells)).isNotEqualTo(kauda);
        assertThat(FairThrows.outcome(SECRET, "T1", SEEDS, 4, shells)).isNotEqualTo(kauda);
    }

    @Test
    void aDerivedTextIsRecordedAsIs() {
        for (String game : List.of("kasimala", "pasa", "kauda")) {
            Game g = Games.byName(game);
            GameState state = g.start(2, g.options(Map.of()));
            Chance objects = state.chance();
            assertThat(objects).isSameAs(g.chance());
            int texts = (int) Math.pow(objects.faces().length(), objects.count());
            for (int i = 0; i < texts; i++) {
                StringBuilder text = new StringBuilder();
                for (int rest = i, o = 0; o < objects.count(); o++, rest /= objects.faces().length()) {
                    text.append(objects.faces().charAt(rest % objects.faces().length()));
                }
                assertThat(state.outcomeText(state.parseOutcome(text.toString()))).isEqualTo(text.toString());
            }
            assertThat(texts).isEqualTo(state.chanceOutcomeCount());
        }
        Game kimasai = Games.byName("kimasai");
        assertThat(kimasai.start(2, kimasai.options(Map.of())).chance()).isNull();
        assertThat(kimasai.chance()).isNull();
    }

    @Test
    void seatSeedsAndHex() {
        assertThat(FairThrows.isSeatSeed("Ab_9-z")).isTrue();
        assertThat(FairThrows.isSeatSeed("x".repeat(64))).isTrue();
        assertThat(FairThrows.isSeatSeed("x".repeat(65))).isFalse();
        assertThat(FairThrows.isSeatSeed("")).isFalse();
        assertThat(FairThrows.isSeatSeed("a:b")).isFalse();
        assertThat(FairThrows.isSeatSeed(null)).isFalse();
        assertThat(FairThrows.unhex(FairThrows.hex(SECRET))).isEqualTo(SECRET);
        assertThat(FairThrows.hex(new byte[] {(byte) 0xAB, 1})).isEqualTo("ab01");
        assertThatThrownBy(() -> FairThrows.unhex("abc")).isInstanceOf(GameException.class);
        assertThatThrownBy(() -> FairThrows.unhex("zz")).isInstanceOf(GameException.class);
        assertThatThrownBy(() -> FairThrows.outcome(new byte[16], "T1", SEEDS, 1, objects("pasa")))
                .isInstanceOf(GameException.class).hasMessageContaining("32 bytes");
    }

    static GameRecord fairGame(String game, int players, long seed) {
        Game g = Games.byName(game);
        List<String> seeds = java.util.stream.IntStream.rangeClosed(1, players).mapToObj(s -> "seed" + s + "_" + seed).toList();
        return FairPlay.randomGame(g, players, g.options(Map.of()), seed, SECRET, "T" + seed, seeds);
    }

    @Test
    void aFairGameVerifiesAndItsTextReadsBack() {
        for (String game : List.of("kasimala", "pasa", "kauda")) {
            GameRecord record = fairGame(game, game.equals("kauda") ? 3 : 2, 11);
            assertThat(Match.replay(record).state().isOver()).isTrue();
            assertThat(GameRecord.parse(record.toText())).isEqualTo(record);
            Verification verification = FairThrows.verify(record);
            assertThat(verification.problems()).isEmpty();
            assertThat(verification.ok()).isTrue();
            assertThat(verification.checks()).isNotEmpty().allMatch(Verification.ThrowCheck::ok);
            assertThat(verification.checks().get(0).n()).isEqualTo(1);
            assertThat(verification.commitment()).isEqualTo(FairThrows.commitment(SECRET));
        }
    }

    @Test
    @DisplayName("Byapar under fair throws: a dice throw is two dice read as Ludo's die is; a card draw is one object whose faces are the cards that can come up now, in deck order, its text the card's id")
    void byaparDiceAndCardDraws() {
        Game byapar = Games.byName("byapar");
        GameState state = byapar.start(2, byapar.options(Map.of()));
        assertThat(FairThrows.outcome(SECRET, "T1", SEEDS, 1, state.chance())).as("111 dropped, 011, 111 dropped, 101").isEqualTo("46");
        state.applyChance(state.parseOutcome("35"));
        CardDraw draw = (CardDraw) state.chance();
        assertThat(draw.possible()).hasSize(16).startsWith("L1", "L2");
        assertThat(FairThrows.outcome(SECRET, "T1", SEEDS, 1, draw)).as("4 bits, 1110 = 14: the 15th unseen card").isEqualTo("L15");
        for (int n = 1; n <= 40; n++) {
            String card = FairThrows.outcome(SECRET, "T1", SEEDS, n, draw);
            assertThat(state.outcomeText(state.parseOutcome(card))).isEqualTo(card);
        }
        assertThat(FairThrows.outcome(SECRET, "T1", SEEDS, 1, new CardDraw(List.of("C7")))).as("the queue's first, alone").isEqualTo("C7");
    }

    @Test
    @DisplayName("Byapar under fair throws: a whole game verifies, its card draws derived from the replayed position; a card changed in the record fails")
    void aFairByaparGameVerifies() {
        GameRecord record = fairGame("byapar", 2, 14);
        Verification verification = FairThrows.verify(record);
        assertThat(verification.problems()).isEmpty();
        assertThat(verification.checks()).anyMatch(c -> c.recorded().matches("[LC][0-9]+")).allMatch(Verification.ThrowCheck::ok);
        List<GameRecord.Event> events = new java.util.ArrayList<>(record.events());
        int card = events.indexOf(events.stream().filter(e -> e.text().matches("[LC][0-9]+")).findFirst().orElseThrow());
        GameRecord.Event drawn = events.get(card);
        String other = drawn.text().charAt(0) + (drawn.text().equals(drawn.text().charAt(0) + "1") ? "2" : "1");
        events.set(card, new GameRecord.Event(GameRecord.Kind.THROW, drawn.seat(), other));
        GameRecord changed = new GameRecord(record.game(), record.players(), record.options(), record.seed(), events, record.fairness());
        assertThat(FairThrows.verify(changed).problems()).anyMatch(p -> p.contains("was recorded as " + other));
    }

    @Test
    @DisplayName("Byapar ruling 8: a sealed card draw is the card itself, and a fair game with cards verifies throw by throw")
    void byaparCardDrawsVerify() {
        GameRecord record = fairGame("byapar", 2, 13);
        assertThat(record.events()).anyMatch(e -> e.kind() == GameRecord.Kind.THROW && e.text().matches("[LC]\\d+"));
        Verification verification = FairThrows.verify(record);
        assertThat(verification.problems()).isEmpty();
        assertThat(verification.checks()).isNotEmpty().allMatch(Verification.ThrowCheck::ok);
    }

    @Test
    void aTamperedRecordFails() {
        GameRecord record = fairGame("kasimala", 2, 12);
        Fairness f = record.fairness();
        List<GameRecord.Event> events = new java.util.ArrayList<>(record.events());
        GameRecord.Event first = events.get(0);
        String flipped = (first.text().charAt(0) == '1' ? "0" : "1") + first.text().substring(1);
        events.set(0, new GameRecord.Event(GameRecord.Kind.THROW, first.seat(), flipped));
        GameRecord changedThrow = new GameRecord(record.game(), record.players(), record.options(), record.seed(), events, f);
        assertThat(FairThrows.verify(changedThrow).problems()).anyMatch(p -> p.startsWith("throw 1 (seat 1) was recorded as " + flipped));
        assertThat(FairThrows.verify(changedThrow).checks().get(0).ok()).isFalse();

        byte[] other = SECRET.clone();
        other[0] = 9;
        Fairness changedSecret = new Fairness(f.tableId(), f.commitment(), FairThrows.hex(other), f.seatSeeds());
        assertThat(FairThrows.verify(record.withFairness(changedSecret)).problems())
                .anyMatch(p -> p.startsWith("the secret does not match the commitment"))
                .anyMatch(p -> p.contains("but the secret gives"));

        Fairness changedSeed = new Fairness(f.tableId(), f.commitment(), f.secret(), List.of("other", f.seatSeeds().get(1)));
        assertThat(FairThrows.verify(record.withFairness(changedSeed)).problems()).anyMatch(p -> p.contains("but the secret gives"));
        Fairness badSeed = new Fairness(f.tableId(), f.commitment(), f.secret(), List.of("no spaces", f.seatSeeds().get(1)));
        assertThat(FairThrows.verify(record.withFairness(badSeed)).problems()).anyMatch(p -> p.startsWith("seat 1's seed"));

        assertThat(FairThrows.verify(record.withFairness(null)).problems()).singleElement().asString().contains("no fairness");
        Fairness notHex = new Fairness(f.tableId(), f.commitment(), "xyz", f.seatSeeds());
        assertThat(FairThrows.verify(record.withFairness(notHex)).ok()).isFalse();
    }

    @Test
    void aRecordThatDoesNotReplayFails() {
        GameRecord record = fairGame("pasa", 2, 13);
        List<GameRecord.Event> events = new java.util.ArrayList<>(record.events());
        int move = events.indexOf(events.stream().filter(e -> e.kind() == GameRecord.Kind.MOVE).findFirst().orElseThrow());
        events.set(move, new GameRecord.Event(GameRecord.Kind.MOVE, events.get(move).seat(), "zz"));
        GameRecord broken = new GameRecord(record.game(), record.players(), record.options(), record.seed(), events, record.fairness());
        assertThat(FairThrows.verify(broken).problems()).anyMatch(p -> p.startsWith("the record does not replay"));
    }

    @Test
    void fairnessLinesAreAllOrNone() {
        String head = "game kasimala\nplayers 2\noptions cells=17\nseed 1\n";
        String lines = "table T1\ncommitment ab\nsecret cd\nseatseed 1 a\nseatseed 2 b\n";
        GameRecord record = GameRecord.parse(head + lines + "throw 1 1011\n");
        assertThat(record.fairness()).isEqualTo(new Fairness("T1", "ab", "cd", List.of("a", "b")));
        assertThat(record.events()).hasSize(1);
        assertThat(record.toText()).isEqualTo(head + lines + "throw 1 1011\n");
        assertThat(GameRecord.parse(head + "throw 1 1011\n").fairness()).isNull();
        assertThatThrownBy(() -> GameRecord.parse(head + "table T1\ncommitment ab\nthrow 1 1011\n"))
                .isInstanceOf(GameException.class).hasMessageContaining("secret");
        assertThatThrownBy(() -> GameRecord.parse(head + "table T1\ncommitment ab\nsecret cd\nseatseed 1 a\n"))
                .isInstanceOf(GameException.class).hasMessageContaining("one seatseed line a seat");
        assertThatThrownBy(() -> GameRecord.parse(head + "table T1\ncommitment ab\nsecret cd\nseatseed 2 b\nseatseed 1 a\n"))
                .isInstanceOf(GameException.class).hasMessageContaining("seat 1");
        assertThatThrownBy(() -> GameRecord.parse(head + "commitment ab\ntable T1\nsecret cd\nseatseed 1 a\nseatseed 2 b\n"))
                .isInstanceOf(GameException.class).hasMessageContaining("table line");
    }
}
