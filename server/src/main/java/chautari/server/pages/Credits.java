package chautari.server.pages;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

/** What the site is made with, from {@code /public/credits.json}: every font file and library, its author, licence and link. */
public record Credits(List<Work> fonts, List<Work> libraries) {
    public static final Credits ALL = load();

    /** One work: {@code files} are the site's own files that hold it, if any. */
    public record Work(String name, String author, String licence, String link, List<String> files) {
        public Work {
            files = files == null ? List.of() : List.copyOf(files);
        }
    }

    private static Credits load() {
        try (InputStream in = Credits.class.getResourceAsStream("/public/credits.json")) {
            if (in == null) {
                throw new IllegalStateException("no /public/credits.json");
            }
            return new ObjectMapper().readValue(in, Credits.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
