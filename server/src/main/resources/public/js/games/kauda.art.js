// Kauda: the small drawing of its home page card, apart from the board module so the home page stays light.
/** The small drawing of the home page card (a 240 by 100 view box): the board. */
export function art() {
  const ivory = '#f4ead0';
  let s = `<rect width="240" height="100" fill="#f0e4c8"/><ellipse cx="120" cy="52" rx="70" ry="40" fill="#3c6a33" opacity=".85"/>`;
  const pts = [[90, 40], [110, 30], [132, 36], [150, 48], [100, 60], [124, 56], [140, 68], [82, 58], [112, 74], [160, 62], [96, 82], [128, 80], [70, 48], [148, 32], [118, 44], [86, 70]];
  pts.forEach(([x, y], i) => {
    s += `<ellipse cx="${x}" cy="${y}" rx="7" ry="5" fill="${ivory}" stroke="#8b5a2b" transform="rotate(${i * 37} ${x} ${y})"/>`;
    if (i % 3 === 0) s += `<path d="M${x - 4} ${y}h8" stroke="#6b3e1d" stroke-width="1.5" transform="rotate(${i * 37} ${x} ${y})"/>`;
  });
  return s;
}

// The art-module contract (board-module.d.ts), checked by tsc.
import * as self from './kauda.art.js';
/** @satisfies {import('./board-module').ArtModule} */ (self);
