// The frame every page shares: header (home link, language and sound switches), footer.
import { initI18n, t, setLang, currentLang, onLangChange } from './i18n.js';
import { isMuted, setMuted } from './sound.js';

const SPEAKER = '<path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor"/>';
const SPEAKER_ON = `<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">${SPEAKER}<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" stroke-width="2" fill="none" stroke-linecap="round"/></svg>`;
const SPEAKER_OFF = `<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">${SPEAKER}<path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>`;

/**
 * Takes over the frame the server wrote: the language link switches in place (and the address
 * keeps the choice), and pages with sound get the mute switch.
 */
export async function initPage({ sound = false } = {}) {
  await initI18n();
  const langBtn = /** @type {HTMLAnchorElement | null} */ (document.getElementById('lang-btn'));
  if (!langBtn) return;
  const mute = sound ? el('button', { type: 'button', class: 'header-btn', id: 'mute-btn' }) : null;
  if (mute) langBtn.before(mute);
  const refresh = () => {
    const other = currentLang() === 'en' ? 'ne' : 'en';
    langBtn.textContent = t('site.otherLanguage');
    langBtn.setAttribute('aria-label', t('site.switchLanguage'));
    langBtn.lang = other;
    langBtn.hreflang = other;
    langBtn.href = addressIn(other);
    if (mute) {
      mute.setAttribute('aria-pressed', String(isMuted()));
      mute.innerHTML = isMuted() ? SPEAKER_OFF : SPEAKER_ON;
      mute.setAttribute('aria-label', t(isMuted() ? 'site.soundOff' : 'site.soundOn'));
      mute.title = mute.getAttribute('aria-label');
    }
  };
  langBtn.addEventListener('click', async e => {
    e.preventDefault();
    await setLang(currentLang() === 'en' ? 'ne' : 'en');
    if (param('lang')) history.replaceState(history.state, '', addressIn(currentLang()));
    refresh();
  });
  if (mute) mute.addEventListener('click', () => { setMuted(!isMuted()); refresh(); });
  refresh();
  installable();
}

/** This page's address in the given language. */
function addressIn(lang) {
  const u = new URL(location.href);
  u.searchParams.set('lang', lang);
  return u.pathname + u.search + u.hash;
}

/** The web app manifest in the page's language, and the service worker (/sw.js) that keeps pages for offline use. */
function installable() {
  const manifest = () => {
    const link = /** @type {HTMLLinkElement | null} */ (document.querySelector('link[rel=manifest]'));
    if (link) link.href = `/manifest.webmanifest?lang=${currentLang()}`;
  };
  manifest();
  onLangChange(manifest);
  if (!('serviceWorker' in navigator)) return;
  const register = () => navigator.serviceWorker.register('/sw.js').catch(e => console.warn('no offline pages:', e.message));
  if (document.readyState === 'complete') register(); else addEventListener('load', register, { once: true });
}

let toastTimer = null;
export function toast(message) {
  let el = /** @type {HTMLElement | null} */ (document.querySelector('.toast'));
  if (!el) {
    el = document.createElement('div');
    el.className = 'toast';
    el.setAttribute('role', 'status');
    document.body.appendChild(el);
  }
  el.textContent = message;
  el.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { el.hidden = true; }, 3500);
}

export function param(name) { return new URLSearchParams(location.search).get(name); }

export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) if (c != null) e.append(c);
  return e;
}
