// Kasimala: the small drawing of its home page card, apart from the board module so the home page stays light.
/** The small drawing of the home page card (a 240 by 100 view box): the board. */
export function art() {
  const dark = '#7a4b22', red = '#a63a1c', ivory = '#f4ead0';
  let s = `<rect x="4" y="8" width="232" height="84" rx="8" fill="${dark}"/>`;
  for (let c = 0; c < 17; c++) {
    const x = 8 + c * 13.2;
    s += `<rect x="${x}" y="12" width="12" height="20" rx="2" fill="#e6c590"/>`;
    s += `<rect x="${x}" y="34" width="12" height="32" rx="2" fill="#edd3a3"/>`;
    s += `<rect x="${x}" y="68" width="12" height="20" rx="2" fill="#e6c590"/>`;
    if (c % 4 === 0) s += `<path d="M${x + 2} 38l8 24M${x + 10} 38l-8 24" stroke="${red}" stroke-width="1.6"/>`;
    if (c < 12) s += `<circle cx="${x + 6}" cy="22" r="4.5" fill="${ivory}" stroke="#3a2a1a"/>`;
    if (c > 4) s += `<circle cx="${x + 6}" cy="78" r="4.5" fill="${red}" stroke="#4a1608"/>`;
  }
  s += `<circle cx="${8 + 16 * 13.2 + 6}" cy="50" r="4.5" fill="${red}"/><circle cx="${8 + 14 * 13.2 + 6}" cy="50" r="4.5" fill="${red}"/><circle cx="${8 + 2 * 13.2 + 6}" cy="50" r="4.5" fill="${ivory}" stroke="#3a2a1a"/>`;
  return s;
}

// The art-module contract (board-module.d.ts), checked by tsc.
import * as self from './kasimala.art.js';
/** @satisfies {import('./board-module').ArtModule} */ (self);
