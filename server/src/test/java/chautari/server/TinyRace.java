package chautari.server;

import chautari.engine.Game;
import chautari.engine.Game.Names;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import java.util.Map;

/**
 * A made-up game of two seats, for the clocks: each in turn plays {@code a} or {@code b}, twenty moves in all, then
 * a draw. Seat 2 can never win it, so a flag of seat 1 is a draw ({@link GameState#canWinOnTime}).
 */
final class TinyRace {
    static final String NAME = "tinyrace";
    static final Game GAME = Game.of(NAME, new Names("Tiny race", "Tiny race"), 2, 2, 1, "board", (players, options) -> new State());

    private TinyRace() {
    }

    static final class State extends GameState {
        private int played;

        @Override
        public int players() {
            return 2;
        }

        @Override
        public Phase phase() {
            return played == 20 ? Phase.OVER : Phase.MOVE;
        }

        @Override
        public int toMove() {
            return played == 20 ? 0 : played % 2 + 1;
        }

        @Override
        public boolean canWinOnTime(int seat) {
            return seat == 1;
        }

        @Override
        public int maxMoves() {
            return 2;
        }

        @Override
        public int legalMoves(int seat, int[] out) {
            if (!awaits(seat)) {
                return 0;
            }
            out[0] = 0;
            out[1] = 1;
            return 2;
        }

        @Override
        protected void apply(int seat, int move) {
            played++;
        }

        @Override
        public String moveText(int move) {
            return move == 0 ? "a" : "b";
        }

        @Override
        public int parseMove(String text) {
            return switch (text) {
                case "a" -> 0;
                case "b" -> 1;
                default -> throw new GameException("a move is a or b, not '" + text + "'");
            };
        }

        @Override
        public Result result() {
            return played == 20 ? Result.drawn() : null;
        }

        @Override
        public long positionHash() {
            return played;
        }

        @Override
        public Map<String, Object> board() {
            return Map.of("played", played);
        }

        @Override
        public GameState copy() {
            State s = new State();
            s.played = played;
            return s;
        }
    }
}
