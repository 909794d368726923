// Chess: the small drawing of its home page card, apart from the board module so the home page stays light.
import { pieceMarkup } from './chess.pieces.js';

/** The small drawing of the home page card (a 240 by 100 view box): two ranks of the board, a knight and queen closing on a king. */
export function art() {
  const size = 50;
  let s = '<rect width="240" height="100" fill="#efd9b4"/>';
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < 5; c++) if ((r + c) % 2) s += `<rect x="${c * size}" y="${r * size}" width="${size}" height="${size}" fill="#b3845c"/>`;
  }
  const at = (letter, c, r) => `<g transform="translate(${c * size} ${r * size}) scale(${size / 100})">${pieceMarkup(letter)}</g>`;
  return s + at('r', 0, 0) + at('k', 3, 0) + at('p', 4, 0) + at('N', 1, 1) + at('Q', 2, 1) + at('P', 4, 1);
}

// The art-module contract (board-module.d.ts), checked by tsc.
import * as self from './chess.art.js';
/** @satisfies {import('./board-module').ArtModule} */ (self);
