package chautari.server.web;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.UnknownHostException;
import java.util.HexFormat;

/**
 * The key a client's limits are counted under: its IPv4 address, or the first 64 bits of its
 * IPv6 address (one network hands out a whole /64). Behind a reverse proxy every client has
 * the proxy's address.
 */
final class ClientAddress {
    private ClientAddress() {
    }

    /** From an address as text: a literal IP, never looked up by name. */
    static String of(String ip) {
        if (ip == null || ip.isBlank()) {
            return "unknown";
        }
        String literal = ip.startsWith("[") && ip.endsWith("]") ? ip.substring(1, ip.length() - 1) : ip;
        if (!literal.matches("[0-9.]+|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*(%[A-Za-z0-9_.-]+)?")) {
            return literal;
        }
        try {
            return of(InetAddress.getByName(literal));
        } catch (UnknownHostException e) {
            return literal;
        }
    }

    static String of(SocketAddress address) {
        if (address instanceof InetSocketAddress inet && inet.getAddress() != null) {
            return of(inet.getAddress());
        }
        return String.valueOf(address);
    }

    static String of(InetAddress address) {
        byte[] bytes = address.getAddress();
        if (bytes.length == 16) {
            return HexFormat.of().formatHex(bytes, 0, 8) + "::/64";
        }
        return address.getHostAddress();
    }
}
