package chautari.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The marks an EventLog keeps: the last visible game event (for stale messages) and the last throw (for hidden stakes). */
class EventLogTest {
    private static TableEvent event(int seq, TableEvent.Kind kind, boolean hidden) {
        return new TableEvent(seq, kind, 1, "x", Actor.SEAT, 0, hidden);
    }

    @Test
    @DisplayName("an empty log is at seq 0 and lists nothing")
    void emptyLog() {
        EventLog log = new EventLog();
        assertThat(log.seq()).isZero();
        assertThat(log.actSeq()).isZero();
        assertThat(log.after(0)).isEmpty();
    }

    @Test
    @DisplayName("a hidden stake and the table's own events do not make a message stale; a throw or visible move does")
    void actSeqFollowsVisibleGameEvents() {
        EventLog log = new EventLog();
        log.add(event(1, TableEvent.Kind.JOIN, false));
        assertThat(log.actSeq()).isZero();
        log.add(event(2, TableEvent.Kind.THROW, false));
        assertThat(log.actSeq()).isEqualTo(2);
        log.add(event(3, TableEvent.Kind.MOVE, true));
        log.add(event(4, TableEvent.Kind.TAKEOVER, false));
        assertThat(log.actSeq()).isEqualTo(2);
        assertThat(log.seq()).isEqualTo(4);
        log.add(event(5, TableEvent.Kind.MOVE, false));
        assertThat(log.actSeq()).isEqualTo(5);
    }

    @Test
    @DisplayName("an event is revealed by a later throw only")
    void thrownSince() {
        EventLog log = new EventLog();
        TableEvent stake = event(2, TableEvent.Kind.MOVE, true);
        log.add(event(1, TableEvent.Kind.THROW, false));
        log.add(stake);
        assertThat(log.thrownSince(stake)).isFalse();
        log.add(event(3, TableEvent.Kind.MOVE, true));
        assertThat(log.thrownSince(stake)).isFalse();
        log.add(event(4, TableEvent.Kind.THROW, false));
        assertThat(log.thrownSince(stake)).isTrue();
    }

    @Test
    @DisplayName("after(S) lists the events after seq S in order")
    void after() {
        EventLog log = new EventLog();
        for (int seq = 1; seq <= 4; seq++) {
            log.add(event(seq, TableEvent.Kind.MOVE, false));
        }
        assertThat(log.after(2)).extracting(TableEvent::seq).containsExactly(3, 4);
        assertThat(log.after(0)).extracting(TableEvent::seq).containsExactly(1, 2, 3, 4);
        assertThat(log.after(4)).isEmpty();
    }
}
