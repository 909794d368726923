package chautari.server;

/** A seat at a table: who plays it, at what level the computer would, and whether anyone holding it is connected. */
final class Seat {
    static final String HUMAN = "human";
    static final String COMPUTER = "computer";
    static final String OPEN = "open";

    final int number;
    String kind;
    String name;
    String tokenHash;
    String level;
    String seatSeed;
    int connections;
    long absentSince;

    Seat(Store.SeatRow row, long absentSince) {
        this.number = row.seat();
        this.kind = row.kind();
        this.name = row.name();
        this.tokenHash = row.tokenHash();
        this.level = row.level();
        this.seatSeed = row.seatSeed();
        this.absentSince = absentSince;
    }

    boolean isComputer() {
        return kind.equals(COMPUTER);
    }

    Store.SeatRow row() {
        return new Store.SeatRow(number, kind, name, tokenHash, level, seatSeed);
    }
}
