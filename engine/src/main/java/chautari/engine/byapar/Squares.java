package chautari.engine.byapar;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The board of docs/rules/byapar.md (the board): every square's name, kind, group, price, rents,
 * house cost, mortgage and unmortgage values, as the tables give them (the tables count, not the
 * design note). Squares are numbered 0..39 in the direction of travel.
 */
final class Squares {
    static final int COUNT = 40;
    static final int START = 0;
    static final int JAIL = 10;
    static final int GO_TO_JAIL = 30;
    static final int SALARY = 200;
    static final int FINE = 50;

    enum Kind { START, PLACE, COMMUNITY, TAX, TRANSPORT, LUCK, JAIL, UTILITY, REST, GO_TO_JAIL }

    /** Groups A..H are 0..7; transports and utilities have their own groups. */
    static final int TRANSPORTS = 8;
    static final int UTILITIES = 9;
    static final int NONE = -1;
    static final String GROUP_LETTERS = "ABCDEFGHTU";

    /** Rent of a transport by the number of transports its holder holds (1..4). */
    static final int[] TRANSPORT_RENT = {0, 30, 60, 120, 200};
    /** Utility rent: the throw's total times this, by the number of utilities held (1..2). */
    static final int[] UTILITY_TIMES = {0, 4, 10};

    record Square(String name, String nameNe, Kind kind, int group, int price, int[] rent, int houseCost,
            int mortgage, int unmortgage, int tax) {
    }

    private static Square place(String name, String ne, char group, int price, int r0, int r1, int r2, int r3,
            int r4, int hotel, int house, int mortgage, int unmortgage) {
        return new Square(name, ne, Kind.PLACE, group - 'A', price, new int[] {r0, r1, r2, r3, r4, hotel}, house,
                mortgage, unmortgage, 0);
    }

    private static Square transport(String name, String ne) {
        return new Square(name, ne, Kind.TRANSPORT, TRANSPORTS, 200, new int[0], 0, 100, 110, 0);
    }

    private static Square utility(String name, String ne) {
        return new Square(name, ne, Kind.UTILITY, UTILITIES, 150, new int[0], 0, 75, 83, 0);
    }

    private static Square plain(String name, String ne, Kind kind) {
        return new Square(name, ne, kind, NONE, 0, new int[0], 0, 0, 0, 0);
    }

    private static Square tax(String name, String ne, int amount) {
        return new Square(name, ne, Kind.TAX, NONE, 0, new int[0], 0, 0, 0, amount);
    }

    static final Square[] BOARD = {
        plain("Start", "सुरु", Kind.START),
        place("Kanchanpur", "कञ्चनपुर", 'A', 60, 3, 30, 90, 180, 230, 270, 50, 30, 33),
        place("Kailali", "कैलाली", 'A', 70, 4, 40, 110, 210, 260, 320, 50, 35, 39),
        plain("Community", "समुदाय", Kind.COMMUNITY),
        tax("Income tax", "आयकर", 100),
        transport("Mahendra Highway buses", "महेन्द्र राजमार्ग बस"),
        place("Humla", "हुम्ला", 'B', 100, 5, 50, 150, 300, 380, 450, 50, 50, 55),
        place("Jumla", "जुम्ला", 'B', 110, 6, 60, 170, 330, 410, 500, 50, 55, 61),
        plain("Luck", "भाग्य", Kind.LUCK),
        place("Surkhet", "सुर्खेत", 'B', 130, 7, 70, 200, 390, 490, 590, 50, 65, 72),
        plain("Jail / just visiting", "जेल / भेट मात्र", Kind.JAIL),
        place("Dang", "दाङ", 'C', 150, 8, 80, 230, 450, 560, 680, 100, 75, 83),
        place("Banke", "बाँके", 'C', 160, 8, 80, 240, 480, 600, 720, 100, 80, 88),
        utility("Electricity", "बिजुली"),
        place("Rupandehi", "रुपन्देही", 'C', 180, 9, 90, 270, 540, 680, 810, 100, 90, 99),
        transport("Janakpur Railway", "जनकपुर रेलवे"),
        place("Mustang", "मुस्ताङ", 'D', 190, 10, 100, 290, 570, 710, 860, 100, 95, 105),
        plain("Community", "समुदाय", Kind.COMMUNITY),
        place("Tanahun", "तनहुँ", 'D', 210, 11, 110, 320, 630, 790, 950, 100, 105, 116),
        place("Kaski", "कास्की", 'D', 220, 11, 110, 330, 660, 830, 990, 100, 110, 121),
        plain("Pati (rest house)", "पाटी", Kind.REST),
        place("Saptari", "सप्तरी", 'E', 240, 12, 120, 360, 720, 900, 1080, 150, 120, 132),
        place("Dhanusha", "धनुषा", 'E', 250, 13, 130, 380, 750, 940, 1130, 150, 125, 138),
        plain("Luck", "भाग्य", Kind.LUCK),
        place("Parsa", "पर्सा", 'E', 270, 14, 140, 410, 810, 1010, 1220, 150, 135, 149),
        transport("Manakamana Cable Car", "मनकामना केबलकार"),
        place("Ilam", "इलाम", 'F', 280, 14, 140, 420, 840, 1050, 1260, 150, 140, 154),
        utility("Drinking water", "खानेपानी"),
        place("Sunsari", "सुनसरी", 'F', 300, 15, 150, 450, 900, 1130, 1350, 150, 150, 165),
        place("Morang", "मोरङ", 'F', 310, 16, 160, 470, 930, 1160, 1400, 150, 155, 171),
        plain("Go to jail", "जेल जाऊ", Kind.GO_TO_JAIL),
        place("Makwanpur", "मकवानपुर", 'G', 330, 17, 170, 500, 990, 1240, 1490, 200, 165, 182),
        plain("Luck", "भाग्य", Kind.LUCK),
        place("Chitwan", "चितवन", 'G', 350, 18, 180, 530, 1050, 1310, 1580, 200, 175, 193),
        place("Bhaktapur", "भक्तपुर", 'G', 360, 18, 180, 540, 1080, 1350, 1620, 200, 180, 198),
        transport("Tribhuvan Airport", "त्रिभुवन विमानस्थल"),
        plain("Community", "समुदाय", Kind.COMMUNITY),
        place("Lalitpur", "ललितपुर", 'H', 380, 19, 190, 570, 1140, 1430, 1710, 200, 190, 209),
        tax("Customs duty", "भन्सार", 150),
        place("Kathmandu", "काठमाडौं", 'H', 400, 20, 200, 600, 1200, 1500, 1800, 200, 200, 220),
    };

    /** The squares of each group (A..H, then transports, then utilities), by number. */
    static final int[][] GROUP_SQUARES = new int[10][];
    /** Every square with a price, by number: the 28 a seat can hold. */
    static final int[] HOLDABLE;

    static {
        int[] counts = new int[10];
        int holdable = 0;
        for (Square s : BOARD) {
            if (s.group() >= 0) {
                counts[s.group()]++;
                holdable++;
            }
        }
        for (int g = 0; g < 10; g++) {
            GROUP_SQUARES[g] = new int[counts[g]];
            counts[g] = 0;
        }
        HOLDABLE = new int[holdable];
        holdable = 0;
        for (int sq = 0; sq < COUNT; sq++) {
            int g = BOARD[sq].group();
            if (g >= 0) {
                GROUP_SQUARES[g][counts[g]++] = sq;
                HOLDABLE[holdable++] = sq;
            }
        }
    }

    private Squares() {
    }

    static Square at(int sq) {
        return BOARD[sq];
    }

    static boolean holdable(int sq) {
        return sq >= 0 && sq < COUNT && BOARD[sq].group() >= 0;
    }

    static boolean isPlace(int sq) {
        return BOARD[sq].kind() == Kind.PLACE;
    }

    static int group(int sq) {
        return BOARD[sq].group();
    }

    static int price(int sq) {
        return BOARD[sq].price();
    }

    static int houseCost(int sq) {
        return BOARD[sq].houseCost();
    }

    static int mortgage(int sq) {
        return BOARD[sq].mortgage();
    }

    static int unmortgage(int sq) {
        return BOARD[sq].unmortgage();
    }

    /** The board as a client draws it: each square's id, names, kind, group letter, price, rents and costs. */
    static List<Map<String, Object>> constants() {
        List<Map<String, Object>> squares = new ArrayList<>();
        for (int sq = 0; sq < COUNT; sq++) {
            Square s = BOARD[sq];
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", name(sq));
            m.put("name", s.name());
            m.put("ne", s.nameNe());
            m.put("kind", s.kind().name().toLowerCase().replace('_', '-'));
            if (s.group() >= 0) {
                m.put("group", String.valueOf(GROUP_LETTERS.charAt(s.group())));
                m.put("price", s.price());
                m.put("mortgage", s.mortgage());
                m.put("unmortgage", s.unmortgage());
            }
            if (s.kind() == Kind.PLACE) {
                m.put("rent", Arrays.stream(s.rent()).boxed().toList());
                m.put("house", s.houseCost());
            }
            if (s.kind() == Kind.TAX) {
                m.put("tax", s.tax());
            }
            squares.add(Collections.unmodifiableMap(m));
        }
        return List.copyOf(squares);
    }

    static String name(int sq) {
        return "s" + sq;
    }
}
