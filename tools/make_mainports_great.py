"""Writes maps/mainports_great.tmx and game/mainports/data/great.json: the Great Europe side of Ports of
Europe: Mainports, from the Atlantic to the Baltic and the Mediterranean.

    .venv/bin/python tools/make_mainports_great.py

Ports sit at their real longitude and latitude and fairways follow the real rivers and canals between
them, as on the Central side (tools/make_mainports_map.py: one space per 150 km of waterway). The land
is the public-domain Natural Earth outline the project already holds: the European territories of
maps/competitors_world.tmx, projected back to longitude and latitude. Sea sections are polygons with
their neighbours; a seaport names the sea sections it opens on. The contracts' rewards come from the
board's own shortest routes (30,000 + 12,000 a step, rounded to 5,000), sea steps included.

The committed .tmx and .json are what the game loads (edit the map in Tiled); running this again
overwrites hand edits.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from make_mainports_map import Writer, furniture, land, lens, tmx  # noqa: E402

OUT = ROOT / "maps" / "mainports_great.tmx"
DATA = ROOT / "game" / "mainports" / "data" / "great.json"

TILE = 32
WIDTH_TILES, HEIGHT_TILES = 56, 42
WEST, EAST, NORTH, SOUTH = -11.5, 31.0, 61.8, 35.0

# name: (longitude, latitude, has a dock (a start port), the sea sections it opens on)
PORTS: dict[str, tuple[float, float, bool, tuple[str, ...]]] = {
    "London": (-0.08, 51.51, True, ("North Sea",)),
    "Dublin": (-6.26, 53.35, False, ("Atlantic Ocean",)),
    "Lisbon": (-9.14, 38.72, False, ("Atlantic Ocean",)),
    "Bilbao": (-2.93, 43.26, True, ("Atlantic Ocean",)),
    "Barcelona": (2.17, 41.39, True, ("Western Mediterranean",)),
    "Bordeaux": (-0.58, 44.84, True, ("Atlantic Ocean",)),
    "Toulouse": (1.44, 43.60, False, ()),
    "Marseille": (5.37, 43.30, True, ("Western Mediterranean",)),
    "Genoa": (8.93, 44.41, True, ("Western Mediterranean",)),
    "Milan": (9.19, 45.46, False, ()),
    "Venice": (12.32, 45.44, False, ("Adriatic Sea",)),
    "Lyon": (4.83, 45.76, False, ()),
    "Dijon": (5.04, 47.32, False, ()),
    "Paris": (2.35, 48.86, False, ()),
    "Le Havre": (0.11, 49.49, True, ("North Sea",)),
    "Antwerp": (4.40, 51.22, True, ("North Sea",)),
    "Rotterdam": (4.48, 51.92, True, ("North Sea",)),
    "Amsterdam": (4.90, 52.37, True, ("North Sea",)),
    "Duisburg": (6.76, 51.43, False, ()),
    "Cologne": (6.96, 50.94, False, ()),
    "Koblenz": (7.59, 50.36, False, ()),
    "Metz": (6.18, 49.12, False, ()),
    "Mainz": (8.27, 50.00, False, ()),
    "Frankfurt": (8.68, 50.11, False, ()),
    "Mannheim": (8.47, 49.49, False, ()),
    "Strasbourg": (7.75, 48.58, False, ()),
    "Basel": (7.59, 47.56, False, ()),
    "Würzburg": (9.93, 49.79, False, ()),
    "Nuremberg": (11.08, 49.45, False, ()),
    "Regensburg": (12.10, 49.01, False, ()),
    "Linz": (14.29, 48.31, False, ()),
    "Vienna": (16.37, 48.21, False, ()),
    "Budapest": (19.04, 47.50, False, ()),
    "Belgrade": (20.46, 44.82, False, ()),
    "Dortmund": (7.47, 51.51, False, ()),
    "Minden": (8.92, 52.29, False, ()),
    "Bremen": (8.80, 53.08, True, ("North Sea",)),
    "Hamburg": (9.99, 53.55, True, ("North Sea",)),
    "Magdeburg": (11.63, 52.12, False, ()),
    "Berlin": (13.40, 52.52, False, ()),
    "Dresden": (13.74, 51.05, False, ()),
    "Prague": (14.42, 50.08, False, ()),
    "Szczecin": (14.55, 53.43, True, ("Baltic Sea",)),
    "Bydgoszcz": (18.01, 53.12, False, ()),
    "Gdańsk": (18.65, 54.35, True, ("Baltic Sea",)),
    "Warsaw": (21.01, 52.23, False, ()),
    "Copenhagen": (12.57, 55.68, False, ("Baltic Sea",)),
    "Gothenburg": (11.97, 57.71, False, ("Baltic Sea",)),
    "Stockholm": (18.07, 59.33, False, ("Baltic Sea",)),
}
NUDGE = {
    "Le Havre": (-0.7, 0.15),
    "Mainz": (-0.25, 0.0),
    "Frankfurt": (0.3, 0.12),
    "Mannheim": (0.05, -0.2),
    "Koblenz": (-0.2, 0.1),
    "Duisburg": (-0.1, 0.12),
    "Dortmund": (0.25, 0.0),
    "Cologne": (-0.15, -0.1),
}
LABEL_SIDES = {
    "Dortmund": "right",
    "Koblenz": "left",
    "Mainz": "left",
    "Würzburg": "right",
    "Nuremberg": "right",
    "Regensburg": "below",
    "Hamburg": "above",
    "Rotterdam": "left",
    "Antwerp": "left",
    "Amsterdam": "left",
    "Duisburg": "left",
    "Cologne": "left",
    "Metz": "left",
    "Mannheim": "right",
    "Frankfurt": "right",
    "London": "left",
    "Le Havre": "below",
    "Bremen": "left",
    "Minden": "below",
    "Strasbourg": "right",
    "Basel": "below",
    "Barcelona": "right",
    "Marseille": "below",
    "Genoa": "below",
    "Venice": "right",
    "Bilbao": "below",
    "Bordeaux": "left",
    "Lisbon": "right",
    "Gdańsk": "right",
    "Szczecin": "left",
    "Copenhagen": "right",
    "Prague": "right",
    "Dresden": "right",
}

# (port, port, waterway, steps or 0 for "from the distance along the water")
FAIRWAYS: list[tuple[str, str, str, int]] = [
    ("Le Havre", "Paris", "Seine", 0),
    ("Paris", "Antwerp", "Canal du Nord and Scheldt", 0),
    ("Antwerp", "Rotterdam", "Scheldt-Rhine canal", 2),
    ("Rotterdam", "Duisburg", "Waal and Rhine", 0),
    ("Amsterdam", "Duisburg", "Amsterdam-Rhine canal and Rhine", 0),
    ("Duisburg", "Cologne", "Rhine", 2),
    ("Cologne", "Koblenz", "Rhine", 2),
    ("Koblenz", "Mainz", "Rhine", 2),
    ("Mainz", "Mannheim", "Rhine", 2),
    ("Mannheim", "Strasbourg", "Rhine", 0),
    ("Strasbourg", "Basel", "Rhine", 2),
    ("Koblenz", "Metz", "Moselle", 0),
    ("Metz", "Strasbourg", "Moselle and Marne-Rhine canal", 0),
    ("Paris", "Metz", "Marne and Marne-Rhine canal", 0),
    ("Paris", "Dijon", "Canal de Bourgogne", 0),
    ("Basel", "Dijon", "Rhône-Rhine canal", 0),
    ("Dijon", "Lyon", "Saône", 0),
    ("Lyon", "Marseille", "Rhône", 0),
    ("Marseille", "Toulouse", "Rhône-Sète canal and Canal du Midi", 0),
    ("Toulouse", "Bordeaux", "Garonne", 0),
    # The rulebook's example: "two normal fuel units to cross the river" from Barcelona to Bilbao.
    ("Barcelona", "Bilbao", "Ebro", 2),
    ("Milan", "Venice", "Po", 0),
    ("Mainz", "Frankfurt", "Main", 2),
    ("Frankfurt", "Würzburg", "Main", 0),
    ("Würzburg", "Nuremberg", "Main and Main-Danube canal", 0),
    ("Nuremberg", "Regensburg", "Main-Danube canal", 2),
    ("Regensburg", "Linz", "Danube", 0),
    ("Linz", "Vienna", "Danube", 0),
    ("Vienna", "Budapest", "Danube", 0),
    ("Budapest", "Belgrade", "Danube", 0),
    ("Duisburg", "Dortmund", "Rhine-Herne canal", 2),
    ("Dortmund", "Minden", "Mittelland canal", 0),
    ("Minden", "Bremen", "Weser", 0),
    ("Minden", "Magdeburg", "Mittelland canal", 0),
    ("Magdeburg", "Hamburg", "Elbe", 0),
    ("Magdeburg", "Berlin", "Elbe-Havel canal", 2),
    ("Berlin", "Szczecin", "Havel-Oder waterway", 0),
    ("Magdeburg", "Dresden", "Elbe", 0),
    ("Dresden", "Prague", "Elbe and Vltava", 0),
    ("Szczecin", "Bydgoszcz", "Oder, Warta and Noteć", 0),
    ("Bydgoszcz", "Gdańsk", "Vistula", 0),
    ("Bydgoszcz", "Warsaw", "Vistula", 0),
]
BENDS = {
    ("Paris", "Antwerp"): [(3.06, 50.63)],
    ("Marseille", "Toulouse"): [(3.70, 43.40)],
    ("Szczecin", "Bydgoszcz"): [(16.0, 52.75)],
    ("Barcelona", "Bilbao"): [(-0.88, 41.65)],
}

# Sea sections: the outline (longitude, latitude; it may run over land, which is drawn on top), where
# its name and the ships in it go, and the sections across its borders.
SEAS: dict[str, tuple[list[tuple[float, float]], tuple[float, float], tuple[str, ...]]] = {
    "Atlantic Ocean": (
        [
            (-11.5, 35.0),
            (-5.6, 35.0),
            (-5.6, 36.6),
            (-1.0, 43.3),
            (-1.5, 46.5),
            (-4.8, 48.4),
            (-5.7, 50.0),
            (-4.0, 53.5),
            (-5.5, 57.0),
            (-3.0, 58.7),
            (-1.5, 61.8),
            (-11.5, 61.8),
        ],
        (-6.5, 47.0),
        ("North Sea", "Western Mediterranean"),
    ),
    "North Sea": (
        [
            (-4.8, 48.4),
            (-1.0, 49.4),
            (2.0, 50.8),
            (5.5, 53.2),
            (8.6, 53.6),
            (8.4, 57.2),
            (10.6, 57.75),
            (11.4, 58.4),
            (11.4, 61.8),
            (-1.5, 61.8),
            (-3.0, 58.7),
            (-5.5, 57.0),
            (-4.0, 53.5),
            (-5.7, 50.0),
        ],
        (3.2, 56.2),
        ("Atlantic Ocean", "Baltic Sea"),
    ),
    "Baltic Sea": (
        [
            (10.6, 57.75),
            (11.4, 58.4),
            (11.4, 61.8),
            (31.0, 61.8),
            (31.0, 59.5),
            (24.0, 57.5),
            (21.0, 54.8),
            (14.0, 53.9),
            (10.6, 54.0),
            (9.8, 55.2),
        ],
        (17.0, 56.0),
        ("North Sea",),
    ),
    "Western Mediterranean": (
        [
            (-5.6, 35.0),
            (11.0, 35.0),
            (11.0, 37.4),
            (15.6, 38.2),
            (16.2, 40.0),
            (10.5, 44.6),
            (3.2, 43.6),
            (-0.5, 38.6),
            (-5.6, 36.6),
        ],
        (5.0, 39.3),
        ("Atlantic Ocean", "Adriatic Sea"),
    ),
    "Adriatic Sea": (
        [
            (11.0, 35.0),
            (23.5, 35.0),
            (21.0, 39.8),
            (19.4, 41.9),
            (13.6, 45.9),
            (12.1, 45.4),
            (16.2, 40.0),
            (15.6, 38.2),
            (11.0, 37.4),
        ],
        (16.8, 42.6),
        ("Western Mediterranean",),
    ),
}
RONDEL_CENTRE = (1620, 190)
MAINPORT_SLOTS = [("blue", 30, 180), ("red", 30, 270), ("green", 1780, 960), ("yellow", 1780, 1050)]

# The Great Europe mainport cards: two per slot colour, as on the Central side.
MAINPORTS = [
    ("Rotterdam", "blue"),
    ("London", "blue"),
    ("Antwerp", "red"),
    ("Le Havre", "red"),
    ("Hamburg", "green"),
    ("Marseille", "green"),
    ("Duisburg", "yellow"),
    ("Vienna", "yellow"),
]
# 35 contracts: (deck, good, loading port, delivery port or mainport colour). A is the start deck.
CONTRACTS: list[tuple[str, str, str, str]] = [
    ("A", "coal", "Duisburg", "Rotterdam"),
    ("A", "iron", "Antwerp", "Cologne"),
    ("A", "grain", "Hamburg", "Berlin"),
    ("A", "wood", "Bremen", "Dortmund"),
    ("A", "fertilizer", "Le Havre", "Paris"),
    ("A", "coal", "Bilbao", "Barcelona"),
    ("A", "grain", "Bordeaux", "Toulouse"),
    ("A", "iron", "Marseille", "Lyon"),
    ("A", "wood", "Gdańsk", "Warsaw"),
    ("A", "fertilizer", "Amsterdam", "Duisburg"),
    ("A", "coal", "Szczecin", "Berlin"),
    ("A", "grain", "Genoa", "Marseille"),
    ("B", "coal", "Dortmund", "London"),
    ("B", "iron", "Bilbao", "London"),
    ("B", "wood", "Stockholm", "Hamburg"),
    ("B", "grain", "Budapest", "Vienna"),
    ("B", "fertilizer", "Rotterdam", "Basel"),
    ("B", "coal", "Prague", "Hamburg"),
    ("B", "iron", "Metz", "blue"),
    ("B", "wood", "Gothenburg", "red"),
    ("B", "grain", "Dublin", "green"),
    ("B", "fertilizer", "Lisbon", "Bordeaux"),
    ("B", "coal", "Belgrade", "yellow"),
    ("B", "iron", "Venice", "Milan"),
    ("B", "wood", "Copenhagen", "Amsterdam"),
    ("B", "grain", "Warsaw", "Gdańsk"),
    ("B", "fertilizer", "Lyon", "Barcelona"),
    ("B", "coal", "Nuremberg", "Frankfurt"),
    ("B", "iron", "Strasbourg", "Mannheim"),
    ("B", "wood", "Linz", "blue"),
    ("B", "grain", "Toulouse", "red"),
    ("B", "fertilizer", "Magdeburg", "Dresden"),
    ("B", "coal", "Genoa", "Venice"),
    ("B", "iron", "London", "Antwerp"),
    ("B", "wood", "Würzburg", "Regensburg"),
]
SEA_CARDS = {"values": {"2": 4, "3": 4, "4": 4}, "prices": {"2": 8000, "3": 10000, "4": 12000}}
"""12 sea transport cards: what they move and cost is not in the rulebook (docs/rules/mainports.md)."""


# The Rhine and its delta hold a third of the ports: the map is magnified around them (as on the Central side)
# so that every port's name has room beside its dot even in the smallest window.
LENS_CENTRE = (7.0, 51.0)
LENS_POWER = 1.5
LENS_RADIUS = 6.0


def to_pixels(lon: float, lat: float) -> tuple[float, float]:
    lon, lat = lens(lon, lat, LENS_CENTRE, LENS_POWER, LENS_RADIUS)
    x = (lon - WEST) / (EAST - WEST) * WIDTH_TILES * TILE
    y = (NORTH - lat) / (NORTH - SOUTH) * HEIGHT_TILES * TILE
    return round(x, 1), round(y, 1)


def drawn_at(port: str) -> tuple[float, float]:
    lon, lat, _, _ = PORTS[port]
    dlon, dlat = NUDGE.get(port, (0.0, 0.0))
    return to_pixels(lon + dlon, lat + dlat)


def fairway_steps(a: str, b: str, fixed: int) -> int:
    lon1, lat1, _, _ = PORTS[a]
    lon2, lat2, _, _ = PORTS[b]
    km = math.hypot((lon2 - lon1) * 111.3 * math.cos(math.radians((lat1 + lat2) / 2)), (lat2 - lat1) * 111.3)
    return fixed or max(2, round(km * 1.3 / 150) + 1)


def build() -> str:
    w = Writer()
    layers: list[tuple[str, list[str]]] = []

    w.lines = []
    for name, (outline, anchor, neighbours) in SEAS.items():
        x, y = to_pixels(*anchor)
        w.polygon(
            name,
            [to_pixels(*p) for p in outline],
            "polygon",
            {"neighbours": "; ".join(neighbours), "anchor": f"{x},{y}"},
        )
    layers.append(("sea_sections", w.lines))

    w.lines = []
    for number, ring in enumerate(land(WEST, EAST, SOUTH, NORTH)):
        w.polygon(f"Land {number + 1}", [to_pixels(*p) for p in ring], "polygon", {"terrain": "land"})
    layers.append(("land", w.lines))

    w.lines = []
    for a, b, waterway, fixed in FAIRWAYS:
        line = [drawn_at(a), *(to_pixels(*p) for p in BENDS.get((a, b), [])), drawn_at(b)]
        props: dict[str, object] = {"from_port": a, "to_port": b, "steps": fairway_steps(a, b, fixed)}
        props["waterway"] = waterway
        w.polygon(f"{a} - {b}", line, "polyline", props)
    layers.append(("fairways", w.lines))

    w.lines = []
    for name, (_, _, dock, seas) in PORTS.items():
        props = {"dock": dock, "label": LABEL_SIDES.get(name, "above")}
        if seas:
            props["sea"] = "; ".join(seas)
        w.obj(name, *drawn_at(name), props)
    layers.append(("ports", w.lines))

    layers += furniture(w, MAINPORT_SLOTS, RONDEL_CENTRE, 560)
    return tmx(w, layers, "Great Europe", (WIDTH_TILES, HEIGHT_TILES))


def cards() -> dict[str, object]:
    """The Great Europe cards, rewards from the map just written."""
    from game.mainports.board import load_board

    board = load_board(str(OUT))
    colours: dict[str, list[str]] = {}
    for port, colour in MAINPORTS:
        colours.setdefault(colour, []).append(port)
    contracts = []
    for number, (deck, good, load, deliver) in enumerate(CONTRACTS, start=1):
        # A colour's contract pays for the nearer of its two mainports.
        steps = min(board.distance(load, port) for port in colours.get(deliver, [deliver]))
        reward = round((30000 + 12000 * steps) / 5000) * 5000
        contracts.append({"id": number, "deck": deck, "good": good, "load": load, "deliver": deliver, "reward": reward})
    return {
        "board": OUT.name,
        "mainports": [{"port": p, "colour": c} for p, c in MAINPORTS],
        "sea_cards": SEA_CARDS,
        "contracts": contracts,
    }


if __name__ == "__main__":
    OUT.write_text(build(), encoding="utf-8")
    print(f"wrote {OUT}")
    DATA.write_text(json.dumps(cards(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {DATA}")
