/* "Play here" on the book's play pages: the game's live table, running in the reader's browser
 * (Python on Pyodide in a Web Worker, built by `make lite` into play/), mounted in the page right
 * under the button. The marker <div class="cit-play-here" data-game="bisca"> comes from
 * widgets/play_here.py; play/games.json names the current versioned runtime, whose page-side
 * module (cit-play.mjs) starts the worker and draws the table.
 *
 * While the reader looks at the page, Python is started in the background, so "Play here" mostly has
 * only the deal left to do: once the page has been open a moment, the browser is idle and a person is
 * there (the pointer moved, the page scrolled, a key or a touch: a crawler or a test that only loads
 * the page starts nothing), and not when the reader asked to save data. A "full window" link opens the game's app page
 * (play/<game>.html). Opened from file://, the page says how to serve the book instead. */
(function () {
  "use strict";

  var PRESTART_MS = 1500;

  /* the page's language's words (window.CIT_WORDS, written by _ext/cit_i18n.py for a translated book) */
  function citT(text) {
    var words = window.CIT_WORDS;
    return (words && words[text]) || text;
  }

  function bookRoot() {
    var root = document.documentElement.getAttribute("data-content_root");
    if (!root && window.DOCUMENTATION_OPTIONS) { root = window.DOCUMENTATION_OPTIONS.URL_ROOT; }
    return new URL(root || "./", window.location.href);
  }

  /* play/ sits at the site's root: a translated book (it/) names it in <meta name="cit-play"> */
  function playFolder() {
    var meta = document.querySelector('meta[name="cit-play"]');
    return meta ? new URL(meta.getAttribute("content"), window.location.href) : new URL("play/", bookRoot());
  }

  function element(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text) { e.textContent = text; }
    return e;
  }

  function stills(marker) {
    // the page's still pictures of the table (cells tagged cit-still-table), hidden while it is live
    var article = marker.closest("article") || document;
    return Array.prototype.slice.call(article.querySelectorAll(".tag_cit-still-table"));
  }

  /* a shared link's table in the address, or a game this browser kept (runtime/cit-play.mjs keeps it) */
  function sharedOrKept(game) {
    if (/(?:^#|&)table=/.test(window.location.hash)) { return true; }
    try { return Boolean(window.localStorage.getItem("cit-table:" + game)); } catch (error) { return false; }
  }

  function setUp(marker) {
    var game = marker.getAttribute("data-game");
    var playBase = playFolder();
    var lang = document.documentElement.lang || "en";
    marker.textContent = "";
    marker.hidden = false;
    var bar = element("div", "cit-play-here-bar");
    var button = element("button", "cit-play-here-button", "\u25B6 " + citT("Play here"));
    button.type = "button";
    var full = element("a", "cit-play-here-full", citT("full window") + " \u2197");
    full.href = new URL(game + ".html" + (lang === "en" ? "" : "?lang=" + encodeURIComponent(lang)), playBase).href;
    var status = element("p", "cit-play-here-status");
    status.setAttribute("role", "status");
    var holder = element("div", "cit-play-here-table");
    bar.appendChild(button);
    bar.appendChild(full);
    marker.appendChild(bar);
    marker.appendChild(status);
    marker.appendChild(holder);

    function off(text) {
      button.disabled = true;
      button.classList.add("cit-play-here-off");
      full.remove();
      status.textContent = text;
    }

    if (window.location.protocol === "file:") {
      off(citT("The table runs in your browser only when the book is served over http, not opened as a " +
        "file: run python -m http.server -d _build/html and open http://localhost:8000/"));
      return;
    }
    button.disabled = true;
    var manifest = null;
    var bridge = null;
    var runtime = null;

    function load() {
      if (!bridge) {
        bridge = import(new URL(manifest.app + "cit-play.mjs", playBase).href);
      }
      return bridge;
    }

    function prestart() {
      if (runtime || (navigator.connection && navigator.connection.saveData)) { return; }
      load().then(function (module) {
        if (!runtime) { runtime = module.prepare(manifest, playBase, game); }
      }, function () { /* Play here says what failed */ });
    }

    button.addEventListener("click", function () {
      button.disabled = true;
      status.textContent = citT("Starting the table\u2026");
      load().then(function (module) {
        status.textContent = "";
        button.hidden = true;   // the table says what it is doing from here on
        marker.classList.add("cit-play-here-live");
        stills(marker).forEach(function (cell) { cell.classList.add("cit-play-replaced"); });
        module.mount(holder, { manifest: manifest, playBase: playBase, game: game, runtime: runtime,
          lang: lang, table: module.tableInAddress ? module.tableInAddress() : null });
      }, function (error) {
        button.disabled = false;
        status.textContent = citT("The table's script could not be loaded ({error}): check the connection " +
          "and press Play here again.").replace("{error}", error.message);
      });
    });

    fetch(new URL("games.json", playBase).href, { cache: "no-cache" })
      .then(function (r) { if (!r.ok) { throw new Error(String(r.status)); } return r.json(); })
      .then(function (found) {
        manifest = found;
        if (!(manifest.games || []).some(function (g) { return g.name === game; })) {
          off(citT("This game is not in this copy of the book's in-browser tables (make lite builds them)."));
          return;
        }
        button.disabled = false;
        if (sharedOrKept(game)) {
          // a shared link's table (#table=...), or a game left unfinished here: the table opens on it
          button.click();
          return;
        }
        var idle = window.requestIdleCallback || function (f) { return setTimeout(f, 0); };
        var events = ["pointermove", "scroll", "keydown", "touchstart"];
        var someone = function () {
          events.forEach(function (name) { window.removeEventListener(name, someone, true); });
          setTimeout(function () { idle(prestart); }, PRESTART_MS);
        };
        events.forEach(function (name) { window.addEventListener(name, someone, { capture: true, passive: true }); });
      })
      .catch(function () {
        off(citT("The in-browser tables are not included in this copy of the book (make lite builds them)."));
      });
  }

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll(".cit-play-here[data-game]"), setUp);
  }

  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", init); } else { init(); }
})();
