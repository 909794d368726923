// The frame every page shares: header (home link, language and sound switches), footer.
import { initI18n, t, setLang, currentLang, apply, onLangChange } from './i18n.js';
import { isMuted, setMuted } from './sound.js';

const LOGO = `<svg viewBox="0 0 32 32" aria-hidden="true"><rect x="3" y="20" width="26" height="8" rx="2" fill="#d4962a"/>
<rect x="14" y="11" width="4" height="10" fill="#6b3e1d"/><circle cx="16" cy="10" r="9" fill="#3c6a33"/>
<circle cx="11" cy="8" r="4" fill="#5a8f45"/><circle cx="20" cy="7" r="4" fill="#5a8f45"/></svg>`;

const SPEAKER = '<path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor"/>';
const SPEAKER_ON = `<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">${SPEAKER}<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" stroke-width="2" fill="none" stroke-linecap="round"/></svg>`;
const SPEAKER_OFF = `<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">${SPEAKER}<path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>`;

export async function initPage({ sound = false } = {}) {
  await initI18n();
  const header = document.getElementById('site-header');
  if (header) {
    header.className = 'site-header';
    header.innerHTML = `<div class="bar">
      <a class="brand" href="/">${LOGO}<span data-i18n="site.name"></span></a>
      ${sound ? '<button type="button" class="header-btn" id="mute-btn"></button>' : ''}
      <button type="button" class="header-btn" id="lang-btn"></button>
    </div>`;
    apply(header);
    const langBtn = header.querySelector('#lang-btn');
    const mute = header.querySelector('#mute-btn');
    const refresh = () => {
      langBtn.textContent = t('site.otherLanguage');
      langBtn.setAttribute('aria-label', t('site.switchLanguage'));
      langBtn.lang = currentLang() === 'en' ? 'ne' : 'en';
      if (mute) {
        mute.setAttribute('aria-pressed', String(isMuted()));
        mute.innerHTML = isMuted() ? SPEAKER_OFF : SPEAKER_ON;
        mute.setAttribute('aria-label', t(isMuted() ? 'site.soundOff' : 'site.soundOn'));
        mute.title = mute.getAttribute('aria-label');
      }
    };
    langBtn.addEventListener('click', async () => {
      await setLang(currentLang() === 'en' ? 'ne' : 'en');
      refresh();
    });
    if (mute) mute.addEventListener('click', () => { setMuted(!isMuted()); refresh(); });
    refresh();
  }
  installable();
  const footer = document.getElementById('site-footer');
  if (footer) {
    footer.className = 'site-footer';
    footer.innerHTML = `<span data-i18n="site.footer"></span>`;
    apply(footer);
  }
}

/** The web app manifest in the page's language, and the service worker (/sw.js) that keeps pages for offline use. */
function installable() {
  const manifest = () => {
    const link = document.querySelector('link[rel=manifest]');
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
  let el = document.querySelector('.toast');
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
