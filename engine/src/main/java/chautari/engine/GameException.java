package chautari.engine;

/** Bad input for a game: a malformed or illegal move, an unknown option, a throw out of turn. The message is for people. */
public class GameException extends RuntimeException {
    public GameException(String message) {
        super(message);
    }
}
