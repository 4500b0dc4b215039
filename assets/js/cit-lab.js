/* The what-if lab of a "By the numbers" page: the reader chooses a variant, the computer players and a
 * number of games, and the game's own engine plays them in the reader's browser (the in-browser Python
 * that Play here runs, built by `make lite` into play/), a few games per request so the page stays
 * alive and the bar moves. The figures are drawn next to the book's, from the same summary as
 * engine/simulate.py's (widgets/table/host.py answers {"simulate": ...} with engine.simulate.lab_step).
 *
 * The marker <div class="cit-lab" data-game="..."> (widgets/numbers.py lab()) holds its settings as JSON
 * in a <script type="application/json">; it stays hidden until this script fills it, so with JavaScript
 * off the page shows only the book's figures. When a run ends, marker.citLab = { summary, settings }
 * (the browser test compares it with the Python function's). */
(function () {
  "use strict";

  var BLUE = "#0072B2", ORANGE = "#E69F00";   // Okabe-Ito, as the book's figures

  var CIT = window.CIT;         // cit-common.js
  var citT = CIT.t;             // the page's language's words (citT: the keyword tools/messages.py reads)
  var element = CIT.element;

  function pct(x) { return (x > 0 && x < 0.01 ? (100 * x).toFixed(1) : Math.round(100 * x)) + "%"; }

  function labelled(labelText, control) {
    var label = element("label", "cit-lab-field");
    // a long choice (a variant in Italian) must not widen the page past a phone's width
    label.style.cssText = "display:flex;flex-direction:column;max-width:100%;min-width:0";
    control.style.maxWidth = "100%";
    label.appendChild(element("span", "cit-lab-label", labelText));
    label.appendChild(control);
    return label;
  }

  function select(choices, chosen) {
    var s = element("select");
    choices.forEach(function (c) {
      var o = element("option", null, c.label);
      o.value = c.value;
      if (c.value === chosen) { o.selected = true; }
      s.appendChild(o);
    });
    return s;
  }

  /* --- drawing: horizontal bars, the lab's beside the book's, each with its 95% interval ---------- */

  var SVGNS = "http://www.w3.org/2000/svg";

  function svgNode(tag, attrs, text) {
    var n = document.createElementNS(SVGNS, tag);
    Object.keys(attrs).forEach(function (k) { n.setAttribute(k, attrs[k]); });
    if (text !== undefined) { n.textContent = text; }
    return n;
  }

  /* rows: [{label, lab: {value, ci}, book: {value, ci} | null}]; scale: the largest value drawn */
  function barChart(rows, format, scale) {
    var width = 380, left = 150, right = 40, rowH = 34, top = 6;   // room for an ending's words at 390 px
    var height = top + rows.length * rowH + 22;
    var plot = width - left - right;
    var svg = svgNode("svg", { viewBox: "0 0 " + width + " " + height, width: "100%",
      style: "max-width:34rem;height:auto;font-size:11px", "aria-hidden": "true", focusable: "false" });
    function x(v) { return left + plot * Math.max(0, Math.min(1, v / scale)); }
    rows.forEach(function (row, i) {
      var y = top + i * rowH;
      svg.appendChild(svgNode("text", { x: left - 6, y: y + 15, "text-anchor": "end", fill: "currentColor" }, row.label));
      [["lab", BLUE, 0], ["book", ORANGE, 14]].forEach(function (kind) {
        var entry = row[kind[0]];
        if (!entry) { return; }
        svg.appendChild(svgNode("rect", { x: left, y: y + 3 + kind[2], width: Math.max(0.5, x(entry.value) - left),
          height: 11, fill: kind[1] }));
        if (entry.ci) {
          var cy = y + 8.5 + kind[2];
          svg.appendChild(svgNode("line", { x1: x(entry.ci[0]), x2: x(entry.ci[1]), y1: cy, y2: cy,
            stroke: "currentColor", "stroke-width": 1 }));
        }
        svg.appendChild(svgNode("text", { x: x(Math.max(entry.value, entry.ci ? entry.ci[1] : 0)) + 4,
          y: y + 12.5 + kind[2], fill: "currentColor" }, format(entry.value)));
      });
    });
    svg.appendChild(svgNode("line", { x1: left, x2: left, y1: top, y2: top + rows.length * rowH,
      stroke: "currentColor" }));
    return svg;
  }

  function legend(withBook) {
    var p = element("p", "cit-lab-legend");
    p.innerHTML = "";
    [[BLUE, citT("your games")], [ORANGE, citT("the book's games")]].slice(0, withBook ? 2 : 1)
      .forEach(function (item) {
        var key = element("span", "cit-lab-key");
        key.style.cssText = "display:inline-block;width:.9em;height:.9em;margin:0 .3em 0 .8em;vertical-align:-.1em;background:" + item[0];
        p.appendChild(key);
        p.appendChild(document.createTextNode(item[1]));
      });
    return p;
  }

  function figure(title, rows, format, scale, meaning, withBook) {
    var f = element("figure", "cit-lab-figure");
    f.style.margin = "1em 0";
    var holder = element("div");
    holder.setAttribute("role", "img");
    holder.setAttribute("aria-label", title + ": " + rows.map(function (r) {
      return r.label + " " + format(r.lab.value) + (r.book ? " (" + citT("the book") + " " + format(r.book.value) + ")" : "");
    }).join(", ") + ".");
    holder.appendChild(barChart(rows, format, scale));
    f.appendChild(element("p", "cit-lab-figure-title", title));
    f.appendChild(holder);
    f.appendChild(legend(withBook));
    f.appendChild(element("figcaption", null, meaning));
    return f;
  }

  function figures(setup, summary, book) {
    var out = element("div", "cit-lab-figures");
    var seatRows = summary.win_share.map(function (share, i) {
      return { label: setup.seats[i], lab: { value: share, ci: summary.win_share_ci[i] },
        book: book ? { value: book.win_share[i], ci: book.win_share_ci[i] } : null };
    });
    if (summary.first_mover) {
      seatRows.push({ label: citT("moves first"), lab: summary.first_mover,
        book: book && book.first_mover ? book.first_mover : null });
    }
    var first = summary.first_mover;
    var fair = 1 / summary.players;
    var edge = first ? (first.ci[0] <= fair && fair <= first.ci[1]
      ? citT("the first mover's share is within chance of a fair share ({fair})")
      : citT("the first mover's share is away from a fair share ({fair})")).replace("{fair}", pct(fair)) : "";
    out.appendChild(figure(citT("Games won"), seatRows, pct, Math.min(1, Math.max.apply(null,
      seatRows.map(function (r) { return Math.max(r.lab.ci ? r.lab.ci[1] : r.lab.value, r.book && r.book.ci ? r.book.ci[1] : 0); })) * 1.1),
      citT("In your {games} games, {edge}.").replace("{games}", summary.games).replace("{edge}", edge), !!book));
    var mean = summary.mean_actions;
    var lengthRows = [{ label: setup.moves, lab: mean, book: book ? book.mean_actions : null }];
    out.appendChild(figure(citT("Length of a game"), lengthRows, function (v) { return v.toFixed(0); },
      Math.max(mean.ci[1], book ? book.mean_actions.ci[1] : 0) * 1.15,
      citT("Your games ran {mean} {moves} on average.").replace("{mean}", mean.value.toFixed(0))
        .replace("{moves}", setup.moves), !!book));
    var kinds = Object.keys(summary.endings);
    if (book) {
      Object.keys(book.endings).forEach(function (k) { if (kinds.indexOf(k) < 0) { kinds.push(k); } });
    }
    if (kinds.length) {
      var endRows = kinds.map(function (k) {
        var mine = summary.endings[k];
        var theirs = book && book.endings[k];
        return { label: setup.endings[k] || k, lab: mine ? { value: mine.rate, ci: mine.ci } : { value: 0, ci: null },
          book: theirs ? { value: theirs.rate, ci: theirs.ci } : (book ? { value: 0, ci: null } : null) };
      });
      var topKind = kinds.reduce(function (a, b) {
        return (summary.endings[a] || { rate: 0 }).rate >= (summary.endings[b] || { rate: 0 }).rate ? a : b; });
      out.appendChild(figure(citT("How it ended"), endRows, pct, 1,
        citT("Most of your games ended this way: {how}.").replace("{how}", setup.endings[topKind] || topKind), !!book));
    }
    return out;
  }

  /* --- the lab --------------------------------------------------------------------------------------- */

  function setUp(marker) {
    var setup = JSON.parse(marker.querySelector("script[type='application/json']").textContent);
    var game = marker.getAttribute("data-game");
    marker.hidden = false;
    var form = element("form", "cit-lab-form");
    form.style.cssText = "display:flex;flex-wrap:wrap;gap:.6em 1.2em;align-items:end";
    var variant = select(setup.variants.map(function (v) { return { value: v.name, label: v.words }; }), "default");
    form.appendChild(labelled(citT("Rules"), variant));
    var seats = [];
    for (var i = 0; i < setup.players; i++) {
      var s = select(setup.kinds, "random");
      seats.push(s);
      form.appendChild(labelled(setup.seats[i], s));
    }
    var count = select([20, 50, 100, 200, 300].map(function (n) { return { value: String(n), label: String(n) }; }),
      String(setup.games));
    form.appendChild(labelled(citT("Games"), count));
    var seed = element("input");
    seed.type = "number"; seed.min = "0"; seed.step = "1"; seed.value = "0"; seed.style.width = "6em";
    form.appendChild(labelled(citT("Seed"), seed));
    var run = element("button", "cit-lab-run", citT("Play them"));
    run.type = "submit";
    form.appendChild(run);
    var bar = element("progress", "cit-lab-progress");
    bar.max = 1; bar.value = 0; bar.hidden = true;
    bar.style.cssText = "width:100%;margin-top:.6em";
    var status = element("p", "cit-lab-status");
    status.setAttribute("role", "status");
    var results = element("div", "cit-lab-results");
    marker.appendChild(form);
    marker.appendChild(bar);
    marker.appendChild(status);
    marker.appendChild(results);

    if (window.location.protocol === "file:") {
      run.disabled = true;
      status.textContent = citT("The lab runs in your browser only when the book is served over http, not " +
        "opened as a file.");
      return;
    }
    var runtime = null;
    var playBase = CIT.playFolder();

    function start() {
      if (runtime) { return Promise.resolve(runtime); }
      return CIT.playManifest(playBase)
        .then(function (manifest) {
          if (!CIT.playsGame(manifest, game)) {
            throw new Error(citT("this game is not in this copy of the book's in-browser tables"));
          }
          return CIT.playModule(manifest, playBase).then(function (module) {
            var prepared = module.prepare(manifest, playBase, game);
            return prepared.ready.then(function () { runtime = prepared; return prepared; });
          });
        });
    }

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var chosen = setup.variants.filter(function (v) { return v.name === variant.value; })[0];
      var settings = { game: game, players: setup.players, seed: Math.max(0, parseInt(seed.value, 10) || 0),
        seats: seats.map(function (s) { return s.value; }), options: chosen.options };
      var total = parseInt(count.value, 10);
      var allRandom = settings.seats.every(function (s) { return s === "random"; });
      var book = allRandom ? setup.book[chosen.name] || null : null;
      run.disabled = true;
      results.textContent = "";
      bar.hidden = false; bar.value = 0;
      status.textContent = citT("Starting Python in your browser\u2026");
      var played = [];
      var last = null;
      function step() {
        if (played.length >= total) { return Promise.resolve(); }
        var stop = Math.min(total, played.length + setup.chunk);
        return runtime.request({ simulate: Object.assign({ start: played.length, stop: stop, results: played }, settings) })
          .then(function (answer) {
            var reply = answer.reply;
            if (reply.error) { throw new Error(reply.error); }
            played = played.concat(reply.results);
            last = reply.summary;
            bar.value = played.length / total;
            status.textContent = citT("{done} of {total} games played").replace("{done}", played.length)
              .replace("{total}", total);
            return step();
          });
      }
      start().then(function () { return step(); }).then(function () {
        results.appendChild(figures(setup, last, book));
        if (!book) {
          results.appendChild(element("p", null, citT("The book's games were played by random players: " +
            "seat random players everywhere to see them side by side.")));
        }
        status.textContent = citT("{total} games played.").replace("{total}", total);
        marker.citLab = { summary: last, settings: settings };
        marker.setAttribute("data-cit-lab", "done");
      }).catch(function (error) {
        status.textContent = citT("The lab stopped: {error}").replace("{error}", error.message);
        marker.setAttribute("data-cit-lab", "failed");
      }).then(function () { run.disabled = false; bar.hidden = true; });
    });
    marker.setAttribute("data-cit-lab", "ready");
  }

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll(".cit-lab[data-game]"), setUp);
  }

  CIT.whenReady(init);
}());
