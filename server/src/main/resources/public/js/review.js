// Stepping through a game, event by event, once it is over or while it goes on. The positions are the server's
// (GET /api/tables/{id}/positions: the start, then one after each game event); this module
// only chooses which one to show. Entries of the move list carry data-seq, the event they tell.
//
// createReview({list, box, where, live, load, loaded, show, leave, over, t}):
//   list  the move list (<ol>): focusable; arrow keys, Home and End step when it has focus
//   box   the controls (buttons [data-step=start|back|forward|end] inside), shown once enabled
//   where a line saying which step is shown
//   live  the "back to the game" button, shown while an earlier position of a game still on is
//   load  () => Promise of the positions, asked for at the first step (again after the game moved on) and once it
//         is over; loaded(positions) is told when they come
//   show({position, lastThrow, next}) draws one (next: the position after it); leave() draws the position now
//         (the final one) again
//   over  () => whether the game is over
//   note  (positions, i) => words said after where position i is (the review's better move), or ''
// The position now is not a review: stepping to the end, or forward past the last, leaves.

const KEYS = { ArrowLeft: 'back', ArrowUp: 'back', ArrowRight: 'forward', ArrowDown: 'forward', Home: 'start', End: 'end' };

/** @param {{list: HTMLElement, box: HTMLElement, where: HTMLElement, live?: HTMLElement | null, load: () => Promise<any[]>,
 *   loaded?: (positions: any[]) => void, show: (shown: {position: any, lastThrow: any, next: any}) => void, leave: () => void,
 *   over?: () => boolean, note?: (positions: any[], i: number) => string, t: import('./games/board-module').T}} parts */
export function createReview({ list, box, where, live = null, load, loaded = () => {}, show, leave, over = () => true, note = () => '', t }) {
  let positions = null;
  let loading = null;
  let stale = false; // the game moved on since the positions came
  let index = null; // the position shown, or null for the position now (no review)
  let enabled = false;

  const stepButtons = () => /** @type {NodeListOf<HTMLButtonElement>} */ (box.querySelectorAll('[data-step]'));
  const last = () => positions.length - 1;
  const current = () => (index == null ? last() : index);

  async function ensureLoaded() {
    if (positions && !stale) return true;
    let failed = false;
    if (!loading) {
      stale = false;
      loading = load().then(p => { positions = p; loaded(p); }, e => { failed = true; if (!positions) where.textContent = failedWords(e); })
        .finally(() => { loading = null; });
    }
    await loading;
    return !!positions && !failed;
  }

  /** A game whose stakes are hidden shows its steps once over (409 not-over); anything else may be tried again. */
  const failedWords = e => t(e?.code === 'not-over' ? 'review.notYet' : 'review.failed');

  /** The last throw at or before position i: what the throw area showed then. */
  function lastThrow(i) {
    for (let k = i; k > 0; k--) if (positions[k].kind === 'throw') return positions[k];
    return null;
  }

  async function step(kind) {
    if (!enabled || !(await ensureLoaded())) return;
    const targets = { start: 0, back: current() - 1, forward: current() + 1, end: last() };
    go(targets[kind]);
  }

  function go(i) {
    const target = Math.max(0, Math.min(i, last()));
    if (target === last()) {
      const was = index;
      index = null;
      if (was != null) leave();
    } else {
      index = target;
      show({ position: positions[target], lastThrow: lastThrow(target), next: positions[target + 1] });
    }
    mark();
  }

  /** Highlights the entry of the event shown, says where we are, and enables the steps that go somewhere. */
  function mark() {
    const seq = index == null ? null : positions[index].seq;
    for (const li of list.querySelectorAll('li.reviewed')) {
      li.classList.remove('reviewed');
      li.removeAttribute('aria-current');
    }
    const li = seq ? list.querySelector(`li[data-seq="${seq}"]`) : null;
    if (li) {
      li.classList.add('reviewed');
      li.setAttribute('aria-current', 'step');
      reveal(li);
    } else if (index === 0) list.scrollTop = 0;
    box.dataset.index = current();
    if (live) live.hidden = index == null || over();
    const said = index == null ? t(over() ? 'review.atEnd' : 'review.atNow')
      : index === 0 ? t('review.atStart') : t('review.step', { n: index, total: last() });
    const more = index == null ? '' : note(positions, index);
    where.textContent = more ? `${said}. ${more}` : said;
    for (const b of stepButtons()) {
      const back = b.dataset.step === 'start' || b.dataset.step === 'back';
      b.disabled = back ? current() === 0 : index == null;
    }
  }

  /** Scrolls the list alone (never the page, which holds the board) to show the entry. */
  function reveal(li) {
    const shown = list.getBoundingClientRect(), r = li.getBoundingClientRect();
    if (r.top < shown.top) list.scrollTop += r.top - shown.top;
    else if (r.bottom > shown.bottom) list.scrollTop += r.bottom - shown.bottom;
  }

  list.addEventListener('keydown', e => {
    const kind = KEYS[e.key];
    if (!enabled || !kind || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    step(kind);
  });
  list.addEventListener('click', async e => {
    const li = /** @type {HTMLElement} */ (e.target).closest('li[data-seq]');
    if (!enabled || !li || !(await ensureLoaded())) return;
    const i = positions.findIndex(p => String(p.seq) === li.getAttribute('data-seq'));
    if (i >= 0) go(i);
  });
  for (const b of stepButtons()) b.addEventListener('click', () => step(b.dataset.step));
  const toLive = () => { if (index != null) go(last()); };
  live?.addEventListener('click', toLive);

  return {
    /** The controls show, at the position now; a game over has its positions fetched at once. */
    enable() {
      if (enabled) return;
      enabled = true;
      if (over()) ensureLoaded();
      box.hidden = false;
      list.classList.add('reviewable');
      where.textContent = t(over() ? 'review.atEnd' : 'review.atNow');
      for (const b of stepButtons()) b.disabled = ['forward', 'end'].includes(b.dataset.step);
    },
    /** The game moved on (or ended): the positions are fetched again at the next step, at once when it is over. */
    moved() {
      stale = true;
      if (enabled && over()) ensureLoaded().then(ok => { if (ok) mark(); });
    },
    /** Back to the position now, when an earlier one is shown. */
    toLive,
    /** Shows the position in which the event of this seq was chosen. */
    async showBefore(seq) {
      if (!enabled || !(await ensureLoaded())) return;
      const i = positions.findIndex(p => p.seq === seq);
      if (i > 0) go(i - 1);
    },
    /** The seq of the event whose position is shown (0 at the start), or null at the position now. */
    shownSeq: () => (index == null ? null : positions[index].seq),
    /** A position other than the final one is shown. */
    active: () => index != null,
    /** Draws the reviewed position again (after the page redrew the final one) and rewords the line. */
    redraw() {
      if (!enabled) return;
      if (!positions) { where.textContent = t(over() ? 'review.atEnd' : 'review.atNow'); return; }
      if (index != null) show({ position: positions[index], lastThrow: lastThrow(index), next: positions[index + 1] });
      mark();
    },
  };
}
