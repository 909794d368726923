// Bao la Kimasai: the small drawing of its home page card, apart from the board module so the home page stays light.
/** The small drawing of the home page card (a 240 by 100 view box): the board. */
export function art() {
  const red = '#a63a1c', ivory = '#f4ead0';
  let s = `<rect x="8" y="6" width="224" height="88" rx="14" fill="#6e4420"/>`;
  const rows = ['111111111111', '111111111110', '011111111111', '111111111111'];
  rows.forEach((r, y) => [...r].forEach((v, x) => {
    const cx = 22 + x * 18, cy = 18 + y * 19 + (y >= 2 ? 6 : 0);
    s += `<circle cx="${cx}" cy="${cy}" r="7.5" fill="#4a2a10"/>`;
    if (v === '1') s += `<circle cx="${cx}" cy="${cy}" r="5.5" fill="${y < 2 ? ivory : red}"/>`;
  }));
  return s;
}

// The art-module contract (board-module.d.ts), checked by tsc.
import * as self from './kimasai.art.js';
/** @satisfies {import('./board-module').ArtModule} */ (self);
