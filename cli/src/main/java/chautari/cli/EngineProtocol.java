package chautari.cli;

import chautari.bots.Bot;
import chautari.bots.Bots;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.Game;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Match;
import chautari.engine.Options;
import chautari.engine.Perft;
import chautari.engine.Phase;
import chautari.engine.Rng;
import chautari.engine.StakeLimits;
import chautari.engine.StateView;
import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.security.SecureRandom;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The engine protocol (docs/protocol.md): one JSON object a line in, one a line out. It plays
 * nothing by itself; every error is {@code {"error": ...}} and leaves the game as it was.
 */
public final class EngineProtocol {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TypeReference<Map<String, Object>> PLAIN_MAP = new TypeReference<>() {
    };
    private static final int MAX_LINE = 64 * 1024;
    private static final int MAX_PERFT_DEPTH = 10;

    private Match match;
    private Rng thinkRng = new Rng(new SecureRandom().nextLong());

    /** Answers every line of {@code in} until it ends. */
    public void run(BufferedReader in, PrintStream out) throws IOException {
        String line;
        while ((line = in.readLine()) != null) {
            if (!line.isBlank()) {
                out.println(answer(line));
                out.flush();
            }
        }
    }

    /** The answer to one line, as JSON text. */
    public String answer(String line) {
        Map<String, Object> reply;
        try {
            reply = handle(parse(line));
        } catch (GameException e) {
            reply = Map.of("error", e.getMessage());
        }
        try {
            return JSON.writeValueAsString(reply);
        } catch (JacksonException e) {
            throw new IllegalStateException("cannot write an answer", e);
        }
    }

    private static JsonNode parse(String line) {
        if (line.length() > MAX_LINE) {
            throw new GameException("the line is longer than " + MAX_LINE + " characters");
        }
        JsonNode node;
        try {
            node = JSON.readTree(line);
        } catch (JacksonException e) {
            throw new GameException("not valid JSON: " + e.getOriginalMessage());
        }
        if (node == null || !node.isObject()) {
            throw new GameException("each line must be one JSON object, such as {\"cmd\":\"state\"}");
        }
        return node;
    }

    private Map<String, Object> handle(JsonNode command) {
        JsonNode cmd = command.get("cmd");
        if (cmd == null || !cmd.isTextual()) {
            throw new GameException("the object needs \"cmd\": one of new, state, legal, throw, play, think, perft");
        }
        return switch (cmd.asText()) {
            case "new" -> newGame(command);
            case "state" -> state(requireMatch().state());
            case "legal" -> legal(requireMatch().state());
            case "throw" -> throwShells(command);
            case "play" -> play(command);
            case "think" -> think(command);
            case "perft" -> Map.of("nodes", Perft.count(requireMatch().state(), perftDepth(command)));
            default -> throw new GameException("unknown command '" + cmd.asText()
                    + "'; the commands are new, state, legal, throw, play, think, perft");
        };
    }

    private Map<String, Object> newGame(JsonNode command) {
        Game game = Games.byName(text(command, "game"));
        int players = command.has("players") ? wholeNumber(command, "players") : game.minPlayers();
        Options options = game.options(options(command.get("options")));
        long seed = command.has("seed") ? seed(command.get("seed")) : new SecureRandom().nextLong();
        match = Match.start(game, players, options, seed);
        thinkRng = new Rng(seed ^ 0x7468696E6BL);
        return state(match.state());
    }

    /**
     * The computer's choice for a seat, from what that seat may know: it never sees the throw
     * generator. The level, seconds and iterations are checked before anything is thought.
     */
    private Map<String, Object> think(JsonNode command) {
        GameState state = requireMatch().state();
        JsonNode level = command.get("level");
        if (level != null && !level.isTextual()) {
            throw new GameException("\"level\" must be a string, one of " + Bots.LADDER);
        }
        Bot bot = Bots.byLevel(level == null ? Bots.DEFAULT : Level.of(level.asText()));
        Budget budget = ThinkBudget.of(bot, thinkSeconds(command.get("seconds")),
                thinkIterations(command.get("iterations")));
        int seat;
        if (command.has("seat")) {
            seat = wholeNumber(command, "seat");
        } else if (state.phase() == Phase.STAKE) {
            throw new GameException("think needs \"seat\" in a stake round: several seats stake at once");
        } else {
            seat = state.toMove();
        }
        switch (state.phase()) {
            case OVER -> throw new GameException("the game is over");
            case THROW -> throw new GameException("a throw is awaited, not a move");
            default -> {
            }
        }
        if (seat < 1 || seat > state.players() || !state.awaits(seat)) {
            throw new GameException("seat " + seat + " has no move to make now");
        }
        return Map.of("move", bot.chooseText(state.viewFor(seat), seat, thinkRng, budget));
    }

    private static int perftDepth(JsonNode command) {
        JsonNode depth = command.get("depth");
        if (depth == null || !depth.isInt() || depth.asInt() < 0 || depth.asInt() > MAX_PERFT_DEPTH) {
            throw new GameException("\"depth\" must be a whole number from 0 to " + MAX_PERFT_DEPTH);
        }
        return depth.asInt();
    }

    private static Double thinkSeconds(JsonNode seconds) {
        if (seconds == null) {
            return null;
        }
        if (!seconds.isNumber()) {
            throw new GameException("\"seconds\" must be a number of seconds, more than 0 and at most "
                    + (int) ThinkBudget.MAX_SECONDS);
        }
        return seconds.asDouble();
    }

    private static Long thinkIterations(JsonNode iterations) {
        if (iterations == null) {
            return null;
        }
        if (!iterations.isIntegralNumber() || !iterations.canConvertToLong() || iterations.asLong() < 1) {
            throw new GameException("\"iterations\" must be a whole number, 1 or more");
        }
        return iterations.asLong();
    }

    private Map<String, Object> throwShells(JsonNode command) {
        Match current = requireMatch();
        JsonNode given = command.get("outcome");
        if (given != null && !given.isTextual()) {
            throw new GameException("\"outcome\" must be a string, such as \"1011\"");
        }
        String outcome = given == null ? current.throwRandom() : current.throwWith(given.asText());
        Map<String, Object> reply = new LinkedHashMap<>();
        reply.put("outcome", outcome);
        reply.putAll(state(current.state()));
        return reply;
    }

    private Map<String, Object> play(JsonNode command) {
        Match current = requireMatch();
        String move = text(command, "move");
        GameState state = current.state();
        int seat;
        if (command.has("seat")) {
            seat = wholeNumber(command, "seat");
        } else if (state.isOver()) {
            throw new GameException("the game is over");
        } else if (state.phase() == Phase.STAKE) {
            throw new GameException("a stake needs \"seat\": several seats stake at once");
        } else {
            seat = state.toMove();
        }
        current.play(seat, move);
        return state(current.state());
    }

    private static Map<String, Object> state(GameState state) {
        return StateView.position(state, null);
    }

    private static Map<String, Object> legal(GameState state) {
        Map<String, Object> reply = new LinkedHashMap<>();
        if (state.phase() == Phase.STAKE) {
            reply.put("moves", List.of());
            Map<String, Object> stakes = new LinkedHashMap<>();
            for (int seat = 1; seat <= state.players(); seat++) {
                StakeLimits limits = state.awaits(seat) ? state.stakeLimits(seat) : null;
                if (limits != null) {
                    stakes.put(String.valueOf(seat), StateView.stakeLimits(limits));
                }
            }
            reply.put("stakes", stakes);
            return reply;
        }
        int seat = state.toMove();
        reply.put("moves", state.phase() == Phase.MOVE ? List.of(state.listedMoveTexts(seat)) : List.of());
        if (state.phase() == Phase.MOVE) {
            reply.putAll(state.moveExtras(seat));
        }
        return reply;
    }

    private Match requireMatch() {
        if (match == null) {
            throw new GameException("no game yet: start one with {\"cmd\":\"new\",\"game\":...}");
        }
        return match;
    }

    private static String text(JsonNode command, String field) {
        JsonNode value = command.get(field);
        if (value == null || !value.isTextual()) {
            throw new GameException("\"" + field + "\" must be given as a string");
        }
        return value.asText();
    }

    private static int wholeNumber(JsonNode command, String field) {
        JsonNode value = command.get(field);
        if (value == null || !value.isInt()) {
            throw new GameException("\"" + field + "\" must be a whole number");
        }
        return value.asInt();
    }

    private static long seed(JsonNode value) {
        if (!value.isIntegralNumber() || !value.canConvertToLong()) {
            throw new GameException("\"seed\" must be a whole number that fits in 64 bits");
        }
        return value.asLong();
    }

    private static Map<String, Object> options(JsonNode node) {
        if (node == null || node.isNull()) {
            return Map.of();
        }
        if (!node.isObject()) {
            throw new GameException("\"options\" must be an object, such as {\"cells\":25}");
        }
        return JSON.convertValue(node, PLAIN_MAP);
    }
}
