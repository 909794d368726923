// Chautari's service worker: keeps the web client's files and the home and rules pages, so they
// open offline. The server writes in VERSION (a hash of every file of the web client) and the lists
// (ServiceWorkerScript.java): a deploy that changes any file changes this script, the browser installs
// the new worker, which fills a new cache and drops the old ones. API answers and sockets pass by untouched.
const VERSION = '%VERSION%';
const FILES = %FILES%;
const PAGES = %PAGES%;
// The table page without a table: offline, any table's address opens it, and it says the network is gone.
const TABLE_SHELL = '%TABLE_SHELL%';
const CACHE = `chautari-${VERSION}`;
const KEPT = new Set(FILES);
const SHOWN = new Set(PAGES);
// Per page (client id): whether the server that sent it runs this worker's deploy. Only then are kept
// files answered from the cache at once; otherwise the network comes first, so no page ever gets
// another deploy's scripts. Lost when the browser stops the worker: then the network comes first too.
const sameDeploy = new Map();

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
    if (SHOWN.has(url.pathname)) event.respondWith(page(event, request));
    else if (url.pathname.startsWith('/table/')) event.respondWith(table(event, request));
  } else if (KEPT.has(url.pathname) && !url.search) {
    event.respondWith(file(event, request, url.pathname));
  }
});

/** Fetched past the browser's HTTP cache's freshness (a 304 when unchanged), so never an older deploy's copy. */
async function keep(cache, url) {
  try {
    const r = await fetch(url, { cache: 'no-cache' });
    if (r.ok) await cache.put(url, r);
  } catch (e) { /* offline while installing: the next visit's worker keeps it */ }
}

async function navigate(event, request) {
  const r = await fetch(request);
  const same = r.headers.get('X-Chautari-Version') === VERSION;
  if (event.resultingClientId) sameDeploy.set(event.resultingClientId, same);
  if (!same) self.registration.update().catch(() => {});
  return r;
}

/** A home or rules page: the network's, kept for later; offline the kept one. */
async function page(event, request) {
  const cache = await caches.open(CACHE);
  try {
    const r = await navigate(event, request);
    if (r.ok) await cache.put(request, r.clone());
    return r;
  } catch (e) {
    return (await cache.match(request, { ignoreVary: true }))
      || (await cache.match(request, { ignoreVary: true, ignoreSearch: true }))
      || Response.error();
  }
}

/** A table needs the network; without it, the table page, which says so. */
async function table(event, request) {
  try {
    return await navigate(event, request);
  } catch (e) {
    return (await caches.match(TABLE_SHELL)) || Response.error();
  }
}

async function file(event, request, path) {
  const cache = await caches.open(CACHE);
  const same = sameDeploy.get(event.clientId);
  if (same) {
    const hit = await cache.match(path);
    if (hit) return hit;
  }
  try {
    const r = await fetch(new Request(request, { cache: 'no-cache' }));
    if (r.ok && same !== false) await cache.put(path, r.clone());
    return r;
  } catch (e) {
    return (await cache.match(path)) || Response.error();
  }
}
