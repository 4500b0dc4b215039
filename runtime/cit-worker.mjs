// The Python side of a live table in the reader's browser: a module Web Worker that loads Pyodide
// (the core runtime only, served by the book itself) and the project's wheel, imports
// widgets.table.host and answers the page's requests with host.handle(json), one at a time, in the
// order they came. It holds no rule: every answer comes from Python.
//
// A second visit starts faster: once a table is open, the worker keeps a snapshot of Python's memory
// (the interpreter started, the engine and the game imported) in the browser's Cache Storage, in the
// cache of this build's versioned app folder; the next start restores it instead of starting Python
// and importing again. A snapshot that does not restore is dropped and Python starts as usual.
//
// Messages from the page (runtime/cit-play.mjs):
//   {kind: "boot", runtime: <url of runtime-<hash>/>, app: <url of app-<hash>/>, game: "bisca",
//    fresh: true when the reader pressed Retry (Python is started afresh, its saved memory dropped)}
//   {kind: "request", id: 7, body: "<request json>"}
// Messages to the page:
//   {kind: "progress", stage: "download" | "python" | "wheel" | "import", done: [file names], bytes}
//   {kind: "ready", timings: {...}, origin, snapshot}   Python is up, the host and the game imported
//   {kind: "failed", stage, message}                    nothing more will work: the page offers Retry
//   {kind: "reply", id: 7, body: "<reply json>", ms}
// Timings are milliseconds on this worker's clock (its performance.timeOrigin is sent along).

const PACKAGE = "carte-in-tavola";
const RUNTIME_FILES = ["pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip"];
const SNAPSHOT = "python-memory.snapshot";
// Pyodide 0.29's snapshots begin with this number; a heap is megabytes
const SNAPSHOT_MAGIC = 1886286592;
const SNAPSHOT_LEAST = 1 << 20;
const GAMES_HEADER = "x-cit-games";

let pyodide = null;
let host = null;          // widgets.table.host.handle (a PyProxy) once booted
let failed = null;        // the failure, once there is one: every later request gets it
const queue = [];         // requests that came during the boot, answered in order after it
const timings = {};
let store = null;         // { cache, url, games: Set } when snapshots can be kept
let busy = Promise.resolve();
let installing = null;    // after a restore: the wheel's files still being written (see boot)
let turn = Promise.resolve();   // requests are answered one after the other, in order

function post(message) { self.postMessage(message); }

function fileName(url) { return new URL(url).pathname.split("/").pop(); }

// Report each runtime file as it arrives (resource timing sees the worker's own fetches); the page
// turns this into "downloading Python: 2 of 4 files".
function watchDownloads() {
  const done = new Set();
  let bytes = 0;
  let observer = null;
  const note = (entry) => {
    const name = fileName(entry.name);
    if (done.has(name) || !RUNTIME_FILES.includes(name)) { return; }
    done.add(name);
    bytes += entry.encodedBodySize || 0;
    timings.downloaded = Math.max(timings.downloaded || 0, entry.responseEnd);
    post({ kind: "progress", stage: "download", done: [...done], bytes });
  };
  if (typeof PerformanceObserver === "function") {
    observer = new PerformanceObserver((list) => list.getEntries().forEach(note));
    observer.observe({ type: "resource", buffered: true });
  }
  return () => { if (observer) { observer.takeRecords().forEach(note); observer.disconnect(); } };
}

function describe(error) {
  const text = error && error.message ? error.message : String(error);
  // a Python traceback: its last line says what went wrong
  const lines = text.trim().split("\n");
  return lines[lines.length - 1].slice(0, 400);
}

async function fetchOk(url, options, what) {
  let response;
  try {
    response = await fetch(url, options);
  } catch (error) {
    throw new Error(`${what} could not be downloaded (${error.message})`);
  }
  if (!response.ok) { throw new Error(`${what} could not be downloaded (HTTP ${response.status})`); }
  return response;
}

// the wheel, checked against the sha256 the lock file gives: here, so that a missing file says
// "HTTP 404" (a fetch with an integrity check only says it failed); outside secure contexts, where
// crypto.subtle is missing, by the browser's own integrity check
async function fetchWheel(app, entry) {
  const url = new URL(entry.file_name, app);
  if (!(self.crypto && crypto.subtle)) {
    const digest = entry.sha256.match(/../g).map((hex) => String.fromCharCode(parseInt(hex, 16))).join("");
    const checked = await fetchOk(url, { integrity: `sha256-${btoa(digest)}` }, "the game's code");
    return new Uint8Array(await checked.arrayBuffer());
  }
  const bytes = new Uint8Array(await (await fetchOk(url, {}, "the game's code")).arrayBuffer());
  const sum = [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))]
    .map((byte) => byte.toString(16).padStart(2, "0")).join("");
  if (sum !== entry.sha256) {
    throw new Error("the game's code on the server is not the one this page was built with (reload the page)");
  }
  return bytes;
}

// Cache Storage (secure contexts only): the versioned app folder's cache, as play/sw.js names it
async function openStore(app) {
  if (typeof caches === "undefined") { return null; }
  try {
    const folder = new URL(app).pathname.split("/").filter(Boolean).pop();
    const cache = await caches.open(`cit-play-${folder}`);
    return { cache, url: new URL(SNAPSHOT, app).href, games: new Set() };
  } catch (error) {
    return null;
  }
}

// the saved snapshot, if any: its bytes (still being read: a promise, refused if they do not start as
// a Pyodide snapshot does) and the games it holds. `fresh` (the reader pressed Retry) drops it.
async function savedSnapshot(fresh) {
  if (!store) { return null; }
  try {
    if (fresh) {
      await store.cache.delete(store.url);
      return null;
    }
    const response = await store.cache.match(store.url);
    if (!response) { return null; }
    const games = (response.headers.get(GAMES_HEADER) || "").split(",").filter(Boolean);
    const bytes = response.arrayBuffer().then((buffer) => {
      const words = new Uint32Array(buffer, 0, Math.min(4, buffer.byteLength >> 2));
      if (buffer.byteLength < SNAPSHOT_LEAST || words[0] !== SNAPSHOT_MAGIC) {
        throw new Error("the saved memory is damaged");
      }
      return new Uint8Array(buffer);
    });
    bytes.catch(() => {});   // awaited by loadPyodide; a refusal there starts Python afresh
    return { bytes, games };
  } catch (error) {
    return null;
  }
}

// The wheel's files into site-packages. A wheel is a zip: its central directory lists the files,
// each stored or deflated; the browser inflates (DecompressionStream), Python is not involved.
async function installWheel(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) { end -= 1; }
  if (end < 0) { throw new Error("the game's code is not a readable wheel"); }
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  const site = pyodide.runPython("import sys; next(p for p in sys.path if p.endswith('site-packages'))");
  const files = [];
  for (let i = 0; i < count; i += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) { throw new Error("the game's code is not a readable wheel"); }
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extra + comment;
    if (name.endsWith("/")) { continue; }
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    files.push({ name, method, packed: bytes.subarray(start, start + compressed) });
  }
  const contents = await Promise.all(files.map(async ({ name, method, packed }) => {
    if (method === 0) { return packed; }
    if (method !== 8) { throw new Error(`the game's code holds ${name} packed in a way this browser cannot read`); }
    const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  }));
  files.forEach(({ name }, i) => {
    const path = `${site}/${name}`;
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, contents[i]);
  });
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
}

async function installWheels(wheels) {
  for (const bytes of wheels) { await installWheel(bytes); }
}

async function startPython(runtime, app, lock, snapshot) {
  const { loadPyodide } = await import(new URL("pyodide.mjs", runtime).href);
  timings.script = Math.max(timings.script || 0, performance.now());
  const options = {
    indexURL: runtime,
    lockFileContents: lock,
    packageBaseUrl: app,
    // Python's own output goes to the console, never to the reader
    stdout: (line) => console.log(line),
    stderr: (line) => console.warn(line),
    fsInit: async () => {
      // the runtime files are here and the interpreter is about to start
      timings.runtime = performance.now();
      post({ kind: "progress", stage: "python" });
    },
  };
  if (store) { options._makeSnapshot = true; }
  if (snapshot) { options._loadSnapshot = snapshot.bytes; }
  timings.snapshot = Boolean(snapshot);
  return loadPyodide(options);
}

// the first failure is the one the page hears of (and every later request)
function fail(stage, error) {
  if (failed) { return; }
  failed = { stage, message: describe(error) };
  post({ kind: "failed", ...failed, timings, origin: performance.timeOrigin });
}

async function boot({ runtime, app, game, fresh }) {
  timings.boot = performance.now();
  const stopWatching = watchDownloads();
  let stage = "download";
  try {
    post({ kind: "progress", stage, done: [], bytes: 0 });
    // all at once: the runtime's script, the lock (then the wheel), the saved snapshot
    const script = import(new URL("pyodide.mjs", runtime).href);
    script.catch(() => {});   // awaited in startPython
    const lock = fetchOk(new URL("pyodide-lock.json", app), {}, "the lock file").then((r) => r.json());
    // the project's wheel and the wheels it needs (segno draws a shared table's QR code): every one
    // the lock lists
    const wheel = lock.then((contents) => {
      if (!contents.packages[PACKAGE]) { throw new Error(`the lock file does not list ${PACKAGE}`); }
      return Promise.all(Object.values(contents.packages).map((entry) => fetchWheel(app, entry)));
    });
    // a missing wheel is said at once, not once Python has started
    wheel.catch((error) => fail("wheel", error));
    store = await openStore(app);
    let snapshot = await savedSnapshot(fresh);
    try {
      pyodide = await startPython(runtime, app, await lock, snapshot);
    } catch (error) {
      if (!snapshot) { throw error; }
      // a snapshot this runtime cannot restore: forget it, start Python as usual
      console.warn(`Python's saved memory did not restore (${describe(error)}): starting afresh`);
      await store.cache.delete(store.url);
      snapshot = null;
      pyodide = await startPython(runtime, app, await lock, null);
    }
    timings.python = performance.now();
    stopWatching();
    stage = "wheel";
    post({ kind: "progress", stage });
    if (snapshot && game && snapshot.games.includes(game)) {
      // the restored memory already imported everything this game's table needs: its files are
      // written meanwhile, for what a later request may import (another game, a solver)
      installing = wheel.then(installWheels);
      installing.catch(() => {});
    } else {
      await installWheels(await wheel);
    }
    timings.wheel = performance.now();
    stage = "import";
    post({ kind: "progress", stage });
    if (snapshot) {
      store.games = new Set(snapshot.games);
      // the restored memory holds the random generator's state of the visit that saved it
      pyodide.runPython("import random; random.seed()");
    }
    const modules = pyodide.pyimport("importlib");
    // the game first (its own import time), then the host that serves every game
    if (game) { modules.import_module(`engine.${game}`); }
    timings.game = performance.now();
    host = pyodide.pyimport("widgets.table.host").handle;
    timings.host = performance.now();
    post({ kind: "ready", timings, origin: performance.timeOrigin, snapshot: Boolean(snapshot) });
  } catch (error) {
    stopWatching();
    fail(stage, error);
  }
  while (queue.length) { take(queue.shift()); }
}

// A request waits for the wheel's files unless it opens a table the restored memory has ready.
function take(message) {
  turn = turn.then(async () => {
    if (installing) {
      const opened = JSON.parse(message.body).open;
      if (!(opened && store && store.games.has(opened.game))) {
        try {
          await installing;
        } catch (error) {
          fail("wheel", error);
        }
        installing = null;
      }
    }
    answer(message);
  });
}

// After a table of a game the saved snapshot lacks has opened, save Python's memory again (the
// reader already sees the table; this takes a moment between two requests).
function keepSnapshot(game) {
  if (!store || !game || store.games.has(game) || !pyodide) { return; }
  store.games.add(game);
  let bytes;
  try {
    bytes = pyodide.makeMemorySnapshot();
  } catch (error) {
    console.warn(`Python's memory could not be saved for the next visit: ${describe(error)}`);
    store = null;
    return;
  }
  const headers = { "content-type": "application/octet-stream", [GAMES_HEADER]: [...store.games].join(",") };
  const cache = store.cache;
  const url = store.url;
  busy = busy.then(() => cache.put(url, new Response(bytes, { headers }))).catch((error) => {
    console.warn(`Python's memory could not be saved for the next visit: ${describe(error)}`);
  });
}

function answer({ id, body }) {
  if (failed) {
    post({ kind: "reply", id, body: JSON.stringify({ error: `The game did not start (${failed.message}).` }) });
    return;
  }
  const start = performance.now();
  let reply;
  try {
    reply = host(body);
  } catch (error) {
    // host.handle never raises; if it ever does, the page is told in words and the console has it all
    console.error(error);
    reply = JSON.stringify({ error: `The table hit a fault: ${describe(error)}` });
  }
  post({ kind: "reply", id, body: reply, ms: performance.now() - start });
  const opened = store && JSON.parse(body).open;
  if (opened && !JSON.parse(reply).error) { keepSnapshot(opened.game); }
}

self.onmessage = (event) => {
  const message = event.data || {};
  if (message.kind === "boot") {
    boot(message);
  } else if (message.kind === "request") {
    if (host || failed) { take(message); } else { queue.push(message); }
  }
};
