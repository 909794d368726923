package chautari.server.web;

import chautari.server.table.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * {@code /sw.js}: the service worker of {@code /delivery/sw.js} with this deploy's version, the files it
 * keeps (at this deploy's addresses, {@code /v/<version>/...}, where the pages load them), the pages it
 * opens offline and the table page it shows offline written in, so a deploy that changes any file changes
 * the script.
 */
final class ServiceWorkerScript {
    private ServiceWorkerScript() {
    }

    static String render(StaticFiles files, List<String> pages) {
        return template()
                .replace("%VERSION%", files.version())
                .replace("%FILES%", Json.write(files.kept().stream().map(path -> files.prefix() + path).toList()))
                .replace("%PAGES%", Json.write(pages))
                .replace("%TABLE_SHELL%", Delivery.TABLE_SHELL);
    }

    private static String template() {
        try (InputStream in = ServiceWorkerScript.class.getResourceAsStream("/delivery/sw.js")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
