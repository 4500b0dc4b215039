"""Fit to a phone: no page of the built book scrolls sideways in a 390-pixel-wide window.

Boards, cards, tables, step-through bars and set-up panels must shrink, wrap or stack into the column
(assets/css/cit-phone.css, viewBox on the engine's SVGs). A page fails when it is wider than the
window, and also when a board, table or widget of its own is cut off at the window's edge or has to be
scrolled sideways inside its box (only code blocks may do that); the offenders are named.
"""
from __future__ import annotations

from pathlib import Path

PHONE = {"width": 390, "height": 844}
SKIP_DIRS = {"_static", "_sources", "_images", "_sphinx_design_static", "play"}

# What of the page's own content passes the window's right edge (cut off, or only seen by scrolling a
# box sideways): outermost elements only. Code blocks scroll sideways by design and are left out.
STICKING_OUT = """w => {
  const out = [];
  const describe = el => {
    const cls = (el.getAttribute('class') || '').trim().split(/\\s+/).slice(0, 3).join('.');
    return el.tagName.toLowerCase() + (cls ? '.' + cls : '');
  };
  for (const el of document.querySelectorAll('article *')) {
    if (el.closest('pre, .highlight')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0) continue;
    const style = getComputedStyle(el);
    if (['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 2)
      out.push(`${describe(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth} px)`);
    else if (r.right > w + 1 && !(el.parentElement && el.parentElement.getBoundingClientRect().right > w + 1))
      out.push(`${describe(el)} reaches ${Math.round(r.right)} px`);
    if (out.length >= 5) break;
  }
  return out;
}"""


def book_pages(built_book: Path) -> list[str]:
    return sorted(p.relative_to(built_book).as_posix() for p in built_book.rglob("*.html")
                  if not SKIP_DIRS & set(p.relative_to(built_book).parts))


def test_no_page_scrolls_sideways_on_a_phone(page, book_server, built_book):
    pages = book_pages(built_book)
    assert pages, "the built book has no page"
    page.set_viewport_size(PHONE)
    offenders = []
    for rel in pages:
        page.goto(book_server + rel, wait_until="networkidle")   # plain HTML: drawn once loaded
        width = page.evaluate("document.documentElement.scrollWidth")
        out = page.evaluate(STICKING_OUT, PHONE["width"])
        if width > PHONE["width"] or out:
            offenders.append(f"{rel}: page {width} px wide; " + "; ".join(out))
    assert not offenders, f"{len(offenders)} pages do not fit a window {PHONE['width']} px wide:\n" + "\n".join(offenders)
