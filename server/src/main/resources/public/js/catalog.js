// The games this table knows, by their ids (docs/notation.md). Words come from the bundles.
import { has } from './i18n.js';

/**
 * The games, from the server's descriptors: /api/games as this script's deploy wrote it (../api/games beside
 * js/, which the service worker keeps offline).
 */
export const GAMES = await (await fetch(new URL('../api/games', import.meta.url))).json();

export function game(id) { return GAMES.find(g => g.id === id); }

/** Loads the renderer module of a game: js/games/<id>.js, of this script's deploy, so it shares this page's modules. */
export function loadRenderer(id) { return import(`./games/${id}.js`); }

/**
 * The bundle key naming a seat: the game's own name for that side where it has one (Baghchal's goats and tigers), else its colour,
 * which for a game with colours by the number playing (Ludo) is that of its seat among players.
 */
export function sideKey(id, seat, players) {
  const own = `colour.${id}.${seat}`;
  const byCount = game(id)?.colours?.[players]?.[seat - 1];
  return has(own) ? own : `colour.${byCount ?? seat}`;
}
