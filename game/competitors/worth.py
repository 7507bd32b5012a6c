"""What a Competitors position is worth to a player: the game's evaluation, for bots that play by one."""

from __future__ import annotations

from game.competitors.rules import CompetitorsGame
from game.competitors.state import CompetitorsState

RULES = CompetitorsGame()
"""The rules' reckoning of wealth (a rules object keeps no state)."""
POINT = 100_000
"""A victory point against money: the points decide, wealth breaks ties."""
SCORE_POINT = POINT
"""What a point of the score is worth to the evaluation, for the coach's words (`registry.evaluation_point`)."""


def standing(state: CompetitorsState, seat: int) -> int:
    return state.points[seat] * POINT + RULES.wealth(state, seat)


def evaluate(state: CompetitorsState, seat: int) -> float:
    """A seat's standing less its strongest rival's."""
    return float(standing(state, seat) - max(standing(state, s) for s in range(state.players) if s != seat))
