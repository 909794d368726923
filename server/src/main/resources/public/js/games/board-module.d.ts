// The contract of a game's board module, js/games/<game>.js, and of its home card drawing, js/games/<game>.art.js:
// everything the shared pages (the table, js/table/*.js; the home page; the rules pages' figures) ask of a game.
// A game plugs in by these two modules alone: the shared files name no game. Each module checks itself against
// its interface (its last lines), and `npm run web-check` (server/package.json) runs tsc --checkJs over them.
//
// Boards, moves, throws and facts are the server's (server/API.md, docs/notation.md): a module draws them and words
// them; a game's fixed facts (Snakes and Ladders' ladders and snakes, Kasimala's throw limit) are its catalogue
// entry's `constants` (js/catalog.js, /api/games), which a module reads with game(id).constants.

/** A bundle lookup: t(key, vars) in the page's language (js/i18n.js). */
export type T = (key: string, vars?: Record<string, unknown>) => string;

/** Sentence builders of js/words.js for the page's seats ("you" for the one seat this browser plays). */
export type Words = ReturnType<typeof import('../words.js').words>;

/** A board as the server's state carries it (docs/notation.md): each game its own shape. */
export type Board = any;

/** What a throw or move event did, as the server says (server/API.md "facts"). */
export interface Facts {
  /** The throw's name (Kasimala's strips), its steps, whether it earns another throw. */
  name?: string;
  steps?: number;
  extraThrow?: boolean;
  /** Pieces taken: where, whose, how many. */
  captured?: { cell?: string; seat?: number; count: number }[];
  /** Kauda's payouts. */
  payouts?: { from: number; to: number; chips: number }[];
  [more: string]: unknown;
}

/** What this browser's seat may do now: throw, one of these moves, or a stake (Kauda). */
export interface Act {
  throw?: boolean;
  moves?: string[];
  stake?: { khals: string[]; least: number; greatest: number };
}

/** A game's result (server/API.md): winners, a draw, and what the game adds (throws, gulmasi, limit, reason, chips...). */
export interface Result {
  winners?: (number | string)[];
  draw?: boolean;
  throws?: number;
  reason?: string;
  [more: string]: unknown;
}

/** A line of the results screen: a paragraph with its class ('reason' unless said). */
export interface ResultLine { text: string; cls?: string }

/** What the table tells a board with each drawing. */
export interface DrawInfo {
  /** The last move played (kept until the next, also after a reload), its event's facts and its seat. */
  lastMove?: string | null;
  lastFacts?: Facts | null;
  lastMoveBy?: number | null;
  /** True only on the drawing just after that move: animate it. */
  animate?: boolean;
  /** What this browser's seat may do now, and which seat that is. */
  act?: Act | null;
  seat?: number | null;
  /** Every seat of this browser awaited now, by seat. */
  mine?: Record<string, Act | null>;
  toMove?: number | null;
  awaiting?: string;
  over?: boolean;
  /** 'computer', 'friends' or 'pass' (a shared screen). */
  mode?: string | null;
  /** The last throw, its facts and its seat; freshThrow: it has just landed. */
  outcome?: string | null;
  throwFacts?: Facts | null;
  lastThrowBy?: number | null;
  freshThrow?: boolean;
  /** The last move was a pass (a lost throw). */
  passed?: boolean;
  /** Every seat's name for sentences; the seat called "you"; sentence builders. */
  names?: Record<number, string>;
  you?: number | null;
  words?: Words;
  /** A hinted move to mark, never to play. */
  hint?: { seat: number; move: string } | null;
  /** In a review, the move the computer prefers at the position shown: marked as a hint is, with nothing to play. */
  better?: { seat: number; move: string } | null;
}

/** What create() answers: the board drawn in its container. */
export interface Renderer {
  /**
   * Draws a board. legal: the moves this browser may play now; onMove(move, seat?) plays one (null: nothing to
   * play), seat naming which of several held seats acts (a stake at a shared screen).
   */
  draw(board: Board, legal?: string[], onMove?: ((move: string, seat?: number) => void) | null, info?: DrawInfo): void;
  /** Takes the keyboard focus (after a throw made from the keyboard). */
  focus?(): void;
  /** Shows at once, at its end, whatever the board still has to show (a walk, a queue of moves): a tap never waits. */
  finish?(): void;
  /** Of several seats awaited at a shared screen, the one shown (a hint is asked for it). */
  activeSeat?(): number | null | undefined;
}

export interface CreateOptions {
  /** The table's options (catalog `options`). */
  options?: Record<string, any>;
  /** The seat drawn nearest the viewer (1 when watching). */
  seat?: number;
  t?: T;
  players?: number;
  /** For figures: 'auto' (default), 'horizontal' or 'vertical'. */
  orientation?: 'auto' | 'horizontal' | 'vertical' | 'sideways';
  /** Whether to show the counts of pieces taken (Sholo Guti's trays). */
  counts?: boolean;
}

/**
 * A game's home card drawing, js/games/<game>.art.js: apart from the board module, so the home page loads
 * only these (js/home.js; js/art.js frames it).
 */
export interface ArtModule {
  /** SVG markup for a 240 by 100 view box. */
  art(): string;
}

export interface BoardModule {
  /** Draws the game's board into container. */
  create(container: HTMLElement, options?: CreateOptions): Renderer;
  /** Each seat's count for its seat card (pieces, stones, chips, tokens home, square), by seat. */
  countPieces(board: Board): Record<number, number>;
  /** Whether the game has throws: the throw button, the seal of fair throws, the link that checks them. */
  usesThrow: boolean;
  /** The rules page's drawn figures, by the name in their data-figure; each draws into its box. */
  figures?: Record<string, (box: HTMLElement, t: T) => void>;

  // ---- sounds (js/sound.js) ----
  /** The sound of a throw landing, for a game with throws. */
  throwSound?: import('../sound.js').ThrowSound;

  // ---- the throw ----
  /** Bundle keys of the throw button's words and title, where not "Throw" (dice, shells). */
  throwLabel?: string;
  throwHint?: string;
  /** A throw in words, where the facts' name is not it. */
  throwText?(outcome: string, t: T): string;
  /** Draws the last throw in the action bar (el: #strips); fresh: it has just landed. */
  drawThrow?(el: HTMLElement, outcome: string | null, how: { fresh?: boolean; t?: T; facts?: Facts | null }): void;

  // ---- the move list and announcements ----
  throwLog?(outcome: string, seat: number, words: Words, facts?: Facts): string;
  /** A move in words; facts: what its event did (Chess words a move by the facts' `san`). */
  moveLog?(move: string, seat: number, words: Words, facts?: Facts): string;
  passLog?(seat: number, words: Words): string;
  /** A hinted move in words. */
  hintText?(move: string, t: T): string;
  /** A move hidden at a shared screen (Kauda's stakes). */
  isSecret?(move: string): boolean;
  /** The bundle key of n of the pieces a capture takes ({n}: "2 goats"); 'table.pieces' unless said. */
  takenKey?: string;
  /** Captured pieces go back to start: said piece by piece (true), or with this bundle key. */
  capturesSendBack?: boolean | string;
  /** One of the facts' payouts in words (Kauda): who paid whom. */
  payoutText?(payout: { from: number; to: number; chips: number }, words: Words): string;
  /** Every move is played by the table (Snakes): the list does not say so of each. */
  movesPlayThemselves?: boolean;

  // ---- the table around the board ----
  /** A seat's partner, where seats play in pairs (Pasa's four partners); null when it plays alone. */
  partnerOf?(seat: number, players: number, partners: boolean): number | null;
  /** The status line, where the game has its own (Kauda's stakes); null for the table's. */
  statusText?(state: any, how: { mine: Record<string, Act | null>; pass: boolean; t: T; seatName: (seat: number) => string;
    lastFacts: Facts | null }): string | null;
  /**
   * A file of the game beside the record's download (Chess's PGN): /api/tables/{id}/{path}?download=1, its extension,
   * its words' key, and the words' key of the file with the review's notes (&review=1), offered once the review is ready.
   */
  download?: { path: string; extension: string; label: string; reviewedLabel?: string };
  /** The bundle key of a seat card's count ({n}); 'table.pieces' unless said. */
  countKey?: string;

  // ---- the results screen ----
  /** The whole results screen (title and lines), or null for the table's own. */
  result?(res: Result, how: { t: T; words: Words; players: number; options: Record<string, any>; you: number | null; board: Board }):
    { title: string; lines?: ResultLine[] } | null;
  /** The lines under the table's title of a result the game's rules made (not a resignation or agreed draw). */
  resultLines?(res: Result, how: { t: T; words: Words; loser: number | null; board: Board }): ResultLine[];
}
