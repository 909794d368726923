// A stand-in for the server, for previewing the table page without one (/table.html?preview=<name>): it plays
// a game the engine recorded (samples/<name>.json, written and checked by PreviewRecordingsTest), step by step.
// A seat this browser holds is offered the recorded throw or move; the others' turns follow from the recording.

/**
 * One recorded step: the event (none for the start) and the position after it, as the server's
 * /api/tables/{id}/positions gives them; `forced` when the move was the only one, so the table played it.
 * @typedef {{seq: number, kind?: string, seat?: number, text?: string, facts?: object, forced?: boolean,
 *   toMove: number|null, awaiting: string, board: any, result?: object}} Position
 */

/** Each preview's recording and its table: who sits where and which seats this browser holds. */
const TABLES = {
  kasimala: { mode: 'computer' }, kasimala25: { mode: 'pass' }, kimasai: { mode: 'friends' },
  over: { mode: 'computer' }, winLimit: { mode: 'computer' }, drawLimit: { mode: 'computer' }, kimasaiDraw: { mode: 'friends' },
};

const SEATS = {
  computer: [{ seat: 1, kind: 'human', name: 'Sita', connected: true }, { seat: 2, kind: 'computer', name: 'Computer', connected: true }],
  friends: [{ seat: 1, kind: 'human', name: 'Sita', connected: true }, { seat: 2, kind: 'human', name: 'Amani', connected: false }],
  pass: [{ seat: 1, kind: 'human', name: 'Player 1', connected: true }, { seat: 2, kind: 'human', name: 'Player 2', connected: true }],
};

/** The engine's recording of a preview or demo game: {game, players, options, opening, positions}. */
export async function recording(name) {
  return (await fetch(new URL(`../samples/${name}.json`, import.meta.url))).json();
}

export async function make(kind) {
  const name = kind in TABLES ? kind : 'kasimala';
  const { mode } = TABLES[name];
  const rec = await recording(name);
  /** @type {Position[]} */
  const positions = rec.positions;
  const held = mode === 'pass' ? [1, 2] : [1];
  const chance = rec.game !== 'kimasai';
  let at = 0;

  const event = (/** @type {Position} */ p) => ({ type: 'event', seq: p.seq, kind: p.kind, seat: p.seat, text: p.text, facts: p.facts,
    by: p.forced ? 'table' : mode === 'computer' && p.seat === 2 ? 'computer' : 'seat' });
  /** Plays on from the recording: the step taken, then every step no held seat has to choose (the table's, the others'). */
  function play(out = [event(positions[++at])]) {
    while (at + 1 < positions.length && (positions[at + 1].forced || !held.includes(positions[at].toMove))) out.push(event(positions[++at]));
    return out;
  }
  const opening = [];
  while (at < Math.min(rec.opening, positions.length - 1)) opening.push(event(positions[++at]));
  const history = play(opening);

  return {
    table: { game: rec.game, players: rec.players, options: rec.options, mode, seats: SEATS[mode], link: location.origin + '/table/preview',
      // a sealed table's fairness (the known-answer secret 00..1f of FairThrowsTest), none for a game without throws
      fairness: chance ? { commitment: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd', seatSeeds: ['a', 'b'] } : undefined },
    held,
    history,
    state: () => {
      const p = positions[at], next = positions[at + 1];
      /** @type {Record<number, object>} */
      const mine = {};
      if (next && held.includes(p.toMove)) mine[p.toMove] = p.awaiting === 'throw' ? { throw: true } : { moves: [next.text] };
      return { type: 'state', seq: p.seq, status: p.awaiting === 'over' ? 'finished' : 'playing', next: null, toMove: p.toMove,
        awaiting: p.awaiting, board: p.board, result: p.result, mine };
    },
    throwStrips: () => play(),
    move: (/** @type {string} */ text) => (text === positions[at + 1]?.text ? play() : []),
  };
}
