// The stake panel of a Kauda stake round: one khal (never the thrower's) and an amount within
// the limits the server gives, with quick buttons for the least and the greatest stake.
/**
 * stakePanel({seat, name, limits: {khals, least, greatest}, t, onStake(move)}) -> element.
 * onStake gets the stake in the text of docs/notation.md, `khal:amount`.
 */
export function stakePanel({ seat, name, limits, t, onStake }) {
  const form = document.createElement('form');
  form.className = 'stake-panel';
  form.dataset.seat = seat;
  form.noValidate = true;
  const { khals = [], least = 0, greatest = 0 } = limits || {};
  const title = document.createElement('h3');
  title.textContent = name ? t('kauda.stakeTitle', { name }) : t('kauda.stakeTitleYou');
  const fs = document.createElement('fieldset');
  fs.className = 'khal-pick';
  const lg = document.createElement('legend');
  lg.textContent = t('kauda.pickKhal');
  fs.append(lg);
  khals.forEach((k, i) => {
    const id = `stake-${seat}-${k}`;
    const label = document.createElement('label');
    label.className = `khal-opt khal-${k}`;
    label.htmlFor = id;
    const input = document.createElement('input');
    Object.assign(input, { type: 'radio', name: `khal-${seat}`, value: k, id, required: true });
    if (i === 0) input.checked = true;
    const span = document.createElement('span');
    span.textContent = t('khal.' + k);
    label.append(input, span);
    fs.append(label);
  });
  const amountRow = document.createElement('div');
  amountRow.className = 'amount-row';
  const al = document.createElement('label');
  al.htmlFor = `amount-${seat}`;
  al.textContent = t('kauda.amount', { least, greatest });
  const amount = document.createElement('input');
  Object.assign(amount, { type: 'number', id: `amount-${seat}`, min: least, max: greatest, step: 1, value: least, inputMode: 'numeric' });
  amount.className = 'amount';
  const quick = (key, v) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'btn small secondary quick';
    b.dataset.quick = key;
    b.textContent = t('kauda.' + key, { n: v });
    b.addEventListener('click', () => { amount.value = v; amount.focus(); check(); });
    return b;
  };
  amountRow.append(al, amount, quick('least', least), quick('greatest', greatest));
  const err = document.createElement('p');
  err.className = 'stake-error';
  err.setAttribute('role', 'alert');
  const submit = document.createElement('button');
  submit.type = 'submit';
  submit.className = 'btn stake-btn';
  submit.textContent = t('kauda.stake');
  form.append(title, fs, amountRow, err, submit);

  function value() {
    const v = Number(amount.value);
    return Number.isInteger(v) && v >= least && v <= greatest ? v : null;
  }
  function check() {
    const ok = value() !== null;
    err.textContent = ok ? '' : t('kauda.badAmount', { least, greatest });
    submit.disabled = !ok;
    return ok;
  }
  amount.addEventListener('input', check);
  form.addEventListener('submit', e => {
    e.preventDefault();
    const k = /** @type {HTMLInputElement | null} */ (form.querySelector('input[type=radio]:checked'))?.value;
    if (!check() || !k) return;
    submit.disabled = true;
    onStake(`${k}:${value()}`);
  });
  check();
  return form;
}

/** Pre-selects a hinted stake (`khal:amount`) in a stake panel, marked as the hint; the player still stakes it. */
export function preselectStake(form, move) {
  const m = /^([a-z]+):(\d+)$/.exec(move || '');
  const radio = m && [...form.querySelectorAll('input[type=radio]')].find(r => r.value === m[1]);
  if (!radio) return;
  radio.checked = true;
  form.querySelectorAll('.khal-opt').forEach(l => l.classList.toggle('hinted', l.contains(radio)));
  const amount = form.querySelector('input.amount');
  amount.value = m[2];
  amount.classList.add('hinted');
  amount.dispatchEvent(new Event('input'));
  form.dataset.hinted = move;
}
