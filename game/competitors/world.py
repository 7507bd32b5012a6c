"""The Competitors world map, read from maps/competitors_world.tmx: territories, borders, sea hexes.

Everything the rules know about the board comes from the .tmx (edit it in Tiled and the game
changes): the territories are polygons with their properties, the borders are listed on each
territory, ports, airports and labels are points named after their territory, canals and straits are
polylines, and the sea is a hexagonal tile layer. What the file leaves implicit is derived here:
which hex a port docks at, where a canal leads, and which hex-to-hex steps a coastline blocks.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.competitors.kinds import Border
from game.core.messages import Items, Term, Verbatim, msg, msgn
from game.core.tiled import MAPS_DIR, load_map, map_problem, object_properties

WORLD_MAP = MAPS_DIR / "competitors_world.tmx"

CONTINENTS = tuple(
    continent.name
    for continent in (
        Term("North America", "continent"),
        Term("South America", "continent"),
        Term("Europe", "continent"),
        Term("Africa", "continent"),
        Term("Asia", "continent"),
        Term("Oceania", "continent"),
    )
)
"""The continents as the map names them (players read them as terms of the context "continent")."""
TERRAIN_COST = {
    terrain.name: cost
    for terrain, cost in (
        (Term("plain", "terrain"), 1),
        (Term("mountain", "terrain"), 2),
        (Term("frozen", "terrain"), 2),
        (Term("desert", "terrain"), 3),
        (Term("tropical forest", "terrain"), 3),
    )
}
"""Movement points a truck spends to enter a territory of each terrain."""
AIRPORTS = ("none", "national", "intercontinental")
CROSSING_KINDS = ("canal", "strait")
CROSSING_COST = 1
"""Movement points to enter a canal or strait (a truck or ship cannot end its movement there)."""

Point = tuple[float, float]
Hex = tuple[int, int]
"""(column, row) of a hex of the sea layer."""


@dataclass(frozen=True)
class Territory:
    name: str
    continent: str
    terrain: str
    airport: str
    """"none", "national" or "intercontinental"."""
    airport_on_border: bool
    """A national airport on a customs border: landing there with goods means a customs card."""
    red_flag: bool
    headquarters: bool
    """One of the 9 states where a company may set up its headquarters."""
    outline: tuple[tuple[Point, ...], ...]
    """The polygons of the territory in map pixels, the largest first."""
    label_at: Point
    port_at: Point | None
    airport_at: Point | None
    bounds: tuple[float, float, float, float]
    """(left, top, right, bottom) of all the outline, in map pixels."""

    @property
    def movement_cost(self) -> int:
        return TERRAIN_COST[self.terrain]

    @property
    def port(self) -> bool:
        return self.port_at is not None


@dataclass(frozen=True)
class Crossing:
    """A canal or strait: ships pass between its two sea hexes, trucks (if any) between two territories."""

    name: str
    kind: str
    points: tuple[Point, ...]
    lands: tuple[str, str] | None
    seas: tuple[Hex, Hex]


@dataclass(frozen=True)
class TruckStep:
    target: str
    cost: int
    crossing: str | None = None


@dataclass(frozen=True)
class HexGrid:
    """Tiled's hexagonal layout: pointy-top hexes, odd rows pushed half a hex right; the columns wrap."""

    columns: int
    rows: int
    tile_width: int
    tile_height: int
    side: int

    @property
    def row_pitch(self) -> float:
        return (self.tile_height + self.side) / 2

    @property
    def width(self) -> int:
        """The width of the world in pixels: one turn round the globe."""
        return self.columns * self.tile_width

    @property
    def height(self) -> float:
        return self.rows * self.row_pitch + (self.tile_height - self.side) / 2

    def center(self, cell: Hex) -> Point:
        col, row = cell
        return (col + 0.5 + 0.5 * (row % 2)) * self.tile_width, row * self.row_pitch + self.tile_height / 2

    def corners(self, cell: Hex) -> list[Point]:
        x, y = self.center(cell)
        half_w, half_h = self.tile_width / 2, self.tile_height / 2
        quarter = (self.tile_height - self.side) / 2
        return [
            (x, y - half_h),
            (x + half_w, y - half_h + quarter),
            (x + half_w, y + half_h - quarter),
            (x, y + half_h),
            (x - half_w, y + half_h - quarter),
            (x - half_w, y - half_h + quarter),
        ]

    def neighbours(self, cell: Hex) -> Iterator[Hex]:
        col, row = cell
        shift = row % 2
        for dc, dr in ((-1, 0), (1, 0), (shift - 1, -1), (shift, -1), (shift - 1, 1), (shift, 1)):
            if 0 <= row + dr < self.rows:
                yield (col + dc) % self.columns, row + dr

    def hex_at(self, point: Point) -> Hex | None:
        """The hex whose centre is nearest to a map point (None off the top or bottom)."""
        x, y = point
        row0 = int(y // self.row_pitch)
        best: Hex | None = None
        best_distance = math.inf
        for row in (row0 - 1, row0, row0 + 1):
            if not 0 <= row < self.rows:
                continue
            for col in range(int(x // self.tile_width) - 1, int(x // self.tile_width) + 2):
                cell = (col % self.columns, row)
                cx, cy = self.center(cell)
                distance = math.hypot(cx - x + (col - cell[0]) * self.tile_width, cy - y)
                if distance < best_distance:
                    best, best_distance = cell, distance
        return best


FUEL_COSTS = (1000, 2000, 3000)
"""Euros of fuel for an aircraft leg within the ruler's green, yellow and red notch."""


@dataclass(frozen=True)
class Ruler:
    """The aircraft movement ruler: radius = 1 movement point, notches price the fuel."""

    radius: float
    green: float
    yellow: float
    red: float

    def fuel_cost(self, distance: float) -> int | None:
        """Euros of fuel for a flight leg of `distance` pixels, None beyond one movement point."""
        for notch, cost in zip((self.green, self.yellow, self.red), FUEL_COSTS, strict=True):
            if distance <= notch:
                return cost
        return None


@dataclass(frozen=True)
class WrapArrow:
    name: str
    left: Point
    right: Point


class CoastIndex:
    """The land outlines cut into grid cells, to test segments and points against coastlines fast."""

    def __init__(self, polygons: Iterable[tuple[Point, ...]], cell: float, width: float) -> None:
        self.cell = cell
        self.width = width
        self.edges: list[tuple[Point, Point]] = []
        self.cells: dict[tuple[int, int], list[int]] = {}
        for polygon in polygons:
            for i, a in enumerate(polygon):
                b = polygon[i - 1]
                index = len(self.edges)
                self.edges.append((a, b))
                for key in self._cells_of(a, b):
                    self.cells.setdefault(key, []).append(index)

    def _cells_of(self, a: Point, b: Point) -> Iterator[tuple[int, int]]:
        c = self.cell
        for cx in range(int(min(a[0], b[0]) // c), int(max(a[0], b[0]) // c) + 1):
            for cy in range(int(min(a[1], b[1]) // c), int(max(a[1], b[1]) // c) + 1):
                yield cx, cy

    def crosses(self, a: Point, b: Point) -> bool:
        """True when the segment a-b touches or crosses any land outline."""
        c = self.cell
        found: set[int] = set()
        for cx in range(int(min(a[0], b[0]) // c), int(max(a[0], b[0]) // c) + 1):
            for cy in range(int(min(a[1], b[1]) // c), int(max(a[1], b[1]) // c) + 1):
                found.update(self.cells.get((cx, cy), ()))
        return any(segments_touch(a, b, *self.edges[index]) for index in found)

    def on_land(self, point: Point) -> bool:
        """Even-odd count of outline crossings along a ray to the right edge (outlines never overlap)."""
        x, y = point
        row = int(y // self.cell)
        found: set[int] = set()
        for cx in range(int(x // self.cell), int(self.width // self.cell) + 2):
            found.update(self.cells.get((cx, row), ()))
        inside = False
        for index in found:
            (x1, y1), (x2, y2) = self.edges[index]
            if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                inside = not inside
        return inside


def segments_touch(p1: Point, p2: Point, q1: Point, q2: Point) -> bool:
    def orient(a: Point, b: Point, c: Point) -> float:
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    d1, d2 = orient(q1, q2, p1), orient(q1, q2, p2)
    d3, d4 = orient(p1, p2, q1), orient(p1, p2, q2)
    if ((d1 > 0) != (d2 > 0) or d1 == 0 or d2 == 0) and ((d3 > 0) != (d4 > 0) or d3 == 0 or d4 == 0):
        if 0 in (d1, d2, d3, d4):  # collinear or touching ends: check the boxes overlap
            return (
                min(p1[0], p2[0]) <= max(q1[0], q2[0])
                and min(q1[0], q2[0]) <= max(p1[0], p2[0])
                and min(p1[1], p2[1]) <= max(q1[1], q2[1])
                and min(q1[1], q2[1]) <= max(p1[1], p2[1])
            )
        return True
    return False


@dataclass(frozen=True)
class World:
    territories: dict[str, Territory]
    borders: dict[str, dict[str, Border]]
    """territory -> neighbour -> the border between them."""
    crossings: dict[str, Crossing]
    grid: HexGrid
    sea: frozenset[Hex]
    """The navigable hexes."""
    sea_steps: dict[Hex, tuple[Hex, ...]]
    """Hex-to-hex steps a ship may take (no coastline in the way; canals and straits not included)."""
    docks: dict[str, Hex]
    """territory -> the sea hex its port opens on."""
    ruler: Ruler
    wrap_arrows: tuple[WrapArrow, ...]
    coast: CoastIndex
    source: str

    def territory(self, name: str) -> Territory:
        return self.territories[name]

    def terms(self) -> list[Term]:
        """Every name of this world a player reads, in its context: the territories, canals and straits
        (places), the continents, the terrains and the kinds of airport."""
        return [
            *(Term(name, "place") for name in (*self.territories, *self.crossings)),
            *(Term(name, "continent") for name in CONTINENTS),
            *(Term(name, "terrain") for name in TERRAIN_COST),
            *(Term(name, "airport") for name in AIRPORTS),
        ]

    def continent_of(self, name: str) -> str:
        return self.territories[name].continent

    def truck_steps(self, name: str) -> list[TruckStep]:
        """Where a truck goes from a territory in one step, and the movement points it spends."""
        steps = [TruckStep(n, self.territories[n].movement_cost) for n in sorted(self.borders[name])]
        for crossing in self.crossings.values():
            if crossing.lands and name in crossing.lands:
                other = crossing.lands[1] if crossing.lands[0] == name else crossing.lands[0]
                steps.append(TruckStep(other, CROSSING_COST + self.territories[other].movement_cost, crossing.name))
        return steps

    def truck_route(self, start: str, goal: str) -> tuple[int, list[str]] | None:
        """The cheapest truck route in movement points and the territories on it, or None."""
        best = {start: 0}
        previous: dict[str, str] = {}
        queue = [(0, start)]
        while queue:
            cost, name = heapq.heappop(queue)
            if name == goal:
                path = [goal]
                while path[-1] != start:
                    path.append(previous[path[-1]])
                return cost, path[::-1]
            if cost > best[name]:
                continue
            for step in self.truck_steps(name):
                total = cost + step.cost
                if total < best.get(step.target, math.inf):
                    best[step.target] = total
                    previous[step.target] = name
                    heapq.heappush(queue, (total, step.target))
        return None

    def ship_steps(self, cell: Hex) -> list[tuple[Hex, int, str | None]]:
        """(hex, movement points, crossing) a ship reaches from a hex in one step."""
        steps: list[tuple[Hex, int, str | None]] = [(n, 1, None) for n in self.sea_steps.get(cell, ())]
        for crossing in self.crossings.values():
            for here, there in (crossing.seas, crossing.seas[::-1]):
                if here == cell:
                    steps.append((there, CROSSING_COST + 1, crossing.name))
        return steps

    def territory_at(self, point: Point) -> str | None:
        """The territory whose outline holds a map point."""
        x, y = point
        for territory in self.territories.values():
            left, top, right, bottom = territory.bounds
            if not (left <= x <= right and top <= y <= bottom):
                continue
            for polygon in territory.outline:
                if point_in_polygon(point, polygon):
                    return territory.name
        return None


def point_in_polygon(point: Point, polygon: tuple[Point, ...]) -> bool:
    x, y = point
    inside = False
    for i, (x1, y1) in enumerate(polygon):
        x2, y2 = polygon[i - 1]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _bounds(polygons: list[tuple[Point, ...]]) -> tuple[float, float, float, float]:
    xs = [x for polygon in polygons for x, _ in polygon]
    ys = [y for polygon in polygons for _, y in polygon]
    return min(xs), min(ys), max(xs), max(ys)


def _names(value: Any) -> list[str]:
    return [part.strip() for part in str(value or "").split(";") if part.strip()]


def _points(obj: Any, file: str, layer: str, least: int = 3) -> tuple[Point, ...]:
    shape = "polyline" if least == 2 else "polygon"  # Tiled's names for the two kinds of object
    points = getattr(obj, "points", None)
    if not points or len(points) < least:
        raise map_problem(
            file,
            msgn(
                "{layer} object '{name}' must be a {shape} of at least {count} point",
                "{layer} object '{name}' must be a {shape} of at least {count} points",
                count=least,
                layer=Verbatim(layer),
                name=Verbatim(obj.name),
                shape=Verbatim(shape),
            ),
        )
    return tuple((round(float(p.x), 1), round(float(p.y), 1)) for p in points)


def _layer(tiled: Any, name: str, file: str) -> list[Any]:
    try:
        return list(tiled.get_layer_by_name(name))
    except ValueError:
        raise map_problem(file, msg("the layer '{layer}' is missing", layer=Verbatim(name))) from None


def _points_by_territory(tiled: Any, layer: str, file: str, known: set[str]) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for obj in _layer(tiled, layer, file):
        if obj.name not in known:
            raise map_problem(
                file, msg("{layer} point '{name}' names no territory", layer=Verbatim(layer), name=Verbatim(obj.name))
            )
        if obj.name in found:
            raise map_problem(
                file, msg("territory '{name}' has two {layer} points", name=Verbatim(obj.name), layer=Verbatim(layer))
            )
        found[obj.name] = obj
    return found


@lru_cache(maxsize=4)
def load_world(path: Path = WORLD_MAP) -> World:
    """The world of a Competitors map; MapError naming the problem when the map is unusable."""
    file = Path(path).name
    tiled = load_map(Path(path))
    grid = _read_grid(tiled, file)
    raw = _territory_objects(tiled, file)
    known = {obj.name for obj in raw}
    outlines = _outlines(tiled, raw, known, file)
    points = {layer: _points_by_territory(tiled, layer, file, known) for layer in ("labels", "ports", "airports")}
    territories: dict[str, Territory] = {}
    borders: dict[str, dict[str, Border]] = {}
    for obj in raw:
        territories[obj.name] = _territory(obj, outlines[obj.name], points, file)
        borders[obj.name] = _borders(obj, known, file)
    _check_symmetric(borders, file)

    coast = CoastIndex((p for t in territories.values() for p in t.outline), grid.tile_width, grid.width)
    sea = _read_sea(tiled, grid, file)
    props = dict(tiled.properties or {})
    return World(
        territories=territories,
        borders=borders,
        crossings=_read_crossings(tiled, grid, sea, known, file),
        grid=grid,
        sea=frozenset(sea),
        sea_steps=_sea_steps(sea, grid, coast),
        docks=_docks(territories, grid, sea, file),
        ruler=_read_ruler(props, file),
        wrap_arrows=_read_arrows(tiled, file),
        coast=coast,
        source=str(props.get("source", "")),
    )


def _read_grid(tiled: Any, file: str) -> HexGrid:
    layout = [getattr(tiled, key, None) for key in ("orientation", "staggeraxis", "staggerindex", "hexsidelength")]
    if layout[:3] != ["hexagonal", "y", "odd"] or not layout[3]:
        raise map_problem(file, msg("the sea must be a hexagonal layer staggered on odd rows (Tiled: y, odd)"))
    return HexGrid(tiled.width, tiled.height, tiled.tilewidth, tiled.tileheight, int(layout[3]))


def _territory_objects(tiled: Any, file: str) -> list[Any]:
    """The territories layer's polygons, each named, no name twice."""
    raw = _layer(tiled, "territories", file)
    names = [obj.name for obj in raw]
    duplicated = sorted({n for n in names if names.count(n) > 1})
    if not all(names):
        raise map_problem(file, msg("every territory needs a name"))
    if duplicated:
        raise map_problem(
            file,
            msg(
                "every territory needs its own name (repeated: {names})",
                names=Items(tuple(Verbatim(name) for name in duplicated)),
            ),
        )
    return raw


def _outlines(tiled: Any, raw: list[Any], known: set[str], file: str) -> dict[str, list[tuple[Point, ...]]]:
    """Each territory's polygons: its own, then its parts (islands) in the territory_parts layer."""
    outlines: dict[str, list[tuple[Point, ...]]] = {obj.name: [_points(obj, file, "territories")] for obj in raw}
    for obj in _layer(tiled, "territory_parts", file):
        if obj.name not in known:
            raise map_problem(
                file, msg("a territory part is named '{name}', which is no territory", name=Verbatim(obj.name))
            )
        outlines[obj.name].append(_points(obj, file, "territory_parts"))
    return outlines


def _territory(obj: Any, outline: list[tuple[Point, ...]], points: dict[str, dict[str, Any]], file: str) -> Territory:
    """A territory from its polygon's properties and its label, port and airport points, checked."""
    props = object_properties(obj)
    name = obj.name
    labels, ports, airports = points["labels"], points["ports"], points["airports"]
    for key, allowed in (("continent", CONTINENTS), ("terrain", tuple(TERRAIN_COST)), ("airport", AIRPORTS)):
        if props.get(key) not in allowed:
            raise map_problem(
                file,
                msg(
                    "territory '{name}' has {key} '{value}'; use one of {allowed}",
                    name=Verbatim(name),
                    key=Verbatim(key),
                    value=Verbatim(str(props.get(key))),
                    allowed=Items(tuple(Verbatim(value) for value in allowed)),
                ),
            )
    if bool(props.get("port")) and name not in ports:
        raise map_problem(file, msg("territory '{name}' says port=true but has no port point", name=Verbatim(name)))
    if name in ports and not props.get("port"):
        raise map_problem(file, msg("territory '{name}' has a port point but says port=false", name=Verbatim(name)))
    if props["airport"] != "none" and name not in airports:
        raise map_problem(
            file,
            msg(
                "territory '{name}' has airport '{airport}' but no airport point",
                name=Verbatim(name),
                airport=Verbatim(props["airport"]),
            ),
        )
    if name in airports and props["airport"] == "none":
        raise map_problem(file, msg("territory '{name}' has an airport point but airport 'none'", name=Verbatim(name)))
    if name not in labels:
        raise map_problem(file, msg("territory '{name}' has no label point", name=Verbatim(name)))
    airport = airports.get(name)
    on_border = bool(object_properties(airport).get("on_border")) if airport is not None else False
    if on_border and props["airport"] != "national":
        raise map_problem(file, msg("only a national airport can lie on a border ('{name}')", name=Verbatim(name)))
    return Territory(
        name=name,
        continent=props["continent"],
        terrain=props["terrain"],
        airport=props["airport"],
        airport_on_border=on_border,
        red_flag=bool(props.get("red_flag")),
        headquarters=bool(props.get("headquarters")),
        outline=tuple(outline),
        label_at=(float(labels[name].x), float(labels[name].y)),
        port_at=(float(ports[name].x), float(ports[name].y)) if name in ports else None,
        airport_at=(float(airport.x), float(airport.y)) if airport is not None else None,
        bounds=_bounds(outline),
    )


def _borders(obj: Any, known: set[str], file: str) -> dict[str, Border]:
    """A territory's neighbours and the border to each, as its properties regional_borders and customs_borders
    list them."""
    props = object_properties(obj)
    name = obj.name
    borders: dict[str, Border] = {}
    for kind in Border:
        for other in _names(props.get(f"{kind}_borders")):
            if other not in known:
                raise map_problem(
                    file,
                    msg(
                        "territory '{name}' borders '{other}', which does not exist",
                        name=Verbatim(name),
                        other=Verbatim(other),
                    ),
                )
            if other == name:
                raise map_problem(file, msg("territory '{name}' lists itself as a neighbour", name=Verbatim(name)))
            if other in borders:
                raise map_problem(
                    file,
                    msg("territory '{name}' lists '{other}' twice", name=Verbatim(name), other=Verbatim(other)),
                )
            borders[other] = kind
    return borders


def _check_symmetric(borders: dict[str, dict[str, Border]], file: str) -> None:
    """Each border is listed by both its territories, as the same kind."""
    for name, neighbours in borders.items():
        for other, kind in neighbours.items():
            if name not in borders[other]:
                raise map_problem(
                    file,
                    msg(
                        "adjacency is not symmetric: '{name}' borders '{other}' but '{other}' does not list '{name}'",
                        name=Verbatim(name),
                        other=Verbatim(other),
                    ),
                )
            if borders[other][name] != kind:
                raise map_problem(
                    file,
                    msg(
                        "the border '{name}' - '{other}' is {kind} on one side only",
                        name=Verbatim(name),
                        other=Verbatim(other),
                        kind=Verbatim(kind),
                    ),
                )


def _docks(territories: dict[str, Territory], grid: HexGrid, sea: set[Hex], file: str) -> dict[str, Hex]:
    """The sea hex where each port's ships come and go: the navigable one nearest the port."""
    docks: dict[str, Hex] = {}
    for name, territory in territories.items():
        if territory.port_at is not None:
            dock = _nearest_sea(territory.port_at, grid, sea)
            if dock is None:
                raise map_problem(file, msg("the port of '{name}' touches no navigable sea hex", name=Verbatim(name)))
            docks[name] = dock
    return docks


def _read_ruler(props: dict[str, Any], file: str) -> Ruler:
    try:
        ruler = Ruler(*(float(props[f"ruler_{key}"]) for key in ("radius", "green", "yellow", "red")))
    except (KeyError, ValueError):
        raise map_problem(
            file, msg("the map needs numeric properties ruler_radius, ruler_green, ruler_yellow, ruler_red")
        ) from None
    if not 0 < ruler.green < ruler.yellow < ruler.red <= ruler.radius:
        raise map_problem(file, msg("the ruler notches must grow green < yellow < red <= radius"))
    return ruler


def _read_sea(tiled: Any, grid: HexGrid, file: str) -> set[Hex]:
    layer = None
    for candidate in tiled.visible_layers:
        if getattr(candidate, "name", "") == "sea" and hasattr(candidate, "data"):
            layer = candidate
    if layer is None:
        raise map_problem(file, msg("the tile layer 'sea' is missing"))
    sea: set[Hex] = set()
    for row in range(grid.rows):
        for col in range(grid.columns):
            gid = layer.data[row][col]
            if gid and (tiled.get_tile_properties_by_gid(gid) or {}).get("navigable"):
                sea.add((col, row))
    return sea


def _sea_steps(sea: set[Hex], grid: HexGrid, coast: CoastIndex) -> dict[Hex, tuple[Hex, ...]]:
    steps: dict[Hex, list[Hex]] = {cell: [] for cell in sea}
    for cell in sea:
        for other in grid.neighbours(cell):
            if other in sea and cell < other and not _step_blocked(cell, other, grid, coast):
                steps[cell].append(other)
                steps[other].append(cell)
    return {cell: tuple(sorted(found)) for cell, found in steps.items()}


def _step_blocked(a: Hex, b: Hex, grid: HexGrid, coast: CoastIndex) -> bool:
    """A coastline between two hex centres blocks the step; across the wrap both halves are tested."""
    (ax, ay), (bx, by) = grid.center(a), grid.center(b)
    if abs(ax - bx) > grid.tile_width * 2:
        shift = grid.width if bx < ax else -grid.width
        return coast.crosses((ax, ay), (bx + shift, by)) or coast.crosses((bx, by), (ax - shift, ay))
    return coast.crosses((ax, ay), (bx, by))


def _nearest_sea(point: Point, grid: HexGrid, sea: set[Hex]) -> Hex | None:
    """The navigable hex nearest to a point, if one lies within a hex width of it."""
    x, y = point
    best: Hex | None = None
    best_distance = float(grid.tile_width)
    row0 = int(y // grid.row_pitch)
    for row in range(row0 - 2, row0 + 3):
        for col in range(int(x // grid.tile_width) - 2, int(x // grid.tile_width) + 3):
            cell = (col % grid.columns, row)
            if cell in sea:
                cx, cy = grid.center(cell)
                distance = math.hypot(cx + (col - cell[0]) * grid.tile_width - x, cy - y)
                if distance <= best_distance:
                    best, best_distance = cell, distance
    return best


def _read_crossings(tiled: Any, grid: HexGrid, sea: set[Hex], known: set[str], file: str) -> dict[str, Crossing]:
    crossings: dict[str, Crossing] = {}
    for obj in _layer(tiled, "crossings", file):
        props = object_properties(obj)
        if props.get("kind") not in CROSSING_KINDS:
            raise map_problem(file, msg("crossing '{name}' must be a canal or a strait", name=Verbatim(obj.name)))
        points = _points(obj, file, "crossings", least=2)
        ends = (_nearest_sea(points[0], grid, sea), _nearest_sea(points[-1], grid, sea))
        if ends[0] is None or ends[1] is None or ends[0] == ends[1]:
            raise map_problem(
                file, msg("crossing '{name}' must start and end on two navigable sea hexes", name=Verbatim(obj.name))
            )
        land_names = (str(props.get("land_a") or ""), str(props.get("land_b") or ""))
        for land in land_names:
            if land and land not in known:
                raise map_problem(
                    file,
                    msg(
                        "crossing '{name}' leads to '{land}', which does not exist",
                        name=Verbatim(obj.name),
                        land=Verbatim(land),
                    ),
                )
        if bool(land_names[0]) != bool(land_names[1]) or (land_names[0] and land_names[0] == land_names[1]):
            raise map_problem(
                file, msg("crossing '{name}' must link two territories for trucks, or none", name=Verbatim(obj.name))
            )
        lands = land_names if land_names[0] else None
        crossings[obj.name] = Crossing(obj.name, props["kind"], points, lands, (ends[0], ends[1]))
    return crossings


def _read_arrows(tiled: Any, file: str) -> tuple[WrapArrow, ...]:
    sides: dict[str, dict[str, Point]] = {}
    for obj in _layer(tiled, "wrap_arrows", file):
        side = object_properties(obj).get("side")
        if side not in ("left", "right"):
            raise map_problem(file, msg("wrap arrow '{name}' needs side left or right", name=Verbatim(obj.name)))
        sides.setdefault(obj.name, {})[side] = (float(obj.x), float(obj.y))
    arrows = []
    for name, found in sorted(sides.items()):
        if set(found) != {"left", "right"}:
            raise map_problem(file, msg("wrap arrow '{name}' needs one left and one right point", name=Verbatim(name)))
        arrows.append(WrapArrow(name, found["left"], found["right"]))
    return tuple(arrows)
