"""How Siberia's bots judge a position, and the bots of each level.

A position is worth a player's money plus what the player is set up to earn: cubes within reach of
its workers at the best price its salesmen get, actions ready on its panel, investment tiles and
pawns still to place. A bot weighs its own worth against its strongest rival's.
"""

from __future__ import annotations

from functools import lru_cache

from game.ai.bots import Bot, GreedyBot, RolloutBot
from game.core.rng import Rng
from game.siberia.board import ACTIONS, RESOURCES, board, components
from game.siberia.state import OVER, SiberiaState

CUBE_IN_REACH = 0.55
"""Share of a cube's price that a worker standing on it is worth: it still takes an action to sell."""
CUBE_NEARBY = 0.25
"""The same for a cube one step away."""
READY = {"manager": 500, "logistician": 700, "salesman": 700, "worker": 700, "investor": 900}
"""Worth of a person action whose spaces are covered."""
READY_RESOURCE = 0.9
"""Share of the sale a covered resource action is worth."""
HALF_READY = 0.3
"""Share of a covered action's worth when only one of its two spaces is covered."""
TILE = {"manager": 900, "logistician": 900, "salesman": 900, "worker": 900, "investor": 900}
TILE_RESOURCE = 1600
STEP = 350
"""Worth of a Logistician step not yet taken."""
PAWN = 250
RESEARCH_COUNTER = 150
WIN = 100_000


@lru_cache(maxsize=4096)
def _reach(origin: str, exhausted: tuple[str, ...]) -> tuple[str, ...]:
    found: list[str] = []
    seen = {origin}
    frontier = [origin]
    neighbours = board().neighbours
    while frontier:
        for near in neighbours[frontier.pop()]:
            if near not in seen:
                seen.add(near)
                (frontier if near in exhausted else found).append(near)
    return tuple(found)


def best_prices(state: SiberiaState, seat: int) -> dict[str, int]:
    """Per resource, the best price at an exchange where `seat` has a salesman."""
    exchanges = components().exchanges
    best = dict.fromkeys(RESOURCES, 0)
    for exchange in set(state.salesmen[seat]):
        for resource, price in exchanges[exchange][state.sides[exchange]].items():
            best[resource] = max(best[resource], price)
    return best


def worth(state: SiberiaState, seat: int) -> float:
    """Money plus what `seat` is set up to earn."""
    prices = best_prices(state, seat)
    areas = state.areas
    value = float(state.money[seat])
    exhausted = tuple(sorted(state.exhausted))
    occupied = set(state.workers[seat])

    def area_value(area: str) -> float:
        return sum(prices[r] for r in areas.get(area, ()))

    for area in occupied:
        near = max((area_value(a) for a in _reach(area, exhausted) if a not in occupied), default=0.0)
        value += CUBE_IN_REACH * area_value(area) + CUBE_NEARBY * near
    spaces = state.spaces[seat]
    tiles = state.tiles[seat]
    for action in ACTIONS:
        filled = len(spaces[action]) + (action in tiles)
        if action in RESOURCES:
            sale = prices[action] * sum(1 for a in occupied if action in areas.get(a, ()))
            ready = READY_RESOURCE * sale
            if action in tiles:
                value += TILE_RESOURCE
        else:
            ready = READY[action]
            if action in tiles:
                value += TILE[action]
        if filled >= 2 and spaces[action]:
            value += ready
        elif filled == 1:
            value += HALF_READY * ready
    if state.current_player == seat:
        value += STEP * state.moves_left
    value += PAWN * state.reserve_pawns(seat, components().rules["pawns"])
    value += RESEARCH_COUNTER * len(state.research[seat])
    return value


def evaluate(state: SiberiaState, seat: int) -> float:
    if state.phase == OVER:
        best_rival = max(m for s, m in enumerate(state.money) if s != seat)
        return state.money[seat] - best_rival + (WIN if state.money[seat] > best_rival else 0)
    mine = worth(state, seat)
    rival = max(worth(state, s) for s in range(state.players) if s != seat)
    return mine - rival


def make_bot(level: str, rng: Rng) -> Bot:
    """easy: greedy with many slips; normal: greedy; hard: looks ahead in sampled futures."""
    if level == "easy":
        return GreedyBot(rng, blunder=0.35)
    if level == "normal":
        return GreedyBot(rng)
    if level == "hard":
        return RolloutBot(rng, candidates=4, samples=4, depth=10)
    raise ValueError(f"unknown bot level {level!r}")
