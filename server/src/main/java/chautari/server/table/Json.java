package chautari.server.table;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.Map;

/** Reading and writing JSON, with every failure turned into a clear {@link ApiError}. */
public final class Json {
    public static final ObjectMapper MAPPER = new ObjectMapper();
    private static final TypeReference<Map<String, Object>> PLAIN_MAP = new TypeReference<>() {
    };

    private Json() {
    }

    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JacksonException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    public static JsonNode readObject(String text) {
        JsonNode node;
        try {
            node = MAPPER.readTree(text);
        } catch (JacksonException e) {
            throw ApiError.bad("not valid JSON: " + e.getOriginalMessage());
        }
        if (node == null || !node.isObject()) {
            throw ApiError.bad("the message must be one JSON object");
        }
        return node;
    }

    /**
     * The message's top-level {@code ref}, read without reading the rest into memory, so a message
     * refused before it is read (too fast, too long) still echoes it; null when absent or not JSON.
     */
    public static JsonNode refOf(String text) {
        try (JsonParser p = MAPPER.createParser(text)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return null;
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                p.nextToken();
                if (name.equals("ref")) {
                    return MAPPER.readTree(p);
                }
                p.skipChildren();
            }
            return null;
        } catch (IOException e) {
            return null;
        }
    }

    public static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        if (value == null || !value.isTextual()) {
            throw ApiError.bad("\"" + field + "\" must be given as a string");
        }
        return value.asText();
    }

    public static String optionalText(JsonNode node, String field, String otherwise) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return otherwise;
        }
        if (!value.isTextual()) {
            throw ApiError.bad("\"" + field + "\" must be a string");
        }
        return value.asText();
    }

    public static Integer optionalInt(JsonNode node, String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isInt()) {
            throw ApiError.bad("\"" + field + "\" must be a whole number");
        }
        return value.asInt();
    }

    /** A game's options as plain values for {@link chautari.engine.Game#options}. */
    public static Map<String, Object> options(JsonNode node) {
        if (node == null || node.isNull()) {
            return Map.of();
        }
        if (!node.isObject()) {
            throw ApiError.bad("\"options\" must be an object, such as {\"cells\":25}");
        }
        return MAPPER.convertValue(node, PLAIN_MAP);
    }
}
