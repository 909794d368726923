// Sample boards for looking at the renderers without a server. ?only=<id> shows one.
// Tapping a highlighted piece plays it locally (a rough stand-in for the server).
import { initPage, param } from './site.js';
import { t } from './i18n.js';
import * as kasimala from './games/kasimala.js';
import * as kimasai from './games/kimasai.js';
import { drawStrips } from './strips.js';

await initPage({ sound: true });


function kasimalaStart(n) {
  const b = {};
  for (let c = 1; c <= n; c++) {
    b['a' + c] = { seat: 1, count: 1, waiting: true };
    b['b' + c] = { seat: 2, count: 1, waiting: true };
  }
  return b;
}

const mid = kasimalaStart(17);
for (const c of [10, 11, 12, 13, 14, 15, 16, 17]) delete mid['a' + c];
for (const c of [1, 2, 3, 4]) delete mid['b' + c];
Object.assign(mid, {
  m17: { seat: 1, count: 1, waiting: false }, m9: { seat: 1, count: 2, waiting: false },
  m12: { seat: 1, count: 1, waiting: false }, b3: { seat: 1, count: 1, waiting: false },
  m5: { seat: 2, count: 1, waiting: false }, m14: { seat: 2, count: 3, waiting: false },
  a12: { seat: 2, count: 1, waiting: false },
});

const long = kasimalaStart(25);
delete long.a25; delete long.a24; delete long.b1;
long.m25 = { seat: 1, count: 1, waiting: false };
long.m21 = { seat: 1, count: 1, waiting: false };
long.m3 = { seat: 2, count: 1, waiting: false };

const kStart = { 1: '111111111111', 2: '011111111111', 3: '111111111110', 4: '111111111111' };
const kMid = { 1: '110111011011', 2: '101100110001', 3: '011000101110', 4: '101101110101' };

const demos = [
  { id: 'k17', title: 'demo.kasimala17', mod: kasimala, opts: { cells: 17 }, board: kasimalaStart(17), legal: ['a17-m17'], strips: '1000' },
  { id: 'k17mid', title: 'demo.kasimala17mid', mod: kasimala, opts: { cells: 17 }, board: mid, legal: ['b3-b6', 'm12-m9', 'm17-m14', 'm9-m6'], strips: '1101' },
  { id: 'k25', title: 'demo.kasimala25', mod: kasimala, opts: { cells: 25 }, board: long, legal: ['m21-m19', 'm25-m23'], strips: '0110' },
  { id: 'kmStart', title: 'demo.kimasaiStart', mod: kimasai, opts: {}, board: kStart, legal: ['b2-a2'] },
  { id: 'kmMid', title: 'demo.kimasaiMid', mod: kimasai, opts: {}, board: kMid, legal: kimasaiLegal(kMid, 1) },
];

const only = param('only');
const seat = parseInt(param('seat') || '1', 10);
const root = document.getElementById('demos');
for (const d of demos) {
  if (only && only !== d.id && only !== 'strips') continue;
  if (only === 'strips') break;
  const sec = document.createElement('section');
  sec.className = 'demo-section';
  sec.innerHTML = `<h2></h2><div class="strips"></div><div class="board-wrap"></div>`;
  sec.querySelector('h2').textContent = t(d.title);
  root.appendChild(sec);
  if (d.strips) drawStrips(sec.querySelector('.strips'), d.strips); else sec.querySelector('.strips').remove();
  const wrap = sec.querySelector('.board-wrap');
  if (d.opts.cells === 25) wrap.classList.add('long');
  const r = d.mod.create(wrap, { options: d.opts, seat, t });
  let board = d.board;
  const play = move => {
    board = d.mod === kasimala ? kasimalaApply(board, move) : kimasaiApply(board, move);
    const legal = d.mod === kimasai ? kimasaiLegal(board, 1) : [];
    r.draw(board, legal, play, { lastMove: move, animate: true });
  };
  r.draw(board, d.legal, play);
}
if (!only || only === 'strips') {
  const sec = document.createElement('section');
  sec.className = 'demo-section';
  sec.innerHTML = '<h2></h2>';
  sec.querySelector('h2').textContent = t('demo.strips');
  for (const o of ['1000', '0101', '1110', '1111', '0000']) {
    const s = document.createElement('div');
    s.className = 'strips';
    drawStrips(s, o);
    sec.appendChild(s);
  }
  root.appendChild(sec);
}

function kasimalaApply(board, move) {
  const [from, to] = move.split('-');
  const b = structuredClone(board);
  const p = b[from];
  const moved = { seat: p.seat, count: 1, waiting: false };
  if (p.count > 1) p.count--; else delete b[from];
  const there = b[to];
  if (there && there.seat === moved.seat) there.count++; else b[to] = moved;
  return b;
}

function kimasaiNext(cell) {
  const c = COLS.indexOf(cell[0]), r = +cell.slice(1);
  if (r === 1) return c < 11 ? COLS[c + 1] + 1 : 'l2';
  if (r === 2) return c > 0 ? COLS[c - 1] + 2 : 'a1';
  if (r === 4) return c > 0 ? COLS[c - 1] + 4 : 'a3';
  return c < 11 ? COLS[c + 1] + 3 : 'l4';
}
function has(b, cell) { return b[cell.slice(1)][COLS.indexOf(cell[0])] === '1'; }
function setCell(b, cell, v) {
  const r = cell.slice(1), i = COLS.indexOf(cell[0]);
  b[r] = b[r].slice(0, i) + v + b[r].slice(i + 1);
}
function kimasaiLegal(b, s) {
  const rows = s === 1 ? [1, 2] : [3, 4], out = [];
  for (const r of rows) for (const c of COLS) {
    const cell = c + r;
    if (has(b, cell) && !has(b, kimasaiNext(cell))) out.push(`${cell}-${kimasaiNext(cell)}`);
  }
  return out.sort();
}
function kimasaiApply(board, move) {
  const [from, to] = move.split('-');
  const b = { ...board };
  setCell(b, from, '0'); setCell(b, to, '1');
  const r = +to.slice(1);
  const mover = +from.slice(1) <= 2 ? 1 : 2;
  const front = mover === 1 ? 2 : 3;
  if (r === front) {
    const oppFront = to[0] + (mover === 1 ? 3 : 2), oppBack = to[0] + (mover === 1 ? 4 : 1);
    if (has(b, oppFront)) { setCell(b, oppFront, '0'); if (has(b, oppBack)) setCell(b, oppBack, '0'); }
  }
  return b;
}
