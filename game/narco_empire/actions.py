"""Narco Empire's actions: what a player does, as small values that say what they do (`label`).

Board things are named for the table's drags: "plantation:0", "laboratory:0", "storage:0",
"transport:0" (a seat's network cards), "line:<card>" (a card drawn this turn), "dealer:<card>",
"crops" (the crop supply), "workers:0", "hitmen:0", "city:<city>", "cartel:0:<card>" (a cartel card in a
seat's hand), "network:0" (a seat's whole network, where a cartel card played against it goes), "compound" (the
police compound), "activities" (the activities left, where a cartel card played face down goes).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.messages import Message, Money, SeatRef, msg
from game.core.protocol import Action
from game.narco_empire.cards import card, cartel_card, city_name
from game.narco_empire.kinds import Thing

CITY = "city:"
"""A dealer named so is a city that always buys (advanced mode's "-2" token), not a dealer card."""


def dealer_title(dealer: str) -> Message:
    """ "the Miami dealer", or "Chicago" for a city that always buys."""
    if dealer.startswith(CITY):
        return msg("{city}", city=city_name(dealer.removeprefix(CITY)))
    return msg("the {dealer}", dealer=card(dealer).title)


def dealer_place(dealer: str) -> str:
    """The board thing a dealer is: "dealer:<card>" or "city:<city>"."""
    return dealer if dealer.startswith(CITY) else f"dealer:{dealer}"


@dataclass(frozen=True)
class PlayOn(Action):
    """Fewer than 7 cards left in round 1: play them."""

    def label(self) -> Message:
        return msg("Play the last cards of round 1")


@dataclass(frozen=True)
class StartRoundTwo(Action):
    def label(self) -> Message:
        return msg("Start round 2 now")


@dataclass(frozen=True)
class Draw(Action):
    def label(self) -> Message:
        return msg("Draw a card")

    def drag(self) -> tuple[str, str]:
        return "deck", "line"


@dataclass(frozen=True)
class Stop(Action):
    def label(self) -> Message:
        return msg("Stop drawing")

    def drag(self) -> tuple[str, str]:
        return "line", "stop"


@dataclass(frozen=True)
class Eliminate(Action):
    """A hitman removes the press, police or military card that just appeared."""

    seat: int
    card: str

    def label(self) -> Message:
        return msg("Send a hitman after the {card}", card=card(self.card).title)

    def drag(self) -> tuple[str, str]:
        return f"hitmen:{self.seat}", f"line:{self.card}"


@dataclass(frozen=True)
class LetStand(Action):
    card: str

    def label(self) -> Message:
        return msg("Let the {card} stand", card=card(self.card).title)


@dataclass(frozen=True)
class Seize(Action):
    """A police seizes a consignment: the player gives it from the laboratory or the storage (`source`, a
    `Thing`), "either from the laboratory or storage"."""

    seat: int
    card: str
    source: str

    def label(self) -> Message:
        if self.source == Thing.LABORATORY:
            return msg("Give the {card} a consignment from your laboratory", card=card(self.card).title)
        return msg("Give the {card} a consignment from your storage", card=card(self.card).title)

    def drag(self) -> tuple[str, str]:
        return f"{self.source}:{self.seat}", f"line:{self.card}"


@dataclass(frozen=True)
class TakeNext(Action):
    """The next card was seen (informant, tip-off): draw it."""

    def label(self) -> Message:
        return msg("Take the card you saw")

    def drag(self) -> tuple[str, str]:
        return "deck", "line"


@dataclass(frozen=True)
class LeaveNext(Action):
    def label(self) -> Message:
        return msg("Leave the card you saw and stop drawing")

    def drag(self) -> tuple[str, str]:
        return "line", "stop"


@dataclass(frozen=True)
class ChooseReward(Action):
    """Four pistols: "hitman" or "cartel" (two cartel cards)."""

    reward: str

    def label(self) -> Message:
        if self.reward == "hitman":
            return msg("Take a hitman for your pistols")
        return msg("Take two cartel cards for your pistols")


@dataclass(frozen=True)
class PlayCartel(Action):
    """A cartel card played for its event; `target` is the seat it is played against, or -1. `seat` (who holds
    it) and `place` (the board thing it acts on: a rival's network, the line's threat, the deck...) only say
    where it is dragged: not part of the key, so saves stay as they were."""

    card: str
    target: int = -1
    seat: int = field(default=-1, compare=False)
    place: str = field(default="", compare=False)

    def label(self) -> Message:
        if self.target < 0:
            return msg("Play {card}", card=cartel_card(self.card).title)
        return msg("Play {card} against {seat}", card=cartel_card(self.card).title, seat=SeatRef(self.target))

    def drag(self) -> tuple[str, str]:
        return f"{Thing.CARTEL}:{self.seat}:{self.card}", self.place


@dataclass(frozen=True)
class CartelActivity(Action):
    """A cartel card played face down for one more activity; `seat` (who holds it) only says where it is dragged
    from, not part of the key."""

    card: str
    seat: int = field(default=-1, compare=False)

    def label(self) -> Message:
        return msg("Play {card} face down for an extra activity", card=cartel_card(self.card).title)

    def drag(self) -> tuple[str, str]:
        return f"{Thing.CARTEL}:{self.seat}:{self.card}", Thing.ACTIVITIES


@dataclass(frozen=True)
class PassCartel(Action):
    always: bool = False

    def label(self) -> Message:
        if self.always:
            return msg("Pass, and never ask me again in others' turns")
        return msg("Play no cartel card")


@dataclass(frozen=True)
class AskAgain(Action):
    """Undo "never ask me again": cartel cards are offered in others' turns again."""

    def label(self) -> Message:
        return msg("Ask me again when I can play a cartel card in others' turns")


@dataclass(frozen=True)
class Produce(Action):
    seat: int

    def label(self) -> Message:
        return msg("Produce merchandise in the laboratory")

    def drag(self) -> tuple[str, str]:
        return f"plantation:{self.seat}", f"laboratory:{self.seat}"


@dataclass(frozen=True)
class Ship(Action):
    seat: int

    def label(self) -> Message:
        return msg("Ship merchandise to the storage")

    def drag(self) -> tuple[str, str]:
        return f"laboratory:{self.seat}", f"storage:{self.seat}"


@dataclass(frozen=True)
class Deliver(Action):
    """Storage to a dealer (a card of the line, one beside the deck, or a city that always buys)."""

    seat: int
    dealer: str
    free: bool = False

    def label(self) -> Message:
        if self.free:
            return msg("Deliver to {dealer} as the last move, free", dealer=dealer_title(self.dealer))
        return msg("Deliver to {dealer}", dealer=dealer_title(self.dealer))

    def drag(self) -> tuple[str, str]:
        return f"storage:{self.seat}", dealer_place(self.dealer)


@dataclass(frozen=True)
class EndManagement(Action):
    def label(self) -> Message:
        return msg("Finish and collect earnings")


@dataclass(frozen=True)
class BuyCrop(Action):
    seat: int
    price: int

    def label(self) -> Message:
        return msg("Buy a crop for {price}", price=Money(self.price, "million"))

    def drag(self) -> tuple[str, str]:
        return "crops", f"plantation:{self.seat}"


@dataclass(frozen=True)
class BuyCard(Action):
    """A laboratory, transport or storage card of the line replaces the seat's own (out of turn: +1)."""

    seat: int
    card: str
    price: int

    def label(self) -> Message:
        return msg("Buy the {card} for {price}", card=card(self.card).title, price=Money(self.price, "million"))

    def drag(self) -> tuple[str, str]:
        return f"line:{self.card}", f"{card(self.card).kind}:{self.seat}"


@dataclass(frozen=True)
class BuyNothing(Action):
    def label(self) -> Message:
        return msg("Buy nothing")


@dataclass(frozen=True)
class HireHitman(Action):
    """Advanced mode: a worker becomes a hitman for 2 million."""

    seat: int
    price: int

    def label(self) -> Message:
        return msg("Turn a worker into a hitman for {price}", price=Money(self.price, "million"))

    def drag(self) -> tuple[str, str]:
        return f"workers:{self.seat}", f"hitmen:{self.seat}"


@dataclass(frozen=True)
class WorkerActivity(Action):
    def label(self) -> Message:
        return msg("Use up a worker for an extra activity")


@dataclass(frozen=True)
class PlaceWorker(Action):
    seat: int
    city: str

    def label(self) -> Message:
        return msg("Place a worker in {city}", city=city_name(self.city))

    def drag(self) -> tuple[str, str]:
        return f"workers:{self.seat}", f"city:{self.city}"


@dataclass(frozen=True)
class SendSeller(Action):
    """Advanced mode: a worker goes along with a delivery to sell (1 million more, the worker is gone)."""

    seat: int
    dealer: str

    def label(self) -> Message:
        return msg("Send a worker to sell at {dealer}", dealer=dealer_title(self.dealer))

    def drag(self) -> tuple[str, str]:
        """Onto the dealer card, or for a city that always buys onto the sale drawn in the city: the city
        itself is where a worker is placed (`PlaceWorker`)."""
        if self.dealer.startswith(CITY):
            return f"workers:{self.seat}", f"{Thing.SALE}:{self.dealer.removeprefix(CITY)}"
        return f"workers:{self.seat}", dealer_place(self.dealer)


CLOSING_KINDS: frozenset[type[Action]] = frozenset({Stop, EndManagement, BuyNothing})
"""The moves that end a step or a turn: the move list shows them first (`Game.closing_kinds`)."""
MOVE_KINDS: dict[type[Action], Message] = {
    Seize: msg("Give up a consignment"),
    ChooseReward: msg("Choose a reward"),
    PlayCartel: msg("Play a cartel card"),
    CartelActivity: msg("Play a cartel card for an activity"),
    PassCartel: msg("Play no cartel card"),
    Deliver: msg("Deliver to a dealer"),
    BuyCard: msg("Buy a card"),
    PlaceWorker: msg("Place a worker"),
    SendSeller: msg("Send a worker to sell"),
}
"""What the move list calls the kinds of move it folds when they are too many to list (`Game.move_kinds`)."""
