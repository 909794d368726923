// Kasimala board: home rows a and b, the mala m between them, laigas crossed.
// Drawn from docs/notation.md's board JSON: {"a17": {"seat":1,"count":1,"waiting":true}, ...}.
import { svg, MovePicker, splitMove, slideIn, leave, markLastMove, keepFocusOn, redrawOnResize } from './common.js';
import { drawStrips } from '../strips.js';
import { game } from '../catalog.js';

export const usesThrow = true;
/** @type {import('../sound.js').ThrowSound} */
export const throwSound = 'strips';

/** The last throw's four strips in the action bar (js/strips.js), as its facts say they fell. */
export function drawThrow(el, outcome, { fresh, facts }) {
  drawStrips(el, outcome, { fresh, facts });
}

/**
 * The results screen's lines under the title. A game its rules end with pieces of both sides on the final board
 * (every draw, or a win with the loser's pieces left) ended at the throw limit; else the last piece was taken.
 * Then the score (a gulmasi counts double).
 */
export function resultLines(res, { t, words: w, loser, board }) {
  const limit = game('kasimala').constants.throwLimit;
  if (res.draw) return [{ text: t('result.drawLimit', { limit }) }];
  const lines = [];
  if (loser && countPieces(board)[loser] > 0) lines.push({ text: w.of('result.limitWin', Number(res.winners[0]), { limit }) });
  else if (loser) lines.push({ text: w.of('result.noPieces', loser) });
  const winner = Number(res.winners[0]);
  if (res.gulmasi) lines.push({ cls: 'gulmasi', text: t('result.gulmasi') }, { cls: 'score', text: w.of('result.scoreDouble', winner, { points: 2 }) });
  else lines.push({ cls: 'score', text: w.of('result.score', winner, { points: 1 }) });
  return lines;
}

export function laigas(n) {
  const out = [];
  for (let c = 1; c <= n; c += 4) out.push(c);
  return out;
}

export function countPieces(board) {
  const n = { 1: 0, 2: 0 };
  for (const v of Object.values(board || {})) n[v.seat] = (n[v.seat] || 0) + v.count;
  return n;
}

function cellsOf(options, board) {
  if (options && options.cells) return options.cells;
  let max = 17;
  for (const k of Object.keys(board || {})) max = Math.max(max, parseInt(k.slice(1), 10));
  return max > 17 ? 25 : 17;
}

/** The height of the key to the pieces under the board. */
const KEY_H = 28;

/**
 * create(container, {options, seat, t, orientation}) -> renderer.
 * seat: the seat whose home row is drawn nearest the viewer (1 when watching).
 * orientation: 'auto' (default), 'horizontal' or 'vertical'.
 * @param {HTMLElement} container
 * @param {import('./board-module').CreateOptions} [opts]
 */
export function create(container, { options = {}, seat = 1, t, orientation = 'auto' } = {}) {
  let n = options.cells || 17;
  if (n === 25) container.classList.add('long');
  let prev = null;
  let root, picker, cellLayer, lastLayer, pieceLayer, lastLegal = [], lastOnMove = null, lastBoard = {}, lastInfo = {};
  let vertical = false;
  const geo = {};

  function chooseOrientation() {
    if (orientation !== 'auto') return orientation === 'vertical';
    const w = container.clientWidth || window.innerWidth;
    const h = container.closest('.board-area') ? container.clientHeight : 0;
    if (!h) return w / n < 34;
    // A box of known height (the table page): the way round that gives the larger cells.
    const along = Math.min(w / (n * 40 + 38), h / (182 + KEY_H)) * 40;
    const upright = Math.min(w / 352, h / (n * 46 + 44 + KEY_H)) * 46;
    return upright > along;
  }

  function build() {
    vertical = chooseOrientation();
    const M = vertical ? 28 : 22; // margin for labels
    if (vertical) {
      Object.assign(geo, { cell: 46, home: 96, mala: 124 }); // 46 along: a thumb's 44 px on a 360 px phone
      geo.w = M + geo.home * 2 + geo.mala + 8;
      geo.h = n * geo.cell + 16 + M;
    } else {
      Object.assign(geo, { cell: 40, home: 46, mala: 60 });
      geo.w = n * geo.cell + 16 + M;
      geo.h = M + geo.home * 2 + geo.mala + 8;
    }
    geo.M = M;
    geo.keyY = geo.h; // the key to the pieces runs below the board
    geo.h += KEY_H;
    container.replaceChildren();
    root = svg('svg', {
      viewBox: `0 0 ${geo.w} ${geo.h}`, class: 'board kasimala ' + (vertical ? 'vertical' : 'horizontal'),
      role: 'group',
    });
    container.appendChild(root);
    container.classList.toggle('board-vertical', vertical);
    const fr = vertical
      ? { x: geo.M - 6, y: 2, width: geo.w - geo.M + 4, height: n * geo.cell + 12 }
      : { x: geo.M - 6, y: geo.M - 6, width: n * geo.cell + 12, height: geo.keyY - geo.M + 4 };
    svg('rect', { ...fr, rx: 10, class: 'frame' }, root);
    cellLayer = svg('g', { class: 'cells' }, root);
    lastLayer = svg('g', { class: 'last-move', 'aria-hidden': 'true' }, root);
    pieceLayer = svg('g', { class: 'pieces' }, root);
    const markLayer = svg('g', { class: 'marks' }, root);
    drawCells();
    drawKey();
    const picked = picker?.picked(); // a turn of the screen keeps the piece picked
    picker = new MovePicker({
      layer: markLayer, center, radius: 15,
      pieceLabel: (from, tos) => t ? t('board.pieceLabel', { cell: from, count: tos.length, to: tos.join(', ') }) : from,
      targetLabel: (from, to) => t ? t('board.targetLabel', { from, to }) : `${from}-${to}`,
    });
    picker.pick(picked);
    root.addEventListener('click', e => {
      const c = e.target.closest('[data-cell]');
      if (c) picker.tapCell(c.dataset.cell);
    });
  }

  // Row order across the board, and position of column c along it, for this viewer.
  function rowIndex(r) {
    const order = vertical ? ['a', 'm', 'b'] : ['b', 'm', 'a'];
    const i = order.indexOf(r);
    return seat === 2 ? 2 - i : i;
  }
  function colIndex(c) {
    // horizontal: column 1 at the left; vertical: column 1 at the bottom.
    let i = vertical ? n - c : c - 1;
    return seat === 2 ? n - 1 - i : i;
  }
  function bandOffset(ri) { // start of band ri across the board and its thickness
    const sizes = [geo.home, geo.mala, geo.home];
    // the mala is always index 1
    let off = vertical ? geo.M : geo.M;
    for (let k = 0; k < ri; k++) off += sizes[k];
    return [off, sizes[ri]];
  }
  function rect(cell) {
    const r = cell[0], c = parseInt(cell.slice(1), 10);
    const [bo, bs] = bandOffset(rowIndex(r));
    const along = (vertical ? 8 : geo.M) + colIndex(c) * geo.cell;
    return vertical ? { x: bo, y: along, w: bs, h: geo.cell } : { x: along, y: bo, w: geo.cell, h: bs };
  }
  function center(cell) {
    const q = rect(cell);
    return { x: q.x + q.w / 2, y: q.y + q.h / 2 };
  }

  function drawCells() {
    const lg = new Set(laigas(n));
    for (const r of ['a', 'm', 'b']) {
      for (let c = 1; c <= n; c++) {
        const name = r + c;
        const q = rect(name);
        const g = svg('g', { class: `cell row-${r}` + (r === 'm' && lg.has(c) ? ' laiga' : ''), 'data-cell': name }, cellLayer);
        svg('rect', { x: q.x + 1.5, y: q.y + 1.5, width: q.w - 3, height: q.h - 3, rx: 4 }, g);
        if (r === 'm' && lg.has(c)) {
          const cx = q.x + q.w / 2, cy = q.y + q.h / 2, s = Math.min(q.w, q.h) / 2 - 5;
          svg('path', { d: `M${cx - s} ${cy - s}L${cx + s} ${cy + s}M${cx + s} ${cy - s}L${cx - s} ${cy + s}`, class: 'cross' }, g);
        }
      }
    }
    // Labels: column numbers beside the board, row letters at its start.
    for (let c = 1; c <= n; c++) {
      const q = rect('m' + c);
      const attrs = vertical
        ? { x: geo.M / 2 + 1, y: q.y + q.h / 2 + 4 }
        : { x: q.x + q.w / 2, y: geo.M / 2 + 4 };
      svg('text', { ...attrs, class: 'label' }, cellLayer).textContent = c;
    }
    for (const r of ['a', 'm', 'b']) {
      const [bo, bs] = bandOffset(rowIndex(r));
      const attrs = vertical ? { x: bo + bs / 2, y: geo.keyY - 5 } : { x: geo.M / 2 - 1, y: bo + bs / 2 + 4 };
      svg('text', { ...attrs, class: 'label row-label' }, cellLayer).textContent = r;
    }
  }

  /** The key under the board: a waiting piece (pale, dashed) and a started one, each with its words. */
  function drawKey() {
    if (!t) return;
    const key = svg('g', { class: 'piece-key' }, root);
    const y = geo.keyY + KEY_H / 2 + 2;
    const half = (geo.w - geo.M) / 2;
    for (const [i, [cls, words]] of [['waiting', 'board.keyWaiting'], ['started', 'board.keyStarted']].entries()) {
      const x = geo.M + 4 + i * half;
      const g = svg('g', { class: `swatch ${cls}` }, key);
      svg('circle', { cx: x + 9, cy: y, r: 9, class: 'disc' }, g);
      if (cls === 'started') svg('circle', { cx: x + 9, cy: y, r: 4.5, class: 'inner' }, g);
      svg('text', { x: x + 24, y: y + 6, class: 'key-text', 'data-words': words }, key);
    }
  }

  function pieceEl(cell, v, parent) {
    const c = center(cell);
    const g = svg('g', { class: `piece seat${v.seat}` + (v.waiting ? ' waiting' : ' started') + (v.count > 1 ? ' stack' : ''),
      'data-cell': cell }, parent);
    if (v.count > 1) svg('circle', { cx: c.x + 3, cy: c.y + 3, r: 14, class: 'under' }, g);
    svg('circle', { cx: c.x, cy: c.y, r: 14, class: 'disc' }, g);
    if (!v.waiting) svg('circle', { cx: c.x, cy: c.y, r: 8, class: 'inner' }, g);
    if (v.count > 1) {
      svg('circle', { cx: c.x + 12, cy: c.y - 11, r: 9, class: 'count-bg' }, g);
      svg('text', { x: c.x + 12, y: c.y - 7.5, class: 'count' }, g).textContent = v.count;
    }
    const title = svg('title', {}, g);
    title.textContent = t ? t(v.waiting ? 'board.waitingPiece' : 'board.startedPiece', { cell, count: v.count, seat: v.seat }) : cell;
    return g;
  }

  function describe(board) {
    if (!t) return '';
    const n1 = countPieces(board);
    return t('board.kasimalaSummary', { one: n1[1], two: n1[2] });
  }

  function draw(board, legal, onMove, info = {}) {
    board = board || {};
    const want = cellsOf(options, board);
    if (!root || want !== n || chooseOrientation() !== vertical) { n = want; build(); }
    lastBoard = board; lastLegal = legal; lastOnMove = onMove; lastInfo = { ...info, animate: false };
    pieceLayer.replaceChildren();
    const els = {};
    for (const [cell, v] of Object.entries(board)) els[cell] = pieceEl(cell, v, pieceLayer);
    root.setAttribute('aria-label', describe(board));
    if (t) for (const e of root.querySelectorAll('.key-text')) e.textContent = t(e.getAttribute('data-words')); // in the page's language now
    const mv = splitMove(info.lastMove);
    markLastMove(lastLayer, center, 19, mv, info.lastFacts?.captured);
    if (info.animate && mv && prev) {
      const a = center(mv.from), b = center(mv.to);
      slideIn(els[mv.to], a.x - b.x, a.y - b.y);
      const was = prev[mv.to];
      const mover = prev[mv.from]?.seat;
      if (was && mover && was.seat !== mover) {
        const ghost = pieceEl(mv.to, was, pieceLayer);
        ghost.classList.add('ghost');
        pieceLayer.insertBefore(ghost, pieceLayer.firstChild);
        const away = vertical ? { x: (b.x < geo.w / 2 ? -1 : 1) * geo.w, y: 0 } : { x: 0, y: (b.y < geo.h / 2 ? -1 : 1) * geo.h };
        leave(ghost, away.x * 0.6, away.y * 0.6);
      }
    }
    prev = board;
    picker.set(legal, onMove, info.hint?.move, info.better?.move);
  }

  const ro = redrawOnResize(container, () => {
    if (root && chooseOrientation() !== vertical) { build(); const p = prev; prev = null; draw(p || lastBoard, lastLegal, lastOnMove, lastInfo); prev = p; }
  });

  /** Focus to the board: its first movable piece, else the board itself. */
  function focus() { if (!picker.focusFirst()) keepFocusOn(root); }

  return { draw, focus, destroy() { ro.disconnect(); container.replaceChildren(); } };
}

/**
 * The rules page's drawn figures of this game, by the name in its data-figure: each draws into its box.
 * @type {Record<string, (box: HTMLElement, t: import('./board-module').T) => void>}
 */
export const figures = {
  'kasimala-board': box => {
    const r = create(box, { options: { cells: 17 }, seat: 1, orientation: 'horizontal' });
    r.draw(Object.fromEntries(Array.from({ length: 17 }, (_, i) => [
      ['a' + (i + 1), { seat: 1, count: 1, waiting: true }], ['b' + (i + 1), { seat: 2, count: 1, waiting: true }]]).flat()), [], null);
  },
  'kasimala-route': box => {
    const r = create(box, { options: { cells: 17 }, seat: 1, orientation: 'horizontal' });
    r.draw({ a17: { seat: 1, count: 1, waiting: true } }, [], null);
    const root = box.querySelector('svg');
    // The first player's route: along a, back along m, along b, then m and b for good.
    const x = c => 22 + (c - 1) * 40 + 20, y = { b: 22 + 23, m: 22 + 46 + 30, a: 22 + 46 + 60 + 23 };
    const d = `M${x(1)} ${y.a} H${x(17)} L${x(17)} ${y.m} H${x(1)} L${x(1)} ${y.b} H${x(17)}`;
    svg('path', { d, fill: 'none', stroke: '#1d5fa8', 'stroke-width': 4, 'stroke-linejoin': 'round', 'marker-end': 'url(#arrow)', opacity: .85 }, root);
    svg('path', { d: `M${x(17)} ${y.b} L${x(17) + 6} ${y.m - 12}`, fill: 'none', stroke: '#1d5fa8', 'stroke-width': 3, 'stroke-dasharray': '5 5' }, root);
    const defs = svg('defs', {}, root);
    const m = svg('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 5, refY: 5, markerWidth: 4, markerHeight: 4, orient: 'auto-start-reverse' }, defs);
    svg('path', { d: 'M0 0L10 5L0 10z', fill: '#1d5fa8' }, m);
  },
};

// The board-module contract (board-module.d.ts), checked by tsc.
import * as self from './kasimala.js';
/** @satisfies {import('./board-module').BoardModule} */ (self);
