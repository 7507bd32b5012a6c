"""Finds the board view of a game, and the dialogs it opens.

A game names its view and dialogs in its registration (`GAME` in game/<id>/__init__.py: `view`, `dialogs`); they
are imported only when a table for that game opens. A game without a view gets `FallbackView`. An error inside a
view's module is not hidden: it raises.
"""

from __future__ import annotations

from typing import Any

from game import registry
from game.core.protocol import Config, Game
from game.core.registration import load
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
    declared = registry.registration(game_id).view
    if declared is None:
        return FallbackView
    view: type[BoardView] = load(declared)
    return view


def view_for(game: Game[Any], config: Config) -> BoardView:
    """The board view of a game, or the fallback when the game has none."""
    return view_class_for(game.id)(game, config)


def dialog_for(game_id: str, name: str) -> Any:
    """The dialog scene class a game's view names (`BoardView.dialog`)."""
    return load(registry.registration(game_id).dialogs[name])
