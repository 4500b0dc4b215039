"""The words layer: every sentence a player reads is a message with named parameters that can be said to
"you" as well as about a name, in any language the book has."""
import importlib
import pkgutil

import pytest

import engine
import widgets.table
from engine.words import Message, Reader, Said, Seat, placeholders, seat_placeholders_without_you


def sentence_modules():
    """Every module that defines sentences: engine.words, each game's words, the table's modules."""
    names = ["engine.words"]
    for spec in engine.games():
        for part in ("words", "narrate"):
            try:
                importlib.import_module(f"engine.{spec.name}.{part}")
            except ModuleNotFoundError:
                continue
            names.append(f"engine.{spec.name}.{part}")
    names += [f"widgets.table.{m.name}" for m in pkgutil.iter_modules(widgets.table.__path__)]
    return [importlib.import_module(n) for n in names]


def all_sentences():
    for module in sentence_modules():
        for name, value in vars(module).items():
            if isinstance(value, Said):
                yield f"{module.__name__}.{name}", value


SENTENCES = sorted(all_sentences())


def test_there_are_sentences_to_check():
    assert len(SENTENCES) > 50


@pytest.mark.parametrize("name,said", SENTENCES, ids=[n for n, _ in SENTENCES])
def test_a_sentence_about_a_seat_has_a_variant_for_when_that_seat_reads_it(name, said):
    assert seat_placeholders_without_you(said) == [], (
        f"{name} names a seat but has no 'you' variant: it would read 'You takes' to that seat")


@pytest.mark.parametrize("name,said", SENTENCES, ids=[n for n, _ in SENTENCES])
def test_a_variant_uses_only_parameters_the_sentence_is_given(name, said):
    known = placeholders(said.text) | {"n"} | set(said.yours)
    for variant in said.texts():
        assert placeholders(variant) <= known | placeholders(said.plural or "") | placeholders(said.you or ""), (
            f"{name}: {variant!r} uses a parameter the main text does not")


def test_you_and_a_name_are_different_sentences():
    takes = Said("{player} takes the trick.", you="You take the trick.")
    message = takes(player=Seat(1))
    assert message.text(Reader(1, ("Anna", "Bruno"))) == "You take the trick."
    assert message.text(Reader(0, ("Anna", "Bruno"))) == "Bruno takes the trick."
    assert message.text(Reader("all", ("Anna", "Bruno"))) == "Bruno takes the trick."


def test_a_message_is_rendered_at_display_time_not_when_made():
    said = Said("{player} wins.", you="You win!")
    message: Message = said(player=Seat(0))
    assert [message.text(Reader(seat)) for seat in (0, 1)] == ["You win!", "Seat 0 wins."]


def test_an_unknown_language_is_refused_by_name():
    with pytest.raises(ValueError, match="language 'xx' is not one of en, it"):
        engine.words.check_language("xx")
