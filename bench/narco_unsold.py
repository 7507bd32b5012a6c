"""Whether Narco Empire's bots sell what they make: the consignments each seat still holds when the game ends
(worth nothing then) and the money it ends with, over games of bots of one level.

    python bench/narco_unsold.py [--level easy] [--players 3] [--games 30] [--seed 1000]

Each game is played by bots of `--level` only, seeds counted up from `--seed`. Target: a seat ends with a few
consignments at most, not half its earnings' worth.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.narco_empire.state import NarcoState


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="easy", choices=("easy", "normal", "hard"))
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args()
    game = registry.get_game("narco_empire")
    config = Config("narco_empire", tuple(Seat("bot", args.level) for _ in range(args.players)))
    unsold: list[int] = []
    money: list[int] = []
    for number in range(args.games):
        match = Match(game, config, args.seed + number)
        while not match.is_over():
            match.play(match.choose_bot_action())
        state = match.state
        assert isinstance(state, NarcoState)
        unsold += [player.laboratory_cubes + player.storage_cubes for player in state.players]
        money += [player.money for player in state.players]
    print(f"{args.level} bots, {args.players} players, {args.games} games:")
    print(
        f"  consignments unsold at the end: mean {statistics.mean(unsold):.1f}, 8 or more for "
        f"{sum(u >= 8 for u in unsold)} of {len(unsold)} seats"
    )
    print(
        f"  money at the end: mean {statistics.mean(money):.1f} million, 3 or less for "
        f"{sum(m <= 3 for m in money)} seats"
    )


if __name__ == "__main__":
    main()
