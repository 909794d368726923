// Message bundles: every word the product shows comes from i18n/<lang>.json, beside js/ in this deploy's files.
const KEY = 'chautari.lang';
export const LANGS = ['en', 'ne'];
let lang = pickLang();
let bundle = {};
/** Each language's bundle, fetched when first asked for: a page in Nepali never fetches the English one. */
const bundles = {};
const listeners = [];

/** As the server picks it: ?lang=, then the remembered choice, then the language the server wrote the page in. */
function pickLang() {
  const asked = new URLSearchParams(location.search).get('lang');
  if (LANGS.includes(asked)) {
    remember(asked);
    return asked;
  }
  try {
    const saved = localStorage.getItem(KEY);
    if (LANGS.includes(saved)) { remember(saved); return saved; }
  } catch { /* storage blocked */ }
  const written = document.documentElement.lang;
  if (LANGS.includes(written)) return written;
  return (navigator.language || '').toLowerCase().startsWith('ne') ? 'ne' : 'en';
}

/** Kept for this browser's scripts and, as a cookie, for the server's pages. */
function remember(l) {
  try { localStorage.setItem(KEY, l); } catch { /* ignore */ }
  document.cookie = `${KEY}=${l}; path=/; max-age=31536000; SameSite=Lax`;
}

function fetchBundle(l) {
  bundles[l] ??= fetch(new URL(`../i18n/${l}.json`, import.meta.url)).then(r => {
    if (!r.ok) throw new Error(`bundle ${l}: ${r.status}`);
    return r.json();
  });
  return bundles[l];
}

export async function initI18n() {
  bundle = await fetchBundle(lang).catch(() => fetchBundle('en'));
  await fontsFor(lang);
  document.documentElement.lang = lang;
  apply(document);
}

export function currentLang() { return lang; }

export async function setLang(l) {
  if (!LANGS.includes(l) || l === lang) return;
  remember(l);
  const next = await fetchBundle(l).catch(() => bundle);
  await fontsFor(l);
  [lang, bundle] = [l, next]; // together: no sentence meanwhile in one language with the other's digits
  document.documentElement.lang = l;
  apply(document);
  listeners.forEach(f => f(l));
}

export function onLangChange(f) { listeners.push(f); }

/**
 * The message for key, with {name} placeholders filled from vars. A number n picks the plural form
 * key.one / key.other of the page language where the bundle has them; numbers show in its digits.
 */
export function t(key, vars) {
  const k = vars && typeof vars.n === 'number' ? pluralKey(key, vars.n) : key;
  let s = bundle[k];
  if (s === undefined) { console.warn('missing message', key); return key; }
  if (vars) s = s.replace(/\{(\w+)\}/g, (m, v) => (v in vars ? fmt(vars[v]) : m));
  return s;
}

function pluralKey(key, n) {
  const form = `${key}.${new Intl.PluralRules(lang).select(n)}`;
  if (form in bundle) return form;
  if (`${key}.other` in bundle) return `${key}.other`;
  return key;
}

export function has(key) { return key in bundle; }

/** A number in the reader's digits: Devanagari in Nepali (asked for by name: some browsers lack ne-NP's own data). */
export function num(n) {
  const f = lang === 'ne' ? new Intl.NumberFormat('ne-NP', { useGrouping: false, numberingSystem: 'deva' })
    : new Intl.NumberFormat('en', { useGrouping: false });
  return f.format(n);
}

/** Waits (briefly) for the Devanagari font, so Nepali never shows as empty boxes. */
function fontsFor(l) {
  if (l !== 'ne' || !document.fonts) return Promise.resolve();
  const load = Promise.all(['400', '700'].map(w => document.fonts.load(`${w} 16px "Noto Sans Devanagari"`, 'क')));
  return Promise.race([load, new Promise(r => setTimeout(r, 1500))]).catch(() => {});
}
function fmt(v) { return typeof v === 'number' ? num(v) : v; }

/**
 * Fills elements marked data-i18n="key" (text) and data-i18n-attr="attr:key;attr:key".
 */
export function apply(root) {
  root.querySelectorAll('[data-i18n]').forEach(el => { el.textContent = t(el.dataset.i18n); });
  root.querySelectorAll('[data-i18n-attr]').forEach(el => {
    el.dataset.i18nAttr.split(';').forEach(pair => {
      const [attr, key] = pair.split(':').map(s => s.trim());
      if (attr && key) el.setAttribute(attr, t(key));
    });
  });
  const titleKey = document.documentElement.dataset.titleKey;
  if (root === document && titleKey) {
    const extra = document.documentElement.dataset.titleExtra;
    document.title = (extra ? t(extra) + ' · ' : '') + t(titleKey);
  }
}
