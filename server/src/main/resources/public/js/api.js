// Every network call of the web client lives here, so the server contract can be
// adjusted in one place. Seat tokens are kept per table in localStorage.
//
// HTTP:  POST /api/tables {game, players, options, mode, name, seat?} -> {id, link, seat, token}
//        POST /api/tables/{id}/join {name} -> {seat, token}
//        GET  /api/tables/{id}         public view (game, options, mode, seats, state)
//        GET  /api/tables/{id}/record  the game record
//        GET  /api/games               names, players, option specs
// WebSocket /ws/tables/{id}:
//   client: {type:"hello", since, token} {type:"throw"} {type:"move", move, seat?}
//           {type:"takeover", seat} {type:"rematch"}
//   server: {type:"event", seq, ...} {type:"state", ...} {type:"error", message} {type:"presence", ...}

const TOKENS = 'chautari.seats';

async function json(method, url, body) {
  const r = await fetch(url, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  let data = null;
  try { data = await r.json(); } catch (e) { /* empty or not JSON */ }
  if (!r.ok) {
    const err = new Error((data && (data.error || data.message)) || `${r.status} ${r.statusText}`);
    err.status = r.status;
    throw err;
  }
  return data;
}

export function listGames() { return json('GET', '/api/games'); }

/** Opens a table; remembers the seat token. seat: the seat asked for (1, 2) or undefined. */
export async function createTable({ game, players, options, mode, name, seat }) {
  const r = await json('POST', '/api/tables', { game, players, options, mode, name, seat });
  saveSeat(r.id, { seat: r.seat, token: r.token });
  return r;
}

export async function joinTable(id, name) {
  const r = await json('POST', `/api/tables/${encodeURIComponent(id)}/join`, { name });
  saveSeat(id, { seat: r.seat, token: r.token });
  return r;
}

export function getTable(id) { return json('GET', `/api/tables/${encodeURIComponent(id)}`); }
export function getRecord(id) { return json('GET', `/api/tables/${encodeURIComponent(id)}/record`); }

function allSeats() {
  try { return JSON.parse(localStorage.getItem(TOKENS) || '{}'); } catch (e) { return {}; }
}
export function savedSeat(id) { return allSeats()[id] || null; }
export function saveSeat(id, s) {
  const all = allSeats();
  all[id] = { ...s, at: Date.now() };
  // keep the 50 most recent tables
  const keep = Object.entries(all).sort((a, b) => b[1].at - a[1].at).slice(0, 50);
  try { localStorage.setItem(TOKENS, JSON.stringify(Object.fromEntries(keep))); } catch (e) { /* ignore */ }
}

/** The address friends open to join. */
export function tableLink(id) { return `${location.origin}/table.html?id=${encodeURIComponent(id)}`; }

/**
 * A live connection to a table, reconnecting with back-off.
 * handlers: onEvent(msg), onState(msg), onError(msg), onPresence(msg), onStatus('open'|'closed').
 */
export class TableSocket {
  constructor(id, handlers) {
    this.id = id;
    this.h = handlers;
    this.since = 0;
    this.tries = 0;
    this.closed = false;
    this.connect();
  }

  connect() {
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(`${proto}//${location.host}/ws/tables/${encodeURIComponent(this.id)}`);
    this.ws = ws;
    ws.onopen = () => {
      this.tries = 0;
      const s = savedSeat(this.id);
      this.send({ type: 'hello', since: this.since, token: s ? s.token : null });
      this.h.onStatus?.('open');
    };
    ws.onmessage = e => {
      let m;
      try { m = JSON.parse(e.data); } catch (err) { return; }
      if (m.type === 'event') {
        if (typeof m.seq === 'number') {
          if (m.seq <= this.since) return; // seen already
          this.since = m.seq;
        }
        this.h.onEvent?.(m);
      } else if (m.type === 'state') this.h.onState?.(m);
      else if (m.type === 'error') this.h.onError?.(m);
      else if (m.type === 'presence') this.h.onPresence?.(m);
    };
    ws.onclose = () => {
      this.h.onStatus?.('closed');
      if (this.closed) return;
      const wait = Math.min(8000, 500 * 2 ** this.tries++);
      setTimeout(() => this.connect(), wait);
    };
  }

  send(m) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) { this.ws.send(JSON.stringify(m)); return true; }
    return false;
  }
  throwStrips() { return this.send({ type: 'throw' }); }
  move(move, seat) { return this.send(seat ? { type: 'move', move, seat } : { type: 'move', move }); }
  takeover(seat) { return this.send({ type: 'takeover', seat }); }
  rematch() { return this.send({ type: 'rematch' }); }
  close() { this.closed = true; this.ws?.close(); }
}
