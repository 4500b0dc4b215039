// The page side of a live table running in the reader's browser: starts the Python worker
// (cit-worker.mjs), says what is happening while it starts, and hands the table's renderer
// (cit-table.mjs, the same ES module anywidget loads under Voila and JupyterLab) a small model
// object with anywidget's calls: get("view"), on/off("change:view", cb) and send(message).
// send() goes to the worker; the view in its reply replaces the model's view, then change:view fires.
//
// Used by the app pages (play/<game>.html) and by the book's play pages (assets/js/cit-play-here.js,
// which imports this module from the versioned folder that play/games.json names).
//
//   const manifest = await loadManifest(playBase);
//   mount(element, { manifest, playBase, game: "bisca", seed: null, players: null, seats: null,
//                    saved: null, lang: "en", pause: null, teacher: false, runtime: <a prepared Runtime>,
//                    table: <a shared link's code, tableInAddress()>, keep: true, linkBase: <this page> });
//
// A game in progress is kept in the browser (localStorage) after every answer and offered back the next
// time the page opens (keep: false leaves it alone); a shared link's code (#table=...) opens its table.
//
// The element gets data-cit-play="starting" | "ready" | "failed" and, once ready, element.citPlay
// = { model, timings, open(options) } (timings in ms from the start; tests and the bench read them).

const APP = new URL("./", import.meta.url);
const SLOW_MS = 30_000;   // a stage this long: say so and offer Retry (the start goes on meanwhile)

// the stages that fetch files: a failure there is most likely the connection
const DOWNLOADS = ["download", "wheel"];

// What the reader sees while the table starts: words about the table, in the page's language
// (play/games.json's "words", written from widgets/table/starting.py), never about Python or files.
// These English ones stand in where a manifest has none.
const ENGLISH = {
  starting: "Setting up the table…",
  downloading: "Setting up the table: downloading, part {done} of {total}…",
  almost: "Setting up the table: almost ready…",
  dealing: "Setting up the table: dealing…",
  seconds: "{seconds} s",
  slow_connection: "This is taking long: the connection may be slow. Keep waiting, or press Retry.",
  slow_device: "This is taking long: this device may be busy. Keep waiting, or press Retry.",
  failed_connection: "The table could not start ({reason}). Check the connection and press Retry.",
  failed: "The table could not start ({reason}). Retry starts it again.",
  retry: "Retry",
  back_to_book: "{title} in the book: the rules, how to play",
  page_title: "{title}: play · Carte in Tavola",
  new_version: "A new version of the book is ready",
  reload: "Reload",
};

function wordsFor(manifest, lang) {
  const all = (manifest && manifest.words) || {};
  const own = all[lang] || all.en || {};
  return (name, values = {}) => (own[name] || ENGLISH[name]).replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
}

// how far along the start is, for the progress bar (a stage's share of the whole)
const PROGRESS = { download: 0.05, python: 0.65, wheel: 0.75, import: 0.85, open: 0.95 };

// the reader's preferences at every table of the book (be asked even for a move that decides nothing;
// the coach's hints offered)
const PREFS = "cit-table-prefs";

function readPrefs() {
  try { return JSON.parse(localStorage.getItem(PREFS) || "{}") || {}; } catch (error) { return {}; }
}

function keepPrefs(view) {
  if (!view || !view.prefs) { return; }
  try { localStorage.setItem(PREFS, JSON.stringify(view.prefs)); } catch (error) { /* not kept */ }
}

export async function loadManifest(playBase) {
  const response = await fetch(new URL("games.json", playBase), { cache: "no-cache" });
  if (!response.ok) { throw new Error(`play/games.json: HTTP ${response.status}`); }
  return response.json();
}

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) { node.className = className; }
  if (text) { node.textContent = text; }
  return node;
}

// --- the cache between visits ---------------------------------------------------------------------

// The book's service worker (sw.js at the site's root, beside play/: tools/build_offline.py) keeps the
// whole book, the runtime and app files with it, in the browser's cache. It needs http(s) (or localhost)
// and is never required: without it the browser's own cache serves.
async function useServiceWorker(playBase) {
  if (!("serviceWorker" in navigator) || !window.isSecureContext || !/^https?:$/.test(location.protocol)) {
    return "none";
  }
  try {
    const site = new URL("../", playBase);
    // served by the worker already: not registered again (that fetches sw.js, an error with no network)
    const registration = navigator.serviceWorker.controller
      ? await navigator.serviceWorker.getRegistration(site.href)
      : await navigator.serviceWorker.register(new URL("sw.js", site).href, { scope: site.pathname });
    if (!registration) { return "none"; }
    const worker = registration.active || registration.waiting || registration.installing;
    if (!worker || worker.state === "activated") { return "active"; }
    // the first visit: wait a moment for it, so that this start already fills its cache
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, 3000);
      worker.addEventListener("statechange", () => {
        if (worker.state === "activated" || worker.state === "redundant") { clearTimeout(timer); resolve(); }
      });
    });
    return worker.state;
  } catch (error) {
    return "unavailable";
  }
}

// --- the Python worker ----------------------------------------------------------------------------

export class Runtime {
  constructor(manifest, playBase, game = null, fresh = false) {
    this.manifest = manifest;
    this.fresh = fresh;   // after a Retry: start Python afresh, not from its saved memory
    this.game = game;   // imported during the start, so that its import time is not the deal's
    this.playBase = new URL(playBase);
    this.listeners = new Set();
    this.pending = new Map();
    this.nextId = 1;
    this.progress = { stage: "download", done: [], bytes: 0 };
    this.startedAt = performance.now();
    this.timings = {};
    this.ready = this.start();
  }

  onProgress(callback) { this.listeners.add(callback); callback(this.progress); }

  notify(progress) {
    this.progress = { ...this.progress, ...progress, at: performance.now() };
    this.listeners.forEach((callback) => callback(this.progress));
  }

  async start() {
    this.timings.serviceWorker = await useServiceWorker(this.playBase);
    this.timings.serviceWorkerMs = performance.now() - this.startedAt;
    const runtime = new URL(this.manifest.runtime, this.playBase).href;
    const app = new URL(this.manifest.app, this.playBase).href;
    return new Promise((resolve, reject) => {
      let worker;
      try {
        worker = new Worker(new URL("cit-worker.mjs", app), { type: "module" });
      } catch (error) {
        reject(new StartError("download", `the browser refused to start the game's worker (${error.message})`));
        return;
      }
      this.worker = worker;
      worker.onerror = (event) => {
        event.preventDefault();
        const failure = new StartError(this.progress.stage,
          `the game's worker could not be loaded${event.message ? ` (${event.message})` : ""}`);
        this.fail(failure);
        reject(failure);
      };
      worker.onmessage = ({ data }) => {
        if (data.kind === "progress") {
          if (!this.failure) { this.notify(data); }
        } else if (data.kind === "ready") {
          this.takeTimings(data);
          this.notify({ stage: "open" });
          resolve(this);
        } else if (data.kind === "failed") {
          this.takeTimings(data);
          const failure = new StartError(data.stage, data.message);
          this.fail(failure);
          reject(failure);
        } else if (data.kind === "reply") {
          const waiting = this.pending.get(data.id);
          this.pending.delete(data.id);
          if (waiting) { waiting.resolve({ reply: JSON.parse(data.body), ms: data.ms }); }
        }
      };
      worker.postMessage({ kind: "boot", runtime, app, game: this.game || null, fresh: this.fresh });
    });
  }

  // the worker's clock started later than the page's: its times onto ours (ms from this start)
  takeTimings(data) {
    const shift = data.origin - performance.timeOrigin - this.startedAt;
    for (const [name, value] of Object.entries(data.timings || {})) {
      this.timings[name] = typeof value === "number" ? value + shift : value;
    }
  }

  fail(failure) {
    this.failure = failure;
    this.pending.forEach(({ reject }) => reject(failure));
    this.pending.clear();
  }

  // one request to widgets.table.host.handle: resolves with its reply (an object) and the ms it took
  request(body) {
    if (this.failure) { return Promise.reject(this.failure); }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ kind: "request", id, body: JSON.stringify(body) });
    });
  }

  stop() {
    if (this.worker) { this.worker.terminate(); }
    this.fail(new StartError("stopped", "stopped"));
  }
}

export class StartError extends Error {
  constructor(stage, message) { super(message); this.stage = stage; }
}

// A runtime started ahead of "Play here" (the book's play page starts it while the reader reads);
// mount() takes it over. One per page.
let prepared = null;
let retried = false;

export function prepare(manifest, playBase, game) {
  if (!prepared || prepared.failure) {
    prepared = new Runtime(manifest, playBase, game, retried);
  }
  return prepared;
}

// --- a game kept in the browser, and shared links -----------------------------------------------

// After every answer the table's view says what to keep (view.keep: the game's save text while it is
// under way, null once it is over); the next visit to the page offers it back. A kept game is the
// page's game only: "cit-table:<game>" in localStorage, with its game number.
const KEEP = "cit-table:";

function keepGame(game, view) {
  if (!view || !("keep" in view)) { return; }
  try {
    if (view.keep) {
      localStorage.setItem(KEEP + game, JSON.stringify({ saved: view.keep, deal: view.deal, at: Date.now() }));
    } else {
      localStorage.removeItem(KEEP + game);
    }
  } catch (error) {
    // storage is off or full: the game is simply not kept
  }
}

// The kept game's save text for Python to offer back (a damaged entry is passed as it is, so that the
// table says it could not be read and drops it), or null. A page that asks for a given deal (?seed=)
// gets the kept game only if it is that deal.
export function keptGame(game, seed = null) {
  let raw = null;
  try { raw = localStorage.getItem(KEEP + game); } catch (error) { return null; }
  if (!raw) { return null; }
  let entry = null;
  try { entry = JSON.parse(raw); } catch (error) { return raw; }
  if (!entry || typeof entry.saved !== "string") { return raw; }
  if (seed !== null && seed !== undefined && entry.deal !== seed) { return null; }
  return entry.saved;
}

// The table's code in the page's address (#table=<code>, the fragment a shared link carries), or null.
export function tableInAddress() {
  const found = /(?:^#|&)table=([^&]*)/.exec(location.hash);
  return found ? found[1] : null;
}

// What a shared link opens: this page, without its query or fragment.
function pageAddress() {
  return `${location.origin}${location.pathname}`;
}

// --- the model object cit-table.mjs draws ---------------------------------------------------------

// onReply(words) after each answer: the host's refusal of a bad request in words, or "" when fine.
// `traits` are the model's other values (clause_base: where the table's clause links go).
// Every message sent is recorded in `requests` (what was asked, when, how long Python took).
function tableModel(runtime, session, firstView, traits, onReply, onView = () => {}) {
  let view = firstView;
  const listeners = new Map();
  const requests = [];
  const fire = (event) => (listeners.get(event) || []).forEach((callback) => callback());
  return {
    requests,
    get(name) { return name === "view" ? view : traits[name]; },
    on(event, callback) {
      if (!listeners.has(event)) { listeners.set(event, new Set()); }
      listeners.get(event).add(callback);
    },
    off(event, callback) {
      if (!event) { listeners.clear(); } else if (!callback) { listeners.delete(event); } else {
        listeners.get(event)?.delete(callback);
      }
    },
    send(message) {
      const record = { do: message && message.do, sent: performance.now() };
      requests.push(record);
      runtime.request({ session, message }).then(({ reply, ms }) => {
        record.python = ms;
        record.answered = performance.now();
        if (reply.view) {
          view = reply.view;
          onView(view);
          fire("change:view");
        }
        onReply(reply.error || "");
      }, (failure) => onReply(failure.message));
    },
  };
}

function addStyle(href) {
  if (![...document.querySelectorAll("link[rel=stylesheet]")].some((link) => link.href === href)) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    document.head.appendChild(link);
  }
}

// --- mounting a table -----------------------------------------------------------------------------

export function mount(host, options) {
  const { manifest, playBase } = options;
  host.classList.add("cit-play");
  host.textContent = "";
  const t = wordsFor(manifest, options.lang || document.documentElement.lang || "en");
  const status = element("div", "cit-play-status");
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  const words = element("span", "cit-play-words");
  const bar = element("progress", "cit-play-progress");
  bar.max = 1;
  bar.value = 0;
  bar.setAttribute("aria-hidden", "true");
  const retry = element("button", "cit-play-retry", t("retry"));
  retry.type = "button";
  retry.hidden = true;
  status.append(words, bar, retry);
  const table = element("div", "cit-play-table");
  host.append(status, table);
  addStyle(new URL("cit-play.css", APP).href);
  addStyle(new URL("cit-table.css", APP).href);

  let attempt = 0;
  let cleanup = null;
  let ticking = null;

  const say = (text, state) => {
    words.textContent = text;
    host.dataset.citPlay = state;
  };

  async function start(openOptions) {
    attempt += 1;
    const mine = attempt;
    clearInterval(ticking);
    retry.hidden = true;
    if (cleanup) { cleanup(); cleanup = null; }
    table.textContent = "";
    const runtime = options.runtime && !options.runtime.failure && attempt === 1
      ? options.runtime : prepare(manifest, playBase, openOptions.game);
    const began = performance.now();
    const files = Object.keys(manifest.files || {}).filter((name) => name.startsWith(manifest.runtime)).length;
    let stageStarted = performance.now();
    let lastStage = null;
    let settled = false;   // ready or failed: later progress (files still arriving) changes nothing
    const show = () => {
      if (mine !== attempt || settled) { return; }
      const progress = runtime.progress;
      if (progress.stage !== lastStage) { lastStage = progress.stage; stageStarted = performance.now(); }
      const done = (progress.done || []).filter((name) => !name.endsWith(".whl")).length;
      let text = progress.stage === "download"
        ? (files ? t("downloading", { done: Math.min(done + 1, files), total: files }) : t("starting"))
        : progress.stage === "open" ? t("dealing") : t("almost");
      bar.value = progress.stage === "download" && files ? 0.05 + 0.6 * (done / files) : (PROGRESS[progress.stage] ?? 0.5);
      const seconds = Math.round((performance.now() - began) / 1000);
      if (seconds >= 2) { text += ` ${t("seconds", { seconds })}`; }
      if (performance.now() - stageStarted > SLOW_MS) {
        text += ` ${DOWNLOADS.includes(progress.stage) ? t("slow_connection") : t("slow_device")}`;
        retry.hidden = false;
      }
      say(text, "starting");
    };
    runtime.onProgress(show);
    ticking = setInterval(show, 1000);
    try {
      await runtime.ready;
      if (mine !== attempt) { return; }
      runtime.notify({ stage: "open" });
      const request = { open: {
        game: openOptions.game, lang: openOptions.lang || "en", seed: openOptions.seed ?? null,
        players: openOptions.players ?? null, seats: openOptions.seats ?? null, saved: openOptions.saved ?? null,
      } };
      if (openOptions.pause !== null && openOptions.pause !== undefined) { request.open.pause_ms = openOptions.pause; }
      if (openOptions.teacher) { request.open.teacher = true; }
      if (openOptions.options) { request.open.options = openOptions.options; }     // the game's options (a test's match length)
      if (readPrefs().ask_always) { request.open.ask_always = true; }
      if (readPrefs().hints) { request.open.hints = true; }
      // a shared link's table first; else the game this browser kept (unless told not to keep games)
      const keeping = openOptions.keep !== false;
      request.open.link_base = openOptions.linkBase || pageAddress();
      if (openOptions.table) {
        request.open.table = openOptions.table;
      } else if (keeping && !request.open.saved) {
        const kept = keptGame(openOptions.game, request.open.seed);
        if (kept) { request.open.resume = kept; }
      }
      const [{ reply, ms }, renderer] = await Promise.all([
        runtime.request(request),
        import(new URL("cit-table.mjs", APP).href),
      ]);
      if (mine !== attempt) { return; }
      if (reply.error) { throw new StartError("open", reply.error); }
      const timings = { ...runtime.timings, openMs: ms, opened: performance.now() - runtime.startedAt };
      const entry = (manifest.games || []).find((game) => game.name === openOptions.game) || {};
      const traits = { clause_base: entry.clauses ? new URL(entry.clauses, new URL("../", playBase)).href : null };
      const onView = keeping ? (view) => { keepGame(openOptions.game, view); keepPrefs(view); } : keepPrefs;
      onView(reply.view);
      if (openOptions.table) {
        // the link's table is open (and kept): a reload now goes on with it, not back to the link's start
        options.table = null;
        history.replaceState(history.state, "", `${location.pathname}${location.search}`);
      }
      const model = tableModel(runtime, reply.session, reply.view, traits, (text) => say(text, "ready"), onView);
      const done = renderer.default.render({ model, el: table });
      cleanup = () => { model.off(); if (typeof done === "function") { done(); } };
      timings.drawn = performance.now() - runtime.startedAt;
      settled = true;
      clearInterval(ticking);
      retry.hidden = true;
      say("", "ready");
      host.citPlay = { model, timings, runtime, requests: model.requests,
        open: (more) => start({ ...openOptions, ...more }) };
      host.dispatchEvent(new CustomEvent("cit-play-ready", { bubbles: true, detail: timings }));
    } catch (failure) {
      if (mine !== attempt) { return; }
      settled = true;
      clearInterval(ticking);
      const reason = failure.message.replace(/\.$/, "");
      say(t(DOWNLOADS.includes(failure.stage) ? "failed_connection" : "failed", { reason }), "failed");
      retry.hidden = false;
    }
  }

  retry.addEventListener("click", () => {
    if (prepared) { prepared.stop(); prepared = null; }
    retried = true;
    start(options);
  });
  start(options);
  return host;
}

// The app page's "A new version of the book is ready" with Reload (the book's pages have cit-offline.js's):
// a new build's copy is kept and waits until the reader moves to it; the game in play is kept in the
// browser and comes back after the reload.
function offerNewBuild(t) {
  if (!("serviceWorker" in navigator) || !window.isSecureContext || !/^https?:$/.test(location.protocol)) { return; }
  let reloading = false;
  const offer = (registration) => {
    if (document.querySelector(".cit-update")) { return; }
    const bar = element("div", "cit-update");
    bar.setAttribute("role", "status");
    bar.append(element("span", "cit-update-words", t("new_version")));
    const button = element("button", "cit-update-reload", t("reload"));
    button.type = "button";
    button.addEventListener("click", () => {
      button.disabled = true;
      const waiting = registration.waiting;
      if (!waiting) { location.reload(); return; }
      navigator.serviceWorker.addEventListener("controllerchange", () => {
        if (!reloading) { reloading = true; location.reload(); }
      });
      waiting.postMessage({ type: "activate" });
    });
    bar.append(button);
    document.body.append(bar);
  };
  navigator.serviceWorker.ready.then((registration) => {
    if (registration.waiting && navigator.serviceWorker.controller) { offer(registration); }
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      if (!worker) { return; }
      worker.addEventListener("statechange", () => {
        if (worker.state === "installed" && navigator.serviceWorker.controller) { offer(registration); }
      });
    });
  });
}

// The app page in the language its address asks for (?lang=it, as the Italian edition's links say): its
// title, and the way back to the game's pages in that edition (it/book/..., beside play/).
function speakAppPage(manifest, game, lang, t) {
  const entry = ((manifest && manifest.games) || []).find((g) => g.name === game);
  if (!entry || !(manifest.words || {})[lang]) { return; }
  document.documentElement.lang = lang;
  document.title = t("page_title", { title: entry.title });
  const back = document.querySelector(".cit-play-app-book");
  if (back) {
    back.textContent = `← ${t("back_to_book", { title: entry.title })}`;
    if (entry.book) { back.href = lang === "en" ? `../${entry.book}` : `../${lang}/${entry.book}`; }
  }
}

// The app page (play/<game>.html): the table alone, full window. Its address may say which game to
// deal (?seed=123), how many players (?players=4), who sits where (?seats=human,search), the pause
// before each computer move in ms (?pause=0), the teacher's table (?teacher=1) and the language
// (?lang=it); the host refuses anything it cannot use, in words.
export function mountApp(host, manifest) {
  const params = new URLSearchParams(location.search);
  const option = (name) => {
    if (!params.has(name)) { return null; }
    const text = params.get(name).trim();
    return /^\d+$/.test(text) ? Number(text) : text;
  };
  if (location.protocol === "file:") { return host; }
  const lang = params.get("lang") || document.documentElement.lang || "en";
  const t = wordsFor(manifest, lang);
  speakAppPage(manifest, host.dataset.game, lang, t);
  offerNewBuild(t);
  return mount(host, {
    manifest, playBase: new URL("./", location.href), game: host.dataset.game,
    seed: option("seed"), players: option("players"),
    seats: params.has("seats") ? params.get("seats").split(",").map((seat) => seat.trim()) : null,
    pause: option("pause"), teacher: params.has("teacher") && params.get("teacher") !== "0",
    lang, table: tableInAddress(),
  });
}
