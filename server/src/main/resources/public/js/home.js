import { initPage, el, toast } from './site.js';
import { t, onLangChange } from './i18n.js';
import { GAMES } from './catalog.js';
import { art } from './art.js';
import { createTable } from './api.js';
import { showMyTables } from './mytables.js';

const ready = initPage();
// The server wrote the list, every game's Play in it: a tap on one answers from the first moment the script runs.
const list = document.getElementById('games');
list.addEventListener('click', e => {
  const play = /** @type {HTMLElement} */ (e.target).closest('.quick-play');
  if (!(play instanceof HTMLAnchorElement) || e.ctrlKey || e.metaKey || e.shiftKey) return;
  e.preventDefault();
  quickPlay(play.dataset.game, play);
});
await ready;

export function playersText(g) {
  const p = g.players;
  return p.length === 1 ? t('players.exact', { n: p[0] }) : t('players.range', { min: p[0], max: p[p.length - 1] });
}

/** One game's line in the list, as the server writes it (home.jte): name, players and time, its links, its Play. */
function row(g) {
  const name = t(`games.${g.id}.name`);
  return el('article', { class: 'card game', id: 'game-' + g.id },
    el('a', { class: 'art', href: `/rules/${g.id}`, tabindex: '-1', 'aria-hidden': 'true' }),
    el('div', { class: 'about' },
      el('h3', {}, el('span', { text: name }), ' ',
        el('span', { class: 'alt', lang: document.documentElement.lang === 'en' ? 'ne' : 'en', text: t(`games.${g.id}.other`) })),
      el('p', { class: 'meta' }, `${playersText(g)} · ${t('minutes.about', { n: g.minutes })}`,
        el('span', { class: 'kind', text: ' · ' + t('kind.' + g.kind) })),
      el('p', { class: 'links' }, el('a', { href: `/rules/${g.id}`, text: t('home.rules') }), ' · ',
        el('a', { href: `/new?game=${g.id}`, text: t('home.play') })),
      el('p', { class: 'blurb', text: t(`games.${g.id}.blurb`) })),
    el('a', { class: 'btn quick-play', href: `/new?game=${g.id}`, 'data-game': g.id, title: t('home.quickPlayHelp', { game: name }),
      text: t('home.quickPlay') }));
}

/** Every game's small drawing (js/games/<game>.art.js), once loaded; the list never waits for them. */
const drawings = {};
function drawArt() {
  for (const g of GAMES) {
    const box = document.querySelector(`#game-${g.id} .art`);
    if (box && drawings[g.id] && !box.firstChild) box.innerHTML = art(drawings[g.id]);
  }
}
for (const g of GAMES) import(`./games/${g.id}.art.js`).then(m => { drawings[g.id] = m; drawArt(); });

/** One tap: a table against the computer with the game's usual rules, then straight to it. */
async function quickPlay(id, button) {
  if (button.getAttribute('aria-disabled') === 'true') return;
  button.setAttribute('aria-disabled', 'true');
  await ready;
  button.textContent = t('home.starting');
  let name = '';
  try { name = (localStorage.getItem('chautari.name') || '').trim(); } catch { /* ignore */ }
  try {
    const r = await createTable({ game: id, mode: 'computer', name: name || t('table.guest') });
    location.href = `/table/${encodeURIComponent(r.id)}`;
  } catch (err) {
    toast(t('new.error', { message: err.message }));
    button.removeAttribute('aria-disabled');
    button.textContent = t('home.quickPlay');
  }
}

showMyTables();
onLangChange(() => {
  list.replaceChildren(...GAMES.map(row));
  drawArt();
  showMyTables();
});
list.dataset.ready = 'true';
