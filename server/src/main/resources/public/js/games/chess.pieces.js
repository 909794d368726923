// Chess: our own drawing of the six pieces, shared by the board (chess.js) and the home card (chess.art.js).
// Each piece is SVG markup for a 100 by 100 box, standing on its base at the bottom, White's light, Black's dark.

const BASE = 'M24 88V82Q24 78 28 78H72Q76 78 76 82V88Z';

/** Each piece's filled shapes (outlined) and its detail lines, by its FEN letter in lower case. */
const SHAPES = {
  p: {
    fill: ['M26 88Q26 80 34 80H66Q74 80 74 88Z', 'M36 80Q38 64 45 54H55Q62 64 64 80Z',
      'M38 54A12 4 0 1 0 62 54A12 4 0 1 0 38 54Z', 'M50 24A12 12 0 1 0 50.01 24Z'],
    lines: [],
  },
  r: {
    fill: [BASE, 'M30 78V71H70V78Z', 'M35 71L37 39H63L65 71Z', 'M31 39V33H69V39Z',
      'M31 33V16H39V22H46V16H54V22H61V16H69V33Z'],
    lines: [],
  },
  b: {
    fill: ['M26 88Q26 80 34 80H66Q74 80 74 88Z', 'M40 80Q44 70 44 62H56Q56 70 60 80Z',
      'M37 61A13 3.5 0 1 0 63 61A13 3.5 0 1 0 37 61Z',
      'M50 20C38 30 32 41 36 51C38 56 44 58 50 58C56 58 62 56 64 51C68 41 62 30 50 20Z',
      'M50 10A5 5 0 1 0 50.01 10Z'],
    lines: ['M55 32L46 44', 'M43 50H57'],
  },
  n: {
    fill: [BASE, 'M33 78C32 68 37 60 45 53C40 55 35 57 31 59C25 62 19 57 21 51C23 45 30 38 36 32L38 18L45 25'
      + 'C59 23 71 35 73 51C74 63 72 71 70 78Z'],
    lines: ['M57 29C65 37 68 49 66 64', 'M27 51L28 51'],
    eye: [43, 36],
  },
  q: {
    fill: [BASE, 'M32 78L24 36L38 57L37 28L46 55L50 24L54 55L63 28L62 57L76 36L68 78Z',
      ...[[24, 32], [37, 24], [50, 20], [63, 24], [76, 32]].map(([x, y]) => `M${x} ${y - 4.5}A4.5 4.5 0 1 0 ${x + 0.01} ${y - 4.5}Z`)],
    lines: ['M33 70H67'],
  },
  k: {
    fill: [BASE, 'M47 10H53V16H59V22H53V30H47V22H41V16H47Z', 'M42 47Q43 34 50 31Q57 34 58 47Z',
      'M32 78C30 67 25 56 27 49C29 42 40 40 50 47C60 40 71 42 73 49C75 56 70 67 68 78Z'],
    lines: ['M33 70H67'],
  },
};

const INK = { w: { fill: '#fffaf0', stroke: '#1f1a14', detail: '#1f1a14' }, b: { fill: '#2b2622', stroke: '#0d0b0a', detail: '#eae2d2' } };

/** A piece as SVG markup in a 100 by 100 box; letter as in FEN (upper case White). */
export function pieceMarkup(letter) {
  const shape = SHAPES[letter.toLowerCase()];
  const ink = INK[letter === letter.toUpperCase() ? 'w' : 'b'];
  const body = shape.fill.map(d => `<path d="${d}" fill="${ink.fill}" stroke="${ink.stroke}" stroke-width="3" stroke-linejoin="round"/>`);
  const lines = shape.lines.map(d => `<path d="${d}" fill="none" stroke="${ink.detail}" stroke-width="3" stroke-linecap="round"/>`);
  const eye = shape.eye ? [`<circle cx="${shape.eye[0]}" cy="${shape.eye[1]}" r="3" fill="${ink.detail}"/>`] : [];
  return [...body, ...lines, ...eye].join('');
}
