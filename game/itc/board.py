"""The ITC board and components: routes, continents and the grey market from maps/itc.tmx, goods and
cards from data.json.

The map's `routes` layer holds one rectangle per route with the properties `colour`, `columns` and
`rows`; `continents` one rectangle per continent with `fields` ("blue:3,yellow:2,..."): how many goods
of each colour it holds; `market` the grey market. Both are read once and cached.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.core.messages import Items, Verbatim, msg
from game.core.tiled import MAPS_DIR, load_map, map_problem, required
from game.itc.kinds import ActionEffect

DATA_FILE = Path(__file__).with_name("data.json")
MAP_FILE = MAPS_DIR / "itc.tmx"
GREY = "grey_market"
"""The grey market (the mafia): a place for sales stones and goods, like a continent without fields."""

MAX_COLUMNS = 6
MAX_ROWS = 12
"""A route's fields: the printed board has 2 to 3 columns and 3 to 6 rows; a map may stretch them this far."""
MAX_FIELDS = 20
"""Goods fields of one colour on a continent (the printed board has at most 4)."""


@dataclass(frozen=True)
class Route:
    name: str
    colour: str
    columns: int
    rows: int
    rect: tuple[float, float, float, float]
    """(x, y, width, height) in map pixels; row 0 is the bottom row."""


@dataclass(frozen=True)
class Board:
    routes: dict[str, Route]
    """Left to right: trucks, trains, ships, planes."""
    continents: dict[str, dict[str, int]]
    """Continent -> goods colour -> fields of that colour."""
    continent_rects: dict[str, tuple[float, float, float, float]]
    market: tuple[float, float, float, float]
    size: tuple[int, int]


@dataclass(frozen=True)
class Part:
    """One card of a transport: its goods (most valuable first), the circled one, and per route the
    profit and the profit when robbed."""

    goods: tuple[str, ...]
    circled: str
    profits: dict[str, tuple[int, int]]


@dataclass(frozen=True)
class Transport:
    id: str
    routes: tuple[str, str]
    parts: tuple[Part, ...]
    """One card; a mega transport has two."""
    destination: str = ""
    """A neutral transport's continent; empty for a player's transport."""

    @property
    def neutral(self) -> bool:
        return bool(self.destination)

    @property
    def cards(self) -> int:
        return len(self.parts)

    def goods(self) -> list[str]:
        return [good for part in self.parts for good in part.goods]

    def index(self) -> int:
        """The three-digit number printed at the top: the best profit in hundreds."""
        return max((p[0] for part in self.parts for p in part.profits.values()), default=0) // 100


@dataclass(frozen=True)
class ActionKind:
    kind: str
    title: str
    count: int
    effect: ActionEffect
    amount: int
    at_once: bool


@dataclass(frozen=True)
class Components:
    goods: dict[str, tuple[int, int]]
    """Colour -> (transport value, resale value), most valuable first."""
    transports: dict[str, Transport]
    actions: dict[str, ActionKind]
    action_deck: tuple[str, ...]
    """Every action card by id ("A01"...), in data order; `action_kinds` says which kind each is."""
    action_kinds: dict[str, str]
    rules: dict[str, int]


@cache
def components() -> Components:
    data: dict[str, Any] = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    goods = {colour: (int(v["transport"]), int(v["resale"])) for colour, v in data["goods"].items()}
    transports: dict[str, Transport] = {}
    for card in data["transports"]:
        routes = (card["routes"][0], card["routes"][1])
        if "destination" in card:
            parts: tuple[Part, ...] = (Part(tuple(card["goods"]), card["goods"][-1], {}),)
        else:
            parts = tuple(
                Part(tuple(p["goods"]), p["circled"], {r: (int(v[0]), int(v[1])) for r, v in p["profits"].items()})
                for p in card["parts"]
            )
        transports[card["id"]] = Transport(card["id"], routes, parts, card.get("destination", ""))
    actions = {
        a["kind"]: ActionKind(
            a["kind"], a["title"], int(a["count"]), ActionEffect(a["effect"]), int(a["amount"]), bool(a["at_once"])
        )
        for a in data["actions"]
    }
    kinds: dict[str, str] = {}
    for kind in actions.values():
        for _ in range(kind.count):
            kinds[f"A{len(kinds) + 1:02d}"] = kind.kind
    return Components(goods, transports, actions, tuple(kinds), kinds, dict(data["rules"]))


@cache
def board() -> Board:
    return read_board(MAP_FILE)


def read_board(path: Path) -> Board:
    """The board of a .tmx file; MapError says what is wrong with it."""
    tiled = load_map(path)
    layers = {layer.name: list(layer) for layer in tiled.objectgroups}
    missing = {"routes", "continents", "market"} - set(layers)
    if missing:
        raise map_problem(path.name, msg("the object layers {layers} are needed", layers=_names(missing)))
    goods = components().goods
    routes = {obj.name: _route(obj, path.name) for obj in layers["routes"]}
    continents: dict[str, dict[str, int]] = {}
    for obj in layers["continents"]:
        fields: dict[str, int] = {}
        for item in str(required(obj, "fields", str, path.name)).split(","):
            colour, _, count = item.strip().partition(":")
            if colour not in goods or not count.isdigit() or len(count) > 2 or int(count) > MAX_FIELDS:
                raise map_problem(
                    path.name,
                    msg(
                        "continent {continent} has a field {field} that is not a goods colour and a number up to "
                        "{most}",
                        continent=Verbatim(obj.name),
                        field=Verbatim(item if len(item) <= 40 else item[:39] + "…"),
                        most=MAX_FIELDS,
                    ),
                )
            fields[colour] = int(count)
        continents[obj.name] = fields
    used = {route for card in components().transports.values() for route in card.routes}
    if not used <= set(routes) or len(layers["market"]) != 1:
        raise map_problem(
            path.name, msg("the board needs the routes {routes} and one grey market", routes=_names(used))
        )
    destinations = {card.destination for card in components().transports.values() if card.neutral}
    if not destinations <= set(continents):
        raise map_problem(
            path.name, msg("the board needs the continents {continents}", continents=_names(destinations))
        )
    size = (tiled.width * tiled.tilewidth, tiled.height * tiled.tileheight)
    return Board(
        routes, continents, {obj.name: _rect(obj) for obj in layers["continents"]}, _rect(layers["market"][0]), size
    )


def _route(obj: Any, file: str) -> Route:
    """A route's rectangle and its grid of fields, within sizes a board can draw."""
    columns, rows = required(obj, "columns", int, file), required(obj, "rows", int, file)
    rect = _rect(obj)
    if not (1 <= columns <= MAX_COLUMNS and 1 <= rows <= MAX_ROWS and rect[2] > 0 and rect[3] > 0):
        raise map_problem(
            file,
            msg(
                "route {route} needs 1 to {columns} columns and 1 to {rows} rows in a rectangle larger than nothing",
                route=Verbatim(str(obj.name)),
                columns=MAX_COLUMNS,
                rows=MAX_ROWS,
            ),
        )
    return Route(obj.name, required(obj, "colour", str, file), columns, rows, rect)


def _rect(obj: Any) -> tuple[float, float, float, float]:
    return float(obj.x), float(obj.y), float(obj.width), float(obj.height)


def _names(names: set[str]) -> Items:
    return Items(tuple(Verbatim(name) for name in sorted(names)))


def route_order() -> list[str]:
    """The routes left to right, as the board shows them."""
    return sorted(board().routes, key=lambda name: board().routes[name].rect[0])
