"""Where a `make test` run spent its time: the seconds of every test file, summed from the run's JUnit
report (_build/test-times.xml, written by `make test`), the slowest files first.

    python tools/test_times.py [REPORT] [--top N]

The files' seconds are worker-seconds: on two workers the run's wall time is about half their sum.
"""
from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ElementTree
from collections import defaultdict
from pathlib import Path

REPORT = Path(__file__).resolve().parents[1] / "_build" / "test-times.xml"


def file_of(case: ElementTree.Element) -> str:
    """The test file of a JUnit test case (``classname`` is the dotted module path, then any class)."""
    parts = case.get("classname", "").split(".")
    for end in range(len(parts), 0, -1):
        candidate = "/".join(parts[:end]) + ".py"
        if (REPORT.parents[1] / candidate).is_file():
            return candidate
    return case.get("classname", "?")


def seconds_by_file(report: Path) -> dict[str, tuple[float, int]]:
    """Each test file's total seconds and number of tests."""
    totals: dict[str, list] = defaultdict(lambda: [0.0, 0])
    for case in ElementTree.parse(report).iter("testcase"):
        entry = totals[file_of(case)]
        entry[0] += float(case.get("time", 0) or 0)
        entry[1] += 1
    return {name: (seconds, count) for name, (seconds, count) in totals.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("report", nargs="?", type=Path, default=REPORT)
    parser.add_argument("--top", type=int, default=30)
    args = parser.parse_args(argv)
    if not args.report.is_file():
        print(f"{args.report} not found: `make test` writes it", file=sys.stderr)
        return 1
    totals = seconds_by_file(args.report)
    overall = sum(s for s, _ in totals.values())
    print(f"{overall:8.0f} s in {sum(c for _, c in totals.values())} tests ({len(totals)} files), worker-seconds")
    for name, (seconds, count) in sorted(totals.items(), key=lambda kv: -kv[1][0])[: args.top]:
        print(f"{seconds:8.1f} s {100 * seconds / overall:5.1f} % {count:5d} tests  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
