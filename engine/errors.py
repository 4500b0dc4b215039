"""The one exception every engine raises for an action that the rules forbid."""


class IllegalAction(ValueError):
    """An action the rules do not allow now.

    The message always starts with the clause ID from RULINGS.md, then the reason:

    >>> err = IllegalAction("BI-10", "the bets would total 5, the number of cards in hand")
    >>> str(err)
    'BI-10: the bets would total 5, the number of cards in hand'
    >>> err.clause, isinstance(err, ValueError)
    ('BI-10', True)
    """

    def __init__(self, clause: str, reason: str):
        self.clause = clause
        self.reason = reason
        super().__init__(f"{clause}: {reason}")


class CorruptSave(ValueError):
    """A saved game or action log that cannot be read back into a legal game."""
