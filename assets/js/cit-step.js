/* Static step-throughs in the published book (widgets.components.step_through_html), no kernel.

   The page holds every frame, drawn by the engine when the book was built, as a numbered list. This
   script shows one frame at a time and drives the controls: first, previous, play / pause (pause
   stops where it is), next, last, the slider and the speed of play; the left and right arrow keys,
   Home and End while the step-through has the focus (click it or Tab to it; inside the slider or
   the speed menu the keys keep their own meaning), and a presentation clicker's PageDown and PageUp
   too; "Presenter mode" makes it fill the window, larger, and takes those keys wherever the focus
   is (Escape or the button again leaves).

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
  }

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

  document.addEventListener("keydown", function (event) {
    var target = event.target;
    if (!target || !target.closest) return;
    if (event.key === "Escape") {
      var shown = document.querySelector(BOX + ".cit-presenter");
      if (shown) { setPresenter(shown, false); event.preventDefault(); }
      return;
    }
    if (KEYS.indexOf(event.key) < 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (ownKeys(target)) return;
    // a step-through in presenter mode fills the window: the clicker's keys step it wherever the focus is
    var box = target.closest(BOX) || document.querySelector(BOX + ".cit-presenter");
    if (!box) return;
    prepare(box);
    var n = current(box);
    var next = { ArrowLeft: n - 1, ArrowRight: n + 1, PageUp: n - 1, PageDown: n + 1, Home: 0, End: last(box) }[event.key];
    show(box, next);
    event.preventDefault();
  });

  CIT.whenReady(prepareAll);
})();
