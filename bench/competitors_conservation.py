"""Competitors: random games of every player count, checking after every action that money, vehicles,
branches, charters and the 276 cards are accounted for, and that every game ends.

    nice -n 10 .venv/bin/python bench/competitors_conservation.py --games 200

Prints, per player count, the games played, the mean and longest number of actions, and any breach.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.competitors.data import TOKEN_KEYS, VEHICLES, load_data
from game.competitors.rules import CompetitorsGame, box_money, card_locations
from game.competitors.state import CompetitorsState
from game.core.protocol import Config, Seat
from game.core.rng import Rng

MAX_ACTIONS = 20_000


def breaches(state: CompetitorsState) -> list[str]:
    found = []
    data = load_data()
    if sum(state.money) + state.bank != box_money() or min(state.money) < 0:
        found.append("money")
    territories, contracts, customs = card_locations(state)
    if territories != list(range(1, 117)) or contracts != list(range(1, 117)) or customs != list(range(1, 36)):
        found.append("cards")
    if len(territories) + len(contracts) + len(customs) + len(data.headquarter_cards) != 276:
        found.append("276 cards")
    limits = data.rules["token_limits"]
    if len({v.id for v in state.vehicles}) != len(state.vehicles):
        found.append("vehicle ids")
    ids = {v.id for v in state.vehicles}
    riding = [(state.vehicle(v.aboard), v) for v in state.vehicles if v.aboard is not None]
    if any(carrier not in ids for carrier in state.charters) or any(
        carrier.owner != truck.owner and state.charters.get(carrier.id) != truck.owner for carrier, truck in riding
    ):
        found.append("charters")
    for seat in range(state.players):
        if any(len(state.fleet(seat, kind)) > limits[TOKEN_KEYS[kind]] for kind in VEHICLES):
            found.append("vehicles")
        if len(state.branches[seat]) > limits["branches"]:
            found.append("branches")
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    game = CompetitorsGame()
    failed = 0
    for players in range(2, 6):
        lengths = []
        for number in range(args.games):
            seed = args.seed + 1000 * players + number
            state = game.new_game(Config("competitors", tuple(Seat("bot", "easy") for _ in range(players))), seed)
            rng = Rng(seed)
            actions = 0
            while not game.is_over(state) and actions < MAX_ACTIONS:
                game.apply(state, rng.choice(game.legal_actions(state)))
                actions += 1
                problems = breaches(state)
                if problems:
                    print(f"{players} players, seed {seed}, action {actions}: {', '.join(problems)}")
                    failed += 1
                    break
            if not game.is_over(state):
                print(f"{players} players, seed {seed}: no end after {MAX_ACTIONS} actions")
                failed += 1
            lengths.append(actions)
        print(
            f"{players} players: {len(lengths)} games, {sum(lengths) / len(lengths):.0f} actions on average, "
            f"longest {max(lengths)}",
            flush=True,
        )
    print("all accounted for" if not failed else f"{failed} games broke a rule")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
