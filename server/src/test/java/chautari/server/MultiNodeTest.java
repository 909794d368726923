package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Game;
import chautari.engine.Games;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/** Several nodes on one PostgreSQL: a table is played through any of them, its owner alone deciding. */
@ResourceLock(ClusterNodes.DATABASE)
class MultiNodeTest {
    @Test
    @DisplayName("friends on two nodes play a whole game; a spectator on a third sees every move")
    void friendsOnTwoNodes() throws Exception {
        try (ClusterNodes nodes = ClusterNodes.start(3)) {
            TestServer a = nodes.get(0), b = nodes.get(1), c = nodes.get(2);
            JsonNode created = a.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha"));
            String id = created.get("id").asText();
            JsonNode joined = b.join(id, "Bikram");
            assertThat(b.server.tables().liveCount()).as("the join went to the owner").isZero();
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            WsClient one = a.connect(id, created.get("token").asText(), "seat 1 on node a", shared);
            WsClient two = b.connect(id, joined.get("token").asText(), "seat 2 on node b", shared);
            WsClient spectator = c.connect(id, null, "spectator on node c");
            spectator.hello(0);
            one.hello(0);
            two.hello(0);
            JsonNode end = new GameDriver(shared, 17).playToEnd();
            int last = end.get("seq").asInt();
            spectator.stateAt(last);
            one.stateAt(last);
            two.stateAt(last);
            List<String> seen = RestartAndResumeTest.texts(one.events());
            assertThat(seen).hasSizeGreaterThan(10);
            assertThat(RestartAndResumeTest.texts(two.events())).isEqualTo(seen);
            assertThat(RestartAndResumeTest.texts(spectator.events())).isEqualTo(seen);
            assertThat(a.server.tables().liveCount()).isOne();
            assertThat(b.server.tables().liveCount() + c.server.tables().liveCount()).as("one owner").isZero();
            for (TestServer node : List.of(a, b, c)) {
                assertThat(node.table(id).get("status").asText()).isEqualTo("finished");
                assertThat(node.get("/api/tables/" + id + "/record").body()).contains("kimasai");
                assertThat(node.get("/table/" + id).body()).contains("Asha");
            }
            JsonNode health = c.get("/health").json();
            assertThat(health.get("node").asText()).isEqualTo(c.server.node());
            assertThat(health.get("tables").asInt()).isZero();
            assertThat(a.get("/health").json().get("tables").asInt()).isOne();
        }
    }

    @Test
    @DisplayName("a hidden stake made through one node reaches its owner's sockets alone, on every node")
    void hiddenStakeOnEveryNode() throws Exception {
        Game tiny = TinyStakes.GAME;
        try (ClusterNodes nodes = ClusterNodes.start(3, c -> c.withGames(
                name -> name.equals(TinyStakes.NAME) ? tiny : Games.byName(name)))) {
            TestServer a = nodes.get(0), b = nodes.get(1), c = nodes.get(2);
            JsonNode created = a.create(Map.of("game", TinyStakes.NAME, "mode", "friends", "name", "Asha"));
            String id = created.get("id").asText();
            String t2 = b.join(id, "Bikram").get("token").asText();
            String t3 = c.join(id, "Chandra").get("token").asText();
            WsClient one = a.connect(id, created.get("token").asText(), "seat 1 on a");
            WsClient two = b.connect(id, t2, "seat 2 on b");
            WsClient three = c.connect(id, t3, "seat 3 on c");
            WsClient spectatorB = b.connect(id, null, "spectator on b");
            WsClient spectatorC = c.connect(id, null, "spectator on c");
            List<WsClient> all = List.of(one, two, three, spectatorB, spectatorC);
            all.forEach(w -> w.hello(0));
            two.stateAt(2);
            two.send(Map.of("type", "move", "move", "odd:3", "seq", 2));
            JsonNode own = two.next("event");
            while (own.get("kind").asText().equals("join")) {
                own = two.next("event");
            }
            assertThat(own.get("text").asText()).isEqualTo("odd:3");
            for (WsClient other : List.of(one, three, spectatorB, spectatorC)) {
                JsonNode state = other.stateAt(3);
                assertThat(state.toString()).doesNotContain("odd:3");
                JsonNode stake = other.events().stream().filter(e -> e.get("seq").asInt() == 3).findFirst().orElseThrow();
                assertThat(stake.get("hidden").asBoolean()).isTrue();
                assertThat(stake.has("text")).as(other.label + " must not see the stake").isFalse();
            }
        }
    }

    @Test
    @DisplayName("two nodes racing for the same table: one owner, and no seq twice")
    void racingForOneTable() throws Exception {
        try (ClusterNodes nodes = ClusterNodes.start(3)) {
            TestServer a = nodes.get(0), b = nodes.get(1), c = nodes.get(2);
            ExecutorService pool = Executors.newFixedThreadPool(8);
            try {
                for (int round = 0; round < 5; round++) {
                    JsonNode created = a.create(Map.of("game", "kasimala", "mode", "friends", "name", "Asha"));
                    String id = created.get("id").asText();
                    JsonNode joined = a.join(id, "Bikram");
                    assertThat(a.server.tables().lose(a.server.tables().require(id))).isTrue();
                    List<Callable<Integer>> asks = new ArrayList<>();
                    for (int i = 0; i < 8; i++) {
                        TestServer node = i % 2 == 0 ? b : c;
                        asks.add(() -> node.get("/api/tables/" + id).status());
                    }
                    for (Future<Integer> f : pool.invokeAll(asks)) {
                        assertThat(f.get()).isEqualTo(200);
                    }
                    assertThat(b.server.tables().liveCount() + c.server.tables().liveCount())
                            .as("round " + round + ": exactly one owner").isEqualTo(round + 1);
                    BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
                    WsClient one = b.connect(id, created.get("token").asText(), "seat 1 on b", shared);
                    WsClient two = c.connect(id, joined.get("token").asText(), "seat 2 on c", shared);
                    one.hello(0);
                    two.hello(0);
                    JsonNode end = new GameDriver(shared, round).playToEnd();
                    WsClient watcher = a.connect(id, null, "watcher on a");
                    watcher.hello(0);
                    watcher.stateAt(end.get("seq").asInt());
                    List<Integer> seqs = watcher.events().stream().map(e -> e.get("seq").asInt()).toList();
                    assertThat(seqs).as("every seq once, in order").isEqualTo(
                            java.util.stream.IntStream.rangeClosed(1, seqs.size()).boxed().toList());
                    for (WsClient w : List.of(one, two, watcher)) {
                        w.close();
                    }
                }
            } finally {
                pool.shutdownNow();
            }
        }
    }
}
