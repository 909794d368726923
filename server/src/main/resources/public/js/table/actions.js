// What a person at the table does: throw, move, ask a hint, resign, offer or answer a draw, take back a move against
// the computer, ask a rematch.
// Everything goes to the server (view.socket: api.TableSocket, or the preview's stand-in).
import { t } from '../i18n.js';
import * as api from '../api.js';
import { $, view, tableId, preview, holds, isComputer, seatName, myAction, say, unannounce } from './state.js';
import { render, setTurn } from './board.js';
import { fromTo } from './events.js';

export function doThrow() {
  const btn = $('throw-btn');
  if (btn.hidden || btn.disabled) return;
  finishAnimations();
  view.review?.toLive();
  view.throwFocused = document.activeElement === btn;
  btn.disabled = true;
  setTurn('sent');
  if (!view.socket?.throwStrips()) { btn.disabled = false; setTurn(); }
}

/** An animation never holds a tap back: what the board still has to show is shown at its end at once. */
function finishAnimations() {
  view.renderer?.finish?.();
  for (const a of $('board').getAnimations({ subtree: true })) {
    if (a.effect?.getComputedTiming().endTime !== Infinity) a.finish();
  }
}

/** A move for this browser's seat; a game that acts for one of several held seats (stakes) names it. */
export function onMove(move, seat) {
  setTurn('sent');
  const mine = myAction();
  const s = seat ?? (mine ? mine.seat : undefined);
  if (!view.socket?.move(move, view.held.length > 1 ? s : undefined)) setTurn();
}

// ---- hints ----

/** A person may ask for a hint at a table against the computer or in pass-and-play, when a move (not a throw) is theirs. */
function canHint() {
  return !preview && !view.over && view.held.length > 0 && ['computer', 'pass'].includes(view.mode)
    && Object.values(view.mine || {}).some(a => a && (a.stake || (a.moves || []).some(x => x !== 'pass')));
}

/** The seat a hint is for: the one awaited, or among several (stakes at a shared screen) the one the board shows. */
function hintSeat() {
  const awaited = Object.entries(view.mine || {}).filter(([, a]) => a && !a.throw).map(([s]) => Number(s));
  return awaited.length === 1 ? awaited[0] : view.renderer?.activeSeat?.() ?? awaited[0];
}

export function askHint() {
  if (!canHint() || view.hintAsked) return;
  if (view.socket?.hint(hintSeat())) view.hintAsked = true;
  renderHint();
}

export function onHint(m) {
  view.hintAsked = false;
  if (view.state && m.seq === view.state.seq) view.hint = { seq: m.seq, seat: Number(m.seat), move: m.move };
  render();
  if (currentHint()) { unannounce(); say($('hint-text').textContent); }
}

/** The hint for the position on the board now, or null once the table has moved on. */
export function currentHint() {
  return view.hint && view.state && view.hint.seq === view.state.seq && canHint() ? view.hint : null;
}

/** A move in the words a hint gives it. */
export function hintWords(move) {
  if (view.mod?.hintText) return view.mod.hintText(move, t);
  const parts = fromTo(move);
  return parts ? t('board.targetLabel', parts) : move;
}

export function renderHint() {
  $('hint-row').hidden = !canHint();
  const btn = $('hint-btn');
  btn.disabled = view.hintAsked;
  btn.textContent = t(view.hintAsked ? 'table.hintThinking' : 'table.hint');
  const hint = currentHint();
  $('hint-text').textContent = hint ? t('table.hintShown', { move: hintWords(hint.move) }) : '';
}

// ---- the game menu: resign, offer a draw, answer one ----

export function setupMenu() {
  $('resign-btn').addEventListener('click', () => {
    const seat = resignSeat();
    const partnered = view.mod?.partnerOf?.(seat, view.players, view.options.partners !== false);
    const everyoneElse = view.players > 2 && !partnered ? 'All' : '';
    $('resign-question').textContent = view.held.length === 1 ? t('menu.resignAsk' + everyoneElse)
      : t('menu.resignAskFor' + everyoneElse, { name: seatName(seat) });
    $('resign-confirm').dataset.seat = seat;
    $('resign-confirm').hidden = false;
    $('menu-buttons').hidden = true;
    $('resign-no').focus();
  });
  const closeConfirm = () => { $('resign-confirm').hidden = true; $('menu-buttons').hidden = false; };
  $('resign-no').addEventListener('click', closeConfirm);
  $('resign-yes').addEventListener('click', () => {
    const seat = Number($('resign-confirm').dataset.seat);
    view.socket?.resign(view.held.length > 1 ? seat : undefined);
    closeConfirm();
  });
  $('draw-btn').addEventListener('click', () => view.socket?.draw('offer', view.held.length > 1 ? resignSeat() : undefined));
  $('takeback-btn').addEventListener('click', () => view.socket?.takeback());
  $('draw-accept').addEventListener('click', () => view.socket?.draw('accept'));
  $('draw-decline').addEventListener('click', () => view.socket?.draw('decline'));
  $('takeback-accept').addEventListener('click', () => view.socket?.takeback('accept'));
  $('takeback-decline').addEventListener('click', () => view.socket?.takeback('decline'));
}

/** The seat a resignation or draw offer is for: ours, or at a shared screen the one to act. */
function resignSeat() {
  if (view.held.length === 1) return view.held[0];
  const toMove = view.state?.toMove != null ? Number(view.state.toMove) : null;
  return holds(toMove) ? toMove : hintSeat() ?? view.held[0];
}

export function renderMenu() {
  const st = view.state;
  const playing = st && st.status === 'playing' && !st.result;
  const menu = $('game-menu');
  menu.hidden = !!preview || !playing || !view.held.some(s => !isComputer(s));
  if (menu.hidden) return;
  const by = st.drawOffer != null ? Number(st.drawOffer) : null;
  const toMe = by != null && view.held.some(s => s !== by);
  $('draw-btn').hidden = !st.drawAllowed || by != null;
  const asker = st.takebackAsk != null ? Number(st.takebackAsk) : null;
  const askedOfMe = asker != null && view.held.some(s => s !== asker);
  $('takeback-btn').hidden = !(view.mode === 'computer' || view.mode === 'friends' && view.players === 2) || asker != null;
  $('takeback-btn').disabled = view.takebackRefused;
  $('takeback-answer').hidden = !askedOfMe;
  $('takeback-ask-text').textContent = askedOfMe ? t('menu.takebackAsked', { name: seatName(asker) }) : '';
  $('draw-btn').disabled = view.drawRefused;
  $('draw-answer').hidden = !toMe;
  $('draw-offer-text').textContent = toMe ? t('menu.drawOffered', { name: seatName(by) }) : '';
  $('menu-note').textContent = by != null && !toMe ? t('menu.drawWaiting')
    : asker != null && !askedOfMe ? t('menu.takebackWaiting')
    : view.takebackRefused ? t('menu.takebackRefused')
    : view.drawRefused && st.drawAllowed ? t('menu.drawRefused') : '';
}

export function askRematch() {
  if (view.next) return goToRematch();
  if (preview) return;
  view.socket?.rematch();
  $('rematch-btn').disabled = true;
  $('result-note').textContent = t('result.rematchAsked');
}

/** The rematch keeps every seat's token, with every seat moved on (its event says where): carry ours over and sit down. */
export function goToRematch() {
  const saved = api.savedSeat(tableId);
  const moved = s => Number((view.rematchSeats || {})[s] ?? s);
  if (saved) api.saveSeat(view.next, { seat: moved(saved.seat), seats: saved.seats.map(moved), token: saved.token });
  view.socket?.close();
  location.href = `/table/${encodeURIComponent(view.next)}`;
}

