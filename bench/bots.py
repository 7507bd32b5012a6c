"""Bot strength and speed for any game on offer: each level against the one below, seats alternated.

    .venv/bin/python bench/bots.py --game siberia --games 40 [--players 2] [--seed 0]

Prints the stronger level's win rate in each pairing (a shared win counts as a fraction) with its Wilson
95% interval, and the 95th percentile of the time a bot of each level takes to choose a move.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry
from game.core.protocol import Config, Seat
from game.core.simulate import percentile, simulate

PAIRINGS = (("hard", "normal"), ("normal", "easy"))
Z95 = 1.96


def wilson(rate: float, games: int) -> tuple[float, float]:
    """The Wilson score interval (95%) of a win rate over `games` games."""
    centre = (rate + Z95**2 / (2 * games)) / (1 + Z95**2 / games)
    half = Z95 * (rate * (1 - rate) / games + Z95**2 / (4 * games**2)) ** 0.5 / (1 + Z95**2 / games)
    return centre - half, centre + half


def pairing(game_id: str, strong: str, weak: str, games: int, players: int, seed: int,
            times: dict[str, list[float]]) -> tuple[float, int]:
    """The strong level's share of wins over `games` games, every seat taken by it in turn; and errors."""
    game = registry.get_game(game_id)
    wins, errors = 0.0, 0
    for strong_seat in range(players):
        seats = tuple(Seat("bot", strong if seat == strong_seat else weak) for seat in range(players))
        count = games // players + (strong_seat < games % players)
        if not count:
            continue
        summary = simulate(game, Config(game_id, seats), count, seed + 1000 * strong_seat)
        wins += summary.wins[strong_seat]
        errors += len(summary.errors)
        for seat, seconds in enumerate(summary.move_seconds):
            times.setdefault(seats[seat].level, []).extend(seconds)
    return wins / games, errors


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=registry.game_ids())
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    times: dict[str, list[float]] = {}
    failed = 0
    for strong, weak in PAIRINGS:
        rate, errors = pairing(args.game, strong, weak, args.games, args.players, args.seed, times)
        failed += errors
        fair = 1 / args.players
        low, high = wilson(rate, args.games)
        print(f"{strong} vs {weak}: {strong} wins {rate:.1%} of {args.games} games (95% interval {low:.1%} to "
              f"{high:.1%}; an even match is {fair:.0%}), {errors} errors", flush=True)
    for level in ("easy", "normal", "hard"):
        moves = times.get(level, [])
        print(f"{level:<6} p95 move {percentile(moves, 95):.3f} s over {len(moves)} moves")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
