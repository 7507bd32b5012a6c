"""Siberia's actions: what a player does, as small values that say what they do (`label`).

The names players read come from the data and the board, as terms the table translates: panel
actions (persons and resources, and Research) in the context "action", resource cubes in "resource",
areas and exchanges as places.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.messages import Items, Message, Money, Param, Term, Verbatim, msg, msgn, place
from game.core.protocol import Action
from game.siberia.board import RESEARCH, components

RESERVE = "reserve"
"""A pawn's source when it comes from the player's stock."""


def action_name(action: str) -> Term:
    """A panel action ("logistician", "gas") or "research", as players name it: "Logistician", "Gas"."""
    return Term(action.capitalize(), "action")


def resource_name(resource: str) -> Term:
    """A resource as cubes on the board and at the exchanges."""
    return Term(resource, "resource")


def counter_name(counter: str) -> Param:
    """An action counter by the actions it serves: logistician/gas, or manager."""
    person, _, resource = counter.partition("/")
    if not resource:
        return action_name(person)
    return msg("{person}/{resource}", person=action_name(person), resource=action_name(resource))


def side_name(side: str) -> Verbatim:
    """A side of an exchange tile, by the letter printed on it."""
    return Verbatim(side)


def prices(exchange: str, side: str) -> Items:
    """What a side of an exchange pays: gas 3,000, oil 3,000."""
    paid = components().exchanges[exchange][side]
    return Items(tuple(msg("{resource} {price}", resource=resource_name(r), price=Money(p)) for r, p in paid.items()))


@dataclass(frozen=True)
class ChooseSide(Action):
    """Set-up: the start player picks which side of an exchange tile is in play."""

    exchange: str
    side: str

    def label(self) -> Message:
        return msg(
            "{exchange} side {side}: {prices}",
            exchange=place(self.exchange),
            side=side_name(self.side),
            prices=prices(self.exchange, self.side),
        )

    def drag(self) -> tuple[str, str]:
        return f"exchange:{self.exchange}", f"exchange:{self.exchange}:{self.side}"


@dataclass(frozen=True)
class PlaceCounter(Action):
    seat: int
    counter: str
    target: str
    """An action of the panel, or "research"."""

    def label(self) -> Message:
        if self.target == RESEARCH:
            return msg("Place {counter} under research", counter=counter_name(self.counter))
        return msg("Place {counter} on {action}", counter=counter_name(self.counter), action=action_name(self.target))

    def drag(self) -> tuple[str, str]:
        return f"hand:{self.counter}", f"panel:{self.seat}:{self.target}"


@dataclass(frozen=True)
class PlaceCube(Action):
    """Research: a resource from its reserve to an area that lacks it."""

    resource: str
    area: str

    def label(self) -> Message:
        return msg("Research: {resource} to {area}", resource=resource_name(self.resource), area=place(self.area))

    def drag(self) -> tuple[str, str]:
        return f"reserve:{self.resource}", f"area:{self.area}"


@dataclass(frozen=True)
class ClearResearch(Action):
    def label(self) -> Message:
        return msg("Research: nothing can be placed, counters back to the bag")


@dataclass(frozen=True)
class UseManager(Action):
    seat: int
    target: str
    """The action that gets the Manager counter as a wildcard, or "" for none."""

    def label(self) -> Message:
        if not self.target:
            return msg("Manager: counters back to the bag")
        return msg("Manager: wildcard on {action}", action=action_name(self.target))

    def drag(self) -> tuple[str, str]:
        return f"panel:{self.seat}:manager", f"panel:{self.seat}:{self.target}" if self.target else "bag"


LOGISTICIAN_BUTTON = "logistician"
"""The board name of the Logistician of the seat to act: the table draws it as a button that uses it and, while its
workers move, stops them."""


@dataclass(frozen=True)
class UseLogistician(Action):
    def label(self) -> Message:
        return msgn(
            "Logistician: move workers ({count} step)",
            "Logistician: move workers ({count} steps)",
            count=components().rules["logistician_steps"],
        )

    def drag(self) -> tuple[str, str]:
        return LOGISTICIAN_BUTTON, LOGISTICIAN_BUTTON  # a click on the ready Logistician of the seat to act


@dataclass(frozen=True)
class MoveWorker(Action):
    seat: int
    origin: str
    destination: str

    def label(self) -> Message:
        return msg(
            "Move a worker from {origin} to {destination}",
            origin=place(self.origin),
            destination=place(self.destination),
        )

    def drag(self) -> tuple[str, str]:
        return f"worker:{self.seat}:{self.origin}", f"area:{self.destination}"


@dataclass(frozen=True)
class StopMoving(Action):
    def label(self) -> Message:
        return msg("Stop moving workers")

    def drag(self) -> tuple[str, str]:
        return LOGISTICIAN_BUTTON, LOGISTICIAN_BUTTON  # a second click on the Logistician in use


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

    def label(self) -> Message:
        exchange = place(self.exchange)
        if self.source == RESERVE:
            return msg("Salesman: a new salesman to {exchange}", exchange=exchange)
        if self.source in components().exchanges:
            return msg("Salesman: move from {origin} to {exchange}", origin=place(self.source), exchange=exchange)
        return msg("Salesman: the worker in {area} to {exchange}", area=place(self.source), exchange=exchange)

    def drag(self) -> tuple[str, str]:
        return pawn_name(self.seat, self.source, self.source in components().exchanges), f"exchange:{self.exchange}"


@dataclass(frozen=True)
class UseWorker(Action):
    seat: int
    source: str
    """"reserve"; with an empty reserve, an exchange (a salesman) or an area (a worker)."""
    start: str

    def label(self) -> Message:
        start = place(self.start)
        if self.source == RESERVE:
            return msg("Worker: a new worker to {start}", start=start)
        if self.source in components().exchanges:
            return msg("Worker: the salesman at {exchange} to {start}", exchange=place(self.source), start=start)
        return msg("Worker: the worker in {area} back to {start}", area=place(self.source), start=start)

    def drag(self) -> tuple[str, str] | None:
        if self.source in components().exchanges or self.source == RESERVE:
            return pawn_name(self.seat, self.source, True), f"area:{self.start}"
        return None  # the same drag moves a worker one step with the Logistician: a button does this one


@dataclass(frozen=True)
class Invest(Action):
    seat: int
    tile: str

    def label(self) -> Message:
        return msg("Investor: take the {action} tile", action=action_name(self.tile))

    def drag(self) -> tuple[str, str]:
        return f"tile:{self.tile}", f"panel:{self.seat}:{self.tile}"


@dataclass(frozen=True)
class Extract(Action):
    seat: int
    resource: str
    exchange: str
    cubes: int
    price: int

    def label(self) -> Message:
        return msgn(
            "Extract {count} cube of {resource}, sell at {exchange} for {amount}",
            "Extract {count} cubes of {resource}, sell at {exchange} for {amount}",
            count=self.cubes,
            resource=resource_name(self.resource),
            exchange=place(self.exchange),
            amount=Money(self.cubes * self.price),
        )

    def drag(self) -> tuple[str, str]:
        return f"panel:{self.seat}:{self.resource}", f"exchange:{self.exchange}"


@dataclass(frozen=True)
class Pass(Action):
    def label(self) -> Message:
        return msg("Pass (no more actions this round)")


@dataclass(frozen=True)
class ReturnCounter(Action):
    """End of round: a counter over the panel limit goes back to the bag."""

    seat: int
    counter: str
    space: str

    def label(self) -> Message:
        return msg(
            "Return {counter} from {action} to the bag",
            counter=counter_name(self.counter),
            action=action_name(self.space),
        )

    def drag(self) -> tuple[str, str]:
        return f"counter:{self.seat}:{self.space}:{self.counter}", "bag"


CLOSING_KINDS: frozenset[type[Action]] = frozenset({StopMoving, Pass})
"""The moves that end a step or a turn: the move list shows them first (`Game.closing_kinds`)."""
MOVE_KINDS: dict[type[Action], Message] = {
    ChooseSide: msg("Choose a side"),
    PlaceCounter: msg("Place a counter"),
    PlaceCube: msg("Research"),
    UseManager: msg("Use the Manager"),
    MoveWorker: msg("Move a worker"),
    UseSalesman: msg("Use the Salesman"),
    UseWorker: msg("Use the Worker"),
    Invest: msg("Use the Investor"),
    Extract: msg("Extract and sell"),
    ReturnCounter: msg("Return a counter"),
}
"""What the move list calls the kinds of move it folds when they are too many to list (`Game.move_kinds`)."""
