package chautari.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class MatchTest {
    private static Match kimasai() {
        Game game = Games.byName("kimasai");
        return Match.start(game, 2, game.options(Map.of()), 5);
    }

    @Test
    void movesAreRecordedAndTheRecordReadsBack() {
        Match match = kimasai();
        match.play(1, "b2-a2");
        match.play(2, "k3-l3");
        String text = match.record().toText();
        assertThat(text).isEqualTo("game kimasai\nplayers 2\noptions \nseed 5\nmove 1 b2-a2\nmove 2 k3-l3\n");
        Match replayed = Match.replay(GameRecord.parse(text));
        assertThat(replayed.state().board()).isEqualTo(match.state().board());
        assertThat(replayed.record()).isEqualTo(match.record());
    }

    @Test
    void commentsAfterEventsAreWrittenAndReadingSkipsThem() {
        Match match = kimasai();
        match.play(1, "b2-a2");
        match.play(2, "k3-l3");
        String text = match.record().toText(i -> i == 0 ? "mistake: chance 0.400" : null);
        assertThat(text).isEqualTo("game kimasai\nplayers 2\noptions \nseed 5\nmove 1 b2-a2\n# mistake: chance 0.400\nmove 2 k3-l3\n");
        assertThat(GameRecord.parse(text + "# seat 1 accuracy 80\n")).isEqualTo(match.record());
    }

    @Test
    void theLastEventsFactsAreKeptAndABadMoveLeavesThem() {
        Match match = kimasai();
        assertThat(match.lastFacts()).isEqualTo(Facts.NONE);
        match.play(1, "b2-a2");
        assertThat(match.lastFacts().captured())
                .containsExactly(new Facts.Capture(2, "a3", 1), new Facts.Capture(2, "a4", 1));
        assertThatThrownBy(() -> match.play(2, "a1-b1")).isInstanceOf(GameException.class);
        assertThat(match.lastFacts().captured()).hasSize(2);
        Game kasimala = Games.byName("kasimala");
        Match throwing = Match.start(kasimala, 2, kasimala.options(Map.of()), 5);
        throwing.throwWith("0000");
        assertThat(throwing.lastFacts().toMap()).isEqualTo(Map.of("value", 0, "steps", 5, "name", "ngha", "extraThrow", true));
    }

    @Test
    void badInputIsRefusedAndChangesNothing() {
        Match match = kimasai();
        var before = match.state().board();
        assertThatThrownBy(() -> match.play(2, "k3-l3")).isInstanceOf(GameException.class)
                .hasMessageContaining("seat 1");
        assertThatThrownBy(() -> match.play(1, "a1-b1")).hasMessageContaining("not a legal move");
        assertThatThrownBy(() -> match.play(1, "z9-a1")).hasMessageContaining("not a hole");
        assertThatThrownBy(() -> match.play(1, "a1-c1")).hasMessageContaining("next hole");
        assertThatThrownBy(() -> match.play(3, "b2-a2")).hasMessageContaining("no seat 3");
        assertThatThrownBy(match::throwRandom).hasMessageContaining("no throw");
        assertThat(match.state().board()).isEqualTo(before);
        assertThat(match.record().events()).isEmpty();
    }

    @Test
    void unknownGamesAndWrongPlayerCountsAreClearErrors() {
        assertThatThrownBy(() -> Games.byName("xiangqi")).isInstanceOf(GameException.class)
                .hasMessageContaining("unknown game 'xiangqi'");
        Game game = Games.byName("kimasai");
        assertThatThrownBy(() -> Match.start(game, 3, game.options(Map.of()), 1))
                .hasMessageContaining("played by 2 players, not 3");
    }

    @Test
    void aBrokenRecordIsAClearError() {
        assertThatThrownBy(() -> GameRecord.parse("game kimasai\nplayers 2\n")).isInstanceOf(GameException.class);
        assertThatThrownBy(() -> GameRecord.parse("game kimasai\nplayers 2\noptions \nseed 1\nmove one b2-a2\n"))
                .hasMessageContaining("seat is not a whole number");
        assertThatThrownBy(() -> Match.replay(GameRecord.parse("game kimasai\nplayers 2\noptions \nseed 1\nmove 1 a1-b1\n")))
                .hasMessageContaining("not a legal move");
    }

    @Test
    void aPreparedStepChangesNothingUntilCommittedAndAStaleOneIsRefused() {
        Match match = kimasai();
        Object board = match.state().board();
        Match.Step step = match.preparePlay(1, "b2-a2");
        assertThat(step.text()).isEqualTo("b2-a2");
        assertThat(step.facts().captured()).hasSize(2);
        assertThat(match.state().board()).as("the match is untouched").isEqualTo(board);
        assertThat(match.record().events()).isEmpty();
        assertThat(step.after().toMove()).isEqualTo(2);
        match.commit(step);
        assertThat(match.state().board()).isEqualTo(step.after().board());
        assertThat(match.record().events()).hasSize(1);
        assertThatThrownBy(() -> match.commit(step)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aPreparedRandomThrowDrawsTheSameOutcomeAsAThrowMadeAtOnce() {
        Game kasimala = Games.byName("kasimala");
        Match prepared = Match.start(kasimala, 2, kasimala.options(Map.of()), 77);
        Match direct = Match.start(kasimala, 2, kasimala.options(Map.of()), 77);
        prepared.prepareRandomThrow(); // dropped: the generator is not advanced
        String text = prepared.commit(prepared.prepareRandomThrow());
        assertThat(text).isEqualTo(direct.throwRandom());
        assertThat(prepared.throwsMade()).isEqualTo(1);
    }
}
