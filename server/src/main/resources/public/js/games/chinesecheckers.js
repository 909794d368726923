// Chinese Checkers: the 121 holes of a six-pointed star, rows a (seat 1's point) to q, as docs/notation.md names them.
// Drawn from the board JSON {"holes": {"a1": 1, ...}} (each hole holding a marble, with the marble's seat). Moves: every
// hole the marble stands on, joined by `-`: a step `d1-e5`, a hop `d1-f4`, a chain of hops `d1-f4-h4`; and `pass`.
import { svg, ChainPicker, slideIn, markLastMove, markHint, keepFocusOn, rovingTabStop, ensureGameCss } from './common.js';

export const usesThrow = false;
/** The distance between neighbouring holes, in the view box's units. */
const U = 40;
const H = U * Math.sqrt(3) / 2;
const ROWS = [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];
const LETTERS = 'abcdefghijklmnopq';

/** The points each number of players sits at, by seat (1 S, 2 SE, 3 NE, 4 N, 5 NW, 6 SW), as the descriptor's colours. */
const POINTS = { 2: [1, 4], 3: [1, 3, 5], 4: [1, 2, 4, 5], 6: [1, 2, 3, 4, 5, 6] };
export const pointOf = (seat, players) => (POINTS[players] || POINTS[2])[Number(seat) - 1] ?? Number(seat);
/** The point opposite: S and N, SE and NW, NE and SW. */
const opposite = p => ((p + 2) % 6) + 1;

/** Every hole: its name, row (0 = a) and x (2k - n - 1), and the point it lies in (0 in the middle). */
export const HOLES = ROWS.flatMap((n, r) => Array.from({ length: n }, (_, i) => {
  const k = i + 1;
  return { name: LETTERS[r] + k, r, x: 2 * k - n - 1, point: pointAt(r, k, n) };
}));
const BY_NAME = new Map(HOLES.map(h => [h.name, h]));

function pointAt(r, k, n) {
  if (r <= 3) return 1;
  if (r >= 13) return 4;
  if (r <= 7) return k <= 4 - (r - 4) ? 6 : k >= n - 3 + (r - 4) ? 2 : 0;
  if (r >= 9) return k <= 4 - (12 - r) ? 5 : k >= n - 3 + (12 - r) ? 3 : 0;
  return 0;
}

/** A move as the holes it visits, and whether it hops; null for `pass` or anything else. */
export function parseMove(move) {
  if (!/^[a-q]\d{1,2}(?:-[a-q]\d{1,2})+$/.test(move || '')) return null;
  const path = move.split('-');
  if (!path.every(p => BY_NAME.has(p))) return null;
  const a = BY_NAME.get(path[0]), b = BY_NAME.get(path[1]);
  const step = path.length === 2 && Math.abs(a.r - b.r) <= 1 && Math.abs(a.x - b.x) <= 2;
  return { path, hop: !step };
}

/** Each seat's marbles standing in its target point, by seat. */
export function countPieces(board, players) {
  const n = {};
  const seats = new Set(Object.values(board?.holes || {}).map(Number));
  const count = players || Math.max(2, seats.size);
  for (let s = 1; s <= count; s++) n[s] = 0;
  for (const [hole, seat] of Object.entries(board?.holes || {})) {
    if (BY_NAME.get(hole)?.point === opposite(pointOf(seat, count))) n[seat] = (n[seat] || 0) + 1;
  }
  return n;
}
export const countKey = 'chinesecheckers.inTarget';

/** A move in words for the move list: a step, a hop, or the landings of a chain in order. */
export function moveLog(move, seat, w) {
  const m = parseMove(move);
  if (!m) return w.of('log.moveText', seat, { move });
  const [from, ...rest] = m.path;
  if (!m.hop) return w.move(seat, from, rest[0]);
  return rest.length === 1 ? w.of('chinesecheckers.log.hop', seat, { from, to: rest[0] })
    : w.of('chinesecheckers.log.chain', seat, { from, via: rest.slice(0, -1).join(', '), to: rest[rest.length - 1] });
}

export function hintText(move, t) {
  const m = parseMove(move);
  return m ? t('chinesecheckers.moveLabel', { path: m.path.join(' → ') }) : move;
}

/** The results screen's line: who filled the point opposite, or the draw after 300 moves a seat. */
export function resultLines(res, { t, words: w }) {
  const winners = (res.winners || []).map(Number);
  if (winners.length === 1) return [{ text: w.of('chinesecheckers.won', winners[0]) }];
  return [{ text: t('chinesecheckers.drawn', { n: 300 }) }];
}

/**
 * Pick a marble, then its landing; a hop that may go on leaves the marble on its landing with the next landings
 * shown: a tap on one hops on, a tap on the marble again stops there (where the chain may stop). Every choice comes
 * from the legal move strings.
 */
class HopPicker extends ChainPicker {
  constructor(opts) {
    super(opts);
    this.stopLabel = opts.stopLabel;
  }

  parse(move) { return parseMove(move); }

  froms() { return [...new Set(this.moves.map(m => m.split('-')[0]))]; }
  /** The first landings of a marble: its steps and first hops. */
  targetsOf(from) { return [...new Set(this.moves.map(m => m.split('-')).filter(p => p[0] === from).map(p => p[1]))]; }
  /** The landings a chain may hop on to from where it stands. */
  nextOf(path) {
    const key = path.join('-') + '-';
    return [...new Set(this.moves.filter(m => m.startsWith(key)).map(m => m.slice(key.length).split('-')[0]))];
  }
  /** Whether the chain may end where it stands (a marble that began in its target must end there). */
  mayStop(path) { return this.moves.includes(path.join('-')); }
  stopHere() { if (this.mayStop(this.path)) this.play(this.path.join('-')); }

  /** After a landing: the move goes when nothing goes on from there, else the player chooses. */
  land(path) {
    const next = this.nextOf(path);
    if (!next.length) { this.play(path.join('-')); return; }
    this.selected = path[0];
    this.path = path;
    this.focusCell = next[0];
    this.render();
    this.focusFirst();
  }

  render() {
    this.layer.replaceChildren();
    this.onPath?.(this.onMove && this.chaining() ? this.path : null);
    if (this.hint) {
      const p = this.hint.path;
      const g = markHint(this.layer, this.center(p[0]), this.center(p[p.length - 1]), this.radius, { from: p[0], to: p[p.length - 1] });
      g.querySelector('.hint-line')?.remove();
      g.prepend(svg('polyline', { points: points(p, this.center), class: 'hint-line' }));
    }
    if (!this.onMove) return;
    const chain = this.chaining();
    for (const from of chain ? [this.current()] : this.froms()) {
      const c = this.center(from);
      const picked = chain || from === this.selected;
      const stop = chain && this.mayStop(this.path);
      const g = svg('g', {
        class: 'movable' + (picked ? ' selected' : '') + (stop ? ' stop' : ''),
        tabindex: this.selected && !chain ? -1 : 0, role: 'button', 'data-cell': from,
        'aria-label': chain ? this.stopLabel(from, this.path, stop) : this.pieceLabel(from, this.targetsOf(from)),
        'aria-pressed': picked ? 'true' : 'false',
      }, this.layer);
      svg('circle', { cx: c.x, cy: c.y, r: this.radius + 3, class: 'ring' }, g);
      if (stop) svg('path', { d: `M${c.x - 8} ${c.y}l5 6l11 -12`, class: 'stop-mark' }, g);
      this.bind(g, from);
    }
    for (const to of this.landings()) {
      const from = chain ? this.current() : this.selected;
      this.drawLanding(to, from, chain || !!parseMove(`${from}-${to}`)?.hop, 0.35);
    }
    const items = this.items();
    rovingTabStop(items, items.find(e => e.dataset.cell === this.focusCell));
  }
}

/** An SVG points list through the given holes. */
function points(path, center) {
  return path.map(p => { const c = center(p); return `${c.x.toFixed(1)},${c.y.toFixed(1)}`; }).join(' ');
}

/** The mark on a marble of each point, so the colours are told apart without colour too. */
function mark(point, c, k, parent) {
  const x = c.x, y = c.y;
  switch (point) {
    case 1: return svg('circle', { cx: x, cy: y, r: k * 0.75, class: 'mark' }, parent);
    case 2: return svg('path', { d: `M${x} ${y - k * 1.1}L${x + k} ${y + k * .7}L${x - k} ${y + k * .7}Z`, class: 'mark' }, parent);
    case 3: return svg('rect', { x: x - k * .75, y: y - k * .75, width: k * 1.5, height: k * 1.5, class: 'mark' }, parent);
    case 4: return svg('path', { d: `M${x} ${y - k * 1.15}L${x + k} ${y}L${x} ${y + k * 1.15}L${x - k} ${y}Z`, class: 'mark' }, parent);
    case 5: return svg('path', { d: `M${x - k} ${y}H${x + k}M${x} ${y - k}V${y + k}`, class: 'mark line' }, parent);
    default: return svg('circle', { cx: x, cy: y, r: k * 0.7, class: 'mark ring-mark' }, parent);
  }
}

/**
 * create(container, {seat, players, t}) -> renderer. The star turned so the viewer's own point is at the bottom
 * (seat 1, or a watcher, sees row a at the bottom). The points of the seats playing are tinted in their colours.
 * @param {HTMLElement} container
 * @param {import('./board-module').CreateOptions} [opts]
 */
export function create(container, { seat = 1, players = 2, t } = {}) {
  ensureGameCss('chinesecheckers');
  const tt = (k, v) => (t ? t(k, v) : '');
  const own = pointOf(seat, players);
  const angle = (own - 1) * Math.PI / 3;
  const cos = Math.cos(angle), sin = Math.sin(angle);
  const seatOfPoint = p => { const i = (POINTS[players] || POINTS[2]).indexOf(p); return i < 0 ? 0 : i + 1; };
  let prev = null, lastBoard = null;
  if (container.id === 'board') document.body.dataset.players = String(players);

  /** A hole's centre: x half a hole a unit, rows H apart, row a at the bottom; turned round for the viewer. */
  function center(name) {
    const h = BY_NAME.get(name);
    if (!h) return { x: 0, y: 0 };
    const x = h.x * U / 2, y = (8 - h.r) * H;
    return { x: x * cos - y * sin, y: x * sin + y * cos };
  }

  const half = { x: 6 * U + U * 0.6, y: 8 * H + U * 0.6 };
  container.replaceChildren();
  const root = svg('svg', { viewBox: `${-half.x} ${-half.y} ${2 * half.x} ${2 * half.y}`,
    class: `board chinesecheckers players${players}`, role: 'group' }, container);
  const cells = svg('g', { class: 'cells' }, root);
  for (const h of HOLES) {
    const c = center(h.name), s = h.point && seatOfPoint(h.point), aim = h.point && seatOfPoint(opposite(h.point));
    const cls = 'cell' + (h.point ? ` point p${h.point}` : '') + (s ? ` home-of${pointOf(s, players)}` : '') + (aim && !s ? ` aim-of${pointOf(aim, players)}` : '');
    const g = svg('g', { class: cls, 'data-cell': h.name }, cells);
    svg('circle', { cx: c.x, cy: c.y, r: U * 0.46, class: 'tint' }, g);
    svg('circle', { cx: c.x, cy: c.y, r: U * 0.16, class: 'hole' }, g);
  }
  const lastLayer = svg('g', { class: 'last-move', 'aria-hidden': 'true' }, root);
  const pieceLayer = svg('g', { class: 'pieces' }, root);
  const chainLayer = svg('g', { class: 'chain', 'aria-hidden': 'true' }, root);
  const markLayer = svg('g', { class: 'marks' }, root);
  const picker = new HopPicker({
    layer: markLayer, center, radius: U * 0.44, onPath: showPath,
    pieceLabel: (from, tos) => tt('board.pieceLabel', { cell: from, to: tos.join(', ') }),
    targetLabel: (from, to, hop) => tt(hop ? 'chinesecheckers.hopLabel' : 'board.targetLabel', { from, to }),
    stopLabel: (cell, path, stop) => tt(stop ? 'chinesecheckers.stopLabel' : 'chinesecheckers.goOnLabel', { cell, path: path.join(', ') }),
  });
  root.addEventListener('click', e => {
    const c = /** @type {Element} */ (e.target).closest('[data-cell]');
    if (c) picker.tapCell(c.getAttribute('data-cell'));
  });

  /** A marble: a disc in its seat's colour with its point's mark. */
  function marble(name, s, parent) {
    const c = center(name), p = pointOf(s, players);
    const g = svg('g', { class: `piece marble seat${s} c${p}`, 'data-cell': name, 'data-seat': s }, parent);
    svg('circle', { cx: c.x, cy: c.y, r: U * 0.4, class: 'disc' }, g);
    mark(p, c, U * 0.17, g);
    if (t) svg('title', {}, g).textContent = tt('chinesecheckers.marbleTitle', { colour: tt('colour.' + p), cell: name });
    return g;
  }

  /** A chain being chosen: the marble lifted from its start, the way it has hopped, the marble on its landing. */
  function showPath(path) {
    chainLayer.replaceChildren();
    for (const e of pieceLayer.querySelectorAll('.lifted')) e.classList.remove('lifted');
    if (!path) return;
    pieceLayer.querySelector(`[data-cell="${path[0]}"]`)?.classList.add('lifted');
    svg('polyline', { points: points(path, center), class: 'chain-path' }, chainLayer);
    const s = lastBoard?.holes?.[path[0]];
    if (s) marble(path[path.length - 1], s, chainLayer).classList.add('moving');
  }

  /** The last move: its start and end ringed, a line through every hole it stood on. */
  function markPath(path) {
    markLastMove(lastLayer, center, U * 0.46, path && { from: path[0], to: path[path.length - 1] }, undefined);
    if (path) svg('polyline', { points: points(path, center), class: 'last-path', 'data-path': path.join(' ') }, lastLayer);
  }

  /** The marble goes along each hop in turn. */
  function animate(path, els) {
    const end = center(path[path.length - 1]), mover = els[path[path.length - 1]], hop = 200;
    if (path.length === 2) {
      const a = center(path[0]);
      slideIn(mover, a.x - end.x, a.y - end.y, hop);
    } else if (mover?.animate && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      mover.animate(path.map((p, i) => {
        const c = center(p);
        return { transform: `translate(${c.x - end.x}px, ${c.y - end.y}px)`, offset: i / (path.length - 1) };
      }), { duration: hop * (path.length - 1), easing: 'ease-in-out' });
    }
  }

  function draw(board, legal, onMove, info = {}) {
    lastBoard = board;
    pieceLayer.replaceChildren();
    const els = {};
    for (const [hole, s] of Object.entries(board?.holes || {})) if (BY_NAME.has(hole)) els[hole] = marble(hole, Number(s), pieceLayer);
    const inTarget = countPieces(board, players);
    const parts = Object.keys(inTarget).map(s => tt('chinesecheckers.seatCount', { colour: tt('colour.' + pointOf(s, players)), n: inTarget[s] }));
    root.setAttribute('aria-label', tt('chinesecheckers.summary', { bottom: tt('colour.' + own), counts: parts.join(', ') }));
    const mv = parseMove(info.lastMove);
    markPath(mv?.path);
    const key = JSON.stringify(board?.holes || {});
    if (info.animate && mv && prev && prev !== key) animate(mv.path, els);
    prev = key;
    picker.set(legal, onMove, info.hint?.move, info.better?.move);
  }

  /** Focus to the board: its first movable marble, else the board itself. */
  function focus() { if (!picker.focusFirst()) keepFocusOn(root); }

  return { draw, focus };
}

/** The start of a game of this many players: each seat's ten marbles filling its point. */
export function startBoard(players) {
  const holes = {};
  (POINTS[players] || POINTS[2]).forEach((p, i) => { for (const h of HOLES) if (h.point === p) holes[h.name] = i + 1; });
  return { holes };
}

/**
 * The rules page's drawn figures of this game, by the name in its data-figure: each draws into its box.
 * @type {Record<string, (box: HTMLElement, t: import('./board-module').T) => void>}
 */
export const figures = {
  'chinesecheckers-start': (box, t) => {
    create(box, { seat: 1, players: 3, t }).draw(startBoard(3), [], null);
  },
  'chinesecheckers-chain': (box, t) => {
    // Seat 1's marble went from d1 over e5 to f4, on over g4 to h4: the chain d1-f4-h4.
    const { holes } = startBoard(2);
    delete holes.d1;
    holes.h4 = 1;
    holes.e5 = 2;
    holes.g4 = 1;
    create(box, { seat: 1, players: 2, t }).draw({ holes }, [], null, { lastMove: 'd1-f4-h4' });
  },
};

// The board-module contract (board-module.d.ts), checked by tsc.
import * as self from './chinesecheckers.js';
/** @satisfies {import('./board-module').BoardModule} */ (self);
