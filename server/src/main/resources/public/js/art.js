// Small drawings of each game for the home page cards.
const dark = '#7a4b22', red = '#a63a1c', ivory = '#f4ead0';

function kasimala() {
  let s = `<rect x="4" y="8" width="232" height="84" rx="8" fill="${dark}"/>`;
  for (let c = 0; c < 17; c++) {
    const x = 8 + c * 13.2;
    s += `<rect x="${x}" y="12" width="12" height="20" rx="2" fill="#e6c590"/>`;
    s += `<rect x="${x}" y="34" width="12" height="32" rx="2" fill="#edd3a3"/>`;
    s += `<rect x="${x}" y="68" width="12" height="20" rx="2" fill="#e6c590"/>`;
    if (c % 4 === 0) s += `<path d="M${x + 2} 38l8 24M${x + 10} 38l-8 24" stroke="${red}" stroke-width="1.6"/>`;
    if (c < 12) s += `<circle cx="${x + 6}" cy="22" r="4.5" fill="${ivory}" stroke="#3a2a1a"/>`;
    if (c > 4) s += `<circle cx="${x + 6}" cy="78" r="4.5" fill="${red}" stroke="#4a1608"/>`;
  }
  s += `<circle cx="${8 + 16 * 13.2 + 6}" cy="50" r="4.5" fill="${red}"/><circle cx="${8 + 14 * 13.2 + 6}" cy="50" r="4.5" fill="${red}"/><circle cx="${8 + 2 * 13.2 + 6}" cy="50" r="4.5" fill="${ivory}" stroke="#3a2a1a"/>`;
  return s;
}

function pasa() {
  let s = `<rect width="240" height="100" fill="#f0e4c8"/>`;
  const cx = 120, cy = 50, u = 5.2;
  const arm = (x, y, w, h) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#a63a1c" stroke="#7d2a12"/>`;
  s += arm(cx - 1.5 * u, cy - 9.5 * u + 1, 3 * u, 8 * u) + arm(cx - 1.5 * u, cy + 1.5 * u - 1, 3 * u, 8 * u);
  s += arm(cx - 9.5 * u, cy - 1.5 * u, 8 * u, 3 * u) + arm(cx + 1.5 * u, cy - 1.5 * u, 8 * u, 3 * u);
  s += `<rect x="${cx - 1.5 * u}" y="${cy - 1.5 * u}" width="${3 * u}" height="${3 * u}" fill="#d4962a"/>`;
  for (let i = 0; i < 3; i++) s += `<rect x="${30 + i * 14}" y="${30 + i * 8}" width="8" height="30" rx="2" fill="${ivory}" stroke="#3a2a1a" transform="rotate(${-20 + i * 15} ${34 + i * 14} ${45 + i * 8})"/>`;
  return s;
}

function kauda() {
  let s = `<rect width="240" height="100" fill="#f0e4c8"/><ellipse cx="120" cy="52" rx="70" ry="40" fill="#3c6a33" opacity=".85"/>`;
  const pts = [[90, 40], [110, 30], [132, 36], [150, 48], [100, 60], [124, 56], [140, 68], [82, 58], [112, 74], [160, 62], [96, 82], [128, 80], [70, 48], [148, 32], [118, 44], [86, 70]];
  pts.forEach(([x, y], i) => {
    s += `<ellipse cx="${x}" cy="${y}" rx="7" ry="5" fill="${ivory}" stroke="#8b5a2b" transform="rotate(${i * 37} ${x} ${y})"/>`;
    if (i % 3 === 0) s += `<path d="M${x - 4} ${y}h8" stroke="#6b3e1d" stroke-width="1.5" transform="rotate(${i * 37} ${x} ${y})"/>`;
  });
  return s;
}

function kimasai() {
  let s = `<rect x="8" y="6" width="224" height="88" rx="14" fill="#6e4420"/>`;
  const rows = ['111111111111', '111111111110', '011111111111', '111111111111'];
  rows.forEach((r, y) => [...r].forEach((v, x) => {
    const cx = 22 + x * 18, cy = 18 + y * 19 + (y >= 2 ? 6 : 0);
    s += `<circle cx="${cx}" cy="${cy}" r="7.5" fill="#4a2a10"/>`;
    if (v === '1') s += `<circle cx="${cx}" cy="${cy}" r="5.5" fill="${y < 2 ? ivory : red}"/>`;
  }));
  return s;
}

/** Baghchal: the 25-point board with its diagonals, tigers on the corners and a few goats; goats waiting beside it. */
function baghchal() {
  const u = 20, x0 = 80, y0 = 10, p = (f, r) => [x0 + f * u, y0 + r * u];
  let s = `<rect width="240" height="100" fill="#f0e4c8"/><rect x="${x0 - 9}" y="${y0 - 8}" width="${4 * u + 18}" height="${4 * u + 16}" rx="6" fill="#e2bb7f"/>`;
  const line = (a, b) => `<path d="M${p(...a)}L${p(...b)}" stroke="#5a3414" stroke-width="1.8"/>`;
  for (let i = 0; i < 5; i++) s += line([0, i], [4, i]) + line([i, 0], [i, 4]);
  for (const [a, b] of [[[0, 0], [4, 4]], [[4, 0], [0, 4]], [[2, 0], [4, 2]], [[4, 2], [2, 4]], [[2, 4], [0, 2]], [[0, 2], [2, 0]]]) s += line(a, b);
  const tiger = (x, y) => `<circle cx="${x}" cy="${y}" r="8" fill="#f09a38" stroke="#3a1a0a" stroke-width="1.2"/>`
    + `<path d="M${x - 3} ${y - 7}l1 4M${x + 3} ${y - 7}l-1 4M${x - 8} ${y}h4M${x + 8} ${y}h-4" stroke="#2b1408" stroke-width="1.4"/>`;
  const goat = (x, y) => `<circle cx="${x}" cy="${y}" r="6.5" fill="#fbf8f0" stroke="#4a3b2c" stroke-width="1.2"/>`
    + `<path d="M${x - 2.5} ${y - 5}q-3 -3 -2 -6M${x + 2.5} ${y - 5}q3 -3 2 -6" stroke="#8a7a62" stroke-width="1.5" fill="none"/>`;
  for (const [f, r] of [[0, 0], [4, 0], [0, 4], [2, 2]]) s += tiger(...p(f, r));
  for (const [f, r] of [[1, 1], [2, 3], [3, 3], [3, 1], [1, 3]]) s += goat(...p(f, r));
  for (let i = 0; i < 6; i++) s += goat(30 + (i % 2) * 16, 26 + Math.floor(i / 2) * 22);
  s += goat(196, 50) + `<path d="M188 42l16 16M204 42l-16 16" stroke="#a63a1c" stroke-width="2"/>`;
  return s;
}

/** Sholo Guti: the 5 by 5 grid with a triangle at each end, lying on its side; Red's sixteen on the left, White's on the right. */
function shologuti() {
  const ux = 22, uy = 20, x0 = 32, y0 = 10;
  const at = (rank, file) => [x0 + (rank - 1) * ux, y0 + file * uy]; // rank 1..9 along, file 0..4 across
  let s = `<rect width="240" height="100" fill="#f0e4c8"/>`;
  const line = (a, b) => `<path d="M${at(...a)}L${at(...b)}" stroke="#5a3414" stroke-width="1.6"/>`;
  for (let r = 3; r <= 7; r++) s += line([r, 0], [r, 4]);
  for (let f = 0; f <= 4; f++) s += line([3, f], [7, f]);
  s += line([3, 0], [7, 4]) + line([3, 4], [7, 0]) + line([5, 0], [7, 2]) + line([7, 2], [5, 4]) + line([5, 4], [3, 2]) + line([3, 2], [5, 0]);
  for (const [end, mid, apex] of [[1, 2, 3], [9, 8, 7]]) {
    s += line([end, 0], [apex, 2]) + line([end, 4], [apex, 2]) + line([end, 2], [apex, 2]) + line([end, 0], [end, 4]) + line([mid, 1], [mid, 3]);
  }
  const points = [];
  for (const r of [1, 9]) for (const f of [0, 2, 4]) points.push([r, f]);
  for (const r of [2, 8]) for (const f of [1, 2, 3]) points.push([r, f]);
  for (let r = 3; r <= 7; r++) for (let f = 0; f <= 4; f++) points.push([r, f]);
  for (const [r, f] of points) {
    const [x, y] = at(r, f);
    if (r === 5) s += `<circle cx="${x}" cy="${y}" r="2.5" fill="#5a3414"/>`;
    else s += `<circle cx="${x}" cy="${y}" r="6" fill="${r < 5 ? red : ivory}" stroke="${r < 5 ? '#4a1608' : '#3a2a1a'}" stroke-width="1.2"/>`;
  }
  return s;
}

/** Snakes and Ladders: the hundred squares in two tones, two ladders and two snakes over them, a die and tokens beside. */
function snakes() {
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

/** Ludo: the cross board with its four coloured yards and home columns, a few tokens out, and a die beside it. */
function ludo() {
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

const ART = { kasimala, pasa, kauda, kimasai, baghchal, shologuti, ludo, snakes };
export function art(id) {
  return `<svg viewBox="0 0 240 100" aria-hidden="true" focusable="false">${ART[id]()}</svg>`;
}
