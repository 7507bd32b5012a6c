"""Which games Manifest offers, found by id: each game package declares itself (`GAME` in game/<id>/__init__.py,
a `Registration`), and this module reads the declarations."""

from __future__ import annotations

from importlib import import_module

from game.ai.bots import Bot, Evaluation
from game.ai.search import default_bot
from game.core.protocol import Game, State
from game.core.registration import Registration, load
from game.core.rng import Rng

GAMES = ("siberia", "mainports", "competitors", "narco_empire", "itc")
"""The ids of the games on offer, each its package under game/, in menu order."""
_registered: dict[str, Registration] = {}
"""Games registered at run time (the tests' toy game)."""
_loaded: dict[str, Game[State]] = {}


def game_ids() -> list[str]:
    """The ids of every game on offer, in menu order."""
    return [*GAMES, *(game_id for game_id in _registered if game_id not in GAMES)]


def registration(game_id: str) -> Registration:
    """What a game declares about itself; KeyError for an unknown id."""
    if game_id in _registered:
        return _registered[game_id]
    if game_id not in GAMES:
        raise KeyError(f"unknown game {game_id!r} (games: {', '.join(game_ids()) or 'none'})")
    declared: Registration = import_module(f"game.{game_id}").GAME
    return declared


def get_game(game_id: str) -> Game[State]:
    """The rules object of a game; KeyError for an unknown id."""
    if game_id not in _loaded:
        _loaded[game_id] = load(registration(game_id).rules)()
    return _loaded[game_id]


def evaluation(game_id: str) -> Evaluation:
    """The evaluation the game's bots play by."""
    evaluate: Evaluation = load(registration(game_id).evaluation)
    return evaluate


def evaluation_point(game_id: str) -> float | None:
    """What one point of the score is worth to the game's evaluation when the game is scored in points (the
    evaluation module's `SCORE_POINT`: Competitors' victory points against money); None when it counts money."""
    module = import_module(registration(game_id).evaluation.partition(":")[0])
    point: float | None = getattr(module, "SCORE_POINT", None)
    return point


def make_bot(game_id: str, level: str, rng: Rng) -> Bot:
    """The bot of a level for a game: its own bots where it has them, the default bots by its evaluation otherwise.
    The rules never import their bots or their evaluation: bots read the rules, not the other way round."""
    declared = registration(game_id)
    if declared.bots is None:
        return default_bot(level, rng, evaluation(game_id))
    bot: Bot = load(declared.bots)(level, rng)
    return bot


def register(game: Game[State], declared: Registration) -> None:
    """Offer a game object and its declaration (the tests' small test game uses this)."""
    _registered[game.id] = declared
    _loaded[game.id] = game


def unregister(game_id: str) -> None:
    _registered.pop(game_id, None)
    _loaded.pop(game_id, None)
