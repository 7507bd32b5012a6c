"""Builds maps/competitors_world.tmx (and its tileset) from real geography.

    pip install '.[tools]'          # pyshp and shapely, for this script only
    pip download geopandas==0.14.4 --no-deps -d /tmp/gp
    python tools/make_competitors_world.py /tmp/gp/geopandas-0.14.4-py3-none-any.whl

The outlines are Natural Earth's 1:110m admin-0 countries (public domain), as shipped inside the
geopandas 0.14 wheel. Countries become the territories listed in tools/competitors_territories.py
(split by boxes, merged by union), projected equirectangular onto a hexagonal Tiled map, simplified
as one coverage so that neighbouring territories keep sharing the very same border points.

The committed .tmx is what the game loads and what Tiled edits; this script is how it was first
made. Running it again overwrites any hand edits.
"""

from __future__ import annotations

import argparse
import io
import math
import struct
import sys
import zipfile
import zlib
from collections.abc import Iterable
from pathlib import Path
from xml.sax.saxutils import quoteattr

import shapefile  # pyshp
import shapely
from shapely.geometry import LineString, MultiPolygon, Point, Polygon, box, shape
from shapely.ops import polylabel

sys.path.insert(0, str(Path(__file__).resolve().parent))
from competitors_territories import CROSSINGS, SCHENGEN, TERRITORIES, TerritoryDef

ROOT = Path(__file__).resolve().parents[1]
MAP_PATH = ROOT / "maps" / "competitors_world.tmx"
TILESET_PATH = ROOT / "maps" / "competitors_world.tsx"
TILE_IMAGE_PATH = ROOT / "maps" / "competitors_sea.png"

LON_WEST = -169.0
LAT_NORTH = 84.0
LAT_SOUTH = -57.0
COLUMNS = 144
TILE_W, TILE_H, HEX_SIDE = 24, 28, 14
ROW_PITCH = (TILE_H + HEX_SIDE) // 2
PX_PER_DEGREE = COLUMNS * TILE_W / 360.0
ROWS = math.ceil(((LAT_NORTH - LAT_SOUTH) * PX_PER_DEGREE - (TILE_H - HEX_SIDE) / 2) / ROW_PITCH)
SIMPLIFY_DEGREES = 0.12
SMALLEST_ISLAND = 0.35  # square degrees: smaller islands of a territory are left off the board
CLEARANCE = 0.3  # pixels between a sea hex centre or a ship's step and the coast, beyond the rounding in the .tmx
RULER_RADIUS = 12 * TILE_W  # 1 aircraft movement point: 30 degrees of longitude
WRAP_LATITUDES = (52.0, 28.0, 5.0, -20.0, -45.0)


def read_countries(wheel: Path) -> dict[str, MultiPolygon]:
    """Natural Earth country outlines from the geopandas wheel, in board longitudes."""
    folder = "geopandas/datasets/naturalearth_lowres/naturalearth_lowres"
    with zipfile.ZipFile(wheel) as archive:
        files = {ext: io.BytesIO(archive.read(f"{folder}.{ext}")) for ext in ("shp", "shx", "dbf")}
    reader = shapefile.Reader(shp=files["shp"], shx=files["shx"], dbf=files["dbf"], encoding="latin-1")
    countries = {}
    for record in reader.shapeRecords():
        geometry = shape(record.shape.__geo_interface__)
        parts = [shift_east(part) for part in getattr(geometry, "geoms", [geometry])]
        countries[record.record["name"]] = MultiPolygon(parts)
    return countries


def shift_east(part: Polygon) -> Polygon:
    """Moves a polygon lying west of the board's left edge round the globe to its right."""
    if part.centroid.x >= LON_WEST:
        return part
    return shapely.affinity.translate(part, xoff=360.0)


def build_territories(countries: dict[str, MultiPolygon]) -> dict[str, MultiPolygon]:
    """Each territory's outline in degrees; checks every split country is covered exactly once."""
    used: dict[str, list[Polygon | MultiPolygon]] = {}
    shapes = {}
    for territory in TERRITORIES:
        pieces = []
        for source in territory.sources:
            region = shapely.union_all([box(*b) for b in source.boxes])
            piece = countries[source.country].intersection(region)
            used.setdefault(source.country, []).append(piece)
            pieces.append(piece)
        shapes[territory.name] = as_multipolygon(shapely.union_all(pieces))
    for country, pieces in used.items():
        total = sum(piece.area for piece in pieces)
        if abs(total - countries[country].area) > 1e-6 * max(1.0, total):
            raise SystemExit(f"{country}: its territories cover {total:.3f} of {countries[country].area:.3f} sq deg")
    left_out = sorted(set(countries) - set(used))
    print("countries left off the board:", ", ".join(left_out))
    return shapes


def as_multipolygon(geometry: shapely.Geometry) -> MultiPolygon:
    polygons = [g for g in getattr(geometry, "geoms", [geometry]) if isinstance(g, Polygon) and g.area > 1e-9]
    return MultiPolygon(polygons)


def to_board(geometry: shapely.Geometry) -> shapely.Geometry:
    """Degrees to board pixels (equirectangular)."""
    return shapely.transform(
        geometry, lambda xy: [((x - LON_WEST) * PX_PER_DEGREE, (LAT_NORTH - y) * PX_PER_DEGREE) for x, y in xy]
    )


def board_point(lon: float, lat: float) -> tuple[float, float]:
    return (lon - LON_WEST) * PX_PER_DEGREE, (LAT_NORTH - lat) * PX_PER_DEGREE


def hex_center(col: int, row: int) -> tuple[float, float]:
    """Pointy-top hexes, odd rows shifted right: Tiled's staggeraxis=y, staggerindex=odd."""
    return col * TILE_W + TILE_W / 2 + (TILE_W / 2 if row % 2 else 0), row * ROW_PITCH + TILE_H / 2


def hex_neighbours(col: int, row: int) -> Iterable[tuple[int, int]]:
    shift = row % 2
    for dc, dr in ((-1, 0), (1, 0), (shift - 1, -1), (shift, -1), (shift - 1, 1), (shift, 1)):
        r = row + dr
        if 0 <= r < ROWS:
            yield (col + dc) % COLUMNS, r


def step_line(a: tuple[int, int], b: tuple[int, int]) -> LineString:
    (ax, ay), (bx, by) = hex_center(*a), hex_center(*b)
    if abs(ax - bx) > TILE_W * 2:  # across the wrap: test the half on a's side of the edge
        bx = bx - COLUMNS * TILE_W if bx > ax else bx + COLUMNS * TILE_W
    return LineString([(ax, ay), (bx, by)])


def dry_hexes(land: shapely.Geometry) -> list[tuple[int, int]]:
    """Hexes whose centre is clearly off the land (the game's own test allows less margin)."""
    return [
        (col, row)
        for row in range(ROWS)
        for col in range(COLUMNS)
        if not shapely.dwithin(Point(hex_center(col, row)), land, CLEARANCE)
    ]


def navigable_hexes(land: shapely.Geometry, crossing_ends: list[tuple[tuple[int, int], tuple[int, int]]]) -> set:
    """Sea hexes connected to the open ocean (directly or through a canal or strait)."""
    shapely.prepare(land)
    sea = set(dry_hexes(land))
    links: dict[tuple[int, int], set[tuple[int, int]]] = {h: set() for h in sea}
    for h in sea:
        for n in hex_neighbours(*h):
            if n in sea and n not in links[h] and not shapely.dwithin(step_line(h, n), land, CLEARANCE):
                links[h].add(n)
                links[n].add(h)
    for a, b in crossing_ends:
        links[a].add(b)
        links[b].add(a)
    start = (COLUMNS // 8, ROWS // 2)  # the middle of the Pacific
    reached = {start}
    frontier = [start]
    while frontier:
        for n in links[frontier.pop()]:
            if n not in reached:
                reached.add(n)
                frontier.append(n)
    return reached


def nearest_hex(point: tuple[float, float], hexes: Iterable[tuple[int, int]]) -> tuple[tuple[int, int], float]:
    best = min(hexes, key=lambda h: math.dist(point, hex_center(*h)))
    return best, math.dist(point, hex_center(*best))


def sea_hexes_near(point: tuple[float, float]) -> set[tuple[int, int]]:
    """All hexes whose centres lie within two hex widths (candidates for nearest_hex)."""
    x, y = point
    row0 = int(y // ROW_PITCH)
    return {
        (col % COLUMNS, row)
        for row in range(max(0, row0 - 3), min(ROWS, row0 + 4))
        for col in range(int(x // TILE_W) - 3, int(x // TILE_W) + 4)
    }


def port_point(
    outline: MultiPolygon, others: shapely.Geometry, sea: set[tuple[int, int]]
) -> tuple[float, float] | None:
    """The coastal point closest to the territory's middle from which a ship reaches a navigable hex."""
    middle = polylabel(max(outline.geoms, key=lambda p: p.area), tolerance=1.0)
    candidates = []
    for polygon in outline.geoms:
        coast = LineString(polygon.exterior.coords)
        for step in range(0, int(coast.length), 4):
            x, y = coast.interpolate(step).coords[0]
            near = sea_hexes_near((x, y)) & sea
            if near and not shapely.dwithin(Point(x, y), others, 3.0) and nearest_hex((x, y), near)[1] <= TILE_W * 0.9:
                candidates.append((x, y))
    if not candidates:
        return None
    return min(candidates, key=lambda p: math.dist(p, (middle.x, middle.y)))


def border_kind(a: TerritoryDef, b: TerritoryDef) -> str:
    countries_a = {s.country for s in a.sources}
    countries_b = {s.country for s in b.sources}
    if countries_a & countries_b or (a.name in SCHENGEN and b.name in SCHENGEN):
        return "regional"
    return "customs"


def adjacency(shapes: dict[str, MultiPolygon]) -> dict[str, dict[str, str]]:
    """Territories whose outlines share at least a short stretch of border (0.05 degree tolerance)."""
    defs = {t.name: t for t in TERRITORIES}
    names = list(shapes)
    grown = {n: shapes[n].buffer(0.05) for n in names}
    result: dict[str, dict[str, str]] = {n: {} for n in names}
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            if not grown[a].intersects(shapes[b]):
                continue
            shared = shapes[a].boundary.intersection(grown[b]).length
            if shared > 0.3:
                kind = border_kind(defs[a], defs[b])
                result[a][b] = result[b][a] = kind
    return result


def fmt(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def properties_xml(props: dict[str, object], indent: str) -> str:
    if not props:
        return ""
    lines = [f"{indent}<properties>"]
    for key, value in props.items():
        if isinstance(value, bool):
            lines.append(f'{indent} <property name="{key}" type="bool" value="{str(value).lower()}"/>')
        elif isinstance(value, int):
            lines.append(f'{indent} <property name="{key}" type="int" value="{value}"/>')
        else:
            lines.append(f"{indent} <property name={quoteattr(key)} value={quoteattr(str(value))}/>")
    lines.append(f"{indent}</properties>")
    return "\n".join(lines) + "\n"


class ObjectWriter:
    def __init__(self) -> None:
        self.next_id = 1

    def polygon(
        self, name: str, ring: list[tuple[float, float]], props: dict[str, object], tag: str = "polygon"
    ) -> str:
        x0, y0 = ring[0]
        points = " ".join(f"{fmt(x - x0)},{fmt(y - y0)}" for x, y in ring)
        text = f'  <object id="{self.next_id}" name={quoteattr(name)} x="{fmt(x0)}" y="{fmt(y0)}">\n'
        text += properties_xml(props, "   ")
        text += f'   <{tag} points="{points}"/>\n  </object>\n'
        self.next_id += 1
        return text

    def point(self, name: str, xy: tuple[float, float], props: dict[str, object] | None = None) -> str:
        text = f'  <object id="{self.next_id}" name={quoteattr(name)} x="{fmt(xy[0])}" y="{fmt(xy[1])}">\n'
        text += properties_xml(props or {}, "   ")
        text += "   <point/>\n  </object>\n"
        self.next_id += 1
        return text


def ring_points(polygon: Polygon) -> list[tuple[float, float]]:
    coords = list(polygon.exterior.coords)[:-1]
    return [(round(x, 1), round(y, 1)) for x, y in coords]


def write_tile_image(path: Path) -> None:
    """A single translucent sea hexagon, as a PNG written with the standard library."""
    rows = []
    cx, cy = TILE_W / 2, TILE_H / 2
    for y in range(TILE_H):
        row = bytearray([0])
        for x in range(TILE_W):
            dx, dy = abs(x + 0.5 - cx), abs(y + 0.5 - cy)
            inside = dx <= TILE_W / 2 - 0.5 and dy <= HEX_SIDE - 0.5 + (TILE_W / 2 - dx) * (HEX_SIDE / TILE_W)
            edge = inside and (dx > TILE_W / 2 - 1.5 or dy > HEX_SIDE - 1.5 + (TILE_W / 2 - dx) * (HEX_SIDE / TILE_W))
            row += bytes((40, 90, 150, 200) if edge else (70, 130, 190, 120) if inside else (0, 0, 0, 0))
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", TILE_W, TILE_H, 8, 6, 0, 0, 0)
    png = (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows)))
        + chunk(b"IEND", b"")
    )
    path.write_bytes(png)


def write_tileset(path: Path) -> None:
    path.write_text(
        f"""<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="competitors_sea" tilewidth="{TILE_W}" tileheight="{TILE_H}"
 tilecount="1" columns="1">
 <image source="{TILE_IMAGE_PATH.name}" width="{TILE_W}" height="{TILE_H}"/>
 <tile id="0">
  <properties>
   <property name="navigable" type="bool" value="true"/>
  </properties>
 </tile>
</tileset>
""",
        encoding="utf-8",
    )


def sea_crossing_ends(dry: list[tuple[int, int]]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The sea hexes at both ends of each crossing (a strait, a canal), the nearest to its ends."""
    crossing_ends = []
    for crossing in CROSSINGS:
        ends = [board_point(*crossing.points[0]), board_point(*crossing.points[-1])]
        found = [nearest_hex(end, sea_hexes_near(end) & set(dry)) for end in ends]
        for (_, distance), end in zip(found, ends, strict=True):
            if distance > TILE_W:
                raise SystemExit(f"{crossing.name}: no sea hex near {end}")
        crossing_ends.append((found[0][0], found[1][0]))
    return crossing_ends


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("wheel", type=Path, help="the geopandas 0.14 wheel holding Natural Earth's outlines")
    args = parser.parse_args()

    countries = read_countries(args.wheel)
    degree_shapes = build_territories(countries)
    board_limit = box(LON_WEST, LAT_SOUTH, LON_WEST + 360, LAT_NORTH)
    names = [t.name for t in TERRITORIES]
    simplified = shapely.coverage_simplify(
        [degree_shapes[n].intersection(board_limit) for n in names], SIMPLIFY_DEGREES
    )
    shapes = {}
    for name, geometry in zip(names, simplified, strict=True):
        parts = sorted(as_multipolygon(geometry).geoms, key=lambda p: -p.area)
        kept = [parts[0]] + [p for p in parts[1:] if p.area >= SMALLEST_ISLAND]
        shapes[name] = MultiPolygon(kept)
    neighbours = adjacency(shapes)
    board = {name: as_multipolygon(to_board(shape_)) for name, shape_ in shapes.items()}
    land = shapely.union_all(list(board.values()))

    crossing_ends = sea_crossing_ends(dry_hexes(land))
    sea = navigable_hexes(land, crossing_ends)
    for crossing, ends in zip(CROSSINGS, crossing_ends, strict=True):
        if not set(ends) <= sea:
            raise SystemExit(f"{crossing.name}: an end lies in a sea cut off from the oceans: {ends}")
    print(f"{len(sea)} navigable sea hexes of {COLUMNS * ROWS}")

    writer = ObjectWriter()
    territory_xml, part_xml, label_xml, port_xml, airport_xml = [], [], [], [], []
    defs = {t.name: t for t in TERRITORIES}
    for territory in TERRITORIES:
        outline = board[territory.name]
        main_part, *islands = sorted(outline.geoms, key=lambda p: -p.area)
        rest_of_land = shapely.union_all([g for n, g in board.items() if n != territory.name])
        port_at = port_point(outline, rest_of_land, sea) if territory.port else None
        regional = sorted(n for n, k in neighbours[territory.name].items() if k == "regional")
        customs = sorted(n for n, k in neighbours[territory.name].items() if k == "customs")
        props: dict[str, object] = {
            "continent": territory.continent,
            "terrain": territory.terrain,
            "port": port_at is not None,
            "airport": territory.airport,
            "red_flag": territory.red_flag,
            "headquarters": territory.headquarters,
            "regional_borders": "; ".join(regional),
            "customs_borders": "; ".join(customs),
        }
        territory_xml.append(writer.polygon(territory.name, ring_points(main_part), props))
        for part in islands:
            part_xml.append(writer.polygon(territory.name, ring_points(part), {}))
        middle = polylabel(main_part, tolerance=1.0)
        label_xml.append(writer.point(territory.name, (middle.x, middle.y + 10)))
        if port_at is not None:
            port_xml.append(writer.point(territory.name, port_at))
        if territory.airport != "none":
            where = (middle.x, middle.y - 4)
            on_border = bool(territory.airport_on_border_with)
            if on_border:
                shared = main_part.boundary.intersection(board[territory.airport_on_border_with].buffer(1.0))
                nearest = shapely.ops.nearest_points(shared, middle)[0]
                where = (nearest.x, nearest.y)
            airport_xml.append(writer.point(territory.name, where, {"on_border": on_border}))
        missing_neighbours = set(regional + customs) - set(defs)
        assert not missing_neighbours, missing_neighbours

    crossing_xml = []
    for crossing in CROSSINGS:
        line = [board_point(*p) for p in crossing.points]
        props = {"kind": crossing.kind, "land_a": "", "land_b": ""}
        if crossing.lands:
            props["land_a"], props["land_b"] = crossing.lands
        crossing_xml.append(writer.polygon(crossing.name, line, props, tag="polyline"))

    arrow_xml = []
    width = COLUMNS * TILE_W
    for number, lat in enumerate(WRAP_LATITUDES, start=1):
        y = board_point(0, lat)[1]
        for side, x in (("left", TILE_W * 0.6), ("right", width - TILE_W * 0.6)):
            arrow_xml.append(writer.point(f"Arrow {number}", (x, y), {"side": side}))

    csv_rows = [",".join("1" if (c, r) in sea else "0" for c in range(COLUMNS)) for r in range(ROWS)]
    map_props = {
        "title": "Competitors world",
        "source": "Natural Earth 1:110m admin-0 countries (public domain), via tools/make_competitors_world.py",
        "lon_west": fmt(LON_WEST),
        "lat_north": fmt(LAT_NORTH),
        "px_per_degree": fmt(PX_PER_DEGREE),
        "boards_across": 3,
        "boards_down": 3,
        "ruler_radius": RULER_RADIUS,
        "ruler_green": RULER_RADIUS // 3,
        "ruler_yellow": RULER_RADIUS * 2 // 3,
        "ruler_red": RULER_RADIUS,
    }

    def group(layer_id: int, name: str, objects: list[str], colour: str) -> str:
        return f'<objectgroup id="{layer_id}" name="{name}" color="{colour}">\n' + "".join(objects) + "</objectgroup>\n"

    tmx = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" tiledversion="1.10.2" orientation="hexagonal" renderorder="right-down" '
        f'width="{COLUMNS}" height="{ROWS}" tilewidth="{TILE_W}" tileheight="{TILE_H}" infinite="0" '
        f'hexsidelength="{HEX_SIDE}" staggeraxis="y" staggerindex="odd" backgroundcolor="#1d4e7a" '
        f'nextlayerid="10" nextobjectid="{writer.next_id}">\n'
        + properties_xml(map_props, " ")
        + f' <tileset firstgid="1" source="{TILESET_PATH.name}"/>\n'
        + f' <layer id="1" name="sea" width="{COLUMNS}" height="{ROWS}">\n  <data encoding="csv">\n'
        + ",\n".join(csv_rows)
        + "\n</data>\n </layer>\n"
        + group(2, "territories", territory_xml, "#6a9a4a")
        + group(3, "territory_parts", part_xml, "#6a9a4a")
        + group(4, "crossings", crossing_xml, "#e0b040")
        + group(5, "ports", port_xml, "#2050c0")
        + group(6, "airports", airport_xml, "#c02020")
        + group(7, "labels", label_xml, "#202020")
        + group(8, "wrap_arrows", arrow_xml, "#ffffff")
        + "</map>\n"
    )
    MAP_PATH.parent.mkdir(exist_ok=True)
    MAP_PATH.write_text(tmx, encoding="utf-8")
    write_tileset(TILESET_PATH)
    write_tile_image(TILE_IMAGE_PATH)
    vertices = sum(shapely.get_num_coordinates(g) for g in board.values())
    print(
        f"wrote {MAP_PATH.name}: {len(TERRITORIES)} territories, {vertices} outline points,",
        f"{MAP_PATH.stat().st_size} bytes",
    )


if __name__ == "__main__":
    main()
