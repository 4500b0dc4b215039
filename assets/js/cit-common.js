/* What the book's page scripts share, as one global, window.CIT (loaded first by _config.yml's
   html_js_files; the Voila pages' scripts, cit-presenter.js and cit-a11y.js, use none of it).

   - CIT.t(text): the page's language's words (window.CIT_WORDS, written by _ext/cit_i18n.py into
     _static/cit-words.js for a translated book, and loaded before this file), or the English text
     itself. Each script calls it through its own `var citT = CIT.t;`: citT is the keyword
     tools/messages.py extracts the scripts' messages by.
   - CIT.bookRoot(), CIT.playFolder(): where the book starts, and where its in-browser tables are
     (play/ at the site's root: a translated book, in it/, names it in <meta name="cit-play">).
   - CIT.playManifest(playBase), CIT.playsGame(manifest, game), CIT.playModule(manifest, playBase):
     play/games.json, whether it holds a game, and the runtime's page-side module (cit-play.mjs).
   - CIT.element(tag, cls, text), CIT.escapeText(text): new elements, and text made safe for HTML.
   - CIT.whenReady(start): start() once the page's elements are there (at once if they are already).

   Loaded in the page's <head>, it also puts the class "cit-js" on <html>: the stylesheets
   (css/cit-static.css) then hide what only a script can drive, and show its controls, before the
   first paint. */
(function () {
  "use strict";

  document.documentElement.classList.add("cit-js");

  function t(text) {
    var words = window.CIT_WORDS;
    return (words && words[text]) || text;
  }

  function bookRoot() {
    var root = document.documentElement.getAttribute("data-content_root");
    if (!root && window.DOCUMENTATION_OPTIONS) { root = window.DOCUMENTATION_OPTIONS.URL_ROOT; }
    return new URL(root || "./", window.location.href);
  }

  function playFolder() {
    var meta = document.querySelector('meta[name="cit-play"]');
    return meta ? new URL(meta.getAttribute("content"), window.location.href) : new URL("play/", bookRoot());
  }

  /* play/games.json (written by tools/build_runtime.py): the current runtime and app folders, the games */
  function playManifest(playBase) {
    return fetch(new URL("games.json", playBase).href, { cache: "no-cache" })
      .then(function (r) { if (!r.ok) { throw new Error("play/games.json: HTTP " + r.status); } return r.json(); });
  }

  function playsGame(manifest, game) {
    return (manifest.games || []).some(function (g) { return g.name === game; });
  }

  function playModule(manifest, playBase) {
    return import(new URL(manifest.app + "cit-play.mjs", playBase).href);
  }

  function element(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined && text !== null) { e.textContent = text; }
    return e;
  }

  var ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

  /* for text put into markup, in an element or in a quoted attribute */
  function escapeText(text) {
    return String(text).replace(/[&<>"']/g, function (c) { return ESCAPES[c]; });
  }

  /* the scripts run in the page's <head>: what they look for in the page is there from DOMContentLoaded on */
  function whenReady(start) {
    if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); } else { start(); }
  }

  window.CIT = { t: t, bookRoot: bookRoot, playFolder: playFolder, playManifest: playManifest,
    playsGame: playsGame, playModule: playModule, element: element, escapeText: escapeText, whenReady: whenReady };
})();
