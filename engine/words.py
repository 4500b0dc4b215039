"""The words a player reads: every sentence is a message with named parameters, said to one reader.

The engine's events, refusals and hints are data; this module turns them into sentences. A sentence
is defined once as a :class:`Said` (English source text with ``{named}`` placeholders, marked with
:func:`N_` so the message catalogue can collect it) and filled with parameters into a
:class:`Message`, which is rendered for a :class:`Reader`: who reads (a seat, so that "You take the
trick" and "Anna takes the trick" are different sentences), the seats' names, and the language.

>>> takes = Said(N_("{player} takes the trick."), you=N_("You take the trick."))
>>> msg = takes(player=Seat(1))
>>> msg.text(Reader(seat=0, names=("Anna", "Bruno")))
'Bruno takes the trick.'
>>> msg.text(Reader(seat=1, names=("Anna", "Bruno")))
'You take the trick.'

A seat in another place of the sentence has its own variant (``yours``), and a count its plural:

>>> steals = Said(N_("{player} steals {owner}'s {card}."), you=N_("You steal {owner}'s {card}."),
...               yours={"owner": N_("{player} steals your {card}.")})
>>> from engine.cards import parse_french_card
>>> steals(player=Seat(0), owner=Seat(1), card=parse_french_card("9D")).text(Reader(1, ("Anna", "Bruno")))
'Anna steals your 9♦.'
>>> draws = Said(N_("{player} draws a card."), plural=N_("{player} draws {n} cards."),
...              you=N_("You draw a card."), you_plural=N_("You draw {n} cards."))
>>> draws(player=Seat(0), n=3).text(Reader(0)), draws(player=Seat(0), n=1).text(Reader(1, ("Anna", "Bruno")))
('You draw 3 cards.', 'Anna draws a card.')

Translations come from gettext catalogues compiled into ``engine/locales/<lang>/LC_MESSAGES/engine.mo``
(shipped in the package, so they work in the reader's browser too); a language without a catalogue,
or a message missing from it, reads in English.
"""
from __future__ import annotations

import gettext
import os
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from string import Formatter
from typing import Any, Iterable, Iterator, Mapping, Sequence

#: The languages the book and the games are written in; English is the source.
LANGUAGES = ("en", "it")
DOMAIN = "engine"
#: Placeholders that name a seat: a sentence using one needs a variant for when that seat reads it.
SEAT_PLACEHOLDERS = frozenset({"player", "owner", "other", "winner", "dealer", "leader", "next_player",
                               "loser", "target_owner", "taker"})

_language = os.environ.get("CIT_LANG", "en") if os.environ.get("CIT_LANG", "en") in LANGUAGES else "en"


def N_(text: str) -> str:
    """Mark ``text`` as a message for the catalogue (it is translated when rendered, not here)."""
    return text


#: gettext's separator between a message's context and its text (as ``pgettext`` stores them in a catalogue)
CONTEXT = "\x04"


def C_(context: str, text: str) -> str:
    """Mark ``text`` as a message of one game (``context``: the game's name) where the same English word
    is said differently from game to game in another language: La Scamorra's *forbice* (one piece) and
    Skèmino's *Forbici* (a suit) are both "scissors" in English. The catalogue holds one message per
    context; :func:`translate` renders it, and :func:`source_text` gives its English.

    >>> scissors = C_("scamorra", "scissors")
    >>> translate(scissors, "en"), source_text(scissors), context_of(scissors)
    ('scissors', 'scissors', 'scamorra')
    """
    return f"{context}{CONTEXT}{text}"


def source_text(text: str) -> str:
    """A message's English text, without its context if it has one."""
    return text.rpartition(CONTEXT)[2]


def context_of(text: str) -> str | None:
    """A message's context (the game it belongs to), or ``None``."""
    context, found, _ = text.rpartition(CONTEXT)
    return context if found else None


def set_language(lang: str) -> None:
    """The language sentences are rendered in when a reader names none (``"en"`` or ``"it"``).

    >>> set_language("klingon")
    Traceback (most recent call last):
    ...
    ValueError: language 'klingon' is not one of en, it
    """
    global _language
    _language = check_language(lang)


def current_language() -> str:
    return _language


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Sentences with no reader of their own (a picture's words) in ``lang`` for a while: a live table draws
    in its own language whatever language the process started in.

    >>> with speaking("it"):
    ...     translate(N_("hidden card"))
    'carta coperta'
    >>> translate(N_("hidden card"))
    'hidden card'
    """
    was = _language
    set_language(lang)
    try:
        yield
    finally:
        set_language(was)


def check_language(lang: str) -> str:
    if lang not in LANGUAGES:
        raise ValueError(f"language {lang!r} is not one of {', '.join(LANGUAGES)}")
    return lang


@lru_cache(maxsize=None)
def translations(lang: str) -> gettext.NullTranslations:
    """The compiled catalogue of ``lang`` (English, or a missing catalogue: the source text)."""
    if lang == "en":
        return gettext.NullTranslations()
    try:
        with resources.files("engine").joinpath(f"locales/{lang}/LC_MESSAGES/{DOMAIN}.mo").open("rb") as mo:
            return gettext.GNUTranslations(mo)
    except (FileNotFoundError, OSError):
        return gettext.NullTranslations()


def translate(text: str, lang: str | None = None) -> str:
    """``text`` (a message's English source, maybe in a context: :func:`C_`) in ``lang``."""
    context = context_of(text)
    if context is not None:
        return translations(lang or _language).pgettext(context, source_text(text))
    return translations(lang or _language).gettext(text)


# --- what a sentence is made of ---------------------------------------------------------------

@dataclass(frozen=True)
class Seat:
    """A seat as a sentence's parameter: rendered as that seat's name (or a "you" variant is chosen);
    ``None`` (an event that names no seat) reads "nobody"."""

    number: int | None


@dataclass(frozen=True)
class Reader:
    """Who reads: ``seat`` (a seat number; ``None`` or ``"all"``: an onlooker, for whom no seat is
    "you"), the seats' ``names`` and the language (``None``: the current one)."""

    seat: int | str | None = None
    names: Sequence[str] = ()
    lang: str | None = None

    @property
    def language(self) -> str:
        return self.lang or _language

    def is_you(self, seat: int | None) -> bool:
        return seat is not None and isinstance(self.seat, int) and not isinstance(self.seat, bool) \
            and seat == self.seat

    def name(self, seat: int | None) -> str:
        if seat is None:
            return translate(N_("nobody"), self.language)
        if 0 <= seat < len(self.names):
            return str(self.names[seat])
        # no names given: a developer's reading (doctests, logs), by seat number as the engine counts
        return translate(N_("Seat {number}"), self.language).format(number=seat)

    def say(self, message: "Message | str") -> str:
        return message.text(self) if isinstance(message, Message) else str(message)


_FORMATTER = Formatter()


def placeholders(text: str) -> set[str]:
    """The ``{named}`` placeholders of a message's text.

    >>> sorted(placeholders("{player} plays {card} on {square}."))
    ['card', 'player', 'square']
    """
    return {name for _, name, _, _ in _FORMATTER.parse(text) if name}


@dataclass(frozen=True)
class Said:
    """A sentence's definition: its English text and the variants a reader or a count may need.

    ``you``: the text when the ``player`` parameter is the reader. ``yours``: for another seat
    parameter (``owner``, ``winner``...), the text when that seat is the reader. ``plural`` (and
    ``you_plural``): the text when the count ``n`` is not 1. Calling it with parameters gives a
    :class:`Message`.
    """

    text: str
    you: str | None = None
    yours: Mapping[str, str] = field(default_factory=dict)
    plural: str | None = None
    you_plural: str | None = None

    def __call__(self, **params: Any) -> "Message":
        return Message(self, tuple(sorted(params.items())))

    def texts(self) -> list[str]:
        """Every text of this sentence (the catalogue holds each one)."""
        return [t for t in (self.text, self.you, self.plural, self.you_plural, *self.yours.values()) if t]

    def choose(self, params: Mapping[str, Any], reader: Reader) -> str:
        many = "n" in params and params["n"] != 1
        player = params.get("player")
        if isinstance(player, Seat) and reader.is_you(player.number) and self.you:
            return (self.you_plural or self.you) if many else self.you
        for name, text in self.yours.items():
            seat = params.get(name)
            if isinstance(seat, Seat) and reader.is_you(seat.number):
                return text
        return (self.plural or self.text) if many else self.text


@dataclass(frozen=True)
class Message:
    """A sentence with its parameters, rendered for a reader with :meth:`text`."""

    said: Said
    params: tuple[tuple[str, Any], ...] = ()

    def text(self, reader: Reader | None = None) -> str:
        reader = reader or Reader()
        params = dict(self.params)
        template = translate(self.said.choose(params, reader), reader.language)
        values = {name: words_for(value, reader) for name, value in params.items()}
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            # a catalogue entry whose placeholders differ from the source: the source is safer
            return source_text(self.said.choose(params, reader)).format(**values)

    def __str__(self) -> str:
        return self.text()

    def param(self, name: str, default: Any = None) -> Any:
        return dict(self.params).get(name, default)


def words_for(value: Any, reader: Reader) -> str:
    """A parameter in words: a seat's name, a card's symbol, a nested message, a list of them."""
    if isinstance(value, Seat):
        return reader.name(value.number)
    if isinstance(value, Message):
        return value.text(reader)
    if isinstance(value, Term):
        return value.text(reader.language)
    if isinstance(value, (list, tuple)):
        return join_words([words_for(v, reader) for v in value], reader.language)
    if isinstance(value, bool):
        return translate(N_("yes") if value else N_("no"), reader.language)
    return str(value)


@dataclass(frozen=True)
class Term:
    """A game word that differs by language (``torre`` stays ``torre`` in Italian; English adds
    ``rook``), made from a source text that the catalogue translates.

    >>> Term(N_("rook (torre)")).text("en")
    'rook (torre)'
    """

    source: str

    def text(self, lang: str | None = None) -> str:
        return translate(self.source, lang)

    def __str__(self) -> str:
        return self.text()


def sentence(text: str) -> str:
    """A reason as a sentence of its own: a capital first letter and a full stop.

    >>> sentence("the bets would total 5"), sentence("Already said."), sentence("")
    ('The bets would total 5.', 'Already said.', '')
    """
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?…" else text + "."


# --- the engine's own refusals, the same for every game --------------------------------------------
TURN_OF = Said(N_("it is {player}'s turn, not {other}'s"), you=N_("it is your turn, not {other}'s"),
               yours={"other": N_("it is {player}'s turn, not yours")})
GAME_OVER = Said(N_("the game is over: no action can follow the end"))


@dataclass(frozen=True)
class Line:
    """A sentence ready to show, and the clause it follows from (drawn as a small link after it)."""

    text: str
    clause: str | None = None

    def to_dict(self) -> dict:
        return {"text": self.text, "clause": self.clause} if self.clause else {"text": self.text}


_JOINS = {"and": Said(N_("{first} and {last}")), "or": Said(N_("{first} or {last}"))}


def join_words(items: Iterable[str], lang: str | None = None, word: str = "and") -> str:
    """``a, b and c`` (or ``a, b or c``) in the reader's language.

    >>> join_words(["7♣", "8♣", "9♣"]), join_words(["A♥"]), join_words([]), join_words("012", word="or")
    ('7♣, 8♣ and 9♣', 'A♥', '', '0, 1 or 2')
    """
    items = [str(i) for i in items]
    if len(items) < 2:
        return "".join(items)
    return _JOINS[word](first=", ".join(items[:-1]), last=items[-1]).text(Reader(lang=lang))


def seat_placeholders_without_you(said: Said) -> list[str]:
    """The seat placeholders of ``said`` that lack a variant for when that seat reads the sentence
    (a sentence that would read "You takes"): empty for a well-made sentence.

    >>> seat_placeholders_without_you(Said(N_("{player} takes the trick.")))
    ['player']
    >>> seat_placeholders_without_you(Said(N_("{player} takes the trick."), you=N_("You take the trick.")))
    []
    """
    missing = []
    for name in sorted(placeholders(said.text) & SEAT_PLACEHOLDERS):
        if name == "player" and said.you:
            continue
        if name in said.yours:
            continue
        missing.append(name)
    return missing
