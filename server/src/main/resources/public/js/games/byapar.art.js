// Byapar: the small drawing of its home page card, apart from the board module so the home page stays light.
/** The small drawing of the home page card (a 240 by 100 view box): a corner of the ring of squares with its colour bands, two houses and a hotel, two dice and a stack of rupee notes. */
export function art() {
  let s = '<rect width="240" height="100" fill="#efe3c6"/>';
  const u = 15, x0 = 70, y0 = 6;
  const bands = ['#7a1f2b', '#7a1f2b', null, null, '#6fb7e0', '#6fb7e0', null, '#6fb7e0'];
  // The bottom row and the left side of a small ring: eight squares along, five up.
  for (let i = 0; i < 8; i++) {
    const x = x0 + (7 - i) * u, y = y0 + 5 * u;
    s += `<rect x="${x}" y="${y}" width="${u}" height="${u}" fill="#fbf6ea" stroke="#7a6a50" stroke-width="0.8"/>`;
    if (bands[i]) s += `<rect x="${x}" y="${y}" width="${u}" height="4" fill="${bands[i]}"/>`;
  }
  const up = ['#7b4fa8', '#7b4fa8', null, '#e07a1f', '#e07a1f'];
  for (let j = 0; j < 5; j++) {
    const x = x0 - u, y = y0 + (4 - j) * u;
    s += `<rect x="${x}" y="${y}" width="${u}" height="${u}" fill="#fbf6ea" stroke="#7a6a50" stroke-width="0.8"/>`;
    if (up[j]) s += `<rect x="${x + u - 4}" y="${y}" width="4" height="${u}" fill="${up[j]}"/>`;
  }
  s += `<rect x="${x0 - u}" y="${y0 + 5 * u}" width="${u}" height="${u}" fill="#f1e3c4" stroke="#7a6a50" stroke-width="0.8"/>`;
  // Houses on Kanchanpur, a hotel on Humla; two tokens.
  for (const dx of [2, 8]) s += `<rect x="${x0 + 7 * u - u + dx}" y="${y0 + 5 * u + 5}" width="5" height="5" fill="#2f7d3a"/>`;
  s += `<rect x="${x0 + 3 * u + 2}" y="${y0 + 5 * u + 5}" width="11" height="5" fill="#c0182f"/>`;
  s += `<circle cx="${x0 + 5.5 * u}" cy="${y0 + 5.6 * u}" r="4.5" fill="#c0392b" stroke="#5a150d" stroke-width="1.2"/>`;
  s += `<circle cx="${x0 - 0.5 * u}" cy="${y0 + 2.5 * u}" r="4.5" fill="#2b62b0" stroke="#142848" stroke-width="1.2"/>`;
  // Two dice in the middle of the ring.
  const die = (x, y, r, pips) => {
    let d = `<rect x="${x}" y="${y}" width="22" height="22" rx="4" fill="#fffaf0" stroke="#2b2118" stroke-width="1.6" transform="rotate(${r} ${x + 11} ${y + 11})"/>`;
    for (const [px, py] of pips) d += `<circle cx="${x + 11 + px * 6}" cy="${y + 11 + py * 6}" r="2" fill="#2b2118" transform="rotate(${r} ${x + 11} ${y + 11})"/>`;
    return d;
  };
  s += die(104, 22, -14, [[-1, -1], [0, 0], [1, 1]]) + die(134, 30, 10, [[-1, -1], [1, -1], [-1, 1], [1, 1]]);
  // A stack of notes on the right.
  for (let i = 0; i < 3; i++) {
    s += `<rect x="${196 - i * 3}" y="${30 + i * 8}" width="36" height="18" rx="2" fill="#8fc08a" stroke="#2f5a2a" stroke-width="1.2"/>`;
  }
  s += '<circle cx="208" cy="55" r="5" fill="none" stroke="#2f5a2a" stroke-width="1.2"/>';
  return s;
}
