package chautari.cli;

import static chautari.cli.Side.A;
import static chautari.cli.Side.B;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.Games;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SeatingTest {

    @Test
    @DisplayName("two seats: game 2k has A at seat 1, game 2k+1 at seat 2, both with round k's throws")
    void twoSeatsSwap() {
        Seating seating = Setup.of(Games.byName("kimasai"), 2, Map.of()).seating();
        assertThat(seating.cycle()).isEqualTo(2);
        assertThat(seating.lineup(0)).containsExactly(A, B);
        assertThat(seating.lineup(1)).containsExactly(B, A);
        assertThat(seating.lineup(6)).containsExactly(A, B);
        assertThat(seating.lineup(7)).containsExactly(B, A);
        assertThat(seating.round(6)).isEqualTo(3).isEqualTo(seating.round(7));
        assertThat(seating.round(8)).isEqualTo(4);
        assertThat(seating.aSeats()).isEqualTo(1);
    }

    @Test
    @DisplayName("three seats: one A goes round every seat against two B's, three games a round")
    void threeSeatsRotateA() {
        Seating seating = Setup.of(Games.byName("kauda"), 3, Map.of()).seating();
        assertThat(seating.cycle()).isEqualTo(3);
        assertThat(seating.lineup(0)).containsExactly(A, B, B);
        assertThat(seating.lineup(1)).containsExactly(B, A, B);
        assertThat(seating.lineup(2)).containsExactly(B, B, A);
        assertThat(seating.lineup(3)).containsExactly(A, B, B);
        assertThat(seating.round(2)).isZero();
        assertThat(seating.round(3)).isEqualTo(1);
        assertThat(seating.at(4, 2)).isEqualTo(A);
        assertThat(seating.roundUp(5)).isEqualTo(6);
        assertThat(seating.roundUp(6)).isEqualTo(6);
    }

    @Test
    @DisplayName("Pasa's partners: A takes seats 1 and 3, then 2 and 4; without partners A rotates through four seats")
    void pasaPartnershipsSwap() {
        Seating partners = Setup.of(Games.byName("pasa"), 4, Map.of("partners", true)).seating();
        assertThat(partners.cycle()).isEqualTo(2);
        assertThat(partners.lineup(0)).containsExactly(A, B, A, B);
        assertThat(partners.lineup(1)).containsExactly(B, A, B, A);
        assertThat(partners.aSeats()).isEqualTo(2);
        assertThat(Setup.of(Games.byName("pasa"), 4, Map.of()).partners()).as("partners by default").isTrue();

        Seating alone = Setup.of(Games.byName("pasa"), 4, Map.of("partners", false)).seating();
        assertThat(alone.cycle()).isEqualTo(4);
        assertThat(alone.lineup(3)).containsExactly(B, B, B, A);
        assertThat(alone.aSeats()).isEqualTo(1);
    }

    @Test
    @DisplayName("a lineup handed out is a copy: changing it changes no later game")
    void lineupsAreCopies() {
        Seating seating = Seating.of(2, false);
        seating.lineup(0)[0] = B;
        assertThat(seating.lineup(0)).containsExactly(A, B);
    }
}
