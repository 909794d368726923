// The table drawn: the seat cards, the board (the game's board module), the throw button and status line,
// the seal of fair throws, and #table's data-turn and data-seq.
import { el } from '../site.js';
import { t, apply } from '../i18n.js';
import { loadRenderer } from '../catalog.js';
import * as api from '../api.js';
import { setupInvite } from '../invite.js';
import { oneTapMoves, setOneTapMoves } from '../games/common.js';
import { $, view, tableId, seatInfo, holds, levelName, colourName, seatName, seatNames, soleSeat, w, myAction }
  from './state.js';
import { dropPreviewTitle } from './connection.js';
import { doThrow, onMove, askHint, currentHint, renderHint, setupMenu, renderMenu, askRematch } from './actions.js';
import { setupVerifyLink } from './results.js';
import { setupReview, setupGameFile } from './review.js';
import { setupTurnNotice, noticeTurn } from './notice.js';
import { setupReactions } from './reactions.js';
import { clockFor } from './clocks.js';

export async function setupBoard() {
  dropPreviewTitle();
  $('loading').hidden = true;
  renderSeats(); // before the table shows, so the seats never push the board down
  $('table').hidden = false;
  const gameName = t(`games.${view.game}.name`);
  const rules = $('rules-link');
  rules.href = `/rules/${view.game}`;
  rules.textContent = t('table.rules', { game: gameName });
  $('table-title').textContent = gameName;
  setupOneTap();
  setupTurnNotice();
  document.documentElement.dataset.titleExtra = `games.${view.game}.name`;
  document.body.dataset.game = view.game;
  apply(document);
  if (view.mode === 'friends') setupInvite(view.link || api.tableLink(tableId || 'preview'), view.game);
  $('throw-btn').addEventListener('click', doThrow);
  $('hint-btn').addEventListener('click', askHint);
  $('rematch-btn').addEventListener('click', askRematch);
  setupMenu();
  setupReactions();
  $('look-btn').addEventListener('click', () => $('result').close());
  $('show-result-btn').addEventListener('click', () => { if (!$('result').open) $('result').showModal(); });
  setupReview();
  setupSeal();
  view.mod = await loadRenderer(view.game);
  setupVerifyLink();
  setupGameFile();
  renderSeal();
  if (!view.mod.usesThrow || view.mod.throwLabel) $('actions').classList.add('no-strips');
  if (view.mod.throwLabel) { // a game's own words for its throw (dice, shells)
    Object.assign($('throw-btn').dataset, { i18n: view.mod.throwLabel, i18nAttr: 'title:' + view.mod.throwHint });
    apply($('actions'));
  }
  const wrap = $('board');
  const seat = view.held.length === 1 ? view.held[0] : 1;
  view.renderer = view.mod.create(wrap, { options: view.options, players: view.players, seat, t });
  render();
}

export function setTurn(turn) {
  const st = view.state;
  const mine = myAction();
  if (!turn) {
    if (!st) turn = 'loading';
    else if (st.awaiting === 'over' || st.result) turn = 'over';
    else if (mine?.act.throw) turn = 'throw';
    else if (mine) turn = 'move';
    else turn = 'wait';
  }
  $('table').dataset.turn = turn;
  $('table').dataset.seq = st ? st.seq : 0;
}

export function render(info = {}) {
  const st = view.state;
  renderSeats();
  setTurn();
  if (!st) return;
  const mine = myAction();
  const toMove = st.toMove != null ? Number(st.toMove) : null;
  const legal = mine?.act.moves ? mine.act.moves.filter(x => x !== 'pass') : [];
  if (view.renderer) {
    view.renderer.draw(st.board, legal, mine && !mine.act.throw ? onMove : null,
      { lastMove: view.lastMove?.move ?? null, lastFacts: view.lastMove?.facts ?? null, lastMoveBy: view.lastMove?.seat ?? null,
        ...info, act: mine?.act || null, seat: mine?.seat ?? null, mine: view.mine, toMove, awaiting: st.awaiting,
        over: st.awaiting === 'over' || !!st.result, mode: view.held.length > 1 ? 'pass' : view.mode,
        outcome: view.lastOutcome, throwFacts: view.lastThrowFacts, lastThrowBy: view.lastThrower, passed: !!view.lastPass, names: seatNames(),
        you: soleSeat(), words: w(), hint: currentHint(), freshThrow: !!view.freshThrow });
    view.freshThrow = false;
  }
  renderHint();
  renderMenu();
  const thr = $('throw-btn');
  const wasHidden = thr.hidden;
  const throwHadFocus = document.activeElement === thr || view.throwFocused;
  view.throwFocused = false;
  thr.hidden = !mine?.act.throw;
  thr.disabled = false;
  // The throw is made: focus goes on to the board (or to the next throw due here), not lost to the page.
  if (throwHadFocus) { if (thr.hidden) view.renderer?.focus?.(); else thr.focus({ preventScroll: true }); }
  if (!thr.hidden && wasHidden && !document.activeElement?.closest('input, textarea, dialog, .marks')) thr.focus({ preventScroll: true });
  const pass = view.held.length > 1;
  let status;
  const own = view.mod?.statusText?.(st, { mine: view.mine, pass, t, seatName, lastFacts: view.lastMove?.facts ?? null });
  if (st.awaiting === 'over' || st.result) status = $('result-title').textContent || t('table.over');
  else if (own) status = own;
  else if (mine && pass) status = t(mine.act.throw ? 'table.passThrow.' + view.game : 'table.passMove', { name: seatName(mine.seat) });
  else if (mine) status = t(mine.act.throw ? 'table.yourThrow.' + view.game : 'table.yourMove');
  else if (toMove == null) status = t('table.waiting');
  else status = t(st.awaiting === 'throw' ? 'table.theirThrow.' + view.game : 'table.theirMove', { name: seatName(toMove) });
  $('status').textContent = status;
  $('status').title = status;
  $('status').dataset.seat = mine ? mine.seat : (toMove ?? '');
  noticeTurn(!!mine && view.held.length === 1, status);
  view.review?.redraw();
}

export function renderSeats() {
  const st = view.state;
  const box = $('seats');
  const n = Math.max(view.players, view.seats.length);
  box.replaceChildren();
  const now = Date.now();
  for (let s = 1; s <= n; s++) {
    const info = seatInfo(s);
    const comp = info.kind === 'computer';
    const open = info.kind === 'open';
    const conn = comp ? 'bot' : open ? 'open' : info.connected ? 'on' : 'off';
    const connText = comp ? (levelName(s) ? t('table.level', { level: levelName(s) }) : t('table.computer')) : open ? t('table.empty')
      : info.connected ? t('table.connected') : t('table.disconnected');
    const count = view.counts ? view.counts[s] : null;
    const unnamed = !comp && info.name === colourName(s); // a pass-and-play seat left to its colour
    const player = open || unnamed ? null : comp ? t('table.computer')
      : `${info.name || ''}${holds(s) && view.held.length === 1 ? ` (${t('table.you')})` : ''}`;
    const who = player === null ? colourName(s) : `${colourName(s)} · ${player}`;
    const card = el('div', { class: 'seat' + (st && Number(st.toMove) === s && !view.over ? ' to-move' : '') + (view.clock ? ' timed' : ''),
      'data-seat': s, 'data-conn': conn, 'data-level': comp ? info.level : null },
      el('span', { class: `chip seat${s}`, 'aria-hidden': 'true' }),
      el('span', { class: 'who' }, el('span', { class: 'name', title: who }, el('span', { class: 'colour', text: colourName(s) }),
        player === null ? null : [el('span', { class: 'sep', text: ' · ' }), el('span', { class: 'player', text: player })]),
        el('small', {}, el('span', { class: 'conn ' + conn, 'aria-hidden': 'true' }), connText)),
      count != null ? el('span', { class: 'count', text: t(view.mod?.countKey || 'table.pieces', { n: count }) }) : null,
      clockFor(s));
    box.append(card);
  }
  // A seated player may hand a long-gone player's seat to the computer.
  const actions = $('join-actions');
  actions.replaceChildren();
  if (view.held.length && !view.over) {
    for (const [seat, since] of Object.entries(view.awaySince)) {
      const s = Number(seat);
      if (holds(s)) continue;
      const ready = now - since >= view.takeoverAfter * 1000;
      actions.append(el('button', { class: 'btn small secondary', type: 'button', disabled: !ready,
        text: t('table.takeover', { colour: colourName(s) }),
        title: ready ? null : t('table.takeoverWait', { n: view.takeoverAfter }),
        onclick: () => view.socket?.takeover(s) }));
    }
  }
  $('join-panel').hidden = !actions.children.length && view.held.length > 0;
  if (view.mode === 'friends') $('invite').hidden = !view.seats.some(x => x.kind === 'open');
  $('watching').hidden = view.held.length > 0;
}
setInterval(() => { if (Object.keys(view.awaySince).length) renderSeats(); }, 5000);

// ---- fair throws: the seal shown while the game is on, the check once it is over (/verify) ----

function setupSeal() {
  const btn = $('seal-btn');
  btn.addEventListener('click', () => {
    const full = btn.getAttribute('aria-expanded') !== 'true';
    btn.setAttribute('aria-expanded', String(full));
    renderSeal();
  });
  renderSeal();
}

/** "Throws are sealed: SHA-256 ab12cd34…", the whole value on tap and in the title; only in a game with throws. */
export function renderSeal() {
  const c = view.mod?.usesThrow ? view.fairness?.commitment : null;
  $('seal').hidden = !c;
  if (!c) return;
  const btn = $('seal-btn');
  const full = btn.getAttribute('aria-expanded') === 'true';
  btn.textContent = t('table.sealed', { short: full ? c : c.slice(0, 8) + '…' });
  btn.title = t('table.sealedFull', { commitment: c });
}
function setupOneTap() {
  const box = $('one-tap');
  box.checked = oneTapMoves();
  box.addEventListener('change', () => setOneTapMoves(box.checked));
}

