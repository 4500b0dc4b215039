/* Static step-throughs in the published book (widgets.components.step_through_html), no kernel.

   The page holds every frame, drawn by the engine when the book was built, as a numbered list. This
   script shows one frame at a time and drives the controls: first, previous, play / pause (pause
   stops where it is), next, last, the slider and the speed of play; the left and right arrow keys,
   Home and End while the step-through has the focus (click it or Tab to it; inside the slider or
   the speed menu the keys keep their own meaning), and a presentation clicker's PageDown and PageUp
   too; "Presenter mode" makes it fill the window and takes those keys, and Space, wherever the focus
   is (Escape or the button again leaves; no key of a clicker does). In presenter mode the frames are
   fitted to the screen: the width at which a frame's drawing wraps (the board beside the hands, or
   the hands two by two) is the one that lets every frame grow largest, and all frames then share that
   width and that zoom, so the board stays put from step to step.

   It runs in the page's <head>, after cit-common.js (window.CIT), whose class "cit-js" on <html> lets
   the stylesheet (css/cit-static.css) hide the other frames and show the controls before the first
   paint. Without JavaScript the controls are never shown and every frame stays readable. */
(function () {
  "use strict";

  var CIT = window.CIT;         // cit-common.js
  var citT = CIT.t;             // the page's language's words (citT: the keyword tools/messages.py reads)

  var BOX = ".cit-static-step";
  var NAME = citT("Step-through: use the left and right arrow keys to step (Home, End: first, last step)");
  var KEYS = ["ArrowLeft", "ArrowRight", "Home", "End", "PageDown", "PageUp"];
  var timers = new WeakMap();

  function frames(box) { return box.querySelectorAll(".cit-frames > .cit-frame"); }
  function last(box) { return frames(box).length - 1; }

  function current(box) {
    var shown = box.querySelector(".cit-frames > .cit-frame.cit-current");
    return shown ? Number(shown.getAttribute("data-step")) : 0;
  }

  function show(box, step) {
    var all = frames(box);
    var n = Math.max(0, Math.min(all.length - 1, step));
    for (var i = 0; i < all.length; i++) all[i].classList.toggle("cit-current", i === n);
    var words = citT("step {n} of {last}").replace("{n}", n).replace("{last}", all.length - 1);
    var slider = box.querySelector(".cit-slider");
    if (slider) {
      slider.value = String(n);
      slider.setAttribute("aria-valuetext", words);
    }
    var count = box.querySelector(".cit-step-count");
    if (count) count.textContent = words;
    setButtons(box, n, all.length - 1);
    return n;
  }

  function setButtons(box, n, end) {
    var atStart = n <= 0;
    var atEnd = n >= end;
    [[".cit-first", atStart], [".cit-previous", atStart], [".cit-next", atEnd], [".cit-last", atEnd]]
      .forEach(function (pair) {
        var button = box.querySelector(pair[0]);
        if (button) button.disabled = pair[1];
      });
  }

  function playing(box) { return timers.has(box); }

  function speed(box) {
    var menu = box.querySelector(".cit-speed select");
    var ms = menu ? Number(menu.value) : 1200;
    return ms > 0 ? ms : 1200;
  }

  function pause(box) {
    if (!playing(box)) return;
    clearInterval(timers.get(box));
    timers.delete(box);
    markPlaying(box, false);
  }

  function play(box) {
    pause(box);
    if (current(box) >= last(box)) show(box, 0);       // played to the end: play again from the start
    timers.set(box, setInterval(function () {
      var n = show(box, current(box) + 1);
      if (n >= last(box)) pause(box);
    }, speed(box)));
    markPlaying(box, true);
  }

  function markPlaying(box, on) {
    box.classList.toggle("cit-playing", on);
    var button = box.querySelector(".cit-play");
    if (!button) return;
    button.setAttribute("aria-pressed", on ? "true" : "false");
    button.setAttribute("title", on ? citT("Pause where it is") : citT("Play the steps"));
  }

  function setPresenter(box, on) {
    box.classList.toggle("cit-presenter", on);
    var toggle = box.querySelector(".cit-presenter-toggle");
    if (toggle) toggle.setAttribute("aria-pressed", on ? "true" : "false");
    if (on) {
      fit(box);
      // the keys go to the step-through, not to the button just pressed (Space would press it again)
      box.focus({ preventScroll: true });
    } else {
      unfit(box);
    }
  }

  // --- presenter mode: every frame fitted to the screen (CIT.fitToRoom, cit-common.js) -------------

  /* a board game's frames all share one zoom, so the board never changes size from step to step; a
     card game's share the zoom most of them reach, and a larger frame (a final score table) is zoomed
     less, just enough to fit */
  var CARD_GAME_SHARE = 0.8;

  function bodies(box) { return box.querySelectorAll(".cit-frames > .cit-frame > .cit-frame-body"); }

  function unfit(box) { CIT.unfit(bodies(box)); }

  /* The room under the controls and the tallest caption; every frame's drawing fitted to it. All
     frames are laid out while this runs (class cit-fitting), in one task, so nothing of it is painted. */
  function fit(box) {
    var all = bodies(box);
    if (!all.length || !box.classList.contains("cit-presenter")) return;
    unfit(box);
    box.classList.add("cit-fitting");
    var list = box.querySelector(".cit-frames");
    var captionHeight = 0;
    var captions = box.querySelectorAll(".cit-frames > .cit-frame > .cit-frame-caption");
    for (var i = 0; i < captions.length; i++) {
      var m = getComputedStyle(captions[i]);
      captionHeight = Math.max(captionHeight, captions[i].offsetHeight + parseFloat(m.marginTop) +
        parseFloat(m.marginBottom));
    }
    var roomHeight = window.innerHeight - list.getBoundingClientRect().top - captionHeight -
      parseFloat(getComputedStyle(box).paddingBottom) - 4;
    var share = box.querySelector('.cit-frame-body svg[class*="board"]') ? 1 : CARD_GAME_SHARE;
    CIT.fitToRoom(all, list.clientWidth, roomHeight, share);
    box.classList.remove("cit-fitting");
  }

  var refit = null;
  window.addEventListener("resize", function () {
    clearTimeout(refit);
    refit = setTimeout(function () {
      var shown = document.querySelectorAll(BOX + ".cit-presenter");
      for (var i = 0; i < shown.length; i++) fit(shown[i]);
    }, 150);
  });

  function prepare(box) {
    if (box.hasAttribute("data-cit-ready")) return;
    box.setAttribute("data-cit-ready", "");
    if (!box.hasAttribute("tabindex")) box.setAttribute("tabindex", "0");
    // a named group: a focusable element needs a role that may carry a name
    if (!box.hasAttribute("role")) box.setAttribute("role", "group");
    if (!box.hasAttribute("aria-label")) box.setAttribute("aria-label", NAME);
    show(box, current(box));
  }

  function prepareAll() {
    var boxes = document.querySelectorAll(BOX);
    for (var i = 0; i < boxes.length; i++) prepare(boxes[i]);
  }

  // keys that belong to the control that has the focus (the slider, the speed menu)
  function ownKeys(target) {
    var tag = target.tagName;
    return tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA" || target.isContentEditable;
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("button");
    var box = button && button.closest(BOX);
    if (!box) return;
    prepare(box);
    var n = current(box);
    if (button.classList.contains("cit-first")) show(box, 0);
    else if (button.classList.contains("cit-previous")) show(box, n - 1);
    else if (button.classList.contains("cit-next")) show(box, n + 1);
    else if (button.classList.contains("cit-last")) show(box, last(box));
    else if (button.classList.contains("cit-play")) { if (playing(box)) pause(box); else play(box); }
    else if (button.classList.contains("cit-presenter-toggle")) setPresenter(box, !box.classList.contains("cit-presenter"));
  });

  document.addEventListener("input", function (event) {
    var slider = event.target;
    if (!slider.classList || !slider.classList.contains("cit-slider")) return;
    var box = slider.closest(BOX);
    if (box) show(box, Number(slider.value));
  });

  document.addEventListener("change", function (event) {
    var menu = event.target;
    var box = menu.closest && menu.closest(BOX);
    if (!box || !menu.closest(".cit-speed")) return;
    if (playing(box)) play(box);                        // the new speed from the next step on
  });

  function presenting() { return document.querySelector(BOX + ".cit-presenter"); }

  document.addEventListener("keydown", function (event) {
    var target = event.target;
    if (!target || !target.closest) return;
    if (event.key === "Escape") {
      var shown = presenting();
      if (shown) { setPresenter(shown, false); event.preventDefault(); }
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // a step-through in presenter mode fills the window: the clicker's keys step it wherever the focus
    // is, and Space (a clicker's "next" too) steps it instead of pressing the button that has the focus
    var presented = presenting();
    var space = event.key === " " && presented;
    if (KEYS.indexOf(event.key) < 0 && !space) return;
    if (ownKeys(target) && !(presented && target.tagName !== "SELECT")) return;
    var box = presented || target.closest(BOX);
    if (!box) return;
    prepare(box);
    var n = current(box);
    var next = space ? n + 1 : { ArrowLeft: n - 1, ArrowRight: n + 1, PageUp: n - 1, PageDown: n + 1, Home: 0,
      End: last(box) }[event.key];
    show(box, next);
    event.preventDefault();
  });

  // a button presses itself when Space comes back up: in presenter mode Space has stepped already
  document.addEventListener("keyup", function (event) {
    if (event.key === " " && presenting()) event.preventDefault();
  });

  CIT.whenReady(prepareAll);
})();
