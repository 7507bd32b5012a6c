"""Messages: what the rules say, as an English template plus typed parameters, never finished prose.

The rules build messages with `msg` (and `msgn` where a count chooses the plural); the table words
them in the chosen language (`words.Words`): seats become the players' names, money and counts are
formatted for the locale, terms (places, resources, cards) are translated. The template is the
gettext message id, so `tools/extract_messages.py` finds every one in the code.

    msg("{seat} delivers {good} in {port} and earns {amount}",
        seat=SeatRef(0), good=Term("coal", "good"), port=Term("Rotterdam", "place"), amount=Money(30_000))
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal, Union


@dataclass(frozen=True)
class SeatRef:
    """A seat, worded as that player's name."""

    seat: int


@dataclass(frozen=True)
class Money:
    """An amount of the game's money, worded with the locale's digit grouping; a game that counts in millions
    (Narco Empire) says so: `Money(2, "million")` is worded "2 million"."""

    amount: int
    unit: Literal["", "million"] = ""


@dataclass(frozen=True)
class Term:
    """A name from the game's data or board (a place, a resource, a card title), translated in `context`."""

    name: str
    context: str


@dataclass(frozen=True)
class Verbatim:
    """Text shown exactly as it is, never translated: what a player typed, a file name, a command-line value."""

    text: str


@dataclass(frozen=True)
class Items:
    """Several parameters worded as a list ("gas, oil and gold"); `sep` ";" words them with semicolons."""

    items: tuple[Param, ...]
    sep: str = ","


Param = Union[int, SeatRef, Money, Term, Verbatim, Items, "Message"]


@dataclass(frozen=True)
class Message:
    """A text to show: its English template (the catalogue id) and its parameters.

    `plural` is the English plural template; then the int parameter `count` chooses the form by the
    language's plural rules.
    """

    template: str
    params: Mapping[str, Param] = field(default_factory=dict, hash=False)
    plural: str = ""

    def __post_init__(self) -> None:
        if self.plural and not isinstance(self.params.get("count"), int):
            raise TypeError(f"plural message {self.template!r} needs an int parameter 'count'")

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Message)
            and (self.template, self.plural) == (other.template, other.plural)
            and dict(self.params) == dict(other.params)
        )

    def __hash__(self) -> int:
        return hash((self.template, self.plural))

    def __str__(self) -> str:
        """A plain English version for logs and tracebacks; players read `words.Words(message)`."""
        template = self.plural if self.plural and self.params["count"] != 1 else self.template
        return template.format_map({key: _plain(value) for key, value in self.params.items()})


def _plain(value: Param) -> str:
    if isinstance(value, SeatRef):
        return f"seat {value.seat + 1}"
    if isinstance(value, Money):
        return f"{value.amount:,}"
    if isinstance(value, Term):
        return value.name
    if isinstance(value, Verbatim):
        return value.text
    if isinstance(value, Items):
        return ", ".join(_plain(item) for item in value.items)
    return str(value)


def msg(template: str, /, **params: Param) -> Message:
    """A message; the template names its parameters in braces: msg("{seat} passes", seat=SeatRef(1))."""
    return Message(template, params)


def msgn(singular: str, plural: str, /, count: int, **params: Param) -> Message:
    """A message whose form depends on `count`: msgn("{count} contract", "{count} contracts", count=2)."""
    return Message(singular, {"count": count, **params}, plural)


def place(name: str) -> Term:
    """A place on a board (an area, a port, a territory), translated in the context "place"."""
    return Term(name, "place")
