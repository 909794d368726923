// Checkers: the small drawing of its home page card, apart from the board module so the home page stays light.
/** The small drawing of the home page card (a 240 by 100 view box): a corner of the board, Black's men against White's, one White king crowned. */
export function art() {
  const u = 20, x0 = 40, y0 = 10, light = '#efd9b4', dark = '#6f8a55';
  let s = `<rect width="240" height="100" fill="#f0e4c8"/>`;
  const piece = (c, r, black, king) => {
    const x = x0 + c * u + u / 2, y = y0 + r * u + u / 2;
    let p = `<circle cx="${x}" cy="${y}" r="8" fill="${black ? '#2b2622' : '#f4ead0'}" stroke="${black ? '#0e0c0a' : '#6b5a3c'}" stroke-width="1.4"/>`;
    if (king) p += `<path d="M${x - 5} ${y + 3}l-1 -6l3.5 3l2.5 -5l2.5 5l3.5 -3l-1 6z" fill="#e0b22e" stroke="#7a5a0a" stroke-width=".8"/>`;
    return p;
  };
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 8; c++) s += `<rect x="${x0 + c * u}" y="${y0 + r * u}" width="${u}" height="${u}" fill="${(r + c) % 2 ? dark : light}"/>`;
  }
  for (let c = 0; c < 8; c++) if ((c + 0) % 2 === 1) s += piece(c, 0, true);
  for (const c of [2, 4]) s += piece(c, 1, true);
  for (const c of [1, 5]) s += piece(c, 2, false);
  for (let c = 0; c < 8; c += 2) if (c !== 4) s += piece(c, 3, false);
  s += piece(6, 1, false, true);
  return s;
}

// The art-module contract (board-module.d.ts), checked by tsc.
import * as self from './checkers.art.js';
/** @satisfies {import('./board-module').ArtModule} */ (self);
