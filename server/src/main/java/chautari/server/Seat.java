package chautari.server;

/** A seat at a table: who plays it, and whether anyone holding it is connected. */
final class Seat {
    static final String HUMAN = "human";
    static final String COMPUTER = "computer";
    static final String OPEN = "open";

    final int number;
    String kind;
    String name;
    String tokenHash;
    int connections;
    long absentSince;

    Seat(int number, String kind, String name, String tokenHash, long absentSince) {
        this.number = number;
        this.kind = kind;
        this.name = name;
        this.tokenHash = tokenHash;
        this.absentSince = absentSince;
    }

    boolean isComputer() {
        return kind.equals(COMPUTER);
    }

    Store.SeatRow row() {
        return new Store.SeatRow(number, kind, name, tokenHash);
    }
}
