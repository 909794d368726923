package chautari.engine.kasimala;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * A slow, plain reading of the Kasimala rulings, written apart from the engine to check it
 * move by move: every piece is an object that counts its steps along a route of cell names.
 */
final class ReferenceKasimala {
    private static final class Piece {
        final int seat;
        int steps;
        boolean started;
        boolean alive = true;

        Piece(int seat, int steps) {
            this.seat = seat;
            this.steps = steps;
        }
    }

    private final int n;
    private final List<Piece> pieces = new ArrayList<>();
    private final List<List<String>> routes = new ArrayList<>();
    int toMove = 1;
    String awaiting = "throw";
    int roll;
    int throwsMade;
    List<Integer> winners;
    boolean gulmasi;

    ReferenceKasimala(int n) {
        this.n = n;
        List<String> first = new ArrayList<>();
        List<String> second = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            first.add("a" + i);
            second.add("b" + (n + 1 - i));
        }
        for (int i = 1; i <= n; i++) {
            first.add("m" + (n + 1 - i));
            second.add("m" + i);
        }
        for (int i = 1; i <= n; i++) {
            first.add("b" + i);
            second.add("a" + (n + 1 - i));
        }
        routes.add(first);
        routes.add(second);
        for (int seat = 1; seat <= 2; seat++) {
            for (int i = 0; i < n; i++) {
                pieces.add(new Piece(seat, i));
            }
        }
    }

    private String cell(int seat, int steps) {
        int index = steps < 3 * n ? steps : n + (steps - n) % (2 * n);
        return routes.get(seat - 1).get(index);
    }

    private String cell(Piece p) {
        return cell(p.seat, p.steps);
    }

    private static boolean laiga(String cell) {
        return cell.charAt(0) == 'm' && (Integer.parseInt(cell.substring(1)) - 1) % 4 == 0;
    }

    private List<Piece> on(String cell) {
        return pieces.stream().filter(p -> p.alive && cell(p).equals(cell)).toList();
    }

    private boolean open(String cell) {
        return !laiga(cell) || on(cell).stream().allMatch(p -> p.seat == toMove);
    }

    /** The next waiting piece of the seat to move: the waiting one furthest along its route. */
    private Piece nextWaiting() {
        Piece next = null;
        for (Piece p : pieces) {
            if (p.alive && p.seat == toMove && !p.started && (next == null || p.steps > next.steps)) {
                next = p;
            }
        }
        return next;
    }

    void throwStrips(String outcome) {
        long up = outcome.chars().filter(c -> c == '1').count();
        roll = up == 0 ? 5 : (int) up;
        throwsMade++;
        awaiting = "move";
    }

    List<String> legal() {
        if (!awaiting.equals("move")) {
            return List.of();
        }
        TreeSet<String> moves = new TreeSet<>();
        Piece next = nextWaiting();
        if (roll == 1 && next != null) {
            String to = cell(toMove, next.steps + 1);
            if (open(to)) {
                moves.add(cell(next) + "-" + to);
            }
        } else {
            for (Piece p : pieces) {
                if (p.alive && p.seat == toMove && p.started) {
                    String to = cell(toMove, p.steps + roll);
                    if (open(to)) {
                        moves.add(cell(p) + "-" + to);
                    }
                }
            }
        }
        return moves.isEmpty() ? List.of("pass") : List.copyOf(moves);
    }

    void play(String move) {
        if (!legal().contains(move)) {
            throw new IllegalArgumentException(move + " is not legal in the reference model");
        }
        if (!move.equals("pass")) {
            String from = move.substring(0, move.indexOf('-'));
            String to = move.substring(move.indexOf('-') + 1);
            Piece next = nextWaiting();
            Piece mover = roll == 1 && next != null ? next
                    : pieces.stream().filter(p -> p.alive && p.seat == toMove && p.started && cell(p).equals(from))
                            .findFirst().orElseThrow();
            mover.steps += mover.started ? roll : 1;
            mover.started = true;
            if (!cell(mover).equals(to)) {
                throw new IllegalStateException("reference: " + move + " lands on " + cell(mover));
            }
            for (Piece p : on(to)) {
                if (p.seat != toMove) {
                    p.alive = false;
                }
            }
            if (alive(3 - toMove) == 0) {
                winners = List.of(toMove);
                gulmasi = alive(toMove) == n;
                awaiting = "over";
                return;
            }
        }
        if (throwsMade == KasimalaState.THROW_LIMIT) {
            int one = alive(1);
            int two = alive(2);
            winners = one > two ? List.of(1) : two > one ? List.of(2) : List.of();
            awaiting = "over";
            return;
        }
        if (roll < 4) {
            toMove = 3 - toMove;
        }
        awaiting = "throw";
    }

    int alive(int seat) {
        return (int) pieces.stream().filter(p -> p.alive && p.seat == seat).count();
    }

    /** The board as docs/notation.md shows it; fails if a cell ever holds both sides, or waiting and started pieces. */
    Map<String, Object> board() {
        Map<String, List<Piece>> byCell = new LinkedHashMap<>();
        for (char row : new char[] {'a', 'm', 'b'}) {
            for (int column = 1; column <= n; column++) {
                byCell.put("" + row + column, new ArrayList<>());
            }
        }
        for (Piece p : pieces) {
            if (p.alive) {
                byCell.get(cell(p)).add(p);
            }
        }
        Map<String, Object> shown = new LinkedHashMap<>();
        byCell.forEach((cell, here) -> {
            if (here.isEmpty()) {
                return;
            }
            if (here.stream().anyMatch(p -> p.seat != here.get(0).seat)) {
                throw new IllegalStateException(cell + " holds pieces of both sides");
            }
            if (here.stream().anyMatch(p -> p.started != here.get(0).started)) {
                throw new IllegalStateException(cell + " holds waiting and started pieces");
            }
            shown.put(cell, Map.of("seat", here.get(0).seat, "count", here.size(), "waiting", !here.get(0).started));
        });
        return shown;
    }
}
