package chautari.engine.chess;

import chautari.engine.Facts;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Rng;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * A game of chess at the table, as docs/rules/chess.md reads it: seat 1 White, seat 2 Black.
 * Moves are UCI texts ({@code e2e4}, {@code e7e8q}, castling {@code e1g1}). The table ends the
 * game by itself in the rulings' order: checkmate, stalemate, the third occurrence of a
 * position, 100 moves with no capture and no pawn move, material with which nobody can mate.
 * The legal moves are listed once a move, when the end is decided, and kept.
 */
public final class ChessState extends GameState {
    private static final int FIFTY_MOVE_LIMIT = 100;
    /** By piece type, as FEN and UCI write them in lower case. */
    private static final String PIECE_LETTERS = "pnbrqk";
    private static final Result[] CHECKMATE = {Result.win(1).with("reason", "checkmate"), Result.win(2).with("reason", "checkmate")};
    private static final Result STALEMATE = drawBecause("stalemate");
    private static final Result REPETITION = drawBecause("repetition");
    private static final Result FIFTY = drawBecause("fifty");
    private static final Result MATERIAL = drawBecause("material");

    private final Position position;
    private final int[] moves;
    private int moveCount;
    private Result result;

    private ChessState(Position position, int[] moves, int moveCount, Result result) {
        this.position = position;
        this.moves = moves;
        this.moveCount = moveCount;
        this.result = result;
    }

    /** The game from a FEN (the start position is {@link Fen#START}); one that breaks ruling 3 is refused with the reason. */
    public static ChessState fromFen(String fen) {
        ChessState state = new ChessState(Fen.read(fen), new int[Position.MAX_MOVES], 0, null);
        state.settle();
        return state;
    }

    private static Result drawBecause(String reason) {
        return Result.drawn().with("reason", reason);
    }

    /** Lists the moves of the side to move and decides whether the game is over. */
    private void settle() {
        moveCount = position.legalMoves(moves);
        if (moveCount == 0) {
            result = position.inCheck() ? CHECKMATE[position.sideToMove() ^ 1] : STALEMATE;
        } else if (position.earlierOccurrences() >= 2) {
            result = REPETITION;
        } else if (position.halfmoveClock() >= FIFTY_MOVE_LIMIT) {
            result = FIFTY;
        } else if (position.deadMaterial()) {
            result = MATERIAL;
        }
    }

    @Override
    public int players() {
        return 2;
    }

    @Override
    public Phase phase() {
        return result == null ? Phase.MOVE : Phase.OVER;
    }

    @Override
    public int toMove() {
        return result == null ? position.sideToMove() + 1 : 0;
    }

    @Override
    public boolean canWinOnTime(int seat) {
        return !position.bareOrOneMinor(seat - 1);
    }

    @Override
    public int maxMoves() {
        return Position.MAX_MOVES;
    }

    @Override
    public int legalMoves(int seat, int[] out) {
        if (seat != toMove()) {
            return 0;
        }
        System.arraycopy(moves, 0, out, 0, moveCount);
        return moveCount;
    }

    @Override
    public boolean isLegal(int seat, int move) {
        if (seat != toMove()) {
            return false;
        }
        for (int i = 0; i < moveCount; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    @Override
    public int randomMove(int seat, Rng rng, int[] buffer) {
        if (seat != toMove()) {
            throw new IllegalStateException("seat " + seat + " has no move now");
        }
        return moves[rng.nextInt(moveCount)];
    }

    @Override
    protected void apply(int seat, int move) {
        position.make(move);
        settle();
    }

    /** Captures (with the piece taken, {@code capturedPiece}), {@code enPassant}, {@code castle}, {@code promotion}, {@code check}, {@code mate}, and {@code san}. */
    @Override
    public Facts moveFacts(int seat, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int takenOn = position.isEnPassant(move) ? to ^ 8 : to;
        int taken = position.pieceAt(takenOn);
        Facts facts = taken == Position.NONE ? Facts.NONE
                : Facts.ofCaptures(List.of(new Facts.Capture(taken / 6 + 1, Move.square(takenOn), 1)), false)
                        .with("capturedPiece", String.valueOf(PIECE_LETTERS.charAt(taken % 6)));
        if (takenOn != to) {
            facts = facts.with("enPassant", true);
        }
        if (position.isCastling(move)) {
            facts = facts.with("castle", to > from ? "kingside" : "queenside");
        }
        if (Move.promotion(move) != 0) {
            facts = facts.with("promotion", String.valueOf(PIECE_LETTERS.charAt(Move.promotion(move))));
        }
        String san = San.write(position, move);
        if (san.endsWith("+") || san.endsWith("#")) {
            facts = facts.with("check", true);
        }
        if (san.endsWith("#")) {
            facts = facts.with("mate", true);
        }
        return facts.with("san", san);
    }

    /** The SAN of a legal move now. */
    public String san(int move) {
        return San.write(position, move);
    }

    /** The legal move a SAN text names now; a {@link chautari.engine.GameException} when it names none. */
    public int parseSan(String text) {
        return San.read(position, text);
    }

    @Override
    public String moveText(int move) {
        return Move.text(move);
    }

    @Override
    public int parseMove(String text) {
        return Move.parse(text);
    }

    @Override
    public Result result() {
        return result;
    }

    /** The position's Zobrist key and halfmove clock: equal boards (FEN) hash alike. */
    @Override
    public long positionHash() {
        return mix(position.key(), position.halfmoveClock());
    }

    public String fen() {
        return Fen.write(position);
    }

    /** The game so far in PGN, from the position it started at, with these tags and this result (null while it goes on). */
    public String pgn(Map<String, String> tags, Result ending) {
        return pgn(tags, ending, i -> null);
    }

    /** The PGN with a review's note after moves ({@code noteAfter} of the move's index among those played, 0 first). */
    public String pgn(Map<String, String> tags, Result ending, IntFunction<Pgn.Note> noteAfter) {
        List<Integer> played = Arrays.stream(position.movesPlayed()).boxed().toList();
        return Pgn.write(tags, Fen.write(position.start()), played, Pgn.resultText(ending), noteAfter);
    }

    /** The game as the UCI {@code position} command gives it: {@code fen <start> moves <each move played>}, so repetitions show. */
    public String uciPosition() {
        StringBuilder line = new StringBuilder("fen ").append(Fen.write(position.start()));
        int[] played = position.movesPlayed();
        if (played.length > 0) {
            line.append(" moves");
            for (int move : played) {
                line.append(' ').append(Move.text(move));
            }
        }
        return line.toString();
    }

    @Override
    public Map<String, Object> board() {
        return Map.of("fen", fen());
    }

    /** A copy of the position for a search to make and unmake moves on. */
    public Position position() {
        return position.copy();
    }

    @Override
    public ChessState copy() {
        return new ChessState(position.copy(), moves.clone(), moveCount, result);
    }
}
