package chautari.cli;

/** Level A against level B in one setup, over a number of games (whole rounds of the seating). */
record Pairing(Setup setup, Contender a, Contender b, int games) {
    Pairing {
        if (games < 1) {
            throw new IllegalArgumentException("a pairing needs at least one game, not " + games);
        }
        games = setup.seating().roundUp(games);
    }

    String describe() {
        return setup.game().id() + " (" + setup.describe() + ") " + a.name() + " vs " + b.name();
    }
}
