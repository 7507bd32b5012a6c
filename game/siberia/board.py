"""The Siberia board and components: areas and their neighbours from maps/siberia.tmx, the rest from data.json.

The map is read once and cached. Its `areas` layer holds one polygon per area with a string property
`neighbours` (comma-separated area names, the same both ways) and `start` on Vladivostok; the
`exchanges`, `reserves` and `investments` layers hold the board's slots, which must name exactly the
exchanges and resources of data.json.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Any

from game.core.messages import Items, Verbatim, msg, msgn
from game.core.tiled import MAPS_DIR, load_map, map_problem, object_properties

DATA_FILE = Path(__file__).with_name("data.json")
MAP_FILE = MAPS_DIR / "siberia.tmx"

PERSONS = ("manager", "logistician", "salesman", "worker", "investor")
RESOURCES = ("diamonds", "gold", "oil", "charcoal", "gas")
ACTIONS = PERSONS + RESOURCES
"""The ten actions of a player's panel, in the panel's order."""
RESEARCH = "research"
MANAGER = "manager"


class Thing(StrEnum):
    """The kinds of thing on the table a player drags or points at, each named "kind:..." (`Action.drag`)."""

    AREA = "area"
    EXCHANGE = "exchange"
    RESERVE = "reserve"
    TILE = "tile"
    HAND = "hand"
    BAG = "bag"
    WORKER = "worker"
    SALESMAN = "salesman"
    COUNTER = "counter"
    PANEL = "panel"


@dataclass(frozen=True)
class Board:
    areas: tuple[str, ...]
    """The areas that hold resources, in map order (west to east)."""
    start: str
    """Vladivostok: where workers arrive; it holds no resources."""
    neighbours: dict[str, tuple[str, ...]]
    """Every area (the start too) -> its neighbours."""
    shapes: dict[str, list[tuple[float, float]]]
    """Area polygons in map pixels, for the table."""
    slots: dict[str, tuple[float, float, float, float]]
    """Board spaces as rectangles (x, y, width, height): exchanges by name, reserves by resource,
    and the investment display as "display"."""
    size: tuple[int, int]
    """The map in pixels."""


@dataclass(frozen=True)
class Components:
    cubes: dict[str, int]
    counters: tuple[str, ...]
    """Every action counter: "manager" or "person/resource"."""
    tiles: tuple[str, ...]
    """Every investment tile, by the action it covers."""
    exchanges: dict[str, dict[str, dict[str, int]]]
    """Exchange -> side -> resource -> price. Frankfurt has the single side "always"."""
    rules: dict[str, int]


@cache
def components() -> Components:
    data: dict[str, Any] = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    counters: list[str] = []
    for person, mix in data["counters"].items():
        if isinstance(mix, int):
            counters += [person] * mix
        else:
            for resource, count in mix.items():
                counters += [f"{person}/{resource}"] * count
    tiles = [action for action in ACTIONS for _ in range(data["investment_tiles_per_action"])]
    return Components(data["resources"], tuple(counters), tuple(tiles), data["exchanges"], data["rules"])


@cache
def board() -> Board:
    return read_board(MAP_FILE)


def read_board(path: Path) -> Board:
    """The board of a .tmx file; MapError says what is wrong with it."""
    tiled = load_map(path)
    layers = {layer.name: list(layer) for layer in tiled.objectgroups}
    missing = {"areas", "exchanges", "reserves", "investments"} - set(layers)
    if missing:
        problem = msgn(
            "the object layer {layers} is missing",
            "the object layers {layers} are missing",
            count=len(missing),
            layers=verbatims(missing),
        )
        raise map_problem(path.name, problem)
    shapes: dict[str, list[tuple[float, float]]] = {}
    links: dict[str, tuple[str, ...]] = {}
    start = ""
    for obj in layers["areas"]:
        points = getattr(obj, "points", None)
        if not obj.name or not points or len(points) < 3:
            raise map_problem(path.name, msg("every area must be a named polygon (object {id})", id=obj.id))
        props = object_properties(obj)
        shapes[obj.name] = [(float(p[0]), float(p[1])) for p in points]
        links[obj.name] = tuple(n.strip() for n in str(props.get("neighbours", "")).split(",") if n.strip())
        if props.get("start"):
            start = obj.name
    check_links(path.name, links)
    if not start:
        raise map_problem(
            path.name, msg("no area has the property {property} (where workers arrive)", property=Verbatim("start"))
        )
    slots = {
        obj.name: (float(obj.x), float(obj.y), float(obj.width), float(obj.height))
        for layer in ("exchanges", "reserves", "investments")
        for obj in layers[layer]
    }
    wanted = set(components().exchanges) | set(RESOURCES) | {"display"}
    if set(slots) != wanted:
        raise map_problem(path.name, msg("the board spaces must be exactly {spaces}", spaces=verbatims(wanted)))
    areas = tuple(name for name in shapes if name != start)
    size = (tiled.width * tiled.tilewidth, tiled.height * tiled.tileheight)
    return Board(areas, start, links, shapes, slots, size)


def check_links(file: str, links: dict[str, tuple[str, ...]]) -> None:
    for area, near in links.items():
        if not near:
            raise map_problem(file, msg("area {area} has no neighbours", area=Verbatim(area)))
        for other in near:
            if other not in links:
                raise map_problem(
                    file, msg("{area} names an unknown neighbour {other}", area=Verbatim(area), other=Verbatim(other))
                )
            if area not in links[other]:
                raise map_problem(
                    file,
                    msg(
                        "{area} lists {other} as a neighbour but {other} does not list {area}",
                        area=Verbatim(area),
                        other=Verbatim(other),
                    ),
                )


def verbatims(names: set[str]) -> Items:
    """Names as the map file spells them, in order."""
    return Items(tuple(Verbatim(name) for name in sorted(names)))
