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

  function send(message) {
    waiting = true;
    root.setAttribute("aria-busy", "true");
    root.classList.add("cit-t-waiting");
    model.send(message);
  }

  function click(key) {
    send({ do: "click", key, v: view.v });
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
    if (typeof view.auto === "number") {
      autoTimer = setTimeout(() => send({ do: "advance", v: view.v }), view.auto);
    } else if (autoplay && view.controls && view.controls.advance) {
      const pace = Number(root.dataset.pace || 1500);
      autoTimer = setTimeout(() => send({ do: "advance", v: view.v }), pace);
    }
  }

  // --- the parts of the table ----------------------------------------------------------------
  function item(entry) {
    const classes = ["cit-t-card"];
    if (entry.lit) classes.push("cit-lit");
    if (entry.picked) classes.push("cit-picked");
    if (entry.can) classes.push("cit-can");
    if (entry.down) classes.push("cit-down");
    const labels = view.labels || {};
    const parts = [picture(entry.svg)];
    if (entry.caption) parts.push(h("span", { class: "cit-t-caption" }, entry.caption));
    if (entry.key === null || entry.key === undefined) {
      return h("span", { class: classes.join(" "), role: "img", "aria-label": entry.name, title: entry.name },
               ...parts);
    }
    const name = entry.lit ? `${entry.name} (${labels.lit_hint || "lit"})` : entry.name;
    const button = h("button", {
      type: "button", class: classes.join(" "), "data-key": entry.key, "aria-label": name, title: entry.name,
      "aria-pressed": entry.picked ? "true" : null,
      onclick: () => { if (dragged) { dragged = false; return; } click(entry.key); },
    }, ...parts);
    if (entry.drag) draggable(button, entry);
    return button;
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
    const row = h("div", { class: "cit-t-row" }, zone.items.map(item));
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
    const row = zone.items && zone.items.length ? h("div", { class: "cit-t-row" }, zone.items.map(item)) : null;
    return h("section", { class: classes.join(" "), "data-zone": zone.id, "data-seat": zone.seat,
                          "aria-label": zone.label }, who, facts, row);
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
      if (cell.lit) classes.push("cit-lit");
      if (cell.picked) classes.push("cit-picked");
      if (cell.can) classes.push("cit-can");
      const name = cell.lit ? `${cell.name} (${labels.lit_hint || "lit"})` : cell.name;
      grid.append(h("button", {
        type: "button", class: classes.join(" "), "data-key": cell.key, "aria-label": name, title: cell.name,
        style: `grid-row:${cell.row + 1};grid-column:${cell.col + 1}`, onclick: () => click(cell.key),
      }));
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
      type: "button", class: `cit-t-choice${c.lit ? " cit-lit" : ""}${c.off ? " cit-off" : ""}${c.primary ? " cit-t-primary" : ""}${c.pressed ? " cit-t-pressed" : ""}`,
      "data-key": c.key, "aria-disabled": c.off ? "true" : null, onclick: c.off ? null : () => click(c.key),
      "aria-pressed": c.pressed === undefined ? null : (c.pressed ? "true" : "false"),
      "data-drop": c.drop || null,
      title: c.why || null,
    }, c.label)));
    const whys = list.filter((c) => c.off && c.why);
    if (!whys.length) return row;
    return h("div", {}, row, whys.map((c) => h("p", { class: "cit-t-why" }, line({ text: c.why, clause: c.clause }, base))));
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
      const go = (step) => send({ do: "review", step });
      bar.append(
        h("button", { type: "button", class: "cit-t-btn", onclick: () => go(0), disabled: r.step === 0 }, labels.first),
        h("button", { type: "button", class: "cit-t-btn", onclick: () => go(r.step - 1), disabled: r.step === 0 }, labels.previous),
        h("span", { class: "cit-t-review-caption", role: "status" }, r.caption),
        h("button", { type: "button", class: "cit-t-btn", onclick: () => go(r.step + 1), disabled: r.step === r.steps }, labels.next),
        h("button", { type: "button", class: "cit-t-btn", onclick: () => go(r.steps), disabled: r.step === r.steps }, labels.last),
        h("button", { type: "button", class: "cit-t-btn cit-t-primary", onclick: () => send({ do: "review", step: null }) }, labels.close_review));
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
    if (c.review) bar.append(h("button", { type: "button", class: "cit-t-btn cit-t-review", onclick: () => send({ do: "review", step: Math.max(0, (view.history || []).length ? 0 : 0) }) }, labels.review));
    bar.append(h("button", { type: "button", class: "cit-t-btn cit-t-new", onclick: () => send({ do: "new" }) }, labels.new_game));
    const presenting = root.classList.contains("cit-presenter");
    bar.append(h("button", { type: "button", class: "cit-t-btn cit-t-presenter", "aria-pressed": presenting ? "true" : "false",
                             onclick: togglePresenter }, presenting ? labels.leave_presenter : labels.presenter));
    return bar;
  }

  function togglePresenter() {
    const on = !root.classList.contains("cit-presenter");
    root.classList.toggle("cit-presenter", on);
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
      if (s.svg) body.append(picture(s.svg, "cit-t-qr"), h("p", { class: "cit-t-share-say" }, labels.share_qr));
    } else {
      body.append(h("p", { class: "cit-t-share-say" }, labels.share_code),
                  h("input", { type: "text", readonly: true, class: "cit-t-share-link", value: s.code,
                               "aria-label": labels.share_code, onfocus: (e) => e.target.select() }));
    }
    return folded("share", labels.share, body, (open) => send({ do: "share", open }));
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
    const drawSeats = () => {
      const n = Number(count.value);
      const old = Array.from(seatsBox.querySelectorAll("select")).map((x) => x.value);
      seatsBox.replaceChildren();
      for (let i = 0; i < n; i++) {
        const chosen = old[i] || s.seats[i] || (i === 0 ? "human" : s.kinds[1].value);
        const menu = h("select", { name: `seat${i}`, "aria-label": `${labels.seat} ${i + 1}` },
          s.kinds.map((k) => h("option", { value: k.value, selected: k.value === chosen ? true : null }, k.label)));
        seatsBox.append(h("label", { class: "cit-t-seat-choice" }, `${labels.seat} ${i + 1} `, menu));
      }
    };
    count.addEventListener("change", drawSeats);
    drawSeats();
    const number = h("input", { type: "text", inputmode: "numeric", pattern: "[0-9]*", name: "deal", size: "7",
                                "aria-label": labels.game_number, placeholder: String(view.deal) });
    const deal = (replay) => {
      const seats = Array.from(seatsBox.querySelectorAll("select")).map((x) => x.value);
      const message = { do: "new", seats, teacher: teacher.checked };
      if (replay) message.seed = number.value.trim();
      send(message);
    };
    form.addEventListener("submit", (event) => { event.preventDefault(); deal(Boolean(number.value.trim())); });
    const teacher = h("input", { type: "checkbox", name: "teacher", checked: s.teacher ? true : null });
    if (s.max_players > s.min_players) form.append(h("label", {}, `${labels.players} `, count));
    const edit = () => send({ do: "edit", seats: Array.from(seatsBox.querySelectorAll("select")).map((x) => x.value),
                              teacher: teacher.checked });
    form.append(seatsBox, h("label", { class: "cit-t-teacher" }, teacher, " ", labels.teacher_table),
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

  function cover() {
    if (!view.cover) return null;
    return h("div", { class: "cit-t-cover" }, h("p", {}, view.cover.text),
             h("button", { type: "button", class: "cit-t-btn cit-t-primary cit-t-ready", onclick: () => send({ do: "ready" }) },
               view.cover.button));
  }

  // --- the whole table -----------------------------------------------------------------------
  function draw() {
    const focused = document.activeElement && root.contains(document.activeElement)
      ? document.activeElement.getAttribute("data-key") || document.activeElement.className : null;
    const labels = view.labels || {};
    root.dataset.game = view.game || "";
    root.dataset.tone = (view.status || {}).tone || "";
    root.classList.toggle("cit-t-editing", Boolean(view.editing));
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
    const parts = [head, status, opening ? say() : null, why, ...body, opening ? null : say(), recent(), controls(),
                   h("div", { class: "cit-t-side" }, zonesIn("side")), log(), moves(), settings()];
    root.replaceChildren(...parts.filter(Boolean));
    if (focused) {
      const again = root.querySelector(`[data-key="${CSS.escape(focused)}"]`);
      if (again) again.focus({ preventScroll: true });
    }
    schedule();
  }

  // A presentation clicker sends PageDown/PageUp (or arrows, space): step the game or the review.
  function onKey(event) {
    const inside = root.contains(event.target) || (root.classList.contains("cit-presenter") && event.target === document.body);
    if (!inside || event.altKey || event.ctrlKey || event.metaKey) return;
    const typing = event.target.closest && event.target.closest("input, select, textarea, button, summary, a");
    const forward = ["PageDown", "ArrowRight", "ArrowDown"].includes(event.key) || (event.key === " " && !typing);
    const back = ["PageUp", "ArrowLeft", "ArrowUp"].includes(event.key);
    if (typing && (event.key === "ArrowLeft" || event.key === "ArrowRight") && event.target.matches("input, select, textarea")) return;
    const c = view.controls || {};
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
    document.removeEventListener("keydown", onKey);
    model.off("change:view", onChange);
    model.off("change:view", tellOver);
  };
}

export default { render };
export { render };
