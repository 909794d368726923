import { initPage, el } from './site.js';
import { t, onLangChange } from './i18n.js';
import { GAMES } from './catalog.js';
import { art } from './art.js';

await initPage();
const list = document.getElementById('games');

export function playersText(g) {
  const p = g.players;
  return p.length === 1 ? t('players.exact', { n: p[0] }) : t('players.range', { min: p[0], max: p[p.length - 1] });
}

function render() {
  list.replaceChildren(...GAMES.map(g => {
    const card = el('article', { class: 'card', id: 'game-' + g.id });
    const art1 = el('a', { class: 'art', href: `/rules/${g.id}`, tabindex: '-1', 'aria-hidden': 'true' });
    art1.innerHTML = art(g.id);
    const h = el('h2', {}, el('span', { text: t(`games.${g.id}.name`) }),
      el('span', { class: 'alt', lang: document.documentElement.lang === 'en' ? 'ne' : 'en', text: t(`games.${g.id}.other`) }));
    const meta = el('ul', { class: 'meta' },
      el('li', { text: playersText(g) }),
      el('li', { text: t('minutes.about', { n: g.minutes }) }),
      el('li', { text: t('kind.' + g.kind) }));
    const buttons = el('div', { class: 'btn-row' },
      el('a', { class: 'btn secondary small', href: `/rules/${g.id}`, text: t('home.rules') }),
      g.table ? el('a', { class: 'btn small', href: `/new?game=${g.id}`, text: t('home.play') }) : null);
    card.append(art1, h, meta, el('p', { text: t(`games.${g.id}.blurb`) }), buttons);
    if (!g.table) card.append(el('p', { class: 'badge-soon', text: t('home.soon') }));
    return card;
  }));
}
render();
onLangChange(render);
