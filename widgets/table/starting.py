"""The words a reader sees while a table starts in their browser (``runtime/cit-play.mjs``), before any
Python runs, and the app page's own words (its title, its way back to the book, its bar when a new
build of the book waits): messages of the catalogue,
written into ``play/games.json`` in every language by ``tools/build_runtime.py`` (``manifest["words"]``),
so the Italian pages say them in Italian.

They speak of the table, never of what the page does to start it (no Python, files or megabytes):

>>> starting_words("en")["starting"]
'Setting up the table…'
"""
from __future__ import annotations

from engine.words import LANGUAGES, N_, translate

#: every sentence of the start, by the name runtime/cit-play.mjs uses
WORDS = {
    "starting": N_("Setting up the table…"),
    "downloading": N_("Setting up the table: downloading, part {done} of {total}…"),
    "almost": N_("Setting up the table: almost ready…"),
    "dealing": N_("Setting up the table: dealing…"),
    "seconds": N_("{seconds} s"),
    "slow_connection": N_("This is taking long: the connection may be slow. Keep waiting, or press Retry."),
    "slow_device": N_("This is taking long: this device may be busy. Keep waiting, or press Retry."),
    "failed_connection": N_("The table could not start ({reason}). Check the connection and press Retry."),
    "failed": N_("The table could not start ({reason}). Retry starts it again."),
    "retry": N_("Retry"),
    # the app page's title and its way back to the game's pages
    "back_to_book": N_("{title} in the book: the rules, how to play"),
    "page_title": N_("{title}: play · Carte in Tavola"),
    # the app page's bar when a new build of the book is kept and waiting (the book's pages say the same)
    "new_version": N_("A new version of the book is ready"),
    "reload": N_("Reload"),
}


def starting_words(lang: str) -> dict[str, str]:
    """The sentences of :data:`WORDS` in ``lang``, by name."""
    return {name: translate(text, lang) for name, text in WORDS.items()}


def all_starting_words() -> dict[str, dict[str, str]]:
    """The sentences in every language, for ``games.json`` (``manifest["words"][lang][name]``)."""
    return {lang: starting_words(lang) for lang in LANGUAGES}
