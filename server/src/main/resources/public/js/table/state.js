// The table page's state, shared by its parts (js/table/*.js): what the server said, which seats this
// browser holds, the game's board module, and how seats are named in sentences.
import { param } from '../site.js';
import { t } from '../i18n.js';
import { sideKey, game } from '../catalog.js';
import { words as makeWords } from '../words.js';

/** @typedef {import('../games/board-module').BoardModule} BoardModule */
/** @typedef {import('../games/board-module').Renderer} Renderer */
/** @typedef {import('../games/board-module').Act} Act */

/** An element of the page by id. @type {(id: string) => any} */
export const $ = id => document.getElementById(id);
export const tableId = param('id') || decodeURIComponent((location.pathname.match(/^\/table\/([^/]+)/) || [])[1] || '');
/** The preview's name (/table.html?preview=...), or null at a real table. */
export const preview = param('preview');

export const view = {
  game: null, options: {}, mode: null, players: 2, seats: [], held: [], state: null, mine: {},
  /** @type {BoardModule | null} */ mod: null,
  /** @type {Renderer | null} */ renderer: null,
  live: false, movedSinceState: false, lastOutcome: null, lastThrower: null, lastThrowFacts: null, lastPass: false,
  pendingCaptures: [], freshThrow: false, throwFocused: false,
  counts: null, over: false, socket: null, link: null, next: null, takeoverAfter: 120, awaySince: {},
  hint: null, hintAsked: false, logEvent: null, review: null, judging: null, lastMove: null, rematchSeats: null, drawRefused: false, takebackRefused: false,
  fairness: null,
  /** The clocks as the server last told them, and performance.now() when that came (js/table/clocks.js). */
  clock: null, clockAt: 0,
};

export function seatInfo(s) { return view.seats.find(x => x.seat === s) || { seat: s }; }
export function isComputer(s) { return seatInfo(s).kind === 'computer'; }
/** A computer seat's level in words; none in a game without choices (Snakes and Ladders), where no level plays differently. */
export function levelName(s) {
  const l = seatInfo(s).level;
  return l && game(view.game)?.decisions ? t('level.' + l) : '';
}
export function holds(s) { return s != null && view.held.includes(s); }
/** What another seat is called in sentences: its colour and "computer", the player's name and colour, or the colour. */
export function seatName(s) {
  if (s == null) return '';
  if (isComputer(s)) return t('seat.computer', { colour: colourName(s) });
  const name = seatInfo(s).name;
  return name && name !== colourName(s) ? t('seat.named', { name, colour: colourName(s) }) : colourName(s);
}
export function colourName(s) { return t(sideKey(view.game, s, view.players)); }
/** Every seat's name for sentences, by seat number, as the boards take them. */
export function seatNames() {
  const names = {};
  for (let s = 1; s <= view.players; s++) names[s] = seatName(s);
  return names;
}
/** The seat this browser plays alone, which sentences call "you"; null when watching or sharing the screen. */
export function soleSeat() { return view.held.length === 1 ? view.held[0] : null; }
/** Sentence builders for the page's language and seats (js/words.js). */
export function w() { return makeWords({ t, you: soleSeat(), nameOf: seatName, colourOf: colourName, takenKey: view.mod?.takenKey }); }
/** Words for something a seat did, said to "you" when it is this browser's only seat. */
export function byWhom(s, key) {
  return soleSeat() === s ? t(key + 'You') : t(key, { name: seatName(s) });
}

/**
 * The seat of this browser that must act now, and what it may do.
 * @returns {{seat: number, act: Act} | null}
 */
export function myAction() {
  for (const [seat, act] of Object.entries(view.mine || {})) {
    if (act) return { seat: Number(seat), act };
  }
  return null;
}

/** Words for screen readers only. */
export function say(text) { $('live').textContent = text; }

let announceTimer;
/** Something nobody should miss: shown in the message place for a while (the newest in place of any other), and read out. */
export function announce(text) {
  const box = $('announce');
  box.hidden = true; // restarts its fading
  box.textContent = text;
  void box.offsetWidth;
  box.hidden = false;
  say(text);
  clearTimeout(announceTimer);
  announceTimer = setTimeout(unannounce, 4000);
}
/** The announcement gone (a newer message, the hint, takes the place). */
export function unannounce() {
  clearTimeout(announceTimer);
  $('announce').hidden = true;
}
