/* "Play here" on the book's play pages: the game running in the reader's browser (Python on Pyodide,
 * built by `make lite` into lite/), loaded in place of the still picture only when asked for.
 * The marker <div class="cit-play-here"> comes from widgets/play_here.py; the app page for
 * book/<game>/<page>.html is lite/voici/render/<game>/<page>.html unless the marker names another
 * (data-app, a path from the book's root). lite/games.json lists the apps the build made. */
(function () {
  "use strict";

  function bookRoot() {
    var root = document.documentElement.getAttribute("data-content_root");
    if (!root && window.DOCUMENTATION_OPTIONS) { root = window.DOCUMENTATION_OPTIONS.URL_ROOT; }
    return new URL(root || "./", window.location.href);
  }

  function appPath(marker, root) {
    if (marker.getAttribute("data-app")) { return marker.getAttribute("data-app"); }
    var page = decodeURIComponent(window.location.pathname).slice(decodeURIComponent(root.pathname).length);
    return "lite/voici/render/" + page.replace(/^book\//, "").replace(/\.html$/, "") + ".html";
  }

  // The cell that draws the still table: the first notebook cell after the marker's own cell.
  function pictureCell(marker) {
    var cell = marker.closest(".cell");
    var next = cell ? cell.nextElementSibling : null;
    while (next && !(next.classList && next.classList.contains("cell"))) { next = next.nextElementSibling; }
    return next;
  }

  function element(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text) { e.textContent = text; }
    return e;
  }

  function unavailable(button, status, text) {
    button.disabled = true;
    button.classList.add("cit-play-here-off");
    status.textContent = text;
  }

  function start(marker, url, button, status) {
    var frame = element("iframe", "cit-play-frame");
    frame.src = url;
    frame.title = "The game, running in your browser";
    var holder = element("div", "cit-play-frame-holder");
    holder.appendChild(frame);
    var picture = pictureCell(marker);
    if (picture) {
      picture.classList.add("cit-play-replaced");
      picture.parentNode.insertBefore(holder, picture);
    } else {
      marker.appendChild(holder);
    }
    button.disabled = true;
    status.textContent = "Starting Python in your browser: about 20 seconds the first time, then the table appears below.";
    frame.addEventListener("load", function () {
      status.textContent = "Running in your browser: nothing is sent anywhere. Reload the page to put the picture back.";
    });
  }

  function setUp(marker) {
    var root = bookRoot();
    var path = appPath(marker, root);
    var url = new URL(path, root).href;
    marker.textContent = "";
    marker.hidden = false;
    var bar = element("div", "cit-play-here-bar");
    var button = element("button", "cit-play-here-button", "\u25B6 Play here");
    button.type = "button";
    var full = element("a", "cit-play-here-full", "full screen \u2197");
    full.href = url;
    var status = element("p", "cit-play-here-status",
      "The table below is a still picture. Play here runs the game in your browser (no install, no server).");
    bar.appendChild(button);
    bar.appendChild(full);
    marker.appendChild(bar);
    marker.appendChild(status);

    if (window.location.protocol === "file:") {
      full.remove();
      unavailable(button, status, "The in-browser game needs the book served over http " +
        "(for example: python -m http.server -d _build/html), not opened as a file.");
      return;
    }
    button.disabled = true;
    fetch(new URL("lite/games.json", root).href, { cache: "no-cache" })
      .then(function (r) { if (!r.ok) { throw new Error(String(r.status)); } return r.json(); })
      .then(function (games) {
        var entry = games[path.replace(/^lite\//, "")];
        if (!entry) {
          full.remove();
          unavailable(button, status, "This page's game is not in this build of the in-browser app " +
            "(run make lite to rebuild it).");
        } else if (!entry.available) {
          full.remove();
          unavailable(button, status, entry.reason);
        } else {
          button.disabled = false;
          button.addEventListener("click", function () { start(marker, url, button, status); });
        }
      })
      .catch(function () {
        full.remove();
        unavailable(button, status, "The in-browser game is not included in this copy of the book " +
          "(it is built by make lite). The table below is a still picture.");
      });
  }

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll(".cit-play-here"), setUp);
  }

  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", init); } else { init(); }
})();
