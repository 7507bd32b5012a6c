"""The waterway network of a Mainports board, read from its Tiled map.

A fairway joins two ports and has `steps - 1` spaces where a ship can lie. Leaving a port is one
step, each space is one step, entering a port is one step; passing a port on the way (sailing from
the last space of one fairway straight into the first space of the next) is a single step, so a
passed port costs nothing extra. Ships in a fairway sail in a heading and only turn in a port.

Positions of a ship are strings: `port:Paris`, or `fw:<fairway>:<space>:<+|->` for a space of a
fairway heading towards its `to_port` (+) or its `from_port` (-), or `sea:<section>` at sea.

At sea (the Great Europe side) a ship sails from a seaport into a sea section it opens on (one step),
across the border into a neighbouring section (one step each) and into a seaport of its section (one
step): Bilbao - Atlantic Ocean - North Sea - London is 3 sea steps.
"""

from __future__ import annotations

import heapq
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from game.core.messages import Items, Message, Term, Verbatim, msg, place
from game.core.tiled import MAPS_DIR, load_map, map_problem, object_properties, required
from game.mainports.kinds import RondelAction

LABEL_SIDES = ("above", "below", "left", "right")
MIN_STEPS = 2
"""A fairway's fewest steps: leaving one port and entering the other."""
MAX_STEPS = 30
"""A fairway's most steps: the longest on the shipped board has 6, and the table draws every space."""
RONDEL_FIELDS = 8


@dataclass(frozen=True)
class Spot:
    """A ship's position as players read it: port `behind`, or `steps` spaces out of it heading `ahead`
    (ships turn only in a port, so the heading belongs to the place)."""

    behind: str
    ahead: str = ""
    steps: int = 0

    def label(self) -> Message | Term:
        """`Paris`, or `Paris-Reims 1`: one step out of Paris, heading Reims."""
        if not self.ahead:
            return place(self.behind)
        return msg("{behind}-{ahead} {steps}", behind=place(self.behind), ahead=place(self.ahead), steps=self.steps)


@dataclass(frozen=True)
class Fairway:
    index: int
    a: str
    b: str
    steps: int
    waterway: str
    """The rivers and canals it follows, as the map names them: "Main and Main-Danube canal"."""
    points: tuple[tuple[float, float], ...]

    @property
    def spaces(self) -> int:
        return self.steps - 1

    @property
    def waterways(self) -> tuple[str, ...]:
        """Each river or canal of `waterway` by itself, as the map writes it along its fairways."""
        return tuple(name for part in re.split(r",| and ", self.waterway) if (name := part.strip()))

    def other(self, port: str) -> str:
        return self.b if port == self.a else self.a


@dataclass(frozen=True)
class Sea:
    """A sea section: its outline, where its name and its ships go, and the sections across its borders."""

    name: str
    outline: tuple[tuple[float, float], ...]
    anchor: tuple[float, float]
    neighbours: tuple[str, ...]


@dataclass
class Board:
    """Ports, fairways and board furniture of one side of the board."""

    file: str
    ports: dict[str, tuple[float, float]]
    label_sides: dict[str, str]
    """Port -> where its name is drawn: above, below, left or right of the dot."""
    docks: tuple[str, ...]
    fairways: tuple[Fairway, ...]
    rondel: tuple[RondelAction, ...]
    """The action of each rondel field, clockwise."""
    rondel_points: tuple[tuple[float, float], ...]
    rondel_centre: tuple[float, float, float]
    mainport_slots: dict[str, tuple[float, float]]
    track_points: tuple[tuple[float, float], ...]
    land: tuple[tuple[tuple[float, float], ...], ...]
    size: tuple[int, int]
    seas: dict[str, Sea] = field(default_factory=dict)
    sea_ports: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Seaport -> the sea sections it opens on (only on a side with sea sections)."""
    touching: dict[str, tuple[int, ...]] = field(default_factory=dict)
    """Port -> the fairways that start or end there."""
    steps_from: dict[str, list[tuple[str, str | None]]] = field(default_factory=dict)
    """Memo of `step`."""
    spots: dict[str, Spot] = field(default_factory=dict)
    """Memo of `spot`."""
    distances_from: dict[tuple[str, str], int] = field(default_factory=dict)
    """Memo of `distance_from` (bots and the evaluation ask it thousands of times a move)."""

    def __post_init__(self) -> None:
        touching: dict[str, list[int]] = {port: [] for port in self.ports}
        for fw in self.fairways:
            touching[fw.a].append(fw.index)
            touching[fw.b].append(fw.index)
        self.touching = {port: tuple(fws) for port, fws in touching.items()}

    # --- positions -------------------------------------------------------------------------------

    def leave(self, port: str) -> list[tuple[str, str | None]]:
        """The first spaces of every fairway out of `port`: (position, passed port or None)."""
        out: list[tuple[str, str | None]] = []
        for index in self.touching[port]:
            fw = self.fairways[index]
            out.append((space_position(fw, 0, "+") if fw.a == port else space_position(fw, fw.spaces - 1, "-"), None))
        return out

    def sea_step(self, position: str) -> list[str]:
        """Where one sea step takes a ship from a seaport or a sea section (nowhere from a river port, nor from a
        fairway, where a ship under way is)."""
        if position.startswith("port:"):
            return [f"sea:{section}" for section in self.sea_ports.get(position[5:], ())]
        if not position.startswith("sea:"):
            return []
        section = self.seas[position[4:]]
        return [f"sea:{other}" for other in section.neighbours] + [
            f"port:{port}" for port, sections in self.sea_ports.items() if section.name in sections
        ]

    def sea_steps(self, start: str, goal: str) -> int | None:
        """Fewest sea steps from a seaport or sea section to a sea section or seaport, None if the sea
        does not join them (a sea voyage ends in the first port it enters)."""
        seen, frontier, steps = {start}, [start], 0
        while frontier:
            steps += 1
            reached = []
            for position in frontier:
                for nxt in self.sea_step(position):
                    if nxt == goal:
                        return steps
                    if nxt not in seen and nxt.startswith("sea:"):
                        seen.add(nxt)
                        reached.append(nxt)
            frontier = reached
        return None

    def voyages(self, position: str) -> dict[str, int]:
        """Seaport -> the sea steps from `position` (a seaport or a sea section) into it."""
        if position.startswith("sea:"):
            return _sea_landings(self.file)[position[4:]]
        here = position[5:]
        landings = [_sea_landings(self.file)[section] for section in self.sea_ports.get(here, ())]
        return {
            port: 1 + min(table[port] for table in landings if port in table)
            for port in {port for table in landings for port in table}
            if port != here
        }

    def sea_voyage(self, position: str, port: str) -> tuple[int, int]:
        """The first sea voyage on a shortest way from `position` into `port`: (steps sailed before it,
        its sea steps); (0, 0) for a way on the rivers alone."""
        shortest = self.distance_from(position, port)
        if position.startswith("sea:"):
            starts = [(0, position)]
        else:
            starts = sorted(
                (0 if position == f"port:{seaport}" else self.distance_from(position, seaport), f"port:{seaport}")
                for seaport in self.sea_ports
            )
        for before, start in starts:
            if before >= shortest:
                break
            voyages = [
                steps
                for landing, steps in self.voyages(start).items()
                if before + steps + self.distance(landing, port) == shortest
            ]
            if voyages:
                return before, min(voyages)
        return 0, 0

    def route(self, start: str, goal: str, sea: bool) -> list[str]:
        """The positions of a shortest way from `start` to `goal`, both included: by sea steps, or by river
        steps (passing ports); [start, goal] when neither joins them."""
        came_from: dict[str, str] = {start: start}
        frontier = [start]
        while frontier and goal not in came_from:
            reached = []
            for position in frontier:
                ways = self.sea_step(position) if sea else [nxt for nxt, _ in self.step(position)]
                for nxt in ways:
                    if nxt not in came_from:
                        came_from[nxt] = position
                        reached.append(nxt)
            frontier = reached
        if goal not in came_from:
            return [start, goal]
        way = [goal]
        while way[-1] != start:
            way.append(came_from[way[-1]])
        return way[::-1]

    def step(self, position: str) -> list[tuple[str, str | None]]:
        """Where one step takes a ship from `position`: (new position, port passed on the way)."""
        if position not in self.steps_from:
            self.steps_from[position] = self._step(position)
        return self.steps_from[position]

    def fairway_space(self, position: str) -> tuple[Fairway, int, str]:
        """The fairway, space and heading ("+" towards its port b, "-" towards a) of a fairway position."""
        _, index_text, space_text, heading = position.split(":")
        return self.fairways[int(index_text)], int(space_text), heading

    def _step(self, position: str) -> list[tuple[str, str | None]]:
        if position.startswith("port:"):
            return self.leave(position[5:])
        fw, space, heading = self.fairway_space(position)
        forward = space + 1 if heading == "+" else space - 1
        if 0 <= forward < fw.spaces:
            return [(space_position(fw, forward, heading), None)]
        ahead = self.ahead_port(position)
        moves: list[tuple[str, str | None]] = [(f"port:{ahead}", None)]
        for position_beyond, _ in self.leave(ahead):
            if int(position_beyond.split(":")[1]) != fw.index:
                moves.append((position_beyond, ahead))
        return moves

    def spot(self, position: str) -> Spot:
        """The position as players read it (see `Spot`)."""
        if position not in self.spots:
            self.spots[position] = self._spot(position)
        return self.spots[position]

    def _spot(self, position: str) -> Spot:
        if position.startswith("port:"):
            return Spot(position[5:])
        if position.startswith("sea:"):
            return Spot(position[4:])
        fw, space, heading = self.fairway_space(position)
        if heading == "+":
            return Spot(fw.a, fw.b, space + 1)
        return Spot(fw.b, fw.a, fw.spaces - space)

    def ahead_port(self, position: str) -> str:
        """The port a ship reaches next: its own port, or the end of the fairway it heads to."""
        if position.startswith("port:"):
            return position[5:]
        fw, _, heading = self.fairway_space(position)
        return fw.b if heading == "+" else fw.a

    def steps_to_ahead(self, position: str) -> int:
        """Steps from `position` into its ahead port (0 in a port)."""
        if position.startswith("port:"):
            return 0
        fw, space, heading = self.fairway_space(position)
        return fw.spaces - space if heading == "+" else space + 1

    def distance(self, a: str, b: str) -> int:
        """Fewest steps to sail from port a into port b (0 for the same port)."""
        return _distances(self.file)[a][b]

    def distance_from(self, position: str, port: str) -> int:
        """Fewest steps from a ship's position into `port` (keeping its heading in a fairway)."""
        key = (position, port)
        if key not in self.distances_from:
            self.distances_from[key] = self._distance_from(position, port)
        return self.distances_from[key]

    def _distance_from(self, position: str, port: str) -> int:
        if position.startswith("sea:"):
            landings = _sea_landings(self.file)[position[4:]]
            return min(steps + self.distance(landing, port) for landing, steps in landings.items())
        ahead = self.ahead_port(position)
        to_ahead = self.steps_to_ahead(position)
        if to_ahead == 0:
            return self.distance(ahead, port)
        if ahead == port:
            return to_ahead
        # Passing the ahead port on the river saves the step of leaving it; going on by sea needs a stop there.
        return to_ahead - 1 + _distances(self.file, passing=True)[ahead][port]


def space_position(fw: Fairway, space: int, heading: str) -> str:
    return f"fw:{fw.index}:{space}:{heading}"


def _polygon(obj: Any, file: str) -> tuple[tuple[float, float], ...]:
    points = getattr(obj, "points", None)
    if not points or len(points) < 2:
        raise map_problem(
            file,
            msg(
                "object {object} must be a line or polygon of at least {count} points",
                object=Verbatim(str(obj.name or obj.id)),
                count=2,
            ),
        )
    return tuple((float(p.x), float(p.y)) for p in points)


def _read(path: Path) -> Board:
    tmx = load_map(path)
    layers = {layer.name: list(layer) for layer in tmx.objectgroups}
    for needed in ("ports", "fairways", "rondel", "mainport_slots", "contract_track"):
        if needed not in layers:
            raise map_problem(path.name, msg("no object layer {layer}", layer=Verbatim(needed)))
    # read in this order, so that a map with several faults names the same first one as ever
    ports, label_sides, docks = _ports(layers["ports"], path.name)
    fairways = _fairways(layers["fairways"], ports, path.name)
    rondel, centre = _rondel(layers["rondel"], path.name)
    slots = {required(o, "colour", str, path.name): (float(o.x), float(o.y)) for o in layers["mainport_slots"]}
    track = sorted(layers["contract_track"], key=lambda o: required(o, "deliveries", int, path.name))
    land = tuple(_polygon(obj, path.name) for obj in layers.get("land", []))
    seas = _seas(layers.get("sea_sections", []), path.name)
    return Board(
        file=str(path),
        ports=ports,
        label_sides=label_sides,
        docks=docks,
        fairways=fairways,
        rondel=tuple(rondel[i][0] for i in range(RONDEL_FIELDS)),
        rondel_points=tuple(rondel[i][1] for i in range(RONDEL_FIELDS)),
        rondel_centre=centre,
        mainport_slots=slots,
        track_points=tuple((float(o.x), float(o.y)) for o in track),
        land=land,
        size=(int(tmx.width * tmx.tilewidth), int(tmx.height * tmx.tileheight)),
        seas=seas,
        sea_ports=_sea_ports(layers["ports"], seas, path.name),
    )


def _ports(objects: list[Any], file: str) -> tuple[dict[str, tuple[float, float]], dict[str, str], tuple[str, ...]]:
    """The ports' points, the side each port's name stands on, and the ports with a dock."""
    ports: dict[str, tuple[float, float]] = {}
    label_sides: dict[str, str] = {}
    docks = []
    for obj in objects:
        if not obj.name:
            raise map_problem(file, msg("a port without a name at ({x}, {y})", x=round(obj.x), y=round(obj.y)))
        if obj.name in ports:
            raise map_problem(file, msg("port {port} appears twice", port=Verbatim(obj.name)))
        ports[obj.name] = (float(obj.x), float(obj.y))
        side = str(object_properties(obj).get("label", "above"))
        if side not in LABEL_SIDES:
            raise map_problem(
                file,
                msg(
                    "port {port} has label {side}, not one of {sides}",
                    port=Verbatim(obj.name),
                    side=Verbatim(side),
                    sides=Items(tuple(map(Verbatim, LABEL_SIDES))),
                ),
            )
        label_sides[obj.name] = side
        if object_properties(obj).get("dock"):
            docks.append(obj.name)
    return ports, label_sides, tuple(docks)


def _fairways(objects: list[Any], ports: dict[str, tuple[float, float]], file: str) -> tuple[Fairway, ...]:
    fairways: list[Fairway] = []
    for obj in objects:
        props = object_properties(obj)
        ends = (props.get("from_port"), props.get("to_port"))
        for end in ends:
            if end not in ports:
                raise map_problem(
                    file,
                    msg(
                        "fairway {fairway} names port {port}, which is not on the map",
                        fairway=Verbatim(obj.name),
                        port=Verbatim(str(end)),
                    ),
                )
        steps = required(obj, "steps", int, file)
        if not MIN_STEPS <= steps <= MAX_STEPS:
            raise map_problem(
                file,
                msg(
                    "fairway {fairway} needs {least} to {most} steps, not {steps}",
                    fairway=Verbatim(obj.name),
                    least=MIN_STEPS,
                    most=MAX_STEPS,
                    steps=steps,
                ),
            )
        fairways.append(
            Fairway(
                len(fairways), str(ends[0]), str(ends[1]), steps, str(props.get("waterway", "")), _polygon(obj, file)
            )
        )
    return tuple(fairways)


def _rondel(
    objects: list[Any], file: str
) -> tuple[dict[int, tuple[RondelAction, tuple[float, float]]], tuple[float, float, float]]:
    """Each rondel field's action and point, and the rondel's centre and radius."""
    rondel: dict[int, tuple[RondelAction, tuple[float, float]]] = {}
    centre = (0.0, 0.0, 0.0)
    for obj in objects:
        field_number = required(obj, "field", int, file)
        if field_number == -1:
            centre = (float(obj.x), float(obj.y), required(obj, "radius", float, file))
            continue
        action = required(obj, "action", str, file)
        if action not in tuple(RondelAction):
            raise map_problem(
                file, msg("rondel field {field} has no action {action}", field=field_number, action=Verbatim(action))
            )
        rondel[field_number] = (RondelAction(action), (float(obj.x), float(obj.y)))
    if sorted(rondel) != list(range(RONDEL_FIELDS)):
        raise map_problem(file, msg("the rondel needs fields {first} to {last}", first=0, last=RONDEL_FIELDS - 1))
    return rondel, centre


def _sea_ports(objects: list[Any], seas: dict[str, Sea], file: str) -> dict[str, tuple[str, ...]]:
    """Port -> the sea sections it opens on (the Great Europe side)."""
    sea_ports: dict[str, tuple[str, ...]] = {}
    for obj in objects:
        named = _names(object_properties(obj).get("sea", ""))
        for section in named:
            if section not in seas:
                raise map_problem(
                    file,
                    msg(
                        "port {port} opens on sea section {section}, which is not on the map",
                        port=Verbatim(obj.name),
                        section=Verbatim(section),
                    ),
                )
        if named:
            sea_ports[obj.name] = named
    return sea_ports


def _names(text: object) -> tuple[str, ...]:
    """A list property: names separated by semicolons."""
    return tuple(name.strip() for name in str(text).split(";") if name.strip())


def _seas(objects: list[Any], file: str) -> dict[str, Sea]:
    seas: dict[str, Sea] = {}
    for obj in objects:
        props = object_properties(obj)
        try:
            x, y = (float(v) for v in str(props.get("anchor", "")).split(","))
        except ValueError:
            raise map_problem(
                file, msg('sea section {section} needs an anchor property "x,y"', section=Verbatim(str(obj.name)))
            ) from None
        seas[obj.name] = Sea(obj.name, _polygon(obj, file), (x, y), _names(props.get("neighbours", "")))
    for sea in seas.values():
        for other in sea.neighbours:
            if sea.name not in (seas[other].neighbours if other in seas else ()):
                raise map_problem(
                    file,
                    msg(
                        "sea sections {section} and {other} must name each other as neighbours",
                        section=Verbatim(sea.name),
                        other=Verbatim(other),
                    ),
                )
    return seas


@cache
def load_board(path: str) -> Board:
    """The board of a .tmx file (a name in maps/ or a full path), read once."""
    full = Path(path) if Path(path).is_absolute() else MAPS_DIR / path
    return _read(full)


@cache
def _sea_landings(path: str) -> dict[str, dict[str, int]]:
    """Sea section -> seaport -> sea steps from the section into the port."""
    board = load_board(path)
    table: dict[str, dict[str, int]] = {}
    for start in board.seas:
        borders = {start: 0}
        queue = [start]
        for section in queue:
            for other in board.seas[section].neighbours:
                if other not in borders:
                    borders[other] = borders[section] + 1
                    queue.append(other)
        table[start] = {
            port: 1 + min(borders[s] for s in sections if s in borders)
            for port, sections in board.sea_ports.items()
            if any(s in borders for s in sections)
        }
    return table


@cache
def _distances(path: str, passing: bool = False) -> dict[str, dict[str, int]]:
    """Fewest steps from port to port (a port missing from a row cannot be reached); with `passing`,
    from the last fairway space before the port (the step into it not counted) without stopping there.

    A ship passing a port on the river pays nothing for it: between ports a fairway costs steps - 1
    ("passing"), and entering the last port costs 1 more ("stopped"). At sea it leaves only a
    seaport it stopped in, and every sea voyage ends stopped in a port."""
    board = load_board(path)
    landings = _sea_landings(path)
    table: dict[str, dict[str, int]] = {}
    for start in board.ports:
        passed: dict[str, int] = {start: 0}
        stopped = {} if passing else {start: 0}
        queue = [(0, start, False)] if passing else [(0, start, True), (0, start, False)]
        while queue:
            cost, port, stop = heapq.heappop(queue)
            if cost > (stopped if stop else passed).get(port, 1 << 30):
                continue
            arrivals: list[tuple[int, str, bool]] = []
            for index in board.touching[port]:
                fw = board.fairways[index]
                arrivals.append((cost + fw.steps - 1, fw.other(port), False))
            if stop:
                for section in board.sea_ports.get(port, ()):
                    arrivals += [(cost + 1 + steps, other, True) for other, steps in landings[section].items()]
            else:
                arrivals.append((cost + 1, port, True))
            for arrival in arrivals:
                table_of = stopped if arrival[2] else passed
                if arrival[0] < table_of.get(arrival[1], 1 << 30):
                    table_of[arrival[1]] = arrival[0]
                    if arrival[2]:  # stopped in a port, a ship may go on by river as if passing it
                        passed[arrival[1]] = min(passed.get(arrival[1], 1 << 30), arrival[0])
                    heapq.heappush(queue, arrival)
                    if arrival[2]:
                        heapq.heappush(queue, (arrival[0], arrival[1], False))
        table[start] = stopped
    return table
