"""Siberia's actions: what a player does, as small values with a readable text."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import Action
from game.siberia.board import RESEARCH, components

RESERVE = "reserve"
"""A pawn's source when it comes from the player's stock."""


def label(thing: str) -> str:
    """ "logistician/gas" -> "Logistician/Gas", "research" -> "Research"."""
    return "/".join(part.capitalize() for part in thing.split("/"))


def money(amount: int) -> str:
    return f"{amount:,}"


def prices_text(exchange: str, side: str) -> str:
    prices = components().exchanges[exchange][side]
    return ", ".join(f"{label(r)} {money(p)}" for r, p in prices.items())


@dataclass(frozen=True)
class ChooseSide(Action):
    """Set-up: the start player picks which side of an exchange tile is in play."""

    exchange: str
    side: str

    def __str__(self) -> str:
        return f"{self.exchange} side {self.side}: {prices_text(self.exchange, self.side)}"


@dataclass(frozen=True)
class PlaceCounter(Action):
    seat: int
    counter: str
    target: str
    """An action of the panel, or "research"."""

    def __str__(self) -> str:
        where = "under Research" if self.target == RESEARCH else f"on {label(self.target)}"
        return f"Place {label(self.counter)} {where}"

    def drag(self) -> tuple[str, str]:
        return f"hand:{self.counter}", f"panel:{self.seat}:{self.target}"


@dataclass(frozen=True)
class PlaceCube(Action):
    """Research: a resource from its reserve to an area that lacks it."""

    resource: str
    area: str

    def __str__(self) -> str:
        return f"Research: {label(self.resource)} to {self.area}"

    def drag(self) -> tuple[str, str]:
        return f"reserve:{self.resource}", f"area:{self.area}"


@dataclass(frozen=True)
class ClearResearch(Action):
    def __str__(self) -> str:
        return "Research: nothing can be placed, counters back to the bag"


@dataclass(frozen=True)
class UseManager(Action):
    seat: int
    target: str
    """The action that gets the Manager counter as a wildcard, or "" for none."""

    def __str__(self) -> str:
        if not self.target:
            return "Manager: counters back to the bag"
        return f"Manager: wildcard on {label(self.target)}"

    def drag(self) -> tuple[str, str]:
        return f"panel:{self.seat}:manager", f"panel:{self.seat}:{self.target}" if self.target else "bag"


@dataclass(frozen=True)
class UseLogistician(Action):
    def __str__(self) -> str:
        return "Logistician: move workers (3 steps)"


@dataclass(frozen=True)
class MoveWorker(Action):
    seat: int
    origin: str
    destination: str

    def __str__(self) -> str:
        return f"Move a worker from {self.origin} to {self.destination}"

    def drag(self) -> tuple[str, str]:
        return f"worker:{self.seat}:{self.origin}", f"area:{self.destination}"


@dataclass(frozen=True)
class StopMoving(Action):
    def __str__(self) -> str:
        return "Stop moving workers"


def pawn_name(seat: int, source: str, exchanges: bool) -> str:
    """The board name of a pawn: in the reserve, a salesman at an exchange, or a worker in an area."""
    if source == RESERVE:
        return f"reserve:{seat}"
    return f"salesman:{seat}:{source}" if exchanges else f"worker:{seat}:{source}"


@dataclass(frozen=True)
class UseSalesman(Action):
    seat: int
    source: str
    """"reserve", an exchange (a salesman moves) or an area (a worker leaves Siberia)."""
    exchange: str

    def __str__(self) -> str:
        if self.source == RESERVE:
            return f"Salesman: a new salesman to {self.exchange}"
        if self.source in components().exchanges:
            return f"Salesman: move from {self.source} to {self.exchange}"
        return f"Salesman: the worker in {self.source} to {self.exchange}"

    def drag(self) -> tuple[str, str]:
        return pawn_name(self.seat, self.source, self.source in components().exchanges), f"exchange:{self.exchange}"


@dataclass(frozen=True)
class UseWorker(Action):
    seat: int
    source: str
    """"reserve"; with an empty reserve, an exchange (a salesman) or an area (a worker)."""
    start: str

    def __str__(self) -> str:
        if self.source == RESERVE:
            return f"Worker: a new worker to {self.start}"
        if self.source in components().exchanges:
            return f"Worker: the salesman at {self.source} to {self.start}"
        return f"Worker: the worker in {self.source} back to {self.start}"

    def drag(self) -> tuple[str, str] | None:
        if self.source in components().exchanges or self.source == RESERVE:
            return pawn_name(self.seat, self.source, True), f"area:{self.start}"
        return None  # the same drag moves a worker one step with the Logistician: a button does this one


@dataclass(frozen=True)
class Invest(Action):
    seat: int
    tile: str

    def __str__(self) -> str:
        return f"Investor: take the {label(self.tile)} tile"

    def drag(self) -> tuple[str, str]:
        return f"tile:{self.tile}", f"panel:{self.seat}:{self.tile}"


@dataclass(frozen=True)
class Extract(Action):
    seat: int
    resource: str
    exchange: str
    cubes: int
    price: int

    def __str__(self) -> str:
        return (f"{label(self.resource)}: extract {self.cubes}, sell at {self.exchange} "
                f"for {money(self.cubes * self.price)}")

    def drag(self) -> tuple[str, str]:
        return f"panel:{self.seat}:{self.resource}", f"exchange:{self.exchange}"


@dataclass(frozen=True)
class Pass(Action):
    def __str__(self) -> str:
        return "Pass (no more actions this round)"


@dataclass(frozen=True)
class ReturnCounter(Action):
    """End of round: a counter over the limit of 10 goes back to the bag."""

    seat: int
    counter: str
    space: str

    def __str__(self) -> str:
        return f"Return {label(self.counter)} from {label(self.space)} to the bag"

    def drag(self) -> tuple[str, str]:
        return f"counter:{self.seat}:{self.space}:{self.counter}", "bag"
