package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Rng;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The database away for a while, from every node (a restart of PostgreSQL) or from one node only (a partition),
 * with each node's connections through a {@link TcpProxy} that cuts them and then refuses new ones: no move is
 * acknowledged while its node cannot store it, the clients come back or move to a node that can, and every event any
 * client was told is stored, at the seq it was told, none told twice differently.
 */
@ResourceLock(ClusterNodes.DATABASE)
class StoreOutageTest {
    private static final int ACTIONS_BEFORE = 12;
    private static final int EVENTS_AFTER = 6;

    @Test
    @DisplayName("the database away from every node: moves sent meanwhile are refused, none told; play goes on when it is back")
    void databaseAway() throws Exception {
        try (ClusterNodes nodes = ClusterNodes.start(0); TcpProxy database = TcpProxy.before(nodes.url)) {
            TestServer a = nodes.add(database.url(nodes.url)), b = nodes.add(database.url(nodes.url));
            ClusterPlay play = new ClusterPlay(new Rng(331), nodes::all);
            play.table(a, b);
            play.table(b, a);
            play.until(() -> play.actions >= ACTIONS_BEFORE);
            play.holding = true;
            play.until(play::quiet);
            Map<String, Integer> before = seqs(play);

            Map<RoamingSeat, Integer> closed = Map.copyOf(play.closes);

            database.refuse(true);
            database.cut();
            play.everyTableMoves();
            play.until(() -> play.seats.stream().allMatch(s -> play.closes.getOrDefault(s, 0) > closed.getOrDefault(s, 0)));
            assertThat(seqs(play)).as("nothing told while the database is away").isEqualTo(before);

            database.refuse(false);
            play.holding = false;
            play.until(play::quiet);
            play.everyTableMoves();
            play.until(() -> play.past(before, EVENTS_AFTER));
            play.assertEveryToldEventStored(a);
        }
    }

    @Test
    @DisplayName("one node cut off from the database under play: it stops acknowledging, its clients move, nothing told twice")
    void nodeCutOff() throws Exception {
        try (ClusterNodes nodes = ClusterNodes.start(0); TcpProxy link = TcpProxy.before(nodes.url)) {
            TestServer cutOff = nodes.add(link.url(nodes.url)), b = nodes.add(), c = nodes.add();
            ClusterPlay play = new ClusterPlay(new Rng(332), () -> link.refusing() ? List.of(b, c) : nodes.all());
            play.table(cutOff, b);
            play.table(cutOff, c);
            play.table(b, cutOff);
            play.table(c, b);
            play.until(() -> play.actions >= ACTIONS_BEFORE);
            play.holding = true;
            play.until(play::quiet);
            Map<String, Integer> before = seqs(play);
            List<RoamingSeat> onCutOff = play.seats.stream().filter(s -> play.at.get(s) == cutOff).toList();

            link.refuse(true);
            link.cut();
            play.everyTableMoves();
            play.holding = false;
            play.until(() -> onCutOff.stream().allMatch(s -> play.at.get(s) != cutOff)
                    && play.past(before, EVENTS_AFTER));
            assertThat(play.refusals).as("the cut-off node refused or closed").isNotEmpty();

            link.refuse(false);
            Map<String, Integer> healed = seqs(play);
            play.until(() -> play.past(healed, EVENTS_AFTER));
            play.assertEveryToldEventStored(b);
        }
    }

    private static Map<String, Integer> seqs(ClusterPlay play) {
        return play.tables().stream().collect(Collectors.toMap(t -> t, play::seq));
    }
}
