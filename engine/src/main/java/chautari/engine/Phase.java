package chautari.engine;

/** What a state waits for next; {@link #wire()} is the protocol's {@code awaiting} word. */
public enum Phase {
    THROW("throw"),
    MOVE("move"),
    /** Several seats act at once, each choosing a hidden stake (Kauda). */
    STAKE("stake"),
    OVER("over");

    private final String wire;

    Phase(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }
}
