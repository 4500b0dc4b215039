"""Machiavelli's practice: is a group a combination, how many cards can you lay, which move is best,
what a hand pays.

The engine answers: ``meld_problem`` (is it a combination), the exact solver ``best_lay`` (the most
cards that can be laid), the state's moves and ``machiavelli.best_play``, and ``settle_hand`` (the payments).
"""
from __future__ import annotations

from typing import Any, Iterable

from engine import machiavelli
from engine.machiavelli import best_lay, melds_of, notation, table_picture
from engine.machiavelli.render import table_html_rows
from engine.render import cards_row
from engine.words import N_, join_words
from engine.words import translate as _
from widgets.practice import choice_exercise, multi_choice_exercise

TITLE = N_("Practice: combinations, puzzles and payments")

KIND_WORDS = {"set": N_("a set: one rank, every suit different"),
              "run": N_("a run: one suit, in an unbroken sequence")}


def group_picture(group, width=36):
    """One group's cards side by side (kept in one row inside an answer button too)."""
    row = cards_row(list(melds_of([group])[0]), width=width)
    return f'<span style="display:inline-flex;flex-wrap:nowrap;align-items:center">{row}</span>'


def group_verdict(group):
    """The engine's verdict on one group: None if it is a combination, else (clause, reason)."""
    problem = machiavelli.meld_problem(group)
    return None if problem is None else (problem.clause, problem.reason)


def group_exercise(group, note="", clause="MA-6"):
    """Yes or no: is ``group`` a combination? ``note`` and ``clause`` add to the verdict on a valid group."""
    meld = melds_of([group])[0]
    refusal = group_verdict(group)
    kind = machiavelli.meld_kind(meld)
    if refusal is None:
        assert kind is not None, "a group with no refusal is a set or a run"
        yes = no = (_("{cards} is {kind}{note}.").format(cards=notation(meld), kind=_(KIND_WORDS[kind]),
                                                          note=_(note) if note else ""), clause)
    else:
        clause, reason = refusal
        yes = no = (_("it is not a combination: {reason}.").format(reason=reason), clause)
    return choice_exercise(
        _("Is this group a combination that may stay on the table?"),
        [(_("Yes"), refusal is None, *yes), (_("No"), refusal is not None, *no)],
        picture_html=group_picture(group), clause=refusal[0] if refusal else clause)


def groups_exercise(groups):
    options = []
    for group in groups:
        meld = melds_of([group])[0]
        refusal = group_verdict(group)
        if refusal is None:
            kind = _(KIND_WORDS[machiavelli.meld_kind(meld) or "set"])
            options.append((group_picture(group, 30), True,
                            _("{cards} is {kind}{note}.").format(cards=notation(meld), kind=kind, note=""), "MA-6"))
        else:
            clause, reason = refusal
            options.append((group_picture(group, 30), False,
                            _("{cards} is not a combination: {reason}.").format(cards=notation(meld), reason=reason),
                            clause))
    return multi_choice_exercise(_("Tick every group that is a combination."), options, clause="MA-6")


def table_words(table: Iterable[Any]) -> str:
    """The table's combinations in a sentence, each by its cards: "3♦ 4♦ 5♦, 5♠ 5♥ 5♣ and 8♠ 9♠ 10♠"."""
    return join_words(notation(meld) for meld in table)


def lay_exercise(table, hand, explanation):
    """How many cards of the hand can be laid? The answer is the solver's; the explanation says how."""
    lay = best_lay(table, hand)
    explanation = _(explanation)
    size = len(melds_of([hand])[0])
    options = []
    for count in range(size + 1):
        if count == lay.count:
            after = " " + _("The table then reads {table}.").format(table=table_words(lay.table)) \
                if lay.count else ""
            options.append((str(count), True, explanation + after, "MA-10" if lay.count else "MA-14"))
        elif count > lay.count:
            options.append((str(count), False,
                            _("{count} is too many: {most} is the most that can be laid. {explanation}").format(
                                count=count, most=lay.count, explanation=explanation), "MA-12"))
        else:
            options.append((str(count), False, _("you can do better: {most} can be laid. {explanation}").format(
                most=lay.count, explanation=explanation), "MA-10"))
    question = _("Your turn. You hold {cards}. How many of these cards can you lay?").format(
        cards=notation(melds_of([hand])[0]))
    return choice_exercise(question, options, picture_html=table_picture(table, hand)._repr_html_(), clause="MA-10")


def laid(state, action):
    return len(state.hands[state.current_player]) - len(state.apply(action).hands[state.current_player])


def best_move_exercise(table, hand):
    """Which move lays the most cards? The engine's menu of simple moves against the solver's best play."""
    state = machiavelli.position([hand, None], table)
    moves = list(dict.fromkeys(map(str, state.legal_actions() + [machiavelli.best_play(state)])))
    most = max(laid(state, m) for m in moves)
    options = []
    for move in moves:
        after = state.apply(move)
        n = laid(state, move)
        label = ("<b>" + _("Draw") + "</b>" if n < 0 else
                 "<b>" + _("Lay {n}").format(n=n) + "</b>" + table_html_rows(after.table, width=24))
        if n == most:
            options.append((label, True, _("this lays {most} cards, and no move lays more; the table then reads "
                                           "{table}.").format(most=most, table=table_words(after.table)), "MA-10"))
        elif n < 0:
            options.append((label, False, _("drawing lays nothing, and a move that lays {most} exists.").format(
                most=most), "MA-14"))
        else:
            options.append((label, False, _("this lays {n}, and another move lays {most}.").format(n=n, most=most),
                            "MA-10"))
    return choice_exercise(_("Your turn. Which of these moves lays the most cards from your hand?"), options,
                           picture_html=table_picture(table, hand)._repr_html_(), clause="MA-10")


def closing_exercise(held, stake=1):
    """A hand is closed by the first player; what does the closer collect? (the engine settles it)"""
    points = machiavelli.settle_hand([0, *held], closer=0, stake=stake)
    right = points[0]
    wrong = sorted({max(held), right - stake, right + sum(held) // 2} - {right})[:3]
    why = _("each opponent pays {stake} per card still in hand, whatever the card: {sum} = {total}.").format(
        stake=stake, sum=" + ".join(map(str, held)), total=right)
    options = [(str(n), n == right, why, "MA-16") for n in sorted([right, *wrong])]
    return choice_exercise(
        _("Anna lays her last card and closes. Bruno still holds {bruno} cards and Carla {carla}; the stake is "
          "{stake} chip a card. How many chips does Anna collect?").format(bruno=held[0], carla=held[1], stake=stake),
        options, clause="MA-16")


def empty_tallone_exercise(held):
    """The tallone runs out: what does the first player score for this hand?"""
    points = machiavelli.settle_hand(held, closer=None)
    right = points[0]
    candidates = {right, 0, sum(held[1:]), -sum(held)}
    options = []
    for n in sorted(candidates):
        if n == right:
            why = _("nobody closed, so everyone pays 1 per card held and nobody collects: Anna scores {points}.").format(
                points=right)
        elif n > 0:
            why = _("nobody closed, so nobody collects: the others pay, but not to Anna.")
        elif n == 0:
            why = _("Anna still holds cards, and each one costs a chip even though nobody closed.")
        else:
            why = _("each player pays only for the cards in their own hand.")
        options.append((f"{n:+d}" if n else "0", n == right, why, "MA-A5"))
    return choice_exercise(
        _("Bruno must draw, and the tallone is empty. Anna holds {anna} cards, Bruno {bruno} and Carla {carla}. "
          "What does Anna score for this hand?").format(anna=held[0], bruno=held[1], carla=held[2]),
        options, clause="MA-A5")


def exercises():
    return [
        group_exercise("QS KS AS", note=N_(", with the ace high, above the king"), clause="MA-3"),
        group_exercise("KD AD 2D"),
        group_exercise("7S 7H 7S"),
        group_exercise("5H 6H 8H"),
        group_exercise("AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
                       note=N_(" from ace to ace, the one run that may hold both aces of a suit"), clause="MA-A1"),
        groups_exercise(["9C 9H 9D 9S", "4S 5S 6D", "AH 2H 3H", "10D JD QD KD", "8S 8H", "2C 2D 2H 2S 2C"]),
        lay_exercise(["3D 4D 5D 6D 7D", "5S 5H 5C"], "5D 8D 4C",
                     N_("The second 5♦ splits the diamond run into 3♦ 4♦ 5♦ and 5♦ 6♦ 7♦, and 8♦ extends the upper "
                        "half. The 4♣ has no partner: the only other four, 4♦, cannot leave its run of three.")),
        lay_exercise(["JH QH KH", "9S 10S JS QS", "KC KD KS"], "AH KH 8S",
                     N_("A♥ goes on top of J♥ Q♥ K♥ (the ace high), K♥ joins the kings, and 8♠ goes below 9♠; "
                        "no rearranging is needed.")),
        lay_exercise(["QS KS AS", "AH AD AC", "2H 3H 4H"], "2S 3S",
                     N_("A♠ 2♠ 3♠ would be a run, but the A♠ cannot leave Q♠ K♠ A♠, which would fall to two "
                        "cards, and K♠ A♠ 2♠ 3♠ goes round the corner. A set of aces never takes a second spade. "
                        "You draw.")),
        lay_exercise(["6C 6D 6H 6S", "7C 7D 7H 7S", "9C 9D 9H 9S"], "8D 10D 5H",
                     N_("Each set of four can spare one card: 6♥ and 7♥ join your 5♥, and 9♦ sits between your "
                        "8♦ and 10♦. Three sets of three remain.")),
        lay_exercise(["5S 6S 7S", "6H 7H 8H", "6C 7C 8C", "4C 4D 4H 4S"], "8D 3S 6D",
                     N_("Turn the runs into sets: 4♠ leaves the fours and carries the spades down to 3♠ 4♠ 5♠; "
                        "the sixes take your 6♦, the sevens make a set, and the eights take your 8♦.")),
        best_move_exercise(["3C 4C 5C 6C", "7H 8H 9H"], "6H 6D KS"),
        closing_exercise([4, 7]),
        empty_tallone_exercise([2, 4, 7]),
    ]
