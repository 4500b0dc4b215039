// The live table of Carte in Tavola, drawn from the view the Python table session sends
// (widgets/table/session.py). It holds no rule: what is lit, what a click means, every word shown
// comes from Python; this module draws the view and sends back what the reader clicked.
//
// Written to the anywidget front-end API, so the same module serves three hosts: JupyterLab and
// Voilà (widgets/live.py, an anywidget), and the published book, where a small model object over
// the in-browser Python runtime stands in for the widget model. It uses only
// model.get("view"), model.get("clause_base"), model.on/off("change:view"), model.send(message).

const SVG_NS = "http://www.w3.org/2000/svg";

function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "class") node.className = value;
    else if (name === "text") node.textContent = value;
    else if (name === "html") node.innerHTML = value;
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// A picture from the engine (its own SVG markup, made by our Python): put in as markup, without
// its fixed pixel size, so that CSS sizes it and it keeps its shape.
function picture(markup, cls) {
  const box = h("span", { class: cls || "cit-t-pic", "aria-hidden": "true" });
  box.innerHTML = markup || "";
  const svg = box.querySelector("svg");
  if (svg) {
    svg.removeAttribute("width");
    svg.removeAttribute("height");
    svg.style.margin = "0";
    svg.setAttribute("focusable", "false");
  }
  return box;
}

function clauseLink(clause, base) {
  if (!clause) return null;
  if (base) {
    return h("a", { class: "cit-t-clause", href: `${base}#${clause.toLowerCase()}`, target: "_blank",
                    rel: "noopener", title: clause }, clause);
  }
  return h("span", { class: "cit-t-clause" }, clause);
}

function line(entry, base) {
  return h("span", { class: "cit-t-line" }, entry.text, entry.clause ? " " : null, clauseLink(entry.clause, base));
}

function render({ model, el }) {
  const root = h("div", { class: "cit-table", tabindex: "-1" });
  // the table's styles follow the width it is given (container queries), wherever it is mounted
  if (getComputedStyle(el).containerType === "normal") el.style.containerType = "inline-size";
  el.appendChild(root);
  const opened = { log: false, moves: false, settings: false, saving: false, share: false };
  let view = model.get("view") || {};
  let autoTimer = null;
  let waiting = false;
  let autoplay = false;
  let coachStop = false;        // Stop pressed while a slice of the coach's review was on its way
  let toldReview = null;        // the finished review last told to the page (cit-review-ready)

  function send(message) {
    waiting = true;
    root.setAttribute("aria-busy", "true");
    root.classList.add("cit-t-waiting");
    model.send(message);
  }

  // A click while the last one's answer is on its way is dropped: it was made on a table about to change
  // (a double click would otherwise send the same click twice).
  function click(key) {
    if (waiting) return;
    send({ do: "click", key, v: view.v });
  }

  // A click on what is not a move (another's cards, a card on the table, a look back): the table says why.
  function look(zoneId) {
    if (waiting) return;
    send({ do: "look", zone: zoneId, v: view.v });
  }

  function onChange() {
    view = model.get("view") || {};
    waiting = false;
    root.removeAttribute("aria-busy");
    root.classList.remove("cit-t-waiting");
    draw();
  }

  function schedule() {
    clearTimeout(autoTimer);
    autoTimer = null;
    const coach = view.coach;
    if (coach && coach.mode === "review" && coach.running) {
      // the review goes on a slice at a time (each a fraction of a second in Python), so that the bar moves
      // and Stop is answered between two slices
      if (coachStop) { coachStop = false; send({ do: "coach", what: "stop" }); return; }
      autoTimer = setTimeout(() => send({ do: "coach", what: "more" }), 30);
      return;
    }
    coachStop = false;
    if (typeof view.auto === "number") {
      autoTimer = setTimeout(() => send({ do: "advance", v: view.v }), view.auto);
    } else if (autoplay && view.controls && view.controls.advance) {
      const pace = Number(root.dataset.pace || 1500);
      autoTimer = setTimeout(() => send({ do: "advance", v: view.v }), pace);
    }
  }

  // --- the parts of the table ----------------------------------------------------------------
  function item(entry, zoneId) {
    const classes = ["cit-t-card"];
    if (entry.lit) classes.push("cit-lit");
    if (entry.picked) classes.push("cit-picked");
    if (entry.can) classes.push("cit-can");
    if (entry.down) classes.push("cit-down");
    if (entry.fresh) classes.push("cit-fresh");
    if (entry.coach) classes.push(`cit-t-coach-${entry.coach}`);
    const labels = view.labels || {};
    const parts = [picture(entry.svg)];
    if (entry.caption) parts.push(h("span", { class: "cit-t-caption" }, entry.caption));
    if (entry.fresh) parts.push(h("span", { class: "cit-t-fresh" }, labels.new_card || "new"));
    if (entry.coach) parts.push(coachMark(entry));
    let said = entry.fresh ? `${entry.name} (${labels.new_card || "new"})` : entry.name;
    if (entry.coach) said = `${said} (${coachWords(entry)})`;
    if (entry.key === null || entry.key === undefined) {
      return h("span", { class: classes.join(" "), role: "img", "aria-label": said, title: entry.name,
                         "data-card": entry.name, onclick: () => look(zoneId) }, ...parts);
    }
    const name = entry.lit ? `${said} (${labels.lit_hint || "lit"})` : said;
    const button = h("button", {
      type: "button", class: classes.join(" "), "data-key": entry.key, "aria-label": name, title: entry.name,
      "aria-pressed": entry.picked ? "true" : null, "data-card": entry.name,
      onclick: () => { if (dragged) { dragged = false; return; } click(entry.key); },
    }, ...parts);
    if (entry.drag) draggable(button, entry);
    return button;
  }

  // The coach's marks: a symbol on the card or square (★ the coach's move, the grade's symbol for the move
  // played), so that the two are told apart by more than colour; its words for screen readers.
  function coachWords(entry) {
    const labels = view.labels || {};
    return entry.coach === "best" ? labels.coach_best_mark : labels.coach_played_mark;
  }

  function coachMark(entry) {
    return h("span", { class: `cit-t-coach-mark cit-t-coach-mark-${entry.coach}`, "aria-hidden": "true" }, entry.coach_mark || "");
  }

  // Dragging with a mouse (a tap or a click does the same in two steps: pick, then click the place):
  // the card follows the pointer and is dropped on a place that takes it ([data-drop]).
  let dragged = false;
  function draggable(button, entry) {
    button.addEventListener("pointerdown", (down) => {
      if (down.pointerType !== "mouse" || down.button !== 0) return;
      let ghost = null;
      let over = null;
      const move = (event) => {
        if (!ghost && Math.hypot(event.clientX - down.clientX, event.clientY - down.clientY) < 6) return;
        if (!ghost) {
          ghost = button.cloneNode(true);
          ghost.classList.add("cit-t-ghost");
          ghost.removeAttribute("data-key");
          ghost.style.width = `${button.offsetWidth}px`;
          document.body.append(ghost);
          button.classList.add("cit-t-dragging");
        }
        ghost.style.left = `${event.clientX - 20}px`;
        ghost.style.top = `${event.clientY - 20}px`;
        const under = document.elementFromPoint(event.clientX, event.clientY);
        const target = under && under.closest("[data-drop]");
        if (over && over !== target) over.classList.remove("cit-t-over");
        over = target && root.contains(target) ? target : null;
        if (over) over.classList.add("cit-t-over");
      };
      const up = () => {
        window.removeEventListener("pointermove", move);
        if (!ghost) return;
        ghost.remove();
        button.classList.remove("cit-t-dragging");
        dragged = true;
        setTimeout(() => { dragged = false; }, 0);
        if (over) {
          over.classList.remove("cit-t-over");
          const keys = entry.picked ? pickedKeys() : [entry.key];
          send({ do: "drop", keys, to: over.getAttribute("data-drop"), v: view.v });
        }
      };
      window.addEventListener("pointermove", move);
      window.addEventListener("pointerup", up, { once: true });
    });
  }

  function pickedKeys() {
    const keys = [];
    const visit = (zone) => {
      for (const it of zone.items || []) if (it.picked && it.key) keys.push(it.key);
      for (const g of zone.groups || []) visit(g);
    };
    (view.zones || []).forEach(visit);
    return keys;
  }

  function cardsZone(zone) {
    const classes = ["cit-t-zone", "cit-t-cards", `cit-t-zone-${zone.id.replace(/[^a-z0-9_-]/gi, "-")}`];
    if (zone.small) classes.push("cit-t-small");
    if (zone.wide) classes.push("cit-t-wide");
    if (zone.ok === true) classes.push("cit-t-valid");
    if (zone.ok === false) classes.push("cit-t-invalid");
    const row = h("div", { class: "cit-t-row" }, zone.items.map((it) => item(it, zone.id)));
    if (!zone.items.length && zone.empty) row.append(h("span", { class: "cit-t-empty" }, zone.empty));
    const section = h("section", { class: classes.join(" "), "data-zone": zone.id, "aria-label": zone.label || null,
                                   "data-drop": zone.drop || null },
             zone.label ? h("h4", { class: "cit-t-label" }, zone.label, zone.note ? h("span", { class: "cit-t-note" }, " ", zone.note) : null) : null,
             row);
    if (zone.target) {
      // a place to click (after picking cards) as well as to drop on: a group, a new group, the hand
      section.append(h("button", { type: "button", class: `cit-t-btn cit-t-target${zone.target.lit ? " cit-lit" : ""}`,
                                   "data-key": zone.target.key, onclick: () => click(zone.target.key) }, zone.target.label));
    }
    return section;
  }

  function seatZone(zone) {
    const labels = view.labels || {};
    const classes = ["cit-t-zone", "cit-t-seat"];
    if (zone.active) classes.push("cit-t-active");
    if (zone.you) classes.push("cit-t-you");
    const player = (view.players || [])[zone.seat] || {};
    const who = h("div", { class: "cit-t-who" },
      h("b", { class: "cit-t-name" }, zone.label),
      zone.role || player.role ? h("span", { class: "cit-t-role" }, zone.role || player.role) : null,
      player.level ? h("span", { class: "cit-t-level" }, player.level) : null,
      zone.active ? h("span", { class: "cit-t-turn" }, labels.whose_turn || "to play") : null);
    const facts = h("div", { class: "cit-t-facts" }, (zone.info || []).map((fact) => h("span", {}, fact)));
    const row = zone.items && zone.items.length ? h("div", { class: "cit-t-row" }, zone.items.map((it) => item(it, zone.id))) : null;
    // a click on another player's place (their cards, hidden or shown) says why nothing happens
    return h("section", { class: classes.join(" "), "data-zone": zone.id, "data-seat": zone.seat,
                          "aria-label": zone.label,
                          onclick: (event) => { if (!event.target.closest("button, a, [data-card]")) look(zone.id); } },
             who, facts, row);
  }

  function boardZone(zone) {
    const g = zone.grid;
    const grid = h("div", {
      class: "cit-t-grid",
      style: `left:${g.left * 100}%;top:${g.top * 100}%;width:${g.cols * g.cell_w * 100}%;` +
             `height:${g.rows * g.cell_h * 100}%;grid-template-columns:repeat(${g.cols},1fr);` +
             `grid-template-rows:repeat(${g.rows},1fr)`,
    });
    const labels = view.labels || {};
    for (const cell of zone.cells) {
      const classes = ["cit-t-square"];
      if (cell.coach) classes.push(`cit-t-coach-${cell.coach}`);
      if (cell.key === null || cell.key === undefined) {
        // a square the coach marks on a table looked at, not played: seen, not clicked
        grid.append(h("span", { class: classes.join(" "), role: "img", "aria-label": `${cell.name} (${coachWords(cell)})`,
                                title: cell.name, style: `grid-row:${cell.row + 1};grid-column:${cell.col + 1}` },
                      cell.coach ? coachMark(cell) : null));
        continue;
      }
      if (cell.lit) classes.push("cit-lit");
      if (cell.picked) classes.push("cit-picked");
      if (cell.can) classes.push("cit-can");
      let name = cell.lit ? `${cell.name} (${labels.lit_hint || "lit"})` : cell.name;
      if (cell.coach) name = `${name} (${coachWords(cell)})`;
      grid.append(h("button", {
        type: "button", class: classes.join(" "), "data-key": cell.key, "aria-label": name, title: cell.name,
        style: `grid-row:${cell.row + 1};grid-column:${cell.col + 1}`, onclick: () => click(cell.key),
      }, cell.coach ? coachMark(cell) : null));
    }
    return h("section", { class: "cit-t-zone cit-t-board", "data-zone": zone.id, "aria-label": zone.label || null },
             zone.label ? h("h4", { class: "cit-t-label" }, zone.label) : null,
             h("div", { class: "cit-t-board-box" }, picture(zone.svg, "cit-t-board-pic"), grid));
  }

  function groupsZone(zone) {
    return h("section", { class: "cit-t-zone cit-t-groups", "data-zone": zone.id, "aria-label": zone.label || null },
             zone.label ? h("h4", { class: "cit-t-label" }, zone.label) : null,
             h("div", { class: "cit-t-group-list" }, (zone.groups || []).map(cardsZone)));
  }

  function scoresZone(zone) {
    return h("section", { class: "cit-t-zone cit-t-scores", "data-zone": zone.id },
      h("table", {},
        h("caption", {}, zone.label),
        h("thead", {}, h("tr", {}, zone.headers.map((x) => h("th", { scope: "col" }, x)))),
        h("tbody", {}, zone.rows.map((r) => h("tr", {}, r.map((c, i) => (i ? h("td", {}, c) : h("th", { scope: "row" }, c))))))));
  }

  function noteZone(zone) {
    return h("p", { class: "cit-t-zone cit-t-notezone", "data-zone": zone.id }, zone.text);
  }

  const DRAW = { cards: cardsZone, seat: seatZone, board: boardZone, groups: groupsZone, scores: scoresZone, note: noteZone };

  function zonesIn(area) {
    return (view.zones || []).filter((z) => (z.area || "middle") === area).map((z) => (DRAW[z.kind] || cardsZone)(z));
  }

  function choices() {
    const list = view.choices || [];
    if (!list.length) return null;
    const base = model.get("clause_base");
    const row = h("div", { class: "cit-t-choices", role: "group" }, list.map((c) => h("button", {
      type: "button", class: `cit-t-choice${c.lit ? " cit-lit" : ""}${c.off ? " cit-off" : ""}${c.primary ? " cit-t-primary" : ""}${c.pressed ? " cit-t-pressed" : ""}${c.coach ? ` cit-t-coach-${c.coach}` : ""}`,
      "aria-label": c.coach ? `${c.label} (${coachWords(c)})` : null,
      "data-key": c.key, "aria-disabled": c.off ? "true" : null, onclick: c.off ? null : () => click(c.key),
      "aria-pressed": c.pressed === undefined ? null : (c.pressed ? "true" : "false"),
      "data-drop": c.drop || null,
      title: c.why || null,
    }, c.coach ? coachMark(c) : null, c.label)));
    const whys = list.filter((c) => c.off && c.why);
    if (!whys.length) return row;
    return h("div", {}, row, whys.map((c) => h("p", { class: "cit-t-why" }, line({ text: c.why, clause: c.clause }, base))));
  }

  // A question before something that cannot be taken back (New game while a game is under way): the
  // answer that keeps the game is the one focused.
  function ask() {
    const a = view.ask;
    if (!a) return null;
    const no = h("button", { type: "button", class: "cit-t-btn cit-t-primary cit-t-ask-no", onclick: () => send(a.no.message) }, a.no.label);
    const box = h("div", { class: "cit-t-ask", role: "alertdialog", "aria-label": a.text },
      h("p", {}, a.text),
      h("div", { class: "cit-t-row-inline" }, no,
        h("button", { type: "button", class: "cit-t-btn cit-t-ask-yes", onclick: () => send(a.yes.message) }, a.yes.label)));
    queueMicrotask(() => no.focus({ preventScroll: true }));
    return box;
  }

  function say() {
    // an offer (a kept game brought back) comes with one button: start a new game instead
    const offer = view.offer ? h("button", { type: "button", class: "cit-t-btn cit-t-offer",
                                             onclick: () => send(view.offer.message) }, view.offer.button) : null;
    if (!view.say) return h("div", { class: "cit-t-say", role: "status" }, offer);
    const tone = view.say.tone || "error";
    return h("div", { class: `cit-t-say cit-t-${tone}${view.say.opening ? " cit-t-opening" : ""}`,
                      role: tone === "error" ? "alert" : "status" },
             line(view.say, model.get("clause_base")), offer ? " " : null, offer);
  }

  function controls() {
    const labels = view.labels || {};
    const c = view.controls || {};
    const bar = h("div", { class: "cit-t-controls" });
    if (view.review) {
      const r = view.review;
      const go = (step) => send({ do: "review", step, game: r.game === "last" ? "last" : null });
      bar.append(
        h("button", { type: "button", class: "cit-t-btn", onclick: () => go(0), disabled: r.step === 0 }, labels.first),
        h("button", { type: "button", class: "cit-t-btn", onclick: () => go(r.step - 1), disabled: r.step === 0 }, labels.previous),
        h("span", { class: "cit-t-review-caption", role: "status" }, r.caption),
        h("button", { type: "button", class: "cit-t-btn", onclick: () => go(r.step + 1), disabled: r.step === r.steps }, labels.next),
        h("button", { type: "button", class: "cit-t-btn", onclick: () => go(r.steps), disabled: r.step === r.steps }, labels.last),
        h("button", { type: "button", class: "cit-t-btn cit-t-primary", onclick: () => send({ do: "coach", what: "close" }) }, labels.close_review));
      if (c.coach) bar.append(h("button", { type: "button", class: "cit-t-btn cit-t-coach-review", onclick: () => send({ do: "coach", what: "review", game: r.game === "last" ? "last" : null }) }, labels.coach_review));
      return bar;
    }
    if (c.advance) {
      bar.append(h("button", { type: "button", class: "cit-t-btn cit-t-primary cit-t-next", onclick: () => send({ do: "advance", v: view.v }) }, labels.next_move));
      bar.append(h("button", { type: "button", class: "cit-t-btn cit-t-autoplay", "aria-pressed": autoplay ? "true" : "false",
                               onclick: () => { autoplay = !autoplay; draw(); } }, autoplay ? labels.pause : labels.play));
      const pace = h("select", { class: "cit-t-pace", "aria-label": labels.speed },
        [["3000", labels.slow], ["1500", labels.normal], ["700", labels.fast]].map(([ms, word]) =>
          h("option", { value: ms, selected: String(root.dataset.pace || 1500) === ms ? true : null }, word)));
      pace.addEventListener("change", () => { root.dataset.pace = pace.value; schedule(); });
      bar.append(pace);
    }
    if (c.undo) bar.append(h("button", { type: "button", class: "cit-t-btn cit-t-undo", onclick: () => send({ do: "undo" }) }, labels.undo));
    if (c.review) bar.append(h("button", { type: "button", class: "cit-t-btn cit-t-review", onclick: () => send({ do: "review", step: 0 }) }, labels.review));
    if (c.review_last) bar.append(h("button", { type: "button", class: "cit-t-btn cit-t-review-last", onclick: () => send({ do: "review", step: 0, game: "last" }) }, labels.review_last));
    if (c.coach) bar.append(h("button", { type: "button", class: "cit-t-btn cit-t-coach-review", onclick: () => send({ do: "coach", what: "review" }) }, labels.coach_review));
    if (c.hint) bar.append(h("button", { type: "button", class: "cit-t-btn cit-t-hint", onclick: () => send({ do: "hint" }) }, labels.hint));
    bar.append(h("button", { type: "button", class: "cit-t-btn cit-t-new", onclick: () => send({ do: "new" }) }, labels.new_game));
    const presenting = root.classList.contains("cit-presenter");
    bar.append(h("button", { type: "button", class: "cit-t-btn cit-t-presenter", "aria-pressed": presenting ? "true" : "false",
                             onclick: togglePresenter }, presenting ? labels.leave_presenter : labels.presenter));
    return bar;
  }

  function togglePresenter() {
    const on = !root.classList.contains("cit-presenter");
    root.classList.toggle("cit-presenter", on);
    if (on) { opened.settings = false; opened.saving = false; }   // nothing left open over the table
    if (on && root.requestFullscreen && !document.fullscreenElement) {
      root.requestFullscreen().catch(() => {});
    } else if (!on && document.fullscreenElement === root) {
      document.exitFullscreen().catch(() => {});
    }
    draw();
  }

  function folded(name, summary, body, onToggle) {
    const box = h("details", { class: `cit-t-fold cit-t-${name}`, open: opened[name] ? true : null },
                  h("summary", {}, summary), body);
    box.addEventListener("toggle", () => {
      if (opened[name] === box.open) return;
      opened[name] = box.open;
      if (onToggle) onToggle(box.open);
    });
    return box;
  }

  // "Share this table": the link that opens this table as it is now (its fragment holds the table's
  // code), a button that copies it, and its QR code (drawn by Python while the fold is open)
  function share() {
    const labels = view.labels || {};
    const s = view.share;
    if (!s) return null;
    const body = h("div", { class: "cit-t-share-body" });
    if (s.link) {
      const field = h("input", { type: "text", readonly: true, class: "cit-t-share-link", value: s.link,
                                 "aria-label": labels.share_link, onfocus: (e) => e.target.select() });
      const copy = h("button", { type: "button", class: "cit-t-btn cit-t-copy" }, labels.copy);
      copy.addEventListener("click", () => {
        const done = () => { copy.textContent = labels.copied; };
        if (navigator.clipboard && navigator.clipboard.writeText) {
          navigator.clipboard.writeText(s.link).then(done, () => { field.focus(); field.select(); });
        } else {
          field.focus(); field.select();
        }
      });
      body.append(h("p", { class: "cit-t-share-say" }, labels.share_link), h("div", { class: "cit-t-row-inline" }, field, copy));
      if (s.svg) {
        body.append(picture(s.svg, "cit-t-qr"), h("p", { class: "cit-t-share-say" }, labels.share_qr),
                    h("div", { class: "cit-t-row-inline" },
                      h("button", { type: "button", class: "cit-t-btn cit-t-show-qr", onclick: () => { qrFull = true; draw(); } },
                        labels.show_qr)));
      }
    } else {
      body.append(h("p", { class: "cit-t-share-say" }, labels.share_code),
                  h("input", { type: "text", readonly: true, class: "cit-t-share-link", value: s.code,
                               "aria-label": labels.share_code, onfocus: (e) => e.target.select() }));
    }
    return folded("share", labels.share, body, (open) => send({ do: "share", open }));
  }

  // "Show the QR code": the code alone over the whole screen, large enough to be read from the back of a
  // room by a phone's camera; Close (or Escape) goes back.
  let qrFull = false;
  function qrScreen() {
    const s = view.share || {};
    if (!qrFull || !s.svg) return null;
    const labels = view.labels || {};
    const close = h("button", { type: "button", class: "cit-t-btn cit-t-primary cit-t-qr-close",
                                onclick: () => { qrFull = false; draw(); } }, labels.close);
    queueMicrotask(() => close.focus({ preventScroll: true }));
    return h("div", { class: "cit-t-qr-full", role: "dialog", "aria-modal": "true", "aria-label": labels.share_qr },
             picture(s.svg, "cit-t-qr-big"), h("p", { class: "cit-t-qr-words" }, labels.share_qr),
             h("p", { class: "cit-t-qr-link" }, s.link || ""), close);
  }

  function log() {
    const labels = view.labels || {};
    const base = model.get("clause_base");
    const history = view.history || [];
    return folded("log", labels.moves_so_far,
                  h("ol", { class: "cit-t-history", reversed: true }, history.slice().reverse().map((entry) => h("li", {}, line(entry, base)))));
  }

  function recent() {
    const base = model.get("clause_base");
    const lines = view.log || [];
    if (!lines.length) return null;
    return h("ul", { class: "cit-t-recent", "aria-label": (view.labels || {}).moves_so_far }, lines.map((entry) => h("li", {}, line(entry, base))));
  }

  function moves() {
    const labels = view.labels || {};
    if (!(view.moves || []).length) return null;
    return folded("moves", labels.all_moves,
                  h("div", { class: "cit-t-movelist" }, view.moves.map((m) => h("button", {
                    type: "button", class: "cit-t-move", onclick: () => send({ do: "move", i: m.i, v: view.v }),
                  }, m.text))));
  }

  function settings() {
    const labels = view.labels || {};
    const s = view.setup;
    if (!s) return null;
    const form = h("form", { class: "cit-t-settings-form" });
    const count = h("select", { name: "players", "aria-label": labels.players });
    for (let n = s.min_players; n <= s.max_players; n++) count.append(h("option", { value: n, selected: n === s.players ? true : null }, String(n)));
    const seatsBox = h("div", { class: "cit-t-seat-choices" });
    // each seat: who sits there, and for a person a name to call them by (the pupils' names, say)
    const seatKinds = () => Array.from(seatsBox.querySelectorAll("select")).map((x) => x.value);
    const seatNames = () => Array.from(seatsBox.querySelectorAll(".cit-t-seat-choice")).map((row) => {
      const field = row.querySelector("input");
      return field && row.querySelector("select").value === "human" ? field.value.trim() : "";
    });
    const drawSeats = () => {
      const n = Number(count.value);
      const old = seatKinds();
      const oldNames = Array.from(seatsBox.querySelectorAll("input")).map((x) => x.value);
      seatsBox.replaceChildren();
      for (let i = 0; i < n; i++) {
        const chosen = old[i] || s.seats[i] || (i === 0 ? "human" : s.kinds[1].value);
        const menu = h("select", { name: `seat${i}`, "aria-label": `${labels.seat} ${i + 1}` },
          s.kinds.map((k) => h("option", { value: k.value, selected: k.value === chosen ? true : null }, k.label)));
        const named = h("input", { type: "text", name: `name${i}`, maxlength: "40", size: "10", class: "cit-t-seat-name",
                                   "aria-label": `${labels.seat} ${i + 1}: ${labels.seat_name}`, placeholder: labels.seat_name,
                                   value: oldNames[i] ?? ((s.names || [])[i] || ""), hidden: chosen === "human" ? null : true });
        menu.addEventListener("change", () => { named.hidden = menu.value !== "human"; });
        seatsBox.append(h("div", { class: "cit-t-seat-choice" },
          h("label", {}, `${labels.seat} ${i + 1} `, menu), named));
      }
    };
    count.addEventListener("change", drawSeats);
    drawSeats();
    const number = h("input", { type: "text", inputmode: "numeric", pattern: "[0-9]*", name: "deal", size: "7",
                                "aria-label": labels.game_number, placeholder: String(view.deal) });
    const deal = (replay) => {
      const message = { do: "new", seats: seatKinds(), names: seatNames(), teacher: teacher.checked };
      if (replay) message.seed = number.value.trim();
      send(message);
    };
    form.addEventListener("submit", (event) => { event.preventDefault(); deal(Boolean(number.value.trim())); });
    const teacher = h("input", { type: "checkbox", name: "teacher", checked: s.teacher ? true : null });
    if (s.max_players > s.min_players) form.append(h("label", {}, `${labels.players} `, count));
    const edit = () => send({ do: "edit", seats: seatKinds(), teacher: teacher.checked });
    const askAlways = h("input", { type: "checkbox", name: "ask_always", checked: (view.prefs || {}).ask_always ? true : null,
                                   onchange: (event) => send({ do: "prefs", ask_always: event.target.checked }) });
    // hints: the reader's preference, unless the teacher switched them off for the table; the teacher's
    // switch for the class (it travels in the table's link and save)
    const hintsPref = s.class_hints
      ? h("label", { class: "cit-t-hints-pref" },
          h("input", { type: "checkbox", name: "hints", checked: (view.prefs || {}).hints ? true : null,
                       onchange: (event) => send({ do: "prefs", hints: event.target.checked }) }), " ", labels.hints_pref)
      : h("p", { class: "cit-t-hints-off" }, labels.hints_off_class);
    const classHints = s.teacher
      ? h("label", { class: "cit-t-class-hints" },
          h("input", { type: "checkbox", name: "class_hints", checked: s.class_hints ? true : null,
                       onchange: (event) => send({ do: "prefs", class_hints: event.target.checked }) }), " ", labels.class_hints)
      : null;
    form.append(seatsBox, h("label", { class: "cit-t-teacher" }, teacher, " ", labels.teacher_table), classHints,
      h("label", { class: "cit-t-ask-always" }, askAlways, " ", labels.ask_always), hintsPref,
      h("div", { class: "cit-t-row-inline" },
        h("button", { type: "button", class: "cit-t-btn cit-t-primary", onclick: () => deal(false) }, labels.deal),
        h("label", {}, `${labels.replay} `, number),
        h("button", { type: "button", class: "cit-t-btn", onclick: () => deal(true) }, labels.play_number)),
      ...((view.controls || {}).edit
        ? [h("div", { class: "cit-t-row-inline" },
             h("button", { type: "button", class: "cit-t-btn cit-t-edit", onclick: edit }, labels.set_up))]
        : []));
    const saved = h("textarea", { class: "cit-t-saved", rows: "3", "aria-label": labels.save_or_load,
                                  placeholder: labels.paste_here });
    saved.value = view.saved || "";
    const saving = h("div", { class: "cit-t-saving" },
      h("div", { class: "cit-t-row-inline" },
        h("button", { type: "button", class: "cit-t-btn", onclick: () => send({ do: "save" }) }, labels.save),
        h("button", { type: "button", class: "cit-t-btn", onclick: () => send({ do: "load", text: saved.value }) }, labels.load)),
      saved);
    return h("div", { class: "cit-t-folds" }, folded("settings", labels.settings, form), folded("saving", labels.save_or_load, saving),
             share());
  }

  // --- the coach ----------------------------------------------------------------------------------
  // On the stage, what the coach says about the moment shown (a decision chosen in the review, a mistake
  // to learn from, a hint), with the buttons that go on; below the stage, the review itself: the progress
  // bar and Stop while it is computed, the chance line, every decision with its grade in words and symbol.
  function coachSays() {
    const labels = view.labels || {};
    const coach = view.coach;
    const parts = [];
    if (view.hint) {
      parts.push(h("div", { class: "cit-t-coach-says cit-t-hint-says", role: "status" },
        h("p", {}, view.hint.text),
        view.hint.options
          ? h("ol", { class: "cit-t-hint-options" }, view.hint.options.map((o) => h("li", {}, o)))
          : h("button", { type: "button", class: "cit-t-btn cit-t-hint-all", onclick: () => send({ do: "hint", all: true }) }, labels.hint_all)));
    }
    if (coach && coach.mode === "review" && coach.chosen) {
      parts.push(h("div", { class: "cit-t-coach-says", role: "status" }, coach.chosen.lines.map((text) => h("p", {}, text))));
    }
    if (coach && coach.mode === "learn") {
      const buttons = h("div", { class: "cit-t-row-inline" });
      if (coach.over) {
        buttons.append(h("button", { type: "button", class: "cit-t-btn cit-t-primary cit-t-coach-close", onclick: () => send({ do: "coach", what: "close" }) }, labels.coach_close));
      } else if (coach.tried) {
        buttons.append(h("button", { type: "button", class: "cit-t-btn cit-t-primary cit-t-coach-next", onclick: () => send({ do: "coach", what: "next" }) },
                         coach.last ? labels.coach_finish : labels.coach_next));
      } else {
        buttons.append(h("button", { type: "button", class: "cit-t-btn cit-t-coach-skip", onclick: () => send({ do: "coach", what: "skip" }) }, labels.coach_skip));
      }
      if (!coach.over) buttons.append(h("button", { type: "button", class: "cit-t-btn cit-t-coach-close", onclick: () => send({ do: "coach", what: "close" }) }, labels.coach_close));
      parts.push(h("div", { class: `cit-t-coach-says cit-t-learn${coach.tried ? (coach.good ? " cit-t-learn-good" : " cit-t-learn-not") : ""}`, role: "status" },
        h("h4", { class: "cit-t-label" }, coach.title), (coach.lines || []).map((text) => h("p", {}, text)), buttons));
    }
    return parts;
  }

  function coachPanel() {
    const labels = view.labels || {};
    const coach = view.coach;
    if (!coach || coach.mode !== "review") return null;
    const box = h("section", { class: "cit-t-coach", "aria-label": coach.title },
                  h("h4", { class: "cit-t-coach-title" }, coach.title));
    if (coach.progress) {
      const bar = h("progress", { class: "cit-t-coach-bar", max: String(Math.max(1, coach.total)), value: String(coach.done),
                                  "aria-label": labels.coach_progress });
      const button = coach.running
        ? h("button", { type: "button", class: "cit-t-btn cit-t-coach-stop", onclick: () => {
            coachStop = true;
            if (!waiting) { clearTimeout(autoTimer); coachStop = false; send({ do: "coach", what: "stop" }); }
          } }, labels.coach_stop)
        : h("button", { type: "button", class: "cit-t-btn cit-t-coach-go-on", onclick: () => send({ do: "coach", what: "go_on" }) }, labels.coach_go_on);
      box.append(h("div", { class: "cit-t-coach-progress" }, h("span", { role: "status" }, coach.progress), bar, button));
    }
    if (coach.so_far) box.append(h("p", { class: "cit-t-coach-note" }, coach.so_far));
    if ((coach.seats || []).length) {
      box.append(h("div", { class: "cit-t-row-inline cit-t-coach-seats", role: "group", "aria-label": labels.coach_seat },
        coach.seats.map((seat) => h("button", { type: "button", class: "cit-t-btn", "aria-pressed": seat.pressed ? "true" : "false",
                                                onclick: () => send({ do: "coach", what: "seat", seat: seat.seat }) }, seat.name))));
    }
    if (coach.empty) box.append(h("p", {}, coach.empty));
    if (coach.plot) box.append(h("div", { class: "cit-t-coach-plot", html: coach.plot }));
    if (coach.summary) box.append(h("p", { class: "cit-t-coach-summary" }, coach.summary));
    if ((coach.items || []).length) {
      box.append(h("h5", { class: "cit-t-label" }, labels.coach_decisions),
        h("ol", { class: "cit-t-coach-list" }, coach.items.map((it) => h("li", {},
          h("button", { type: "button", class: `cit-t-coach-item cit-grade-${it.grade}`, "aria-pressed": it.chosen ? "true" : "false",
                        "data-step": it.step, onclick: () => {
                          send({ do: "coach", what: "choose", seat: it.seat, step: it.step });
                          const stage = root.querySelector(".cit-t-stage");
                          if (stage && stage.scrollIntoView) stage.scrollIntoView({ block: "start", behavior: "smooth" });
                        } },
            h("span", { class: "cit-t-coach-symbol", "aria-hidden": "true" }, it.symbol),
            h("span", { class: "cit-t-coach-grade" }, it.grade_words),
            h("span", { class: "cit-t-coach-move" }, `${it.number}. ${it.move}`),
            h("span", { class: "cit-t-coach-chance" }, `${it.chance}/100`))))));
    }
    const buttons = h("div", { class: "cit-t-row-inline" });
    if (coach.can_learn) buttons.append(h("button", { type: "button", class: "cit-t-btn cit-t-primary cit-t-coach-learn", onclick: () => send({ do: "coach", what: "learn" }) }, labels.coach_learn));
    buttons.append(h("button", { type: "button", class: "cit-t-btn cit-t-coach-close", onclick: () => send({ do: "coach", what: "close" }) }, labels.coach_close));
    box.append(buttons);
    return box;
  }

  // The page around the table hears of a finished review (its summary), as a DOM event on the table's
  // element (a finished game is told by tellOver below).
  function tell() {
    const coach = view.coach;
    if (coach && coach.mode === "review" && coach.finished) {
      const done = `${view.game}:${view.deal}:${coach.game}:${coach.total}`;
      if (done !== toldReview) {
        toldReview = done;
        root.dispatchEvent(new CustomEvent("cit-review-ready", { bubbles: true,
          detail: { game: view.game, deal: view.deal, accuracy: coach.accuracy, counts: coach.counts, decisions: coach.total } }));
      }
    }
  }

  function cover() {
    if (!view.cover) return null;
    return h("div", { class: "cit-t-cover" }, h("p", {}, view.cover.text),
             h("button", { type: "button", class: "cit-t-btn cit-t-primary cit-t-ready", onclick: () => send({ do: "ready" }) },
               view.cover.button));
  }

  // --- the whole table -----------------------------------------------------------------------
  // Full window (the app page, the book's Play here overlay, presenter mode): the stage (the line that
  // says what to do, the players, the board or trick, your hand and the choices) fits the window's
  // height, the middle of the table taking the room that is left (a board shrinks to it, a long table
  // of groups scrolls inside it); what is below the stage (the whole log, settings) is a scroll away.
  function screenMode() {
    return root.classList.contains("cit-presenter") || Boolean(el.closest(".cit-play-screen"));
  }

  function fit() {
    root.classList.toggle("cit-t-screen", screenMode());
    const stage = root.querySelector(":scope > .cit-t-stage");
    const middle = stage && stage.querySelector(":scope > .cit-t-middle");
    if (!middle || !screenMode()) { root.style.removeProperty("--t-room"); return; }
    const height = window.innerHeight;
    const stageBox = stage.getBoundingClientRect();
    const middleBox = middle.getBoundingClientRect();
    // where the stage starts on the page (or in the overlay) that scrolls: what is above it takes room too
    const scroller = el.closest(".cit-play-overlay");
    const origin = scroller ? scroller.getBoundingClientRect().top - scroller.scrollTop : -window.scrollY;
    const margin = 10;
    const side = getComputedStyle(stage).display === "grid" && middleBox.right < stageBox.left + stageBox.width * 0.7;
    // what must be seen together: the stage down to the choices and what the table just said (the last
    // lines of the log and the buttons below them may be a scroll away on a small screen)
    // (the coach's words under the hand are read after a look at the table: a scroll away on a phone)
    const needed = [...stage.children].filter((part) => !part.matches(".cit-t-recent, .cit-t-controls, .cit-t-coach-says"));
    const bottom = Math.max(...needed.map((part) => part.getBoundingClientRect().bottom));
    const room = side ? height - (middleBox.top - origin) - margin
                      : height - (bottom - origin) + middleBox.height - margin;
    root.style.setProperty("--t-room", `${Math.max(140, Math.floor(room))}px`);
  }

  // Cards that move (played, drawn, taken, laid) slide from where they were to where they are now; a
  // card that was nowhere on the table fades in. Off when the reader asks for reduced motion.
  const still = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : { matches: true };
  function places() {
    const seen = new Map();
    const found = new Map();
    for (const node of root.querySelectorAll("[data-card]")) {
      const name = node.getAttribute("data-card");
      const n = (seen.get(name) || 0) + 1;
      seen.set(name, n);
      found.set(`${name}#${n}`, node);
    }
    return found;
  }

  function slide(before) {
    if (still.matches || !before || !before.size || typeof Element.prototype.animate !== "function") return;
    for (const [id, node] of places()) {
      const was = before.get(id);
      const box = node.getBoundingClientRect();
      if (!box.width) continue;
      if (!was) {
        node.animate([{ opacity: 0, transform: "scale(0.85)" }, { opacity: 1, transform: "none" }],
                     { duration: 220, easing: "ease-out" });
        continue;
      }
      const dx = was.left - box.left;
      const dy = was.top - box.top;
      if (Math.abs(dx) + Math.abs(dy) < 3) continue;
      node.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }],
                   { duration: 280, easing: "cubic-bezier(.2,.7,.3,1)" });
    }
  }

  let drawn = 0;
  function draw() {
    const focused = document.activeElement && root.contains(document.activeElement)
      ? document.activeElement.getAttribute("data-key") || document.activeElement.className : null;
    const before = drawn ? new Map([...places()].map(([id, node]) => [id, node.getBoundingClientRect()])) : null;
    const labels = view.labels || {};
    root.dataset.game = view.game || "";
    root.dataset.tone = (view.status || {}).tone || "";
    root.classList.toggle("cit-t-editing", Boolean(view.editing));
    root.classList.toggle("cit-t-covered", Boolean(view.cover));
    root.lang = view.lang || "en";
    const status = h("div", { class: "cit-t-status", role: "status", "aria-live": "polite" }, (view.status || {}).text || "");
    const head = h("div", { class: "cit-t-head" },
      h("span", { class: "cit-t-title" }, view.title || ""),
      h("span", { class: "cit-t-deal" }, `${labels.game_number || ""} ${view.deal ?? ""}`),
      view.position ? h("span", { class: "cit-t-position" }, view.position) : null);
    const why = view.why ? h("p", { class: "cit-t-why-move", role: "status" }, line(view.why, model.get("clause_base"))) : null;
    const body = view.cover
      ? [h("div", { class: "cit-t-top" }, zonesIn("top")), cover()]
      : [h("div", { class: "cit-t-top" }, zonesIn("top")),
         h("div", { class: "cit-t-middle" }, zonesIn("middle")),
         h("div", { class: "cit-t-bottom" }, zonesIn("bottom")),
         choices()];
    // what the table said as it opened (a kept game back, with its way to a new game; a shared link
    // read or refused) comes first, above the table, where a returning reader looks
    const opening = Boolean(view.say && view.say.opening);
    const stage = h("div", { class: "cit-t-stage" },
      ...[head, status, opening ? say() : null, ask(), why, ...body, opening ? null : say(), ...coachSays(), recent(), controls()].filter(Boolean));
    const parts = [stage, coachPanel(), h("div", { class: "cit-t-side" }, zonesIn("side")), log(), moves(), settings(), qrScreen()];
    root.replaceChildren(...parts.filter(Boolean));
    fit();
    slide(before);
    drawn += 1;
    tell();
    if (focused) {
      const again = root.querySelector(`[data-key="${CSS.escape(focused)}"]`);
      if (again) again.focus({ preventScroll: true });
    }
    schedule();
  }
  const refit = () => fit();
  window.addEventListener("resize", refit);

  // A presentation clicker sends PageDown/PageUp (or arrows, space): step the game or the review.
  function onKey(event) {
    const inside = root.contains(event.target) || ((root.classList.contains("cit-presenter") || qrFull) && event.target === document.body);
    if (!inside || event.altKey || event.ctrlKey || event.metaKey) return;
    const typing = event.target.closest && event.target.closest("input, select, textarea, button, summary, a");
    const forward = ["PageDown", "ArrowRight", "ArrowDown"].includes(event.key) || (event.key === " " && !typing);
    const back = ["PageUp", "ArrowLeft", "ArrowUp"].includes(event.key);
    if (typing && (event.key === "ArrowLeft" || event.key === "ArrowRight") && event.target.matches("input, select, textarea")) return;
    const c = view.controls || {};
    if (event.key === "Escape" && qrFull) {
      qrFull = false;
      draw();
      event.preventDefault();
      return;
    }
    if (forward) {
      if (view.review) send({ do: "review", step: Math.min(view.review.step + 1, view.review.steps) });
      else if (c.advance) send({ do: "advance", v: view.v });
      else return;
    } else if (back) {
      if (view.review) send({ do: "review", step: Math.max(view.review.step - 1, 0) });
      else if (c.review && view.teacher) send({ do: "review", step: Math.max((view.history_steps || 1) - 1, 0) });
      else return;
    } else if ((event.key === "b" || event.key === "." || event.key === "p") && c.advance) {
      autoplay = !autoplay;
      draw();
    } else {
      return;
    }
    event.preventDefault();
  }
  document.addEventListener("keydown", onKey);

  // A game that ends here (not one opened already over) is told to the page, for the reader's own
  // records (the book's cit-records.js): a CustomEvent on the table's element, bubbling to the document.
  let overTold = Boolean(view.over);
  function tellOver() {
    const now = model.get("view") || {};
    if (!now.over || overTold) { overTold = Boolean(now.over); return; }
    overTold = true;
    root.dispatchEvent(new CustomEvent("cit-game-over", { bubbles: true, detail: {
      game: now.game, save: now.over.saved, result: now.over.result, level: now.over.level,
      levelLabel: now.over.level_label, code: now.over.code, deal: now.deal, moves: now.over.moves,
      title: now.title, lang: now.lang } }));
  }
  model.on("change:view", tellOver);
  model.on("change:view", onChange);
  draw();
  return () => {
    clearTimeout(autoTimer);
    window.removeEventListener("resize", refit);
    document.removeEventListener("keydown", onKey);
    model.off("change:view", onChange);
    model.off("change:view", tellOver);
  };
}

export default { render };
export { render };
