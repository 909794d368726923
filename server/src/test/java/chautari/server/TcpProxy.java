package chautari.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A TCP proxy in front of PostgreSQL for one node: {@link #cut} ends every connection through it, and while
 * {@link #refuse refusing} it closes each new one at once, so the node is cut off from the database but not from
 * its clients (a network partition), or, with every node behind one, the database is away (a restart).
 */
final class TcpProxy implements AutoCloseable {
    private final ServerSocket listening;
    private final String targetHost;
    private final int targetPort;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private volatile boolean refusing;

    private TcpProxy(String targetHost, int targetPort) throws IOException {
        this.targetHost = targetHost;
        this.targetPort = targetPort;
        this.listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread.ofPlatform().daemon().name("proxy-accept").start(this::accept);
    }

    /** A proxy in front of the database of a {@code jdbc:postgresql://host:port/...} URL. */
    static TcpProxy before(String jdbcUrl) throws IOException {
        URI uri = URI.create(jdbcUrl.substring("jdbc:".length()));
        return new TcpProxy(uri.getHost(), uri.getPort() < 0 ? 5432 : uri.getPort());
    }

    /** The same URL through this proxy. */
    String url(String jdbcUrl) {
        URI uri = URI.create(jdbcUrl.substring("jdbc:".length()));
        return jdbcUrl.replaceFirst("//" + uri.getRawAuthority() + "/", "//127.0.0.1:" + listening.getLocalPort() + "/");
    }

    /** Refuses new connections (closing each at once) until told otherwise. */
    void refuse(boolean refuse) {
        refusing = refuse;
    }

    boolean refusing() {
        return refusing;
    }

    /** Ends every connection through the proxy, at both ends, those being made as it is called too. */
    synchronized void cut() {
        for (Socket s : open) {
            closeQuietly(s);
        }
    }

    private void accept() {
        while (!listening.isClosed()) {
            Socket client;
            try {
                client = listening.accept();
            } catch (IOException e) {
                return;
            }
            if (refusing) {
                closeQuietly(client);
                continue;
            }
            Socket server;
            try {
                server = new Socket(targetHost, targetPort);
            } catch (IOException e) {
                closeQuietly(client);
                continue;
            }
            synchronized (this) { // refused after the check above: a cut must not miss this connection
                if (refusing) {
                    closeQuietly(client);
                    closeQuietly(server);
                    continue;
                }
                open.add(client);
                open.add(server);
            }
            pipe(client, server);
            pipe(server, client);
        }
    }

    private void pipe(Socket from, Socket to) {
        Thread.ofPlatform().daemon().name("proxy-pipe").start(() -> {
            byte[] buffer = new byte[16384];
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                int n;
                while ((n = in.read(buffer)) >= 0) {
                    out.write(buffer, 0, n);
                    out.flush();
                }
            } catch (IOException ended) {
                // cut, or closed by either end
            } finally {
                closeQuietly(from);
                closeQuietly(to);
            }
        });
    }

    private void closeQuietly(Socket s) {
        open.remove(s);
        try {
            s.close();
        } catch (IOException ignored) {
            // closed already
        }
    }

    @Override
    public void close() {
        try {
            listening.close();
        } catch (IOException ignored) {
            // closed already
        }
        refusing = true;
        cut();
    }
}
