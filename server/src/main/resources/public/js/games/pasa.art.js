// Pasa: the small drawing of its home page card, apart from the board module so the home page stays light.
/** The small drawing of the home page card (a 240 by 100 view box): the board. */
export function art() {
  const ivory = '#f4ead0';
  let s = `<rect width="240" height="100" fill="#f0e4c8"/>`;
  const cx = 120, cy = 50, u = 5.2;
  const arm = (x, y, w, h) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#a63a1c" stroke="#7d2a12"/>`;
  s += arm(cx - 1.5 * u, cy - 9.5 * u + 1, 3 * u, 8 * u) + arm(cx - 1.5 * u, cy + 1.5 * u - 1, 3 * u, 8 * u);
  s += arm(cx - 9.5 * u, cy - 1.5 * u, 8 * u, 3 * u) + arm(cx + 1.5 * u, cy - 1.5 * u, 8 * u, 3 * u);
  s += `<rect x="${cx - 1.5 * u}" y="${cy - 1.5 * u}" width="${3 * u}" height="${3 * u}" fill="#d4962a"/>`;
  for (let i = 0; i < 3; i++) s += `<rect x="${30 + i * 14}" y="${30 + i * 8}" width="8" height="30" rx="2" fill="${ivory}" stroke="#3a2a1a" transform="rotate(${-20 + i * 15} ${34 + i * 14} ${45 + i * 8})"/>`;
  return s;
}

// The art-module contract (board-module.d.ts), checked by tsc.
import * as self from './pasa.art.js';
/** @satisfies {import('./board-module').ArtModule} */ (self);
