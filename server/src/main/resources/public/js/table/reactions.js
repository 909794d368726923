// Quick reactions at a friends table: a fixed set of short phrases and emoji, sent by id (never free text) for this
// browser's one seat; the server stores each as a "reaction" event and allows one every 2 s, 10 a minute a seat.
// Another seat's reaction is said in the table's message place; a player may mute them (kept on this device).
import { el } from '../site.js';
import { t, apply } from '../i18n.js';
import { $, view, preview, seatName, soleSeat, announce } from './state.js';

const REACTIONS = ['well-played', 'your-turn', 'good-game', 'oops', 'thanks', 'thumbs-up', 'clap', 'laugh'];
const MUTED = 'chautari.reactionsMuted';
const SPACING_MS = 2000;

function muted() {
  try { return localStorage.getItem(MUTED) === '1'; } catch { return false; }
}

/** The reactions panel, for a player with one seat at a friends table. */
export function setupReactions() {
  const panel = $('reactions');
  if (preview || view.mode !== 'friends' || soleSeat() == null) return;
  const row = $('reaction-buttons');
  for (const id of REACTIONS) {
    const btn = el('button', { type: 'button', class: 'btn small secondary', 'data-reaction': id, 'data-i18n': 'reaction.' + id });
    btn.addEventListener('click', () => send(id));
    row.append(btn);
  }
  apply(row);
  const mute = $('reactions-mute');
  mute.checked = muted();
  mute.addEventListener('change', () => {
    try { localStorage.setItem(MUTED, mute.checked ? '1' : '0'); } catch { /* not kept */ }
  });
  panel.hidden = false;
}

let cooling = null;

/** The buttons off for the spacing from now. */
function hold() {
  const buttons = [...$('reaction-buttons').children];
  for (const b of buttons) b.disabled = true;
  clearTimeout(cooling);
  cooling = setTimeout(() => { for (const b of buttons) b.disabled = false; }, SPACING_MS);
}

function send(id) {
  if (view.socket?.send({ type: 'react', reaction: id })) hold();
}

/**
 * A reaction event: said for another seat's, once the table is live and unless muted. #reactions[data-seq]: the last one taken.
 * Our own, come back, holds the buttons afresh: the server counts the spacing from when it stored it, after the click.
 */
export function onReaction(m) {
  $('reactions').dataset.seq = String(m.seq);
  const seat = Number(m.seat);
  if (view.live && seat === soleSeat()) hold();
  if (!view.live || muted() || seat === soleSeat() || !REACTIONS.includes(m.reaction)) return;
  announce(t('reaction.said', { name: seatName(seat), reaction: t('reaction.' + m.reaction) }));
}
