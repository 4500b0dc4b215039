"""The shared pieces the pages are built from: step-throughs, choices among panels drawn in advance,
short messages. (A game is played at the live table: ``widgets.table`` and ``widgets.live``.)

None of them knows a rule: what they show is drawn by the engine, every state comes from
``state.apply``, and every verdict from the engine, which names the clause.
"""
from __future__ import annotations

import html
import itertools
import json
import os
import re
from typing import Any, Callable, Sequence, TYPE_CHECKING

import ipywidgets as w
from IPython.display import HTML

from engine.words import N_, translate

if TYPE_CHECKING:
    from engine.core import GameState

Render = Callable[[Any], str]

#: Presenter mode (a class toggled on a live step-through): larger cards and text for a
#: class watching one screen. ``zoom`` scales the engine's pictures, whose sizes are fixed in pixels;
#: a step-through also fills the window (Escape or the button again leaves it).
PRESENTER_CSS = """
.cit-presenter .cit-frame, .cit-presenter .cit-state-view { zoom: 1.45; }
.cit-presenter .widget-button, .cit-presenter .widget-toggle-button, .cit-presenter .widget-label,
.cit-presenter .widget-readout, .cit-presenter input { font-size: 18px; }
.cit-presenter .widget-button, .cit-presenter .widget-toggle-button {
  height: auto; min-height: 36px; width: auto; min-width: 120px; padding: 0 12px; }
.cit-presenter { overflow-x: auto; }
.cit-static-step.cit-presenter, .cit-step-through.cit-presenter {
  position: fixed; inset: 0; z-index: 2000; margin: 0; padding: 12px 24px; background: #fff; overflow: auto; }
.cit-static-step:focus-visible, .cit-step-through:focus-visible { outline: 3px solid #1565c0; outline-offset: 2px; }
@media print { .cit-presenter-toggle, .cit-keys-hint { display: none !important; } }
"""
PRESENTER_CLASS = "cit-presenter"


def presenter_toggle(target: w.DOMWidget) -> w.ToggleButton:
    """A *Presenter mode* button that toggles the presenter class on ``target``.

    With a kernel the class is set from Python; in the published book (no kernel)
    ``assets/js/cit-presenter.js`` sets it in the browser from the button's pressed state. The
    button carries the stylesheet (a hidden ``<style>``) so the mode works wherever it is shown.
    """
    toggle = w.ToggleButton(value=False, description="Presenter mode",
                            tooltip="larger cards and text, for showing on a big screen",
                            layout=w.Layout(width="auto"))
    toggle.add_class("cit-presenter-toggle")

    def switch(change: Any) -> None:
        (target.add_class if change["new"] else target.remove_class)(PRESENTER_CLASS)

    toggle.observe(switch, names="value")
    return toggle


def presenter_style() -> w.HTML:
    """The presenter stylesheet as a hidden widget (a ``<style>`` applies wherever it sits)."""
    return w.HTML(f"<style>{PRESENTER_CSS}</style>", layout=w.Layout(display="none"))


def default_render(state: GameState[Any]) -> str:
    return state._repr_html_()


def message_html(text: str | None, kind: str = "error") -> str:
    """A short coloured line: errors in red, notes in blue; empty for ``None``."""
    if not text:
        return ""
    colour = {"error": "#b71c1c", "note": "#0d47a1", "ok": "#1b5e20"}[kind]
    return f'<div role="status" style="color:{colour};font-size:13px;margin:4px 0">{html.escape(text)}</div>'


class StateView(w.HTML):
    """A state drawn by the engine (HTML), redrawn with :meth:`show`."""

    def __init__(self, state: GameState[Any] | None = None, render: Render = default_render, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.render = render
        self.add_class("cit-state-view")
        if state is not None:
            self.show(state)

    def show(self, state: GameState[Any]) -> None:
        self.value = self.render(state)


class StepThrough(w.VBox):
    """Step through a list of states with first / previous / next / last, play and a slider.

    Needs a kernel (the buttons run Python). For the published HTML use :func:`static_step_through`.
    """

    def __init__(self, states: Sequence, captions: Sequence[str] | None = None, render: Render = default_render):
        if not states:
            raise ValueError("a step-through needs at least one state")
        self.states = list(states)
        self.captions = list(captions) if captions else [""] * len(self.states)
        self.render = render
        self.view = StateView(render=render)
        self.caption = w.HTML()
        self.slider = w.IntSlider(value=0, min=0, max=len(self.states) - 1, description="step",
                                  continuous_update=True, layout=w.Layout(width="320px"))
        self.play = w.Play(value=0, min=0, max=len(self.states) - 1, interval=900)
        w.jslink((self.play, "value"), (self.slider, "value"))
        names = [("⏮", "first", lambda: 0), ("◀", "previous", lambda: self.slider.value - 1),
                 ("▶", "next", lambda: self.slider.value + 1), ("⏭", "last", lambda: len(self.states) - 1)]
        buttons = []
        for icon, name, target in names:
            button = w.Button(description=icon, tooltip=name, layout=w.Layout(width="40px"))
            button.add_class(f"cit-{name}")
            button.on_click(lambda _, t=target: self.go(t()))
            buttons.append(button)
        self.slider.observe(lambda change: self._draw(), names="value")
        super().__init__([w.HBox(buttons + [self.play, self.slider]), self.caption, self.view])
        self.presenter = presenter_toggle(self)
        self.children[0].children += (self.presenter, presenter_style())
        self.add_class("cit-step-through")
        self._draw()

    def go(self, index: int) -> None:
        self.slider.value = max(0, min(len(self.states) - 1, index))

    def _draw(self) -> None:
        i = self.slider.value
        self.view.show(self.states[i])
        text = self.captions[i] if i < len(self.captions) else ""
        self.caption.value = (f'<div style="font-size:13px;margin:4px 0"><b>Step {i} of {len(self.states) - 1}'
                              f'</b>{" · " + html.escape(text) if text else ""}</div>')


# --- the published book: plain HTML driven by the book's own small scripts -------------------------

#: Set (to "1") by the book's build (``_ext/cit_static.py``, at config-inited) so that the kernels
#: executing the pages draw plain HTML: the published book loads no widget manager. A kernel that
#: is not building the book (JupyterLab, Voila) gets the live ipywidgets instead.
STATIC_BOOK_ENV = "CIT_STATIC_BOOK"

_static_ids = itertools.count(1)


def live_kernel() -> bool:
    """Whether this runs in a live kernel (JupyterLab, Voila) rather than for the published book.

    The book's build sets :data:`STATIC_BOOK_ENV`; outside any kernel (tests, scripts) there is no
    widget to talk to either, so both draw plain HTML."""
    if os.environ.get(STATIC_BOOK_ENV) == "1":
        return False
    try:
        from IPython import get_ipython
    except ImportError:                   # pragma: no cover - IPython comes with ipywidgets
        return False
    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None


_LEAF_SVG = re.compile(r"<svg\b[^>]*>(?:(?!<svg\b).)*?</svg>", re.DOTALL)
_VIEW_BOX = re.compile(r'\sviewBox="([^"]+)"')
#: a picture shorter than this is cheaper written out than referenced
_SHARE_AT_LEAST = 300


def share_pictures(fragments: Sequence[str], uid: str) -> tuple[str, list[str]]:
    """Write each picture (an innermost ``<svg>``) that the fragments repeat only once.

    Returns a hidden sprite of ``<symbol>``s and the fragments, where every repeated picture keeps
    its own opening tag (size, ``viewBox``, ``role``, ``aria-label``, class) and draws its body by
    reference (``<use href="#...">``). A step-through's frames repeat the same cards from step to
    step, so this keeps the page light.

    >>> card = '<svg width="40" viewBox="0 0 56 80" role="img" aria-label="9♣">' + "<rect/>" * 60 + "</svg>"
    >>> sprite, (a, b) = share_pictures(["<p>" + card + "</p>", card + card], "s1")
    >>> sprite.count("<symbol"), a
    (1, '<p><svg width="40" viewBox="0 0 56 80" role="img" aria-label="9♣"><use href="#s1-p0"/></svg></p>')
    >>> share_pictures(["<svg><rect/></svg>"], "s2")      # nothing repeated: nothing changes
    ('', ['<svg><rect/></svg>'])
    """
    counts: dict[str, int] = {}
    for fragment in fragments:
        for found in _LEAF_SVG.finditer(fragment):
            counts[found.group(0)] = counts.get(found.group(0), 0) + 1
    shared = {svg: f"{uid}-p{i}" for i, svg in enumerate(
        svg for svg, n in counts.items() if n > 1 and len(svg) >= _SHARE_AT_LEAST)}
    if not shared:
        return "", list(fragments)
    symbols = []
    for svg, ref in shared.items():
        opening = svg[:svg.index(">") + 1]
        view_box = _VIEW_BOX.search(opening)
        box = f' viewBox="{view_box.group(1)}"' if view_box else ""
        symbols.append(f'<symbol id="{ref}"{box}>{svg[len(opening):-len("</svg>")]}</symbol>')

    def by_reference(found: re.Match) -> str:
        svg = found.group(0)
        if svg not in shared:
            return svg
        return svg[:svg.index(">") + 1] + f'<use href="#{shared[svg]}"/></svg>'

    # a sprite that is laid out but takes no room: symbols inside display:none lose gradients in Chromium
    sprite = ('<svg class="cit-sprite" aria-hidden="true" focusable="false" width="0" height="0" '
              f'style="position:absolute;width:0;height:0;overflow:hidden">{"".join(symbols)}</svg>')
    return sprite, [_LEAF_SVG.sub(by_reference, fragment) for fragment in fragments]


def _icon(path: str) -> str:
    return (f'<svg class="cit-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" '
            f'focusable="false"><path d="{path}" fill="currentColor"/></svg>')


_STEP_BUTTONS = (   # class, what a screen reader and the tooltip say, icon
    ("cit-first", N_("First step"), _icon("M2 2h2v12H2zM14 2v12L5 8z")),
    ("cit-previous", N_("Previous step"), _icon("M12 2v12L3 8z")),
    ("cit-next", N_("Next step"), _icon("M4 2v12l9-6z")),
    ("cit-last", N_("Last step"), _icon("M12 2h2v12h-2zM2 2v12l9-6z")),
)
_PLAY_ICON, _PAUSE_ICON = _icon("M4 2v12l10-6z"), _icon("M3 2h4v12H3zM9 2h4v12H9z")
#: the autoplay speeds offered, in milliseconds per step (the middle one is the default)
STEP_SPEEDS = ((N_("slow"), 2400), (N_("normal"), 1200), (N_("fast"), 600))


def _step_controls(uid: str, last: int) -> str:
    # the words in the page's language (engine/locales); assets/js/cit-step.js says the same ones
    words = {key: translate(text) for key, text in (
        ("play_steps", N_("Play the steps")), ("play", N_("Play")), ("pause", N_("Pause")), ("step", N_("Step")),
        ("speed", N_("speed")), ("presenter", N_("Presenter mode")),
        ("bigger", N_("larger cards and text, for showing on a big screen")),
        ("keys", N_("← → keys step it (click it first)")),
        ("presenter_keys", N_("Space, → or PageDown: next · ← or PageUp: back · Esc: leave")))}
    at_start = translate(N_("step {n} of {last}")).format(n=0, last=last)

    def button(cls: str, name: str, icon: str) -> str:
        name = translate(name)
        return (f'<button type="button" class="cit-step-button {cls}" aria-label="{name}" title="{name}">'
                f'{icon}</button>')
    first, previous, following, final = (button(*spec) for spec in _STEP_BUTTONS)
    play = (f'<button type="button" class="cit-step-button cit-play" aria-pressed="false" title="{words["play_steps"]}">'
            f'<span class="cit-when-paused">{_PLAY_ICON} {words["play"]}</span>'
            f'<span class="cit-when-playing">{_PAUSE_ICON} {words["pause"]}</span></button>')
    speeds = "".join(f'<option value="{ms}"{" selected" if name == "normal" else ""}>{translate(name)}</option>'
                     for name, ms in STEP_SPEEDS)
    return (f'<div class="cit-step-controls">{first}{previous}{play}{following}{final}'
            f'<input type="range" class="cit-slider" min="0" max="{last}" value="0" step="1" '
            f'aria-label="{words["step"]}" aria-valuetext="{at_start}">'
            f'<span class="cit-step-count" id="{uid}-count">{at_start}</span>'
            f'<label class="cit-speed">{words["speed"]} <select>{speeds}</select></label>'
            f'<button type="button" class="cit-presenter-toggle" aria-pressed="false" '
            f'title="{words["bigger"]}">{words["presenter"]}</button>'
            f'<span class="cit-keys-hint" aria-hidden="true">{words["keys"]}</span>'
            f'<span class="cit-presenter-keys" aria-hidden="true">{words["presenter_keys"]}</span>'
            f'</div>')


def step_through_html(states: Sequence, captions: Sequence[str] | None = None,
                      render: Render = default_render) -> str:
    """The markup of a static step-through: every frame drawn by the engine now, with its caption.

    ``assets/js/cit-step.js`` shows one frame at a time and drives the controls (first, previous,
    play / pause, next, last, the slider, the speed, Presenter mode; the arrow keys, Home and End
    while the step-through has the focus). With JavaScript off the controls stay hidden
    (``assets/css/cit-static.css``) and the frames read as a numbered list. Each frame's drawing sits
    in a ``cit-frame-body``, which presenter mode fits to the screen.

    >>> html = step_through_html(["a", "b", "c"], ["first", "second", "third"], render=lambda s: f"<i>{s}</i>")
    >>> html.count('<li class="cit-frame'), 'data-step="2"' in html, "<b>Step 2 of 2</b> · third" in html
    (3, True, True)
    >>> html.count("cit-current")
    1
    """
    if not states:
        raise ValueError("a step-through needs at least one state")
    captions = list(captions) if captions else []
    uid = f"cit-step-{next(_static_ids)}"
    last = len(states) - 1
    sprite, bodies = share_pictures([render(state) for state in states], uid)
    frames = []
    step_of = translate(N_("Step {n} of {last}"))
    for i, body in enumerate(bodies):
        text = captions[i] if i < len(captions) else ""
        current = " cit-current" if i == 0 else ""
        frames.append(f'<li class="cit-frame{current}" data-step="{i}"><p class="cit-frame-caption">'
                      f'<b>{step_of.format(n=i, last=last)}</b>{" · " + html.escape(text) if text else ""}</p>'
                      f'<div class="cit-frame-body">{body}</div></li>')
    return (f'<div class="cit-static-step" id="{uid}" data-last="{last}">{_step_controls(uid, last)}{sprite}'
            f'<ol class="cit-frames" start="0">{"".join(frames)}</ol></div>')


def static_step_through(states: Sequence, captions: Sequence[str] | None = None,
                        render: Render = default_render) -> Any:
    """A step-through of ``states`` with their ``captions``, drawn by ``render`` (the engine's HTML).

    In the published book (and wherever no live kernel runs) it is plain HTML
    (:func:`step_through_html`) that works with no kernel and no widget manager; in JupyterLab or
    Voila it is the live :class:`StepThrough`.
    """
    if not states:
        raise ValueError("a step-through needs at least one state")
    if live_kernel():
        return StepThrough(states, captions, render=render)
    return HTML(step_through_html(states, captions, render))


# --- a choice among panels drawn in advance (explorers) ----------------------------------------------

Axes = Sequence[tuple[str, Sequence[str]]]


def _teaching_controls() -> str:
    """An explorer's controls for a class: *Hide the answers* (a switch), *Show the answers* (shown while
    they are hidden), *Presenter mode*, and the keys presenter mode answers to."""
    words = {key: translate(text) for key, text in (
        ("hide", N_("Hide the answers")), ("show", N_("Show the answers")),
        ("hide_tip", N_("let the class guess first: the answers stay hidden until you show them")),
        ("hidden", N_("The answers are hidden: let the class guess, then show them.")),
        ("presenter", N_("Presenter mode")), ("bigger", N_("larger board and text, for showing on a big screen")),
        ("keys", N_("Space, → or PageDown: show the answers, then the next card · ← or PageUp: the card before · "
                    "Esc: leave")))}
    return (f'<div class="cit-choice-teach">'
            f'<button type="button" class="cit-hide-answers" aria-pressed="false" title="{words["hide_tip"]}">'
            f'{words["hide"]}</button>'
            f'<button type="button" class="cit-show-answers">{words["show"]}</button>'
            f'<button type="button" class="cit-presenter-toggle" aria-pressed="false" title="{words["bigger"]}">'
            f'{words["presenter"]}</button>'
            f'<span class="cit-presenter-keys" aria-hidden="true">{words["keys"]}</span>'
            f'<p class="cit-hidden-note" role="status">{words["hidden"]}</p></div>')


def choice_panels_html(axes: Axes, panels: dict, selected: Sequence[int] | None = None,
                       css_class: str = "", answers: bool = False) -> str:
    """One or more rows of choices (``axes``: a label and its options each) over panels drawn in
    advance: ``panels[(i, j, ...)]`` is the markup shown when option ``i`` of the first row, ``j``
    of the second... are chosen. ``assets/js/cit-choices.js`` shows the chosen panel; with
    JavaScript off the choices stay hidden and every panel is listed under its title.

    ``answers=True`` is an explorer that answers a question a class may guess first: it gets a *Hide
    the answers* switch (what a panel marks with the class ``cit-answer``, and an engine board's
    ``cit-verdicts`` and ``cit-verdict-legend``, stay hidden until *Show the answers*, and hide again
    at the next choice) and a *Presenter mode* that fills the screen.

    >>> html = choice_panels_html([("suit", ["hearts", "spades"])], {(0,): "<p>H</p>", (1,): "<p>S</p>"})
    >>> html.count('class="cit-choice"'), html.count('data-key='), 'data-key="1"' in html, "cit-hide-answers" in html
    (2, 2, True, False)
    >>> "cit-hide-answers" in choice_panels_html([("suit", ["hearts"])], {(0,): "<p>H</p>"}, answers=True)
    True
    """
    axes = [(label, list(options)) for label, options in axes]
    if not axes or any(not options for _, options in axes):
        raise ValueError("choice panels need at least one row of choices, each with an option")
    selected = tuple(selected) if selected is not None else (0,) * len(axes)
    keys = list(itertools.product(*(range(len(options)) for _, options in axes)))
    missing = [key for key in keys if key not in panels]
    if missing:
        raise ValueError(f"no panel for the choice {missing[0]}: every combination needs one")
    if selected not in panels:
        raise ValueError(f"the first choice {selected} is not one of the panels")
    uid = f"cit-choices-{next(_static_ids)}"
    rows = []
    for a, (label, options) in enumerate(axes):
        buttons = "".join(
            f'<button type="button" class="cit-choice" data-axis="{a}" data-index="{i}" '
            f'aria-pressed="{"true" if i == selected[a] else "false"}">{html.escape(option)}</button>'
            for i, option in enumerate(options))
        rows.append(f'<div class="cit-choice-row" role="group" aria-labelledby="{uid}-l{a}">'
                    f'<span class="cit-choice-label" id="{uid}-l{a}">{html.escape(label)}</span>{buttons}</div>')
    shown = []
    for key in keys:
        title = " · ".join(f"{label}: {options[i]}" for (label, options), i in zip(axes, key))
        current = " cit-current" if key == selected else ""
        shown.append(f'<div class="cit-choice-panel{current}" data-key="{".".join(map(str, key))}">'
                     f'<p class="cit-choice-title">{html.escape(title)}</p>{panels[key]}</div>')
    extra = (f" {css_class}" if css_class else "") + (" cit-explorer" if answers else "")
    teach = _teaching_controls() if answers else ""
    return (f'<div class="cit-choice-panels{extra}" id="{uid}"><div class="cit-choice-controls">{"".join(rows)}'
            f'{teach}</div><div class="cit-choice-shown" aria-live="polite">{"".join(shown)}</div></div>')


def choice_panels(axes: Axes, panels: dict, selected: Sequence[int] | None = None, css_class: str = "",
                  answers: bool = False) -> Any:
    """:func:`choice_panels_html` as a displayable object: plain HTML in the published book, or in a
    live kernel (JupyterLab, Voila) a row of toggle buttons per choice that redraws the panel."""
    if not live_kernel():
        return HTML(choice_panels_html(axes, panels, selected, css_class, answers))
    axes = [(label, list(options)) for label, options in axes]
    selected = tuple(selected) if selected is not None else (0,) * len(axes)
    rows = [w.ToggleButtons(options=options, index=selected[a], description=label, style={"button_width": "auto"})
            for a, (label, options) in enumerate(axes)]
    shown = w.HTML(panels[selected])

    def redraw(_: Any = None) -> None:
        shown.value = panels[tuple(row.index for row in rows)]

    for row in rows:
        row.observe(redraw, names="index")
    box = w.VBox(rows + [shown])
    if css_class:
        box.add_class(css_class)
    return box


def data_script(data: Any) -> str:
    """``data`` as JSON in a ``<script type="application/json">`` (read by the book's scripts)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    return f'<script type="application/json" class="cit-data">{text}</script>'
