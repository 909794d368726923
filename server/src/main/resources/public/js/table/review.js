// The game stepped through from the server's positions, once over or while it goes on (js/review.js does the
// stepping; this draws them), and the move list's drawer on a phone.
import { el } from '../site.js';
import { t } from '../i18n.js';
import * as api from '../api.js';
import { createReview } from '../review.js';
import { $, view, tableId, preview, seatNames, soleSeat, w } from './state.js';
import { render, renderSeats } from './board.js';
import { drawThrow, moveSentence } from './events.js';

export function setupReview() {
  setupMovesDrawer();
  if (preview) return;
  view.review = createReview({
    list: $('moves'), box: $('review'), where: $('review-where'), live: $('review-live'), t,
    load: () => api.getPositions(tableId), loaded: revealHidden, show: showReviewed, leave: leaveReview, over: () => view.over,
  });

  const link = $('record-link');
  link.href = api.recordDownloadUrl(tableId);
  link.download = `chautari-${view.game}-${tableId}.txt`;
}

/** A game's own file beside the record (Chess's PGN), when its board module offers one: ready while the game goes on too. */
export function setupGameFile() {
  const file = view.mod?.download;
  if (!file || preview) return;
  const link = $('game-file-link');
  link.href = api.gameFileUrl(tableId, file.path);
  link.download = `chautari-${view.game}-${tableId}.${file.extension}`;
  link.dataset.i18n = file.label;
  link.textContent = t(file.label);
  link.hidden = false;
}

/** The game is on or over: its steps may be gone through, fetched anew since it moved on. */
export function enableReview() {
  view.review?.moved();
  view.review?.enable();
}

/** On a phone the move list is a drawer, one tap from the board; the board stays in view above it. */
function setupMovesDrawer() {
  const open = on => {
    $('table').classList.toggle('moves-open', on);
    $('moves-btn').setAttribute('aria-expanded', String(on));
    if (on) $('moves').scrollTop = $('moves').scrollHeight;
  };
  $('moves-btn').addEventListener('click', () => open(!$('table').classList.contains('moves-open')));
  $('moves-close').addEventListener('click', () => open(false));
}

/** Once over, the positions name every event: the entries of stakes that were hidden get their words and notation. */
function revealHidden(positions) {
  for (const p of positions) {
    const li = p.kind === 'move' ? $('moves').querySelector(`li.hidden-move[data-seq="${p.seq}"]`) : null;
    if (!li) continue;
    li.words = () => moveSentence(p.text, p.seat, {});
    li.firstChild.textContent = li.words();
    li.append(el('code', { class: 'notation', text: p.text }));
    li.classList.remove('hidden-move');
  }
}

/** The seat cards' counts of pieces for a board (a reviewed one, or the final one again). */
function showCounts(board) {
  if (!view.mod || !board) return;
  view.counts = view.mod.countPieces(board);
  renderSeats();
}

/** Draws a position of the finished game: its board, the last move's mark and the throw it was played with. */
function showReviewed({ position: p, lastThrow }) {
  const played = p.kind === 'move' && p.text !== 'pass';
  view.renderer?.draw(p.board, [], null, {
    lastMove: played ? p.text : null, lastFacts: played ? p.facts : null, lastMoveBy: played ? Number(p.seat) : null,
    animate: false, act: null, seat: null, mine: {},
    toMove: p.toMove ?? null, awaiting: p.awaiting, over: !!p.result, mode: view.held.length > 1 ? 'pass' : view.mode,
    outcome: lastThrow?.text ?? null, throwFacts: lastThrow?.facts ?? null, lastThrowBy: lastThrow ? Number(lastThrow.seat) : null,
    passed: p.kind === 'move' && p.text === 'pass', names: seatNames(), you: soleSeat(), words: w(), hint: null,
  });
  drawThrow(lastThrow?.text ?? null, false, lastThrow?.facts);
  $('table').dataset.review = p.seq;
  showCounts(p.board);
}

function leaveReview() {
  delete $('table').dataset.review;
  showCounts(view.state.board);
  render();
  drawThrow(view.lastOutcome, false);
}

