// A rough local stand-in for the server, for previewing the table page without one
// (/table.html?preview=...). It is NOT the rules engine: the server's engine decides.
const COLS = 'abcdefghijkl';

// ---- Kasimala ----
function route(seat, n) {
  const r = (row, from, to) => { const out = []; const d = from <= to ? 1 : -1; for (let c = from; c !== to + d; c += d) out.push(row + c); return out; };
  return seat === 1 ? { home: r('a', 1, n), loop: [...r('m', n, 1), ...r('b', 1, n)] }
    : { home: r('b', n, 1), loop: [...r('m', 1, n), ...r('a', n, 1)] };
}
function stepFrom(seat, n, cell, k) {
  const { home, loop } = route(seat, n);
  let i = home.indexOf(cell);
  if (i < 0) i = home.length + loop.indexOf(cell);
  const j = i + k;
  return j < home.length ? home[j] : loop[(j - home.length) % loop.length];
}
const isLaiga = cell => cell[0] === 'm' && (parseInt(cell.slice(1), 10) - 1) % 4 === 0;
function nextWaiting(b, seat, n) {
  for (let k = 0; k < n; k++) {
    const cell = seat === 1 ? 'a' + (n - k) : 'b' + (k + 1);
    if (b[cell] && b[cell].seat === seat && b[cell].waiting) return cell;
  }
  return null;
}
export function kasimalaLegal(b, seat, n, up) {
  const steps = up === 0 ? 5 : up;
  const blocked = to => isLaiga(to) && b[to] && b[to].seat !== seat;
  if (up === 1) {
    const w = nextWaiting(b, seat, n);
    if (w) { const to = stepFrom(seat, n, w, 1); return blocked(to) ? ['pass'] : [`${w}-${to}`]; }
  }
  const out = [];
  for (const [cell, v] of Object.entries(b)) {
    if (v.seat !== seat || v.waiting) continue;
    const to = stepFrom(seat, n, cell, steps);
    if (!blocked(to)) out.push(`${cell}-${to}`);
  }
  return out.length ? out.sort() : ['pass'];
}
export function kasimalaApply(board, move) {
  const b = structuredClone(board);
  if (move === 'pass') return b;
  const [from, to] = move.split('-');
  const p = b[from];
  const moved = { seat: p.seat, count: 1, waiting: false };
  if (p.count > 1) p.count--; else delete b[from];
  const there = b[to];
  if (there && there.seat === moved.seat) there.count++; else b[to] = moved;
  return b;
}
export function kasimalaStart(n) {
  const b = {};
  for (let c = 1; c <= n; c++) { b['a' + c] = { seat: 1, count: 1, waiting: true }; b['b' + c] = { seat: 2, count: 1, waiting: true }; }
  return b;
}

// ---- Bao la Kimasai ----
function kimasaiNext(cell) {
  const c = COLS.indexOf(cell[0]), r = +cell.slice(1);
  if (r === 1) return c < 11 ? COLS[c + 1] + 1 : 'l2';
  if (r === 2) return c > 0 ? COLS[c - 1] + 2 : 'a1';
  if (r === 4) return c > 0 ? COLS[c - 1] + 4 : 'a3';
  return c < 11 ? COLS[c + 1] + 3 : 'l4';
}
const has = (b, cell) => b[cell.slice(1)][COLS.indexOf(cell[0])] === '1';
function setCell(b, cell, v) { const r = cell.slice(1), i = COLS.indexOf(cell[0]); b[r] = b[r].slice(0, i) + v + b[r].slice(i + 1); }
export function kimasaiLegal(b, s) {
  const out = [];
  for (const r of s === 1 ? [1, 2] : [3, 4]) for (const c of COLS) {
    const cell = c + r;
    if (has(b, cell) && !has(b, kimasaiNext(cell))) out.push(`${cell}-${kimasaiNext(cell)}`);
  }
  return out.sort();
}
export function kimasaiApply(board, move) {
  const [from, to] = move.split('-');
  const b = { ...board };
  setCell(b, from, '0'); setCell(b, to, '1');
  const mover = +from.slice(1) <= 2 ? 1 : 2;
  if (+to.slice(1) === (mover === 1 ? 2 : 3)) {
    const oppFront = to[0] + (mover === 1 ? 3 : 2), oppBack = to[0] + (mover === 1 ? 4 : 1);
    if (has(b, oppFront)) { setCell(b, oppFront, '0'); if (has(b, oppBack)) setCell(b, oppBack, '0'); }
  }
  return b;
}
/** The stones of the other side gone between two boards, as the server's facts list them. */
function kimasaiTaken(before, after, mover) {
  const out = [];
  for (const r of mover === 1 ? [3, 4] : [2, 1]) for (const c of COLS) {
    if (has(before, c + r) && !has(after, c + r)) out.push({ seat: mover === 1 ? 2 : 1, cell: c + r, count: 1 });
  }
  return out;
}
function kasimalaTaken(before, move, mover) {
  const there = move === 'pass' ? null : before[move.split('-')[1]];
  return there && there.seat !== mover ? [{ seat: there.seat, cell: move.split('-')[1], count: there.count }] : [];
}
export const kimasaiStart = () => ({ 1: '111111111111', 2: '011111111111', 3: '111111111110', 4: '111111111111' });

// ---- the simulated table ----
let seq = 0;
const rand4 = () => [0, 1, 2, 3].map(() => (Math.random() < 0.5 ? '1' : '0')).join('');

export function make(kind) {
  const k = kind === 'kimasai' || kind === 'kimasaiDraw' ? 'kimasai' : 'kasimala';
  const n = kind === 'kasimala25' ? 25 : 17;
  const mode = kind === 'kasimala25' ? 'pass' : k === 'kimasai' ? 'friends' : 'computer';
  const seats = mode === 'computer'
    ? [{ seat: 1, kind: 'human', name: 'Sita', connected: true }, { seat: 2, kind: 'computer', name: 'Computer', connected: true }]
    : mode === 'friends' ? [{ seat: 1, kind: 'human', name: 'Sita', connected: true }, { seat: 2, kind: 'human', name: 'Amani', connected: false }]
      : [{ seat: 1, kind: 'human', name: 'Player 1', connected: true }, { seat: 2, kind: 'human', name: 'Player 2', connected: true }];
  let board = k === 'kimasai' ? kimasaiStart() : kasimalaStart(n);
  let toMove = 1, awaiting = k === 'kimasai' ? 'move' : 'throw', up = null, throws = 0, result = null;
  const history = [];
  const held = mode === 'pass' ? [1, 2] : [1];
  const ev = e => ({ type: 'event', seq: ++seq, ...e });
  const lost = () => { const c = { 1: 0, 2: 0 }; for (const v of Object.values(board)) c[v.seat] += v.count; return c; };

  function legal() {
    if (awaiting !== 'move') return [];
    return k === 'kimasai' ? kimasaiLegal(board, toMove) : kasimalaLegal(board, toMove, n, up);
  }
  function checkEnd() {
    if (k === 'kimasai') {
      if (!kimasaiLegal(board, toMove).length) { result = { winners: [toMove === 1 ? 2 : 1], draw: false }; awaiting = 'over'; toMove = null; }
      return;
    }
    const c = lost();
    for (const s of [1, 2]) if (c[s] === 0) {
      const w = s === 1 ? 2 : 1;
      result = { winners: [w], draw: false, gulmasi: c[w] === n, throws };
      awaiting = 'over'; toMove = null;
    }
  }
  function doThrow(outcome = rand4()) {
    up = [...outcome].filter(x => x === '1').length;
    throws++;
    awaiting = 'move';
    const facts = { value: up, steps: up === 0 ? 5 : up, name: ['ngha', 'kasi', 'dwadi', 'sudi', 'chya'][up] };
    if (up === 4 || up === 0) facts.extraThrow = true;
    return ev({ kind: 'throw', seat: toMove, text: outcome, facts, by: mode === 'computer' && toMove === 2 ? 'computer' : 'seat' });
  }
  function doMove(move, auto = false) {
    const s = toMove;
    const before = board;
    board = k === 'kimasai' ? kimasaiApply(board, move) : kasimalaApply(board, move);
    const facts = { captured: k === 'kimasai' ? kimasaiTaken(before, board, s) : kasimalaTaken(before, move, s) };
    if (!facts.captured.length) delete facts.captured;
    const out = [ev({ kind: 'move', seat: s, text: move, facts, by: auto ? 'table' : mode === 'computer' && s === 2 ? 'computer' : 'seat' })];
    if (k === 'kimasai') { toMove = s === 1 ? 2 : 1; checkEnd(); return out; }
    const again = up === 4 || up === 0;
    toMove = again ? s : (s === 1 ? 2 : 1);
    awaiting = 'throw';
    checkEnd();
    return out;
  }
  /** Plays forced moves and the computer's turns, as the server would. */
  function settle(out) {
    for (let guard = 0; guard < 200 && awaiting !== 'over'; guard++) {
      const lg = legal();
      if (awaiting === 'move' && lg.length === 1) { out.push(...doMove(lg[0], true)); continue; }
      if (mode !== 'computer' || toMove !== 2) break;
      if (awaiting === 'throw') { out.push(doThrow()); continue; }
      out.push(...doMove(lg[Math.floor(Math.random() * lg.length)]));
    }
    return out;
  }

  if (kind === 'drawLimit' || kind === 'winLimit') {
    // The 2000-throw safety net: equal pieces (a draw), or Red ahead.
    board = { a3: { seat: 1, count: 1, waiting: true }, m6: { seat: 1, count: 2, waiting: false }, b9: { seat: 2, count: 1, waiting: false } };
    if (kind === 'drawLimit') board.m12 = { seat: 2, count: 2, waiting: false };
    history.push(doThrow('1100'));
    result = kind === 'drawLimit' ? { winners: [], draw: true, gulmasi: false, throws: 2000 }
      : { winners: [1], draw: false, gulmasi: false, throws: 2000 };
    awaiting = 'over'; toMove = null;
  } else if (kind === 'kimasaiDraw') {
    board = { 1: '100000000000', 2: '000001000000', 3: '000000100000', 4: '000000000001' };
    result = { winners: [], draw: true };
    awaiting = 'over'; toMove = null;
  } else if (kind === 'over') {
    // A finished game: White was wiped out without Red losing a piece.
    board = kasimalaStart(n);
    for (let c = 1; c <= n; c++) delete board['b' + c];
    board.m9 = { seat: 1, count: 1, waiting: false };
    delete board.a17;
    history.push(doThrow('1000'));
    result = { winners: [1], draw: false, gulmasi: true, throws: 412 };
    awaiting = 'over'; toMove = null;
  } else if (k === 'kasimala') {
    // A few opening throws so the table has something to show; then Red has a dwadi to play.
    history.push(doThrow('1000'), ...doMove('a17-m17', true));
    history.push(doThrow('0100'), ...doMove('b1-m1', true));
    history.push(doThrow('0010'), ...doMove('a16-a17', true));
    history.push(doThrow('1110'), ...doMove('m1-m4', true));
    history.push(doThrow('0101'));
  }

  return {
    table: { game: k, players: 2, options: k === 'kasimala' ? { cells: n } : {}, mode, seats, link: location.origin + '/table/preview',
      // a sealed table's fairness (the known-answer secret 00..1f of FairThrowsTest), none for a game without throws
      fairness: k === 'kimasai' ? undefined : { commitment: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd', seatSeeds: ['a', 'b'] } },
    held,
    history,
    state: () => {
      const mine = {};
      if (awaiting !== 'over' && held.includes(toMove)) mine[toMove] = awaiting === 'throw' ? { throw: true } : { moves: legal() };
      return { type: 'state', seq, status: awaiting === 'over' ? 'finished' : 'playing', next: null, toMove, awaiting, board, result: result || undefined, mine };
    },
    throwStrips: () => settle([doThrow()]),
    move: m => settle(doMove(m)),
  };
}
