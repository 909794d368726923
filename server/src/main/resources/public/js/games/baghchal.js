// Baghchal: 25 points, 20 goats (seat 1) against 4 tigers (seat 2).
// Drawn from docs/notation.md's board JSON: {"rows": {"1": "T...T", ..., "5": "T...T"}, "goatsInHand": 20, "captured": 0},
// each rank as five characters from file a to e. Moves: `@c3` (a goat placed), `c3-c4` (a step), `a1xa3` (a capture).
import { svg, MovePicker, markLastMove, markHint, keepFocusOn, rovingTabStop, roveByKey, slideIn, leave, redrawOnResize } from './common.js';

export const usesThrow = false;
/** What a capture takes: goats. */
export const takenKey = 'baghchal.goats';
const FILES = 'abcde';
const GOATS = 20, TIGERS_WIN_AT = 5;

/** Every point's piece: {c3: 'T', c4: 'G', ...}. */
export function pieces(board) {
  const out = {};
  for (let r = 1; r <= 5; r++) {
    const row = board?.rows?.[String(r)] || '';
    for (let f = 0; f < 5; f++) if (row[f] === 'T' || row[f] === 'G') out[FILES[f] + r] = row[f];
  }
  return out;
}

/** Goats still in the game (on the board and in hand) and the tigers. */
export function countPieces(board) {
  const on = Object.values(pieces(board));
  return { 1: on.filter(p => p === 'G').length + (board?.goatsInHand ?? 0), 2: on.filter(p => p === 'T').length };
}

/** The start: tigers on the four corners, every goat in hand. */
export function startBoard() {
  return { rows: { 1: 'T...T', 2: '.....', 3: '.....', 4: '.....', 5: 'T...T' }, goatsInHand: GOATS, captured: 0 };
}

/** A move as its parts: {kind: 'place', to}, {kind: 'step', from, to} or {kind: 'capture', from, to, over}; null for anything else. */
export function parseMove(move) {
  const place = /^@([a-e][1-5])$/.exec(move || '');
  if (place) return { kind: 'place', to: place[1] };
  const m = /^([a-e][1-5])([-x])([a-e][1-5])$/.exec(move || '');
  if (!m) return null;
  if (m[2] === '-') return { kind: 'step', from: m[1], to: m[3] };
  const file = (m[1].charCodeAt(0) + m[3].charCodeAt(0)) / 2, rank = (Number(m[1][1]) + Number(m[3][1])) / 2;
  return { kind: 'capture', from: m[1], to: m[3], over: String.fromCharCode(file) + rank };
}

/** The lines drawn on the board, each from end to end: the ranks, the files, the two long diagonals and the diamond. */
const LINES = [
  ...[1, 2, 3, 4, 5].map(r => ['a' + r, 'e' + r]),
  ...[...FILES].map(f => [f + 1, f + 5]),
  ['a1', 'e5'], ['e1', 'a5'], ['c1', 'e3'], ['e3', 'c5'], ['c5', 'a3'], ['a3', 'c1'],
];

/** Words for a move ("place a goat on c3", "c3 to c4", "from a1 over a2 to a3"), as a hint shows it. */
export function hintText(move, t) {
  const m = parseMove(move);
  if (!m) return move;
  if (m.kind === 'place') return t('baghchal.placeLabel', { cell: m.to });
  return m.kind === 'capture' ? t('baghchal.jumpLabel', m) : t('board.targetLabel', m);
}

/** A move-list line: the placement or jump in words; a capture's count is added from its facts by the table. */
export function moveLog(move, seat, words) {
  const m = parseMove(move);
  if (!m) return words.of('log.moveText', seat, { move });
  if (m.kind === 'place') return words.of('baghchal.log.place', seat, { cell: m.to });
  return m.kind === 'capture' ? words.of('baghchal.log.jump', seat, m) : words.move(seat, m.from, m.to);
}

/** The status line while goats are placed: how many remain in hand. */
export function statusText(st, { mine, pass, t, seatName }) {
  const act = Object.entries(mine || {}).find(([, a]) => a?.moves?.some(x => x.startsWith('@')));
  if (!act) return null;
  const n = st.board?.goatsInHand ?? 0;
  return pass ? t('baghchal.statusPlacePass', { name: seatName(Number(act[0])), n }) : t('baghchal.statusPlace', { n });
}

/** A tiger's face, drawn round (0, 0) within radius 27. */
function tiger(parent) {
  const g = svg('g', { class: 'face' }, parent);
  svg('circle', { cx: 0, cy: 0, r: 27, class: 'base' }, g);
  for (const s of [-1, 1]) {
    svg('circle', { cx: 15 * s, cy: -15, r: 7.5, class: 'ear' }, g);
    svg('circle', { cx: 15 * s, cy: -15, r: 3.6, class: 'ear-in' }, g);
  }
  svg('ellipse', { cx: 0, cy: 1, rx: 19, ry: 17.5, class: 'head' }, g);
  svg('path', { d: 'M0 -16v6M-6 -15l2 5M6 -15l-2 5M-19 -2l7 2M-19 5l7 0M19 -2l-7 2M19 5l-7 0', class: 'stripe' }, g);
  svg('ellipse', { cx: 0, cy: 8, rx: 9.5, ry: 7, class: 'muzzle' }, g);
  for (const s of [-1, 1]) svg('ellipse', { cx: 7 * s, cy: -4, rx: 2.6, ry: 3.2, class: 'eye' }, g);
  svg('path', { d: 'M-3.6 3.5h7.2L0 8z', class: 'nose' }, g);
  svg('path', { d: 'M0 8v3M-4.5 12q4.5 3 9 0', class: 'mouth' }, g);
  return g;
}

/** A goat's face with its horns, drawn round (0, 0) within radius 27. */
function goat(parent) {
  const g = svg('g', { class: 'face' }, parent);
  svg('circle', { cx: 0, cy: 0, r: 24, class: 'base' }, g);
  svg('path', { d: 'M-6 -13q-9 -9 -5 -19M6 -13q9 -9 5 -19', class: 'horn' }, g);
  for (const s of [-1, 1]) svg('ellipse', { cx: 15 * s, cy: -6, rx: 8, ry: 3.8, transform: `rotate(${24 * s})`, class: 'ear' }, g);
  svg('path', { d: 'M0 -17c8 0 11 6 10 14c-1 8 -4 14 -10 17c-6 -3 -9 -9 -10 -17c-1 -8 2 -14 10 -14z', class: 'head' }, g);
  for (const s of [-1, 1]) svg('circle', { cx: 5 * s, cy: -5, r: 2.2, class: 'eye' }, g);
  svg('ellipse', { cx: 0, cy: 9, rx: 5.5, ry: 4, class: 'nose' }, g);
  svg('path', { d: 'M-3 15l3 8l3 -8', class: 'beard' }, g);
  return g;
}

/**
 * create(container, {seat, t}) -> renderer; seat: whose side is drawn nearest the viewer (the tigers' player sees
 * the board turned round). The goats in hand and the goats taken lie in a tray beside the board: under it on a
 * tall screen, to its right on a wide one.
 * @param {HTMLElement} container
 * @param {import('./board-module').CreateOptions} [opts]
 */
export function create(container, { seat = 1, t } = {}) {
  const S = 80, M = 52, R = 28, HIT = 36, SIDE = 4 * S + 2 * M, TRAY_H = 84, TRAY_W = 150;
  const tt = (k, v) => (t ? t(k, v) : '');
  let layout = null, root, lastLayer, pieceLayer, markLayer, placeLayer, picker, trayEl, handAt, takenAt;
  let occ = {}, pickerMoves = {}, places = [], onMoveNow = null, hintMove = null, betterMove = null, focusCell = null;
  let lastArgs = null;

  function chooseLayout() {
    const cw = container.clientWidth, ch = container.clientHeight;
    if (!cw || !ch) return 'below';
    const below = Math.min(cw / SIDE, ch / (SIDE + TRAY_H)), beside = Math.min(cw / (SIDE + TRAY_W), ch / SIDE);
    return beside > below * 1.02 ? 'beside' : 'below';
  }

  /** Where a point lies: file a on the goats' player's left, rank 1 nearest them; turned round for the tigers' player. */
  function pos(cell) {
    const f = FILES.indexOf(cell[0]), r = Number(cell.slice(1)) - 1;
    const x = seat === 2 ? 4 - f : f, y = seat === 2 ? r : 4 - r;
    return { x: M + x * S, y: M + y * S };
  }

  function build() {
    layout = chooseLayout();
    const w = SIDE + (layout === 'beside' ? TRAY_W : 0), h = SIDE + (layout === 'below' ? TRAY_H : 0);
    container.replaceChildren();
    root = svg('svg', { viewBox: `0 0 ${w} ${h}`, class: `board baghchal tray-${layout}`, role: 'group' }, container);
    svg('rect', { x: 4, y: 4, width: SIDE - 8, height: SIDE - 8, rx: 16, class: 'frame' }, root);
    const cells = svg('g', { class: 'cells' }, root);
    for (const [a, b] of LINES) {
      const p = pos(a), q = pos(b);
      svg('line', { x1: p.x, y1: p.y, x2: q.x, y2: q.y, class: 'line' }, cells);
    }
    for (let r = 1; r <= 5; r++) {
      for (const f of FILES) {
        const p = pos(f + r);
        const g = svg('g', { class: 'cell', 'data-cell': f + r }, cells);
        svg('circle', { cx: p.x, cy: p.y, r: HIT, class: 'hit' }, g);
        svg('circle', { cx: p.x, cy: p.y, r: 6, class: 'point' }, g);
      }
    }
    for (const f of FILES) svg('text', { x: pos(f + 1).x, y: SIDE - 9, class: 'label' }, cells).textContent = f;
    for (let r = 1; r <= 5; r++) svg('text', { x: 15, y: pos('a' + r).y + 5, class: 'label' }, cells).textContent = r;
    trayEl = svg('g', { class: 'tray', 'aria-hidden': 'true' }, root);
    lastLayer = svg('g', { class: 'last-move', 'aria-hidden': 'true' }, root);
    pieceLayer = svg('g', { class: 'pieces' }, root);
    placeLayer = svg('g', { class: 'marks placing' }, root);
    markLayer = svg('g', { class: 'marks' }, root);
    const picked = picker?.picked();
    picker = new MovePicker({
      layer: markLayer, center: pos, radius: R,
      pieceLabel: (from, tos) => tt(occ[from] === 'T' ? 'baghchal.tigerLabel' : 'baghchal.goatLabel', { cell: from, to: tos.join(', ') }),
      targetLabel: (from, to) => {
        const m = parseMove(pickerMoves[`${from}-${to}`]);
        return m?.kind === 'capture' ? tt('baghchal.jumpLabel', m) : tt('board.targetLabel', { from, to });
      },
    });
    picker.pick(picked);
    root.addEventListener('click', e => {
      const c = e.target.closest('[data-cell]');
      if (!c) return;
      if (places.includes(c.dataset.cell)) place(c.dataset.cell);
      else picker.tapCell(c.dataset.cell);
    });
    placeLayer.addEventListener('keydown', placeKey);
    root.addEventListener('keydown', e => {
      if (e.target === root && places.length && (e.key.startsWith('Arrow') || e.key === 'Home' || e.key === 'End')) {
        e.preventDefault();
        focusPlaces();
      }
    });
  }

  /** The tray: goats in hand as a flock of small goats, the goats taken as five places that fill up. */
  function drawTray(board) {
    trayEl.replaceChildren();
    const inHand = board?.goatsInHand ?? 0, taken = board?.captured ?? 0;
    const beside = layout === 'beside';
    const x0 = beside ? SIDE + 8 : 14, y0 = beside ? 20 : SIDE + 6;
    const small = (x, y, cls, parent) => {
      const g = svg('g', { class: `piece goat mini ${cls}` }, parent);
      goat(svg('g', { transform: `translate(${x} ${y}) scale(.36)` }, g));
      return g;
    };
    const hand = svg('g', { class: 'hand' }, trayEl);
    svg('text', { x: x0, y: y0 + 12, class: 'tray-label' }, hand).textContent = tt('baghchal.inHand', { n: inHand });
    const perRow = beside ? 5 : 10;
    const at = i => ({ x: x0 + 10 + (i % perRow) * (beside ? 24 : 21), y: y0 + 34 + Math.floor(i / perRow) * (beside ? 24 : 22) });
    for (let i = 0; i < GOATS; i++) small(at(i).x, at(i).y, i < inHand ? 'held' : 'gone', hand);
    handAt = at(Math.min(inHand, GOATS - 1)); // where the goat placed last stood
    const tx = beside ? x0 : x0 + 10 * 21 + 16, ty = beside ? y0 + 150 : y0;
    const box = svg('g', { class: 'taken' + (taken >= TIGERS_WIN_AT - 1 ? ' near' : '') }, trayEl);
    svg('text', { x: tx, y: ty + 12, class: 'tray-label' }, box).textContent = tt('baghchal.taken', { n: taken, of: TIGERS_WIN_AT });
    for (let i = 0; i < TIGERS_WIN_AT; i++) {
      const x = tx + 13 + i * (beside ? 26 : 32), y = ty + 42;
      svg('circle', { cx: x, cy: y, r: 12, class: 'slot' }, box);
      if (i < taken) small(x, y, 'captured', box);
      if (i === Math.max(taken - 1, 0)) takenAt = { x, y };
    }
  }

  function piece(cell, kind, parent) {
    const p = pos(cell);
    const g = svg('g', { class: `piece ${kind === 'T' ? 'tiger' : 'goat'}`, 'data-cell': cell }, parent);
    (kind === 'T' ? tiger : goat)(svg('g', { transform: `translate(${p.x} ${p.y})` }, g));
    return g;
  }

  function place(cell) {
    const f = onMoveNow;
    if (!f) return;
    const hadFocus = placeLayer.contains(document.activeElement);
    places = [];
    onMoveNow = null;
    focusCell = cell;
    renderPlaces();
    if (hadFocus || document.activeElement === document.body) keepFocusOn(root);
    f('@' + cell);
  }

  function placeItems() { return [...placeLayer.querySelectorAll('.movable')]; }

  function focusPlaces() {
    const stop = rovingTabStop(placeItems(), placeItems().find(e => e.dataset.cell === focusCell));
    stop?.focus({ preventScroll: true });
    return !!stop;
  }

  function placeKey(e) {
    const g = e.target.closest('[data-cell]');
    if (e.key === 'Enter' || e.key === ' ') {
      if (!g) return;
      e.preventDefault();
      place(g.dataset.cell);
    } else if (roveByKey(e, placeItems())) {
      focusCell = document.activeElement?.getAttribute('data-cell') ?? null;
    }
  }

  /** An empty point a goat may be placed on: one tap (or Enter) places it. */
  function renderPlaces() {
    placeLayer.replaceChildren();
    const hinted = parseMove(hintMove);
    const marked = hinted?.kind === 'place' && places.includes(hinted.to) ? hinted : parseMove(betterMove);
    if (marked?.kind === 'place') {
      const c = pos(marked.to);
      markHint(placeLayer, c, c, R, { from: '@', to: marked.to });
    }
    if (!onMoveNow) return;
    for (const cell of places) {
      const c = pos(cell);
      const g = svg('g', { class: 'movable place', role: 'button', tabindex: -1, 'data-cell': cell,
        'aria-label': tt('baghchal.placeLabel', { cell }) }, placeLayer);
      svg('circle', { cx: c.x, cy: c.y, r: HIT, class: 'hit-area' }, g);
      svg('circle', { cx: c.x, cy: c.y, r: 15, class: 'ring' }, g);
      g.addEventListener('click', e => { e.stopPropagation(); place(cell); });
    }
    rovingTabStop(placeItems(), placeItems().find(e => e.dataset.cell === focusCell));
  }

  /** The last move shown as it happens: a goat coming from the hand, a step, a tiger's jump and the goat it took leaving. */
  function animateMove(m, els) {
    if (m.kind === 'place') {
      const b = pos(m.to);
      slideIn(els[m.to], handAt.x - b.x, handAt.y - b.y, 320);
      return;
    }
    const a = pos(m.from), b = pos(m.to);
    const el = els[m.to];
    if (m.kind === 'step') { slideIn(el, a.x - b.x, a.y - b.y, 280); return; }
    if (el?.animate && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      const dx = a.x - b.x, dy = a.y - b.y;
      el.animate([
        { transform: `translate(${dx}px, ${dy}px) scale(1)` },
        { transform: `translate(${dx / 2}px, ${dy / 2}px) scale(1.3)`, offset: 0.5 },
        { transform: 'translate(0, 0) scale(1)' },
      ], { duration: 460, easing: 'ease-in-out' });
    }
    const ghost = piece(m.over, 'G', pieceLayer);
    ghost.classList.add('ghost');
    const o = pos(m.over);
    leave(ghost, takenAt.x - o.x, takenAt.y - o.y, 230, 700);
  }

  function draw(board, legal, onMove, info = {}) {
    if (chooseLayout() !== layout) build();
    lastArgs = [board, legal, onMove, { ...info, animate: false }];
    occ = pieces(board);
    pieceLayer.replaceChildren();
    const els = {};
    for (const [cell, kind] of Object.entries(occ)) els[cell] = piece(cell, kind, pieceLayer);
    drawTray(board);
    const n = countPieces(board);
    root.setAttribute('aria-label', tt('baghchal.summary', { onBoard: n[1] - (board?.goatsInHand ?? 0), inHand: board?.goatsInHand ?? 0, taken: board?.captured ?? 0 }));
    const mv = parseMove(info.lastMove);
    markLastMove(lastLayer, pos, R + 3, mv && { from: mv.from, to: mv.to }, info.lastFacts?.captured);
    if (info.animate && mv) animateMove(mv, els);

    const moves = onMove ? legal || [] : [];
    const asPicker = {};
    for (const x of moves) {
      const m = parseMove(x);
      if (m && m.kind !== 'place') asPicker[`${m.from}-${m.to}`] = x;
    }
    pickerMoves = asPicker;
    const focus = document.activeElement;
    const onPlaces = placeLayer.contains(focus);
    places = moves.filter(x => x.startsWith('@')).map(x => x.slice(1));
    onMoveNow = places.length ? onMove : null;
    hintMove = info.hint?.move ?? null;
    betterMove = info.better?.move ?? null;
    renderPlaces();
    if (onPlaces || (places.length && focus === root)) focusPlaces();
    const hinted = Object.keys(asPicker).find(k => asPicker[k] === hintMove) ?? null;
    const better = parseMove(betterMove);
    picker.set(Object.keys(asPicker), Object.keys(asPicker).length ? m => onMove(asPicker[m]) : null, hinted,
      better && better.kind !== 'place' ? `${better.from}-${better.to}` : null);
  }

  const ro = redrawOnResize(container, () => { if (lastArgs && chooseLayout() !== layout) draw(...lastArgs); });

  /** Focus to the board: the first point to place on or the first movable piece, else the board itself. */
  function focus() { if (!focusPlaces() && !picker.focusFirst()) keepFocusOn(root); }

  /** Where a point is drawn, in the board's own units (figures mark moves on it). */
  function point(cell) { return pos(cell); }

  return { draw, focus, point, svg: () => root, destroy() { ro.disconnect(); container.replaceChildren(); } };
}

/**
 * The rules page's drawn figures of this game, by the name in its data-figure: each draws into its box.
 * @type {Record<string, (box: HTMLElement, t: import('./board-module').T) => void>}
 */
export const figures = {
  'baghchal-board': (box, t) => {
    create(box, { seat: 1, t }).draw(startBoard(), [], null);
  },
  'baghchal-capture': (box, t) => {
    // A tiger on c3 beside goats on c4, b2 and d4: its jump over c4 to the empty c5 marked, the arrow on the empty b side.
    const r = create(box, { seat: 1, t });
    r.draw({ rows: { 1: '.....', 2: '.G...', 3: '..T..', 4: '..GG.', 5: '.....' }, goatsInHand: 17, captured: 0 }, [], null);
    const root = r.svg(), a = r.point('c3'), over = r.point('c4'), b = r.point('c5');
    const g = svg('g', { class: 'jump', 'data-move': 'c3xc5' }, root);
    svg('circle', { cx: over.x, cy: over.y, r: 33, class: 'jump-over' }, g);
    const from = { x: a.x - 30, y: a.y - 8 }, bend = { x: a.x - 78, y: over.y }, tip = { x: b.x - 30, y: b.y + 8 };
    svg('path', { d: `M${from.x} ${from.y} Q${bend.x} ${bend.y} ${tip.x} ${tip.y}`, class: 'jump-path' }, g);
    const dx = tip.x - bend.x, dy = tip.y - bend.y, len = Math.hypot(dx, dy), ux = dx / len, uy = dy / len;
    const head = [[tip.x, tip.y], [tip.x - 16 * ux - 8 * uy, tip.y - 16 * uy + 8 * ux], [tip.x - 16 * ux + 8 * uy, tip.y - 16 * uy - 8 * ux]];
    svg('path', { d: `M${head.map(p => p.join(' ')).join('L')}z`, class: 'jump-head' }, g);
    svg('circle', { cx: b.x, cy: b.y, r: 24, class: 'jump-to' }, g);
  },
};

// The board-module contract (board-module.d.ts), checked by tsc.
import * as self from './baghchal.js';
/** @satisfies {import('./board-module').BoardModule} */ (self);
