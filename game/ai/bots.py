"""Game-independent bots built on the protocol alone (the searching bot is in `game/ai/search.py`).

A bot receives the observation of its seat (`Game.observe`), never the full state, and picks one
of `Game.legal_actions` of that observation. Its randomness comes from its own seeded generator.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

from game.core.protocol import Action, Game
from game.core.rng import Rng

AnyGame = Game[Any]
Evaluation = Callable[[Any, int], float]
"""A game's evaluation (`game/<id>/worth.py: evaluate`): how good a state is for a seat, higher is better. The
rules never ask it; bots are given it."""


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


def after(game: AnyGame, state: Any, action: Action) -> Any:
    """A copy of `state` once `action` is performed."""
    child = state.clone()
    game.perform(child, action)
    return child


def one_ply_values(game: AnyGame, evaluate: Evaluation, view: Any, seat: int, actions: list[Action]) -> list[float]:
    """The evaluation for `seat` after each action, looked at one move ahead."""
    return [evaluate(after(game, view, action), seat) for action in actions]


class GreedyBot(Bot):
    """Takes the action whose immediate result the evaluation likes best.

    With `blunder` > 0 it sometimes plays a random legal action instead, which makes an
    easier opponent that still looks like it is trying.
    """

    def __init__(self, rng: Rng, evaluate: Evaluation, blunder: float = 0.0) -> None:
        super().__init__(rng)
        self.evaluate = evaluate
        self.blunder = blunder

    def choose(self, game: AnyGame, view: Any, seat: int) -> Action:
        actions = game.legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        if self.blunder and self.rng.random() < self.blunder:
            return self.rng.choice(actions)
        values = one_ply_values(game, self.evaluate, view, seat, actions)
        best = max(values)
        return self.rng.choice([a for a, v in zip(actions, values, strict=True) if v == best])
