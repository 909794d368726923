package chautari.engine.kasimala;

import chautari.engine.GameException;
import java.util.HashMap;
import java.util.Map;

/**
 * The board's geometry, fixed for a row length N (17 or 25): cell names, laigas and the two
 * routes, with every landing cell precomputed.
 *
 * <p>A cell is {@code row * N + column - 1} with rows a = 0, m = 1, b = 2. A route position
 * counts cells along a side's route from its first home cell: 0 .. N-1 its home row, N .. 2N-1
 * the mala, 2N .. 3N-1 the enemy's row; after 3N-1 the route goes on at N, so positions
 * N .. 3N-1 are the loop a piece circles for good. Side 0 is the first player, side 1 the second.
 */
final class KasimalaBoard {
    static final int ROW_A = 0;
    static final int ROW_M = 1;
    static final int ROW_B = 2;
    private static final String ROW_LETTERS = "amb";
    private static final KasimalaBoard SEVENTEEN = new KasimalaBoard(17);
    private static final KasimalaBoard TWENTY_FIVE = new KasimalaBoard(25);

    /** Cells a row. */
    final int n;
    /** Cells on the board. */
    final int size;
    final boolean[] laiga;
    private final int[][] cellAt;
    /** {@code positionOf[side * size + cell]}: the cell's place on the side's route. */
    private final int[] positionOf;
    /** {@code landing[side][steps][cell]}: the cell a piece of the side reaches from cell in steps 1..5. */
    private final int[][][] landing;
    /** The same, flat: {@code landingFlat[(side * 6 + steps) * size + cell]}. */
    private final int[] landingFlat;
    /** The laiga cells, in board order. */
    final int[] laigaCells;
    /** How many laigas the mala has: 5 or 7. */
    private final int laigaCount;
    /** {@code 1 << j} for laiga j's cell, 0 for any other cell. */
    final int[] laigaBit;
    /**
     * {@code blocked[2 * ((side * 6 + steps) << laigaCells.length | laigas) + word]}: the cells, as
     * two 64-bit words, from which a piece of the side lands on one of a set of laigas in that
     * many steps: the pieces a throw blocks when the enemy holds those laigas.
     */
    private final long[] blocked;
    private final String[] names;
    private final Map<String, Integer> cellsByName = new HashMap<>();

    private KasimalaBoard(int n) {
        this.n = n;
        this.size = 3 * n;
        laiga = new boolean[size];
        names = new String[size];
        for (int cell = 0; cell < size; cell++) {
            int column = cell % n;
            laiga[cell] = cell / n == ROW_M && column % 4 == 0;
            names[cell] = "" + ROW_LETTERS.charAt(cell / n) + (column + 1);
            cellsByName.put(names[cell], cell);
        }
        cellAt = new int[2][size];
        positionOf = new int[2 * size];
        landingFlat = new int[12 * size];
        landing = new int[2][6][size];
        for (int side = 0; side < 2; side++) {
            for (int position = 0; position < size; position++) {
                int cell = routeCell(side, position);
                cellAt[side][position] = cell;
                positionOf[side * size + cell] = position;
            }
            for (int cell = 0; cell < size; cell++) {
                for (int steps = 1; steps <= 5; steps++) {
                    landing[side][steps][cell] = cellAt[side][ahead(positionOf[side * size + cell], steps)];
                    landingFlat[(side * 6 + steps) * size + cell] = landing[side][steps][cell];
                }
            }
        }
        laigaCells = java.util.stream.IntStream.range(0, size).filter(cell -> laiga[cell]).toArray();
        laigaCount = laigaCells.length;
        laigaBit = new int[size];
        for (int j = 0; j < laigaCells.length; j++) {
            laigaBit[laigaCells[j]] = 1 << j;
        }
        int sets = 1 << laigaCells.length;
        blocked = new long[2 * 12 * sets];
        for (int side = 0; side < 2; side++) {
            for (int steps = 1; steps <= 5; steps++) {
                for (int laigas = 0; laigas < sets; laigas++) {
                    int at = 2 * ((side * 6 + steps) * sets | laigas);
                    for (int cell = 0; cell < size; cell++) {
                        int to = landing[side][steps][cell];
                        if (laiga[to] && (laigas & laigaBit[to]) != 0) {
                            blocked[at + (cell >>> 6)] |= 1L << cell;
                        }
                    }
                }
            }
        }
    }

    static KasimalaBoard of(int n) {
        return switch (n) {
            case 17 -> SEVENTEEN;
            case 25 -> TWENTY_FIVE;
            default -> throw new GameException("a Kasimala row has 17 or 25 cells, not " + n);
        };
    }

    /** The first player's route: a1 → aN, mN → m1, b1 → bN; the second player's is its mirror image. */
    private int routeCell(int side, int position) {
        int row;
        int column;
        if (position < n) {
            row = ROW_A;
            column = position;
        } else if (position < 2 * n) {
            row = ROW_M;
            column = 2 * n - 1 - position;
        } else {
            row = ROW_B;
            column = position - 2 * n;
        }
        if (side == 1) {
            row = 2 - row;
            column = n - 1 - column;
        }
        return row * n + column;
    }

    private int ahead(int position, int steps) {
        int p = position + steps;
        return p >= size ? p - 2 * n : p;
    }

    int cellAt(int side, int position) {
        return cellAt[side][position];
    }

    int position(int side, int cell) {
        return positionOf[side * size + cell];
    }

    int landing(int side, int cell, int steps) {
        return landingFlat[(side * 6 + steps) * size + cell];
    }

    /** The landing cell of every cell for a side and a throw: {@code landings(side, steps)[cell]}. */
    int[] landings(int side, int steps) {
        return landing[side][steps];
    }

    /** Where {@link #blocked} holds the cells that land on one of {@code laigas} (a set of laiga bits): that word and the next. */
    int blockedAt(int side, int steps, int laigas) {
        return 2 * ((side * 6 + steps) << laigaCount | laigas);
    }

    /** One word of the cells that a throw sends onto a set of laigas (see {@link #blockedAt}). */
    long blocked(int at) {
        return blocked[at];
    }

    int homeRow(int side) {
        return side == 0 ? ROW_A : ROW_B;
    }

    String name(int cell) {
        return names[cell];
    }

    /** The cell of a name such as {@code m9}; an unknown name is a {@link GameException}. */
    int parseCell(String name) {
        Integer cell = cellsByName.get(name);
        if (cell == null) {
            throw new GameException("'" + name + "' is not a cell: cells are a1 .. a" + n + ", m1 .. m" + n
                    + ", b1 .. b" + n);
        }
        return cell;
    }
}
