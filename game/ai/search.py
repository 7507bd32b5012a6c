"""The anytime search every game's hard bot is built on.

From its seat's observation the bot imagines futures: each one starts from a fresh sample of what
the seat cannot see (`Game.observe` of its own view), plays one candidate action, then `depth` moves
of a quick policy for every seat, and scores the horizon with the game's evaluation. At the root,
sequential halving shares the budget out: every surviving candidate is tried in the same imagined
worlds (so they are compared on equal luck), then the worse half is dropped, so the leaders get most
of the samples. A longer budget weighs more candidates: as many as its first round can try in
`FIRST_ROUND_WORLDS` worlds each (`bench/search_regret.py`: in Siberia ten times the futures over
the same five candidates gave up as much value against a long reference search as the short think
did, 201 a move, while the thirty or so that budget affords gave up 9). When the futures already
agree on the choice (the leader ahead of every other candidate, world by world, beyond doubt, or all
of them worth exactly the same) the bot stops early: the budget is what it may spend, and an obvious
move spends a part of it. A game plugs in its own candidate pruning, policy and evaluation by
overriding `SearchBot`'s hooks.

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

from game.ai.bots import AnyGame, Bot, Evaluation, GreedyBot, one_ply_values
from game.core.protocol import Action
from game.core.rng import Rng

THINK_TIMES = {"fast": 0.3, "normal": 1.0, "slow": 3.0}
"""The think times Settings offers, in seconds per move."""


@dataclass(frozen=True)
class Budget:
    """How long a search thinks about one move."""

    seconds: float = THINK_TIMES["normal"]
    """Wall time per move, when `samples` is None; with samples, still the think a bot is set to (a game's bot may
    search more kinds of choice at a slow think: `SLOW_THINK`)."""
    samples: int | None = None
    """A fixed number of imagined futures per move instead of a time: the same choice on any machine."""

    def __post_init__(self) -> None:
        if self.seconds <= 0 or (self.samples is not None and self.samples < 1):
            raise ValueError("a think budget needs a positive time or at least one sample")

    def __str__(self) -> str:
        return f"{self.samples} samples" if self.samples is not None else f"{self.seconds:g} s"


_default = Budget()

SLOW_THINK = 2.0
"""From this think time a move on (Settings' slow think is 3 s) a game's hard bot may search choices a faster think
cannot afford (`SearchBot.slow`): Mainports the choices inside a turn, Siberia the action phase as a tree of every
seat's moves (docs/bots.md, "What more time buys")."""

FIRST_ROUND_WORLDS = 8
"""Worlds each candidate meets in sequential halving's first round when the search chooses its width: at
about 0.3 s of a core this keeps Siberia's five candidates, at 3 s it weighs about thirty."""

SETTLED_AFTER = 16
"""Worlds every surviving candidate must have met before a search may call its choice settled."""
SETTLED_Z = 3.0
"""How many standard errors the leader must be ahead of each rival, world by world, to stop early."""


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
    settled: int = 0
    """Searches that stopped before their budget because the choice was already clear."""


def affordable_width(futures: float, least: int, most: int) -> int:
    """How many candidates sequential halving over `futures` can try in `FIRST_ROUND_WORLDS` worlds each in
    its first round, between `least` and `most`."""
    width = least
    while width < most and (width + 1) * FIRST_ROUND_WORLDS * math.ceil(math.log2(width + 1)) <= futures:
        width += 1
    return min(width, most)


def ranked(rng: Rng, values: list[float]) -> list[int]:
    """Indices from the best value down; equal values in an order drawn from `rng`, never by position."""
    ties = [rng.random() for _ in values]
    return sorted(range(len(values)), key=lambda i: (-values[i], ties[i]))


def settled(values: list[list[float]]) -> bool:
    """Whether candidates valued in the same worlds (`values[candidate][world]`) leave no real choice.

    True when one leads every other by more than `SETTLED_Z` standard errors of the paired differences,
    or when all of them are worth exactly the same in every world (then the generator picks one)."""
    worlds = len(values[0])
    if worlds < SETTLED_AFTER:
        return False
    means = [sum(row) / worlds for row in values]
    leader = max(range(len(values)), key=means.__getitem__)
    for rival, row in enumerate(values):
        if rival == leader:
            continue
        gaps = [a - b for a, b in zip(values[leader], row, strict=True)]
        mean = sum(gaps) / worlds
        spread = math.sqrt(sum((gap - mean) ** 2 for gap in gaps) / (worlds - 1))
        if spread == 0 and mean == 0:
            continue  # the same as the leader in every world
        if mean <= SETTLED_Z * spread / math.sqrt(worlds):
            return False
    return True


class SearchBot(Bot):
    """Sequential halving over the most promising actions, in sampled futures, to a think budget.

    Hooks a game overrides: `candidates` (which actions are worth searching), `policy` (how every
    seat plays in the imagined futures) and `value` (the evaluation at the horizon).
    """

    def __init__(
        self,
        rng: Rng,
        evaluate: Evaluation,
        candidates: int = 6,
        depth: int = 8,
        random_moves: float = 0.0,
        budget: Budget | None = None,
    ) -> None:
        super().__init__(rng)
        self.evaluate = evaluate
        self.width = candidates
        """Candidates searched at the least; a budget that affords more weighs more (`affordable_width`)."""
        self.speed: float | None = None
        """Futures per second in this bot's latest searches: what a time budget buys (None before the first)."""
        self.depth = depth
        self.random_moves = random_moves
        self.budget = budget
        """None: `default_budget()` at the time of each move (Settings can change it during a game)."""
        self.stats = SearchStats()
        self.weighed: list[tuple[Action, float]] = []
        """The candidates the latest search weighed, each with its mean value over the worlds it met (what the coach
        compares); empty when there was nothing to weigh."""

    def think(self) -> Budget:
        """This move's budget: the bot's own, else `default_budget()` (Settings can change it during a game)."""
        return self.budget or default_budget()

    def slow(self) -> bool:
        """Whether this move's think affords the searches of a slow think (`SLOW_THINK`)."""
        return self.think().seconds >= SLOW_THINK

    # --- hooks ---------------------------------------------------------------------------------

    def candidates(self, game: AnyGame, view: Any, seat: int, actions: list[Action], width: int) -> list[Action]:
        """The actions worth searching: the best `width` one move ahead on the evaluation."""
        order = ranked(self.rng, one_ply_values(game, self.evaluate, view, seat, actions))
        return [actions[i] for i in order[:width]]

    def policy(self, game: AnyGame, state: Any, rng: Rng) -> Action:
        """The move of whoever is to act in an imagined future: greedy, random with chance `random_moves`."""
        moves = game.legal_actions(state)
        if len(moves) == 1 or (self.random_moves and rng.random() < self.random_moves):
            return moves[rng.below(len(moves))]
        values = one_ply_values(game, self.evaluate, state, state.current_player, moves)
        return moves[ranked(rng, values)[0]]

    def value(self, game: AnyGame, state: Any, seat: int) -> float:
        """How good the horizon of an imagined future is for `seat`."""
        return float(self.evaluate(state, seat))

    # --- the search ----------------------------------------------------------------------------

    def choose(self, game: AnyGame, view: Any, seat: int) -> Action:
        return self.search(game, view, seat, self.think())

    def search(self, game: AnyGame, view: Any, seat: int, budget: Budget) -> Action:
        """The choice of sequential halving over the candidates, to `budget`."""
        started = time.perf_counter()  # choosing the candidates counts against the budget too
        self.weighed = []
        actions = game.legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        futures = budget.samples if budget.samples is not None else budget.seconds * (self.speed or 0.0)
        candidates = self.candidates(game, view, seat, actions, affordable_width(futures, self.width, len(actions)))
        if len(candidates) == 1:
            return candidates[0]
        return candidates[self.halving(game, view, seat, candidates, budget, started)]

    def halving(
        self, game: AnyGame, view: Any, seat: int, candidates: list[Action], budget: Budget, started: float
    ) -> int:
        """The index of the candidate sequential halving keeps, or the settled leader when it stops early.

        With a time budget a round ends before a world that would not fit in its share of the time is
        begun, so a move keeps to its budget rather than overrunning it by a world."""
        deadline = started + budget.seconds
        alive = list(range(len(candidates)))
        seen: list[list[float]] = [[] for _ in candidates]
        """Each candidate's value in every world it met; survivors have all met the same worlds."""
        rounds = math.ceil(math.log2(len(candidates)))
        worlds = spent = 0

        def mean(index: int) -> float:
            return sum(seen[index]) / len(seen[index])

        for round_number in range(rounds):
            left = rounds - round_number
            if budget.samples is not None:
                quota = max(1, (budget.samples - spent) // (len(alive) * left))
            round_start = time.perf_counter()
            round_end = round_start + (deadline - round_start) / left
            tried = 0
            early = False
            while True:
                world = self.rng.fork(worlds)
                worlds += 1
                for index in alive:
                    seen[index].append(self.imagine(game, view, seat, candidates[index], world))
                spent += len(alive)
                tried += 1
                early = worlds % 4 == 0 and settled([seen[index] for index in alive])
                now = time.perf_counter()
                if early or (
                    tried >= quota if budget.samples is not None else now + (now - round_start) / tried >= round_end
                ):
                    break
            order = ranked(self.rng, [mean(i) for i in alive])
            alive = [alive[i] for i in order[: 1 if early else max(1, (len(alive) + 1) // 2)]]
            if early:
                self.stats.settled += 1
                break
            if spent >= budget.samples if budget.samples is not None else time.perf_counter() >= deadline:
                break  # out of budget: the leader so far
        self.weighed = [(candidates[index], mean(index)) for index in range(len(candidates)) if seen[index]]
        seconds = time.perf_counter() - started
        self.stats.seconds += seconds
        if budget.samples is None and seconds > 0:
            self.speed = spent / seconds if self.speed is None else (self.speed + spent / seconds) / 2
        return alive[0]

    def weigh(self, game: AnyGame, view: Any, seat: int, actions: list[Action], worlds: int) -> None:
        """Value every one of `actions` in the same `worlds` imagined worlds, into `weighed` (without choosing): how
        the coach judges the choice of a bot that plays by its own reckoning."""
        seen = [0.0] * len(actions)
        for number in range(worlds):
            world = self.rng.fork(number)
            for index, action in enumerate(actions):
                seen[index] += self.imagine(game, view, seat, action, world)
        self.weighed = [(action, total / worlds) for action, total in zip(actions, seen, strict=True)]

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


def default_bot(level: str, rng: Rng, evaluate: Evaluation) -> Bot:
    """easy: greedy with frequent slips; normal: greedy; hard: searches sampled futures to its budget; all by the
    game's evaluation."""
    if level == "easy":
        return GreedyBot(rng, evaluate, blunder=0.4)
    if level == "normal":
        return GreedyBot(rng, evaluate)
    if level == "hard":
        return SearchBot(rng, evaluate)
    raise ValueError(f"unknown bot level {level!r}")
