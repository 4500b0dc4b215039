// The book's service worker (sw.js at the site's root, written by tools/build_offline.py): it keeps the
// whole book in the browser after one visit, so that every page of both editions and every live table
// opens with the network cut.
//
// - install: offline.json (the build's list of files, each with its size, content hash and edition)
//   is fetched, then every file of the editions the reader keeps (both, unless they chose one on the
//   front page) and the shared ones (the tables' runtime), each checked against its hash, into a cache
//   named after the build. A file that fails leaves the install failed: the old copy stays whole.
// - activate (at once on the first visit; for a new build when the reader presses Reload, or when no
//   page of the book is open any more): the other builds' caches go. So a page is always served from
//   one build's copy, never a mix.
// - fetch: the kept copy first, then the network (a page of an edition not kept, while online).
//
// BUILD is the build's hash: a new build gives a new sw.js, which the browser installs beside the
// running one. Any folder, any static host, no special header: every address is relative to this file.

const BUILD = "__BUILD__";
const PREFIX = "cit-book-";
const CACHE = PREFIX + BUILD;
// the reader's choice of editions (the front page writes it): a cache, since a worker has no localStorage
const SETTINGS = "cit-book-settings";
const ROOT = new URL("./", self.location.href).href;
const LISTING = "offline.json";
const AT_ONCE = 6;      // files fetched at the same time while keeping the book

async function keptEditions() {
  try {
    const response = await (await caches.open(SETTINGS)).match(new URL("keep", ROOT).href);
    const editions = response ? await response.json() : null;
    return Array.isArray(editions) && editions.length ? editions : null;
  } catch (error) {
    return null;
  }
}

async function fetchListing() {
  const response = await fetch(new URL(`${LISTING}?build=${BUILD}`, ROOT).href, { cache: "no-store" });
  if (!response.ok) { throw new Error(`${LISTING}: HTTP ${response.status}`); }
  const listing = await response.clone().json();
  // the server already holds a newer build: this worker is outdated (the newer one installs next)
  if (listing.build !== BUILD) { throw new Error(`${LISTING} is of build ${listing.build}, not ${BUILD}`); }
  return { listing, response };
}

function wanted(listing, editions) {
  return listing.files.filter((file) => file.edition === "shared" || !editions || editions.includes(file.edition));
}

async function hashOf(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

// Every file of `files` not yet in `cache`, fetched past the browser's HTTP cache and checked against
// its hash (a host half-way through copying a new build must not give us a mix); throws on the first
// that fails.
async function keepFiles(cache, files, report = () => {}) {
  const queue = files.slice();
  let done = 0;
  async function next() {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const url = new URL(file.path, ROOT).href;
      if (!(await cache.match(url))) {
        const response = await fetch(url, { cache: "no-cache" });
        if (!response.ok) { throw new Error(`${file.path}: HTTP ${response.status}`); }
        const body = await response.arrayBuffer();
        if ((await hashOf(body)).slice(0, file.sha256.length) !== file.sha256) {
          throw new Error(`${file.path} is not the file of build ${BUILD}`);
        }
        await cache.put(url, new Response(body, { status: 200, headers: {
          "Content-Type": response.headers.get("Content-Type") || "application/octet-stream" } }));
      }
      done += 1;
      report(done, files.length);
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, next));
}

// The editions' files the reader no longer keeps go; the others come (the front page's choice).
async function keepOnly(editions) {
  const { listing, response } = await fetchListing().catch(async () => {
    const kept = await (await caches.open(CACHE)).match(new URL(LISTING, ROOT).href);
    if (!kept) { throw new Error("no list of the book's files"); }
    return { listing: await kept.clone().json(), response: kept };
  });
  const cache = await caches.open(CACHE);
  const keep = new Set(wanted(listing, editions).map((file) => new URL(file.path, ROOT).href));
  for (const file of listing.files) {
    const url = new URL(file.path, ROOT).href;
    if (!keep.has(url)) { await cache.delete(url); }
  }
  await keepFiles(cache, wanted(listing, editions));
  await cache.put(new URL(LISTING, ROOT).href, response.clone());
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const started = Date.now();
    const { listing, response } = await fetchListing();
    const cache = await caches.open(CACHE);
    await keepFiles(cache, wanted(listing, await keptEditions()));
    await cache.put(new URL(LISTING, ROOT).href, response);
    const settings = await caches.open(SETTINGS);
    await settings.put(new URL("kept", ROOT).href, new Response(JSON.stringify({
      build: BUILD, seconds: (Date.now() - started) / 1000 }), { headers: { "Content-Type": "application/json" } }));
    // the first visit: nothing to replace, the book is kept from now on
    if (!self.registration.active) { await self.skipWaiting(); }
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    // the tables' saved Python memory (runtime/cit-worker.mjs) of another build's app is stale too
    const kept = await (await caches.open(CACHE)).match(new URL(LISTING, ROOT).href);
    const playCache = kept ? (await kept.json()).play_cache : null;
    for (const name of await caches.keys()) {
      const oldBook = name.startsWith(PREFIX) && name !== CACHE && name !== SETTINGS;
      const oldPlay = name.startsWith("cit-play-") && playCache && name !== playCache;
      if (oldBook || oldPlay) { await caches.delete(name); }
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  const port = event.ports && event.ports[0];
  const answer = (reply) => { if (port) { port.postMessage(reply); } };
  if (data.type === "activate") {
    self.skipWaiting();
  } else if (data.type === "keep") {
    event.waitUntil(keepOnly(data.editions && data.editions.length ? data.editions : null)
      .then(() => answer({ ok: true, build: BUILD }), (error) => answer({ ok: false, error: error.message })));
  } else if (data.type === "build") {
    answer({ build: BUILD });
  }
});

// the kept copy of an address: a folder's address is its index.html; a query (?lang=it, ?seed=) is the
// page's, not another file
async function kept(request) {
  const cache = await caches.open(CACHE);
  const url = new URL(request.url);
  url.hash = "";
  if (url.pathname.endsWith("/")) { url.pathname += "index.html"; }
  return cache.match(url.href, { ignoreSearch: true });
}

const OFFLINE_PAGE = `<!DOCTYPE html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Carte in Tavola</title>
<style>body{font:1.1em/1.5 system-ui,sans-serif;max-width:36em;margin:2em auto;padding:0 1em}
@media (prefers-color-scheme: dark){body{background:#222832;color:#ced6dd}a{color:#8ab4f8}}</style></head>
<body><p lang="en">This page is not kept in this browser, and there is no connection: the front page
of the book says which edition this browser keeps.</p>
<p lang="it">Questa pagina non è tenuta in questo browser e non c'è connessione: la prima pagina del
libro dice quale edizione tiene questo browser.</p>
<p><a href="${ROOT}index.html">Carte in Tavola</a> · <a href="${ROOT}it/index.html">Carte in Tavola (italiano)</a></p>
</body></html>`;

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(ROOT)) { return; }
  event.respondWith((async () => {
    const hit = await kept(request).catch(() => null);
    if (hit) { return hit; }
    try {
      return await fetch(request);
    } catch (error) {
      if (request.mode === "navigate") {
        return new Response(OFFLINE_PAGE, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
      }
      throw error;
    }
  })());
});
