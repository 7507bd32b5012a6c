"""The state of a Mainports game, its actions, and the card data."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Self

from game.core.protocol import Action, State
from game.core.rng import Rng

DATA = Path(__file__).resolve().parent / "data"
GOODS = ("iron", "grain", "fertilizer", "wood", "coal")
CARGOES_PER_GOOD = 5


@dataclass(frozen=True)
class Contract:
    id: int
    deck: str
    good: str
    load: str
    """A port, or a mainport colour ("blue") meaning whichever mainport sits in that slot."""
    deliver: str
    reward: int


@dataclass(frozen=True)
class TechCard:
    index: int
    phase: str
    card: str
    goods: tuple[str, ...]
    title: str

    @property
    def text(self) -> str:
        if self.goods:
            return f"{self.title} ({', '.join(self.goods)})"
        return self.title


@dataclass(frozen=True)
class Cards:
    """Everything printed on the components of one side of the board and the shared decks."""

    board_file: str
    mainports: tuple[tuple[str, str], ...]
    """(port, colour) of every mainport card."""
    contracts: dict[int, Contract]
    technology: tuple[TechCard, ...]
    technology_prices: tuple[int, ...]
    fuel_counts: dict[int, int]
    fuel_prices: dict[int, int]
    setup: dict[int, dict[str, int]]
    rules: dict[str, int]
    technology_refresh: dict[int, str]
    """Deliveries -> the phase the technology deck is refreshed to."""


@cache
def load_cards(board: str) -> Cards:
    """The cards of a board side (`central`)."""
    shared = json.loads((DATA / "cards.json").read_text(encoding="utf-8"))
    side = json.loads((DATA / f"{board}.json").read_text(encoding="utf-8"))
    contracts = {c["id"]: Contract(c["id"], c["deck"], c["good"], c["load"], c["deliver"], c["reward"])
                 for c in side["contracts"]}
    names = shared["technology_names"]
    technology = tuple(
        TechCard(i, t["phase"], t["card"], tuple(t.get("goods", ())), names[t["card"]])
        for i, t in enumerate(shared["technology"])
    )
    return Cards(
        board_file=side["board"],
        mainports=tuple((m["port"], m["colour"]) for m in side["mainports"]),
        contracts=contracts,
        technology=technology,
        technology_prices=tuple(shared["technology_prices"]),
        fuel_counts={int(k): v for k, v in shared["fuel"]["values"].items()},
        fuel_prices={int(k): v for k, v in shared["fuel"]["prices"].items()},
        setup={int(k): v for k, v in shared["setup"].items()},
        rules={k: int(v) for k, v in shared["rules"].items() if k != "technology_refresh"},
        technology_refresh={int(k): str(v) for k, v in shared["rules"]["technology_refresh"].items()},
    )


@dataclass(frozen=True)
class Move(Action):
    """One decision of a player. `kind` says which; `text` is what the player reads.

    kinds: keep, keep_done, start, start_fuel, fuel_done (set-up); rondel; take, refresh (contracts);
    buy, free, refresh_fuel (fuel market); sail, load, unload (navigate); tech, ship (technology);
    cancel, performance (any time in one's turn); done (ends the current action).
    """

    kind: str
    card: int = -1
    ship: int = -1
    place: str = ""
    via: tuple[str, ...] = ()
    """For sailing: the mainports charging a fee on the way (passed, then the one stopped in)."""
    text: str = field(default="", compare=False)
    source: str = field(default="", compare=False)
    target: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text

    def drag(self) -> tuple[str, str] | None:
        return (self.source, self.target) if self.source else None


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
    __slots__ = ("contracts", "fuel", "money", "negotiated", "offer_contracts", "offer_fuel", "performance_used",
                 "rondel", "ships", "tech")

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
        self.phase = "setup"
        """setup_contracts, setup_port, setup_fuel, rondel, contracts, fuel, navigate, technology, over."""
        self.setup_queue: list[tuple[str, int]] = []
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
        copy = object.__new__(type(self))
        for key, value in self.__dict__.items():
            if isinstance(value, list):
                value = [p.copy() for p in value] if key == "players" else list(value)
            elif isinstance(value, dict):
                value = dict(value)
            elif isinstance(value, Rng):
                value = value.clone()
            copy.__dict__[key] = value
        return copy

    def snapshot(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for key, value in self.__dict__.items():
            if key == "players":
                data[key] = [p.to_json() for p in value]
            elif key == "rng":
                data[key] = value.state
            elif key == "setup_queue":
                data[key] = [list(item) for item in value]
            else:
                data[key] = value
        return data

    def ships_at(self, position: str) -> int:
        return sum(ship.position == position for p in self.players for ship in p.ships)
