// My tables, on the home page: the tables this browser holds a seat at (their tokens are kept on the device by
// js/api.js, no sign-up), each with whose turn it is from the table's public view; a finished one goes to the
// history with its record. A table the server no longer has (gone, expired) is forgotten; one that does not
// answer now is left out until next time.
import { el } from './site.js';
import { t } from './i18n.js';
import * as api from './api.js';

const SHOWN = 10;

/** Fills #my-tables; it stays hidden when this browser holds no seat. */
export async function showMyTables() {
  const box = document.getElementById('my-tables');
  if (!box) return;
  const tables = (await Promise.all(api.savedTables().slice(0, SHOWN).map(look))).filter(x => x !== null);
  const playing = tables.filter(x => x.pub.status !== 'finished');
  const over = tables.filter(x => x.pub.status === 'finished');
  box.replaceChildren(el('h2', { text: t('mytables.title') }),
    playing.length ? el('ul', { class: 'my-tables-list', id: 'my-tables-playing' }, ...playing.map(entry))
      : el('p', { text: t('mytables.none') }));
  if (over.length) {
    box.append(el('h3', { text: t('mytables.history') }),
      el('ul', { class: 'my-tables-list', id: 'my-tables-history' }, ...over.map(entry)));
  }
  box.hidden = tables.length === 0;
}

async function look({ id, seats }) {
  try {
    return { id, seats: seats.map(Number), pub: await api.getTable(id) };
  } catch (e) {
    if (e.status === 404) api.forgetSeat(id);
    return null;
  }
}

function entry({ id, seats, pub }) {
  const game = t(`games.${pub.game}.name`);
  const finished = pub.status === 'finished';
  return el('li', { 'data-table': id, 'data-status': pub.status },
    el('a', { href: `/table/${encodeURIComponent(id)}`, text: game }),
    el('span', { class: 'turn', text: ' · ' + (finished ? t('mytables.over') : turnWords(seats, pub)) }),
    finished ? el('a', { class: 'record', href: api.recordDownloadUrl(id), download: '', text: t('mytables.record') }) : null);
}

function turnWords(seats, pub) {
  const toMove = pub.toMove != null ? Number(pub.toMove) : null;
  if (pub.seats.some(s => s.kind === 'open')) return t('mytables.waitingJoin');
  if (toMove === null) return t('mytables.everyone');
  if (seats.includes(toMove)) return t('mytables.yourTurn');
  const seat = pub.seats.find(s => Number(s.seat) === toMove) || {};
  return seat.kind === 'computer' ? t('mytables.computerTurn') : t('mytables.theirTurn', { name: seat.name || '' });
}
