package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/** A node stopped the graceful way (SIGTERM's {@link ChautariServer#stop}) hands its tables to the next node asked. */
@ResourceLock(ClusterNodes.DATABASE)
class RollingRestartTest {
    @Test
    @DisplayName("the owner stops gracefully: its sockets and those relayed to it close with 1012, and another node plays on")
    void anotherNodeTakesTheTables() throws Exception {
        try (ClusterNodes nodes = ClusterNodes.start(2)) {
            TestServer a = nodes.get(0), b = nodes.get(1);
            JsonNode created = a.create(Map.of("game", "kimasai", "mode", "friends", "name", "Asha"));
            String id = created.get("id").asText();
            String token1 = created.get("token").asText();
            String token2 = b.join(id, "Bikram").get("token").asText();
            BlockingQueue<WsClient.Tagged> shared = new LinkedBlockingQueue<>();
            WsClient one = a.connect(id, token1, "seat 1 on the owner", shared);
            WsClient two = b.connect(id, token2, "seat 2 relayed from node b", shared);
            one.hello(0);
            two.hello(0);
            new GameDriver(shared, 41).playUntil(s -> s.get("seq").asInt() >= 6);
            a.server.stop();
            assertThat(one.next("closed").get("code").asInt()).isEqualTo(1012);
            assertThat(two.next("closed").get("code").asInt()).as("told through the node channel").isEqualTo(1012);
            List<String> told = RestartAndResumeTest.texts(one.events());
            int toldSeq = one.events().getLast().get("seq").asInt();

            assertThat(b.seq(id)).as("node b takes the table as stored").isEqualTo(toldSeq);
            BlockingQueue<WsClient.Tagged> again = new LinkedBlockingQueue<>();
            WsClient oneAgain = b.connect(id, token1, "seat 1 on node b", again);
            WsClient twoAgain = b.connect(id, token2, "seat 2 on node b", again);
            oneAgain.hello(0);
            twoAgain.hello(0);
            new GameDriver(again, 42).playUntil(s -> s.get("seq").asInt() >= toldSeq + 4);
            assertThat(RestartAndResumeTest.texts(oneAgain.events()).subList(0, told.size())).isEqualTo(told);
            assertThat(b.server.tables().liveCount()).isOne();
        }
    }
}
