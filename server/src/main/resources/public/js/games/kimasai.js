// Bao la Kimasai (four rows): 4 rows of 12 holes, at most one stone a hole.
// Drawn from NOTATION's board JSON: {"1": "111111111111", ..., "4": "..."}, columns a..l.
import { svg, MovePicker, splitMove, slideIn, leave } from './common.js';

export const usesThrow = false;
const COLS = 'abcdefghijkl';

export function countPieces(board) {
  const ones = s => [...(s || '')].filter(ch => ch === '1').length;
  return { 1: ones(board?.['1']) + ones(board?.['2']), 2: ones(board?.['3']) + ones(board?.['4']) };
}

function occupied(board) {
  const out = {};
  for (let r = 1; r <= 4; r++) {
    const s = board?.[String(r)] || '';
    for (let i = 0; i < 12; i++) if (s[i] === '1') out[COLS[i] + r] = r <= 2 ? 1 : 2;
  }
  return out;
}

/** create(container, {seat, t}) -> renderer; seat: whose side is drawn nearest the viewer. */
export function create(container, { seat = 1, t } = {}) {
  const C = 52, H = 58, M = 22, GAP = 14;
  const w = M + 12 * C + 10, h = M + 4 * H + GAP + 10;
  let prev = null;
  container.replaceChildren();
  const root = svg('svg', { viewBox: `0 0 ${w} ${h}`, class: 'board kimasai', role: 'group' });
  container.appendChild(root);
  svg('rect', { x: M - 8, y: 2, width: 12 * C + 16, height: 4 * H + GAP + 12, rx: 18, class: 'frame' }, root);
  const holeLayer = svg('g', { class: 'cells' }, root);
  const stoneLayer = svg('g', { class: 'pieces' }, root);
  const markLayer = svg('g', { class: 'marks' }, root);

  function pos(cell) {
    const col = COLS.indexOf(cell[0]);
    const row = parseInt(cell.slice(1), 10);
    const x = seat === 2 ? 11 - col : col;
    const y = seat === 2 ? row - 1 : 4 - row; // row 4 at the top for seat 1
    return { x: M + x * C + C / 2, y: 8 + y * H + H / 2 + (y >= 2 ? GAP : 0) };
  }

  for (let r = 1; r <= 4; r++) {
    for (let i = 0; i < 12; i++) {
      const cell = COLS[i] + r;
      const p = pos(cell);
      const g = svg('g', { class: `cell side${r <= 2 ? 1 : 2}`, 'data-cell': cell }, holeLayer);
      svg('rect', { x: p.x - C / 2, y: p.y - H / 2, width: C, height: H, class: 'hit' }, g);
      svg('ellipse', { cx: p.x, cy: p.y, rx: 21, ry: 22, class: 'hole' }, g);
    }
  }
  // Divider between the two sides, labels for columns and rows.
  const midY = 8 + 2 * H + GAP / 2;
  svg('line', { x1: M, x2: M + 12 * C, y1: midY, y2: midY, class: 'divider' }, holeLayer);
  for (let i = 0; i < 12; i++) {
    const p = pos(COLS[i] + (seat === 2 ? 4 : 1));
    svg('text', { x: p.x, y: h - 2, class: 'label' }, holeLayer).textContent = COLS[i];
  }
  for (let r = 1; r <= 4; r++) {
    const p = pos('a' + r);
    const x = seat === 2 ? M + 12 * C + 4 : M / 2 - 2;
    svg('text', { x: seat === 2 ? w - 6 : x, y: p.y + 4, class: 'label' }, holeLayer).textContent = r;
  }

  const picker = new MovePicker({
    layer: markLayer, center: pos, radius: 17,
    pieceLabel: (from, tos) => t ? t('board.stoneLabel', { cell: from, to: tos.join(', ') }) : from,
    targetLabel: (from, to) => t ? t('board.targetLabel', { from, to }) : `${from}-${to}`,
  });
  root.addEventListener('click', e => {
    const c = e.target.closest('[data-cell]');
    if (c) picker.tapCell(c.dataset.cell);
  });

  function stone(cell, s, parent) {
    const p = pos(cell);
    const g = svg('g', { class: `piece stone seat${s}`, 'data-cell': cell }, parent);
    svg('circle', { cx: p.x, cy: p.y, r: 15, class: 'disc' }, g);
    svg('circle', { cx: p.x - 5, cy: p.y - 5, r: 4.5, class: 'shine' }, g);
    return g;
  }

  function draw(board, legal, onMove, info = {}) {
    const occ = occupied(board);
    stoneLayer.replaceChildren();
    const els = {};
    for (const [cell, s] of Object.entries(occ)) els[cell] = stone(cell, s, stoneLayer);
    const n = countPieces(board);
    root.setAttribute('aria-label', t ? t('board.kimasaiSummary', { one: n[1], two: n[2] }) : '');
    const mv = splitMove(info.lastMove);
    if (info.animate && mv && prev) {
      const a = pos(mv.from), b = pos(mv.to);
      slideIn(els[mv.to], a.x - b.x, a.y - b.y, 280);
      for (const [cell, s] of Object.entries(prev)) {
        if (!occ[cell] && cell !== mv.from) {
          const ghost = stone(cell, s, stoneLayer);
          ghost.classList.add('ghost');
          const p = pos(cell);
          leave(ghost, 0, (p.y < h / 2 ? -1 : 1) * h * 0.7, 260, 700);
        }
      }
    }
    prev = occ;
    picker.set(legal, onMove);
  }

  return { draw, destroy() { container.replaceChildren(); } };
}
