package chautari.server;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Bytes written to the server as they are, for what no HTTP client sends: a URI it cannot
 * decode, a malformed chunk, a body that breaks off. Reads the answer until the server closes.
 */
final class RawHttp {
    record Answer(int status, Map<String, String> headers, String body) {
        String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    private RawHttp() {
    }

    /** Sends the request; with {@code halfClose} ends the output after it, as a client that breaks off does. */
    static Answer send(int port, String request, boolean halfClose) throws Exception {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout((int) TestServer.ANSWER_WITHIN.toMillis());
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            if (halfClose) {
                socket.shutdownOutput();
            }
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            in.transferTo(all);
            return parse(all.toString(StandardCharsets.UTF_8));
        }
    }

    private static Answer parse(String text) {
        int end = text.indexOf("\r\n\r\n");
        if (end < 0) {
            throw new AssertionError("no HTTP answer: " + text);
        }
        String[] lines = text.substring(0, end).split("\r\n");
        int status = Integer.parseInt(lines[0].split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            headers.put(lines[i].substring(0, colon).strip().toLowerCase(Locale.ROOT), lines[i].substring(colon + 1).strip());
        }
        return new Answer(status, headers, text.substring(end + 4));
    }
}
