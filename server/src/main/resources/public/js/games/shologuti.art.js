// Sholo Guti: the small drawing of its home page card, apart from the board module so the home page stays light.
/** The small drawing of the home page card (a 240 by 100 view box): Sholo Guti: the 5 by 5 grid with a triangle at each end, lying on its side; Red's sixteen on the left, White's on the right. */
export function art() {
  const red = '#a63a1c', ivory = '#f4ead0';
  const ux = 22, uy = 20, x0 = 32, y0 = 10;
  const at = (rank, file) => [x0 + (rank - 1) * ux, y0 + file * uy]; // rank 1..9 along, file 0..4 across
  let s = `<rect width="240" height="100" fill="#f0e4c8"/>`;
  const line = (a, b) => `<path d="M${at(...a)}L${at(...b)}" stroke="#5a3414" stroke-width="1.6"/>`;
  for (let r = 3; r <= 7; r++) s += line([r, 0], [r, 4]);
  for (let f = 0; f <= 4; f++) s += line([3, f], [7, f]);
  s += line([3, 0], [7, 4]) + line([3, 4], [7, 0]) + line([5, 0], [7, 2]) + line([7, 2], [5, 4]) + line([5, 4], [3, 2]) + line([3, 2], [5, 0]);
  for (const [end, mid, apex] of [[1, 2, 3], [9, 8, 7]]) {
    s += line([end, 0], [apex, 2]) + line([end, 4], [apex, 2]) + line([end, 2], [apex, 2]) + line([end, 0], [end, 4]) + line([mid, 1], [mid, 3]);
  }
  const points = [];
  for (const r of [1, 9]) for (const f of [0, 2, 4]) points.push([r, f]);
  for (const r of [2, 8]) for (const f of [1, 2, 3]) points.push([r, f]);
  for (let r = 3; r <= 7; r++) for (let f = 0; f <= 4; f++) points.push([r, f]);
  for (const [r, f] of points) {
    const [x, y] = at(r, f);
    if (r === 5) s += `<circle cx="${x}" cy="${y}" r="2.5" fill="#5a3414"/>`;
    else s += `<circle cx="${x}" cy="${y}" r="6" fill="${r < 5 ? red : ivory}" stroke="${r < 5 ? '#4a1608' : '#3a2a1a'}" stroke-width="1.2"/>`;
  }
  return s;
}

// The art-module contract (board-module.d.ts), checked by tsc.
import * as self from './shologuti.art.js';
/** @satisfies {import('./board-module').ArtModule} */ (self);
