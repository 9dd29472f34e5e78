"""Shared helpers of the cvpages package's tests: the repository's files,
seeded random generators, running a script in a fresh interpreter with a
time limit, and the count of positions each cross-check compared, printed
at the end of the run (the closing note of issue 33 quotes them).

The seed is ``CVPAGES_TEST_SEED`` (33 unless set), so that a run is
repeatable and another seed explores other games.
"""

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

#: The repository: python/tests/ is two levels below it.
REPO = Path(__file__).resolve().parents[2]

#: The seed of every random generator of the tests.
SEED = int(os.environ.get("CVPAGES_TEST_SEED", "33"))

#: Positions compared by each cross-check, by name, for the summary.
COMPARED: dict[str, int] = {}

#: How the cross-checks' games ended, by check and reason, for the summary.
ENDS: dict[str, dict[str, int]] = {}


def rng(name: str) -> random.Random:
    """A random generator for one test, from the run's seed and its name."""
    return random.Random(f"{SEED}/{name}")


def record(check: str, positions: int) -> None:
    """Adds ``positions`` to the count of the cross-check ``check``."""
    COMPARED[check] = COMPARED.get(check, 0) + positions


def record_ends(check: str, ends: dict[str, int]) -> None:
    """Adds the game ends ``ends`` (reason: games) of the cross-check
    ``check``."""
    totals = ENDS.setdefault(check, {})
    for reason, games in ends.items():
        totals[reason] = totals.get(reason, 0) + games


def run_script(code: str, timeout: float) -> subprocess.CompletedProcess:
    """Runs ``code`` in a new interpreter (the one running the tests), and
    fails the test if it takes longer than ``timeout`` seconds: the guard of
    the tests whose failure would be a call that never returns."""
    try:
        return subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"the script did not finish within {timeout} s:\n{code}")


def pytest_terminal_summary(terminalreporter):
    if COMPARED:
        terminalreporter.section("cross-checks: positions compared")
        for check, positions in sorted(COMPARED.items()):
            terminalreporter.write_line(f"{check}: {positions}")
        for check, ends in sorted(ENDS.items()):
            games = ", ".join(f"{reason} {n}" for reason, n in sorted(ends.items()))
            terminalreporter.write_line(f"{check}, games ended by: {games}")
        terminalreporter.write_line(f"seed: {SEED}")
