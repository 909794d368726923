// Stepping through a finished game, event by event. The positions are the server's
// (GET /api/tables/{id}/positions: the start, then one after each game event); this module
// only chooses which one to show. Entries of the move list carry data-seq, the event they tell.
//
// createReview({list, box, where, load, loaded, show, leave, t}):
//   list  the move list (<ol>): focusable; arrow keys, Home and End step when it has focus
//   box   the controls (buttons [data-step=start|back|forward|end] inside), shown once enabled
//   where a line saying which step is shown
//   load  () => Promise of the positions, asked for once the game is over; loaded(positions) is told when they come
//   show({position, lastThrow}) draws one; leave() draws the final one again
// The final position is not a review: stepping to the end, or forward past the last, leaves.

const KEYS = { ArrowLeft: 'back', ArrowUp: 'back', ArrowRight: 'forward', ArrowDown: 'forward', Home: 'start', End: 'end' };

/** @param {{list: HTMLElement, box: HTMLElement, where: HTMLElement, load: () => Promise<any[]>, loaded?: (positions: any[]) => void,
 *   show: (shown: {position: any, lastThrow: any}) => void, leave: () => void, t: import('./games/board-module').T}} parts */
export function createReview({ list, box, where, load, loaded = () => {}, show, leave, t }) {
  let positions = null;
  let loading = null;
  let index = null; // the position shown, or null for the final one (no review)
  let enabled = false;

  const stepButtons = () => /** @type {NodeListOf<HTMLButtonElement>} */ (box.querySelectorAll('[data-step]'));
  const last = () => positions.length - 1;
  const current = () => (index == null ? last() : index);

  async function ensureLoaded() {
    if (positions) return true;
    loading ??= load().then(p => { positions = p; loaded(p); }, () => { loading = null; });
    await loading;
    if (!positions) where.textContent = t('review.failed');
    return !!positions;
  }

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
      show({ position: positions[target], lastThrow: lastThrow(target) });
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
    where.textContent = index == null ? t('review.atEnd')
      : index === 0 ? t('review.atStart') : t('review.step', { n: index, total: last() });
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

  return {
    /** Once the game is over: the controls show, at the final position, and the positions are fetched. */
    enable() {
      if (enabled) return;
      enabled = true;
      ensureLoaded();
      box.hidden = false;
      list.classList.add('reviewable');
      where.textContent = t('review.atEnd');
      for (const b of stepButtons()) b.disabled = ['forward', 'end'].includes(b.dataset.step);
    },
    /** A position other than the final one is shown. */
    active: () => index != null,
    /** Draws the reviewed position again (after the page redrew the final one) and rewords the line. */
    redraw() {
      if (!enabled) return;
      if (!positions) { where.textContent = t('review.atEnd'); return; }
      if (index != null) show({ position: positions[index], lastThrow: lastThrow(index) });
      mark();
    },
  };
}
