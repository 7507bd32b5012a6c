"""Reading Tiled maps headless.

pytmx imports pygame whenever it is installed; the rules must not, so pytmx is imported here with
pygame hidden from it (it then skips its pygame helpers, which the rules never use). Untrusted
XML is checked with defusedxml first, so a hostile map gets a message instead of a bomb.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import Any

import defusedxml.ElementTree

from game.core.messages import Message, Verbatim, msg
from game.core.protocol import ManifestError

MAPS_DIR = Path(__file__).resolve().parents[2] / "maps"


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
        raise map_problem(file, msg("refused, the XML uses forbidden constructs ({detail}).",
                                    detail=Verbatim(str(error)))) from None
    except Exception as error:  # ParseError and friends: the XML itself is broken
        raise map_problem(file, msg("not a readable Tiled map ({detail}).", detail=Verbatim(str(error)))) from None


def load_map(path: Path) -> Any:
    """A pytmx.TiledMap without images; MapError if the file is missing, malformed or hostile."""
    path = Path(path)
    if not path.is_file():
        raise map_problem(path.name, msg("the file is not found."))
    root = _check_xml(path, path.name)
    if root.tag != "map":
        raise map_problem(path.name, msg("not a Tiled map (it holds <{tag}>, not <map>).", tag=Verbatim(root.tag)))
    # pytmx reads external tilesets itself, so they are checked here too
    for tileset in root.iter("tileset"):
        source = tileset.get("source")
        if source and (path.parent / source).is_file():
            _check_xml(path.parent / source, f"{path.name}, {source}")
    pytmx = _import_pytmx()
    try:
        return pytmx.TiledMap(str(path))
    except Exception as error:  # pytmx raises many kinds (ValueError, KeyError, Exception)
        problem = msg("the Tiled data is invalid ({detail}).", detail=Verbatim(str(error)))
        raise map_problem(path.name, problem) from None


def object_properties(obj: Any) -> dict[str, Any]:
    """A Tiled object's custom properties."""
    return dict(getattr(obj, "properties", {}) or {})
