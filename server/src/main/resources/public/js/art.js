// Small drawings of each game for the home page cards.
const wood = '#c89b63', dark = '#7a4b22', red = '#a63a1c', ivory = '#f4ead0';

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

const ART = { kasimala, pasa, kauda, kimasai };
export function art(id) {
  return `<svg viewBox="0 0 240 100" aria-hidden="true" focusable="false">${ART[id]()}</svg>`;
}
