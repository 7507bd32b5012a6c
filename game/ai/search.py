"""The anytime search every game's hard bot is built on.

From its seat's observation the bot imagines futures: each one starts from a fresh sample of what
the seat cannot see (`Game.observe` of its own view), plays one candidate action, then `depth` moves
of a quick policy for every seat, and scores the horizon with the game's evaluation. At the root,
sequential halving shares the budget out: every surviving candidate is tried in the same imagined
worlds (so they are compared on equal luck), then the worse half is dropped, so the leaders get
most of the samples. A game plugs in its own candidate pruning, policy and evaluation by overriding
`SearchBot`'s hooks.

A bot thinks to a `Budget`: seconds of wall time (how many futures that buys depends on the machine
and its load, so two runs may choose differently), or a fixed number of futures (always the same
choice for the same seed: tests and reproducible lab runs use this). Saves stay exact either way:
a replay plays the stored keys and never asks a bot again.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any

from game.ai.bots import AnyGame, Bot, GreedyBot, one_ply_values
from game.core.protocol import Action
from game.core.rng import Rng

THINK_TIMES = {"fast": 0.3, "normal": 1.0, "slow": 3.0}
"""The think times Settings offers, in seconds per move."""


@dataclass(frozen=True)
class Budget:
    """How long a search thinks about one move."""

    seconds: float = THINK_TIMES["normal"]
    """Wall time per move, when `samples` is None."""
    samples: int | None = None
    """A fixed number of imagined futures per move instead of a time: the same choice on any machine."""

    def __post_init__(self) -> None:
        if self.seconds <= 0 or (self.samples is not None and self.samples < 1):
            raise ValueError("a think budget needs a positive time or at least one sample")

    def __str__(self) -> str:
        return f"{self.samples} samples" if self.samples is not None else f"{self.seconds:g} s"


_default = Budget()


def default_budget() -> Budget:
    """The budget of searching bots that were given none: Settings' think time, or the lab's --think."""
    return _default


def set_default_budget(budget: Budget) -> None:
    global _default
    _default = budget


@dataclass
class SearchStats:
    """What the latest searches did, for benchmarks: futures imagined and actions performed in them."""

    futures: int = 0
    actions: int = 0
    seconds: float = 0.0


def ranked(rng: Rng, values: list[float]) -> list[int]:
    """Indices from the best value down; equal values in an order drawn from `rng`, never by position."""
    ties = [rng.random() for _ in values]
    return sorted(range(len(values)), key=lambda i: (-values[i], ties[i]))


class SearchBot(Bot):
    """Sequential halving over the most promising actions, in sampled futures, to a think budget.

    Hooks a game overrides: `candidates` (which actions are worth searching), `policy` (how every
    seat plays in the imagined futures) and `value` (the evaluation at the horizon).
    """

    def __init__(self, rng: Rng, candidates: int = 6, depth: int = 8, random_moves: float = 0.0,
                 budget: Budget | None = None) -> None:
        super().__init__(rng)
        self.width = candidates
        self.depth = depth
        self.random_moves = random_moves
        self.budget = budget
        """None: `default_budget()` at the time of each move (Settings can change it during a game)."""
        self.stats = SearchStats()

    # --- hooks ---------------------------------------------------------------------------------

    def candidates(self, game: AnyGame, view: Any, seat: int, actions: list[Action]) -> list[Action]:
        """The actions worth searching: the best `candidates` one move ahead on the evaluation."""
        order = ranked(self.rng, one_ply_values(game, view, seat, actions))
        return [actions[i] for i in order[: self.width]]

    def policy(self, game: AnyGame, state: Any, rng: Rng) -> Action:
        """The move of whoever is to act in an imagined future: greedy, random with chance `random_moves`."""
        moves = game.legal_actions(state)
        if len(moves) == 1 or (self.random_moves and rng.random() < self.random_moves):
            return moves[rng.below(len(moves))]
        values = one_ply_values(game, state, state.current_player, moves)
        return moves[ranked(rng, values)[0]]

    def value(self, game: AnyGame, state: Any, seat: int) -> float:
        """How good the horizon of an imagined future is for `seat`."""
        return float(game.evaluate(state, seat))

    # --- the search ----------------------------------------------------------------------------

    def choose(self, game: AnyGame, view: Any, seat: int) -> Action:
        actions = game.legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        candidates = self.candidates(game, view, seat, actions)
        if len(candidates) == 1:
            return candidates[0]
        return candidates[self.halving(game, view, seat, candidates)]

    def halving(self, game: AnyGame, view: Any, seat: int, candidates: list[Action]) -> int:
        """The index of the candidate sequential halving keeps."""
        budget = self.budget or default_budget()
        started = time.perf_counter()
        deadline = started + budget.seconds
        totals = [0.0] * len(candidates)
        counts = [0] * len(candidates)
        alive = list(range(len(candidates)))
        rounds = math.ceil(math.log2(len(candidates)))
        worlds = spent = 0

        def mean(index: int) -> float:
            return totals[index] / counts[index] if counts[index] else -math.inf

        for round_number in range(rounds):
            left = rounds - round_number
            if budget.samples is not None:
                quota = max(1, (budget.samples - spent) // (len(alive) * left))
            round_end = time.perf_counter() + (deadline - time.perf_counter()) / left
            tried = 0
            while True:
                world = self.rng.fork(worlds)
                worlds += 1
                for index in alive:
                    totals[index] += self.imagine(game, view, seat, candidates[index], world)
                    counts[index] += 1
                spent += len(alive)
                tried += 1
                if budget.samples is not None and tried >= quota:
                    break
                if budget.samples is None and time.perf_counter() >= round_end:
                    break
            order = ranked(self.rng, [mean(i) for i in alive])
            alive = [alive[i] for i in order[: max(1, (len(alive) + 1) // 2)]]
            if spent >= budget.samples if budget.samples is not None else time.perf_counter() >= deadline:
                break  # out of budget: the leader so far
        self.stats.seconds += time.perf_counter() - started
        return alive[0]

    def imagine(self, game: AnyGame, view: Any, seat: int, action: Action, world: Rng) -> float:
        """The value for `seat` of playing `action` in the imagined world drawn from `world`.

        Every candidate meets the same world: the same hidden things and the same luck in the policy."""
        future = game.observe(view, seat, world.fork(0))
        game.perform(future, action)
        luck = world.fork(1)
        for _ in range(self.depth):
            if game.is_over(future):
                break
            game.perform(future, self.policy(game, future, luck))
            self.stats.actions += 1
        self.stats.futures += 1
        return self.value(game, future, seat)


def default_bot(level: str, rng: Rng) -> Bot:
    """easy: greedy with frequent slips; normal: greedy; hard: searches sampled futures to its budget."""
    if level == "easy":
        return GreedyBot(rng, blunder=0.4)
    if level == "normal":
        return GreedyBot(rng)
    if level == "hard":
        return SearchBot(rng)
    raise ValueError(f"unknown bot level {level!r}")
