/* The reader's own records, kept in this browser only (localStorage "cit-records"; nothing is sent
   anywhere): every game finished at a live table (the table fires "cit-game-over" on its element, see
   widgets/static/cit-table.mjs) is counted per game and per level of the computer, and the last games
   are kept with their save and their table's code, so that the table can open them again to be looked
   back at; the coach's review ("cit-review-ready") joins the game it is about.

   Loaded on every page of the book (the Play here tables) and on the tables' own pages (play/<game>.html,
   where window.CIT is absent: recording needs no words). The "Your games" page
   (<div class="cit-records">) draws the records, saves them as a JSON file and deletes them. */
(function () {
  "use strict";

  var KEY = "cit-records";
  var LAST = 20;              // the last games kept whole
  var RESULTS = ["won", "lost", "shared", "played"];

  function empty() { return { version: 1, counts: {}, last: [] }; }

  function read() {
    try {
      var records = JSON.parse(window.localStorage.getItem(KEY) || "null");
      if (records && records.version === 1 && records.counts && Array.isArray(records.last)) { return records; }
    } catch (error) { /* damaged or storage off: start again */ }
    return empty();
  }

  function write(records) {
    try { window.localStorage.setItem(KEY, JSON.stringify(records)); return true; } catch (error) { return false; }
  }

  function record(detail) {
    if (!detail || typeof detail.game !== "string" || RESULTS.indexOf(detail.result) < 0) { return; }
    var records = read();
    var level = String(detail.level || "people");
    var game = records.counts[detail.game] = records.counts[detail.game] || {};
    var counts = game[level] = game[level] || { played: 0, won: 0, lost: 0, shared: 0, label: "" };
    counts.played += 1;
    if (detail.result !== "played") { counts[detail.result] += 1; }
    if (detail.levelLabel) { counts.label = detail.levelLabel; }
    records.last.unshift({ game: detail.game, title: detail.title || detail.game, result: detail.result,
      level: level, levelLabel: detail.levelLabel || "", deal: detail.deal, moves: detail.moves,
      save: detail.save || "", code: detail.code || "", lang: detail.lang || "en", at: new Date().toISOString() });
    records.last = records.last.slice(0, LAST);
    write(records);
    document.dispatchEvent(new CustomEvent("cit-records-changed"));
  }

  /* the coach's review of a game just finished joins that game's record */
  function review(detail) {
    var records = read();
    var game = detail && detail.game;
    var last = records.last.filter(function (r) { return !game || r.game === game; })[0];
    if (!last) { return; }
    last.review = detail;
    write(records);
    document.dispatchEvent(new CustomEvent("cit-records-changed"));
  }

  document.addEventListener("cit-game-over", function (event) { record(event.detail); });
  document.addEventListener("cit-review-ready", function (event) { review(event.detail); });

  var CIT = window.CIT;
  if (!CIT) { return; }            // a table's own page: recording only

  // --- the Your games page ------------------------------------------------------------------------
  var citT = CIT.t;               // the page's language's words (citT: the keyword tools/messages.py reads)
  var element = CIT.element;

  function resultWords(result) {
    return { won: citT("won"), lost: citT("lost"), shared: citT("shared win"), played: citT("played") }[result];
  }

  function levelWords(level, label) {
    return level === "people" ? citT("people only") : (label || level);
  }

  function gameTitle(game, records) {
    var found = records.last.filter(function (r) { return r.game === game; })[0];
    return found ? found.title : game;
  }

  function lookBackLink(entry) {
    var lang = document.documentElement.lang || "en";
    var page = new URL(entry.game + ".html" + (lang === "en" ? "" : "?lang=" + encodeURIComponent(lang)), CIT.playFolder());
    if (entry.code) { page.hash = "table=" + entry.code; }
    var link = element("a", "cit-records-open", citT("Open it at the table"));
    link.href = page.href;
    return link;
  }

  function cell(tag, text) { return element(tag, null, text); }

  function draw(panel) {
    var records = read();
    panel.textContent = "";
    var games = Object.keys(records.counts).sort();
    if (!games.length) {
      panel.appendChild(element("p", "cit-records-none", citT("No game finished in this browser yet: " +
        "play one at a live table (each game's Play page) and it is counted here.")));
    } else {
      var table = element("table", "cit-records-counts");
      var head = element("tr");
      [citT("Game"), citT("Opponents"), citT("Played"), citT("Won"), citT("Lost")].forEach(function (t) {
        head.appendChild(cell("th", t));
      });
      var thead = element("thead");
      thead.appendChild(head);
      table.appendChild(thead);
      var body = element("tbody");
      games.forEach(function (game) {
        Object.keys(records.counts[game]).sort().forEach(function (level) {
          var counts = records.counts[game][level];
          var tr = element("tr");
          tr.setAttribute("data-game", game);
          tr.setAttribute("data-level", level);
          tr.appendChild(cell("th", gameTitle(game, records)));
          tr.appendChild(cell("td", levelWords(level, counts.label)));
          tr.appendChild(cell("td", String(counts.played)));
          tr.appendChild(cell("td", String(counts.won + counts.shared)));
          tr.appendChild(cell("td", String(counts.lost)));
          body.appendChild(tr);
        });
      });
      table.appendChild(body);
      var wrap = element("div", "cit-records-scroll");
      wrap.appendChild(table);
      panel.appendChild(wrap);

      panel.appendChild(element("h2", null, citT("The last games")));
      var list = element("ol", "cit-records-last");
      records.last.forEach(function (entry) {
        var item = element("li");
        item.setAttribute("data-result", entry.result);
        var when = new Date(entry.at);
        item.appendChild(element("span", "cit-records-when", when.toLocaleString(document.documentElement.lang || "en",
          { dateStyle: "medium", timeStyle: "short" })));
        item.appendChild(document.createTextNode(" "));
        item.appendChild(element("strong", null, entry.title));
        item.appendChild(document.createTextNode(" \u00b7 " + levelWords(entry.level, entry.levelLabel) + " \u00b7 " +
          resultWords(entry.result) + " \u00b7 " + citT("{n} moves").replace("{n}", String(entry.moves || 0)) + " "));
        if (entry.review && entry.review.summary) {
          item.appendChild(element("span", "cit-records-review", entry.review.summary));
          item.appendChild(document.createTextNode(" "));
        }
        item.appendChild(lookBackLink(entry));
        list.appendChild(item);
      });
      panel.appendChild(list);
    }

    var bar = element("div", "cit-records-actions");
    var save = element("button", "cit-records-export", citT("Save as a file"));
    save.type = "button";
    save.disabled = !games.length;
    save.addEventListener("click", function () {
      var blob = new Blob([JSON.stringify(read(), null, 1)], { type: "application/json" });
      var link = element("a");
      link.href = URL.createObjectURL(blob);
      link.download = "carte-in-tavola-games.json";
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(function () { URL.revokeObjectURL(link.href); }, 1000);
    });
    var erase = element("button", "cit-records-delete", citT("Delete all"));
    erase.type = "button";
    erase.disabled = !games.length;
    var said = element("p", "cit-records-said");
    said.setAttribute("role", "status");
    erase.addEventListener("click", function () {
      try { window.localStorage.removeItem(KEY); } catch (error) { /* storage off: nothing was kept */ }
      draw(panel);
      panel.querySelector(".cit-records-said").textContent = citT("Your records are deleted from this browser.");
    });
    bar.appendChild(save);
    bar.appendChild(erase);
    panel.appendChild(bar);
    panel.appendChild(said);
  }

  CIT.whenReady(function () {
    var panel = document.querySelector(".cit-records[data-cit-records]");
    if (!panel) { return; }
    draw(panel);
    document.addEventListener("cit-records-changed", function () { draw(panel); });
    window.addEventListener("storage", function (event) { if (event.key === KEY) { draw(panel); } });
  });
})();
