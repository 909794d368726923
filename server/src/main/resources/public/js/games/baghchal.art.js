// Baghchal: the small drawing of its home page card, apart from the board module so the home page stays light.
/** The small drawing of the home page card (a 240 by 100 view box): Baghchal: the 25-point board with its diagonals, tigers on the corners and a few goats; goats waiting beside it. */
export function art() {
  const u = 20, x0 = 80, y0 = 10, p = (f, r) => [x0 + f * u, y0 + r * u];
  let s = `<rect width="240" height="100" fill="#f0e4c8"/><rect x="${x0 - 9}" y="${y0 - 8}" width="${4 * u + 18}" height="${4 * u + 16}" rx="6" fill="#e2bb7f"/>`;
  const line = (a, b) => `<path d="M${p(...a)}L${p(...b)}" stroke="#5a3414" stroke-width="1.8"/>`;
  for (let i = 0; i < 5; i++) s += line([0, i], [4, i]) + line([i, 0], [i, 4]);
  for (const [a, b] of [[[0, 0], [4, 4]], [[4, 0], [0, 4]], [[2, 0], [4, 2]], [[4, 2], [2, 4]], [[2, 4], [0, 2]], [[0, 2], [2, 0]]]) s += line(a, b);
  const tiger = (x, y) => `<circle cx="${x}" cy="${y}" r="8" fill="#f09a38" stroke="#3a1a0a" stroke-width="1.2"/>`
    + `<path d="M${x - 3} ${y - 7}l1 4M${x + 3} ${y - 7}l-1 4M${x - 8} ${y}h4M${x + 8} ${y}h-4" stroke="#2b1408" stroke-width="1.4"/>`;
  const goat = (x, y) => `<circle cx="${x}" cy="${y}" r="6.5" fill="#fbf8f0" stroke="#4a3b2c" stroke-width="1.2"/>`
    + `<path d="M${x - 2.5} ${y - 5}q-3 -3 -2 -6M${x + 2.5} ${y - 5}q3 -3 2 -6" stroke="#8a7a62" stroke-width="1.5" fill="none"/>`;
  for (const [f, r] of [[0, 0], [4, 0], [0, 4], [2, 2]]) s += tiger(...p(f, r));
  for (const [f, r] of [[1, 1], [2, 3], [3, 3], [3, 1], [1, 3]]) s += goat(...p(f, r));
  for (let i = 0; i < 6; i++) s += goat(30 + (i % 2) * 16, 26 + Math.floor(i / 2) * 22);
  s += goat(196, 50) + `<path d="M188 42l16 16M204 42l-16 16" stroke="#a63a1c" stroke-width="2"/>`;
  return s;
}

// The art-module contract (board-module.d.ts), checked by tsc.
import * as self from './baghchal.art.js';
/** @satisfies {import('./board-module').ArtModule} */ (self);
