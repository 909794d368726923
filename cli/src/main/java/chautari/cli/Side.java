package chautari.cli;

/** The two sides of an arena pairing: level A, whose score the arena reports, and level B. */
enum Side {
    A,
    B
}
