"""Bot strength and speed for any game on offer: each level against the one below, seats rotated (the balance lab).

    .venv/bin/python bench/bots.py --game siberia --games 40 [--players 2] [--seed 0]

Prints the stronger level's win rate in each pairing with its 95% interval (a shared win counts as a
fraction) and the 95th percentile of the time a bot of each level takes to choose a move. `main.py lab`
does the same for any seats, on every core, with files and a chart.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry
from game.core.protocol import Seat
from game.core.simulate import LabPlan, LabSeat, run_lab

PAIRINGS = (("hard", "normal"), ("normal", "easy"))


def pairing(game_id: str, strong: str, weak: str, games: int, players: int, seed: int) -> dict[str, Any]:
    """A lab run of the strong level against `players - 1` weak ones, seats rotated."""
    seats = (LabSeat(Seat("bot", strong)), *(LabSeat(Seat("bot", weak)) for _ in range(players - 1)))
    return run_lab(LabPlan(game_id, seats, games, seed), workers=1).summary


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=registry.game_ids())
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    moves: dict[str, float] = {}
    failed = 0
    for strong, weak in PAIRINGS:
        summary = pairing(args.game, strong, weak, args.games, args.players, args.seed)
        failed += summary["errors"]
        first = summary["seats"][0]
        interval = f"95% {first['low']:.0%} to {first['high']:.0%}"
        print(
            f"{strong} vs {weak}: {strong} wins {first['rate']:.0%} ({interval}) of {args.games} games "
            f"(an even match is {1 / args.players:.0%}), {summary['errors']} errors",
            flush=True,
        )
        for seat in summary["seats"]:
            level = seat["seat"].split(":")[-1]
            moves[level] = max(moves.get(level, 0.0), seat["p95_move_seconds"])
    for level, seconds in moves.items():
        print(f"{level:<6} p95 move {seconds:.3f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
