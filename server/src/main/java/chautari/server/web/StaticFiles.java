package chautari.server.web;

import chautari.server.pages.GameCatalog;
import chautari.server.table.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The web client's files under the classpath's {@code /public}, read once, and the game catalogue
 * ({@code /api/games}, written from the engine's descriptors) as one more file: their bytes, which of them
 * a phone keeps for offline use (style sheets, scripts, bundles, the catalogue, fonts, icons) and the
 * deploy's version, a hash of every file's path and bytes, so any change to any file or game gives a new
 * version. Under {@link #prefix()} the same files answer for this version only.
 */
final class StaticFiles {
    /** Where every deploy's files answer: {@code /v/<version>/js/site.js} and so on. */
    static final String VERSIONED = "/v/";
    private static final List<String> KEPT_UNDER = List.of("/css/", "/js/", "/i18n/", "/fonts/", "/icons/");
    private static final List<String> KEPT_FILES = List.of("/favicon.svg", "/favicon-turn.svg", GameCatalog.PATH);
    private static final List<String> KEPT_ENDINGS = List.of(".css", ".js", ".json", ".woff2", ".png", ".svg");

    private final Map<String, byte[]> files;
    private final String version;

    private StaticFiles(Map<String, byte[]> files) {
        this.files = files;
        this.version = hash(files);
    }

    /** The files of {@code /public} on this class's classpath, from a directory or from the jar, and the catalogue. */
    static StaticFiles load() {
        Map<String, byte[]> files = readPublic();
        files.put(GameCatalog.PATH, Json.write(GameCatalog.entries()).getBytes(StandardCharsets.UTF_8));
        return new StaticFiles(files);
    }

    private static Map<String, byte[]> readPublic() {
        try {
            URI root = StaticFiles.class.getResource("/public").toURI();
            if (root.getScheme().equals("jar")) {
                try (FileSystem jar = FileSystems.newFileSystem(root, Map.of())) {
                    return read(jar.provider().getPath(root));
                } catch (FileSystemAlreadyExistsException open) {
                    return read(Path.of(root));
                }
            }
            return read(Path.of(root));
        } catch (URISyntaxException e) {
            throw new IllegalStateException("the classpath's /public has no usable address", e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<String, byte[]> read(Path root) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                String path = "/" + root.relativize(p).toString().replace('\\', '/');
                files.put(path, Files.readAllBytes(p));
            }
        }
        return files;
    }

    private static String hash(Map<String, byte[]> files) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            files.forEach((path, bytes) -> {
                sha.update(path.getBytes(StandardCharsets.UTF_8));
                sha.update((byte) 0);
                sha.update(bytes);
            });
            return HexFormat.of().formatHex(sha.digest()).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Changes whenever any file of the web client does. */
    String version() {
        return version;
    }

    /** {@code /v/<version>}: this deploy's files under it keep for a year, as no other deploy has them. */
    String prefix() {
        return VERSIONED + version;
    }

    /** The bytes of a file such as {@code /js/site.js}; empty if there is none. */
    Optional<byte[]> bytes(String path) {
        return Optional.ofNullable(files.get(path));
    }

    /** The paths a phone keeps to open the home and rules pages offline, such as {@code /js/site.js}. */
    List<String> kept() {
        return files.keySet().stream().filter(StaticFiles::isKept).toList();
    }

    private static boolean isKept(String path) {
        return KEPT_FILES.contains(path)
                || KEPT_UNDER.stream().anyMatch(path::startsWith) && KEPT_ENDINGS.stream().anyMatch(path::endsWith);
    }
}
