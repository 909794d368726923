// Pass-and-play: a screen between players, so nobody sees what the one before did in secret.

/**
 * handoverScreen({name, t, onReady}) -> element covering the private part of the table:
 * "Pass the phone to <name>", and a button the next player presses when only they can see.
 */
export function handoverScreen({ name, t, onReady }) {
  const box = document.createElement('div');
  box.className = 'handover';
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-modal', 'false');
  const h = document.createElement('h3');
  h.textContent = t('handover.title', { name });
  h.id = 'handover-title';
  box.setAttribute('aria-labelledby', h.id);
  const p = document.createElement('p');
  p.textContent = t('handover.help', { name });
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'btn handover-btn';
  b.textContent = t('handover.ready', { name });
  b.addEventListener('click', onReady);
  box.append(h, p, b);
  queueMicrotask(() => { if (box.isConnected) b.focus(); });
  return box;
}
