// The four strips as they fell: face up (pale inside of the bamboo) or face down (bark).
import { svg } from './games/common.js';
import { t, num } from './i18n.js';

/**
 * Draws outcome like "1011" into el; fresh: animate the fall. Empty outcome draws nothing.
 * facts: what the server says the throw is worth ({value, steps, name, extraThrow}); without
 * them only the strips are drawn.
 */
export function drawStrips(el, outcome, { fresh = false, facts = null } = {}) {
  el.replaceChildren();
  el.removeAttribute('aria-label');
  el.classList.toggle('fresh', fresh);
  if (!outcome) return;
  const root = svg('svg', { viewBox: '0 0 150 54', 'aria-hidden': 'true' }, el);
  [...outcome].forEach((ch, i) => {
    const up = ch === '1';
    const x = 8 + i * 36, tilt = [-6, 4, -2, 7][i];
    const g = svg('g', { class: up ? 'strip-up' : 'strip-down', transform: `rotate(${tilt} ${x + 12} 27)` }, root);
    svg('rect', { x, y: 4, width: 24, height: 46, rx: 9, class: 'face', 'stroke-width': 1.5 }, g);
    for (const dx of up ? [8, 16] : [6, 12, 18]) svg('line', { x1: x + dx, x2: x + dx, y1: 10, y2: 44, class: 'grain' }, g);
  });
  if (!facts?.name) return;
  const r = { name: facts.name, up: facts.value, steps: facts.steps, extra: !!facts.extraThrow };
  const name = document.createElement('div');
  name.className = 'throw-name';
  name.innerHTML = '<span></span><small></small>';
  name.firstChild.textContent = t('throw.' + r.name);
  name.lastChild.textContent = t('throw.detail', { up: r.up, steps: r.steps })
    + (r.extra ? ' · ' + t('throw.again') : '');
  el.appendChild(name);
  el.setAttribute('aria-label', t('throw.fell', { name: t('throw.' + r.name), steps: r.steps, n: r.up }));
}
export { num };
