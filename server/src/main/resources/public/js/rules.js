// Rules pages: the frame, the play button, and the small drawn boards (data-figure), which the game's board
// module draws (its `figures`).
import { initPage, el } from './site.js';
import { t, onLangChange } from './i18n.js';
import { loadRenderer } from './catalog.js';

await initPage();
const id = document.body.dataset.game;
const mod = await loadRenderer(id);

function frame() {
  document.getElementById('title').textContent = t(`games.${id}.name`);
  const alt = document.getElementById('title-alt');
  alt.textContent = t(`games.${id}.other`);
  alt.lang = document.documentElement.lang === 'en' ? 'ne' : 'en';
  document.getElementById('cta').replaceChildren(
    el('a', { class: 'btn', href: `/new?game=${id}`, text: t('rules.play', { game: t(`games.${id}.name`) }) }),
    ' ', el('a', { class: 'btn secondary', href: '/', text: t('site.back') }));
}

/** Every figure drawn again, in the page's language. */
function figures() {
  for (const box of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-figure]'))) {
    box.querySelector(':scope > .board-wrap')?.remove();
    const holder = el('div', { class: 'board-wrap', 'aria-hidden': 'true' });
    box.prepend(holder);
    mod.figures?.[box.dataset.figure]?.(holder, t);
  }
}

frame();
figures();
onLangChange(() => { frame(); figures(); });
