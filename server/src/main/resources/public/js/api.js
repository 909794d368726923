// Every network call of the web client lives here (the server's contract is server/API.md).
// Seat tokens are kept per table in localStorage; a token is the only key to a seat.
//
// HTTP:  POST /api/tables {game, mode, name, players?, options?, seat?, names?, level?, seatSeed} -> 201 {id, link, seat, token, table}
//        POST /api/tables/{id}/join {name, seatSeed} -> {id, seat, token, link}; 409 table-full
//        (seatSeed: this seat's own random string for the table's fair throws, js/fairness.js)
//        GET  /api/tables/{id}         public view: game, players, options, mode, status, seq, next, seats, board...
//        GET  /api/tables/{id}/record  the game record (text), once over (409 before); ?download=1 as a file,
//                                      ?review=1 with the review's judgement as comments
//        GET  /api/tables/{id}/pgn     a chess table's game so far in PGN (404 for other games); ?download=1 as a file
//        GET  /api/tables/{id}/positions  once over: the start and the position after each game event
//        GET  /api/games               names, players, option specs
//        errors: {error, code} with a 4xx status
// WebSocket /ws/tables/{id}?token=T (no token: watch):
//   client: {type:"hello", since} {type:"throw", seq} {type:"move", move, seq, seat?}
//           {type:"takeover", seat} {type:"rematch"} {type:"hint", seat?}
//           {type:"resign", seat?} {type:"draw", action: offer|accept|decline, seat?}
//           {type:"takeback", action?, seat?}: the last own move and what followed, before the next throw: at once
//             against the computer; at a friends table of two the other player answers action "accept" or "decline"
//           {type:"react", reaction, seat?}: one of the fixed reactions (js/table/reactions.js), at a friends table
//   server: {type:"event", seq, kind, seat, text?, by?, hidden?, name?, next?, seats?, action?, reaction?, from?}
//           {type:"state", seq, status, next, toMove, awaiting, board, result?, mine: {seat: {throw}|{moves}|{stake}}, levels,
//            drawAllowed, drawOffer, takebackAsk, rematch?: {agreed, waiting}}
//           {type:"presence", seats:[{seat, kind, name, level?, connected, awayMillis, canTakeOver}], takeoverAfterSeconds}
//           {type:"hint", seq, seat, move}: to the asker alone
//           {type:"error", code, message}

import { newSeatSeed } from './fairness.js';

const TOKENS = 'chautari.seats';

async function request(method, url, body, asText = false) {
  const r = await fetch(url, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (asText && r.ok) return r.text();
  let data = null;
  try { data = await r.json(); } catch { /* empty or not JSON */ }
  if (!r.ok) {
    throw Object.assign(new Error((data && (data.error || data.message)) || `${r.status} ${r.statusText}`),
      { status: r.status, code: data && data.code });
  }
  return data;
}

export function listGames() { return request('GET', '/api/games'); }

/**
 * Opens a table and remembers its token. seat and level: the creator's seat and the computer's
 * level against the computer (undefined elsewhere); names: the seats' names in pass-and-play; time: the clocks of a
 * table of two ("3+2"; "none" or undefined for none).
 * @param {{game: string, mode: string, name: string, players?: number, options?: object, seat?: number, names?: string[],
 *   level?: string, computers?: number[], time?: string}} table
 */
export async function createTable({ game, players, options, mode, name, seat, names, level, computers, time }) {
  const body = { game, mode, name, seatSeed: newSeatSeed() };
  if (players) body.players = players;
  if (options && Object.keys(options).length) body.options = options;
  if (mode === 'computer' && seat) body.seat = seat;
  if (computers?.length) body.computers = computers;
  if ((mode === 'computer' || computers?.length) && level) body.level = level;
  if (mode === 'pass' && names) body.names = names;
  if (time && time !== 'none') body.time = time;
  const r = await request('POST', '/api/tables', body);
  const seats = mode === 'pass' ? r.table.seats.filter(s => s.kind === 'human').map(s => s.seat) : [r.seat];
  saveSeat(r.id, { seat: r.seat, seats, token: r.token });
  return r;
}

export async function joinTable(id, name) {
  const r = await request('POST', `/api/tables/${encodeURIComponent(id)}/join`, { name, seatSeed: newSeatSeed() });
  saveSeat(id, { seat: r.seat, seats: [r.seat], token: r.token });
  return r;
}

export function getTable(id) { return request('GET', `/api/tables/${encodeURIComponent(id)}`); }
export function getRecord(id) { return request('GET', `/api/tables/${encodeURIComponent(id)}/record`, null, true); }
/** A finished game step by step: [{seq, kind?, seat?, text?, toMove, awaiting, board, result?}], the start first. */
/** The finished game's review: {status: 'working'|'ready'|'none', ...} (server/API.md). */
export function getReview(id) { return request('GET', `/api/tables/${encodeURIComponent(id)}/review`); }
export function getPositions(id) { return request('GET', `/api/tables/${encodeURIComponent(id)}/positions`); }
/** Where the record is saved from as a file (chautari-<game>-<id>.txt). */
export function recordDownloadUrl(id) { return `/api/tables/${encodeURIComponent(id)}/record?download=1`; }
/** Where the record with the review's judgement as comments is saved from, once the review is ready. */
export function reviewedRecordUrl(id) { return `/api/tables/${encodeURIComponent(id)}/record?review=1&download=1`; }
export function gameFileUrl(id, path, reviewed = false) {
  return `/api/tables/${encodeURIComponent(id)}/${path}?download=1${reviewed ? '&review=1' : ''}`;
}

function allSeats() {
  try { return JSON.parse(localStorage.getItem(TOKENS) || '{}'); } catch { return {}; }
}
/** {seat, seats, token} this browser holds at table id, or null. */
export function savedSeat(id) {
  const s = allSeats()[id];
  if (!s) return null;
  return { ...s, seats: s.seats || [s.seat] };
}
/** Every table this browser holds a seat at, the most recent first: [{id, seat, seats, token, at}]. */
export function savedTables() {
  return Object.entries(allSeats()).map(([id, s]) => ({ id, ...s, seats: s.seats || [s.seat] }))
    .sort((a, b) => (b.at || 0) - (a.at || 0));
}
export function saveSeat(id, s) {
  const all = allSeats();
  all[id] = { ...s, at: Date.now() };
  // keep the 50 most recent tables
  const keep = Object.entries(all).sort((a, b) => b[1].at - a[1].at).slice(0, 50);
  try { localStorage.setItem(TOKENS, JSON.stringify(Object.fromEntries(keep))); } catch { /* ignore */ }
}
export function forgetSeat(id) {
  const all = allSeats();
  delete all[id];
  try { localStorage.setItem(TOKENS, JSON.stringify(all)); } catch { /* ignore */ }
}

/** The address of the table page (what the server gives as `link`). */
export function tableLink(id) { return `${location.origin}/table/${encodeURIComponent(id)}`; }

/**
 * A live connection to a table, reconnecting with back-off and asking for what it missed.
 * handlers: onEvent(msg), onState(msg), onError(msg), onPresence(msg), onHint(msg), onStatus('open'|'closed'),
 * onRefused(code): the server closed the connection for good (no such table, a token that holds no seat),
 * onSaving(waiting): a throw or move the store could not take now (`store-failed`, which changes nothing) is being
 * sent again, quietly, a few times with back-off (true), or that is over (false); only the last refusal reaches onError.
 */
export class TableSocket {
  constructor(id, handlers) {
    this.id = id;
    this.h = handlers;
    this.seq = 0;       // the last seq seen, from events and states
    this.tries = 0;
    this.closed = false;
    this.action = null;   // the last throw or move sent, while the store may still refuse it
    this.retries = 0;
    this.retryTimer = 0;
    this.connect();
  }

  connect() {
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const saved = savedSeat(this.id);
    const q = saved ? `?token=${encodeURIComponent(saved.token)}` : '';
    const ws = new WebSocket(`${proto}//${location.host}/ws/tables/${encodeURIComponent(this.id)}${q}`);
    this.ws = ws;
    ws.onopen = () => {
      this.tries = 0;
      ws.send(JSON.stringify({ type: 'hello', since: this.seq }));
      this.h.onStatus?.('open');
    };
    ws.onmessage = e => {
      let m;
      try { m = JSON.parse(e.data); } catch { return; }
      if (m.type === 'event') {
        if (m.seq <= this.seq) return; // seen already
        this.seq = m.seq;
        this.h.onEvent?.(m);
      } else if (m.type === 'state') {
        if (typeof m.seq === 'number' && m.seq > this.seq) this.seq = m.seq;
        if (this.action && this.seq > this.action.seq) this.settled();
        this.h.onState?.(m);
      } else if (m.type === 'error') {
        if (m.code === 'store-failed' && this.retryLater()) return;
        if (m.code !== 'store-failed') this.settled();
        this.h.onError?.(m);
      }
      else if (m.type === 'presence') this.h.onPresence?.(m);
      else if (m.type === 'hint') this.h.onHint?.(m);
    };
    ws.onclose = e => {
      if (this.ws !== ws) return;
      // 1012, service restart: the server is stopping (or the table moved to another node), and says so
      // only to be connected to again; so nothing is shown, and the next try comes at once (spread a little,
      // so a node's clients do not all come back in the same moment). Should it fail, the banner shows.
      const restart = e.code === 1012 && !this.closed;
      if (!restart) this.h.onStatus?.('closed');
      if (this.closed) return;
      if (e.code === 4404 || e.code === 4403) {
        this.closed = true;
        this.h.onRefused?.(e.code === 4404 ? 'not-found' : 'forbidden');
        return;
      }
      const wait = restart ? 100 + Math.floor(Math.random() * 400) : Math.min(8000, 300 * 2 ** this.tries++);
      setTimeout(() => this.connect(), wait);
    };
  }

  send(m) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) { this.ws.send(JSON.stringify(m)); return true; }
    return false;
  }
  /** A throw or a move: kept until the table moves on, to be sent again should the store refuse it for now. */
  act(m) {
    this.settled();
    this.action = m;
    return this.send(m);
  }
  /** Sends the refused action again after 0.5, 1, 2, 4 s (the table unchanged: same seq); false once that is over. */
  retryLater() {
    if (!this.action || this.retries >= 4) {
      this.settled();
      return false;
    }
    const action = this.action;
    this.h.onSaving?.(true);
    this.retryTimer = setTimeout(() => { if (this.action === action) this.send(action); }, 500 * 2 ** this.retries++);
    return true;
  }
  settled() {
    clearTimeout(this.retryTimer);
    if (this.retries > 0) this.h.onSaving?.(false);
    this.action = null;
    this.retries = 0;
  }
  throwStrips() { return this.act({ type: 'throw', seq: this.seq }); }
  move(move, seat) {
    const m = { type: 'move', move, seq: this.seq };
    if (seat) m.seat = seat;
    return this.act(m);
  }
  takeover(seat) { return this.send({ type: 'takeover', seat }); }
  rematch() { return this.send({ type: 'rematch' }); }
  resign(seat) { return this.send(seat ? { type: 'resign', seat } : { type: 'resign' }); }
  /** action: offer, accept or decline. */
  draw(action, seat) { return this.send(seat ? { type: 'draw', action, seat } : { type: 'draw', action }); }
  hint(seat) { return this.send(seat ? { type: 'hint', seat } : { type: 'hint' }); }
  /** Takes back this seat's last move and the computer's answer (a table against the computer). */
  takeback(action) { return this.send(action ? { type: 'takeback', action } : { type: 'takeback' }); }
  close() { this.closed = true; this.settled(); this.ws?.close(); }
}
