"""La Scamorra's practice page: the answers the page marks as right are worked out again here, from
what the reader sees (the board drawn in each exercise, read square by square from the picture, and
the words of the question), by asking the engine whether each move is legal. The clicking, feedback,
score line and "Try again" are checked for every game in ``test_practice_every_game.py``."""
from __future__ import annotations

import re

import pytest

from engine.scamorra import SEATS, position

PAGE = "book/scamorra/07_practice.html"
FILLER = "torre"

# Read the board of an exercise's picture: each piece is a disc (light for South, dark for North)
# followed by its name; its square is the titled square of the board under the name.
READ_BOARD = """picture => {
  const squares = [...picture.querySelectorAll('rect')].filter(r => r.querySelector('title')).map(r => ({
    name: r.querySelector('title').textContent.trim(), x: +r.getAttribute('x'), y: +r.getAttribute('y'),
    w: +r.getAttribute('width'), h: +r.getAttribute('height')}));
  const found = [];
  let disc = null;
  for (const el of picture.querySelectorAll('svg *')) {
    if (el.tagName === 'circle' && +el.getAttribute('r') > 10) { disc = el.getAttribute('fill'); }
    if (el.tagName === 'text' && ['carta', 'sasso', 'forbice'].includes(el.textContent.trim())) {
      const x = +el.getAttribute('x'), y = +el.getAttribute('y');
      const sq = squares.find(s => x >= s.x && x < s.x + s.w && y >= s.y && y < s.y + s.h);
      found.push([sq ? sq.name : null, disc, el.textContent.trim()]);
    }
  }
  return found;
}"""


def is_light(colour: str) -> bool:
    red, green, blue = (int(colour.lstrip("#")[i:i + 2], 16) for i in (0, 2, 4))
    return 0.299 * red + 0.587 * green + 0.114 * blue > 128


@pytest.fixture
def practice(page, book_server, built_book):
    page.goto(book_server + PAGE, wait_until="networkidle")
    practice_set = page.locator(".cit-practice").first
    practice_set.wait_for(state="visible", timeout=20_000)
    return page, practice_set


def board_of(exercise) -> dict:
    board = {}
    for square, fill, piece in exercise.locator(".cit-picture").evaluate(READ_BOARD):
        assert square and square not in board, f"the picture shows a piece off the board or two on {square}"
        board[square] = (SEATS[0] if is_light(fill) else SEATS[1], piece)
    return board


def seat_of(name: str) -> int:
    return SEATS.index(name)


def hands_for(seat: int, hand: list[str]) -> tuple[list[str], list[str]]:
    other = [FILLER] * 3
    return (hand, other) if seat == 0 else (other, hand)


def legal(board: dict, seat: int, hand: list[str], action: str) -> bool:
    return position(board, hands=hands_for(seat, hand), to_move=seat).is_legal(action)


class Asked:
    """The move a yes/no question asks about."""

    seat: int
    hand: list[str]
    action: str
    origin: str
    dest: str
    piece: str


def engine_answer(exercise, question: str, names: list[str], asked: Asked) -> set[str]:
    board = board_of(exercise)
    yes_no = {True: "Yes, it is allowed", False: "No, it is refused"}
    if m := re.match(r"(South|North) plays (?:an?|the) (\w+) for the (\w+) on ([a-e][1-5])\b.*\? *$", question):
        seat, card, piece, origin = seat_of(m[1]), m[2], m[3], m[4]
        assert board[origin] == (m[1], piece), f"the picture does not show {m[1]}'s {piece} on {origin}"
        return {sq for sq in names if legal(board, seat, [card, FILLER, FILLER], f"{card} {origin}-{sq}")}
    # each question sets out its own position (a class quiz takes questions out of order)
    if m := re.match(r"(South|North)'s (\w+) on ([a-e][1-5]) plays (?:an?|the) (\w+) onto \w+'s (\w+) on "
                     r"([a-e][1-5])", question):
        assert board[m[3]] == (m[1], m[2]) and board[m[6]][1] == m[5]
        asked.seat, asked.hand, asked.action = seat_of(m[1]), [m[4], FILLER, FILLER], f"{m[4]} {m[3]}-{m[6]}"
    elif m := re.match(r"(South|North)'s (\w+) was taken earlier\. \w+ plays a pedone to bring it back on "
                       r"([a-e][1-5])", question):
        assert (m[1], m[2]) not in board.values()
        asked.seat, asked.hand = seat_of(m[1]), ["pedone", FILLER, FILLER]
        asked.action = f"reenter {m[2]} {m[3]}"
    elif m := re.match(r"(South|North) holds (\w+)i that could move .* May \w+ discard an? (\w+)\?", question):
        asked.seat, asked.hand, asked.action = seat_of(m[1]), [m[3]] * 3, f"discard {m[3]}"
    else:
        raise AssertionError(f"a practice question this test does not know how to check: {question!r}")
    return {yes_no[legal(board, asked.seat, asked.hand, asked.action)]}


def test_the_marked_answers_are_the_engines(practice):
    _, practice_set = practice
    found = practice_set.locator(".cit-exercise")
    asked = Asked()
    kinds = set()
    for i in range(found.count()):
        exercise = found.nth(i)
        question = re.sub(r"^\d+\.\s*", "", " ".join(exercise.locator(".cit-question").inner_text().split()))
        question = question.removesuffix(" Tick every answer that applies, then press Check.")
        options = exercise.locator(".cit-option")
        names = [options.nth(k).get_attribute("data-name") for k in range(options.count())]
        marked = {n for k, n in enumerate(names) if options.nth(k).get_attribute("data-correct") == "true"}
        assert marked == engine_answer(exercise, question, names, asked), question
        kinds.add(exercise.get_attribute("data-kind"))
    assert found.count() >= 8 and kinds == {"single", "multi"}


def test_the_board_is_read_from_the_picture(practice):
    """The reader above is itself checked: the first exercise's board, as the question describes it."""
    _, practice_set = practice
    first = practice_set.locator(".cit-exercise").first
    question = first.locator(".cit-question").inner_text()
    m = re.search(r"(South|North) plays (?:an?|the) \w+ for the (\w+) on ([a-e][1-5])", question)
    board = board_of(first)
    assert board[m[3]] == (m[1], m[2])
    assert len(board) >= 2 and {seat for seat, _ in board.values()} == set(SEATS)
