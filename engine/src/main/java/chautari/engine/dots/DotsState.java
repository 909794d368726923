package chautari.engine.dots;

import chautari.engine.Facts;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Rng;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Dots and Boxes position, as docs/rules/dots.md reads it: the lines drawn as two words (see
 * {@link Grid}), each seat's boxes as one word, and the seat to move. A move is the line's
 * number; playing one sets its bit and tests the one or two boxes it is a side of.
 */
public final class DotsState extends GameState {
    private final Grid grid;
    private final int players;
    private long drawn0;
    private long drawn1;
    private int drawnCount;
    /** Seat k's boxes at index k - 1, box b as bit b. */
    private final long[] owned;
    private int mover = 1;

    private DotsState(Grid grid, int players, long[] owned) {
        this.grid = grid;
        this.players = players;
        this.owned = owned;
    }

    static DotsState initial(int size, int players) {
        return new DotsState(Grid.of(size), players, new long[players]);
    }

    /**
     * A position set up for tests: the lines drawn (as move texts), each claimed box (named by its
     * corner nearest a1) with its seat, and the seat to move. A box is claimed exactly when its
     * four sides are drawn.
     */
    public static DotsState of(int size, int players, int seatToMove, List<String> lines, Map<String, Integer> boxes) {
        if (players < 2 || players > 4 || seatToMove < 1 || seatToMove > players) {
            throw new IllegalArgumentException("2 to 4 players and a seat among them to move");
        }
        DotsState s = initial(size, players);
        for (String text : lines) {
            int line = s.grid.parseLine(text);
            if (s.drawn(line)) {
                throw new IllegalArgumentException("line " + text + " given twice");
            }
            s.draw(line);
        }
        boxes.forEach((name, seat) -> {
            int box = s.grid.boxNamed(name);
            if (box < 0 || seat < 1 || seat > players) {
                throw new IllegalArgumentException("no box " + name + " or no seat " + seat);
            }
            s.owned[seat - 1] |= 1L << box;
        });
        for (int box = 0; box < s.grid.boxes; box++) {
            if (s.grid.complete(box, s.drawn0, s.drawn1) != (s.ownerOf(box) != 0)) {
                throw new IllegalArgumentException("box " + s.grid.boxName(box) + " is claimed exactly when its four sides are drawn");
            }
        }
        s.mover = seatToMove;
        return s;
    }

    public int size() {
        return grid.size;
    }

    @Override
    public int players() {
        return players;
    }

    @Override
    public Phase phase() {
        return drawnCount == grid.lines ? Phase.OVER : Phase.MOVE;
    }

    @Override
    public int toMove() {
        return drawnCount == grid.lines ? 0 : mover;
    }

    @Override
    public int maxMoves() {
        return grid.lines;
    }

    /** The lines not yet drawn, in line order. */
    @Override
    public int legalMoves(int seat, int[] out) {
        if (seat != toMove()) {
            return 0;
        }
        int n = 0;
        for (long free = grid.all0 & ~drawn0; free != 0; free &= free - 1) {
            out[n++] = Long.numberOfTrailingZeros(free);
        }
        for (long free = grid.all1 & ~drawn1; free != 0; free &= free - 1) {
            out[n++] = 64 + Long.numberOfTrailingZeros(free);
        }
        return n;
    }

    /** The k-th of the lines not yet drawn, counted as {@link #legalMoves} lists them, without listing. */
    @Override
    public int randomMove(int seat, Rng rng, int[] buffer) {
        if (seat != toMove()) {
            throw new IllegalStateException("seat " + seat + " has no move now");
        }
        int k = rng.nextInt(grid.lines - drawnCount);
        long free0 = grid.all0 & ~drawn0;
        int low = Long.bitCount(free0);
        return k < low ? nth(free0, k) : 64 + nth(grid.all1 & ~drawn1, k - low);
    }

    /** The k-th set bit (from 0, lowest first) of a word. */
    private static int nth(long set, int k) {
        return Long.numberOfTrailingZeros(Long.expand(1L << k, set));
    }

    @Override
    public boolean isLegal(int seat, int move) {
        return seat == toMove() && move >= 0 && move < grid.lines && !drawn(move);
    }

    /** Whether the line (a move's number) is drawn. */
    public boolean isDrawn(int line) {
        return drawn(line);
    }

    /** A box the line is a side of, {@code which} 0 or 1; the second is -1 for a line on the edge. */
    public int boxOfLine(int line, int which) {
        return which == 0 ? grid.firstBox(line) : grid.secondBox(line);
    }

    public int boxCount() {
        return grid.boxes;
    }

    private boolean drawn(int line) {
        return ((line < 64 ? drawn0 : drawn1) >>> line & 1) != 0;
    }

    private void draw(int line) {
        if (line < 64) {
            drawn0 |= 1L << line;
        } else {
            drawn1 |= 1L << line;
        }
        drawnCount++;
    }

    /** Draws the line; a box it completes is the mover's, who then moves again (ruling 2). */
    @Override
    protected void apply(int seat, int move) {
        draw(move);
        boolean claimed = claim(grid.firstBox(move)) | claim(grid.secondBox(move));
        if (!claimed) {
            mover = mover == players ? 1 : mover + 1;
        }
    }

    private boolean claim(int box) {
        if (!grid.complete(box, drawn0, drawn1)) {
            return false;
        }
        owned[mover - 1] |= 1L << box;
        return true;
    }

    /** The boxes the line would close, by name in plain string order, as the fact {@code boxes}; none when it closes none. */
    @Override
    public Facts moveFacts(int seat, int move) {
        long with0 = move < 64 ? drawn0 | 1L << move : drawn0;
        long with1 = move < 64 ? drawn1 : drawn1 | 1L << move;
        List<String> closed = new ArrayList<>();
        for (int box : new int[] {grid.firstBox(move), grid.secondBox(move)}) {
            if (grid.complete(box, with0, with1)) {
                closed.add(grid.boxName(box));
            }
        }
        closed.sort(null);
        return closed.isEmpty() ? Facts.NONE : Facts.NONE.with("boxes", closed);
    }

    /** The seat that claimed the box, 0 when none has. */
    private int ownerOf(int box) {
        for (int seat = 1; seat <= players; seat++) {
            if ((owned[seat - 1] >>> box & 1) != 0) {
                return seat;
            }
        }
        return 0;
    }

    public int boxesOf(int seat) {
        return Long.bitCount(owned[seat - 1]);
    }

    @Override
    public long positionHash() {
        long hash = mix(mix(mix(grid.size, drawn0), drawn1), toMove());
        for (long boxes : owned) {
            hash = mix(hash, boxes);
        }
        return hash;
    }

    @Override
    public String moveText(int move) {
        if (move < 0 || move >= grid.lines) {
            throw new IllegalArgumentException("not a line of this board: " + move);
        }
        return grid.lineName(move);
    }

    @Override
    public int parseMove(String text) {
        return grid.parseLine(text);
    }

    /** Most boxes wins, seats level at the top share the win, all level is a draw (ruling 3), with each seat's boxes (ruling 4). */
    @Override
    public Result result() {
        if (!isOver()) {
            return null;
        }
        int most = 0;
        int least = Integer.MAX_VALUE;
        Map<String, Object> boxes = new LinkedHashMap<>();
        for (int seat = 1; seat <= players; seat++) {
            int count = boxesOf(seat);
            most = Math.max(most, count);
            least = Math.min(least, count);
            boxes.put(String.valueOf(seat), count);
        }
        List<Integer> winners = new ArrayList<>();
        for (int seat = 1; most != least && seat <= players; seat++) {
            if (boxesOf(seat) == most) {
                winners.add(seat);
            }
        }
        return new Result(winners, most == least, Map.of("boxes", boxes));
    }

    @Override
    public Map<String, Object> board() {
        List<String> lines = new ArrayList<>();
        for (int line : grid.linesInNameOrder) {
            if (drawn(line)) {
                lines.add(grid.lineName(line));
            }
        }
        Map<String, Object> boxes = new LinkedHashMap<>();
        for (int box : grid.boxesInNameOrder) {
            int seat = ownerOf(box);
            if (seat != 0) {
                boxes.put(grid.boxName(box), seat);
            }
        }
        Map<String, Object> board = new LinkedHashMap<>();
        board.put("lines", lines);
        board.put("boxes", boxes);
        return board;
    }

    @Override
    public DotsState copy() {
        DotsState c = new DotsState(grid, players, owned.clone());
        c.drawn0 = drawn0;
        c.drawn1 = drawn1;
        c.drawnCount = drawnCount;
        c.mover = mover;
        return c;
    }
}
