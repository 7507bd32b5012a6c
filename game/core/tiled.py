"""Reading Tiled maps headless.

pytmx imports pygame whenever it is installed; the rules must not, so pytmx is imported here with
pygame hidden from it (it then skips its pygame helpers, which the rules never use). Untrusted
XML is checked with defusedxml first, so a hostile map gets a message instead of a bomb.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import defusedxml.ElementTree

MAPS_DIR = Path(__file__).resolve().parents[2] / "maps"


class MapError(Exception):
    """A map that cannot be used; the text says which file and why."""


def _import_pytmx() -> Any:
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx

        return pytmx
    sys.modules["pygame"] = None  # type: ignore[assignment]  # makes `import pygame` fail inside pytmx
    try:
        import pytmx

        return pytmx
    finally:
        del sys.modules["pygame"]


def _check_xml(path: Path, label: str) -> Any:
    """The root element of an XML file of a map; MapError, starting with `label`, if it is malformed or hostile."""
    try:
        return defusedxml.ElementTree.parse(path).getroot()
    except defusedxml.DefusedXmlException as error:
        raise MapError(f"{label}: refused, the XML uses forbidden constructs ({error})") from None
    except Exception as error:  # ParseError and friends: the XML itself is broken
        raise MapError(f"{label}: not a readable Tiled map ({error})") from None


def load_map(path: Path) -> Any:
    """A pytmx.TiledMap without images; MapError if the file is missing, malformed or hostile."""
    path = Path(path)
    if not path.is_file():
        raise MapError(f"map {path.name}: file not found")
    root = _check_xml(path, f"map {path.name}")
    if root.tag != "map":
        raise MapError(f"map {path.name}: not a Tiled map (it holds <{root.tag}>, not <map>)")
    # pytmx reads external tilesets itself, so they are checked here too
    for tileset in root.iter("tileset"):
        source = tileset.get("source")
        if source and (path.parent / source).is_file():
            _check_xml(path.parent / source, f"map {path.name}, tileset {source}")
    pytmx = _import_pytmx()
    try:
        return pytmx.TiledMap(str(path))
    except Exception as error:  # pytmx raises many kinds (ValueError, KeyError, Exception)
        raise MapError(f"map {path.name}: Tiled data is invalid ({error})") from None


def object_properties(obj: Any) -> dict[str, Any]:
    """A Tiled object's custom properties."""
    return dict(getattr(obj, "properties", {}) or {})
