/* Printing the book's pages (styles in css/cit-print.css).
 *
 * 1. A running header on every printed page: the game's name (the sidebar's part caption) and the
 *    page's title on the left, "page n / N" on the right, as an @page margin box. A quick reference
 *    or a five-page practice sheet then names its game on every sheet of paper.
 * 2. The "Print ..." buttons of the handouts (widgets/handouts.py): a button with
 *    data-cit-print="<id>" prints that part of the page alone (the class quiz without the lesson
 *    plan, the answer key on its own), under a header naming that part. Printing the whole page
 *    (Ctrl+P) prints every part, each starting on a new sheet.
 */
(function () {
  "use strict";

  var HEAD_STYLE = "font: 8pt/1.2 'DejaVu Sans', Arial, sans-serif; color: #595959;";

  function clean(text) {
    return (text || "").replace(/[#¶]\s*$/, "").replace(/\s+/g, " ").trim();
  }

  /* the part of the book the page belongs to: "Bisca", "La Scamorra", ... (the sidebar's caption) */
  function partName() {
    var current = document.querySelector(".bd-sidenav li.current");
    var list = current && current.closest("ul.bd-sidenav");
    var caption = list && list.previousElementSibling;
    return caption && caption.classList.contains("caption") ? clean(caption.textContent) : "";
  }

  function pageTitle() {
    var h1 = document.querySelector(".bd-article h1, article h1");
    return h1 ? clean(h1.textContent) : clean(document.title.split("—")[0]);
  }

  /* "Bisca · Practice", or just "Bisca: quick reference" when the title names the game already */
  function headFor(title) {
    var part = partName();
    if (!part || part === "The book" || part === "Appendix" || title.indexOf(part) !== -1) return title;
    return part + " · " + title;
  }

  var style = document.createElement("style");
  style.id = "cit-running-head";

  function setHead(text) {
    style.textContent = "@media print { @page { @top-left { content: " + JSON.stringify(text) + "; " +
      HEAD_STYLE + " } @top-right { content: counter(page) \" / \" counter(pages); " + HEAD_STYLE + " } } }";
  }

  function clear() {
    var marked = document.querySelectorAll(".cit-print-target");
    for (var i = 0; i < marked.length; i++) marked[i].classList.remove("cit-print-target");
    document.documentElement.removeAttribute("data-cit-printing");
    setHead(headFor(pageTitle()));
  }

  /* print one part alone: everything else is left off the paper by css/cit-print.css */
  function prepare(target) {
    clear();
    target.classList.add("cit-print-target");
    document.documentElement.setAttribute("data-cit-printing", target.id);
    var title = target.querySelector(".cit-handout-title");
    setHead(headFor(title ? clean(title.textContent) : pageTitle()));
  }

  function start() {
    document.head.appendChild(style);
    setHead(headFor(pageTitle()));
    document.addEventListener("click", function (event) {
      var button = event.target.closest && event.target.closest("[data-cit-print]");
      if (!button) return;
      var target = document.getElementById(button.getAttribute("data-cit-print"));
      if (!target) return;
      prepare(target);
      window.print();
    });
    window.addEventListener("afterprint", clear);
  }

  window.CIT.whenReady(start);        // cit-common.js
})();
