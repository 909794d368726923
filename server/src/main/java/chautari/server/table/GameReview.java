package chautari.server.table;

import chautari.bots.Judge;
import chautari.engine.Game;
import chautari.engine.GameRecord;
import chautari.engine.GameState;
import chautari.engine.Match;
import chautari.engine.Options;
import chautari.engine.chess.Pgn;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A finished game's review: the strong level's judgement ({@link Judge}) of every move a person chose, worked out on
 * the {@link BotPool} behind the live tables' thinks and kept with the table. Its view (docs/API.md, the review):
 * {@code {"status":"working","done","of"}} until every move is judged, then {@code {"status":"ready","moves":[...],
 * "seats":[...]}}; {@code {"status":"none"}} for a game the judge does not judge.
 */
final class GameReview {
    /** PGN's glyphs for the marks, as NAG numbers: none, ?!, ?, ??. */
    private static final Map<Judge.Mark, Integer> NAGS = Map.of(Judge.Mark.NONE, 0, Judge.Mark.INACCURACY, 6,
            Judge.Mark.MISTAKE, 2, Judge.Mark.BLUNDER, 4);

    /** A person's move, with the position it was chosen in. */
    private record Decision(int seq, int seat, String text, GameState before, int move) {
    }

    private final List<Decision> decisions;
    private final List<CompletableFuture<Judge.Verdict>> verdicts = new ArrayList<>();
    private final AtomicInteger done = new AtomicInteger();
    private final boolean judged;

    private GameReview(List<Decision> decisions, boolean judged) {
        this.decisions = decisions;
        this.judged = judged;
    }

    /** Starts judging the standing moves of the people's seats among these events. */
    static GameReview start(Game game, int players, Options options, long seed, List<TableEvent> events, BotPool bots) {
        Match match = Match.start(game, players, options, seed);
        boolean judged = Judge.judges(match.state());
        List<Decision> decisions = new ArrayList<>();
        for (TableEvent e : EventLog.standing(events)) {
            if (e.kind() == TableEvent.Kind.THROW) {
                match.throwWith(e.text());
                continue;
            }
            if (judged && e.actor() == Actor.SEAT) {
                GameState before = match.state().copy();
                decisions.add(new Decision(e.seq(), e.seat(), e.text(), before, before.parseMove(e.text())));
            }
            match.play(e.seat(), e.text());
        }
        GameReview review = new GameReview(List.copyOf(decisions), judged);
        for (Decision d : review.decisions) {
            review.verdicts.add(bots.judge(d.before(), d.seat(), d.move()).whenComplete((v, failed) -> review.done.incrementAndGet()));
        }
        return review;
    }

    /** Whether every move is judged (or failed to be: the pool stopped). */
    boolean finished() {
        return done.get() == decisions.size();
    }

    Map<String, Object> view() {
        Map<String, Object> m = new LinkedHashMap<>();
        if (!judged) {
            m.put("status", "none");
            return m;
        }
        if (!finished()) {
            m.put("status", "working");
            m.put("done", done.get());
            m.put("of", decisions.size());
            return m;
        }
        if (verdicts.stream().anyMatch(CompletableFuture::isCompletedExceptionally)) {
            throw new ApiError(503, "review-failed", "the review could not be worked out; ask again later");
        }
        List<Map<String, Object>> moves = new ArrayList<>();
        Map<Integer, List<Judge.Verdict>> bySeat = new TreeMap<>();
        for (int i = 0; i < decisions.size(); i++) {
            Decision d = decisions.get(i);
            Judge.Verdict v = verdicts.get(i).join();
            if (v == null) {
                continue;
            }
            bySeat.computeIfAbsent(d.seat(), s -> new ArrayList<>()).add(v);
            Map<String, Object> move = new LinkedHashMap<>();
            move.put("seq", d.seq());
            move.put("seat", d.seat());
            move.put("move", d.text());
            move.put("preferred", d.before().moveText(v.preferred()));
            move.put("chance", round(v.chosenChance()));
            move.put("best", round(v.preferredChance()));
            move.put("mark", Wire.name(v.mark()));
            moves.add(move);
        }
        List<Map<String, Object>> seats = new ArrayList<>();
        bySeat.forEach((seat, judgedMoves) -> {
            Judge.Summary summary = Judge.Summary.of(judgedMoves);
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("seat", seat);
            s.put("accuracy", Math.round(summary.accuracy() * 10) / 10.0);
            s.put("moves", summary.moves());
            s.put("inaccuracies", summary.inaccuracies());
            s.put("mistakes", summary.mistakes());
            s.put("blunders", summary.blunders());
            seats.add(s);
        });
        m.put("status", "ready");
        m.put("moves", moves);
        m.put("seats", seats);
        return m;
    }

    /**
     * The record with the judgement as comments (docs/notation.md, records): after each judged move its chance, and
     * for a marked one the mark and the better move; each seat's accuracy at the end. {@code standing} are the
     * record's events as the table logged them, in the record's order.
     */
    String annotate(GameRecord record, List<TableEvent> standing) {
        Map<Integer, String> comments = new HashMap<>();
        Map<Integer, List<Judge.Verdict>> bySeat = new TreeMap<>();
        judgedBySeq().forEach((seq, judged) -> {
            bySeat.computeIfAbsent(judged.verdict().seat(), s -> new ArrayList<>()).add(judged.verdict());
            comments.put(seq, judged.comment(judged.preferredText()));
        });
        StringBuilder text = new StringBuilder(record.toText(i -> comments.get(standing.get(i).seq())));
        bySeat.forEach((seat, judgedMoves) -> {
            Judge.Summary sum = Judge.Summary.of(judgedMoves);
            text.append(String.format(Locale.ROOT, "# seat %d: accuracy %.1f over %d moves; %d inaccuracies, %d mistakes, %d blunders%n",
                    seat, sum.accuracy(), sum.moves(), sum.inaccuracies(), sum.mistakes(), sum.blunders()));
        });
        return text.toString();
    }

    /** A chess game's PGN notes: for the move of each standing event judged, its glyph, chance and better move. */
    Map<Integer, Pgn.Note> pgnNotes(List<TableEvent> standing) {
        Map<Integer, Judged> bySeq = judgedBySeq();
        Map<Integer, Pgn.Note> notes = new HashMap<>();
        for (int i = 0; i < standing.size(); i++) {
            Judged judged = bySeq.get(standing.get(i).seq());
            if (judged != null) {
                Judge.Verdict v = judged.verdict();
                notes.put(i, new Pgn.Note(NAGS.get(v.mark()), judged.comment(null),
                        v.mark() == Judge.Mark.NONE ? Pgn.Note.NO_MOVE : v.preferred()));
            }
        }
        return notes;
    }

    /** A judged move: its verdict and the preferred move's text. */
    private record Judged(Judge.Verdict verdict, String preferredText) {
        /**
         * Its chance, and for a marked move the mark and the better move's chance, with that move when named here (a
         * PGN names it itself, in SAN).
         */
        String comment(String better) {
            String chance = String.format(Locale.ROOT, "chance %.3f", verdict.chosenChance());
            if (verdict.mark() == Judge.Mark.NONE) {
                return chance;
            }
            String mark = Wire.name(verdict.mark());
            return better == null
                    ? String.format(Locale.ROOT, "%s: %s (%.3f after the better move).", mark, chance, verdict.preferredChance())
                    : String.format(Locale.ROOT, "%s: %s; better %s, chance %.3f", mark, chance, better, verdict.preferredChance());
        }
    }

    /** Every judged move by its event's seq, once the review is ready; 409 {@code not-reviewed} before. */
    private Map<Integer, Judged> judgedBySeq() {
        if (!judged || !finished()) {
            throw notReviewed();
        }
        Map<Integer, Judged> bySeq = new HashMap<>();
        for (int i = 0; i < decisions.size(); i++) {
            Decision d = decisions.get(i);
            Judge.Verdict v = verdicts.get(i).join();
            if (v != null) {
                bySeq.put(d.seq(), new Judged(v, d.before().moveText(v.preferred())));
            }
        }
        return bySeq;
    }

    /** The refusal of a file with the review before the review is ready. */
    static ApiError notReviewed() {
        return ApiError.conflict("not-reviewed", "the record with the review is given once the review is ready (/review)");
    }

    private static double round(double chance) {
        return Math.round(chance * 1000) / 1000.0;
    }
}
