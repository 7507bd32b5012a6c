"""How the scenes word things of the games: titles, seats' kinds and bot levels, in the chosen language."""

from __future__ import annotations

from typing import Any

from game.core.messages import Term
from game.core.protocol import Game, Seat
from words import tr, words


def game_title(game: Game[Any]) -> str:
    return words().param(Term(game.title, "game"))


def seat_kind(seat: Seat) -> str:
    """ "human" or "bot, easy", under a player's name."""
    return tr("bot, {level}", level=Term(seat.level, "bot level")) if seat.is_bot else tr("human")


def number(value: int) -> str:
    """A number as the language writes it (digit grouping)."""
    return words().number(value)
