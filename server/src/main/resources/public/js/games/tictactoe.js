// Tic-tac-toe (3 by 3, three in a row) and five in a row (15 by 15), one game with the option `size`.
// Drawn from docs/notation.md's board JSON: {"rows": {"1": "X.O", ...}}, each rank from file a, 'X', 'O' or '.'.
// A move is the cell marked: `b2`, `h8`. The winning line is found here from the board (the engine's facts do not
// carry it): a run of the winner's marks as long as the size's line, which only the winning move can have made.
import { svg, markLastMove, markHint, keepFocusOn, rovingTabStop, roveByKey, redrawOnResize, ensureGameCss } from './common.js';

export const usesThrow = false;
/** A seat card counts the marks on the board. */
export const countKey = 'tictactoe.marks';
const FILES = 'abcdefghijklmno';
const MARKS = ['', 'X', 'O'];
const DIRECTIONS = [[1, 0], [0, 1], [1, 1], [1, -1]];

/** The board's side, 3 or 15, from its ranks. */
export function sizeOf(board) {
  return Object.keys(board?.rows || {}).length || 3;
}

/** The marks in a row that win on a board of this size. */
export function lineLength(size) {
  return size === 3 ? 3 : 5;
}

/** Every marked cell: {b2: 'X', c3: 'O', ...}. */
export function marks(board) {
  const out = {}, n = sizeOf(board);
  for (let r = 1; r <= n; r++) {
    const row = board?.rows?.[String(r)] || '';
    for (let f = 0; f < n; f++) if (row[f] === 'X' || row[f] === 'O') out[FILES[f] + r] = row[f];
  }
  return out;
}

export function countPieces(board) {
  const all = Object.values(marks(board));
  return { 1: all.filter(m => m === 'X').length, 2: all.filter(m => m === 'O').length };
}

/** An empty board of the size. */
export function emptyBoard(size) {
  const rows = {};
  for (let r = 1; r <= size; r++) rows[r] = '.'.repeat(size);
  return { rows };
}

/** The cells of a line of one mark as long as the size's winning line or longer (an overline wins too), or null. */
export function winningLine(board) {
  const n = sizeOf(board), need = lineLength(n), at = marks(board);
  const cell = (f, r) => (f >= 0 && f < n && r >= 1 && r <= n ? FILES[f] + r : null);
  for (const [start, mark] of Object.entries(at)) {
    const f0 = FILES.indexOf(start[0]), r0 = Number(start.slice(1));
    for (const [df, dr] of DIRECTIONS) {
      const before = cell(f0 - df, r0 - dr);
      if (before && at[before] === mark) continue; // count each run from its first cell
      const run = [start];
      for (let k = 1; at[cell(f0 + k * df, r0 + k * dr) ?? ''] === mark; k++) run.push(cell(f0 + k * df, r0 + k * dr));
      if (run.length >= need) return run;
    }
  }
  return null;
}

/** Words for a move, as a hint gives it. */
export function hintText(move, t) {
  return t('tictactoe.placeLabel', { cell: move });
}

/** A move-list line: "You put X on b2". */
export function moveLog(move, seat, words) {
  return words.of('tictactoe.log.mark', seat, { mark: MARKS[seat] ?? '', cell: move });
}

/** The status line on the large board, where a mark takes two taps; the table's own on the small one. */
export function statusText(st, { mine, pass, t, seatName }) {
  if (sizeOf(st.board) === 3) return null;
  const act = Object.entries(mine || {}).find(([, a]) => a?.moves?.length);
  if (!act) return null;
  return pass ? t('tictactoe.statusTwoTapsPass', { name: seatName(Number(act[0])) }) : t('tictactoe.statusTwoTaps');
}

/** Under the title: the line that won, or a full board. */
export function resultLines(res, { t, board }) {
  const line = winningLine(board);
  if (line) return [{ text: t('tictactoe.result.line', { n: line.length, from: line[0], to: line[line.length - 1] }) }];
  return res.draw ? [{ text: t('tictactoe.result.full') }] : [];
}

/** X: two strokes crossing within radius r of (0, 0). */
function cross(parent, r) {
  svg('path', { d: `M${-r} ${-r}L${r} ${r}M${r} ${-r}L${-r} ${r}`, class: 'x-mark' }, parent);
}

/**
 * create(container, {t}) -> renderer. The small board: big cells, one tap marks one. The large board: cells too
 * small to aim at with a thumb, so a first tap (or Enter) puts a ghost mark on the cell (`.marks .target.ghost`),
 * and a second tap on it marks the cell for good; a tap elsewhere moves the ghost, Escape takes it away.
 * @param {HTMLElement} container
 * @param {import('./board-module').CreateOptions} [opts]
 */
export function create(container, { t, options } = {}) {
  ensureGameCss('tictactoe');
  const tt = (k, v) => (t ? t(k, v) : '');
  let size = Number(options?.size) || 0, S = 0, M = 0, R = 0;
  let root, gridLayer, lastLayer, markLayer, lineLayer, moveLayer;
  let onMoveNow = null, playable = [], ghost = null, focusCell = null, hintMove = null, betterMove = null, seatNow = 1, lastArgs = null;

  const pos = cell => ({ x: M + FILES.indexOf(cell[0]) * S + S / 2, y: M + (size - Number(cell.slice(1))) * S + S / 2 });

  function build(n) {
    size = n;
    S = n === 3 ? 100 : 40;
    M = n === 3 ? 26 : 22;
    R = S * 0.34;
    const side = n * S + 2 * M;
    container.replaceChildren();
    root = svg('svg', { viewBox: `0 0 ${side} ${side}`, class: `board tictactoe size${n}`, role: 'group' }, container);
    svg('rect', { x: 2, y: 2, width: side - 4, height: side - 4, rx: n === 3 ? 18 : 10, class: 'frame' }, root);
    gridLayer = svg('g', { class: 'cells' }, root);
    for (let i = 0; i <= n; i++) {
      const inner = i > 0 && i < n;
      if (n === 3 && !inner) continue; // the small board is the four strokes of #
      svg('line', { x1: M + i * S, y1: M, x2: M + i * S, y2: M + n * S, class: 'grid' }, gridLayer);
      svg('line', { x1: M, y1: M + i * S, x2: M + n * S, y2: M + i * S, class: 'grid' }, gridLayer);
    }
    for (let f = 0; f < n; f++) svg('text', { x: M + f * S + S / 2, y: M + n * S + M * 0.75, class: 'label' }, gridLayer).textContent = FILES[f];
    for (let r = 1; r <= n; r++) svg('text', { x: M / 2, y: M + (n - r) * S + S / 2 + 4, class: 'label' }, gridLayer).textContent = r;
    lastLayer = svg('g', { class: 'last-move', 'aria-hidden': 'true' }, root);
    markLayer = svg('g', { class: 'pieces' }, root);
    lineLayer = svg('g', { class: 'win', 'aria-hidden': 'true' }, root);
    moveLayer = svg('g', { class: 'marks' }, root);
    moveLayer.addEventListener('keydown', onKey);
    root.addEventListener('keydown', e => {
      if (e.target === root && playable.length && (e.key.startsWith('Arrow') || e.key === 'Home' || e.key === 'End')) {
        e.preventDefault();
        focusMoves();
      }
    });
  }

  function drawMark(cell, mark, parent, cls = '') {
    const p = pos(cell);
    const g = svg('g', { class: `piece ${mark === 'X' ? 'x' : 'o'} ${cls}`.trim(), 'data-cell': cell,
      transform: `translate(${p.x} ${p.y})` }, parent);
    if (mark === 'X') cross(g, R * 0.8);
    else svg('circle', { cx: 0, cy: 0, r: R * 0.85, class: 'o-mark' }, g);
    return g;
  }

  /** A tap on an empty cell: on the small board it marks it; on the large one the first tap shows the ghost. */
  function choose(cell) {
    if (!onMoveNow || !playable.includes(cell)) return;
    focusCell = cell;
    if (size === 3 || ghost === cell) {
      const play = onMoveNow;
      const hadFocus = moveLayer.contains(document.activeElement);
      onMoveNow = null;
      ghost = null;
      playable = [];
      renderMoves();
      if (hadFocus || document.activeElement === document.body) keepFocusOn(root);
      play(cell);
      return;
    }
    ghost = cell;
    renderMoves();
    moveLayer.querySelector('.target')?.focus({ preventScroll: true });
  }

  function moveItems() { return [...moveLayer.querySelectorAll('.movable')]; }

  function focusMoves() {
    const stop = rovingTabStop(moveItems(), moveItems().find(e => e.dataset.cell === focusCell));
    stop?.focus({ preventScroll: true });
    return !!stop;
  }

  function onKey(e) {
    const g = e.target.closest('[data-cell]');
    if (e.key === 'Enter' || e.key === ' ') {
      if (!g) return;
      e.preventDefault();
      choose(g.dataset.cell);
    } else if (e.key === 'Escape' && ghost) {
      ghost = null;
      renderMoves();
      focusMoves();
    } else if (roveByKey(e, moveItems())) {
      focusCell = document.activeElement?.getAttribute('data-cell') ?? null;
    }
  }

  /** The empty cells this browser may mark, the hint, and the ghost mark waiting for its second tap. */
  function renderMoves() {
    moveLayer.replaceChildren();
    const marked = hintMove && playable.includes(hintMove) ? hintMove : betterMove;
    if (marked) {
      const c = pos(marked);
      markHint(moveLayer, c, c, R, { from: '', to: marked });
    }
    if (!onMoveNow) return;
    for (const cell of playable) {
      const c = pos(cell);
      const g = svg('g', { class: 'movable place', role: 'button', tabindex: -1, 'data-cell': cell,
        'aria-label': tt('tictactoe.placeLabel', { cell }) }, moveLayer);
      svg('rect', { x: c.x - S / 2, y: c.y - S / 2, width: S, height: S, class: 'hit-area' }, g);
      g.addEventListener('click', e => { e.stopPropagation(); choose(cell); });
    }
    if (ghost) {
      const g = drawMark(ghost, MARKS[seatNow], moveLayer, 'target ghost');
      g.setAttribute('role', 'button');
      g.setAttribute('tabindex', '0');
      g.setAttribute('aria-label', tt('tictactoe.confirmLabel', { cell: ghost }));
      svg('circle', { cx: 0, cy: 0, r: S * 0.62, class: 'hit-area' }, g);
      svg('circle', { cx: 0, cy: 0, r: S * 0.5, class: 'ghost-ring' }, g);
      g.addEventListener('click', e => { e.stopPropagation(); choose(ghost ?? ''); });
      g.addEventListener('keydown', onKey);
    }
    rovingTabStop(moveItems(), moveItems().find(e => e.dataset.cell === focusCell));
  }

  function draw(board, legal, onMove, info = {}) {
    const n = sizeOf(board);
    if (!root || n !== size) build(n);
    lastArgs = [board, legal, onMove, { ...info, animate: false }];
    const at = marks(board);
    markLayer.replaceChildren();
    for (const [cell, mark] of Object.entries(at)) {
      const g = drawMark(cell, mark, markLayer);
      if (info.animate && cell === info.lastMove) g.classList.add('fresh');
    }
    const count = countPieces(board);
    root.setAttribute('aria-label', tt('tictactoe.summary', { size: n, x: count[1], o: count[2] }));
    markLastMove(lastLayer, pos, S * 0.46, info.lastMove ? { to: info.lastMove } : null, undefined);
    lineLayer.replaceChildren();
    const line = winningLine(board);
    if (line) {
      const a = pos(line[0]), b = pos(line[line.length - 1]);
      svg('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: 'win-line', 'data-cells': line.join(' ') }, lineLayer);
    }
    const moves = onMove ? legal || [] : [];
    const focus = document.activeElement;
    const hadFocus = moveLayer.contains(focus);
    if (moves.join() !== playable.join()) ghost = null;
    playable = moves;
    onMoveNow = moves.length ? onMove : null;
    seatNow = info.seat ?? info.toMove ?? 1;
    hintMove = info.hint?.move ?? null;
    betterMove = info.better?.move ?? null;
    renderMoves();
    if (hadFocus || (moves.length && focus === root)) focusMoves();
  }

  const ro = redrawOnResize(container, () => { if (lastArgs) draw(...lastArgs); });

  /** Focus to the board: the cell last chosen or the first empty one, else the board itself. */
  function focus() { if (!focusMoves()) keepFocusOn(root); }

  return { draw, focus, svg: () => root, destroy() { ro.disconnect(); container.replaceChildren(); } };
}

/**
 * The rules page's drawn figures, by the name in their data-figure.
 * @type {Record<string, (box: HTMLElement, t: import('./board-module').T) => void>}
 */
export const figures = {
  // X's c1, beside a1 and below c3, threatens b1 and c2 at once: O can block only one (a fork).
  'tictactoe-fork': (box, t) => {
    create(box, { t }).draw({ rows: { 1: 'X.X', 2: '.O.', 3: 'O.X' } }, [], null, { lastMove: 'c1' });
  },
  // A finished line of five across the large board.
  'tictactoe-five': (box, t) => {
    const board = emptyBoard(15);
    board.rows[8] = '...XXXXX.......';
    board.rows[7] = '....OO.O.......';
    board.rows[9] = '.....O.........';
    create(box, { t }).draw(board, [], null, { lastMove: 'h8' });
  },
};

// The board-module contract (board-module.d.ts), checked by tsc.
import * as self from './tictactoe.js';
/** @satisfies {import('./board-module').BoardModule} */ (self);
