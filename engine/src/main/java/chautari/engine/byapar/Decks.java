package chautari.engine.byapar;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The luck and community decks as docs/rules/byapar.md's rule 8 keeps them: each deck's unseen
 * cards (a set: their order is unknown to everyone) and its bottom queue of cards put back, in order.
 */
final class Decks {
    private static final int ALL = (1 << Cards.PER_DECK) - 1;
    private final int[] unseen;
    private final int[][] queue;
    private final int[] length;

    Decks() {
        unseen = new int[] {ALL, ALL};
        queue = new int[2][Cards.PER_DECK];
        length = new int[2];
    }

    Decks(Decks d) {
        unseen = d.unseen.clone();
        queue = new int[][] {d.queue[0].clone(), d.queue[1].clone()};
        length = d.length.clone();
    }

    /** The ids of the cards that can come up now: the unseen ones in deck order, or the queue's first when none is unseen. */
    List<String> possible(int deck) {
        List<String> ids = new ArrayList<>(Cards.PER_DECK);
        if (unseen[deck] == 0) {
            ids.add(Cards.id(queue[deck][0]));
        }
        for (int i = 0; i < Cards.PER_DECK; i++) {
            if ((unseen[deck] >> i & 1) != 0) {
                ids.add(Cards.id(deck * Cards.PER_DECK + i));
            }
        }
        return ids;
    }

    int possibleCount(int deck) {
        return unseen[deck] == 0 ? 1 : Integer.bitCount(unseen[deck]);
    }

    /** Takes the card of outcome k (the k-th possible card) out of the deck and returns it. */
    int draw(int deck, int outcome) {
        if (unseen[deck] == 0) {
            int card = queue[deck][0];
            System.arraycopy(queue[deck], 1, queue[deck], 0, --length[deck]);
            return card;
        }
        int bits = unseen[deck];
        for (int i = 0; i < outcome; i++) {
            bits &= bits - 1;
        }
        int i = Integer.numberOfTrailingZeros(bits);
        unseen[deck] &= ~(1 << i);
        return deck * Cards.PER_DECK + i;
    }

    /** Puts a card at the end of its deck's queue. */
    void putBack(int card) {
        int deck = Cards.deckOf(card);
        queue[deck][length[deck]++] = card;
    }

    /** Takes an unseen card out of its deck without a draw: for positions set up by tests. */
    void remove(int card) {
        unseen[Cards.deckOf(card)] &= ~(1 << card % Cards.PER_DECK);
    }

    /** The board's {@code decks}: per deck the number of unseen cards and the queue in order. */
    Map<String, Object> board() {
        Map<String, Object> decks = new LinkedHashMap<>();
        for (int d = 0; d < 2; d++) {
            Map<String, Object> deck = new LinkedHashMap<>();
            deck.put("unseen", Integer.bitCount(unseen[d]));
            List<String> bottom = new ArrayList<>();
            for (int i = 0; i < length[d]; i++) {
                bottom.add(Cards.id(queue[d][i]));
            }
            deck.put("bottom", bottom);
            decks.put(d == Cards.LUCK ? "L" : "C", deck);
        }
        return decks;
    }

    long hash(long h) {
        long hash = h;
        for (int d = 0; d < 2; d++) {
            hash = hash * 31 + unseen[d];
            hash = hash * 31 + length[d];
            for (int i = 0; i < length[d]; i++) {
                hash = hash * 31 + queue[d][i];
            }
        }
        return hash;
    }
}
