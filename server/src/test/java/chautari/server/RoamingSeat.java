package chautari.server;

import chautari.engine.Rng;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionException;

/**
 * One seat's client in the cluster tests: whenever its socket closes it connects again, to a node still up, asking
 * for what it missed; {@code told} keeps every event it was told, to check against the store at the end.
 */
final class RoamingSeat {
    final String table;
    final String token;
    final String label;
    final Map<Integer, String> told = new TreeMap<>();
    WsClient client;
    int seq;
    int actedAt = -1;
    JsonNode lastState;
    boolean finished;

    RoamingSeat(String table, String token, String label) {
        this.table = table;
        this.token = token;
        this.label = label;
    }

    void connect(TestServer node, BlockingQueue<WsClient.Tagged> shared) {
        client = node.connect(table, token, label + " via " + node.server.node(), shared);
        actedAt = -1;
        try {
            client.hello(seq);
        } catch (CompletionException refused) {
            // the node refused it at once (its store not back yet): its "closed" message follows, and it connects again
        }
    }

    /** Sends one of the actions the state offers the seat; answers 1, or 0 when its socket has just closed. */
    int act(JsonNode state, Rng rng) {
        var offer = state.get("mine").properties().iterator().next();
        actedAt = state.get("seq").asInt();
        try {
            client.send(GameDriver.action(Integer.parseInt(offer.getKey()), offer.getValue(), actedAt, rng));
            return 1;
        } catch (CompletionException closing) {
            return 0; // its "closed" message follows, and the seat connects again
        }
    }
}
