// Chautari's service worker: keeps the web client's files and the home and rules pages, so they
// open offline. The server writes in VERSION (a hash of every file of the web client) and the lists
// (ServiceWorkerScript.java): a deploy that changes any file changes this script, the browser installs
// the new worker, which fills a new cache and drops the old ones. API answers and sockets pass by untouched.
const VERSION = '%VERSION%';
// This deploy's files at their versioned addresses (/v/<VERSION>/js/site.js...), which the pages load:
// no other deploy's page asks for them, so they are answered from the cache at once, and a page of
// another deploy asks for other addresses, which go to the network.
const FILES = %FILES%;
const PAGES = %PAGES%;
// The table page without a table: offline, any table's address opens it, and it says the network is gone.
const TABLE_SHELL = '%TABLE_SHELL%';
const CACHE = `chautari-${VERSION}`;
const KEPT = new Set(FILES);
const SHOWN = new Set(PAGES);

self.addEventListener('install', event => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all([...FILES, ...PAGES, TABLE_SHELL].map(url => keep(cache, url)));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', event => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('chautari-') && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', event => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (SHOWN.has(url.pathname)) event.respondWith(page(request));
    else if (url.pathname.startsWith('/table/')) event.respondWith(table(request));
  } else if (KEPT.has(url.pathname) && !url.search) {
    event.respondWith(file(request, url.pathname));
  }
});

/** Whether the server that sent this answer runs this worker's deploy. */
function ours(r) {
  return r.headers.get('X-Chautari-Version') === VERSION;
}

/**
 * Fetched past the browser's HTTP cache's freshness, and only this deploy's: an answer of another (the
 * server moved on meanwhile) fails the install, so no cache ever mixes two deploys; the next page's
 * update check then brings the new deploy's worker.
 */
async function keep(cache, url) {
  const r = await fetch(url, { cache: 'no-cache' });
  if (!r.ok || !ours(r)) throw new Error(`${url}: ${r.status}, version ${r.headers.get('X-Chautari-Version')}`);
  await cache.put(url, r);
}

/** The network's answer to a navigation; a page of another deploy makes the browser look for its worker. */
async function navigate(request) {
  const r = await fetch(request);
  if (!ours(r)) self.registration.update().catch(() => {});
  return r;
}

/** A home or rules page: the network's, kept for later if of this deploy (its files are kept); offline the kept one. */
async function page(request) {
  const cache = await caches.open(CACHE);
  try {
    const r = await navigate(request);
    if (r.ok && ours(r)) await cache.put(request, r.clone());
    return r;
  } catch (e) {
    return (await cache.match(request, { ignoreVary: true }))
      || (await cache.match(request, { ignoreVary: true, ignoreSearch: true }))
      || Response.error();
  }
}

/** A table needs the network; without it, the table page, which says so. */
async function table(request) {
  try {
    return await navigate(request);
  } catch (e) {
    return (await caches.match(TABLE_SHELL)) || Response.error();
  }
}

/** One of this deploy's files: the same bytes whenever asked, so the kept copy, else the network's (then kept). */
async function file(request, path) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(path);
  if (hit) return hit;
  const r = await fetch(request);
  if (r.ok && ours(r)) await cache.put(path, r.clone());
  return r;
}
