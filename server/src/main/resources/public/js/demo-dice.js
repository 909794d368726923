// Sample positions and a rough local stand-in for Pasa and Kauda, for the demo page only.
// It is NOT the rules engine: on a real table the server's engine decides every move.
import { HOME, seatArms, squareName, isCastle, sideOf, partnerOf } from './games/pasa.js';

// ---- Pasa ----

/** Legal `die:from-to` moves of seat for the dice in hand (captures, pairs, castles, exact home). */
export function pasaLegal(board, seat, partners = true) {
  const players = Object.keys(board.pieces).length;
  const arms = seatArms(players);
  const own = board.pieces[String(seat)];
  const mate = partnerOf(seat, players, partners);
  const movers = own.every(p => p === HOME) && mate ? [mate] : [seat];
  const side = sideOf(seat, players, partners);
  const out = new Set();
  for (const d of new Set(board.dice)) {
    for (const s of movers) {
      for (const p of new Set(board.pieces[String(s)])) {
        const q = p + d;
        if (p === HOME || q > HOME) continue;
        const to = squareName(arms[s - 1], q);
        if (q >= 8 && q <= 76 && !isCastle(to)) {
          const enemies = enemiesOn(board, to, side, partners);
          if (enemies.length >= 2 && new Set(enemies.map(e => sideOf(e.seat, players, partners))).size === 1) continue;
        }
        out.add(`${d}:${squareName(arms[s - 1], p)}-${to}`);
      }
    }
  }
  return out.size ? [...out].sort() : (board.dice.length ? ['pass'] : []);
}

function enemiesOn(board, name, side, partners) {
  const players = Object.keys(board.pieces).length;
  const arms = seatArms(players);
  const list = [];
  for (const [sk, ps] of Object.entries(board.pieces)) {
    const s = Number(sk);
    if (sideOf(s, players, partners) === side) continue;
    ps.forEach((p, i) => { if (p >= 8 && p <= 76 && squareName(arms[s - 1], p) === name) list.push({ seat: s, i }); });
  }
  return list;
}

/** Plays a move on a copy of the board; returns {board, captured}. */
export function pasaApply(board, seat, move, partners = true) {
  const b = { pieces: Object.fromEntries(Object.entries(board.pieces).map(([k, v]) => [k, [...v]])), dice: [...board.dice] };
  if (move === 'pass') { b.dice = []; return { board: b, captured: 0 }; }
  const [, d, from, to] = /^(\d):(\w+)-(\w+)$/.exec(move);
  const die = Number(d);
  const players = Object.keys(b.pieces).length;
  const arms = seatArms(players);
  const mate = partnerOf(seat, players, partners);
  const s = b.pieces[String(seat)].every(p => p === HOME) && mate ? mate : seat;
  const ps = b.pieces[String(s)];
  const i = ps.findIndex(p => p !== HOME && squareName(arms[s - 1], p) === from && squareName(arms[s - 1], p + die) === to);
  ps[i] += die;
  let captured = 0;
  const q = ps[i];
  if (q >= 8 && q <= 76 && !isCastle(to)) {
    for (const e of enemiesOn(b, to, sideOf(seat, players, partners), partners)) { b.pieces[String(e.seat)][e.i] = 0; captured++; }
  }
  for (const k of Object.keys(b.pieces)) b.pieces[k].sort((x, y) => x - y);
  b.dice.splice(b.dice.indexOf(die), 1);
  return { board: b, captured };
}

export const pasaStart2 = { pieces: { 1: [0, 0, 0, 0], 2: [0, 0, 0, 0] }, dice: [1, 5, 6] };
export const pasaMid4 = {
  pieces: {
    1: [0, 12, 12, 84], // a pair on the track, one home
    2: [0, 0, 29, 44],
    3: [5, 25, 60, 84],
    4: [14, 14, 33, 80],
  },
  dice: [2, 5],
};
export const pasaPartnerHome = {
  pieces: { 1: [84, 84, 84, 84], 2: [0, 30, 41, 70], 3: [20, 22, 79, 84], 4: [0, 0, 0, 55] },
  dice: [1, 2, 6],
};

// ---- Kauda ----

export const kaudaStake3 = { chips: { 1: 100, 2: 85, 3: 115 }, holder: 1, streak: 0, round: 2, staked: [3], stakes: {} };
export const kaudaMine3 = { 2: { stake: { khals: ['chauka', 'chhakka', 'panja'], least: 5, greatest: 50 } } };
/** Five players just after a throw of 7 (tiya) by seat 2 (chauka): the thrower pays tiya's backers. */
export const kaudaThrown5 = {
  chips: { 1: 130, 2: 62, 3: 100, 4: 88, 5: 120 }, holder: 3, streak: 0, round: 1, staked: [],
  stakes: { 1: 'tiya:15', 3: 'panja:10', 4: 'chhakka:12', 5: 'tiya:20' },
};
export const kaudaOutcome7 = '1011000011110000';
/** What the server tells of the sample throws: the khal they fell on and who paid whom. */
export const kaudaStake3Facts = { value: 7, name: 'tiya' };
export const kaudaOutcome7Facts = { value: 7, name: 'tiya', payouts: [{ from: 2, to: 1, chips: 15 }, { from: 2, to: 5, chips: 20 }] };
export const kaudaPass4 = { chips: { 1: 100, 2: 100, 3: 100, 4: 100 }, holder: 1, streak: 1, round: 1, staked: [], stakes: {} };
export const kaudaPassMine = Object.fromEntries([2, 3, 4].map(s => [s, { stake: { khals: ['chauka', 'chhakka', 'panja'], least: 10, greatest: 33 } }]));
