"""How the scenes word things of the games: titles, seats' kinds and bot levels, in the chosen language."""

from __future__ import annotations

from typing import Any

from game.core.messages import Items, Term, Verbatim
from game.core.protocol import BOT_LEVELS, Config, Game, Option, Seat
from words import tr, words

LEVEL_NAMES = {
    "easy": Term("easy", "bot level"),
    "normal": Term("normal", "bot level"),
    "hard": Term("hard", "bot level"),
}
"""Each bot level's name, a term of the catalogue (written out, so the template holds them)."""
assert set(LEVEL_NAMES) == set(BOT_LEVELS)


def game_title(game: Game[Any]) -> str:
    return words().param(Term(game.title, "game"))


def game_variant(game: Game[Any], config: Config) -> str:
    """The game's title with the options chosen that are not its defaults: "Narco Empire · Advanced" (an option's own
    words may hold brackets)."""
    chosen = tuple(
        Verbatim(choice_text(option, value))
        for option in game.options
        if (value := config.options.get(option.key, option.default)) != option.default
    )
    title = game_title(game)
    return tr("{game} · {options}", game=Verbatim(title), options=Items(chosen)) if chosen else title


def choice_text(option: Option, choice: str) -> str:
    """How a choice of an option is shown: by its label, or as it is when it has none."""
    label = option.choice_labels.get(choice)
    return tr(label) if label is not None else choice


def seat_kind(seat: Seat) -> str:
    """ "human" or "bot, easy", under a player's name."""
    return tr("bot, {level}", level=LEVEL_NAMES[seat.level]) if seat.is_bot else tr("human")


def number(value: int) -> str:
    """A number as the language writes it (digit grouping)."""
    return words().number(value)


def seconds(value: float) -> str:
    """A time in seconds as the language writes it ("0.3"; in German "0,3")."""
    return words().decimal(value)
