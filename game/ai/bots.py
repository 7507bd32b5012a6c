"""Game-independent bots built on the protocol alone.

A bot receives the observation of its seat (`Game.observe`), never the full state, and picks one
of `Game.legal_actions` of that observation. Its randomness comes from its own seeded generator.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from game.core.protocol import Action, Game
from game.core.rng import Rng

AnyGame = Game[Any]


class Bot(ABC):
    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    @abstractmethod
    def choose(self, game: AnyGame, view: Any, seat: int) -> Action:
        """One of `game.legal_actions(view)`; `view` is the seat's observation."""


class RandomBot(Bot):
    """Plays any legal action, uniformly."""

    def choose(self, game: AnyGame, view: Any, seat: int) -> Action:
        return self.rng.choice(game.legal_actions(view))


def one_ply_values(game: AnyGame, view: Any, seat: int, actions: list[Action]) -> list[float]:
    """The game's evaluation for `seat` after each action, looked at one move ahead."""
    values = []
    for action in actions:
        after = view.clone()
        game.perform(after, action)
        values.append(game.evaluate(after, seat))
    return values


class GreedyBot(Bot):
    """Takes the action whose immediate result the game's evaluation likes best.

    With `blunder` > 0 it sometimes plays a random legal action instead, which makes an
    easier opponent that still looks like it is trying.
    """

    def __init__(self, rng: Rng, blunder: float = 0.0) -> None:
        super().__init__(rng)
        self.blunder = blunder

    def choose(self, game: AnyGame, view: Any, seat: int) -> Action:
        actions = game.legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        if self.blunder and self.rng.random() < self.blunder:
            return self.rng.choice(actions)
        values = one_ply_values(game, view, seat, actions)
        best = max(values)
        return self.rng.choice([a for a, v in zip(actions, values, strict=True) if v == best])


class RolloutBot(Bot):
    """Flat Monte Carlo: tries the most promising actions in several imagined futures.

    Each future starts from a fresh sample of what the seat cannot see (`observe` of its own
    view), plays `depth` moves with a quick policy for everyone (a random move with chance
    `random_moves`, otherwise the greedy one), and scores the end with the game's evaluation.
    """

    def __init__(
        self, rng: Rng, candidates: int = 6, samples: int = 8, depth: int = 8, random_moves: float = 0.5
    ) -> None:
        super().__init__(rng)
        self.candidates = candidates
        self.samples = samples
        self.depth = depth
        self.random_moves = random_moves

    def choose(self, game: AnyGame, view: Any, seat: int) -> Action:
        actions = game.legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        first = one_ply_values(game, view, seat, actions)
        ranked = sorted(range(len(actions)), key=lambda i: -first[i])[: self.candidates]
        best_index, best_value = ranked[0], float("-inf")
        for index in ranked:
            total = 0.0
            for sample in range(self.samples):
                future = game.observe(view, seat, self.rng.fork(sample))
                game.perform(future, actions[index])
                total += self._playout(game, future, seat)
            if total > best_value:
                best_index, best_value = index, total
        return actions[best_index]

    def _playout(self, game: AnyGame, state: Any, seat: int) -> float:
        for _ in range(self.depth):
            if game.is_over(state):
                break
            moves = game.legal_actions(state)
            if self.random_moves and self.rng.random() < self.random_moves:
                move = self.rng.choice(moves)
            elif len(moves) == 1:
                move = moves[0]
            else:
                values = one_ply_values(game, state, state.current_player, moves)
                move = moves[values.index(max(values))]
            game.perform(state, move)
        return float(game.evaluate(state, seat))


def default_bot(level: str, rng: Rng) -> Bot:
    """easy: greedy with frequent slips; normal: greedy; hard: looks ahead with rollouts."""
    if level == "easy":
        return GreedyBot(rng, blunder=0.4)
    if level == "normal":
        return GreedyBot(rng)
    if level == "hard":
        return RolloutBot(rng)
    raise ValueError(f"unknown bot level {level!r}")
