// What the server tells the table: events (the move list, sounds and announcements), states and presence.
// What a throw or move did comes from its event's facts (server/API.md), never worked out here.
import { el } from '../site.js';
import { t } from '../i18n.js';
import { playThrow, playMove, playCapture } from '../sound.js';
import { withFacts, capturedCount } from '../words.js';
import { $, view, seatInfo, holds, colourName, w, byWhom, say, announce } from './state.js';
import { render, renderSeats, renderSeal } from './board.js';
import { goToRematch } from './actions.js';
import { showResult, renderResultButtons } from './results.js';
import { enableReview } from './review.js';
import { onReaction } from './reactions.js';
import { takeClock } from './clocks.js';


/** A throw by its name as the server told it (Kasimala's strips), or the game's own words for it. */
export function throwWords(outcome, facts = view.lastThrowFacts) {
  if (view.mod?.throwText) return view.mod.throwText(outcome, t);
  return facts?.name ? t('throw.' + facts.name) : outcome;
}
/** The last throw in the action bar, drawn by the game (strips, dice, shells) where it draws its throw there. */
export function drawThrow(outcome, fresh, facts = view.lastThrowFacts) {
  view.mod?.drawThrow?.($('strips'), outcome, { fresh, t, facts });
}
/** A move's text as from and to ("6:Sc8-Sr3" -> Sc8, Sr3); null for a move that is not one. */
export function fromTo(text) {
  const parts = /^(?:[^:]+:)?([^-]+)-(.+)$/.exec(text);
  return parts ? { from: parts[1], to: parts[2] } : null;
}

export function onEvent(m) {
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
        playThrow(view.mod?.throwSound);
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
      view.takebackRefused = false;
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
      const words = () => moveSentence(m.text, s, told, auto && !view.mod?.movesPlayThemselves);
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
    case 'takeback-ask': {
      const key = { offer: 'log.takebackAsk', decline: 'log.takebackDecline' }[m.action];
      if (!key) return;
      if (m.action === 'decline' && !holds(s)) view.takebackRefused = true;
      const words = () => byWhom(s, key);
      addLog(words, '');
      if (live && !holds(s)) announce(words());
      return;
    }
    case 'flag': {
      const words = () => byWhom(s, 'log.flag');
      addLog(words, '');
      if (live) announce(words());
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
    case 'reaction':
      onReaction(m);
      return;
    case 'takeback': { // the moves from seq m.from on no longer stand
      for (const li of [...$('moves').children]) if (Number(li.dataset.seq) >= m.from) li.remove();
      view.lastMove = null;
      view.lastPass = false;
      view.hint = null;
      const words = () => byWhom(s, 'log.takeback');
      addLog(words, '');
      if (live && !holds(s)) announce(words());
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
  return withFacts(wd, s, base, { payouts: facts.payouts, extraThrow: facts.extraThrow }, { payout: view.mod?.payoutText });
}

/** A move in words, with what its facts add (captures, payouts, an extra throw); auto: the table played it, the only move. */
export function moveSentence(text, s, facts, auto = false) {
  const wd = w();
  const parts = fromTo(text);
  const move = view.mod?.moveLog ? view.mod.moveLog(text, s, wd, facts)
    : parts ? wd.move(s, parts.from, parts.to) : wd.of('log.moveText', s, { move: text });
  const base = auto ? t('log.autoMove', { move }) : move;
  return withFacts(wd, s, base, facts, { sentBack: view.mod?.capturesSendBack || false, payout: view.mod?.payoutText });
}

export function onState(m) {
  const wasLive = view.live;
  view.state = m;
  view.mine = m.mine || {};
  if (m.fairness) { view.fairness = m.fairness; renderSeal(); }
  takeClock(m.clock);
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
      announce(captures.map(c => w().of('announce.capture', c.seat, { what: w().taken(c.n) })).join(' '));
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
  if (over) renderResultButtons();
  enableReview();
}

export function onPresence(m) {
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



/**
 * One entry of the move list for the event being taken: its words first, its notation as a small second line.
 * words: a function giving the entry's words in the current language (entries are re-worded on a switch).
 * A move right after its seat's throw is drawn as part of that throw's group.
 */
export function addLog(words, notation, cls = '') {
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

