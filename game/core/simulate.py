"""Headless bot-versus-bot games, for `main.py simulate` and the benchmarks."""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core.match import Match
from game.core.protocol import Config, Game


@dataclass
class Summary:
    games: int = 0
    seats: list[str] = field(default_factory=list)
    wins: list[float] = field(default_factory=list)
    """Per seat; a shared first place counts as a fraction of a win."""
    turns: list[int] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    move_seconds: list[list[float]] = field(default_factory=list)
    """Per seat: the time of every move its bot chose."""
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "seats": self.seats,
            "wins": self.wins,
            "mean_turns": sum(self.turns) / len(self.turns) if self.turns else 0.0,
            "errors": len(self.errors),
            "error_messages": self.errors[:10],
            "p95_move_seconds": [percentile(times, 95) for times in self.move_seconds],
            "seconds": round(self.seconds, 3),
        }


def percentile(values: list[float], pct: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * pct / 100))]


def play_out(match: Match, max_moves: int = 100_000, on_move: Callable[[int, float], None] | None = None) -> None:
    """Let the bots play `match` to its end; every seat is played by its configured bot."""
    for _ in range(max_moves):
        if match.is_over():
            return
        seat = match.current_player
        start = time.perf_counter()
        action = match.choose_bot_action()
        if on_move:
            on_move(seat, time.perf_counter() - start)
        match.play(action)
    raise RuntimeError(f"game did not end within {max_moves} moves")


def simulate(game: Game[Any], config: Config, games: int, seed: int, progress: bool = False) -> Summary:
    """Play `games` games with seeds seed, seed+1, ...; an exception in a game counts as an error."""
    summary = Summary(seats=[str(s) for s in config.seats], wins=[0.0] * config.players)
    summary.move_seconds = [[] for _ in config.seats]
    started = time.perf_counter()
    for number in range(games):
        match = Match(game, config, seed + number)
        try:
            play_out(match, on_move=lambda seat, secs: summary.move_seconds[seat].append(secs))
            result = game.result(match.state)
            for winner in result.winners:
                summary.wins[winner] += 1 / len(result.winners)
            summary.turns.append(len(match.actions))
        except Exception:  # a simulation reports every failure instead of stopping at the first
            summary.errors.append(f"seed {seed + number}: {traceback.format_exc(limit=3)}")
        summary.games += 1
        if progress:
            done = number + 1
            bar = "#" * (30 * done // games)
            print(f"\r[{bar:<30}] {done}/{games}", end="", file=sys.stderr, flush=True)
    if progress:
        print(file=sys.stderr)
    summary.seconds = time.perf_counter() - started
    return summary
