// The table: board, seats, throw, moves, invite, results, against the server of server/API.md.
// The game plugs in as its board module, js/games/<game>.js (the contract: js/games/board-module.d.ts).
// The parts, by job, in js/table/: state.js (what is known, names of seats), connection.js (the table's view,
// joining, the socket or the preview's stand-in), events.js (events, states, presence: the move list),
// board.js (drawing: seats, board, status), actions.js (throw, move, hint, menu, rematch), results.js (the results
// screen), review.js (the game stepped through, during play too; the move list's drawer) and notice.js (your turn
// marked in the tab).
//
// Address: /table/<id> (the server's link) or /table.html?id=<id>.
// Preview without a server: /table.html?preview=kasimala|kasimala25|kimasai|over|drawLimit|winLimit|kimasaiDraw.
//
// #table carries data-turn ("throw", "move", "wait", "sent", "over") and data-seq for tests and styles,
// and data-review (the seq of the event whose position is shown) while the game is stepped through.
import { initPage } from './site.js';
import { t, onLangChange } from './i18n.js';
import { $, view, say } from './table/state.js';
import { start } from './table/connection.js';
import { render, renderSeal } from './table/board.js';
import { drawThrow } from './table/events.js';
import { showResult } from './table/results.js';
import { showJudgement } from './table/review.js';

await initPage({ sound: true });

onLangChange(() => {
  if (!view.game) return;
  renderSeal();
  $('rules-link').textContent = t('table.rules', { game: t(`games.${view.game}.name`) });
  $('table-title').textContent = t(`games.${view.game}.name`);
  render();
  $('announce').hidden = true; // said in the other language
  say('');
  for (const li of $('moves').children) if (li.words) li.firstChild.textContent = li.words();
  showJudgement();
  drawThrow(view.lastOutcome, false);
  if (view.over && view.state) { const open = $('result').open; showResult(view.state.result || {}, false); if (!open) $('result').close(); }
});

start();
