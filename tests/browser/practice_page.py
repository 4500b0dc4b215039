"""Reading a built Practice page (``widgets.practice``) in the browser: shared by the practice tests."""
from __future__ import annotations


def open_practice(page, book_server: str, path: str):
    """Open a built practice page and return its first practice set once it shows."""
    page.goto(book_server + path, wait_until="load")
    practice_set = page.locator(".cit-practice").first
    practice_set.wait_for(state="visible", timeout=20_000)
    return practice_set


def exercises(practice_set) -> list:
    found = practice_set.locator(".cit-exercise")
    return [found.nth(i) for i in range(found.count())]


def options(exercise) -> list:
    found = exercise.locator(".cit-option")
    return [found.nth(i) for i in range(found.count())]


def is_right(option) -> bool:
    return option.get_attribute("data-correct") == "true"


def score(practice_set) -> str:
    return " ".join(practice_set.locator(".cit-score").inner_text().split())


def feedback(exercise) -> str:
    return " ".join(exercise.locator(".cit-feedback").inner_text().split())
