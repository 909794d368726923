package chautari.engine.baghchal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PointsTest {
    private static int lines(String point) {
        return Integer.bitCount(Points.NEIGHBOURS[Points.parse(point, point)]);
    }

    @Test
    @DisplayName("Baghchal board: 13 points with diagonals; corners 3 lines, even edge points 5, odd 3, b2 and c3 8, c2 4")
    void lineCounts() {
        int withDiagonals = 0;
        int joins = 0;
        for (int p = 0; p < Points.COUNT; p++) {
            int file = p % 5;
            int rank = p / 5;
            if ((file + rank) % 2 == 0) {
                withDiagonals++;
            }
            joins += Integer.bitCount(Points.NEIGHBOURS[p]);
            for (int q = 0; q < Points.COUNT; q++) {
                assertThat(Points.joined(p, q)).as("lines go both ways").isEqualTo(Points.joined(q, p));
            }
        }
        assertThat(withDiagonals).isEqualTo(13);
        assertThat(joins / 2).as("40 orthogonal and 16 diagonal lines between neighbours").isEqualTo(56);
        assertThat(lines("a1")).isEqualTo(3);
        assertThat(lines("c1")).isEqualTo(5);
        assertThat(lines("b1")).isEqualTo(3);
        assertThat(lines("b2")).isEqualTo(8);
        assertThat(lines("c3")).isEqualTo(8);
        assertThat(lines("c2")).isEqualTo(4);
        assertThat(Points.jump(Points.parse("a1", ""), Points.parse("c3", ""))).isTrue();
        assertThat(Points.jump(Points.parse("b1", ""), Points.parse("d3", ""))).isFalse();
        assertThat(Points.jump(Points.parse("d1", ""), Points.parse("a1", ""))).isFalse();
        assertThat(Points.jump(Points.parse("d1", ""), Points.parse("b1", ""))).isTrue();
        assertThat(Points.jump(Points.parse("e1", ""), Points.parse("b2", ""))).isFalse();
    }
}
