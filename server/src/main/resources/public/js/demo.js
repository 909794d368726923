// Sample boards for looking at the renderers without a server. ?only=<id> shows one.
// Tapping a highlighted piece plays it locally (a rough stand-in for the server).
import { initPage, param } from './site.js';
import { t } from './i18n.js';
import * as kasimala from './games/kasimala.js';
import * as kimasai from './games/kimasai.js';
import { drawStrips } from './strips.js';
import { kasimalaStart, kasimalaApply, kimasaiLegal, kimasaiApply } from './preview.js';
import { diceDemos } from './demo-dice-page.js';

await initPage({ sound: true });


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
  { id: 'k17mid', title: 'demo.kasimala17mid', mod: kasimala, opts: { cells: 17 }, board: mid, legal: ['b3-b6', 'm12-m9', 'm17-m14', 'm9-m6'], strips: '1110' },
  { id: 'k25', title: 'demo.kasimala25', mod: kasimala, opts: { cells: 25 }, board: long, legal: ['m21-m19', 'm25-m23'], strips: '0101' },
  { id: 'kmStart', title: 'demo.kimasaiStart', mod: kimasai, opts: {}, board: kStart, legal: ['b2-a2'] },
  { id: 'kmMid', title: 'demo.kimasaiMid', mod: kimasai, opts: {}, board: kMid, legal: kimasaiLegal(kMid, 1) },
];

/** Sample throws with the facts the server tells of them. */
const SAMPLE_THROWS = [
  ['1000', { value: 1, steps: 1, name: 'kasi' }], ['0101', { value: 2, steps: 2, name: 'dwadi' }],
  ['1110', { value: 3, steps: 3, name: 'sudi' }], ['1111', { value: 4, steps: 4, name: 'chya', extraThrow: true }],
  ['0000', { value: 0, steps: 5, name: 'ngha', extraThrow: true }],
];
const strips = Object.fromEntries(SAMPLE_THROWS);

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
  if (d.strips) drawStrips(sec.querySelector('.strips'), d.strips, { facts: strips[d.strips] }); else sec.querySelector('.strips').remove();
  const wrap = /** @type {HTMLElement} */ (sec.querySelector('.board-wrap'));
  const r = d.mod.create(wrap, { options: d.opts, seat, t });
  let board = d.board;
  const play = move => {
    board = d.mod === kasimala ? kasimalaApply(board, move) : kimasaiApply(board, move);
    const legal = d.mod === kimasai ? kimasaiLegal(board, 1) : [];
    r.draw(board, legal, play, { lastMove: move, animate: true });
  };
  r.draw(board, d.legal, play);
}
await diceDemos(root, only, seat);

if (!only || only === 'strips') {
  const sec = document.createElement('section');
  sec.className = 'demo-section';
  sec.innerHTML = '<h2></h2>';
  sec.querySelector('h2').textContent = t('demo.strips');
  for (const [o, facts] of SAMPLE_THROWS) {
    const s = document.createElement('div');
    s.className = 'strips';
    drawStrips(s, o, { facts });
    sec.appendChild(s);
  }
  root.appendChild(sec);
}

