package chautari.server.table;

import chautari.engine.GameException;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * Where a client's text becomes a {@link ClientMessage}: once, on the node that owns the table,
 * whether the socket is here or relayed from another node. A bad message is answered to its
 * viewer alone and changes nothing.
 */
public final class SocketMessages {
    private SocketMessages() {
    }

    public static void deliver(Table table, Viewer viewer, String text) {
        JsonNode ref = null;
        try {
            JsonNode node = Json.readObject(text);
            ref = node.get("ref");
            ClientMessage message = ClientMessage.decode(node);
            long start = System.nanoTime();
            table.handle(viewer, message, ref);
            if (message instanceof ClientMessage.Move || message instanceof ClientMessage.Throw) {
                table.metrics().moveBroadcast(System.nanoTime() - start);
            }
        } catch (ApiError e) {
            viewer.send(Replies.error(e.code(), e.getMessage(), ref));
        } catch (GameException e) {
            viewer.send(Replies.error("illegal", e.getMessage(), ref));
        }
    }
}
