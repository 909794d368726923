// Snakes and Ladders (साँप सिँढी): the 10 by 10 board numbered back and forth, the ladders and snakes
// of the server's descriptor over it, up to six tokens, one die. Board JSON {"squares": {"1": 0, "2": 38}}; moves
// `from-to` with `to` after any snake or ladder (a lost throw stays put: `97-97`, or `pass`).
// A person only throws: the table plays every move, and this board shows each one in turn, the die
// rolled, then the token walking square by square and climbing or sliding, queued so none is missed.
import { svg, keepFocusOn, ensureGameCss } from './common.js';
import { num, currentLang } from '../i18n.js';
import { playClimb, playSlide } from '../sound.js';
import { game } from '../catalog.js';

export const usesThrow = true;
/** @type {import('../sound.js').ThrowSound} */
export const throwSound = 'die';
export const throwLabel = 'snakes.throw';
export const throwHint = 'snakes.throwHint';
export const countKey = 'snakes.squareShort';
/** Every move is played by the table (docs/rules/snakes.md: every throw leaves exactly one move), so the log does not say so each time. */
export const movesPlayThemselves = true;

/** The board's last square, its ladders (foot to top) and snakes (head to tail), as the server's descriptor gives them. */
const { last: LAST, ladders: LADDERS, snakes: SNAKES } = /** @type {{last: number, ladders: Record<number, number>, snakes: Record<number, number>}} */ (game('snakes').constants);

const U = 60; // one square
const STRIP = 1.25 * U; // the strip under the board: the start and the die
const SIZE = 10 * U;
const WALK_MS = 260, ROLL_MS = 650, REST_MS = 220, JUMP_MS = 900;

/** Where a throw takes a token: the square it lands on, then where it ends after a ladder or a snake. */
export function landing(from, die) {
  const on = from + die;
  if (on > LAST) return { on: from, to: from, kind: 'lost' };
  if (LADDERS[on]) return { on, to: LADDERS[on], kind: 'ladder' };
  if (SNAKES[on]) return { on, to: SNAKES[on], kind: 'snake' };
  return { on, to: on, kind: 'walk' };
}

/** The die that takes from to to, where the move alone says (a few moves could come of two dice: null then). */
export function dieOf(from, to) {
  const dice = [1, 2, 3, 4, 5, 6].filter(d => landing(from, d).to === to);
  return dice.length === 1 ? dice[0] : null;
}

/** `from-to` as numbers; null for `pass` or anything else. */
export function parseMove(move) {
  const m = /^(\d{1,3})-(\d{1,3})$/.exec(move || '');
  return m ? { from: Number(m[1]), to: Number(m[2]) } : null;
}

export function countPieces(board) {
  const out = {};
  for (const [s, sq] of Object.entries(board?.squares || {})) out[s] = Number(sq);
  return out;
}

// ---- the move list: a move is told with the die it was thrown with, so a snake or a ladder is named ----

// The log asks for a throw's words, then for the move that follows it, in order (also when it words
// the list again in another language): the die of each seat's last throw told is the one its move used.
const toldDie = {};

export function throwLog(outcome, seat, w) {
  toldDie[seat] = Number(outcome);
  return w.of('snakes.log.throw', seat, { die: Number(outcome) });
}

function square(n, t) { return n === 0 ? t('snakes.startWord') : num(n); }

/** A move in words: the walk, the ladder climbed or the snake slid down, or the throw lost. */
export function moveLog(move, seat, w) {
  const m = parseMove(move);
  if (!m) return w.of('log.moveText', seat, { move });
  const die = toldDie[seat] && landing(m.from, toldDie[seat]).to === m.to ? toldDie[seat] : dieOf(m.from, m.to);
  const how = die ? landing(m.from, die) : { on: m.to, to: m.to, kind: m.from === m.to ? 'lost' : 'walk' };
  const vars = { from: square(m.from, w.t), to: square(m.to, w.t), foot: num(how.on), head: num(how.on), die: die ?? '' };
  return w.of('snakes.log.' + how.kind, seat, vars);
}

/** A lost throw written as `pass`. */
export function passLog(seat, w) {
  return w.of('snakes.log.lostPass', seat, { die: toldDie[seat] ?? '' });
}

/** Who reached 100 first. */
export function result(res, { t, words: w, you }) {
  const won = (res.winners || []).map(Number);
  if (won.length !== 1) return null;
  return {
    title: won[0] === you ? t('result.youWin') : t('result.wins', { name: w.nameOf(won[0]) }),
    lines: [{ text: w.of('snakes.result.reached', won[0]) }],
  };
}

// ---- drawing ----

/** The centre of square n (1..100: boustrophedon from the bottom left), or of the start strip's place i for 0. */
export function centre(n, i = 0) {
  if (n <= 0) return { x: 0.55 * U + i * 0.62 * U, y: SIZE + STRIP * 0.62 };
  const row = Math.floor((n - 1) / 10), k = (n - 1) % 10;
  const col = row % 2 === 0 ? k : 9 - k;
  return { x: col * U + U / 2, y: (9 - row) * U + U / 2 };
}

/** Where each of the tokens sharing a square sits, and how big: every one stays in sight. */
const SPREAD = {
  1: { r: 0.3, at: [[0, 0.06]] },
  2: { r: 0.22, at: [[-0.2, 0.08], [0.2, 0.08]] },
  3: { r: 0.19, at: [[-0.2, -0.06], [0.2, -0.06], [0, 0.26]] },
  4: { r: 0.18, at: [[-0.2, -0.06], [0.2, -0.06], [-0.2, 0.28], [0.2, 0.28]] },
  5: { r: 0.15, at: [[-0.28, -0.04], [0, -0.04], [0.28, -0.04], [-0.14, 0.26], [0.14, 0.26]] },
  6: { r: 0.15, at: [[-0.28, -0.04], [0, -0.04], [0.28, -0.04], [-0.28, 0.26], [0, 0.26], [0.28, 0.26]] },
};

/** Points along a snake from its head to its tail: a gentle wave, the same one its token slides down. */
function snakePoints(head, tail) {
  const a = centre(head), b = centre(tail);
  const dx = b.x - a.x, dy = b.y - a.y, len = Math.hypot(dx, dy);
  const nx = -dy / len, ny = dx / len;
  const waves = Math.max(1, Math.round(len / (2.2 * U)));
  const amp = Math.min(0.32 * U, len / 8);
  const pts = [];
  for (let i = 0; i <= 32; i++) {
    const f = i / 32, off = Math.sin(f * waves * 2 * Math.PI) * amp * Math.sin(f * Math.PI);
    pts.push({ x: a.x + dx * f + nx * off, y: a.y + dy * f + ny * off });
  }
  return pts;
}

const pathOf = pts => 'M' + pts.map(p => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('L');
const SNAKE_COLOURS = 5; // snake.colour0..4 in snakes.css
const reduceMotion = () => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
const PIPS = { 1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]] };

/**
 * create(container, {t}) -> renderer: draw(board, legal, onMove, info) takes the table's state after each
 * change (info.animate after a move, info.outcome and info.lastThrowBy for the die), focus().
 * @param {HTMLElement} container
 * @param {import('./board-module').CreateOptions} [opts]
 */
export function create(container, { t = k => k } = {}) {
  ensureGameCss('snakes');
  container.replaceChildren();
  container.classList.add('snakes-wrap');
  const root = svg('svg', { viewBox: `0 0 ${SIZE} ${SIZE + STRIP}`, class: 'board snakes', role: 'img', preserveAspectRatio: 'xMidYMax meet' }, container);
  const grid = svg('g', { class: 'squares' }, root);
  const climbs = svg('g', { class: 'ladders', 'aria-hidden': 'true' }, root);
  const slides = svg('g', { class: 'snakes-drawn', 'aria-hidden': 'true' }, root);
  const strip = svg('g', { class: 'strip' }, root);
  const tokens = svg('g', { class: 'tokens', 'aria-hidden': 'true' }, root);
  const walker = svg('g', { class: 'walker', 'aria-hidden': 'true' }, root);
  const dieBox = svg('g', { class: 'die-box' }, root);
  let drawnLang = null, players = [];

  function drawBoard() {
    drawnLang = currentLang();
    grid.replaceChildren(); climbs.replaceChildren(); slides.replaceChildren(); strip.replaceChildren();
    for (let n = 1; n <= LAST; n++) {
      const c = centre(n), row = Math.floor((n - 1) / 10);
      const g = svg('g', { class: `sq tone${(row + Math.floor(c.x / U)) % 2}` + (n === LAST ? ' last' : ''), 'data-sq': n }, grid);
      svg('rect', { x: c.x - U / 2, y: c.y - U / 2, width: U, height: U }, g);
      svg('text', { x: c.x - U / 2 + 4, y: c.y - U / 2 + 15, class: 'num' }, g).textContent = num(n);
    }
    for (const [foot, top] of Object.entries(LADDERS).map(([a, b]) => [Number(a), b])) drawLadder(foot, top);
    Object.entries(SNAKES).forEach(([head, tail], i) => drawSnake(Number(head), tail, i % SNAKE_COLOURS));
    svg('rect', { x: 0, y: SIZE, width: SIZE, height: STRIP, class: 'strip-bg' }, strip);
    svg('text', { x: 8, y: SIZE + 17, class: 'start-label' }, strip).textContent = t('snakes.start');
  }

  function drawLadder(foot, top) {
    const a = centre(foot), b = centre(top);
    const dx = b.x - a.x, dy = b.y - a.y, len = Math.hypot(dx, dy), nx = -dy / len * 0.17 * U, ny = dx / len * 0.17 * U;
    const g = svg('g', { class: 'ladder', 'data-foot': foot, 'data-top': top }, climbs);
    const rungs = Math.max(2, Math.round(len / (0.33 * U)));
    for (let i = 1; i < rungs; i++) {
      const f = i / rungs, x = a.x + dx * f, y = a.y + dy * f;
      svg('line', { x1: x - nx, y1: y - ny, x2: x + nx, y2: y + ny, class: 'rung' }, g);
    }
    for (const s of [1, -1]) svg('line', { x1: a.x + s * nx, y1: a.y + s * ny, x2: b.x + s * nx, y2: b.y + s * ny, class: 'rail' }, g);
  }

  function drawSnake(head, tail, colour) {
    const pts = snakePoints(head, tail);
    const g = svg('g', { class: `snake colour${colour}`, 'data-head': head, 'data-tail': tail }, slides);
    const d = pathOf(pts);
    svg('path', { d, class: 'body-edge' }, g);
    svg('path', { d, class: 'body' }, g);
    svg('path', { d, class: 'stripes' }, g);
    const h = pts[0], n = pts[2], ang = Math.atan2(h.y - n.y, h.x - n.x) * 180 / Math.PI;
    const head1 = svg('g', { class: 'head', transform: `translate(${h.x.toFixed(1)} ${h.y.toFixed(1)}) rotate(${ang.toFixed(1)})` }, g);
    svg('ellipse', { cx: 0, cy: 0, rx: 0.22 * U, ry: 0.16 * U, class: 'head-shape' }, head1);
    for (const s of [1, -1]) svg('circle', { cx: 0.06 * U, cy: s * 0.08 * U, r: 0.035 * U, class: 'eye' }, head1);
    svg('path', { d: `M${0.2 * U} 0l${0.12 * U} 0m0 0l${0.05 * U} ${-0.04 * U}m${-0.05 * U} ${0.04 * U}l${0.05 * U} ${0.04 * U}`, class: 'tongue' }, head1);
  }

  // ---- tokens: where each is shown (it may lag behind the table while a walk is on), and the walk queue ----
  let shown = {}, target = {}, queue = [], running = null, timers = [], anim = null, toMove = null;

  function token(seat, sq, x, y, r, parent) {
    const g = svg('g', { class: `token seat${seat}` + (seat === toMove ? ' to-move' : ''), 'data-seat': seat, 'data-square': sq }, parent);
    if (seat === toMove) svg('circle', { cx: x, cy: y, r: r + 5, class: 'turn-ring' }, g);
    svg('circle', { cx: x, cy: y, r, class: 'disc' }, g);
    if (r >= 0.2 * U) svg('text', { x, y: y + r * 0.38, class: 'token-num', 'font-size': (r * 1.05).toFixed(1) }, g).textContent = num(seat);
    else svg('circle', { cx: x - r * 0.3, cy: y - r * 0.3, r: r * 0.3, class: 'shine' }, g);
    return g;
  }

  function drawTokens() {
    tokens.replaceChildren();
    const at = new Map();
    for (const s of players) {
      if (running?.walking && running.seat === s) continue;
      const sq = shown[s] ?? 0;
      if (!at.has(sq)) at.set(sq, []);
      at.get(sq).push(s);
    }
    for (const [sq, seats] of at) {
      if (sq === 0) { seats.forEach((s, i) => token(s, 0, centre(0, i).x, centre(0, i).y, 0.25 * U, tokens)); continue; }
      const c = centre(sq), spread = SPREAD[Math.min(seats.length, 6)];
      seats.forEach((s, i) => {
        const [ox, oy] = spread.at[i % spread.at.length];
        token(s, sq, c.x + ox * U, c.y + oy * U, spread.r * U, tokens);
      });
    }
  }

  /** The die in the strip's right end: its face, and whose throw it was. */
  let dieShown = null;
  function drawDie(die, seat, fresh, info) {
    dieShown = { die, seat };
    dieBox.replaceChildren();
    if (!die) return;
    const s = 0.9 * U, x = SIZE - s - 10, y = SIZE + (STRIP - s) / 2;
    const words = seat == null ? '' : seat === info.you ? t('snakes.rolled.you') : t('snakes.rolled.other', { name: t('colour.' + seat) });
    svg('text', { x: x - 12, y: SIZE + STRIP / 2 + 8, class: 'die-cap' }, dieBox).textContent = words;
    const g = svg('g', { class: 'snakes-die' + (fresh ? ' fresh' : '') + (seat ? ` seat${seat}` : ''), 'data-die': die }, dieBox);
    const face = svg('g', { class: 'die-face' }, g);
    svg('rect', { x, y, width: s, height: s, rx: 10, class: 'die-body' }, face);
    for (const [px, py] of PIPS[die] || []) svg('circle', { cx: x + s / 2 + px * s * 0.27, cy: y + s / 2 + py * s * 0.27, r: s * 0.085, class: 'pip' }, face);
  }

  let lastInfo = {};
  function clearTimers() { timers.forEach(clearTimeout); timers = []; anim?.cancel(); anim = null; walker.replaceChildren(); }

  /** Everything shown as the table has it now: no walk left to show. */
  function settle(squares, info) {
    clearTimers();
    queue = []; running = null;
    shown = { ...squares };
    delete container.dataset.walking;
    drawTokens();
    const die = info.outcome && /^[1-6]$/.test(String(info.outcome)) ? Number(info.outcome) : null;
    drawDie(die, info.lastThrowBy != null ? Number(info.lastThrowBy) : null, false, info);
  }

  function next() {
    if (running || !queue.length) { if (!running) delete container.dataset.walking; return; }
    const it = running = queue.shift();
    container.dataset.walking = 'true';
    drawDie(it.die, it.seat, true, lastInfo);
    if (reduceMotion()) { done(it); return; }
    const pace = queue.length ? 0.5 : 1; // behind the table: catch up
    timers.push(setTimeout(() => walk(it, pace), ROLL_MS * pace));
  }

  function done(it) {
    clearTimers();
    shown[it.seat] = it.to;
    running = null;
    drawTokens();
    next();
  }

  /** The token's way: square by square to where the die lands it, then up the ladder or down the snake. */
  function walk(it, pace) {
    const how = it.die ? landing(it.from, it.die) : { on: it.to, to: it.to, kind: it.from === it.to ? 'lost' : 'walk' };
    const start = it.from === 0 ? centre(0, Math.max(0, players.filter(s => (shown[s] ?? 0) === 0).indexOf(it.seat))) : centre(it.from);
    const stops = [start];
    if (how.kind !== 'lost') for (let n = it.from + 1; n <= how.on; n++) stops.push(centre(n));
    const frames = [], times = [];
    let ms = 0;
    const at = (p, lift = 0) => ({ transform: `translate(${(p.x - start.x).toFixed(1)}px, ${(p.y - start.y - lift).toFixed(1)}px)` });
    frames.push(at(start)); times.push(0);
    for (let i = 1; i < stops.length; i++) {
      const a = stops[i - 1], b = stops[i];
      ms += WALK_MS * pace / 2; frames.push(at({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, 0.25 * U)); times.push(ms);
      ms += WALK_MS * pace / 2; frames.push(at(b)); times.push(ms);
    }
    if (how.kind === 'lost') { // a shake where it stands: the throw would carry it past 100
      for (const dx of [-8, 8, -6, 6, 0]) { ms += 90 * pace; frames.push(at({ x: start.x + dx, y: start.y })); times.push(ms); }
    }
    if (how.kind === 'ladder' || how.kind === 'snake') {
      ms += REST_MS * pace; frames.push(at(stops[stops.length - 1])); times.push(ms);
      const way = how.kind === 'snake' ? snakePoints(how.on, how.to) : [centre(how.on), centre(how.to)];
      const jumpAt = ms;
      way.slice(1).forEach((p, i, all) => { ms = jumpAt + JUMP_MS * pace * (i + 1) / all.length; frames.push(at(p)); times.push(ms); });
      timers.push(setTimeout(how.kind === 'ladder' ? playClimb : playSlide, jumpAt));
    }
    running.walking = true;
    drawTokens();
    const g = token(it.seat, it.from, start.x, start.y, 0.3 * U, walker);
    const total = Math.max(ms, 1);
    anim = g.animate(frames.map((f, i) => ({ ...f, offset: times[i] / total })), { duration: total, easing: 'linear', fill: 'forwards' });
    anim.onfinish = () => done(it);
  }

  function draw(board, legal, onMove, info = {}) {
    const squares = countPieces(board);
    players = Object.keys(squares).map(Number).sort((a, b) => a - b);
    const relabel = drawnLang !== currentLang();
    if (relabel) drawBoard();
    lastInfo = info;
    toMove = info.over || info.toMove == null ? null : Number(info.toMove);
    const by = info.lastMoveBy != null ? Number(info.lastMoveBy) : null;
    const thrown = info.outcome && /^[1-6]$/.test(String(info.outcome)) ? Number(info.outcome) : null;
    const dieFor = seat => (info.lastThrowBy != null && Number(info.lastThrowBy) === seat ? thrown : null);
    if (info.animate) {
      const m = info.passed ? null : parseMove(info.lastMove);
      const seat = info.passed ? (info.lastThrowBy != null ? Number(info.lastThrowBy) : null) : by;
      const from = m ? m.from : seat != null ? target[seat] : null;
      const to = m ? m.to : from;
      if (seat != null && from != null && target[seat] === from && squares[seat] === to) {
        queue.push({ seat, from, to, die: dieFor(seat) ?? dieOf(from, to) });
        target[seat] = to;
      }
    }
    const same = players.every(s => target[s] === squares[s]) && Object.keys(target).length === players.length;
    target = { ...squares };
    if (!same) settle(squares, info);
    else if (!running && !queue.length) {
      drawTokens();
      if (info.freshThrow && thrown) drawDie(thrown, Number(info.lastThrowBy), true, info);
      else if (!dieBox.firstChild) drawDie(thrown, info.lastThrowBy != null ? Number(info.lastThrowBy) : null, false, info);
    } else {
      next();
      drawTokens(); // the ring of the seat to move
    }
    if (relabel && dieShown) drawDie(dieShown.die, dieShown.seat, false, info);
    root.setAttribute('aria-label', t('snakes.summary', {
      list: players.map(s => squares[s] ? t('snakes.seatAt', { name: info.names?.[s] || t('colour.' + s), square: num(squares[s]) })
        : t('snakes.seatStart', { name: info.names?.[s] || t('colour.' + s) })).join(', '),
    }) + (thrown ? ' ' + t('snakes.dieLabel', { die: thrown }) : ''));
  }

  return {
    draw,
    focus() { keepFocusOn(root); },
    finish() { if (running || queue.length) settle(target, lastInfo); },
    svg: () => root,
    destroy() { clearTimers(); container.replaceChildren(); container.classList.remove('snakes-wrap'); },
  };
}

/**
 * The rules page's drawn figures of this game, by the name in its data-figure: each draws into its box.
 * @type {Record<string, (box: HTMLElement, t: import('./board-module').T) => void>}
 */
export const figures = {
  'snakes-board': (box, t) => {
    create(box, { t }).draw({ squares: {} }, [], null, {});
  },
};

// The board-module contract (board-module.d.ts), checked by tsc.
import * as self from './snakes.js';
/** @satisfies {import('./board-module').BoardModule} */ (self);
