// Checkers (English draughts): the 32 dark squares of an 8 by 8 board, numbered 1..32 as docs/notation.md says.
// Drawn from the board JSON {"squares": "bbbbbbbbbbbb........wwwwwwwwwwww"} (squares 1 to 32: b/w a man, B/W a
// king, . empty). Moves: a step `11-15`, a capture with every landing `22x15x6` (a chain is one move, never cut short).
import { svg, ChainPicker, slideIn, leave, markLastMove, markHint, keepFocusOn, rovingTabStop, ensureGameCss } from './common.js';
import { num } from '../i18n.js';

export const usesThrow = false;
const S = 100;

/** Square n's row (0..7 from Black's side) and column (0..7 from White's left). */
export function rowColumn(n) {
  const i = Number(n) - 1, row = i >> 2;
  return { row, column: 2 * (i & 3) + (row % 2 === 0 ? 1 : 0) };
}

/** The square at a row and column, or null on a light square or off the board. */
function squareAt(row, column) {
  if (row < 0 || row > 7 || column < 0 || column > 7 || (row + column) % 2 === 0) return null;
  return String(4 * row + (column >> 1) + 1);
}

/** The square a jump from a to b passes over. */
function between(a, b) {
  const p = rowColumn(a), q = rowColumn(b);
  return squareAt((p.row + q.row) / 2, (p.column + q.column) / 2);
}

/** A move as the squares it visits: `11-15` or `22x15x6`; null for anything else. */
export function parseMove(move) {
  const m = /^\d{1,2}(?:-\d{1,2}|(?:x\d{1,2})+)$/.exec(move || '');
  if (!m) return null;
  const capture = move.includes('x');
  return { path: move.split(capture ? 'x' : '-'), capture };
}

/** A square's number in the reader's digits (Devanagari in Nepali), as the board labels it. */
const sq = s => num(Number(s));

const seatOf = ch => (ch === 'b' || ch === 'B' ? 1 : ch === 'w' || ch === 'W' ? 2 : 0);

export function countPieces(board) {
  const n = { 1: 0, 2: 0 };
  for (const ch of board?.squares || '') if (seatOf(ch)) n[seatOf(ch)]++;
  return n;
}

/** A move in words for the move list: a step, or the landings of a capture in order. */
export function moveLog(move, seat, w) {
  const m = parseMove(move);
  if (!m) return w.of('log.moveText', seat, { move });
  const [from, ...rest] = m.path.map(sq);
  if (!m.capture) return w.move(seat, from, rest[0]);
  return rest.length === 1 ? w.of('checkers.log.jump', seat, { from, to: rest[0] })
    : w.of('checkers.log.chain', seat, { from, via: rest.slice(0, -1).join(', '), to: rest[rest.length - 1] });
}

export function hintText(move, t) {
  const m = parseMove(move);
  return m ? t('checkers.moveLabel', { path: m.path.map(sq).join(m.capture ? ' × ' : ' → ') }) : move;
}

/**
 * The status line when the seat to move at this screen must capture: only the pieces that can jump may move.
 * @param {any} st
 * @param {{ mine: Record<string, import('./board-module').Act | null>, pass: boolean, t: import('./board-module').T,
 *   seatName: (seat: number) => string, lastFacts: import('./board-module').Facts | null }} how
 */
export function statusText(st, { mine, pass, t, seatName }) {
  const moves = mine?.[st.toMove]?.moves;
  if (st.awaiting === 'over' || !moves?.length || !moves.every(m => m.includes('x'))) return null;
  return pass ? t('checkers.mustCapturePass', { name: seatName(Number(st.toMove)) }) : t('checkers.mustCapture');
}

/**
 * Pick then place; a capture goes on landing by landing: after a jump that must go on the piece stands on its landing
 * with the next landings shown, and where only one goes on it is filled in. The move goes once the chain is whole.
 * Every choice comes from the legal move strings.
 */
class CheckersPicker extends ChainPicker {
  parse(move) { return parseMove(move); }

  froms() { return [...new Set(this.moves.map(m => parseMove(m).path[0]))]; }
  captures() { return this.moves.some(m => m.includes('x')); }
  /** A piece's only landing goes at the first tap, a capture that goes on included (its way on is taken at once too). */
  takesAtOnce() { return true; }
  /** The first landings of a piece: its steps, or its first jumps. */
  targetsOf(from) { return [...new Set(this.moves.map(m => parseMove(m).path).filter(p => p[0] === from).map(p => p[1]))]; }
  /** The landings a capture goes on to after these. */
  nextOf(path) {
    const key = path.join('x') + 'x';
    return [...new Set(this.moves.filter(m => m.startsWith(key)).map(m => m.slice(key.length).split('x')[0]))];
  }

  /** After a landing: the move goes when it is whole; the only way on is taken at once; else the player chooses. */
  land(path) {
    if (this.moves.includes(path.join('-'))) { this.play(path.join('-')); return; }
    if (this.moves.includes(path.join('x'))) { this.play(path.join('x')); return; }
    const next = this.nextOf(path);
    if (next.length === 1) { this.land([...path, next[0]]); return; }
    this.path = path;
    this.focusCell = next[0];
    this.render();
    this.focusFirst();
  }

  items() {
    return [...this.layer.querySelectorAll(this.selected ? '.target' : '.movable')];
  }

  render() {
    this.layer.replaceChildren();
    this.onPath?.(this.onMove && this.chaining() ? this.path : null);
    if (this.hint) {
      const p = this.hint.path;
      markHint(this.layer, this.center(p[0]), this.center(p[p.length - 1]), this.radius, { from: p[0], to: p[p.length - 1] });
    }
    if (!this.onMove) return;
    const chain = this.chaining(), jumping = this.captures();
    for (const from of chain ? [this.current()] : this.froms()) {
      const c = this.center(from);
      const picked = chain || from === this.selected;
      const g = svg('g', {
        class: 'movable' + (picked ? ' selected' : '') + (jumping ? ' can-jump' : ''),
        tabindex: this.selected ? -1 : 0, role: 'button', 'data-cell': from,
        'aria-label': this.pieceLabel(from, chain ? this.nextOf(this.path) : this.targetsOf(from), jumping),
        'aria-pressed': picked ? 'true' : 'false',
      }, this.layer);
      svg('circle', { cx: c.x, cy: c.y, r: this.radius + 4, class: 'ring' }, g);
      this.bind(g, from);
    }
    for (const to of this.landings()) {
      this.drawLanding(to, chain ? this.current() : this.selected, jumping, 0.3);
    }
    const items = this.items();
    rovingTabStop(items, items.find(e => e.dataset.cell === this.focusCell));
  }
}

/** An SVG points list through the given squares. */
function points(path, center) {
  return path.map(p => { const c = center(p); return `${c.x},${c.y}`; }).join(' ');
}

/**
 * create(container, {seat, t}) -> renderer. Seat 1 (Black) sees its own side at the bottom; seat 2 (White) sees the
 * board turned round, square 1 at the top left, as checkers books print it. Each dark square carries its number.
 * @param {HTMLElement} container
 * @param {import('./board-module').CreateOptions} [opts]
 */
export function create(container, { seat = 1, t } = {}) {
  ensureGameCss('checkers');
  const tt = (k, v) => (t ? t(k, v) : '');
  const flipped = seat === 2;
  let prev = null, lastBoard = null;

  function corner(n) {
    const { row, column } = rowColumn(n);
    return flipped ? { x: column * S, y: row * S } : { x: (7 - column) * S, y: (7 - row) * S };
  }
  function center(n) {
    const c = corner(n);
    return { x: c.x + S / 2, y: c.y + S / 2 };
  }

  container.replaceChildren();
  const root = svg('svg', { viewBox: `0 0 ${8 * S} ${8 * S}`, class: 'board checkers' + (flipped ? ' flipped' : ''), role: 'group' }, container);
  const cells = svg('g', { class: 'cells' }, root);
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) svg('rect', { x: x * S, y: y * S, width: S, height: S, class: 'square light' }, cells);
  }
  for (let n = 1; n <= 32; n++) {
    const c = corner(n);
    const g = svg('g', { class: 'cell', 'data-cell': String(n) }, cells);
    svg('rect', { x: c.x, y: c.y, width: S, height: S, class: 'square dark' }, g);
    svg('text', { x: c.x + 6, y: c.y + 22, class: 'num', 'aria-hidden': 'true' }, g).textContent = sq(n);
  }
  const lastLayer = svg('g', { class: 'last-move', 'aria-hidden': 'true' }, root);
  const pieceLayer = svg('g', { class: 'pieces' }, root);
  const chainLayer = svg('g', { class: 'chain', 'aria-hidden': 'true' }, root);
  const markLayer = svg('g', { class: 'marks' }, root);
  const picker = new CheckersPicker({
    layer: markLayer, center, radius: S * 0.42, onPath: showPath,
    pieceLabel: (from, tos, jumping) => tt(jumping ? 'checkers.jumperLabel' : 'board.pieceLabel', { cell: sq(from), to: tos.map(sq).join(', ') }),
    targetLabel: (from, to, jumping) => tt(jumping ? 'checkers.jumpLabel' : 'board.targetLabel', { from: sq(from), to: sq(to) }),
  });
  root.addEventListener('click', e => {
    const c = /** @type {Element} */ (e.target).closest('[data-cell]');
    if (c) picker.tapCell(c.getAttribute('data-cell'));
  });

  /** A man: a thick disc with a groove; a king: two discs stacked with a gold crown on top. */
  function pieceEl(n, ch, parent) {
    const c = center(n), s = seatOf(ch), king = ch === 'B' || ch === 'W';
    const g = svg('g', { class: `piece seat${s}${king ? ' king' : ''}`, 'data-cell': n, 'data-piece': ch }, parent);
    if (king) svg('circle', { cx: c.x, cy: c.y + 6, r: 36, class: 'disc under' }, g);
    const top = king ? c.y - 4 : c.y;
    svg('circle', { cx: c.x, cy: top, r: 36, class: 'disc' }, g);
    svg('circle', { cx: c.x, cy: top, r: 25, class: 'groove' }, g);
    if (king) {
      const x = c.x, y = top;
      svg('path', { d: `M${x - 20} ${y + 11}L${x - 23} ${y - 11}L${x - 10} ${y - 1}L${x} ${y - 17}L${x + 10} ${y - 1}L${x + 23} ${y - 11}L${x + 20} ${y + 11}Z`, class: 'crown' }, g);
    }
    if (t) svg('title', {}, g).textContent = tt(king ? 'checkers.kingTitle' : 'checkers.manTitle', { colour: tt('colour.checkers.' + s), cell: sq(n) });
    return g;
  }

  /** A capture being chosen: the piece lifted from its start, the pieces jumped crossed out, the piece on its landing. */
  function showPath(path) {
    chainLayer.replaceChildren();
    for (const e of pieceLayer.querySelectorAll('.lifted, .jumped')) e.classList.remove('lifted', 'jumped');
    if (!path) return;
    pieceLayer.querySelector(`[data-cell="${path[0]}"]`)?.classList.add('lifted');
    svg('polyline', { points: points(path, center), class: 'chain-path' }, chainLayer);
    for (let i = 1; i < path.length; i++) {
      const over = between(path[i - 1], path[i]);
      pieceLayer.querySelector(`[data-cell="${over}"]`)?.classList.add('jumped');
      const c = center(over), k = 18;
      svg('path', { d: `M${c.x - k} ${c.y - k}L${c.x + k} ${c.y + k}M${c.x + k} ${c.y - k}L${c.x - k} ${c.y + k}`, class: 'jumped-mark' }, chainLayer);
    }
    const ch = lastBoard?.squares?.[Number(path[0]) - 1];
    if (ch) pieceEl(path[path.length - 1], ch, chainLayer).classList.add('moving');
  }

  /** The last move: its squares lit, a line through its landings, and where it took. */
  function markPath(path, captured) {
    markLastMove(lastLayer, center, S / 2 - 5, path && { from: path[0], to: path[path.length - 1] }, captured);
    if (!path) return;
    if (path.length > 2) svg('polyline', { points: points(path, center), class: 'last-path', 'data-path': path.join(' ') }, lastLayer);
  }

  /** The mover goes along each jump in turn; each piece it took leaves as the mover passes over it. */
  function animate(path, els, before, captured) {
    const end = center(path[path.length - 1]), mover = els[path[path.length - 1]], hop = 240;
    if (path.length === 2) {
      const a = center(path[0]);
      slideIn(mover, a.x - end.x, a.y - end.y, hop);
    } else if (mover?.animate && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      mover.animate(path.map((p, i) => {
        const c = center(p);
        return { transform: `translate(${c.x - end.x}px, ${c.y - end.y}px)`, offset: i / (path.length - 1) };
      }), { duration: hop * (path.length - 1), easing: 'ease-in-out' });
    }
    (captured || []).forEach((x, i) => {
      const ch = before?.[Number(x.cell) - 1];
      if (!x.cell || !seatOf(ch)) return;
      const ghost = pieceEl(x.cell, ch, pieceLayer);
      ghost.classList.add('ghost');
      leave(ghost, 0, 0, hop * i + hop / 2, 500);
    });
  }

  function draw(board, legal, onMove, info = {}) {
    lastBoard = board;
    const squares = board?.squares || '';
    pieceLayer.replaceChildren();
    const els = {};
    [...squares].forEach((ch, i) => { if (seatOf(ch)) els[i + 1] = pieceEl(String(i + 1), ch, pieceLayer); });
    const n = countPieces(board), kings = s => [...squares].filter(ch => ch === (s === 1 ? 'B' : 'W')).length;
    root.setAttribute('aria-label', tt('checkers.summary', { bottom: tt('colour.checkers.' + (flipped ? 2 : 1)),
      one: n[1], oneKings: kings(1), two: n[2], twoKings: kings(2) }));
    const mv = parseMove(info.lastMove);
    markPath(mv?.path, info.lastFacts?.captured);
    if (info.animate && mv && prev) animate(mv.path, els, prev, info.lastFacts?.captured);
    prev = squares;
    picker.set(legal, onMove, info.hint?.move, info.better?.move);
  }

  /** Focus to the board: its first movable piece, else the board itself. */
  function focus() { if (!picker.focusFirst()) keepFocusOn(root); }

  return { draw, focus };
}

/**
 * The rules page's drawn figures of this game, by the name in its data-figure: each draws into its box.
 * @type {Record<string, (box: HTMLElement, t: import('./board-module').T) => void>}
 */
export const figures = {
  'checkers-start': (box, t) => {
    create(box, { seat: 1, t }).draw({ squares: 'bbbbbbbbbbbb........wwwwwwwwwwww' }, [], null);
  },
  'checkers-chain': (box, t) => {
    // White's man on 22 has just jumped Black's men on 18 and 10, landing on 15 and then 6: the move 22x15x6.
    const squares = [...'.'.repeat(32)];
    for (const n of [1, 3, 9, 11, 13]) squares[n - 1] = 'b';
    for (const n of [6, 21, 24, 25]) squares[n - 1] = 'w';
    squares[31] = 'W';
    const captured = ['18', '10'].map(cell => ({ seat: 1, cell, count: 1 }));
    create(box, { seat: 2, t }).draw({ squares: squares.join('') }, [], null, { lastMove: '22x15x6', lastFacts: { captured } });
  },
};

// The board-module contract (board-module.d.ts), checked by tsc.
import * as self from './checkers.js';
/** @satisfies {import('./board-module').BoardModule} */ (self);
