package chautari.server.pages;

import java.util.List;
import java.util.Map;

/**
 * What a table's link says before anyone opens it: who invites to which game, and whether a
 * seat is open, the game is on (against the computer, or between people), or it is over and how it
 * ended. Read from the table's public view.
 */
public record TablePreview(String game, String host, int openSeats, boolean computer, boolean over, List<String> winners,
        boolean drawn) {

    /** A computer seat's place among the winners' names: named in the reader's language. */
    private static final String COMPUTER = "";

    @SuppressWarnings("unchecked")
    public static TablePreview of(Map<String, Object> view) {
        List<Map<String, Object>> seats = (List<Map<String, Object>>) view.get("seats");
        String host = null;
        int open = 0;
        boolean computer = false;
        for (Map<String, Object> seat : seats) {
            if ("open".equals(seat.get("kind"))) {
                open++;
            } else if ("computer".equals(seat.get("kind"))) {
                computer = true;
            } else if (host == null && "human".equals(seat.get("kind")) && seat.get("name") != null) {
                host = seat.get("name").toString();
            }
        }
        boolean over = "finished".equals(view.get("status"));
        Map<String, Object> result = (Map<String, Object>) view.get("result");
        List<String> winners = new java.util.ArrayList<>();
        boolean drawn = false;
        if (over && result != null) {
            drawn = Boolean.TRUE.equals(result.get("draw"));
            for (Object winner : (List<Object>) result.get("winners")) {
                seats.stream().filter(s -> winner.equals(s.get("seat"))).findFirst()
                        .map(s -> "computer".equals(s.get("kind")) || s.get("name") == null ? COMPUTER : s.get("name").toString())
                        .ifPresent(winners::add);
            }
        }
        return new TablePreview((String) view.get("game"), host, open, computer, over, List.copyOf(winners), drawn);
    }

    /** The line a chat app shows for the link. */
    public String title(Words w) {
        String gameName = w.t("games." + game + ".name");
        if (host == null) {
            return w.t("preview.table", "game", gameName);
        }
        if (over) {
            if (drawn) {
                return w.t("preview.drawn", "game", gameName, "host", host);
            }
            List<String> names = winners.stream().map(n -> n.equals(COMPUTER) ? w.t("preview.theComputer") : n).toList();
            return names.isEmpty() ? w.t("preview.over", "game", gameName, "host", host)
                    : w.t("preview.won", "game", gameName, "host", host, "winner", String.join(", ", names));
        }
        if (openSeats > 0) {
            return w.t("preview.open", "game", gameName, "host", host, "n", openSeats);
        }
        return w.t(computer ? "preview.computer" : "preview.watch", "game", gameName, "host", host);
    }

    /** The sentence under the title: what opening the link leads to at this table now. */
    public String description(Words w) {
        String what = over ? "preview.description.over" : openSeats > 0 ? "preview.description"
                : computer ? "preview.description.computer" : "preview.description.watch";
        return w.t(what);
    }
}
