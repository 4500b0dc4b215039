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
   - CIT.fitToRoom(drawings, width, height, share), CIT.unfit(drawings): presenter mode's fitting of
     drawings (a step-through's frames, an explorer's panels) to a classroom screen, words at least
     24 px on it, and undoing it.

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


  // --- presenter mode: drawings fitted to a classroom screen ---------------------------------------

  /* the smallest text a class must read from the back of a room, in screen pixels: words drawn in HTML
     smaller than this once fitted are enlarged, and the drawings fitted again (the engine's pictures
     draw their own words at least this large once fitted: tests/browser/test_presenter_screen.py) */
  var SMALLEST_TEXT = 24;

  function largest(list, measure) {
    var most = 0;
    for (var i = 0; i < list.length; i++) most = Math.max(most, measure(list[i]));
    return most;
  }

  /* The HTML elements of each drawing that hold words (an SVG draws its own). */
  function wordHolders(all) {
    var found = [];
    for (var i = 0; i < all.length; i++) {
      var walker = document.createTreeWalker(all[i], NodeFilter.SHOW_TEXT);
      var seen = [];
      while (walker.nextNode()) {
        var holder = walker.currentNode.parentElement;
        if (!walker.currentNode.textContent.trim() || holder.closest("svg") || seen.indexOf(holder) >= 0) continue;
        seen.push(holder);
        found.push({ element: holder, drawing: i });
      }
    }
    return found;
  }

  /* Try widths from the drawings' narrowest to their widest. At each, every drawing wraps and has a
     zoom that makes it fit the room; the common zoom is the one a share of them reach (1: all of them).
     Keep the width whose common zoom is largest. A drawing too large for it (a final score table, a
     crowded table) gets the width that suits it best, alone, and the zoom that fits it there. */
  var TRIES = 24;

  function zoomAt(drawing, width, roomWidth, roomHeight) {
    drawing.style.width = width + "px";
    return Math.min(roomWidth / Math.max(width, drawing.scrollWidth), roomHeight / drawing.scrollHeight);
  }

  function bestLayout(all, roomWidth, roomHeight, share) {
    function setWidth(value) { for (var i = 0; i < all.length; i++) all[i].style.width = value; }
    setWidth("min-content");
    var narrowest = largest(all, function (b) { return b.scrollWidth; });
    setWidth("max-content");
    var widest = Math.max(narrowest, largest(all, function (b) { return b.scrollWidth; }));
    var widths = [];
    for (var k = 0; k <= TRIES; k++) widths.push(Math.round(narrowest + (widest - narrowest) * k / TRIES));
    var best = null;
    widths.forEach(function (width) {
      setWidth(width + "px");
      var each = [];
      for (var i = 0; i < all.length; i++) {
        each.push(Math.min(roomWidth / Math.max(width, all[i].scrollWidth), roomHeight / all[i].scrollHeight));
      }
      var sorted = each.slice().sort(function (a, b) { return a - b; });
      var zoom = sorted[Math.floor((sorted.length - 1) * (1 - share))];
      if (!best || zoom > best.zoom) best = { zoom: zoom, width: width, each: each };
    });
    setWidth(best.width + "px");
    best.zooms = best.each.map(function (z) { return Math.min(best.zoom, z); });
    for (var i = 0; i < all.length; i++) {
      if (best.each[i] >= best.zoom) continue;
      var own = { zoom: best.each[i], width: best.width };
      widths.forEach(function (width) {
        var zoom = zoomAt(all[i], width, roomWidth, roomHeight);
        if (zoom > own.zoom) own = { zoom: zoom, width: width };
      });
      all[i].style.width = own.width + "px";
      best.zooms[i] = Math.min(best.zoom, own.zoom);
    }
    best.zooms = best.zooms.map(function (z) { return Math.max(1, z); });
    return best;
  }

  /* Words that the chosen zooms would show smaller than SMALLEST_TEXT get that size; whether any did. */
  function enlargeWords(holders, zooms) {
    var changed = false;
    for (var i = 0; i < holders.length; i++) {
      var element = holders[i].element;
      var wanted = (SMALLEST_TEXT + 0.2) / zooms[holders[i].drawing];
      if (parseFloat(getComputedStyle(element).fontSize) >= wanted - 0.1) continue;
      if (!element.hasAttribute("data-cit-font")) element.setAttribute("data-cit-font", element.style.fontSize);
      element.style.fontSize = wanted.toFixed(2) + "px";
      changed = true;
    }
    return changed;
  }

  /* Fit drawings (laid out, even the ones not on show) to a room in CSS pixels: one width for all (each
     wraps the same way), a zoom for each (see bestLayout), words enlarged where they would read too
     small and fitted again until they all read. The drawings' inline width, zoom and enlarged font
     sizes are undone by unfit. */
  function fitToRoom(all, roomWidth, roomHeight, share) {
    var holders = wordHolders(all);
    var layout = bestLayout(all, roomWidth, roomHeight, share);
    for (var round = 0; round < 4 && enlargeWords(holders, layout.zooms); round++) {
      layout = bestLayout(all, roomWidth, roomHeight, share);
    }
    for (var i = 0; i < all.length; i++) all[i].style.zoom = String(layout.zooms[i]);
    return layout;
  }

  function unfit(all) {
    for (var i = 0; i < all.length; i++) {
      all[i].style.width = "";
      all[i].style.zoom = "";
      var enlarged = all[i].querySelectorAll("[data-cit-font]");
      for (var k = 0; k < enlarged.length; k++) {
        enlarged[k].style.fontSize = enlarged[k].getAttribute("data-cit-font");
        enlarged[k].removeAttribute("data-cit-font");
      }
    }
  }

  window.CIT = { t: t, bookRoot: bookRoot, playFolder: playFolder, playManifest: playManifest,
    playsGame: playsGame, playModule: playModule, element: element, escapeText: escapeText, whenReady: whenReady,
    fitToRoom: fitToRoom, unfit: unfit };
})();
