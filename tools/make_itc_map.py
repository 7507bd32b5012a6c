"""Writes maps/itc.tmx: the ITC board as Tiled object layers.

Four transport routes run bottom to top, left to right trucks (2 columns, the longest), trains (3),
ships (3) and planes (2, the shortest); above them the six continents with their goods fields, and the
grey market on the right in the middle. Each route is a rectangle with the properties `colour`,
`columns` and `rows`; each continent a rectangle with `fields` ("blue:3,yellow:2,..."). The committed
.tmx is what the game loads: edit it in Tiled, or change this script and run it again:

    .venv/bin/python tools/make_itc_map.py
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

OUT = Path(__file__).resolve().parents[1] / "maps" / "itc.tmx"
TILE = 10
WIDTH, HEIGHT = 120, 80  # in tiles: 1200 x 800 pixels
COLUMN = 95
ROW = 80
BOTTOM = 790

ROUTES = [("trucks", "grey", 2, 6), ("trains", "red", 3, 5), ("ships", "blue", 3, 4), ("planes", "green", 2, 3)]
"""(route, colour, columns, rows), left to right."""
CONTINENTS = {
    "North America": "blue:3,yellow:2,green:2,red:2,white:2,black:1",
    "South America": "blue:1,yellow:2,green:3,red:2,white:2,black:2",
    "Europe": "blue:3,yellow:3,green:1,red:2,white:2,black:1",
    "Africa": "blue:1,yellow:2,green:2,red:3,white:2,black:2",
    "Asia": "blue:2,yellow:2,green:2,red:2,white:2,black:2",
    "Australia": "blue:1,yellow:2,green:2,red:2,white:3,black:2",
}


def rect(object_id: int, name: str, x: int, y: int, w: int, h: int, props: dict[str, str | int]) -> str:
    lines = [f'  <object id="{object_id}" name={quoteattr(name)} x="{x}" y="{y}" width="{w}" height="{h}">']
    if props:
        lines.append("   <properties>")
        for key, value in props.items():
            kind = ' type="int"' if isinstance(value, int) else ""
            lines.append(f"    <property name={quoteattr(key)}{kind} value={quoteattr(str(value))}/>")
        lines.append("   </properties>")
    lines.append("  </object>")
    return "\n".join(lines)


def main() -> None:
    object_id = 0
    routes, continents = [], []
    x = 10
    for name, colour, columns, rows in ROUTES:
        object_id += 1
        width, height = columns * COLUMN, rows * ROW
        routes.append(
            rect(
                object_id, name, x, BOTTOM - height, width, height, {"colour": colour, "columns": columns, "rows": rows}
            )
        )
        x += width + 10
    for number, (name, fields) in enumerate(CONTINENTS.items()):
        object_id += 1
        continents.append(rect(object_id, name, 10 + number * 166, 10, 160, 240, {"fields": fields}))
    object_id += 1
    market = rect(object_id, "grey_market", 1020, 270, 170, 520, {})
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="{WIDTH}" \
height="{HEIGHT}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" nextlayerid="4" nextobjectid="{object_id + 1}">
 <objectgroup id="1" name="routes">
{chr(10).join(routes)}
 </objectgroup>
 <objectgroup id="2" name="continents">
{chr(10).join(continents)}
 </objectgroup>
 <objectgroup id="3" name="market">
{market}
 </objectgroup>
</map>
"""
    OUT.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
