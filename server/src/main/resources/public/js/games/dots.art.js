// Dots and Boxes: the small drawing of its home page card, apart from the board module so the home page stays light.
/** The small drawing of the home page card (a 240 by 100 view box): a corner of a board, two boxes taken. */
export function art() {
  const ink = '#2b2118', x0 = 46, y0 = 12, g = 25;
  const p = (f, r) => [x0 + f * g, y0 + r * g];
  let s = `<rect x="8" y="4" width="224" height="92" rx="14" fill="#f1e3c4"/>`;
  s += `<rect x="${x0 + 3}" y="${y0 + 3}" width="${g - 6}" height="${g - 6}" rx="3" fill="#a63a1c"/>`;
  s += `<rect x="${x0 + g + 3}" y="${y0 + 3}" width="${g - 6}" height="${g - 6}" rx="3" fill="#2b4f8a"/>`;
  const lines = [[0, 0, 1, 0], [1, 0, 2, 0], [0, 1, 1, 1], [1, 1, 2, 1], [0, 0, 0, 1], [1, 0, 1, 1], [2, 0, 2, 1],
    [2, 1, 3, 1], [3, 1, 3, 2], [4, 0, 4, 1], [5, 2, 6, 2], [0, 2, 0, 3], [2, 3, 3, 3], [6, 1, 6, 2]];
  for (const [a, b, c, d] of lines) {
    const [x1, y1] = p(a, b), [x2, y2] = p(c, d);
    s += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`;
  }
  const [lx1, ly1] = p(4, 2), [lx2, ly2] = p(4, 3);
  s += `<line x1="${lx1}" y1="${ly1}" x2="${lx2}" y2="${ly2}" stroke="#d9822b" stroke-width="6" stroke-linecap="round"/>`;
  for (let f = 0; f <= 6; f++) for (let r = 0; r <= 3; r++) {
    const [x, y] = p(f, r);
    s += `<circle cx="${x}" cy="${y}" r="3.5" fill="${ink}"/>`;
  }
  return s;
}

// The art-module contract (board-module.d.ts), checked by tsc.
import * as self from './dots.art.js';
/** @satisfies {import('./board-module').ArtModule} */ (self);
