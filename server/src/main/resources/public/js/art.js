// The small drawing of a game on its home page card: its art module's art() (js/games/<game>.art.js) in the card's frame.

/** @param {import('./games/board-module').ArtModule} mod */
export function art(mod) {
  return `<svg viewBox="0 0 240 100" aria-hidden="true" focusable="false">${mod.art()}</svg>`;
}
