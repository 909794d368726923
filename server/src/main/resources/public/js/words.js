// Sentences about seats. The one seat this browser plays gets the "you" sentence (key.you), every
// other seat the sentence with its name (key.other, {name}): never a name glued to a verb.
// Event sentences (throws, moves, captures, payouts) are built here from the event and its facts.

/**
 * words({t, you, nameOf}) -> sentence builders.
 * you: the seat this browser plays alone (null when watching or sharing the screen);
 * nameOf(seat): how a seat is named in sentences ("White (computer)", "Asha (Red)", "Red");
 * takenKey: the game's words for n of its pieces ({n}: "2 goats"), for what a capture took.
 */
export function words({ t, you = null, nameOf, colourOf = s => t('colour.' + s), takenKey = 'table.pieces' }) {
  const isYou = s => you != null && Number(s) === you;
  /** key.you or key.other with {name}, other vars as given. */
  const of = (key, seat, vars = {}) => t(key + (isYou(seat) ? '.you' : '.other'), { ...vars, name: nameOf(seat) });
  /** n of the game's pieces in words: "1 goat", "2 stones". */
  const taken = n => t(takenKey, { n });
  return {
    t, you, isYou, nameOf, colourOf, of, taken,
    /** A winner, or a list of them, as the subject of a title ("You", "White (computer)"). */
    who: s => isYou(s) ? t('words.you') : nameOf(s),
    move: (seat, from, to) => of('log.move', seat, { from, to }),
    captured: (seat, n) => of('log.captured', seat, { what: taken(n) }),
    again: seat => of('log.again', seat),
    staked: seat => of('log.hidden', seat),
    lost: (seat, throwName) => of('log.lost', seat, { throw: throwName }),
    stuck: seat => of('log.lostPlain', seat),
  };
}

/**
 * The log sentence of a move event, with what its facts say happened (captures, an extra throw,
 * payouts); base is the move itself in words. sentBack: captured pieces go back to start (Pasa),
 * said piece by piece (the board marks where they were hit); a game's own words for it when sentBack is a bundle key (Ludo's yard).
 * payout: the game's words for one of the facts' payouts (Kauda's payoutText).
 * @param {ReturnType<typeof words>} w
 * @param {number} seat
 * @param {string} base
 * @param {import('./games/board-module').Facts} [facts]
 * @param {{sentBack?: boolean | string, payout?: (p: {from: number, to: number, chips: number}, w: any) => string}} [how]
 */
export function withFacts(w, seat, base, facts = {}, { sentBack = false, payout } = {}) {
  const parts = [base];
  const captured = facts.captured || [];
  if (sentBack) {
    const key = typeof sentBack === 'string' ? sentBack : 'log.sentBack';
    for (const c of captured) parts.push(w.t(key, { colour: w.colourOf(c.seat), n: c.count }));
  } else {
    const taken = capturedCount(facts);
    if (taken > 0) parts.push(w.captured(seat, taken));
  }
  if (payout) for (const p of facts.payouts || []) parts.push(payout(p, w));
  if (facts.extraThrow) parts.push(w.again(seat));
  return parts.join(' · ');
}

/** How many enemy pieces a move's facts say it took. */
export function capturedCount(facts) {
  return (facts?.captured || []).reduce((sum, c) => sum + c.count, 0);
}
