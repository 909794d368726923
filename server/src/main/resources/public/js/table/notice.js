// Your turn, noticed: while this browser's one seat must act, the tab's title and icon carry a mark; when the
// turn comes, a chime (unless sound is muted) and, while the page is hidden, a notification if the player chose it.
import { t } from '../i18n.js';
import { playTurn } from '../sound.js';
import { $, view } from './state.js';

const KEY = 'chautari.turnNotice';
let marked = false;
let plainTitle = '';
let markedTitle = '';

function chosen() { try { return localStorage.getItem(KEY) === '1'; } catch { return false; } }
function choose(on) { try { localStorage.setItem(KEY, on ? '1' : '0'); } catch { /* ignore */ } }

/** The settings' toggle: asking the browser's permission only when the player turns it on, never on load. */
export function setupTurnNotice() {
  const box = $('turn-notice');
  if (!('Notification' in window)) { box.closest('.setting').hidden = true; $('turn-notice-help').hidden = true; return; }
  box.checked = chosen() && Notification.permission === 'granted';
  box.addEventListener('change', async () => {
    if (box.checked && Notification.permission !== 'granted') box.checked = await Notification.requestPermission() === 'granted';
    choose(box.checked);
  });
}

/** The icon of the page: the plain one, or the one with the mark. */
function setIcon(on) {
  const link = /** @type {HTMLLinkElement | null} */ (document.querySelector('link[rel=icon]'));
  if (!link) return;
  const href = link.getAttribute('href') || '';
  link.setAttribute('href', on ? href.replace(/favicon\.svg$/, 'favicon-turn.svg') : href.replace(/favicon-turn\.svg$/, 'favicon.svg'));
  link.dataset.turn = String(on);
}

/**
 * Marks the tab while it is this browser's turn (status: what the page says it is to do), and tells the player
 * the moment it comes. Called on every drawing of the table; the title is marked anew after a change of language.
 */
export function noticeTurn(mine, status) {
  if (document.title !== markedTitle) plainTitle = document.title;
  if (mine) {
    markedTitle = t('table.turnTitle', { title: plainTitle });
    document.title = markedTitle;
  } else if (marked) {
    document.title = plainTitle;
    markedTitle = '';
  }
  if (mine === marked) return;
  marked = mine;
  setIcon(mine);
  if (!mine) return;
  if (document.hidden || view.mode !== 'computer') playTurn(); // against the computer the turn is back at once
  if (document.hidden && chosen() && 'Notification' in window && Notification.permission === 'granted') {
    new Notification(t('table.turnNotice'), { body: status, tag: 'chautari-turn', icon: new URL('../../icons/icon-192.png', import.meta.url).href });
  }
}
