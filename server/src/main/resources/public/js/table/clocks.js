// The seats' clocks at a table that has them (server/API.md "Clocks"): the server's numbers, counted down here from
// when its message arrived (never from the server's own time), the running clock marked, and a warning at low time.
import { el } from '../site.js';
import { num } from '../i18n.js';
import { playLowTime } from '../sound.js';
import { $, view, holds } from './state.js';

/** Low time: under a tenth of the starting time, and never more than 20 s. */
const LOW_MS = 20000;
/** The seats whose low-time warning has sounded, so it sounds once a game. */
const warned = new Set();
let ticking = 0;

/** Takes the clocks of a state or of the table's view (null: the table has none), as of now. */
export function takeClock(clock) {
  view.clock = clock || null;
  view.clockAt = performance.now();
  clearInterval(ticking);
  ticking = view.clock?.running != null ? window.setInterval(tick, 100) : 0;
}

/** What the seat has left now, in milliseconds. */
function left(seat) {
  const c = view.clock;
  const ms = Number(c.remaining[seat]);
  return Number(c.running) === seat ? Math.max(0, ms - (performance.now() - view.clockAt)) : ms;
}

function isLow(ms) {
  return ms < Math.min(LOW_MS, Number(view.clock.initial) / 10);
}

/** mm:ss, with tenths under 10 s, in the page's digits. */
export function clockText(ms) {
  const tenths = Math.floor(ms / 100);
  const secs = Math.floor(tenths / 10);
  const two = n => String(n).padStart(2, '0');
  const text = `${two(Math.floor(secs / 60))}:${two(secs % 60)}${ms < 10000 ? '.' + (tenths % 10) : ''}`;
  return text.replace(/\d/g, d => num(Number(d)));
}

/** The seat card's clock, or null at a table without clocks. */
export function clockFor(seat) {
  if (!view.clock) return null;
  const box = el('span', { class: 'clock', 'data-seat': seat });
  show(box, seat);
  return box;
}

function show(box, seat) {
  const ms = left(seat);
  const running = Number(view.clock.running) === seat && !view.over;
  box.textContent = clockText(ms);
  box.classList.toggle('running', running);
  box.classList.toggle('low', isLow(ms));
  if (running && isLow(ms) && holds(seat) && !warned.has(seat)) {
    warned.add(seat);
    playLowTime();
  }
}

function tick() {
  if (!view.clock || view.over) { clearInterval(ticking); return; }
  for (const box of $('seats').querySelectorAll('.clock')) show(box, Number(box.dataset.seat));
}
