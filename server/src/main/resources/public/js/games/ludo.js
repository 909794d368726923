// Ludo: the cross board of 15 by 15 squares, four yards, the 52-square track, the stars and the
// four home columns. Drawn from docs/notation.md's board JSON {"tokens": {"1": ["h2", "t5", "y", "y"], ...}, "sixes": N};
// the track t1..t52 runs clockwise on screen, red starting on t1, green t14, yellow t27, blue t40.
// Moves are `from-to` (`y-t1`, `t12-t17`, `t50-h3`, `h4-H`): one die, so each token that can move has one
// destination, and a tap on it plays it.
import { svg, markHint, markLastMove, rovingTabStop, roveByKey, keepFocusOn, ensureGameCss } from './common.js';
import { num } from '../i18n.js';

export const usesThrow = true;
/** @type {import('../sound.js').ThrowSound} */
export const throwSound = 'dieFromHand';
/** A captured token goes back to its yard: the move list says whose and from where, in these words. */
export const capturesSendBack = 'ludo.log.sentBack';
export const throwLabel = 'ludo.throw';
export const throwHint = 'ludo.throwHint';
export const countKey = 'ludo.homeShort';

export const COLOURS = ['red', 'green', 'yellow', 'blue'];
/** The bundle's names of the four colours (the table's own Red, Green, Yellow and Blue). */
const COLOUR_KEYS = ['colour.1', 'colour.3', 'colour.5', 'colour.4'];
export const STARS = ['t9', 't22', 't35', 't48'];
export const STARTS = ['t1', 't14', 't27', 't40'];
const HOME = 57;
const U = 40; // one square
const PAD = 4;
const SIZE = 15 * U + 2 * PAD;

/** The colours of the seats, as indexes of COLOURS: two players red and yellow, three red, green, yellow. */
export function seatColours(players) {
  return players === 2 ? [0, 2] : players === 3 ? [0, 1, 2] : [0, 1, 2, 3];
}

// ---- the board's geometry, in squares, with red's yard at the top left; the other colours a quarter turn on each ----

/** Red's quarter of the track, t1..t13: out of the left arm, up the top arm, across its end. */
const RED_QUARTER = [[1, 6], [2, 6], [3, 6], [4, 6], [5, 6], [6, 5], [6, 4], [6, 3], [6, 2], [6, 1], [6, 0], [7, 0], [8, 0]];
/** A point (in squares, from the top left corner) turned k quarter turns clockwise round the centre. */
/** @param {number[]} at a square's [x, y] @param {number} k quarter turns */
function turn([x, y], k) {
  for (let i = 0; i < ((k % 4) + 4) % 4; i++) [x, y] = [15 - y, x];
  return [x, y];
}
const mid = (/** @type {number[]} */ [x, y]) => [x + 0.5, y + 0.5];
/** Centres of t1..t52, in squares. */
const TRACK = Array.from({ length: 52 }, (_, i) => turn(mid(RED_QUARTER[i % 13]), Math.floor(i / 13)));
/** Centres of a colour's home column h1..h5. */
const column = c => [1, 2, 3, 4, 5].map(x => turn(mid([x, 7]), c));

/** A token's progress (0 yard, 1..51 track, 52..56 home column, 57 home) for a square name of colour c. */
export function progressOf(c, name) {
  if (name === 'y') return 0;
  if (name === 'H') return HOME;
  if (name[0] === 'h') return 51 + Number(name.slice(1));
  return ((Number(name.slice(1)) - 1 - 13 * c + 52) % 52) + 1;
}
/** The square name of colour c's token at progress p. */
export function squareOf(c, p) {
  if (p === 0) return 'y';
  if (p === HOME) return 'H';
  if (p > 51) return 'h' + (p - 51);
  return 't' + (((13 * c + p - 1) % 52) + 1);
}
export const isSafe = name => STARS.includes(name) || STARTS.includes(name);

export function parseMove(m) {
  const x = /^(y|t\d{1,2}|h[1-5])-(t\d{1,2}|h[1-5]|H)$/.exec(m || '');
  return x ? { from: x[1], to: x[2], text: m } : null;
}

export function countPieces(board) {
  const out = {};
  for (const [s, ts] of Object.entries(board?.tokens || {})) out[s] = ts.filter(x => x === 'H').length;
  return out;
}

// ---- hooks the table page calls ----

/** A captured token's owner's words: "1 token". */
export const takenKey = 'ludo.tokens';
export function throwText(outcome) { return num(Number(outcome)); }
export function throwLog(outcome, seat, w) { return w.of('ludo.log.throw', seat, { n: Number(outcome) }); }

/**
 * What a move does, in the board's terms (the squares carry no names on the board): out of the yard, n squares
 * along the track, into or up the home column, home. The key's last part, with n for a step along the track.
 */
function moveKind(m) {
  if (m.from === 'y') return { kind: 'out' };
  if (m.to === 'H') return { kind: 'home' };
  if (m.to[0] === 'h') return { kind: m.from[0] === 'h' ? 'up' : 'column' };
  return { kind: 'move', n: (Number(m.to.slice(1)) - Number(m.from.slice(1)) + 52) % 52 };
}
export function moveLog(move, seat, w) {
  const m = parseMove(move);
  if (!m) return w.of('log.moveText', seat, { move });
  const { kind, n } = moveKind(m);
  return w.of('ludo.log.' + kind, seat, n ? { n } : {});
}
/** A hinted move: the board marks the token, the words say what to do with it. */
export function hintText(move, t) {
  const m = parseMove(move);
  if (!m) return move;
  const { kind, n } = moveKind(m);
  return t('ludo.hint.' + kind, n ? { n } : {});
}

/**
 * The die as it fell, with its pips, in the action bar.
 * @param {HTMLElement} el
 * @param {string | null} outcome
 * @param {{fresh?: boolean, t?: import('./board-module').T}} [how]
 */
export function drawThrow(el, outcome, { fresh = false, t = k => k } = {}) {
  el.replaceChildren();
  el.removeAttribute('aria-label');
  el.classList.toggle('fresh', fresh);
  const n = Number(outcome);
  if (!(n >= 1 && n <= 6)) return;
  el.append(dieSvg(n));
  const name = document.createElement('div');
  name.className = 'throw-name';
  name.textContent = num(n);
  el.append(name);
  el.setAttribute('aria-label', t('ludo.dieFell', { n }));
}

const PIPS = {
  1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};
export function dieSvg(n) {
  const root = svg('svg', { viewBox: '0 0 48 48', class: 'ludo-die', 'aria-hidden': 'true', 'data-face': n });
  const g = svg('g', { class: 'die-roll' }, root);
  svg('rect', { x: 3, y: 3, width: 42, height: 42, rx: 9, class: 'die-body' }, g);
  for (const [x, y] of PIPS[n]) svg('circle', { cx: 24 + x * 11, cy: 24 + y * 11, r: 4.2, class: 'pip' }, g);
  return root;
}

/** Seats ranked for the results screen: more tokens home first, then further along. */
export function ranking(board, players) {
  const colours = seatColours(players);
  return Object.entries(board?.tokens || {}).map(([s, ts]) => {
    const c = colours[Number(s) - 1];
    return { seat: Number(s), home: ts.filter(x => x === 'H').length, steps: ts.reduce((a, x) => a + progressOf(c, x), 0) };
  }).sort((a, b) => b.home - a.home || b.steps - a.steps || a.seat - b.seat);
}
/** The winner, then every seat in order with its tokens home. */
export function result(res, { t, words: w, you, players, board }) {
  const won = (res.winners || []).map(Number);
  if (won.length !== 1) return null;
  const title = won[0] === you ? t('result.youWin') : t('result.wins', { name: w.nameOf(won[0]) });
  const lines = board ? ranking(board, players).map((r, i) => ({ cls: 'ludo-rank',
    text: t('ludo.result.rank', { place: num(i + 1), name: w.who(r.seat), n: r.home }) })) : [];
  return { title, lines };
}

const reduceMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * create(container, {seat, t}) -> renderer; the seat's yard is drawn at the bottom left.
 * draw(board, legal, onMove, info): info as the table gives it (lastMove, lastFacts, lastMoveBy, animate, toMove, seat, hint, names).
 * @param {HTMLElement} container
 * @param {import('./board-module').CreateOptions} [opts]
 */
export function create(container, { seat = 1, t = k => k } = {}) {
  ensureGameCss('ludo');
  container.replaceChildren();
  container.classList.add('ludo-wrap');
  const root = svg('svg', { viewBox: `0 0 ${SIZE} ${SIZE}`, class: 'board ludo', role: 'group' });
  container.append(root);
  const boardLayer = svg('g', { class: 'cloth' }, root);
  const lastLayer = svg('g', { class: 'last-move', 'aria-hidden': 'true' }, root);
  const destLayer = svg('g', { class: 'dests', 'aria-hidden': 'true' }, root);
  const pieceLayer = svg('g', { class: 'pieces' }, root);
  const hitLayer = svg('g', { class: 'hits', 'aria-hidden': 'true' }, root);
  const markLayer = svg('g', { class: 'marks' }, root);
  hitLayer.addEventListener('click', e => { e.stopPropagation(); nearestMark(e, null)?._act(); });

  let players = 0, view = 0;
  const colourOfSeat = s => seatColours(players)[s - 1];
  const seatOfColour = c => { const i = seatColours(players).indexOf(c); return i < 0 ? null : i + 1; };
  /** A point in squares (red's frame) to SVG units, turned so the viewer's yard is at the bottom left. */
  const P = pt => { const [x, y] = turn(pt, view); return { x: PAD + x * U, y: PAD + y * U }; };

  const yardSpots = c => [[2, 2], [4, 2], [2, 4], [4, 4]].map(p => P(turn(p, c)));
  const yardCentre = c => P(turn([3, 3], c));
  const homeSpots = c => [[6.45, 7.05], [6.45, 7.95], [6.95, 7.5], [6.45, 7.5]].map(p => P(turn(p, c)));
  const homeCentre = c => P(turn([6.7, 7.5], c));
  /** Centre of a square as colour c names it (its own h1..h5), its yard (first free spot) or home. */
  function spot(c, name) {
    if (name === 'y') return yardCentre(c);
    if (name === 'H') return homeCentre(c);
    if (name[0] === 'h') return P(column(c)[Number(name.slice(1)) - 1]);
    return P(TRACK[Number(name.slice(1)) - 1]);
  }

  function drawBoard() {
    boardLayer.replaceChildren();
    svg('rect', { x: PAD, y: PAD, width: 15 * U, height: 15 * U, rx: 6, class: 'bg' }, boardLayer);
    for (let c = 0; c < 4; c++) {
      const s = seatOfColour(c);
      const cls = `c-${COLOURS[c]}${s ? ` seat${s}` : ' idle'}`;
      const a = P(turn([0, 0], c)), b = P(turn([6, 6], c));
      const yard = svg('g', { class: `yard ${cls}`, 'data-colour': COLOURS[c] }, boardLayer);
      svg('rect', { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: 6 * U, height: 6 * U, class: 'yard-bg' }, yard);
      const ia = P(turn([1, 1], c)), ib = P(turn([5, 5], c));
      svg('rect', { x: Math.min(ia.x, ib.x), y: Math.min(ia.y, ib.y), width: 4 * U, height: 4 * U, rx: 14, class: 'yard-in' }, yard);
      for (const p of yardSpots(c)) svg('circle', { cx: p.x, cy: p.y, r: U * 0.56, class: 'yard-spot' }, yard);
      // Its home column, and its triangle of the centre.
      column(c).forEach((pt, i) => square(P(pt), `col ${cls}`, { 'data-sq': 'h' + (i + 1), 'data-colour': COLOURS[c] }));
      const t1 = P(turn([6, 6], c)), t2 = P(turn([6, 9], c)), m = P([7.5, 7.5]);
      svg('path', { d: `M${t1.x} ${t1.y}L${t2.x} ${t2.y}L${m.x} ${m.y}Z`, class: `home-tri ${cls}`, 'data-colour': COLOURS[c] }, boardLayer);
    }
    TRACK.forEach((pt, i) => {
      const name = 't' + (i + 1);
      const start = STARTS.indexOf(name);
      const s = start >= 0 ? seatOfColour(start) : null;
      const cls = 'sq' + (start >= 0 ? ` start c-${COLOURS[start]}${s ? ` seat${s}` : ' idle'}` : '') + (STARS.includes(name) ? ' star' : '');
      const g = square(P(pt), cls, { 'data-sq': name });
      if (STARS.includes(name)) svg('path', { d: starPath(P(pt), U * 0.36), class: 'star-mark' }, g);
      if (start >= 0) svg('path', { d: arrowPath(P(pt), P(TRACK[(i + 1) % 52])), class: 'start-mark' }, g);
    });
    svg('title', {}, boardLayer).textContent = t('ludo.boardTitle');
  }
  function square(c, cls, attrs) {
    const g = svg('g', { class: cls, ...attrs }, boardLayer);
    svg('rect', { x: c.x - U / 2, y: c.y - U / 2, width: U, height: U }, g);
    return g;
  }
  function starPath(c, r) {
    const pts = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + i * Math.PI / 5, q = i % 2 ? r * 0.45 : r;
      pts.push(`${(c.x + q * Math.cos(a)).toFixed(1)} ${(c.y + q * Math.sin(a)).toFixed(1)}`);
    }
    return `M${pts.join('L')}Z`;
  }
  /** A small arrow on a start square, pointing the way the tokens go. */
  function arrowPath(a, b) {
    const dx = Math.sign(Math.round(b.x - a.x)), dy = Math.sign(Math.round(b.y - a.y));
    const r = U * 0.28, px = -dy, py = dx;
    const tip = [a.x + dx * r, a.y + dy * r], back = [a.x - dx * r, a.y - dy * r];
    return `M${back[0] + px * r * .8} ${back[1] + py * r * .8}L${tip[0]} ${tip[1]}L${back[0] - px * r * .8} ${back[1] - py * r * .8}`;
  }

  /** One token: a disc in its colour with a white mark of its own shape, so colours are told apart without colour too. */
  function token(s, p, r, parent, extra = '') {
    const c = colourOfSeat(s);
    const g = svg('g', { class: `token c-${COLOURS[c]} seat${s}${extra}`, 'data-seat': s }, parent);
    svg('circle', { cx: p.x, cy: p.y + r * 0.12, r, class: 'shadow' }, g);
    svg('circle', { cx: p.x, cy: p.y, r, class: 'disc' }, g);
    const k = r * 0.42;
    const shapes = [
      () => svg('circle', { cx: p.x, cy: p.y, r: k, class: 'mark' }, g),
      () => svg('path', { d: `M${p.x} ${p.y - k * 1.15}L${p.x + k} ${p.y + k * .75}L${p.x - k} ${p.y + k * .75}Z`, class: 'mark' }, g),
      () => svg('rect', { x: p.x - k * .85, y: p.y - k * .85, width: k * 1.7, height: k * 1.7, class: 'mark' }, g),
      () => svg('path', { d: `M${p.x} ${p.y - k * 1.2}L${p.x + k * 1.05} ${p.y}L${p.x} ${p.y + k * 1.2}L${p.x - k * 1.05} ${p.y}Z`, class: 'mark' }, g),
    ];
    shapes[c]();
    return g;
  }

  // ---- state of a drawing ----
  let boardNow = null, legal = [], onMoveFn = null, mover = null, hint = null;
  /** The SVG group of the tokens on each place, by key (t12, red:h3, red:y0, red:H). */
  let els = {};
  const keyOf = (c, name) => name[0] === 't' ? name : `${COLOURS[c]}:${name}`;

  function drawTokens(board) {
    pieceLayer.replaceChildren();
    els = {};
    const on = new Map();
    for (const [sk, ts] of Object.entries(board.tokens || {})) {
      const s = Number(sk), c = colourOfSeat(s);
      let y = 0, h = 0;
      for (const name of ts) {
        if (name === 'y') {
          const p = yardSpots(c)[y];
          els[keyOf(c, 'y' + y++)] = token(s, p, U * 0.42, pieceLayer, ' in-yard');
        } else if (name === 'H') {
          const p = homeSpots(c)[h];
          els[keyOf(c, 'H' + h++)] = token(s, p, U * 0.2, pieceLayer, ' at-home');
        } else {
          const k = keyOf(c, name);
          if (!on.has(k)) on.set(k, { c, name, seats: [] });
          on.get(k).seats.push(s);
        }
      }
    }
    for (const [k, { c, name, seats }] of on) els[k] = stack(seats, spot(c, name), name);
  }
  /** The tokens on one square: one, a stack of one colour with its count, or up to four colours side by side. */
  function stack(seats, p, name) {
    const g = svg('g', { class: 'stack', 'data-at': name }, pieceLayer);
    const groups = [...new Set(seats)].map(s => ({ s, n: seats.filter(x => x === s).length }));
    const badge = (x, y, n) => {
      if (n < 2) return;
      svg('circle', { cx: x, cy: y, r: 8.5, class: 'count-bg' }, g);
      svg('text', { x, y: y + 4, class: 'count' }, g).textContent = num(n);
    };
    if (groups.length === 1) {
      token(groups[0].s, p, U * 0.36, g);
      badge(p.x + U * 0.3, p.y - U * 0.3, groups[0].n);
    } else {
      const off = U * 0.21;
      groups.forEach(({ s, n }, i) => {
        const q = { x: p.x + (i % 2 ? off : -off), y: p.y + (groups.length > 2 ? (i < 2 ? -off : off) : 0) };
        token(s, q, U * 0.2, g);
        badge(q.x + U * 0.14, q.y - U * 0.14, n);
      });
    }
    return g;
  }

  // ---- moving: each movable token has one destination; a tap (or Enter) plays it ----
  const fromSpot = m => m.from === 'y' ? yardSpots(colourOfSeat(mover))[0] : spot(colourOfSeat(mover), m.from);
  const toSpot = m => spot(colourOfSeat(mover), m.to);

  /** A thumb's reach: every token that can move answers within 23 screen px of its centre. */
  const THUMB = 23;
  function hitRadius(visual) {
    const scale = root.getScreenCTM()?.a; // screen px a unit: the board keeps its shape inside whatever box it has
    return scale ? Math.max(visual, Math.min(THUMB / scale, 0.95 * U)) : visual;
  }
  function nearestMark(e, fallback) {
    const m = root.getScreenCTM();
    if (!m || e.clientX === undefined || (!e.clientX && !e.clientY)) return fallback;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    let best = fallback, bestD = Infinity;
    for (const g of markLayer.querySelectorAll('.movable')) {
      const d = Math.hypot(p.x - g._hit.x, p.y - g._hit.y);
      if (d <= g._hit.r && d < bestD) { best = g; bestD = d; }
    }
    return best;
  }

  let focusFrom = null;
  const markItems = () => [...markLayer.querySelectorAll('.movable')];
  function focusMarks() {
    const items = markItems();
    const stop = rovingTabStop(items, items.find(g => g.dataset.from === focusFrom));
    stop?.focus({ preventScroll: true });
    return !!stop;
  }
  markLayer.addEventListener('keydown', e => {
    const g = e.target.closest('.movable');
    if ((e.key === 'Enter' || e.key === ' ') && g) { e.preventDefault(); g._act(); }
    else if (roveByKey(e, markItems())) focusFrom = document.activeElement?.getAttribute('data-from') ?? null;
  });
  root.addEventListener('keydown', e => {
    if (e.target === root && /^Arrow|^Home$|^End$/.test(e.key) && focusMarks()) e.preventDefault();
  });

  function play(m) {
    const f = onMoveFn;
    if (!f) return;
    const hadFocus = markLayer.contains(document.activeElement);
    onMoveFn = null; legal = []; focusFrom = m.to;
    renderMarks();
    if (hadFocus || document.activeElement === document.body) keepFocusOn(root);
    f(m.text);
  }

  /** Lights a token's destination while a finger, pointer or focus is on it. */
  function lightDest(m, on) {
    destLayer.querySelector(`[data-move="${m.text}"]`)?.classList.toggle('lit', on);
  }

  function renderMarks() {
    const hadFocus = markLayer.contains(document.activeElement);
    if (hadFocus) focusFrom = document.activeElement.getAttribute('data-from') ?? focusFrom;
    markLayer.replaceChildren();
    hitLayer.replaceChildren();
    destLayer.replaceChildren();
    if (hint) markHint(markLayer, fromSpot(hint), toSpot(hint), U * 0.45, hint);
    if (!onMoveFn) return;
    const c = colourOfSeat(mover);
    for (const m of legal) {
      const a = fromSpot(m), b = toSpot(m);
      const d = svg('g', { class: 'dest', 'data-move': m.text, 'data-cell': m.to }, destLayer);
      svg('circle', { cx: b.x, cy: b.y, r: U * (m.to === 'H' ? 0.3 : 0.4), class: 'dest-ring' }, d);
      const { kind, n } = moveKind(m);
      const label = t('ludo.tokenLabel', { colour: t(COLOUR_KEYS[c]), what: t('ludo.act.' + kind, n ? { n } : {}) });
      const g = svg('g', { class: `movable c-${COLOURS[c]}`, tabindex: -1, role: 'button', 'data-from': m.from,
        'data-move': m.text, 'aria-label': label }, markLayer);
      const r = U * (m.from === 'y' ? 0.58 : 0.5);
      svg('circle', { cx: a.x, cy: a.y, r, class: 'ring' }, g);
      g._hit = { x: a.x, y: a.y, r: hitRadius(r) };
      svg('circle', { cx: a.x, cy: a.y, r: g._hit.r, class: 'hit', 'data-from': m.from }, hitLayer);
      g._act = () => play(m);
      g.addEventListener('click', e => { e.stopPropagation(); nearestMark(e, g)._act(); });
      for (const [ev, on] of [['pointerenter', true], ['pointerleave', false], ['focus', true], ['blur', false]]) {
        g.addEventListener(ev, () => lightDest(m, on));
      }
    }
    rovingTabStop(markItems(), markItems().find(g => g.dataset.from === focusFrom));
    if (hadFocus) focusMarks();
  }

  // ---- the last move: marked, and in motion just after it ----
  function markLast(info) {
    const m = parseMove(info.lastMove);
    const by = info.lastMoveBy != null ? Number(info.lastMoveBy) : null;
    const c = by ? colourOfSeat(by) : null;
    const where = cell => cell === '@from' ? spot(c, m.from) : cell === '@to' ? spot(c, m.to) : spot(0, cell);
    const captured = (info.lastFacts?.captured || []).map(x => ({ ...x, cell: x.cell === m?.to ? '@to' : x.cell }));
    markLastMove(lastLayer, where, U * 0.5, m && c != null ? { from: '@from', to: '@to' } : null, captured);
    for (const [cls, sq] of [['last-from', m?.from], ['last-to', m?.to]]) {
      const g = lastLayer.querySelector('.' + cls);
      if (g) g.dataset.cell = sq;
    }
    for (const g of lastLayer.querySelectorAll('.last-captured')) g.dataset.cell = g.dataset.cell.replace('@to', m.to);
  }

  /** The moved token walks square by square; a token it captured then flies back to its yard. */
  function animateLast(info) {
    const m = parseMove(info.lastMove);
    const by = info.lastMoveBy != null ? Number(info.lastMoveBy) : null;
    if (!info.animate || !m || !by || reduceMotion()) return;
    const c = colourOfSeat(by);
    const toKey = m.to === 'H' ? keyOf(c, 'H' + (boardNow.tokens[String(by)].filter(x => x === 'H').length - 1)) : keyOf(c, m.to);
    const el = els[toKey];
    if (!el || !el.animate) return;
    const p0 = progressOf(c, m.from), p1 = progressOf(c, m.to);
    const pts = m.from === 'y' ? [yardCentre(c), spot(c, m.to)]
      : Array.from({ length: p1 - p0 + 1 }, (_, i) => spot(c, squareOf(c, p0 + i)));
    const end = pts[pts.length - 1];
    const ms = Math.min(140 * (pts.length - 1), 1100);
    el.animate(pts.map(p => ({ transform: `translate(${p.x - end.x}px, ${p.y - end.y}px)` })), { duration: ms, easing: 'ease-in-out' });
    for (const x of info.lastFacts?.captured || []) {
      const s = Number(x.seat), cc = colourOfSeat(s);
      const inYard = boardNow.tokens[String(s)].filter(v => v === 'y').length;
      const from = spot(cc, x.cell);
      for (let i = inYard - x.count; i < inYard; i++) {
        const g = els[keyOf(cc, 'y' + i)];
        const to = yardSpots(cc)[i];
        g?.classList.add('sent-back');
        g?.animate([
          { transform: `translate(${from.x - to.x}px, ${from.y - to.y}px) scale(.85)` },
          { transform: `translate(${from.x - to.x}px, ${from.y - to.y - U}px) scale(1.2)`, offset: 0.3 },
          { transform: 'translate(0, 0) scale(1)' },
        ], { duration: 700, delay: ms, easing: 'ease-in-out', fill: 'backwards' });
      }
    }
  }

  function draw(board, legalMoves, onMove, info = {}) {
    board = board?.tokens ? board : { tokens: {}, sixes: 0 };
    const n = Object.keys(board.tokens).length || players || 2;
    if (n !== players || !boardLayer.firstChild) {
      players = n;
      const mine = seatColours(n)[seat - 1];
      view = (3 - (mine ?? 0) + 4) % 4;
      document.body.dataset.players = String(n);
      drawBoard();
    }
    boardNow = board;
    for (const g of boardLayer.querySelectorAll('.yard')) {
      g.classList.toggle('to-move', info.toMove != null && seatOfColour(COLOURS.indexOf(g.dataset.colour)) === Number(info.toMove));
    }
    drawTokens(board);
    markLast(info);
    animateLast(info);
    mover = info.seat != null ? Number(info.seat) : info.toMove != null ? Number(info.toMove) : null;
    legal = mover ? (legalMoves || []).map(parseMove).filter(Boolean) : [];
    onMoveFn = legal.length ? onMove : null;
    hint = legal.find(m => m.text === info.hint?.move) || parseMove(info.better?.move) || null;
    renderMarks();
    if (document.activeElement === root) focusMarks();
    const homes = countPieces(board);
    root.setAttribute('aria-label', t('ludo.summary', {
      list: Object.keys(homes).map(s => t('ludo.seatHome', { name: info.names?.[s] ?? t(COLOUR_KEYS[colourOfSeat(Number(s))]), n: homes[s] })).join(', '),
    }));
  }

  // Hit circles are sized in screen pixels: redraw the marks when the board changes size.
  let lastW = 0;
  const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(() => {
    const w = Math.round(1000 * (root.getScreenCTM()?.a || 0));
    if (w && w !== lastW) { lastW = w; renderMarks(); }
  }) : null;
  ro?.observe(root);

  /** Focus to the board: its first token that can move, else the board itself. */
  function focus() { if (!focusMarks()) keepFocusOn(root); }

  return {
    draw, focus, svg: () => root, spot: (colour, name) => spot(COLOURS.indexOf(colour), name),
    destroy() { ro?.disconnect(); container.replaceChildren(); container.classList.remove('ludo-wrap'); },
  };
}

/**
 * The rules page's drawn figures of this game, by the name in its data-figure: each draws into its box.
 * @type {Record<string, (box: HTMLElement, t: import('./board-module').T) => void>}
 */
export const figures = {
  'ludo-board': (box, t) => {
    // Four players mid-game: tokens out on the track, one on a star, one in its home column, one home.
    create(box, { seat: 1, t }).draw({ tokens: { 1: ['t5', 'y', 'y', 'y'], 2: ['h2', 't22', 'y', 'y'],
      3: ['t30', 't44', 'y', 'y'], 4: ['H', 't1', 'y', 'y'] }, sixes: 0 }, [], null);
  },
  'ludo-capture': (box, t) => {
    // Red's token on t5 throws a 3 and lands on t8, not a safe square, where a Green token stood: it goes back to Green's yard.
    const r = create(box, { seat: 1, t });
    r.draw({ tokens: { 1: ['t8', 'y', 'y', 'y'], 2: ['y', 'y', 'y', 'y'], 3: ['t30', 'y', 'y', 'y'], 4: ['t44', 'y', 'y', 'y'] }, sixes: 0 },
      [], null, { lastMove: 't5-t8', lastMoveBy: 1, lastFacts: { captured: [{ seat: 2, cell: 't8', count: 1 }] } });
    const root = r.svg(), a = r.spot('red', 't8'), b = r.spot('green', 'y');
    const bend = { x: (a.x + b.x) / 2 + (b.y - a.y) * 0.25, y: (a.y + b.y) / 2 - (b.x - a.x) * 0.25 };
    const g = svg('g', { class: 'sent-back-path' }, root);
    svg('path', { d: `M${a.x} ${a.y} Q${bend.x} ${bend.y} ${b.x} ${b.y}`, fill: 'none', stroke: '#1d5fa8', 'stroke-width': 4, 'stroke-dasharray': '8 6' }, g);
    svg('circle', { cx: b.x, cy: b.y, r: 10, fill: '#1d5fa8' }, g);
  },
};

// The board-module contract (board-module.d.ts), checked by tsc.
import * as self from './ludo.js';
/** @satisfies {import('./board-module').BoardModule} */ (self);
