"""How Siberia's bots judge a position: the game's evaluation.

A position is worth a player's money plus what the player is set up to earn: cubes within reach of
its workers at the best price its salesmen get, actions ready on its panel, investment tiles and
pawns still to place. A bot weighs its own worth against its strongest rival's.
"""

from __future__ import annotations

from functools import lru_cache

from game.siberia.board import ACTIONS, RESOURCES, board, components
from game.siberia.state import Phase, SiberiaState

CUBE_IN_REACH = 0.5
"""Share of a cube's price that a worker standing on it is worth: it still takes an action to sell."""
CUBE_NEARBY = 0.2
"""The same for the best area one step away."""
READY_RESOURCE = 0.35
"""Extra share of the sale a covered resource action is worth (on top of the cubes in reach: the
two together stay below the price, so selling always gains)."""
NEAR_SHARE = 0.3
"""A cube one step from a worker counts this much towards a resource action's sale."""
READY = {"manager": 300, "salesman": 300, "investor": 500}
"""Worth of a person action whose spaces are covered (Logistician and Worker: see `worth`)."""
HALF_READY = 0.35
"""Share of a covered action's worth when only one of its two spaces is covered."""
TILE = 700
TILE_RESOURCE = 1200
STEP = 100
"""Worth of having Logistician steps to take, beyond where they lead."""
PAWN = 200
RESEARCH_COUNTER = 100
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


@lru_cache(maxsize=4096)
def _best_prices(exchanges: frozenset[str], sides: tuple[tuple[str, str], ...]) -> dict[str, int]:
    """Per resource, the best price at these exchanges with these sides in play (read, never changed:
    the same few answers are asked for thousands of times in a search)."""
    data = components().exchanges
    in_play = dict(sides)
    best = dict.fromkeys(RESOURCES, 0)
    for exchange in exchanges:
        for resource, price in data[exchange][in_play[exchange]].items():
            best[resource] = max(best[resource], price)
    return best


def best_prices(state: SiberiaState, seat: int) -> dict[str, int]:
    """Per resource, the best price at an exchange where `seat` has a salesman."""
    return _best_prices(frozenset(state.salesmen[seat]), tuple(state.sides.items()))


def worth(state: SiberiaState, seat: int) -> float:
    """Money plus what `seat` is set up to earn."""
    prices = best_prices(state, seat)
    areas = state.areas
    value = float(state.money[seat])
    exhausted = tuple(sorted(state.exhausted))
    occupied = set(state.workers[seat])

    values: dict[str, float] = {}

    def area_value(area: str) -> float:
        if area not in values:
            values[area] = sum(prices[r] for r in areas.get(area, ()))  # Vladivostok holds none
        return values[area]

    nearby: set[str] = set()
    best_move = 0.0
    for area in occupied:
        steps = [a for a in _reach(area, exhausted) if a not in occupied]
        nearby.update(steps)
        best_step = max(map(area_value, steps), default=0.0)
        value += CUBE_IN_REACH * area_value(area) + CUBE_NEARBY * best_step * state.workers[seat].count(area)
        best_move = max(best_move, best_step - area_value(area))
    ready = {action: float(READY.get(action, 0)) for action in ACTIONS}
    ready["logistician"] = 200 + CUBE_IN_REACH * best_move
    if state.current_player == seat and state.moves_left:
        value += STEP + ready["logistician"] * state.moves_left / components().rules["logistician_steps"]
    ready["worker"] = 500.0 if state.reserve_pawns(seat, components().rules["pawns"]) else 100.0
    cubes = dict.fromkeys(RESOURCES, 0.0)  # areas in reach holding each resource (one cube of each at most)
    for share, reached in ((1.0, occupied), (NEAR_SHARE, nearby)):
        for area in reached:
            for resource in areas.get(area, ()):
                cubes[resource] += share
    for resource in RESOURCES:
        ready[resource] = READY_RESOURCE * prices[resource] * cubes[resource]
    spaces = state.spaces[seat]
    tiles = state.tiles[seat]
    for action in ACTIONS:
        filled = len(spaces[action]) + (action in tiles)
        if filled >= 2 and spaces[action]:
            value += ready[action]
        elif filled == 1:
            value += HALF_READY * ready[action]
        if action in tiles:
            value += TILE_RESOURCE if action in RESOURCES else TILE
    value += PAWN * state.reserve_pawns(seat, components().rules["pawns"])
    value += RESEARCH_COUNTER * len(state.research[seat])
    return value


def money_ahead(state: SiberiaState, seat: int) -> int:
    """`seat`'s money less its best rival's (below 0 when behind)."""
    return state.money[seat] - max(m for s, m in enumerate(state.money) if s != seat)


def final_value(state: SiberiaState, seat: int) -> float:
    """The end of the game for `seat`: its money ahead of its best rival's, and `WIN` on top when it is first."""
    ahead = money_ahead(state, seat)
    return ahead + (WIN if ahead > 0 else 0)


def evaluate(state: SiberiaState, seat: int) -> float:
    if state.phase == Phase.OVER:
        return final_value(state, seat)
    mine = worth(state, seat)
    rival = max(worth(state, s) for s in range(state.players) if s != seat)
    return mine - rival
