package chautari.server;

import chautari.engine.Chance;
import chautari.engine.Game;
import chautari.engine.Game.Names;
import chautari.engine.GameException;
import chautari.engine.GameState;
import chautari.engine.Phase;
import chautari.engine.Result;
import chautari.engine.Shells;
import chautari.engine.StakeLimits;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A made-up three-seat game with hidden simultaneous stakes, for testing the server's stake
 * handling before Kauda arrives: seats 2 and 3 stake {@code even:N} or {@code odd:N}
 * (N 1..3) at once, seat 1 throws a coin ({@code 0} or {@code 1}), two rounds.
 */
final class TinyStakes {
    static final String NAME = "tinystakes";
    static final Game GAME = Game.of(NAME, new Names("Tiny stakes", "Tiny stakes"), 3, 3, 5, "dice",
            (players, options) -> new State()).withChance(new Shells(1));

    private TinyStakes() {
    }

    static final class State extends GameState {
        private final int[] chips = {0, 0, 10, 10};
        private final int[] stakes = new int[4];
        private Phase phase = Phase.STAKE;
        private int round;

        @Override
        public int players() {
            return 3;
        }

        @Override
        public Phase phase() {
            return phase;
        }

        @Override
        public int toMove() {
            return phase == Phase.THROW ? 1 : 0;
        }

        @Override
        public boolean awaits(int seat) {
            return phase == Phase.STAKE && (seat == 2 || seat == 3) && stakes[seat] == 0;
        }

        @Override
        public int maxMoves() {
            return 6;
        }

        @Override
        public int legalMoves(int seat, int[] out) {
            if (!awaits(seat)) {
                return 0;
            }
            int n = 0;
            for (int khal = 0; khal < 2; khal++) {
                for (int amount = 1; amount <= 3; amount++) {
                    out[n++] = khal * 4 + amount;
                }
            }
            return n;
        }

        @Override
        protected void apply(int seat, int move) {
            stakes[seat] = move;
            if (stakes[2] != 0 && stakes[3] != 0) {
                phase = Phase.THROW;
            }
        }

        @Override
        public Chance chance() {
            return GAME.chance();
        }

        @Override
        protected void applyOutcome(int outcome) {
            for (int seat = 2; seat <= 3; seat++) {
                int amount = stakes[seat] % 4;
                chips[seat] += stakes[seat] / 4 == outcome ? amount : -amount;
                stakes[seat] = 0;
            }
            round++;
            phase = round == 2 ? Phase.OVER : Phase.STAKE;
        }

        @Override
        public long positionHash() {
            return mix(mix(mix(phase.ordinal(), round), chips), stakes);
        }

        @Override
        public String moveText(int move) {
            return (move / 4 == 0 ? "even" : "odd") + ":" + move % 4;
        }

        @Override
        public int parseMove(String text) {
            if (!text.matches("(even|odd):\\d{1,3}")) {
                throw new GameException("a stake is even:N or odd:N, not '" + text + "'");
            }
            int amount = Integer.parseInt(text.substring(text.indexOf(':') + 1));
            return (text.startsWith("even") ? 0 : 4) + amount;
        }

        @Override
        public boolean isLegal(int seat, int move) {
            return awaits(seat) && move % 4 >= 1 && move % 4 <= 3 && move < 8;
        }

        @Override
        public Result result() {
            if (phase != Phase.OVER) {
                return null;
            }
            if (chips[2] == chips[3]) {
                return Result.drawn();
            }
            return Result.win(chips[2] > chips[3] ? 2 : 3);
        }

        @Override
        public Map<String, Object> board() {
            Map<String, Object> board = new LinkedHashMap<>();
            board.put("chips", Map.of("2", chips[2], "3", chips[3]));
            List<Integer> staked = new ArrayList<>();
            for (int seat = 2; seat <= 3; seat++) {
                if (stakes[seat] != 0) {
                    staked.add(seat);
                }
            }
            board.put("staked", staked);
            board.put("round", round);
            return board;
        }

        @Override
        public GameState copy() {
            State s = new State();
            System.arraycopy(chips, 0, s.chips, 0, 4);
            System.arraycopy(stakes, 0, s.stakes, 0, 4);
            s.phase = phase;
            s.round = round;
            return s;
        }

        @Override
        public StakeLimits stakeLimits(int seat) {
            return new StakeLimits(List.of("even", "odd"), 1, 3);
        }
    }
}
