package chautari.engine.kimasai;

import chautari.engine.GameException;

/**
 * The holes of each player as one circuit of 24 positions in the order stones travel, so a
 * player's stones are a 24-bit mask and a move is a step to the next bit.
 *
 * <p>First player: positions 0..11 are a1..l1, 12..23 are l2..a2. Second player: positions
 * 0..11 are l4..a4, 12..23 are a3..l3. Positions 12..23 are the front row, and position
 * {@code q} of one front row faces position {@code 35 - q} of the other, whose back-row
 * partner in that column is {@code q - 12}, for both players alike.
 */
final class Circuit {
    static final int SIZE = 24;
    static final int FULL = (1 << SIZE) - 1;
    static final int FRONT = FULL & ~((1 << 12) - 1);

    private Circuit() {
    }

    static int next(int position) {
        return position == SIZE - 1 ? 0 : position + 1;
    }

    static int column(int player, int position) {
        if (player == 0) {
            return position < 12 ? position : 23 - position;
        }
        return position < 12 ? 11 - position : position - 12;
    }

    static int row(int player, int position) {
        boolean back = position < 12;
        return player == 0 ? (back ? 1 : 2) : (back ? 4 : 3);
    }

    static String cell(int player, int position) {
        return "" + (char) ('a' + column(player, position)) + row(player, position);
    }

    /** The player owning a cell and its position, as {@code player * 24 + position}. */
    static int parseCell(String cell) {
        if (cell.length() != 2) {
            throw new GameException("'" + cell + "' is not a hole: holes are a1 .. l4");
        }
        int column = cell.charAt(0) - 'a';
        int row = cell.charAt(1) - '0';
        if (column < 0 || column > 11 || row < 1 || row > 4) {
            throw new GameException("'" + cell + "' is not a hole: holes are a1 .. l4");
        }
        return switch (row) {
            case 1 -> column;
            case 2 -> 23 - column;
            case 4 -> SIZE + 11 - column;
            default -> SIZE + 12 + column;
        };
    }
}
