// Byapar: the ring of forty squares from Kanchanpur to Kathmandu, drawn from docs/protocol.md's board
// {"seats": {...}, "places": {"s7": {owner, houses, mortgaged}}, "current", "phase", "dice", "offer", "debts", "round", ...}.
// s0 (Start) is the bottom right corner and tokens travel left along the bottom, up the left side, along the top and
// down the right side. Moves (docs/rules/byapar.md#notation): buy, decline, build:sN, sell:sN, mortgage:sN,
// unmortgage:sN, trade:K:give=ITEMS:take=ITEMS, accept, refuse, pay-fine, use-card, roll, end. The page never gets
// the offers listed: the seat's `trades` (what each seat could put in one) come beside its moves, and the trade panel
// writes the offer in its one canonical form.
import { svg, rovingTabStop, roveByKey, keepFocusOn, ensureGameCss } from './common.js';
import { num, currentLang } from '../i18n.js';
import { game } from '../catalog.js';

export const usesThrow = true;
/** @type {import('../sound.js').ThrowSound} */
export const throwSound = 'dice';
export const throwLabel = 'byapar.throw';
export const throwHint = 'byapar.throwHint';
export const countKey = 'byapar.cashShort';

const U = 100; // one square
const SIZE = 11 * U;
/** Each group's colour on the board (docs/rules/byapar.md#board). */
export const GROUP_COLOURS = { A: '#7a1f2b', B: '#6fb7e0', C: '#7b4fa8', D: '#e07a1f', E: '#e8c21c', F: '#1f8a84', G: '#2f7d3a', H: '#c0182f' };
const ACTIONS = ['buy', 'decline', 'pay-fine', 'use-card', 'roll', 'accept', 'refuse', 'end'];
const ON_SQUARE = ['build', 'sell', 'mortgage', 'unmortgage'];

/** The forty squares as the catalogue gives them: id, name, ne, kind, group, price, rent, house, mortgage, unmortgage, tax. */
function squares() { return game('byapar')?.constants?.squares || []; }
const sqNum = id => Number(String(id).slice(1));
/** A square's name in the page's language. */
export function squareName(id) {
  const s = squares()[sqNum(id)];
  if (!s) return String(id);
  return currentLang() === 'ne' ? s.ne : s.name;
}
/** A sum of money in the page's words and digits ("Rs 150", "रु १५०"). */
const rs = (t, n) => t('byapar.rs', { n: Number(n) });

/** Where square i lies on the ring, in squares from the top left corner, and the side it is on (0 bottom, 1 left, 2 top, 3 right). */
export function ringAt(i) {
  if (i <= 10) return { x: 10 - i, y: 10, side: 0 };
  if (i <= 20) return { x: 0, y: 20 - i, side: 1 };
  if (i <= 30) return { x: i - 20, y: 0, side: 2 };
  return { x: 10, y: i - 30, side: 3 };
}

export function countPieces(board) {
  const out = {};
  for (const [s, v] of Object.entries(board?.seats || {})) out[s] = v.out ? 0 : v.money;
  return out;
}

/** An offer's parts: {to, give: {squares, cards, money}, take: {...}}; null for any other move. */
export function parseTrade(move) {
  const m = /^trade:(\d):give=([^:]+):take=([^:]+)$/.exec(move || '');
  if (!m) return null;
  const items = text => {
    const out = { squares: [], cards: [], money: 0 };
    for (const x of text.split(',')) {
      if (/^s\d+$/.test(x)) out.squares.push(x);
      else if (/^[LC]\d+$/.test(x)) out.cards.push(x);
      else out.money = Number(x);
    }
    return out;
  };
  return { to: Number(m[1]), give: items(m[2]), take: items(m[3]) };
}
/** The canonical offer (rule 19): squares by number, then cards, then money. */
export function tradeMove(to, give, take) {
  const items = side => [...side.squares].sort((a, b) => sqNum(a) - sqNum(b))
    .concat([...side.cards].sort()).concat(side.money > 0 ? [String(side.money)] : []).join(',');
  return `trade:${to}:give=${items(give)}:take=${items(take)}`;
}
/** An offer's side in words: its places, cards and money, or "nothing". */
function itemsText(side, t) {
  const parts = side.squares.map(squareName).concat(side.cards.map(() => t('byapar.outCard'))).concat(side.money ? [rs(t, side.money)] : []);
  return parts.length ? parts.join(', ') : t('byapar.nothing');
}

// ---- hooks the table page calls ----

/** A throw in words: the two dice, or the card drawn. */
export function throwText(outcome, t) {
  if (/^[LC]\d+$/.test(outcome || '')) return t('byapar.card.' + outcome);
  const [a, b] = String(outcome || '').split('').map(Number);
  return t('byapar.diceText', { a, b, n: a + b });
}
export function throwLog(outcome, seat, w) {
  if (/^[LC]\d+$/.test(outcome || '')) {
    return w.of('byapar.log.card', seat, { deck: w.t('byapar.deck.' + outcome[0]), card: w.t('byapar.card.' + outcome) });
  }
  const [a, b] = String(outcome).split('').map(Number);
  return w.of(a === b ? 'byapar.log.doubles' : 'byapar.log.dice', seat, { a, b, n: a + b });
}
export function moveLog(move, seat, w) {
  const t = w.t;
  const trade = parseTrade(move);
  if (trade) {
    return w.of('byapar.log.offer', seat, { other: w.nameOf(trade.to), give: itemsText(trade.give, t), take: itemsText(trade.take, t) });
  }
  const [kind, sq] = String(move).split(':');
  if (ON_SQUARE.includes(kind) && sq) return w.of('byapar.log.' + kind, seat, { place: squareName(sq) });
  if (ACTIONS.includes(kind)) return w.of('byapar.log.' + kind, seat);
  return w.of('log.moveText', seat, { move });
}
export function hintText(move, t) {
  const trade = parseTrade(move);
  if (trade) return t('byapar.hint.offer', { give: itemsText(trade.give, t), take: itemsText(trade.take, t) });
  const [kind, sq] = String(move).split(':');
  if (ON_SQUARE.includes(kind) && sq) return t('byapar.hint.' + kind, { place: squareName(sq) });
  return ACTIONS.includes(kind) ? t('byapar.act.' + kind) : move;
}

/** The status line of the phases the table's own words do not say: a card to draw, a square to buy, money to raise, an offer, jail. */
export function statusText(st, { mine, pass, t, seatName }) {
  const b = st?.board;
  if (!b || st.awaiting === 'over') return null;
  const cur = Number(b.current);
  const me = Object.keys(mine || {}).map(Number).find(s => mine[s]);
  const here = b.seats?.[cur]?.square;
  const say = (key, s, vars = {}) => !pass && me === s ? t(key + '.you', vars) : t(key + '.other', { ...vars, name: seatName(s) });
  switch (b.phase) {
    case 'card': return say('byapar.status.card', cur, { deck: t('byapar.deck.' + (['s8', 's23', 's32'].includes('s' + here) ? 'L' : 'C')) });
    case 'buy': return say('byapar.status.buy', cur, { place: squareName('s' + here), price: rs(t, squares()[here]?.price ?? 0) });
    case 'jail': return say('byapar.status.jail', cur);
    case 'raise': {
      const d = b.debts?.[0];
      return d ? say('byapar.status.raise', Number(d.seat), { amount: rs(t, d.amount) }) : null;
    }
    case 'offer': return b.offer ? say('byapar.status.offer', Number(b.offer.to), { from: seatName(cur) }) : null;
    case 'after': return say('byapar.status.after', cur);
    default: return null;
  }
}

/** The winner (or those sharing the win) and every seat's worth, the richest first. */
export function result(res, { t, words: w, you, players }) {
  const won = (res.winners || []).map(Number);
  const title = res.draw || !won.length ? t('byapar.result.draw')
    : won.length > 1 ? t('byapar.result.shared', { names: won.map(w.who).join(', ') })
      : won[0] === you ? t('result.youWin') : t('result.wins', { name: w.nameOf(won[0]) });
  const worth = /** @type {Record<string, number>} */ (res.worth || {});
  const lines = [];
  if (res.reason === 'bankruptcy' || res.reason === 'rounds') lines.push({ text: t('byapar.result.' + res.reason, { n: Number(res.rounds || 0) }) });
  const seats = Array.from({ length: players }, (_, i) => i + 1).sort((a, b) => (worth[b] ?? 0) - (worth[a] ?? 0) || a - b);
  seats.forEach((s, i) => lines.push({ cls: 'byapar-worth' + (won.includes(s) ? ' winner' : ''),
    text: t('byapar.result.worth', { place: num(i + 1), name: w.who(s), worth: rs(t, worth[s] ?? 0) }) }));
  return { title, lines };
}

const reduceMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
const el = (tag, attrs = {}, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'text') e.textContent = v;
    else if (k === 'style') for (const d of String(v).split(';')) { const [p, x] = d.split(':'); e.style.setProperty(p.trim(), x.trim()); } // CSSOM: no inline style under the page's CSP
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const k of kids.flat()) if (k) e.append(k);
  return e;
};

/** Two dice as drawn in the middle of the board. */
function diceEl(outcome, fresh) {
  const box = el('div', { class: 'byapar-dice' + (fresh ? ' fresh' : ''), 'aria-hidden': 'true' });
  const pips = { 1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
    5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]] };
  for (const d of String(outcome).split('').map(Number)) {
    const s = svg('svg', { viewBox: '0 0 48 48', class: 'die', 'data-face': d });
    svg('rect', { x: 3, y: 3, width: 42, height: 42, rx: 9, class: 'die-body' }, s);
    for (const [x, y] of pips[d] || []) svg('circle', { cx: 24 + x * 11, cy: 24 + y * 11, r: 4.4, class: 'pip' }, s);
    box.append(s);
  }
  return box;
}

/**
 * create(container, {seat, t}) -> renderer: the ring of squares, the tokens, owners' marks and buildings; in the middle
 * the dice or card, the phase and its actions; a tap on a square opens its card; the trade panel.
 * @param {HTMLElement} container
 * @param {import('./board-module').CreateOptions} [opts]
 */
export function create(container, { t = k => k, options = {} } = {}) {
  ensureGameCss('byapar');
  container.replaceChildren();
  container.classList.add('byapar-wrap');
  const frame = el('div', { class: 'byapar-frame' });
  container.append(frame);
  const root = svg('svg', { viewBox: `0 0 ${SIZE} ${SIZE}`, class: 'board byapar', role: 'group' });
  frame.append(root);
  const ring = svg('g', { class: 'ring' }, root);
  const tokenLayer = svg('g', { class: 'tokens', 'aria-hidden': 'true' }, root);
  const markLayer = svg('g', { class: 'marks' }, root);
  const centre = el('div', { class: 'byapar-centre' });
  const info = el('div', { class: 'byapar-info' });
  const actions = el('div', { class: 'marks byapar-actions' });
  centre.append(info, actions);
  const card = el('div', { class: 'byapar-card', hidden: true, role: 'dialog', 'aria-modal': 'false' });
  frame.append(centre, card);
  const trade = el('div', { class: 'byapar-trade', hidden: true, role: 'dialog', 'aria-modal': 'false' });
  container.append(trade);

  let boardNow = null, legal = [], onMoveFn = null, mover = null, act = null, names = {}, lang = '', openSq = null;
  let tradeDraft = null;

  const owner = id => boardNow?.places?.[id];
  const seatWord = s => names[s] ?? t('colour.' + s);

  function squareLabel(i) {
    const q = squares()[i] || {};
    const id = 's' + i;
    const p = owner(id);
    const parts = [squareName(id)];
    if (q.price) parts.push(rs(t, q.price));
    if (p) {
      parts.push(t('byapar.ownedBy', { name: seatWord(p.owner) }));
      if (p.houses) parts.push(p.houses === 5 ? t('byapar.hotel') : t('byapar.houses', { n: p.houses }));
      if (p.mortgaged) parts.push(t('byapar.mortgaged'));
    }
    return parts.join(', ');
  }

  // ---- the ring, drawn once a language ----
  function drawRing() {
    ring.replaceChildren();
    svg('rect', { x: 0, y: 0, width: SIZE, height: SIZE, rx: 14, class: 'bg' }, ring);
    svg('rect', { x: U, y: U, width: 9 * U, height: 9 * U, class: 'middle' }, ring);
    squares().forEach((q, i) => {
      const { x, y, side } = ringAt(i);
      const g = svg('g', { class: `sq kind-${q.kind}`, 'data-sq': q.id, transform: `translate(${x * U} ${y * U})` }, ring);
      svg('rect', { x: 1, y: 1, width: U - 2, height: U - 2, class: 'cell' }, g);
      if (q.group && GROUP_COLOURS[q.group]) {
        // The group's band along the inner edge.
        const band = [{ x: 1, y: 1, width: U - 2, height: 24 }, { x: U - 25, y: 1, width: 24, height: U - 2 },
          { x: 1, y: U - 25, width: U - 2, height: 24 }, { x: 1, y: 1, width: 24, height: U - 2 }][side];
        svg('rect', { ...band, class: 'band', fill: GROUP_COLOURS[q.group] }, g);
      }
      const icon = { start: '→', community: '♥', luck: '?', tax: '%', transport: '⇄', utility: '⚡', jail: '▦', rest: '☂', 'go-to-jail': '⇲' }[q.kind];
      // The name clear of the band: beside it on the left and right sides, under or over it on the others.
      const banded = !!q.group && !!GROUP_COLOURS[q.group];
      const nx = banded && side === 1 ? 38 : banded && side === 3 ? 62 : U / 2;
      const room = banded && side % 2 ? 70 : 88;
      if (icon) svg('text', { x: U / 2, y: 50, class: 'icon' }, g).textContent = icon;
      const name = squareName(q.id);
      const label = svg('text', { x: nx, y: icon ? 82 : side === 0 ? 56 : 52, class: 'name' }, g);
      label.textContent = name;
      if (name.length * 10.5 > room) { label.setAttribute('textLength', String(room)); label.setAttribute('lengthAdjust', 'spacingAndGlyphs'); }
      svg('g', { class: 'state' }, g);
    });
    svg('title', {}, ring).textContent = t('byapar.boardTitle');
  }

  /** Owners' marks, buildings and mortgages on every held square. */
  function drawHoldings() {
    for (const g of ring.querySelectorAll('.sq')) {
      const id = g.getAttribute('data-sq'), i = sqNum(id), p = owner(id);
      const layer = g.querySelector('.state');
      layer.replaceChildren();
      g.classList.toggle('held', !!p);
      g.classList.toggle('mortgaged', !!p?.mortgaged);
      if (!p) continue;
      const { side } = ringAt(i);
      // The owner's mark: a disc in its colour with its seat's number, in the outer corner.
      const at = [{ x: 80, y: 80 }, { x: 20, y: 80 }, { x: 20, y: 20 }, { x: 80, y: 20 }][side];
      const m = svg('g', { class: `owner seat${p.owner}`, 'data-owner': p.owner }, layer);
      svg('circle', { cx: at.x, cy: at.y, r: 15, class: 'disc' }, m);
      svg('text', { x: at.x, y: at.y + 7, class: 'letter' }, m).textContent = num(p.owner);
      if (p.mortgaged) svg('path', { d: 'M8 8L92 92M92 8L8 92', class: 'mortgage-cross' }, layer);
      if (p.houses) {
        const along = side % 2 === 0;
        if (p.houses === 5) {
          svg('rect', along ? { x: 28, y: side === 0 ? 4 : 78, width: 44, height: 18, rx: 3, class: 'hotel' }
            : { x: side === 1 ? 78 : 4, y: 28, width: 18, height: 44, rx: 3, class: 'hotel' }, layer);
        } else {
          for (let h = 0; h < p.houses; h++) {
            const o = 8 + h * 22;
            svg('rect', along ? { x: o, y: side === 0 ? 5 : 79, width: 16, height: 16, rx: 2, class: 'house' }
              : { x: side === 1 ? 79 : 5, y: o, width: 16, height: 16, rx: 2, class: 'house' }, layer);
          }
        }
      }
    }
  }

  /** Each seat's token: a disc in its colour with its seat's number; those sharing a square side by side. */
  function drawTokens(b, infoNow) {
    tokenLayer.replaceChildren();
    const on = new Map();
    for (const [s, v] of Object.entries(b.seats || {})) {
      if (v.out || v.square == null) continue;
      if (!on.has(v.square)) on.set(v.square, []);
      on.get(v.square).push(Number(s));
    }
    for (const [sq, seats] of on) {
      const { x, y } = ringAt(sq);
      seats.forEach((s, k) => {
        const rows = seats.length > 3 ? 2 : 1, across = Math.ceil(seats.length / rows);
        const cx = x * U + U / 2 + ((k % across) - (across - 1) / 2) * 27, cy = y * U + (rows === 1 ? 52 : 36 + Math.floor(k / across) * 30);
        const g = svg('g', { class: `token seat${s}` + (Number(b.current) === s ? ' to-move' : '') + (b.seats[s].jail ? ' in-jail' : ''),
          'data-seat': s, 'data-square': sq }, tokenLayer);
        svg('circle', { cx, cy, r: seats.length > 3 ? 15 : 21, class: 'disc' }, g);
        svg('text', { x: cx, y: cy + 8, class: 'letter' }, g).textContent = num(s);
      });
    }
    const moved = infoNow.animate || infoNow.freshThrow;
    if (moved && !reduceMotion()) for (const g of tokenLayer.querySelectorAll(`.token[data-seat="${b.current}"]`)) g.classList.add('arrived');
  }

  /** The moves of this browser's seat on each square. */
  const movesOn = id => legal.filter(m => m.split(':')[1] === id && ON_SQUARE.includes(m.split(':')[0]));

  function play(move) {
    const f = onMoveFn;
    if (!f) return;
    const hadFocus = frame.contains(document.activeElement) || trade.contains(document.activeElement);
    onMoveFn = null; legal = [];
    closeCard(); closeTrade();
    renderMarks(); renderActions();
    if (hadFocus || document.activeElement === document.body) keepFocusOn(root);
    f(move);
  }

  // ---- squares: every square opens its card; those with moves of this seat are marked ----
  let focusSq = null;
  const sqItems = () => [...markLayer.querySelectorAll('.sq-hit')];
  function renderMarks() {
    const had = markLayer.contains(document.activeElement) ? document.activeElement.getAttribute('data-sq') : null;
    markLayer.replaceChildren();
    squares().forEach((q, i) => {
      const { x, y } = ringAt(i);
      const moves = onMoveFn ? movesOn(q.id) : [];
      const g = svg('g', { class: 'sq-hit' + (moves.length ? ' movable' : ''), tabindex: -1, role: 'button', 'data-sq': q.id,
        'aria-label': squareLabel(i) + (moves.length ? ' · ' + t('byapar.canAct') : '') }, markLayer);
      svg('rect', { x: x * U + 2, y: y * U + 2, width: U - 4, height: U - 4, rx: 6, class: 'ring-mark' }, g);
      g.addEventListener('click', e => { e.stopPropagation(); focusSq = q.id; openCard(q.id); });
    });
    const items = sqItems();
    rovingTabStop(items, items.find(g => g.getAttribute('data-sq') === (had || focusSq)) || items.find(g => g.classList.contains('movable')));
    if (had) items.find(g => g.getAttribute('data-sq') === had)?.focus({ preventScroll: true });
  }
  markLayer.addEventListener('keydown', e => {
    const g = e.target.closest('.sq-hit');
    if ((e.key === 'Enter' || e.key === ' ') && g) { e.preventDefault(); focusSq = g.getAttribute('data-sq'); openCard(focusSq); }
    else roveByKey(e, sqItems());
  });

  // ---- a square's card ----
  function openCard(id) {
    openSq = id;
    const i = sqNum(id), q = squares()[i] || {}, p = owner(id);
    card.replaceChildren();
    card.hidden = false;
    card.setAttribute('aria-label', squareName(id));
    const head = el('div', { class: 'card-head', style: q.group && GROUP_COLOURS[q.group] ? `--band:${GROUP_COLOURS[q.group]}` : null },
      el('h3', { text: squareName(id) }));
    card.append(head);
    const rows = el('dl', { class: 'card-rows' });
    const row = (k, v) => rows.append(el('dt', { text: k }), el('dd', { text: v }));
    if (q.price) row(t('byapar.price'), rs(t, q.price));
    if (q.kind === 'place') {
      const labels = [t('byapar.rent0'), ...[1, 2, 3, 4].map(n => t('byapar.houses', { n })), t('byapar.hotel')];
      q.rent.forEach((r, k) => row(labels[k], rs(t, r)));
      row(t('byapar.houseCost'), rs(t, q.house));
    } else if (q.kind === 'transport') {
      row(t('byapar.rentTransport'), [30, 60, 120, 200].map(n => rs(t, n)).join(' / '));
    } else if (q.kind === 'utility') {
      row(t('byapar.rentUtility'), t('byapar.utilityTimes', { one: 4, both: 10 }));
    } else if (q.kind === 'tax') {
      row(t('byapar.tax'), rs(t, q.tax));
    } else {
      card.append(el('p', { class: 'card-note', text: t('byapar.about.' + q.kind) }));
    }
    if (q.mortgage) row(t('byapar.mortgageValue'), rs(t, q.mortgage));
    row(t('byapar.owner'), p ? seatWord(p.owner) : q.price ? t('byapar.bank') : '–');
    if (p && q.kind === 'place') row(t('byapar.built'), p.houses === 5 ? t('byapar.hotel') : t('byapar.houses', { n: p.houses }));
    if (p?.mortgaged) row(t('byapar.mortgaged'), rs(t, q.unmortgage) + ' ' + t('byapar.toLift'));
    if (rows.childElementCount) card.append(rows);
    const moves = onMoveFn ? movesOn(id) : [];
    const buttons = el('div', { class: 'marks card-moves' });
    for (const m of moves) {
      const kind = m.split(':')[0];
      const cost = kind === 'build' ? q.house : kind === 'sell' ? q.house / 2 : kind === 'mortgage' ? q.mortgage : q.unmortgage;
      const b = el('button', { type: 'button', class: `target btn ${kind === 'build' || kind === 'unmortgage' ? 'primary' : ''}`,
        'data-move': m, text: t('byapar.act.' + kind, { amount: rs(t, cost) }) });
      b.addEventListener('click', e => { e.stopPropagation(); play(m); });
      buttons.append(b);
    }
    const close = el('button', { type: 'button', class: 'btn close', text: t('byapar.close') });
    close.addEventListener('click', () => { closeCard(); sqItems().find(g => g.getAttribute('data-sq') === id)?.focus(); });
    buttons.append(close);
    card.append(buttons);
    (buttons.querySelector('button.target') || close).focus({ preventScroll: true });
  }
  function closeCard() { openSq = null; card.hidden = true; card.replaceChildren(); }
  card.addEventListener('keydown', e => { if (e.key === 'Escape') { const id = openSq; closeCard(); sqItems().find(g => g.getAttribute('data-sq') === id)?.focus(); } });

  // ---- the middle: round, dice or card, what is asked, and the actions ----
  function renderInfo(b, infoNow) {
    info.replaceChildren();
    const limit = Number(options?.rounds) || 0;
    info.append(el('p', { class: 'byapar-round', text: limit ? t('byapar.roundOf', { n: Number(b.round), of: limit }) : t('byapar.round', { n: Number(b.round) }) }));
    const out = infoNow.outcome;
    const fresh = !!infoNow.freshThrow && !reduceMotion();
    if (out && /^[LC]\d+$/.test(out)) {
      const c = el('div', { class: `byapar-drawn deck-${out[0]}` + (fresh ? ' fresh' : '') },
        el('span', { class: 'deck', text: t('byapar.deck.' + out[0]) }), el('span', { class: 'card-text', text: t('byapar.card.' + out) }),
        el('span', { class: 'card-does', text: t('byapar.cardDoes.' + out) }));
      info.append(c);
    } else if (out && /^[1-6]{2}$/.test(out)) {
      const row = el('div', { class: 'byapar-throw' }, diceEl(out, fresh), el('span', { class: 'dice-sum', text: throwText(out, t) }));
      info.append(row);
    }
    if (b.offer) {
      const o = parseTrade(b.offer.move);
      if (o) {
        const from = Number(b.current);
        info.append(el('div', { class: 'byapar-offer' },
          el('p', { text: t('byapar.offerFrom', { from: seatWord(from), to: seatWord(o.to) }) }),
          el('p', { text: t('byapar.offerGives', { name: seatWord(from), items: itemsText(o.give, t) }) }),
          el('p', { text: t('byapar.offerGives', { name: seatWord(o.to), items: itemsText(o.take, t) }) })));
      }
    }
    const debt = b.debts?.[0];
    if (b.phase === 'raise' && debt) {
      info.append(el('p', { class: 'byapar-debt', text: t('byapar.debt', { name: seatWord(Number(debt.seat)), amount: rs(t, debt.amount),
        to: Number(debt.to) ? seatWord(Number(debt.to)) : t('byapar.bank') }) }));
    }
  }

  function renderActions() {
    actions.replaceChildren();
    if (!onMoveFn) return;
    const here = boardNow?.seats?.[mover]?.square;
    const price = squares()[here]?.price;
    for (const m of legal.filter(x => ACTIONS.includes(x))) {
      const b = el('button', { type: 'button', class: 'movable btn' + (['buy', 'accept', 'end', 'pay-fine'].includes(m) ? ' primary' : ''),
        'data-move': m, text: t('byapar.act.' + m, { amount: rs(t, m === 'buy' ? price : 50) }) });
      b.addEventListener('click', () => play(m));
      actions.append(b);
    }
    const trades = act?.trades;
    if (trades && trades.left > 0) {
      const b = el('button', { type: 'button', class: 'btn trade-open', text: t('byapar.trade', { n: Number(trades.left) }) });
      b.addEventListener('click', () => openTrade());
      actions.append(b);
    }
    if (legal.some(m => ON_SQUARE.includes(m.split(':')[0]))) actions.append(el('p', { class: 'byapar-tip', text: t('byapar.tapSquare') }));
  }

  // ---- the trade panel ----
  function openTrade() {
    const trades = act?.trades;
    if (!trades) return;
    const others = Object.keys(trades.seats).map(Number).filter(s => s !== mover);
    tradeDraft = { to: tradeDraft?.to && others.includes(tradeDraft.to) ? tradeDraft.to : others[0],
      give: { squares: [], cards: [], money: 0 }, take: { squares: [], cards: [], money: 0 } };
    renderTrade();
    trade.hidden = false;
    trade.querySelector('input, button')?.focus();
  }
  function closeTrade() { trade.hidden = true; trade.replaceChildren(); }
  trade.addEventListener('keydown', e => { if (e.key === 'Escape') { closeTrade(); actions.querySelector('.trade-open')?.focus(); } });

  function renderTrade() {
    const trades = act?.trades;
    const d = tradeDraft;
    if (!trades || !d) return;
    trade.replaceChildren();
    trade.setAttribute('aria-label', t('byapar.tradeTitle'));
    trade.append(el('h3', { text: t('byapar.tradeTitle') }));
    const who = el('fieldset', { class: 'trade-who' }, el('legend', { text: t('byapar.tradeWith') }));
    for (const s of Object.keys(trades.seats).map(Number).filter(x => x !== mover)) {
      const input = el('input', { type: 'radio', name: 'trade-to', value: String(s), checked: s === d.to });
      input.addEventListener('change', () => { d.to = s; d.take = { squares: [], cards: [], money: 0 }; renderTrade(); });
      who.append(el('label', { class: `seat-pick seat${s}` }, input, el('span', { class: 'chip' }), el('span', { text: seatWord(s) })));
    }
    trade.append(who);
    const sides = el('div', { class: 'trade-sides' });
    const column = (side, seat, key) => {
      const have = trades.seats[seat] || { squares: [], cards: [], money: 0 };
      const box = el('fieldset', { class: 'trade-side', 'data-side': key }, el('legend', { text: t('byapar.' + key, { name: seatWord(seat) }) }));
      for (const id of have.squares) {
        const input = el('input', { type: 'checkbox', value: id, checked: side.squares.includes(id) });
        input.addEventListener('change', () => {
          side.squares = input.checked ? [...side.squares, id] : side.squares.filter(x => x !== id); check();
        });
        const q = squares()[sqNum(id)];
        box.append(el('label', { class: 'item' }, input, el('span', { class: 'swatch', style: `background:${GROUP_COLOURS[q?.group] || '#8a7a60'}` }),
          el('span', { text: squareName(id) + (owner(id)?.mortgaged ? ' · ' + t('byapar.mortgaged') : '') })));
      }
      for (const c of have.cards) {
        const input = el('input', { type: 'checkbox', value: c, checked: side.cards.includes(c) });
        input.addEventListener('change', () => { side.cards = input.checked ? [...side.cards, c] : side.cards.filter(x => x !== c); check(); });
        box.append(el('label', { class: 'item' }, input, el('span', { text: t('byapar.outCard') })));
      }
      if (!have.squares.length && !have.cards.length) box.append(el('p', { class: 'none', text: t('byapar.nothingToTrade') }));
      const money = el('input', { type: 'number', min: '0', max: String(have.money), step: '10', inputmode: 'numeric', value: side.money ? String(side.money) : '',
        'aria-label': t('byapar.moneyOf', { name: seatWord(seat), most: rs(t, have.money) }) });
      money.addEventListener('input', () => { side.money = Math.max(0, Math.min(have.money, Math.floor(Number(money.value) || 0))); check(); });
      box.append(el('label', { class: 'money' }, el('span', { text: t('byapar.money') }), money));
      return box;
    };
    sides.append(column(d.give, mover, 'youGive'), column(d.take, d.to, 'youTake'));
    trade.append(sides);
    const note = el('p', { class: 'trade-note', 'aria-live': 'polite' });
    const send = el('button', { type: 'button', class: 'btn primary trade-send', text: t('byapar.send') });
    const cancel = el('button', { type: 'button', class: 'btn trade-cancel', text: t('byapar.cancel') });
    send.addEventListener('click', () => { if (check()) play(tradeMove(d.to, d.give, d.take)); });
    cancel.addEventListener('click', () => { closeTrade(); actions.querySelector('.trade-open')?.focus(); });
    trade.append(note, el('div', { class: 'trade-buttons' }, cancel, send));
    /** Rule 19: something each side, money on one side at most. */
    function check() {
      const has = s => s.squares.length + s.cards.length + (s.money > 0 ? 1 : 0) > 0;
      const problem = !has(d.give) || !has(d.take) ? 'byapar.tradeEachSide' : d.give.money > 0 && d.take.money > 0 ? 'byapar.tradeOneMoney' : null;
      note.textContent = problem ? t(problem) : t('byapar.tradeReady', { give: itemsText(d.give, t), take: itemsText(d.take, t) });
      send.disabled = !!problem;
      return !problem;
    }
    check();
  }

  function draw(board, legalMoves, onMove, infoNow = {}) {
    if (!board?.seats) return;
    boardNow = board;
    names = infoNow.names || {};
    if (lang !== currentLang() || !ring.firstChild) { lang = currentLang(); drawRing(); }
    drawHoldings();
    drawTokens(board, infoNow);
    mover = infoNow.seat != null ? Number(infoNow.seat) : null;
    act = infoNow.act || null;
    const was = (legal || []).join(' ');
    legal = mover ? (legalMoves || []) : [];
    onMoveFn = legal.length ? onMove : null;
    document.body.dataset.players = String(Object.keys(board.seats).length);
    renderMarks();
    renderInfo(board, infoNow);
    renderActions();
    if (openSq && (legal.join(' ') !== was || !onMoveFn)) openCard(openSq);
    if (!trade.hidden && (!act?.trades || !onMoveFn)) closeTrade();
    else if (!trade.hidden) renderTrade();
    root.setAttribute('aria-label', t('byapar.summary', {
      list: Object.entries(board.seats).map(([s, v]) => t('byapar.seatSummary', { name: seatWord(Number(s)),
        money: rs(t, v.money), where: v.out ? t('byapar.bankrupt') : squareName('s' + v.square) })).join('; '),
    }));
  }

  /** Focus to the board: its first action, else the board itself. */
  function focus() {
    const b = actions.querySelector('button');
    if (b) b.focus({ preventScroll: true });
    else keepFocusOn(root);
  }

  return { draw, focus, destroy() { container.replaceChildren(); container.classList.remove('byapar-wrap'); } };
}

/**
 * The rules page's drawn figures, by the name in its data-figure: each draws into its box.
 * @type {Record<string, (box: HTMLElement, t: import('./board-module').T) => void>}
 */
export const figures = {
  'byapar-board': (box, t) => {
    create(box, { t }).draw({ seats: { 1: { square: 7, money: 1390, jail: 0, cards: [], out: false },
      2: { square: 15, money: 1480, jail: 0, cards: [], out: false }, 3: { square: 39, money: 900, jail: 0, cards: [], out: false } },
    places: { s6: { owner: 1, houses: 2, mortgaged: false }, s7: { owner: 1, houses: 2, mortgaged: false }, s9: { owner: 1, houses: 1, mortgaged: false },
      s15: { owner: 2, houses: 0, mortgaged: true }, s37: { owner: 3, houses: 5, mortgaged: false }, s39: { owner: 3, houses: 5, mortgaged: false } },
    current: 2, phase: 'after', dice: '61', doubles: 0, offers: 0, offer: null, debts: [], round: 4 }, [], null, { outcome: '61' });
  },
};

// The board-module contract (board-module.d.ts), checked by tsc.
import * as self from './byapar.js';
/** @satisfies {import('./board-module').BoardModule} */ (self);
