"""Finds the board view of a game.

A game's view lives in `sprites/<game id>.py` (sprites/siberia.py, sprites/mainports.py,
sprites/competitors.py ...) as the one `BoardView` subclass defined in that module; it is imported
only when a table for that game opens. A game whose module does not exist yet gets `FallbackView`.
An error inside an existing view module is not hidden: it raises.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from game.core.protocol import Config, Game
from sprites.board import BoardView, FallbackView

_registered: dict[str, type[BoardView]] = {}


def register(game_id: str, view_class: type[BoardView]) -> None:
    """Use `view_class` for `game_id` (for views that live outside `sprites/`, like the tests')."""
    _registered[game_id] = view_class


def unregister(game_id: str) -> None:
    _registered.pop(game_id, None)


def view_class_for(game_id: str) -> type[BoardView]:
    if game_id in _registered:
        return _registered[game_id]
    module_name = f"sprites.{game_id}"
    try:
        module = import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name != module_name:
            raise  # the view exists but something it imports is missing
        return FallbackView
    found = [
        value
        for value in vars(module).values()
        if isinstance(value, type) and issubclass(value, BoardView) and value.__module__ == module_name
    ]
    if len(found) != 1:
        raise TypeError(f"{module_name} must define exactly one BoardView subclass, found {len(found)}")
    return found[0]


def view_for(game: Game[Any], config: Config) -> BoardView:
    """The board view of a game, or the fallback when the game has none yet."""
    return view_class_for(game.id)(game, config)
