package chautari.cli;

import chautari.bots.Level;
import chautari.bots.chess.ChessPlayer;
import chautari.bots.chess.SearchInfo;
import chautari.bots.chess.SearchLimits;
import chautari.engine.GameException;
import chautari.engine.Rng;
import chautari.engine.chess.Fen;
import chautari.engine.chess.Move;
import chautari.engine.chess.Position;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;

/**
 * Chautari's chess engine spoken as UCI: {@code uci}, {@code isready}, {@code ucinewgame},
 * {@code setoption name Level value beginner|good|strong}, {@code position startpos|fen F [moves ...]},
 * {@code go} (with {@code wtime btime winc binc movetime depth nodes infinite}), {@code stop},
 * {@code quit}. A search runs on its own thread, so {@code isready} and {@code stop} are answered
 * while it thinks; it writes an {@code info} line an iteration and {@code bestmove} at the end
 * (after {@code go infinite}, only once stopped). A bad command is answered with
 * {@code info string} and changes nothing.
 */
public final class UciSession {
    /** A table of 2^20 entries (16 MB), kept from move to move. */
    private static final int TABLE_BITS = 20;
    private static final List<Level> LEVELS = List.of(Level.BEGINNER, Level.GOOD, Level.STRONG);
    private static final List<String> GO_NUMBERS = List.of("wtime", "btime", "winc", "binc", "movestogo", "movetime", "depth", "nodes");

    private final PrintStream out;
    private final Rng rng;
    private Level level = Level.STRONG;
    private ChessPlayer player = new ChessPlayer(level, TABLE_BITS);
    private Position position = Fen.read(Fen.START);
    private Thread thinking;
    private CountDownLatch released = new CountDownLatch(0);
    private AtomicBoolean halt = new AtomicBoolean();

    public UciSession(PrintStream out, long seed) {
        this.out = out;
        this.rng = new Rng(seed);
    }

    /** Answers the lines of {@code in} until {@code quit} or its end. */
    public void run(BufferedReader in) throws IOException {
        String line;
        while ((line = in.readLine()) != null) {
            String[] words = line.trim().split("\\s+");
            if (words[0].equals("quit")) {
                break;
            }
            try {
                handle(words);
            } catch (GameException | IllegalArgumentException e) {
                say("info string " + e.getMessage());
            }
        }
        stopThinking();
    }

    private void handle(String[] words) {
        switch (words[0]) {
            case "" -> { }
            case "uci" -> {
                say("id name Chautari");
                say("id author the Chautari authors");
                say("option name Level type combo default strong var beginner var good var strong");
                say("uciok");
            }
            case "isready" -> say("readyok");
            case "ucinewgame" -> {
                stopThinking();
                player = new ChessPlayer(level, TABLE_BITS);
                position = Fen.read(Fen.START);
            }
            case "setoption" -> setOption(words);
            case "position" -> {
                stopThinking();
                position = readPosition(words);
            }
            case "go" -> go(words);
            case "stop" -> stopThinking();
            default -> say("info string unknown command '" + words[0] + "'");
        }
    }

    private void setOption(String[] words) {
        String text = String.join(" ", words);
        int name = text.indexOf(" name ");
        int value = text.indexOf(" value ");
        if (name < 0 || value < name) {
            throw new GameException("setoption needs 'name N value V'");
        }
        String option = text.substring(name + 6, value).trim();
        String chosen = text.substring(value + 7).trim().toLowerCase(Locale.ROOT);
        if (!option.equalsIgnoreCase("Level")) {
            throw new GameException("unknown option '" + option + "'; the option is Level");
        }
        Level wanted = LEVELS.stream().filter(l -> l.wire().equals(chosen)).findFirst()
                .orElseThrow(() -> new GameException("unknown level '" + chosen + "'; the levels are " + LEVELS));
        stopThinking();
        level = wanted;
        player = new ChessPlayer(level, TABLE_BITS);
    }

    /** The position a {@code position} command gives; a bad FEN or move refuses the whole command. */
    private static Position readPosition(String[] words) {
        int moves = Arrays.asList(words).indexOf("moves");
        int end = moves < 0 ? words.length : moves;
        Position result;
        if (words.length > 1 && words[1].equals("startpos") && end == 2) {
            result = Fen.read(Fen.START);
        } else if (words.length > 2 && words[1].equals("fen")) {
            result = Fen.read(String.join(" ", Arrays.copyOfRange(words, 2, end)));
        } else {
            throw new GameException("position needs 'startpos' or 'fen F', then optionally 'moves ...'");
        }
        int[] legal = new int[Position.MAX_MOVES];
        for (int i = end + 1; i < words.length; i++) {
            int move = Move.parse(words[i]);
            int n = result.legalMoves(legal);
            if (Arrays.stream(legal, 0, n).noneMatch(m -> m == move)) {
                throw new GameException("'" + words[i] + "' is not a legal move in " + Fen.write(result));
            }
            result.make(move);
        }
        return result;
    }

    private void go(String[] words) {
        Map<String, Long> numbers = new HashMap<>();
        boolean infinite = false;
        for (int i = 1; i < words.length; i++) {
            if (words[i].equals("infinite")) {
                infinite = true;
            } else if (GO_NUMBERS.contains(words[i]) && i + 1 < words.length) {
                try {
                    numbers.put(words[i], Long.parseLong(words[++i]));
                } catch (NumberFormatException e) {
                    throw new GameException("go " + words[i - 1] + " needs a whole number, not '" + words[i] + "'");
                }
            } else {
                throw new GameException("go does not know '" + words[i] + "'");
            }
        }
        stopThinking();
        if (position.legalMoves(new int[Position.MAX_MOVES]) == 0) {
            say("bestmove 0000");
            return;
        }
        SearchLimits limits = UciTime.limits(numbers, position.sideToMove() == Position.WHITE, infinite);
        Position searched = position.copy();
        ChessPlayer thinker = player;
        CountDownLatch release = new CountDownLatch(infinite ? 1 : 0);
        AtomicBoolean stop = new AtomicBoolean();
        released = release;
        halt = stop;
        thinking = Thread.ofPlatform().name("uci-search").start(() -> {
            SearchInfo found = thinker.think(searched, rng, limits, info -> say(infoLine(info)), stop::get);
            awaitQuietly(release);
            say("bestmove " + Move.text(found.move()));
        });
    }

    /** Stops the search under way, if any, and waits for its {@code bestmove}. */
    private void stopThinking() {
        if (thinking == null) {
            return;
        }
        halt.set(true);
        released.countDown();
        try {
            thinking.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        thinking = null;
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static String infoLine(SearchInfo info) {
        String score = info.isMate() ? "mate " + info.mateIn() : "cp " + info.score();
        long millis = info.nanos() / 1_000_000;
        long nps = info.nanos() > 0 ? info.nodes() * 1_000_000_000L / info.nanos() : 0;
        String pv = Arrays.stream(info.pv()).mapToObj(Move::text).collect(Collectors.joining(" "));
        return "info depth " + info.depth() + " score " + score + " nodes " + info.nodes() + " nps " + nps + " time " + millis + " pv " + pv;
    }

    private void say(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }
}
