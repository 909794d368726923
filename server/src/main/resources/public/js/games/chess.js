// Chess: White (seat 1) against Black (seat 2) on the 8 by 8 board.
// Drawn from docs/notation.md's board JSON, {"fen": "..."}; moves in UCI long algebraic (`e2e4`, `e7e8q`, castling as
// the king's move `e1g1`); the move list words a move by the SAN its event's facts carry.
import { svg, MovePicker, keepFocusOn, rovingTabStop, roveByKey, slideIn, leave, redrawOnResize, ensureGameCss } from './common.js';
import { pieceMarkup } from './chess.pieces.js';

export const usesThrow = false;
const FILES = 'abcdefgh';
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const VALUE = { q: 9, r: 5, b: 3, n: 3, p: 1 };
const PROMOTIONS = ['q', 'r', 'b', 'n'];
const FIGURINES = { K: '♔', Q: '♕', R: '♖', B: '♗', N: '♘' };

const isWhite = p => p === p.toUpperCase();

/** A FEN's pieces by square ({e1: 'K', e8: 'k', ...}, White in upper case) and the seat to move. */
export function parseFen(fen) {
  const [placement = '', side = 'w'] = String(fen || '').split(' ');
  const squares = {};
  placement.split('/').forEach((row, i) => {
    let f = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) f += Number(ch);
      else if (f < 8) squares[FILES[f++] + (8 - i)] = ch;
    }
  });
  return { squares, toMove: side === 'b' ? 2 : 1 };
}

/** Each side's pieces on the board. */
export function countPieces(board) {
  const on = Object.values(parseFen(board?.fen).squares);
  return { 1: on.filter(isWhite).length, 2: on.filter(p => !isWhite(p)).length };
}

/**
 * What each side is ahead by, as the board counts it: the enemy pieces it has taken beyond what it lost of the same
 * kind (by seat, most valuable first, as FEN letters) and the points (queen 9, rook 5, bishop and knight 3, pawn 1).
 */
export function material(squares) {
  const n = {};
  for (const p of Object.values(squares)) n[p] = (n[p] || 0) + 1;
  const taken = { 1: [], 2: [] };
  let points = 0;
  for (const [kind, value] of Object.entries(VALUE)) {
    const d = (n[kind.toUpperCase()] || 0) - (n[kind] || 0);
    points += d * value;
    for (let i = 0; i < Math.abs(d); i++) (d > 0 ? taken[1] : taken[2]).push(d > 0 ? kind : kind.toUpperCase());
  }
  return { taken, ahead: { 1: Math.max(points, 0), 2: Math.max(-points, 0) } };
}

/** A UCI move as its parts, {from, to, promotion}; null for anything else. */
export function parseMove(move) {
  const m = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/.exec(move || '');
  return m ? { from: m[1], to: m[2], promotion: m[3] || null } : null;
}

/** SAN with figurines for the pieces (♘f3, e8=♕+), which read the same in every language. */
export function figurines(san) {
  return String(san).replace(/[KQRBN]/g, c => FIGURINES[c]);
}

/** A move-list line: the move in SAN from its facts (the UCI text stands under it); the UCI text where no SAN came. */
export function moveLog(move, seat, words, facts) {
  const san = typeof facts?.san === 'string' ? facts.san : null;
  return words.of('log.moveText', seat, { move: san ? figurines(san) : move });
}

/** Words for a hinted move: from and to, and the piece a pawn becomes. */
export function hintText(move, t) {
  const m = parseMove(move);
  if (!m) return move;
  return m.promotion ? t('chess.promoteLabel', { from: m.from, to: m.to, piece: t('chess.piece.' + m.promotion) })
    : t('board.targetLabel', { from: m.from, to: m.to });
}

/** The king in check after the last move, as its facts tell it (`check`, `mate`, or the SAN's `+`, `#`): the square of the side to move's king. */
function checkedKing(squares, toMove, facts) {
  if (!facts?.check && !facts?.mate && !/[+#]$/.test(String(facts?.san ?? ''))) return null;
  const king = toMove === 1 ? 'K' : 'k';
  return Object.keys(squares).find(sq => squares[sq] === king) ?? null;
}

/**
 * The picker of the square board: the chosen piece's square is lit and its destinations are dots (a ring round a
 * piece it would take), drawn as chess players know them; the picking itself is MovePicker's.
 */
class SquarePicker extends MovePicker {
  constructor(opts, { under, occupied, square }) {
    super(opts);
    this.under = under;
    this.occupied = occupied;
    this.square = square;
  }

  render() {
    super.render();
    this.under.replaceChildren();
    if (this.selected) this.square(this.selected, 'selected', this.under);
    for (const g of this.layer.querySelectorAll('.target')) if (this.occupied(g.dataset.cell)) g.classList.add('capture');
  }
}

/**
 * The status line while the side to move is in check (the last move's facts say so); null otherwise, for the table's own.
 * @param {any} st
 * @param {{ mine: Record<string, import('./board-module').Act | null>, pass: boolean, t: import('./board-module').T,
 *   seatName: (seat: number) => string, lastFacts: import('./board-module').Facts | null }} how
 */
export function statusText(st, { mine, pass, t, seatName, lastFacts }) {
  if (!lastFacts?.check || lastFacts.mate || st.awaiting === 'over' || st.toMove == null) return null;
  const seat = Number(st.toMove);
  if (!mine?.[seat]) return t('chess.checkThem', { name: seatName(seat) });
  return pass ? t('chess.checkPass', { name: seatName(seat) }) : t('chess.checkYou');
}

export const download = { path: 'pgn', extension: 'pgn', label: 'chess.pgn', reviewedLabel: 'chess.pgnReviewed' };

/**
 * create(container, {seat, t, counts}) -> renderer. seat 2 sees the board from Black's side (watchers see White at
 * the bottom); counts: false leaves out the strips of pieces taken and the FEN button (a drawn figure).
 * On a tall screen the pieces each side has taken lie in a strip above and below the board, on a wide one beside it.
 * @param {HTMLElement} container
 * @param {import('./board-module').CreateOptions} [opts]
 */
export function create(container, { seat = 1, t, counts = true } = {}) {
  ensureGameCss('chess');
  const S = 100, SIDE = 8 * S, STRIP = counts ? 46 : 0, COLUMN = counts ? 200 : 0;
  const tt = (k, v) => (t ? t(k, v) : '');
  const flipped = seat === 2;
  let layout = null, root, boardTop = 0, lastLayer, checkLayer, underLayer, pieceLayer, markLayer, promoLayer, stripLayer, picker;
  let squares = {}, fen = START, pickerMoves = {}, onMoveNow = null, lastArgs = null, drag = null, swallowClick = false, promoting = null;

  function chooseLayout() {
    const cw = container.clientWidth, ch = container.clientHeight;
    if (!counts || !cw || !ch) return 'below';
    const below = Math.min(cw / SIDE, ch / (SIDE + 2 * STRIP)), beside = Math.min(cw / (SIDE + COLUMN), ch / SIDE);
    return beside > below * 1.02 ? 'beside' : 'below';
  }

  /** A square's top left corner: a1 at the bottom left for White, at the top right for Black. */
  function corner(cell) {
    const f = FILES.indexOf(cell[0]), r = Number(cell[1]) - 1;
    return { x: (flipped ? 7 - f : f) * S, y: boardTop + (flipped ? r : 7 - r) * S };
  }
  function center(cell) {
    const c = corner(cell);
    return { x: c.x + S / 2, y: c.y + S / 2 };
  }
  /** The square under a point of the board's own units; null off the board. */
  function cellAt(x, y) {
    const col = Math.floor(x / S), row = Math.floor((y - boardTop) / S);
    if (col < 0 || col > 7 || row < 0 || row > 7) return null;
    return FILES[flipped ? 7 - col : col] + (flipped ? row + 1 : 8 - row);
  }
  function toBoard(e) {
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(root.getScreenCTM().inverse());
    return { x: p.x, y: p.y };
  }

  function litSquare(cell, cls, parent) {
    const c = corner(cell);
    return svg('rect', { x: c.x, y: c.y, width: S, height: S, class: cls, 'data-cell': cell }, parent);
  }

  function build() {
    layout = chooseLayout();
    boardTop = layout === 'below' ? STRIP : 0;
    const w = SIDE + (layout === 'beside' ? COLUMN : 0), h = SIDE + (layout === 'below' ? 2 * STRIP : 0);
    container.replaceChildren();
    root = svg('svg', { viewBox: `0 0 ${w} ${h}`, class: `board chess strips-${layout}${flipped ? ' flipped' : ''}`, role: 'group' }, container);
    const cells = svg('g', { class: 'cells' }, root);
    for (let r = 1; r <= 8; r++) {
      for (const f of FILES) {
        const cell = f + r, dark = (FILES.indexOf(f) + r) % 2 === 1;
        litSquare(cell, `square ${dark ? 'dark' : 'light'}`, cells);
      }
    }
    // Coordinates on the board's edge, inside the squares: files along the bottom rank, ranks up the left file.
    const bottomRank = flipped ? 8 : 1, leftFile = flipped ? 'h' : 'a';
    for (const f of FILES) {
      const c = corner(f + bottomRank), dark = (FILES.indexOf(f) + bottomRank) % 2 === 1;
      svg('text', { x: c.x + S - 7, y: c.y + S - 7, class: `coord file ${dark ? 'on-dark' : 'on-light'}` }, cells).textContent = f;
    }
    for (let r = 1; r <= 8; r++) {
      const c = corner(leftFile + r), dark = (FILES.indexOf(leftFile) + r) % 2 === 1;
      svg('text', { x: c.x + 6, y: c.y + 24, class: `coord rank ${dark ? 'on-dark' : 'on-light'}` }, cells).textContent = r;
    }
    lastLayer = svg('g', { class: 'last-move', 'aria-hidden': 'true' }, root);
    checkLayer = svg('g', { class: 'check-mark', 'aria-hidden': 'true' }, root);
    underLayer = svg('g', { class: 'picked', 'aria-hidden': 'true' }, root);
    pieceLayer = svg('g', { class: 'pieces' }, root);
    markLayer = svg('g', { class: 'marks' }, root);
    promoLayer = svg('g', { class: 'promotion-layer' }, root);
    stripLayer = svg('g', { class: 'strips' }, root);
    const picked = picker?.picked();
    picker = new SquarePicker({
      layer: markLayer, center, radius: S * 0.42,
      pieceLabel: (from, tos) => tt('chess.pieceLabel', { piece: pieceName(squares[from]), cell: from, to: tos.join(', ') }),
      targetLabel: (from, to) => tt('board.targetLabel', { from, to }),
    }, { under: underLayer, occupied: cell => !!squares[cell], square: litSquare });
    picker.pick(picked);
    // The click that ends a drag is not a tap.
    root.addEventListener('click', e => { if (swallowClick) { swallowClick = false; e.stopPropagation(); } }, true);
    root.addEventListener('click', e => {
      const c = /** @type {Element} */ (e.target).closest('[data-cell]');
      if (c && !promoLayer.contains(c)) picker.tapCell(c.getAttribute('data-cell'));
    });
    root.addEventListener('pointerdown', startDrag);
    root.addEventListener('pointermove', moveDrag);
    root.addEventListener('pointerup', endDrag);
    root.addEventListener('pointercancel', () => dropDrag(null));
    promoLayer.addEventListener('keydown', promotionKey);
  }

  function pieceName(letter) {
    if (!letter) return '';
    return tt('chess.pieceOf', { colour: tt(isWhite(letter) ? 'colour.chess.1' : 'colour.chess.2'), piece: tt('chess.piece.' + letter.toLowerCase()) });
  }

  function drawPiece(cell, letter, parent) {
    const c = corner(cell);
    const g = svg('g', { class: `piece ${isWhite(letter) ? 'white' : 'black'}`, 'data-cell': cell, 'data-piece': letter }, parent);
    svg('g', { transform: `translate(${c.x} ${c.y})` }, g).innerHTML = pieceMarkup(letter);
    return g;
  }

  // ---- drag: press a piece that may move, carry it, let go on a destination ----

  function startDrag(e) {
    swallowClick = false;
    if (!onMoveNow || e.button > 0) return;
    const p = toBoard(e), cell = cellAt(p.x, p.y);
    if (!cell || !picker.targetsOf(cell).length) return;
    drag = { id: e.pointerId, cell, x: e.clientX, y: e.clientY, start: p, moving: false };
  }

  function moveDrag(e) {
    if (!drag || e.pointerId !== drag.id) return;
    if (!drag.moving) {
      if (Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 6) return;
      drag.moving = true;
      root.setPointerCapture?.(e.pointerId);
      if (picker.selected !== drag.cell) { picker.selected = drag.cell; picker.focusCell = picker.targetsOf(drag.cell)[0]; picker.render(); }
      drag.el = pieceLayer.querySelector(`.piece[data-cell="${drag.cell}"]`);
      drag.el?.classList.add('dragging');
      if (drag.el) pieceLayer.appendChild(drag.el);
    }
    const p = toBoard(e);
    drag.el?.setAttribute('transform', `translate(${p.x - drag.start.x} ${p.y - drag.start.y})`);
  }

  function endDrag(e) {
    if (!drag || e.pointerId !== drag.id) return;
    if (!drag.moving) { drag = null; return; }
    const p = toBoard(e);
    dropDrag(cellAt(p.x, p.y));
  }

  function dropDrag(cell) {
    if (!drag) return;
    const { el, moving, cell: from } = drag;
    drag = null;
    if (!moving) return;
    swallowClick = true;
    el?.removeAttribute('transform');
    el?.classList.remove('dragging');
    if (cell && cell !== from && picker.targetsOf(from).includes(cell)) picker.tapCell(cell);
  }

  // ---- promotion: the four pieces a pawn may become, in a column from its square towards the middle ----

  function choosePromotion(from, to, onMove) {
    promoLayer.replaceChildren();
    const white = to[1] === '8';
    const shade = svg('rect', { x: 0, y: boardTop, width: SIDE, height: SIDE, class: 'promotion-shade' }, promoLayer);
    shade.addEventListener('click', e => { e.stopPropagation(); promote(null); });
    const towardsMiddle = corner(to).y < boardTop + SIDE / 2 ? 1 : -1;
    const items = PROMOTIONS.map((kind, i) => {
      const c = corner(to), y = c.y + towardsMiddle * i * S;
      const g = svg('g', { class: 'promotion', role: 'button', 'data-piece': kind,
        'aria-label': tt('chess.promoteTo', { piece: tt('chess.piece.' + kind) }) }, promoLayer);
      svg('rect', { x: c.x, y, width: S, height: S, class: 'promotion-square' }, g);
      svg('circle', { cx: c.x + S / 2, cy: y + S / 2, r: S * 0.46, class: 'promotion-disc' }, g);
      svg('g', { transform: `translate(${c.x} ${y})` }, g).innerHTML = pieceMarkup(white ? kind.toUpperCase() : kind);
      g.addEventListener('click', e => { e.stopPropagation(); promote(kind); });
      return g;
    });
    promoting = { from, to, onMove, items };
    rovingTabStop(items, items[0]).focus({ preventScroll: true });
  }

  /** The piece chosen (null: none, the pawn goes back and the move is to choose again). */
  function promote(kind) {
    const p = promoting;
    promoting = null;
    promoLayer.replaceChildren();
    if (p && kind) p.onMove(p.from + p.to + kind);
    else if (lastArgs) draw(...lastArgs);
  }

  function promotionKey(e) {
    if (!promoting) return;
    const g = /** @type {Element} */ (e.target).closest('.promotion');
    if (e.key === 'Escape') { e.preventDefault(); promote(null); }
    else if ((e.key === 'Enter' || e.key === ' ') && g) { e.preventDefault(); promote(g.getAttribute('data-piece')); }
    else roveByKey(e, promoting.items);
  }

  // ---- around the board: the pieces each side has taken, the points it is ahead, the FEN button ----

  function drawStrips() {
    stripLayer.replaceChildren();
    if (!counts) return;
    const { taken, ahead } = material(squares);
    const bottom = flipped ? 2 : 1, top = 3 - bottom;
    const beside = layout === 'beside', mini = beside ? 50 : 40, step = mini / 2;
    const at = side => beside ? { x: SIDE + 14, y: side === top ? 14 : SIDE - 170 } : { x: 6, y: side === top ? 2 : SIDE + STRIP + 2 };
    for (const side of [top, bottom]) {
      const { x, y } = at(side);
      const g = svg('g', { class: 'taken', 'data-seat': side, role: 'img',
        'aria-label': tt('chess.takenBy', { colour: tt('colour.chess.' + side), n: taken[side].length }) }, stripLayer);
      let dx = 0, row = 0;
      taken[side].forEach((letter, i) => {
        if (i && letter !== taken[side][i - 1]) dx += step / 2;
        if (beside && dx > COLUMN - 2 * mini) { dx = 0; row++; }
        svg('g', { class: 'mini', transform: `translate(${x + dx} ${y + row * mini}) scale(${mini / 100})` }, g).innerHTML = pieceMarkup(letter);
        dx += step;
      });
      if (ahead[side]) {
        const tx = beside ? x : x + dx + mini * 0.7, ty = beside ? y + (row + 1) * mini + 30 : y + mini * 0.75;
        svg('text', { x: tx, y: ty, class: 'ahead' }, g).textContent = tt('chess.ahead', { n: ahead[side] });
      }
    }
    drawFenButton(beside ? { x: SIDE + 14, y: SIDE - 64, width: 150, height: 56 } : { x: SIDE - 156, y: SIDE + STRIP + 3, width: 152, height: STRIP - 6 });
  }

  function drawFenButton({ x, y, width, height }) {
    const g = svg('g', { class: 'fen-copy', role: 'button', tabindex: 0, 'aria-label': tt('chess.copyFen') }, stripLayer);
    svg('title', {}, g).textContent = tt('chess.copyFen');
    svg('rect', { x, y, width, height, rx: 10, class: 'fen-box' }, g);
    const label = svg('text', { x: x + width / 2, y: y + height / 2 + 8, class: 'fen-label' }, g);
    label.textContent = tt('chess.fen');
    const copy = () => {
      const shown = ok => { label.textContent = tt(ok ? 'chess.copied' : 'chess.copyFailed'); g.dataset.copied = String(ok); };
      navigator.clipboard?.writeText(fen).then(() => shown(true), () => shown(false)) ?? shown(false);
    };
    g.addEventListener('click', e => { e.stopPropagation(); copy(); });
    g.addEventListener('keydown', e => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); copy(); } });
  }

  /** The last move's two squares lit, and where it took en passant (the facts' captured square) when that differs. */
  function markLast(m, captured) {
    lastLayer.replaceChildren();
    if (!m) return;
    litSquare(m.from, 'last-from', lastLayer);
    const to = litSquare(m.to, 'last-to', lastLayer);
    for (const x of captured || []) {
      if (x?.cell === m.to) to.classList.add('captured');
      else if (x?.cell) litSquare(x.cell, 'last-captured', lastLayer);
    }
  }

  /** The move just played, shown moving: the piece (and a castling rook) slides in, a piece it took fades away. */
  function animateMove(m, before, els, captured) {
    const a = center(m.from), b = center(m.to);
    slideIn(els[m.to], a.x - b.x, a.y - b.y, 260);
    const king = squares[m.to]?.toLowerCase() === 'k', files = FILES.indexOf(m.to[0]) - FILES.indexOf(m.from[0]);
    if (king && Math.abs(files) === 2) {
      const rookFrom = (files > 0 ? 'h' : 'a') + m.to[1], rookTo = (files > 0 ? 'f' : 'd') + m.to[1];
      const p = center(rookFrom), q = center(rookTo);
      slideIn(els[rookTo], p.x - q.x, p.y - q.y, 260);
    }
    const takenAt = (captured || []).find(x => x?.cell)?.cell ?? (before[m.to] ? m.to : null);
    if (takenAt && before[takenAt]) {
      const ghost = drawPiece(takenAt, before[takenAt], pieceLayer);
      ghost.classList.add('ghost');
      leave(ghost, 0, 0, 120, 420);
    }
  }

  function draw(board, legal, onMove, info = {}) {
    if (chooseLayout() !== layout) build();
    lastArgs = [board, legal, onMove, { ...info, animate: false }];
    drag = null;
    promoting = null;
    promoLayer.replaceChildren();
    const before = squares;
    fen = board?.fen || START;
    const parsed = parseFen(fen);
    squares = parsed.squares;
    pieceLayer.replaceChildren();
    const els = {};
    for (const [cell, letter] of Object.entries(squares)) els[cell] = drawPiece(cell, letter, pieceLayer);
    const king = checkedKing(squares, parsed.toMove, info.lastFacts);
    checkLayer.replaceChildren();
    if (king) litSquare(king, 'check', checkLayer);
    root.dataset.check = king ?? '';
    root.setAttribute('aria-label', tt('chess.summary', { bottom: tt('colour.chess.' + (flipped ? 2 : 1)), toMove: tt('colour.chess.' + parsed.toMove) }));
    const mv = parseMove(info.lastMove);
    markLast(mv, info.lastFacts?.captured);
    if (info.animate && mv) animateMove(mv, before, els, info.lastFacts?.captured);
    drawStrips();

    const moves = onMove ? legal || [] : [];
    const byKey = {};
    for (const x of moves) {
      const m = parseMove(x);
      if (m) (byKey[`${m.from}-${m.to}`] ||= []).push(x);
    }
    pickerMoves = byKey;
    onMoveNow = moves.length ? onMove : null;
    const hintKey = Object.keys(byKey).find(k => byKey[k].includes(info.hint?.move)) ?? null;
    const better = parseMove(info.better?.move);
    picker.set(Object.keys(byKey), onMoveNow ? key => play(key) : null, hintKey, better ? `${better.from}-${better.to}` : null);
  }

  /** A destination chosen: played at once, or, for a pawn reaching the last rank, after the piece it becomes is chosen. */
  function play(key) {
    const options = pickerMoves[key] || [];
    const f = onMoveNow;
    if (!f || !options.length) return;
    if (options.length === 1) { f(options[0]); return; }
    const [from, to] = key.split('-');
    choosePromotion(from, to, f);
  }

  const ro = redrawOnResize(container, () => { if (lastArgs && chooseLayout() !== layout) draw(...lastArgs); });

  /** Focus to the board: the first movable piece, else the board itself. */
  function focus() { if (!picker.focusFirst()) keepFocusOn(root); }

  return { draw, focus, svg: () => root, destroy() { ro.disconnect(); container.replaceChildren(); } };
}

/**
 * The rules page's drawn figures of this game, by the name in its data-figure: each draws into its box.
 * @type {Record<string, (box: HTMLElement, t: import('./board-module').T) => void>}
 */
export const figures = {
  'chess-start': (box, t) => create(box, { seat: 1, t, counts: false }).draw({ fen: START }, [], null),
  // White castles king side: the king two squares towards the rook, the rook over it.
  'chess-castling': (box, t) => create(box, { seat: 1, t, counts: false })
    .draw({ fen: 'r3k2r/pppq1ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPPQ1PPP/R4RK1 b kq - 1 8' }, [], null, { lastMove: 'e1g1' }),
  // Black's pawn went d7-d5 beside White's pawn on e5, which took it en passant: exd6, the pawn gone from d5.
  'chess-en-passant': (box, t) => create(box, { seat: 1, t, counts: false })
    .draw({ fen: 'rnbqkbnr/ppp1ppp1/3P3p/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3' }, [], null,
      { lastMove: 'e5d6', lastFacts: { captured: [{ seat: 2, cell: 'd5', count: 1 }] } }),
  // The back-rank mate: the rook gives check on the last rank and the king's own pawns keep it in.
  'chess-mate': (box, t) => create(box, { seat: 1, t, counts: false })
    .draw({ fen: '3R2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1' }, [], null, { lastMove: 'd1d8', lastFacts: { san: 'Rd8#' } }),
};

// The board-module contract (board-module.d.ts), checked by tsc.
import * as self from './chess.js';
/** @satisfies {import('./board-module').BoardModule} */ (self);
