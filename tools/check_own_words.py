"""Check that the clause catalogues are in the book's own words: no summary may share a run of eight
words with a reference text (the rule catalogue or an original rulebook the authors worked from).

The reference lives outside this repository, so this is a tool for the authors, not a test:

    .venv/bin/python tools/check_own_words.py path/to/RULINGS.md [path/to/seed.txt ...]

It prints every summary that shares such a run and exits 1 if any does.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from widgets import catalogue  # noqa: E402  (the repository root is put on the path first)

RUN = 8


def words(text: str) -> list[str]:
    return re.findall(r"[\w'’]+", text.lower())


def shared_runs(summary: str, runs: set[tuple[str, ...]]) -> list[str]:
    mine = words(summary)
    return [" ".join(mine[i:i + RUN]) for i in range(len(mine) - RUN + 1) if tuple(mine[i:i + RUN]) in runs]


def main(references: list[str]) -> int:
    if not references:
        print(__doc__)
        return 2
    runs: set[tuple[str, ...]] = set()
    for reference in references:
        text = words(Path(reference).read_text(encoding="utf-8"))
        runs |= {tuple(text[i:i + RUN]) for i in range(len(text) - RUN + 1)}
    copied = 0
    for name, book in sorted(catalogue.catalogues(ROOT).items()):
        for clause in book.clauses.values():
            for run in shared_runs(clause.summary, runs)[:1]:
                copied += 1
                print(f"{name} {clause.id}: shares '{run}'")
    print(f"{copied} summaries share a run of {RUN} words with the reference" if copied
          else f"every summary is in our own words (no run of {RUN} words shared)")
    return 1 if copied else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
