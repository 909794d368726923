package chautari.engine.chinesecheckers;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The rulings' star worked out again, slowly and plainly, to check the engine against: holes by
 * name at (x, y) as RULINGS places them, neighbours as it defines them, and the moves of a
 * position found with sets of names.
 */
final class StarReference {
    static final int[] ROW_LENGTHS = {1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1};
    /** The six directions as (dx, dy): along a row two apart, to a neighbouring row one apart. */
    static final int[][] DIRECTIONS = {{2, 0}, {-2, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    static final Map<String, int[]> AT = new HashMap<>();
    static final Map<String, String> NAMED = new HashMap<>();
    static final List<String> NAMES = new ArrayList<>();
    /** The points by name, as RULINGS lists their holes. */
    static final Map<String, Set<String>> POINTS = new HashMap<>();
    static final Map<String, String> OPPOSITE = Map.of("S", "N", "N", "S", "SW", "NE", "NE", "SW", "SE", "NW", "NW", "SE");
    static final Map<Integer, List<String>> SEATS = Map.of(2, List.of("S", "N"), 3, List.of("S", "NE", "NW"),
            4, List.of("S", "SE", "N", "NW"), 6, List.of("S", "SE", "NE", "N", "NW", "SW"));

    static {
        for (int row = 0; row < ROW_LENGTHS.length; row++) {
            int n = ROW_LENGTHS[row];
            for (int k = 1; k <= n; k++) {
                String name = "" + (char) ('a' + row) + k;
                int x = 2 * k - n - 1;
                AT.put(name, new int[] {x, row});
                NAMED.put(x + "," + row, name);
                NAMES.add(name);
            }
        }
        Set<String> s = new LinkedHashSet<>();
        for (String name : NAMES) {
            if (name.charAt(0) <= 'd') {
                s.add(name);
            }
        }
        POINTS.put("S", s);
        Set<String> north = new LinkedHashSet<>();
        for (String name : NAMES) {
            if (name.charAt(0) >= 'n') {
                north.add(name);
            }
        }
        POINTS.put("N", north);
        POINTS.put("SW", Set.of("e1", "e2", "e3", "e4", "f1", "f2", "f3", "g1", "g2", "h1"));
        POINTS.put("SE", Set.of("e10", "e11", "e12", "e13", "f10", "f11", "f12", "g10", "g11", "h10"));
        POINTS.put("NW", Set.of("m1", "m2", "m3", "m4", "l1", "l2", "l3", "k1", "k2", "j1"));
        POINTS.put("NE", Set.of("m10", "m11", "m12", "m13", "l10", "l11", "l12", "k10", "k11", "j10"));
    }

    private StarReference() {
    }

    /** The hole {@code times} steps from {@code name} in direction d, or null off the star. */
    static String toward(String name, int d, int times) {
        int[] at = AT.get(name);
        return NAMED.get((at[0] + times * DIRECTIONS[d][0]) + "," + (at[1] + times * DIRECTIONS[d][1]));
    }

    static String targetOf(int players, int seat) {
        return OPPOSITE.get(SEATS.get(players).get(seat - 1));
    }

    /** The seat's moves on the board (hole name to seat), as texts, sorted; "pass" if it has none. */
    static List<String> moves(Map<String, Integer> board, int players, int seat) {
        Set<String> target = POINTS.get(targetOf(players, seat));
        TreeSet<String> moves = new TreeSet<>();
        List<String> found = new ArrayList<>();
        for (String from : NAMES) {
            if (!Integer.valueOf(seat).equals(board.get(from))) {
                continue;
            }
            boolean locked = target.contains(from);
            for (int d = 0; d < 6; d++) {
                String to = toward(from, d, 1);
                if (to != null && !board.containsKey(to) && (!locked || target.contains(to))) {
                    found.add(from + "-" + to);
                }
            }
            List<String> path = new ArrayList<>(List.of(from));
            chains(board, path, locked ? target : null, found);
        }
        moves.addAll(found);
        if (moves.size() != found.size()) {
            throw new AssertionError("a move found twice");
        }
        return moves.isEmpty() ? List.of("pass") : new ArrayList<>(moves);
    }

    private static void chains(Map<String, Integer> board, List<String> path, Set<String> mustEndIn, List<String> found) {
        String at = path.get(path.size() - 1);
        for (int d = 0; d < 6; d++) {
            String over = toward(at, d, 1);
            String land = toward(at, d, 2);
            if (over == null || land == null || !board.containsKey(over) || board.containsKey(land) || path.contains(land)) {
                continue;
            }
            path.add(land);
            if (mustEndIn == null || mustEndIn.contains(land)) {
                found.add(String.join("-", path));
            }
            chains(board, path, mustEndIn, found);
            path.remove(path.size() - 1);
        }
    }

    /** The board after a move's text is played: the marble leaves its first hole for its last. */
    static Map<String, Integer> after(Map<String, Integer> board, String move) {
        Map<String, Integer> next = new HashMap<>(board);
        if (move.equals("pass")) {
            return next;
        }
        String[] holes = move.split("-");
        next.put(holes[holes.length - 1], next.remove(holes[0]));
        return next;
    }

    /** The start: each seat's point filled with its marbles. */
    static Map<String, Integer> start(int players) {
        Map<String, Integer> board = new HashMap<>();
        List<String> points = SEATS.get(players);
        for (int seat = 1; seat <= players; seat++) {
            for (String hole : POINTS.get(points.get(seat - 1))) {
                board.put(hole, seat);
            }
        }
        return board;
    }

    /** Move sequences of exactly {@code depth} moves, by the rulings alone (no one can win this early). */
    static long perft(Map<String, Integer> board, int players, int seat, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<String> moves = moves(board, players, seat);
        if (depth == 1) {
            return moves.size();
        }
        long nodes = 0;
        for (String move : moves) {
            nodes += perft(after(board, move), players, seat % players + 1, depth - 1);
        }
        return nodes;
    }
}
