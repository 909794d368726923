// Kauda: the mat with the four khal, the seats round it, sixteen cowries, play chips.
// Drawn from docs/notation.md's board JSON {"chips","holder","streak","round","staked","stakes"}.
// Stakes are `khal:amount`; the stake panel (js/stake.js) takes the limits the server sends in
// the state's `mine` ({"stake": {"khals","least","greatest"}}); in pass-and-play a hand-over
// screen (js/handover.js) stands between one player's stake and the next.
import { svg, keepFocusOn, ensureGameCss } from './common.js';
import { num, currentLang } from '../i18n.js';
import { stakePanel, preselectStake } from '../stake.js';
import { handoverScreen } from '../handover.js';
import { words } from '../words.js';

export const usesThrow = true;
/** @type {import('../sound.js').ThrowSound} */
export const throwSound = 'shells';
export const KHALS = ['tiya', 'chauka', 'panja', 'chhakka'];
const KHAL_NUMBER = { tiya: 3, chauka: 4, panja: 5, chhakka: 6 };

export const khalOfSeat = s => KHALS[(s - 1) % 4];

export function countPieces(board) {
  const out = {};
  for (const [s, c] of Object.entries(board?.chips || {})) out[s] = c;
  return out;
}

// ---- hooks the table page calls when present ----
export const throwLabel = 'kauda.throw';
export const throwHint = 'kauda.throwHint';
export const countKey = 'kauda.chips';
/** A stake is secret until the throw, also from the next player at a shared screen. */
export function isSecret(move) { return !!parseStake(move); }
/** w: the page's sentence builders (js/words.js); facts: the server's word on the throw, {value: mouths up, name: the khal it fell on}. */
export function throwLog(outcome, seat, w, facts) {
  return w.of('kauda.log.throw', seat, { mouths: w.t('kauda.mouths', { n: facts?.value ?? 0 }), khal: w.t('khal.' + facts?.name) });
}
/** A hinted stake in words. */
export function hintText(move, t) {
  const st = parseStake(move);
  return st ? t('kauda.hintStake', { chips: t('kauda.chips', { n: st.amount }), khal: t('khal.' + st.khal) }) : move;
}
export function moveLog(move, seat, w) {
  const st = parseStake(move);
  return st ? w.of('kauda.log.stakeRevealed', seat, { chips: chips(w.t, st.amount), khal: w.t('khal.' + st.khal) }) : move;
}
const chips = (t, n) => t('kauda.chips', { n });
/** A payout {from, to, chips}: who paid whom, from whichever side "you" is on. */
export function payoutText(p, w) {
  return w.isYou(p.from) ? w.t('kauda.paid.fromYou', { to: w.nameOf(p.to), chips: chips(w.t, p.chips) })
    : w.isYou(p.to) ? w.t('kauda.paid.toYou', { from: w.nameOf(p.from), chips: chips(w.t, p.chips) })
      : w.t('kauda.paid.other', { from: w.nameOf(p.from), to: w.nameOf(p.to), chips: chips(w.t, p.chips) });
}
export function statusText(st, { mine, pass, t }) {
  if (st.awaiting !== 'stake') return null;
  const mineNow = Object.values(mine || {}).some(a => a?.stake);
  return mineNow ? t(pass ? 'kauda.statusPass' : 'kauda.statusStake') : t('kauda.statusWait');
}
/** Chips of every player; the winner, the shared win or the draw. */
export function result(res, { t, words, players, you }) {
  const held = res.chips || {};
  const w = (res.winners || []).map(Number);
  const title = res.draw || !w.length ? t('kauda.result.draw')
    : w.length > 1 ? t('kauda.result.shared', { names: w.map(words.who).join(', ') })
      : w[0] === you ? t('result.youWin') : t('result.wins', { name: words.nameOf(w[0]) });
  const lines = [];
  for (let s = 1; s <= players; s++) {
    lines.push({ cls: 'chips-line' + (w.includes(s) ? ' winner' : ''),
      text: t('kauda.result.chips', { name: words.who(s), chips: t('kauda.chips', { n: held[s] ?? held[String(s)] ?? 0 }) }) });
  }
  lines.push({ cls: 'play-chips', text: t('kauda.result.gone') });
  return { title, lines };
}

export function parseStake(text) {
  const m = /^(tiya|chauka|panja|chhakka):(\d+)$/.exec(text || '');
  return m ? { khal: m[1], amount: Number(m[2]) } : null;
}

/**
 * What a throw did to the stakes it revealed, from the server's payouts: each stake paid to the
 * thrower ('struck'), paid by the thrower ('won'), or gone back to its owner ('back'):
 * [{kind, from, to, amount, khal}].
 */
export function settledStakes(stakes, payouts, thrower) {
  const out = [];
  for (const [sk, text] of Object.entries(stakes || {})) {
    const s = Number(sk), st = parseStake(text);
    if (!st) continue;
    const paid = (payouts || []).find(p => p.from === s || p.to === s);
    if (!paid) out.push({ kind: 'back', from: s, to: s, amount: st.amount, khal: st.khal });
    else out.push({ kind: paid.to === thrower ? 'struck' : 'won', from: paid.from, to: paid.to, amount: paid.chips, khal: st.khal });
  }
  return out;
}

function rnd(i, k) { const x = Math.sin(i * 12.9898 + k * 78.233) * 43758.5453; return x - Math.floor(x); }

/** One cowrie: mouth up shows the toothed slit, mouth down the round spotted back. */
function cowrie(parent, x, y, angle, up) {
  const place = svg('g', { class: 'cowrie ' + (up ? 'up' : 'down'), transform: `translate(${x} ${y}) rotate(${angle})` }, parent);
  const g = svg('g', { class: 'body' }, place); // turns on its own while the shells tumble
  svg('ellipse', { cx: 0, cy: 0, rx: 8.5, ry: 12.5, class: 'shell' }, g);
  if (up) {
    svg('path', { d: 'M0 -10 C -2.5 -4 2.5 4 0 10', class: 'slit' }, g);
    for (let k = -3; k <= 3; k++) svg('line', { x1: -2.6, x2: 2.6, y1: k * 2.6, y2: k * 2.6, class: 'tooth' }, g);
  } else {
    svg('circle', { cx: -2.5, cy: -4, r: 1.6, class: 'spot' }, g);
    svg('circle', { cx: 3, cy: 2, r: 1.3, class: 'spot' }, g);
    svg('circle', { cx: -1, cy: 6, r: 1.1, class: 'spot' }, g);
  }
  return place;
}

/**
 * create(container, {options, seat, t}) -> renderer.
 * draw(board, legal, onMove, info): info may give outcome (the last throw), lastThrowBy (its seat),
 * awaiting, mine (the state's `mine`: seat -> {stake: limits} ...), mode ('pass' for pass-and-play),
 * names (seat -> display name), over. onMove(move, seat) sends a stake for a seat.
 * @param {HTMLElement} container
 * @param {import('./board-module').CreateOptions} [opts]
 */
export function create(container, { options = {}, seat = 1, t = k => k } = {}) {
  ensureGameCss('kauda');
  container.replaceChildren();
  container.classList.add('kauda-wrap');
  const W = 680, H = 500, CX = 340, CY = 250;
  const root = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'board kauda', role: 'img' });
  const report = document.createElement('div');
  report.className = 'kauda-report';
  report.setAttribute('aria-live', 'polite');
  const privateArea = document.createElement('div');
  privateArea.className = 'kauda-private';
  const line = document.createElement('p');
  line.className = 'kauda-line';
  const chipsNote = document.createElement('p');
  chipsNote.className = 'play-chips';
  container.append(line, root, report, privateArea, chipsNote);

  const matLayer = svg('g', { class: 'mat-layer' }, root);
  const stakeLayer = svg('g', { class: 'stakes' }, root);
  const shellLayer = svg('g', { class: 'shells' }, root);
  const seatLayer = svg('g', { class: 'seats-ring' }, root);

  // Mat and khal: tiya, chauka, panja, chhakka clockwise from the top left.
  const MX = 200, MY = 112, MW = 280, MH = 276;
  svg('rect', { x: MX, y: MY, width: MW, height: MH, rx: 34, class: 'mat' }, matLayer);
  const quad = {
    tiya: { x: MX, y: MY }, chauka: { x: MX + MW / 2, y: MY },
    panja: { x: MX + MW / 2, y: MY + MH / 2 }, chhakka: { x: MX, y: MY + MH / 2 },
  };
  const khalEls = {};
  for (const k of KHALS) {
    const q = quad[k];
    const g = svg('g', { class: `khal khal-${k}`, 'data-khal': k }, matLayer);
    svg('rect', { x: q.x + 6, y: q.y + 6, width: MW / 2 - 12, height: MH / 2 - 12, rx: 22, class: 'khal-bg' }, g);
    const left = k === 'tiya' || k === 'chhakka';
    const top = k === 'tiya' || k === 'chauka';
    const tx = left ? q.x + 22 : q.x + MW / 2 - 22;
    const ty = top ? q.y + 34 : q.y + MH / 2 - 18;
    svg('text', { x: tx, y: ty, class: 'khal-name', 'text-anchor': left ? 'start' : 'end' }, g);
    svg('text', { x: tx, y: ty + (top ? 20 : -24), class: 'khal-num', 'text-anchor': left ? 'start' : 'end' }, g);
    // The thrower's khal says so on a line of its own: beside the number it ran past the khal's edge.
    svg('text', { x: tx, y: ty + (top ? 38 : -42), class: 'khal-note', 'text-anchor': left ? 'start' : 'end' }, g);
    khalEls[k] = g;
  }
  svg('circle', { cx: CX, cy: CY, r: 56, class: 'shell-ring' }, matLayer);

  let n = 0, pending = {}, unlocked = null, lastKey = null, shownSeat = null, hintNow = null;

  // Wide: seats on a ring round the mat. Narrow (a phone): the same mat, seats in a row above and a
  // row below it, so the picture is portrait and fills the width.
  let narrow = false;
  const PORTRAIT = { x: 130, y: 12, w: 420, h: 476, cardW: 134, gap: 6 };
  function chooseLayout() {
    const w = container.clientWidth || window.innerWidth;
    narrow = w > 0 && w < 560;
    root.setAttribute('viewBox', narrow ? `${PORTRAIT.x} ${PORTRAIT.y} ${PORTRAIT.w} ${PORTRAIT.h}` : `0 0 ${W} ${H}`);
    root.classList.toggle('narrow', narrow);
  }
  function ringPos(s) {
    const a = Math.PI / 2 + ((s - seat) * 2 * Math.PI) / n;
    return { x: CX + 258 * Math.cos(a), y: CY + 214 * Math.sin(a) };
  }
  function seatPos(s) {
    if (!narrow) return ringPos(s);
    // The viewer and the seats next to it below, the rest above, each row in the ring's left-to-right order.
    const b = Math.ceil(n / 2), below = [];
    for (let i = 0; below.length < b; i++) below.push(i % 2 ? (n - Math.ceil(i / 2)) % n : i / 2);
    const k = ((s - seat) % n + n) % n;
    const row = [];
    for (let q = 1; q <= n; q++) if (below.includes(((q - seat) % n + n) % n) === below.includes(k)) row.push(q);
    row.sort((p, q) => ringPos(p).x - ringPos(q).x);
    const i = row.indexOf(s), step = PORTRAIT.cardW + PORTRAIT.gap;
    return { x: CX + (i - (row.length - 1) / 2) * step, y: below.includes(k) ? MY + MH + 48 : MY - 44 };
  }
  /** A seat as the page names it in sentences ("White (computer)"), or its colour. */
  const nameOf = (s, info) => info.names?.[s] || t('colour.' + s);
  /** The page's sentence builders, or plain ones naming every seat (a page without them). */
  /** The table's sentence builders, or without a table (the demo) sentences that name every seat. */
  const wordsOf = info => info.words || words({ t, nameOf: s => nameOf(s, info) });
  const shortName = (s, info) => info.you === s ? t('words.you') : t('colour.' + s);

  function drawSeats(board, info) {
    seatLayer.replaceChildren();
    const staked = new Set((board.staked || []).map(Number));
    for (let s = 1; s <= n; s++) {
      const p = seatPos(s);
      const chips = board.chips[String(s)];
      const holder = Number(board.holder) === s && !info.over;
      const g = svg('g', { class: `mat-seat seat${s}` + (holder ? ' holder' : '') + (chips === 0 ? ' out' : ''), 'data-seat': s }, seatLayer);
      const hw = narrow ? PORTRAIT.cardW / 2 : 80, room = narrow ? 10 : 11;
      svg('rect', { x: p.x - hw, y: p.y - 32, width: 2 * hw, height: 64, rx: 14, class: 'seat-bg' }, g);
      svg('circle', { cx: p.x - hw + 18, cy: p.y - 11, r: 9, class: `dot` }, g);
      const name = shortName(s, info);
      svg('text', { x: p.x - hw + 32, y: p.y - 4, class: 'seat-name' }, g).textContent = name.length > room ? name.slice(0, room - 1) + '…' : name;
      svg('text', { x: p.x - hw + 12, y: p.y + 23, class: 'seat-chips' }, g).textContent = chips === 0 ? t('kauda.out') : t('kauda.chips', { n: chips });
      svg('title', {}, g).textContent = `${name} · ${t('khal.' + khalOfSeat(s))}`;
      if (holder) {
        const b = svg('g', { class: 'hate-badge' }, g);
        const label = board.streak > 0 ? t('kauda.hateStreak', { n: board.streak }) : t('kauda.hate');
        const bw = Math.max(92, label.length * 8.2 + 16); // wide enough for its words in either language
        svg('rect', { x: p.x - bw / 2, y: p.y - 48, width: bw, height: 22, rx: 11 }, b);
        svg('text', { x: p.x, y: p.y - 32 }, b).textContent = label;
      }
      if (info.awaiting === 'stake' && staked.has(s)) {
        const b = svg('g', { class: 'staked-badge' }, g);
        svg('rect', { x: p.x + 18, y: p.y - 48, width: 64, height: 22, rx: 11 }, b);
        svg('text', { x: p.x + 50, y: p.y - 32 }, b).textContent = t('kauda.staked');
      }
    }
  }

  function drawMat(board, info) {
    const holderKhal = board.holder ? khalOfSeat(Number(board.holder)) : null;
    const fell = info.outcome ? info.throwFacts?.name : null;
    for (const k of KHALS) {
      const g = khalEls[k];
      g.classList.toggle('hate-khal', k === holderKhal && !info.over);
      g.classList.toggle('fell', fell === k);
      g.querySelector('.khal-name').textContent = t('khal.' + k);
      g.querySelector('.khal-num').textContent = num(KHAL_NUMBER[k]);
      g.querySelector('.khal-note').textContent = k === holderKhal && !info.over ? t('kauda.hateKhal') : '';
    }
    // Stakes of the last throw, on their khal, shown only once the throw has revealed them.
    stakeLayer.replaceChildren();
    // During the next stake round they stay, faded, as what the last throw settled.
    stakeLayer.classList.toggle('last', info.awaiting === 'stake');
    {
      const by = {};
      for (const [sk, text] of Object.entries(board.stakes || {})) {
        const st = parseStake(text);
        if (st) (by[st.khal] = by[st.khal] || []).push({ s: Number(sk), amount: st.amount });
      }
      for (const k of KHALS) {
        const q = quad[k];
        const left = k === 'tiya' || k === 'chhakka';
        const top = k === 'tiya' || k === 'chauka';
        (by[k] || []).forEach((x, i) => {
          const px = left ? q.x + 12 : q.x + MW / 2 - 88;
          const py = top ? q.y + 62 + i * 21 : q.y + 14 + i * 21;
          const g = svg('g', { class: `stake-chip seat${x.s}`, 'data-stake-seat': x.s }, stakeLayer);
          svg('rect', { x: px, y: py, width: 76, height: 19, rx: 9.5 }, g);
          svg('text', { x: px + 38, y: py + 14 }, g).textContent = `${t('colour.' + x.s)} ${num(x.amount)}`;
        });
      }
    }
    // The sixteen shells as they fell.
    shellLayer.replaceChildren();
    shellLayer.classList.toggle('fresh', !!(info.outcome && info.freshThrow));
    if (info.outcome) {
      [...String(info.outcome)].forEach((c, i) => {
        const gx = (i % 4) - 1.5, gy = Math.floor(i / 4) - 1.5;
        const x = CX + gx * 24 + (rnd(i, 1) - .5) * 6, y = CY + gy * 24 + (rnd(i, 2) - .5) * 5;
        const shell = cowrie(shellLayer, x, y, Math.round((rnd(i, 3) - .5) * 140), c === '1');
        shell.firstChild.style.animationDelay = `${Math.round(rnd(i, 4) * 180)}ms`;
      });
    } else {
      for (let i = 0; i < 16; i++) {
        const a = (i / 16) * 2 * Math.PI;
        cowrie(shellLayer, CX + 36 * Math.cos(a), CY + 36 * Math.sin(a), (a * 180) / Math.PI, false).classList.add('resting');
      }
    }
  }

  function drawReport(board, info) {
    report.replaceChildren();
    if (!info.outcome) { report.hidden = true; return; }
    report.hidden = false;
    const facts = info.throwFacts || {};
    const r = { up: facts.value ?? 0, khal: facts.name };
    const thrower = info.lastThrowBy != null ? Number(info.lastThrowBy) : null;
    const h = document.createElement('p');
    h.className = 'fell-line';
    const w = wordsOf(info);
    const fell = { mouths: t('kauda.mouths', { n: r.up }), khal: t('khal.' + r.khal) };
    h.textContent = thrower ? w.of('kauda.fell', thrower, fell) : t('kauda.fellPlain', fell);
    report.append(h);
    if (!thrower) return;
    const pays = settledStakes(board.stakes, facts.payouts, thrower);
    const ul = document.createElement('ul');
    ul.className = 'payouts';
    const struck = pays.some(p => p.kind === 'struck');
    const sub = document.createElement('p');
    sub.className = 'fell-sub';
    sub.textContent = struck ? w.of('kauda.struck', thrower)
      : pays.some(p => p.kind === 'won') ? w.of('kauda.lost', thrower)
        : t('kauda.nobody', { khal: t('khal.' + r.khal) });
    report.append(sub);
    for (const p of pays) {
      const li = document.createElement('li');
      li.className = p.kind;
      li.textContent = p.kind === 'back'
        ? w.of('kauda.back', p.from, { chips: t('kauda.chips', { n: p.amount }), khal: t('khal.' + p.khal) })
        : payoutText({ from: p.from, to: p.to, chips: p.amount }, w);
      ul.append(li);
    }
    if (pays.length) report.append(ul);
  }

  /** The stake panels: my seat's, or in pass-and-play one seat at a time behind a hand-over screen. */
  function drawPrivate(board, info, onMove) {
    const mine = info.mine || {};
    const holder = Number(board.holder);
    const order = Object.keys(mine).map(Number).filter(s => mine[s]?.stake)
      .sort((a, b) => ((a - holder + n) % n) - ((b - holder + n) % n));
    if (info.awaiting !== 'stake') pending = {};
    shownSeat = onMove && order.length ? order[0] : null;
    const key = JSON.stringify([order, info.awaiting, board.round, board.holder, board.streak, currentLang()]);
    if (key === lastKey && privateArea.firstChild) return;
    lastKey = key;
    privateArea.replaceChildren();
    const pass = info.mode === 'pass';
    if (!onMove) return;
    if (!order.length) {
      const mineStaked = Object.entries(pending);
      if (!pass && mineStaked.length && info.awaiting === 'stake') {
        const st = parseStake(mineStaked[0][1]);
        const p = document.createElement('p');
        p.className = 'my-stake';
        p.textContent = t('kauda.yourStake', { khal: t('khal.' + st.khal), chips: t('kauda.chips', { n: st.amount }) });
        privateArea.append(p);
      }
      return;
    }
    const next = order[0];
    const panel = () => {
      const form = stakePanel({
        seat: next, name: pass || Object.keys(mine).length > 1 ? nameOf(next, info) : null,
        limits: mine[next].stake, t,
        onStake: move => { pending[next] = move; unlocked = null; lastKey = null; keepFocusOn(root); privateArea.replaceChildren(); onMove(move, next); },
      });
      if (hintNow?.seat === next) preselectStake(form, hintNow.move);
      return form;
    };
    if (pass && unlocked !== next) {
      privateArea.append(handoverScreen({
        name: nameOf(next, info), t,
        onReady: () => { unlocked = next; privateArea.replaceChildren(panel()); checkedRadio()?.focus(); },
      }));
      return;
    }
    privateArea.append(panel());
    if (document.activeElement === root) checkedRadio()?.focus({ preventScroll: true });
  }

  // Pick then confirm, as on the other boards: a tap on a khal of the mat picks it in the stake panel;
  // the amount and the Stake button confirm.
  const panelRadios = () => [.../** @type {NodeListOf<HTMLInputElement>} */ (privateArea.querySelectorAll('.stake-panel input[type=radio]'))];
  function checkedRadio() {
    return /** @type {HTMLInputElement | null} */ (privateArea.querySelector('input[type=radio]:checked'));
  }
  function markPicked() {
    const radios = panelRadios();
    const picked = radios.find(r => r.checked)?.value;
    for (const k of KHALS) {
      khalEls[k].classList.toggle('pickable', radios.some(r => r.value === k));
      khalEls[k].classList.toggle('picked', k === picked);
    }
  }
  matLayer.addEventListener('click', e => {
    const k = e.target.closest('[data-khal]')?.getAttribute('data-khal');
    const radio = panelRadios().find(r => r.value === k);
    if (!radio) return;
    radio.checked = true;
    radio.focus({ preventScroll: true });
    markPicked();
  });
  privateArea.addEventListener('change', markPicked);

  let last = null;
  function draw(board, legal, onMove, info = {}) {
    board = board || { chips: {} };
    last = { board, info };
    const count = Object.keys(board.chips || {}).length;
    if (count !== n) n = count;
    chooseLayout();
    drawMat(board, info);
    drawSeats(board, info);
    drawReport(board, info);
    hintNow = info.hint || null;
    drawPrivate(board, info, onMove);
    const form = /** @type {HTMLElement | null} */ (privateArea.querySelector('.stake-panel'));
    if (form && hintNow && Number(form.dataset.seat) === hintNow.seat && form.dataset.hinted !== hintNow.move) {
      preselectStake(form, hintNow.move);
    }
    markPicked();
    const rounds = options.rounds || 5;
    line.textContent = info.over ? t('kauda.finalLine')
      : t('kauda.roundLine', { round: board.round || 1, rounds })
        + (board.holder ? ' · ' + wordsOf(info).of('kauda.hateIs', Number(board.holder), { khal: t('khal.' + khalOfSeat(Number(board.holder))) }) : '')
        + (board.streak ? ' · ' + t('kauda.streak', { n: board.streak }) : '')
        + (options.doubling === false ? ' · ' + t('kauda.noDoubling') : '');
    chipsNote.textContent = t('kauda.playChips');
    root.setAttribute('aria-label', t('kauda.summary', {
      list: Object.entries(board.chips || {}).map(([s, c]) => `${nameOf(Number(s), info)} ${num(c)}`).join(', '),
    }));
  }

  const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(() => {
    const was = narrow;
    if (last) { chooseLayout(); if (narrow !== was) drawSeats(last.board, last.info); }
  }) : null;
  ro?.observe(container);

  /** The seat whose stake panel is shown (or waits behind the hand-over screen), for a hint. */
  const activeSeat = () => shownSeat;

  return { draw, activeSeat, destroy() { ro?.disconnect(); container.replaceChildren(); container.classList.remove('kauda-wrap'); } };
}

/**
 * The rules page's drawn figures of this game, by the name in its data-figure: each draws into its box.
 * @type {Record<string, (box: HTMLElement, t: import('./board-module').T) => void>}
 */
export const figures = {
  'kauda-khal': (box, t) => {
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
};

// The board-module contract (board-module.d.ts), checked by tsc.
import * as self from './kauda.js';
/** @satisfies {import('./board-module').BoardModule} */ (self);
