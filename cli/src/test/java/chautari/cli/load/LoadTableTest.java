package chautari.cli.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The driver's book-keeping of one table, fed the server's messages by hand over sockets that only record. */
class LoadTableTest {
    private final LoadDriver driver = new LoadDriver(URI.create("http://127.0.0.1:9"), "kimasai", 1, 1, 1);
    private final LoadTable table = new LoadTable(driver, "t1", 1, "token1", 0, "token2", 0);
    private final RecordingSocket first = new RecordingSocket();

    @AfterEach
    void close() {
        driver.close();
    }

    @Test
    void aMoveDroppedWithItsSocketAwaitsItsResendUntilItIsSent() {
        sendTheFirstMove();
        assertThat(first.sent).singleElement().asString().contains("\"move\":\"a1-b1\"", "\"seq\":5");

        RecordingSocket second = new RecordingSocket();
        table.seats[0].onOpen(second);
        state(table.seats[0], 5, "a1-b1");

        assertThat(driver.counts.lostWithSocket.sum()).isEqualTo(1);
        assertThat(table.awaitsResend()).isTrue();
        assertThat(table.moveNow()).isTrue();
        assertThat(second.sent).singleElement().asString().contains("\"move\":\"a1-b1\"", "\"seq\":5");
        assertThat(driver.counts.resent.sum()).isEqualTo(1);
        assertThat(table.awaitsResend()).isFalse();
    }

    @Test
    void aRefusedMoveStoredAfterAllIsNotToBeSentAgain() {
        sendTheFirstMove();
        String ref = first.sent.getFirst().replaceAll(".*\"ref\":\"([^\"]+)\".*", "$1");
        table.received(table.seats[0], "{\"type\":\"error\",\"code\":\"store-failed\",\"ref\":\"" + ref + "\"}", 0);
        assertThat(table.awaitsResend()).isTrue();

        table.received(table.seats[0], "{\"type\":\"event\",\"seq\":6,\"kind\":\"move\",\"by\":\"seat\",\"seat\":1,"
                + "\"text\":\"a1-b1\"}", 0);

        assertThat(driver.counts.storedLate.sum()).isEqualTo(1);
        assertThat(table.awaitsResend()).isFalse();
        assertThat(table.acked()).containsEntry(6, "1 a1-b1");
    }

    /** Under faults, seat 1 on its first socket is offered a1-b1 at seq 5 and sends it. */
    private void sendTheFirstMove() {
        driver.expectFaults();
        table.seats[0].onOpen(first);
        state(table.seats[0], 5, "a1-b1");
        assertThat(table.moveNow()).isTrue();
    }

    private void state(SeatSocket socket, int seq, String move) {
        table.received(socket, "{\"type\":\"state\",\"seq\":" + seq + ",\"status\":\"playing\",\"mine\":{\"" + socket.seat
                + "\":{\"moves\":[\"" + move + "\"]}}}", 0);
    }

    /** A WebSocket that keeps what is sent on it and is never closed. */
    private static final class RecordingSocket implements WebSocket {
        final List<String> sent = new ArrayList<>();

        @Override
        public CompletableFuture<WebSocket> sendText(CharSequence data, boolean last) {
            sent.add(data.toString());
            return CompletableFuture.completedFuture(this);
        }

        @Override
        public CompletableFuture<WebSocket> sendBinary(ByteBuffer data, boolean last) {
            return CompletableFuture.completedFuture(this);
        }

        @Override
        public CompletableFuture<WebSocket> sendPing(ByteBuffer message) {
            return CompletableFuture.completedFuture(this);
        }

        @Override
        public CompletableFuture<WebSocket> sendPong(ByteBuffer message) {
            return CompletableFuture.completedFuture(this);
        }

        @Override
        public CompletableFuture<WebSocket> sendClose(int statusCode, String reason) {
            return CompletableFuture.completedFuture(this);
        }

        @Override
        public void request(long n) {
        }

        @Override
        public String getSubprotocol() {
            return "";
        }

        @Override
        public boolean isOutputClosed() {
            return false;
        }

        @Override
        public boolean isInputClosed() {
            return false;
        }

        @Override
        public void abort() {
        }
    }
}
