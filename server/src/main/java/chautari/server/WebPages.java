package chautari.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The web client's HTML pages, read once from the classpath's {@code /public}. */
final class WebPages {
    private static final Map<String, byte[]> CACHE = new ConcurrentHashMap<>();
    private static final byte[] MISSING = new byte[0];

    private WebPages() {
    }

    /** The page's bytes, or null when the client has no such page. */
    static byte[] read(String file) {
        byte[] page = CACHE.computeIfAbsent(file, WebPages::load);
        return page == MISSING ? null : page;
    }

    private static byte[] load(String file) {
        try (InputStream in = WebPages.class.getResourceAsStream("/public/" + file)) {
            return in == null ? MISSING : in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
