/* The book kept in the reader's browser (every page): registers the service worker (sw.js at the site's
   root, written by tools/build_offline.py, which keeps the whole book after one visit), says "A new
   version of the book is ready" with a Reload button when a new build's copy is kept and waiting, and
   on the front page (<div class="cit-offline">) says what is kept and how large, with the choice to keep
   one edition only. Nothing of it needs a special header: any static host, any folder.

   CIT.siteRoot(): the site's root (the folder of play/, where sw.js and offline.json are). */
(function () {
  "use strict";

  var CIT = window.CIT;         // cit-common.js
  var citT = CIT.t;             // the page's language's words (citT: the keyword tools/messages.py reads)
  var element = CIT.element;
  var SETTINGS = "cit-book-settings";
  var EDITIONS = ["en", "it"];

  function siteRoot() { return new URL("../", CIT.playFolder()); }
  CIT.siteRoot = siteRoot;

  function supported() {
    return "serviceWorker" in navigator && window.isSecureContext && /^https?:$/.test(location.protocol);
  }

  function megabytes(bytes) {
    return citT("{n} MB").replace("{n}", (bytes / 1e6).toLocaleString(document.documentElement.lang || "en",
      { maximumFractionDigits: 1, minimumFractionDigits: 1 }));
  }

  // --- a new build: its copy is kept and waits; Reload moves to it --------------------------------------

  var reloading = false;

  function offerReload(registration) {
    if (document.querySelector(".cit-update")) { return; }
    var bar = element("div", "cit-update");
    bar.setAttribute("role", "status");
    bar.appendChild(element("span", "cit-update-words", citT("A new version of the book is ready")));
    var button = element("button", "cit-update-reload", citT("Reload"));
    button.type = "button";
    button.addEventListener("click", function () {
      button.disabled = true;
      var waiting = registration.waiting;
      if (!waiting) { window.location.reload(); return; }
      navigator.serviceWorker.addEventListener("controllerchange", function () {
        if (!reloading) { reloading = true; window.location.reload(); }
      });
      waiting.postMessage({ type: "activate" });
    });
    bar.appendChild(button);
    document.body.appendChild(bar);
  }

  function watch(registration) {
    if (registration.waiting && navigator.serviceWorker.controller) { offerReload(registration); }
    registration.addEventListener("updatefound", function () {
      var worker = registration.installing;
      if (!worker) { return; }
      worker.addEventListener("statechange", function () {
        if (worker.state === "installed" && navigator.serviceWorker.controller) { offerReload(registration); }
        if (worker.state === "activated") { showKept(); }
      });
    });
  }

  var registered = null;

  function register() {
    if (!supported()) { return Promise.resolve(null); }
    var root = siteRoot();
    // a page the worker already serves is not registered again: registering fetches sw.js, which with
    // the network cut is a console error (the browser looks for a new build by itself on each visit)
    var found = navigator.serviceWorker.controller
      ? navigator.serviceWorker.getRegistration(root.href)
      : navigator.serviceWorker.register(new URL("sw.js", root).href, { scope: root.pathname });
    registered = found
      .then(function (registration) { if (registration) { watch(registration); } return registration || null; },
        function () { return null; });   // no sw.js here (a build without it): the pages still work online
    return registered;
  }

  // --- the front page: what is kept, how large, which edition ----------------------------------------

  function settings() { return window.caches.open(SETTINGS); }

  function readSetting(name) {
    return settings().then(function (cache) { return cache.match(new URL(name, siteRoot()).href); })
      .then(function (response) { return response ? response.json() : null; })
      .catch(function () { return null; });
  }

  function keptEditions() {
    return readSetting("keep").then(function (editions) {
      return Array.isArray(editions) && editions.length ? editions : EDITIONS.slice();
    });
  }

  function listing() {
    return fetch(new URL("offline.json", siteRoot()).href).then(function (r) {
      if (!r.ok) { throw new Error("offline.json: HTTP " + r.status); }
      return r.json();
    });
  }

  /* how many of the wanted files the kept copy holds (the Cache API from the page) */
  function keptCount(list, editions) {
    return window.caches.open("cit-book-" + list.build).then(function (cache) {
      return cache.keys().then(function (requests) {
        var held = {};
        requests.forEach(function (r) { held[new URL(r.url).pathname] = true; });
        var root = siteRoot();
        var wanted = list.files.filter(function (f) {
          return f.edition === "shared" || editions.indexOf(f.edition) >= 0;
        });
        var have = wanted.filter(function (f) { return held[new URL(f.path, root).pathname]; });
        return { wanted: wanted.length, have: have.length };
      });
    });
  }

  var panelState = null;

  function editionName(edition) {
    return edition === "it" ? citT("the Italian edition") : citT("the English edition");
  }

  function drawPanel(panel, list, editions, count, seconds) {
    panel.textContent = "";
    var sizes = list.editions;
    var table = element("table", "cit-offline-sizes");
    var body = element("tbody");
    [["en", citT("English edition")], ["it", citT("Italian edition")],
      ["shared", citT("The live tables (both editions)")]].forEach(function (row) {
      var tr = element("tr");
      tr.setAttribute("data-edition", row[0]);
      tr.appendChild(element("th", null, row[1]));
      tr.appendChild(element("td", null, citT("{n} files").replace("{n}", String(sizes[row[0]].files))));
      tr.appendChild(element("td", null, megabytes(sizes[row[0]].bytes)));
      body.appendChild(tr);
    });
    table.appendChild(body);
    panel.appendChild(table);

    var total = sizes.shared.bytes;
    editions.forEach(function (e) { total += sizes[e].bytes; });
    var status = element("p", "cit-offline-status");
    status.setAttribute("role", "status");
    if (!supported()) {
      status.textContent = citT("This browser cannot keep the book from here: it keeps it only from an " +
        "https:// address or from localhost.");
    } else if (count && count.have >= count.wanted) {
      status.textContent = citT("Kept in this browser: {what}, {size}. Every page and table of it opens with no connection.")
        .replace("{what}", editions.length === 2 ? citT("both editions") : editionName(editions[0]))
        .replace("{size}", megabytes(total));
      status.setAttribute("data-kept", "whole");
    } else if (count) {
      status.textContent = citT("Keeping {what} in this browser ({size}): {have} of {wanted} files so far.")
        .replace("{what}", editions.length === 2 ? citT("both editions") : editionName(editions[0]))
        .replace("{size}", megabytes(total)).replace("{have}", String(count.have))
        .replace("{wanted}", String(count.wanted));
      status.setAttribute("data-kept", "partial");
    }
    if (seconds) {
      status.appendChild(document.createTextNode(" " + citT("(It took {n} seconds.)")
        .replace("{n}", seconds.toFixed(0))));
    }
    panel.appendChild(status);

    if (!supported()) { return; }
    var form = element("fieldset", "cit-offline-choice");
    form.appendChild(element("legend", null, citT("Keep in this browser")));
    [["en,it", citT("both editions")], ["en", citT("the English edition only")],
      ["it", citT("the Italian edition only")]].forEach(function (option) {
      var label = element("label");
      var input = element("input");
      input.type = "radio";
      input.name = "cit-offline-keep";
      input.value = option[0];
      input.checked = option[0] === editions.join(",");
      input.addEventListener("change", function () { choose(panel, option[0].split(",")); });
      label.appendChild(input);
      label.appendChild(document.createTextNode(" " + option[1]));
      form.appendChild(label);
    });
    panel.appendChild(form);
  }

  function choose(panel, editions) {
    var status = panel.querySelector(".cit-offline-status");
    if (status) { status.textContent = citT("Keeping your choice\u2026"); status.removeAttribute("data-kept"); }
    settings()
      .then(function (cache) {
        return cache.put(new URL("keep", siteRoot()).href, new Response(JSON.stringify(editions),
          { headers: { "Content-Type": "application/json" } }));
      })
      .then(function () { return navigator.serviceWorker.ready; })
      .then(function (registration) {
        return new Promise(function (resolve) {
          var channel = new MessageChannel();
          channel.port1.onmessage = function (event) { resolve(event.data); };
          registration.active.postMessage({ type: "keep", editions: editions }, [channel.port2]);
        });
      })
      .then(function (reply) {
        if (reply && !reply.ok && status) {
          status.textContent = citT("Your choice is saved; the files will be kept on your next visit with a connection.");
          return;
        }
        showKept();
      })
      .catch(function () { showKept(); });
  }

  function showKept() {
    var panel = document.querySelector(".cit-offline[data-cit-offline]");
    if (!panel) { return; }
    listing().then(function (list) {
      return Promise.all([keptEditions(), readSetting("kept")]).then(function (found) {
        var editions = found[0];
        var kept = found[1];
        if (!supported() || !window.caches) { drawPanel(panel, list, editions, null, null); return; }
        return keptCount(list, editions).then(function (count) {
          drawPanel(panel, list, editions, count, count.have >= count.wanted && kept && kept.build === list.build
            ? kept.seconds : null);
          // still being kept (the first visit): look again in a moment
          if (count.have < count.wanted) {
            clearTimeout(panelState);
            panelState = setTimeout(showKept, 2000);
          }
        });
      });
    }).catch(function () {
      panel.textContent = "";
      panel.appendChild(element("p", "cit-offline-status",
        citT("This copy of the book has no list of its files (offline.json), so the browser cannot keep it.")));
    });
  }

  CIT.whenReady(function () {
    register();
    showKept();
  });
})();
