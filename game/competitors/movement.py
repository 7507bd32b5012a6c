"""Where a vehicle may stop in what is left of its movement turn, and by which way.

Trucks and ships: the cheapest route in movement points, and among those the one with the fewest
customs cards to draw (with goods on board), found by Dijkstra over the world's steps. Aircraft: the
straight line on the map (round the world at the edges), one movement point per ruler length.
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass

from game.competitors.data import NaturalEvent, load_data
from game.competitors.kinds import Border, NaturalEffect
from game.competitors.state import (
    AIR_PREFIX,
    HEX_PREFIX,
    CompetitorsState,
    Vehicle,
    air_point,
    hex_name,
    hex_of,
    on_land,
)
from game.competitors.world import FUEL_COSTS, World, load_world

Point = tuple[float, float]


@dataclass(frozen=True)
class Step:
    """One step of a route: where it leads, the points it costs, and what happens on the way."""

    target: str
    cost: int
    crossing: str | None
    customs: bool
    """A customs card is drawn on this step (when the vehicle carries goods)."""


@dataclass(frozen=True)
class Route:
    target: str
    cost: int
    steps: tuple[Step, ...]


def danger_event(state: CompetitorsState) -> NaturalEvent | None:
    if state.danger is None:
        return None
    return load_data().natural_event(state.danger.d6, state.danger.d12)


def closed_area(state: CompetitorsState) -> set[str]:
    event = danger_event(state)
    return set(event.area) if event and event.effect == NaturalEffect.CLOSED else set()


def slow_area(state: CompetitorsState) -> set[str]:
    event = danger_event(state)
    return set(event.area) if event and event.effect == NaturalEffect.SLOW else set()


def has_presence(state: CompetitorsState, seat: int, continent: str) -> bool:
    world = load_world()
    return any(world.continent_of(base) == continent for base in state.bases(seat))


def may_land(state: CompetitorsState, seat: int, territory: str, from_continent: str) -> bool:
    """An aircraft of `seat` coming from `from_continent` may land at the territory's airport: on its own
    continent, at an intercontinental airport, or where the company has a base on that continent."""
    world = load_world()
    there = world.territories[territory]
    return (
        there.continent == from_continent
        or there.airport == "intercontinental"
        or has_presence(state, seat, there.continent)
    )


def customs_on_entering(
    state: CompetitorsState, seat: int, here: str, there: str, border: Border, crossing: str | None = None
) -> bool:
    """A truck with goods crossing a land border draws a customs card: at a customs border, over a canal or
    strait, or entering another continent where the company has no base; never entering its own headquarters
    or branch ("do not draw the Customs Card when your vehicle with goods on board enters a State in which
    your Headquarter or your branch is located"), over a strait too."""
    if state.influence_of(there) == seat:
        return False
    world = load_world()
    if border == Border.CUSTOMS or crossing is not None:
        return True
    other = world.continent_of(there)
    return other != world.continent_of(here) and not has_presence(state, seat, other)


def truck_routes(state: CompetitorsState, truck: Vehicle, points: int, goods: bool) -> dict[str, Route]:
    world = load_world()
    closed, slow = closed_area(state), slow_area(state)
    start = truck.at
    best: dict[str, tuple[int, int]] = {start: (0, 0)}
    previous: dict[str, tuple[str, Step]] = {}
    queue = [(0, 0, start)]
    while queue:
        cost, customs, name = heapq.heappop(queue)
        if (cost, customs) > best[name]:
            continue
        for step in world.truck_steps(name):
            if step.target in closed:
                continue
            total = cost + step.cost + (1 if step.target in slow else 0)
            if total > points:
                continue
            border = world.borders[name].get(step.target, Border.CUSTOMS)
            draws = goods and customs_on_entering(state, truck.owner, name, step.target, border, step.crossing)
            key = (total, customs + int(draws))
            if key < best.get(step.target, (math.inf, math.inf)):
                best[step.target] = key
                previous[step.target] = (name, Step(step.target, total - cost, step.crossing, draws))
                heapq.heappush(queue, (total, key[1], step.target))
    return {name: Route(name, best[name][0], _path(previous, start, name)) for name in best if name != start}


def _path(previous: dict[str, tuple[str, Step]], start: str, goal: str) -> tuple[Step, ...]:
    steps = []
    here = goal
    while here != start:
        here, step = previous[here]
        steps.append(step)
    return tuple(reversed(steps))


def ship_start(world: World, ship: Vehicle) -> tuple[int, int]:
    return world.docks[ship.at] if on_land(ship.at) else hex_of(ship.at)


def ship_routes(state: CompetitorsState, ship: Vehicle, points: int, goods: bool) -> dict[str, Route]:
    """Sea hexes ("hex:C:R") and ports (territory names) the ship reaches. Docking at a port costs nothing
    beyond reaching the hex it opens on; passing a canal or strait costs 1 more and draws customs."""
    world = load_world()
    closed = closed_area(state)
    start = ship_start(world, ship)
    best: dict[tuple[int, int], tuple[int, int]] = {start: (0, 0)}
    previous: dict[str, tuple[str, Step]] = {}
    queue = [(0, 0, start)]
    while queue:
        cost, customs, cell = heapq.heappop(queue)
        if (cost, customs) > best[cell]:
            continue
        for other, step_cost, crossing in world.ship_steps(cell):
            total = cost + step_cost
            if total > points:
                continue
            draws = goods and crossing is not None
            key = (total, customs + int(draws))
            if key < best.get(other, (math.inf, math.inf)):
                best[other] = key
                previous[hex_name(other)] = (hex_name(cell), Step(hex_name(other), step_cost, crossing, draws))
                heapq.heappush(queue, (total, key[1], other))
    origin = hex_name(start)
    routes = {
        hex_name(cell): Route(hex_name(cell), cost, _path(previous, origin, hex_name(cell)))
        for cell, (cost, _) in best.items()
        if cell != start
    }
    if on_land(ship.at):
        routes[origin] = Route(origin, 0, ())  # leaving port onto the hex it opens on
    continent_free = {c for c in {world.continent_of(b) for b in state.bases(state.operator(ship))}}
    for name, dock in world.docks.items():
        if dock not in best or name == ship.at or name in closed:
            continue
        cost = best[dock][0]
        draws = (
            goods
            and state.influence_of(name) != state.operator(ship)
            and world.continent_of(name) not in continent_free
        )
        steps = (*_path(previous, origin, hex_name(dock)), Step(name, 0, None, draws))
        routes[name] = Route(name, cost, steps)
    return routes


def position_point(world: World, vehicle: Vehicle) -> Point:
    if vehicle.at.startswith(AIR_PREFIX):
        return air_point(vehicle.at)
    if vehicle.at.startswith(HEX_PREFIX):
        return world.grid.center(hex_of(vehicle.at))
    territory = world.territories[vehicle.at]
    return territory.airport_at or territory.port_at or territory.label_at


def wrapped_delta(world: World, a: Point, b: Point) -> tuple[float, float]:
    """The shortest (dx, dy) from a to b on a world that joins east and west."""
    width = world.grid.width
    dx = (b[0] - a[0] + width / 2) % width - width / 2
    return dx, b[1] - a[1]


def map_distance(world: World, a: Point, b: Point) -> float:
    return math.hypot(*wrapped_delta(world, a, b))


@dataclass(frozen=True)
class Flight:
    target: str
    points: int
    """Movement points the leg uses (all that are left when it ends in flight or at a wrap arrow)."""
    fuel: int
    lands: bool
    ends_turn: bool
    """Landing at an intercontinental airport of a continent without a base, or crossing a wrap arrow."""
    stop_at: str
    """Where the aircraft is after the leg: the airport's territory, or "air:X:Y" in flight."""


def aircraft_continent(world: World, aircraft: Vehicle) -> str:
    origin = aircraft.at if on_land(aircraft.at) else aircraft.origin
    return world.continent_of(origin)


def fuel_for(world: World, distance: float) -> int:
    ruler = world.ruler
    whole = int(distance // ruler.radius)
    rest = distance - whole * ruler.radius
    part = ruler.fuel_cost(rest) if rest > 1e-6 else 0
    return whole * FUEL_COSTS[-1] + (part or 0)


def flights(state: CompetitorsState, aircraft: Vehicle, points: int) -> dict[str, Flight]:
    """Every airport the aircraft may head for this leg: landing if it is in reach, otherwise flying on
    toward it and ending the turn in flight (or at the wrap arrow, which takes the turn's points)."""
    world = load_world()
    closed = closed_area(state)
    here = position_point(world, aircraft)
    leaving = aircraft_continent(world, aircraft)
    departure = aircraft.at if on_land(aircraft.at) else aircraft.origin
    may_leave = world.territories[departure].airport == "intercontinental" or has_presence(
        state, state.operator(aircraft), leaving
    )
    radius = world.ruler.radius
    reach = points * radius
    found: dict[str, Flight] = {}
    for name, territory in world.territories.items():
        if territory.airport_at is None or name == aircraft.at or name in closed:
            continue
        continent = territory.continent
        if continent != leaving and not (may_leave and may_land(state, state.operator(aircraft), name, leaving)):
            continue
        dx, dy = wrapped_delta(world, here, territory.airport_at)
        distance = math.hypot(dx, dy)
        crosses_edge = not 0 <= here[0] + dx <= world.grid.width
        if crosses_edge:
            # to the arrow at the edge, which costs the rest of the turn; on from the opposite side next turn
            edge = world.grid.width if dx > 0 else 0.0
            share = (edge - here[0]) / dx if dx else 0.0
            if share * distance <= reach:
                opposite = (world.grid.width - edge, here[1] + dy * share)
                found[name] = Flight(name, points, fuel_for(world, share * distance), False, True, _air(opposite))
                continue
        if distance <= reach + 1e-6:
            needed = max(1, math.ceil(distance / radius - 1e-9))
            ends = (
                continent != leaving
                and territory.airport == "intercontinental"
                and not has_presence(state, state.operator(aircraft), continent)
            )
            found[name] = Flight(name, points if ends else needed, fuel_for(world, distance), True, ends, name)
        else:
            share = reach / distance
            point = (here[0] + dx * share, here[1] + dy * share)
            found[name] = Flight(name, points, fuel_for(world, reach), False, True, _air(point))
    return found


def _air(point: Point) -> str:
    """A point in flight; the east edge stays the east edge (folded to the west edge, an aircraft that crossed
    westward would cross again at once, and never get over)."""
    width = load_world().grid.width
    x = point[0] if 0 <= point[0] <= width else point[0] % width
    return f"{AIR_PREFIX}{round(x)}:{round(point[1])}"
