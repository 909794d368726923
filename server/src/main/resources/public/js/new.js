// New table: mode, the rules at this table, who moves first, the computer's level and, for two, the clocks; then open it.
import { initPage, param, el } from './site.js';
import { t, has, onLangChange } from './i18n.js';
import { game as findGame, GAMES, sideKey } from './catalog.js';
import { createTable } from './api.js';

await initPage();
const g = findGame(param('game'));
const form = document.getElementById('new-table');
const message = document.getElementById('message');
const NAME_KEY = 'chautari.name';
const LEVELS = ['beginner', 'good', 'strong'];
/** The time controls a table of two may have (minutes + seconds added a move), as the server names them. */
const TIMES = ['none', '3+2', '5+3', '10+5', '15+10', '30+0'];
let chosen = { mode: 'computer', first: 'me', level: 'good', time: 'none', options: {}, players: g ? g.players[0] : 2 };
const passNames = {};
/** At a table of friends or pass-and-play for three or more, the seats the computer plays (seat -> true). */
const computerSeats = {};

function radio(name, value, label, desc, checked, onPick) {
  const input = el('input', { type: 'radio', name, value, checked });
  input.addEventListener('change', () => onPick(value));
  return el('label', { class: 'choice' }, input, el('span', {}, label, desc ? el('small', { text: desc }) : null));
}
function checkbox(label, checked, onPick, name) {
  const input = el('input', { type: 'checkbox', checked, name });
  input.addEventListener('change', () => onPick(input.checked));
  return el('label', { class: 'choice' }, input, el('span', { text: label }));
}

function render() {
  const heading = document.getElementById('heading');
  if (!g) {
    heading.textContent = t('new.title');
    message.hidden = false;
    message.textContent = t('new.unknown');
    message.after(el('ul', {}, GAMES.map(x =>
      el('li', {}, el('a', { href: `/new?game=${x.id}`, text: t(`games.${x.id}.name`) })))));
    return;
  }
  heading.textContent = t('new.heading', { game: t(`games.${g.id}.name`) });
  const rules = /** @type {HTMLAnchorElement} */ (document.getElementById('rules-link'));
  rules.href = `/rules/${g.id}`;
  rules.textContent = t('home.rules');
  form.hidden = false;

  const modes = document.getElementById('modes');
  modes.querySelectorAll('.choice').forEach(c => c.remove());
  for (const m of ['computer', 'friends', 'pass']) {
    const desc = g.players.length > 1 && m !== 'friends' ? `mode.${m}.descMany` : `mode.${m}.desc`;
    modes.append(radio('mode', m, t('mode.' + m), t(desc), chosen.mode === m, v => { chosen.mode = v; render(); }));
  }

  // How many play, for games of more than two.
  const players = document.getElementById('players');
  players.hidden = g.players.length < 2;
  players.querySelectorAll('.choice').forEach(c => c.remove());
  for (const n of g.players.length > 1 ? g.players : []) {
    players.append(radio('players', String(n), t('new.playersN', { n }), null, chosen.players === n, () => { chosen.players = n; render(); }));
  }

  const opts = document.getElementById('options');
  opts.querySelectorAll('.choice, p').forEach(c => c.remove());
  if (!g.options.length) opts.append(el('p', { text: t('new.noOptions') }));
  for (const o of g.options) {
    if (!(o.key in chosen.options)) chosen.options[o.key] = o.default;
    if (o.onlyPlayers && o.onlyPlayers !== chosen.players) continue;
    if (o.type === 'choice') {
      for (const v of o.values) {
        const each = `opt.${g.id}.${o.key}.${v}`; // a value's own words, or the option's with {n}
        const key = has(each) ? each : `opt.${g.id}.${o.key}`;
        opts.append(radio('opt-' + o.key, String(v), t(key, { n: v }), null, chosen.options[o.key] === v,
          () => { chosen.options[o.key] = v; }));
      }
    } else {
      opts.append(checkbox(t(`opt.${g.id}.${o.key}`), chosen.options[o.key], v => { chosen.options[o.key] = v; }, 'opt-' + o.key));
    }
  }

  // Who moves first is which side the person plays, where the sides differ (Baghchal's goats and tigers): the game's own words.
  const first = document.getElementById('first');
  const own = key => (has(`${key}.${g.id}`) ? `${key}.${g.id}` : key);
  first.hidden = chosen.mode !== 'computer';
  const legend = first.querySelector('legend');
  legend.dataset.i18n = own('new.first');
  legend.textContent = t(legend.dataset.i18n);
  first.querySelectorAll('.choice').forEach(c => c.remove());
  for (const f of ['me', 'other', 'random']) {
    first.append(radio('first', f, t(own('first.' + f)), null, chosen.first === f, v => { chosen.first = v; }));
  }

  // Friends or pass-and-play for three or more: any seat but the creator's may be the computer's.
  const kinds = document.getElementById('seat-kinds');
  const mixed = mixable();
  kinds.hidden = !mixed;
  kinds.querySelectorAll('.choice').forEach(c => c.remove());
  for (let s = 2; mixed && s <= chosen.players; s++) {
    kinds.append(checkbox(t('new.seatComputer', { colour: t(sideKey(g.id, s, chosen.players)) }), !!computerSeats[s],
      v => { computerSeats[s] = v; render(); }, 'computer-' + s));
  }

  // Clocks, for a table of two only.
  const time = document.getElementById('time');
  time.hidden = chosen.players !== 2;
  time.querySelectorAll('.choice').forEach(c => c.remove());
  for (const tc of TIMES) {
    const [min, sec] = tc.split('+').map(Number);
    const label = tc === 'none' ? t('time.none') : t(sec ? 'time.control' : 'time.controlFlat', { min, sec });
    time.append(radio('time', tc, label, null, chosen.time === tc, v => { chosen.time = v; }));
  }

  // Pass-and-play: a name for every seat; the first is the creator's own name field.
  const names = document.getElementById('pass-names');
  const pass = chosen.mode === 'pass';
  names.hidden = !pass;
  const nameRow = document.getElementById('name-row');
  if (pass) names.querySelector('legend').after(nameRow);
  else form.querySelector('.btn-row').before(nameRow);
  nameRow.querySelector('label').textContent = pass ? t('new.passName', { colour: t(sideKey(g.id, 1, chosen.players)) }) : t('new.name');
  names.querySelectorAll('p:not(#name-row)').forEach(c => c.remove());
  for (let s = 2; pass && s <= chosen.players; s++) {
    if (computers().includes(s)) continue;
    const input = el('input', { type: 'text', id: 'pass-name-' + s, maxlength: '24', autocomplete: 'off',
      value: passNames[s] ?? '' });
    input.addEventListener('input', () => { passNames[s] = input.value; });
    names.append(el('p', {}, el('label', { for: 'pass-name-' + s, text: t('new.passName', { colour: t(sideKey(g.id, s, chosen.players)) }) }),
      el('br'), input));
  }

  // The computer's level, for every computer seat.
  const level = document.getElementById('level');
  level.hidden = !g.decisions || (chosen.mode !== 'computer' && !computers().length);
  level.querySelectorAll('.choice').forEach(c => c.remove());
  for (const l of LEVELS) {
    level.append(radio('level', l, t('level.' + l), t(`level.${l}.desc`), chosen.level === l, v => { chosen.level = v; }));
  }
}

/** Whether seats may be given to the computer one by one: friends or pass-and-play for three or more. */
function mixable() { return (chosen.mode === 'friends' || chosen.mode === 'pass') && chosen.players > 2; }
/** The seats the computer plays at a mixed table, for the server's "computers". */
function computers() {
  return mixable() ? Object.keys(computerSeats).map(Number).filter(s => computerSeats[s] && s <= chosen.players) : [];
}

render();
onLangChange(render);

const nameInput = /** @type {HTMLInputElement} */ (document.getElementById('name'));
try { nameInput.value = localStorage.getItem(NAME_KEY) || ''; } catch { /* ignore */ }

form.addEventListener('submit', async e => {
  e.preventDefault();
  const button = /** @type {HTMLButtonElement} */ (document.getElementById('create'));
  button.disabled = true;
  button.textContent = t('new.creating');
  // In pass-and-play a seat left unnamed is called by its colour.
  const typed = nameInput.value.trim();
  const names = chosen.mode === 'pass' ? Array.from({ length: chosen.players }, (_, i) => (i === 0 ? typed
    : /** @type {HTMLInputElement | null} */ (document.getElementById('pass-name-' + (i + 1)))?.value.trim()) || t(sideKey(g.id, i + 1, chosen.players))) : undefined;
  const name = names ? names[0] : typed || t('table.guest');
  try { if (typed) localStorage.setItem(NAME_KEY, typed); } catch { /* ignore */ }
  let seat;
  if (chosen.mode === 'computer') {
    seat = chosen.first === 'me' ? 1 : chosen.first === 'other' ? 2 : 1 + Math.floor(Math.random() * chosen.players);
  }
  const options = Object.fromEntries(Object.entries(chosen.options)
    .filter(([k]) => !g.options.find(o => o.key === k)?.onlyPlayers || g.options.find(o => o.key === k).onlyPlayers === chosen.players));
  try {
    const r = await createTable({
      game: g.id, players: chosen.players, options, mode: chosen.mode, name, names, seat, level: chosen.level,
      computers: computers(), time: chosen.players === 2 ? chosen.time : 'none',
    });
    location.href = `/table/${encodeURIComponent(r.id)}`;
  } catch (err) {
    message.hidden = false;
    message.textContent = t('new.error', { message: err.message });
    button.disabled = false;
    button.textContent = t('new.create');
  }
});
