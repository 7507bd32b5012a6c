"""The moves of Competitors: what a player does, with its stable key (its fields) and its label.

Movement is a destination chosen among the legal stops of the vehicle's movement turn (`Go`): the
rules find the route (fewest movement points, then fewest customs borders) and resolve it step by
step, so the list of moves stays short and a vehicle dragged onto a lit stop is one move. A movement
turn may hold several legs (stop, load a truck, sail on) and ends with `EndMovement` or when its points
run out.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.competitors.data import load_data
from game.competitors.kinds import VEHICLE_THINGS, ContractKind, Thing, VehicleKind
from game.competitors.state import AIR_PREFIX, HEX_PREFIX, hex_of
from game.core.messages import Message, Money, SeatRef, Term, msg, place
from game.core.protocol import Action, thing_of

SOURCE_PREFIX = "headquarters:"
TARGET_PREFIX = "territory:"
VEHICLE_PREFIX = "vehicle:"
HAND = "hand"
"""The looking seat's hand, where a drawn card goes; its cards are "hand:territory:N" and "hand:contract:N"."""
HAND_PREFIX = f"{HAND}:"
DECK_PREFIX = "deck:"
"""A draw pile: "deck:territory" or "deck:contract"."""


def vehicle_term(kind: VehicleKind) -> Term:
    return Term(kind, "vehicle")


def vehicle_label(kind: VehicleKind, number: int) -> Message:
    """ "truck 3": vehicles are numbered across the table, so a number names one piece."""
    return msg("{vehicle} {number}", vehicle=vehicle_term(kind), number=number)


def contract_label(number: int) -> Message:
    card = load_data().contract_cards[number - 1]
    if card.kind == ContractKind.SPECIAL:
        return msg("{title} (card {number})", title=Term(card.title, "card"), number=number)
    return msg("{goods} (card {number})", goods=Term(card.goods, "goods"), number=number)


def spot_name(at: str) -> str:
    """The board thing of a place a vehicle may stand: a sea hex by its own name, a territory as "territory:..."."""
    return at if at.startswith(HEX_PREFIX) else f"{TARGET_PREFIX}{at}"


def target_label(target: str) -> Message | Term:
    if target.startswith(HEX_PREFIX):
        column, row = hex_of(target)
        return msg("the sea hex {column}-{row}", column=column, row=row)
    return place(target)


@dataclass(frozen=True)
class ChooseHeadquarters(Action):
    seat: int
    territory: str

    def label(self) -> Message:
        return msg("HQ in {territory}", territory=place(self.territory))

    def drag(self) -> tuple[str, str]:
        return f"{SOURCE_PREFIX}{self.seat}", f"{TARGET_PREFIX}{self.territory}"


@dataclass(frozen=True)
class DrawCard(Action):
    seat: int
    deck: str
    """"territory" or "contract"."""

    def label(self) -> Message:
        if self.deck == "territory":
            return msg("Draw a territory card")
        return msg("Draw a contract card")

    def drag(self) -> tuple[str, str]:
        return f"{DECK_PREFIX}{self.deck}", HAND


@dataclass(frozen=True)
class SignContract(Action):
    seat: int
    contract: int
    sender: str
    receiver: str
    vehicle: int
    kind: VehicleKind = field(compare=False)

    def label(self) -> Message:
        return msg(
            "Sign {contract}: {sender} to {receiver} by {vehicle}",
            contract=contract_label(self.contract),
            sender=place(self.sender),
            receiver=place(self.receiver),
            vehicle=vehicle_label(self.kind, self.vehicle),
        )

    def drag(self) -> tuple[str, str]:
        """The contract card onto the vehicle: the receivers it may go to are then a choice of their own."""
        return f"{HAND_PREFIX}{Thing.CONTRACT}:{self.contract}", f"{VEHICLE_PREFIX}{self.vehicle}"


def setting_off(vehicle: int, at: str) -> tuple[str, str] | None:
    """The drag that starts a movement turn (an action): the vehicle dropped where it stands; none in the air."""
    return (f"{VEHICLE_PREFIX}{vehicle}", spot_name(at)) if at and not at.startswith(AIR_PREFIX) else None


@dataclass(frozen=True)
class Deliver(Action):
    seat: int
    contract: int
    vehicle: int = field(default=0, compare=False)
    """The vehicle signed for the contract, and where it stands (its sender): what a player drags."""
    at: str = field(default="", compare=False)

    def label(self) -> Message:
        return msg("Deliver {contract}", contract=contract_label(self.contract))

    def drag(self) -> tuple[str, str] | None:
        return setting_off(self.vehicle, self.at)


@dataclass(frozen=True)
class Move(Action):
    """A movement turn without goods (one action)."""

    seat: int
    vehicle: int
    kind: VehicleKind = field(compare=False)
    at: str = field(default="", compare=False)
    """Where the vehicle stands: dropping it there sets it off."""
    sits_out: bool = field(default=False, compare=False)
    """The vehicle must sit out its next movement turn (a strike): this action spends it standing still."""

    def label(self) -> Message:
        if self.sits_out:
            return msg(
                "Move {vehicle} without goods: it sits out this movement turn",
                vehicle=vehicle_label(self.kind, self.vehicle),
            )
        return msg("Move {vehicle} without goods", vehicle=vehicle_label(self.kind, self.vehicle))

    def drag(self) -> tuple[str, str] | None:
        return setting_off(self.vehicle, self.at)


@dataclass(frozen=True)
class Go(Action):
    """One leg of a movement turn, to a legal stop."""

    seat: int
    vehicle: int
    target: str
    kind: VehicleKind = field(compare=False)

    def label(self) -> Message:
        # where first: the list of a movement's stops is scanned for a place ("aircraft 4 to" read as "4to" too)
        return msg(
            "To {target} ({vehicle})", vehicle=vehicle_label(self.kind, self.vehicle), target=target_label(self.target)
        )

    def drag(self) -> tuple[str, str]:
        return f"{VEHICLE_PREFIX}{self.vehicle}", spot_name(self.target)


@dataclass(frozen=True)
class Board(Action):
    """Load a truck onto a ship in port or an aircraft at the airport of its territory (free)."""

    seat: int
    truck: int
    carrier: int
    kind: VehicleKind = field(compare=False)

    def label(self) -> Message:
        return msg(
            "Load {truck} onto {carrier}",
            truck=vehicle_label(VehicleKind.TRUCK, self.truck),
            carrier=vehicle_label(self.kind, self.carrier),
        )

    def drag(self) -> tuple[str, str]:
        return f"{VEHICLE_PREFIX}{self.truck}", f"{VEHICLE_PREFIX}{self.carrier}"


@dataclass(frozen=True)
class Disembark(Action):
    seat: int
    truck: int

    def label(self) -> Message:
        return msg("Unload {truck}", truck=vehicle_label(VehicleKind.TRUCK, self.truck))


@dataclass(frozen=True)
class TransferGoods(Action):
    """Move the goods of the delivery to another vehicle of the company in the same territory."""

    seat: int
    vehicle: int
    kind: VehicleKind = field(compare=False)

    def label(self) -> Message:
        return msg("Move the goods to {vehicle}", vehicle=vehicle_label(self.kind, self.vehicle))


@dataclass(frozen=True)
class EndMovement(Action):
    seat: int

    def label(self) -> Message:
        return msg("End the movement turn here")


@dataclass(frozen=True)
class PassAction(Action):
    """Offered only when no action can be taken (no card to draw, no money for fuel)."""

    seat: int

    def label(self) -> Message:
        return msg("Pass this action")


@dataclass(frozen=True)
class BuyVehicle(Action):
    seat: int
    kind: VehicleKind
    territory: str

    def label(self) -> Message:
        price = load_data().rules["buy"][self.kind]
        return msg(
            "Buy a new {vehicle} in {territory} ({price})",
            vehicle=vehicle_term(self.kind),
            territory=place(self.territory),
            price=Money(price),
        )


@dataclass(frozen=True)
class SellVehicle(Action):
    seat: int
    vehicle: int
    kind: VehicleKind = field(compare=False)

    def label(self) -> Message:
        price = load_data().rules["sell"][self.kind]
        return msg("Sell {vehicle} ({price})", vehicle=vehicle_label(self.kind, self.vehicle), price=Money(price))


@dataclass(frozen=True)
class BuyBranch(Action):
    seat: int
    territory: str

    def label(self) -> Message:
        return msg(
            "Open a branch in {territory} ({price})",
            territory=place(self.territory),
            price=Money(load_data().rules["buy"]["branch"]),
        )


@dataclass(frozen=True)
class SellBranch(Action):
    seat: int
    territory: str

    def label(self) -> Message:
        return msg(
            "Sell the branch in {territory} ({price})",
            territory=place(self.territory),
            price=Money(load_data().rules["sell"]["branch"]),
        )


@dataclass(frozen=True)
class PlaySpecial(Action):
    """A special (star) contract card, played at no action or cost. `target` names what it is played on:
    a territory (attached there), "vehicle:ID", "seat:N", "contract:N", "attached:N" (a card attached
    somewhere) or "" (nothing)."""

    seat: int
    card: int
    target: str

    def label(self) -> Message:
        card = contract_label(self.card)
        kind, value = thing_of(self.target, Thing)
        if not self.target:
            return msg("Play {card}", card=card)
        if kind == Thing.VEHICLE:
            return msg("Play {card} on vehicle {number}", card=card, number=int(value))
        if kind == Thing.SEAT:
            return msg("Play {card} on {seat}", card=card, seat=SeatRef(int(value)))
        if kind == Thing.CONTRACT:
            return msg("Play {card} on {contract}", card=card, contract=contract_label(int(value)))
        if kind == Thing.ATTACHED:
            return msg("Play {card} to discard {other}", card=card, other=contract_label(int(value)))
        return msg("Play {card} in {territory}", card=card, territory=place(self.target))


def item_label(item: str) -> Message | Term:
    """A thing in a trade: a card, a vehicle, passage for a truck on a ship or aircraft, a branch."""
    kind, value = thing_of(item, Thing)
    if kind == Thing.TERRITORY:
        number = int(value)
        if not number:
            return msg("a territory card")
        return msg("the territory card {territory}", territory=place(load_data().territory_cards[number - 1].territory))
    if kind == Thing.CONTRACT:
        return contract_label(int(value)) if int(value) else msg("a contract card")
    if kind in VEHICLE_THINGS:
        return vehicle_label(VehicleKind(kind), int(value))
    if kind == Thing.PASSAGE:
        carrier, _, carrier_id = value.partition(":")
        return msg("passage for a truck on {carrier}", carrier=vehicle_label(VehicleKind(carrier), int(carrier_id)))
    return msg("the branch in {territory}", territory=place(value))


@dataclass(frozen=True)
class PlaceVehicle(Action):
    """A vehicle got in a trade or an auction, brought to a base of its new company where it can stand
    ("new movement tokens purchased or obtained at the end of a negotiation"), or left where it stands
    (`territory` is then its position and `stays` is set). Free, as negotiations are."""

    seat: int
    vehicle: int
    territory: str
    kind: VehicleKind = field(compare=False)
    stays: bool = field(default=False, compare=False)

    def label(self) -> Message:
        if self.stays:
            return msg("Leave {vehicle} where it stands", vehicle=vehicle_label(self.kind, self.vehicle))
        return msg(
            "Bring {vehicle} to your headquarters or branch in {territory}",
            vehicle=vehicle_label(self.kind, self.vehicle),
            territory=place(self.territory),
        )

    def drag(self) -> tuple[str, str] | None:
        return None if self.stays else (f"{VEHICLE_PREFIX}{self.vehicle}", f"{TARGET_PREFIX}{self.territory}")


@dataclass(frozen=True)
class ProposeTrade(Action):
    """Start composing an offer (free: negotiations are never actions)."""

    seat: int

    def label(self) -> Message:
        return msg("Propose a trade")


@dataclass(frozen=True)
class TradeWith(Action):
    seat: int
    other: int

    def label(self) -> Message:
        return msg("Offer to {seat}", seat=SeatRef(self.other))


@dataclass(frozen=True)
class TradeItem(Action):
    seat: int
    side: str
    """"give" or "take"."""
    item: str

    def label(self) -> Message:
        if self.side == "give":
            return msg("Give {item}", item=item_label(self.item))
        return msg("Ask for {item}", item=item_label(self.item))


@dataclass(frozen=True)
class TradeMoney(Action):
    seat: int
    side: str
    amount: int

    def label(self) -> Message:
        if self.side == "give":
            return msg("Give {amount} more", amount=Money(self.amount))
        return msg("Ask {amount} more", amount=Money(self.amount))


@dataclass(frozen=True)
class TradeDrop(Action):
    """Take a thing out of the offer being composed (a counter-offer may change any part of what it inherits)."""

    seat: int
    side: str
    """"give" or "take"."""
    item: str

    def label(self) -> Message:
        if self.side == "give":
            return msg("Take back {item}", item=item_label(self.item))
        return msg("No longer ask for {item}", item=item_label(self.item))


@dataclass(frozen=True)
class TradeLess(Action):
    """Lower the money on one side of the offer being composed (haggling goes both ways)."""

    seat: int
    side: str
    amount: int

    def label(self) -> Message:
        if self.side == "give":
            return msg("Give {amount} less", amount=Money(self.amount))
        return msg("Ask {amount} less", amount=Money(self.amount))


@dataclass(frozen=True)
class NoOffer(Action):
    """Let an opening point pass without opening an offer or an auction."""

    seat: int

    def label(self) -> Message:
        return msg("No offer now")


@dataclass(frozen=True)
class SendOffer(Action):
    seat: int

    def label(self) -> Message:
        return msg("Send the offer")


@dataclass(frozen=True)
class CancelOffer(Action):
    seat: int

    def label(self) -> Message:
        return msg("Withdraw the offer")


@dataclass(frozen=True)
class AnswerOffer(Action):
    seat: int
    answer: str
    """"accept", "refuse" or "counter"."""

    def label(self) -> Message:
        return {
            "accept": msg("Accept the offer"),
            "refuse": msg("Refuse the offer"),
            "counter": msg("Make a counter-offer"),
        }[self.answer]


@dataclass(frozen=True)
class StartAuction(Action):
    """Put what the offer gives up for auction instead of sending it: the money it asks is the opening bid."""

    seat: int

    def label(self) -> Message:
        return msg("Auction it")


@dataclass(frozen=True)
class Bid(Action):
    seat: int
    amount: int

    def label(self) -> Message:
        return msg("Bid {amount}", amount=Money(self.amount))


@dataclass(frozen=True)
class DropOut(Action):
    """Leave the auction (for good: an auction goes round until one bidder is left)."""

    seat: int

    def label(self) -> Message:
        return msg("Drop out of the auction")


CLOSING_KINDS: frozenset[type[Action]] = frozenset({EndMovement, PassAction})
"""The moves that end a step or a turn: the move list shows them first (`Game.closing_kinds`)."""
MOVE_KINDS: dict[type[Action], Message] = {
    ChooseHeadquarters: msg("Choose your headquarters"),
    DrawCard: msg("Draw a card"),
    SignContract: msg("Sign a contract"),
    Deliver: msg("Deliver a contract"),
    Move: msg("Move a vehicle without goods"),
    Go: msg("Choose where to stop"),
    Board: msg("Load a truck onto a ship"),
    Disembark: msg("Unload a truck"),
    TransferGoods: msg("Move the goods to another vehicle"),
    BuyVehicle: msg("Buy a vehicle"),
    SellVehicle: msg("Sell a vehicle"),
    BuyBranch: msg("Open a branch"),
    SellBranch: msg("Sell a branch"),
    PlaySpecial: msg("Play a special card"),
    PlaceVehicle: msg("Place a vehicle"),
    TradeWith: msg("Choose whom to offer to"),
    TradeItem: msg("Add a card to the offer"),
    TradeMoney: msg("Add money to the offer"),
    TradeDrop: msg("Take a card back from the offer"),
    TradeLess: msg("Take money back from the offer"),
    AnswerOffer: msg("Answer the offer"),
    Bid: msg("Bid"),
}
"""What the move list calls the kinds of move it folds when they are too many to list (`Game.move_kinds`)."""
