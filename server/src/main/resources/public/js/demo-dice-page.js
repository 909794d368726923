// The Pasa and Kauda sections of the demo page, Pasa's from games the engine recorded (?only=pasa2, pasa4, pasaPartner, kauda3, kaudaStake, kaudaThrown).
import { t } from './i18n.js';
import * as pasa from './games/pasa.js';
import * as kauda from './games/kauda.js';
import { recording } from './preview.js';
import { kaudaStake3, kaudaMine3, kaudaThrown5,
  kaudaOutcome7, kaudaPass4, kaudaPassMine, kaudaStake3Facts, kaudaOutcome7Facts } from './demo-dice.js';

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

function kaudaDemo(root, { title, board, info, options, seat }) {
  const wrap = section(root, title);
  const r = kauda.create(wrap, { options, seat, t });
  let b = board, mine = { ...(info.mine || {}) };
  const onMove = (move, s) => {
    delete mine[s];
    b = { ...b, staked: [...b.staked, s] };
    r.draw(b, [], onMove, { ...info, mine });
  };
  r.draw(b, [], onMove, { ...info, mine });
}

export async function diceDemos(root, only, seat) {
  const want = id => !only || only === id;
  const [pasa2, pasa4, partner] = await Promise.all(['pasa2', 'pasa4', 'pasaPartner'].map(recording));
  if (want('pasa2')) pasaDemo(root, { title: 'demo.pasa2', rec: pasa2, at: 1, outcome: '', seat: seat > 2 ? 1 : seat });
  if (want('pasa4')) pasaDemo(root, { title: 'demo.pasa4', rec: pasa4, at: 0, outcome: '252', seat });
  if (want('pasaPartner')) pasaDemo(root, { title: 'demo.pasaPartner', rec: partner, at: 0, outcome: '621', seat });
  if (want('kauda3')) kaudaDemo(root, { title: 'demo.kauda3', board: kaudaStake3, options: { rounds: 5, doubling: true }, seat: 2,
    info: { awaiting: 'stake', mine: kaudaMine3, outcome: '0110000110100011', throwFacts: kaudaStake3Facts, lastThrowBy: 3 } });
  if (want('kaudaThrown')) kaudaDemo(root, { title: 'demo.kaudaThrown', board: kaudaThrown5, options: { rounds: 3, doubling: true }, seat,
    info: { awaiting: 'throw', outcome: kaudaOutcome7, throwFacts: kaudaOutcome7Facts, lastThrowBy: 2 } });
  if (want('kaudaPass')) kaudaDemo(root, { title: 'demo.kaudaPass', board: kaudaPass4, options: { rounds: 5, doubling: true }, seat: 1,
    info: { awaiting: 'stake', mode: 'pass', mine: kaudaPassMine } });
}
