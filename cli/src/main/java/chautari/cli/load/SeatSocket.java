package chautari.cli.load;

import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** One seat's WebSocket: whole text messages, stamped on arrival, go to its table; sends go out one after another. */
final class SeatSocket implements WebSocket.Listener {
    final LoadTable table;
    final int seat;
    /** Whether this socket is on the node that owns the table. */
    final boolean onOwner;
    private final StringBuilder parts = new StringBuilder();
    private volatile WebSocket ws;
    private CompletableFuture<?> sending = CompletableFuture.completedFuture(null);
    private volatile boolean open;

    SeatSocket(LoadTable table, int seat, boolean onOwner) {
        this.table = table;
        this.seat = seat;
        this.onOwner = onOwner;
    }

    boolean isOpen() {
        return open;
    }

    /** Sends after whatever this socket is still sending (a WebSocket takes one send at a time). */
    synchronized void send(String text) {
        WebSocket socket = ws;
        sending = sending.thenCompose(x -> socket.sendText(text, true))
                .exceptionally(e -> {
                    table.driver.counts.sendFailures.increment();
                    return null;
                });
    }

    synchronized void close() {
        WebSocket socket = ws;
        if (socket != null && open) {
            sending = sending.thenCompose(x -> socket.sendClose(WebSocket.NORMAL_CLOSURE, "done"))
                    .exceptionally(e -> null);
        }
    }

    @Override
    public void onOpen(WebSocket webSocket) {
        ws = webSocket;
        open = true;
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
        if (statusCode != WebSocket.NORMAL_CLOSURE) {
            table.driver.counts.error("closed " + statusCode + " " + reason);
        }
        return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
        closed();
        table.driver.counts.error("socket error: " + error);
    }

    private void closed() {
        if (open) {
            open = false;
            table.driver.counts.socketsOpen.decrement();
        }
    }
}
