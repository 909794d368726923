package chautari.engine;

/** The objects a throw is made of, in outcome-text order: {@code count} objects, each showing one of {@code faces}. */
public record ChanceObjects(int count, String faces) {
    public ChanceObjects {
        if (count < 1 || faces.isEmpty()) {
            throw new IllegalArgumentException("a throw is at least one object with at least one face");
        }
    }
}
