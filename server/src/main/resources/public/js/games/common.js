// Helpers shared by the board renderers: SVG building, tap-and-tap moving, animation.
export const NS = 'http://www.w3.org/2000/svg';

export function svg(tag, attrs = {}, parent) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

/** Splits a `from-to` move; null for `pass` or anything else. */
export function splitMove(move) {
  const m = /^([a-z]+\d+)-([a-z]+\d+)$/.exec(move || '');
  return m ? { from: m[1], to: m[2] } : null;
}

const ONE_TAP = 'chautari.oneTap';

/** The player's setting: a piece with a single destination moves on its first tap (off unless chosen). */
export function oneTapMoves() {
  try { return localStorage.getItem(ONE_TAP) === '1'; } catch { return false; }
}
export function setOneTapMoves(on) {
  try { if (on) localStorage.setItem(ONE_TAP, '1'); else localStorage.removeItem(ONE_TAP); } catch { /* private mode */ }
}

const ARROWS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
const middle = e => { const r = e.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; };
const readingOrder = items => [...items].sort((a, b) => {
  const p = middle(a), q = middle(b);
  return Math.abs(p.y - q.y) > 4 ? p.y - q.y : p.x - q.x;
});

/**
 * The item an arrow key leads to from `from`: the nearest one that way on screen (boards may stand
 * upright), else the next one round in reading order. Home and End go to the first and the last.
 */
export function arrowTarget(items, from, key) {
  const order = readingOrder(items);
  if (!order.length) return null;
  if (key === 'Home') return order[0];
  if (key === 'End') return order[order.length - 1];
  const d = ARROWS[key];
  if (!d) return null;
  const i = order.indexOf(from);
  if (i < 0) return order[0];
  const a = middle(from);
  let best = null, bestCost = Infinity;
  for (const e of order) {
    const b = middle(e), along = (b.x - a.x) * d[0] + (b.y - a.y) * d[1];
    const across = Math.abs((b.x - a.x) * d[1]) + Math.abs((b.y - a.y) * d[0]);
    if (e === from || along <= 4 || across > along * 2) continue;
    const cost = along + 2 * across;
    if (cost < bestCost) { best = e; bestCost = cost; }
  }
  const step = d[0] + d[1];
  return best || order[(i + step + order.length) % order.length];
}

/** One tab stop among items (roving tabindex): `current` (else the first) takes it. */
export function rovingTabStop(items, current) {
  const stop = items.includes(current) ? current : items[0];
  for (const e of items) e.setAttribute('tabindex', e === stop ? '0' : '-1');
  return stop;
}

/** Moves focus with an arrow, Home or End among items; true when the key was one of those. */
export function roveByKey(e, items) {
  if (!ARROWS[e.key] && e.key !== 'Home' && e.key !== 'End') return false;
  const next = arrowTarget(items, items.includes(document.activeElement) ? document.activeElement : null, e.key);
  if (!next) return false;
  e.preventDefault();
  rovingTabStop(items, next);
  next.focus({ preventScroll: false });
  return true;
}

/** Keeps focus on the board once the marks it was on are gone (after a move): the board itself takes it. */
export function keepFocusOn(board) {
  if (!board.hasAttribute('tabindex')) board.setAttribute('tabindex', '-1');
  board.focus({ preventScroll: true });
}

/**
 * Tap a piece: its destinations show; tap one to move. With the one-tap setting, a piece with a
 * single destination moves at once. Keyboard: the movable pieces, then the chosen piece's
 * destinations, are one tab stop; arrow keys move between them, Enter or Space picks and places,
 * Escape puts the piece back. A hinted move (one of the legal ones) is marked from and to, and is not played.
 *   layer: an SVG group to draw markers in; center(cell) -> {x, y}; radius: marker size;
 *   pieceLabel(cell) and targetLabel(from, to): words for screen readers.
 */
/** Calls redraw once the container's size has settled (120 ms after the last change); answers the observer, to disconnect. */
export function redrawOnResize(container, redraw) {
  let timer;
  const ro = new ResizeObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(redraw, 120);
  });
  ro.observe(container);
  return ro;
}

export class MovePicker {
  constructor({ layer, center, radius, pieceLabel, targetLabel }) {
    this.layer = layer;
    this.center = center;
    this.radius = radius;
    this.pieceLabel = pieceLabel;
    this.targetLabel = targetLabel;
    /** @type {any} the hinted move, as the picker splits it */
    this.hint = null;
    this.selected = null;
    this.legal = [];
    this.onMove = null;
    this.focusCell = null;
    layer.addEventListener('keydown', e => this.key(e));
    this.board().addEventListener('keydown', e => {
      if (e.target === this.board() && (ARROWS[e.key] || e.key === 'Home' || e.key === 'End')) this.focusFirst() && e.preventDefault();
    });
  }

  board() { return this.layer.ownerSVGElement; }

  /** better: in a review, the move to mark as a hint is marked, where nothing may be played (DrawInfo.better). */
  set(legal, onMove, hint = null, better = null) {
    this.legal = (legal || []).map(splitMove).filter(Boolean);
    this.onMove = onMove;
    this.hint = (legal || []).includes(hint) ? splitMove(hint) : better ? splitMove(better) : null;
    if (this.selected && !this.legal.some(m => m.from === this.selected)) this.selected = null;
    this.redraw();
  }

  /** Draws the marks anew; keyboard focus that was on the board stays on it, on the same cell where it can. */
  redraw() {
    const focus = document.activeElement;
    const onBoard = focus === this.board() || this.layer.contains(focus);
    if (this.layer.contains(focus) && focus.getAttribute('data-cell')) this.focusCell = focus.getAttribute('data-cell');
    this.render();
    if (onBoard) this.focusFirst();
  }

  /** What is picked, to carry over to a new picker when the board is drawn anew. */
  picked() { return { selected: this.selected, focusCell: this.focusCell }; }
  pick(p) { if (p) Object.assign(this, p); }

  froms() { return [...new Set(this.legal.map(m => m.from))]; }
  targetsOf(from) { return this.legal.filter(m => m.from === from).map(m => m.to); }

  tapCell(cell) {
    if (!this.onMove) return;
    if (cell === this.selected) { this.cancel(); return; }
    if (this.selected && this.targetsOf(this.selected).includes(cell)) {
      this.play(this.selected, cell);
      return;
    }
    const targets = this.targetsOf(cell);
    if (targets.length === 1 && oneTapMoves()) { this.play(cell, targets[0]); return; }
    this.selected = targets.length ? cell : null;
    this.focusCell = this.selected ? targets[0] : cell;
    this.render();
    if (this.selected) this.focusFirst();
  }

  cancel() {
    if (!this.selected) return;
    this.focusCell = this.selected;
    this.selected = null;
    this.render();
    this.focusFirst();
  }

  play(from, to) {
    const f = this.onMove;
    const hadFocus = this.layer.contains(document.activeElement);
    this.selected = null;
    this.onMove = null;
    this.legal = [];
    this.focusCell = to;
    this.render();
    if (hadFocus || document.activeElement === document.body) keepFocusOn(this.board());
    f(`${from}-${to}`);
  }

  /** The marks keyboard focus moves among now: the chosen piece's destinations, else the movable pieces. */
  items() {
    return [...this.layer.querySelectorAll(this.selected ? '.target' : '.movable')];
  }

  /** Focus to the remembered mark, else the first; false when there is none. */
  focusFirst() {
    const items = this.items();
    const stop = rovingTabStop(items, items.find(e => e.dataset.cell === this.focusCell));
    stop?.focus({ preventScroll: true });
    return !!stop;
  }

  key(e) {
    const g = e.target.closest('[data-cell]');
    if (e.key === 'Enter' || e.key === ' ') {
      if (!g) return;
      e.preventDefault();
      this.tapCell(g.dataset.cell);
    } else if (e.key === 'Escape') {
      if (this.selected) e.preventDefault();
      this.cancel();
    } else if (roveByKey(e, this.items())) {
      this.focusCell = document.activeElement?.getAttribute('data-cell') ?? null;
    }
  }

  render() {
    this.layer.replaceChildren();
    if (this.hint) markHint(this.layer, this.center(this.hint.from), this.center(this.hint.to), this.radius, this.hint);
    if (!this.onMove) return;
    for (const from of this.froms()) {
      const c = this.center(from);
      const g = svg('g', {
        class: 'movable' + (from === this.selected ? ' selected' : ''),
        tabindex: this.selected ? -1 : 0, role: 'button', 'data-cell': from,
        'aria-label': this.pieceLabel(from, this.targetsOf(from)),
        'aria-pressed': from === this.selected ? 'true' : 'false',
      }, this.layer);
      svg('circle', { cx: c.x, cy: c.y, r: this.radius + 4, class: 'ring' }, g);
      this.bind(g, from);
    }
    if (this.selected) {
      for (const to of this.targetsOf(this.selected)) {
        const c = this.center(to);
        const g = svg('g', { class: 'target', tabindex: 0, role: 'button', 'data-cell': to,
          'aria-label': this.targetLabel(this.selected, to) }, this.layer);
        svg('circle', { cx: c.x, cy: c.y, r: this.radius, class: 'spot' }, g);
        svg('circle', { cx: c.x, cy: c.y, r: this.radius * 0.35, class: 'dot' }, g);
        this.bind(g, to);
      }
    }
    rovingTabStop(this.items(), this.items().find(e => e.dataset.cell === this.focusCell));
  }

  bind(g, cell) {
    g.addEventListener('click', e => { e.stopPropagation(); this.tapCell(cell); });
  }
}

/**
 * A MovePicker for moves that may be chains of captures ("11x18x25"), every choice from the legal move strings: `path`
 * holds the landings of a chain so far. A game gives `parse(move)` (null for a move it does not draw), `froms()`,
 * `targetsOf(from)`, `nextOf(path)` (the landings a chain goes on to), `land(path)`, `tapCell(cell)`, `items()` and
 * `render()`.
 */
export class ChainPicker extends MovePicker {
  constructor(opts) {
    super(opts);
    this.onPath = opts.onPath;
    this.path = [];
    /** @type {string[]} */
    this.moves = [];
  }

  /** The move as the game splits it, or null for one it does not draw. @param {string} move @returns {any} */
  parse(move) { throw new Error(`a ChainPicker must parse its moves: ${move}`); }
  /** The landings a chain goes on to after these. @param {string[]} path @returns {string[]} */
  nextOf(path) { throw new Error(`a ChainPicker must know where a chain goes on: ${path}`); }
  /** After a landing: play the move when it is whole, else wait for the next landing. @param {string[]} path */
  land(path) { throw new Error(`a ChainPicker must say what a landing does: ${path}`); }

  set(legal, onMove, hint = null, better = null) {
    this.moves = (legal || []).filter(m => this.parse(m));
    this.onMove = onMove;
    this.hint = this.moves.includes(hint) ? this.parse(hint) : better ? this.parse(better) : null;
    if (this.path.length > 1 && !this.nextOf(this.path).length) this.path = [];
    if (this.selected && !this.froms().includes(this.selected)) { this.selected = null; this.path = []; }
    this.redraw();
  }

  picked() { return { selected: this.selected, focusCell: this.focusCell, path: this.path }; }
  chaining() { return this.path.length > 1; }
  current() { return this.path[this.path.length - 1]; }
  /** Where a tap may go now: the picked piece's landings, or the chain's next ones. */
  landings() { return this.chaining() ? this.nextOf(this.path) : this.selected ? this.targetsOf(this.selected) : []; }

  cancel() {
    if (!this.selected) return;
    this.focusCell = this.selected;
    this.selected = null;
    this.path = [];
    this.render();
    this.focusFirst();
  }

  /** A tap on the chain's last landing: it puts the piece back, unless the game lets a chain stop there. */
  stopHere() { this.cancel(); }
  /** Whether one-tap moves take a piece's only landing at the first tap: when no chain goes on from it. @param {string} from @param {string} to */
  takesAtOnce(from, to) { return !this.nextOf([from, to]).length; }

  /** A tap: a landing of the chain or of the picked piece, the chain's stop, another piece, or back. @param {string} cell */
  tapCell(cell) {
    if (!this.onMove) return;
    if (this.chaining()) {
      if (cell === this.current()) this.stopHere();
      else if (this.nextOf(this.path).includes(cell)) this.land([...this.path, cell]);
      else this.cancel();
      return;
    }
    if (cell === this.selected) { this.cancel(); return; }
    if (this.selected && this.targetsOf(this.selected).includes(cell)) { this.land([this.selected, cell]); return; }
    const targets = this.targetsOf(cell);
    if (targets.length === 1 && oneTapMoves() && this.takesAtOnce(cell, targets[0])) { this.land([cell, targets[0]]); return; }
    this.selected = targets.length ? cell : null;
    this.focusCell = this.selected ? targets[0] : cell;
    this.render();
    if (this.selected) this.focusFirst();
  }

  /**
   * A landing to tap, on the way from {@code from}: its spot and dot (the dot's size a share of the radius), marked
   * as a jump where it is one. @param {string} to @param {string} from @param {boolean} jump @param {number} dot
   */
  drawLanding(to, from, jump, dot) {
    const c = this.center(to);
    const g = svg('g', { class: 'target' + (jump ? ' jump' : ''), tabindex: 0, role: 'button', 'data-cell': to,
      'aria-label': this.targetLabel(from, to, jump) }, this.layer);
    svg('circle', { cx: c.x, cy: c.y, r: this.radius, class: 'spot' }, g);
    svg('circle', { cx: c.x, cy: c.y, r: this.radius * dot, class: 'dot' }, g);
    this.bind(g, to);
  }

  items() {
    const sel = this.chaining() ? '.target, .movable.selected' : this.selected ? '.target' : '.movable';
    return [...this.layer.querySelectorAll(sel)];
  }

  play(move) {
    const f = this.onMove;
    const hadFocus = this.layer.contains(document.activeElement);
    this.selected = null;
    this.path = [];
    this.onMove = null;
    this.moves = [];
    this.render();
    if (hadFocus || document.activeElement === document.body) keepFocusOn(this.board());
    f(move);
  }
}

/**
 * Marks the last move until the next: its from and to cells, and the cells where it captured.
 *   layer: an SVG group under the pieces; spot(cell) -> {x, y}; r: the mark's radius;
 *   move: {from, to} or null; captured: the move's facts.captured ([{cell}...]) or undefined.
 */
export function markLastMove(layer, spot, r, move, captured) {
  layer.replaceChildren();
  if (!move) return;
  const ring = (cell, cls) => {
    const c = cell && spot(cell);
    if (!c) return;
    const g = svg('g', { class: cls, 'data-cell': cell }, layer);
    svg('circle', { cx: c.x, cy: c.y, r, class: 'last-ring' }, g);
  };
  ring(move.from, 'last-from');
  ring(move.to, 'last-to');
  for (const x of captured || []) if (x?.cell && x.cell !== move.to) ring(x.cell, 'last-captured');
  for (const x of captured || []) if (x?.cell === move.to) layer.querySelector('.last-to')?.classList.add('captured');
}

/** Marks a hinted move under the move marks: a ring on its piece, a line to its destination and a dot there. */
export function markHint(layer, a, b, r, { from, to }) {
  const g = svg('g', { class: 'hint', 'data-from': from, 'data-to': to, 'aria-hidden': 'true' }, layer);
  svg('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: 'hint-line' }, g);
  svg('circle', { cx: a.x, cy: a.y, r: r + 9, class: 'hint-from' }, g);
  svg('circle', { cx: b.x, cy: b.y, r: r + 4, class: 'hint-to' }, g);
  return g;
}

const reduceMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Slides an element from (dx, dy) away back to where it is drawn. */
export function slideIn(el, dx, dy, ms = 320) {
  if (!el || reduceMotion() || !el.animate) return;
  el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }],
    { duration: ms, easing: 'cubic-bezier(.3,.7,.4,1)' });
}

/** Animates a copy of a captured piece leaving the board, then removes it. */
export function leave(el, dx, dy, delay = 250, ms = 650) {
  if (!el) return;
  if (reduceMotion() || !el.animate) { el.remove(); return; }
  const a = el.animate([
    { transform: 'translate(0,0) scale(1)', opacity: 1 },
    { transform: 'translate(0,0) scale(1.25)', opacity: 1, offset: 0.25 },
    { transform: `translate(${dx}px, ${dy}px) scale(.6)`, opacity: 0 },
  ], { duration: ms, delay, easing: 'ease-in', fill: 'forwards' });
  a.onfinish = () => el.remove();
}

/** A board's own stylesheet, for pages that do not link it (the rules page's figures). */
export function ensureGameCss(game) {
  if (document.querySelector(`link[data-game-css="${game}"]`)) return;
  const l = document.createElement('link');
  l.rel = 'stylesheet';
  l.href = new URL(`../../css/${game}.css`, import.meta.url).href;
  l.dataset.gameCss = game;
  document.head.appendChild(l);
}
