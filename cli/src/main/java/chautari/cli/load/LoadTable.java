package chautari.cli.load;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * One friends table played by two seat sockets. A {@code state} offering the seat moves makes
 * the table ready; the pacer then sends one of them, and the move's event is timed at both
 * sockets. A finished game asks the driver for a new table in its place.
 * <p>
 * Every move event told to either socket is kept by seq ({@link #acked}), to check against the store at the end. A
 * move refused with a retryable error (it changed nothing) is sent again; so is one whose socket dropped before any
 * answer, once the new connection's state shows the table still at the seq it was sent at (it was not stored). A move
 * acknowledged is never sent again, and a move sent again carries the same seq, so the server stores it once at most.
 */
final class LoadTable {
    /** Refusals that change nothing and say: try again (on this connection or, after 1012, the next). */
    static final Set<String> RETRYABLE = Set.of("store-failed", "moved", "restarting", "server-full");

    final LoadDriver driver;
    final String id;
    final SeatSocket[] seats = new SeatSocket[2];
    private final SplittableRandom random;
    private final Map<Integer, Sent> outstanding = new HashMap<>();
    /** seq → "seat text" of every move event told to a socket of this table. */
    private final Map<Integer, String> acked = new HashMap<>();
    /** seq → "seat text" of the moves refused, or dropped with their socket, at the seq they would have taken. */
    private final Map<Integer, String> forgotten = new HashMap<>();
    private Turn ready;
    /** The last offer of a move, kept to send again after a refusal. */
    private Turn offered;
    private int lastSentSeq = -1;
    private int lastSeq;
    /** The move sent and not yet answered, and the one to send again. */
    private Sent pending;
    private String again;
    private boolean queued;
    private boolean finished;

    private record Turn(SeatSocket socket, int seq, List<String> moves) {
    }

    private static final class Sent {
        final int seat;
        final int seq;
        final String move;
        final String ref;
        final long nanos;
        boolean seenBySelf;
        boolean seenByOther;

        Sent(int seat, int seq, String move, String ref, long nanos) {
            this.seat = seat;
            this.seq = seq;
            this.move = move;
            this.ref = ref;
            this.nanos = nanos;
        }
    }

    /** Seat 1's socket is on node {@code owner}, where the table was made; seat 2's on node {@code other}. */
    LoadTable(LoadDriver driver, String id, long seed, String token1, int owner, String token2, int other) {
        this.driver = driver;
        this.id = id;
        this.random = new SplittableRandom(seed);
        seats[0] = new SeatSocket(this, 1, token1, owner, true);
        seats[1] = new SeatSocket(this, 2, token2, other, owner == other);
    }

    void received(SeatSocket socket, String text, long at) {
        JsonNode m = driver.parse(text);
        if (m == null) {
            return;
        }
        switch (m.path("type").asText()) {
            case "event" -> event(socket, m, at);
            case "state" -> state(socket, m);
            case "error" -> error(socket, m);
            default -> {
            }
        }
    }

    private void event(SeatSocket socket, JsonNode m, long at) {
        int seq = m.path("seq").asInt();
        synchronized (this) {
            lastSeq = Math.max(lastSeq, seq);
        }
        if (!"move".equals(m.path("kind").asText()) || !"seat".equals(m.path("by").asText())) {
            return;
        }
        String told = m.path("seat").asInt() + " " + m.path("text").asText();
        synchronized (this) {
            String before = acked.putIfAbsent(seq, told);
            if (before != null) {
                if (!before.equals(told)) {
                    driver.counts.toldTwice.increment();
                }
                if (outstanding.get(seq) == null) {
                    return; // told again after a new connection's hello
                }
            } else {
                driver.counts.acked.increment();
            }
            if (pending != null && pending.seq + 1 == seq) {
                pending = null;
                again = null;
            }
            Sent sent = outstanding.get(seq);
            if (sent == null || sent.seat != m.path("seat").asInt() || !sent.move.equals(m.path("text").asText())) {
                if (before == null && told.equals(forgotten.get(seq))) {
                    driver.counts.storedLate.increment();
                    again = null; // stored after all: there is nothing to send again
                } else if (before == null) {
                    driver.counts.unmatched.increment();
                }
                return;
            }
            (socket.onOwner ? driver.counts.atOwnerNode : driver.counts.atOtherNode).recordNanos(at - sent.nanos);
            if (socket.seat == sent.seat && !sent.seenBySelf) {
                sent.seenBySelf = true;
                driver.counts.seenBySelf.increment();
                driver.counts.toSelf.recordNanos(at - sent.nanos);
            } else if (socket.seat != sent.seat && !sent.seenByOther) {
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
            int seq = m.path("seq").asInt();
            lastSeq = Math.max(lastSeq, seq);
            if (socket.fresh) {
                socket.fresh = false;
                if (pending != null && pending.seat == socket.seat && pending.seq == seq) {
                    driver.counts.lostWithSocket.increment(); // never stored: the table is still where it was sent
                    again = pending.move;
                    forget(pending);
                }
            }
            if (pending != null && seq > pending.seq) {
                if (driver.faulty() && !pending.seenBySelf && !pending.seenByOther) {
                    outstanding.remove(pending.seq + 1); // stored, its event told to neither socket
                }
                pending = null;
            }
            if ("finished".equals(m.path("status").asText())) {
                finished = true;
                ready = null;
                over = true;
            } else {
                JsonNode moves = m.path("mine").path(String.valueOf(socket.seat)).path("moves");
                if (moves.isArray() && !moves.isEmpty()) {
                    List<String> list = new ArrayList<>(moves.size());
                    moves.forEach(n -> list.add(n.asText()));
                    offered = new Turn(socket, seq, list);
                    enqueue = offer(offered);
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

    private void error(SeatSocket socket, JsonNode m) {
        String code = m.path("code").asText();
        String ref = m.path("ref").asText(null);
        boolean enqueue = false;
        synchronized (this) {
            if (pending != null && pending.ref.equals(ref) && (RETRYABLE.contains(code) || code.equals("stale"))) {
                driver.counts.refused(code);
                Sent refused = pending;
                forget(refused);
                if (!code.equals("stale")) {
                    again = refused.move;
                    enqueue = offered != null && offer(offered);
                }
            } else if (ref == null && RETRYABLE.contains(code) && driver.faulty()) {
                driver.counts.refused(code + " (connecting)");
                return;
            } else if (ref != null && code.equals("stale") && driver.faulty()) {
                driver.counts.refused(code); // a move sent again whose first sending was stored after all
                return;
            } else {
                driver.counts.error(code + ": " + m.path("message").asText());
                return;
            }
        }
        if (enqueue) {
            driver.ready(this);
        }
    }

    /** The move sent is out of play, unanswered or refused: it may be sent again at the same seq. */
    private void forget(Sent sent) {
        forgotten.put(sent.seq + 1, sent.seat + " " + sent.move);
        outstanding.remove(sent.seq + 1);
        if (pending == sent) {
            pending = null;
        }
        lastSentSeq = Math.min(lastSentSeq, sent.seq - 1);
    }

    /** Makes the turn the ready one; answers whether the table should join the ready queue. */
    private boolean offer(Turn turn) {
        if (turn.seq() <= lastSentSeq || pending != null) {
            return false;
        }
        ready = turn;
        if (queued) {
            return false;
        }
        queued = true;
        return true;
    }

    /** The pacer's turn: sends one of the ready seat's moves; false when the table is not ready after all. */
    boolean moveNow() {
        synchronized (this) {
            queued = false;
            Turn turn = ready;
            if (turn == null || finished || pending != null || !turn.socket().isOpen()) {
                return false;
            }
            ready = null;
            boolean resend = again != null && turn.moves().contains(again);
            String move = resend ? again : turn.moves().get(random.nextInt(turn.moves().size()));
            again = null;
            String ref = driver.nextRef();
            Sent sent = new Sent(turn.socket().seat, turn.seq(), move, ref, System.nanoTime());
            if (!turn.socket().send("{\"type\":\"move\",\"move\":\"" + move + "\",\"seq\":" + turn.seq() + ",\"ref\":\"" + ref + "\"}")) {
                return false;
            }
            lastSentSeq = turn.seq();
            pending = sent;
            outstanding.put(turn.seq() + 1, sent);
            if (resend) {
                driver.counts.resent.increment();
            }
        }
        driver.counts.movesSent.increment();
        return true;
    }

    /**
     * Moves sent whose event has not yet reached both sockets; under faults, not yet either (a socket that connected
     * again asks only for what neither has seen, so the other may never see it).
     */
    synchronized int outstanding() {
        if (!driver.faulty()) {
            return outstanding.size();
        }
        int n = 0;
        for (Sent s : outstanding.values()) {
            if (!s.seenBySelf && !s.seenByOther) {
                n++;
            }
        }
        return n;
    }

    /** The last seq either socket has heard of, for a new connection's hello. */
    synchronized int lastSeq() {
        return lastSeq;
    }

    synchronized Map<Integer, String> acked() {
        return Map.copyOf(acked);
    }

    /** Whether a move refused, or dropped with its socket, is still to be sent again (the run ended before it was). */
    synchronized boolean awaitsResend() {
        return again != null;
    }

    synchronized boolean isFinished() {
        return finished;
    }

    void close() {
        seats[0].close();
        seats[1].close();
    }
}
