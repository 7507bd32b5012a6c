"""Whether Narco Empire's bots keep the game alive: how often the merchandise supply is empty, and how much a
laboratory holds beyond what two shipments move, over games of bots.

    python bench/narco_supply.py [--games 20] [--players 2,3,4] [--seats bot:normal,bot:hard] [--mode basic]
                                 [--samples 8] [--seed 1]

Seats are rotated over the players; searching bots imagine a fixed number of futures (`--samples`), so the
figures do not depend on the machine. A shipment is what the transport carries and the storage holds, the
most one activity ships. Target: moves with an empty supply under 2%; a laboratory's stock at most what the
network ships in two turns.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry
from game.ai import search
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.narco_empire.cards import card
from game.narco_empire.state import NarcoState, capacity


def play(players: int, seats: list[str], mode: str, seed: int) -> tuple[int, int, int, int]:
    """One game: (moves, moves with an empty supply, highest lab stock, lab stock beyond two shipments at
    its highest)."""
    config = Config(
        "narco_empire", tuple(Seat.parse(seats[(seed + n) % len(seats)]) for n in range(players)), {"mode": mode}
    )
    match = Match(registry.get_game("narco_empire"), config, seed)
    empty = highest = over = 0
    while not match.is_over() and len(match.actions) < 5000:
        match.play(match.choose_bot_action())
        state = match.state
        assert isinstance(state, NarcoState)
        empty += state.merchandise_supply == 0
        for player in state.players:
            highest = max(highest, player.laboratory_cubes)
            over = max(over, player.laboratory_cubes - 2 * min(capacity(player), card(player.transport).capacity))
    return len(match.actions), empty, highest, over


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per player count")
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--seats", default="bot:normal,bot:hard")
    parser.add_argument("--mode", default="basic", choices=("basic", "advanced"))
    parser.add_argument("--samples", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    search.set_default_budget(search.Budget(samples=args.samples))
    seats = args.seats.split(",")
    print(f"Narco Empire ({args.mode}), {args.games} games per player count, seats {seats} rotated:")
    for players in (int(count) for count in args.players.split(",")):
        games = [play(players, seats, args.mode, args.seed + number) for number in range(args.games)]
        moves = sum(game[0] for game in games)
        empty = sum(game[1] for game in games)
        print(
            f"  {players} players: moves with an empty supply {100 * empty / moves:5.1f}% of {moves};"
            f" highest lab stock median {statistics.median(g[2] for g in games):.0f}, max {max(g[2] for g in games)};"
            f" beyond two shipments at most {max(g[3] for g in games)}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
