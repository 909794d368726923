package chautari.engine.kasimala;

import chautari.engine.GameException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a position written as {@code "1: a1..a15w m9x2 b4; 2: b3..b17w m13"}: for each seat,
 * its cells (a cell, or a range {@code a1..a15} of one row), {@code xK} for K pieces on a cell,
 * {@code w} for pieces still waiting on their home row. Checks that it could happen in a game.
 */
final class KasimalaSetup {
    private static final Pattern TOKEN = Pattern.compile("([amb])(\\d+)(?:\\.\\.([amb])(\\d+))?(?:x(\\d+))?(w?)");

    private record Stack(int side, int cell, int count, boolean waiting) {
    }

    private KasimalaSetup() {
    }

    static KasimalaState parse(KasimalaState state, String text, int seatToThrow, int throwsMade) {
        KasimalaBoard board = state.geometry();
        if (seatToThrow != 1 && seatToThrow != 2) {
            throw new GameException("the seat to throw is 1 or 2, not " + seatToThrow);
        }
        if (throwsMade < 0 || throwsMade >= KasimalaState.THROW_LIMIT) {
            throw new GameException("throws made must be 0 .. " + (KasimalaState.THROW_LIMIT - 1));
        }
        List<Stack> stacks = new ArrayList<>();
        for (String group : text.split(";")) {
            if (group.isBlank()) {
                continue;
            }
            int colon = group.indexOf(':');
            if (colon < 0) {
                throw new GameException("'" + group.strip() + "' does not start with a seat, as in 1: a1..a17w");
            }
            int side = seatOf(group.substring(0, colon).strip()) - 1;
            for (String token : group.substring(colon + 1).strip().split("\\s+")) {
                if (!token.isEmpty()) {
                    read(board, side, token, stacks);
                }
            }
        }
        int[] frontiers = new int[2];
        int[] counts = new int[2];
        int[] owner = new int[board.size];
        for (Stack stack : stacks) {
            if (owner[stack.cell()] != 0) {
                throw new GameException(board.name(stack.cell()) + " is given twice");
            }
            owner[stack.cell()] = stack.side() + 1;
            counts[stack.side()] += stack.count();
            if (stack.waiting()) {
                frontiers[stack.side()] = Math.max(frontiers[stack.side()],
                        board.position(stack.side(), stack.cell()) + 1);
            }
        }
        for (Stack stack : stacks) {
            if (!stack.waiting() && board.position(stack.side(), stack.cell()) < frontiers[stack.side()]) {
                throw new GameException("a started piece of seat " + (stack.side() + 1) + " on "
                        + board.name(stack.cell()) + " stands behind a waiting piece of its own row");
            }
        }
        for (int side = 0; side < 2; side++) {
            if (counts[side] == 0 || counts[side] > board.n) {
                throw new GameException("seat " + (side + 1) + " has " + counts[side] + " pieces; it needs 1 .. "
                        + board.n);
            }
        }
        state.setUp(frontiers, seatToThrow, throwsMade);
        for (Stack stack : stacks) {
            state.put(stack.side(), stack.cell(), stack.count());
        }
        return state;
    }

    /** The pieces of a state in the same notation, each seat's cells in board order, runs of single pieces as ranges. */
    static String describe(KasimalaBoard board, int[] cells, int[] frontier) {
        StringBuilder text = new StringBuilder();
        for (int side = 0; side < 2; side++) {
            int sign = 1 - 2 * side;
            text.append(side == 0 ? "" : "; ").append(side + 1).append(':');
            int cell = 0;
            while (cell < board.size) {
                int count = cells[cell] * sign;
                if (count <= 0) {
                    cell++;
                    continue;
                }
                boolean waiting = board.position(side, cell) < frontier[side];
                int last = cell;
                while (count == 1 && last + 1 < board.size && (last + 1) % board.n != 0
                        && cells[last + 1] * sign == 1
                        && (board.position(side, last + 1) < frontier[side]) == waiting) {
                    last++;
                }
                text.append(' ').append(board.name(cell));
                if (last > cell) {
                    text.append("..").append(board.name(last));
                }
                if (count > 1) {
                    text.append('x').append(count);
                }
                if (waiting) {
                    text.append('w');
                }
                cell = last + 1;
            }
        }
        return text.toString();
    }

    private static int seatOf(String text) {
        return switch (text) {
            case "1" -> 1;
            case "2" -> 2;
            default -> throw new GameException("'" + text + "' is not a seat: 1 or 2");
        };
    }

    private static void read(KasimalaBoard board, int side, String token, List<Stack> stacks) {
        Matcher m = TOKEN.matcher(token);
        if (!m.matches()) {
            throw new GameException("'" + token + "' is not a cell, a range such as a1..a5, or a stack such as m9x3,"
                    + " with w after it for waiting pieces");
        }
        int first = board.parseCell(m.group(1) + m.group(2));
        int last = m.group(3) == null ? first : board.parseCell(m.group(3) + m.group(4));
        int count = m.group(5) == null ? 1 : Integer.parseInt(m.group(5));
        boolean waiting = !m.group(6).isEmpty();
        if (first / board.n != last / board.n || last < first) {
            throw new GameException("'" + token + "' is not a range of one row, from left to right");
        }
        if (count < 1 || (m.group(3) != null && count != 1)) {
            throw new GameException("'" + token + "': a stack holds one piece or more, and a range one piece a cell");
        }
        if (waiting && (first / board.n != board.homeRow(side) || count != 1)) {
            throw new GameException("'" + token + "': waiting pieces stand one a cell on their own home row");
        }
        for (int cell = first; cell <= last; cell++) {
            stacks.add(new Stack(side, cell, count, waiting));
        }
    }
}
