package chautari.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import chautari.bots.Bot;
import chautari.bots.Budget;
import chautari.bots.Level;
import chautari.engine.Game;
import chautari.engine.GameState;
import chautari.engine.Games;
import chautari.engine.Rng;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The computer players' pool: a review's judging waits while a live table's think waits. */
class BotPoolTest {
    @Test
    void aLiveThinkQueuedAfterAReviewsJudgingIsServedFirst() throws Exception {
        CountDownLatch busy = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        List<String> served = new ArrayList<>();
        Bot bot = new Bot() {
            @Override
            public int choose(GameState state, int seat, Rng rng, Budget budget) {
                if (busy.getCount() > 0) {
                    busy.countDown();
                    await(release);
                } else {
                    synchronized (served) {
                        served.add("think");
                    }
                }
                return state.parseMove("b2");
            }

            @Override
            public Budget playBudget() {
                return Budget.iterations(1);
            }
        };
        Game game = Games.byName("tictactoe");
        GameState start = game.start(2, game.options(Map.of()));
        try (BotPool pool = new BotPool(level -> bot, Budget.time(Duration.ofMillis(5)), 1, nanos -> { })) {
            CompletableFuture<String> blocker = pool.move(start, 1, Level.GOOD, null, () -> true);
            assertThat(busy.await(30, TimeUnit.SECONDS)).as("the pool's one thread is busy").isTrue();
            List<CompletableFuture<?>> judged = new ArrayList<>();
            for (String move : List.of("a1", "b2", "c3")) {
                judged.add(pool.judge(start, 1, start.parseMove(move)).whenComplete((v, e) -> {
                    synchronized (served) {
                        served.add("judge");
                    }
                }));
            }
            CompletableFuture<String> live = pool.move(start, 1, Level.GOOD, null, () -> true);
            release.countDown();
            assertThat(live.get(30, TimeUnit.SECONDS)).isEqualTo("b2");
            CompletableFuture.allOf(judged.toArray(CompletableFuture[]::new)).get(30, TimeUnit.SECONDS);
            assertThat(blocker.get(30, TimeUnit.SECONDS)).isEqualTo("b2");
            assertThat(served).containsExactly("think", "judge", "judge", "judge");
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
