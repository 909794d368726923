package chautari.server.cluster;

import chautari.server.table.ApiError;
import chautari.server.table.Json;
import chautari.server.table.Table;
import chautari.server.table.Tables;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/**
 * What the REST routes ask of one table, answered as JSON: here when this node owns the table
 * (or can take it), else by its owner through the {@link Relay}. Ops: {@code view},
 * {@code join} (args {@code name}, {@code seatSeed}), {@code record} (arg {@code review}: with the review's
 * comments), {@code pgn} (args {@code site}, {@code review}), {@code positions}, {@code review}, {@code summary}.
 */
public final class TableCalls {
    private static final int ATTEMPTS = 3;

    private final Tables tables;
    private final Relay relay;

    public TableCalls(Tables tables, Relay relay) {
        this.tables = tables;
        this.relay = relay;
    }

    public JsonNode call(String id, String op, JsonNode args) {
        for (int attempt = 1; ; attempt++) {
            try {
                return here(id, op, args);
            } catch (Tables.Elsewhere e) {
                try {
                    return relay.call(e.owner, id, op, args);
                } catch (ApiError moved) {
                    if (!ApiError.MOVED.equals(moved.code()) || attempt == ATTEMPTS) {
                        throw moved;
                    }
                }
            }
        }
    }

    public JsonNode call(String id, String op) {
        return call(id, op, Json.MAPPER.createObjectNode());
    }

    /** Answered on this node; {@link Tables.Elsewhere} when another node owns the table. */
    JsonNode here(String id, String op, JsonNode args) {
        Object answer = switch (op) {
            case "view" -> tables.require(id).publicView();
            case "join" -> {
                String name = Json.optionalText(args, "name", null);
                String seed = Json.optionalText(args, "seatSeed", null);
                Table.Joined joined = tables.withTable(id, table -> table.join(name, seed));
                yield Map.of("seat", joined.seat(), "token", joined.token());
            }
            case "record" -> {
                Table table = tables.require(id);
                yield Map.of("game", table.game.id(), "text", args.path("review").asBoolean() ? table.reviewedRecord() : table.record().toText());
            }
            case "pgn" -> Map.of("pgn", tables.require(id).pgn(Json.text(args, "site"), args.path("review").asBoolean()));
            case "positions" -> tables.require(id).positions();
            case "review" -> tables.require(id).review();
            case "summary" -> tables.require(id).summary();
            default -> throw new IllegalArgumentException("no table call " + op);
        };
        return Json.MAPPER.valueToTree(answer);
    }
}
