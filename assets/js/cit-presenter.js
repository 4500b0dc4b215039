/* Live step-throughs in front of a class (Voila, JupyterLab: a kernel runs them; the live game
   table, widgets/static/cit-table.mjs, has its own keys and Presenter mode).

   - Keyboard: a live StepThrough (class cit-step-through) steps back and forth with the left and
     right arrow keys, Home and End go to the first and last step. Only while the step-through has
     the focus (click it, or Tab to it: each one is made focusable): elsewhere the arrows scroll the
     page as usual. Inside a text or number box, a select or the slider the keys keep their own meaning.
   - Presenter mode: the "Presenter mode" toggle button (class cit-presenter-toggle) sets the class
     cit-presenter on its step-through, which the widget's own stylesheet enlarges (it then
     fills the window; Escape leaves). Python sets the class too; this keeps the
     two in step from the button's pressed look. In presenter mode a clicker's PageDown, PageUp and
     Space step it wherever the focus is.

   The published book's static step-throughs (class cit-static-step) are driven by cit-step.js. */
(function () {
  "use strict";

  var STEPPERS = ".cit-step-through";
  var HINT = "Step-through: use the left and right arrow keys to step (Home, End: first, last step)";

  function prepare(root) {
    var boxes = (root || document).querySelectorAll(STEPPERS);
    for (var i = 0; i < boxes.length; i++) {
      var box = boxes[i];
      if (box.hasAttribute("data-cit-keys")) continue;
      box.setAttribute("data-cit-keys", "");
      if (!box.hasAttribute("tabindex")) box.setAttribute("tabindex", "0");
      // a named group: a focusable element needs a role that may carry a name
      if (!box.hasAttribute("role")) box.setAttribute("role", "group");
      if (!box.hasAttribute("aria-label")) box.setAttribute("aria-label", HINT);
      var controls = box.firstElementChild;
      if (controls && !box.querySelector(".cit-keys-hint")) {
        var hint = document.createElement("span");
        hint.className = "cit-keys-hint";
        hint.setAttribute("aria-hidden", "true");      // the group's name says it already
        hint.textContent = "\u2190 \u2192 keys step it (click it first)";
        hint.style.cssText = "font-size:12px;color:#555;margin-left:8px;align-self:center";
        controls.appendChild(hint);
      }
    }
  }

  // keys that belong to the control that has the focus (typing, choosing, dragging)
  function ownKeys(target) {
    if (!target || !target.closest) return false;
    if (target.isContentEditable) return true;
    var tag = target.tagName;
    if (tag === "TEXTAREA" || tag === "SELECT") return true;
    if (tag === "INPUT" && target.type !== "button" && target.type !== "checkbox") return true;
    return !!target.closest(".noUi-target, .widget-slider .slider, [role=slider]");
  }

  function stepLive(box, key) {
    var name = { ArrowLeft: "previous", ArrowRight: "next", Home: "first", End: "last" }[key];
    var button = box.querySelector("button.cit-" + name + ", .cit-" + name + " button");
    if (!button) return false;
    if (!button.disabled) button.click();
    return true;
  }

  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") {
      // leave presenter mode through its own button, so the widget's state follows
      var shown = document.querySelector(".cit-presenter .cit-presenter-toggle.mod-active");
      if (shown) { shown.click(); event.preventDefault(); }
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // in presenter mode a clicker's keys (PageDown, PageUp, Space) step it wherever the focus is, and
    // Space never presses the button that has the focus (it would leave presenter mode)
    var presented = document.querySelector(STEPPERS + ".cit-presenter");
    var clicker = { PageDown: "ArrowRight", PageUp: "ArrowLeft", " ": "ArrowRight" }[event.key];
    if (presented && clicker) {
      stepLive(presented, clicker);
      event.preventDefault();
      return;
    }
    if (["ArrowLeft", "ArrowRight", "Home", "End"].indexOf(event.key) < 0) return;
    var target = event.target;
    if (!target || !target.closest || ownKeys(target)) return;
    var box = target.closest(STEPPERS);
    if (!box) return;
    if (stepLive(box, event.key)) event.preventDefault();
  });

  document.addEventListener("keyup", function (event) {
    if (event.key === " " && document.querySelector(STEPPERS + ".cit-presenter")) event.preventDefault();
  });

  // the button's pressed look (mod-active) is set by the widget after the click
  document.addEventListener("click", function (event) {
    var button = event.target && event.target.closest && event.target.closest(".cit-presenter-toggle");
    if (!button || !button.closest(STEPPERS)) return;
    setTimeout(function () {
      var box = button.closest(STEPPERS);
      if (box) box.classList.toggle("cit-presenter", button.classList.contains("mod-active"));
    }, 0);
  });

  // a click inside a step-through gives it the focus (widgets are drawn after the page loads)
  document.addEventListener("pointerdown", function (event) {
    if (event.target && event.target.closest && event.target.closest(STEPPERS)) prepare();
  }, true);

  function start() {
    prepare();
    if (window.MutationObserver) {
      var pending = false;
      new MutationObserver(function () {
        if (pending) return;
        pending = true;
        setTimeout(function () { pending = false; prepare(); }, 200);
      }).observe(document.body, { childList: true, subtree: true });
    }
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
