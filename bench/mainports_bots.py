"""Mainports bots: do they finish the game, and does each level beat the one below?

    nice -n 10 .venv/bin/python bench/mainports_bots.py finish --games 20 [--board central] [--players 2 4]
    nice -n 10 .venv/bin/python bench/mainports_bots.py duel --games 200 [--board central] [--pairs hard:normal]
    nice -n 10 .venv/bin/python bench/mainports_bots.py stalls --games 100 [--levels normal] [--boards central great]

The hard bot thinks to Settings' default think time (1 s a move), or to `--think SECONDS` or a fixed
`--samples N` futures a move.

`finish`: games with every seat at one level (and the scripted baseline of
tests/mainports_scripted.py): the share ended by the 20th delivery rather than the round guard, the
rounds they took, deliveries at the end, and the 95th percentile of a move's thinking time.
`duel`: hard against normal and normal against easy in 2-player games, seats alternated; the stronger
level's share of wins (a tie counts half) with its Wilson 95% interval.
`stalls`: 2-player games of each level against itself (or of a `--levels` pair such as normal:easy, seats
alternated), alternating the boards (`--boards`): how many reach the round limit, and how many of each level's
turns begin short of money (under `SHORT`, which no longer pays a port fee).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry
from game.ai.bots import Bot
from game.ai.search import Budget, set_default_budget
from game.core.protocol import Config, Seat
from game.core.rng import Rng
from game.core.simulate import percentile
from game.mainports.kinds import Phase
from game.mainports.rules import MainportsGame
from tests.mainports_scripted import ScriptedBot

GAME = MainportsGame()
SHORT = 10000
"""Money under which a seat is short: a port fee is 10,000."""


def make(level: str, rng: Rng) -> Bot:
    return ScriptedBot(rng) if level == "scripted" else registry.make_bot("mainports", level, rng)


def play(
    levels: tuple[str, ...],
    board: str,
    seed: int,
    times: dict[str, list[float]],
    short: dict[str, list[int]] | None = None,
) -> tuple[bool, int, int, tuple[int, ...]]:
    """One game: (ended by deliveries, rounds, deliveries, places); `short` gets, under the level of the seat
    for each turn it starts, 1 when it holds less than SHORT, else 0."""
    config = Config("mainports", tuple(Seat("bot", "normal") for _ in levels), {"board": board})
    state = GAME.new_game(config, seed)
    bots = [make(level, Rng(seed).fork(1000 + seat)) for seat, level in enumerate(levels)]
    moves = 0
    while not GAME.is_over(state):
        seat = state.current_player
        if short is not None and state.phase == Phase.RONDEL and state.flow.current is None:
            short.setdefault(levels[seat], []).append(int(state.players[seat].money < SHORT))
        rng = Rng(seed).fork(1000 + seat).fork(moves)
        bots[seat].rng = rng.fork(1)
        view = GAME.observe(state, seat, rng.fork(2))
        start = time.perf_counter()
        action = bots[seat].choose(GAME, view, seat)
        times.setdefault(levels[seat], []).append(time.perf_counter() - start)
        GAME.apply(state, action)
        moves += 1
    rules = GAME.cards(state).rules
    return state.deliveries >= rules["deliveries_to_end"], state.round, state.deliveries, GAME.result(state).places


def wilson(share: float, n: int, z: float = 1.96) -> tuple[float, float]:
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def finish(args: argparse.Namespace) -> None:
    for players in args.players:
        for level in args.levels:
            times: dict[str, list[float]] = {}
            results = [play((level,) * players, args.board, args.seed + n, times) for n in range(args.games)]
            done = [r for r in results if r[0]]
            rounds = [r[1] for r in done]
            spread = (
                f"rounds median {statistics.median(rounds):.0f} (min {min(rounds)}, max {max(rounds)})"
                if rounds
                else "no game finished"
            )
            print(
                f"{args.board} {players}p {level:<8}: {len(done)}/{len(results)} finished by delivery 20, "
                f"{spread}; deliveries at the end {statistics.mean(r[2] for r in results):.1f}; "
                f"p95 move {percentile(times[level], 95):.3f} s",
                flush=True,
            )


def duel(args: argparse.Namespace) -> None:
    for strong, weak in (pair.split(":") for pair in args.pairs):
        times: dict[str, list[float]] = {}
        score = 0.0
        rounds = []
        for n in range(args.games):
            seat = n % 2
            levels = (strong, weak) if seat == 0 else (weak, strong)
            finished, game_rounds, _, places = play(levels, args.board, args.seed + n // 2, times)
            rounds += [game_rounds] if finished else []
            score += 1.0 if places[seat] < places[1 - seat] else 0.5 if places[seat] == places[1 - seat] else 0.0
        share = score / args.games
        low, high = wilson(share, args.games)
        print(
            f"{args.board} {strong} vs {weak}: {strong} scores {share:.1%} of {args.games} games "
            f"(95% interval {low:.1%} to {high:.1%}); p95 move {strong} {percentile(times[strong], 95):.3f} s, "
            f"{weak} {percentile(times[weak], 95):.3f} s; {len(rounds)}/{args.games} ended by delivery 20"
            + (f" (rounds median {statistics.median(rounds):.0f})" if rounds else ""),
            flush=True,
        )


def stalls(args: argparse.Namespace) -> None:
    for pair in args.levels:
        first, _, second = pair.partition(":")
        times: dict[str, list[float]] = {}
        short: dict[str, list[int]] = {}
        limit = 0
        for n in range(args.games):
            board = args.boards[n % len(args.boards)]
            levels = (first, second or first) if n // len(args.boards) % 2 == 0 else (second or first, first)
            finished, _, _, _ = play(levels, board, args.seed + n, times, short)
            limit += not finished
        shorts = "; ".join(
            f"{level} began {sum(turns)}/{len(turns)} turns short of {SHORT:,} ({sum(turns) / len(turns):.1%}), "
            f"p95 move {percentile(times[level], 95):.3f} s"
            for level, turns in short.items()
        )
        print(f"{'/'.join(args.boards)} 2p {pair}: {limit}/{args.games} games reached the round limit; {shorts}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("finish", "duel", "stalls"))
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--board", default="central")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--levels", nargs="+", default=["scripted", "normal", "hard"])
    parser.add_argument("--pairs", nargs="+", default=["hard:normal", "normal:easy"], help="strong:weak levels")
    parser.add_argument("--boards", nargs="+", default=["central", "great"], help="the sides `stalls` alternates")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--think", type=float, help="the hard bot's think time per move, in seconds")
    parser.add_argument("--samples", type=int, help="the hard bot's futures per move instead of a think time")
    args = parser.parse_args()
    if args.think or args.samples:
        set_default_budget(Budget(args.think or 1.0, args.samples))
    {"finish": finish, "duel": duel, "stalls": stalls}[args.what](args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
