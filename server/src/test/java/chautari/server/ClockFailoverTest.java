package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/** A table's clocks go with it to another node: worked out there from the same stored events, with nothing else kept. */
@ResourceLock(ClusterNodes.DATABASE)
class ClockFailoverTest {
    @Test
    @DisplayName("the node holding a 3+2 table dies: the node that takes it shows the same clocks, and the flag falls there")
    void clocksMoveWithTheTable() throws Exception {
        try (ClusterNodes cluster = ClusterNodes.start(2)) {
            TestServer first = cluster.get(0);
            TestServer second = cluster.get(1);
            ClocksTest.Pass p = ClocksTest.started(first, "baghchal");
            cluster.clock.advance(Duration.ofSeconds(9));
            ClocksTest.move(p.client(), 1);
            cluster.clock.advance(Duration.ofSeconds(4));
            JsonNode before = ClocksTest.clock(first, p.id());
            assertThat(ClocksTest.left(before, 2)).isEqualTo(180_000 - 4000);

            cluster.kill(first);
            assertThat(ClocksTest.clock(second, p.id())).isEqualTo(before);
            cluster.clock.advance(Duration.ofSeconds(176));
            second.server.tables().require(p.id()).checkFlag();
            JsonNode table = second.table(p.id());
            assertThat(table.get("status").asText()).isEqualTo("finished");
            assertThat(table.get("result").get("flagged").asInt()).isEqualTo(2);
            assertThat(table.get("result").get("winners").get(0).asInt()).isEqualTo(1);
        }
    }
}
