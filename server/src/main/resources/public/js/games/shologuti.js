// Sholo Guti (sixteen soldiers): 37 points, the 5x5 grid of ranks 3..7 and a triangle below and above.
// Drawn from docs/notation.md's board JSON: {"points": {"a1": 1, ...}}. Moves: a step `c5-c6`, a capture or a
// chain of them `c4xc6xe6` (every prefix of a chain is a legal move too).
import { svg, ChainPicker, slideIn, leave, markLastMove, markHint, keepFocusOn, rovingTabStop, redrawOnResize, ensureGameCss } from './common.js';

export const usesThrow = false;
const FILES = 'abcde';
const PIECES = 16;

/** Every point of the board, seat 1's side first. */
export const POINTS = [
  'a1', 'c1', 'e1', 'b2', 'c2', 'd2',
  ...[3, 4, 5, 6, 7].flatMap(r => [...FILES].map(f => f + r)),
  'b8', 'c8', 'd8', 'a9', 'c9', 'e9',
];

/** The lines as drawn, each a run of points: one straight line for jumping. */
export const LINES = (() => {
  const out = [];
  for (let r = 3; r <= 7; r++) out.push([...FILES].map(f => f + r));
  for (const f of 'abde') out.push([3, 4, 5, 6, 7].map(r => f + r));
  out.push([1, 2, 3, 4, 5, 6, 7, 8, 9].map(r => 'c' + r));
  // the diagonals through the even points of the grid, each run to the triangles' far corners
  out.push(['a1', 'b2', 'c3', 'd4', 'e5'], ['e1', 'd2', 'c3', 'b4', 'a5'], ['a5', 'b6', 'c7', 'd8', 'e9'],
    ['e5', 'd6', 'c7', 'b8', 'a9'], ['a3', 'b4', 'c5', 'd6', 'e7'], ['e3', 'd4', 'c5', 'b6', 'a7']);
  out.push(['b2', 'c2', 'd2'], ['a1', 'c1', 'e1'], ['b8', 'c8', 'd8'], ['a9', 'c9', 'e9']);
  return out;
})();

/** A move as the points it visits: `c5-c6` or `c4xc6xe6`; null for anything else. */
export function parseMove(move) {
  const m = /^[a-e]\d(?:-[a-e]\d|(?:x[a-e]\d)+)$/.exec(move || '');
  if (!m) return null;
  const capture = move.includes('x');
  return { path: move.split(capture ? 'x' : '-'), capture };
}

/** The point a jump from a to b passes over: the one half-way along its line. */
function between(a, b) {
  return FILES[(FILES.indexOf(a[0]) + FILES.indexOf(b[0])) / 2] + (Number(a.slice(1)) + Number(b.slice(1))) / 2;
}

export function countPieces(board) {
  const n = { 1: 0, 2: 0 };
  for (const s of Object.values(board?.points || {})) n[s] = (n[s] || 0) + 1;
  return n;
}

/** A move in words for the move list: a step, or the landings of a chain in order. */
export function moveLog(move, seat, w) {
  const m = parseMove(move);
  if (!m) return w.of('log.moveText', seat, { move });
  if (!m.capture) return w.move(seat, m.path[0], m.path[1]);
  const [from, ...rest] = m.path;
  return rest.length === 1 ? w.of('shologuti.log.jump', seat, { from, to: rest[0] })
    : w.of('shologuti.log.chain', seat, { from, via: rest.slice(0, -1).join(', '), to: rest[rest.length - 1] });
}

export function hintText(move, t) {
  const m = parseMove(move);
  return m ? t('shologuti.moveLabel', { path: m.path.join(m.capture ? ' × ' : ' → ') }) : move;
}

/**
 * Pick then place, and for a capture jump on: after a jump the piece stands on its landing with the
 * further landings shown; a tap on one jumps on, a tap on the piece stops there, and the whole chain
 * goes as one move. Every choice comes from the legal move strings.
 */
class ShologutiPicker extends ChainPicker {
  constructor(opts) {
    super(opts);
    this.stopLabel = opts.stopLabel;
  }

  parse(move) { return parseMove(move); }

  froms() { return [...new Set(this.moves.map(m => m.slice(0, 2)))]; }
  /** The first landings of a piece: steps and first jumps. */
  targetsOf(from) { return [...new Set(this.moves.filter(m => m.startsWith(from)).map(m => m.slice(3, 5)))]; }
  /** The landings a chain may jump on to from where it stands. */
  nextOf(path) {
    const key = path.join('x') + 'x';
    return [...new Set(this.moves.filter(m => m.startsWith(key)).map(m => m.slice(key.length, key.length + 2)))];
  }
  jumpsFrom(from) { return this.moves.some(m => m.startsWith(from + 'x')); }
  /** A jump may stop on any landing. */
  stopHere() { this.play(this.path.join('x')); }

  /** After a landing: the move is whole when no jump goes on from there, else the player chooses. */
  land(path) {
    if (!this.moves.includes(path.join('x'))) { this.play(path.join('-')); return; }
    if (!this.nextOf(path).length) { this.play(path.join('x')); return; }
    this.path = path;
    this.focusCell = this.nextOf(path)[0];
    this.render();
    this.focusFirst();
  }

  render() {
    this.layer.replaceChildren();
    this.onPath?.(this.onMove && this.chaining() ? this.path : null);
    if (this.hint) drawHint(this.layer, this.center, this.radius, this.hint.path);
    if (!this.onMove) return;
    const chain = this.chaining();
    for (const from of chain ? [this.current()] : this.froms()) {
      const c = this.center(from);
      const picked = chain || from === this.selected;
      const g = svg('g', {
        class: 'movable' + (picked ? ' selected' : '') + (chain ? ' stop' : '') + (!chain && this.jumpsFrom(from) ? ' can-jump' : ''),
        tabindex: this.selected && !chain ? -1 : 0, role: 'button', 'data-cell': from,
        'aria-label': chain ? this.stopLabel(from, this.path.join('x')) : this.pieceLabel(from, this.targetsOf(from)),
        'aria-pressed': picked ? 'true' : 'false',
      }, this.layer);
      svg('circle', { cx: c.x, cy: c.y, r: this.radius + 4, class: 'ring' }, g);
      if (chain) svg('path', { d: `M${c.x - 8} ${c.y}l5 6l11 -12`, class: 'stop-mark' }, g);
      this.bind(g, from);
    }
    for (const to of this.landings()) {
      const from = chain ? this.current() : this.selected;
      this.drawLanding(to, from, chain || this.moves.some(m => m.startsWith(`${from}x${to}`)), 0.35);
    }
    const items = this.items();
    rovingTabStop(items, items.find(e => e.dataset.cell === this.focusCell));
  }
}

/** A hinted move through all its landings: marked from and to with the line it takes. */
function drawHint(layer, center, r, path) {
  const g = markHint(layer, center(path[0]), center(path[path.length - 1]), r, { from: path[0], to: path[path.length - 1] });
  g.querySelector('.hint-line').remove();
  g.prepend(svg('polyline', { points: points(path, center), class: 'hint-line' }));
}

/** An SVG points list through the given points. */
function points(path, center) {
  return path.map(p => { const c = center(p); return `${c.x},${c.y}`; }).join(' ');
}

/**
 * create(container, {seat, t, orientation, counts}) -> renderer; seat: whose side is drawn nearest the viewer;
 * counts: false leaves out the pieces taken (a drawn figure, not a game).
 * The board stands upright (nine ranks up the screen) unless its box is wide and low (a phone on its
 * side), where it lies on its side so every point stays a thumb wide.
 * @param {HTMLElement} container
 * @param {import('./board-module').CreateOptions} [opts]
 */
export function create(container, { seat = 1, t, orientation = 'auto', counts = true } = {}) {
  const S = 60, M = 40, TOP = 40, BOTTOM = 40;
  /** The strip under the board where each side's count of the pieces it has taken stands, off the points and lines. */
  const TRAY = counts ? 40 : 0;
  ensureGameCss('shologuti');
  let root, lastLayer, pieceLayer, chainLayer, markLayer, noteEl, trays = {}, picker, sideways = false, w, h;
  let prev = null, lastBoard = null, lastLegal = [], lastOnMove = null, lastInfo = {};

  function chooseOrientation() {
    if (orientation !== 'auto') return orientation === 'sideways';
    const cw = container.clientWidth || window.innerWidth;
    const ch = container.closest('.board-area') ? container.clientHeight : 0;
    if (!ch) return false;
    const upright = Math.min(cw / (4 * S + 2 * M), ch / (8 * S + TOP + BOTTOM + TRAY));
    const lying = Math.min(cw / (8 * S + 2 * M), ch / (4 * S + TOP + BOTTOM + TRAY));
    return upright * S < 50 && lying > upright; // upright as long as a point stays a thumb wide
  }

  /** Where file index f (0..4) and rank r (1..9) lie for this viewer, on or off the board. */
  function at(f, r) {
    const [ff, rr] = seat === 2 ? [4 - f, 10 - r] : [f, r];
    return sideways ? { x: M + (rr - 1) * S, y: TOP + (4 - ff) * S } : { x: M + ff * S, y: TOP + (9 - rr) * S };
  }
  const pos = cell => at(FILES.indexOf(cell[0]), Number(cell.slice(1)));

  function build() {
    sideways = chooseOrientation();
    w = 2 * M + (sideways ? 8 : 4) * S;
    const boardH = TOP + BOTTOM + (sideways ? 4 : 8) * S;
    h = boardH + TRAY;
    container.replaceChildren();
    root = svg('svg', { viewBox: `0 0 ${w} ${h}`, class: 'board shologuti ' + (sideways ? 'sideways' : 'upright'), role: 'group' });
    container.appendChild(root);
    svg('rect', { x: 4, y: 4, width: w - 8, height: boardH - 8, rx: 16, class: 'frame' }, root);
    const lines = svg('g', { class: 'lines', 'aria-hidden': 'true' }, root);
    for (const run of LINES) {
      svg('polyline', { points: points(run, pos), class: 'line' }, lines);
    }
    const cells = svg('g', { class: 'cells' }, root);
    for (const p of POINTS) {
      const c = pos(p);
      const g = svg('g', { class: 'cell point', 'data-cell': p }, cells);
      svg('circle', { cx: c.x, cy: c.y, r: S / 2 - 2, class: 'hit' }, g);
      svg('circle', { cx: c.x, cy: c.y, r: 5, class: 'spot' }, g);
    }
    // file letters and rank numbers in the margins, off the lines
    for (let f = 0; f < 5; f++) {
      const c = at(f, 1);
      svg('text', sideways ? { x: 12, y: c.y + 4, class: 'label' } : { x: c.x, y: boardH - 7, class: 'label' }, cells).textContent = FILES[f];
    }
    for (let r = 1; r <= 9; r++) {
      const c = at(0, r);
      svg('text', sideways ? { x: c.x, y: boardH - 7, class: 'label' } : { x: 12, y: c.y + 4, class: 'label' }, cells).textContent = r;
    }
    lastLayer = svg('g', { class: 'last-move', 'aria-hidden': 'true' }, root);
    pieceLayer = svg('g', { class: 'pieces' }, root);
    chainLayer = svg('g', { class: 'chain', 'aria-hidden': 'true' }, root);
    // The pieces each side has taken, counted under the board: the viewer's at the left, the other side's at the right.
    trays = {};
    for (const s of counts ? [1, 2] : []) {
      const x = s === seat ? M : w - M - 40, y = boardH + TRAY / 2;
      const g = svg('g', { class: `tray taken-by${s}`, 'data-seat': s }, root);
      pieceShape(g, 3 - s, x, y, 11, false);
      trays[s] = { x, y, count: svg('text', { x: x + 18, y: y + 6, class: 'tray-count' }, g), title: svg('title', {}, g) };
    }
    noteEl = svg('text', { x: w / 2, y: 17, class: 'chain-note' }, root);
    markLayer = svg('g', { class: 'marks' }, root);
    const picked = picker?.picked(); // a turn of the screen keeps the piece picked
    picker = new ShologutiPicker({
      layer: markLayer, center: pos, radius: S * 0.4, onPath: showPath,
      pieceLabel: (from, tos) => t ? t('board.pieceLabel', { cell: from, to: tos.join(', ') }) : from,
      targetLabel: (from, to, jump) => t ? t(jump ? 'shologuti.jumpLabel' : 'board.targetLabel', { from, to }) : `${from}-${to}`,
      stopLabel: (cell, move) => t ? t('shologuti.stopLabel', { cell, path: move.split('x').join(', ') }) : move,
    });
    picker.pick(picked);
    root.addEventListener('click', e => {
      const c = e.target.closest('[data-cell]');
      if (c) picker.tapCell(c.dataset.cell);
    });
  }

  /** A piece: a disc, as on the seat cards; seat 1 red with a pale ring, seat 2 ivory with a dark ring. */
  function pieceShape(parent, s, x, y, r, marked = true) {
    const g = svg('g', { class: `piece seat${s}` }, parent);
    svg('circle', { cx: x, cy: y, r, class: 'disc' }, g);
    if (marked) svg('circle', { cx: x, cy: y, r: r * 0.5, class: 'mark' }, g);
    return g;
  }

  function pieceEl(cell, s, parent) {
    const c = pos(cell);
    const g = pieceShape(parent, s, c.x, c.y, 20);
    g.dataset.cell = cell;
    return g;
  }

  /** A chain being chosen: the piece lifted from its start, the pieces it jumps marked, the piece at its landing. */
  function showPath(path) {
    chainLayer.replaceChildren();
    for (const e of pieceLayer.querySelectorAll('.lifted, .jumped')) e.classList.remove('lifted', 'jumped');
    noteEl.textContent = path && t ? t('shologuti.chainNote') : '';
    if (!path) return;
    const s = lastBoard?.points?.[path[0]];
    pieceLayer.querySelector(`[data-cell="${path[0]}"]`)?.classList.add('lifted');
    svg('polyline', { points: points(path, pos), class: 'chain-path' }, chainLayer);
    for (let i = 1; i < path.length; i++) {
      const over = between(path[i - 1], path[i]);
      pieceLayer.querySelector(`[data-cell="${over}"]`)?.classList.add('jumped');
      const c = pos(over), k = 12;
      svg('path', { d: `M${c.x - k} ${c.y - k}L${c.x + k} ${c.y + k}M${c.x + k} ${c.y - k}L${c.x - k} ${c.y + k}`, class: 'jumped-mark' }, chainLayer);
    }
    if (s) pieceEl(path[path.length - 1], s, chainLayer).classList.add('moving');
  }

  /** The last move's whole path: a line through its landings, rings at its ends and where it took. */
  function markPath(path, captured) {
    markLastMove(lastLayer, pos, 25, path && { from: path[0], to: path[path.length - 1] }, captured);
    if (!path) return;
    lastLayer.prepend(svg('polyline', { points: points(path, pos), class: 'last-path', 'data-path': path.join(' ') }));
    for (const p of path.slice(1, -1)) {
      const c = pos(p);
      svg('circle', { cx: c.x, cy: c.y, r: 8, class: 'last-via', 'data-cell': p }, lastLayer);
    }
  }

  /** The mover slides along each jump in turn; each piece it took leaves as the mover passes over it. */
  function animate(path, els, before, captured) {
    const end = pos(path[path.length - 1]);
    const mover = els[path[path.length - 1]];
    const hop = 260;
    if (path.length === 2) {
      const a = pos(path[0]);
      slideIn(mover, a.x - end.x, a.y - end.y, hop);
    } else if (mover?.animate && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      mover.animate(path.map((p, i) => {
        const c = pos(p);
        return { transform: `translate(${c.x - end.x}px, ${c.y - end.y}px)`, offset: i / (path.length - 1) };
      }), { duration: hop * (path.length - 1), easing: 'ease-in-out' });
    }
    (captured || []).forEach((x, i) => {
      const s = before?.[x.cell];
      if (!s || !x.cell) return;
      const ghost = pieceEl(x.cell, s, pieceLayer);
      ghost.classList.add('ghost');
      const c = pos(x.cell), to = trays[3 - s] || c;
      leave(ghost, to.x - c.x, to.y - c.y, hop * i + hop / 2, 600);
    });
  }

  function describe(board) {
    const n = countPieces(board);
    return t ? t('shologuti.summary', { one: n[1], two: n[2] }) : '';
  }

  function draw(board, legal, onMove, info = {}) {
    if (!root || chooseOrientation() !== sideways) { build(); prev = null; }
    lastBoard = board; lastLegal = legal; lastOnMove = onMove; lastInfo = { ...info, animate: false };
    const occ = board?.points || {};
    pieceLayer.replaceChildren();
    const els = {};
    for (const [cell, s] of Object.entries(occ)) {
      els[cell] = pieceEl(cell, s, pieceLayer);
      if (t) svg('title', {}, els[cell]).textContent = t('shologuti.pieceTitle', { cell, colour: t('colour.' + s) });
    }
    const n = countPieces(board);
    for (const s of Object.keys(trays)) {
      const taken = PIECES - n[3 - Number(s)];
      trays[s].count.textContent = t ? t('shologuti.taken', { n: taken }) : String(taken);
      trays[s].title.textContent = t ? t('shologuti.takenBy', { colour: t('colour.' + s), n: taken }) : '';
    }
    root.setAttribute('aria-label', describe(board));
    const mv = parseMove(info.lastMove);
    markPath(mv?.path, info.lastFacts?.captured);
    if (info.animate && mv && prev) animate(mv.path, els, prev, info.lastFacts?.captured);
    prev = occ;
    picker.set(legal, onMove, info.hint?.move, info.better?.move);
  }

  const ro = redrawOnResize(container, () => {
    if (lastBoard && chooseOrientation() !== sideways) draw(lastBoard, lastLegal, lastOnMove, lastInfo);
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
  'shologuti-board': (box, t) => {
    const points = {};
    for (const p of POINTS) { const r = Number(p.slice(1)); if (r !== 5) points[p] = r < 5 ? 1 : 2; }
    create(box, { seat: 1, t, counts: false }).draw({ points }, [], null);
  },
  'shologuti-chain': (box, t) => {
    // Red on c4 jumps White's c5, d6 and e5 in one move: c4xc6, then c6xe6, then e6xe4.
    const points = { c4: 1, b3: 1, d3: 1, c5: 2, d6: 2, e5: 2, b7: 2, c8: 2 };
    const captured = ['c5', 'd6', 'e5'].map(cell => ({ seat: 2, cell, count: 1 }));
    create(box, { seat: 1, t, counts: false }).draw({ points }, [], null, { lastMove: 'c4xc6xe6xe4', lastFacts: { captured } });
  },
};

// The board-module contract (board-module.d.ts), checked by tsc.
import * as self from './shologuti.js';
/** @satisfies {import('./board-module').BoardModule} */ (self);
