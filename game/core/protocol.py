"""The game protocol: one interface that every game implements and everything else speaks.

The table, the bots, the command line and the tests only ever call these methods. Legality is
decided in one place, `Game.legal_actions`; `Game.apply` refuses anything outside it.
"""

from __future__ import annotations

import inspect
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from enum import StrEnum
from pathlib import Path
from typing import Any, ClassVar, Generic, Self, TypeVar

from game.core.messages import Items, Message, Term, Verbatim, msg
from game.core.rng import Rng

TERMINAL = -1
"""`State.current_player` once the game is over."""

BOT_LEVELS = ("easy", "normal", "hard")


class ManifestError(ValueError):
    """A refusal a player reads: `message` says why; `str()` is a plain English version for logs."""

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message


class IllegalAction(ManifestError):
    """An action the rules refuse; its message is the reason, in words a player understands."""


class ConfigError(ManifestError):
    """A config that does not fit the game (player count, options)."""


Key = tuple[Any, ...]
"""An action's stable key: its class name and field values, e.g. ("PlaceCube", "gas", "Tyumen")."""


def key_value(value: Any) -> Any:
    """A field value as it stands in a key: ints, strings, bools, None, and tuples of these."""
    if isinstance(value, tuple | list):
        return tuple(key_value(item) for item in value)
    if value is None or isinstance(value, bool | int | str):
        return value
    raise TypeError(f"an action field of type {type(value).__name__} cannot be part of a key")


class Action:
    """Base of every game's actions. Subclasses are frozen dataclasses.

    `key()` is the action's stable name, built from its class name and fields: saves store it, and
    the same key always means the same move, whatever its wording. `label()` is what the player
    reads (a message), free to change.
    """

    def key(self) -> Key:
        """(class name, field values...): unique among the legal actions of any state."""
        values = (key_value(getattr(self, f.name)) for f in fields(self) if f.compare)  # type: ignore[arg-type]
        return (type(self).__name__, *values)

    def label(self) -> Message:
        """The move as the player reads it, in the move list and the log."""
        raise NotImplementedError(f"{type(self).__name__} has no label")

    def drag(self) -> tuple[str, str] | None:
        """(source, target) names of the board things a player drags to do this action, or None.

        The names are the game's own (a counter, an area, a space); the table maps them to places
        on screen. An action with a drag is also done by clicking its source, then its target. A name in the
        acting seat's own hand is "hand" or starts with "hand:" (`in_hand`): a view draws only its viewer's.
        """
        return None


def in_hand(name: str) -> bool:
    """Whether a board thing's name (`Action.drag`) is in the hand of the seat that acts."""
    return name == "hand" or name.startswith("hand:")


class EventKind(StrEnum):
    """What an Event tells: the table picks its sound and animation by it."""

    MOVE = "move"
    MONEY = "money"
    CARD = "card"
    DICE = "dice"
    TURN = "turn"
    PHASE = "phase"
    SCORE = "score"
    INFO = "info"
    END = "end"


Kind = TypeVar("Kind", bound=StrEnum)


def thing_of(name: str, kinds: type[Kind]) -> tuple[Kind | None, str]:
    """A board thing's name (as `Action.drag` and the views give it) split at its first colon into its kind,
    None when it is none of `kinds`, and the rest: "area:Yakutia" -> (area, "Yakutia")."""
    kind, _, rest = name.partition(":")
    try:
        return kinds(kind), rest
    except ValueError:
        return None, rest


@dataclass(frozen=True)
class Event:
    """Something that happened: drives the game log, animations and sounds."""

    kind: EventKind
    message: Message
    seat: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class Option:
    """A variant or set-up choice offered on the setup screen and as `--option key=value`."""

    key: str
    label: Message
    choices: tuple[str, ...]
    default: str
    help: Message | None = None
    choice_labels: Mapping[str, Message] = field(default_factory=dict)
    """How each choice is named on the setup screen (the choice itself is what saves and --option use)."""


class SeatKind(StrEnum):
    HUMAN = "human"
    BOT = "bot"

    @classmethod
    def named(cls, text: str) -> SeatKind:
        """The kind spelt `text` (from a save or the command line); ValueError saying what a seat may be."""
        try:
            return cls(text)
        except ValueError:
            raise ValueError(f"a seat is 'human' or 'bot:LEVEL', not {text!r}") from None


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: a human, or a bot of a level."""

    kind: SeatKind
    level: str = ""
    """The bot's level ("easy", "normal", "hard"); empty for a human."""
    name: str = ""

    def __post_init__(self) -> None:
        if self.is_bot and self.level not in BOT_LEVELS:
            raise ValueError(f"bot level must be one of {', '.join(BOT_LEVELS)}, not {self.level!r}")

    @property
    def is_bot(self) -> bool:
        return self.kind == SeatKind.BOT

    def __str__(self) -> str:
        return f"bot:{self.level}" if self.is_bot else "human"

    @classmethod
    def parse(cls, text: str) -> Seat:
        """`human` or `bot:easy|normal|hard` (plain `bot` means normal)."""
        spelt, _, level = text.strip().partition(":")
        kind = SeatKind.named(spelt)
        if kind == SeatKind.BOT:
            return cls(kind, level or "normal")
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

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seats": [{"kind": s.kind, "level": s.level, "name": s.name} for s in self.seats],
            "options": dict(self.options),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Config:
        seats = tuple(Seat(SeatKind.named(s["kind"]), s.get("level", ""), s.get("name", "")) for s in data["seats"])
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
    def position(self) -> dict[str, Any]:
        """The game's position, described on purpose: everything that decides the play from here (the
        generator's state too), in plain JSON types, each field named for what it is in the game.

        Saves fingerprint this, not the object's layout: a field, cache or helper added or renamed inside the
        state leaves every save valid; a rules change that changes a position changes it, and then raises
        `Game.rules_version`."""


@dataclass(frozen=True)
class Compat:
    """What a game keeps for saves of earlier versions, in one place: `game/<id>/compat.py` builds it and
    `game/core/saves.py` alone calls it."""

    legacy_snapshot: Callable[[Any], dict[str, Any]]
    """A state as saves of formats 1 and 2 fingerprinted it (the object's attributes of those days)."""
    v1_text: Callable[[Any], str] | None = None
    """The English text save format 1 stored for an action, frozen; None for a game younger than format 1."""
    old_key: Callable[[Key], Key] | None = None
    """Today's key for an action key format 2 stored, where an action class was split or renamed since; None when
    every format-2 key is still today's."""


S = TypeVar("S", bound=State)


CANNOT_GO_THERE = msg("That cannot go there now.")
"""The answer to a drop that means no legal action, where the game names no rule for it."""
CANNOT_MOVE_NOW = msg("That cannot be moved now: only the lit pieces can.")
"""The answer to a piece picked up that starts no legal action now, where the game names no rule for it."""


class Game(ABC, Generic[S]):
    """The rules of one board game."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[Option, ...]] = ()
    hidden_information: ClassVar[bool] = True
    """True when players hold secrets: hot-seat play then hides the table between humans."""
    score_label: ClassVar[Message] = msg("Money")
    rules_version: ClassVar[int] = 1
    """Raised whenever a rules change replays an old move log differently: saves store it, and a
    save made under older rules opens as far as its moves still hold, saying so."""
    compat: ClassVar[Compat | None] = None
    """How saves of formats 1 and 2 are read (`game/<id>/compat.py`); None: the game is younger than them."""
    move_kinds: ClassVar[Mapping[type[Action], Message]] = {}
    """What the move list calls a kind of move (an action class) when it folds several of them under one entry
    ("Sign a contract"); a kind not named here is called after its first move."""
    closing_kinds: ClassVar[frozenset[type[Action]]] = frozenset()
    """The moves that end a step or a turn (Pass, End navigating): the move list shows them first, where the other
    moves of the step, coming and going, do not shift them under the pointer."""

    @abstractmethod
    def new_game(self, config: Config, seed: int) -> S:
        """The state after set-up (set-up choices players make are actions of the game)."""

    @abstractmethod
    def legal_actions(self, state: S) -> list[Action]:
        """Every action the current player may take: the single source of truth for legality.

        A move with an amount (money offered in a trade) is listed in its usual steps; the rules also
        take it with any other amount they allow (`allows_amount`), so that a player can type one."""

    def allows_amount(self, state: S, action: Action) -> bool:
        """Whether the rules take `action`, a listed kind of move with an amount of the player's choosing
        (not one of the listed steps). None by default: every move is listed."""
        return False

    def is_legal(self, state: S, action: Action) -> bool:
        return action in self.legal_actions(state) or self.allows_amount(state, action)

    def action_of(self, state: S, key: Key) -> Action | None:
        """The legal action whose key is `key` (a listed one, or one with an amount the rules allow), or None."""
        listed = next((action for action in self.legal_actions(state) if action.key() == key), None)
        if listed is not None:
            return listed
        typed = self.amount_action(key)
        return typed if typed is not None and self.allows_amount(state, typed) else None

    def amount_action(self, key: Key) -> Action | None:
        """The move with an amount that `key` names, when it names one (whether legal or not), else None."""
        return None

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

    def tie_break(self, state: S, seat: int) -> Message | None:
        """What settles a tie on the score, with `seat`'s figure, for the results to show where scores tie; None
        when ties stand."""
        return None

    def score_breakdown(self, state: S, events: Sequence[Event], seat: int) -> list[tuple[Message, int]]:
        """How the rules count `seat`'s score, part by part, for the results. By default the sum of the
        `amount` of each of the game's `events` for that seat whose data names a `score_part` (a
        message), by part in the order they first came (parts that came to nothing left out); none when the game
        tags no events."""
        parts: dict[Message, int] = {}
        for event in events:
            if event.seat == seat and "score_part" in event.data:
                part = event.data["score_part"]
                parts[part] = parts.get(part, 0) + event.data["amount"]
        return [(part, amount) for part, amount in parts.items() if amount]

    def redact(self, state: S, seat: int | None) -> S:
        """What `seat` knows, for the table to draw; None is a spectator who knows only public things.

        Unlike `observe`, nothing is invented: what the seat cannot see stays unknown (a count, a
        face-down back, as each game marks it). The result is drawn, never played. Games with hidden
        information override this.
        """
        if self.hidden_information:
            raise NotImplementedError(f"{type(self).__name__} hides information but has no redact")
        return state.clone()

    def private_decision(self, state: S) -> bool:
        """Whether the seat to act decides with knowledge other seats may not see (its hand, a secret
        offer): in hot-seat play the table is then handed to that player. Public decisions (a
        start player choosing an exchange side) need no hand-off."""
        return self.hidden_information

    def reveals(self, before: S, after: S, action: Action, events: list[Event]) -> bool:
        """Whether playing `action` in `before` (which became `after`, telling `events`) brought something
        to light that was unknown: a card drawn, a die rolled, a counter drawn from a bag, hidden choices
        turned face up. Undo never takes a move back across one, since the player now knows what comes.

        By default: the move drew from the game's generator. Games that draw from decks shuffled earlier,
        or turn hidden things face up, say so too."""
        return before.rng.state != after.rng.state

    def quiet(self, action: Action) -> bool:
        """Whether a move changes nothing anyone sees (a bot letting a moment pass): the table plays a bot's quiet
        move at once, without the pause it leaves between bot moves."""
        return False

    def needs_confirmation(self, state: S, action: Action) -> Message | None:
        """The question to ask before a player's move that costs heavily or cannot be taken back (a
        contract cancelled for a fine), or None to play it at once."""
        return None

    def prompt(self, state: S) -> Message:
        """What the current player is asked to do, for the status line."""
        return msg("Your move")

    def why_illegal(self, state: S, action: Action) -> Message:
        """The reason `action` is refused; games give more precise reasons where they can."""
        if self.is_over(state):
            return msg("The game is over.")
        return msg("{move} is not allowed now.", move=action.label())

    def why_not_drag(self, state: S, source: str, target: str) -> Message:
        """The reason a drag from `source` to `target` matches no legal action, for the table to show."""
        return CANNOT_GO_THERE

    def why_not_move(self, state: S, source: str, target: str) -> Message:
        """The reason `source`, picked up and let go on `target` ("" for nothing), starts no legal action now, for
        the table to show (what to do first, or the condition it fails, where the game knows it)."""
        return CANNOT_MOVE_NOW

    def apply(self, state: S, action: Action) -> list[Event]:
        """Carry out `action`, or raise IllegalAction saying why it is refused."""
        if not self.is_legal(state, action):
            raise IllegalAction(self.why_illegal(state, action))
        return self.perform(state, action)

    def is_over(self, state: S) -> bool:
        return state.current_player == TERMINAL

    def rules_summary(self, language: str = "en") -> str:
        """The rules summary shown in the app: `summary.md` beside the game's module, or its translation
        `summary.<language>.md` ("summary.de.md") where there is one."""
        folder = Path(inspect.getfile(type(self))).parent
        translated = folder / f"summary.{language}.md"
        return (translated if translated.is_file() else folder / "summary.md").read_text(encoding="utf-8")

    def check_config(self, config: Config) -> None:
        """Raise ConfigError with a clear message when the config does not fit this game."""
        if not self.min_players <= config.players <= self.max_players:
            raise ConfigError(
                msg(
                    "{game} takes {low} to {high} players, not {count}.",
                    game=Term(self.title, "game"),
                    low=self.min_players,
                    high=self.max_players,
                    count=config.players,
                )
            )
        known = {option.key: option for option in self.options}
        for key, value in config.options.items():
            if key not in known and not known:
                raise ConfigError(msg("{game} has no options.", game=Term(self.title, "game")))
            if key not in known:
                raise ConfigError(
                    msg(
                        "{game} has no option {option} (its options: {known}).",
                        game=Term(self.title, "game"),
                        option=Verbatim(key),
                        known=Items(tuple(Verbatim(k) for k in known)),
                    )
                )
            if value not in known[key].choices:
                raise ConfigError(
                    msg(
                        "Option {option} must be one of {choices}, not {value}.",
                        option=Verbatim(key),
                        choices=Items(tuple(Verbatim(c) for c in known[key].choices)),
                        value=Verbatim(value),
                    )
                )

    def option(self, config: Config, key: str) -> str:
        """The value of an option in `config`, or its default."""
        for option in self.options:
            if option.key == key:
                return config.options.get(key, option.default)
        raise KeyError(key)
