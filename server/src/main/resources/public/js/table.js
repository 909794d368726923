// The table: board, seats, throw, moves, invite, results. A game plugs in as one module,
// /js/games/<game>.js, exporting create(container, {options, seat, t}) -> {draw(board, legal, onMove, info)},
// countPieces(board) and usesThrow; games with strips also export readThrow(outcome).
//
// Address: /table.html?id=<id> (or /table/<id> when the server routes it to table.html).
// Preview without a server: /table.html?preview=kasimala|kasimala25|kimasai|over (canned messages).
import { initPage, param, el, toast } from './site.js';
import { t, onLangChange, apply } from './i18n.js';
import { game as findGame, loadRenderer } from './catalog.js';
import * as api from './api.js';
import { drawStrips } from './strips.js';
import { playThrow, playMove, playCapture, playEnd } from './sound.js';

await initPage({ sound: true });

const $ = id => document.getElementById(id);
const tableId = param('id') || (location.pathname.match(/^\/table\/([^/]+)/) || [])[1];
const preview = param('preview');

const view = {
  game: null, options: {}, mode: null, seats: [], state: null, mine: [],
  mod: null, renderer: null, live: false, pendingMove: null, lastOutcome: null,
  counts: null, log: [], over: false, socket: null, link: null,
};

// ---- names and seats ----

function seatInfo(s) { return view.seats.find(x => x.seat === s) || { seat: s }; }
function seatName(s, capital = false) {
  if (s == null) return '';
  const info = seatInfo(s);
  if (view.mine.includes(s) && view.mine.length === 1) return t(capital ? 'log.you' : 'table.you');
  if (info.kind === 'computer' || info.bot) return t('table.computer');
  return info.name || t('colour.' + s);
}
function controls(s) { return s != null && view.mine.includes(s); }

// ---- start ----

async function start() {
  if (preview) return startPreview(preview);
  if (!tableId) return fail(t('table.notFound'));
  let pub;
  try { pub = await api.getTable(tableId); } catch (e) {
    return fail(e.status === 404 ? t('table.notFound') : t('table.error', { message: e.message }));
  }
  absorbTable(pub);
  if (!api.savedSeat(tableId) && hasOpenSeat()) {
    try {
      const name = localStorage.getItem('chautari.name') || '';
      await api.joinTable(tableId, name);
    } catch (e) { /* stay a spectator */ }
  }
  const saved = api.savedSeat(tableId);
  if (saved && view.mine.length === 0) view.mine = view.mode === 'pass' ? [1, 2] : [saved.seat];
  await setupBoard();
  view.socket = new api.TableSocket(tableId, {
    onEvent, onState, onPresence,
    onError: m => announce(t('table.error', { message: m.message }), true),
    onStatus: s => { $('conn-banner').hidden = s === 'open'; },
  });
}

function fail(message) {
  $('loading').textContent = message;
}

function hasOpenSeat() {
  return view.mode === 'friends' && view.seats.some(s => s.open || (!s.name && s.kind !== 'computer' && !s.taken && s.connected === undefined && s.open !== false));
}

/** Takes what the public view or a state message says about the table. */
function absorbTable(m) {
  if (m.game) view.game = m.game;
  if (m.options) view.options = m.options;
  if (m.mode) view.mode = m.mode;
  if (Array.isArray(m.seats)) view.seats = m.seats.map(s => ({ ...s, seat: Number(s.seat) }));
  if (m.link) view.link = m.link;
  if (m.you !== undefined && m.you !== null) view.mine = (Array.isArray(m.you) ? m.you : [m.you]).map(Number);
  if (m.state) onState(m.state, true);
}

async function setupBoard() {
  const g = findGame(view.game);
  $('loading').hidden = true;
  $('table').hidden = false;
  const gameName = t(`games.${view.game}.name`);
  const rules = $('rules-link');
  rules.href = `/rules/${view.game}.html`;
  rules.textContent = t('table.rules', { game: gameName });
  document.documentElement.dataset.titleExtra = `games.${view.game}.name`;
  apply(document);
  if (!g || !g.table) {
    $('board').textContent = t('table.noBoard', { game: gameName });
    return;
  }
  view.mod = await loadRenderer(view.game);
  if (!view.mod.usesThrow) $('actions').hidden = true;
  const wrap = $('board');
  if (view.options.cells === 25) wrap.classList.add('long');
  const seat = view.mine.length === 1 ? view.mine[0] : 1;
  view.renderer = view.mod.create(wrap, { options: view.options, seat, t });
  setupInvite();
  $('throw-btn').addEventListener('click', doThrow);
  $('rematch-btn').addEventListener('click', () => {
    view.socket?.rematch();
    $('result-body').append(el('p', { text: t('result.rematchAsked') }));
    $('rematch-btn').disabled = true;
  });
  $('look-btn').addEventListener('click', () => $('result').close());
  render();
}

// ---- messages ----

function onEvent(m) {
  const kind = m.kind || m.event || m.what;
  const s = m.seat != null ? Number(m.seat) : null;
  if (kind === 'throw' || (m.outcome && !m.move)) {
    view.lastOutcome = m.outcome;
    const r = view.mod?.readThrow ? view.mod.readThrow(m.outcome) : null;
    const throwName = r ? t('throw.' + r.name) : m.outcome;
    addLog(t('log.throw', { name: seatName(s, true), throw: throwName, steps: r ? r.steps : '' })
      + (r && r.extra ? ' · ' + t('log.again', { name: seatName(s, true) }) : ''), m.outcome);
    if (view.live) { playThrow(); drawStrips($('strips'), m.outcome, { fresh: true }); }
    return;
  }
  if (kind === 'move' || m.move) {
    const auto = !!(m.auto || m.forced);
    if (m.move === 'pass') {
      const r = view.lastOutcome && view.mod?.readThrow ? view.mod.readThrow(view.lastOutcome) : null;
      const text = r ? t('log.lost', { name: seatName(s, true), throw: t('throw.' + r.name) }) : t('log.lostPlain', { name: seatName(s, true) });
      addLog(text, 'pass', 'auto');
      if (view.live) announce(r ? t('announce.lost', { name: seatName(s, true), throw: t('throw.' + r.name) }) : text);
      return;
    }
    const [from, to] = m.move.split('-');
    const entry = addLog(t('log.move', { name: seatName(s, true), from, to }) + (auto ? ` (${t('log.auto')})` : ''), m.move, auto ? 'auto' : '');
    if (view.live) {
      view.pendingMove = { move: m.move, seat: s, entry, auto };
      if (auto) announce(t('announce.auto', { name: seatName(s, true), from, to }));
    }
    return;
  }
  if (kind === 'rematch' || kind === 'new') {
    addLog(t('log.rematch'), '');
    view.over = false;
    view.lastOutcome = null;
    if ($('result').open) $('result').close();
    $('rematch-btn').disabled = false;
  }
}

function onState(m, fromPublicView = false) {
  if (!fromPublicView) absorbTable({ ...m, state: undefined });
  const st = m.state && !m.board ? m.state : m;
  const prevCounts = view.counts;
  const wasLive = view.live;
  view.state = st;
  if (view.mod && st.board) view.counts = view.mod.countPieces(st.board);
  if (!view.renderer) return;
  if (!view.lastOutcome && (st.outcome || st.lastOutcome)) view.lastOutcome = st.outcome || st.lastOutcome;
  const pm = view.pendingMove;
  view.pendingMove = null;
  if (view.live && pm && prevCounts && view.counts) {
    const enemy = pm.seat === 1 ? 2 : 1;
    const lost = (prevCounts[enemy] || 0) - (view.counts[enemy] || 0);
    if (lost > 0) {
      playCapture();
      const [from, to] = pm.move.split('-');
      pm.entry.firstChild.textContent = t('log.capture', { name: seatName(pm.seat, true), from, to, n: lost })
        + (pm.auto ? ` (${t('log.auto')})` : '');
      announce(t('announce.capture', { name: seatName(pm.seat, true), n: lost }));
    } else playMove();
  }
  render(pm ? { lastMove: pm.move, animate: true } : {});
  if (!view.live) {
    view.live = true;
    drawStrips($('strips'), view.lastOutcome);
  }
  const over = st.awaiting === 'over' || !!st.result;
  if (over && !view.over) showResult(st.result || {}, wasLive && !fromPublicView);
  view.over = over;
}

function onPresence(m) {
  const list = Array.isArray(m.seats) ? m.seats : [m];
  for (const p of list) {
    const s = seatInfo(Number(p.seat));
    if (!view.seats.includes(s)) view.seats.push(s);
    Object.assign(s, p, { seat: Number(p.seat) });
  }
  renderSeats();
}

// ---- actions ----

function doThrow() {
  $('throw-btn').disabled = true;
  if (preview) return previewThrow();
  view.socket?.throwStrips();
}

function onMove(move) {
  if (preview) return previewMove(move);
  const st = view.state;
  view.socket?.move(move, view.mine.length > 1 ? st.toMove : undefined);
}

// ---- drawing ----

function render(info = {}) {
  const st = view.state;
  renderSeats();
  if (!st || !view.renderer) return;
  const toMove = st.toMove != null ? Number(st.toMove) : null;
  const mineNow = controls(toMove);
  const canMove = mineNow && st.awaiting === 'move';
  const legal = canMove ? (st.legal || st.moves || []) : [];
  view.renderer.draw(st.board, legal.filter(x => x !== 'pass'), canMove ? onMove : null, info);
  const thr = $('throw-btn');
  thr.hidden = !(mineNow && st.awaiting === 'throw');
  thr.disabled = false;
  let status;
  if (st.awaiting === 'over' || st.result) status = t('table.over');
  else if (view.mode === 'pass' && mineNow) {
    status = t(st.awaiting === 'throw' ? 'table.theirThrow' : 'table.theirMove', { name: t('colour.' + toMove) });
  } else if (mineNow) status = t(st.awaiting === 'throw' ? 'table.yourThrow' : 'table.yourMove');
  else status = t(st.awaiting === 'throw' ? 'table.theirThrow' : 'table.theirMove', { name: seatName(toMove) });
  $('status').textContent = status;
}

function renderSeats() {
  const st = view.state;
  const box = $('seats');
  const n = Math.max(2, view.seats.length);
  box.replaceChildren();
  for (let s = 1; s <= n; s++) {
    const info = seatInfo(s);
    const isBot = info.kind === 'computer' || info.bot;
    const conn = isBot ? 'bot' : info.connected === true ? 'on' : info.connected === false ? 'off' : '';
    const connText = isBot ? t('table.computer') : info.connected === false ? t('table.disconnected')
      : info.connected === true ? t('table.connected') : (info.open ? t('table.empty') : '');
    const count = view.counts ? view.counts[s] : null;
    const card = el('div', { class: 'seat' + (st && Number(st.toMove) === s && st.awaiting !== 'over' ? ' to-move' : '') },
      el('span', { class: `chip seat${s}`, 'aria-hidden': 'true' }),
      el('span', { class: 'who' },
        `${t('colour.' + s)}${info.name || controls(s) || isBot ? ' · ' + seatName(s) : ''}`,
        el('small', {}, el('span', { class: 'conn ' + conn, 'aria-hidden': 'true' }), connText)),
      count != null ? el('span', { class: 'count', text: t(view.game === 'kimasai' ? 'table.stones' : 'table.pieces', { n: count }) }) : null);
    box.append(card);
  }
  // A watcher may take over a seat whose player has gone.
  const panel = $('join-panel');
  const actions = $('join-actions');
  actions.replaceChildren();
  if (view.mine.length === 0 && view.game) {
    panel.hidden = false;
    for (const info of view.seats) {
      if (info.connected === false && info.kind !== 'computer') {
        actions.append(el('button', { class: 'btn small', type: 'button', text: t('table.takeover', { n: info.seat }),
          onclick: () => view.socket?.takeover(info.seat) }));
      }
    }
  } else panel.hidden = true;
}

function addLog(text, notation, cls = '') {
  const li = el('li', { class: cls }, el('span', { text }), notation ? el('code', { text: notation }) : null);
  $('moves').append(li);
  $('no-moves').hidden = true;
  const list = $('moves');
  list.scrollTop = list.scrollHeight;
  return li;
}

let announceTimer;
function announce(text) {
  const box = $('announce');
  box.textContent = text;
  box.hidden = false;
  $('live').textContent = text;
  clearTimeout(announceTimer);
  announceTimer = setTimeout(() => { box.hidden = true; }, 5000);
}

function showResult(result, withSound) {
  const d = $('result');
  const body = $('result-body');
  body.replaceChildren();
  const winners = (result.winners || []).map(Number);
  const draw = result.draw || winners.length === 0;
  const throws = result.throws ?? result.details?.throws;
  const gulmasi = result.gulmasi ?? result.details?.gulmasi;
  const iWon = winners.some(w => controls(w)) && view.mine.length === 1;
  let title;
  if (draw) {
    title = t('result.draw');
    body.append(el('p', { text: view.game === 'kimasai' ? t('result.drawRepeat')
      : view.game === 'kasimala' ? t('result.drawLimit') : t('result.draw') }));
  } else {
    title = iWon ? t('result.youWin') : t('result.wins', { name: winners.map(seatName).join(', ') });
    if (view.game === 'kasimala') {
      if (gulmasi) {
        body.append(el('p', {}, el('span', { class: 'gulmasi', text: t('result.gulmasi') })));
        body.append(el('p', { class: 'score', text: t('result.scoreDouble', { n: 2 }) }));
      } else {
        if (throws >= 2000) body.append(el('p', { text: t('result.limitWin', { name: winners.map(seatName).join(', ') }) }));
        body.append(el('p', { class: 'score', text: t('result.score', { n: 1 }) }));
      }
    }
  }
  if (throws != null) body.append(el('p', { text: t('result.throws', { n: throws }) }));
  $('result-title').textContent = title;
  $('rematch-btn').hidden = view.mine.length === 0;
  $('rematch-btn').disabled = false;
  if (withSound) playEnd(iWon || view.mine.length !== 1);
  if (!d.open) d.showModal();
  $('live').textContent = title;
}

function setupInvite() {
  if (view.mode !== 'friends') return;
  $('invite').hidden = false;
  const link = view.link || api.tableLink(tableId || 'preview');
  const input = $('invite-link');
  input.value = link;
  $('copy-btn').addEventListener('click', async () => {
    try { await navigator.clipboard.writeText(link); toast(t('table.copied')); }
    catch (e) {
      input.select();
      try { document.execCommand('copy') ? toast(t('table.copied')) : toast(t('table.copyFailed')); }
      catch (err) { toast(t('table.copyFailed')); }
    }
  });
  if (navigator.share) {
    const share = $('share-btn');
    share.hidden = false;
    share.addEventListener('click', () => navigator.share({
      title: t('site.name'), text: t('table.shareText', { game: t(`games.${view.game}.name`) }), url: link,
    }).catch(() => {}));
  }
}

onLangChange(() => {
  if (!view.game) return;
  $('rules-link').textContent = t('table.rules', { game: t(`games.${view.game}.name`) });
  render();
  drawStrips($('strips'), view.lastOutcome);
});

// ---- preview: canned messages through the same handlers, for looking without a server ----

let previewSim = null;
async function startPreview(kind) {
  const sim = await import('./preview.js');
  previewSim = sim.make(kind);
  absorbTable(previewSim.table);
  await setupBoard();
  for (const e of previewSim.history) onEvent(e);
  onState(previewSim.state());
  if (kind === 'over') { /* result shown by onState */ }
}
function previewThrow() {
  for (const ev of previewSim.throwStrips()) onEvent(ev);
  onState(previewSim.state());
}
function previewMove(move) {
  for (const ev of previewSim.move(move)) onEvent(ev);
  onState(previewSim.state());
}

start();
