"""Combinations and tables: MA-3, MA-6, MA-12, MA-A1, MA-A2, MA-A13 and the examples MA-EX-1..4."""
import pytest

from engine.cards import FrenchCard
from engine.machiavelli import (
    PACK, arrange, is_meld, is_run, is_set, is_valid_table, meld_error, meld_kind, melds_of, run_positions,
    table_error, table_errors,
)

FULL_SPADES = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"


# --- MA-EX-1: runs and the ace ------------------------------------------------------------------

def test_MA_EX_1_ace_high_run():
    assert is_run(["Q♠", "K♠", "A♠"])


def test_MA_EX_1_ace_low_run():
    assert is_run(["A♠", "2♠", "3♠"])


def test_MA_EX_1_no_wrap_round():
    assert not is_run(["K♠", "A♠", "2♠"])


def test_MA_EX_1_fourteen_card_run_with_both_aces():
    assert is_run(FULL_SPADES)
    assert len(melds_of([FULL_SPADES])[0]) == 14


# --- MA-EX-2: sets ----------------------------------------------------------------------------------

def test_MA_EX_2_three_card_set():
    assert is_set(["7♠", "7♥", "7♦"])


def test_MA_EX_2_four_card_set():
    assert is_set(["7♠", "7♥", "7♦", "7♣"])


def test_MA_EX_2_set_with_repeated_suit_is_invalid():
    assert not is_set(["7♠", "7♠", "7♥"])
    assert meld_error(["7♠", "7♠", "7♥"]).startswith("MA-A2")


def test_MA_EX_2_two_cards_are_not_a_set():
    assert not is_set(["7♠", "7♥"])
    assert meld_error(["7♠", "7♥"]).startswith("MA-6")


def test_MA_EX_2_no_five_card_set():
    for extra in ("7S", "7H", "7D", "7C"):
        five = ["7S", "7H", "7D", "7C", extra]
        assert not is_set(five) and not is_meld(five)
        assert meld_error(five).startswith("MA-A2")


# --- MA-EX-3: more runs -----------------------------------------------------------------------------

def test_MA_EX_3_broken_run():
    assert not is_run(["5♠", "6♠", "8♠"])
    assert "7♠ is missing" in meld_error(["5♠", "6♠", "8♠"])


def test_MA_EX_3_mixed_suits():
    assert not is_run(["5♠", "6♠", "7♦"])
    assert meld_error(["5♠", "6♠", "7♦"]).startswith("MA-6")


def test_MA_EX_3_duplicate_in_run():
    assert not is_run(["5♠", "5♠", "6♠", "7♠"])
    assert meld_error(["5♠", "5♠", "6♠", "7♠"]).startswith("MA-A13")


# --- MA-EX-4: tables --------------------------------------------------------------------------------

def test_MA_EX_4_valid_table():
    assert is_valid_table([["7♠", "7♥", "7♦"], ["3♣", "4♣", "5♣"]])


def test_MA_EX_4_invalid_table():
    assert not is_valid_table([["7♠", "7♥"]])


def test_MA_12_table_error_names_the_group_and_clause():
    error = table_error(["7S 7H 7D", "3C 4C 5C", "9H 10H"])
    assert error == "group 3 [9♥ 10♥]: MA-6: only 2 cards: a combination needs at least 3"
    assert table_errors(["7S 7H", "3C 4C 5C", "KS AS 2S"]) == [
        (0, "MA-6: only 2 cards: a combination needs at least 3"),
        (2, meld_error("KS AS 2S")),
    ]


def test_MA_12_empty_table_is_valid():
    assert is_valid_table([]) and table_error([]) is None


# --- MA-3 / MA-A1: the ace --------------------------------------------------------------------------

@pytest.mark.parametrize("run", ["AH 2H 3H", "AH 2H 3H 4H 5H", "JH QH KH AH", "10D JD QD KD AD",
                                 "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC"])
def test_MA_3_ace_at_either_end(run):
    assert is_run(run)


@pytest.mark.parametrize("run", ["KH AH 2H", "QH KH AH 2H", "KH AH 2H 3H", "JH QH KH AH 2H 3H"])
def test_MA_A1_never_round_the_corner(run):
    assert not is_run(run)
    assert meld_error(run).startswith("MA-A1")


def test_MA_A1_variant_forbids_the_fourteen_card_run():
    assert not is_run(FULL_SPADES, allow_ace_both_ends_in_one_run=False)
    # said in the player's words, not by the option's name
    assert meld_error(FULL_SPADES, allow_ace_both_ends_in_one_run=False).endswith(
        "uses both aces, and at this table an ace ends a run at one end only")
    # Thirteen cards with one ace stay valid under the variant.
    assert is_run(FULL_SPADES.rsplit(" ", 1)[0], allow_ace_both_ends_in_one_run=False)


def test_MA_A1_two_aces_only_in_the_complete_run():
    assert not is_run("AS 2S 3S QS KS AS")
    assert meld_error("AS 2S 3S QS KS AS").startswith("MA-A1")
    assert not is_run("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS AS")  # K♠ missing


def test_MA_A1_ace_positions():
    assert run_positions(arrange("AS 2S 3S")) == [1, 2, 3]
    assert run_positions(arrange("QS KS AS")) == [12, 13, 14]
    assert run_positions(arrange(FULL_SPADES)) == list(range(1, 15))


# --- MA-6 / MA-A2 / MA-A13 ---------------------------------------------------------------------------

def test_MA_6_minimum_three_cards():
    assert not is_meld("5H 6H") and not is_meld("5H") and not is_meld([])


def test_MA_6_neither_set_nor_run():
    assert meld_kind("5H 6D 7H") is None
    assert "neither a set" in meld_error("5H 6D 7H")


def test_MA_A2_two_sets_of_the_same_rank_on_one_table():
    assert is_valid_table(["7S 7H 7D", "7S 7H 7C"])


def test_MA_A13_identical_cards_compare_equal():
    assert FrenchCard(7, "S") == melds_of("7S 7S 7H")[0][1]
    assert PACK.count(FrenchCard(7, "S")) == 2


def test_MA_6_every_meld_kind_is_exclusive():
    for meld in ["7S 7H 7D", "7S 8S 9S", "AS 2S 3S"]:
        assert (meld_kind(meld) == "set") == is_set(meld)
        assert (meld_kind(meld) == "run") == is_run(meld)


def test_MA_2_unknown_card_in_meld_error():
    assert meld_error("7S 7H 7X").startswith("MA-2")
    with pytest.raises(ValueError):
        is_meld("7S 7H 7X")


def test_MA_3_arrange_reads_in_order():
    assert [str(c) for c in arrange("3S AS 2S")] == ["A♠", "2♠", "3♠"]
    assert [str(c) for c in arrange("AS QS KS")] == ["Q♠", "K♠", "A♠"]
    assert [str(c) for c in arrange("7C 7S 7D 7H")] == ["7♠", "7♥", "7♦", "7♣"]
