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

  var CIT = window.CIT;         // cit-common.js
  var citT = CIT.t;             // the page's language's words (citT: the keyword tools/messages.py reads)
  var element = CIT.element;

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
    var playBase = CIT.playFolder();
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
        bridge = CIT.playModule(manifest, playBase);
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

    CIT.playManifest(playBase)
      .then(function (found) {
        manifest = found;
        if (!CIT.playsGame(manifest, game)) {
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
      .catch(function (error) {
        // play/games.json missing from the host (HTTP 404): a copy built without the tables; anything
        // else (no answer at all): no connection, and this browser has not kept the book yet
        if (/HTTP 404/.test(error.message)) {
          off(citT("The in-browser tables are not included in this copy of the book (make lite builds them)."));
        } else {
          off(citT("The live table cannot start: there is no connection, and this browser has not kept the " +
            "book yet (it keeps all of it, the tables too, after one visit with a connection)."));
        }
      });
  }

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll(".cit-play-here[data-game]"), setUp);
  }

  CIT.whenReady(init);
})();
