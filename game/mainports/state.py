"""The state of a Mainports game, its actions, and the card data."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Self

from game.core.copying import clone_fields
from game.core.flow import Flow
from game.core.messages import Items, Message, Money, Term, msg, msgn, place
from game.core.protocol import Action, State
from game.core.rng import Rng
from game.mainports.board import Spot
from game.mainports.kinds import MoveKind, Phase, RondelAction, SetupDecision, TechPhase

DATA = Path(__file__).resolve().parent / "data"
GOODS = ("iron", "grain", "fertilizer", "wood", "coal")
CARGOES_PER_GOOD = 5
HIDDEN = -1
"""A contract or fuel card the viewing seat cannot see (in a redacted state: its face is down)."""


SEA_CARD = 10
"""A fuel card's number is its steps; a sea transport card's is its steps plus SEA_CARD (13: sea 3).
Both kinds share the decks, the market, the hand and its limit of 7."""


def is_sea_card(card: int) -> bool:
    return card > SEA_CARD


def card_steps(card: int) -> int:
    """The steps a fuel or sea transport card moves a ship."""
    return card - SEA_CARD if is_sea_card(card) else card


def card_name(card: int) -> Message | int:
    """How a move names a card: a fuel card by its steps ("3"), a sea transport card as "sea 3"."""
    return msg("sea {value}", value=card - SEA_CARD) if is_sea_card(card) else card


def hidden_cargo(good_name: str) -> int:
    """Another seat's loaded contract in a redacted state: only the good on the ship shows (-2 iron, -3 grain ...)."""
    return -2 - GOODS.index(good_name)


def is_hidden_cargo(cid: int) -> bool:
    return cid <= -2


ACTION_TITLES = {
    RondelAction.NAVIGATE: Term("Navigate", "action"),
    RondelAction.CONTRACTS: Term("Contracts", "action"),
    RondelAction.FUEL: Term("Fuel market", "action"),
    RondelAction.DIVIDEND: Term("Dividend", "action"),
    RondelAction.TECHNOLOGY: Term("Technology", "action"),
}
"""The rondel's actions, as the board's fields name them."""


def good(name: str) -> Term:
    return Term(name, "good")


@dataclass(frozen=True)
class Contract:
    id: int
    deck: str
    good: str
    load: str
    """A port, or a mainport colour ("blue") meaning whichever mainport sits in that slot."""
    deliver: str
    reward: int

    def label(self) -> Message:
        """ "coal Lille to Dunkirk 55,000" (of a contract whose colours are resolved to their mainports)."""
        return msg(
            "{good} {load} to {deliver} {reward}",
            good=good(self.good),
            load=place(self.load),
            deliver=place(self.deliver),
            reward=Money(self.reward),
        )


@dataclass(frozen=True)
class TechCard:
    index: int
    phase: TechPhase
    card: str
    goods: tuple[str, ...]
    title: str

    def label(self) -> Message | Term:
        """The card's title, with the goods it names ("Contract bonus (iron and coal)")."""
        if self.goods:
            return msg("{card} ({goods})", card=Term(self.title, "card"), goods=Items(tuple(map(good, self.goods))))
        return Term(self.title, "card")


@dataclass(frozen=True)
class Cards:
    """Everything printed on the components of one side of the board and the shared decks."""

    board_file: str
    mainports: tuple[tuple[str, str], ...]
    """(port, colour) of every mainport card."""
    contracts: dict[int, Contract]
    technology: tuple[TechCard, ...]
    technology_prices: tuple[int, ...]
    titles: dict[str, str]
    """Technology card id -> its printed title."""
    fuel_counts: dict[int, int]
    fuel_prices: dict[int, int]
    setup: dict[int, dict[str, int]]
    rules: dict[str, int]
    technology_refresh: dict[int, TechPhase]
    """Deliveries -> the phase the technology deck is refreshed to."""
    sea_counts: dict[int, int]
    """Sea transport card number (see SEA_CARD) -> how many; none on the Central side."""

    def title(self, card: str) -> Term:
        """A technology card's title, by its id ("sponsors")."""
        return Term(self.titles[card], "card")

    def cargo_good(self, cid: int) -> str:
        """The good on a ship for a contract id, or for another seat's hidden cargo (see `hidden_cargo`)."""
        return GOODS[-2 - cid] if is_hidden_cargo(cid) else self.contracts[cid].good


@cache
def load_cards(board: str) -> Cards:
    """The cards of a board side (`central`)."""
    shared = json.loads((DATA / "cards.json").read_text(encoding="utf-8"))
    side = json.loads((DATA / f"{board}.json").read_text(encoding="utf-8"))
    contracts = {
        c["id"]: Contract(c["id"], c["deck"], c["good"], c["load"], c["deliver"], c["reward"])
        for c in side["contracts"]
    }
    names = shared["technology_names"]
    technology = tuple(
        TechCard(i, TechPhase(t["phase"]), t["card"], tuple(t.get("goods", ())), names[t["card"]])
        for i, t in enumerate(shared["technology"])
    )
    sea = side.get("sea_cards", {"values": {}, "prices": {}})
    fuel_prices = {int(k): v for k, v in shared["fuel"]["prices"].items()}
    fuel_prices |= {SEA_CARD + int(k): v for k, v in sea["prices"].items()}
    return Cards(
        board_file=side["board"],
        mainports=tuple((m["port"], m["colour"]) for m in side["mainports"]),
        contracts=contracts,
        technology=technology,
        technology_prices=tuple(shared["technology_prices"]),
        titles=dict(names),
        fuel_counts={int(k): v for k, v in shared["fuel"]["values"].items()},
        fuel_prices=fuel_prices,
        setup={int(k): v for k, v in shared["setup"].items()},
        rules={k: int(v) for k, v in shared["rules"].items() if k != "technology_refresh"},
        technology_refresh={int(k): TechPhase(v) for k, v in shared["rules"]["technology_refresh"].items()},
        sea_counts={SEA_CARD + int(k): v for k, v in sea["values"].items()},
    )


ENDS = {
    RondelAction.CONTRACTS: msg("End the contracts action"),
    RondelAction.FUEL: msg("End the fuel market action"),
    RondelAction.NAVIGATE: msg("End navigating"),
    RondelAction.TECHNOLOGY: msg("Buy no technology"),
}
"""How "done" reads in each rondel action it ends."""


@dataclass(frozen=True)
class Move(Action):
    """One decision of a player. `kind` says which; the key is (kind, card, ship, place, via).

    kinds: keep, keep_done, start, start_fuel, fuel_done (set-up); rondel; take, refresh (contracts);
    buy, free, refresh_fuel (fuel market); sail, load, unload (navigate); tech, ship (technology);
    cancel, performance (any time in one's turn); done (ends the current action).

    The fields after `via` are not part of the key: they hold what the player reads about the move
    (from the cards and the board at the time it is offered), so that its label needs no state.
    """

    kind: MoveKind
    card: int = -1
    """A contract id, a fuel or sea card (start_fuel, sail; see SEA_CARD), a slot (buy, free, tech) or a
    rondel field."""
    ship: int = -1
    """A ship's index; for rondel moves the number of fuel cards played."""
    place: str = ""
    """A dock port (start, ship) or the position a ship sails to (sail: a port, a fairway space or a sea)."""
    via: tuple[str, ...] = ()
    """For sailing: the mainports charging a fee on the way (passed, then the one stopped in)."""
    contract: Contract | None = field(default=None, compare=False)
    """The contract the move is about, its mainport colours resolved to ports."""
    tech: TechCard | None = field(default=None, compare=False)
    """The technology card bought (tech), or used (the Negotiator's free cancel, Performance Bonus)."""
    amount: int = field(default=0, compare=False)
    """The money the move costs or earns."""
    fee: int = field(default=0, compare=False)
    """Port fees the move pays."""
    fuel_value: int = field(default=0, compare=False)
    """The fuel or sea card bought from a slot (buy, free; see SEA_CARD)."""
    kept: int = field(default=0, compare=False)
    """Start contracts kept (keep_done)."""
    action: RondelAction | None = field(default=None, compare=False)
    """The rondel action of the field moved to (rondel), or ended (done)."""
    route: tuple[Spot, ...] = field(default=(), compare=False)
    """Where a sailing ship starts and stops."""
    source: str = field(default="", compare=False)
    target: str = field(default="", compare=False)

    def drag(self) -> tuple[str, str] | None:
        return (self.source, self.target) if self.source else None

    def label(self) -> Message:
        ship = self.ship + 1
        match self.kind:
            case MoveKind.KEEP:
                return msg("Keep contract {contract}", contract=self.deal().label())
            case MoveKind.KEEP_DONE:
                return msgn(
                    "Keep this contract, return the rest",
                    "Keep these {count} contracts, return the rest",
                    count=self.kept,
                )
            case MoveKind.START if self.fee:
                return msg("Start a ship in {port} (port fee {fee})", port=place(self.place), fee=Money(self.fee))
            case MoveKind.START:
                return msg("Start a ship in {port}", port=place(self.place))
            case MoveKind.START_FUEL:
                return msg("Buy fuel {value} for {price}", value=card_name(self.card), price=Money(self.amount))
            case MoveKind.FUEL_DONE:
                return msg("Buy no more fuel")
            case MoveKind.RONDEL if self.ship:
                return msgn(
                    "Rondel field {field}: {action} (play {count} fuel card)",
                    "Rondel field {field}: {action} (play {count} fuel cards)",
                    count=self.ship,
                    field=self.card + 1,
                    action=ACTION_TITLES[self.rondel_action()],
                )
            case MoveKind.RONDEL:
                return msg(
                    "Rondel field {field}: {action}", field=self.card + 1, action=ACTION_TITLES[self.rondel_action()]
                )
            case MoveKind.TAKE:
                return msg("Take contract {contract}", contract=self.deal().label())
            case MoveKind.REFRESH:
                return msg("Refresh contract {contract}", contract=self.deal().label())
            case MoveKind.BUY:
                return msg(
                    "Buy fuel {value} (slot {slot}) for {price}",
                    value=card_name(self.fuel_value),
                    slot=self.card + 1,
                    price=Money(self.amount),
                )
            case MoveKind.FREE:
                return msg("Take the cheapest fuel card ({value}) free", value=card_name(self.fuel_value))
            case MoveKind.REFRESH_FUEL:
                return msg("Refresh the whole fuel market")
            case MoveKind.UNLOAD:
                deal = self.deal()
                return msg(
                    "Ship {ship}: deliver {good} in {port}", ship=ship, good=good(deal.good), port=place(deal.deliver)
                )
            case MoveKind.LOAD:
                deal = self.deal()
                return msg(
                    "Ship {ship}: load {good} in {port} for {contract}",
                    ship=ship,
                    good=good(deal.good),
                    port=place(deal.load),
                    contract=deal.label(),
                )
            case MoveKind.SAIL if self.fee:
                start, stop = self.route
                return msg(
                    "Ship {ship}: {start} to {stop}, fuel {value}, fees {fees}",
                    ship=ship,
                    start=start.label(),
                    stop=stop.label(),
                    value=card_name(self.card),
                    fees=Money(self.fee),
                )
            case MoveKind.SAIL:
                start, stop = self.route
                return msg(
                    "Ship {ship}: {start} to {stop}, fuel {value}",
                    ship=ship,
                    start=start.label(),
                    stop=stop.label(),
                    value=card_name(self.card),
                )
            case MoveKind.TECH:
                return msg("Buy {card} for {price}", card=self.card_used().label(), price=Money(self.amount))
            case MoveKind.SHIP if self.fee:
                return msg(
                    "Buy a ship for {price} in {port} (port fee {fee})",
                    price=Money(self.amount),
                    port=place(self.place),
                    fee=Money(self.fee),
                )
            case MoveKind.SHIP:
                return msg("Buy a ship for {price} in {port}", price=Money(self.amount), port=place(self.place))
            case MoveKind.CANCEL if self.tech:
                return msg(
                    "Cancel contract {contract}: free ({card})",
                    contract=self.deal().label(),
                    card=Term(self.tech.title, "card"),
                )
            case MoveKind.CANCEL:
                return msg(
                    "Cancel contract {contract}: pay {cost}", contract=self.deal().label(), cost=Money(self.amount)
                )
            case MoveKind.PERFORMANCE:
                return msg("Use {card}: +{bonus}", card=self.card_used().label(), bonus=Money(self.amount))
            case MoveKind.DONE:
                return ENDS[self.rondel_action()]
        raise ValueError(f"a Mainports move of unknown kind {self.kind!r}")

    def deal(self) -> Contract:
        """The contract this move is about."""
        if self.contract is None:
            raise ValueError(f"a {self.kind} move made without its contract")
        return self.contract

    def card_used(self) -> TechCard:
        if self.tech is None:
            raise ValueError(f"a {self.kind} move made without its technology card")
        return self.tech

    def rondel_action(self) -> RondelAction:
        """The rondel action this move goes to (rondel) or ends (done)."""
        if self.action is None:
            raise ValueError(f"a {self.kind} move made without its rondel action")
        return self.action


class Ship:
    __slots__ = ("cargo", "moves", "position")

    def __init__(self, position: str) -> None:
        self.position = position
        self.cargo: list[int] = []
        """Contract ids whose good is on board."""
        self.moves = 0
        """Fuel cards burnt by this ship in the current turn."""

    def copy(self) -> Ship:
        ship = Ship(self.position)
        ship.cargo = list(self.cargo)
        ship.moves = self.moves
        return ship


class Player:
    __slots__ = (
        "contracts",
        "fuel",
        "money",
        "negotiated",
        "offer_contracts",
        "offer_fuel",
        "performance_used",
        "rondel",
        "ships",
        "tech",
    )

    def __init__(self, money: int) -> None:
        self.money = money
        self.ships: list[Ship] = []
        self.contracts: list[int] = []
        self.fuel: list[int] = []
        """Fuel card values, sorted."""
        self.tech: list[int] = []
        self.rondel = -1
        """The rondel field of the pawn; -1 while it stands in the centre."""
        self.negotiated = 0
        """Contracts cancelled free this turn (one per Negotiator card)."""
        self.performance_used = False
        self.offer_contracts: list[int] = []
        self.offer_fuel: list[int] = []

    def copy(self) -> Player:
        p = Player(self.money)
        p.ships = [s.copy() for s in self.ships]
        p.contracts = list(self.contracts)
        p.fuel = list(self.fuel)
        p.tech = list(self.tech)
        p.rondel = self.rondel
        p.negotiated = self.negotiated
        p.performance_used = self.performance_used
        p.offer_contracts = list(self.offer_contracts)
        p.offer_fuel = list(self.offer_fuel)
        return p

    def loaded(self) -> set[int]:
        return {c for ship in self.ships for c in ship.cargo}

    def to_json(self) -> dict[str, Any]:
        return {
            "money": self.money,
            "ships": [{"at": s.position, "cargo": s.cargo, "moves": s.moves} for s in self.ships],
            "contracts": self.contracts,
            "fuel": self.fuel,
            "tech": self.tech,
            "rondel": self.rondel,
            "negotiated": self.negotiated,
            "performance_used": self.performance_used,
            "offer_contracts": self.offer_contracts,
            "offer_fuel": self.offer_fuel,
        }


class MainportsState(State):
    def __init__(self, board: str, free_play: bool, players: list[Player], rng: Rng) -> None:
        self.board = board
        self.free_play = free_play
        self.rng = rng
        self.players = players
        self.current_player = 0
        self.start_player = 0
        self.phase = Phase.SETUP
        self.flow: Flow[SetupDecision] = Flow()
        """The set-up decisions still to make, in order (setup_contracts, setup_port, setup_fuel)."""
        self.bank = 0
        """The bank's balance: it may go below zero; players + treasuries + bank never change in sum."""
        self.mainports: dict[str, str] = {}
        """colour -> port."""
        self.treasuries: dict[str, int] = {}
        self.stock = dict.fromkeys(GOODS, CARGOES_PER_GOOD)
        self.contract_deck: list[int] = []
        self.contract_display: list[int] = []
        self.contract_discard: list[int] = []
        self.contract_aside: list[int] = []
        """A contracts nobody kept at set-up: face down, out of the game."""
        self.fuel_deck: list[int] = []
        self.fuel_display: list[int] = []
        self.fuel_discard: list[int] = []
        self.tech_deck: list[int] = []
        self.tech_display: list[int] = []
        self.tech_discard: list[int] = []
        self.deliveries = 0
        self.round = 1
        self.taken = 0
        """Cards taken or bought in the current contracts or fuel action."""
        self.refreshed = False
        self.fresh: list[int] = []
        """Contracts drawn by refreshing in the current action: each offered card is refreshed at most once."""
        self.winner = -1

    def clone(self) -> Self:
        return clone_fields(self, {"players": lambda players: [p.copy() for p in players]})

    def snapshot(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for key, value in self.__dict__.items():
            if key == "players":
                data[key] = [p.to_json() for p in value]
            elif key == "rng":
                data[key] = value.state
            elif key == "flow":
                # In the shape saves were fingerprinted with before the flow: the decision being made
                # stands in `phase`, the ones after it wait in `setup_queue` as [kind, seat].
                data["setup_queue"] = [[d.kind, d.seat] for d in value.pending[1:]]
            else:
                data[key] = value
        if self.flow.current is not None:
            data["phase"] = self.flow.current.kind
        return data

    def ships_at(self, position: str) -> int:
        return sum(ship.position == position for p in self.players for ship in p.ships)
