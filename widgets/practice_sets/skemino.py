"""Skèmino's practice: does this card win, where may it go, has this stack burnt into a hole, who has won.

The engine answers each question: ``combat_verdict`` (who beats whom), ``placement_error`` (where a
card may go), ``loop_kind`` (loops), ``is_reverser`` (the Ribaltone) and ``hand_value`` (the count).
"""
from __future__ import annotations

from typing import Any, Iterable

from engine import skemino
from engine.skemino import position
from engine.skemino.rules import card_name, the_card
from engine.words import N_, join_words
from engine.words import translate as _
from widgets.practice import choice_exercise, multi_choice_exercise

TITLE = N_("Skèmino practice")
LEGEND = N_("On the board a card with a white dot (○) is Bianco's, one with a black dot (●) Nero's. The letter "
            "under a card's number is its suit: C for Carta, F for Forbici, P for Pietra.")

SUIT_RULE = N_("Pietra breaks Forbici, Forbici cut Carta, Carta wraps Pietra")


def picture(card, width=44, note=None):
    return skemino.chain_card_svg(skemino.card(card), width=width, note=note)


def the(card: Any) -> str:
    """A card in a sentence, in words and the page's language: "the 7 of Carta"."""
    return the_card(card).text()


def named(cards: Iterable[Any]) -> str:
    """Cards in a list, in words: "5 of Carta, Jack of Forbici and 2 of Pietra"."""
    return join_words(card_name(c).text() for c in cards)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def verdict_words(attacker, defender, verdict):
    """"The 7 of Carta beats the King of Pietra: Carta wraps Pietra." in the page's language."""
    said = _("{attacker} beats {defender}: {reason}.") if verdict.wins else \
        _("{attacker} does not beat {defender}: {reason}.")
    return capital(said.format(attacker=the(attacker), defender=the(defender), reason=verdict.reason))


def does_it_win(attacker, defender):
    """Laid on ``defender``, does ``attacker`` take the square? (combat_verdict answers.)"""
    verdict = skemino.combat_verdict(attacker, defender)
    why = verdict_words(attacker, defender, verdict)
    if verdict.clause == "SK-3":
        why += " " + _("Between suits the suit alone decides: {rule}.").format(rule=_(SUIT_RULE))
    # TRANSLATORS: between two card pictures: the first card laid "on" the second
    on = _("on")
    return choice_exercise(
        capital(_("Does {attacker} win when laid on {defender}?").format(attacker=the(attacker), defender=the(defender))),
        [(_("Yes, it takes the square"), verdict.wins, why, verdict.clause),
         (_("No, it may not be laid there"), not verdict.wins, why, verdict.clause)],
        picture_html=f"{picture(attacker)} <span style='font-size:1.3em'>{on}</span> {picture(defender)}",
        clause=verdict.clause)


def which_may_attack(defender, hand):
    options = []
    for card in hand:
        verdict = skemino.combat_verdict(card, defender)
        options.append((picture(card, width=40), verdict.wins, verdict_words(card, defender, verdict),
                        verdict.clause))
    return multi_choice_exercise(_("Which of these cards may be laid on {defender}?").format(defender=the(defender)),
                                 options, picture_html=picture(defender), clause="SK-20")


LOOP_WORDS = {"symbolic": N_("a symbolic loop"), "numeric": N_("a numeric loop"), None: N_("no loop")}


def is_it_a_loop(stack):
    kind = skemino.loop_kind(stack)
    suits = {skemino.card(c).suit_name for c in stack}
    if kind == "symbolic":
        why = _("all three suits are in the stack: Carta, Forbici and Pietra. The square becomes a hole.")
    elif kind == "numeric":
        why = _("the Ace and the King of one suit are in the stack with a card of another suit. "
                "The square becomes a hole.")
    else:
        names = sorted(suits)      # one suit or two: three would be a symbolic loop
        only = names[0] if len(names) == 1 else _("{first} and {second}").format(first=names[0], second=names[1])
        why = _("only {suits} in the stack: no three suits, and no Ace and King of one suit with a card of "
                "another. The square stays in play.").format(suits=only)
    clause = {"symbolic": "SK-36", "numeric": "SK-37", None: "SK-38"}[kind]
    verdict = _("This stack is {kind}: {why}").format(kind=_(LOOP_WORDS[kind]), why=why)
    options = [(_(words), name == kind, verdict, clause) for name, words in LOOP_WORDS.items()]
    return choice_exercise(
        _("Is the stack {cards} (bottom to top) a loop?").format(cards=named(stack)), options,
        picture_html="".join(picture(c, width=40) for c in stack), clause=clause)


def board_words(board):
    return join_words(_("{owner}'s {card} on {square}").format(card=card_name(card).text(), owner=owner, square=square)
                      for square, cards in board.items() for card, owner in cards)


def where_may_you_lay(board, card, squares, hand_extra=(), opponent=("2C",)):
    """Which of ``squares`` may Bianco lay ``card`` on? (placement_error answers, square by square.)"""
    state = position(board, hands=([card, *hand_extra], list(opponent)), to_move="Bianco")
    options = []
    for square in squares:
        refusal = state.placement_error(card, square)
        if refusal is None:
            how = (_("it beats the top card there") if state.stack(square)
                   else _("it is empty and shares a side with a card"))
            options.append((square, True, _("{square} is allowed: {how}.").format(square=square, how=how),
                            "SK-20" if state.stack(square) else "SK-16"))
        else:
            options.append((square, False, _("{square} is refused: {reason}.").format(square=square,
                                                                                      reason=refusal.reason),
                            refusal.clause))
    marks = {square: square for square in squares}
    return multi_choice_exercise(
        _("On the board: {board}. Bianco holds {card}. Which of the marked squares may Bianco lay {card} "
          "on?").format(board=board_words(board), card=the(card)), options,
        picture_html=skemino.render_board(state, size=34, marks=marks) + " " + picture(card),
        clause="SK-24")


def hand_worth(hand):
    value = skemino.hand_value(hand)
    ranks = [skemino.card_value(c) for c in hand]
    why = _("{sum} = {value}: Ace 1, numbers as marked, Jack 11, Queen 12, King 13.").format(
        sum=" + ".join(map(str, ranks)), value=value)
    candidates = sorted({value, value + 10, len(hand), max(ranks), value - 1 if value > 1 else value + 2})
    return choice_exercise(_("The game ends on a count. What is a hand of {cards} worth?").format(
                               cards=named(hand)),
                           [(str(v), v == value, why, "SK-45") for v in candidates],
                           picture_html="".join(picture(c, width=40) for c in hand), clause="SK-45")


DRAW = N_("a draw")


def who_wins_the_count(bianco, nero):
    totals = (skemino.hand_value(bianco), skemino.hand_value(nero))
    answer = "Bianco" if totals[0] < totals[1] else "Nero" if totals[1] < totals[0] else DRAW
    why = _("Bianco's hand is worth {bianco}, Nero's {nero}: the lower total wins.").format(
        bianco=totals[0], nero=totals[1])
    return choice_exercise(
        _("Nero must draw but the deck is empty. Bianco holds {bianco}; Nero holds {nero}. Who wins?").format(
            bianco=named(bianco), nero=named(nero)),
        [(_(name), name == answer, why, "SK-46") for name in ("Bianco", "Nero", DRAW)],
        picture_html=("Bianco " + "".join(picture(c, width=36) for c in bianco)
                      + " &nbsp; Nero " + "".join(picture(c, width=36) for c in nero)),
        clause="SK-46")


def ribaltone(board, hand, vertex):
    state = position(board, hands=(["AP", "3P"], hand), to_move="Nero")
    options = []
    for card in hand:
        wins = skemino.is_reverser(state, 1, card, vertex)
        if wins:
            why = capital(_("{card} beats the card on {vertex} and every card beside it: a Ribaltone, Nero wins at "
                            "once.").format(card=the(card), vertex=vertex))
            clause = "SK-34"
        else:
            beaten = skemino.beats(card, state.top(vertex))
            why = capital((_("{card} beats the card on {vertex} but not every card beside it.") if beaten else
                           _("{card} does not even beat the card on {vertex}.")).format(card=the(card), vertex=vertex))
            clause = "SK-34" if beaten else "SK-20"
        options.append((picture(card, width=40), wins, why, clause))
    return multi_choice_exercise(
        _("On the board: {board}. Nero holds {cards}. Which of Nero's cards would win the game at once on "
          "{vertex}?").format(board=board_words(board), cards=named(hand), vertex=vertex), options,
        picture_html=skemino.render_board(state, size=34), clause="SK-34")


def exercises():
    return [
        does_it_win("7C", "KP"),
        which_may_attack("9F", ["2P", "KF", "QC", "10F", "AF"]),
        is_it_a_loop(["5C", "JF", "2P"]),
        where_may_you_lay({"d2": [("5C", "Nero")]}, "8P", ["c1", "d1", "d2", "d3", "e3", "e2"]),
        does_it_win("KC", "AC"),
        is_it_a_loop(["KC", "AC", "7F"]),
        hand_worth(["AC", "5F", "7P"]),
        does_it_win("AP", "KC"),
        where_may_you_lay({"b2": [("5C", "Nero")], "a2": [("3F", "Nero")]}, "9C",
                          ["a1", "b1", "b2", "a3", "c2", "c3"]),
        is_it_a_loop(["AC", "KC", "7C"]),
        ribaltone({"f1": [("4C", "Bianco")], "e1": [("2C", "Bianco")], "f2": [("9C", "Bianco")]},
                  ["5F", "5P", "JC", "8P"], "f1"),
        who_wins_the_count(["QC"], ["AP", "5F", "3C"]),
    ]
