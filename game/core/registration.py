"""What a game package declares about itself: the one place a game is registered.

Each game package's `game/<id>/__init__.py` holds `GAME = Registration(...)`; `game/registry.py` reads it. Every
part is named as "module:name" and imported only when asked for, so declaring a game loads none of it (and a view
can be named from `game/`, which never imports pygame).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any


@dataclass(frozen=True)
class Registration:
    rules: str
    """The `Game` subclass: "game.<id>.rules:<Name>Game"."""
    evaluation: str
    """The evaluation bots play by, `evaluate(state, seat) -> float`: "game.<id>.worth:evaluate"."""
    bots: str | None = None
    """The game's own bots, `make_bot(level, rng) -> Bot`; None: the default bots (game/ai/search.py), by the
    evaluation."""
    view: str | None = None
    """The board view, a `sprites.board.BoardView` subclass; None: the fallback view, which plays from the list."""
    dialogs: Mapping[str, str] = field(default_factory=dict)
    """Scene name -> the dialog scene the view opens by that name (`BoardView.dialog`)."""


def load(path: str) -> Any:
    """What a "module:name" path names."""
    module_name, _, name = path.partition(":")
    return getattr(import_module(module_name), name)
