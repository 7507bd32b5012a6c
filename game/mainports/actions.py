"""Mainports' actions: one class per decision a player makes.

A class's compared fields are its key (what saves store); the fields with `compare=False` hold what
the player reads about the move and where it is dragged (from the cards and the board at the time it
is offered), so that its label and drag need no state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.messages import Message, Money, Term, msg, msgn, place
from game.core.protocol import Action
from game.mainports.board import Spot
from game.mainports.kinds import RondelAction
from game.mainports.state import ACTION_TITLES, Contract, TechCard, card_name, good

ENDS = {
    "contracts": msg("End the contracts action"),
    "fuel": msg("End the fuel market action"),
    "navigate": msg("End navigating"),
    "technology": msg("Buy no technology"),
}
"""How "done" reads in each rondel action it ends."""


# --- set-up ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class KeepContract(Action):
    """Keep one of the start contracts offered."""

    card: int
    contract: Contract = field(compare=False)

    def label(self) -> Message:
        return msg("Keep contract {contract}", contract=self.contract.label())

    def drag(self) -> tuple[str, str]:
        return f"offer:{self.card}", "hand:contracts"


@dataclass(frozen=True)
class KeepDone(Action):
    """Keep the start contracts chosen and return the rest."""

    kept: int = field(compare=False)

    def label(self) -> Message:
        return msgn(
            "Keep this contract, return the rest", "Keep these {count} contracts, return the rest", count=self.kept
        )


@dataclass(frozen=True)
class StartShip(Action):
    """Put a ship in a start port."""

    port: str
    fee: int = field(compare=False)
    seat: int = field(compare=False)

    def label(self) -> Message:
        if self.fee:
            return msg("Start a ship in {port} (port fee {fee})", port=place(self.port), fee=Money(self.fee))
        return msg("Start a ship in {port}", port=place(self.port))

    def drag(self) -> tuple[str, str]:
        return f"newship:{self.seat}", f"port:{self.port}"


@dataclass(frozen=True)
class StartFuel(Action):
    """Buy one of the start fuel cards offered."""

    card: int
    price: int = field(compare=False)

    def label(self) -> Message:
        return msg("Buy fuel {value} for {price}", value=card_name(self.card), price=Money(self.price))

    def drag(self) -> tuple[str, str]:
        return f"offerfuel:{self.card}", "hand:fuel"


@dataclass(frozen=True)
class StartFuelDone(Action):
    """Buy no more start fuel."""

    def label(self) -> Message:
        return msg("Buy no more fuel")


# --- a turn ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Rondel(Action):
    """Move the pawn to a rondel field, playing fuel cards for the fields beyond the free ones."""

    to: int
    """The field moved to."""
    fuel_cards: int
    action: RondelAction = field(compare=False)
    """The rondel action of that field."""
    seat: int = field(compare=False)

    def label(self) -> Message:
        if self.fuel_cards:
            return msgn(
                "Rondel field {field}: {action} (play {count} fuel card)",
                "Rondel field {field}: {action} (play {count} fuel cards)",
                count=self.fuel_cards,
                field=self.to + 1,
                action=ACTION_TITLES[self.action],
            )
        return msg("Rondel field {field}: {action}", field=self.to + 1, action=ACTION_TITLES[self.action])

    def drag(self) -> tuple[str, str]:
        return f"pawn:{self.seat}", f"rondel:{self.to}"


@dataclass(frozen=True)
class TakeContract(Action):
    card: int
    contract: Contract = field(compare=False)

    def label(self) -> Message:
        return msg("Take contract {contract}", contract=self.contract.label())

    def drag(self) -> tuple[str, str]:
        return f"contract:{self.card}", "hand:contracts"


@dataclass(frozen=True)
class RefreshContract(Action):
    """Discard a contract of the display for the deck's next."""

    card: int
    contract: Contract = field(compare=False)

    def label(self) -> Message:
        return msg("Refresh contract {contract}", contract=self.contract.label())

    def drag(self) -> tuple[str, str]:
        return f"contract:{self.card}", "discard:contracts"


@dataclass(frozen=True)
class BuyFuel(Action):
    slot: int
    card: int = field(compare=False)
    """The fuel or sea card in the slot."""
    price: int = field(compare=False)

    def label(self) -> Message:
        return msg(
            "Buy fuel {value} (slot {slot}) for {price}",
            value=card_name(self.card),
            slot=self.slot + 1,
            price=Money(self.price),
        )

    def drag(self) -> tuple[str, str]:
        return f"fuel:{self.slot}", "hand:fuel"


@dataclass(frozen=True)
class FreeFuel(Action):
    """Take the cheapest card of the fuel market free, which ends the action."""

    slot: int
    card: int = field(compare=False)

    def label(self) -> Message:
        return msg("Take the cheapest fuel card ({value}) free", value=card_name(self.card))


@dataclass(frozen=True)
class RefreshFuel(Action):
    def label(self) -> Message:
        return msg("Refresh the whole fuel market")


@dataclass(frozen=True)
class Sail(Action):
    """Burn a fuel or sea card to sail a ship to a port, a fairway space or a sea."""

    card: int
    ship: int
    place: str
    via: tuple[str, ...]
    """The mainports charging a fee on the way (passed, then the one stopped in)."""
    fee: int = field(compare=False)
    route: tuple[Spot, Spot] = field(compare=False)
    """Where the ship starts and stops."""
    seat: int = field(compare=False)
    dragged: bool = field(compare=False)
    """Whether this is the sailing a drag of the ship onto the place plays: of several ways to one board
    thing (cards, fairway headings), the first."""

    def label(self) -> Message:
        start, stop = self.route
        if self.fee:
            return msg(
                "Ship {ship}: {start} to {stop}, fuel {value}, fees {fees}",
                ship=self.ship + 1,
                start=start.label(),
                stop=stop.label(),
                value=card_name(self.card),
                fees=Money(self.fee),
            )
        return msg(
            "Ship {ship}: {start} to {stop}, fuel {value}",
            ship=self.ship + 1,
            start=start.label(),
            stop=stop.label(),
            value=card_name(self.card),
        )

    def drag(self) -> tuple[str, str] | None:
        return (f"ship:{self.seat}:{self.ship}", drop_target(self.place)) if self.dragged else None


def drop_target(position: str) -> str:
    """The board thing a ship is dropped on to sail to `position`: the port, the sea section, or the
    fairway space whatever the heading."""
    return position.rsplit(":", 1)[0] if position.startswith("fw:") else position


@dataclass(frozen=True)
class Load(Action):
    card: int
    ship: int
    contract: Contract = field(compare=False)
    seat: int = field(compare=False)

    def label(self) -> Message:
        return msg(
            "Ship {ship}: load {good} in {port} for {contract}",
            ship=self.ship + 1,
            good=good(self.contract.good),
            port=place(self.contract.load),
            contract=self.contract.label(),
        )

    def drag(self) -> tuple[str, str]:
        return f"hand:contract:{self.card}", f"ship:{self.seat}:{self.ship}"


@dataclass(frozen=True)
class Unload(Action):
    card: int
    ship: int
    contract: Contract = field(compare=False)

    def label(self) -> Message:
        return msg(
            "Ship {ship}: deliver {good} in {port}",
            ship=self.ship + 1,
            good=good(self.contract.good),
            port=place(self.contract.deliver),
        )

    def drag(self) -> tuple[str, str]:
        return f"cargo:{self.card}", f"port:{self.contract.deliver}"


@dataclass(frozen=True)
class BuyTech(Action):
    slot: int
    tech: TechCard = field(compare=False)
    price: int = field(compare=False)

    def label(self) -> Message:
        return msg("Buy {card} for {price}", card=self.tech.label(), price=Money(self.price))

    def drag(self) -> tuple[str, str]:
        return f"tech:{self.slot}", "hand:tech"


@dataclass(frozen=True)
class BuyShip(Action):
    port: str
    price: int = field(compare=False)
    fee: int = field(compare=False)
    seat: int = field(compare=False)

    def label(self) -> Message:
        if self.fee:
            return msg(
                "Buy a ship for {price} in {port} (port fee {fee})",
                price=Money(self.price),
                port=place(self.port),
                fee=Money(self.fee),
            )
        return msg("Buy a ship for {price} in {port}", price=Money(self.price), port=place(self.port))

    def drag(self) -> tuple[str, str]:
        return f"newship:{self.seat}", f"port:{self.port}"


@dataclass(frozen=True)
class EndAction(Action):
    """Done: ends the rondel action being carried out, and the turn."""

    action: RondelAction = field(compare=False)

    def label(self) -> Message:
        return ENDS[self.action]


# --- any time in one's turn ------------------------------------------------------------------------


@dataclass(frozen=True)
class CancelContract(Action):
    """Cancel a contract, free with a Negotiator (`negotiator`), else for the breach fine (`cost`)."""

    card: int
    contract: Contract = field(compare=False)
    negotiator: TechCard | None = field(compare=False)
    cost: int = field(compare=False)

    def label(self) -> Message:
        if self.negotiator is not None:
            return msg(
                "Cancel contract {contract}: free ({card})",
                contract=self.contract.label(),
                card=Term(self.negotiator.title, "card"),
            )
        return msg("Cancel contract {contract}: pay {cost}", contract=self.contract.label(), cost=Money(self.cost))

    def drag(self) -> tuple[str, str]:
        return f"hand:contract:{self.card}", "discard:contracts"


@dataclass(frozen=True)
class UsePerformanceBonus(Action):
    tech: TechCard = field(compare=False)
    bonus: int = field(compare=False)

    def label(self) -> Message:
        return msg("Use {card}: +{bonus}", card=self.tech.label(), bonus=Money(self.bonus))


CLOSING_KINDS: frozenset[type[Action]] = frozenset({KeepDone, StartFuelDone, EndAction})
"""The moves that end a step or a turn: the move list shows them first (`Game.closing_kinds`)."""
MOVE_KINDS: dict[type[Action], Message] = {
    KeepContract: msg("Keep a contract"),
    StartShip: msg("Start a ship"),
    StartFuel: msg("Buy fuel"),
    Rondel: msg("Choose a rondel field"),
    TakeContract: msg("Take a contract"),
    RefreshContract: msg("Refresh a contract"),
    BuyFuel: msg("Buy fuel"),
    Sail: msg("Move a ship"),
    Load: msg("Load goods"),
    Unload: msg("Deliver goods"),
    BuyTech: msg("Buy a technology"),
    BuyShip: msg("Buy a ship"),
    CancelContract: msg("Cancel a contract"),
}
"""What the move list calls the kinds of move it folds when they are too many to list (`Game.move_kinds`)."""
