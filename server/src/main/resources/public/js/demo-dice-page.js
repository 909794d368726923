// The Pasa and Kauda sections of the demo page, from games the engine recorded (?only=pasa2, pasa4, pasaPartner, kauda3, kaudaThrown, kaudaPass).
import { t } from './i18n.js';
import * as pasa from './games/pasa.js';
import * as kauda from './games/kauda.js';
import { recording } from './preview.js';

/** @returns {HTMLElement} the section's board-wrap */
function section(root, title) {
  const sec = document.createElement('section');
  sec.className = 'demo-section';
  sec.innerHTML = '<h2></h2><div class="board-wrap"></div>';
  sec.querySelector('h2').textContent = t(title);
  root.appendChild(sec);
  return sec.querySelector('.board-wrap');
}

/**
 * A Pasa game the engine recorded (samples/, js/preview.js), from position `at`: the recorded move is offered to the
 * seat to play, and after it the recording goes on, its throws and passes shown after a moment. `outcome`: the throw
 * shown with a starting position that has dice in hand.
 */
function pasaDemo(root, { title, rec, at, outcome, seat }) {
  const wrap = section(root, title);
  const r = pasa.create(wrap, { options: rec.options, seat, t });
  const { positions } = rec;
  let out = positions[at].kind === 'throw' ? positions[at].text : outcome;
  const draw = (info = {}) => {
    const p = positions[at], next = positions[at + 1];
    const moves = next?.kind === 'move' && next.text !== 'pass' ? [next.text] : [];
    r.draw(p.board, moves, moves.length ? play : null, { outcome: out, toMove: p.toMove, mine: [p.toMove], passed: next?.text === 'pass', ...info });
    if (next && !moves.length) setTimeout(() => { at++; if (next.kind === 'throw') out = next.text; draw(); }, 700);
  };
  const play = move => {
    if (move !== positions[at + 1]?.text) return;
    at++;
    draw({ lastMove: move, animate: true });
  };
  draw();
}

/**
 * The last position of a Kauda game the engine recorded, with the last throw's shells and what it paid. `seats`: the
 * seats this page plays, offered the stakes the engine allows them there.
 */
function kaudaDemo(root, { title, rec, seats, mode = null }) {
  const wrap = section(root, title);
  const seat = seats[0];
  const r = kauda.create(wrap, { options: rec.options, seat, t });
  const at = rec.positions.at(-1);
  const lastThrow = rec.positions.findLast(p => p.kind === 'throw');
  const info = { awaiting: at.awaiting, mode, outcome: lastThrow?.text, throwFacts: lastThrow?.facts, lastThrowBy: lastThrow?.seat };
  let b = at.board;
  const mine = Object.fromEntries(Object.entries(at.actions || {}).filter(([s]) => seats.includes(Number(s))));
  const onMove = (move, s) => {
    delete mine[s];
    b = { ...b, staked: [...b.staked, s] };
    r.draw(b, [], onMove, { ...info, mine });
  };
  r.draw(b, [], onMove, { ...info, mine });
}

export async function diceDemos(root, only, seat) {
  const want = id => !only || only === id;
  const [pasa2, pasa4, partner, kauda3, kaudaThrown, kaudaPass] = await Promise.all(
    ['pasa2', 'pasa4', 'pasaPartner', 'kauda3', 'kaudaThrown', 'kaudaPass'].map(recording));
  if (want('pasa2')) pasaDemo(root, { title: 'demo.pasa2', rec: pasa2, at: 1, outcome: '', seat: seat > 2 ? 1 : seat });
  if (want('pasa4')) pasaDemo(root, { title: 'demo.pasa4', rec: pasa4, at: 0, outcome: '252', seat });
  if (want('pasaPartner')) pasaDemo(root, { title: 'demo.pasaPartner', rec: partner, at: 0, outcome: '621', seat });
  if (want('kauda3')) kaudaDemo(root, { title: 'demo.kauda3', rec: kauda3, seats: [2] });
  if (want('kaudaThrown')) kaudaDemo(root, { title: 'demo.kaudaThrown', rec: kaudaThrown, seats: [seat] });
  if (want('kaudaPass')) kaudaDemo(root, { title: 'demo.kaudaPass', rec: kaudaPass, seats: [1, 2, 3, 4], mode: 'pass' });
}
