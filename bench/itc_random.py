"""Random ITC games with the accounting checked after every move (tests/itc_ledger.py): cards, goods and
profit all accounted for, and every game ending.

    nice -n 10 .venv/bin/python bench/itc_random.py --games 200

Prints per player count the games played, the failures, and the games' lengths in moves and rounds.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.itc_ledger import random_game


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    failures = 0
    for players in (2, 3, 4):
        moves, rounds, failed = [], [], 0
        for seed in range(args.games):
            try:
                length, played = random_game(players, seed)
            except AssertionError as problem:
                failed += 1
                print(problem, flush=True)
                continue
            moves.append(length)
            rounds.append(played)
        failures += failed
        print(
            f"{players} players: {args.games} games, {failed} failed; moves median {statistics.median(moves):.0f} "
            f"(max {max(moves)}), rounds median {statistics.median(rounds):.0f} (max {max(rounds)})",
            flush=True,
        )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
