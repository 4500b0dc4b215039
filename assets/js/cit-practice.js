/* Practice exercises scored in the browser (markup from widgets/practice.py); no kernel, no network.
 * A single-choice exercise counts its first answer; a multi-choice one is checked with "Check" and
 * counts as right only when exactly the right options are ticked. "Try again" clears the set.
 * The marks (css/cit-reader.css): a chosen right answer ✓, a chosen wrong one ✗, a right answer left
 * unticked "(missed)", a wrong one rightly left unticked nothing but its empty box. */
(function () {
  "use strict";

  var CIT = window.CIT;         // cit-common.js
  var citT = CIT.t;             // the page's language's words (citT: the keyword tools/messages.py reads)
  var escapeText = CIT.escapeText;

  function options(exercise) { return Array.prototype.slice.call(exercise.querySelectorAll(".cit-option")); }
  function isRight(button) { return button.getAttribute("data-correct") === "true"; }
  function why(button) {
    var t = button.nextElementSibling;
    return t && t.classList.contains("cit-why") ? t.innerHTML : "";
  }
  /* feedback written to follow "... should be ticked:" starts in lower case; on its own it is a sentence,
     unless it starts with a square or a card ("c3 is not...": never "C3") */
  function sentence(html) {
    if (/\d/.test(html.match(/^[^\s,.:;!?]*/)[0])) return html;
    return html.replace(/^[a-z]/, function (c) { return c.toUpperCase(); });
  }
  function labelText(button) {
    return button.getAttribute("data-name") || button.querySelector(".cit-label").textContent.trim();
  }

  function setVerdict(button, text) {
    var v = button.querySelector(".cit-verdict");
    if (v) { v.textContent = text; }
  }

  function updateScore(set) {
    var exercises = set.querySelectorAll(".cit-exercise");
    var answered = set.querySelectorAll(".cit-exercise[data-result]").length;
    var right = set.querySelectorAll('.cit-exercise[data-result="right"]').length;
    var total = exercises.length;
    var score = set.querySelector(".cit-score");
    var tail = answered === total ? citT("(all answered)") : citT("({answered} answered)").replace("{answered}", answered);
    score.innerHTML = citT("{right} of {total} right").replace("{right}", right).replace("{total}", total) +
      ' <span class="cit-answered">' + tail + "</span>";
    set.classList.toggle("cit-done", answered === total);
  }

  function answerSingle(exercise, button) {
    var feedback = exercise.querySelector(".cit-feedback");
    var first = !exercise.hasAttribute("data-result");
    var right = isRight(button);
    if (first) {
      exercise.setAttribute("data-result", right ? "right" : "wrong");
      options(exercise).forEach(function (b) {
        if (isRight(b)) { b.classList.add("cit-is-answer"); setVerdict(b, " " + citT("(the right answer)")); }
      });
    }
    options(exercise).forEach(function (b) { b.classList.remove("cit-chosen"); });
    button.classList.add("cit-chosen", right ? "cit-right" : "cit-wrong");
    if (!right) { setVerdict(button, " " + citT("(wrong)")); }
    var head = right ? citT("Right.") : citT("Not this one.");
    var extra = right || !first ? "" : ' <span class="cit-answer-is">' + citT("The right answer is marked ✓.") + "</span>";
    feedback.className = "cit-feedback " + (right ? "cit-feedback-right" : "cit-feedback-wrong");
    feedback.innerHTML = "<strong>" + head + "</strong> " + sentence(why(button)) + extra;
  }

  function toggleMulti(exercise, button) {
    if (exercise.hasAttribute("data-result")) { return; }
    var on = button.getAttribute("aria-pressed") !== "true";
    button.setAttribute("aria-pressed", on ? "true" : "false");
    button.classList.toggle("cit-ticked", on);
  }

  function checkMulti(exercise) {
    if (exercise.hasAttribute("data-result")) { return; }
    var feedback = exercise.querySelector(".cit-feedback");
    var mistakes = [];
    options(exercise).forEach(function (b) {
      var ticked = b.getAttribute("aria-pressed") === "true";
      var right = isRight(b);
      b.classList.add(right ? "cit-is-answer" : "cit-not-answer");
      if (ticked) {
        b.classList.add(right ? "cit-right" : "cit-wrong");
        setVerdict(b, " " + (right ? citT("(ticked, right)") : citT("(ticked, but wrong)")));
      } else {
        b.classList.add(right ? "cit-missed" : "cit-left-out");
        setVerdict(b, " " + (right ? citT("(missed)") : citT("(rightly left out)")));
      }
      if (ticked !== right) {
        mistakes.push("<li><strong>" + escapeText(labelText(b)) + "</strong> " + (ticked ? citT("is not right:") : citT("should be ticked:")) + " " + why(b) + "</li>");
      }
      b.setAttribute("aria-disabled", "true");
    });
    exercise.setAttribute("data-result", mistakes.length ? "wrong" : "right");
    exercise.querySelector(".cit-check").disabled = true;
    feedback.className = "cit-feedback " + (mistakes.length ? "cit-feedback-wrong" : "cit-feedback-right");
    feedback.innerHTML = mistakes.length
      ? "<strong>" + citT("Not quite.") + "</strong> " + (mistakes.length === 1 ? citT("One mistake:")
        : citT("{n} mistakes:").replace("{n}", mistakes.length)) + "<ul>" + mistakes.join("") + "</ul>"
      : "<strong>" + citT("Right: exactly those.") + "</strong>";
  }

  function reset(set) {
    Array.prototype.forEach.call(set.querySelectorAll(".cit-exercise"), function (exercise) {
      exercise.removeAttribute("data-result");
      options(exercise).forEach(function (b) {
        b.classList.remove("cit-chosen", "cit-right", "cit-wrong", "cit-is-answer", "cit-not-answer", "cit-ticked",
                           "cit-missed", "cit-left-out");
        b.removeAttribute("aria-disabled");
        if (b.hasAttribute("aria-pressed")) { b.setAttribute("aria-pressed", "false"); }
        setVerdict(b, "");
      });
      var check = exercise.querySelector(".cit-check");
      if (check) { check.disabled = false; }
      var feedback = exercise.querySelector(".cit-feedback");
      feedback.className = "cit-feedback";
      feedback.innerHTML = "";
    });
    updateScore(set);
    var first = set.querySelector(".cit-option");
    if (first) { first.focus(); }
  }

  /* The score bar sticks below whatever the theme keeps at the top of the window while the page
     scrolls (its header when it has one, the article's button bar), measured rather than guessed. */
  function measureStickyTop() {
    var bottom = 0;
    Array.prototype.forEach.call(document.querySelectorAll(".bd-header, .bd-header-article"), function (bar) {
      var style = getComputedStyle(bar);
      if ((style.position === "sticky" || style.position === "fixed") && style.display !== "none") {
        bottom = Math.max(bottom, (parseFloat(style.top) || 0) + bar.getBoundingClientRect().height);
      }
    });
    document.documentElement.style.setProperty("--cit-sticky-top", Math.round(bottom) + "px");
  }
  CIT.whenReady(measureStickyTop);
  window.addEventListener("resize", measureStickyTop);

  document.addEventListener("click", function (event) {
    var target = event.target.closest ? event.target.closest("button") : null;
    if (!target) { return; }
    var set = target.closest(".cit-practice");
    if (!set) { return; }
    if (target.classList.contains("cit-try-again")) { reset(set); return; }
    var exercise = target.closest(".cit-exercise");
    if (!exercise) { return; }
    if (target.classList.contains("cit-check")) { checkMulti(exercise); }
    else if (target.classList.contains("cit-option")) {
      if (exercise.getAttribute("data-kind") === "multi") { toggleMulti(exercise, target); }
      else { answerSingle(exercise, target); }
    }
    updateScore(set);
  });
})();
