package chautari.engine.pasa;

import static chautari.engine.pasa.Positions.legal;
import static chautari.engine.pasa.Positions.play;
import static chautari.engine.pasa.Positions.throwDice;
import static org.assertj.core.api.Assertions.assertThat;

import chautari.engine.GameState;
import chautari.engine.Options;
import chautari.engine.Phase;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The cross board, the journey of a piece, the seats and the turn order of the Pasa rulings. */
class PasaClothTest {
    private static final String ARMS = "SENW";

    /** The track as docs/rules/pasa.md writes it: Xc8, Xr8 .. Xr1, Yl1 .. Yl8, then the next arm. */
    static List<String> trackAsWritten() {
        List<String> track = new ArrayList<>();
        for (int a = 0; a < 4; a++) {
            char x = ARMS.charAt(a);
            char y = ARMS.charAt((a + 1) % 4);
            track.add(x + "c8");
            for (int n = 8; n >= 1; n--) {
                track.add(x + "r" + n);
            }
            for (int n = 1; n <= 8; n++) {
                track.add(y + "l" + n);
            }
        }
        return track;
    }

    @Test
    @DisplayName("Pasa board: 68 track squares in the order the pieces travel")
    void theTrackHas68SquaresInTheOrderOfTravel() {
        List<String> track = trackAsWritten();
        assertThat(track).hasSize(68).doesNotHaveDuplicates();
        for (int i = 0; i < 68; i++) {
            assertThat(Cloth.trackName(i)).as("track square %d", i).isEqualTo(track.get(i));
        }
    }

    @Test
    @DisplayName("Pasa board: twelve castles, every Xc8, Xl5 and Xr5")
    void twelveCastles() {
        Set<String> castles = new HashSet<>();
        for (int i = 0; i < 68; i++) {
            if (Cloth.castle(i)) {
                castles.add(Cloth.trackName(i));
            }
        }
        Set<String> expected = new HashSet<>();
        for (char x : ARMS.toCharArray()) {
            expected.addAll(List.of(x + "c8", x + "l5", x + "r5"));
        }
        assertThat(castles).isEqualTo(expected).hasSize(12);
    }

    @Test
    @DisplayName("Pasa board: every piece's 84-step journey out of H, one lap, back up its own middle lane")
    void theJourneyOfEveryArm() {
        List<String> track = trackAsWritten();
        for (int a = 0; a < 4; a++) {
            char x = ARMS.charAt(a);
            List<String> expected = new ArrayList<>();
            expected.add("H");
            for (int n = 1; n <= 7; n++) {
                expected.add(x + "c" + n);
            }
            int start = track.indexOf(x + "c8");
            for (int k = 0; k <= 68; k++) {
                expected.add(track.get((start + k) % 68));
            }
            for (int n = 7; n >= 1; n--) {
                expected.add(x + "c" + n);
            }
            expected.add("H");
            assertThat(expected).hasSize(85);
            for (int p = 0; p <= 84; p++) {
                assertThat(Cloth.name(a, p)).as("arm %s progress %d", x, p).isEqualTo(expected.get(p));
            }
            assertThat(Cloth.name(a, 75)).isEqualTo(x + "l8");
            assertThat(Cloth.name(a, 8)).isEqualTo(x + "c8");
            assertThat(Cloth.name(a, 76)).isEqualTo(x + "c8");
        }
    }

    @Test
    @DisplayName("Pasa board: the four middle lanes belong to their arm alone")
    void middleLanesBelongToTheirArm() {
        for (int a = 0; a < 4; a++) {
            for (int p = 0; p <= 84; p++) {
                String name = Cloth.name(a, p);
                boolean middle = name.length() == 3 && name.charAt(1) == 'c' && name.charAt(2) != '8';
                assertThat(Cloth.square(a, p) < 0).as("arm %d progress %d off the track", a, p)
                        .isEqualTo(middle || name.equals("H"));
                if (middle) {
                    assertThat(name.charAt(0)).isEqualTo(ARMS.charAt(a));
                }
            }
        }
    }

    @Test
    @DisplayName("Pasa seats: two players at S and N, three at S, E, N, four at S, E, N, W")
    void seatsSitAtTheirArms() {
        Map<Integer, String> arms = Map.of(2, "SN", 3, "SEN", 4, "SENW");
        for (int players = 2; players <= 4; players++) {
            GameState state = Pasa.GAME.start(players, Pasa.GAME.options(Map.of()));
            for (int seat = 1; seat <= players; seat++) {
                assertThat(state.toMove()).isEqualTo(seat);
                state.applyChance(state.parseOutcome("555"));
                assertThat(state.legalMoveTexts(seat))
                        .containsExactly("5:H-" + arms.get(players).charAt(seat - 1) + "c5");
                for (int die = 0; die < 3; die++) {
                    state.play(seat, state.parseMove(state.legalMoveTexts(seat)[0]));
                }
            }
            assertThat(state.toMove()).as("after every seat, seat 1 again").isEqualTo(1);
        }
    }

    @Test
    @DisplayName("Pasa turn order: S, E, N, W, each turn one throw of three dice")
    void turnOrderFollowsTheSeats() {
        PasaState state = (PasaState) Pasa.GAME.start(4, Pasa.GAME.options(Map.of()));
        for (int turn = 0; turn < 8; turn++) {
            assertThat(state.phase()).isEqualTo(Phase.THROW);
            assertThat(state.toMove()).isEqualTo(turn % 4 + 1);
            throwDice(state, "111");
            play(state, legal(state).get(0));
            play(state, legal(state).get(0));
            assertThat(state.toMove()).as("the turn lasts while dice are in hand").isEqualTo(turn % 4 + 1);
            play(state, legal(state).get(0));
        }
        assertThat(state.throwsMade()).isEqualTo(8);
    }

    @Test
    @DisplayName("Pasa options: partners defaults to true, captureBonus to false, and partners applies only with four")
    void options() {
        Options defaults = Pasa.GAME.options(Map.of());
        assertThat(defaults.flag(Pasa.PARTNERS)).isTrue();
        assertThat(defaults.flag(Pasa.CAPTURE_BONUS)).isFalse();
        assertThat(((PasaState) Pasa.GAME.start(4, defaults)).partners()).isTrue();
        assertThat(((PasaState) Pasa.GAME.start(4, Pasa.GAME.options(Map.of("partners", false)))).partners())
                .isFalse();
        assertThat(((PasaState) Pasa.GAME.start(2, defaults)).partners()).isFalse();
        assertThat(((PasaState) Pasa.GAME.start(3, defaults)).partners()).isFalse();
    }
}
