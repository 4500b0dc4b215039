/* Explorers and the bet helper in the published book, with no kernel: every answer was worked out
   by the game engine when the book was built; this script only chooses which one to show.

   - Choice panels (widgets.components.choice_panels_html: La Scamorra's move explorer, the front
     page's suits): one or more rows of buttons, one pressed per row; the panel drawn for that
     combination is shown, the others hidden. An explorer for a class (class cit-explorer) has a
     "Hide the answers" switch (the panels' answers stay hidden until "Show the answers", and hide
     again at the next choice, so that the class guesses first) and a "Presenter mode" that fills the
     screen, its panels fitted to it (CIT.fitToRoom), where Space, → and PageDown show the answers and
     then go on to the next option of the first row, ← and PageUp go back, Escape leaves.
   - The bet helper (widgets.bisca.bet_helper_html, Bisca's betting page): choose the cards in hand,
     the players and the bet rule, then make the bets one by one by clicking them. The page carries
     the engine's refusals for every situation the helper offers (a JSON script, class cit-data);
     the bets listed are 0 to the cards in hand, less the ones refused there.

   Without JavaScript the controls stay hidden (css/cit-static.css: cit-common.js marks <html> with the
   class "cit-js"): every explorer panel is listed under its title, and the bet helper shows its first
   situation in words. */
(function () {
  "use strict";

  var CIT = window.CIT;         // cit-common.js
  var citT = CIT.t;             // the page's language's words (citT: the keyword tools/messages.py reads)
  var escapeText = CIT.escapeText;

  // --- choice panels ------------------------------------------------------------------------------

  function choose(button) {
    var box = button.closest(".cit-choice-panels");
    var axis = button.getAttribute("data-axis");
    var row = box.querySelectorAll('.cit-choice[data-axis="' + axis + '"]');
    for (var i = 0; i < row.length; i++) row[i].setAttribute("aria-pressed", row[i] === button ? "true" : "false");
    var key = [];
    var rows = box.querySelectorAll(".cit-choice-row");
    for (var a = 0; a < rows.length; a++) {
      var pressed = box.querySelector('.cit-choice[data-axis="' + a + '"][aria-pressed="true"]');
      key.push(pressed ? pressed.getAttribute("data-index") : "0");
    }
    var wanted = key.join(".");
    var panels = box.querySelectorAll(".cit-choice-panel");
    for (var p = 0; p < panels.length; p++) {
      panels[p].classList.toggle("cit-current", panels[p].getAttribute("data-key") === wanted);
    }
    box.classList.remove("cit-revealed");          // a new question: its answers hidden again, if they are
  }

  // --- an explorer in front of a class: hide the answers, presenter mode ---------------------------

  var EXPLORER = ".cit-choice-panels.cit-explorer";

  function hideAnswers(box, on) {
    box.classList.toggle("cit-answers-hidden", on);
    box.classList.remove("cit-revealed");
    box.querySelector(".cit-hide-answers").setAttribute("aria-pressed", on ? "true" : "false");
  }

  function answersHidden(box) {
    return box.classList.contains("cit-answers-hidden") && !box.classList.contains("cit-revealed");
  }

  function panelsOf(box) { return box.querySelectorAll(".cit-choice-shown > .cit-choice-panel"); }

  function fit(box) {
    var all = panelsOf(box);
    CIT.unfit(all);
    if (!box.classList.contains("cit-presenter")) return;
    box.classList.add("cit-fitting");
    var shown = box.querySelector(".cit-choice-shown");
    var room = window.innerHeight - shown.getBoundingClientRect().top - parseFloat(getComputedStyle(box).paddingBottom) - 4;
    CIT.fitToRoom(all, shown.clientWidth, room, 1);
    box.classList.remove("cit-fitting");
  }

  function setPresenter(box, on) {
    box.classList.toggle("cit-presenter", on);
    box.querySelector(".cit-presenter-toggle").setAttribute("aria-pressed", on ? "true" : "false");
    if (!box.hasAttribute("tabindex")) box.setAttribute("tabindex", "-1");
    fit(box);
    if (on) box.focus({ preventScroll: true });      // not the button: Space would press it again
  }

  /* the clicker's next: the answers first, then the next option of the first row (a new question) */
  function step(box, forward) {
    if (forward && answersHidden(box)) { box.classList.add("cit-revealed"); return; }
    var row = box.querySelectorAll('.cit-choice[data-axis="0"]');
    var at = 0;
    for (var i = 0; i < row.length; i++) if (row[i].getAttribute("aria-pressed") === "true") at = i;
    var next = row[(at + (forward ? 1 : -1) + row.length) % row.length];
    choose(next);
  }

  var NEXT = { " ": true, ArrowRight: true, PageDown: true };
  var BACK = { ArrowLeft: true, PageUp: true };

  document.addEventListener("keydown", function (event) {
    var box = document.querySelector(EXPLORER + ".cit-presenter");
    if (!box || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === "Escape") { setPresenter(box, false); event.preventDefault(); return; }
    if (!NEXT[event.key] && !BACK[event.key]) return;
    step(box, !!NEXT[event.key]);
    event.preventDefault();
  });

  // a button presses itself when Space comes back up: in presenter mode Space has stepped already
  document.addEventListener("keyup", function (event) {
    if (event.key === " " && document.querySelector(EXPLORER + ".cit-presenter")) event.preventDefault();
  });

  var refit = null;
  window.addEventListener("resize", function () {
    clearTimeout(refit);
    refit = setTimeout(function () {
      var shown = document.querySelectorAll(EXPLORER + ".cit-presenter");
      for (var i = 0; i < shown.length; i++) fit(shown[i]);
    }, 150);
  });

  // --- the bet helper -----------------------------------------------------------------------------

  var helpers = new WeakMap();

  function clauseChip(data, clause) {
    var href = data.clauseLink.replace("{anchor}", clause.toLowerCase()).replace("{id}", clause);
    return '<a class="cit-clause" href="' + escapeText(href) + '">' + escapeText(clause) + "</a>";
  }

  function situation(box) {
    var state = helpers.get(box);
    if (!state) {
      var data = JSON.parse(box.querySelector("script.cit-data").textContent);
      state = { data: data, bets: data.start.bets.slice() };
      helpers.set(box, state);
    }
    return state;
  }

  function chosen(box, cls) { return box.querySelector("." + cls).value; }

  function drawBets(box) {
    var state = situation(box);
    var data = state.data;
    var hand = Number(chosen(box, "cit-bet-hand"));
    var players = Number(chosen(box, "cit-bet-players"));
    var rule = chosen(box, "cit-bet-rule");
    var bets = state.bets;
    var total = bets.reduce(function (a, b) { return a + b; }, 0);
    var made = "<b>" + (bets.length ? bets.join(", ") : citT("none yet")) + "</b>";
    var html = "<p>" + (bets.length ? citT("Bets so far: {bets} (total {total}).").replace("{total}", total)
      : citT("Bets so far: {bets}.")).replace("{bets}", made) + " ";
    if (bets.length) {
      html += '<button type="button" class="cit-bet-undo">' + citT("Take back the last bet") + "</button> " +
        '<button type="button" class="cit-bet-restart">' + citT("Start again") + "</button>";
    }
    html += "</p>";
    var prefix = hand + "|" + players + "|" + rule + "|";
    if (bets.length >= players) {
      var over = data.over[prefix];
      html += "<p>" + citT("Every one of the {players} players has bet.").replace("{players}", players) + " " +
        escapeText(over[1]) + " " + clauseChip(data, over[0]) + "</p>";
    } else {
      var refused = data.refused[prefix + bets.join(" ")] || [];
      var no = {};
      refused.forEach(function (r) { no[r[0]] = r; });
      var allowed = [];
      for (var b = 0; b <= hand; b++) if (!no[b]) allowed.push(b);
      html += "<p>" + citT("Bidder {number} of {players} may bet {allowed}.").replace("{number}", bets.length + 1)
        .replace("{players}", players).replace("{allowed}", "<b>" + allowed.join(", ") + "</b>") + " " +
        citT("Click a bet to make it:") + '</p><div class="cit-bet-options" role="group" aria-label="' +
        escapeText(citT("Make the next bet")) + '">' +
        allowed.map(function (bet) {
          return '<button type="button" class="cit-bet" data-bet="' + bet + '">' +
            citT("bet {n}").replace("{n}", bet) + "</button>";
        }).join("") + "</div>";
      if (refused.length) {
        html += '<ul class="cit-bet-refused">' + refused.map(function (r) {
          return "<li>" + citT("{bet}: not allowed.").replace("{bet}", "<b>" + r[0] + "</b>") + " " + escapeText(r[2]) +
            " " + clauseChip(data, r[1]) + "</li>";
        }).join("") + "</ul>";
      }
    }
    box.querySelector(".cit-bet-answer").innerHTML = html;
  }

  function prepareHelpers() {
    var boxes = document.querySelectorAll(".cit-bet-helper");
    for (var i = 0; i < boxes.length; i++) {
      if (boxes[i].hasAttribute("data-cit-ready")) continue;
      boxes[i].setAttribute("data-cit-ready", "");
      drawBets(boxes[i]);
    }
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("button");
    if (!button) return;
    if (button.classList.contains("cit-choice")) { choose(button); return; }
    var explorer = button.closest(EXPLORER);
    if (explorer) {
      if (button.classList.contains("cit-hide-answers")) { hideAnswers(explorer, !explorer.classList.contains("cit-answers-hidden")); return; }
      if (button.classList.contains("cit-show-answers")) { explorer.classList.add("cit-revealed"); return; }
      if (button.classList.contains("cit-presenter-toggle")) { setPresenter(explorer, !explorer.classList.contains("cit-presenter")); return; }
    }
    var box = button.closest(".cit-bet-helper");
    if (!box) return;
    var state = situation(box);
    if (button.classList.contains("cit-bet")) state.bets.push(Number(button.getAttribute("data-bet")));
    else if (button.classList.contains("cit-bet-undo")) state.bets.pop();
    else if (button.classList.contains("cit-bet-restart")) state.bets = [];
    else return;
    drawBets(box);
    // keep the keyboard where it was: on the next bets, or on the first control left
    var next = box.querySelector(".cit-bet-options .cit-bet, .cit-bet-undo, .cit-bet-hand");
    if (next) next.focus();
  });

  document.addEventListener("change", function (event) {
    var box = event.target.closest && event.target.closest(".cit-bet-helper");
    if (!box) return;
    situation(box).bets = [];          // another hand, table or rule: the bidding starts again
    drawBets(box);
  });

  CIT.whenReady(prepareHelpers);
})();
