// The invite panel of a friends table: the link to copy or share.
import { toast } from './site.js';
import { t } from './i18n.js';

/** An element of the page by id. @type {(id: string) => any} */
const $ = id => document.getElementById(id);

/** Shows the panel with `link`, for a table of `game`. */
export function setupInvite(link, game) {
  $('invite').hidden = false;
  const input = $('invite-link');
  input.value = link;
  $('copy-btn').addEventListener('click', () => copy(link, input));
  const share = $('share-btn');
  share.hidden = false;
  share.addEventListener('click', () => {
    const text = t('table.shareText', { game: t(`games.${game}.name`) });
    if (navigator.share) {
      navigator.share({ title: t('site.name'), text, url: link }).catch(() => {});
    } else {
      location.href = `mailto:?subject=${encodeURIComponent(t('site.name'))}&body=${encodeURIComponent(text + '\n' + link)}`;
    }
  });
}

async function copy(link, input) {
  try {
    await navigator.clipboard.writeText(link);
    toast(t('table.copied'));
  } catch {
    input.select();
    try { toast(t(document.execCommand('copy') ? 'table.copied' : 'table.copyFailed')); }
    catch { toast(t('table.copyFailed')); }
  }
}
