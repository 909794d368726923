// Sample boards for looking at the renderers without a server. ?only=<id> shows one.
// Kasimala and Bao la Kimasai show positions of games the engine recorded (samples/, js/preview.js); tapping the
// highlighted move plays the recorded game on.
import { initPage, param } from './site.js';
import { t } from './i18n.js';
import * as kasimala from './games/kasimala.js';
import * as kimasai from './games/kimasai.js';
import { drawStrips } from './strips.js';
import { recording } from './preview.js';
import { diceDemos } from './demo-dice-page.js';

await initPage({ sound: true });

/** A position of an engine's recording where seat 1 is to choose its move: the first, or the last. */
function choice(rec, last = false) {
  const at = rec.positions.map((p, i) => i).filter(i => {
    const p = rec.positions[i], next = rec.positions[i + 1];
    return p.awaiting === 'move' && p.toMove === 1 && next && !next.forced;
  });
  return last ? at[at.length - 1] : at[0];
}

const [k17, k25, km, kasimalaThrows] = await Promise.all(['kasimala', 'kasimala25', 'kimasai', 'kasimalaThrows'].map(recording));
const demos = [
  { id: 'k17', title: 'demo.kasimala17', mod: kasimala, rec: k17, at: choice(k17) },
  { id: 'k17mid', title: 'demo.kasimala17mid', mod: kasimala, rec: k17, at: choice(k17, true) },
  { id: 'k25', title: 'demo.kasimala25', mod: kasimala, rec: k25, at: choice(k25, true) },
  { id: 'kmStart', title: 'demo.kimasaiStart', mod: kimasai, rec: km, at: 0 },
  { id: 'kmMid', title: 'demo.kimasaiMid', mod: kimasai, rec: km, at: choice(km, true) },
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
  const { positions } = d.rec;
  const thrown = positions[d.at];
  if (thrown.kind === 'throw') drawStrips(sec.querySelector('.strips'), thrown.text, { facts: thrown.facts }); else sec.querySelector('.strips').remove();
  const wrap = /** @type {HTMLElement} */ (sec.querySelector('.board-wrap'));
  const r = d.mod.create(wrap, { options: d.rec.options, seat, t });
  // The recorded game goes on by the tapped move: the engine's next position, and seat 1's next move when it has one.
  let at = d.at;
  const legalAt = i => (positions[i].awaiting === 'move' && positions[i].toMove === 1 && positions[i + 1] ? [positions[i + 1].text] : []);
  const play = move => {
    if (move !== positions[at + 1]?.text) return;
    at++;
    r.draw(positions[at].board, legalAt(at), play, { lastMove: move, animate: true });
  };
  r.draw(positions[at].board, legalAt(at), play);
}
await diceDemos(root, only, seat);

if (!only || only === 'strips') {
  const sec = document.createElement('section');
  sec.className = 'demo-section';
  sec.innerHTML = '<h2></h2>';
  sec.querySelector('h2').textContent = t('demo.strips');
  for (const { text, facts } of kasimalaThrows.throws) {
    const s = document.createElement('div');
    s.className = 'strips';
    drawStrips(s, text, { facts });
    sec.appendChild(s);
  }
  root.appendChild(sec);
}

