package chautari.bots.byapar;

/**
 * An offer as docs/notation.md writes it, {@code trade:K:give=ITEMS:take=ITEMS}, read for weighing:
 * the squares each side hands over (masks by square number), how many out-of-jail cards, and money.
 */
record Trade(int to, long giveSquares, int giveCards, int giveMoney, long takeSquares, int takeCards, int takeMoney) {
    static Trade parse(String text) {
        String[] parts = text.split(":");
        int to = Integer.parseInt(parts[1]);
        long[] give = side(parts[2].substring("give=".length()));
        long[] take = side(parts[3].substring("take=".length()));
        return new Trade(to, give[0], (int) give[1], (int) give[2], take[0], (int) take[1], (int) take[2]);
    }

    private static long[] side(String items) {
        long squares = 0;
        long cards = 0;
        long money = 0;
        for (String item : items.split(",")) {
            if (item.startsWith("s")) {
                squares |= 1L << Integer.parseInt(item.substring(1));
            } else if (item.equals("C5") || item.equals("L9")) {
                cards++;
            } else {
                money = Long.parseLong(item);
            }
        }
        return new long[] {squares, cards, money};
    }
}
