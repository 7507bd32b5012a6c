"""The state of a Narco Empire game: the players' networks, the Narcos deck in its two rounds, the line of
cards drawn this turn, the cartel cards, the supplies and (advanced mode) the city board."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Self

from game.core.copying import clone_fields, copy_deep, copy_inner, described
from game.core.flow import Flow
from game.core.protocol import State
from game.core.rng import Rng
from game.narco_empire.cards import card
from game.narco_empire.kinds import DecisionKind, Phase

HIDDEN = "?"
"""A card the viewing seat cannot see (a redacted state shows its back)."""


@dataclass
class Player:
    money: int
    hitmen: int
    crops: int
    laboratory: str
    transport: str
    storage: str
    laboratory_cubes: int
    storage_cubes: int = 0
    cartel: list[str] = field(default_factory=list)
    workers: int = 0
    """Advanced mode: workers still in front of the player."""
    auto_pass: bool = False
    """Never ask this player to play a cartel card in another player's turn."""

    def network(self, kind: str) -> str:
        return str(getattr(self, kind))


POSITION_FIELDS = (
    "players",
    "advanced",
    "current_player",
    "turn",
    "phase",
    "round",
    "flow",
    "deck",
    "discard",
    "round_two",
    "fallback_dealers",
    "line",
    "drawn",
    "paid",
    "unpaid",
    "forced",
    "fled",
    "peeked_by",
    "activities",
    "closing",
    "deliveries",
    "sold_in",
    "sellers",
    "cartel_deck",
    "cartel_discard",
    "compound_cubes",
    "compound_money",
    "merchandise_supply",
    "crop_supply",
    "hitman_supply",
    "bank",
    "dea",
    "city_tokens",
    "city_workers",
    "turns",
    "rng",
)
"""The fields that make up a position (`NarcoState.position`)."""


def production(player: Player) -> int:
    """Consignments one activity in the laboratory makes, by the crops/laboratory table."""
    table = card(player.laboratory).production
    return table[min(player.crops, len(table)) - 1]


def capacity(player: Player) -> int:
    return card(player.storage).capacity


class NarcoState(State):
    def __init__(self, players: list[Player], rng: Rng, advanced: bool) -> None:
        self.players = players
        self.rng = rng
        self.advanced = advanced
        self.current_player = 0
        self.turn = 0
        """The seat whose turn it is (the flow may ask another seat meanwhile)."""
        self.phase = Phase.DRAW
        self.round = 1
        self.flow: Flow[DecisionKind] = Flow()
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.round_two: list[str] = []
        """The cards set apart for round 2."""
        self.fallback_dealers: list[str] = []
        """One dealer of each city, face up beside the deck: sold to at a penalty when the line has none."""
        self.line: list[str] = []
        """The turn player's cards on the table, in the order they came (DEA agents following them first)."""
        self.drawn = 0
        """Cards drawn from the deck this turn (at least one must be)."""
        self.paid: list[str] = []
        """Police and military of the line that seized their due (they count as activities)."""
        self.unpaid: list[str] = []
        """Police and military the player could not pay: not activities, and the drawing ended."""
        self.forced = False
        """A press forces the next draw."""
        self.fled = False
        self.peeked_by: list[int] = []
        """Seats that have seen the top card of the deck."""
        self.activities = 0
        self.closing = False
        """The free last delivery was made: the phase closes once the others have answered it and (advanced
        mode) the player has placed or sent along a worker, or declined."""
        self.deliveries: dict[str, int] = {}
        """Dealer card -> consignments delivered to it this turn."""
        self.sold_in: list[str] = []
        """Advanced mode: cities sold in this turn where the player has not placed a worker yet."""
        self.sellers: dict[str, int] = {}
        """Advanced mode: dealer card -> workers sent along to sell."""
        self.cartel_deck: list[str] = []
        self.cartel_discard: list[str] = []
        self.compound_cubes = 0
        self.compound_money = 0
        self.merchandise_supply = 0
        self.crop_supply = 0
        self.hitman_supply = 0
        self.bank = 0
        """The bank's balance: it goes below zero as it pays; money in play plus the bank never changes."""
        self.dea: dict[str, int] = {}
        """DEA agent -> the seat it follows, or -1 while it waits beside the deck, once it has appeared."""
        self.city_tokens: dict[str, str] = {}
        self.city_workers: dict[str, list[int]] = {}
        """Advanced mode: city -> workers of each seat there."""
        self.turns = 0

    @property
    def players_count(self) -> int:
        return len(self.players)

    def clone(self) -> Self:
        return clone_fields(self, {"players": copy_deep, "city_workers": copy_inner})

    def position(self) -> dict[str, Any]:
        return described(self, POSITION_FIELDS)
