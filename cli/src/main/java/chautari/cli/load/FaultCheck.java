package chautari.cli.load;

import chautari.engine.FairThrows;
import chautari.engine.GameException;
import chautari.engine.GameRecord;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * After a load under faults, every table it made is read back from the store: each move told to a socket must be
 * stored at the seq it was told ({@code /positions}, the server's replay of the stored events), and each finished
 * game's record must verify as {@code ./chautari verify} does (the engine's replay and the fair throws).
 */
record FaultCheck(long tables, long acked, long unsent, long lost, long toldTwice, long storedTwice, int finished,
                  int finishedVerified, int inPlay, int inPlayReplayed, List<String> problems) {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int PROBLEMS_SHOWN = 10;

    static FaultCheck of(LoadDriver driver) {
        long acked = 0, unsent = 0, lost = 0, storedTwice = 0;
        int finished = 0, finishedVerified = 0, inPlay = 0, inPlayReplayed = 0;
        List<String> problems = new ArrayList<>();
        List<LoadTable> tables = driver.everyTable();
        for (LoadTable t : tables) {
            Map<Integer, String> told = t.acked();
            acked += told.size();
            if (t.awaitsResend()) {
                unsent++;
            }
            String positions = get(driver, "/api/tables/" + t.id + "/positions");
            Map<Integer, String> stored = new HashMap<>();
            boolean replayed = positions != null;
            if (replayed) {
                try {
                    for (JsonNode p : JSON.readTree(positions)) {
                        if ("move".equals(p.path("kind").asText())
                                && stored.put(p.path("seq").asInt(), p.path("seat").asInt() + " " + p.path("text").asText()) != null) {
                            storedTwice++;
                            note(problems, t.id + " seq " + p.path("seq").asInt() + " stored twice");
                        }
                    }
                } catch (Exception e) {
                    replayed = false;
                }
            }
            for (Map.Entry<Integer, String> e : told.entrySet()) {
                if (!e.getValue().equals(stored.get(e.getKey()))) {
                    lost++;
                    note(problems, t.id + " seq " + e.getKey() + " told \"" + e.getValue() + "\", stored "
                            + (stored.containsKey(e.getKey()) ? "\"" + stored.get(e.getKey()) + "\"" : "nothing"));
                }
            }
            if (t.isFinished()) {
                finished++;
                String record = get(driver, "/api/tables/" + t.id + "/record");
                try {
                    if (record != null && FairThrows.verify(GameRecord.parse(record)).ok()) {
                        finishedVerified++;
                    } else {
                        note(problems, t.id + ": its record " + (record == null ? "could not be read" : "does not verify"));
                    }
                } catch (GameException e) {
                    note(problems, t.id + ": its record is unreadable: " + e.getMessage());
                }
            } else {
                inPlay++;
                if (replayed) {
                    inPlayReplayed++;
                } else {
                    note(problems, t.id + ": its events could not be replayed (/positions)");
                }
            }
        }
        return new FaultCheck(tables.size(), acked, unsent, lost, driver.counts.toldTwice.sum(), storedTwice, finished,
                finishedVerified, inPlay, inPlayReplayed, problems);
    }

    boolean clean() {
        return lost == 0 && toldTwice == 0 && storedTwice == 0 && finishedVerified == finished && inPlayReplayed == inPlay;
    }

    void print(PrintStream out, String fault, int faults, LoadCounts counts) {
        out.printf(Locale.ROOT, "Under faults: %s, %d injected; %,d tables checked against the store%n", fault, faults, tables);
        row(out, "acked", String.format(Locale.ROOT, "%,d moves told to a socket", acked));
        row(out, "lost", String.format(Locale.ROOT, "%,d (acked, absent from the stored events at that seq)", lost));
        row(out, "duplicated", String.format(Locale.ROOT, "%,d (a seq told with two moves: %d; stored twice: %d)",
                toldTwice + storedTwice, toldTwice, storedTwice));
        row(out, "refused, retryable", String.format(Locale.ROOT, "%,d %s", counts.refusals().values().stream()
                .mapToLong(Long::longValue).sum(), counts.refusals()));
        row(out, "sent again", String.format(Locale.ROOT, "%,d at the same seq (after a refusal, or a socket that closed"
                        + " before any answer: %,d); stored late after all %,d, each once; still to send again when the"
                        + " run ended %,d", counts.resent.sum(), counts.lostWithSocket.sum(), counts.storedLate.sum(), unsent));
        row(out, "reconnects", counts.closes().toString());
        row(out, "records verified", String.format(Locale.ROOT, "%d of %d finished games (engine replay, fair throws);"
                + " %d of %d tables in play replayed (/positions)", finishedVerified, finished, inPlayReplayed, inPlay));
        for (String p : problems) {
            row(out, "problem", p);
        }
    }

    private static void note(List<String> problems, String problem) {
        if (problems.size() < PROBLEMS_SHOWN) {
            problems.add(problem);
        }
    }

    /** The body of a GET answered 200 by one of the nodes, tried in turn; null when none does. */
    private static String get(LoadDriver driver, String path) {
        HttpClient client = driver.http();
        for (int attempt = 0; attempt < 3; attempt++) {
            for (URI base : driver.nodes()) {
                try {
                    HttpResponse<String> r = client.send(HttpRequest.newBuilder(base.resolve(path))
                            .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
                    if (r.statusCode() == 200) {
                        return r.body();
                    }
                } catch (Exception e) {
                    // the next node
                }
            }
        }
        return null;
    }

    private static void row(PrintStream out, String name, String value) {
        out.printf(Locale.ROOT, "  %-20s %s%n", name, value);
    }
}
