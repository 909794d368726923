package chautari.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RngTest {
    @Test
    void theSameSeedGivesTheSameNumbers() {
        Rng a = new Rng(42);
        Rng b = new Rng(42);
        for (int i = 0; i < 100; i++) {
            assertThat(a.nextLong()).isEqualTo(b.nextLong());
        }
    }

    @Test
    void theSequenceIsFixedAcrossVersions() {
        assertThat(new Rng(0).nextLong()).isEqualTo(0xE220A8397B1DCDAFL);
    }

    @Test
    void nextIntStaysInBoundsAndHitsEveryValue() {
        Rng rng = new Rng(7);
        int[] seen = new int[6];
        for (int i = 0; i < 6000; i++) {
            seen[rng.nextInt(6)]++;
        }
        for (int count : seen) {
            assertThat(count).as("each of six values about 1000 times").isBetween(850, 1150);
        }
    }

    @Test
    void nextIntDrawsAsTheDividingFormulaDoes() {
        Rng rng = new Rng(11);
        Rng reference = new Rng(11);
        for (int bound = 1; bound <= 300; bound++) {
            for (int i = 0; i < 2000; i++) {
                int drawn = rng.nextInt(bound);
                int expected = dividing(reference, bound);
                if (drawn != expected) {
                    assertThat(drawn).as("bound %d, draw %d", bound, i).isEqualTo(expected);
                }
            }
        }
        for (long r : new long[] {0, 1, 0xFFFFFFFFL, 0xFFFFFFFEL, 0x80000000L, 0x7FFFFFFFL}) {
            for (int bound = 1; bound < 256; bound++) {
                long inverse = Long.divideUnsigned(-1L, bound) + 1;
                assertThat(Math.unsignedMultiplyHigh(inverse * r, bound)).as("%d %% %d", r, bound).isEqualTo(r % bound);
            }
        }
    }

    /** nextInt as it was first written, dividing. */
    private static int dividing(Rng rng, int bound) {
        if ((bound & (bound - 1)) == 0) {
            return (int) (rng.nextLong() >>> 33) & (bound - 1);
        }
        long limit = (1L << 32) - ((1L << 32) % bound);
        long r;
        do {
            r = rng.nextLong() >>> 32;
        } while (r >= limit);
        return (int) (r % bound);
    }

    @Test
    void belowStaysInBoundsHitsEveryValueAndRefusesNoBound() {
        Rng rng = new Rng(7);
        for (int bound : new int[] {1, 2, 3, 6, 7, 225}) {
            int[] seen = new int[bound];
            for (int i = 0; i < 1000 * bound; i++) {
                seen[rng.below(bound)]++;
            }
            for (int count : seen) {
                assertThat(count).as("each of %d values about 1000 times", bound).isBetween(850, 1150);
            }
        }
        assertThatThrownBy(() -> rng.below(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aCopyContinuesTheSameSequence() {
        Rng rng = new Rng(9);
        rng.nextLong();
        Rng copy = rng.copy();
        assertThat(copy.nextLong()).isEqualTo(rng.nextLong());
    }
}
