"""How much a longer think is worth: the hard bot's choices at two budgets, against a long reference search.

    .venv/bin/python bench/search_regret.py [--game siberia] [--positions 30] [--short 135] [--long 1350]
                                            [--reference 300] [--width 10] [--seed 0]

Plays games of the hard bot against the normal one and, at positions where the hard bot has at least
`--min-moves` moves to choose from, values every legal move in `--reference` imagined worlds (the same worlds for
all, with the game's own futures and evaluation): the reference. Then the hard bot chooses there with
`--short` and `--long` futures (fixed counts, so a run is repeatable; about 0.3 s and 3 s of an idle
core), weighing as many candidates as each budget affords, and for each `--width` with exactly that many.
Prints per budget the share of positions where it chose the reference's best move and its mean regret
(the reference value it gave up), so a change to the search can be judged before the games that measure it for good.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry
from game.ai.search import Budget, SearchBot, set_default_budget
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.core.rng import Rng

EVERY = 5
"""Decisions of the hard bot skipped between two measured positions."""


def reference(bot: SearchBot, game: object, view: object, seat: int, worlds: int, rng: Rng) -> list[float]:
    """Every legal move's mean value in the same `worlds` imagined worlds."""
    actions = game.legal_actions(view)  # type: ignore[attr-defined]
    bot.candidates(game, view, seat, actions, len(actions))  # a game's hook may note what its imagine() adds per move
    totals = [0.0] * len(actions)
    for number in range(worlds):
        world = rng.fork(number)
        for index, action in enumerate(actions):
            totals[index] += bot.imagine(game, view, seat, action, world)  # type: ignore[arg-type]
    return [total / worlds for total in totals]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="siberia", choices=["siberia", "mainports"])  # hard bots that search
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--short", type=int, default=135)
    parser.add_argument("--long", type=int, default=1350)
    parser.add_argument("--reference", type=int, default=300)
    parser.add_argument("--width", type=int, action="append")
    parser.add_argument("--min-moves", type=int, default=6)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    set_default_budget(Budget(samples=args.short))  # the games between the measured positions
    game = registry.get_game(args.game)
    config = Config(args.game, (Seat("bot", "hard"), Seat("bot", "normal")))
    settings = [("short", args.short, None), ("long", args.long, None)]
    settings += [
        (f"{name}, {width} wide", samples, width) for width in args.width or [] for name, samples, _ in settings[:2]
    ]
    hits = dict.fromkeys([name for name, _, _ in settings], 0)
    regret = dict.fromkeys(hits, 0.0)
    measured = 0
    seed = args.seed
    decisions = 0
    while measured < args.positions:
        match = Match(game, config, seed)
        seed += 1
        while not match.is_over() and measured < args.positions:
            seat = match.current_player
            eligible = seat == 0 and len(match.legal_actions()) >= args.min_moves
            decisions += eligible
            if eligible and decisions % EVERY == 0:
                view = game.observe(match.state, seat, Rng(seed).fork(decisions))
                probe = registry.make_bot(args.game, "hard", Rng(decisions))
                assert isinstance(probe, SearchBot)
                # the imagined futures' depth may be set per move (Mainports): let the bot set it
                probe.budget = Budget(samples=1)
                probe.choose(game, view, seat)
                actions = game.legal_actions(view)
                if len(probe.candidates(game, view, seat, actions, probe.width)) > 1:  # a decision the bot searches
                    values = reference(probe, game, view, seat, args.reference, Rng(seed).fork(10**6 + decisions))
                    best = max(values)
                    for name, samples, width in settings:
                        bot = registry.make_bot(args.game, "hard", Rng(decisions).fork(7))
                        assert isinstance(bot, SearchBot)
                        bot.budget = Budget(samples=samples)
                        if width is not None:  # exactly this many candidates, whatever the budget affords
                            inner = bot.candidates
                            bot.candidates = lambda g, v, s, a, _, inner=inner, width=width: inner(g, v, s, a, width)
                        chosen = values[actions.index(bot.choose(game, view, seat))]
                        hits[name] += chosen == best
                        regret[name] += best - chosen
                    measured += 1
                    print(f"position {measured}: {len(actions)} moves", flush=True)
            match.play(match.choose_bot_action())
    for name in hits:
        print(f"{name:<20} best move {hits[name] / measured:6.1%}   mean regret {regret[name] / measured:9.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
