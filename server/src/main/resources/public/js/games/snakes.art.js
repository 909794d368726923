// Snakes and Ladders: the small drawing of its home page card, apart from the board module so the home page stays light.
/** The small drawing of the home page card (a 240 by 100 view box): Snakes and Ladders: the hundred squares in two tones, two ladders and two snakes over them, a die and tokens beside. */
export function art() {
  const u = 9.2, x0 = 74, y0 = 4;
  let s = `<rect width="240" height="100" fill="#f0e4c8"/>`;
  for (let r = 0; r < 10; r++) for (let c = 0; c < 10; c++) {
    s += `<rect x="${x0 + c * u}" y="${y0 + r * u}" width="${u}" height="${u}" fill="${(r + c) % 2 ? '#e9c98e' : '#f6e7c4'}"/>`;
  }
  const at = (c, r) => [x0 + (c + 0.5) * u, y0 + (r + 0.5) * u];
  const ladder = (a, b) => {
    const [x1, y1] = at(...a), [x2, y2] = at(...b);
    let l = `<path d="M${x1 - 2.5} ${y1}L${x2 - 2.5} ${y2}M${x1 + 2.5} ${y1}L${x2 + 2.5} ${y2}" stroke="#7a4b22" stroke-width="1.6"/>`;
    for (let i = 1; i < 6; i++) { const f = i / 6, y = y1 + (y2 - y1) * f, x = x1 + (x2 - x1) * f; l += `<path d="M${x - 2.5} ${y}h5" stroke="#a8743c" stroke-width="1.3"/>`; }
    return l;
  };
  const snake = (a, b, colour) => {
    const [x1, y1] = at(...a), [x2, y2] = at(...b), mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
    return `<path d="M${x1} ${y1}Q${mx + 14} ${my - 10} ${mx} ${my}T${x2} ${y2}" fill="none" stroke="#1f2a14" stroke-width="5" stroke-linecap="round"/>`
      + `<path d="M${x1} ${y1}Q${mx + 14} ${my - 10} ${mx} ${my}T${x2} ${y2}" fill="none" stroke="${colour}" stroke-width="3" stroke-linecap="round"/>`
      + `<circle cx="${x1}" cy="${y1}" r="3.4" fill="${colour}" stroke="#1f2a14"/>`;
  };
  s += ladder([1, 8], [2, 2]) + ladder([7, 9], [8, 4]) + snake([5, 1], [4, 7], '#3f7d2c') + snake([8, 2], [6, 6], '#8a5a12');
  s += `<rect x="22" y="30" width="32" height="32" rx="6" fill="#fffaf0" stroke="#2b2118" stroke-width="2" transform="rotate(-12 38 46)"/>`;
  for (const [dx, dy] of [[-8, -8], [8, -8], [0, 0], [-8, 8], [8, 8]]) s += `<circle cx="${38 + dx}" cy="${46 + dy}" r="2.6" fill="#2b2118" transform="rotate(-12 38 46)"/>`;
  [['#a63a1c', 190, 40], ['#f4ead0', 206, 52], ['#2f7d4a', 190, 64], ['#2b4f8a', 214, 30]].forEach(([c, x, y]) => {
    s += `<circle cx="${x}" cy="${y}" r="7" fill="${c}" stroke="#2b2118" stroke-width="1.5"/>`;
  });
  return s;
}

// The art-module contract (board-module.d.ts), checked by tsc.
import * as self from './snakes.art.js';
/** @satisfies {import('./board-module').ArtModule} */ (self);
