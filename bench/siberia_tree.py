"""How far Siberia's slow think sees: the tree it searches in the action phase, per move.

    .venv/bin/python bench/siberia_tree.py [--positions 24] [--seconds 3] [--seed 0]

Plays games of normal bots and, every few moves of an action phase, lets the hard bot think about the
position at a slow think. Prints the positions it looked at per second, how deep its last finished depth
went (moves from the root), how often it saw every line to the end of the round, and the time it took.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry
from game.ai.search import SLOW_THINK, Budget
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.core.rng import Rng
from game.siberia.bots import SiberiaSearchBot
from game.siberia.state import Phase

EVERY = 3
"""Moves played between two searched positions."""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=24)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    if args.seconds < SLOW_THINK:
        parser.error(f"the tree is searched from a think of {SLOW_THINK:g} s a move on")
    game = registry.get_game("siberia")
    config = Config("siberia", (Seat("bot", "normal"), Seat("bot", "normal")))
    seed = args.seed
    match = Match(game, config, seed)
    depths: list[int] = []
    seconds: list[float] = []
    nodes = whole = 0
    while len(depths) < args.positions:
        if match.is_over():
            seed += 1
            match = Match(game, config, seed)
        if match.state.phase == Phase.ACT and len(match.legal_actions()) > 1 and len(match.actions) % EVERY == 0:
            seat = match.current_player
            bot = registry.make_bot("siberia", "hard", Rng(len(depths)))
            assert isinstance(bot, SiberiaSearchBot)
            bot.budget = Budget(args.seconds)
            started = time.perf_counter()
            bot.choose(game, game.observe(match.state, seat, Rng(len(depths))), seat)
            seconds.append(time.perf_counter() - started)
            depths.append(bot.reached)
            nodes += bot.nodes
            whole += bot.whole_round
        match.play(match.choose_bot_action())
    print(
        f"siberia slow think at {args.seconds:g} s: {nodes / sum(seconds):,.0f} positions/s; depth reached "
        f"median {statistics.median(depths):g} (from {min(depths)} to {max(depths)}); to the end of the round "
        f"in {whole} of {len(depths)}; {statistics.mean(seconds):.2f} s a move on average, at most "
        f"{max(seconds):.2f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
