// The games this table knows. Names as in NOTATION.md. Words come from the bundles.
import { has } from './i18n.js';

export const GAMES = [
  { id: 'kasimala', players: [2], minutes: 10, kind: 'board', table: true,
    options: [{ key: 'cells', type: 'choice', values: [17, 25], default: 17 }] },
  { id: 'pasa', players: [2, 3, 4], minutes: 25, kind: 'dice', table: true,
    options: [{ key: 'partners', type: 'bool', default: true, onlyPlayers: 4 },
              { key: 'captureBonus', type: 'bool', default: false }] },
  { id: 'kauda', players: [2, 3, 4, 5, 6], minutes: 10, kind: 'dice', table: true,
    options: [{ key: 'rounds', type: 'choice', values: [3, 5, 10], default: 5 },
              { key: 'doubling', type: 'bool', default: true }] },
  { id: 'kimasai', players: [2], minutes: 10, kind: 'mancala', table: true, options: [] },
  { id: 'baghchal', players: [2], minutes: 15, kind: 'board', table: true, options: [] },
  { id: 'shologuti', players: [2], minutes: 15, kind: 'board', table: true, options: [] },
  // Ludo's seats take colours by the number playing (red and yellow for two): the numbers of the bundle's colour.N.
  { id: 'ludo', players: [2, 3, 4], minutes: 30, kind: 'dice', table: true, options: [],
    colours: { 2: [1, 5], 3: [1, 3, 5], 4: [1, 3, 5, 4] } },
];

export function game(id) { return GAMES.find(g => g.id === id); }

/** Loads the renderer module of a game: /js/games/<id>.js. */
export function loadRenderer(id) { return import(`/js/games/${id}.js`); }

/**
 * The bundle key naming a seat: the game's own name for that side where it has one (Baghchal's goats and tigers), else its colour,
 * which for a game with colours by the number playing (Ludo) is that of its seat among players.
 */
export function sideKey(id, seat, players) {
  const own = `colour.${id}.${seat}`;
  const byCount = game(id)?.colours?.[players]?.[seat - 1];
  return has(own) ? own : `colour.${byCount ?? seat}`;
}
