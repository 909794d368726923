package chautari.engine.byapar;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The {@code board} of docs/notation.md (#board-byapar) as plain maps and lists. */
final class BoardJson {
    private static final String[] NUMBERS = {"1", "2", "3", "4", "5", "6"};

    private BoardJson() {
    }

    static Map<String, Object> of(ByaparState s) {
        Map<String, Object> board = new LinkedHashMap<>();
        board.put("seats", seats(s));
        board.put("places", places(s));
        board.put("current", s.stage == Stage.OVER ? null : s.current);
        board.put("phase", s.stage.wire());
        board.put("dice", s.dice < 0 ? null : diceText(s.dice));
        board.put("doubles", s.doubles);
        board.put("offers", s.offersMade);
        Map<String, Object> open = null;
        if (s.offer != null) {
            open = new LinkedHashMap<>();
            open.put("to", s.offer.to());
            open.put("move", s.offer.text());
        }
        board.put("offer", open);
        List<Object> owed = new ArrayList<>();
        for (int i = 0; i < s.debts; i++) {
            Map<String, Object> debt = new LinkedHashMap<>();
            debt.put("seat", s.debtSeat[i]);
            debt.put("to", s.debtTo[i]);
            debt.put("amount", s.debtAmount[i]);
            owed.add(debt);
        }
        board.put("debts", owed);
        board.put("round", s.round);
        board.put("decks", s.decks.board());
        return board;
    }

    private static Map<String, Object> seats(ByaparState s) {
        Map<String, Object> seats = new LinkedHashMap<>();
        for (int k = 1; k <= s.players; k++) {
            Map<String, Object> seat = new LinkedHashMap<>();
            seat.put("square", s.out[k] ? null : s.square[k]);
            seat.put("money", s.cash[k]);
            seat.put("jail", s.jail[k]);
            seat.put("cards", Estate.cardsOf(s, k));
            seat.put("out", s.out[k]);
            seats.put(String.valueOf(k), seat);
        }
        return seats;
    }

    private static Map<String, Object> places(ByaparState s) {
        Map<String, Object> places = new LinkedHashMap<>();
        for (int sq : Squares.HOLDABLE) {
            if (s.owner[sq] != 0) {
                Map<String, Object> place = new LinkedHashMap<>();
                place.put("owner", s.owner[sq]);
                place.put("houses", s.houses[sq]);
                place.put("mortgaged", s.mortgaged[sq]);
                places.put(Squares.name(sq), place);
            }
        }
        return places;
    }

    /** A throw's text: the first die, then the second. */
    static String diceText(int outcome) {
        return NUMBERS[outcome / 6] + NUMBERS[outcome % 6];
    }
}
