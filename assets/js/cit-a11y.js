/* Anyone can use the book: names for controls that would otherwise be read out as "button" or
   "edit text" (checked by tests/browser/test_accessibility.py with axe-core, WCAG 2 A and AA).

   - The Play widget of a step-through draws its buttons as bare icons (<i class="fa fa-play">):
     each gets a name and a tooltip saying what it does.
   - A slider's handle takes the name of its widget's label ("step", "others"), or "value".
   - A widget's number or text box with no label takes its tooltip, else its neighbour's text.
   - The theme's menu draws the arrow that opens a part of the book as an empty <summary>: it is
     named after the part it opens.

   The widgets are drawn after the page has loaded (by the widget JavaScript), so the names are
   given again whenever something new appears. A name set by the page itself is never replaced. */
(function () {
  "use strict";

  // the menu's words in the page's language where the book has loaded them (cit-common.js); a Voila page
  // loads no cit-common.js and reads English
  var citT = (window.CIT && window.CIT.t) || function (text) { return text; };

  var PLAY_ICONS = [
    ["fa-play", "Play the steps"],
    ["fa-pause", "Pause"],
    ["fa-stop", "Stop and go back to the first step"],
    ["fa-retweet", "Start again after the last step"],
    ["fa-repeat", "Start again after the last step"],
  ];

  function named(el) {
    return el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby") ||
      (el.textContent || "").trim() !== "";
  }

  function widgetLabel(el) {
    var box = el.closest(".widget-inline-hbox, .jupyter-widgets");
    var label = box && box.querySelector(".widget-label");
    return label ? (label.textContent || "").trim() : "";
  }

  function nameIconButtons(root) {
    var buttons = root.querySelectorAll(".jupyter-widgets button, button.jupyter-button");
    for (var i = 0; i < buttons.length; i++) {
      var b = buttons[i];
      if (named(b)) continue;
      var icon = b.querySelector("i");
      var name = b.getAttribute("title") || "";
      for (var k = 0; !name && icon && k < PLAY_ICONS.length; k++) {
        if (icon.classList.contains(PLAY_ICONS[k][0])) name = PLAY_ICONS[k][1];
      }
      if (!name) continue;
      b.setAttribute("aria-label", name);
      if (!b.hasAttribute("title")) b.setAttribute("title", name);
      if (icon) icon.setAttribute("aria-hidden", "true");
    }
  }

  function nameSliderHandles(root) {
    var handles = root.querySelectorAll(".noUi-handle");
    for (var i = 0; i < handles.length; i++) {
      var h = handles[i];
      if (h.hasAttribute("aria-label") || h.hasAttribute("aria-labelledby")) continue;
      h.setAttribute("aria-label", widgetLabel(h) || "value");
    }
  }

  function nameInputs(root) {
    var inputs = root.querySelectorAll(".jupyter-widgets input, .jupyter-widgets textarea, .jupyter-widgets select");
    for (var i = 0; i < inputs.length; i++) {
      var input = inputs[i];
      if (input.type === "hidden" || input.hasAttribute("aria-label") || input.hasAttribute("aria-labelledby")) continue;
      if (input.labels && input.labels.length && (input.labels[0].textContent || "").trim()) continue;
      var box = input.closest(".jupyter-widgets");
      var name = (box && box.getAttribute("title")) || input.getAttribute("title") || input.placeholder ||
        widgetLabel(input);
      if (!name) {
        var before = box && box.previousElementSibling;
        name = before ? (before.textContent || "").trim() : "";
      }
      if (name) input.setAttribute("aria-label", name);
    }
  }

  function nameMenuToggles(root) {
    var summaries = root.querySelectorAll(".bd-sidenav summary, .bd-sidebar summary");
    for (var i = 0; i < summaries.length; i++) {
      var s = summaries[i];
      if (named(s)) continue;
      var item = s.closest("li");
      var link = item && item.querySelector("a");
      var part = link ? (link.textContent || "").trim() : "";
      s.setAttribute("aria-label", part ? citT("Show or hide the pages of {part}").replace("{part}", part)
        : citT("Show or hide these pages"));
    }
  }

  function nameAll() {
    var root = document;
    nameIconButtons(root);
    nameSliderHandles(root);
    nameInputs(root);
    nameMenuToggles(root);
  }

  var pending = false;
  function soon() {
    if (pending) return;
    pending = true;
    window.requestAnimationFrame(function () {
      pending = false;
      nameAll();
    });
  }

  function start() {
    nameAll();
    new MutationObserver(soon).observe(document.body, { childList: true, subtree: true });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
