package chautari.server.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;

/** The answers sent to one viewer alone: an error, and a hint. {@code ref} is the asker's own mark, echoed when given. */
public final class Replies {
    private Replies() {
    }

    public static String error(String code, String message, JsonNode ref) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", "error");
        m.put("code", code);
        m.put("message", message);
        putRef(m, ref);
        return Json.write(m);
    }

    static String hint(int seq, int seat, String move, JsonNode ref) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", "hint");
        m.put("seq", seq);
        m.put("seat", seat);
        m.put("move", move);
        putRef(m, ref);
        return Json.write(m);
    }

    private static void putRef(Map<String, Object> m, JsonNode ref) {
        if (ref != null) {
            m.put("ref", ref);
        }
    }
}
