// Sounds made in the browser with Web Audio: no sound files. Mute is remembered.
const KEY = 'chautari.mute';
let ctx = null;
let muted = read();

function read() { try { return localStorage.getItem(KEY) === '1'; } catch { return false; } }
export function isMuted() { return muted; }
export function setMuted(m) {
  muted = !!m;
  try { localStorage.setItem(KEY, muted ? '1' : '0'); } catch { /* ignore */ }
}

function audio() {
  if (muted) return null;
  if (!ctx) {
    const C = window.AudioContext || /** @type {any} */ (window).webkitAudioContext; // older Safari
    if (!C) return null;
    ctx = new C();
  }
  if (ctx.state === 'suspended') ctx.resume();
  return ctx;
}

/** A short knock: a filtered noise burst, like wood on wood. */
function knock(a, when, freq, dur, gain) {
  const len = Math.floor(a.sampleRate * dur);
  const buf = a.createBuffer(1, len, a.sampleRate);
  const d = buf.getChannelData(0);
  for (let i = 0; i < len; i++) d[i] = (Math.random() * 2 - 1) * Math.pow(1 - i / len, 3);
  const src = a.createBufferSource();
  src.buffer = buf;
  const f = a.createBiquadFilter();
  f.type = 'bandpass'; f.frequency.value = freq; f.Q.value = 4;
  const g = a.createGain();
  g.gain.value = gain;
  src.connect(f).connect(g).connect(a.destination);
  src.start(when);
}

function tone(a, when, freq, dur, gain, type = 'triangle') {
  const o = a.createOscillator();
  const g = a.createGain();
  o.type = type; o.frequency.setValueAtTime(freq, when);
  g.gain.setValueAtTime(0.0001, when);
  g.gain.exponentialRampToValueAtTime(gain, when + 0.01);
  g.gain.exponentialRampToValueAtTime(0.0001, when + dur);
  o.connect(g).connect(a.destination);
  o.start(when); o.stop(when + dur + 0.02);
}

/** Four bamboo strips clattering down: bright knocks close together. */
function strips(a, t0) {
  for (let i = 0; i < 4; i++) knock(a, t0 + i * 0.045 + Math.random() * 0.03, 1400 + Math.random() * 900, 0.09, 0.9);
  knock(a, t0 + 0.22, 900, 0.12, 0.5);
}

/** Three long dice rolled on cloth: a low rumble, then each die bouncing to a stop. */
function dice(a, t0) {
  knock(a, t0, 260, 0.35, 0.5);
  for (let d = 0; d < 3; d++) {
    let t = t0 + 0.04 + d * 0.03 + Math.random() * 0.02, gap = 0.12;
    for (let b = 0; b < 3; b++) {
      knock(a, t, 480 + d * 90 + Math.random() * 120, 0.07, 1.1 - b * 0.3);
      t += gap;
      gap *= 0.55;
    }
  }
}

/** One die shaken in the hand and rolled on the board (Ludo): a rattle, then a few bounces to a stop. */
function dieFromHand(a, t0) {
  for (let i = 0; i < 4; i++) knock(a, t0 + i * 0.05 + Math.random() * 0.02, 1700 + Math.random() * 600, 0.04, 0.6);
  let t = t0 + 0.26, gap = 0.14;
  for (let b = 0; b < 4; b++) {
    knock(a, t, 520 + Math.random() * 140, 0.07, 1.2 - b * 0.25);
    t += gap;
    gap *= 0.6;
  }
}

/** Sixteen cowries shaken and poured: many small, high clicks. */
function shells(a, t0) {
  for (let i = 0; i < 16; i++) {
    knock(a, t0 + 0.25 * Math.pow(Math.random(), 0.7), 2600 + Math.random() * 1800, 0.035, 0.8);
  }
  knock(a, t0 + 0.3, 1800, 0.06, 0.4);
}


/** One die rolled across the board: a short rattle, then a few bounces to a stop. */
function die(a, t0) {
  knock(a, t0, 300, 0.22, 0.4);
  let t = t0 + 0.05, gap = 0.14;
  for (let b = 0; b < 4; b++) {
    knock(a, t, 520 + Math.random() * 160, 0.07, 1.1 - b * 0.22);
    t += gap;
    gap *= 0.6;
  }
}

/** @typedef {'strips' | 'dice' | 'shells' | 'die' | 'dieFromHand'} ThrowSound the sounds of throws a board module may name */
const THROWS = { strips, dice, shells, die, dieFromHand };

/**
 * A throw, each game its own sound (its board module's throwSound): the strips, the dice, the shells, one die.
 * @param {ThrowSound} kind
 */
export function playThrow(kind) {
  const a = audio(); if (!a || !THROWS[kind]) return;
  THROWS[kind](a, a.currentTime + 0.01);
}

/** A piece set down. */
export function playMove() {
  const a = audio(); if (!a) return;
  const t0 = a.currentTime + 0.01;
  knock(a, t0, 700, 0.08, 1.2);
  tone(a, t0, 220, 0.09, 0.15, 'sine');
}

/** A capture: a knock and a falling two-note call. */
export function playCapture() {
  const a = audio(); if (!a) return;
  const t0 = a.currentTime + 0.01;
  knock(a, t0, 600, 0.1, 1.3);
  tone(a, t0 + 0.05, 660, 0.16, 0.2);
  tone(a, t0 + 0.17, 440, 0.24, 0.2);
}

/** Your turn: two soft rising notes. */
export function playTurn() {
  const a = audio(); if (!a) return;
  const t0 = a.currentTime + 0.01;
  tone(a, t0, 523, 0.18, 0.12, 'sine');
  tone(a, t0 + 0.14, 784, 0.26, 0.12, 'sine');
}

/** Your time is running low: two short high beeps. */
export function playLowTime() {
  const a = audio(); if (!a) return;
  const t0 = a.currentTime + 0.01;
  tone(a, t0, 988, 0.08, 0.12, 'square');
  tone(a, t0 + 0.16, 988, 0.08, 0.12, 'square');
}

/** The end of the game. */
export function playEnd(won) {
  const a = audio(); if (!a) return;
  const t0 = a.currentTime + 0.02;
  const notes = won ? [392, 494, 587, 784] : [392, 349, 311];
  notes.forEach((f, i) => tone(a, t0 + i * 0.15, f, 0.3, 0.18));
}

/** Up a ladder: notes climbing. */
export function playClimb() {
  const a = audio(); if (!a) return;
  const t0 = a.currentTime + 0.01;
  [392, 440, 523, 587, 698].forEach((f, i) => tone(a, t0 + i * 0.11, f, 0.16, 0.14));
}

/** Down a snake: a hiss and a falling glide. */
export function playSlide() {
  const a = audio(); if (!a) return;
  const t0 = a.currentTime + 0.01;
  knock(a, t0, 4200, 0.45, 0.35);
  const o = a.createOscillator(), g = a.createGain();
  o.type = 'sine';
  o.frequency.setValueAtTime(660, t0);
  o.frequency.exponentialRampToValueAtTime(160, t0 + 0.7);
  g.gain.setValueAtTime(0.0001, t0);
  g.gain.exponentialRampToValueAtTime(0.16, t0 + 0.03);
  g.gain.exponentialRampToValueAtTime(0.0001, t0 + 0.75);
  o.connect(g).connect(a.destination);
  o.start(t0); o.stop(t0 + 0.8);
}
