"""The shared pieces every game's page is built from.

None of them knows a rule: the choices they offer come from ``state.legal_actions()`` (or, for
explanation, from the engine's own candidate list and ``state.explain``), and every outcome from
``state.apply``. A refused action leaves the game as it was and shows the engine's message, which
names the clause.
"""
from __future__ import annotations

import html
from typing import Callable, Sequence

import ipywidgets as w

Render = Callable[[object], str]

#: Presenter mode (a class toggled on a game table or step-through): larger cards and text for a
#: class watching one screen. ``zoom`` scales the engine's pictures, whose sizes are fixed in pixels;
#: a step-through also fills the window (Escape or the button again leaves it).
PRESENTER_CSS = """
.cit-presenter .cit-frame, .cit-presenter .cit-state-view, .cit-presenter .cit-status,
.cit-presenter .cit-log { zoom: 1.45; }
.cit-presenter .widget-button, .cit-presenter .widget-toggle-button, .cit-presenter .widget-label,
.cit-presenter .widget-readout, .cit-presenter input { font-size: 18px; }
.cit-presenter .widget-button, .cit-presenter .widget-toggle-button {
  height: auto; min-height: 36px; width: auto; min-width: 120px; padding: 0 12px; }
.cit-presenter h4 { font-size: 22px; }
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

    def switch(change) -> None:
        (target.add_class if change["new"] else target.remove_class)(PRESENTER_CLASS)

    toggle.observe(switch, names="value")
    return toggle


def presenter_style() -> w.HTML:
    """The presenter stylesheet as a hidden widget (a ``<style>`` applies wherever it sits)."""
    return w.HTML(f"<style>{PRESENTER_CSS}</style>", layout=w.Layout(display="none"))


def default_render(state) -> str:
    return state._repr_html_()


def message_html(text: str | None, kind: str = "error") -> str:
    """A short coloured line: errors in red, notes in blue; empty for ``None``."""
    if not text:
        return ""
    colour = {"error": "#b71c1c", "note": "#0d47a1", "ok": "#1b5e20"}[kind]
    return f'<div role="status" style="color:{colour};font-size:13px;margin:4px 0">{html.escape(text)}</div>'


class StateView(w.HTML):
    """A state drawn by the engine (HTML), redrawn with :meth:`show`."""

    def __init__(self, state=None, render: Render = default_render, **kwargs):
        super().__init__(**kwargs)
        self.render = render
        self.add_class("cit-state-view")
        if state is not None:
            self.show(state)

    def show(self, state) -> None:
        self.value = self.render(state)


class ActionPicker(w.VBox):
    """Buttons for the legal actions of the seat to move, plus a box to type a notation.

    ``candidates(state)`` may list more actions than are legal (e.g. every bet from 0 to the
    hand size): the illegal ones are shown disabled with the engine's reason as tooltip and in
    a note below, so a reader sees why. ``on_choose(action)`` receives the engine's action.
    """

    def __init__(self, on_choose: Callable, label: Callable = str, candidates: Callable | None = None,
                 typing: bool = True, hint: str = "or type a move in its notation"):
        self.on_choose = on_choose
        self.label = label
        self.candidates = candidates
        self.buttons = w.Box(layout=w.Layout(flex_flow="row wrap"))
        self.note = w.HTML()
        self.message = w.HTML()
        self.text = w.Text(placeholder=hint,
                           layout=w.Layout(width="280px"))
        self.go = w.Button(description="Play typed move", layout=w.Layout(width="auto"))
        self.go.add_class("cit-typed")
        self.go.on_click(lambda _: self._typed())
        self.text.continuous_update = False
        rows = [self.buttons, self.note, self.message]
        if typing:
            rows.append(w.HBox([self.text, self.go]))
        super().__init__(rows)
        self.add_class("cit-picker")
        self.state = None

    def show(self, state, enabled: bool = True) -> None:
        self.state = state
        self.message.value = ""
        for old in self.buttons.children:
            old.close()     # a click on a button of the previous position goes nowhere
        if state is None or state.is_terminal() or not enabled:
            self.buttons.children = ()
            self.note.value = ""
            self.text.disabled = self.go.disabled = True
            return
        self.text.disabled = self.go.disabled = False
        legal = state.legal_actions()
        shown = list(self.candidates(state)) if self.candidates else legal
        legal_names = {str(a) for a in legal}
        buttons, refused = [], []
        for action in shown:
            ok = str(action) in legal_names
            button = w.Button(description=self.label(action), disabled=not ok,
                              layout=w.Layout(width="auto", margin="2px"))
            button.add_class("cit-action")
            if ok:
                button.on_click(lambda _, a=action: self.on_choose(a))
            else:
                reason = str(state.explain(action) or "")   # the engine's IllegalAction, in words
                button.tooltip = reason
                refused.append(f"{self.label(action)}: {reason}")
            buttons.append(button)
        self.buttons.children = tuple(buttons)
        self.note.value = "" if not refused else (
            '<div style="font-size:12px;color:#555">Not allowed now: '
            + "; ".join(html.escape(r) for r in refused) + "</div>"
        )

    def _typed(self) -> None:
        text = self.text.value.strip()
        if not text or self.state is None:
            return
        self.text.value = ""
        self.on_choose(text)

    def error(self, text: str) -> None:
        self.message.value = message_html(text)


class ActionLog(w.HTML):
    """The moves so far, numbered, newest last."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.add_class("cit-log")

    def show(self, entries: Sequence[str]) -> None:
        if not entries:
            self.value = '<div style="color:#595959;font-size:12px">No move yet.</div>'
            return
        items = "".join(f"<li>{html.escape(e)}</li>" for e in entries[-200:])
        start = max(1, len(entries) - 199)
        self.value = (f'<ol start="{start}" style="max-height:180px;overflow-y:auto;font-size:12px;'
                      f'margin:0;padding-left:2.5em">{items}</ol>')


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


def static_step_through(states: Sequence, captions: Sequence[str] | None = None,
                        render: Render = default_render) -> w.VBox:
    """A step-through that works in the published HTML with no kernel.

    Every frame is rendered by the engine now (at build time) into a ``Stack``; a ``Play``
    button, a slider and a step box are linked to the stack in the browser with ``jslink``, so
    clicking play, dragging the slider or pressing the step arrows changes the frame without Python.
    In the book, ``assets/js/cit-presenter.js`` adds the keyboard (left / right arrow, Home, End,
    once the step-through has the focus: click it or Tab to it) and the *Presenter mode* button.
    """
    if not states:
        raise ValueError("a step-through needs at least one state")
    captions = list(captions) if captions else [""] * len(states)
    last = len(states) - 1
    frames = []
    for i, state in enumerate(states):
        text = captions[i] if i < len(captions) else ""
        head = (f'<div class="cit-frame-caption" style="font-size:13px;margin:4px 0"><b>Step {i} of {last}</b>'
                f'{" · " + html.escape(text) if text else ""}</div>')
        frame = w.HTML(head + render(state))
        frame.add_class("cit-frame")
        frames.append(frame)
    stack = w.Stack(frames, selected_index=0)
    play = w.Play(value=0, min=0, max=last, interval=1200, description="play")
    play.add_class("cit-play")
    slider = w.IntSlider(value=0, min=0, max=last, description="step", readout=False,
                         layout=w.Layout(width="300px"))
    slider.add_class("cit-slider")
    step = w.BoundedIntText(value=0, min=0, max=last, description="", layout=w.Layout(width="70px"),
                            tooltip="step number: use the arrows for previous / next")
    step.add_class("cit-step-box")
    links = [w.jslink((play, "value"), (slider, "value")), w.jslink((slider, "value"), (step, "value")),
             w.jslink((slider, "value"), (stack, "selected_index"))]
    controls = w.HBox([play, slider, w.HTML('<span style="font-size:13px">step</span>'), step,
                       w.HTML(f'<span style="font-size:13px">of {last}</span>')],
                      layout=w.Layout(align_items="center", flex_flow="row wrap"))
    box = w.VBox([controls, stack])
    box.presenter = presenter_toggle(box)
    controls.children += (box.presenter, presenter_style())
    box.add_class("cit-static-step")
    box.links = links   # kept for tests and for readers who inspect the widget
    box.stack, box.slider = stack, slider
    return box
