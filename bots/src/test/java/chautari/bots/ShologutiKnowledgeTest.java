package chautari.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import chautari.engine.GameState;
import chautari.engine.Rng;
import chautari.engine.shologuti.ShologutiState;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ShologutiKnowledgeTest {
    private final ShologutiKnowledge knowledge = new ShologutiKnowledge();

    private static double share(Knowledge knowledge, GameState state, int seat) {
        double[] out = new double[2];
        knowledge.evaluate(state, out);
        assertThat(out[0] + out[1]).isCloseTo(1.0, within(1e-12));
        return out[seat - 1];
    }

    private static int jumps(String move) {
        return move.length() - move.replace("x", "").length();
    }

    @Test
    @DisplayName("Sholo Guti rules 2 and 3: the knowledge's lines give the engine's steps, single jumps and longest chain in seeded random games")
    void linesMatchTheEngine() {
        Lines lines = ShologutiKnowledge.LINES;
        long all = (1L << 37) - 1;
        int[] buffer = new int[0];
        for (long seed = 1; seed <= 20; seed++) {
            GameState state = BoardBotMatches.start("shologuti");
            Rng rng = new Rng(seed);
            for (int ply = 0; ply < 300 && !state.isOver(); ply++) {
                ShologutiState s = (ShologutiState) state;
                int seat = state.toMove();
                long mine = s.pieces(seat);
                long theirs = s.pieces(3 - seat);
                long empty = all & ~(mine | theirs);
                int steps = 0;
                int moves = 0;
                for (long rest = mine; rest != 0; rest &= rest - 1) {
                    int from = Long.numberOfTrailingZeros(rest);
                    steps += Long.bitCount(lines.neighbours[from] & empty);
                    moves += lines.moves(from, theirs, empty);
                }
                List<String> texts = List.of(state.legalMoveTexts(seat));
                assertThat(texts.stream().filter(m -> m.contains("-")).count()).as("%s", state.board()).isEqualTo(steps);
                assertThat(texts.stream().filter(m -> jumps(m) <= 1).count()).isEqualTo(moves);
                assertThat(ShologutiKnowledge.longestChain(mine, theirs, empty))
                        .isEqualTo(texts.stream().mapToInt(ShologutiKnowledgeTest::jumps).max().orElse(0));
                state.playLegal(seat, state.randomMove(seat, rng, buffer));
            }
        }
    }

    @Test
    @DisplayName("Sholo Guti rule 6: a1, e1, a3, e3, a7, e7, a9 and e9 are the points no jump passes over")
    void unjumpablePoints() {
        ShologutiState state = ShologutiState.of("a1 e1 a3 e3 a7 e7 a9 e9", "c5", 1);
        assertThat(state.pieces(1)).isEqualTo(ShologutiKnowledge.LINES.unjumpable);
    }

    @Test
    @DisplayName("Sholo Guti rule 2: a piece the other side can jump is a loss to its side")
    void seesAPieceEnPrise() {
        GameState hanging = ShologutiState.of("c4 a1", "c5 c6 e9", 1);
        GameState guarded = ShologutiState.of("c4 c3", "c5 c6 e9", 1);
        assertThat(hanging.copy()).satisfies(s -> {
            s.playLegal(1, s.parseMove("a1-c1"));
            assertThat(s.legalMoveTexts(2)).contains("c5xc3");
        });
        assertThat(share(knowledge, hanging, 1)).isLessThan(share(knowledge, guarded, 1) - 0.02);
        var blind = new ShologutiKnowledge(new ShologutiKnowledge.Weights(0.9, 0.0, 0.03, 0.3, 0.1, 0.05, 3.0));
        double seen = share(knowledge, guarded, 1) - share(knowledge, hanging, 1);
        double unseen = share(blind, guarded, 1) - share(blind, hanging, 1);
        assertThat(seen).isGreaterThan(unseen + 0.02);
    }

    @Test
    @DisplayName("Sholo Guti rule 3: the side to move values the longest chain it can take")
    void valuesAChainAtHand() {
        GameState chain = ShologutiState.of("c3 a1", "c4 c6 e9", 1);
        GameState none = ShologutiState.of("c3 a1", "c4 c5 e9", 1);
        assertThat(chain.legalMoveTexts(1)).contains("c3xc5xc7");
        assertThat(share(knowledge, chain, 1)).isGreaterThan(share(knowledge, none, 1) + 0.1);
    }

    @Test
    @DisplayName("Sholo Guti rule 3: good and strong take the whole chain rather than stop half-way")
    void takesTheWholeChain() {
        GameState state = ShologutiState.of("c3 a1 e1", "c4 c6 a9 e9 c9", 1);
        for (Level level : List.of(Level.GOOD, Level.STRONG)) {
            assertThat(Bots.byLevel(level).chooseText(state, 1, new Rng(1), Budget.iterations(100))).isEqualTo("c3xc5xc7");
        }
    }
}
