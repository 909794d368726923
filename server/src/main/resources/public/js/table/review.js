// The game stepped through from the server's positions, once over or while it goes on (js/review.js does the
// stepping; this draws them), and the move list's drawer on a phone.
import { el } from '../site.js';
import { t, num } from '../i18n.js';
import * as api from '../api.js';
import { game } from '../catalog.js';
import { createReview } from '../review.js';
import { $, view, tableId, preview, seatName, seatNames, soleSeat, w } from './state.js';
import { render, renderSeats } from './board.js';
import { drawThrow, moveSentence } from './events.js';
import { hintWords } from './actions.js';

/** How often the page asks whether the review is ready. */
const JUDGING_POLL_MS = 1000;
const MARK_SIGNS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

export function setupReview() {
  setupMovesDrawer();
  if (preview) return;
  view.review = createReview({
    list: $('moves'), box: $('review'), where: $('review-where'), live: $('review-live'), t,
    load: () => api.getPositions(tableId), loaded: revealHidden, show: showReviewed, leave: leaveReview, over: () => view.over,
    note: betterMove,
  });
  setupJudging();

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
  const judged = view.over && !!game(view.game)?.review;
  $('judge').hidden = !judged;
  $('result-review-btn').hidden = !judged || !!view.judging;
}

/**
 * The computer's review of a finished game (server/API.md, the review): asked for from the results screen or the
 * review box, then each marked move gets its sign in the move list, each person their accuracy, and "next mistake"
 * steps to the position where the next marked move was chosen, saying the better move.
 */
function setupJudging() {
  const start = () => {
    $('result').close();
    if (!view.judging) judge();
  };
  $('judge-btn').addEventListener('click', start);
  $('result-review-btn').addEventListener('click', start);
  $('next-mistake').addEventListener('click', () => {
    const marked = (view.judging?.moves || []).filter(m => m.mark !== 'none').map(m => m.seq);
    const shown = view.review.shownSeq();
    // the position shown is the one before a marked move's: the next is the first marked move after the one after it
    const after = shown == null ? -1 : shown;
    const next = marked.find(seq => seq > after + 1) ?? marked[0];
    if (next != null) view.review.showBefore(next);
  });
}

async function judge() {
  view.judging = { status: 'working', done: 0, of: 0 };
  $('judge-btn').hidden = true;
  $('result-review-btn').hidden = true;
  while (view.judging.status === 'working') {
    $('judge-status').textContent = t('review.judging', { done: num(view.judging.done), of: num(view.judging.of) });
    try {
      view.judging = await api.getReview(tableId);
    } catch {
      view.judging = null;
      $('judge-status').textContent = t('review.judgeFailed');
      $('judge-btn').hidden = false;
      return;
    }
    if (view.judging.status === 'working') await new Promise(r => setTimeout(r, JUDGING_POLL_MS));
  }
  showJudgement();
}

/** The marks in the move list and each person's accuracy; again after the list is redrawn or reworded. */
export function showJudgement() {
  const judged = view.judging;
  if (!judged || judged.status === 'working') return;
  if (judged.status === 'none') {
    $('judge-status').textContent = t('review.notJudged');
    return;
  }
  let marks = 0;
  for (const m of judged.moves) {
    const li = $('moves').querySelector(`li[data-seq="${m.seq}"]`);
    if (!li || m.mark === 'none') continue;
    marks++;
    li.dataset.mark = m.mark;
    li.querySelector('.mark-sign')?.remove();
    li.append(el('span', { class: 'mark-sign', text: MARK_SIGNS[m.mark], title: t('review.mark.' + m.mark), 'aria-label': t('review.mark.' + m.mark) }));
  }
  const lines = judged.seats.map(s => t('review.seatAccuracy', {
    name: seatName(s.seat), accuracy: num(Math.round(s.accuracy)), inaccuracies: num(s.inaccuracies), mistakes: num(s.mistakes),
    blunders: num(s.blunders),
  }));
  if (!marks) lines.push(t('review.noMarks'));
  $('judge-status').textContent = lines.join('. ');
  $('next-mistake').hidden = !marks;
  const link = $('reviewed-record-link');
  link.href = api.reviewedRecordUrl(tableId);
  link.download = `chautari-${view.game}-${tableId}-review.txt`;
  link.hidden = false;
  const file = view.mod?.download;
  if (file?.reviewedLabel) {
    const fileLink = $('reviewed-game-file-link');
    fileLink.href = api.gameFileUrl(tableId, file.path, true);
    fileLink.download = `chautari-${view.game}-${tableId}-review.${file.extension}`;
    fileLink.dataset.i18n = file.reviewedLabel;
    fileLink.textContent = t(file.reviewedLabel);
    fileLink.hidden = false;
  }
  view.review?.redraw();
}

/** The judged move of this position's event, when it is marked. */
const markedMove = position => position && view.judging?.moves?.find(m => m.seq === position.seq && m.mark !== 'none');

/** At the position where a marked move was chosen: who played it, what it cost and the move the computer prefers. */
function betterMove(positions, i) {
  const judged = markedMove(positions[i + 1]);
  if (!judged) return '';
  return t('review.better', {
    n: i + 1, name: seatName(judged.seat), played: hintWords(judged.move), mark: t('review.mark.' + judged.mark),
    best: num(Math.round(judged.best * 100)), chance: num(Math.round(judged.chance * 100)), better: hintWords(judged.preferred),
  });
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

/**
 * Draws a position of the finished game: its board, the last move's mark and the throw it was played with, and
 * where the next move is marked, the move the computer prefers.
 */
function showReviewed({ position: p, lastThrow, next }) {
  const played = p.kind === 'move' && p.text !== 'pass';
  const judged = markedMove(next);
  view.renderer?.draw(p.board, [], null, {
    lastMove: played ? p.text : null, lastFacts: played ? p.facts : null, lastMoveBy: played ? Number(p.seat) : null,
    animate: false, act: null, seat: null, mine: {},
    toMove: p.toMove ?? null, awaiting: p.awaiting, over: !!p.result, mode: view.held.length > 1 ? 'pass' : view.mode,
    outcome: lastThrow?.text ?? null, throwFacts: lastThrow?.facts ?? null, lastThrowBy: lastThrow ? Number(lastThrow.seat) : null,
    passed: p.kind === 'move' && p.text === 'pass', names: seatNames(), you: soleSeat(), words: w(), hint: null,
    better: judged ? { seat: judged.seat, move: judged.preferred } : null,
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

