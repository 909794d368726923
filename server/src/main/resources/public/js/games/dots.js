// Dots and Boxes: 3, 5 or 7 boxes a side, 2 to 4 players.
// Drawn from docs/notation.md's board JSON: {"lines": ["a1-b1", ...], "boxes": {"a1": 2, ...}}. A dot is named like a
// cell (files a.. from the left, ranks 1.. from the bottom), a line by its two dots, the one nearer a1 first, a box by
// its corner nearest a1. A tap anywhere in a line's diamond (between its two dots and the centres of its boxes) draws it.
import { svg, keepFocusOn, rovingTabStop, roveByKey, redrawOnResize, ensureGameCss, markHint } from './common.js';

export const usesThrow = false;
/** A seat card counts boxes. */
export const countKey = 'dots.boxes';
const FILES = 'abcdefgh';
/** Units between two dots, and the margin round them: a line's diamond is one gap long and one gap wide. */
const GAP = 60, M = 34;
/** The score's width beside the board, or its height under it. */
const SIDE = 150, UNDER = 64;

/** A dot's file and rank, from 0. */
function dot(name) {
  return { f: FILES.indexOf(name[0]), r: Number(name.slice(1)) - 1 };
}
const dotName = (f, r) => FILES[f] + (r + 1);

/** Every line of a board of `size` boxes a side: across first, then down, by name. */
function allLines(size) {
  const out = [];
  for (let r = 0; r <= size; r++) for (let f = 0; f < size; f++) out.push(dotName(f, r) + '-' + dotName(f + 1, r));
  for (let r = 0; r < size; r++) for (let f = 0; f <= size; f++) out.push(dotName(f, r) + '-' + dotName(f, r + 1));
  return out;
}

/** Each seat's boxes, for seats 1 to 4 (a seat not playing is never shown). */
export function countPieces(board) {
  const n = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const seat of Object.values(board?.boxes || {})) n[seat]++;
  return n;
}

/** A line in words: its two dots, by the names the board's edges give them. */
function lineWords(move, t) {
  const [from, to] = move.split('-');
  return t('dots.line', { from, to });
}

/** A line in words, as a hint says it. */
export function hintText(move, t) {
  return t('dots.lineLabel', { line: lineWords(move, t) });
}

/** A move-list line: the line drawn, and the boxes it closed (the mover then draws again). */
export function moveLog(move, seat, words, facts) {
  const boxes = Array.isArray(facts?.boxes) ? facts.boxes : [];
  const line = lineWords(move, words.t);
  if (!boxes.length) return words.of('dots.log.drew', seat, { line });
  return words.of('dots.log.closed', seat, { line, boxes: boxes.join(', '), n: boxes.length });
}

/** After a box closed, the closer draws again: said plainly. */
export function statusText(st, { mine, pass, t, seatName, lastFacts }) {
  if (!Array.isArray(lastFacts?.boxes) || !lastFacts.boxes.length || st.toMove == null) return null;
  if (mine?.[String(st.toMove)]?.moves) return pass ? t('dots.againPass', { name: seatName(st.toMove) }) : t('dots.again');
  return t('dots.againOther', { name: seatName(st.toMove) });
}

/** The results screen's line: every seat's boxes. */
export function resultLines(res, { t, words: w }) {
  const boxes = res.boxes && typeof res.boxes === 'object' ? res.boxes : {};
  const parts = Object.entries(boxes).map(([seat, n]) => t('dots.scoreOf', { name: w.who(Number(seat)), n }));
  return parts.length ? [{ text: t('dots.finalScore', { scores: parts.join(', ') }) }] : [];
}

/** The first letter of a seat's name, as its boxes are marked. */
const initial = name => (Array.from(String(name || '').trim())[0] || '?').toLocaleUpperCase();

/**
 * create(container, {options, players, t, counts}) -> renderer. The board stands as docs/notation.md names it, a1 at
 * the bottom left, for every seat; the score (unless counts is false, as in a figure) lies beside it on a wide screen
 * and under it on a tall one.
 * @param {HTMLElement} container
 * @param {import('./board-module').CreateOptions} [opts]
 */
export function create(container, { options = {}, players = 2, t, counts = true } = {}) {
  ensureGameCss('dots');
  const size = [3, 5, 7].includes(Number(options.size)) ? Number(options.size) : 5;
  const span = size * GAP + 2 * M;
  const tt = (key, vars) => t ? t(key, vars) : key;
  let root, lineLayer, boxLayer, lastLayer, hitLayer, scoreLayer, beside = false;
  let lastBoard = null, lastLegal = [], lastOnMove = null, lastInfo = {};
  let focused = null;

  /** The seats at the table: those the table names, else as created. */
  const seats = info => Object.keys(info.names || {}).length || players;
  const at = name => { const d = dot(name); return { x: M + d.f * GAP, y: M + (size - d.r) * GAP }; };
  const ends = line => line.split('-').map(at);

  /** The line's diamond: its two dots and the centres of the boxes either side (half a gap out at the edge). */
  function diamond(line) {
    const [a, b] = ends(line);
    const h = GAP / 2, mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2;
    const [p, q] = a.y === b.y ? [{ x: mx, y: my - h }, { x: mx, y: my + h }] : [{ x: mx - h, y: my }, { x: mx + h, y: my }];
    return `${a.x},${a.y} ${p.x},${p.y} ${b.x},${b.y} ${q.x},${q.y}`;
  }

  function chooseBeside() {
    const w = container.clientWidth || window.innerWidth, h = container.clientHeight || window.innerHeight;
    return w > h * 1.25;
  }

  function build() {
    beside = chooseBeside();
    const w = span + (beside && counts ? SIDE : 0), h = span + (beside || !counts ? 0 : UNDER);
    container.replaceChildren();
    root = svg('svg', { viewBox: `0 0 ${w} ${h}`, class: `board dots size${size} ${beside ? 'score-beside' : 'score-under'}`, role: 'group' });
    container.appendChild(root);
    svg('rect', { x: 2, y: 2, width: span - 4, height: span - 4, rx: 14, class: 'frame' }, root);
    boxLayer = svg('g', { class: 'boxes' }, root);
    const guides = svg('g', { class: 'guides', 'aria-hidden': 'true' }, root);
    for (const line of allLines(size)) {
      const [a, b] = ends(line);
      svg('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: 'guide' }, guides);
    }
    lineLayer = svg('g', { class: 'lines' }, root);
    lastLayer = svg('g', { class: 'last-move', 'aria-hidden': 'true' }, root);
    hitLayer = svg('g', { class: 'marks' }, root);
    const dots = svg('g', { class: 'dots-layer', 'aria-hidden': 'true' }, root);
    for (let r = 0; r <= size; r++) for (let f = 0; f <= size; f++) {
      const p = at(dotName(f, r));
      svg('circle', { cx: p.x, cy: p.y, r: 5.5, class: 'dot' }, dots);
    }
    const labels = svg('g', { class: 'labels', 'aria-hidden': 'true' }, root);
    for (let f = 0; f <= size; f++) svg('text', { x: M + f * GAP, y: M + size * GAP + 27, class: 'label' }, labels).textContent = FILES[f];
    for (let r = 0; r <= size; r++) svg('text', { x: 14, y: M + (size - r) * GAP + 5, class: 'label' }, labels).textContent = String(r + 1);
    scoreLayer = svg('g', { class: 'score' }, root);
    root.addEventListener('click', e => {
      const hit = /** @type {Element} */ (e.target).closest('[data-line]');
      if (hit && hitLayer.contains(hit)) play(hit.getAttribute('data-line'));
    });
    root.addEventListener('keydown', e => {
      const items = [...hitLayer.querySelectorAll('.line-hit')];
      if (roveByKey(e, items)) { focused = document.activeElement?.getAttribute('data-line') ?? null; return; }
      const hit = /** @type {Element} */ (e.target).closest?.('.line-hit');
      if (hit && (e.key === 'Enter' || e.key === ' ')) { e.preventDefault(); play(hit.getAttribute('data-line')); }
    });
  }

  build();

  function play(line) {
    if (!lastOnMove || !lastLegal.includes(line)) return;
    const onMove = lastOnMove;
    lastOnMove = null;
    onMove(line);
  }

  function drawBoxes(board, names) {
    boxLayer.replaceChildren();
    for (const [name, seat] of Object.entries(board?.boxes || {})) {
      const p = at(name);
      const g = svg('g', { class: `box seat${seat}`, 'data-box': name, 'data-seat': seat }, boxLayer);
      svg('rect', { x: p.x + 3, y: p.y - GAP + 3, width: GAP - 6, height: GAP - 6, rx: 5, class: 'fill' }, g);
      svg('text', { x: p.x + GAP / 2, y: p.y - GAP / 2 + 8, class: 'initial' }, g).textContent = initial(names?.[seat]);
    }
  }

  function drawScore(board, info) {
    scoreLayer.replaceChildren();
    if (!counts) return;
    const n = countPieces(board);
    const players = seats(info);
    for (let seat = 1; seat <= players; seat++) {
      const x = beside ? span + 12 : M - 10 + (seat - 1) * ((span - 2 * M + 20) / players);
      const y = beside ? M - 20 + (seat - 1) * 56 : span + 8;
      const g = svg('g', { class: `entry seat${seat}${info.toMove === seat && !info.over ? ' to-move' : ''}`, 'data-seat': seat }, scoreLayer);
      svg('rect', { x, y, width: 44, height: 44, rx: 6, class: 'fill' }, g);
      svg('text', { x: x + 22, y: y + 30, class: 'initial' }, g).textContent = initial(info.names?.[seat]);
      svg('text', { x: x + 54, y: y + 31, class: 'count' }, g).textContent = tt('dots.count', { n: n[seat] });
    }
  }

  function drawHits(legal, hint) {
    hitLayer.replaceChildren();
    const items = [];
    for (const line of legal) {
      const g = svg('g', { class: 'line-hit movable' + (hint === line ? ' hint' : ''), 'data-line': line, role: 'button',
        'aria-label': hintText(line, tt) }, hitLayer);
      svg('polygon', { points: diamond(line), class: 'hit-area' }, g);
      const [a, b] = ends(line);
      svg('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: 'preview' }, g);
      items.push(g);
    }
    rovingTabStop(items, items.find(e => e.getAttribute('data-line') === focused) || null);
  }

  function draw(board, legal, onMove, info = {}) {
    if (chooseBeside() !== beside) build();
    lastBoard = board; lastLegal = legal || []; lastOnMove = onMove || null; lastInfo = { ...info, animate: false };
    lineLayer.replaceChildren();
    for (const line of board?.lines || []) {
      const [a, b] = ends(line);
      svg('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: 'drawn', 'data-line': line }, lineLayer);
    }
    lastLayer.replaceChildren();
    if (info.lastMove && (board?.lines || []).includes(info.lastMove)) {
      const [a, b] = ends(info.lastMove);
      svg('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: 'last-line' + (info.animate ? ' fresh' : ''), 'data-line': info.lastMove }, lastLayer);
    }
    drawBoxes(board, info.names);
    drawScore(board, info);
    drawHits(onMove ? lastLegal : [], info.hint?.move);
    if (info.better?.move) {
      const [a, b] = ends(info.better.move);
      markHint(hitLayer, a, b, 4, { from: info.better.move, to: info.better.move });
    }
    const n = countPieces(board);
    const scores = [];
    const players = seats(info);
    for (let seat = 1; seat <= players; seat++) scores.push(tt('dots.scoreOf', { name: info.names?.[seat] ?? seat, n: n[seat] }));
    root.setAttribute('aria-label', tt('dots.summary', { size, drawn: (board?.lines || []).length, scores: scores.join(', ') }));
  }

  const ro = redrawOnResize(container, () => {
    if (lastBoard && chooseBeside() !== beside) draw(lastBoard, lastLegal, lastOnMove, lastInfo);
  });

  /** Focus to the board: the line that has the tab stop, else the board itself. */
  function focus() {
    const stop = hitLayer.querySelector('.line-hit[tabindex="0"]');
    if (stop) /** @type {SVGElement} */ (stop).focus(); else keepFocusOn(root);
  }

  return { draw, focus, destroy() { ro.disconnect(); container.replaceChildren(); } };
}

/**
 * The rules page's drawn figures of this game, by the name in its data-figure: each draws into its box.
 * @type {Record<string, (box: HTMLElement, t: import('./board-module').T) => void>}
 */
export const figures = {
  // A 3x3 board late in a game: the chain a1 b1 c1 opened at a1 (three sides drawn), the other six boxes one long chain.
  'dots-chain': (box, t) => {
    const r = create(box, { options: { size: 3 }, players: 2, t, counts: false });
    r.draw({
      lines: ['a1-a2', 'a1-b1', 'a2-b2', 'a3-b3', 'a4-b4', 'b1-c1', 'b2-c2', 'b3-c3', 'b4-c4', 'c1-d1', 'c2-d2', 'c4-d4',
        'd2-d3', 'd3-d4'],
      boxes: {},
    }, [], null, { lastMove: 'a1-a2', names: { 1: t('colour.1'), 2: t('colour.2') } });
  },
};

// The board-module contract (board-module.d.ts), checked by tsc.
import * as self from './dots.js';
/** @satisfies {import('./board-module').BoardModule} */ (self);
