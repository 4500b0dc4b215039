"""The errors every game raises: one for a move the rules forbid, one for a damaged save."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .words import Reader


class IllegalAction(ValueError):
    """An action the rules do not allow now.

    The message always starts with the clause ID of the book's clause index, then the reason:

    >>> err = IllegalAction("BI-10", "the bets would total 5, the number of cards in hand")
    >>> str(err)
    'BI-10: the bets would total 5, the number of cards in hand'
    >>> err.clause, isinstance(err, ValueError)
    ('BI-10', True)
    """

    def __init__(self, clause: str, reason: Any) -> None:
        self.clause = clause
        #: the reason as a message of the words layer (``engine.words.Message``), when it is one
        self.message = None if isinstance(reason, str) else reason
        self.reason = str(reason)
        super().__init__(f"{clause}: {self.reason}")

    def words(self, reader: Reader | None = None) -> str:
        """The reason as a player reads it (a ``engine.words.Reader``: their name, "you", language)."""
        return self.message.text(reader) if self.message is not None else self.reason

    def __eq__(self, other):
        return type(other) is type(self) and (other.clause, other.reason) == (self.clause, self.reason)

    def __hash__(self):
        return hash((type(self).__name__, self.clause, self.reason))

    def __reduce__(self):
        return (type(self), (self.clause, self.message if self.message is not None else self.reason))


class UnreadableAction(IllegalAction):
    """Text that is not an action of this game at all; the reason says what notation is expected.

    >>> err = UnreadableAction("BI-9", "'fold' is not a Bisca action: write 'bet N' or 'play CARD'")
    >>> isinstance(err, IllegalAction), err.clause
    (True, 'BI-9')
    """


class InvalidSeat(ValueError):
    """A seat that is not at the table (a number out of range, or not a seat number at all).

    >>> str(InvalidSeat(7, 4))
    'seat 7 is not at this table: the seats are 0 to 3'
    """

    def __init__(self, seat: object, num_players: int, allowed: str = "") -> None:
        self.seat = seat
        extra = f" ({allowed})" if allowed else ""
        super().__init__(f"seat {seat!r} is not at this table: the seats are 0 to {num_players - 1}{extra}")


class CorruptSave(ValueError):
    """A saved game or action log that cannot be read back into a legal game."""
