package chautari.server;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Chance;
import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Match;
import chautari.engine.Phase;
import chautari.engine.StateView;
import chautari.engine.kasimala.KasimalaState;
import chautari.engine.kauda.KaudaState;
import chautari.engine.kimasai.KimasaiState;
import chautari.engine.pasa.PasaState;
import chautari.server.table.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The games the table page's previews ({@code /table.html?preview=<name>}) and the demo page (js/demo.js,
 * js/demo-dice-page.js) play: recorded by the
 * engine into public/samples/<name>.json, so the web client carries no rules of its own. Each recording is played
 * again here and must be exactly the shipped file; {@code -Dsamples.write=true} writes them anew after a rules change.
 */
class PreviewRecordingsTest {
    private static final Path DIR = Path.of("src/main/resources/public/samples");
    private static final String EMPTY = "000000000000";

    /**
     * A recording: the game from its start (or a chosen position), then the script's throws and moves in order
     * ({@code throw:0101}, {@code move:m6-m4}; a stake names its seat, {@code 3 move:panja:10}), then seeded throws
     * and moves until it ends or has {@code length} events.
     */
    private record Sample(String name, Game game, int players, Map<String, Object> options, List<String> script,
            int length, int opening) {
    }

    private static final List<Sample> SAMPLES = List.of(
            new Sample("kasimala", Games.byName("kasimala"), 2, Map.of("cells", 17), List.of(), 40, 9),
            new Sample("kasimala25", Games.byName("kasimala"), 2, Map.of("cells", 25), List.of(), 40, 9),
            new Sample("kimasai", Games.byName("kimasai"), 2, Map.of(), List.of(), 30, 0),
            new Sample("over", kasimalaFrom("1: a1..a16w m9; 2: m7", 1), 2, Map.of("cells", 17),
                    List.of("throw:1100"), 2, 2),
            new Sample("winLimit", kasimalaFrom("1: a1w m6x2; 2: b9", KasimalaState.THROW_LIMIT - 1), 2,
                    Map.of("cells", 17), List.of("throw:1100"), 2, 2),
            new Sample("drawLimit", kasimalaFrom("1: a1w m6x2; 2: b9 m12x2", KasimalaState.THROW_LIMIT - 1), 2,
                    Map.of("cells", 17), List.of("throw:1100"), 2, 2),
            new Sample("kimasaiDraw", Games.byName("kimasai").withStarter((players, options) -> metBefore()), 2,
                    Map.of(), List.of("move:a1-b1"), 1, 1),
            new Sample("pasa2", Games.byName("pasa"), 2, Map.of(), List.of("throw:615"), 12, 1),
            new Sample("pasa4", pasaFrom(new int[][] {{0, 12, 12, 84}, {0, 0, 29, 44}, {5, 25, 60, 84}, {14, 14, 33, 80}},
                    "52"), 4, Map.of("partners", true), List.of(), 12, 0),
            new Sample("pasaPartner", pasaFrom(new int[][] {{84, 84, 84, 84}, {0, 30, 41, 70}, {20, 22, 79, 84},
                {0, 0, 0, 55}}, "621"), 4, Map.of("partners", true), List.of(), 12, 0),
            new Sample("kauda3", kaudaFrom(5, 2, 3, 0, 100, 85, 115), 3, Map.of("rounds", 5, "doubling", true),
                    List.of("1 move:tiya:10", "2 move:chhakka:5", "throw:0110000110100011", "3 move:chauka:10"), 4, 4),
            new Sample("kaudaThrown", kaudaFrom(3, 1, 2, 0, 115, 130, 100, 88, 110), 5,
                    Map.of("rounds", 3, "doubling", true),
                    List.of("1 move:tiya:15", "3 move:panja:10", "4 move:chhakka:12", "5 move:tiya:20",
                        "throw:1011000011110000"), 5, 5),
            new Sample("kaudaPass", kaudaFrom(5, 1, 1, 1, 100, 100, 100, 100), 4, Map.of("rounds", 5, "doubling", true),
                    List.of(), 0, 0));

    /** The Kasimala throws the demo page shows: one of each group of the strips, with what the engine tells of it. */
    private static final String THROWS = "kasimalaThrows";

    /** Four seats of Pasa with partners, seat 1 to play the dice in hand. */
    private static Game pasaFrom(int[][] progress, String dice) {
        return Games.byName("pasa").withStarter((players, options) ->
                PasaState.of(4, true, false, progress, 1, dice));
    }

    /** Kimasai with the position after a1-b1 already met (play may never repeat one: KimasaiPropertiesTest). */
    private static KimasaiState metBefore() {
        KimasaiState state = KimasaiState.of("100000000000", EMPTY, EMPTY, "000000000001", 1);
        KimasaiState after = state.copy();
        after.play(1, after.parseMove("a1-b1"));
        state.rememberPositionOf(after);
        return state;
    }

    /** Kauda from a chosen round, holder, streak and chips. */
    private static Game kaudaFrom(int rounds, int round, int holder, int streak, int... chips) {
        return Games.byName("kauda").withStarter((players, options) ->
                KaudaState.of(rounds, true, round, holder, streak, chips));
    }

    private static Game kasimalaFrom(String pieces, int throwsMade) {
        return Games.byName("kasimala").withStarter((players, options) ->
                KasimalaState.of(options.number("cells"), pieces, 1, throwsMade));
    }

    @Test
    @DisplayName("every shipped recording is the engine's game, position by position, and every recording is shipped")
    void recordingsAreTheEngines() throws Exception {
        boolean write = Boolean.getBoolean("samples.write");
        for (Sample sample : SAMPLES) {
            Path file = DIR.resolve(sample.name() + ".json");
            checkShipped(sample.name(), record(sample), write);
        }
        checkShipped(THROWS, kasimalaThrows(), write);
        try (Stream<Path> shipped = Files.list(DIR)) {
            assertThat(shipped.map(p -> p.getFileName().toString())).containsExactlyInAnyOrderElementsOf(
                    Stream.concat(SAMPLES.stream().map(Sample::name), Stream.of(THROWS)).map(n -> n + ".json").toList());
        }
    }

    private static void checkShipped(String name, Map<String, Object> made, boolean write) throws Exception {
        Path file = DIR.resolve(name + ".json");
        String played = Json.MAPPER.writeValueAsString(made) + "\n";
        if (write) {
            Files.writeString(file, played);
        }
        assertThat(Json.MAPPER.readTree(Files.readString(file))).as(name).isEqualTo(Json.MAPPER.readTree(played));
    }

    @Test
    @DisplayName("the demo's Kauda positions are the engine's: a stake awaited, a throw settled, a pass-and-play round")
    @SuppressWarnings("unchecked")
    void kaudaPositions() {
        Map<String, Object> thrown = lastPosition("kaudaThrown");
        assertThat(thrown).containsEntry("kind", "throw");
        assertThat((Map<String, Object>) thrown.get("facts")).containsEntry("name", "tiya")
                .containsKey("payouts");
        assertThat((Map<String, Object>) lastPosition("kauda3").get("actions")).containsOnlyKeys("2");
        assertThat((Map<String, Object>) lastPosition("kaudaPass").get("actions")).containsOnlyKeys("2", "3", "4");
    }

    /** One throw of each group, from the game's first position. */
    private static Map<String, Object> kasimalaThrows() {
        GameState state = Match.start(Games.byName("kasimala"), 2, Games.byName("kasimala").options(Map.of()), 27)
                .state();
        Chance chance = state.chance();
        List<Map<String, Object>> shown = new ArrayList<>();
        for (int group = 0; group < chance.groupCount(); group++) {
            int outcome = chance.groupOutcome(group);
            Map<String, Object> thrown = new LinkedHashMap<>();
            thrown.put("text", chance.text(outcome));
            thrown.put("facts", state.throwFacts(outcome).toMap());
            shown.add(thrown);
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("game", "kasimala");
        m.put("throws", shown);
        return m;
    }

    @Test
    @DisplayName("the staged endings end as the previews say: a gulmasi, the throw limit won and drawn, a repetition")
    void stagedEndings() {
        assertThat(result("over")).containsEntry("gulmasi", true);
        assertThat(result("winLimit")).containsEntry("winners", List.of(1)).containsEntry("throws", 2000);
        assertThat(result("drawLimit")).containsEntry("draw", true).containsEntry("throws", 2000);
        assertThat(result("kimasaiDraw")).containsEntry("draw", true);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> result(String name) {
        return (Map<String, Object>) lastPosition(name).get("result");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> lastPosition(String name) {
        Sample sample = SAMPLES.stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
        return ((List<Map<String, Object>>) record(sample).get("positions")).getLast();
    }

    private static Map<String, Object> record(Sample sample) {
        Match match = Match.start(sample.game(), sample.players(), sample.game().options(sample.options()), 27);
        Random random = new Random(27);
        List<Map<String, Object>> positions = new ArrayList<>();
        positions.add(position(match, 0, 0, null, null, false));
        List<String> script = new ArrayList<>(sample.script());
        while (!match.state().isOver() && positions.size() <= sample.length()) {
            GameState state = match.state();
            String step = script.isEmpty() ? null : script.removeFirst();
            int seat = state.toMove();
            if (step != null && Character.isDigit(step.charAt(0))) {
                seat = step.charAt(0) - '0';
                step = step.substring(2);
            }
            if (state.phase() == Phase.THROW) {
                String text = step != null ? match.throwWith(step.substring("throw:".length())) : match.throwRandom();
                positions.add(position(match, positions.size(), seat, "throw", text, false));
            } else {
                String[] legal = state.legalMoveTexts(seat);
                String text = step != null ? step.substring("move:".length()) : legal[random.nextInt(legal.length)];
                match.play(seat, text);
                positions.add(position(match, positions.size(), seat, "move", text, legal.length == 1));
            }
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("game", sample.game().id());
        m.put("players", sample.players());
        m.put("options", new TreeMap<>(sample.options()));
        m.put("opening", Math.min(sample.opening(), positions.size() - 1));
        m.put("positions", positions);
        return m;
    }

    private static Map<String, Object> position(Match match, int seq, int seat, String kind, String text, boolean forced) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("seq", seq);
        if (kind != null) {
            m.put("kind", kind);
            m.put("seat", seat);
            m.put("text", text);
            m.put("facts", match.lastFacts().toMap());
            if (forced) {
                m.put("forced", true);
            }
        }
        GameState state = match.state();
        StateView.putPosition(m, state, null);
        if (state.phase() == Phase.STAKE) {
            Map<String, Object> actions = new TreeMap<>();
            for (int s = 1; s <= state.players(); s++) {
                if (StateView.actionsOf(state, s) instanceof Map<String, Object> act) {
                    actions.put(String.valueOf(s), act);
                }
            }
            m.put("actions", actions);
        }
        return m;
    }
}
