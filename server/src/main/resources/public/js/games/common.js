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

/**
 * Tap a piece, then its destination; one tap where the piece has one destination.
 * Keyboard: movable pieces and destinations are focusable, Enter or Space acts.
 * A hinted move (one of the legal ones) is marked from and to, and is not played.
 *   layer: an SVG group to draw markers in; center(cell) -> {x, y}; radius: marker size;
 *   pieceLabel(cell) and targetLabel(from, to): words for screen readers.
 */
export class MovePicker {
  constructor({ layer, center, radius, pieceLabel, targetLabel }) {
    Object.assign(this, { layer, center, radius, pieceLabel, targetLabel });
    this.selected = null;
    this.legal = [];
    this.onMove = null;
  }

  set(legal, onMove, hint = null) {
    this.legal = (legal || []).map(splitMove).filter(Boolean);
    this.onMove = onMove;
    this.hint = (legal || []).includes(hint) ? splitMove(hint) : null;
    if (this.selected && !this.legal.some(m => m.from === this.selected)) this.selected = null;
    this.render();
  }

  froms() { return [...new Set(this.legal.map(m => m.from))]; }
  targetsOf(from) { return this.legal.filter(m => m.from === from).map(m => m.to); }

  tapCell(cell) {
    if (!this.onMove) return;
    if (this.selected && this.targetsOf(this.selected).includes(cell)) {
      this.play(this.selected, cell);
      return;
    }
    const targets = this.targetsOf(cell);
    if (targets.length === 1) { this.play(cell, targets[0]); return; }
    this.selected = targets.length ? cell : null;
    this.render();
    if (this.selected) this.layer.querySelector('.target')?.focus();
  }

  play(from, to) {
    const f = this.onMove;
    this.selected = null;
    this.onMove = null;
    this.legal = [];
    this.render();
    f(`${from}-${to}`);
  }

  render() {
    this.layer.replaceChildren();
    if (!this.onMove) return;
    if (this.hint) markHint(this.layer, this.center(this.hint.from), this.center(this.hint.to), this.radius, this.hint);
    for (const from of this.froms()) {
      const c = this.center(from);
      const g = svg('g', {
        class: 'movable' + (from === this.selected ? ' selected' : ''),
        tabindex: 0, role: 'button', 'data-cell': from,
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
  }

  bind(g, cell) {
    g.addEventListener('click', e => { e.stopPropagation(); this.tapCell(cell); });
    g.addEventListener('keydown', e => {
      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); this.tapCell(cell); }
      if (e.key === 'Escape') { this.selected = null; this.render(); }
    });
  }
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
