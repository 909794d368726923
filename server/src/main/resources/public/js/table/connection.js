// The table's connection: the table's public view, joining an open seat, the WebSocket (api.TableSocket says
// hello with the last seq it has and reconnects), or without a server the preview's stand-in (js/preview.js).
import { el, toast } from '../site.js';
import { t } from '../i18n.js';
import * as api from '../api.js';
import { $, view, tableId, preview, announce } from './state.js';
import { onEvent, onState, onPresence } from './events.js';
import { onHint } from './actions.js';
import { setupBoard, render } from './board.js';
import { takeClock } from './clocks.js';

export async function start() {
  if (preview) return startPreview(preview);
  if (!tableId) return fail(t('table.notFound'));
  let pub;
  try { pub = await api.getTable(tableId); } catch (e) {
    if (offline(e)) {
      retryWhenOnline();
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


/**
 * Tries again in place, not by a reload (an 'online' event can come while the reader is already going to another
 * page: Chromium sends one to the page it leaves, and a reload would undo that), when the browser says it is online
 * or after a few seconds, whichever comes first: not every browser tells a page that the network came back.
 */
function retryWhenOnline() {
  const retry = () => {
    removeEventListener('online', retry);
    clearTimeout(timer);
    start();
  };
  addEventListener('online', retry);
  const timer = setTimeout(retry, 4000);
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
      } else if (m.code === 'too-many-reactions') {
        announce(t('reaction.tooMany'));
      } else if (m.code === 'thrown-since' || m.code === 'nothing-to-take-back') {
        announce(t(m.code === 'thrown-since' ? 'menu.takebackThrown' : 'menu.takebackNothing'));
      } else if (!['stale', 'not-your-turn', 'no-throw', 'time-out', 'moved', 'restarting'].includes(m.code)) {
        // stale, not-your-turn, no-throw: the table moved on meanwhile and its state is on the way;
        // time-out: the flag fell instead of the move, and its event says so;
        // moved, restarting: the connection closes (1012) and comes back by itself
        announce(t('table.error', { message: m.message }));
      }
      render();
    },
    onSaving: waiting => { if (waiting) announce(t('table.saving')); },
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
  return new Promise(/** @param {(value?: unknown) => void} resolve */ resolve => {
    $('loading').hidden = true;
    const panel = $('join-form');
    panel.hidden = false;
    const input = $('join-name');
    input.focus();
    panel.onsubmit = async e => {
      e.preventDefault();
      const name = input.value.trim() || t('table.guest');
      try { localStorage.setItem('chautari.name', name); } catch { /* ignore */ }
      $('join-btn').disabled = true;
      if (await join(name)) { panel.hidden = true; resolve(); } else $('join-btn').disabled = false;
    };
    $('watch-btn').onclick = () => { panel.hidden = true; resolve(); };
  });
}

/** The heading the server wrote for readers without the script: the table or the message takes its place. */
export function dropPreviewTitle() { document.getElementById('preview-title')?.remove(); }

/** No answer at all (not an error status): the network is gone. A table needs it, unlike the home and rules pages. */
function offline(e) { return !navigator.onLine || (e instanceof TypeError && !(/** @type {any} */ (e).status)); }

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
  takeClock(m.clock);
}

/**
 * The preview: a game the engine recorded, through the same handlers, for looking without a server. Its stand-in takes the
 * place of the socket: a throw or a move is answered at once by its events and the next state.
 */
async function startPreview(kind) {
  const sim = await (await import('../preview.js')).make(kind);
  absorbPublic(sim.table);
  view.link = sim.table.link;
  view.held = sim.held;
  const answer = events => { for (const e of events) onEvent(e); onState(sim.state()); return true; };
  const none = () => false;
  view.socket = { throwStrips: () => answer(sim.throwStrips()), move: move => answer(sim.move(move)),
    hint: none, resign: none, draw: none, rematch: none, takeover: none, close: none };
  await setupBoard();
  for (const e of sim.history) onEvent(e);
  onState(sim.state());
}
