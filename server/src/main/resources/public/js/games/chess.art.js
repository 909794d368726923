// Chess: the small drawing of its home page card, apart from the board module so the home page stays light.
import { pieceMarkup } from './chess.pieces.js';

/** The small drawing of the home page card (a 240 by 100 view box): three ranks of the board, a knight facing a king. */
export function art() {
  const size = 40, rows = 3, cols = 6, x0 = 0, y0 = -10;
  let s = '<rect width="240" height="100" fill="#efd9b4"/>';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if ((r + c) % 2) s += `<rect x="${x0 + c * size}" y="${y0 + r * size}" width="${size}" height="${size}" fill="#b3845c"/>`;
    }
  }
  const at = (letter, c, r) => `<g transform="translate(${x0 + c * size} ${y0 + r * size}) scale(${size / 100})">${pieceMarkup(letter)}</g>`;
  return s + at('k', 4, 0) + at('p', 3, 1) + at('r', 0, 0) + at('N', 2, 1) + at('Q', 5, 2) + at('K', 1, 2) + at('P', 3, 2);
}

// The art-module contract (board-module.d.ts), checked by tsc.
import * as self from './chess.art.js';
/** @satisfies {import('./board-module').ArtModule} */ (self);
