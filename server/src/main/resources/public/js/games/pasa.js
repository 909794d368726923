// Pasa (chaupar): the cross-shaped cloth, three long dice, four pieces a seat.
// Drawn from docs/notation.md's board JSON {"pieces": {"1": [progress...]}, "dice": [...]}; the geometry
// mirrors engine/.../pasa/Cloth.java exactly (track order, castles, the 84-step path of each arm).
// Moves are `die:from-to`; a tap on a piece offers one destination per usable die (a die tapped first narrows them).
import { svg, slideIn, markHint, markLastMove, oneTapMoves, rovingTabStop, roveByKey, keepFocusOn, ensureGameCss } from './common.js';
import { num } from '../i18n.js';

export const usesThrow = true;
/** @type {import('../sound.js').ThrowSound} */
export const throwSound = 'dice';
/** A captured piece goes back to the charkoni: the move list says whose and from where. */
export const capturesSendBack = true;
export const HOME = 84;
const ARMS = 'SENW';
const U = 30; // one square
const C = 9.5 * U + 8; // centre of the cloth in SVG units
const SIZE = 19 * U + 16;

// ---- the cloth, as in Cloth.java ----

/** Arms of the seats: two players S and N, three S E N, four S E N W. */
export function seatArms(players) {
  return players === 2 ? [0, 2] : players === 3 ? [0, 1, 2] : [0, 1, 2, 3];
}

export function trackName(square) {
  const arm = Math.floor(square / 17), k = square % 17;
  if (k === 0) return ARMS[arm] + 'c8';
  if (k <= 8) return ARMS[arm] + 'r' + (9 - k);
  return ARMS[(arm + 1) % 4] + 'l' + (k - 8);
}

/** The square of arm's piece at progress p (0..84): H, a middle lane square, or a track square. */
export function squareName(arm, p) {
  if (p === 0 || p === HOME) return 'H';
  if (p < 8) return ARMS[arm] + 'c' + p;
  if (p > 76) return ARMS[arm] + 'c' + (HOME - p);
  return trackName((17 * arm + p - 8) % 68);
}

/** Castles: every c8, r5 and l5 (track squares 17a, 17a+4, 17a+13). */
export function isCastle(name) { return /^[SENW](c8|r5|l5)$/.test(name); }

export function parseMove(m) {
  const x = /^([1256]):(H|[SENW][crl][1-8])-(H|[SENW][crl][1-8])$/.exec(m || '');
  return x ? { die: Number(x[1]), from: x[2], to: x[3], text: m } : null;
}

export function countPieces(board) {
  const out = {};
  for (const [s, ps] of Object.entries(board?.pieces || {})) out[s] = ps.filter(p => p === HOME).length;
  return out;
}

// ---- hooks the table page calls when present ----
export const throwLabel = 'pasa.throw';
export const throwHint = 'pasa.throwHint';
export const countKey = 'pasa.homeShort';

/** The log line of a throw of three dice such as "152"; w: the page's sentence builders (js/words.js). */
export function throwLog(outcome, seat, w) {
  return w.of('pasa.log.throw', seat, { dice: [...String(outcome)].map(num).join(' · ') });
}
/** The dice left could not be used. */
export function passLog(seat, w) { return w.of('pasa.log.lost', seat); }
/**
 * Where a move takes its piece, in words (the cloth's squares carry no names): out of the charkoni, home, onto a
 * castle, or along its route. The board marks the piece and its square.
 */
function where(m, t) {
  return t('pasa.where.' + (m.from === 'H' ? 'out' : m.to === 'H' ? 'home' : isCastle(m.to) ? 'castle' : 'move'));
}
/** A hinted move in words: the die, and where it takes the marked piece. */
export function hintText(move, t) {
  const m = parseMove(move);
  return m ? t('pasa.hintMove', { die: m.die, where: where(m, t) }) : move;
}
export function moveLog(move, seat, w) {
  const m = parseMove(move);
  return m ? w.of('pasa.log.move', seat, { die: m.die, where: where(m, w.t) }) : move;
}
/** The winning player, or the partnership with both names. */
export function result(res, { t, words: w, you }) {
  const won = (res.winners || []).map(Number);
  if (!won.length) return null;
  if (won.length === 2) {
    const [a, b] = won.includes(you) ? [you, won.find(x => x !== you)] : won;
    return { title: w.of('pasa.result.partners', a, { partner: w.nameOf(b) }) };
  }
  return { title: won[0] === you ? t('result.youWin') : t('result.wins', { name: w.nameOf(won[0]) }) };
}

/** Seats that play together: partners (1+3, 2+4) with four players and the option on. */
export function sideOf(seat, players, partners) {
  return players === 4 && partners ? ((seat - 1) % 2) + 1 : seat;
}
export function partnerOf(seat, players, partners) {
  return players === 4 && partners ? ((seat + 1) % 4) + 1 : null;
}

// ---- drawing ----

/** Turns a point (dx, dy) from the centre k quarter turns anticlockwise on screen. */
function rot(dx, dy, k) {
  for (let i = 0; i < ((k % 4) + 4) % 4; i++) [dx, dy] = [dy, -dx];
  return [dx, dy];
}

const pip = {
  1: [[0, 0]], 2: [[-1, 0], [1, 0]], 5: [[-1.4, -.55], [-1.4, .55], [0, 0], [1.4, -.55], [1.4, .55]],
  6: [[-1.4, -.55], [-1.4, .55], [0, -.55], [0, .55], [1.4, -.55], [1.4, .55]],
};

/** One long die as a small SVG: a bar with 1, 2, 5 or 6 pips. */
export function dieSvg(value) {
  const root = svg('svg', { viewBox: '0 0 64 28', class: 'long-die', 'aria-hidden': 'true' });
  svg('rect', { x: 1.5, y: 1.5, width: 61, height: 25, rx: 6, class: 'die-body' }, root);
  for (const [x, y] of pip[value] || []) svg('circle', { cx: 32 + x * 12, cy: 14 + y * 12, r: 3.2, class: 'pip' }, root);
  return root;
}

/**
 * create(container, {options, seat, t, players}) -> renderer. The seat's arm is drawn at the bottom.
 * draw(board, legal, onMove, info): info may give lastMove, animate, outcome (the last throw),
 * passed (the dice left were lost), toMove, you (the one seat this viewer plays, if one), names (seat -> name).
 * @param {HTMLElement} container
 * @param {import('./board-module').CreateOptions} [opts]
 */
export function create(container, { options = {}, seat = 1, t = k => k, players } = {}) {
  ensureGameCss('pasa');
  container.replaceChildren();
  container.classList.add('pasa-wrap');
  const partners = options.partners !== false;
  let nPlayers = players || null;
  let view = 0; // quarter turns that bring the viewer's arm to the bottom

  const diceBar = document.createElement('div');
  diceBar.className = 'pasa-dice';
  const root = svg('svg', { viewBox: `0 0 ${SIZE} ${SIZE}`, class: 'board pasa', role: 'group' });
  const note = document.createElement('p');
  note.className = 'pasa-note';
  note.setAttribute('aria-live', 'polite');
  container.append(root, diceBar, note); // the dice under the cloth, near the thumb

  const clothLayer = svg('g', { class: 'cloth' }, root);
  const trayLayer = svg('g', { class: 'trays' }, root);
  const lastLayer = svg('g', { class: 'last-move', 'aria-hidden': 'true' }, root);
  const pieceLayer = svg('g', { class: 'pieces' }, root);
  // Hit circles lie under the marks, so a mark's own ring is always on top at its centre.
  const hitLayer = svg('g', { class: 'hits', 'aria-hidden': 'true' }, root);
  const markLayer = svg('g', { class: 'marks' }, root);
  hitLayer.addEventListener('click', e => { e.stopPropagation(); nearestMark(e, null)?._act(); });

  const P = (dx, dy, arm = 0) => { const [x, y] = rot(dx, dy, arm - view); return { x: C + x, y: C + y }; };

  /** Centre of a square (not H). */
  function centre(name) {
    const arm = ARMS.indexOf(name[0]);
    const lane = { l: -1, c: 0, r: 1 }[name[1]];
    const n = Number(name[2]);
    return P(lane * U, (n + 1) * U, arm);
  }
  /** Where arm's waiting pieces sit inside the charkoni: the triangle next to that arm. */
  function waitingSpot(arm, i = null, count = 4) {
    if (i === null) return P(0, 0.95 * U, arm);
    const span = Math.min(count, 4);
    return P((i - (span - 1) / 2) * 0.46 * U, 1.08 * U, arm);
  }
  /** The home tray of an arm: the corner on its owner's right hand. */
  function tray(arm) {
    const a = P(1.75 * U, 1.75 * U, arm), b = P(9.3 * U, 9.3 * U, arm);
    return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(a.x - b.x), h: Math.abs(a.y - b.y) };
  }
  function homeSpot(arm, i = null) {
    const r = tray(arm);
    const cx = r.x + r.w / 2, y = r.y + r.h * 0.7;
    return i === null ? { x: cx, y } : { x: cx + (i - 1.5) * 0.95 * U, y };
  }

  function armOfSeat(s) { return seatArms(nPlayers)[s - 1]; }
  function seatOfArm(a) { const i = seatArms(nPlayers).indexOf(a); return i < 0 ? null : i + 1; }

  function drawCloth() {
    clothLayer.replaceChildren();
    trayLayer.replaceChildren();
    svg('rect', { x: 0, y: 0, width: SIZE, height: SIZE, class: 'bg' }, clothLayer);
    // The cross: four arms of three lanes.
    for (let arm = 0; arm < 4; arm++) {
      const s = seatOfArm(arm);
      const g = svg('g', { class: 'arm' + (s ? ` arm-seat${s}` : ' empty'), 'data-arm': ARMS[arm] }, clothLayer);
      for (const lane of 'lcr') {
        for (let n = 1; n <= 8; n++) {
          const name = ARMS[arm] + lane + n;
          const c = centre(name);
          const cls = 'sq' + (lane === 'c' ? ' mid' : '') + (isCastle(name) ? ' castle' : '');
          const sq = svg('g', { class: cls, 'data-sq': name }, g);
          svg('rect', { x: c.x - U / 2, y: c.y - U / 2, width: U, height: U }, sq);
          if (isCastle(name)) {
            svg('path', { d: `M${c.x - U * .3} ${c.y - U * .3}L${c.x + U * .3} ${c.y + U * .3}M${c.x + U * .3} ${c.y - U * .3}L${c.x - U * .3} ${c.y + U * .3}`, class: 'castle-mark' }, sq);
          }
        }
      }
    }
    // The charkoni: a square cut into four triangles, one for each arm.
    const k = svg('g', { class: 'charkoni', 'data-sq': 'H' }, clothLayer);
    svg('rect', { x: C - 1.5 * U, y: C - 1.5 * U, width: 3 * U, height: 3 * U, class: 'hbox' }, k);
    for (let arm = 0; arm < 4; arm++) {
      const a = P(-1.5 * U, 1.5 * U, arm), b = P(1.5 * U, 1.5 * U, arm);
      const s = seatOfArm(arm);
      svg('path', { d: `M${C} ${C}L${a.x} ${a.y}L${b.x} ${b.y}Z`, class: 'tri' + (s ? ` seat${s}` : '') }, k);
    }
    svg('title', {}, k).textContent = t('pasa.charkoni');
    // Trays: each seat's corner with its name and the pieces at home.
    for (let arm = 0; arm < 4; arm++) {
      const s = seatOfArm(arm);
      if (!s) continue;
      const r = tray(arm);
      const g = svg('g', { class: `tray seat${s}`, 'data-tray': s }, trayLayer);
      svg('rect', { x: r.x, y: r.y, width: r.w, height: r.h, rx: 12, class: 'tray-bg' }, g);
      svg('text', { x: r.x + r.w / 2, y: r.y + 32, class: 'tray-name' }, g);
      svg('text', { x: r.x + r.w / 2, y: r.y + 58, class: 'tray-who' }, g);
      svg('text', { x: r.x + r.w / 2, y: r.y + 84, class: 'tray-side' }, g);
      svg('text', { x: r.x + r.w / 2, y: r.y + r.h * 0.7 - 26, class: 'tray-home' }, g);
      for (let i = 0; i < 4; i++) {
        const h = homeSpot(arm, i);
        svg('circle', { cx: h.x, cy: h.y, r: U * 0.34, class: 'home-slot' }, g);
      }
    }
  }

  function disc(s, x, y, r, parent, extra = '') {
    const g = svg('g', { class: `piece seat${s}${extra}` }, parent);
    svg('circle', { cx: x, cy: y, r, class: 'disc' }, g);
    svg('circle', { cx: x - r * .3, cy: y - r * .3, r: r * .28, class: 'shine' }, g);
    return g;
  }

  /** Places the pieces of one square: one, a pair side by side, or a small crowd with a count. */
  function drawSquare(name, list, parent) {
    const c = centre(name);
    const g = svg('g', { class: 'stack', 'data-at': name }, parent);
    const sides = new Set(list.map(p => sideOf(p.seat, nPlayers, partners)));
    const n = list.length;
    if (n >= 2 && sides.size === 1) {
      const w = n === 2 ? U * 0.96 : U * 0.96, h = n === 2 ? U * 0.56 : U * 0.96;
      svg('rect', { x: c.x - w / 2, y: c.y - h / 2, width: w, height: h, rx: h / 2, class: 'pair' }, g);
    }
    if (n === 1) disc(list[0].seat, c.x, c.y, U * 0.36, g);
    else if (n === 2) list.forEach((p, i) => disc(p.seat, c.x + (i ? 1 : -1) * U * 0.22, c.y, U * 0.22, g));
    else {
      list.slice(0, 4).forEach((p, i) => disc(p.seat, c.x + (i % 2 ? 1 : -1) * U * 0.22, c.y + (i < 2 ? -1 : 1) * U * 0.22, U * 0.2, g));
      if (n > 4) {
        svg('circle', { cx: c.x + U * .38, cy: c.y - U * .38, r: 8, class: 'count-bg' }, g);
        svg('text', { x: c.x + U * .38, y: c.y - U * .38 + 4, class: 'count' }, g).textContent = num(n);
      }
    }
    return g;
  }

  // ---- moving ----
  let legal = [], onMoveFn = null, chosenDie = null, chosenFrom = null, boardNow = null, toMoveNow = null, hint = null;

  /** Whose piece a move moves: the seat of the mover's side with a piece that goes from..to by die. */
  function seatOfMove(m) {
    const seats = Object.keys(boardNow?.pieces || {}).map(Number);
    const order = toMoveNow ? [toMoveNow, partnerOf(toMoveNow, nPlayers, partners), ...seats] : seats;
    for (const s of order) {
      if (!s) continue;
      const arm = armOfSeat(s);
      for (const p of boardNow.pieces[String(s)] || []) {
        if (p < HOME && p + m.die <= HOME && squareName(arm, p) === m.from && squareName(arm, p + m.die) === m.to) return s;
      }
    }
    return toMoveNow || 1;
  }
  function fromSpot(m) { return m.from === 'H' ? waitingSpot(armOfSeat(seatOfMove(m))) : centre(m.from); }
  function toSpot(m) { return m.to === 'H' ? homeSpot(armOfSeat(seatOfMove(m))) : centre(m.to); }
  const fromKey = m => m.from === 'H' ? 'H' + seatOfMove(m) : m.from;

  function usable() { return legal.filter(m => chosenDie === null || m.die === chosenDie); }

  /** Where the last move went from and to, for its marks: the piece's own arm, found where it stands now. */
  function playedSpots(m, by) {
    const seats = [by, partnerOf(by, nPlayers, partners)].filter(Boolean);
    for (const s of seats) {
      const arm = armOfSeat(s);
      for (const p of boardNow.pieces[String(s)] || []) {
        if (p >= m.die && squareName(arm, p) === m.to && squareName(arm, p - m.die) === m.from) {
          return { from: m.from === 'H' ? waitingSpot(arm) : centre(m.from), to: m.to === 'H' ? homeSpot(arm) : centre(m.to) };
        }
      }
    }
    return by ? { from: m.from === 'H' ? waitingSpot(armOfSeat(by)) : centre(m.from), to: m.to === 'H' ? homeSpot(armOfSeat(by)) : centre(m.to) } : null;
  }
  function markLast(info) {
    const m = parseMove(info.lastMove);
    const at = m && playedSpots(m, info.lastMoveBy != null ? Number(info.lastMoveBy) : toMoveNow);
    const spot = cell => cell === '@from' ? at.from : cell === '@to' ? at.to : centre(cell);
    const captured = (info.lastFacts?.captured || []).map(x => ({ ...x, cell: x.cell === m?.to ? '@to' : x.cell }))
      .filter(x => /^[SENW][crl][1-8]$|^@to$/.test(x.cell || ''));
    markLastMove(lastLayer, spot, U * 0.55, at ? { from: '@from', to: '@to' } : null, captured);
    for (const [cls, sq] of [['last-from', m?.from], ['last-to', m?.to]]) {
      const g = lastLayer.querySelector('.' + cls);
      if (g) g.dataset.cell = sq;
    }
  }

  function play(m) {
    const f = onMoveFn;
    const hadFocus = markLayer.contains(document.activeElement);
    onMoveFn = null; chosenDie = null; chosenFrom = null; legal = []; focusKey = m.to;
    renderMarks(); renderDice();
    if (hadFocus || document.activeElement === document.body) keepFocusOn(root);
    f(m.text);
  }

  /** A tap on a piece: its destinations show (a second tap on it puts it back); one-tap plays a lone destination. */
  function tapFrom(key) {
    if (!onMoveFn) return;
    const moves = usable().filter(m => fromKey(m) === key);
    if (!moves.length) { chosenFrom = null; renderMarks(); return; }
    if (moves.length === 1 && oneTapMoves()) { play(moves[0]); return; }
    chosenFrom = chosenFrom === key ? null : key;
    focusKey = chosenFrom ? moves[0].text : key;
    renderMarks();
    focusMarks();
  }

  function chooseDie(d) {
    if (!onMoveFn) return;
    chosenDie = chosenDie === d ? null : d;
    if (chosenFrom) {
      const moves = usable().filter(m => fromKey(m) === chosenFrom);
      if (chosenDie !== null && moves.length === 1 && oneTapMoves()) { play(moves[0]); return; }
      if (!moves.length) chosenFrom = null;
    }
    renderDice();
    renderMarks();
  }

  // ---- keyboard: the movable pieces, then the chosen piece's destinations, are one tab stop ----
  let focusKey = null;
  const markKey = g => g?.dataset.move || g?.dataset.from || null;
  const markItems = () => [...markLayer.querySelectorAll(chosenFrom ? '.target' : '.movable')];
  function focusMarks() {
    const items = markItems();
    const stop = rovingTabStop(items, items.find(g => markKey(g) === focusKey));
    stop?.focus({ preventScroll: true });
    return !!stop;
  }
  markLayer.addEventListener('keydown', e => {
    const g = e.target.closest('.movable, .target');
    if ((e.key === 'Enter' || e.key === ' ') && g) { e.preventDefault(); g._act(); }
    else if (e.key === 'Escape') { focusKey = chosenFrom; chosenFrom = null; chosenDie = null; renderMarks(); renderDice(); focusMarks(); }
    else if (roveByKey(e, markItems())) focusKey = markKey(document.activeElement);
  });
  root.addEventListener('keydown', e => {
    if (e.target === root && /^Arrow|^Home$|^End$/.test(e.key) && focusMarks()) e.preventDefault();
  });

  /** A thumb's reach: every tappable piece and destination answers within 22 screen px of its centre. */
  const THUMB = 22;
  function hitRadius(visual) {
    const w = root.getBoundingClientRect().width;
    return w ? Math.max(visual, Math.min(THUMB * SIZE / w, 1.6 * U)) : visual;
  }
  /** The mark nearest the tap among those whose hit circle holds it (hit circles of near squares overlap). */
  function nearestMark(e, fallback) {
    const m = root.getScreenCTM();
    if (!m || e.clientX === undefined || (!e.clientX && !e.clientY)) return fallback;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    let best = fallback, bestD = Infinity;
    for (const g of markLayer.children) {
      if (!g._hit) continue;
      const d = Math.hypot(p.x - g._hit.x, p.y - g._hit.y);
      if (d <= g._hit.r && d <= bestD) { best = g; bestD = d; } // a tie goes to the mark drawn on top
    }
    return best;
  }
  function addHit(g, c, r) {
    g._hit = { x: c.x, y: c.y, r: hitRadius(r) };
    const h = svg('circle', { cx: c.x, cy: c.y, r: g._hit.r, class: 'hit' }, hitLayer);
    for (const k of ['from', 'move']) if (g.dataset[k]) h.dataset[k] = g.dataset[k];
  }

  function bind(g, act) {
    g._act = act;
    g.addEventListener('click', e => { e.stopPropagation(); nearestMark(e, g)._act(); });
  }

  function renderMarks() {
    const hadFocus = markLayer.contains(document.activeElement);
    if (hadFocus) focusKey = markKey(document.activeElement);
    markLayer.replaceChildren();
    hitLayer.replaceChildren();
    if (hint) markHint(markLayer, fromSpot(hint), toSpot(hint), U * 0.5, hint);
    if (!onMoveFn) return;
    const moves = usable();
    const froms = new Map();
    for (const m of moves) { const k = fromKey(m); if (!froms.has(k)) froms.set(k, []); froms.get(k).push(m); }
    for (const [key, ms] of froms) {
      const c = fromSpot(ms[0]);
      const label = t(ms[0].from === 'H' ? 'pasa.pieceLabelWaiting' : 'pasa.pieceLabel', {
        to: ms.map(m => t('pasa.withDie', { die: m.die, where: where(m, t) })).join(', '),
      });
      const g = svg('g', { class: 'movable' + (key === chosenFrom ? ' selected' : ''), tabindex: -1, role: 'button',
        'data-from': key, 'aria-label': label, 'aria-pressed': key === chosenFrom ? 'true' : 'false' }, markLayer);
      const r = U * (ms[0].from === 'H' ? 0.9 : 0.52);
      addHit(g, c, r);
      svg('circle', { cx: c.x, cy: c.y, r, class: 'ring' }, g);
      bind(g, () => tapFrom(key));
    }
    if (chosenFrom) {
      for (const m of moves.filter(x => fromKey(x) === chosenFrom)) {
        const c = toSpot(m);
        const g = svg('g', { class: 'target', tabindex: 0, role: 'button', 'data-move': m.text,
          'aria-label': t('pasa.targetLabel', { die: m.die, where: where(m, t) }) }, markLayer);
        addHit(g, c, U * 0.5);
        svg('circle', { cx: c.x, cy: c.y, r: U * 0.5, class: 'spot' }, g);
        svg('text', { x: c.x, y: c.y + 5, class: 'die-num' }, g).textContent = num(m.die);
        bind(g, () => play(m));
      }
    }
    rovingTabStop(markItems(), markItems().find(g => markKey(g) === focusKey));
    if (hadFocus) focusMarks();
  }

  // ---- dice ----
  let lastOutcome = null, lastHand = [], lostDice = [];

  function diceStates(board, info) {
    const outcome = info.outcome ? String(info.outcome) : null;
    const hand = [...(board?.dice || [])].map(Number);
    if (outcome !== lastOutcome) { lastOutcome = outcome; lastHand = []; lostDice = []; }
    if (hand.length) lastHand = hand;
    const thrown = outcome && /^[1256]{3}$/.test(outcome) ? [...outcome].map(Number) : hand;
    if (info.passed && !hand.length) lostDice = lastHand.length ? [...lastHand] : [...thrown];
    const left = [...hand], lost = [...lostDice];
    return thrown.map(d => {
      const i = left.indexOf(d);
      if (i >= 0) { left.splice(i, 1); return { d, state: 'hand' }; }
      const j = lost.indexOf(d);
      if (j >= 0) { lost.splice(j, 1); return { d, state: 'lost' }; }
      return { d, state: 'used' };
    });
  }

  let dice = [], diceOwner = null, dicePerson = null, tumble = false;
  /** The dice bar keeps its size with or without dice: empty, it is only hidden from sight. */
  function renderDice() {
    diceBar.replaceChildren();
    diceBar.classList.toggle('empty', !dice.length);
    diceBar.classList.toggle('fresh', tumble);
    tumble = false;
    if (!dice.length) return;
    const usableDice = new Set(legal.map(m => m.die));
    const cap = document.createElement('span');
    cap.className = 'dice-cap';
    cap.textContent = diceOwner ? dicePerson.of('pasa.diceOf', diceOwner) : t('pasa.dice');
    diceBar.append(cap);
    const seen = new Set();
    for (const { d, state } of dice) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = `die ${state}` + (chosenDie === d && state === 'hand' ? ' chosen' : '')
        + (hint && hint.die === d && state === 'hand' ? ' hinted' : '');
      b.dataset.die = d;
      b.dataset.state = state;
      b.append(dieSvg(d));
      const canUse = !!onMoveFn && state === 'hand' && usableDice.has(d); // equal dice are the same choice
      if (state === 'hand') seen.add(d);
      b.disabled = !canUse;
      b.setAttribute('aria-pressed', chosenDie === d && canUse ? 'true' : 'false');
      b.setAttribute('aria-label', t('pasa.die.' + state, { n: d }));
      b.title = b.getAttribute('aria-label');
      if (canUse) b.addEventListener('click', () => chooseDie(d));
      diceBar.append(b);
    }
    const h = document.createElement('span');
    h.className = 'dice-hint';
    h.textContent = !onMoveFn ? '' : chosenDie !== null ? t('pasa.hintDie', { n: chosenDie }) : t('pasa.hint');
    diceBar.append(h);
  }

  // ---- trays and notes ----
  function renderTrays(board, info) {
    for (const g of trayLayer.querySelectorAll('.tray')) {
      const s = Number(g.dataset.tray);
      const ps = board.pieces[String(s)] || [];
      const home = ps.filter(p => p === HOME).length;
      const name = info.names?.[s];
      g.querySelector('.tray-name').textContent = t('colour.' + s);
      g.querySelector('.tray-who').textContent = name && name !== t('colour.' + s) ? (name.length > 16 ? name.slice(0, 15) + '…' : name) : '';
      const mate = partnerOf(s, nPlayers, partners);
      g.querySelector('.tray-side').textContent = mate ? t('pasa.partnerOf', { name: t('colour.' + mate) })
        : nPlayers === 4 ? t('pasa.alone') : '';
      g.querySelector('.tray-home').textContent = t('pasa.homeCount', { n: home });
      g.classList.toggle('to-move', s === toMoveNow);
    }
  }

  function renderNote(board, info) {
    const bits = [];
    if (nPlayers === 4) {
      bits.push(partners ? t('pasa.teams', { a: t('colour.1'), b: t('colour.3'), c: t('colour.2'), d: t('colour.4') })
        : t('pasa.eachAlone'));
    }
    const s = toMoveNow;
    const mate = s ? partnerOf(s, nPlayers, partners) : null;
    if (mate && !info.over && (board.pieces[String(s)] || []).every(p => p === HOME)) {
      const mine = info.you != null ? info.you === s
        : Array.isArray(info.mine) && info.mine.length === 1 && info.mine[0] === s;
      bits.push(mine ? t('pasa.youMovePartner', { partner: t('colour.' + mate) })
        : t('pasa.movesPartner', { name: t('colour.' + s), partner: t('colour.' + mate) }));
      note.classList.add('strong');
    } else note.classList.remove('strong');
    note.textContent = bits.join(' ');
    note.hidden = !bits.length;
  }

  function draw(board, legalMoves, onMove, info = {}) {
    board = board || { pieces: {}, dice: [] };
    const n = Object.keys(board.pieces || {}).length || nPlayers || 2;
    if (n !== nPlayers || !clothLayer.firstChild) {
      nPlayers = n;
      const a = seatArms(n)[seat - 1];
      view = a === undefined ? 0 : a;
      drawCloth();
    }
    boardNow = board;
    toMoveNow = info.toMove != null ? Number(info.toMove) : null;
    // Pieces: waiting in the charkoni triangle of their arm, home in their tray, others on squares.
    pieceLayer.replaceChildren();
    const at = new Map();
    const spots = {};
    for (const [sk, ps] of Object.entries(board.pieces || {})) {
      const s = Number(sk), arm = armOfSeat(s);
      const waiting = ps.filter(p => p === 0).length;
      let w = 0, h = 0;
      for (const p of ps) {
        if (p === 0) {
          const c = waitingSpot(arm, w++, waiting);
          const d = disc(s, c.x, c.y, U * 0.2, pieceLayer, ' waiting');
          spots['H' + s] = spots['H' + s] || d;
        } else if (p === HOME) {
          const c = homeSpot(arm, h++);
          disc(s, c.x, c.y, U * 0.3, pieceLayer, ' home');
        } else {
          const name = squareName(arm, p);
          if (!at.has(name)) at.set(name, []);
          at.get(name).push({ seat: s, p });
        }
      }
    }
    for (const [name, list] of at) spots[name] = drawSquare(name, list, pieceLayer);
    renderTrays(board, info);
    renderNote(board, info);
    markLast(info);
    const mv = parseMove(info.lastMove);
    if (info.animate && mv && mv.to !== 'H' && spots[mv.to]) {
      const a = mv.from === 'H' ? waitingSpot(armOfSeat(seatOfMove({ ...mv, from: 'H' }))) : centre(mv.from);
      const b = centre(mv.to);
      slideIn(spots[mv.to], a.x - b.x, a.y - b.y, 300);
    }
    legal = (legalMoves || []).map(parseMove).filter(Boolean);
    onMoveFn = legal.length ? onMove : null;
    hint = legal.find(m => m.text === info.hint?.move) || parseMove(info.better?.move) || null;
    if (!onMoveFn) { chosenDie = null; chosenFrom = null; }
    if (chosenDie !== null && !legal.some(m => m.die === chosenDie)) chosenDie = null;
    if (chosenFrom && !usable().some(m => fromKey(m) === chosenFrom)) chosenFrom = null;
    dice = diceStates(board, info);
    // The dice on show are the last thrower's, also once the turn has passed on.
    diceOwner = info.lastThrowBy != null ? Number(info.lastThrowBy) : toMoveNow;
    dicePerson = info.words || { of: (key, s) => t(key + '.other', { name: t('colour.' + s) }) };
    tumble = !!info.freshThrow;
    renderDice();
    renderMarks();
    if (document.activeElement === root) focusMarks();
    const homes = countPieces(board);
    root.setAttribute('aria-label', t('pasa.summary', {
      list: Object.keys(homes).map(s => t('pasa.seatHome', { name: t('colour.' + s), n: homes[s] })).join(', '),
    }));
  }

  root.addEventListener('click', e => {
    if (!onMoveFn) return;
    const tr = e.target.closest('.tri, [data-sq]');
    if (!tr) return;
    if (tr.dataset.sq && tr.dataset.sq !== 'H') { tapFrom(tr.dataset.sq); return; }
    // A tap in the charkoni: the waiting pieces of the mover's side, if any can leave.
    const key = usable().map(fromKey).find(k => k.startsWith('H'));
    if (key) tapFrom(key);
  });

  // Hit circles are sized in screen pixels: redraw the marks when the cloth changes size.
  let lastW = 0;
  const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(() => {
    const w = Math.round(root.getBoundingClientRect().width);
    if (w && w !== lastW) { lastW = w; renderMarks(); }
  }) : null;
  ro?.observe(root);

  /** Focus to the cloth: its first movable piece, else the cloth itself. */
  function focus() { if (!focusMarks()) keepFocusOn(root); }

  return { draw, focus, destroy() { ro?.disconnect(); container.replaceChildren(); container.classList.remove('pasa-wrap'); } };
}

/**
 * The rules page's drawn figures of this game, by the name in its data-figure: each draws into its box.
 * @type {Record<string, (box: HTMLElement, t: import('./board-module').T) => void>}
 */
export const figures = {
  'pasa-cloth': box => {
    const u = 14, c = 12 * u;
    const root = svg('svg', { viewBox: `0 0 ${24 * u} ${24 * u}`, role: 'img' }, box);
    const sq = (x, y, fill) => svg('rect', { x, y, width: u, height: u, fill, stroke: '#7d2a12', 'stroke-width': 1 }, root);
    // four arms of 3 lanes x 8 squares around the charkoni
    for (let lane = -1; lane <= 1; lane++) for (let n = 1; n <= 8; n++) {
      const castle = (lane === 0 && n === 8) || (lane !== 0 && n === 5);
      const fill = castle ? '#d4962a' : lane === 0 ? '#f3dfb6' : '#e6c590';
      const a = c + lane * u - u / 2, b1 = c + u * 1.5 + (n - 1) * u, b2 = c - u * 1.5 - n * u;
      sq(a, b1, fill); sq(a, b2, fill); sq(b1, a, fill); sq(b2, a, fill);
      if (castle) for (const [X, Y] of [[a, b1], [a, b2], [b1, a], [b2, a]]) {
        svg('path', { d: `M${X + 3} ${Y + 3}l${u - 6} ${u - 6}M${X + u - 3} ${Y + 3}l${-(u - 6)} ${u - 6}`, stroke: '#7d2a12', 'stroke-width': 1.5 }, root);
      }
    }
    svg('rect', { x: c - 1.5 * u, y: c - 1.5 * u, width: 3 * u, height: 3 * u, fill: '#a63a1c' }, root);
    const lab = (x, y, s) => { const e = svg('text', { x, y, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700, fill: '#2b2118' }, root); e.textContent = s; };
    lab(c, 24 * u - 2, 'S'); lab(24 * u - 8, c + 4, 'E'); lab(c, 12, 'N'); lab(8, c + 4, 'W'); lab(c, c + 5, 'H');
  },
};

// The board-module contract (board-module.d.ts), checked by tsc.
import * as self from './pasa.js';
/** @satisfies {import('./board-module').BoardModule} */ (self);
