"""Everything on the Siberia table at one moment."""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Self

from game.core.copying import clone_fields, copy_deep, copy_inner, described
from game.core.protocol import State
from game.core.rng import Rng
from game.siberia.board import ACTIONS, RESOURCES, components


class Phase(StrEnum):
    """Choosing exchange sides (set-up), placing counters, actions, trimming panels, over."""

    SIDES = "sides"
    PLACE = "place"
    ACT = "act"
    TRIM = "trim"
    OVER = "over"


class Step(StrEnum):
    """Inside a turn: none, discovering with the research counters, or the Logistician moving workers."""

    NONE = ""
    RESEARCH = "research"
    MOVE = "move"


HIDDEN = "?"
"""In a seat's view (`SiberiaGame.redact`): a counter or tile that seat cannot see, and where another
seat placed a counter this round."""


INNER_LISTS = ("areas", "workers", "salesmen", "tiles", "research", "hands")
"""The fields that hold lists of lists (or a dict of them), which a clone copies two levels down."""
DEEPER = ("spaces", "unrevealed")
"""The fields nested three levels deep."""
POSITION_FIELDS = (
    "players",
    "current_player",
    "phase",
    "round",
    "start_player",
    "sides",
    "areas",
    "exhausted",
    "reserve",
    "sold",
    "bag",
    "stack",
    "display",
    "money",
    "workers",
    "salesmen",
    "spaces",
    "tiles",
    "research",
    "hands",
    "unrevealed",
    "passed",
    "step",
    "moves_left",
    "rng",
)
"""The fields that make up a position (`SiberiaState.position`)."""


class SiberiaState(State):
    def __init__(self, players: int, rng: Rng) -> None:
        self.rng = rng
        self.players = players
        self.current_player = 0
        self.phase = Phase.SIDES
        self.round = 1
        self.start_player = 0
        self.sides: dict[str, str] = {}
        """Exchange -> the side in play ("always" for Frankfurt); exchanges without a side yet are missing."""
        self.areas: dict[str, list[str]] = {}
        """Area -> the resources lying there (at most one of each)."""
        self.exhausted: list[str] = []
        self.reserve: dict[str, int] = {}
        self.sold: dict[str, int] = {}
        """Cubes taken out of the game by selling, per resource."""
        self.bag: list[str] = []
        """The counters in the bag, sorted: the bag has no order, draws pick at random."""
        self.stack: list[str] = []
        """Face-down investment tiles, sorted; the top one is drawn at random."""
        self.display: list[str] = []
        self.money = [0] * players
        self.workers: list[list[str]] = [[] for _ in range(players)]
        """Per seat: the area of each worker, sorted."""
        self.salesmen: list[list[str]] = [[] for _ in range(players)]
        """Per seat: the exchange of each salesman, sorted."""
        self.spaces: list[dict[str, list[str]]] = [{a: [] for a in ACTIONS} for _ in range(players)]
        """Per seat: the counters on each action's spaces."""
        self.tiles: list[list[str]] = [[] for _ in range(players)]
        """Per seat: the actions covered by one of its investment tiles."""
        self.research: list[list[str]] = [[] for _ in range(players)]
        self.hands: list[list[str]] = [[] for _ in range(players)]
        """Per seat: counters drawn this round and not placed yet."""
        self.unrevealed: list[list[list[str]]] = [[] for _ in range(players)]
        """Per seat: [counter, target] placed this round, hidden from the others until all have placed."""
        self.passed = [False] * players
        self.step = Step.NONE
        self.moves_left = 0
        self.viewer: int | None = None
        """In a seat's view (`SiberiaGame.redact`): that seat, None for a spectator; None in the game itself."""

    def clone(self) -> Self:
        return clone_fields(
            self, {**dict.fromkeys(INNER_LISTS, copy_inner), "spaces": copy_deep, "unrevealed": copy_deep}
        )

    def search_key(self) -> tuple[Any, ...]:
        """The position as one hashable value, quick to build: states with equal keys play on alike (a search's
        table of the positions it has seen, reached by moves in another order)."""
        return (
            self.phase,
            self.round,
            self.current_player,
            self.start_player,
            self.step,
            self.moves_left,
            self.rng.state,
            tuple(self.money),
            tuple(self.passed),
            tuple(self.sides.items()),
            tuple(map(tuple, self.areas.values())),
            tuple(self.exhausted),
            tuple(self.reserve.values()),
            tuple(self.sold.values()),
            tuple(self.bag),
            tuple(self.stack),
            tuple(self.display),
            *(tuple(map(tuple, getattr(self, name))) for name in ("workers", "salesmen", "tiles", "research", "hands")),
            tuple(tuple(map(tuple, panel.values())) for panel in self.spaces),
            tuple(tuple(map(tuple, pairs)) for pairs in self.unrevealed),
        )

    def position(self) -> dict[str, Any]:
        return described(self, POSITION_FIELDS)

    def reserve_pawns(self, seat: int, pawns: int) -> int:
        """Pawns of `seat` neither in Siberia nor at an exchange."""
        return pawns - len(self.workers[seat]) - len(self.salesmen[seat])

    def counters_on_panel(self, seat: int) -> int:
        return sum(len(counters) for counters in self.spaces[seat].values())

    def last_round(self) -> bool:
        """True when the game ends with this round: the 8th area is exhausted, a 3rd reserve is empty,
        or the round limit is reached."""
        rules = components().rules
        empty = sum(1 for r in RESOURCES if self.reserve[r] == 0)
        return (
            len(self.exhausted) >= rules["exhaustion_counters"]
            or empty >= rules["empty_reserves_to_end"]
            or self.round >= rules["max_rounds"]
        )
