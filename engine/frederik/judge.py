"""The judge of come-quando-frederik-piange: :func:`check_action` raises the
:class:`~engine.errors.IllegalAction` that refuses an action, naming its clause, and the conditions of the
battle actions it asks, each written once.

The move list (:mod:`.moves`) asks the same conditions, so what ``legal_actions()`` lists and what
``check_action()`` accepts cannot drift apart. Each condition is a pure function of cards and options;
the ``..._error`` functions return the :class:`~engine.errors.IllegalAction` that words a refusal
(``None`` when the condition holds). The judge reads the state only through its public fields and helpers.

>>> from engine.frederik import position
>>> state = position([["QC"], ["9H", "10H"]])
>>> print(state.explain("swap_high QC 9H"))
FP-31: 9♥ is protected by Seat 1's face-up 10♥: a high action needs the highest card of that suit its owner shows
>>> from engine.cards import parse_french_card as h
>>> opts = state.options
>>> print(comparison_error("swap_low", h("2S"), h("KH"), opts))                  # FP-17: the same suit
FP-17: 2♠ is not of the same suit as K♥
>>> shield(h("KH"), [h("KH"), h("10H")], "low", "suit")                           # FP-EX-1
FrenchCard('10♥')
>>> steal_need("steal_high", h("9D"), h("8S"), opts), steal_need("steal_low", h("2S"), h("8S"), opts)
(2, 3)
"""
from __future__ import annotations

from typing import Sequence, TYPE_CHECKING

from ..cards import FrenchCard
from ..errors import IllegalAction
from ..words import Seat, Term
from . import rules, words
from .rules import ColourMeaning
from .actions import (
    TARGETED_KINDS, Bottom, DrawNth, DrawTop, Force, FrederikAction, Hide, Interrupt, Keep, Leave, Pass, Protect,
    Redraw, Targeted, mode_of, verb_of,
)

if TYPE_CHECKING:
    from .setup import FrederikOptions
    from .state import State


#: Redraws by the number of cards thrown away: the clause and how many cards are drawn (FP-10, FP-11).
REDRAW_SIZES = {2: ("FP-10", rules.PAIR_DRAW), 3: ("FP-11", rules.TRIPLE_DRAW)}


# --- swap, discard, steal: the two cards' numbers and suits (FP-16..FP-23, FP-A12, FP-A21) -----------

def same_suit_needed(kind: str, options: FrederikOptions) -> bool:
    """Only the low swap and the low discard name the target's suit (FP-17, FP-20); the low steal
    does in the variant (FP-A12)."""
    return kind in ("swap_low", "discard_low") or kind == "steal_low" and options.low_steal_requires_same_suit


def comparison_problem(kind: str, card: FrenchCard, target: FrenchCard, options: FrederikOptions) -> str | None:
    """Whether ``card`` may act on ``target`` by a ``kind`` action, judging their numbers and suits only:
    ``None`` if so, else what fails: ``"not_equal"``, ``"equal"`` (FP-A21: higher and lower are strict),
    ``"not_higher"``, ``"not_lower"`` or ``"suit"`` (FP-17, FP-20, FP-A12)."""
    mode = mode_of(kind)
    if mode == "equal":
        return None if card.rank == target.rank else "not_equal"
    if card.rank == target.rank:
        return "equal"
    if mode == "high" and card.rank < target.rank:
        return "not_higher"
    if mode == "low" and card.rank > target.rank:
        return "not_lower"
    if same_suit_needed(kind, options) and card.suit != target.suit:
        return "suit"
    return None


def closest_kind(card: FrenchCard, target: FrenchCard, options: FrederikOptions) -> str:
    """The swap, discard or steal that ``card`` against ``target`` means by their numbers: the first kind of
    their comparison (the same number, higher or lower: FP-16..FP-23) that their suits allow too, else the
    first kind of that comparison (whose refusal then says what is missing).

    >>> from engine.cards import parse_french_card as h
    >>> from engine.frederik import FrederikOptions
    >>> closest_kind(h("9C"), h("8D"), FrederikOptions()), closest_kind(h("2S"), h("KH"), FrederikOptions())
    ('swap_high', 'steal_low')
    >>> closest_kind(h("2S"), h("KS"), FrederikOptions()), closest_kind(h("8S"), h("8D"), FrederikOptions())
    ('swap_low', 'swap_equal')
    """
    mode = "equal" if card.rank == target.rank else "high" if card.rank > target.rank else "low"
    kinds = [kind for kind in TARGETED_KINDS if mode_of(kind) == mode]
    return next((kind for kind in kinds if comparison_problem(kind, card, target, options) is None), kinds[0])


def comparison_error(kind: str, card: FrenchCard, target: FrenchCard, options: FrederikOptions) -> IllegalAction | None:
    """:func:`comparison_problem` in words, naming its clause."""
    problem = comparison_problem(kind, card, target, options)
    if problem is None:
        return None
    clause = TARGETED_KINDS[kind]
    if problem == "not_equal":
        return IllegalAction(clause, words.NOT_SAME_NUMBER_PAIR(card=card, target=target))
    if problem == "equal":
        return IllegalAction("FP-A21", words.SAME_NUMBER_NOT_EQUAL(card=card, target=target))
    if problem == "suit":
        return IllegalAction("FP-A12" if kind == "steal_low" else clause, words.NOT_SAME_SUIT(card=card, target=target))
    said = words.NOT_HIGHER if problem == "not_higher" else words.NOT_LOWER
    return IllegalAction(clause, said(card=card, target=target))


# --- protection by the owner's face-up cards (FP-31, FP-A2, FP-A3) -------------------------------------

def shield(target: FrenchCard, owner_face_up: Sequence, mode: str, colour_means: ColourMeaning) -> FrenchCard | None:
    """The face-up card of the target's owner that protects ``target`` from a ``mode`` action, or ``None``.

    Only face-up cards count when an action is declared (FP-A3); a higher card of the suit shields
    from a high action, a lower one from a low action, nothing from an equal one (FP-A2, FP-31).
    """
    if mode == "equal":
        return None
    for card in owner_face_up:
        if rules.protects(card, target, mode, colour_means):
            return card
    return None


def shield_error(target: FrenchCard, guard: FrenchCard, owner: int, mode: str,
                 colour_means: ColourMeaning = "suit") -> IllegalAction:
    """The refusal of an action at a target its owner's face-up ``guard`` protects (FP-31)."""
    said = words.SHIELDED_HIGH if mode == "high" else words.SHIELDED_LOW
    return IllegalAction("FP-31", said(target=target, owner=Seat(owner), guard=guard,
                                       suit=_suit_or_colour(colour_means)))


def _suit_or_colour(colour_means: ColourMeaning) -> Term:
    """"suit", or "colour" where "colore" means red or black (FP-A1)."""
    return words.COLOUR_WORD if colour_means == "red_black" else words.SUIT_WORD


def open_modes(target: FrenchCard, owner_face_up: Sequence, colour_means: ColourMeaning) -> tuple[str, ...]:
    """The modes of action (``high``, ``low``, ``equal``) that no face-up card of the owner shields
    ``target`` from (:func:`shield`)."""
    return tuple(mode for mode in ("high", "low", "equal") if shield(target, owner_face_up, mode, colour_means) is None)


def protect_error(card: FrenchCard, target: FrenchCard, mode: str, options: FrederikOptions) -> IllegalAction | None:
    """Whether the owner's revealed face-down ``card`` protects ``target`` (FP-A2, FP-A3)."""
    if rules.protects(card, target, mode, options.colour_means):
        return None
    if mode not in ("high", "low"):
        return IllegalAction("FP-A2", words.NOTHING_PROTECTS_EQUAL(target=target))
    said = words.DOES_NOT_PROTECT_HIGH if mode == "high" else words.DOES_NOT_PROTECT_LOW
    return IllegalAction("FP-A2", said(card=card, target=target, suit=_suit_or_colour(options.colour_means)))


# --- a steal's matching cards (FP-22, FP-23, FP-A13) ----------------------------------------------------

def steal_need(kind: str, card: FrenchCard, target: FrenchCard, options: FrederikOptions) -> int:
    """How many other cards of yours a steal names: two for a high steal, three for a low one; one
    fewer in the variant where the thrown card, if it matches, counts among them (FP-A13)."""
    need = 2 if kind == "steal_high" else 3
    if options.steal_count_includes_used_card and rules.matches(target, card, options.colour_means):
        need -= 1
    return need


def matching_cards(target: FrenchCard, cards: Sequence, options: FrederikOptions) -> list:
    """The ``cards`` that share the target's number or suit (its colour in the variant, FP-A1)."""
    cm = options.colour_means
    return [h for h in cards if rules.matches(target, h, cm)]


def steal_pool(card: FrenchCard, target: FrenchCard, mine: Sequence, options: FrederikOptions) -> list:
    """The cards of yours a steal may name as its matching cards: every matching card but the thrown one."""
    return [h for h in matching_cards(target, mine, options) if h != card]


def helpers_error(kind: str, card: FrenchCard, target: FrenchCard, helpers: Sequence, mine: Sequence,
                  options: FrederikOptions) -> IllegalAction | None:
    """Whether ``helpers`` are right for a ``kind`` action: a steal names exactly :func:`steal_need`
    different cards of :func:`steal_pool`; no other action names any."""
    clause = TARGETED_KINDS[kind]
    if verb_of(kind) != "steal":
        return IllegalAction(clause, words.ONLY_STEAL_NAMES()) if helpers else None
    if len(set(helpers)) != len(helpers) or card in helpers:
        return IllegalAction("FP-A13", words.MATCHING_OTHER_CARDS())
    pool = steal_pool(card, target, mine, options)
    suit = _suit_or_colour(options.colour_means)
    for h in helpers:
        if h not in pool:
            if h not in mine:
                return IllegalAction("FP-A13", words.NOT_YOUR_CARD(card=h))
            return IllegalAction(clause, words.MATCHES_NEITHER(card=h, target=target, suit=suit))
    need = steal_need(kind, card, target, options)
    if len(helpers) != need:
        return IllegalAction(clause, words.STEAL_NEEDS(steal=words.STEAL_KINDS[kind], n=need, target=target, suit=suit))
    return None


# --- interrupts (FP-15, FP-24, FP-A1, FP-A25) -----------------------------------------------------------

def interrupt_fits(action: Force | Targeted, card: FrenchCard, locked: FrenchCard | None,
                   colour_means: ColourMeaning) -> bool:
    """Whether ``card`` may interrupt ``action``: never the card the action aims at (FP-A25); for a
    force, the same number or colour (FP-15, FP-A1); for the others, the same number or suit (FP-16)."""
    if card == locked:
        return False
    used = action.card
    if isinstance(action, Force):
        return rules.matches(used, card, colour_means)
    return card.rank == used.rank or card.suit == used.suit


def interrupt_error(action: Force | Targeted, card: FrenchCard, locked: FrenchCard | None,
                    colour_means: ColourMeaning) -> IllegalAction | None:
    if interrupt_fits(action, card, locked, colour_means):
        return None
    if card == locked:
        return IllegalAction("FP-A25", words.TARGET_CANNOT_INTERRUPT(card=card))
    what = _suit_or_colour(colour_means if isinstance(action, Force) else "suit")
    return IllegalAction("FP-24", words.DOES_NOT_MATCH(card=card, used=action.card, suit=what))


# --- pair and triple redraws (FP-10, FP-11) -----------------------------------------------------------

def redraw_error(cards: Sequence, mine: Sequence) -> IllegalAction | None:
    """Two or three different cards of yours, all of one number."""
    clause = REDRAW_SIZES.get(len(cards), ("FP-10" if len(cards) < 2 else "FP-11",))[0]
    if len(cards) not in REDRAW_SIZES:
        return IllegalAction(clause, words.REDRAW_SIZE(number=len(cards)))
    for card in cards:
        if card not in mine:
            return IllegalAction(clause, words.NOT_YOUR_CARD(card=card))
    if len(set(cards)) != len(cards):
        return IllegalAction(clause, words.NAME_DIFFERENT_CARDS())
    if len({c.rank for c in cards}) != 1:
        return IllegalAction(clause, words.NOT_SAME_NUMBER(cards=list(cards)))
    return None



# --- the judge ---------------------------------------------------------------------------------------

def action_noun(action: Force | Targeted) -> Term:
    """A declared action's name in a sentence: "swap", "discard", "steal" or "force"."""
    return words.ACTION_NOUNS["force" if isinstance(action, Force) else verb_of(action.kind)]


def check_action(state: State, action: FrederikAction) -> None:
    """Raise :class:`IllegalAction` unless ``action`` (already parsed) is legal in ``state``."""
    if state.phase == "over":
        raise IllegalAction(state.end_clause, words.GAME_IS_OVER())
    if state.phase == "draw":
        return _check_draw(state, action)
    if state.pending is not None:
        return _check_answer(state, action)
    seat = state.to_move
    assert seat is not None                 # a battle that is not over has a turn
    if isinstance(action, (Keep, Bottom, Leave)):
        raise IllegalAction("FP-9", words.DRAW_PHASE_OVER())
    if isinstance(action, (Protect, Interrupt)):
        raise IllegalAction("FP-A4", words.NOTHING_TO_ANSWER(player=Seat(seat)))
    if isinstance(action, Pass):
        return
    if isinstance(action, DrawTop):
        if not state.pile:
            raise IllegalAction("FP-A24", words.PILE_EMPTY_NO_TOP())
        return
    if isinstance(action, DrawNth):
        if not 1 <= action.n <= len(state.pile):
            raise IllegalAction("FP-A15", words.NTH_OUT_OF_PILE(size=len(state.pile), number=action.n))
        if action.n not in state.reachable(seat):
            ups = state.face_up(seat) or words.NONE_FACE_UP
            raise IllegalAction("FP-13", words.NTH_NOT_A_SUM(number=action.n, cards=ups))
        return
    if isinstance(action, Redraw):
        refusal = redraw_error(action.cards, state.cards_of(seat))
        if refusal is not None:
            raise refusal
        return
    if isinstance(action, Hide):
        if action.card not in state.cards_of(seat):
            raise IllegalAction("FP-14", words.NOT_YOUR_CARD(card=action.card))
        if not state.is_face_up(action.card):
            raise IllegalAction("FP-14", words.ALREADY_FACE_DOWN(card=action.card))
        return
    if isinstance(action, Force):
        return _check_force(state, seat, action)
    if isinstance(action, Targeted):
        return _check_targeted(state, seat, action)
    raise IllegalAction("FP-9", words.NOT_AN_ACTION(action=repr(action)))


def _check_draw(state: State, action: FrederikAction) -> None:
    seat = state.to_move
    assert seat is not None                 # the draw phase has a drawer
    if not isinstance(action, (Keep, Bottom, Leave)):
        raise IllegalAction("FP-5", words.DRAW_PHASE_ON(player=Seat(seat)))
    held = len(state.drawn)
    if state.step == "keep":
        if not isinstance(action, Keep):
            raise IllegalAction("FP-5", words.KEEP_FIRST())
        if action.position is None:
            if state.turn >= state.players:
                raise IllegalAction("FP-A11", words.ALL_DOWN_FIRST_TURN())
            if not state.options.allow_all_face_down_opening:
                raise IllegalAction("FP-A11", words.ALL_DOWN_OFF())
        elif not 1 <= action.position <= held:
            raise IllegalAction("FP-5", words.KEEP_POSITION(n=held))
        return
    if state.step == "bottom":
        if not isinstance(action, Bottom):
            raise IllegalAction("FP-6", words.BOTTOM_FIRST())
        if not 1 <= action.position <= held:
            raise IllegalAction("FP-6", words.BOTTOM_POSITION(n=held))
        return
    if not isinstance(action, Leave):
        raise IllegalAction("FP-7", words.LEAVE_FIRST())
    downs = len(state.face_down(seat))
    if action.position is not None and not 1 <= action.position <= downs:
        raise IllegalAction("FP-7", words.LEAVE_POSITION(n=downs))


def _check_answer(state: State, action: FrederikAction) -> None:
    pending = state.pending
    seat = state.current_player
    assert pending is not None and seat is not None     # asked only while an action waits for its answers
    if pending.window == "response":
        declared = pending.action
        assert isinstance(declared, Targeted)            # only a targeted action can be protected against
        if isinstance(action, Pass):
            return
        if not isinstance(action, Protect):
            raise IllegalAction("FP-A4", words.ANSWER_PROTECT_FIRST(player=Seat(seat), other=Seat(pending.seat),
                                                                    action=action_noun(declared),
                                                                    target=declared.target))
        if action.card not in state.face_down(seat):
            raise IllegalAction("FP-A3", words.PROTECT_FACE_DOWN_ONLY(card=action.card))
        refusal = protect_error(action.card, declared.target, declared.mode, state.options)
        if refusal is not None:
            raise refusal
        return
    if isinstance(action, Pass):
        return
    if not isinstance(action, Interrupt):
        raise IllegalAction("FP-A4", words.ANSWER_INTERRUPT_FIRST(player=Seat(seat), other=Seat(pending.seat),
                                                                  action=action_noun(pending.action)))
    if action.card not in state.cards_of(seat):
        raise IllegalAction("FP-24", words.NOT_YOUR_CARD(card=action.card))
    refusal = interrupt_error(pending.action, action.card, state.locked_card(pending.action),
                              state.options.colour_means)
    if refusal is not None:
        raise refusal


def _check_force(state: State, seat: int, action: Force) -> None:
    if action.card not in state.cards_of(seat):
        raise IllegalAction("FP-15", words.NOT_YOUR_CARD(card=action.card))
    if state.is_face_up(action.card):
        raise IllegalAction("FP-A18", words.ALREADY_FACE_UP_FORCE(card=action.card))
    if action.seat == seat:
        raise IllegalAction("FP-15", words.FORCE_YOURSELF())
    if not 0 <= action.seat < state.players:
        raise IllegalAction("FP-15", words.NO_SUCH_SEAT(number=action.seat, last=state.players - 1))
    hidden = len(state.face_down(action.seat))
    if hidden == 0:
        raise IllegalAction("FP-A18", words.NO_FACE_DOWN_TO_FORCE(player=Seat(action.seat)))
    if not 1 <= action.position <= hidden:
        raise IllegalAction("FP-A18", words.FORCE_POSITION(player=Seat(action.seat), n=hidden))


def _check_targeted(state: State, seat: int, action: Targeted) -> None:
    if action.kind not in TARGETED_KINDS:
        raise IllegalAction("FP-9", words.NOT_A_TARGETED_KIND(kind=repr(action.kind)))
    card, target, options = action.card, action.target, state.options
    mine = state.cards_of(seat)
    if card not in mine:
        raise IllegalAction("FP-A22", words.NOT_YOUR_CARD(card=card))
    owner = state.owner_of(target)
    if owner == seat:
        raise IllegalAction("FP-A22", words.TARGET_IS_YOURS(target=target))
    if owner is None or not state.is_face_up(target):
        # the same words whether the card is face down or in the pile: no hidden card is given away
        raise IllegalAction("FP-29", words.NOT_A_FACE_UP_TARGET(target=target))
    refusal = comparison_error(action.kind, card, target, options)
    if refusal is not None:
        raise refusal
    guard = shield(target, state.face_up(owner), action.mode, options.colour_means)
    if guard is not None:
        raise shield_error(target, guard, owner, action.mode, options.colour_means)
    refusal = helpers_error(action.kind, card, target, action.helpers, mine, options)
    if refusal is not None:
        raise refusal


__all__ = ["check_action", "action_noun", "REDRAW_SIZES", "same_suit_needed", "comparison_problem",
           "comparison_error", "closest_kind", "shield", "shield_error", "open_modes", "protect_error", "steal_need",
           "matching_cards", "steal_pool", "helpers_error", "interrupt_fits", "interrupt_error", "redraw_error"]
