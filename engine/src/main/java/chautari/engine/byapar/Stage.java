package chautari.engine.byapar;

/** The phases of docs/notation.md's table; each names its {@code board.phase}. */
enum Stage {
    DICE, CARD, JAIL, BUY, RAISE, AFTER, OFFER, OVER;

    String wire() {
        return name().toLowerCase();
    }
}
