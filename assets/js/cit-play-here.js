/* "Play here" on the book's play pages: the game's live table, running in the reader's browser
 * (Python on Pyodide in a Web Worker, built by `make lite` into play/), opened over the page at the
 * size of the window ("Back to the page" closes it; "Back to the table" opens it again, the game as it
 * was). The marker <div class="cit-play-here" data-game="bisca"> comes from widgets/play_here.py; play/games.json names the current versioned runtime, whose page-side
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
    // The table opens over the page at the size of the window (the line that says what to do, the board or
    // trick and your hand on one screen); "Back to the page" closes it, and the game goes on where it was
    // when the reader comes back to it.
    var overlay = element("div", "cit-play-overlay");
    overlay.setAttribute("role", "dialog");
    overlay.setAttribute("aria-modal", "true");
    overlay.setAttribute("aria-label", citT("The table"));
    overlay.hidden = true;
    var overlayBar = element("div", "cit-play-overlay-bar");
    var back = element("button", "cit-play-overlay-back", "\u2190 " + citT("Back to the page"));
    back.type = "button";
    var holder = element("div", "cit-play-here-table cit-play-screen");
    overlayBar.appendChild(back);
    overlay.appendChild(overlayBar);
    overlay.appendChild(holder);
    bar.appendChild(button);
    bar.appendChild(full);
    marker.appendChild(bar);
    marker.appendChild(status);
    var mounted = false;

    function openTable() {
      if (!overlay.parentNode) { document.body.appendChild(overlay); }
      overlay.hidden = false;
      document.documentElement.classList.add("cit-play-overlay-open");
      var table = holder.querySelector(".cit-table");
      (table || back).focus({ preventScroll: true });
      window.dispatchEvent(new Event("resize"));      // the table measures the window it now fills
    }

    function closeTable() {
      overlay.hidden = true;
      document.documentElement.classList.remove("cit-play-overlay-open");
      button.textContent = "\u25B6 " + citT("Back to the table");
      button.hidden = false;
      button.disabled = false;
      button.focus({ preventScroll: true });
    }

    back.addEventListener("click", closeTable);
    overlay.addEventListener("keydown", function (event) {
      // Escape closes the table, unless something inside it (a QR code shown full screen, a field) takes it
      if (event.key !== "Escape" || event.defaultPrevented || document.fullscreenElement) { return; }
      if (event.target.closest && event.target.closest("input, select, textarea")) { return; }
      if (overlay.querySelector(".cit-t-qr-full, .cit-presenter")) { return; }   // the table's own Escape
      closeTable();
    });

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
      if (mounted) {
        openTable();
        return;
      }
      button.disabled = true;
      status.textContent = citT("Setting up the table\u2026");
      load().then(function (module) {
        status.textContent = "";
        mounted = true;
        openTable();
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
