import { initPage, el, toast } from './site.js';
import { t, onLangChange } from './i18n.js';
import { GAMES } from './catalog.js';
import { art } from './art.js';
import { createTable } from './api.js';
import { showMyTables } from './mytables.js';

await initPage();
/** Every game's card drawing (js/games/<game>.art.js, of this script's deploy). */
const drawings = Object.fromEntries(await Promise.all(GAMES.map(async g => [g.id, await import(`./games/${g.id}.art.js`)])));
const list = document.getElementById('games');

export function playersText(g) {
  const p = g.players;
  return p.length === 1 ? t('players.exact', { n: p[0] }) : t('players.range', { min: p[0], max: p[p.length - 1] });
}

function render() {
  list.replaceChildren(...GAMES.map(g => {
    const card = el('article', { class: 'card', id: 'game-' + g.id });
    const art1 = el('a', { class: 'art', href: `/rules/${g.id}`, tabindex: '-1', 'aria-hidden': 'true' });
    art1.innerHTML = art(drawings[g.id]);
    const h = el('h2', {}, el('span', { text: t(`games.${g.id}.name`) }),
      el('span', { class: 'alt', lang: document.documentElement.lang === 'en' ? 'ne' : 'en', text: t(`games.${g.id}.other`) }));
    const meta = el('ul', { class: 'meta' },
      el('li', { text: playersText(g) }),
      el('li', { text: t('minutes.about', { n: g.minutes }) }),
      el('li', { text: t('kind.' + g.kind) }));
    const buttons = el('div', { class: 'btn-row' },
      el('a', { class: 'btn secondary small', href: `/rules/${g.id}`, text: t('home.rules') }),
      el('button', { type: 'button', class: 'btn small quick-play', 'data-game': g.id, text: t('home.quickPlay'),
        title: t('home.quickPlayHelp', { game: t(`games.${g.id}.name`) }), onclick: e => quickPlay(g, e.currentTarget) }),
      el('a', { class: 'btn small secondary', href: `/new?game=${g.id}`, text: t('home.play') }));
    card.append(art1, h, meta, el('p', { text: t(`games.${g.id}.blurb`) }), buttons);
    return card;
  }));
}
/** One tap: a table against the computer with the game's usual rules, then straight to it. */
async function quickPlay(g, button) {
  button.disabled = true;
  button.textContent = t('home.starting');
  let name = '';
  try { name = (localStorage.getItem('chautari.name') || '').trim(); } catch { /* ignore */ }
  try {
    const r = await createTable({ game: g.id, mode: 'computer', name: name || t('table.guest') });
    location.href = `/table/${encodeURIComponent(r.id)}`;
  } catch (err) {
    toast(t('new.error', { message: err.message }));
    button.disabled = false;
    button.textContent = t('home.quickPlay');
  }
}

render();
showMyTables();
onLangChange(() => { render(); showMyTables(); });
