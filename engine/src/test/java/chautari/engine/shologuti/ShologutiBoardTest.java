package chautari.engine.shologuti;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The board of the Sholo Guti ruling, drawn again here from its words and compared with the engine's. */
class ShologutiBoardTest {
    private static final String FILES = "abcde";

    /** Every join, as "a1-b2" with the lower name first, from the ruling's text. */
    private static Set<String> joinsOfTheRuling() {
        Set<String> joins = new TreeSet<>();
        for (int rank = 3; rank <= 7; rank++) {
            for (int file = 0; file < 5; file++) {
                String here = name(file, rank);
                if (file < 4) {
                    joins.add(join(here, name(file + 1, rank)));
                }
                if (rank < 7) {
                    joins.add(join(here, name(file, rank + 1)));
                }
                boolean even = (file + rank - 1) % 2 == 0;
                if (even && rank < 7 && file < 4) {
                    joins.add(join(here, name(file + 1, rank + 1)));
                }
                if (even && rank < 7 && file > 0) {
                    joins.add(join(here, name(file - 1, rank + 1)));
                }
            }
        }
        for (String line : List.of("c3 b2 a1", "c3 c2 c1", "c3 d2 e1", "b2 c2 d2", "a1 c1 e1",
                "c7 b8 a9", "c7 c8 c9", "c7 d8 e9", "b8 c8 d8", "a9 c9 e9")) {
            String[] p = line.split(" ");
            joins.add(join(p[0], p[1]));
            joins.add(join(p[1], p[2]));
        }
        return joins;
    }

    private static String name(int file, int rank) {
        return "" + FILES.charAt(file) + rank;
    }

    private static String join(String a, String b) {
        return a.compareTo(b) < 0 ? a + "-" + b : b + "-" + a;
    }

    @Test
    @DisplayName("Sholo Guti board: 37 points, 5 by 5 on ranks 3..7 and the two triangles' six points each")
    void thirtySevenPoints() {
        List<String> names = new ArrayList<>();
        for (int p : Points.LIST) {
            names.add(Points.name(p));
        }
        assertThat(names).hasSize(37).doesNotHaveDuplicates()
                .contains("a1", "c1", "e1", "b2", "c2", "d2", "b8", "c8", "d8", "a9", "c9", "e9", "a3", "e7")
                .doesNotContain("b1", "d1", "a2", "e2", "a8", "e8", "b9", "d9");
    }

    @Test
    @DisplayName("Sholo Guti board: the engine joins exactly the points the ruling joins, no more")
    void exactlyTheListedJoins() {
        Set<String> engine = new TreeSet<>();
        for (int p : Points.LIST) {
            for (int q : Points.NEIGHBOURS[p]) {
                engine.add(join(Points.name(p), Points.name(q)));
            }
        }
        assertThat(engine).isEqualTo(joinsOfTheRuling());
    }

    @Test
    @DisplayName("Sholo Guti 6: b2, d2, b8 and d8 are joined only to the listed points")
    void triangleSidesJoinedOnlyAsListed() {
        assertThat(neighbours("b2")).containsExactlyInAnyOrder("a1", "c2", "c3");
        assertThat(neighbours("d2")).containsExactlyInAnyOrder("e1", "c2", "c3");
        assertThat(neighbours("b8")).containsExactlyInAnyOrder("a9", "c8", "c7");
        assertThat(neighbours("d8")).containsExactlyInAnyOrder("e9", "c8", "c7");
        assertThat(neighbours("b3")).containsExactlyInAnyOrder("a3", "c3", "b4");
        assertThat(neighbours("c3")).containsExactlyInAnyOrder("b3", "d3", "c4", "b4", "d4", "b2", "c2", "d2");
    }

    private static List<String> neighbours(String point) {
        return Arrays.stream(Points.NEIGHBOURS[Points.index(point)]).mapToObj(Points::name).toList();
    }

    @Test
    @DisplayName("Sholo Guti board: every jump passes three points in a row of one straight line of the ruling")
    void jumpsFollowTheLines() {
        Set<String> engine = new TreeSet<>();
        for (int p : Points.LIST) {
            for (int j = 0; j < Points.OVER[p].length; j++) {
                engine.add(Points.name(p) + " " + Points.name(Points.OVER[p][j]) + " " + Points.name(Points.LANDING[p][j]));
            }
        }
        assertThat(engine).contains("e5 d4 c3", "d4 c3 b2", "c3 b2 a1", "a1 c1 e1", "e1 c1 a1", "c5 c4 c3", "c3 c2 c1",
                "c7 c8 c9", "c7 b8 a9", "a9 c9 e9", "b2 c2 d2", "e5 d6 c7", "d6 c7 b8", "a3 b4 c5")
                .doesNotContain("b4 b3 b2", "a3 b3 c2", "b3 b2 b1", "b2 c2 c3", "c1 c2 d2");
        assertThat(engine).hasSize(straightTriples());
    }

    @Test
    @DisplayName("Sholo Guti rule 3: after a jump, the only jump back to its start or over the piece it took is the one straight back")
    void onlyTheJumpBackReturnsToTheStart() {
        List<String> wrong = new ArrayList<>();
        for (int p : Points.LIST) {
            for (int j = 0; j < Points.OVER[p].length; j++) {
                int at = Points.LANDING[p][j];
                for (int k = 0; k < Points.LANDING[at].length; k++) {
                    boolean toStart = Points.LANDING[at][k] == p;
                    boolean overTaken = Points.OVER[at][k] == Points.OVER[p][j];
                    if (toStart != overTaken) {
                        wrong.add(Points.name(p) + " " + Points.name(at) + " " + Points.name(Points.LANDING[at][k]));
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    @DisplayName("Sholo Guti rule 3: no jump after a jump lands on the point the first passed over, so only the taken piece's own line leads back")
    void noSecondJumpLandsWhereTheFirstPassed() {
        List<String> wrong = new ArrayList<>();
        for (int p : Points.LIST) {
            for (int j = 0; j < Points.OVER[p].length; j++) {
                int at = Points.LANDING[p][j];
                for (int landing : Points.LANDING[at]) {
                    if (landing == Points.OVER[p][j]) {
                        wrong.add(Points.name(p) + " " + Points.name(at) + " " + Points.name(landing));
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    /** Each line of n points holds n - 2 triples, each jumped both ways: no jump is listed twice. */
    private static int straightTriples() {
        int triples = 0;
        for (String[] line : Points.LINES) {
            triples += 2 * Math.max(0, line.length - 2);
        }
        return triples;
    }
}
