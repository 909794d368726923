package chautari.bots;

import chautari.bots.byapar.ByaparBot;
import chautari.bots.byapar.SimpleByapar;
import chautari.bots.chess.ChessBot;
import chautari.bots.chinesecheckers.ChineseCheckersBot;
import chautari.bots.dots.DotsBot;
import chautari.engine.GameState;
import chautari.engine.baghchal.BaghchalState;
import chautari.engine.byapar.ByaparState;
import chautari.engine.checkers.CheckersState;
import chautari.engine.chinesecheckers.ChineseCheckersState;
import chautari.engine.chess.ChessState;
import chautari.engine.dots.DotsState;
import chautari.engine.kasimala.KasimalaState;
import chautari.engine.kauda.KaudaState;
import chautari.engine.kimasai.KimasaiState;
import chautari.engine.ludo.LudoState;
import chautari.engine.pasa.PasaState;
import chautari.engine.shologuti.ShologutiState;
import chautari.engine.snakes.SnakesState;
import chautari.engine.tictactoe.TicTacToeState;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What the search levels know of each game, one registration a game: which search plays its
 * moves with which {@link Knowledge}, and which bot of its own makes the rest (hidden stakes,
 * a game's own search). The shared searches know no game.
 *
 * @param game the game's id, as {@link chautari.engine.Games} has it
 * @param state the class of the game's states
 * @param search how its moves are searched
 * @param knowledge what that search knows of it; null when it has no choices of move
 * @param ownBot the level's bot for the moves no shared search makes: a game's stake rounds, or every move
 *     of a game with a search of its own ({@link Search#OWN}); null otherwise
 * @param ownSimple the game's own simple level, where {@link SimpleBot}'s one ply over every move does not
 *     serve; null otherwise
 */
record GameKnowledge(String game, Class<? extends GameState> state, Search search, Supplier<Knowledge> knowledge,
        Function<Level, Bot> ownBot, Supplier<Bot> ownSimple) {

    enum Search {
        /** Alpha-beta, for two players without chance. */
        ALPHA_BETA,
        /** Monte Carlo tree search with chance nodes. */
        TREE,
        /** Nothing to search: every move is forced, or the only choices are stakes. */
        NONE,
        /** The game's own search, in the level's bot that {@code ownBot} gives. */
        OWN
    }

    static final List<GameKnowledge> ALL = List.of(
            new GameKnowledge("kasimala", KasimalaState.class, Search.TREE, KasimalaKnowledge::new, null, null),
            new GameKnowledge("pasa", PasaState.class, Search.TREE, PasaKnowledge::new, null, null),
            new GameKnowledge("kauda", KaudaState.class, Search.NONE, null, KaudaStakes::new, null),
            new GameKnowledge("kimasai", KimasaiState.class, Search.ALPHA_BETA, KimasaiKnowledge::new, null, null),
            new GameKnowledge("baghchal", BaghchalState.class, Search.ALPHA_BETA, BaghchalKnowledge::new, null, null),
            new GameKnowledge("shologuti", ShologutiState.class,
                    Search.ALPHA_BETA, ShologutiKnowledge::new, null, null),
            new GameKnowledge("chess", ChessState.class, Search.OWN, null, ChessBot::new, null),
            new GameKnowledge("checkers", CheckersState.class, Search.ALPHA_BETA, CheckersKnowledge::new, null, null),
            new GameKnowledge("tictactoe", TicTacToeState.class,
                    Search.ALPHA_BETA, TicTacToeKnowledge::new, null, null),
            new GameKnowledge("dots", DotsState.class, Search.OWN, null, DotsBot::new, null),
            new GameKnowledge("chinesecheckers", ChineseCheckersState.class,
                    Search.OWN, null, ChineseCheckersBot::new, null),
            new GameKnowledge("byapar", ByaparState.class, Search.OWN, null, ByaparBot::new, SimpleByapar::new),
            new GameKnowledge("ludo", LudoState.class, Search.TREE, LudoKnowledge::new, null, null),
            new GameKnowledge("snakes", SnakesState.class, Search.NONE, null, null, null));

    /** The registration of the game this state is a position of. */
    static GameKnowledge of(GameState state) {
        for (GameKnowledge known : ALL) {
            if (known.state.isInstance(state)) {
                return known;
            }
        }
        throw new IllegalArgumentException("no knowledge of " + state.getClass().getSimpleName());
    }
}
