"""The state of a Competitors game: companies, vehicles, cards, signed contracts, the delivery under way.

Positions are strings, so that saves and views read them as they are: a territory's name (a truck
there, a ship in its port, an aircraft at its airport), "hex:C:R" (a ship at sea on a sea hex) or
"air:X:Y" (an aircraft in flight at a map point, rounded to whole map pixels).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Self

from game.competitors.kinds import DecisionKind, DrawnKind, Phase, VehicleKind
from game.core.copying import clone_fields, copy_deep, copy_inner, described
from game.core.flow import Flow
from game.core.protocol import State
from game.core.rng import Rng

HIDDEN = 0
"""A card the viewing seat cannot see (cards are numbered from 1)."""
HEX_PREFIX = "hex:"
AIR_PREFIX = "air:"


def hex_name(cell: tuple[int, int]) -> str:
    return f"{HEX_PREFIX}{cell[0]}:{cell[1]}"


def hex_of(position: str) -> tuple[int, int]:
    col, row = position.removeprefix(HEX_PREFIX).split(":")
    return int(col), int(row)


def air_name(point: tuple[float, float]) -> str:
    return f"{AIR_PREFIX}{round(point[0])}:{round(point[1])}"


def air_point(position: str) -> tuple[float, float]:
    x, y = position.removeprefix(AIR_PREFIX).split(":")
    return float(x), float(y)


def on_land(position: str) -> bool:
    """A territory's name rather than a hex at sea or a point in the sky."""
    return not position.startswith((HEX_PREFIX, AIR_PREFIX))


@dataclass
class Vehicle:
    id: int
    owner: int
    kind: VehicleKind
    at: str
    aboard: int | None = None
    """The ship or aircraft a truck rides on."""
    cargo: int | None = None
    """The truck a ship or aircraft carries."""
    lost_turns: int = 0
    """Movement turns the vehicle must sit out (a strike, a general strike)."""
    bonus: int = 0
    """Movement points added to (or taken from) its next movement turn by a political-social event."""
    origin: str = ""
    """An aircraft's airport of departure (its continent decides the intercontinental rule while in flight)."""


@dataclass
class Signed:
    """A signed contract: sender territory card, face-down contract card, receiver territory card."""

    owner: int
    contract: int
    sender: str
    receiver: str
    vehicle: int
    extra_turns: int = 0
    """Movement turns added by an Express courier card."""


@dataclass
class Movement:
    """A movement turn under way: of a vehicle moved without goods, or one turn of a delivery."""

    vehicle: int
    """The vehicle the turn belongs to (during a delivery: the one with the goods)."""
    points: int
    carrier_points: int = -1
    """Points left to the ship or aircraft carrying the turn's truck (-1: it has not moved yet)."""
    fuelled: list[int] = field(default_factory=list)
    """Vehicles that have paid this turn's fuel (trucks and ships pay once a turn, aircraft by the leg)."""


@dataclass
class Delivery:
    contract: int
    """The card number of the signed contract being delivered."""
    turn: int = 1
    """The movement turn under way (1 for the first)."""
    turns: int = 1
    """The contract's time limit in movement turns."""
    customs_free: bool = False
    """A Trusted trader card: no more customs cards for this delivery."""
    broker: bool = False
    """A Customs broker: the first customs card of this delivery is ignored."""


@dataclass
class Danger:
    d6: int
    d12: int


@dataclass
class Drawn:
    """A customs card or a roll of the dice, left on the table until a later move draws or rolls."""

    kind: DrawnKind
    values: tuple[int, ...]
    seat: int | None
    """The company whose vehicle drew or rolled (None for the weather)."""


@dataclass
class Offer:
    """A trade offer: what the proposer gives and what it asks, to one or more players."""

    proposer: int
    to: list[int] = field(default_factory=list)
    give: list[str] = field(default_factory=list)
    """Things of the proposer's: "territory:N", "contract:N" (cards), "truck:ID" (or ship, aircraft), "branch:NAME"."""
    take: list[str] = field(default_factory=list)
    """Things of the recipient's: vehicles and branches (what is on the board)."""
    give_money: int = 0
    take_money: int = 0
    countered: bool = False
    """A counter-offer (answered by accepting or refusing only, so haggling ends)."""
    steps: int = 0
    """Steps taken composing it (at most COMPOSE_STEPS, so that composing ends: things go in and out again)."""


@dataclass
class Auction:
    """Things put up for auction: the others bid in turn until one bidder is left."""

    seller: int
    items: list[str]
    bidding: list[int]
    """The companies still bidding, in turn order from the seller's left."""
    opening: int = 0
    """The lowest first bid (the money the offer asked)."""
    bid: int = 0
    bidder: int | None = None
    """Who bid highest so far (None: no bid yet)."""


POSITION_FIELDS = (
    "headquarters",
    "current_player",
    "phase",
    "round",
    "first_player",
    "turn_player",
    "actions_left",
    "money",
    "points",
    "points_mode",
    "last_round",
    "bank",
    "branches",
    "bureaucracy",
    "insurance",
    "attached",
    "vehicles",
    "next_vehicle",
    "signed",
    "contract_deck",
    "contract_discard",
    "contract_hands",
    "customs_deck",
    "territory_deck",
    "territory_discard",
    "territory_hands",
    "start_rolls",
    "movement",
    "delivery",
    "danger",
    "flow",
    "offer",
    "auction",
    "charters",
    "offers_made",
    "bot_offers",
    "openers",
    "rng",
)
"""The fields that make up a position (`CompetitorsState.position`); the draws on show (`drawn`) follow
from the moves."""


class CompetitorsState(State):
    def __init__(self, players: int, rng: Rng) -> None:
        self.rng = rng
        self.start_rolls: list[list[int]] = []
        """The 6-sided die rolls for first player, one list per round of rolling (ties roll again)."""
        self.first_player = self._roll_for_first(players)
        self.current_player = self.first_player
        self.turn_player = self.first_player
        self.phase = Phase.HEADQUARTERS
        self.round = 0
        self.last_round = 0
        """The round after which the game ends (the round track, or the limit in points mode)."""
        self.points_mode = False
        self.actions_left = 0
        self.headquarters: list[str | None] = [None] * players
        self.branches: list[list[str]] = [[] for _ in range(players)]
        self.attached: dict[str, list[int]] = {}
        """Territory of a headquarters or branch -> special contract cards attached there."""
        self.money = [0] * players
        self.bank = 0
        """What the bank has paid out less what it has taken in: money is conserved with it."""
        self.points = [0] * players
        self.territory_hands: list[list[int]] = [[] for _ in range(players)]
        self.contract_hands: list[list[int]] = [[] for _ in range(players)]
        self.insurance: list[list[int]] = [[] for _ in range(players)]
        """Insurance cards played and kept until a delivery fails."""
        self.bureaucracy = [0] * players
        """Bureaucracy cards waiting for each seat's next customs border."""
        self.territory_deck: list[int] = []
        self.contract_deck: list[int] = []
        self.customs_deck: list[int] = []
        self.territory_discard: list[int] = []
        self.contract_discard: list[int] = []
        self.vehicles: list[Vehicle] = []
        self.next_vehicle = 1
        self.signed: list[Signed] = []
        self.movement: Movement | None = None
        self.delivery: Delivery | None = None
        self.danger: Danger | None = None
        self.flow: Flow[DecisionKind] = Flow()
        self.offer: Offer | None = None
        self.auction: Auction | None = None
        self.charters: dict[int, int] = {}
        """Ships and aircraft chartered by another company (carrier id: its seat): that company's truck may
        board and ride; the charter ends when the truck unloads, or with the charterer's round if none
        boarded."""
        self.offers_made = [0] * players
        """Offers and auctions each company has opened in this round (at most OFFERS_PER_ROUND each; a round is one
        company's turn), so that every game stays finite."""
        self.bot_offers = True
        """Whether bots may send offers (the option; a human may turn them off)."""
        self.openers = [False] * players
        """The companies asked at every opening point whether they open an offer out of their round: bots while
        they may send offers, humans who turned on "Offers at any time" (fixed at the set-up)."""
        self.drawn: list[Drawn] = []
        """The customs cards and dice of the latest move that drew or rolled any, as the table shows them."""

    def _roll_for_first(self, players: int) -> int:
        rolling = list(range(players))
        while True:
            rolls = [self.rng.randint(1, 6) if seat in rolling else 0 for seat in range(players)]
            self.start_rolls.append(rolls)
            best = max(rolls)
            rolling = [seat for seat in rolling if rolls[seat] == best]
            if len(rolling) == 1:
                return rolling[0]

    @property
    def players(self) -> int:
        return len(self.headquarters)

    def clone(self) -> Self:
        inner = ("start_rolls", "branches", "attached", "territory_hands", "contract_hands", "insurance")
        records = ("vehicles", "signed", "drawn", "movement", "delivery", "danger", "offer", "auction")
        return clone_fields(self, {**dict.fromkeys(inner, copy_inner), **dict.fromkeys(records, copy_deep)})

    def position(self) -> dict[str, Any]:
        return described(self, POSITION_FIELDS)

    # --- who owns what ---------------------------------------------------------------------------
    def owner_of(self, territory: str) -> int | None:
        """The company whose headquarters is in `territory`."""
        return self.headquarters.index(territory) if territory in self.headquarters else None

    def influence_of(self, territory: str) -> int | None:
        """The company whose headquarters or branch is in `territory` (its area of influence)."""
        owner = self.owner_of(territory)
        if owner is not None:
            return owner
        return next((seat for seat, names in enumerate(self.branches) if territory in names), None)

    def bases(self, seat: int) -> list[str]:
        """A company's headquarters and branches."""
        home = self.headquarters[seat]
        return ([home] if home else []) + self.branches[seat]

    def vehicle(self, vehicle_id: int) -> Vehicle:
        return next(v for v in self.vehicles if v.id == vehicle_id)

    def fleet(self, seat: int, kind: VehicleKind | None = None) -> list[Vehicle]:
        return [v for v in self.vehicles if v.owner == seat and (kind is None or v.kind == kind)]

    def operator(self, vehicle: Vehicle) -> int:
        """The company a vehicle works for now: the owner of the truck it carries (a chartered ship or aircraft
        carries another's), else its own."""
        return self.vehicle(vehicle.cargo).owner if vehicle.cargo is not None else vehicle.owner

    def may_use(self, seat: int, vehicle: Vehicle) -> bool:
        """Whether a company may use a vehicle: its own unless chartered to another, or one chartered to it."""
        charterer = self.charters.get(vehicle.id)
        return charterer == seat if charterer is not None else vehicle.owner == seat

    def signed_for(self, vehicle_id: int) -> Signed | None:
        return next((s for s in self.signed if s.vehicle == vehicle_id), None)

    def signed_card(self, contract: int) -> Signed:
        return next(s for s in self.signed if s.contract == contract)
