package chautari.cli.load;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * One friends table played by two seat sockets. A {@code state} offering the seat moves makes
 * the table ready; the pacer then sends one of them, and the move's event is timed at both
 * sockets. A finished game asks the driver for a new table in its place.
 */
final class LoadTable {
    final LoadDriver driver;
    final String id;
    final SeatSocket[] seats = new SeatSocket[2];
    private final SplittableRandom random;
    private final Map<Integer, Sent> outstanding = new HashMap<>();
    private Turn ready;
    private int lastSentSeq = -1;
    private boolean queued;
    private boolean finished;

    private record Turn(SeatSocket socket, int seq, List<String> moves) {
    }

    private static final class Sent {
        final int seat;
        final String move;
        final long nanos;
        boolean seenBySelf;
        boolean seenByOther;

        Sent(int seat, String move, long nanos) {
            this.seat = seat;
            this.move = move;
            this.nanos = nanos;
        }
    }

    /** Seat 1's socket is on the node the table was made on, its owner; seat 2's too when {@code oneNode}. */
    LoadTable(LoadDriver driver, String id, long seed, boolean oneNode) {
        this.driver = driver;
        this.id = id;
        this.random = new SplittableRandom(seed);
        seats[0] = new SeatSocket(this, 1, true);
        seats[1] = new SeatSocket(this, 2, oneNode);
    }

    void received(SeatSocket socket, String text, long at) {
        JsonNode m = driver.parse(text);
        if (m == null) {
            return;
        }
        switch (m.path("type").asText()) {
            case "event" -> event(socket, m, at);
            case "state" -> state(socket, m);
            case "error" -> driver.counts.error(m.path("code").asText() + ": " + m.path("message").asText());
            default -> {
            }
        }
    }

    private void event(SeatSocket socket, JsonNode m, long at) {
        if (!"move".equals(m.path("kind").asText()) || !"seat".equals(m.path("by").asText())) {
            return;
        }
        synchronized (this) {
            int seq = m.path("seq").asInt();
            Sent sent = outstanding.get(seq);
            if (sent == null || sent.seat != m.path("seat").asInt() || !sent.move.equals(m.path("text").asText())) {
                driver.counts.unmatched.increment();
                return;
            }
            (socket.onOwner ? driver.counts.atOwnerNode : driver.counts.atOtherNode).recordNanos(at - sent.nanos);
            if (socket.seat == sent.seat) {
                sent.seenBySelf = true;
                driver.counts.seenBySelf.increment();
                driver.counts.toSelf.recordNanos(at - sent.nanos);
            } else {
                sent.seenByOther = true;
                driver.counts.seenByOther.increment();
                driver.counts.toOther.recordNanos(at - sent.nanos);
                driver.counts.recentToOther.recordNanos(at - sent.nanos);
            }
            if (sent.seenBySelf && sent.seenByOther) {
                outstanding.remove(seq);
            }
        }
    }

    private void state(SeatSocket socket, JsonNode m) {
        boolean enqueue = false;
        boolean over = false;
        synchronized (this) {
            if (finished) {
                return;
            }
            if ("finished".equals(m.path("status").asText())) {
                finished = true;
                ready = null;
                over = true;
            } else {
                int seq = m.path("seq").asInt();
                JsonNode moves = m.path("mine").path(String.valueOf(socket.seat)).path("moves");
                if (moves.isArray() && !moves.isEmpty() && seq > lastSentSeq) {
                    List<String> list = new ArrayList<>(moves.size());
                    moves.forEach(n -> list.add(n.asText()));
                    ready = new Turn(socket, seq, list);
                    if (!queued) {
                        queued = true;
                        enqueue = true;
                    }
                }
            }
        }
        if (over) {
            driver.counts.gamesFinished.increment();
            driver.replace(this);
        } else if (enqueue) {
            driver.ready(this);
        }
    }

    /** The pacer's turn: sends one of the ready seat's moves; false when the table is not ready after all. */
    boolean moveNow() {
        synchronized (this) {
            queued = false;
            Turn turn = ready;
            if (turn == null || finished) {
                return false;
            }
            ready = null;
            String move = turn.moves().get(random.nextInt(turn.moves().size()));
            lastSentSeq = turn.seq();
            String message = "{\"type\":\"move\",\"move\":\"" + move + "\",\"seq\":" + turn.seq() + "}";
            outstanding.put(turn.seq() + 1, new Sent(turn.socket().seat, move, System.nanoTime()));
            turn.socket().send(message);
        }
        driver.counts.movesSent.increment();
        return true;
    }

    /** Moves sent whose event has not yet reached both sockets. */
    synchronized int outstanding() {
        return outstanding.size();
    }

    synchronized boolean isFinished() {
        return finished;
    }

    void close() {
        seats[0].close();
        seats[1].close();
    }
}
