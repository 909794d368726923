// Rules pages: the frame, the play button, and the small drawn boards (data-figure).
import { initPage, el } from './site.js';
import { t, num, onLangChange } from './i18n.js';
import { game as findGame } from './catalog.js';
import { svg } from './games/common.js';
import * as shologuti from './games/shologuti.js';
import * as kasimala from './games/kasimala.js';
import * as kimasai from './games/kimasai.js';
import * as baghchal from './games/baghchal.js';
import * as ludo from './games/ludo.js';
import * as snakes from './games/snakes.js';
import { kasimalaStart, kimasaiStart } from './preview.js';

await initPage();
const id = document.body.dataset.game;
const g = findGame(id);

function frame() {
  document.getElementById('title').textContent = t(`games.${id}.name`);
  const alt = document.getElementById('title-alt');
  alt.textContent = t(`games.${id}.other`);
  alt.lang = document.documentElement.lang === 'en' ? 'ne' : 'en';
  const cta = document.getElementById('cta');
  cta.classList.toggle('static', !g.table);
  cta.replaceChildren(g.table
    ? el('a', { class: 'btn', href: `/new?game=${id}`, text: t('rules.play', { game: t(`games.${id}.name`) }) })
    : el('span', { class: 'badge-soon', text: t('home.soon') }),
  ' ', el('a', { class: 'btn secondary', href: '/', text: t('site.back') }));
}
frame();
onLangChange(frame);

const FIG = {
  'kasimala-board': box => {
    const r = kasimala.create(box, { options: { cells: 17 }, seat: 1, orientation: 'horizontal' });
    r.draw(kasimalaStart(17), [], null);
  },
  'kasimala-route': box => {
    const r = kasimala.create(box, { options: { cells: 17 }, seat: 1, orientation: 'horizontal' });
    r.draw({ a17: { seat: 1, count: 1, waiting: true } }, [], null);
    const root = box.querySelector('svg');
    // The first player's route: along a, back along m, along b, then m and b for good.
    const x = c => 22 + (c - 1) * 40 + 20, y = { b: 22 + 23, m: 22 + 46 + 30, a: 22 + 46 + 60 + 23 };
    const d = `M${x(1)} ${y.a} H${x(17)} L${x(17)} ${y.m} H${x(1)} L${x(1)} ${y.b} H${x(17)}`;
    svg('path', { d, fill: 'none', stroke: '#1d5fa8', 'stroke-width': 4, 'stroke-linejoin': 'round', 'marker-end': 'url(#arrow)', opacity: .85 }, root);
    svg('path', { d: `M${x(17)} ${y.b} L${x(17) + 6} ${y.m - 12}`, fill: 'none', stroke: '#1d5fa8', 'stroke-width': 3, 'stroke-dasharray': '5 5' }, root);
    const defs = svg('defs', {}, root);
    const m = svg('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 5, refY: 5, markerWidth: 4, markerHeight: 4, orient: 'auto-start-reverse' }, defs);
    svg('path', { d: 'M0 0L10 5L0 10z', fill: '#1d5fa8' }, m);
  },
  'kimasai-board': box => {
    const r = kimasai.create(box, { seat: 1 });
    r.draw(kimasaiStart(), [], null);
  },
  'kimasai-first': box => {
    const r = kimasai.create(box, { seat: 1 });
    r.draw({ 1: '111111111111', 2: '101111111111', 3: '011111111110', 4: '011111111111' }, [], null);
  },
  'baghchal-board': box => {
    baghchal.create(box, { seat: 1, t }).draw(baghchal.startBoard(), [], null);
  },
  'baghchal-capture': box => {
    // A tiger on c3 beside goats on c4, b2 and d4: its jump over c4 to the empty c5 marked, the arrow on the empty b side.
    const r = baghchal.create(box, { seat: 1, t });
    r.draw({ rows: { 1: '.....', 2: '.G...', 3: '..T..', 4: '..GG.', 5: '.....' }, goatsInHand: 17, captured: 0 }, [], null);
    const root = r.svg(), a = r.point('c3'), over = r.point('c4'), b = r.point('c5');
    const g = svg('g', { class: 'jump', 'data-move': 'c3xc5' }, root);
    svg('circle', { cx: over.x, cy: over.y, r: 33, class: 'jump-over' }, g);
    const from = { x: a.x - 30, y: a.y - 8 }, bend = { x: a.x - 78, y: over.y }, tip = { x: b.x - 30, y: b.y + 8 };
    svg('path', { d: `M${from.x} ${from.y} Q${bend.x} ${bend.y} ${tip.x} ${tip.y}`, class: 'jump-path' }, g);
    const dx = tip.x - bend.x, dy = tip.y - bend.y, len = Math.hypot(dx, dy), ux = dx / len, uy = dy / len;
    const head = [[tip.x, tip.y], [tip.x - 16 * ux - 8 * uy, tip.y - 16 * uy + 8 * ux], [tip.x - 16 * ux + 8 * uy, tip.y - 16 * uy - 8 * ux]];
    svg('path', { d: `M${head.map(p => p.join(' ')).join('L')}z`, class: 'jump-head' }, g);
    svg('circle', { cx: b.x, cy: b.y, r: 24, class: 'jump-to' }, g);
  },
  'pasa-cloth': box => {
    const u = 14, c = 12 * u;
    const root = svg('svg', { viewBox: `0 0 ${24 * u} ${24 * u}`, role: 'img' }, box);
    const sq = (x, y, fill) => svg('rect', { x, y, width: u, height: u, fill, stroke: '#7d2a12', 'stroke-width': 1 }, root);
    // four arms of 3 lanes x 8 squares around the charkoni
    for (let lane = -1; lane <= 1; lane++) for (let n = 1; n <= 8; n++) {
      const castle = (lane === 0 && n === 8) || (lane !== 0 && n === 5);
      const fill = castle ? '#d4962a' : lane === 0 ? '#f3dfb6' : '#e6c590';
      const a = c + lane * u - u / 2, b1 = c + u * 1.5 + (n - 1) * u, b2 = c - u * 1.5 - n * u;
      sq(a, b1, fill); sq(a, b2, fill); sq(b1, a, fill); sq(b2, a, fill);
      if (castle) for (const [X, Y] of [[a, b1], [a, b2], [b1, a], [b2, a]]) {
        svg('path', { d: `M${X + 3} ${Y + 3}l${u - 6} ${u - 6}M${X + u - 3} ${Y + 3}l${-(u - 6)} ${u - 6}`, stroke: '#7d2a12', 'stroke-width': 1.5 }, root);
      }
    }
    svg('rect', { x: c - 1.5 * u, y: c - 1.5 * u, width: 3 * u, height: 3 * u, fill: '#a63a1c' }, root);
    const lab = (x, y, s) => { const e = svg('text', { x, y, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700, fill: '#2b2118' }, root); e.textContent = s; };
    lab(c, 24 * u - 2, 'S'); lab(24 * u - 8, c + 4, 'E'); lab(c, 12, 'N'); lab(8, c + 4, 'W'); lab(c, c + 5, 'H');
  },
  'kauda-khal': box => {
    const root = svg('svg', { viewBox: '0 0 320 220', role: 'img' }, box);
    svg('ellipse', { cx: 160, cy: 110, rx: 150, ry: 100, fill: '#3c6a33' }, root);
    const names = [['tiya', 3, 160, 200], ['chauka', 4, 262, 114], ['panja', 5, 160, 26], ['chhakka', 6, 58, 114]];
    for (const [n, v, x, y] of names) {
      const e = svg('text', { x, y, 'text-anchor': 'middle', 'font-size': 15, 'font-weight': 700, fill: '#fff6e4' }, root);
      e.textContent = `${t('khal.' + n)} ${num(v)}`;
      e.setAttribute('data-khal', n);
      e.setAttribute('data-value', v);
    }
    for (let i = 0; i < 16; i++) {
      const x = 110 + (i % 6) * 20 + (i % 2) * 4, y = 78 + Math.floor(i / 6) * 26;
      svg('ellipse', { cx: x, cy: y, rx: 8, ry: 6, fill: '#f4ead0', stroke: '#8b5a2b', transform: `rotate(${i * 41} ${x} ${y})` }, root);
      if (i % 3 === 0) svg('path', { d: `M${x - 5} ${y}h10`, stroke: '#6b3e1d', 'stroke-width': 1.5, transform: `rotate(${i * 41} ${x} ${y})` }, root);
    }
  },
  'shologuti-board': box => {
    const points = {};
    for (const p of shologuti.POINTS) { const r = Number(p.slice(1)); if (r !== 5) points[p] = r < 5 ? 1 : 2; }
    shologuti.create(box, { seat: 1, t, counts: false }).draw({ points }, [], null);
  },
  'shologuti-chain': box => {
    // Red on c4 jumps White's c5, d6 and e5 in one move: c4xc6, then c6xe6, then e6xe4.
    const points = { c4: 1, b3: 1, d3: 1, c5: 2, d6: 2, e5: 2, b7: 2, c8: 2 };
    const captured = ['c5', 'd6', 'e5'].map(cell => ({ seat: 2, cell, count: 1 }));
    shologuti.create(box, { seat: 1, t, counts: false }).draw({ points }, [], null, { lastMove: 'c4xc6xe6xe4', lastFacts: { captured } });
  },
};
// Snakes and Ladders: the board with its ladders and snakes.
FIG['snakes-board'] = box => {
  snakes.create(box, { t }).draw({ squares: {} }, [], null, {});
};

FIG['ludo-board'] = box => {
  // Four players mid-game: tokens out on the track, one on a star, one in its home column, one home.
  ludo.create(box, { seat: 1, t }).draw({ tokens: { 1: ['t5', 'y', 'y', 'y'], 2: ['h2', 't22', 'y', 'y'],
    3: ['t30', 't44', 'y', 'y'], 4: ['H', 't1', 'y', 'y'] }, sixes: 0 }, [], null);
};
FIG['ludo-capture'] = box => {
  // Red's token on t5 throws a 3 and lands on t8, not a safe square, where a Green token stood: it goes back to Green's yard.
  const r = ludo.create(box, { seat: 1, t });
  r.draw({ tokens: { 1: ['t8', 'y', 'y', 'y'], 2: ['y', 'y', 'y', 'y'], 3: ['t30', 'y', 'y', 'y'], 4: ['t44', 'y', 'y', 'y'] }, sixes: 0 },
    [], null, { lastMove: 't5-t8', lastMoveBy: 1, lastFacts: { captured: [{ seat: 2, cell: 't8', count: 1 }] } });
  const root = r.svg(), a = r.spot('red', 't8'), b = r.spot('green', 'y');
  const bend = { x: (a.x + b.x) / 2 + (b.y - a.y) * 0.25, y: (a.y + b.y) / 2 - (b.x - a.x) * 0.25 };
  const g = svg('g', { class: 'sent-back-path' }, root);
  svg('path', { d: `M${a.x} ${a.y} Q${bend.x} ${bend.y} ${b.x} ${b.y}`, fill: 'none', stroke: '#1d5fa8', 'stroke-width': 4, 'stroke-dasharray': '8 6' }, g);
  svg('circle', { cx: b.x, cy: b.y, r: 10, fill: '#1d5fa8' }, g);
};

for (const box of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-figure]'))) {
  const f = FIG[box.dataset.figure];
  const holder = el('div', { class: 'board-wrap', 'aria-hidden': 'true' });
  box.prepend(holder);
  if (f) f(holder);
}
onLangChange(() => /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-khal]')).forEach(e => {
  e.textContent = `${t('khal.' + e.dataset.khal)} ${num(+e.dataset.value)}`;
}));
