package chautari.cli.load;

import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * One seat's WebSocket: whole text messages, stamped on arrival, go to its table; sends go out one after another.
 * When the server closes it (1012: a node stopping, or the table moved) or it drops, it connects again, to the next
 * node, and says hello with the table's last seq, until its table is done.
 */
final class SeatSocket implements WebSocket.Listener {
    final LoadTable table;
    final int seat;
    final String token;
    /** Whether this socket is on the node that owns the table (as first connected). */
    final boolean onOwner;
    /** The node (index into the load's nodes) it is connected or connecting to. */
    volatile int node;
    /** Set on each new connection; its first state tells whether a move sent on the old one was stored. */
    volatile boolean fresh;
    private final StringBuilder parts = new StringBuilder();
    private volatile WebSocket ws;
    private CompletableFuture<?> sending = CompletableFuture.completedFuture(null);
    private volatile boolean open;
    private volatile boolean done;
    private int failedTries;

    SeatSocket(LoadTable table, int seat, String token, int node, boolean onOwner) {
        this.table = table;
        this.seat = seat;
        this.token = token;
        this.node = node;
        this.onOwner = onOwner;
    }

    boolean isOpen() {
        return open;
    }

    /** Sends after whatever this socket is still sending (a WebSocket takes one send at a time); false when closed. */
    synchronized boolean send(String text) {
        WebSocket socket = ws;
        if (socket == null || !open) {
            return false;
        }
        sending = sending.thenCompose(x -> socket.sendText(text, true))
                .exceptionally(e -> {
                    table.driver.counts.sendFailures.increment();
                    return null;
                });
        return true;
    }

    synchronized void close() {
        done = true;
        WebSocket socket = ws;
        if (socket != null && open) {
            sending = sending.thenCompose(x -> socket.sendClose(WebSocket.NORMAL_CLOSURE, "done"))
                    .exceptionally(e -> null);
        }
    }

    @Override
    public void onOpen(WebSocket webSocket) {
        synchronized (this) {
            ws = webSocket;
            sending = CompletableFuture.completedFuture(null);
            open = true;
            fresh = true;
            failedTries = 0;
        }
        table.driver.counts.socketsOpen.increment();
        webSocket.request(1);
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
        long at = System.nanoTime();
        parts.append(data);
        if (last) {
            String message = parts.toString();
            parts.setLength(0);
            table.received(this, message, at);
        }
        webSocket.request(1);
        return null;
    }

    @Override
    public CompletionStage<?> onBinary(WebSocket webSocket, ByteBuffer data, boolean last) {
        webSocket.request(1);
        return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
        closed();
        if (statusCode != WebSocket.NORMAL_CLOSURE || !done) {
            table.driver.closedBy(statusCode, reason);
            again(statusCode == 1012 ? 100 : 250);
        }
        return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
        closed();
        table.driver.closedBy(-1, "dropped: " + error.getClass().getSimpleName());
        again(250);
    }

    /** A connection that could not be made: the next node is tried, a little later each time. */
    void failedToConnect() {
        synchronized (this) {
            failedTries++;
        }
        again(Math.min(4000, 250L << Math.min(4, failedTries)));
    }

    private void again(long delayMillis) {
        if (!done && !table.isFinished()) {
            node = table.driver.nextNode(node);
            table.driver.reconnect(this, delayMillis);
        }
    }

    private void closed() {
        parts.setLength(0);
        if (open) {
            open = false;
            table.driver.counts.socketsOpen.decrement();
        }
    }
}
