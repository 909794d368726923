package chautari.server;

import static org.junit.jupiter.api.Assertions.fail;

import chautari.engine.Rng;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * Plays any game over the wire for the clients given: whenever a client's state offers it an
 * action (a throw, legal moves, or stake limits) it takes one at random, seeded by the seed, the
 * state's seq and the seat: a state it saw too late (answered {@code stale}, which a loaded machine
 * makes more likely) uses no draw, so the game played is the same on every run. Generic over the
 * games, so every game the engine has is played by the same code.
 */
final class GameDriver {
    private final BlockingQueue<WsClient.Tagged> shared;
    private final long seed;
    private final Map<WsClient, Integer> pendingSeat = new HashMap<>();
    private int actions;
    private WsClient.Tagged held;

    GameDriver(BlockingQueue<WsClient.Tagged> shared, long seed) {
        this.shared = shared;
        this.seed = seed;
    }

    int actions() {
        return actions;
    }

    /** Plays until the game is over; answers the final state. */
    JsonNode playToEnd() {
        return playUntil(state -> false);
    }

    /** Plays until a state that offers its client an action satisfies {@code stop}, or the game ends. */
    JsonNode playUntil(Predicate<JsonNode> stop) {
        while (true) {
            WsClient.Tagged t = held;
            held = null;
            try {
                if (t == null) {
                    t = shared.poll(WsClient.TIMEOUT_SECONDS, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            if (t == null) {
                fail("seed " + seed + ": no message within " + WsClient.TIMEOUT_SECONDS + " s after " + actions + " actions");
            }
            JsonNode m = t.message();
            WsClient client = t.client();
            switch (m.path("type").asText()) {
                case "event" -> {
                    Integer pending = pendingSeat.get(client);
                    if (pending != null && m.get("seat").asInt() == pending && "seat".equals(m.path("by").asText())) {
                        pendingSeat.remove(client);
                    }
                }
                case "error" -> {
                    if (!m.get("code").asText().equals("stale")) {
                        fail("seed " + seed + ": " + client.label + " got an error: " + m);
                    }
                    pendingSeat.remove(client);
                }
                case "closed" -> fail("seed " + seed + ": " + client.label + " was disconnected: " + m);
                case "state" -> {
                    if ("finished".equals(m.get("status").asText())) {
                        return m;
                    }
                    if (pendingSeat.containsKey(client)) {
                        continue;
                    }
                    Iterator<Map.Entry<String, JsonNode>> mine = m.get("mine").properties().iterator();
                    if (!mine.hasNext()) {
                        continue;
                    }
                    if (stop.test(m)) {
                        held = t;
                        return m;
                    }
                    var entry = mine.next();
                    act(client, Integer.parseInt(entry.getKey()), entry.getValue(), m.get("seq").asInt());
                }
                default -> {
                }
            }
        }
    }

    private void act(WsClient client, int seat, JsonNode offer, int seq) {
        actions++;
        pendingSeat.put(client, seat);
        client.send(action(seat, offer, seq, new Rng(seed * 0x9E3779B97F4A7C15L + seq * 8L + seat)));
    }

    /** One of the actions a state's offer to a seat allows, chosen at random: a throw, a move or a stake. */
    static Map<String, Object> action(int seat, JsonNode offer, int seq, Rng rng) {
        if (offer.has("throw")) {
            return Map.of("type", "throw", "seq", seq);
        }
        if (offer.has("moves")) {
            JsonNode moves = offer.get("moves");
            return Map.of("type", "move", "seat", seat, "move", moves.get(rng.nextInt(moves.size())).asText(), "seq", seq);
        }
        JsonNode stake = offer.get("stake");
        JsonNode khals = stake.get("khals");
        int least = stake.get("least").asInt();
        int amount = least + rng.nextInt(stake.get("greatest").asInt() - least + 1);
        return Map.of("type", "move", "seat", seat, "move", khals.get(rng.nextInt(khals.size())).asText() + ":" + amount,
                "seq", seq);
    }

    static List<JsonNode> gameEvents(List<JsonNode> events) {
        return events.stream().filter(e -> e.get("kind").asText().equals("throw")
                || e.get("kind").asText().equals("move")).toList();
    }
}
