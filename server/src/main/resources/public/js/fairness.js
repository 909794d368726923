// Fair throws checked in the browser: the derivation of server/API.md ("Fair throws"), the same as
// chautari.engine.FairThrows, with WebCrypto. A throw n of a table is read from the bits of
// HMAC-SHA256(secret, "tableId:seed1:...:seedP:n"), then ".../1", ".../2" when more bits are needed,
// each block from its first byte, most significant bit first; each object takes the least k bits
// (at least 1) that count its faces, and a value past the last face is dropped for the next k bits.

import { game } from './catalog.js';

export const SECRET_BYTES = 32;
const SEAT_SEED = /^[A-Za-z0-9_-]{1,64}$/;
const enc = new TextEncoder();

/** WebCrypto's subtle half exists only in a secure context (https, or localhost). */
export function hasWebCrypto() {
  return !!(globalThis.crypto && globalThis.crypto.subtle);
}

/** A seat's own random string: 16 random bytes as 22 base64url characters. */
export function newSeatSeed() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function isSeatSeed(s) { return typeof s === 'string' && SEAT_SEED.test(s); }

export function hex(bytes) {
  return Array.from(new Uint8Array(bytes), b => b.toString(16).padStart(2, '0')).join('');
}

/** The bytes of a hex string, or null when it is not whole bytes of hex. */
export function unhex(s) {
  if (typeof s !== 'string' || s.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(s)) return null;
  const out = new Uint8Array(s.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(s.substr(i * 2, 2), 16);
  return out;
}

/** Lowercase hex of SHA-256(bytes). */
export async function sha256Hex(bytes) {
  return hex(await crypto.subtle.digest('SHA-256', bytes));
}

/** The HMAC key of a table's secret bytes. */
export function hmacKey(secret) {
  return crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/** The text of throw n (from 1) of the table, given the secret's HMAC key: {count, faces} objects, as /api/games gives a chance. */
export async function outcome(key, tableId, seatSeeds, n, objects) {
  const message = `${tableId}:${seatSeeds.join(':')}:${n}`;
  const faces = objects.faces.length;
  let k = 1;
  while (2 ** k < faces) k++;
  let block = new Uint8Array(0), blocks = 0, pos = 0;
  const bit = async () => {
    if (pos === block.length * 8) {
      const m = blocks === 0 ? message : `${message}/${blocks}`;
      block = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(m)));
      blocks++;
      pos = 0;
    }
    const b = (block[pos >> 3] >> (7 - (pos & 7))) & 1;
    pos++;
    return b;
  };
  let text = '';
  while (text.length < objects.count) {
    let v = 0;
    for (let i = 0; i < k; i++) v = (v << 1) | await bit();
    if (v < faces) text += objects.faces[v];
  }
  return text;
}

/** A record line that is not what a record holds: its (1-based) line and what was expected there. */
export class RecordError extends Error {
  constructor(line, expected) {
    super(`line ${line}: expected ${expected}`);
    this.line = line;
    this.expected = expected;
  }
}

const FAIRNESS = ['table', 'commitment', 'secret'];

/**
 * Reads a record's text (GameRecord.toText): {game, players, options, seed, fairness, events}; fairness is
 * {tableId, commitment, secret, seatSeeds} or null; events are [{kind: 'throw'|'move', seat, text}]; comment
 * lines among them (# ..., a review's judgement) are skipped.
 * A malformed record is a RecordError.
 */
export function parseRecord(text) {
  const lines = String(text).replace(/\r\n?/g, '\n').trim().split('\n');
  const field = (i, name) => {
    const line = (lines[i] ?? '').trim();
    if (line === name) return '';
    if (!line.startsWith(name + ' ')) throw new RecordError(i + 1, name);
    return line.slice(name.length + 1).trim();
  };
  const game = field(0, 'game');
  const players = Number(field(1, 'players'));
  if (!Number.isInteger(players) || players < 1) throw new RecordError(2, 'players');
  const options = field(2, 'options');
  const seed = field(3, 'seed');
  let i = 4;
  let fairness = null;
  if (/^(table|commitment|secret|seatseed)( |$)/.test((lines[i] ?? '').trim())) {
    const [tableId, commitment, secret] = FAIRNESS.map((name, j) => field(i + j, name));
    const seatSeeds = [];
    for (let seat = 1; seat <= players; seat++) {
      const line = i + 2 + seat;
      const rest = field(line, 'seatseed');
      const m = rest.match(/^(\d+)(?: (.*))?$/);
      if (!m || Number(m[1]) !== seat) throw new RecordError(line + 1, `seatseed ${seat}`);
      seatSeeds.push((m[2] ?? '').trim());
    }
    fairness = { tableId, commitment, secret, seatSeeds };
    i += 3 + players;
  }
  const events = [];
  for (; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line || line.startsWith('#')) continue;
    const parts = line.split(' ');
    if (parts.length !== 3 || !['throw', 'move'].includes(parts[0]) || !/^\d+$/.test(parts[1])) {
      throw new RecordError(i + 1, 'an event (throw SEAT TEXT or move SEAT TEXT)');
    }
    events.push({ kind: parts[0], seat: Number(parts[1]), text: parts[2] });
  }
  return { game, players, options, seed, fairness, events };
}

/**
 * Checks every throw of a parsed record against its revealed secret, as FairThrows.verify does
 * (without replaying the moves): {commitment, checks: [{n, seat, recorded, derived, ok}], problems},
 * each problem {code, ...}: noFairness, noChance (a game without throws), badSecret, commitment
 * (with its actual SHA-256), seatSeed (with seat), mismatch (with n and seat). ok: no problem; noThrows: a game
 * without throws (Bao la Kimasai), nothing to check.
 */
export async function checkRecord(record) {
  const f = record.fairness;
  if (!f) return { commitment: null, checks: [], problems: [{ code: 'noFairness' }], ok: false };
  const problems = [];
  // The objects a throw is made of ({count, faces} in outcome-text order), as the server describes the game's chance.
  const objects = game(record.game)?.chance ?? null;
  const throws = record.events.filter(e => e.kind === 'throw');
  const done = checks => ({ commitment: f.commitment, checks, problems, ok: !problems.length, noThrows: !objects && !throws.length });
  f.seatSeeds.forEach((s, i) => { if (!isSeatSeed(s)) problems.push({ code: 'seatSeed', seat: i + 1 }); });
  const secret = unhex(f.secret);
  if (!secret || secret.length !== SECRET_BYTES) {
    problems.push({ code: 'badSecret' });
    return done(throws.map((e, i) => ({ n: i + 1, seat: e.seat, recorded: e.text, derived: null, ok: false })));
  }
  const actual = await sha256Hex(secret);
  if (actual !== f.commitment.toLowerCase()) problems.push({ code: 'commitment', actual });
  if (!objects) {
    if (throws.length) problems.push({ code: 'noChance' });
    return done([]);
  }
  const key = await hmacKey(secret);
  const checks = [];
  const drawn = new Set();
  for (let i = 0; i < throws.length; i++) {
    const e = throws[i];
    const derived = CARD.test(e.text) ? await cardDrawn(key, f, i + 1, e.text, drawn)
      : await outcome(key, f.tableId, f.seatSeeds, i + 1, objects);
    const ok = derived === e.text;
    checks.push({ n: i + 1, seat: e.seat, recorded: e.text, derived, ok });
    if (!ok) problems.push({ code: 'mismatch', n: i + 1, seat: e.seat });
  }
  return done(checks);
}

const CARD = /^[LC]([1-9]|1[0-6])$/;
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/**
 * A Byapar card draw (docs/rules/byapar.md rule 8): one object whose faces are the deck's unseen cards, in card order;
 * a card once drawn is never unseen again. Once none is unseen the draw is the first card put back, the only one
 * possible: that one is taken as recorded (the server's replay of the record checks it).
 */
async function cardDrawn(key, f, n, text, drawn) {
  const deck = text[0];
  const unseen = Array.from({ length: 16 }, (_, i) => deck + (i + 1)).filter(c => !drawn.has(c));
  drawn.add(text);
  if (!unseen.length) return text;
  const face = await outcome(key, f.tableId, f.seatSeeds, n, { count: 1, faces: LETTERS.slice(0, unseen.length) });
  return unseen[LETTERS.indexOf(face)];
}
