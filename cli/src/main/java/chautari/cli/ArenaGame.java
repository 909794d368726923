package chautari.cli;

import chautari.engine.GameState;
import chautari.engine.Result;
import chautari.engine.Rng;
import chautari.engine.chess.ChessState;
import java.util.List;
import java.util.stream.IntStream;

/**
 * One arena game, played as a table plays it: throws from the game's own seeded generator, a
 * seat's only legal move played without asking its bot, every other move chosen by the bot of
 * the seat's side from that seat's view, with a generator of its own.
 */
final class ArenaGame {
    /** A guard far beyond any real game's length (Kasimala stops itself at 2000 throws). */
    static final long MAX_STEPS = 1_000_000;

    enum Verdict {
        WIN,
        DRAW,
        LOSS
    }

    /** How a game went for A, and how long each side's thinks took. */
    record Score(double aShare, Verdict verdict, ThinkTimes aThinks, ThinkTimes bThinks) {
    }

    private final Setup setup;
    private final Contender a;
    private final Contender b;

    ArenaGame(Setup setup, Contender a, Contender b) {
        this.setup = setup;
        this.a = a;
        this.b = b;
    }

    /**
     * Plays one game with the sides seated as {@code lineup} (index 0 is seat 1), its throws from
     * {@code seed}; chess from the round's opening of {@link ChessOpenings}.
     */
    Score play(Side[] lineup, long seed, int round) {
        GameState state = setup.start();
        if (state instanceof ChessState chess) {
            ChessOpenings.play(chess, round);
        }
        Rng throwRng = new Rng(seed);
        ThinkTimes aThinks = new ThinkTimes();
        ThinkTimes bThinks = new ThinkTimes();
        Seat[] seats = new Seat[lineup.length + 1];
        for (int seat = 1; seat <= lineup.length; seat++) {
            Rng rng = new Rng(botSeed(seed, seat));
            seats[seat] = lineup[seat - 1] == Side.A ? new Seat(a, rng, aThinks) : new Seat(b, rng, bThinks);
        }
        int[] moves = new int[state.maxMoves()];
        for (long steps = 0; !state.isOver(); steps++) {
            if (steps == MAX_STEPS) {
                throw new IllegalStateException(setup.game().id() + " did not end within " + MAX_STEPS + " steps");
            }
            switch (state.phase()) {
                case THROW -> state.applyChance(state.sampleChance(throwRng));
                case MOVE -> act(state, state.toMove(), seats, moves);
                case STAKE -> {
                    for (int seat = 1; seat <= state.players(); seat++) {
                        if (state.awaits(seat)) {
                            act(state, seat, seats, moves);
                        }
                    }
                }
                case OVER -> {
                }
            }
        }
        Result result = state.result();
        return new Score(aShare(result, lineup), verdict(result, lineup), aThinks, bThinks);
    }

    private record Seat(Contender contender, Rng rng, ThinkTimes thinks) {
    }

    private static void act(GameState state, int seat, Seat[] seats, int[] moves) {
        int n = state.legalMoves(seat, moves);
        int move;
        if (n == 1) {
            move = moves[0];
        } else {
            Seat player = seats[seat];
            GameState view = state.viewFor(seat);
            long start = System.nanoTime();
            move = player.contender().bot().choose(view, seat, player.rng(), player.contender().budget());
            player.thinks().add(System.nanoTime() - start);
            if (!state.isLegal(seat, move)) {
                throw new IllegalStateException(player.contender().name() + " chose "
                        + state.moveText(move) + ", not a legal move for seat " + seat);
            }
        }
        state.play(seat, move);
    }

    /** The seed of a seat's own generator: a mix of the game's seed and the seat, never the throw generator. */
    static long botSeed(long seed, int seat) {
        return new Rng(seed ^ (0x626F74L * seat)).nextLong();
    }

    /**
     * A's share of the win: a win shared by k seats gives 1/k to each of them, and a draw is a
     * win shared by every seat. So a partnership's win is 1 to that side, and in Kauda a win A
     * shares with one B is 1/2 to A.
     */
    static double aShare(Result result, Side[] lineup) {
        List<Integer> winners = result.draw() || result.winners().isEmpty() ? allSeats(lineup.length) : result.winners();
        long aWinners = winners.stream().filter(seat -> lineup[seat - 1] == Side.A).count();
        return (double) aWinners / winners.size();
    }

    /** A win when every winner is an A seat, a loss when none is; a draw, or a win A shares with B, is a draw. */
    static Verdict verdict(Result result, Side[] lineup) {
        if (result.draw() || result.winners().isEmpty()) {
            return Verdict.DRAW;
        }
        long aWinners = result.winners().stream().filter(seat -> lineup[seat - 1] == Side.A).count();
        return aWinners == result.winners().size() ? Verdict.WIN : aWinners == 0 ? Verdict.LOSS : Verdict.DRAW;
    }

    private static List<Integer> allSeats(int players) {
        return IntStream.rangeClosed(1, players).boxed().toList();
    }
}
