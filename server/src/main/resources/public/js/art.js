// The small drawing of a game on its home page card: its board module's art() in the card's frame.

/** @param {import('./games/board-module').BoardModule} mod */
export function art(mod) {
  return `<svg viewBox="0 0 240 100" aria-hidden="true" focusable="false">${mod.art()}</svg>`;
}
