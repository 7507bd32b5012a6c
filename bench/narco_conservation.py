"""Narco Empire: random games per player count, every move checked for money, merchandise, crops, hitmen
and cards accounted for (the test plays fewer; this is the full run whose figures the issue asks for).

    nice -n 10 .venv/bin/python bench/narco_conservation.py --games 200
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.test_narco_empire_sim import play_checked


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    for players in (2, 3, 4):
        start = time.perf_counter()
        moves = sum(play_checked(players, seed, advanced=seed % 2 == 1) for seed in range(args.games))
        print(
            f"{players} players: {args.games} games, {moves} moves checked, all accounted for "
            f"({time.perf_counter() - start:.1f} s)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
