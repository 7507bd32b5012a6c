"""Writes maps/siberia.tmx: the Siberia board as Tiled object layers.

The regions are Voronoi cells of one point per region (a real place, by longitude and latitude),
clipped to a rough outline of Siberia's land; Sakhalin is an island of its own. Two regions are
neighbours when their cells share a border (plus the sea route from Vladivostok to Sakhalin). The
committed .tmx is what the game loads: edit it in Tiled, or change this script and run it again:

    .venv/bin/python tools/make_siberia_map.py
"""

from __future__ import annotations

import math
from pathlib import Path
from xml.sax.saxutils import quoteattr

OUT = Path(__file__).resolve().parents[1] / "maps" / "siberia.tmx"
TILE = 10
WIDTH, HEIGHT = 130, 76  # in tiles: the map is 1300 x 760 pixels

# Longitude/latitude to map pixels: 10 px a degree of longitude, 20 px a degree of latitude
# (at 60°N a degree of longitude is half as long as a degree of latitude).
WEST, NORTH = 57.0, 77.6


def project(lon: float, lat: float) -> tuple[float, float]:
    return round((lon - WEST) * 10, 1), round((NORTH - lat) * 20, 1)


# The mainland coast and the southern border, clockwise from the Urals in the north.
OUTLINE = [
    (60, 69),
    (66, 69.5),
    (69, 73),
    (73, 72.5),
    (78, 72.5),
    (80, 73.5),
    (88, 75.5),
    (100, 77.2),
    (106, 77),
    (113, 74),
    (120, 73.2),
    (130, 71.8),
    (140, 72.5),
    (150, 71.3),
    (160, 70),
    (170, 70.2),
    (179.5, 68.8),
    (179.5, 65),
    (177, 64.3),
    (172, 64.5),
    (166, 60.3),
    (163.5, 58.2),
    (162.5, 55.5),
    (160, 51.2),
    (157, 51.4),
    (156, 57.2),
    (154.5, 59.3),
    (150, 59.5),
    (143, 59.3),
    (141.5, 56.5),
    (138.5, 54.2),
    (140.5, 52),
    (140.5, 48.5),
    (136, 44.5),
    (132.5, 42.7),
    (130.8, 42.6),
    (131, 45),
    (134, 48.2),
    (130, 49.2),
    (127, 50),
    (124, 53),
    (120, 52.5),
    (116, 49.8),
    (108, 49.5),
    (98, 50.2),
    (88, 49.2),
    (85, 50.5),
    (80, 51),
    (74, 53.8),
    (69, 55),
    (62, 55.5),
    (60, 58.5),
]
SAKHALIN = [
    (142.0, 54.4),
    (143.7, 53.5),
    (143.7, 51.0),
    (144.6, 49.0),
    (143.3, 46.5),
    (141.8, 46.0),
    (141.8, 48.5),
    (141.3, 51.5),
]

# One point per mainland region, and whether it is the starting area (no resources).
REGIONS = {
    "Tyumen": (69.0, 62.0),
    "Tomsk": (82.5, 56.5),
    "Taymyr": (96.0, 71.5),
    "Krasnoyarsk": (92.0, 61.5),
    "Irkutsk": (104.0, 57.0),
    "Buryatia": (108.5, 53.0),
    "Chita": (116.5, 53.0),
    "Yakutia": (126.0, 63.5),
    "Amur": (127.5, 54.5),
    "Khabarovsk": (136.5, 54.0),
    "Magadan": (151.0, 63.5),
    "Chukotka": (170.0, 67.0),
    "Kamchatka": (159.5, 56.0),
    "Vladivostok": (134.0, 45.2),
}
SEA_ROUTES = [("Vladivostok", "Sakhalin"), ("Khabarovsk", "Sakhalin")]
START = "Vladivostok"

EXCHANGES = ["Frankfurt", "Tokyo", "Beijing", "New York", "London", "Dubai"]
RESOURCES = ["diamonds", "gold", "oil", "charcoal", "gas"]


Point = tuple[float, float]


def clip(polygon: list[Point], a: Point, b: Point) -> list[Point]:
    """The part of `polygon` nearer to point a than to point b (Sutherland-Hodgman, one half-plane)."""
    nx, ny = b[0] - a[0], b[1] - a[1]
    limit = (b[0] ** 2 + b[1] ** 2 - a[0] ** 2 - a[1] ** 2) / 2

    def inside(p: tuple[float, float]) -> bool:
        return p[0] * nx + p[1] * ny <= limit

    out: list[tuple[float, float]] = []
    for i, current in enumerate(polygon):
        previous = polygon[i - 1]
        if inside(current):
            if not inside(previous):
                out.append(cross(previous, current, nx, ny, limit))
            out.append(current)
        elif inside(previous):
            out.append(cross(previous, current, nx, ny, limit))
    return out


def cross(p: tuple[float, float], q: tuple[float, float], nx: float, ny: float, limit: float) -> tuple[float, float]:
    dp, dq = p[0] * nx + p[1] * ny - limit, q[0] * nx + q[1] * ny - limit
    t = dp / (dp - dq)
    return p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])


def shared_border(p: list[tuple[float, float]], q: list[tuple[float, float]]) -> float:
    """Length of the border two cells share: edges of p whose middle lies on an edge of q."""
    total = 0.0
    for i, a in enumerate(p):
        b = p[i - 1]
        middle = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        if any(segment_distance(middle, c, q[j - 1]) < 0.5 for j, c in enumerate(q)):
            total += math.dist(a, b)
    return total


def segment_distance(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length))
    return math.dist(p, (a[0] + t * dx, a[1] + t * dy))


def cells() -> dict[str, list[tuple[float, float]]]:
    outline = [project(lon, lat) for lon, lat in OUTLINE]
    seeds = {name: project(*lonlat) for name, lonlat in REGIONS.items()}
    result = {}
    for name, seed in seeds.items():
        cell = outline
        for other, point in seeds.items():
            if other != name:
                cell = clip(cell, seed, point)
        result[name] = without_spikes([(round(x, 1), round(y, 1)) for x, y in cell])
    result["Sakhalin"] = [project(lon, lat) for lon, lat in SAKHALIN]
    return result


def without_spikes(polygon: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Drops the hair-thin slivers that clipping a concave outline leaves, and repeated points."""
    points = list(polygon)
    changed = True
    while changed and len(points) > 3:
        changed = False
        for i, p in enumerate(points):
            before, after = points[i - 1], points[(i + 1) % len(points)]
            u = (p[0] - before[0], p[1] - before[1])
            v = (after[0] - p[0], after[1] - p[1])
            lu, lv = math.hypot(*u), math.hypot(*v)
            if lu < 0.5 or lv < 0.5 or (u[0] * v[0] + u[1] * v[1]) / (lu * lv) < -0.995:
                del points[i]
                changed = True
                break
    return points


def neighbours(shapes: dict[str, list[tuple[float, float]]]) -> dict[str, set[str]]:
    links: dict[str, set[str]] = {name: set() for name in shapes}
    names = list(shapes)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            if shared_border(shapes[a], shapes[b]) > 15:
                links[a].add(b)
                links[b].add(a)
    for a, b in SEA_ROUTES:
        links[a].add(b)
        links[b].add(a)
    return links


def polygon_object(oid: int, name: str, points: list[tuple[float, float]], props: dict[str, str]) -> str:
    x0, y0 = points[0]
    text = " ".join(f"{round(x - x0, 1):g},{round(y - y0, 1):g}" for x, y in points)
    lines = [f'  <object id="{oid}" name={quoteattr(name)} x="{x0:g}" y="{y0:g}">']
    lines.append(property_block(props))
    lines.append(f'   <polygon points="{text}"/>')
    lines.append("  </object>")
    return "\n".join(line for line in lines if line)


def property_block(props: dict[str, str]) -> str:
    if not props:
        return ""
    inner = []
    for key, value in props.items():
        kind = ' type="bool"' if value in ("true", "false") else ""
        inner.append(f"    <property name={quoteattr(key)}{kind} value={quoteattr(value)}/>")
    return "   <properties>\n" + "\n".join(inner) + "\n   </properties>"


def rect_object(oid: int, name: str, x: float, y: float, w: float, h: float) -> str:
    return f'  <object id="{oid}" name={quoteattr(name)} x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}"/>'


def main() -> None:
    shapes = cells()
    links = neighbours(shapes)
    oid = 1
    areas = []
    for name in sorted(shapes, key=lambda n: shapes[n][0][0]):
        props = {"neighbours": ",".join(sorted(links[name]))}
        if name == START:
            props["start"] = "true"
        areas.append(polygon_object(oid, name, shapes[name], props))
        oid += 1
    exchanges = []
    for i, name in enumerate(EXCHANGES):  # on the steppe south of the border
        exchanges.append(rect_object(oid, name, 15 + i * 115, 584, 108, 168))
        oid += 1
    reserves = []
    for i, name in enumerate(RESOURCES):  # on the Pacific, south-east
        reserves.append(rect_object(oid, name, 885 + i * 80, 552, 72, 80))
        oid += 1
    display = rect_object(oid, "display", 885, 650, 392, 100)
    oid += 1
    layers = [("areas", areas), ("exchanges", exchanges), ("reserves", reserves), ("investments", [display])]
    body = []
    for index, (layer, objects) in enumerate(layers, start=1):
        body.append(f' <objectgroup id="{index}" name="{layer}">')
        body.extend(objects)
        body.append(" </objectgroup>")
    text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{WIDTH}" height="{HEIGHT}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="{len(layers) + 1}" nextobjectid="{oid}">\n' + "\n".join(body) + "\n</map>\n"
    )
    OUT.write_text(text, encoding="utf-8")
    for name in sorted(links):
        print(f"{name:12} {', '.join(sorted(links[name]))}")


if __name__ == "__main__":
    main()
