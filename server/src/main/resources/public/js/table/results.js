// The results screen: who won and why, the rematch, and the link that checks the throws.
// A game words its own results through its module's hooks (result, resultLines); the table words what every
// game shares: a resignation, an agreed draw, a fallen flag, a reason the server names (result.<game>.<reason>).
import { el } from '../site.js';
import { t, has } from '../i18n.js';
import { playEnd } from '../sound.js';
import { $, view, tableId, preview, holds, isComputer, levelName, colourName, seatName, soleSeat, w, byWhom, say }
  from './state.js';

export function showResult(result, withSound) {
  const body = $('result-body');
  body.replaceChildren();
  const winners = (result.winners || []).map(Number);
  const draw = !!result.draw || winners.length === 0;
  const throws = result.throws;
  const iWon = view.held.length === 1 && winners.some(holds);
  const resigned = result.reason === 'resigned' ? Number(result.resigned) : null;
  const flagged = result.reason === 'time' ? Number(result.flagged) : null;
  // ended by its players or their clocks, not by the game's rules
  const byPlayers = resigned != null || flagged != null || result.reason === 'agreed';
  const board = view.state?.board;
  let title;
  const wd = w();
  const line = ({ cls = 'reason', text }) => body.append(el('p', { class: cls, text }));
  const own = byPlayers ? null : view.mod?.result?.(result, { t, words: wd, players: view.players, options: view.options, you: soleSeat(),
    board });
  const loser = view.players === 2 && winners.length === 1 ? 3 - winners[0] : null;
  /** The game's own lines under the title of a result its rules made. */
  const gameLines = () => view.mod?.resultLines?.(result, { t, words: wd, loser, board }) ?? [];
  if (own) {
    title = own.title;
    for (const l of own.lines || []) line(l);
  } else if (draw) {
    title = t('result.draw');
    const why = flagged != null ? `${byWhom(flagged, 'log.flag')} ${t('result.timeDraw')}`
      : byPlayers ? t('result.drawAgreed') : ruleReason(result, null, wd);
    const lines = why ? [{ text: why }] : gameLines();
    for (const l of lines.length ? lines : [{ text: t('result.drawPlain') }]) line(l);
  } else {
    const sideWins = winners.length === 1 && `result.wins.${view.game}.${winners[0]}`;
    title = iWon ? t('result.youWin') : sideWins && has(sideWins) ? t(sideWins)
      : winners.length > 1 ? t('result.winTogether', { names: winners.map(wd.who).join(', ') }) : t('result.wins', { name: wd.who(winners[0]) });
    const why = byPlayers ? null : ruleReason(result, loser, wd);
    if (resigned != null) line({ text: byWhom(resigned, 'log.resign') });
    else if (flagged != null) line({ text: byWhom(flagged, 'log.flag') });
    else if (why) line({ text: why });
    else for (const l of gameLines()) line(l);
  }
  if (throws != null) body.append(el('p', { text: t('result.throws', { n: throws }) }));
  if (result.captured != null && has(`result.${view.game}.capturedLine`)) {
    body.append(el('p', { class: 'captured', text: t(`result.${view.game}.capturedLine`, { n: Number(result.captured) }) }));
  }
  for (let s = 1; s <= view.players; s++) {
    if (isComputer(s) && levelName(s)) {
      body.append(el('p', { class: 'level', text: t('result.level', { colour: colourName(s), level: levelName(s) }) }));
    }
  }
  $('result-title').textContent = title;
  $('status').textContent = title;
  $('result').dataset.outcome = draw ? 'draw' : result.gulmasi ? 'gulmasi' : 'win';
  renderResultButtons();
  if (withSound) playEnd(iWon || view.held.length !== 1);
  if (!$('result').open) $('result').showModal();
  say(title);
}

/**
 * Why a game ended by its rules, where its result says (result.reason: Baghchal, Sholo Guti): the bundle's
 * result.<game>.<reason>, said of the losing seat (.you/.other) or of the losing side (.1/.2) where it has those.
 */
function ruleReason(result, loser, wd) {
  if (!result.reason) return null;
  const key = `result.${view.game}.${result.reason}`;
  if (loser != null && has(key + '.other')) return wd.of(key, loser);
  if (loser != null && has(`${key}.${loser}`)) return t(`${key}.${loser}`);
  return has(key) ? t(key) : null;
}

/** The rematch button and who has agreed so far: a rematch is made once every person agrees. */
export function renderResultButtons() {
  const btn = $('rematch-btn');
  const rm = view.state?.rematch || { agreed: [], waiting: [] };
  const agreed = rm.agreed.map(Number), waiting = rm.waiting.map(Number);
  const iAgreed = view.held.length > 0 && view.held.every(s => agreed.includes(s));
  btn.hidden = view.held.length === 0 && !view.next;
  btn.disabled = !view.next && iAgreed;
  btn.textContent = t(view.next ? 'result.toRematch' : agreed.length && !iAgreed ? 'result.rematchAgree' : 'result.rematch');
  const list = seats => seats.map(s => seatName(s)).join(', ');
  $('result-note').textContent = view.next ? '' : iAgreed && waiting.length ? t('result.rematchWaiting', { names: list(waiting) })
    : agreed.length ? t('result.rematchWants', { names: list(agreed) }) + ' ' + t('result.rematchSwap') : '';
  $('show-result-btn').hidden = !view.over;
}



/** The results screen's "Check the throws", for games with throws. */
export function setupVerifyLink() {
  $('verify-row').hidden = !!preview || !view.mod?.usesThrow;
  $('verify-link').href = `/verify?table=${encodeURIComponent(tableId)}`;
}

