"""Writes maps/mainports_central.tmx: the Central Europe side of the Ports of Europe: Mainports board.

Ports sit at their real longitude and latitude; fairways follow the real rivers and canals between
them. The land is the public-domain Natural Earth outline the project already holds (the European
territories of maps/competitors_world.tmx, back in longitude and latitude), magnified around the Rhine
like the ports. A fairway's `steps` is what sailing from one of its ports to the other costs (leaving one
port, every space of the fairway, entering the other): roughly one space per 150 km of waterway,
never fewer than 2 steps. The committed .tmx is what the game loads; edit it in Tiled, or change
this script and run it again:

    .venv/bin/python tools/make_mainports_map.py
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ElementTree  # the project's own file, not input from outside
from pathlib import Path
from xml.sax.saxutils import quoteattr

OUT = Path(__file__).resolve().parents[1] / "maps" / "mainports_central.tmx"
WORLD = Path(__file__).resolve().parents[1] / "maps" / "competitors_world.tmx"

TILE = 32
WIDTH_TILES, HEIGHT_TILES = 44, 36
WEST, EAST, NORTH, SOUTH = -1.5, 18.0, 55.2, 42.9

# name: (longitude, latitude, has a dock (a seaport where ships start and new ships are placed))
PORTS: dict[str, tuple[float, float, bool]] = {
    "Amsterdam": (4.90, 52.37, True),
    "Rotterdam": (4.48, 51.92, True),
    "Antwerp": (4.40, 51.22, True),
    "Ghent": (3.72, 51.05, False),
    "Dunkirk": (2.37, 51.03, True),
    "Lille": (3.06, 50.63, False),
    "Le Havre": (0.11, 49.49, True),
    "Paris": (2.35, 48.86, False),
    "Reims": (4.03, 49.26, False),
    "Namur": (4.87, 50.47, False),
    "Liège": (5.57, 50.63, False),
    "Maastricht": (5.69, 50.85, False),
    "Nijmegen": (5.86, 51.84, False),
    "Duisburg": (6.76, 51.43, False),
    "Cologne": (6.96, 50.94, False),
    "Koblenz": (7.59, 50.36, False),
    "Mainz": (8.27, 50.00, False),
    "Frankfurt": (8.68, 50.11, False),
    "Mannheim": (8.47, 49.49, False),
    "Strasbourg": (7.75, 48.58, False),
    "Basel": (7.59, 47.56, False),
    "Metz": (6.18, 49.12, False),
    "Nancy": (6.18, 48.69, False),
    "Dijon": (5.04, 47.32, False),
    "Lyon": (4.83, 45.76, False),
    "Marseille": (5.37, 43.30, True),
    "Würzburg": (9.93, 49.79, False),
    "Nuremberg": (11.08, 49.45, False),
    "Regensburg": (12.10, 49.01, False),
    "Linz": (14.29, 48.31, False),
    "Vienna": (16.37, 48.21, False),
    "Dortmund": (7.47, 51.51, False),
    "Emden": (7.21, 53.37, True),
    "Minden": (8.92, 52.29, False),
    "Bremen": (8.80, 53.08, True),
    "Hamburg": (9.99, 53.55, True),
    "Magdeburg": (11.63, 52.12, False),
    "Berlin": (13.40, 52.52, False),
    "Szczecin": (14.55, 53.43, True),
    "Dresden": (13.74, 51.05, False),
    "Prague": (14.42, 50.08, False),
}

# Ports a few km apart are drawn a little apart (degrees of longitude, latitude), so each keeps
# room for its name and the space between them; their steps still come from the true positions.
NUDGE = {
    "Metz": (0.0, 0.3),
    "Nancy": (0.0, -0.2),
    "Frankfurt": (0.35, 0.1),
    "Mainz": (-0.2, 0.0),
    "Maastricht": (0.05, 0.2),
    "Liège": (0.0, -0.12),
    "Mannheim": (0.1, -0.2),
    "Koblenz": (-0.15, 0.1),
}
# Where a port's name goes when "above" its dot would crowd a neighbour's (the `label` property).
LABEL_SIDES = {
    "Dortmund": "right",
    "Dunkirk": "left",
    "Ghent": "below",
    "Lille": "left",
    "Liège": "below",
    "Koblenz": "left",
    "Mainz": "left",
    "Würzburg": "right",
    "Nuremberg": "right",
    "Regensburg": "below",
    "Hamburg": "right",
}
# Bends of a fairway's line on the board: the Marne runs by Vitry-le-François, south of Reims.
BENDS = {("Nancy", "Paris"): [(4.58, 48.72)]}

# (port, port, waterway, steps or 0 for "from the distance along the water")
FAIRWAYS: list[tuple[str, str, str, int]] = [
    ("Le Havre", "Paris", "Seine", 2),  # the rulebook's example: Le Havre - Paris - Reims is 3 steps
    ("Paris", "Reims", "Oise canal and Aisne canal", 2),
    ("Reims", "Namur", "Canal des Ardennes and Meuse", 0),
    ("Paris", "Lille", "Canal du Nord", 0),
    ("Lille", "Dunkirk", "Canal Dunkerque-Escaut", 2),
    ("Lille", "Ghent", "Lys", 2),
    ("Ghent", "Antwerp", "Scheldt", 2),
    ("Antwerp", "Rotterdam", "Scheldt-Rhine canal", 2),
    ("Antwerp", "Liège", "Albert canal", 0),
    ("Namur", "Liège", "Meuse", 2),
    ("Liège", "Maastricht", "Meuse", 2),
    ("Maastricht", "Nijmegen", "Meuse and Maas-Waal canal", 0),
    ("Rotterdam", "Nijmegen", "Waal", 0),
    ("Amsterdam", "Nijmegen", "Amsterdam-Rhine canal", 0),
    ("Nijmegen", "Duisburg", "Rhine", 2),
    ("Duisburg", "Cologne", "Rhine", 2),
    ("Cologne", "Koblenz", "Rhine", 2),
    ("Koblenz", "Mainz", "Rhine", 2),
    ("Mainz", "Mannheim", "Rhine", 2),
    ("Mannheim", "Strasbourg", "Rhine", 0),
    ("Strasbourg", "Basel", "Rhine", 2),
    ("Koblenz", "Metz", "Moselle", 0),
    ("Metz", "Nancy", "Moselle", 2),
    ("Nancy", "Strasbourg", "Marne-Rhine canal", 0),
    ("Nancy", "Paris", "Marne-Rhine canal and Marne", 0),
    ("Paris", "Dijon", "Canal de Bourgogne", 0),
    ("Basel", "Dijon", "Rhône-Rhine canal", 0),
    ("Dijon", "Lyon", "Saône", 0),
    ("Lyon", "Marseille", "Rhône", 0),
    ("Mainz", "Frankfurt", "Main", 2),
    ("Frankfurt", "Würzburg", "Main", 0),
    ("Würzburg", "Nuremberg", "Main and Main-Danube canal", 0),
    ("Nuremberg", "Regensburg", "Main-Danube canal", 2),
    ("Regensburg", "Linz", "Danube", 0),
    ("Linz", "Vienna", "Danube", 0),
    ("Duisburg", "Dortmund", "Rhine-Herne canal", 2),
    ("Dortmund", "Emden", "Dortmund-Ems canal", 0),
    ("Dortmund", "Minden", "Mittelland canal", 0),
    ("Minden", "Bremen", "Weser", 0),
    ("Minden", "Magdeburg", "Mittelland canal", 0),
    ("Magdeburg", "Hamburg", "Elbe", 0),
    ("Magdeburg", "Berlin", "Elbe-Havel canal", 2),
    ("Berlin", "Szczecin", "Havel-Oder waterway", 0),
    ("Magdeburg", "Dresden", "Elbe", 0),
    ("Dresden", "Prague", "Elbe and Vltava", 0),
]

# Board furniture, in map pixels: the rondel (bottom left, where France has no ports), the contract track
# (along the top), and the four mainport slots with their treasuries, two on either side.
RONDEL_CENTRE = (200, 960)
RONDEL_RADIUS = 150
# Navigate sits opposite Navigate: the rulebook's "navigate again next turn" takes 4 fields.
RONDEL_FIELDS = ["navigate", "contracts", "fuel", "dividend", "navigate", "fuel", "contracts", "technology"]
MAINPORT_SLOTS = [("blue", 30, 160), ("red", 30, 250), ("green", 1380, 780), ("yellow", 1380, 880)]


# The Low Countries and the Rhine are crowded with ports: the map is drawn magnified around them
# (like a lens), so every port keeps room for its name. Further out the scale is true again.
LENS_CENTRE = (5.8, 51.2)
LENS_POWER = 0.9
LENS_RADIUS = 2.2


def lens(
    lon: float,
    lat: float,
    centre: tuple[float, float] = LENS_CENTRE,
    power: float = LENS_POWER,
    radius: float = LENS_RADIUS,
) -> tuple[float, float]:
    """A point moved away from `centre`, most near it (up to 1 + `power` times as far), none far beyond `radius`
    degrees; below a power of 2 the order of points along every line through the centre is kept."""
    dx = (lon - centre[0]) * math.cos(math.radians(51))
    dy = lat - centre[1]
    grow = 1 + power * math.exp(-(dx * dx + dy * dy) / radius**2)
    return centre[0] + (lon - centre[0]) * grow, centre[1] + dy * grow


def to_pixels(lon: float, lat: float) -> tuple[float, float]:
    lon, lat = lens(lon, lat)
    width, height = WIDTH_TILES * TILE, HEIGHT_TILES * TILE
    x = (lon - WEST) / (EAST - WEST) * width
    y = (NORTH - lat) / (NORTH - SOUTH) * height
    return round(x, 1), round(y, 1)


def drawn_at(port: str) -> tuple[float, float]:
    lon, lat, _ = PORTS[port]
    dlon, dlat = NUDGE.get(port, (0.0, 0.0))
    return to_pixels(lon + dlon, lat + dlat)


def distance_km(a: str, b: str) -> float:
    lon1, lat1, _ = PORTS[a]
    lon2, lat2, _ = PORTS[b]
    dx = (lon2 - lon1) * 111.3 * math.cos(math.radians((lat1 + lat2) / 2))
    dy = (lat2 - lat1) * 111.3
    return math.hypot(dx, dy)


def fairway_steps(a: str, b: str, fixed: int) -> int:
    # Waterways wind: about 1.3 km of water per km as the crow flies.
    return fixed or max(2, round(distance_km(a, b) * 1.3 / 150) + 1)


def clip(
    points: list[tuple[float, float]], west: float, east: float, south: float, north: float
) -> list[tuple[float, float]]:
    """A polygon cut to a longitude/latitude box (Sutherland-Hodgman)."""
    edges = ((0, west, True), (0, east, False), (1, south, True), (1, north, False))
    for axis, limit, above in edges:

        def inside(p: tuple[float, float], axis: int = axis, limit: float = limit, above: bool = above) -> bool:
            return p[axis] >= limit if above else p[axis] <= limit

        out: list[tuple[float, float]] = []
        for i, current in enumerate(points):
            previous = points[i - 1]
            if inside(current) != inside(previous):
                t = (limit - previous[axis]) / (current[axis] - previous[axis])
                out.append((previous[0] + t * (current[0] - previous[0]), previous[1] + t * (current[1] - previous[1])))
            if inside(current):
                out.append(current)
        points = out
        if not points:
            break
    return points


def land(west: float, east: float, south: float, north: float) -> list[list[tuple[float, float]]]:
    """The coasts and borders of the countries within a longitude/latitude box (and a degree beyond): the
    public-domain Natural Earth outlines of the Competitors world map's territories, projected back to
    longitude and latitude."""
    root = ElementTree.parse(WORLD).getroot()
    props = {p.get("name"): p.get("value") for p in root.find("properties") or []}
    lon_west, lat_north = float(props["lon_west"] or 0), float(props["lat_north"] or 0)
    per_degree = float(props["px_per_degree"] or 1)
    shapes = []
    for group in root.iter("objectgroup"):
        if group.get("name") not in ("territories", "territory_parts"):
            continue
        for obj in group.iter("object"):
            polygon = obj.find("polygon")
            if polygon is None:
                continue
            x0, y0 = float(obj.get("x", 0)), float(obj.get("y", 0))
            ring = []
            for pair in (polygon.get("points") or "").split():
                dx, dy = (float(v) for v in pair.split(","))
                ring.append((lon_west + (x0 + dx) / per_degree, lat_north - (y0 + dy) / per_degree))
            cut = clip(ring, west - 1, east + 1, south - 1, north + 1)
            if len(cut) >= 3:
                shapes.append(cut)
    return shapes


def prop(key: str, value: object) -> str:
    if isinstance(value, bool):
        return f'    <property name="{key}" type="bool" value="{str(value).lower()}"/>'
    if isinstance(value, int):
        return f'    <property name="{key}" type="int" value="{value}"/>'
    return f'    <property name="{key}" value={quoteattr(str(value))}/>'


class Writer:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.next_id = 1

    def obj(self, name: str, x: float, y: float, props: dict[str, object], shape: str = "<point/>") -> None:
        self.lines.append(f'  <object id="{self.next_id}" name={quoteattr(name)} x="{x}" y="{y}">')
        self.next_id += 1
        if props:
            self.lines.append("   <properties>")
            self.lines.extend(" " + prop(k, v) for k, v in props.items())
            self.lines.append("   </properties>")
        self.lines.append(f"   {shape}")
        self.lines.append("  </object>")

    def polygon(self, name: str, points: list[tuple[float, float]], tag: str, props: dict[str, object]) -> None:
        x0, y0 = points[0]
        rel = " ".join(f"{round(x - x0, 1)},{round(y - y0, 1)}" for x, y in points)
        self.obj(name, x0, y0, props, f'<{tag} points="{rel}"/>')


def build() -> str:
    w = Writer()
    layers: list[tuple[str, list[str]]] = []

    def start() -> None:
        w.lines = []

    start()
    for number, ring in enumerate(land(WEST, EAST, SOUTH, NORTH)):
        w.polygon(f"Land {number + 1}", [to_pixels(*p) for p in ring], "polygon", {"terrain": "land"})
    layers.append(("land", w.lines))

    start()
    for a, b, waterway, fixed in FAIRWAYS:
        line = [drawn_at(a), *(to_pixels(*p) for p in BENDS.get((a, b), [])), drawn_at(b)]
        props: dict[str, object] = {"from_port": a, "to_port": b, "steps": fairway_steps(a, b, fixed)}
        props["waterway"] = waterway
        w.polygon(f"{a} - {b}", line, "polyline", props)
    layers.append(("fairways", w.lines))

    start()
    for name, (_, _, dock) in PORTS.items():
        w.obj(name, *drawn_at(name), {"dock": dock, "label": LABEL_SIDES.get(name, "above")})
    layers.append(("ports", w.lines))

    layers += furniture(w, MAINPORT_SLOTS, RONDEL_CENTRE, 330)
    return tmx(w, layers, "Central Europe", (WIDTH_TILES, HEIGHT_TILES))


def furniture(
    w: Writer, slots: list[tuple[str, int, int]], rondel_centre: tuple[int, int], track_left: int
) -> list[tuple[str, list[str]]]:
    """The layers of board furniture: the mainport slots, the rondel and the contract track (along the top)."""
    layers: list[tuple[str, list[str]]] = []
    w.lines = []
    for colour, x, y in slots:
        w.obj(f"Mainport {colour}", x, y, {"colour": colour})
    layers.append(("mainport_slots", w.lines))

    w.lines = []
    for field, action in enumerate(RONDEL_FIELDS):
        angle = math.radians(-90 + 45 * field + 22.5)
        px = rondel_centre[0] + RONDEL_RADIUS * 0.68 * math.cos(angle)
        py = rondel_centre[1] + RONDEL_RADIUS * 0.68 * math.sin(angle)
        w.obj(f"Rondel {field + 1}", round(px, 1), round(py, 1), {"field": field, "action": action})
    w.obj("Rondel centre", *rondel_centre, {"field": -1, "action": "start", "radius": RONDEL_RADIUS})
    layers.append(("rondel", w.lines))

    w.lines = []
    for number in range(21):
        w.obj(f"Track {number}", track_left + number * 42, 24, {"deliveries": number})
    layers.append(("contract_track", w.lines))
    return layers


def tmx(w: Writer, layers: list[tuple[str, list[str]]], board: str, tiles: tuple[int, int]) -> str:
    """The map file of a side: its object layers in order."""
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{tiles[0]}" height="{tiles[1]}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="{len(layers) + 1}" nextobjectid="{w.next_id}">',
        " <properties>",
        prop("board", board),
        prop("sea_colour", "#9cc3dc"),
        " </properties>",
    ]
    for layer_id, (name, body) in enumerate(layers, start=1):
        out.append(f' <objectgroup id="{layer_id}" name="{name}">')
        out.extend(body)
        out.append(" </objectgroup>")
    out.append("</map>")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    OUT.write_text(build(), encoding="utf-8")
    print(f"wrote {OUT}")
