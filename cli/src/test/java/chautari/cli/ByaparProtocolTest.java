package chautari.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The engine protocol speaking Byapar: legal without offers, the trades object to build one from, offers made, answered and refused. */
class ByaparProtocolTest {
    private final ProtocolSession session = new ProtocolSession();

    /** docs/rules/byapar.md's example events up to seat 2's after phase: 1 34 buy end; 2 44 L13 61 decline. */
    private void exampleEvents() {
        session.ask("{\"cmd\":\"new\",\"game\":\"byapar\",\"players\":3,\"seed\":5}");
        session.throwOutcome("34");
        session.play("buy");
        session.play("end");
        session.throwOutcome("44");
        session.throwOutcome("L13");
        session.throwOutcome("61");
        assertThat(session.play("decline").has("error")).isFalse();
    }

    @Test
    @DisplayName("Byapar protocol: legal lists no offers and adds docs/protocol.md's trades object in the after phase, as the example shows")
    void legalHasTheTradesObject() {
        exampleEvents();
        JsonNode legal = session.ask("{\"cmd\":\"legal\"}");
        assertThat(legal).isEqualTo(ProtocolSession.json("{\"moves\":[\"end\"],\"trades\":{\"left\":3,\"seats\":{"
                + "\"1\":{\"squares\":[\"s7\"],\"cards\":[],\"money\":1390},"
                + "\"2\":{\"squares\":[],\"cards\":[],\"money\":1480},"
                + "\"3\":{\"squares\":[],\"cards\":[],\"money\":1500}}}}"));
    }

    @Test
    @DisplayName("Byapar protocol: an offer built from trades is played, seat K answers it, and no trades object is given while an answer is awaited")
    void anOfferIsMadeAndAnswered() {
        exampleEvents();
        JsonNode offered = session.play("trade:1:give=200:take=s7");
        assertThat(offered.get("toMove").asInt()).isEqualTo(1);
        assertThat(offered.get("board").get("offer").toString()).isEqualTo("{\"to\":1,\"move\":\"trade:1:give=200:take=s7\"}");
        JsonNode legal = session.ask("{\"cmd\":\"legal\"}");
        assertThat(legal.has("trades")).isFalse();
        assertThat(session.legal()).containsExactly("accept", "refuse");
        String answer = session.ask("{\"cmd\":\"think\",\"iterations\":1}").get("move").asText();
        assertThat(answer).isIn("accept", "refuse");
        session.play("accept");
        JsonNode after = session.ask("{\"cmd\":\"legal\"}");
        assertThat(after.get("trades").get("left").asInt()).isEqualTo(2);
        assertThat(after.get("trades").get("seats").get("2").get("squares").toString()).isEqualTo("[\"s7\"]");
    }

    @Test
    @DisplayName("Byapar protocol: an offer outside the legal set is an error saying why, and changes nothing")
    void forgedOffersAreRefused() {
        exampleEvents();
        JsonNode before = session.ask("{\"cmd\":\"state\"}");
        for (List<String> bad : List.of(List.of("trade:1:give=1481:take=s7", "seat 2 has 1480 in cash, not 1481"),
                List.of("trade:1:give=100:take=s9", "seat 1 does not hold s9"),
                List.of("trade:3:give=100:take=s7", "seat 3 does not hold s7"),
                List.of("trade:1:give=-5:take=s7", "is not an item of an offer"),
                List.of("trade:1:give=100:take=s7,s7", "the one accepted form"),
                List.of("trade:4:give=100:take=s7", "there is no seat 4"))) {
            JsonNode answer = session.ask("{\"cmd\":\"play\",\"move\":\"" + bad.get(0) + "\"}");
            assertThat(answer.fieldNames()).toIterable().as(bad.get(0)).containsExactly("error");
            assertThat(answer.get("error").asText()).as(bad.get(0)).contains(bad.get(1));
            assertThat(session.ask("{\"cmd\":\"state\"}")).as(bad.get(0)).isEqualTo(before);
        }
    }
}
