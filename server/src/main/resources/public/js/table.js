// The table: board, seats, throw, moves, invite, results, against the server of server/API.md.
// A game plugs in as one module, /js/games/<game>.js, exporting
//   create(container, {options, seat, t}) -> {draw(board, legal, onMove, info)}, countPieces(board), usesThrow,
// and, for games with a throw whose objects they draw themselves, throwText(outcome, t) and
// drawThrow(el, outcome, {fresh, facts}). What a throw or move did (its worth, captures, payouts)
// comes from the event's `facts` (server/API.md); info.throwFacts gives the last throw's.
// info carries {lastMove, lastFacts, lastMoveBy, animate, act, seat, hint, freshThrow}: lastMove is the last move played (kept
// until the next, also after a reload), lastFacts that move event's facts (may be absent), animate true just after it; freshThrow says a throw just landed (dice and shells tumble); act is what this browser's seat may do now
// ({moves}, {stake: {khals, least, greatest}}), so a game may draw its own controls; hint is the
// move a hint suggests ({seat, move}), to be marked on the board without playing it.
//
// Address: /table/<id> (the server's link) or /table.html?id=<id>.
// Preview without a server: /table.html?preview=kasimala|kasimala25|kimasai|over|drawLimit|winLimit|kimasaiDraw.
//
// #table carries data-turn ("throw", "move", "wait", "sent", "over") and data-seq for tests and styles,
// and data-review (the seq of the event whose position is shown) while a finished game is stepped through.
import { initPage, param, el, toast } from './site.js';
import { t, has, onLangChange, apply } from './i18n.js';
import { game as findGame, loadRenderer, sideKey } from './catalog.js';
import * as api from './api.js';
import { drawStrips } from './strips.js';
import { playThrow, playMove, playCapture, playEnd } from './sound.js';
import { createReview } from './review.js';
import { setupInvite } from './invite.js';
import { oneTapMoves, setOneTapMoves } from './games/common.js';
import { words as makeWords, withFacts, capturedCount } from './words.js';

await initPage({ sound: true });

const $ = id => document.getElementById(id);
const tableId = param('id') || decodeURIComponent((location.pathname.match(/^\/table\/([^/]+)/) || [])[1] || '');
const preview = param('preview');

const view = {
  game: null, options: {}, mode: null, players: 2, seats: [], held: [], state: null, mine: {},
  mod: null, renderer: null, live: false, movedSinceState: false, lastOutcome: null, lastThrower: null, lastThrowFacts: null,
  pendingCaptures: [],
  counts: null, over: false, socket: null, link: null, next: null, takeoverAfter: 120, awaySince: {},
  hint: null, hintAsked: false, logEvent: null, review: null, lastMove: null, rematchSeats: null, drawRefused: false,
  fairness: null,
};

// ---- names and seats ----

function seatInfo(s) { return view.seats.find(x => x.seat === s) || { seat: s }; }
function isComputer(s) { return seatInfo(s).kind === 'computer'; }
function levelName(s) { const l = seatInfo(s).level; return l ? t('level.' + l) : ''; }
function holds(s) { return s != null && view.held.includes(s); }
/** What another seat is called in sentences: its colour and "computer", the player's name and colour, or the colour. */
function seatName(s) {
  if (s == null) return '';
  if (isComputer(s)) return t('seat.computer', { colour: colourName(s) });
  const name = seatInfo(s).name;
  return name && name !== colourName(s) ? t('seat.named', { name, colour: colourName(s) }) : colourName(s);
}
function colourName(s) { return t(sideKey(view.game, s, view.players)); }
/** Every seat's name for sentences, by seat number, as the boards take them. */
function seatNames() {
  const names = {};
  for (let s = 1; s <= view.players; s++) names[s] = seatName(s);
  return names;
}
/** The seat this browser plays alone, which sentences call "you"; null when watching or sharing the screen. */
function soleSeat() { return view.held.length === 1 ? view.held[0] : null; }
/** Sentence builders for the page's language and seats (js/words.js). */
function w() { return makeWords({ t, you: soleSeat(), nameOf: seatName, colourOf: colourName }); }
/** Words for something a seat did, said to "you" when it is this browser's only seat. */
function byWhom(s, key) {
  return soleSeat() === s ? t(key + 'You') : t(key, { name: seatName(s) });
}

// ---- start ----

async function start() {
  if (preview) return startPreview(preview);
  if (!tableId) return fail(t('table.notFound'));
  let pub;
  try { pub = await api.getTable(tableId); } catch (e) {
    if (offline(e)) {
      // Tried again in place, not by a reload: an 'online' event can come while the reader is already
      // going to another page (Chromium sends one to the page it leaves), and a reload would undo that.
      addEventListener('online', () => start(), { once: true });
      return fail(t('table.offline'), 'offline');
    }
    return fail(e.status === 404 ? t('table.notFound') : t('table.error', { message: e.message }));
  }
  absorbPublic(pub);
  if (!api.savedSeat(tableId) && view.mode === 'friends' && view.seats.some(s => s.kind === 'open')) {
    const name = (localStorage.getItem('chautari.name') || '').trim();
    if (!name || !(await join(name))) await askToJoin();
  }
  holdSaved();
  await setupBoard();
  connect();
}

function holdSaved() {
  const saved = api.savedSeat(tableId);
  view.held = saved ? saved.seats.map(Number) : [];
}

function connect() {
  view.socket = new api.TableSocket(tableId, {
    onEvent, onState, onPresence, onHint,
    onError: m => {
      if (view.hintAsked && ['no-hint', 'rate-limited'].includes(m.code)) {
        view.hintAsked = false;
        announce(t('table.noHint'));
      } else if (!['stale', 'not-your-turn', 'no-throw'].includes(m.code)) {
        // stale, not-your-turn, no-throw: the table moved on meanwhile and its state is on the way
        announce(t('table.error', { message: m.message }));
      }
      render();
    },
    onStatus: s => { $('conn-banner').hidden = s === 'open'; connectionWords(); },
    onRefused: code => {
      if (code === 'forbidden') { // a token from elsewhere: watch instead
        api.forgetSeat(tableId);
        view.held = [];
        connect();
      } else fail(t('table.notFound'));
    },
  });
}

async function join(name) {
  try {
    await api.joinTable(tableId, name);
    return true;
  } catch (e) {
    if (e.code === 'table-full') return true; // watch
    toast(t('table.error', { message: e.message }));
    return false;
  }
}

/** A friend who opened the link: a name, then the empty seat (or just watch). */
function askToJoin() {
  return new Promise(resolve => {
    $('loading').hidden = true;
    const panel = $('join-form');
    panel.hidden = false;
    const input = $('join-name');
    input.focus();
    panel.onsubmit = async e => {
      e.preventDefault();
      const name = input.value.trim() || t('table.guest');
      try { localStorage.setItem('chautari.name', name); } catch (err) { /* ignore */ }
      $('join-btn').disabled = true;
      if (await join(name)) { panel.hidden = true; resolve(); } else $('join-btn').disabled = false;
    };
    $('watch-btn').onclick = () => { panel.hidden = true; resolve(); };
  });
}

/** The heading the server wrote for readers without the script: the table or the message takes its place. */
function dropPreviewTitle() { document.getElementById('preview-title')?.remove(); }

/** No answer at all (not an error status): the network is gone. A table needs it, unlike the home and rules pages. */
function offline(e) { return !navigator.onLine || (e instanceof TypeError && !e.status); }

/** The lost-connection banner says whether the network itself is gone. */
function connectionWords() {
  const banner = $('conn-banner');
  banner.dataset.i18n = navigator.onLine ? 'table.reconnecting' : 'table.offlineBanner';
  banner.textContent = t(banner.dataset.i18n);
}
addEventListener('offline', () => { if (tableId) connectionWords(); });
addEventListener('online', () => { if (tableId) connectionWords(); });

function fail(message, why) {
  dropPreviewTitle();
  $('loading').hidden = false;
  if (why) $('loading').dataset.why = why; else delete $('loading').dataset.why;
  $('loading').replaceChildren(el('span', { text: message }), ' ',
    el('a', { href: '/', id: 'home-link', text: t('table.homeLink') }));
  $('table').hidden = true;
}

/** Takes what GET /api/tables/{id} says. */
function absorbPublic(m) {
  view.game = m.game;
  view.options = m.options || {};
  view.mode = m.mode;
  view.players = m.players || 2;
  view.seats = (m.seats || []).map(s => ({ ...s, seat: Number(s.seat) }));
  view.next = m.next || null;
  if (m.link) view.link = m.link;
  if (m.fairness) view.fairness = m.fairness;
}

async function setupBoard() {
  const g = findGame(view.game);
  dropPreviewTitle();
  $('loading').hidden = true;
  renderSeats(); // before the table shows, so the seats never push the board down
  $('table').hidden = false;
  const gameName = t(`games.${view.game}.name`);
  const rules = $('rules-link');
  rules.href = `/rules/${view.game}`;
  rules.textContent = t('table.rules', { game: gameName });
  $('table-title').textContent = gameName;
  setupOneTap();
  document.documentElement.dataset.titleExtra = `games.${view.game}.name`;
  document.body.dataset.game = view.game;
  apply(document);
  if (view.mode === 'friends') setupInvite(view.link || api.tableLink(tableId || 'preview'), view.game);
  $('throw-btn').addEventListener('click', doThrow);
  $('hint-btn').addEventListener('click', askHint);
  $('rematch-btn').addEventListener('click', askRematch);
  setupMenu();
  $('look-btn').addEventListener('click', () => $('result').close());
  $('show-result-btn').addEventListener('click', () => { if (!$('result').open) $('result').showModal(); });
  setupReview();
  setupSeal();
  if (!g || !g.table) {
    $('board').textContent = t('table.noBoard', { game: gameName });
    return;
  }
  view.mod = await loadRenderer(view.game);
  setupVerifyLink();
  renderSeal();
  if (!view.mod.usesThrow || view.mod.throwLabel) $('actions').classList.add('no-strips');
  if (view.mod.throwLabel) { // a game's own words for its throw (dice, shells)
    Object.assign($('throw-btn').dataset, { i18n: view.mod.throwLabel, i18nAttr: 'title:' + view.mod.throwHint });
    apply($('actions'));
  }
  const wrap = $('board');
  if (view.options.cells === 25) wrap.classList.add('long');
  const seat = view.held.length === 1 ? view.held[0] : 1;
  view.renderer = view.mod.create(wrap, { options: view.options, seat, t });
  render();
}

// ---- messages ----

/** A throw by its name as the server told it (Kasimala's strips), or the game's own words for it. */
function throwWords(outcome, facts = view.lastThrowFacts) {
  if (view.mod?.throwText) return view.mod.throwText(outcome, t);
  return facts?.name ? t('throw.' + facts.name) : outcome;
}
function drawThrow(outcome, fresh, facts = view.lastThrowFacts) {
  if (view.mod?.drawThrow) return view.mod.drawThrow($('strips'), outcome, { fresh, t, facts });
  if (view.game === 'kasimala') drawStrips($('strips'), outcome, { fresh, facts });
}
/** A move's text as from and to ("6:Sc8-Sr3" -> Sc8, Sr3); null for a move that is not one. */
function fromTo(text) {
  const parts = /^(?:[^:]+:)?([^-]+)-(.+)$/.exec(text);
  return parts ? { from: parts[1], to: parts[2] } : null;
}

function onEvent(m) {
  view.logEvent = m;
  const s = m.seat != null ? Number(m.seat) : null;
  const live = view.live;
  switch (m.kind) {
    case 'throw': {
      const facts = m.facts || {};
      view.lastOutcome = m.text;
      view.lastThrower = s;
      view.lastThrowFacts = facts;
      view.lastPass = false;
      const words = () => throwSentence(m, s);
      addLog(words, m.text);
      if (live) {
        playThrow(view.game);
        view.freshThrow = true; // the next drawing of the board shows the throw landing
        drawThrow(m.text, true);
        say(words());
      }
      return;
    }
    case 'move': {
      // A secret move (a Kauda stake) stays hidden on a shared screen too: the next player is looking.
      if (m.hidden || (view.held.length > 1 && view.mod?.isSecret?.(m.text))) {
        addLog(() => w().staked(s), '');
        return;
      }
      const auto = m.by === 'table';
      view.drawRefused = false;
      view.lastPass = m.text === 'pass';
      if (m.text !== 'pass') view.lastMove = { move: m.text, seat: s, facts: m.facts || null };
      if (m.text === 'pass') {
        const outcome = view.lastOutcome;
        const words = () => view.mod?.passLog ? view.mod.passLog(s, w())
          : outcome ? w().lost(s, throwWords(outcome)) : w().stuck(s);
        addLog(words, 'pass', 'auto');
        if (live) announce(words());
        return;
      }
      const { from, to } = fromTo(m.text) || { from: m.text, to: '' };
      const facts = m.facts || {};
      const captured = capturedCount(facts);
      // A throw that already said "throws again" is not said again by the move after it.
      const told = view.lastThrowFacts?.extraThrow ? { ...facts, extraThrow: false } : facts;
      const words = () => moveSentence(m.text, s, told) + (auto && !view.mod?.movesPlayThemselves ? ` (${t('log.auto')})` : '');
      const entry = addLog(words, m.text, [auto && 'auto', captured && 'capture'].filter(Boolean).join(' '));
      if (captured) entry.dataset.captured = String(captured);
      if (live) {
        view.movedSinceState = true;
        // Several moves may come before the next state (forced moves, the computer's): keep every capture.
        if (captured) view.pendingCaptures.push({ seat: s, n: captured });
        if (auto) announce(view.mod?.moveLog ? words() : w().of('announce.auto', s, { from, to })); // a game's own words for its squares
        else if (!holds(s) || view.held.length > 1) say(words());
      }
      return;
    }
    case 'join': {
      const info = seatInfo(s);
      if (!view.seats.includes(info)) view.seats.push(info);
      Object.assign(info, { kind: 'human', name: m.name });
      addLog(() => t('log.join', { name: m.name, colour: colourName(s) }), '');
      if (live) announce(t('log.join', { name: m.name, colour: colourName(s) }));
      renderSeats();
      return;
    }
    case 'takeover': {
      Object.assign(seatInfo(s), { kind: 'computer' });
      addLog(() => t('log.takeover', { colour: colourName(s) }), '');
      if (live) announce(t('log.takeover', { colour: colourName(s) }));
      renderSeats();
      return;
    }
    case 'resign': {
      const words = () => byWhom(s, 'log.resign');
      addLog(words, '');
      if (live) announce(words());
      return;
    }
    case 'draw': {
      const key = { offer: 'log.drawOffer', accept: 'log.drawAccept', decline: 'log.drawDecline' }[m.action];
      if (!key) return;
      if (m.action === 'decline' && view.held.length === 1 && !holds(s)) view.drawRefused = true;
      const words = () => byWhom(s, key);
      addLog(words, '');
      if (live && !(holds(s) && view.held.length === 1)) announce(words());
      return;
    }
    case 'rematch-agree': {
      const words = () => byWhom(s, 'log.rematchAgree');
      addLog(words, '');
      if (live && !holds(s)) announce(words());
      return;
    }
    case 'rematch': {
      view.next = m.next;
      view.rematchSeats = m.seats || null;
      addLog(() => t('log.rematch'), '');
      if (live) goToRematch();
      else renderResultButtons();
      return;
    }
    default:
  }
}

/** A throw in words, with what its facts add (an extra throw, payouts). */
function throwSentence(m, s) {
  const wd = w();
  const facts = m.facts || {};
  const base = view.mod?.throwLog ? view.mod.throwLog(m.text, s, wd, facts)
    : wd.of('log.throw', s, { throw: throwWords(m.text, facts), n: facts.steps ?? 0 });
  return withFacts(wd, s, base, { payouts: facts.payouts, extraThrow: facts.extraThrow });
}

/** A move in words, with what its facts add (captures, payouts, an extra throw). */
function moveSentence(text, s, facts) {
  const wd = w();
  const parts = fromTo(text);
  const base = view.mod?.moveLog ? view.mod.moveLog(text, s, wd)
    : parts ? wd.move(s, parts.from, parts.to) : wd.of('log.moveText', s, { move: text });
  return withFacts(wd, s, base, facts, { sentBack: view.mod?.capturesSendBack || false });
}

function onState(m) {
  const wasLive = view.live;
  view.state = m;
  view.mine = m.mine || {};
  if (m.fairness) { view.fairness = m.fairness; renderSeal(); }
  for (const [seat, level] of Object.entries(m.levels || {})) seatInfo(Number(seat)).level = level;
  if (m.next) view.next = m.next;
  if (view.mod && m.board) view.counts = view.mod.countPieces(m.board);
  const moved = view.movedSinceState;
  view.movedSinceState = false;
  const captures = view.pendingCaptures;
  view.pendingCaptures = [];
  if (wasLive && moved) {
    if (captures.length) {
      playCapture();
      announce(captures.map(c => w().of('announce.capture', c.seat, { n: c.n })).join(' '));
    } else playMove();
  }
  render(moved ? { animate: true } : {});
  if (!wasLive) {
    view.live = true;
    drawThrow(view.lastOutcome, false);
  }
  const over = m.awaiting === 'over' || !!m.result;
  if (over && !view.over) showResult(m.result || {}, wasLive);
  view.over = over;
  if (over) { renderResultButtons(); enableReview(); }
}

function onPresence(m) {
  view.takeoverAfter = m.takeoverAfterSeconds ?? view.takeoverAfter;
  const now = Date.now();
  for (const p of m.seats || []) {
    const s = seatInfo(Number(p.seat));
    if (!view.seats.includes(s)) view.seats.push(s);
    Object.assign(s, p, { seat: Number(p.seat) });
    if (p.connected === false && p.kind === 'human') view.awaySince[s.seat] = now - (p.awayMillis || 0);
    else delete view.awaySince[s.seat];
  }
  renderSeats();
}

// ---- actions ----

/** The seat of this browser that must act now, and what it may do. */
function myAction() {
  for (const [seat, act] of Object.entries(view.mine || {})) {
    if (act) return { seat: Number(seat), act };
  }
  return null;
}

function doThrow() {
  const btn = $('throw-btn');
  if (btn.hidden || btn.disabled) return;
  view.throwFocused = document.activeElement === btn;
  btn.disabled = true;
  setTurn('sent');
  if (preview) return previewThrow();
  if (!view.socket?.throwStrips()) { btn.disabled = false; setTurn(); }
}

/** A move for this browser's seat; a game that acts for one of several held seats (stakes) names it. */
function onMove(move, seat) {
  setTurn('sent');
  if (preview) return previewMove(move);
  const mine = myAction();
  const s = seat ?? (mine ? mine.seat : undefined);
  if (!view.socket?.move(move, view.held.length > 1 ? s : undefined)) setTurn();
}

// ---- hints ----

/** A person may ask for a hint at a table against the computer or in pass-and-play, when a move (not a throw) is theirs. */
function canHint() {
  return !preview && !view.over && view.held.length > 0 && ['computer', 'pass'].includes(view.mode)
    && Object.values(view.mine || {}).some(a => a && (a.stake || (a.moves || []).some(x => x !== 'pass')));
}

/** The seat a hint is for: the one awaited, or among several (stakes at a shared screen) the one the board shows. */
function hintSeat() {
  const awaited = Object.entries(view.mine || {}).filter(([, a]) => a && !a.throw).map(([s]) => Number(s));
  return awaited.length === 1 ? awaited[0] : view.renderer?.activeSeat?.() ?? awaited[0];
}

function askHint() {
  if (!canHint() || view.hintAsked) return;
  if (view.socket?.hint(hintSeat())) view.hintAsked = true;
  renderHint();
}

function onHint(m) {
  view.hintAsked = false;
  if (view.state && m.seq === view.state.seq) view.hint = { seq: m.seq, seat: Number(m.seat), move: m.move };
  render();
  if (currentHint()) say($('hint-text').textContent);
}

/** The hint for the position on the board now, or null once the table has moved on. */
function currentHint() {
  return view.hint && view.state && view.hint.seq === view.state.seq && canHint() ? view.hint : null;
}

function hintWords(move) {
  if (view.mod?.hintText) return view.mod.hintText(move, t);
  const parts = fromTo(move);
  return parts ? t('board.targetLabel', parts) : move;
}

function renderHint() {
  $('hint-row').hidden = !canHint();
  const btn = $('hint-btn');
  btn.disabled = view.hintAsked;
  btn.textContent = t(view.hintAsked ? 'table.hintThinking' : 'table.hint');
  const hint = currentHint();
  $('hint-text').textContent = hint ? t('table.hintShown', { move: hintWords(hint.move) }) : '';
}

// ---- the game menu: resign, offer a draw, answer one ----

function setupMenu() {
  $('resign-btn').addEventListener('click', () => {
    const seat = resignSeat();
    $('resign-question').textContent = view.held.length === 1 ? t('menu.resignAsk')
      : t('menu.resignAskFor', { name: seatName(seat) });
    $('resign-confirm').dataset.seat = seat;
    $('resign-confirm').hidden = false;
    $('menu-buttons').hidden = true;
    $('resign-no').focus();
  });
  const closeConfirm = () => { $('resign-confirm').hidden = true; $('menu-buttons').hidden = false; };
  $('resign-no').addEventListener('click', closeConfirm);
  $('resign-yes').addEventListener('click', () => {
    const seat = Number($('resign-confirm').dataset.seat);
    view.socket?.resign(view.held.length > 1 ? seat : undefined);
    closeConfirm();
  });
  $('draw-btn').addEventListener('click', () => view.socket?.draw('offer', view.held.length > 1 ? resignSeat() : undefined));
  $('draw-accept').addEventListener('click', () => view.socket?.draw('accept'));
  $('draw-decline').addEventListener('click', () => view.socket?.draw('decline'));
}

/** The seat a resignation or draw offer is for: ours, or at a shared screen the one to act. */
function resignSeat() {
  if (view.held.length === 1) return view.held[0];
  const toMove = view.state?.toMove != null ? Number(view.state.toMove) : null;
  return holds(toMove) ? toMove : hintSeat() ?? view.held[0];
}

function renderMenu() {
  const st = view.state;
  const playing = st && st.status === 'playing' && !st.result;
  const menu = $('game-menu');
  menu.hidden = !!preview || !playing || !view.held.some(s => !isComputer(s));
  if (menu.hidden) return;
  const by = st.drawOffer != null ? Number(st.drawOffer) : null;
  const toMe = by != null && view.held.some(s => s !== by);
  $('draw-btn').hidden = !st.drawAllowed || by != null;
  $('draw-btn').disabled = view.drawRefused;
  $('draw-answer').hidden = !toMe;
  $('draw-offer-text').textContent = toMe ? t('menu.drawOffered', { name: seatName(by) }) : '';
  $('menu-note').textContent = by != null && !toMe ? t('menu.drawWaiting')
    : view.drawRefused && st.drawAllowed ? t('menu.drawRefused') : '';
}

function askRematch() {
  if (view.next) return goToRematch();
  if (preview) return;
  view.socket?.rematch();
  $('rematch-btn').disabled = true;
  $('result-note').textContent = t('result.rematchAsked');
}

/** The rematch keeps every seat's token, with every seat moved on (its event says where): carry ours over and sit down. */
function goToRematch() {
  const saved = api.savedSeat(tableId);
  const moved = s => Number((view.rematchSeats || {})[s] ?? s);
  if (saved) api.saveSeat(view.next, { seat: moved(saved.seat), seats: saved.seats.map(moved), token: saved.token });
  view.socket?.close();
  location.href = `/table/${encodeURIComponent(view.next)}`;
}

// ---- drawing ----

function setTurn(turn) {
  const st = view.state;
  const mine = myAction();
  if (!turn) {
    if (!st) turn = 'loading';
    else if (st.awaiting === 'over' || st.result) turn = 'over';
    else if (mine?.act.throw) turn = 'throw';
    else if (mine) turn = 'move';
    else turn = 'wait';
  }
  $('table').dataset.turn = turn;
  $('table').dataset.seq = st ? st.seq : 0;
}

function render(info = {}) {
  const st = view.state;
  renderSeats();
  setTurn();
  if (!st) return;
  const mine = myAction();
  const toMove = st.toMove != null ? Number(st.toMove) : null;
  const legal = mine?.act.moves ? mine.act.moves.filter(x => x !== 'pass') : [];
  if (view.renderer) {
    view.renderer.draw(st.board, legal, mine && !mine.act.throw ? onMove : null,
      { lastMove: view.lastMove?.move ?? null, lastFacts: view.lastMove?.facts ?? null, lastMoveBy: view.lastMove?.seat ?? null,
        ...info, act: mine?.act || null, seat: mine?.seat ?? null, mine: view.mine, toMove, awaiting: st.awaiting,
        over: st.awaiting === 'over' || !!st.result, mode: view.held.length > 1 ? 'pass' : view.mode,
        outcome: view.lastOutcome, throwFacts: view.lastThrowFacts, lastThrowBy: view.lastThrower, passed: !!view.lastPass, names: seatNames(),
        you: soleSeat(), words: w(), hint: currentHint(), freshThrow: !!view.freshThrow });
    view.freshThrow = false;
  }
  renderHint();
  renderMenu();
  const thr = $('throw-btn');
  const wasHidden = thr.hidden;
  const throwHadFocus = document.activeElement === thr || view.throwFocused;
  view.throwFocused = false;
  thr.hidden = !mine?.act.throw;
  thr.disabled = false;
  // The throw is made: focus goes on to the board (or to the next throw due here), not lost to the page.
  if (throwHadFocus) { if (thr.hidden) view.renderer?.focus?.(); else thr.focus({ preventScroll: true }); }
  if (!thr.hidden && wasHidden && !document.activeElement?.closest('input, textarea, dialog, .marks')) thr.focus({ preventScroll: true });
  const pass = view.held.length > 1;
  let status;
  const own = view.mod?.statusText?.(st, { mine: view.mine, pass, t, seatName });
  if (st.awaiting === 'over' || st.result) status = $('result-title').textContent || t('table.over');
  else if (own) status = own;
  else if (mine && pass) status = t(mine.act.throw ? 'table.passThrow.' + view.game : 'table.passMove', { name: seatName(mine.seat) });
  else if (mine) status = t(mine.act.throw ? 'table.yourThrow.' + view.game : 'table.yourMove');
  else if (toMove == null) status = t('table.waiting');
  else status = t(st.awaiting === 'throw' ? 'table.theirThrow' : 'table.theirMove', { name: seatName(toMove) });
  $('status').textContent = status;
  $('status').title = status;
  $('status').dataset.seat = mine ? mine.seat : (toMove ?? '');
  view.review?.redraw();
}

function renderSeats() {
  const st = view.state;
  const box = $('seats');
  const n = Math.max(view.players, view.seats.length);
  box.replaceChildren();
  const now = Date.now();
  for (let s = 1; s <= n; s++) {
    const info = seatInfo(s);
    const comp = info.kind === 'computer';
    const open = info.kind === 'open';
    const conn = comp ? 'bot' : open ? 'open' : info.connected ? 'on' : 'off';
    const connText = comp ? (info.level ? t('table.level', { level: levelName(s) }) : t('table.computer')) : open ? t('table.empty')
      : info.connected ? t('table.connected') : t('table.disconnected');
    const count = view.counts ? view.counts[s] : null;
    const unnamed = !comp && info.name === colourName(s); // a pass-and-play seat left to its colour
    const player = open || unnamed ? null : comp ? t('table.computer')
      : `${info.name || ''}${holds(s) && view.held.length === 1 ? ` (${t('table.you')})` : ''}`;
    const who = player === null ? colourName(s) : `${colourName(s)} · ${player}`;
    const card = el('div', { class: 'seat' + (st && Number(st.toMove) === s && !view.over ? ' to-move' : ''),
      'data-seat': s, 'data-conn': conn, 'data-level': comp ? info.level : null },
      el('span', { class: `chip seat${s}`, 'aria-hidden': 'true' }),
      el('span', { class: 'who' }, el('span', { class: 'name', title: who }, el('span', { class: 'colour', text: colourName(s) }),
        player === null ? null : [el('span', { class: 'sep', text: ' · ' }), el('span', { class: 'player', text: player })]),
        el('small', {}, el('span', { class: 'conn ' + conn, 'aria-hidden': 'true' }), connText)),
      count != null ? el('span', { class: 'count', text: t(view.mod?.countKey || (view.game === 'kimasai' ? 'table.stones' : 'table.pieces'), { n: count }) }) : null);
    box.append(card);
  }
  // A seated player may hand a long-gone player's seat to the computer.
  const actions = $('join-actions');
  actions.replaceChildren();
  if (view.held.length && !view.over) {
    for (const [seat, since] of Object.entries(view.awaySince)) {
      const s = Number(seat);
      if (holds(s)) continue;
      const ready = now - since >= view.takeoverAfter * 1000;
      actions.append(el('button', { class: 'btn small secondary', type: 'button', disabled: !ready,
        text: t('table.takeover', { colour: colourName(s) }),
        title: ready ? null : t('table.takeoverWait', { n: view.takeoverAfter }),
        onclick: () => view.socket?.takeover(s) }));
    }
  }
  $('join-panel').hidden = !actions.children.length && view.held.length > 0;
  if (view.mode === 'friends') $('invite').hidden = !view.seats.some(x => x.kind === 'open');
  $('watching').hidden = view.held.length > 0;
}
setInterval(() => { if (Object.keys(view.awaySince).length) renderSeats(); }, 5000);

/**
 * One entry of the move list for the event being taken: its words first, its notation as a small second line.
 * words: a function giving the entry's words in the current language (entries are re-worded on a switch).
 * A move right after its seat's throw is drawn as part of that throw's group.
 */
function addLog(words, notation, cls = '') {
  const m = view.logEvent || {};
  const list = $('moves');
  const prev = list.lastElementChild;
  const hidden = m.kind === 'move' && !notation;
  const follows = m.kind === 'move' && !hidden && !view.mod?.isSecret?.(notation)
    && prev?.dataset.kind === 'throw' && prev.dataset.seat === String(m.seat);
  const li = el('li', { class: [cls, follows ? 'follows' : '', hidden ? 'hidden-move' : ''].filter(Boolean).join(' ') || null,
    'data-seq': m.seq, 'data-kind': m.kind, 'data-seat': m.seat },
  el('span', { class: 'words', text: words() }), notation ? el('code', { class: 'notation', text: notation }) : null);
  li.words = words;
  list.append(li);
  $('no-moves').hidden = true;
  list.scrollTop = list.scrollHeight;
  return li;
}

// ---- fair throws: the seal shown while the game is on, the check once it is over (/verify) ----

function setupSeal() {
  const btn = $('seal-btn');
  btn.addEventListener('click', () => {
    const full = btn.getAttribute('aria-expanded') !== 'true';
    btn.setAttribute('aria-expanded', String(full));
    renderSeal();
  });
  renderSeal();
}

/** "Throws are sealed: SHA-256 ab12cd34…", the whole value on tap and in the title; only in a game with throws. */
function renderSeal() {
  const c = view.mod?.usesThrow ? view.fairness?.commitment : null;
  $('seal').hidden = !c;
  if (!c) return;
  const btn = $('seal-btn');
  const full = btn.getAttribute('aria-expanded') === 'true';
  btn.textContent = t('table.sealed', { short: full ? c : c.slice(0, 8) + '…' });
  btn.title = t('table.sealedFull', { commitment: c });
}

/** The results screen's "Check the throws", for games with throws. */
function setupVerifyLink() {
  $('verify-row').hidden = !!preview || !view.mod?.usesThrow;
  $('verify-link').href = `/verify?table=${encodeURIComponent(tableId)}`;
}

// ---- review: a finished game stepped through, from the server's positions ----

function setupReview() {
  if (preview) return;
  view.review = createReview({
    list: $('moves'), box: $('review'), where: $('review-where'), t,
    load: () => api.getPositions(tableId), loaded: revealHidden, show: showReviewed, leave: leaveReview,
  });
  const link = $('record-link');
  link.href = api.recordDownloadUrl(tableId);
  link.download = `chautari-${view.game}-${tableId}.txt`;
}

function enableReview() { view.review?.enable(); }

/** Once over, the positions name every event: the entries of stakes that were hidden get their words and notation. */
function revealHidden(positions) {
  for (const p of positions) {
    const li = p.kind === 'move' ? $('moves').querySelector(`li.hidden-move[data-seq="${p.seq}"]`) : null;
    if (!li) continue;
    li.words = () => moveSentence(p.text, p.seat, {});
    li.firstChild.textContent = li.words();
    li.append(el('code', { class: 'notation', text: p.text }));
    li.classList.remove('hidden-move');
  }
}

/** The seat cards' counts of pieces for a board (a reviewed one, or the final one again). */
function showCounts(board) {
  if (!view.mod || !board) return;
  view.counts = view.mod.countPieces(board);
  renderSeats();
}

/** Draws a position of the finished game: its board, the last move's mark and the throw it was played with. */
function showReviewed({ position: p, lastThrow }) {
  const played = p.kind === 'move' && p.text !== 'pass';
  view.renderer?.draw(p.board, [], null, {
    lastMove: played ? p.text : null, lastFacts: played ? p.facts : null, lastMoveBy: played ? Number(p.seat) : null,
    animate: false, act: null, seat: null, mine: {},
    toMove: p.toMove ?? null, awaiting: p.awaiting, over: !!p.result, mode: view.held.length > 1 ? 'pass' : view.mode,
    outcome: lastThrow?.text ?? null, throwFacts: lastThrow?.facts ?? null, lastThrowBy: lastThrow ? Number(lastThrow.seat) : null,
    passed: p.kind === 'move' && p.text === 'pass', names: seatNames(), you: soleSeat(), words: w(), hint: null,
  });
  drawThrow(lastThrow?.text ?? null, false, lastThrow?.facts);
  $('table').dataset.review = p.seq;
  showCounts(p.board);
}

function leaveReview() {
  delete $('table').dataset.review;
  showCounts(view.state.board);
  render();
  drawThrow(view.lastOutcome, false);
}

/** Words for screen readers only. */
function say(text) { $('live').textContent = text; }

let announceTimer;
/** Something nobody should miss: shown on the table for a while, and read out. */
function announce(text) {
  const box = $('announce');
  box.textContent = text;
  box.hidden = false;
  say(text);
  clearTimeout(announceTimer);
  announceTimer = setTimeout(() => { box.hidden = true; }, 6000);
}

function showResult(result, withSound) {
  const body = $('result-body');
  body.replaceChildren();
  const winners = (result.winners || []).map(Number);
  const draw = !!result.draw || winners.length === 0;
  const throws = result.throws;
  const gulmasi = !!result.gulmasi;
  const iWon = view.held.length === 1 && winners.some(holds);
  const limit = view.game === 'kasimala' && throws >= 2000;
  const resigned = result.reason === 'resigned' ? Number(result.resigned) : null;
  const byPlayers = resigned != null || result.reason === 'agreed'; // ended by its players, not by the game's rules
  let title;
  const wd = w();
  const own = byPlayers ? null : view.mod?.result?.(result, { t, words: wd, players: view.players, options: view.options, you: soleSeat(),
    board: view.state?.board });
  if (own) {
    title = own.title;
    for (const line of own.lines || []) body.append(el('p', { class: line.cls || 'reason', text: line.text }));
  } else if (draw) {
    title = t('result.draw');
    body.append(el('p', { class: 'reason', text: byPlayers ? t('result.drawAgreed') : ruleReason(result, null, wd)
      ?? (view.game === 'kimasai' ? t('result.drawRepeat') : limit ? t('result.drawLimit') : t('result.drawPlain')) }));
  } else {
    const sideWins = winners.length === 1 && `result.wins.${view.game}.${winners[0]}`;
    title = iWon ? t('result.youWin') : sideWins && has(sideWins) ? t(sideWins)
      : t('result.wins', { name: winners.map(wd.who).join(', ') });
    const loser = view.players === 2 && winners.length === 1 ? 3 - winners[0] : null;
    const reason = text => body.append(el('p', { class: 'reason', text }));
    const why = resigned == null ? ruleReason(result, loser, wd) : null;
    if (resigned != null) {
      reason(byWhom(resigned, 'log.resign'));
    } else if (why) {
      reason(why);
    } else if (view.game === 'kasimala') {
      if (limit) reason(wd.of('result.limitWin', winners[0]));
      else if (loser) reason(wd.of('result.noPieces', loser));
      if (gulmasi) {
        body.append(el('p', {}, el('span', { class: 'gulmasi', text: t('result.gulmasi') })));
        body.append(el('p', { class: 'score', text: t('result.scoreDouble', { n: 2 }) }));
      } else {
        body.append(el('p', { class: 'score', text: t('result.score', { n: 1 }) }));
      }
    } else if (view.game === 'kimasai' && loser) {
      reason(wd.of(view.counts?.[loser] === 0 ? 'result.noStones' : 'result.noMove', loser));
    }
  }
  if (throws != null) body.append(el('p', { text: t('result.throws', { n: throws }) }));
  if (result.captured != null && has(`result.${view.game}.capturedLine`)) {
    body.append(el('p', { class: 'captured', text: t(`result.${view.game}.capturedLine`, { n: Number(result.captured) }) }));
  }
  for (let s = 1; s <= view.players; s++) {
    if (isComputer(s) && seatInfo(s).level) {
      body.append(el('p', { class: 'level', text: t('result.level', { colour: colourName(s), level: levelName(s) }) }));
    }
  }
  $('result-title').textContent = title;
  $('status').textContent = title;
  $('result').dataset.outcome = draw ? 'draw' : gulmasi ? 'gulmasi' : 'win';
  renderResultButtons();
  if (withSound) playEnd(iWon || view.held.length !== 1);
  if (!$('result').open) $('result').showModal();
  say(title);
}

/**
 * Why a game ended by its rules, where its result says (result.reason: Baghchal, Sholo Guti): the bundle's
 * result.<game>.<reason>, said of the losing seat (.you/.other) or of the losing side (.1/.2) where it has those.
 */
function ruleReason(result, loser, wd) {
  if (!result.reason) return null;
  const key = `result.${view.game}.${result.reason}`;
  if (loser != null && has(key + '.other')) return wd.of(key, loser);
  if (loser != null && has(`${key}.${loser}`)) return t(`${key}.${loser}`);
  return has(key) ? t(key) : null;
}

/** The rematch button and who has agreed so far: a rematch is made once every person agrees. */
function renderResultButtons() {
  const btn = $('rematch-btn');
  const rm = view.state?.rematch || { agreed: [], waiting: [] };
  const agreed = rm.agreed.map(Number), waiting = rm.waiting.map(Number);
  const iAgreed = view.held.length > 0 && view.held.every(s => agreed.includes(s));
  btn.hidden = view.held.length === 0 && !view.next;
  btn.disabled = !view.next && iAgreed;
  btn.textContent = t(view.next ? 'result.toRematch' : agreed.length && !iAgreed ? 'result.rematchAgree' : 'result.rematch');
  const list = seats => seats.map(s => seatName(s)).join(', ');
  $('result-note').textContent = view.next ? '' : iAgreed && waiting.length ? t('result.rematchWaiting', { names: list(waiting) })
    : agreed.length ? t('result.rematchWants', { names: list(agreed) }) + ' ' + t('result.rematchSwap') : '';
  $('show-result-btn').hidden = !view.over;
}

function setupOneTap() {
  const box = $('one-tap');
  box.checked = oneTapMoves();
  box.addEventListener('change', () => setOneTapMoves(box.checked));
}

onLangChange(() => {
  if (!view.game) return;
  renderSeal();
  $('rules-link').textContent = t('table.rules', { game: t(`games.${view.game}.name`) });
  $('table-title').textContent = t(`games.${view.game}.name`);
  render();
  $('announce').hidden = true; // said in the other language
  say('');
  for (const li of $('moves').children) if (li.words) li.firstChild.textContent = li.words();
  drawThrow(view.lastOutcome, false);
  if (view.over && view.state) { const open = $('result').open; showResult(view.state.result || {}, false); if (!open) $('result').close(); }
});

// ---- preview: canned messages through the same handlers, for looking without a server ----

let previewSim = null;
async function startPreview(kind) {
  const sim = await import('./preview.js');
  previewSim = sim.make(kind);
  absorbPublic(previewSim.table);
  view.link = previewSim.table.link;
  view.held = previewSim.held;
  await setupBoard();
  for (const e of previewSim.history) onEvent(e);
  onState(previewSim.state());
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
