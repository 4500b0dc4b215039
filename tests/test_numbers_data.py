"""The "By the numbers" data files (data/numbers/<game>.json, made by `make numbers`) still agree with the
engine: the first games of every run, played again from the recorded settings, end exactly as recorded
(the simulation is seeded). When a rule or a computer player changes, this fails: run `make numbers`."""
from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest

from engine import games
from engine.simulate import main, parser, simulate

ROOT = Path(__file__).resolve().parents[1]
NUMBERS = ROOT / "data" / "numbers"
GAMES = [spec.name for spec in games()]
#: games played again per run: enough to catch any change in the deal, the rules or a player
AGAIN = 3


def data(game: str) -> dict:
    return json.loads((NUMBERS / f"{game}.json").read_text(encoding="utf-8"))


def runs() -> list[tuple[str, dict]]:
    return [(game, r) for game in GAMES if (NUMBERS / f"{game}.json").exists() for r in data(game)["runs"]]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_data_file_that_says_how_it_was_made(game):
    d = data(game)
    assert d["game"] == game and d["command"].startswith("make numbers")
    assert d["engine_version"] and d["engine_commit"]
    names = [r["name"] for r in d["runs"]]
    assert names[0] == "default" and len(names) == len(set(names))


@pytest.mark.parametrize("game, run", runs(), ids=lambda v: v if isinstance(v, str) else v["name"])
def test_the_first_games_of_every_run_still_end_as_recorded(game, run):
    again = simulate(game, games=min(AGAIN, run["games"]), players=run["players"], seats=run["seats"],
                     options=run["options"], seed=run["seed"], workers=1)
    recorded = run["summary"]["first_games"][:len(again["first_games"])]
    assert again["first_games"] == recorded, (
        f"data/numbers/{game}.json run {run['name']!r} no longer agrees with the engine: run `make numbers`")


@pytest.mark.parametrize("game, run", runs(), ids=lambda v: v if isinstance(v, str) else v["name"])
def test_each_run_records_the_command_that_plays_it_again(game, run):
    words = shlex.split(run["command"])
    assert words[:3] == ["python", "-m", "engine.simulate"]
    args = parser().parse_args(words[3:])
    assert args.game == game and args.games == run["games"] == run["summary"]["games"]
    assert args.players == run["players"] and args.seats.split(",") == run["seats"] and args.seed == run["seed"]
    assert len(args.option) == len(run["options"])
    assert run["summary"]["changed_options"] == run["options"]


def test_a_recorded_command_prints_the_recorded_first_games(capsys):
    run = data("skemino")["runs"][0]
    words = shlex.split(run["command"])
    words[words.index("--games") + 1] = "2"
    assert main([*words[3:], "--workers", "1", "--no-progress"]) == 0
    assert json.loads(capsys.readouterr().out)["first_games"] == run["summary"]["first_games"][:2]


FIGURES = {
    "bisca": ["seats", "players", "endings", "variants", "bisca_bets"],
    "frederik": ["seats", "length", "players", "variants", "frederik_hands"],
    "machiavelli": ["seats", "length", "players", "endings", "variants", "machiavelli_laid"],
    "scamorra": ["seats", "length", "endings", "variants", "scamorra_initiative"],
    "skemino": ["seats", "length", "endings", "variants"],
}


@pytest.mark.parametrize("game", GAMES)
def test_every_figure_has_alt_text_a_meaning_and_colour_blind_safe_colours(game):
    import re

    from widgets import numbers

    for name in FIGURES[game]:
        drawn = getattr(numbers, name)() if name.startswith(game) else getattr(numbers, name)(game)
        if name == "length" and drawn.startswith("<p"):
            # every game as long as the next: a sentence says so, no chart
            assert "the rules fix the length" in drawn
            continue
        alt = re.search(r'<div role="img" aria-label="([^"]+)">', drawn)
        caption = re.search(r"<figcaption[^>]*>(.+?)</figcaption>", drawn)
        assert alt and len(alt.group(1)) > 40 and re.search(r"\d", alt.group(1)), f"{game} {name}: no alt text"
        assert caption and caption.group(1).endswith("."), f"{game} {name}: no sentence for the player"
        # text and axes take the page's colour (light and dark); every filled mark is of the palette
        assert "currentColor" in drawn and numbers.INK not in drawn
        fills = {f.upper() for f in re.findall(r"fill:\s*(#[0-9a-fA-F]{6})", drawn)}
        assert fills <= {c.upper() for c in numbers.PALETTE} | {"#FFFFFF"}, f"{game} {name}: colours {fills}"


def test_the_ladder_is_drawn_from_the_ladders_file_when_there_is_one(tmp_path, monkeypatch):
    from widgets import numbers

    monkeypatch.setattr(numbers, "LADDERS", tmp_path)
    assert "not been measured" in numbers.ladder_figure("skemino")
    ladder = {"levels": ["random", "beginner", "strong"], "labels": {"random": "random", "beginner": "beginner",
                                                                      "strong": "strong"},
              "ratings": {"random": {"rating": 0.0}, "beginner": {"rating": 250.0, "ci": [200.0, 300.0]},
                          "strong": {"rating": 600.0, "ci": [500.0, 700.0]}},
              "matchups": [{"stronger": "beginner", "weaker": "random", "share": 0.8, "share_ci": [0.7, 0.88],
                            "fair_share": 0.5},
                           {"stronger": "strong", "weaker": "beginner", "share": 0.55, "share_ci": [0.45, 0.65],
                            "fair_share": 0.5}]}
    (tmp_path / "skemino.json").write_text(json.dumps(ladder))
    drawn = numbers.ladder_figure("skemino")
    assert "beginner +250" in drawn and "strong +600" in drawn
    assert "In 1 of the 2 pairings" in drawn and "the strong player rates highest" in drawn
