"""Every game's position editor, clicked at random from Python: every view in plain words with at most
a dozen worded buttons; "Play from this position" either starts a game the engine accepts (which then
shares as a link that reads back to the same table) or leaves the editor open with a refusal in words,
never a traceback; Cancel leaves the game as it was."""
import random

import pytest

import engine
from tests.table_checks import assert_plain_words, worded_buttons
from widgets.table import TableSession
from widgets.table.editor import CANCEL, EDITORS, PLAY, build_position
from widgets.table.sharing import read_table_code


def shown_keys(view) -> list[str]:
    keys = []
    for zone in view["zones"]:
        keys += [i["key"] for i in zone.get("items", ()) if i.get("key")]
        keys += [c["key"] for c in zone.get("cells", ())]
        if zone.get("target"):
            keys.append(zone["target"]["key"])
    return keys + [c["key"] for c in view["choices"] if c["key"] not in (PLAY, CANCEL)]


@pytest.mark.parametrize("game", EDITORS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_clicks_in_the_editor_end_in_a_game_or_a_refusal_in_words(game, seed):
    spec = engine.game(game)
    rng = random.Random(seed)
    table = TableSession(game, seed=seed, pause_ms=0)
    table.run_computers()
    before = (list(table.states), list(table.notations))
    view = table.handle({"do": "edit"})
    for _ in range(40):
        assert view["editing"]
        assert_plain_words(view)
        assert worded_buttons(view) <= 12
        view = table.handle({"do": "click", "key": rng.choice(shown_keys(view)), "v": view["v"]})
    view = table.handle({"do": "click", "key": CANCEL, "v": view["v"]})
    assert not view["editing"] and (table.states, table.notations) == before
    view = table.handle({"do": "edit"})
    view = table.handle({"do": "click", "key": PLAY, "v": view["v"]})     # the table as it was, set up again
    if view["editing"]:
        assert view["say"]["tone"] == "error" and "Traceback" not in view["say"]["text"]
    else:
        assert table.position is not None and table.state.num_players == spec.default_players
        shared = read_table_code(table.share_code(), game=game, build_position=build_position)
        assert shared.states[0] == table.states[0]
    assert_plain_words(view)
