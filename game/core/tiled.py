"""Reading Tiled maps headless.

pytmx imports pygame whenever it is installed; the rules must not, so pytmx is imported here with
pygame hidden from it (it then skips its pygame helpers, which the rules never use). Untrusted
XML is checked with defusedxml first, so a hostile map gets a message instead of a bomb.
"""

from __future__ import annotations

import base64
import binascii
import logging
import re
import sys
import zlib
from pathlib import Path
from typing import Any

import defusedxml.ElementTree

from game.core.messages import Message, Verbatim, msg
from game.core.protocol import ManifestError

MAPS_DIR = Path(__file__).resolve().parents[2] / "maps"

# What a map may hold: the readers loop over tiles, points and steps, so each is bounded before pytmx reads it.
MAX_MAP_BYTES = 16_000_000
"""A map file or tileset; the largest shipped map is some 220 KB."""
MAX_TILES_PER_SIDE = 1_000
"""Columns or rows of the map and of each tile layer."""
MAX_TILE_PIXELS = 512
"""A tile's width or height."""
MAX_COORDINATE = 1_000_000
"""Any object's x, y, width, height or point, in pixels."""
TILE_BYTES = 4
"""A tile of a layer's encoded data: a 32-bit gid."""
NUMBER = re.compile(r"-?\d+(\.\d+)?(e-?\d+)?")


class MapError(ManifestError):
    """A map that cannot be used; the message says which file and why."""


def map_problem(file: str, problem: Message) -> MapError:
    """MapError "map FILE: PROBLEM", the one form every map reader uses."""
    return MapError(msg("map {file}: {problem}", file=Verbatim(file), problem=problem))


def _not_the_hidden_pygame(record: logging.LogRecord) -> bool:
    """Drops the error pytmx's pygame helpers log while their module loads and pygame is hidden on purpose
    ("cannot import pygame (is it installed?)", the one thing that module logs then); the rest passes."""
    return not (record.levelno == logging.ERROR and record.funcName == "<module>")


def _import_pytmx() -> Any:
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx

        return pytmx
    pygame_helpers = logging.getLogger("pytmx.util_pygame")
    sys.modules["pygame"] = None  # type: ignore[assignment]  # makes `import pygame` fail inside pytmx
    pygame_helpers.addFilter(_not_the_hidden_pygame)  # the one complaint hiding pygame causes; others pass
    try:
        import pytmx

        return pytmx
    finally:
        pygame_helpers.removeFilter(_not_the_hidden_pygame)
        del sys.modules["pygame"]


def _check_xml(path: Path, file: str) -> Any:
    """The root element of an XML file of a map; MapError naming `file` if it is malformed or hostile."""
    try:
        return defusedxml.ElementTree.parse(path).getroot()
    except defusedxml.DefusedXmlException as error:
        raise map_problem(
            file, msg("refused, the XML uses forbidden constructs ({detail}).", detail=Verbatim(str(error)))
        ) from None
    except Exception as error:  # ParseError and friends: the XML itself is broken
        raise map_problem(file, msg("not a readable Tiled map ({detail}).", detail=Verbatim(str(error)))) from None


def _whole(element: Any, attribute: str, low: int, high: int, file: str) -> int:
    """An attribute of a map element that must be a whole number from `low` to `high`."""
    text = element.get(attribute, "0")
    if not re.fullmatch(r"\d{1,9}", text) or not low <= int(text) <= high:
        raise map_problem(
            file,
            msg(
                "<{element}> needs {attribute} from {low} to {high}.",
                element=Verbatim(element.tag),
                attribute=Verbatim(attribute),
                low=low,
                high=high,
            ),
        )
    return int(text)


def _check_bounds(root: Any, file: str) -> None:
    """Refuse a map whose sizes, tile data or coordinates go beyond the limits above (before pytmx reads it)."""
    if root.get("infinite", "0") != "0":
        raise map_problem(file, msg("an infinite map cannot be a board."))
    columns = _whole(root, "width", 1, MAX_TILES_PER_SIDE, file)
    rows = _whole(root, "height", 1, MAX_TILES_PER_SIDE, file)
    tile_height = _whole(root, "tileheight", 1, MAX_TILE_PIXELS, file)
    _whole(root, "tilewidth", 1, MAX_TILE_PIXELS, file)
    _whole(root, "hexsidelength", 0, tile_height, file)
    for layer in root.iter("layer"):
        if (_whole(layer, "width", 1, columns, file), _whole(layer, "height", 1, rows, file)) != (columns, rows):
            raise map_problem(
                file, msg("tile layer {layer} is not as large as the map.", layer=Verbatim(layer.get("name", "")))
            )
        for data in layer.iter("data"):
            if _tile_data_bytes(data, columns * rows * TILE_BYTES, file) != columns * rows * TILE_BYTES:
                raise map_problem(
                    file,
                    msg(
                        "tile layer {layer} holds more or fewer tiles than the map.",
                        layer=Verbatim(layer.get("name", "")),
                    ),
                )
    for obj in root.iter("object"):
        values = [obj.get(attribute, "0") for attribute in ("x", "y", "width", "height")]
        for shape in (*obj.iter("polygon"), *obj.iter("polyline")):
            values += re.split(r"[ ,]", shape.get("points", "").strip())
        if not all(NUMBER.fullmatch(value) and abs(float(value)) <= MAX_COORDINATE for value in values):
            raise map_problem(
                file,
                msg(
                    "object {id} has a coordinate that is not a number of at most {limit}.",
                    id=Verbatim(obj.get("id", "")),
                    limit=MAX_COORDINATE,
                ),
            )


def _tile_data_bytes(data: Any, expected: int, file: str) -> int:
    """How many bytes of gids a layer's <data> holds, decompressing at most one byte more than `expected`
    (a zlib bomb stops there)."""
    encoding, compression, text = data.get("encoding"), data.get("compression"), (data.text or "").strip()
    if encoding is None:
        return len(list(data.iter("tile"))) * TILE_BYTES
    if encoding == "csv":
        return (text.count(",") + 1) * TILE_BYTES if text else 0
    if encoding != "base64" or compression not in (None, "zlib", "gzip"):
        raise map_problem(file, msg("tile data must be CSV, or base64 without compression or with zlib or gzip."))
    try:
        raw = base64.b64decode(text, validate=False)
        if compression is None:
            return len(raw)
        inflater = zlib.decompressobj(wbits=47)  # 47: zlib or gzip, whichever the header says
        return len(inflater.decompress(raw, expected + 1))
    except (binascii.Error, zlib.error):
        raise map_problem(file, msg("the tile data is damaged.")) from None


def _read_checked(path: Path, file: str) -> Any:
    """The root element of a map's XML file, checked for size and hostile constructs."""
    if path.stat().st_size > MAX_MAP_BYTES:
        raise map_problem(file, msg("the file is too large (more than {count} bytes).", count=MAX_MAP_BYTES))
    return _check_xml(path, file)


def load_map(path: Path) -> Any:
    """A pytmx.TiledMap without images; MapError if the file is missing, malformed, hostile or beyond the
    limits above. Its tilesets must lie in its own folder."""
    path = Path(path)
    if not path.is_file():
        raise map_problem(path.name, msg("the file is not found."))
    root = _read_checked(path, path.name)
    if root.tag != "map":
        raise map_problem(path.name, msg("not a Tiled map (it holds <{tag}>, not <map>).", tag=Verbatim(root.tag)))
    _check_bounds(root, path.name)
    # pytmx reads external tilesets itself, so they are checked here too
    folder = path.parent.resolve()
    for tileset in root.iter("tileset"):
        source = tileset.get("source")
        if source is None:
            continue
        tileset_path = (folder / source).resolve()
        if not tileset_path.is_relative_to(folder) or not tileset_path.is_file():
            raise map_problem(
                path.name, msg("its tileset {source} is not a file in the map's folder.", source=Verbatim(source[:80]))
            )
        _read_checked(tileset_path, f"{path.name}, {tileset_path.name}")
    pytmx = _import_pytmx()
    try:
        return pytmx.TiledMap(str(path))
    except Exception as error:  # pytmx raises many kinds (ValueError, KeyError, Exception)
        problem = msg("the Tiled data is invalid ({detail}).", detail=Verbatim(str(error)[:200]))
        raise map_problem(path.name, problem) from None


PROPERTY_KINDS = {int: msg("a whole number"), float: msg("a number"), str: msg("a text")}


def required(obj: Any, name: str, kind: type, file: str) -> Any:
    """A custom property the map must give this object, of `kind` (int, float or str); MapError if it does not."""
    value = object_properties(obj).get(name)
    if kind is float and isinstance(value, int):
        value = float(value)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise map_problem(
            file,
            msg(
                "object {object} needs the property {property} ({kind}).",
                object=Verbatim(str(obj.name or obj.id)),
                property=Verbatim(name),
                kind=PROPERTY_KINDS[kind],
            ),
        )
    return value


def object_properties(obj: Any) -> dict[str, Any]:
    """A Tiled object's custom properties."""
    return dict(getattr(obj, "properties", {}) or {})
