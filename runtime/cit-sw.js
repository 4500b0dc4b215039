// The service worker of the in-browser tables (play/sw.js, scope play/): keeps the versioned runtime
// and app folders (play/runtime-<hash>/, play/app-<hash>/) in the browser's cache, so a second visit
// starts without downloading them again. Cache first, then the network; nothing else is touched
// (the pages, games.json and this file always come from the server).
//
// A new build has new folder names (their content hash), so a stale runtime can never be served:
// the new pages ask for new paths. tools/build_runtime.py writes CURRENT below; this worker then
// differs byte for byte, the browser installs it, and it deletes the caches of older builds.

const CURRENT = ["__CACHES__"];
const PREFIX = "cit-play-";
const VERSIONED = /\/((?:runtime|app)-[0-9a-f]{12})\/[^/]+$/;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && !CURRENT.includes(name.slice(PREFIX.length))) {
        await caches.delete(name);
      }
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const match = request.method === "GET" && new URL(request.url).pathname.match(VERSIONED);
  if (!match) { return; }
  event.respondWith((async () => {
    const cache = await caches.open(PREFIX + match[1]);
    const hit = await cache.match(request);
    if (hit) { return hit; }
    const response = await fetch(request);
    // stored while the page already reads it (a wasm file compiles as it streams in)
    if (response.status === 200) { event.waitUntil(cache.put(request, response.clone())); }
    return response;
  })());
});
