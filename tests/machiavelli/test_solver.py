"""best_lay against an independent brute-force checker (MA-9, MA-10, MA-11, MA-12, MA-A1, MA-EX-5)."""
import random
from collections import Counter
from functools import lru_cache
from itertools import combinations
from typing import Any

import pytest

from engine.cards import FrenchCard
from engine.machiavelli import PACK, best_lay, candidate_melds, find_partition, is_meld, is_valid_table, melds_of
from tests.load import module_at

# --- an independent checker: its own meld test and an exhaustive search -------------------------


def bf_is_meld(group, both_aces=True):
    """Sets and runs written from the rule text alone, trying every reading of every ace."""
    if len(group) < 3:
        return False
    ranks = [c.rank for c in group]
    suits = [c.suit for c in group]
    if len(set(ranks)) == 1:
        return len(group) <= 4 and len(set(suits)) == len(group)
    if len(set(suits)) != 1:
        return False
    aces = [i for i, c in enumerate(group) if c.rank == 14]
    for choice in range(2 ** len(aces)):
        values = list(ranks)
        for bit, i in enumerate(aces):
            values[i] = 1 if choice >> bit & 1 else 14
        values.sort()
        if values == list(range(values[0], values[0] + len(values))) and values[-1] <= 14:
            if len(aces) == 2 and not both_aces:
                continue
            return True
    return False


def bf_partition(counter):
    """Can this multiset be split into valid combinations? Exhaustive over the lowest card's melds."""
    key = tuple(sorted(counter.elements()))
    return _bf_partition(key)


@lru_cache(maxsize=None)
def _bf_partition(key):
    if not key:
        return True
    first = key[0]
    rest = list(key[1:])
    related = [i for i, c in enumerate(rest) if c.rank == first.rank or c.suit == first.suit]
    for size in range(2, len(related) + 1):
        for pick in combinations(related, size):
            group = [first] + [rest[i] for i in pick]
            if bf_is_meld(group):
                remaining = tuple(c for i, c in enumerate(rest) if i not in pick)
                if _bf_partition(remaining):
                    return True
    return False


def bf_best(table_cards, hand):
    hand = sorted(hand)
    for k in range(len(hand), -1, -1):
        for pick in set(combinations(hand, k)):
            if bf_partition(Counter(table_cards) + Counter(pick)):
                return k
    return None


def random_small_position(rng):
    """A small valid table and hand from a narrow slice of the pack (so that melds interact)."""
    low = rng.choice([2, 5, 9, 11])  # 11 reaches Q-K-A; 2 reaches A-2-3 through the aces
    ranks = [r for r in range(low, low + 4) if r <= 14] + [14]
    suits = rng.sample(["S", "H", "D", "C"], rng.choice([2, 3]))
    return position_from(rng, [FrenchCard(r, s) for r in ranks for s in suits] * 2)


def position_from(rng, universe):
    """Up to three random melds from ``universe`` as the table, and 1-5 of the other cards as the hand."""
    pool = Counter(universe)
    table = []
    for _ in range(rng.randint(0, 3)):
        options = candidate_melds(pool)
        if not options:
            break
        meld = rng.choice(options)
        table.append(meld)
        pool -= Counter(meld)
    rest = list(pool.elements())
    rng.shuffle(rest)
    return table, rest[: rng.randint(1, 5)]


def check_lay(table, hand, lay):
    table_cards = [c for m in table for c in m]
    assert is_valid_table(lay.table)
    assert not Counter(lay.laid) - Counter(hand), "laid cards must come from the hand (MA-9)"
    assert Counter(c for m in lay.table for c in m) == Counter(table_cards) + Counter(lay.laid), \
        "the new table is the old table plus the laid cards (MA-11)"
    assert Counter(lay.hand) + Counter(lay.laid) == Counter(hand)


def test_MA_12_bf_checker_agrees_with_is_meld_on_every_small_group():
    rng = random.Random(4)
    for _ in range(3000):
        group = rng.sample(PACK[:13] + PACK[26:39], rng.randint(1, 5))  # spades and diamonds
        assert bf_is_meld(group) == is_meld(tuple(group)), group


@pytest.mark.parametrize("seed", range(8))
def test_MA_10_best_lay_matches_brute_force(seed):
    rng = random.Random(seed)
    for _ in range(40):
        table, hand = random_small_position(rng)
        lay = best_lay(table, hand)
        check_lay(table, hand, lay)
        assert lay.count == bf_best([c for m in table for c in m], hand), (table, hand)


def test_MA_EX_5_rearrange_run_into_a_set():
    lay = best_lay([["3♣", "4♣", "5♣", "6♣"]], ["6♥", "6♦"])
    assert lay.count == 2 and lay.hand == ()
    assert sorted(map(sorted, lay.table)) == sorted(map(sorted, melds_of(["3C 4C 5C", "6C 6H 6D"])))


def test_MA_A1_best_lay_never_wraps_round_the_corner():
    assert best_lay(["QS KS AS"], "2S 3S").count == 0
    # With the second ace the low run is possible.
    assert best_lay(["QS KS AS"], "AS 2S 3S").count == 3


def test_MA_A1_best_lay_builds_the_fourteen_card_run_across_melds():
    table = ["2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"]
    lay = best_lay(table, "AS AS")
    assert lay.count == 2
    check_lay(melds_of(table), melds_of(["AS AS"])[0], lay)
    # The variant without the 14-card run still lays both aces, in two combinations.
    narrow = best_lay(table, "AS AS", allow_ace_both_ends_in_one_run=False)
    assert narrow.count == 2 and len(narrow.table) == 2


def test_MA_10_surprising_rearrangement():
    # Two runs and a set are broken up to place 8♥ and 8♠ and 8♦: everything on the table moves.
    table = ["6H 7H 8H 9H", "6S 7S 8S 9S 10S", "9D 9C 9H"]
    hand = "8D 8C 10H 2C"
    lay = best_lay(table, hand)
    check_lay(melds_of(table), melds_of([hand])[0], lay)
    assert lay.count == bf_best([c for m in melds_of(table) for c in m], melds_of([hand])[0])


def test_MA_12_best_lay_reports_an_unfixable_table():
    with pytest.raises(ValueError, match="MA-12"):
        best_lay(["7S", "7H"], "2C")


def test_MA_12_best_lay_can_repair_with_hand_cards():
    lay = best_lay(["7S", "7H"], "7D 2C")
    assert lay.count == 1 and is_valid_table(lay.table)


def test_MA_10_best_lay_keeps_untouched_melds_when_it_can():
    table = ["7S 7H 7D", "3C 4C 5C", "JD QD KD"]
    lay = best_lay(table, "6C")
    assert lay.table[0] == melds_of(["7S 7H 7D"])[0]
    assert lay.table[2] == melds_of(["JD QD KD"])[0]
    assert [str(c) for c in lay.table[1]] == ["3♣", "4♣", "5♣", "6♣"]


def test_MA_12_find_partition():
    assert find_partition("7S 7H 7D 7C") is not None
    assert find_partition("7S 7H") is None
    assert find_partition("") == ()
    assert is_valid_table(find_partition("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"))


def test_MA_2_best_lay_accepts_strings_and_cards():
    by_text = best_lay("3H 4H 5H", "6H")
    by_cards = best_lay([[FrenchCard(3, "H"), FrenchCard(4, "H"), FrenchCard(5, "H")]], [FrenchCard(6, "H")])
    assert by_text == by_cards and by_text.count == 1


@pytest.mark.parametrize("seed", range(3))
def test_MA_A1_the_fourteen_card_variant_never_changes_how_many_cards_can_be_laid(seed):
    """A 14-card run splits into A-2-3 and 4-...-K-A, so the variant only changes the shape of the table."""
    rng = random.Random(100 + seed)
    for _ in range(15):
        table, hand = random_small_position(rng)
        wide = best_lay(table, hand)
        narrow = best_lay(table, hand, allow_ace_both_ends_in_one_run=False)
        assert wide.count == narrow.count
        assert is_valid_table(narrow.table, allow_ace_both_ends_in_one_run=False)


def test_MA_A1_ace_heavy_positions_match_brute_force():
    rng = random.Random(7)
    aces_and_ends = [FrenchCard(r, s) for r in (2, 3, 4, 12, 13, 14) for s in ("S", "H", "D")] * 2
    for _ in range(60):
        table, hand = position_from(rng, aces_and_ends)
        lay = best_lay(table, hand)
        check_lay(table, hand, lay)
        assert lay.count == bf_best([c for m in table for c in m], hand), (table, hand)


# --- the pure-Python exact solver (used where scipy is missing) ---------------------------------------

def _bench_positions(n, seed=2026):
    """The bench's own random positions: a 40-card valid table and a 13-card hand."""
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "bench" / "bench_machiavelli.py"
    bench = module_at("bench_machiavelli_positions", path)
    rng = random.Random(seed)
    return [bench.random_position(rng) for _ in range(n)]


@pytest.mark.parametrize("seed", range(4))
def test_MA_10_python_solver_matches_brute_force(seed):
    rng = random.Random(300 + seed)
    for _ in range(40):
        table, hand = random_small_position(rng)
        lay = best_lay(table, hand, method="python")
        check_lay(table, hand, lay)
        assert lay.count == bf_best([c for m in table for c in m], hand), (table, hand)


def test_MA_A1_python_solver_on_ace_heavy_positions_and_the_narrow_variant():
    rng = random.Random(8)
    aces_and_ends = [FrenchCard(r, s) for r in (2, 3, 4, 12, 13, 14) for s in ("S", "H", "D")] * 2
    for _ in range(60):
        table, hand = position_from(rng, aces_and_ends)
        lay = best_lay(table, hand, method="python")
        check_lay(table, hand, lay)
        assert lay.count == bf_best([c for m in table for c in m], hand), (table, hand)
        narrow = best_lay(table, hand, allow_ace_both_ends_in_one_run=False, method="python")
        assert narrow.count == lay.count and is_valid_table(narrow.table, allow_ace_both_ends_in_one_run=False)


def test_MA_10_python_solver_lays_as_many_as_highs_on_100_bench_positions():
    for table, hand in _bench_positions(100):
        highs = best_lay(table, hand, method="highs")
        python = best_lay(table, hand, method="python")
        check_lay(table, hand, python)
        assert python.count == highs.count, (table, hand)


def test_MA_10_python_solver_lays_as_many_as_highs_on_tables_of_both_decks():
    """Late in a long match nearly both decks lie on the table, every card twice: the most arrangements,
    where the pure-Python programme (the one the browser runs) must still be exact."""
    from engine.coach.measure import ladder_game

    states: list[Any] = ladder_game("machiavelli", 5, 7)[0].states()
    full = [s for s in states if not s.is_terminal() and not s.opening and sum(len(m) for m in s.table) >= 80]
    assert len(full) >= 8, "the match no longer reaches a table of 80 cards: pick another"
    for state in full[:: len(full) // 8]:
        hand = state.hands[state.current_player]
        highs = best_lay(state.table, hand, method="highs")
        python = best_lay(state.table, hand, method="python")
        check_lay(state.table, hand, python)
        assert python.count == highs.count, (state.table, hand)


def test_MA_12_python_solver_reports_an_unfixable_table():
    with pytest.raises(ValueError, match="MA-12"):
        best_lay(["7S 7H"], "KD", method="python")
    assert find_partition("AS 2S 3S QH KH AH") is not None


def test_MA_10_the_engine_imports_and_solves_without_numpy_or_scipy():
    import subprocess
    import sys
    from pathlib import Path

    script = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('numpy', 'scipy'):\n"
        "            raise ImportError(name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "from engine import machiavelli\n"
        "lay = machiavelli.best_lay([['3C', '4C', '5C', '6C']], ['6H', '6D'])\n"
        "assert 'numpy' not in sys.modules and 'scipy' not in sys.modules\n"
        "print(lay.count)\n"
    )
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "2"


def test_MA_12_a_table_highs_fails_on_is_not_called_impossible():
    """From a real game (three players, seed 249, after 48 best plays): HiGHS's MIP search stops
    without a point on this table, though laying one card works; the exact programme decides."""
    table = ['AD 2D 3D', '4H 4D 4C', '4S 4D 4C', '3H 4H 5H', '5S 6S 7S 8S', '8S 8H 8D', '10S JS QS KS',
             '10S 10H 10D', 'JS JH JD', 'KS KH KD', '9C 10C JC QC', '10C JC QC KC', 'AS AH AC']
    hand = '3S 3H 5H 7H 9H 9H QH 2D 6D 7D 10D 2C'
    assert best_lay(table, hand, method="python").count == 1
    assert best_lay(table, hand).count == 1
