package chautari.server.table;

import chautari.bots.Level;
import chautari.server.store.Store;

/** A seat at a table: who plays it, at what level the computer would, and whether anyone holding it is connected. */
final class Seat {
    final int number;
    SeatKind kind;
    String name;
    String tokenHash;
    Level level;
    String seatSeed;
    int connections;
    long absentSince;

    Seat(Store.SeatRow row, long absentSince) {
        this.number = row.seat();
        this.kind = Wire.stored(SeatKind.class, row.kind());
        this.name = row.name();
        this.tokenHash = row.tokenHash();
        this.level = Levels.stored(row.level());
        this.seatSeed = row.seatSeed();
        this.absentSince = absentSince;
    }

    boolean isComputer() {
        return kind == SeatKind.COMPUTER;
    }
}
