// play/sw.js, retired: the book's own service worker (sw.js at the site's root, runtime/cit-book-sw.js)
// now keeps the whole book, the tables' runtime with it. A browser that still has this folder's old
// worker (scope play/, which would win over the root's for the play pages) fetches this file on its
// next visit to a play page, installs it, and it steps aside: the root's worker controls the play pages
// from the next load on. Its old caches (cit-play-runtime-*) go; the saved Python memory
// (cit-play-app-*, runtime/cit-worker.mjs) stays.

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("cit-play-runtime-")) { await caches.delete(name); }
    }
    await self.registration.unregister();
  })());
});
