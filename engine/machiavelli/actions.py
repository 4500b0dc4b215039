"""The two Machiavelli actions and their notation: ``draw``, or ``play`` and the whole final table.

A ``Play`` proposes the whole table as it will stand at the end of the turn (MA-9, MA-10, MA-A6);
the state works out which cards came from the hand. Groups are separated by ``|``; a stray,
leading, trailing or doubled ``|`` is punctuation and is ignored (it never makes an empty group).

>>> parse_action("draw"), parse_action("PLAY Q♠ K♠ A♠")
(Draw(), Play('play QS KS AS'))
>>> parse_action("play | 3h 4h 5h || 7s 7d 7c |")
Play('play 3H 4H 5H | 7S 7D 7C')
>>> parse_action("play 3H 4X 5H")
Traceback (most recent call last):
...
engine.errors.UnreadableAction: MA-2: '4X' is not a French card: write the rank (A, 2-10, J, Q, K) then the suit (H D C S or ♥ ♦ ♣ ♠)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import FrenchCard
from ..errors import UnreadableAction
from .rules import ASCII, arrange, melds_of

EXPECTED = ("write 'draw', or 'play' and the whole final table with '|' between combinations "
            "(e.g. 'play 3H 4H 5H | 7S 7D 7C')")


@dataclass(frozen=True)
class Draw:
    """Lay nothing and take the top card of the tallone (MA-14). Notation ``draw``."""

    def __str__(self):
        return "draw"


@dataclass(frozen=True)
class Play:
    """The whole table as it should stand after the turn (MA-9, MA-10, MA-A6).

    Notation: ``play`` then every combination, separated by ``|``.

    >>> Play.of("3h 4h 5h | 7s 7d 7c")
    Play('play 3H 4H 5H | 7S 7D 7C')
    >>> Play.of("3h 4h 5h").cards()
    (FrenchCard('3♥'), FrenchCard('4♥'), FrenchCard('5♥'))
    """

    table: tuple[tuple[FrenchCard, ...], ...]

    # A play listed by ``State.legal_actions`` also knows the cards it lays and the table it was built
    # on (``_base``): applying it to that same table needs no recount. It also keeps the notation of
    # the base's groups and where it cut them, to write its own notation cheaply. Not part of equality.
    _laid = None
    _base = None
    _base_words = None
    _cut = None
    _words = None

    @classmethod
    def of(cls, table: Any) -> "Play":
        """A play from a table given as text or as combinations (each put in reading order)."""
        return cls(tuple(arrange(m) for m in melds_of(table) if m))

    @classmethod
    def listed(cls, table: Any, laid: tuple, base: tuple, base_words: tuple, cut: tuple[int, int]) -> "Play":
        """A play built by the engine from ``base`` (the table it extends) laying ``laid``: ``table`` is
        ``base[:i] + new groups + base[j:]`` for ``cut = (i, j)``; ``base_words`` are base's groups in notation."""
        play = object.__new__(cls)
        fields = play.__dict__
        fields["table"] = table
        fields["_laid"] = laid
        fields["_base"] = base
        fields["_base_words"] = base_words
        fields["_cut"] = cut
        return play

    def words(self) -> tuple[str, ...]:
        """Each group of the table in notation (ASCII suit letters)."""
        words = self._words
        if words is None:
            if self._base_words is not None:
                i, j = self._cut
                middle = self.table[i:len(self.table) - (len(self._base) - j)]
                words = self._base_words[:i] + tuple(group_words(m) for m in middle) + self._base_words[j:]
            else:
                words = tuple(group_words(m) for m in self.table)
            self.__dict__["_words"] = words
        return words

    def cards(self) -> tuple[FrenchCard, ...]:
        return tuple(c for meld in self.table for c in meld)

    def __str__(self):
        return "play " + " | ".join(self.words())

    def __repr__(self):
        return f"Play('{self}')"


#: Any Machiavelli action (the type a state's ``legal_actions()`` lists).
MachiavelliAction = Draw | Play


def group_words(meld: Any) -> str:
    """One group in notation with suit letters (``3H 4H 5H``)."""
    return " ".join([ASCII[c.rank, c.suit] for c in meld])


def parse_action(text: "MachiavelliAction | str") -> MachiavelliAction:
    """Read ``draw`` or ``play 3H 4H 5H | 7S 7D 7C`` (suit letters or symbols, any case); an action
    object passes through. Raises :class:`~engine.errors.UnreadableAction` saying what is expected.

    >>> parse_action(Play((("5H", "3H", "4H"),)))
    Play('play 3H 4H 5H')
    >>> parse_action("play")
    Traceback (most recent call last):
    ...
    engine.errors.UnreadableAction: MA-9: 'play' names no combination: write 'draw', or 'play' and the whole final table with '|' between combinations (e.g. 'play 3H 4H 5H | 7S 7D 7C')
    """
    if isinstance(text, Draw) or isinstance(text, Play) and text._base is not None:
        return text   # engine-built actions are well formed
    if isinstance(text, Play):  # built by hand: put each group in reading order, as the notation would
        try:
            play = Play.of(text.table)
        except (ValueError, TypeError) as err:
            raise UnreadableAction("MA-2", f"the proposed table cannot be read: {err}") from None
        if not play.table:
            raise UnreadableAction("MA-9", f"the play names no combination: {EXPECTED}")
        return play
    if not isinstance(text, str):
        raise UnreadableAction("MA-9", f"{text!r} is not a Machiavelli action: {EXPECTED}")
    words = text.strip().split(None, 1)
    verb = words[0].lower() if words else ""
    if verb == "draw" and len(words) == 1:
        return Draw()
    if verb == "play":
        try:
            play = Play.of(words[1] if len(words) > 1 else "")
        except ValueError as err:
            raise UnreadableAction("MA-2", str(err)) from None
        if not play.table:
            raise UnreadableAction("MA-9", f"{text.strip()!r} names no combination: {EXPECTED}")
        return play
    raise UnreadableAction("MA-9", f"{text!r} is not a Machiavelli action: {EXPECTED}")


__all__ = ["Draw", "Play", "MachiavelliAction", "parse_action", "EXPECTED"]
