"""Which games Manifest offers, found by id."""

from __future__ import annotations

from importlib import import_module

from game.ai.bots import Bot
from game.ai.search import default_bot
from game.core.protocol import Game, State
from game.core.rng import Rng

# id -> "module:Class", in menu order.
_GAMES: dict[str, str] = {
    "siberia": "game.siberia.rules:SiberiaGame",
    "mainports": "game.mainports.rules:MainportsGame",
    "competitors": "game.competitors.rules:CompetitorsGame",
    "narco_empire": "game.narco_empire.rules:NarcoEmpireGame",
    "itc": "game.itc.rules:ItcGame",
}
_BOTS: dict[str, str] = {
    "siberia": "game.siberia.bots:make_bot",
    "mainports": "game.mainports.bots:make_bot",
    "narco_empire": "game.narco_empire.bots:make_bot",
    "itc": "game.itc.bots:make_bot",
    "competitors": "game.competitors.bots:make_bot",
}
"""id -> "module:function(level, rng)" for games with bots of their own; the others get `default_bot`.
The rules never import their bots: bots read the rules, not the other way round."""
_loaded: dict[str, Game[State]] = {}


def game_ids() -> list[str]:
    """The ids of every game on offer, in menu order."""
    return list(_GAMES)


def get_game(game_id: str) -> Game[State]:
    """The rules object of a game; KeyError for an unknown id."""
    if game_id not in _loaded:
        if game_id not in _GAMES:
            raise KeyError(f"unknown game {game_id!r} (games: {', '.join(_GAMES) or 'none'})")
        module_name, _, class_name = _GAMES[game_id].partition(":")
        _loaded[game_id] = getattr(import_module(module_name), class_name)()
    return _loaded[game_id]


def make_bot(game_id: str, level: str, rng: Rng) -> Bot:
    """The bot of a level for a game: its own bots where it has them, the default bots otherwise."""
    if game_id not in _BOTS:
        return default_bot(level, rng)
    module_name, _, function_name = _BOTS[game_id].partition(":")
    bot: Bot = getattr(import_module(module_name), function_name)(level, rng)
    return bot


def register(game: Game[State], module_path: str | None = None) -> None:
    """Offer a game object (the tests' small test game uses this)."""
    _GAMES[game.id] = module_path or f"{type(game).__module__}:{type(game).__name__}"
    _loaded[game.id] = game


def unregister(game_id: str) -> None:
    _GAMES.pop(game_id, None)
    _loaded.pop(game_id, None)
