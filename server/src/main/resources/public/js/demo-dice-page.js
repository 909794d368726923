// The Pasa and Kauda sections of the demo page (?only=pasa2, pasa4, pasaPartner, kauda3, kaudaStake, kaudaThrown).
import { t } from './i18n.js';
import * as pasa from './games/pasa.js';
import * as kauda from './games/kauda.js';
import { pasaLegal, pasaApply, pasaStart2, pasaMid4, pasaPartnerHome, kaudaStake3, kaudaMine3, kaudaThrown5,
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

function pasaDemo(root, { title, board, outcome, toMove, options, seat }) {
  const wrap = section(root, title);
  const r = pasa.create(wrap, { options, seat, t });
  let b = board, out = outcome;
  const draw = (info = {}) => {
    const legal = pasaLegal(b, toMove, options.partners);
    const moves = legal.filter(m => m !== 'pass');
    r.draw(b, moves, moves.length ? play : null, { outcome: out, toMove, mine: [toMove], passed: legal[0] === 'pass' && !moves.length, ...info });
  };
  const play = move => {
    b = pasaApply(b, toMove, move, options.partners).board;
    if (!b.dice.length) { // a new local throw for the same seat, only to keep the demo going
      const faces = [1, 2, 5, 6];
      out = [0, 1, 2].map(() => faces[Math.floor(Math.random() * 4)]).join('');
      draw({ lastMove: move, animate: true });
      b = { ...b, dice: [...out].map(Number).sort() };
      setTimeout(() => draw(), 700);
      return;
    }
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
  if (want('pasa2')) pasaDemo(root, { title: 'demo.pasa2', board: pasaStart2, outcome: '615', toMove: seat > 2 ? 1 : seat, options: { partners: true }, seat: seat > 2 ? 1 : seat });
  if (want('pasa4')) pasaDemo(root, { title: 'demo.pasa4', board: pasaMid4, outcome: '252', toMove: 1, options: { partners: true }, seat });
  if (want('pasaPartner')) pasaDemo(root, { title: 'demo.pasaPartner', board: pasaPartnerHome, outcome: '621', toMove: 1, options: { partners: true }, seat });
  if (want('kauda3')) kaudaDemo(root, { title: 'demo.kauda3', board: kaudaStake3, options: { rounds: 5, doubling: true }, seat: 2,
    info: { awaiting: 'stake', mine: kaudaMine3, outcome: '0110000110100011', throwFacts: kaudaStake3Facts, lastThrowBy: 3 } });
  if (want('kaudaThrown')) kaudaDemo(root, { title: 'demo.kaudaThrown', board: kaudaThrown5, options: { rounds: 3, doubling: true }, seat,
    info: { awaiting: 'throw', outcome: kaudaOutcome7, throwFacts: kaudaOutcome7Facts, lastThrowBy: 2 } });
  if (want('kaudaPass')) kaudaDemo(root, { title: 'demo.kaudaPass', board: kaudaPass4, options: { rounds: 5, doubling: true }, seat: 1,
    info: { awaiting: 'stake', mode: 'pass', mine: kaudaPassMine } });
}
