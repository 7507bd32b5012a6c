"""The game protocol: one interface that every game implements and everything else speaks.

The table, the bots, the command line and the tests only ever call these methods. Legality is
decided in one place, `Game.legal_actions`; `Game.apply` refuses anything outside it.
"""

from __future__ import annotations

import inspect
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Self, TypeVar

from game.core.rng import Rng

if TYPE_CHECKING:
    from game.ai.bots import Bot

TERMINAL = -1
"""`State.current_player` once the game is over."""

BOT_LEVELS = ("easy", "normal", "hard")


class IllegalAction(ValueError):
    """An action the rules refuse. Its text is the reason, in words a player understands."""


class Action:
    """Base of every game's actions. Subclasses are frozen dataclasses.

    `str(action)` is the readable text of the action. It is unique among the legal actions of a
    state, so logs and saves store it and replays find the action again by its text.
    """

    def drag(self) -> tuple[str, str] | None:
        """(source, target) names of the board things a player drags to do this action, or None.

        The names are the game's own (a counter, an area, a space); the table maps them to places
        on screen. An action with a drag is also done by clicking its source, then its target.
        """
        return None


@dataclass(frozen=True)
class Event:
    """Something that happened: drives the game log, animations and sounds.

    kind is one of: "move", "money", "card", "dice", "turn", "phase", "score", "info", "end".
    """

    kind: str
    text: str
    seat: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class Option:
    """A variant or set-up choice offered on the setup screen and as `--option key=value`."""

    key: str
    label: str
    choices: tuple[str, ...]
    default: str
    help: str = ""


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: a human, or a bot of a level."""

    kind: str
    """"human" or "bot"."""
    level: str = ""
    """The bot's level ("easy", "normal", "hard"); empty for a human."""
    name: str = ""

    def __post_init__(self) -> None:
        if self.kind not in ("human", "bot"):
            raise ValueError(f"a seat is 'human' or 'bot:LEVEL', not {self.kind!r}")
        if self.kind == "bot" and self.level not in BOT_LEVELS:
            raise ValueError(f"bot level must be one of {', '.join(BOT_LEVELS)}, not {self.level!r}")

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def __str__(self) -> str:
        return f"bot:{self.level}" if self.is_bot else "human"

    @classmethod
    def parse(cls, text: str) -> Seat:
        """`human` or `bot:easy|normal|hard` (plain `bot` means normal)."""
        kind, _, level = text.strip().partition(":")
        if kind == "bot":
            return cls("bot", level or "normal")
        if level:
            raise ValueError(f"a human seat takes no level: {text!r}")
        return cls(kind)


@dataclass(frozen=True)
class Config:
    """Everything chosen before a game starts, apart from the seed."""

    game: str
    seats: tuple[Seat, ...]
    options: Mapping[str, str] = field(default_factory=dict)

    @property
    def players(self) -> int:
        return len(self.seats)

    def seat_name(self, seat: int) -> str:
        return self.seats[seat].name or f"Player {seat + 1}"

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seats": [{"kind": s.kind, "level": s.level, "name": s.name} for s in self.seats],
            "options": dict(self.options),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Config:
        seats = tuple(Seat(s["kind"], s.get("level", ""), s.get("name", "")) for s in data["seats"])
        options = {str(k): str(v) for k, v in dict(data.get("options", {})).items()}
        return cls(str(data["game"]), seats, options)


@dataclass(frozen=True)
class Result:
    """The final standing."""

    places: tuple[int, ...]
    """Per seat: 1 for first; seats that tie after the game's tie-breaks share a place."""
    scores: tuple[int, ...]
    """Per seat: what the game counts (money or points)."""

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, place in enumerate(self.places) if place == 1)


class State(ABC):
    """A game's full state. Each game subclasses it; the protocol needs only these members."""

    current_player: int
    """The seat to act, or TERMINAL."""
    rng: Rng
    """All randomness of the game comes from here."""

    @abstractmethod
    def clone(self) -> Self:
        """An independent copy; bots clone thousands of states a second, so keep it cheap."""

    @abstractmethod
    def snapshot(self) -> dict[str, Any]:
        """The whole state as plain JSON data: saves check their checksum against it."""


S = TypeVar("S", bound=State)


class Game(ABC, Generic[S]):
    """The rules of one board game."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[Option, ...]] = ()
    hidden_information: ClassVar[bool] = True
    """True when players hold secrets: hot-seat play then hides the table between humans."""
    score_label: ClassVar[str] = "Money"

    @abstractmethod
    def new_game(self, config: Config, seed: int) -> S:
        """The state after set-up (set-up choices players make are actions of the game)."""

    @abstractmethod
    def legal_actions(self, state: S) -> list[Action]:
        """Every action the current player may take: the single source of truth for legality."""

    @abstractmethod
    def perform(self, state: S, action: Action) -> list[Event]:
        """Carry out an action known to be legal. Callers outside the rules use `apply`."""

    @abstractmethod
    def observe(self, state: S, seat: int, rng: Rng) -> S:
        """What `seat` may see, as a playable state.

        Everything the seat knows is exact. Everything hidden from it (other hands, the order of a
        deck or bag) is replaced by a sample of what it could be, drawn from `rng`, and the state's
        own generator is replaced by one from `rng`: a bot searching this state learns nothing
        it could not see at the table.
        """

    @abstractmethod
    def result(self, state: S) -> Result:
        """The final standing (only asked once `is_over`)."""

    @abstractmethod
    def scores(self, state: S) -> list[int]:
        """Each seat's money or points now, as the table and the results chart show them."""

    @abstractmethod
    def evaluate(self, state: S, seat: int) -> float:
        """A heuristic for bots: how good `state` is for `seat`, higher is better."""

    def prompt(self, state: S) -> str:
        """What the current player is asked to do, for the status line."""
        return "Your move"

    def why_illegal(self, state: S, action: Action) -> str:
        """The reason `action` is refused; games give more precise reasons where they can."""
        if self.is_over(state):
            return "The game is over."
        return f"'{action}' is not allowed now."

    def why_not_drag(self, state: S, source: str, target: str) -> str:
        """The reason a drag from `source` to `target` matches no legal action, for the table to show."""
        return "That cannot go there now."

    def apply(self, state: S, action: Action) -> list[Event]:
        """Carry out `action`, or raise IllegalAction saying why it is refused."""
        if action not in self.legal_actions(state):
            raise IllegalAction(self.why_illegal(state, action))
        return self.perform(state, action)

    def is_over(self, state: S) -> bool:
        return state.current_player == TERMINAL

    def make_bot(self, level: str, rng: Rng) -> Bot:
        """The bot for a level; games may override with stronger play of their own."""
        from game.ai.bots import default_bot

        return default_bot(level, rng)

    def rules_summary(self) -> str:
        """The rules summary shown in the app: `summary.md` beside the game's module."""
        return (Path(inspect.getfile(type(self))).parent / "summary.md").read_text(encoding="utf-8")

    def check_config(self, config: Config) -> None:
        """Raise ValueError with a clear message when the config does not fit this game."""
        if not self.min_players <= config.players <= self.max_players:
            raise ValueError(
                f"{self.title} takes {self.min_players}-{self.max_players} players, not {config.players}"
            )
        known = {option.key: option for option in self.options}
        for key, value in config.options.items():
            if key not in known:
                names = ", ".join(known) or "none"
                raise ValueError(f"{self.title} has no option {key!r} (options: {names})")
            if value not in known[key].choices:
                raise ValueError(f"option {key} must be one of {', '.join(known[key].choices)}, not {value!r}")

    def option(self, config: Config, key: str) -> str:
        """The value of an option in `config`, or its default."""
        for option in self.options:
            if option.key == key:
                return config.options.get(key, option.default)
        raise KeyError(key)
