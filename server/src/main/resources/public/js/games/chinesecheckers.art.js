// Chinese Checkers: the small drawing of its home page card, apart from the board module so the home page stays light.
/**
 * The small drawing of the home page card (a 240 by 100 view box): the six-pointed star of holes, three of its points
 * filled with marbles in red, green and yellow, and a red marble from the tip of its point on its way across.
 */
export function art() {
  const rows = [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];
  const u = 6.6, h = u * Math.sqrt(3) / 2, cx = 120, cy = 50;
  const fills = { 1: ['#c0392b', '#5a150d'], 3: ['#2f8a4a', '#173f25'], 5: ['#e5b100', '#5a3d00'] };
  let s = `<rect width="240" height="100" fill="#f0e4c8"/>`;
  s += `<polygon points="${star(cx, cy, 8 * h + 4.5, 4.62 * u)}" fill="#e2cfa6" stroke="#b89866" stroke-width="1"/>`;
  rows.forEach((n, r) => {
    for (let k = 1; k <= n; k++) {
      const x = cx + (2 * k - n - 1) * u / 2, y = cy + (8 - r) * h;
      const p = pointAt(r, k, n);
      const f = r === 0 ? null : fills[p] || (r === 8 && k === 5 ? fills[1] : null);
      s += f ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="2.7" fill="${f[0]}" stroke="${f[1]}" stroke-width=".6"/>`
        : `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="1.1" fill="#8a6a45"/>`;
    }
  });
  return s;
}

/** The point a hole lies in: 1 S (rows 0-3), 4 N, 2 SE, 3 NE, 5 NW, 6 SW; 0 in the middle. */
function pointAt(r, k, n) {
  if (r <= 3) return 1;
  if (r >= 13) return 4;
  if (r <= 7) return k <= 4 - (r - 4) ? 6 : k >= n - 3 + (r - 4) ? 2 : 0;
  if (r >= 9) return k <= 4 - (12 - r) ? 5 : k >= n - 3 + (12 - r) ? 3 : 0;
  return 0;
}

/** The outline of a six-pointed star: tips at radius outer, the inner corners at radius inner. */
function star(cx, cy, outer, inner) {
  const pts = [];
  for (let i = 0; i < 12; i++) {
    const a = Math.PI / 2 + i * Math.PI / 6, r = i % 2 ? inner : outer;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

// The art-module contract (board-module.d.ts), checked by tsc.
import * as self from './chinesecheckers.art.js';
/** @satisfies {import('./board-module').ArtModule} */ (self);
