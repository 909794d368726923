package chautari.server.table;

import chautari.engine.FairThrows;

/** A seat's seed as a player gives it when sitting down; none given, the server draws one. */
final class SeatSeeds {
    private SeatSeeds() {
    }

    static String given(String seed) {
        if (seed == null) {
            return Tokens.seatSeed();
        }
        if (!FairThrows.isSeatSeed(seed)) {
            throw ApiError.bad("\"seatSeed\" must be 1 to 64 letters, digits, '-' or '_'");
        }
        return seed;
    }
}
