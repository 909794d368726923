// Check the throws: recomputes every throw of a finished table's record from its revealed secret
// (js/fairness.js, the derivation of server/API.md) and says whether each matches what was thrown.
// /verify?table=ID fetches the table's record; any record may be pasted too.
// #verify-result[data-verdict] is "match" or "mismatch"; each row tr[data-ok] of #throws has
// td.recorded and td.derived.
import { initPage, param, el } from './site.js';
import { t, num, onLangChange } from './i18n.js';
import * as api from './api.js';
import { sideKey } from './catalog.js';
import { hasWebCrypto, parseRecord, checkRecord, RecordError } from './fairness.js';

await initPage();
const $ = /** @type {(id: string) => any} */ (id => document.getElementById(id));
let shown = null; // what the page shows, redrawn in the other language: {message: [key, vars]} or {result, record}
/** A seat by its colour in the record's game (Ludo's by the number playing). */
const seatName = s => t(shown?.record ? sideKey(shown.record.game, s, shown.record.players) : 'colour.' + s);

function showMessage(key, vars) {
  shown = { message: [key, vars] };
  $('verify-result').hidden = true;
  $('verify-message').hidden = false;
  $('verify-message').dataset.key = key;
  $('verify-message').textContent = t(key, vars);
}

function problemText(p) {
  const seat = p.seat ? seatName(p.seat) : '';
  switch (p.code) {
    case 'mismatch': return t('verify.problem.mismatch', { n: p.n, seat });
    case 'seatSeed': return t('verify.problem.seatSeed', { seat });
    case 'commitment': return t('verify.problem.commitment', { actual: p.actual });
    default: return t('verify.problem.' + p.code);
  }
}

function showResult(result, record) {
  shown = { result, record };
  $('verify-message').hidden = true;
  const box = $('verify-result');
  box.hidden = false;
  box.dataset.verdict = result.ok ? 'match' : 'mismatch';
  $('verdict').textContent = result.noThrows && result.ok ? t('verify.noThrows')
    : result.ok ? t('verify.allMatch', { n: result.checks.length }) : t('verify.notVerified');
  $('problems').replaceChildren(...result.problems.map(p => el('li', { text: problemText(p) })));
  $('commitment').textContent = result.commitment || '';
  $('throws').tBodies[0].replaceChildren(...result.checks.map(c => el('tr', { 'data-ok': String(c.ok) },
    el('td', { text: num(c.n) }),
    el('td', { text: seatName(c.seat) }),
    el('td', {}, el('code', { class: 'recorded', text: c.recorded })),
    el('td', {}, el('code', { class: 'derived', text: c.derived ?? '?' })),
    el('td', { class: c.ok ? 'tick' : 'cross', 'aria-label': t(c.ok ? 'verify.ok' : 'verify.mismatch'), text: c.ok ? '✓' : '✗' }))));
}

async function check(text) {
  if (!hasWebCrypto()) return showMessage('verify.noCrypto');
  let record;
  try { record = parseRecord(text); } catch (e) {
    if (e instanceof RecordError) return showMessage('verify.badRecord', { line: e.line, expected: e.expected });
    throw e;
  }
  showResult(await checkRecord(record), record);
}

async function fromTable(id) {
  let text;
  try { text = await api.getRecord(id); } catch (e) {
    if (e.status === 409) return showMessage('verify.notOver');
    if (e.status === 404) return showMessage('verify.noTable', { id });
    return showMessage('verify.error', { message: e.message });
  }
  $('record-text').value = text;
  await check(text);
}

$('paste-form').addEventListener('submit', e => {
  e.preventDefault();
  check($('record-text').value);
});

onLangChange(() => {
  if (shown?.message) showMessage(...shown.message);
  else if (shown?.result) showResult(shown.result, shown.record);
});

const table = param('table');
if (!hasWebCrypto()) showMessage('verify.noCrypto');
else if (table) await fromTable(table);
document.body.dataset.ready = 'true';
