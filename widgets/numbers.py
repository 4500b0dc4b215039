"""The "By the numbers" pages' figures, drawn at build time from the files `make numbers` writes.

Nothing is simulated here: :func:`load` reads ``data/numbers/<game>.json`` (tools/make_numbers.py) and each
figure function returns one HTML ``<figure>``: the chart (matplotlib, as SVG whose text and axes take the
page's colour, so it reads in light and dark mode; bars in the Okabe-Ito colour-blind-safe palette), its
alt text (the figures in words, for a screen reader) and a caption saying what it means for a player.
The computer players' ladder comes from ``data/ladder/<game>.json`` (engine/ladder.py) once it is measured.
"""
from __future__ import annotations

import html
import io
import json
import re
from pathlib import Path
from typing import Any

from engine.stats import worst_gap
from engine.words import N_, current_language, translate

ROOT = Path(__file__).resolve().parents[1]
NUMBERS = ROOT / "data" / "numbers"
LADDERS = ROOT / "data" / "ladder"

#: Okabe and Ito's palette, told apart with every common colour-vision deficiency
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442")
#: drawn in this colour, replaced by ``currentColor`` in the SVG: text and axes follow the page's text
INK = "#010203"

#: each variant the data files run, in words, with the clause of the Rulings page that offers it
VARIANTS: dict[str, dict[str, tuple[str, str]]] = {
    "bisca": {
        "exact_score=bet": (N_("an exact bet scores the tricks bet"), "BI-A1"),
        "first_player_policy=0": (N_("the same player leads every round"), "BI-A2"),
        "duplicate_tie=last": (N_("of two identical cards the later wins"), "BI-A3"),
        "bet_rule=last_bidder_only": (N_("only the last bidder is limited"), "BI-A6"),
    },
    "frederik": {
        "colour_means=red_black": (N_("colour means red or black"), "FP-A1"),
        "nth_values=faces_count_10": (N_("face cards count 10 for the nth card"), "FP-A5"),
        "nth_values=faces_excluded": (N_("face cards give no nth card"), "FP-A5"),
        "battle_draw_face=down": (N_("battle draws come face down"), "FP-A9"),
        "allow_all_face_down_opening=False": (N_("no opening with all five face down"), "FP-A11"),
        "low_steal_requires_same_suit=True": (N_("a low steal needs the same suit"), "FP-A12"),
        "steal_count_includes_used_card=True": (N_("the steal counts the card used"), "FP-A13"),
        "first_player=0": (N_("the same seat always starts"), "FP-A17"),
    },
    "machiavelli": {
        "allow_ace_both_ends_in_one_run=False": (N_("no run with an ace at both ends"), "MA-A1"),
        "first_turn=normal": (N_("the first player may lay at once"), "MA-A4"),
        "first_turn=draw_then_operate": (N_("the first player draws, then may lay"), "MA-A4"),
        "stock_exhausted=pass_until_all_pass": (N_("empty stock: play on until all pass"), "MA-A5"),
        "hands_per_match=1": (N_("a match of one hand"), "MA-A10"),
    },
    "scamorra": {
        "pawn_forward_capture=True": (N_("pawns also take straight ahead"), "SC-A1"),
        "series=True": (N_("a series to 15 points"), "SC-36"),
    },
    "skemino": {
        "beaten_card_policy=return_to_owner": (N_("a beaten card goes back to its owner"), "SK-A2"),
        "opening_hands=literal": (N_("the literal opening hands"), "SK-A5"),
        "first_player=g1": (N_("White always moves first"), "SK-A6"),
        "setup_card=True": (N_("a neutral card on the dice square"), "SK-A7"),
        "attack_requires_adjacency=True": (N_("an attack needs a neighbour"), "SK-A9"),
        "illegal_move_policy=forfeit_turn": (N_("an illegal move loses the turn"), "SK-A16"),
        "reverser_ignores_exclusivity=False": (N_("the reverser respects exclusivity"), "SK-A21"),
        "draw_then_play=True": (N_("draw, then play"), "SK-A22"),
        "refill_after_play=True": (N_("refill to five after each card"), "SK-A23"),
        "deck_exhaustion=immediate": (N_("the game ends when the deck is empty"), "SK-A24"),
        "tie_break=non_mover": (N_("a tie goes to the player who did not move"), "SK-A26"),
        "hand_limit=6": (N_("a hand limit of six cards"), "SK-28"),
        "reroll_vertex_start=True": (N_("a start on a vertex is rolled again"), "SK-A30"),
    },
}

#: how a game ends, in words
ENDINGS = {
    "skemino": {"A": N_("A: last card on a vertex"), "B": N_("B: blocked board"), "C": N_("C: exhausted deck"),
                "D": N_("D: the Ribaltone"), "draw": N_("a draw"), "max_placements": N_("placement cap")},
    "scamorra": {"points": N_("on points"), "draw on points": N_("a draw (patta)"), "cappotto": N_("cappotto"),
                 "series": N_("the series")},
    "machiavelli": {"closed": N_("a player laid the last card"), "stock ran out": N_("the tallone ran out")},
    "bisca": {"one winner": N_("one winner"), "shared victory": N_("a shared victory")},
}

#: what a game's actions are, for a player: every bet and card played, every turn...
ACTIONS = {
    "bisca": N_("moves (every bet and every card played)"),
    "frederik": N_("moves (every choice in the draw and the battle)"),
    "machiavelli": N_("turns (a draw or a play)"),
    "scamorra": N_("moves (every choice, placement and move)"),
    "skemino": N_("moves (every card placed, drawn or passed)"),
}

#: the games whose pages show other table sizes (tools/make_numbers.py runs them)
PLAYER_CHOICE = ("bisca", "frederik", "machiavelli")

CATEGORIES = ("high card", "pair", "two pair", "three of a kind", "straight", "flush", "full house",
              "four of a kind", "straight flush")
#: the poker hands in words (the data file's names), and shorter for the chart's axis
CATEGORY_WORDS = {"high card": N_("high card"), "pair": N_("pair"), "two pair": N_("two pair"),
                  "three of a kind": N_("three of a kind"), "straight": N_("straight"), "flush": N_("flush"),
                  "full house": N_("full house"), "four of a kind": N_("four of a kind"),
                  "straight flush": N_("straight flush")}
CATEGORY_SHORT = {"three of a kind": N_("3 of a kind"), "four of a kind": N_("4 of a kind")}


# --- the data ----------------------------------------------------------------------------------------

def load(game: str) -> dict:
    """A game's data file (``make numbers`` writes it)."""
    path = NUMBERS / f"{game}.json"
    if not path.exists():
        raise FileNotFoundError(f"{path.relative_to(ROOT)} is missing: run `make numbers`")
    return json.loads(path.read_text(encoding="utf-8"))


def run(data: dict, name: str = "default") -> dict | None:
    """One run's summary by its name (``"default"``, ``"players=3"``, ``"bet_rule=last_bidder_only"``)."""
    return next((r["summary"] for r in data["runs"] if r["name"] == name), None)


def ladder(game: str) -> dict | None:
    """The game's entry of the computer players' ladder (engine/ladder.py), if it has been measured."""
    path = LADDERS / f"{game}.json"
    if not path.exists():
        return None
    return json.loads(path.read_text(encoding="utf-8"))


def _local(number: str) -> str:
    """A formatted number with the reader's separators (Italian: 1.234 and 0,4)."""
    return number.translate(_SEPARATORS) if current_language() == "it" else number


_SEPARATORS = str.maketrans({",": ".", ".": ","})


def count(n: int) -> str:
    """A count with thousands grouped: 1,234 (1.234 in Italian)."""
    return _local(f"{n:,}")


def pct(x: float) -> str:
    """A share in whole percents; a small one that is not nothing keeps a decimal (0.4%, not 0%)."""
    return _local(f"{100 * x:.1f}%") if 0 < x < 0.01 else f"{100 * x:.0f}%"


def pct_ci(ci: Any) -> str:
    return translate(N_("{low} to {high}")).format(low=pct(ci[0]), high=pct(ci[1]))


def moves(game: str) -> str:
    """What a game counts as its length, in one word: moves, turns."""
    return translate(ACTIONS[game]).split(" (")[0]


# --- drawing -----------------------------------------------------------------------------------------

def _pyplot():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from cycler import cycler

    plt.rcParams.update({"axes.prop_cycle": cycler(color=PALETTE),"svg.fonttype": "none", "font.size": 11, "font.family": "sans-serif",
                         "text.color": INK, "axes.edgecolor": INK, "axes.labelcolor": INK,
                         "xtick.color": INK, "ytick.color": INK, "axes.spines.top": False,
                         "axes.spines.right": False, "svg.hashsalt": "cit-numbers"})
    return plt


def _svg(fig: Any) -> str:
    """The figure as inline SVG that scales with the column, its ink the page's text colour."""
    plt = _pyplot()
    buffer = io.StringIO()
    fig.savefig(buffer, format="svg", transparent=True, bbox_inches="tight", metadata={"Date": None})
    plt.close(fig)
    svg = buffer.getvalue()
    svg = svg[svg.index("<svg"):]
    svg = svg.replace(INK, "currentColor").replace(INK.upper(), "currentColor")
    svg = re.sub(r'<svg([^>]*?) width="[^"]*" height="[^"]*"', r'<svg\1', svg, count=1)
    return svg.replace("<svg", '<svg aria-hidden="true" focusable="false" style="width:100%;height:auto"', 1)


def figure(fig: Any, alt: str, meaning: str) -> str:
    """One figure: the chart (an image named by ``alt``) and what it means for a player."""
    return (f'<figure class="cit-number" style="margin:1.2em 0 1.6em;max-width:42rem">'
            f'<div role="img" aria-label="{html.escape(alt)}">{_svg(fig)}</div>'
            f'<figcaption style="margin-top:.4em">{html.escape(meaning)}</figcaption></figure>')


def _axes(width: float = 5.4, height: float = 3.0) -> Any:
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(width, height))
    return fig, ax


def _error(value: float, ci: Any) -> list[float]:
    return [max(0.0, value - ci[0]), max(0.0, ci[1] - value)]


def _bars(labels, values, cis, colours=None, fair=None, ylabel="", percent=True, horizontal=False):
    fig, ax = _axes(5.4, max(2.4, 0.42 * len(labels) + 0.8) if horizontal else 3.0)
    errors = list(zip(*[_error(v, c) for v, c in zip(values, cis)])) if cis else None
    colours = colours or [PALETTE[0]] * len(labels)
    positions = range(len(labels))
    if horizontal:
        ax.barh(positions, values, xerr=errors, color=colours, ecolor=INK, capsize=3)
        ax.set_yticks(list(positions), labels)
        ax.invert_yaxis()
        if fair is not None:
            ax.axvline(fair, color=INK, linestyle="--", linewidth=1)
        ax.set_xlabel(ylabel)
        if percent:
            ax.xaxis.set_major_formatter(lambda v, _: f"{100 * v:.0f}%")
    else:
        ax.bar(positions, values, yerr=errors, color=colours, ecolor=INK, capsize=3)
        ax.set_xticks(list(positions), labels)
        if fair is not None:
            ax.axhline(fair, color=INK, linestyle="--", linewidth=1)
        ax.set_ylabel(ylabel)
        if percent:
            ax.yaxis.set_major_formatter(lambda v, _: f"{100 * v:.0f}%")
    return fig, ax


# --- the figures -------------------------------------------------------------------------------------

def _edge_words(first: dict, games: int) -> str:
    low, high = first["ci"]
    fair = first["fair_share"]
    figures = {"share": pct(first["value"]), "games": count(games), "interval": pct_ci(first["ci"]), "fair": pct(fair)}
    if low <= fair <= high:
        return translate(N_("the player who moves first wins {share} of {games} games ({interval}), and a fair share "
                            "is {fair}: no edge shows, so who starts matters little.")).format(**figures)
    if first["value"] > fair:
        return translate(N_("the player who moves first wins {share} of {games} games ({interval}) against a fair "
                            "share of {fair}: starting is an edge worth knowing when you choose seats.")).format(**figures)
    return translate(N_("the player who moves first wins {share} of {games} games ({interval}) against a fair share "
                        "of {fair}: starting is a handicap worth knowing when you choose seats.")).format(**figures)


def seat_names(game: str, players: int) -> list[str]:
    """The seats of a game's figures by the names its pages give them, in the order they sit (never seat
    numbers): Bianco and Nero, South and North, else Anna, Bruno, Carla... as at the live table."""
    if game == "skemino":
        from engine.skemino import PLAYERS
        return list(PLAYERS)
    if game == "scamorra":
        from engine.scamorra.rules import SEATS
        return [translate(side) for side in SEATS]
    from widgets.table.session import COMPUTER_NAMES
    return list(COMPUTER_NAMES[:players])


def seats(game: str) -> str:
    """Each seat's share of the wins, and the first mover's, on the default table."""
    data = load(game)
    s = run(data)
    assert s is not None
    labels = seat_names(game, s["players"])
    values, cis = list(s["win_share"]), list(s["win_share_ci"])
    if s["first_mover"]:
        labels.append(translate(N_("moves first")))
        values.append(s["first_mover"]["value"])
        cis.append(s["first_mover"]["ci"])
    colours = [PALETTE[0]] * s["players"] + [PALETTE[1]]
    fig, _ = _bars(labels, values, cis, colours, fair=1 / s["players"], ylabel=translate(N_("games won")))
    alt = translate(N_("Bar chart of the share of {games} games won by each seat between random players: {bars}; the "
                       "dashed line is a fair share, {fair}.")).format(
        games=count(s["games"]), bars=", ".join(f"{label} {pct(v)}" for label, v in zip(labels, values)),
        fair=pct(1 / s["players"]))
    meaning = translate(N_("Between players who choose at random, {edge}")).format(
        edge=_edge_words(s["first_mover"], s["games"]))
    return figure(fig, alt, meaning)


def length(game: str) -> str:
    """How long a game runs: the spread of the number of moves."""
    data = load(game)
    s = run(data)
    assert s is not None
    histogram = {int(k): v for k, v in s["actions"]["histogram"].items()}
    values = sorted(histogram)
    total = sum(histogram.values())
    what = moves(game)
    mean = s["mean_actions"]
    if values[-1] - values[0] <= 3:
        # the rules fix the length (Bisca: the rounds and the hands' sizes): no chart to draw
        more = translate(N_(", and only the number of players changes it (below)")) if game in PLAYER_CHOICE else ""
        if values[0] == values[-1]:
            fixed = translate(N_("Every game at this table takes {n} {moves}: the rules fix the length{more}."))
        else:
            fixed = translate(N_("Every game at this table takes {low} to {high} {moves}: the rules fix the "
                                 "length{more}."))
        return (f'<p class="cit-number">'
                f"{fixed.format(n=values[0], low=values[0], high=values[-1], moves=what, more=more)}</p>")
    import numpy as np

    counts, edges = np.histogram(values, bins=min(30, values[-1] - values[0] + 1), weights=[histogram[v] for v in values])
    fig, ax = _axes()
    ax.bar(edges[:-1], counts / total, width=edges[1:] - edges[:-1], align="edge", color=PALETTE[0],
           edgecolor=INK, linewidth=0.3)
    ax.set_xlabel(translate(ACTIONS[game]))
    ax.set_ylabel(translate(N_("share of games")))
    ax.yaxis.set_major_formatter(lambda v, _: f"{100 * v:.0f}%")
    seen, low, high = 0, None, None
    for v in values:
        seen += histogram[v]
        if low is None and seen >= 0.1 * total:
            low = v
        if high is None and seen >= 0.9 * total:
            high = v
    alt = translate(N_("Histogram of the number of {moves} in {games} games between random players: from {low} to "
                       "{high}, {mean} on average.")).format(moves=what, games=count(total), low=values[0],
                                                              high=values[-1], mean=f"{mean['value']:.0f}")
    if low == high:
        spread = translate(N_("every game takes about {n} {moves}")).format(n=low, moves=what)
    else:
        spread = translate(N_("eight games in ten take between {low} and {high} {moves}")).format(
            low=low, high=high, moves=what)
    meaning = translate(N_("A game runs {mean} {moves} on average ({low} to {high}); {spread}, which is what to plan "
                           "for at the table.")).format(mean=f"{mean['value']:.0f}", moves=what,
                                                        low=f"{mean['ci'][0]:.0f}", high=f"{mean['ci'][1]:.0f}",
                                                        spread=spread)
    return figure(fig, alt, meaning)


def players(game: str) -> str:
    """Where a game takes more or fewer players: the first mover's edge and the length by table size."""
    data = load(game)
    sizes = []
    for r in data["runs"]:
        if r["name"] == "default" or r["name"].startswith("players="):
            sizes.append(r["summary"])
    sizes.sort(key=lambda s: s["players"])
    counts = [s["players"] for s in sizes]
    plt = _pyplot()
    # one above the other: a phone's column keeps them readable
    fig, (left, right) = plt.subplots(2, 1, figsize=(5.4, 5.6))
    firsts = [s["first_mover"] for s in sizes]
    left.errorbar(counts, [f["value"] for f in firsts], yerr=list(zip(*[_error(f["value"], f["ci"]) for f in firsts])),
                  color=PALETTE[1], marker="o", capsize=3, label=translate(N_("moves first")))
    left.plot(counts, [1 / c for c in counts], color=INK, linestyle="--", linewidth=1,
              label=translate(N_("fair share")))
    left.set_xlabel(translate(N_("players")))
    left.set_ylabel(translate(N_("games won by the first mover")))
    left.yaxis.set_major_formatter(lambda v, _: f"{100 * v:.0f}%")
    left.set_xticks(counts)
    left.legend(frameon=False)
    means = [s["mean_actions"] for s in sizes]
    right.errorbar(counts, [m["value"] for m in means],
                   yerr=list(zip(*[_error(m["value"], m["ci"]) for m in means])), color=PALETTE[0], marker="s",
                   capsize=3)
    right.set_xlabel(translate(N_("players")))
    right.set_ylabel(translate(N_("{moves} per game")).format(moves=moves(game)))
    right.set_xticks(counts)
    fig.tight_layout()
    alt = translate(N_("Two line charts by number of players. Above, the first mover's share of the wins against a "
                       "fair share: {shares}. Below, the {moves} per game: {lengths}.")).format(
        shares=", ".join(translate(N_("{n} players {share} (fair {fair})")).format(n=c, share=pct(f["value"]),
                                                                                  fair=pct(1 / c))
                         for c, f in zip(counts, firsts)),
        moves=moves(game),
        lengths=", ".join(translate(N_("{n} players {mean}")).format(n=c, mean=f"{m['value']:.0f}")
                          for c, m in zip(counts, means)))
    edges = [c for c, f in zip(counts, firsts) if not f["ci"][0] <= 1 / c <= f["ci"][1]]
    edge = (translate(N_("the first mover's share stays within chance of a fair share at every table size"))
            if not edges else translate(N_("the first mover's share moves away from a fair share with {sizes} "
                                           "players")).format(sizes=", ".join(map(str, edges))))
    meaning = translate(N_("A game runs {few_mean} {moves} with {few} players and {many_mean} with {many}, and {edge}: "
                           "plan the evening by the size of the table.")).format(
        few_mean=f"{means[0]['value']:.0f}", moves=moves(game), few=counts[0], many_mean=f"{means[-1]['value']:.0f}",
        many=counts[-1], edge=edge)
    return figure(fig, alt, meaning)


def endings(game: str) -> str:
    """How games end (or, in Machiavelli, each hand)."""
    data = load(game)
    s = run(data)
    assert s is not None
    words = ENDINGS.get(game, {})
    kinds = sorted(s["endings"], key=lambda k: list(words).index(k) if k in words else len(words))
    labels = [translate(words[k]) if k in words else k for k in kinds]
    values = [s["endings"][k]["rate"] for k in kinds]
    cis = [s["endings"][k]["ci"] for k in kinds]
    fig, _ = _bars(labels, values, cis, [PALETTE[i % len(PALETTE)] for i in range(len(kinds))],
                   ylabel=translate(N_("hands") if game == "machiavelli" else N_("games")), horizontal=True)
    total = sum(s["endings"][k]["hits"] for k in kinds)
    alt = translate(N_("Bar chart of how {n} hands between random players ended: {bars}.") if game == "machiavelli"
                    else N_("Bar chart of how {n} games between random players ended: {bars}.")).format(
        n=count(total), bars=", ".join(f"{label} {pct(v)}" for label, v in zip(labels, values)))
    top = max(range(len(kinds)), key=lambda i: values[i])
    meaning = ENDING_MEANING[game](labels[top], values[top], dict(zip(kinds, values)))
    return figure(fig, alt, meaning)


def _skemino_meaning(label: str, share: float, shares: dict) -> str:
    if shares.get("B"):
        said = N_("Most games end by victory {label} ({share}); victory B, the blocked board, comes up in {b}. Keep "
                  "an eye on the vertices and on your hand's size: that is where games are decided.")
    else:
        said = N_("Most games end by victory {label} ({share}); victory B, the blocked board, never came up. Keep an "
                  "eye on the vertices and on your hand's size: that is where games are decided.")
    return translate(said).format(label=label, share=pct(share), b=pct(shares.get("B", 0)))


def _scamorra_meaning(label: str, share: float, shares: dict) -> str:
    return translate(N_("A game usually ends {label} ({share}); {patta} are a patta and {cappotto} a cappotto, so "
                        "between careless players a cappotto is rare: a cappotto needs a plan.")).format(
        label=label, share=pct(share), patta=pct(shares.get("draw on points", 0)),
        cappotto=pct(shares.get("cappotto", 0)))


def _machiavelli_meaning(label: str, share: float, shares: dict) -> str:
    return translate(N_("{closed} of hands end with a player laying the last card and {stock} with the tallone "
                        "running out: between players who lay at random, closing is the exception, so every card you "
                        "lay counts.")).format(closed=pct(shares.get("closed", 0)),
                                               stock=pct(shares.get("stock ran out", 0)))


def _bisca_meaning(label: str, share: float, shares: dict) -> str:
    return translate(N_("{shared} of games end in a shared victory: with the scores this close, a single exact bet "
                        "often decides the game.")).format(shared=pct(shares.get("shared victory", 0)))


ENDING_MEANING = {"skemino": _skemino_meaning, "scamorra": _scamorra_meaning, "machiavelli": _machiavelli_meaning,
                  "bisca": _bisca_meaning}


def variants(game: str) -> str:
    """What each variant of the Rulings page changes: the first mover's share and the game's length."""
    data = load(game)
    base = run(data)
    assert base is not None
    words = VARIANTS[game]
    rows = [(translate(N_("the rulings (default)")), "", base)] + [
        (translate(words[r["name"]][0]), words[r["name"]][1], r["summary"]) for r in data["runs"] if r["name"] in words]
    plt = _pyplot()
    fig, (left, right) = plt.subplots(2, 1, figsize=(5.6, 2 * (0.36 * len(rows) + 0.9)))
    positions = list(range(len(rows)))
    firsts = [r[2]["first_mover"] for r in rows]
    colours = [PALETTE[1]] + [PALETTE[0]] * (len(rows) - 1)
    left.scatter([f["value"] for f in firsts], positions, color=colours, zorder=3)
    left.errorbar([f["value"] for f in firsts], positions, xerr=list(zip(*[_error(f["value"], f["ci"]) for f in firsts])),
                  fmt="none", ecolor=INK, capsize=2, linewidth=1)
    left.axvline(base["first_mover"]["fair_share"], color=INK, linestyle="--", linewidth=1)
    left.set_yticks(positions, [r[0] for r in rows])
    left.invert_yaxis()
    left.set_xlabel(translate(N_("first mover wins")))
    left.xaxis.set_major_formatter(lambda v, _: f"{100 * v:.0f}%")
    means = [r[2]["mean_actions"] for r in rows]
    right.scatter([m["value"] for m in means], positions, color=colours, zorder=3)
    right.errorbar([m["value"] for m in means], positions, xerr=list(zip(*[_error(m["value"], m["ci"]) for m in means])),
                   fmt="none", ecolor=INK, capsize=2, linewidth=1)
    right.axvline(base["mean_actions"]["value"], color=INK, linestyle=":", linewidth=1)
    right.set_yticks(positions, [r[0] for r in rows])
    right.invert_yaxis()
    right.set_xlabel(translate(N_("{moves} per game")).format(moves=moves(game)))
    right.ticklabel_format(axis="x", useOffset=False, style="plain")
    fig.tight_layout()
    alt = translate(N_("Two dot charts, one row per variant, with 95% intervals. Above, the first mover's share of "
                       "the wins; below, the {moves} per game. {rows}.")).format(
        moves=moves(game),
        rows="; ".join(f"{name}: {pct(f['value'])}, {m['value']:.0f}" for (name, _, _), f, m in zip(rows, firsts, means)))
    base_mean = base["mean_actions"]
    longer = [(name, m["value"]) for (name, _, _), m in zip(rows[1:], means[1:])
              if m["ci"][0] > base_mean["ci"][1] or m["ci"][1] < base_mean["ci"][0]]
    edge = [name for (name, _, _), f in zip(rows[1:], firsts[1:])
            if not f["ci"][0] <= base["first_mover"]["value"] <= f["ci"][1]
            and not base["first_mover"]["ci"][0] <= f["value"] <= base["first_mover"]["ci"][1]]
    if longer:
        biggest = max(longer, key=lambda item: abs(item[1] - base_mean["value"]))
        length_words = translate(N_("{changed} of the {total} variants change how long a game runs; the most, "
                                    "“{name}”, makes it {mean} {moves} instead of {base}")).format(
            changed=len(longer), total=len(rows) - 1, name=biggest[0], mean=f"{biggest[1]:.0f}", moves=moves(game),
            base=f"{base_mean['value']:.0f}")
    else:
        length_words = translate(N_("no variant changes how long a game runs beyond chance"))
    edge_words = (translate(N_("none moves the first mover's share beyond chance")) if not edge else
                  translate(N_("the first mover's share moves with {variants}")).format(
                      variants=", ".join(f"“{e}”" for e in edge)))
    meaning = translate(N_("{length}, and {edge}. Agree on these rules before you start; the others change the feel "
                           "of a game more than its numbers.")).format(length=length_words, edge=edge_words)
    return figure(fig, alt, meaning)


# --- each game's own question ------------------------------------------------------------------------

def bisca_bets() -> str:
    """How often a bet of each size is met."""
    s = run(load("bisca"))
    assert s is not None
    table = s["tallies"]["bet_met"]
    sizes = [k for k in table if table[k]["trials"] >= 20]
    values = [table[k]["rate"] for k in sizes]
    fig, _ = _bars([translate(N_("bet {n}")).format(n=k) for k in sizes], values, [table[k]["ci"] for k in sizes],
                   ylabel=translate(N_("bets met")))
    alt = translate(N_("Bar chart of how often a bet is met exactly, by its size, between random players: "
                       "{bars}.")).format(
        bars=", ".join(translate(N_("bet {n}: {share} of {bets}")).format(n=k, share=pct(v), bets=count(table[k]["trials"]))
                       for k, v in zip(sizes, values)))
    meaning = translate(N_("A bet of 0 is met {zero} of the time and a bet of 1 {one}, but a bet of {n} only {share}: "
                           "small bets are the safe points, and every trick more you promise is much harder to land "
                           "exactly.")).format(zero=pct(table["0"]["rate"]), one=pct(table["1"]["rate"]),
                                               n=sizes[-1], share=pct(values[-1]))
    return figure(fig, alt, meaning)


#: the initiative holder's choice (the data file's words), as a label, in a list and in a sentence
_CHOSE = {"placed first": N_("chose to place first"), "moved first": N_("chose to move first")}
_CHOICE = {"placed first": N_("placed first"), "moved first": N_("moved first")}
_DO = {"placed first": N_("place first"), "moved first": N_("move first")}


def scamorra_initiative() -> str:
    """Place first or move first: how the initiative holder fares after each choice."""
    s = run(load("scamorra"))
    assert s is not None
    table = s["tallies"]["initiative_holder_wins"]
    kinds = [k for k in ("placed first", "moved first") if k in table]
    values = [table[k]["rate"] for k in kinds]
    fig, _ = _bars([translate(_CHOSE[k]) for k in kinds], values,
                   [table[k]["ci"] for k in kinds], [PALETTE[0], PALETTE[1]], fair=0.5,
                   ylabel=translate(N_("wins (a patta half)")))
    alt = translate(N_("Bar chart of the initiative holder's share of the wins, a patta counting half: "
                       "{bars}.")).format(
        bars=", ".join(translate(N_("{choice} {share} of {games} games")).format(
            choice=translate(_CHOICE[k]), share=pct(v), games=count(table[k]["trials"])) for k, v in zip(kinds, values)))
    overlap = table[kinds[0]]["ci"][0] <= table[kinds[1]]["ci"][1] and table[kinds[1]]["ci"][0] <= table[kinds[0]]["ci"][1]
    better = kinds[0] if values[0] > values[1] else kinds[1]
    meaning = (translate(N_("Placing first or moving first makes no difference beyond chance between players who move "
                            "at random: choose by your cards, not by habit.")) if overlap else
               translate(N_("The initiative holder does better when they {choice}: take that choice when you hold the "
                            "initiative.")).format(choice=translate(_DO[better])))
    return figure(fig, alt, meaning)


def frederik_hands() -> str:
    """Which hands win, beside five cards dealt at random."""
    s = run(load("frederik"))
    assert s is not None
    final, winning, random5 = (s["histograms"][k] for k in ("final_hands", "winning_hands", "five_at_random"))
    cats = [c for c in CATEGORIES if final.get(c) or winning.get(c) or random5.get(c)]
    totals = [sum(h.values()) for h in (random5, final, winning)]
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(6.0, 3.6))
    width = 0.27
    names = (translate(N_("five cards at random")), translate(N_("every final hand")), translate(N_("winning hands")))
    for i, (name, hist, total) in enumerate(zip(names,
                                                (random5, final, winning), totals)):
        ax.bar([p + (i - 1) * width for p in range(len(cats))], [hist.get(c, 0) / total for c in cats], width,
               label=name, color=PALETTE[i], hatch=("", "//", "..")[i], edgecolor=INK, linewidth=0.3)
    ax.set_xticks(range(len(cats)), [translate(CATEGORY_SHORT.get(c, CATEGORY_WORDS.get(c, c))) for c in cats],
                  rotation=35, ha="right")
    ax.set_ylabel(translate(N_("share of hands")))
    ax.yaxis.set_major_formatter(lambda v, _: f"{100 * v:.0f}%")
    ax.legend(frameon=False)
    alt = translate(N_("Grouped bar chart by poker hand: five cards dealt at random, every player's final hand, and "
                       "the winning hands. {bars}.")).format(
        bars="; ".join(f"{translate(CATEGORY_WORDS.get(c, c))}: {pct(random5.get(c, 0) / totals[0])}, "
                       f"{pct(final.get(c, 0) / totals[1])}, {pct(winning.get(c, 0) / totals[2])}" for c in cats))
    pair_or_better = 1 - final.get("high card", 0) / totals[1]
    random_pair = 1 - random5.get("high card", 0) / totals[0]
    win_pair = winning.get("pair", 0) / totals[2]
    meaning = translate(N_("The game's draws and steals improve hands: {final} of final hands hold a pair or better, "
                           "against {random} of five cards dealt at random; a single pair still wins {pair} of the "
                           "time, so do not throw away a pair chasing a bigger hand.")).format(
        final=pct(pair_or_better), random=pct(random_pair), pair=pct(win_pair))
    return figure(fig, alt, meaning)


def machiavelli_laid() -> str:
    """How many cards a turn lays."""
    s = run(load("machiavelli"))
    assert s is not None
    hist = {int(k): v for k, v in s["histograms"]["cards_laid_per_turn"].items()}
    total = sum(hist.values())
    counts = list(range(max(hist) + 1))   # every number, those no turn laid too (a lay of 2 is impossible)
    hist = {c: hist.get(c, 0) for c in counts}
    fig, _ = _bars([str(c) for c in counts], [hist[c] / total for c in counts], None, ylabel=translate(N_("turns")))
    fig.axes[0].set_xlabel(translate(N_("cards laid in the turn (0: a draw)")))
    alt = translate(N_("Bar chart of how many cards a turn lays between random players: {bars} of {turns} "
                       "turns.")).format(bars=", ".join(f"{c}: {pct(hist[c] / total)}" for c in counts),
                                         turns=count(total))
    laying = total - hist.get(0, 0)
    one = hist.get(1, 0)
    meaning = translate(N_("{draw} of turns lay nothing and draw; of the turns that lay, {one} lay a single card: a big "
                           "lay is rare, so keep the cards that make one.")).format(
        draw=pct(hist.get(0, 0) / total), one=pct(one / laying) if laying else "0%")
    return figure(fig, alt, meaning)


def beginner_words(game: str) -> str:
    """A sentence on the beginner's first step above random, when the data file has it."""
    data = load(game)
    s = run(data, "beginner among random")
    if s is None:
        return ""
    share, ci = s["win_share"][0], s["win_share_ci"][0]
    fair = 1 / s["players"]
    said = (N_("One beginner among {others} random players wins {share} of {games} games ({interval}), {times} times "
               "a fair share.") if s["players"] > 2 else
            N_("A beginner against a random player wins {share} of {games} games ({interval}), {times} times a fair "
               "share."))
    return translate(said).format(others=s["players"] - 1, share=pct(share), games=s["games"], interval=pct_ci(ci),
                                  times=_local(f"{share / fair:.1f}"))


def ladder_figure(game: str) -> str:
    """The computer players' ladder (engine/ladder.py): each level's rating with its interval."""
    entry = ladder(game)
    if entry is None:
        return ('<p class="cit-number-note">'
                + translate(N_("The ladder of this game's computer players has not been measured yet.")) + "</p>")
    levels = entry["levels"]
    ratings = [entry["ratings"][lv] for lv in levels]
    labels = [translate(str(entry.get("labels", {}).get(lv, lv))) for lv in levels]
    fig, ax = _axes(5.4, 0.45 * len(levels) + 1.0)
    values = [r["rating"] for r in ratings]
    errors = [_error(r["rating"], r.get("ci") or [r["rating"], r["rating"]]) for r in ratings]
    ax.barh(range(len(levels)), values, xerr=list(zip(*errors)), color=PALETTE[2], ecolor=INK, capsize=3)
    ax.set_yticks(range(len(levels)), labels)
    ax.set_xlabel(translate(N_("rating (random play = 0)")))
    alt = translate(N_("Bar chart of the computer players' ratings on the Elo scale, random play at 0: "
                       "{bars}.")).format(bars=", ".join(f"{label} {v:+.0f}" for label, v in zip(labels, values)))
    steps = entry.get("matchups", [])
    clear = [m for m in steps if m["share_ci"][0] > m["fair_share"]]
    named = {lv: label for lv, label in zip(levels, labels)}
    top = max(levels, key=lambda lv: entry["ratings"][lv]["rating"])
    meaning = translate(N_("In {clear} of the {pairings} pairings the stronger level wins clearly more than its fair "
                           "share, and the {level} player rates highest; 200 rating points mean the stronger wins "
                           "about three games in four. Move up a level when you beat your opponent most of the "
                           "time.")).format(clear=len(clear), pairings=len(steps), level=named[top])
    return figure(fig, alt, meaning)


def about(game: str) -> str:
    """Where the numbers come from, in a sentence (the data file's settings and engine version)."""
    data = load(game)
    s = run(data)
    assert s is not None
    return translate(N_("These figures come from {games} games on the default table ({players} players) and {more} "
                        "more for the variants and other tables, all played by the engine's computer players (engine "
                        "version {version}).")).format(
        games=count(s["games"]), players=s["players"],
        more=count(sum(r["summary"]["games"] for r in data["runs"]) - s["games"]), version=data["engine_version"])


def show(html_text: str) -> Any:
    """The figure for a page's hidden-input cell."""
    from IPython.display import HTML

    return HTML(html_text)


# --- the what-if lab ---------------------------------------------------------------------------------

#: what the lab compares with the book's figures (assets/js/cit-lab.js draws them)
_LAB_KEYS = ("games", "players", "win_share", "win_share_ci", "first_mover", "mean_actions", "endings")
#: games the lab plays per request (a step of its progress bar) and offers by default
LAB_CHUNK = {"machiavelli": 2, "frederik": 5}
LAB_GAMES = {"machiavelli": 20}


def lab_settings(game: str) -> dict:
    """What the page's lab offers: the variants the data file has (the book's figures for each, to draw
    beside the reader's), the computer players by their labels, the default table's size."""
    from engine import game as spec_of

    spec = spec_of(game)
    data = load(game)
    words = VARIANTS[game]
    variants = [{"name": "default", "words": translate(N_("the rulings (default)")), "options": {}}]
    base = run(data)
    assert base is not None
    book = {"default": {k: base[k] for k in _LAB_KEYS}}
    for r in data["runs"]:
        if r["name"] in words:
            variants.append({"name": r["name"], "words": translate(words[r["name"]][0]), "options": r["options"]})
            book[r["name"]] = {k: r["summary"][k] for k in _LAB_KEYS}
    order = ["random", "beginner", "intermediate", "strong"]
    names = sorted(spec.bots, key=lambda n: order.index(n) if n in order else len(order))
    return {"players": spec.default_players, "seats": seat_names(game, spec.default_players),
            "variants": variants, "book": book,
            "kinds": [{"value": n, "label": translate(str(spec.bot_label(n)))} for n in names],
            "games": LAB_GAMES.get(game, 100), "chunk": LAB_CHUNK.get(game, 10),
            "moves": moves(game), "endings": {k: translate(v) for k, v in ENDINGS.get(game, {}).items()}}


def lab(game: str) -> str:
    """The lab's marker: hidden until assets/js/cit-lab.js fills it (with JavaScript off, nothing shows)."""
    settings = json.dumps(lab_settings(game), ensure_ascii=False).replace("</", "<\\/")
    return (f'<div class="cit-lab" data-game="{html.escape(game)}" hidden>'
            f'<script type="application/json">{settings}</script></div>')


# --- the coach (engine/coach): how far its chances can be trusted -------------------------------------

COACH = ROOT / "data" / "coach"
#: a group of decisions this large or larger is held to the calibration's goal (engine.coach.measure)
COACH_GROUP = 50
COACH_MISSING = N_("The coach of this game has not been measured yet: its figures appear here once they are.")


def coach(game: str) -> dict | None:
    """The coach's measured figures (``python -m engine.coach calibrate|strength GAME --write``), if any."""
    path = COACH / f"{game}.json"
    if not path.exists():
        return None
    return json.loads(path.read_text(encoding="utf-8"))


def _note(text: str) -> str:
    return f'<p class="cit-number-note">{html.escape(text)}</p>'


def _decimal(x: float, digits: int = 3) -> str:
    return _local(f"{x:.{digits}f}")


def coach_calibration(game: str) -> str:
    """The coach's predicted chances against the share of games actually won, by tenths of chance."""
    measured = (coach(game) or {}).get("calibrate") or {}
    groups = [g for g in measured.get("calibration") or [] if g.get("count")]
    if not groups:
        return _note(translate(COACH_MISSING))
    fig, ax = _axes(5.4, 4.2)
    ax.plot([0, 1], [0, 1], color=INK, linestyle="--", linewidth=1, label=translate(N_("chance came true")))
    for large in (True, False):
        chosen = [g for g in groups if (g["count"] >= COACH_GROUP) == large]
        if not chosen:
            continue
        ax.errorbar([g["predicted"] for g in chosen], [g["won"] for g in chosen],
                    yerr=list(zip(*[_error(g["won"], g["won_ci"]) for g in chosen])), fmt="o", capsize=3,
                    color=PALETTE[0], ecolor=INK, markerfacecolor=PALETTE[0] if large else "none",
                    label=translate(N_("{n} decisions or more") if large else N_("fewer than {n} decisions")).format(
                        n=COACH_GROUP))
    # a little room beyond 0% and 100%, so a group at either end is drawn whole
    ax.set_xlim(-0.03, 1.03)
    ax.set_ylim(-0.03, 1.03)
    ax.set_xlabel(translate(N_("the coach's chance for the move played")))
    ax.set_ylabel(translate(N_("games won")))
    for axis in (ax.xaxis, ax.yaxis):
        axis.set_major_formatter(lambda v, _: f"{100 * v:.0f}%")
    # under the chart: inside it, the key would cover a group
    ax.legend(frameon=False, loc="upper center", bbox_to_anchor=(0.5, -0.2), ncol=3)
    alt = translate(N_("Dot chart of the coach's chance of winning against the share of those games actually won, "
                       "decisions grouped by tenths of chance, with 95% intervals: {groups}.")).format(
        groups="; ".join(translate(N_("{low} to {high}: chance {chance}, won {won} ({interval}), {n} decisions")).format(
            low=pct(g["band"][0]), high=pct(g["band"][1]), chance=pct(g["predicted"]), won=pct(g["won"]),
            interval=pct_ci(g["won_ci"]), n=count(g["count"])) for g in groups))
    worst = worst_gap(groups, COACH_GROUP)
    gap = round(100 * worst, 1) if worst is not None else None
    meaning = (translate(N_("Where a dot sits on the dashed line, the coach's chances came true: in the groups of {n} "
                            "decisions or more, the share of games won lies at most {gap} points from the chance the "
                            "coach gave. A hollow dot is a group too small to say much; its interval is wide."))
               .format(n=COACH_GROUP, gap=_local(f"{gap:.1f}")) if gap is not None else
               translate(N_("No group holds {n} decisions yet, so every interval is wide: these figures come from few "
                            "games, and say little yet about how far the coach's chances can be trusted.")).format(
                   n=COACH_GROUP))
    # a player's decisions in one game share its end: where measured, the fairer yardstick, said alone
    shared = measured.get("worst_gap_if_calibrated_shared_ends")
    yardstick = shared or measured.get("worst_gap_if_calibrated")
    if gap is not None and yardstick:
        words = (N_("Chance alone moves a group too: on these {decisions} decisions, counting that a player's decisions "
                    "in one game share that game's end, a coach whose every chance was exactly right would show its "
                    "worst group about {median} points off the line (9 times in 10 less than {high}).") if shared else
                 N_("Chance alone moves a group too: on these {decisions} decisions, a coach whose every chance was "
                    "exactly right would show its worst group about {median} points off the line (9 times in 10 less "
                    "than {high})."))
        meaning += " " + translate(words).format(decisions=count(measured.get("decisions", 0)),
                                                 median=_local(f"{yardstick[0]:.1f}"), high=_local(f"{yardstick[1]:.1f}"))
    return figure(fig, alt, meaning)


def coach_facts(game: str) -> list[str]:
    """How sure the coach is, in sentences: where its figures come from, its Brier score, whether it gives the
    same grade again, its best move against a coach with more re-deals, and its strength as a player. A
    figure the data file lacks is said to be unmeasured."""
    from engine import game as spec_of

    data = coach(game) or {}
    measured, strength = data.get("calibrate") or {}, data.get("strength") or {}
    if not measured.get("decisions") and strength.get("share") is None:
        return [translate(COACH_MISSING)]
    facts = []
    if not measured.get("decisions"):
        facts.append(translate(N_("Its chances have not been measured against games played yet.")))
    else:
        facts.append(translate(N_("Measured on {decisions} decisions drawn from {games} games between the book's "
                                  "computer players (engine version {version}).")).format(
            decisions=count(measured["decisions"]), games=count(measured.get("games", 0)),
            version=measured.get("engine_version", "?")))
        if measured.get("brier") is not None and measured.get("brier_fair_share") is not None:
            better = measured["brier"] < measured["brier_fair_share"]
            facts.append(translate(N_("Its Brier score (the mean squared gap between its chance and the result: lower "
                                      "is better) is {brier}, against {fair} for always guessing a fair share: "
                                      "{verdict}.")).format(
                brier=_decimal(measured["brier"]), fair=_decimal(measured["brier_fair_share"]),
                verdict=translate(N_("the coach knows more than a guess") if better else
                                  N_("no better than a guess yet"))))
        if measured.get("same_grade_share") is not None:
            facts.append(translate(N_("Judged again over other re-deals (another seed), a decision gets the same "
                                      "grade {share} of the time ({interval}).")).format(
                share=pct(measured["same_grade_share"]), interval=pct_ci(measured.get("same_grade_ci") or [0, 1])))
        else:
            facts.append(translate(N_("Whether it gives the same grade under another seed has not been measured "
                                      "yet.")))
        if measured.get("best_within_good_share") is not None:
            facts.append(translate(N_("Its best move is within the good band of the best move of a coach given "
                                      "{factor} times the re-deals in {share} of {n} decisions.")).format(
                factor=measured.get("factor", 10), share=pct(measured["best_within_good_share"]),
                n=count(measured.get("deep_decisions", 0))))
        else:
            facts.append(translate(N_("How its best move compares with a coach given more re-deals has not been "
                                      "measured yet.")))
    by_level = measured.get("calibration_by_level") or {}
    if by_level:
        spec = spec_of(game)
        facts.append(translate(N_("Its chances by who decided, the average chance it gave against the share of "
                                  "games won: {levels}. It imagines the rest of each game played as its own players "
                                  "would play it, so where a kind of player's two figures part, the coach misjudges "
                                  "how that player goes on.")).format(
            levels="; ".join(translate(N_("{level}, {chance} against {won} ({interval}), {n} decisions")).format(
                level=translate(str(spec.bot_label(level))), chance=pct(row["predicted"]), won=pct(row["won"]),
                interval=pct_ci(row["won_ci"]), n=count(row["decisions"]))
                for level, row in by_level.items() if level in spec.bots)))
    if strength.get("share") is not None:
        label = translate(str(spec_of(game).bot_label(strength.get("opponent", "strong"))))
        said = (N_("As a player, taking its own best move every turn, one seat among {level} computer players wins "
                   "{share} of {games} games ({interval}): {times} times a fair share.") if spec_of(game).default_players > 2
                else N_("As a player, taking its own best move every turn against a {level} computer player, it wins "
                        "{share} of {games} games ({interval}): {times} times a fair share."))
        facts.append(translate(said)
                     .format(level=label, share=pct(strength["share"]), games=count(strength.get("games", 0)),
                             interval=pct_ci(strength.get("share_ci") or [0, 1]),
                             times=_local(f"{strength.get('times_fair', 0):.2f}")))
    else:
        facts.append(translate(N_("Its strength as a player has not been measured yet.")))
    return facts


def coach_figures(game: str) -> str:
    """:func:`coach_facts` as a list for a page."""
    return "<ul class=\"cit-number-facts\">" + "".join(f"<li>{html.escape(f)}</li>" for f in coach_facts(game)) + "</ul>"
