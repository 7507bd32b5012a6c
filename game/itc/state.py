"""Everything on the ITC table at one moment."""

from __future__ import annotations

from typing import Any, NamedTuple, Self

from game.core.copying import clone_fields, copy_deep, copy_inner, described
from game.core.protocol import State
from game.core.rng import Rng
from game.itc.kinds import Phase

HIDDEN = "?"
"""In a seat's view (`ItcGame.redact`): a card that seat cannot see."""
NEUTRAL = -1
"""The owner of a neutral transport on the board."""
DICE_NAMES = ("red", "blue", "green")


class Position(NamedTuple):
    """Where a transport card lies on the board: row 0 is a route's bottom row, `column` the leftmost field
    it covers (a mega transport covers that column and the next)."""

    route: str
    row: int
    column: int
    owner: int
    """The seat whose card it is, NEUTRAL for a neutral transport."""

    def moved(self, row: int, column: int) -> Position:
        return self._replace(row=row, column=column)


POSITION_FIELDS = (
    "players",
    "current_player",
    "phase",
    "round",
    "profit",
    "transports",
    "actions",
    "transport_deck",
    "transport_discard",
    "deck_passes",
    "action_deck",
    "action_discard",
    "positions",
    "stones",
    "goods",
    "released",
    "returned",
    "dice",
    "blue_left",
    "red_left",
    "green_left",
    "bonus_points",
    "bonus_sales",
    "grey_sales",
    "escort",
    "placed",
    "played",
    "arriving",
    "unloaded",
    "sold",
    "blocked",
    "lapsed",
    "banned",
    "final",
    "rng",
)
"""The fields that make up a position (`ItcState.position`)."""


class ItcState(State):
    def __init__(self, players: int, rng: Rng, places: list[str], colours: list[str]) -> None:
        self.rng = rng
        self.players = players
        self.current_player = 0
        self.phase = Phase.SETUP
        self.round = 1
        self.profit = [0] * players
        self.transports: list[list[str]] = [[] for _ in range(players)]
        """Per seat: transport cards in hand, sorted."""
        self.actions: list[list[str]] = [[] for _ in range(players)]
        """Per seat: action cards in hand, sorted."""
        self.transport_deck: list[str] = []
        """Face down; the top card is the last."""
        self.transport_discard: list[str] = []
        self.deck_passes = 1
        """How many times the transport deck has been gone through (it is reshuffled once)."""
        self.action_deck: list[str] = []
        self.action_discard: list[str] = []
        self.positions: dict[str, Position] = {}
        """Card on the board -> where it lies."""
        self.stones: dict[str, list[int]] = {place: [0] * players for place in places}
        """Continent or grey market -> sales stones per seat."""
        self.goods: dict[str, dict[str, int]] = {place: dict.fromkeys(colours, 0) for place in places}
        """Continent or grey market -> goods colour -> goods lying there."""
        self.released = dict.fromkeys(colours, 0)
        """Goods stones taken from the supply onto the board (arrivals, losses, lapsed transports)."""
        self.returned = dict.fromkeys(colours, 0)
        """Goods stones back to the supply (sold)."""
        self.dice: dict[str, int] = {}
        """The dice rolled this turn and their pips."""
        self.blue_left = 0
        self.red_left = 0
        self.green_left = 0
        self.bonus_points = 0
        """Action points from action cards this turn."""
        self.bonus_sales = 0
        self.grey_sales = 0
        """Black market sales this turn: in the grey market, whoever leads there."""
        self.escort = False
        self.placed: list[str] = []
        """Cards placed this turn (they may not move in the same turn)."""
        self.played: list[str] = []
        """Kinds of action card played this turn (no kind twice)."""
        self.arriving: list[Any] = []
        """[card, route, [robbed per card]] while its owner chooses where to unload it; else empty."""
        self.unloaded: list[str] = []
        """Continents this turn's transports went to (each arrival goes to another)."""
        self.sold: dict[str, int] = {}
        """Place -> goods the turn player sold there this turn."""
        self.blocked: list[list[Any]] = []
        """[route, row] full at the start of the turn with cards of the turn player in it."""
        self.lapsed: dict[str, int] = {}
        """Goods of lost and lapsed transports: they go to the grey market at the end of the turn."""
        self.banned: list[dict[str, int]] = [{} for _ in range(players)]
        """Per seat: goods of its own lost transports it may not sell in the grey market through its next turn."""
        self.final = False
        """The transport deck ran out for good: the game ends with this round."""
        self.viewer: int | None = None
        """In a seat's view (`ItcGame.redact`): that seat; None for a spectator and in the game itself."""

    @property
    def action_points(self) -> int:
        return self.blue_left + self.red_left + self.bonus_points

    @property
    def sales_points(self) -> int:
        return self.green_left + self.bonus_sales

    def clone(self) -> Self:
        inner = dict.fromkeys(("transports", "actions", "stones", "goods", "blocked", "banned"), copy_inner)
        return clone_fields(self, {**inner, "arriving": copy_deep})

    def position(self) -> dict[str, Any]:
        return described(self, POSITION_FIELDS)
