package chautari.engine;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * One game, whole: everything that lists games (the engine protocol, the bench, the arena's
 * ladder, the web table's catalogue) reads it from here.
 *
 * @param id the name used in data: {@code kasimala}, {@code pasa}, ...
 * @param names what people call it, in English and Nepali
 * @param options the options it takes, each with its values and default
 * @param chance the objects a throw is made of; null for a game without chance
 * @param drawOffers whether two players may agree a draw
 * @param minutes how long a game typically lasts
 * @param kind {@code board}, {@code dice} or {@code mancala}, as the catalogue sorts games
 * @param colours for a game whose seats take board colours by player count, each count's colours; else empty
 * @param benchCases the setups the self-play bench measures
 * @param ladderCases the setups the arena's ladder plays; none for a game without decisions
 * @param constants the fixed facts of its rules a client draws or words (Snakes' ladders, Kasimala's throw limit), by name
 * @param starter its starting state, from players and options already checked
 */
public record Game(String id, Names names, int minPlayers, int maxPlayers, List<OptionSpec> options, Chance chance,
        boolean drawOffers, int minutes, String kind, Map<Integer, List<Integer>> colours, List<Case> benchCases,
        List<Case> ladderCases, Map<String, Object> constants, Starter starter) {

    public record Names(String en, String ne) {
    }

    /** A setup worth measuring or playing: players and the options given (the rest default). */
    public record Case(String label, int players, Map<String, Object> options) {
        public Case {
            options = Map.copyOf(options);
        }
    }

    @FunctionalInterface
    public interface Starter {
        GameState start(int players, Options options);
    }

    public Game {
        options = List.copyOf(options);
        colours = Map.copyOf(colours);
        benchCases = List.copyOf(benchCases);
        ladderCases = List.copyOf(ladderCases);
        constants = Map.copyOf(constants);
    }

    /** A game with no options, no chance, no draw offers, no colours and no cases: add them with the withers. */
    public static Game of(String id, Names names, int minPlayers, int maxPlayers, int minutes, String kind,
            Starter starter) {
        return new Game(id, names, minPlayers, maxPlayers, List.of(), null, false, minutes, kind, Map.of(), List.of(),
                List.of(), Map.of(), starter);
    }

    /** Whether a player ever has a choice (Snakes and Ladders has none): a computer seat has a level only where one does. */
    public boolean decisions() {
        return !ladderCases.isEmpty();
    }

    public Game withOptions(OptionSpec... specs) {
        return new Game(id, names, minPlayers, maxPlayers, List.of(specs), chance, drawOffers, minutes, kind, colours,
                benchCases, ladderCases, constants, starter);
    }

    public Game withChance(Chance objects) {
        return new Game(id, names, minPlayers, maxPlayers, options, objects, drawOffers, minutes, kind, colours,
                benchCases, ladderCases, constants, starter);
    }

    public Game withDrawOffers() {
        return new Game(id, names, minPlayers, maxPlayers, options, chance, true, minutes, kind, colours,
                benchCases, ladderCases, constants, starter);
    }

    public Game withColours(Map<Integer, List<Integer>> byPlayers) {
        return new Game(id, names, minPlayers, maxPlayers, options, chance, drawOffers, minutes, kind, byPlayers,
                benchCases, ladderCases, constants, starter);
    }

    public Game withBenchCases(Case... cases) {
        return new Game(id, names, minPlayers, maxPlayers, options, chance, drawOffers, minutes, kind, colours,
                List.of(cases), ladderCases, constants, starter);
    }

    public Game withLadderCases(Case... cases) {
        return new Game(id, names, minPlayers, maxPlayers, options, chance, drawOffers, minutes, kind, colours,
                benchCases, List.of(cases), constants, starter);
    }

    public Game withConstants(Map<String, Object> facts) {
        return new Game(id, names, minPlayers, maxPlayers, options, chance, drawOffers, minutes, kind, colours,
                benchCases, ladderCases, facts, starter);
    }

    /** The same game started another way: for tests that begin from a chosen position. */
    public Game withStarter(Starter start) {
        return new Game(id, names, minPlayers, maxPlayers, options, chance, drawOffers, minutes, kind, colours,
                benchCases, ladderCases, constants, start);
    }

    /**
     * Every player count it takes, fewest first: where seats take colours by player count, the counts its colours
     * are given for (Chinese Checkers: 2, 3, 4 and 6, never 5); else every count from the fewest to the most.
     */
    public List<Integer> playerCounts() {
        return colours.isEmpty() ? IntStream.rangeClosed(minPlayers, maxPlayers).boxed().toList()
                : colours.keySet().stream().sorted().toList();
    }

    public Options options(Map<String, ?> given) {
        return Options.of(id, options, given);
    }

    /** Checks the player count, then starts. */
    public GameState start(int players, Options options) {
        List<Integer> counts = playerCounts();
        if (!counts.contains(players)) {
            String last = String.valueOf(counts.getLast());
            String all = counts.size() == 1 ? last
                    : counts.size() == maxPlayers - minPlayers + 1 ? minPlayers + " to " + last
                    : String.join(", ", counts.subList(0, counts.size() - 1).stream().map(String::valueOf).toList())
                            + " or " + last;
            throw new GameException(id + " is played by " + all + " players, not " + players);
        }
        return starter.start(players, options);
    }
}
