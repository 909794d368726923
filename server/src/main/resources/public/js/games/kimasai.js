// Bao la Kimasai (four rows): 4 rows of 12 holes, at most one stone a hole.
// Drawn from docs/notation.md's board JSON: {"1": "111111111111", ..., "4": "..."}, columns a..l.
import { svg, MovePicker, splitMove, slideIn, leave, markLastMove, keepFocusOn, redrawOnResize } from './common.js';

export const usesThrow = false;
const COLS = 'abcdefghijkl';
export const countKey = 'table.stones';
/** What a capture takes: stones. */
export const takenKey = 'table.stones';

/** The results screen's line: a draw is a position come round again; the loser has no stones, or no move, left. */
export function resultLines(res, { t, words: w, loser, board }) {
  if (res.draw) return [{ text: t('result.drawRepeat') }];
  if (!loser) return [];
  return [{ text: w.of(countPieces(board)[loser] === 0 ? 'result.noStones' : 'result.noMove', loser) }];
}

export function countPieces(board) {
  const ones = s => [...(s || '')].filter(ch => ch === '1').length;
  return { 1: ones(board?.['1']) + ones(board?.['2']), 2: ones(board?.['3']) + ones(board?.['4']) };
}

function occupied(board) {
  const out = {};
  for (let r = 1; r <= 4; r++) {
    const s = board?.[String(r)] || '';
    for (let i = 0; i < 12; i++) if (s[i] === '1') out[COLS[i] + r] = r <= 2 ? 1 : 2;
  }
  return out;
}

/**
 * create(container, {seat, t, orientation}) -> renderer; seat: whose side is drawn nearest the viewer.
 * On a narrow screen (orientation 'auto') the board stands upright: the twelve columns run
 * down the screen and the four rows across it, so every hole stays a thumb wide.
 * @param {HTMLElement} container
 * @param {import('./board-module').CreateOptions} [opts]
 */
export function create(container, { seat = 1, t, orientation = 'auto' } = {}) {
  const C = 52, H = 58, M = 22, GAP = 14;
  let prev = null, vertical = false, root, lastLayer, stoneLayer, markLayer, picker, w, h;
  let lastBoard = null, lastLegal = [], lastOnMove = null, lastInfo = {};

  function chooseOrientation() {
    if (orientation !== 'auto') return orientation === 'vertical';
    const width = container.clientWidth || window.innerWidth;
    return width / 12 < 44;
  }

  /** Column index 0..11 along the board and row index 0..3 across it (0 = far side), as the viewer sees them. */
  function grid(cell) {
    const col = COLS.indexOf(cell[0]);
    const row = parseInt(cell.slice(1), 10);
    return { along: seat === 2 ? 11 - col : col, across: seat === 2 ? row - 1 : 4 - row };
  }
  function pos(cell) {
    const { along, across } = grid(cell);
    const a = along * C + C / 2, b = across * H + H / 2 + (across >= 2 ? GAP : 0);
    // upright: the far side on the left, column a (seat 1) at the bottom
    return vertical ? { x: M + b, y: 8 + (11 - along) * C + C / 2 } : { x: M + a, y: 8 + b };
  }

  function build() {
    vertical = chooseOrientation();
    const span = 12 * C, depth = 4 * H + GAP;
    w = vertical ? M + depth + 10 : M + span + 10;
    h = vertical ? 8 + span + M : 8 + depth + M;
    container.replaceChildren();
    container.classList.toggle('board-vertical', vertical);
    root = svg('svg', { viewBox: `0 0 ${w} ${h}`, class: 'board kimasai ' + (vertical ? 'vertical' : 'horizontal'), role: 'group' });
    container.appendChild(root);
    svg('rect', vertical
      ? { x: M - 6, y: 2, width: depth + 12, height: span + 12, rx: 18, class: 'frame' }
      : { x: M - 8, y: 2, width: span + 16, height: depth + 12, rx: 18, class: 'frame' }, root);
    const holeLayer = svg('g', { class: 'cells' }, root);
    lastLayer = svg('g', { class: 'last-move', 'aria-hidden': 'true' }, root);
    stoneLayer = svg('g', { class: 'pieces' }, root);
    markLayer = svg('g', { class: 'marks' }, root);
    for (let r = 1; r <= 4; r++) {
      for (let i = 0; i < 12; i++) {
        const cell = COLS[i] + r;
        const p = pos(cell);
        const g = svg('g', { class: `cell side${r <= 2 ? 1 : 2}`, 'data-cell': cell }, holeLayer);
        const [hw, hh] = vertical ? [H, C] : [C, H];
        svg('rect', { x: p.x - hw / 2, y: p.y - hh / 2, width: hw, height: hh, class: 'hit' }, g);
        svg('ellipse', { cx: p.x, cy: p.y, rx: 21, ry: 21, class: 'hole' }, g);
      }
    }
    // The divider between the two sides; column letters and row numbers in the margins, off the wood.
    const mid = M + 2 * H + GAP / 2;
    svg('line', vertical ? { x1: mid, x2: mid, y1: 8, y2: 8 + span, class: 'divider' }
      : { x1: M, x2: M + span, y1: mid - M + 8, y2: mid - M + 8, class: 'divider' }, holeLayer);
    for (let i = 0; i < 12; i++) {
      const p = pos(COLS[i] + 1);
      svg('text', vertical ? { x: M / 2 - 1, y: p.y + 4, class: 'label' } : { x: p.x, y: h - 5, class: 'label' }, holeLayer)
        .textContent = COLS[i];
    }
    for (let r = 1; r <= 4; r++) {
      const p = pos('a' + r);
      svg('text', vertical ? { x: p.x, y: h - 5, class: 'label' } : { x: M / 2 - 1, y: p.y + 4, class: 'label' }, holeLayer)
        .textContent = r;
    }
    const picked = picker?.picked(); // a turn of the screen keeps the piece picked
    picker = new MovePicker({
      layer: markLayer, center: pos, radius: 17,
      pieceLabel: (from, tos) => t ? t('board.stoneLabel', { cell: from, to: tos.join(', ') }) : from,
      targetLabel: (from, to) => t ? t('board.targetLabel', { from, to }) : `${from}-${to}`,
    });
    picker.pick(picked);
    root.addEventListener('click', e => {
      const c = e.target.closest('[data-cell]');
      if (c) picker.tapCell(c.dataset.cell);
    });
  }
  build();

  function stone(cell, s, parent) {
    const p = pos(cell);
    const g = svg('g', { class: `piece stone seat${s}`, 'data-cell': cell }, parent);
    svg('circle', { cx: p.x, cy: p.y, r: 15, class: 'disc' }, g);
    svg('circle', { cx: p.x - 5, cy: p.y - 5, r: 4.5, class: 'shine' }, g);
    return g;
  }

  function draw(board, legal, onMove, info = {}) {
    if (chooseOrientation() !== vertical) { build(); prev = null; }
    lastBoard = board; lastLegal = legal; lastOnMove = onMove; lastInfo = { ...info, animate: false };
    const occ = occupied(board);
    stoneLayer.replaceChildren();
    const els = {};
    for (const [cell, s] of Object.entries(occ)) els[cell] = stone(cell, s, stoneLayer);
    const n = countPieces(board);
    root.setAttribute('aria-label', t ? t('board.kimasaiSummary', { one: n[1], two: n[2] }) : '');
    const mv = splitMove(info.lastMove);
    markLastMove(lastLayer, pos, 23, mv, info.lastFacts?.captured);
    if (info.animate && mv && prev) {
      const a = pos(mv.from), b = pos(mv.to);
      slideIn(els[mv.to], a.x - b.x, a.y - b.y, 280);
      for (const [cell, s] of Object.entries(prev)) {
        if (!occ[cell] && cell !== mv.from) {
          const ghost = stone(cell, s, stoneLayer);
          ghost.classList.add('ghost');
          const p = pos(cell);
          const away = vertical ? { x: (p.x < w / 2 ? -1 : 1) * w * 0.7, y: 0 } : { x: 0, y: (p.y < h / 2 ? -1 : 1) * h * 0.7 };
          leave(ghost, away.x, away.y, 260, 700);
        }
      }
    }
    prev = occ;
    picker.set(legal, onMove, info.hint?.move, info.better?.move);
  }

  const ro = redrawOnResize(container, () => {
    if (lastBoard && chooseOrientation() !== vertical) draw(lastBoard, lastLegal, lastOnMove, lastInfo);
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
  'kimasai-board': box => {
    const r = create(box, { seat: 1 });
    r.draw({ 1: '111111111111', 2: '011111111111', 3: '111111111110', 4: '111111111111' }, [], null);
  },
  'kimasai-first': box => {
    const r = create(box, { seat: 1 });
    r.draw({ 1: '111111111111', 2: '101111111111', 3: '011111111110', 4: '011111111111' }, [], null);
  },
};

// The board-module contract (board-module.d.ts), checked by tsc.
import * as self from './kimasai.js';
/** @satisfies {import('./board-module').BoardModule} */ (self);
