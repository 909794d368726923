// Tic-tac-toe and five in a row: the small drawing of its home page card, apart from the board module.
/** The small drawing of the home page card (a 240 by 100 view box): a 3 by 3 board with X's line struck through, and a corner of the large board with five in a row. */
export function art() {
  let s = '<rect width="240" height="100" fill="#f6ecd6"/>';
  const x = (cx, cy, r, w) => `<path d="M${cx - r} ${cy - r}L${cx + r} ${cy + r}M${cx + r} ${cy - r}L${cx - r} ${cy + r}" stroke="#a63a1c" stroke-width="${w}" stroke-linecap="round"/>`;
  const o = (cx, cy, r, w) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#1d4e89" stroke-width="${w}"/>`;
  for (const i of [1, 2]) {
    s += `<path d="M${20 + i * 28} 8V92M20 ${8 + i * 28}H104" stroke="#6b4424" stroke-width="4" stroke-linecap="round"/>`;
  }
  const c = (f, r) => [34 + f * 28, 22 + r * 28];
  for (const [f, r] of [[0, 0], [1, 1], [2, 2]]) s += x(...c(f, r), 8, 4);
  for (const [f, r] of [[2, 0], [0, 2]]) s += o(...c(f, r), 9, 3.5);
  s += `<path d="M${c(0, 0).join(' ')}L${c(2, 2).join(' ')}" stroke="#2e7d32" stroke-width="6" stroke-linecap="round" opacity=".7"/>`;
  s += '<rect x="124" y="6" width="108" height="88" rx="6" fill="#efe2c4" stroke="#a07a52"/>';
  for (let i = 1; i < 9; i++) s += `<path d="M${124 + i * 12} 6V94M124 ${6 + i * 11}H232" stroke="#a07a52" stroke-width=".8"/>`;
  for (let i = 0; i < 5; i++) s += x(142 + i * 12, 66.5 - i * 11, 3.6, 2.2);
  for (const [cx, cy] of [[154, 66.5], [166, 55.5], [190, 33.5], [202, 44.5]]) s += o(cx, cy, 3.8, 2);
  return s;
}

// The art-module contract (board-module.d.ts), checked by tsc.
import * as self from './tictactoe.art.js';
/** @satisfies {import('./board-module').ArtModule} */ (self);
