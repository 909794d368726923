// Ludo: the small drawing of its home page card, apart from the board module so the home page stays light.
/** The small drawing of the home page card (a 240 by 100 view box): Ludo: the cross board with its four coloured yards and home columns, a few tokens out, and a die beside it. */
export function art() {
  const u = 6.4, x0 = 120 - 7.5 * u, y0 = 2;
  const cols = ['#c0392b', '#2f8a4a', '#e5b100', '#2b62b0'];
  const sq = (x, y, fill) => `<rect x="${x0 + x * u}" y="${y0 + y * u}" width="${u}" height="${u}" fill="${fill}" stroke="#8b7a63" stroke-width=".5"/>`;
  const turn = ([x, y], k) => { for (let i = 0; i < k; i++) [x, y] = [14 - y, x]; return [x, y]; };
  let s = `<rect width="240" height="100" fill="#f0e4c8"/><rect x="${x0}" y="${y0}" width="${15 * u}" height="${15 * u}" fill="#fffdf7" stroke="#5a3414" stroke-width="1.5"/>`;
  const yards = [[0, 0], [9, 0], [9, 9], [0, 9]];
  yards.forEach(([x, y], c) => {
    s += `<rect x="${x0 + x * u}" y="${y0 + y * u}" width="${6 * u}" height="${6 * u}" fill="${cols[c]}"/>`;
    s += `<rect x="${x0 + (x + 1) * u}" y="${y0 + (y + 1) * u}" width="${4 * u}" height="${4 * u}" rx="3" fill="#fffdf7"/>`;
  });
  for (let c = 0; c < 4; c++) {
    for (let i = 1; i <= 5; i++) s += sq(...turn([i, 7], c), cols[c]);
    s += sq(...turn([1, 6], c), cols[c]);
    s += sq(...turn([0, 7], c), 'none');
    for (let i = 0; i < 6; i++) s += sq(...turn([i, 6], c), 'none') + sq(...turn([i, 8], c), 'none');
  }
  const m = [x0 + 7.5 * u, y0 + 7.5 * u], k = [[6, 6], [9, 6], [9, 9], [6, 9]].map(([x, y]) => [x0 + x * u, y0 + y * u]);
  k.forEach((p, c) => { s += `<path d="M${p}L${k[(c + 1) % 4]}L${m}Z" fill="${cols[(c + 1) % 4]}"/>`; });
  const tok = (x, y, c) => `<circle cx="${x0 + (x + .5) * u}" cy="${y0 + (y + .5) * u}" r="${u * .42}" fill="${cols[c]}" stroke="#1f1a14" stroke-width="1"/>`;
  for (const [x, y] of [[1.5, 1.5], [3.5, 1.5], [1.5, 3.5]]) s += tok(x, y, 0);
  for (const [x, y] of [[10.5, 1.5], [12.5, 3.5]]) s += tok(x, y, 1);
  for (const [x, y] of [[10.5, 12.5], [12.5, 10.5], [12.5, 12.5]]) s += tok(x, y, 2);
  for (const [x, y] of [[1.5, 12.5], [3.5, 10.5]]) s += tok(x, y, 3);
  s += tok(4, 6, 0) + tok(8, 3, 1) + tok(10, 8, 2) + tok(6, 12, 3) + tok(6, 2, 2);
  s += `<g transform="rotate(-12 196 58)"><rect x="180" y="42" width="32" height="32" rx="6" fill="#fffdf7" stroke="#2b2118" stroke-width="2"/>`;
  for (const [x, y] of [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]]) s += `<circle cx="${196 + x * 8}" cy="${58 + y * 8}" r="2.8" fill="#2b2118"/>`;
  return s + '</g>';
}

// The art-module contract (board-module.d.ts), checked by tsc.
import * as self from './ludo.art.js';
/** @satisfies {import('./board-module').ArtModule} */ (self);
