"""The state of a Mainports game and the card data."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Self

from game.core.copying import clone_fields, copy_deep, described
from game.core.flow import Flow
from game.core.messages import Items, Message, Money, Term, msg, place
from game.core.protocol import State
from game.core.rng import Rng
from game.mainports.kinds import Phase, RondelAction, SetupDecision, TechPhase

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


@dataclass(slots=True)
class Ship:
    position: str
    cargo: list[int] = field(default_factory=list)
    """Contract ids whose good is on board."""
    moves: int = 0
    """Fuel cards burnt by this ship in the current turn."""


@dataclass(slots=True)
class Player:
    money: int
    ships: list[Ship] = field(default_factory=list)
    contracts: list[int] = field(default_factory=list)
    fuel: list[int] = field(default_factory=list)
    """Fuel card values, sorted."""
    tech: list[int] = field(default_factory=list)
    rondel: int = -1
    """The rondel field of the pawn; -1 while it stands in the centre."""
    negotiated: int = 0
    """Contracts cancelled free this turn (one per Negotiator card)."""
    performance_used: bool = False
    offer_contracts: list[int] = field(default_factory=list)
    offer_fuel: list[int] = field(default_factory=list)

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


POSITION_FIELDS = (
    "board",
    "free_play",
    "players",
    "current_player",
    "phase",
    "round",
    "start_player",
    "flow",
    "bank",
    "contract_aside",
    "contract_deck",
    "contract_discard",
    "contract_display",
    "deliveries",
    "fresh",
    "fuel_deck",
    "fuel_discard",
    "fuel_display",
    "mainports",
    "refreshed",
    "stock",
    "taken",
    "tech_deck",
    "tech_discard",
    "tech_display",
    "treasuries",
    "winner",
    "rng",
)
"""The fields that make up a position (`MainportsState.position`)."""


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
        return clone_fields(self, {"players": copy_deep})

    def position(self) -> dict[str, Any]:
        return described(self, POSITION_FIELDS)

    def ships_at(self, position: str) -> int:
        return sum(ship.position == position for p in self.players for ship in p.ships)
