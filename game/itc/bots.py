"""ITC's bots of each level, playing by the evaluation of game/itc/worth.py. The hard bot plays each promising
move on to the end of its turn in sampled worlds before it chooses.
"""

from __future__ import annotations

from typing import Any

from game.ai.bots import AnyGame, Bot, GreedyBot, one_ply_values
from game.core.protocol import Action
from game.core.rng import Rng
from game.itc.kinds import Phase
from game.itc.worth import evaluate


class TurnBot(Bot):
    """Plays the `candidates` moves the evaluation likes best on to the end of the turn (greedily, in a
    sampled world; each choice of dice in `samples` worlds) and takes the one that ends the turn best."""

    def __init__(self, rng: Rng, candidates: int = 3, samples: int = 3) -> None:
        super().__init__(rng)
        self.candidates = candidates
        self.samples = samples

    def choose(self, game: AnyGame, view: Any, seat: int) -> Action:
        actions = game.legal_actions(view)
        if len(actions) == 1 or view.phase == Phase.SETUP:
            values = one_ply_values(game, evaluate, view, seat, actions)
            return actions[values.index(max(values))]
        first = one_ply_values(game, evaluate, view, seat, actions)
        ranked = sorted(range(len(actions)), key=lambda i: -first[i])[: self.candidates]
        if view.phase == Phase.DICE:
            ranked = list(range(len(actions)))
        best, best_value = ranked[0], float("-inf")
        for index in ranked:
            value = 0.0
            for sample in range(self.samples if view.phase == Phase.DICE else 1):
                world = game.observe(view, seat, self.rng.fork(sample))
                game.perform(world, actions[index])
                value += self._finish_turn(game, world, seat)
            if value > best_value:
                best, best_value = index, value
        return actions[best]

    @staticmethod
    def _finish_turn(game: AnyGame, state: Any, seat: int) -> float:
        for _ in range(40):  # an action card played before the dice: the dice are still to choose
            if state.current_player != seat or state.phase == Phase.OVER:
                break
            moves = game.legal_actions(state)
            values = one_ply_values(game, evaluate, state, seat, moves)
            game.perform(state, moves[values.index(max(values))])
        return float(evaluate(state, seat))


def make_bot(level: str, rng: Rng) -> Bot:
    """easy: greedy with many slips; normal: greedy; hard: plays its options to the end of the turn."""
    if level == "easy":
        return GreedyBot(rng, evaluate, blunder=0.3)
    if level == "normal":
        return GreedyBot(rng, evaluate, blunder=0.0)
    if level == "hard":
        return TurnBot(rng)
    raise ValueError(f"unknown bot level {level!r}")
