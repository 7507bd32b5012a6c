"""How fast the shared search looks ahead, per game: actions performed in imagined futures per second.

    .venv/bin/python bench/search_speed.py [--game siberia] [--positions 12] [--samples 24] [--seed 0]

Plays each game with normal bots and, every few moves, lets a searching bot (the shared SearchBot with
the game's own evaluation) think about the position to a fixed number of futures. Prints per game the
futures and the actions performed in them per second of the processor's time in the search (the machine's load aside).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry
from game.ai.search import Budget, SearchBot
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.core.rng import Rng

EVERY = 7
"""Moves played between two searched positions."""


def measure(game_id: str, positions: int, samples: int, seed: int) -> tuple[int, int, float]:
    """Futures, actions performed in them and seconds spent, over `positions` searched positions."""
    game = registry.get_game(game_id)
    config = Config(game_id, tuple(Seat("bot", "normal") for _ in range(game.min_players)))
    futures = actions = 0
    seconds = 0.0
    searched = 0
    match = Match(game, config, seed)
    while searched < positions:
        if match.is_over():
            seed += 1
            match = Match(game, config, seed)
        if len(match.actions) % EVERY == 0 and len(match.legal_actions()) > 1:
            seat = match.current_player
            bot = SearchBot(
                Rng(seed).fork(len(match.actions)), registry.evaluation(game.id), budget=Budget(samples=samples)
            )
            view = game.observe(match.state, seat, Rng(searched))
            started = time.process_time()  # processor time: the machine's load does not count
            bot.choose(game, view, seat)
            seconds += time.process_time() - started
            futures, actions = futures + bot.stats.futures, actions + bot.stats.actions
            searched += 1
        match.play(match.choose_bot_action())
    return futures, actions, seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=registry.game_ids(), action="append")
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--samples", type=int, default=24)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    for game_id in args.game or ["siberia", "mainports"]:
        futures, actions, seconds = measure(game_id, args.positions, args.samples, args.seed)
        print(
            f"{game_id:<12} {actions / seconds:8.0f} searched actions/s  {futures / seconds:7.1f} futures/s  "
            f"({actions} actions in {futures} futures, {seconds:.2f} s)",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
