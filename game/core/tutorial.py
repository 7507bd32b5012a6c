"""Learn to play: a guided first game, written as data (`game/<id>/tutorial.json`), and where a game stands in it.

A game may have short add-on lessons for a variant, `game/<id>/tutorial.<variant>.json` (Mainports' Great Europe
side), played with that variant's options: a lesson is named by its game and variant ("" for the first game).

A tutorial is a game on a fixed deal: the config (the learner at seat 0, easy bots), the seed and a list of steps.
A step tells something in one or two sentences of the game's own words and, unless it only tells, names the moves
the learner makes next, in order, by their keys (`Action.key`). Bots choose from the seed and the move number
(`Match.choose_bot_action`), so the whole game is fixed; `replay` plays it and says where it breaks.

Where the learner stands is read from the match alone (how many moves the learner made) and the steps they said
they had read, so taking a move back steps back in the lesson too. Nothing here draws: the table shows the step
(scenes/table/tutorial.py) and refuses a move the step does not expect, with the step's explanation.

    {"game": "siberia", "seed": 3, "seats": ["human", "bot:easy"], "options": {},
     "steps": [{"text": "What to do now and why."},
               {"text": "...", "moves": [["PlaceCube", "gas", "Tyumen"]], "wrong": "Why another move is refused.",
                "lights": ["reserve:gas", "area:Tyumen"]}]}

"lights" are board things to light (`Action.drag` names); without them a step lights its next move's drag.
An optional "in_sight" lists the beginnings of names of board things the step's box must leave in sight where it
can (Siberia's `"panel:0:"`: the learner's own counters).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import registry
from game.core.match import Match
from game.core.messages import Message, msg
from game.core.protocol import Action, Config, Key, Seat, key_value

LEARNER = 0
"""The seat of the one who learns: every other seat is a bot."""
GAME_DIR = Path(__file__).resolve().parents[1]
STEM = "tutorial"
END = msg("That was the last step of the lesson. The game carries on as an ordinary game: play it to the end.")
"""What the table says once every step is done."""


@dataclass(frozen=True)
class Step:
    text: Message
    moves: tuple[Key, ...] = ()
    """The learner's next moves, in order (bots may move in between); none: the step only tells, and waits for
    Continue."""
    wrong: Message | None = None
    """Why a move other than the expected one is refused."""
    lights: tuple[str, ...] = ()
    """Board things to light; none: the drag of the move expected next."""


@dataclass(frozen=True)
class Tutorial:
    config: Config
    seed: int
    steps: tuple[Step, ...]
    in_sight: tuple[str, ...] = ()
    """Beginnings of the names of board things the step's box leaves in sight where it can."""

    @property
    def game(self) -> str:
        return self.config.game

    def moves(self) -> list[Key]:
        """Every move the learner makes in the lesson, in order."""
        return [key for step in self.steps for key in step.moves]

    def start(self) -> Match:
        return Match(registry.get_game(self.game), self.config, self.seed)


def path_of(game_id: str, variant: str = "") -> Path:
    return GAME_DIR / game_id / ".".join((STEM, *((variant,) if variant else ()), "json"))


def variants(game_id: str) -> list[str]:
    """A game's lessons by variant: "" (the first game) first, then its add-ons by name."""
    found = [path.name.removeprefix(STEM).removesuffix(".json").lstrip(".") for path in files(game_id)]
    return sorted(found, key=lambda variant: (variant != "", variant))


def files(game_id: str) -> list[Path]:
    return sorted((GAME_DIR / game_id).glob(f"{STEM}*.json"))


def lessons() -> list[tuple[str, str]]:
    """Every lesson as (game, variant): the games in menu order, each game's first lesson before its add-ons."""
    return [(game_id, variant) for game_id in registry.game_ids() for variant in variants(game_id)]


def lesson_for(config: Config) -> str | None:
    """The variant of the game's lesson for a game set up as `config`: the add-on whose options it has, else the
    first game; None when the game has no lesson."""
    found = variants(config.game)
    for variant in found[1:]:
        wanted = load_tutorial(config.game, variant).config.options
        if all(config.options.get(key) == value for key, value in wanted.items()):
            return variant
    return "" if "" in found else None


def load_tutorial(game_id: str, variant: str = "") -> Tutorial:
    """A lesson, from its file; a ValueError (for the lesson's author, never shown to players) says what is wrong
    with it."""
    path = path_of(game_id, variant)
    try:
        return parse(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise ValueError(f"{path}: {error}") from error


def parse(data: dict[str, Any]) -> Tutorial:
    seats = tuple(Seat.parse(text) for text in data["seats"])
    if seats[LEARNER].is_bot or any(not seat.is_bot for seat in seats[LEARNER + 1 :]):
        raise ValueError("the learner sits at seat 0 and bots at every other seat")
    config = Config(str(data["game"]), seats, {str(k): str(v) for k, v in data.get("options", {}).items()})
    steps = tuple(
        Step(
            text=msg_of(entry["text"]),
            moves=tuple(key_value(key) for key in entry.get("moves", ())),
            wrong=msg_of(entry["wrong"]) if "wrong" in entry else None,
            lights=tuple(str(name) for name in entry.get("lights", ())),
        )
        for entry in data["steps"]
    )
    if any(step.moves and step.wrong is None for step in steps):
        raise ValueError("a step with moves says why another move is wrong")
    in_sight = tuple(str(start) for start in data.get("in_sight", ()))
    return Tutorial(config, int(data["seed"]), steps, in_sight)


def msg_of(text: str) -> Message:
    """A text of a tutorial file as a message: its English is the catalogue's id (tools/extract_messages.py
    takes it from the file)."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"a step's text must be a sentence, not {text!r}")
    return Message(text)


def texts(tutorial_data: dict[str, Any]) -> list[str]:
    """Every text of a tutorial file, for the catalogue."""
    return [entry[field] for entry in tutorial_data["steps"] for field in ("text", "wrong") if field in entry]


class Lesson:
    """Where a match stands in its tutorial: the step to show, the move it waits for, what it refuses."""

    def __init__(self, tutorial: Tutorial) -> None:
        self.tutorial = tutorial
        self.read: set[int] = set()
        """The telling steps the learner said they read (Continue); the end's is `len(steps)`."""
        self.expected = tutorial.moves()
        self.starts = []
        """Per step, how many of the learner's moves come before it."""
        count = 0
        for step in tutorial.steps:
            self.starts.append(count)
            count += len(step.moves)

    @staticmethod
    def made(match: Match) -> int:
        """How many moves the learner has made in `match`."""
        return sum(record.seat == LEARNER for record in match.records)

    def step_index(self, match: Match) -> int | None:
        """The step the learner is at: a telling step not yet read, or the step of their next move; the
        number of steps once every one is done (the end, until read), None after that."""
        made = self.made(match)
        for index, step in enumerate(self.tutorial.steps):
            start = self.starts[index]
            if step.moves and made < start + len(step.moves):
                return index
            if not step.moves and made <= start and index not in self.read:
                return index
        end = len(self.tutorial.steps)
        return None if end in self.read else end

    def step(self, match: Match) -> Step | None:
        """The step to show, or None once the lesson is over; the end is a telling step of its own."""
        index = self.step_index(match)
        if index is None:
            return None
        return self.tutorial.steps[index] if index < len(self.tutorial.steps) else Step(END)

    def showing(self, match: Match) -> bool:
        """Whether the lesson has something to show now: only while the learner is to move or the game is over
        (while bots play between the learner's moves, the table is theirs)."""
        return self.step(match) is not None and (match.current_player == LEARNER or match.is_over())

    def waits_for_continue(self, match: Match) -> bool:
        """Whether the step shown only tells, and waits for Continue."""
        step = self.step(match)
        return step is not None and not step.moves and self.showing(match)

    def next_move(self, match: Match) -> Key | None:
        """The key of the learner's next move in the lesson, or None when the lesson expects none now."""
        made = self.made(match)
        if made >= len(self.expected) or match.current_player != LEARNER:
            return None
        return self.expected[made]

    def proceed(self, match: Match) -> None:
        """Continue: the telling step shown is read."""
        index = self.step_index(match)
        if index is not None and self.waits_for_continue(match):
            self.read.add(index)

    def refusal(self, match: Match, action: Action) -> Message | None:
        """Why the lesson refuses the learner's `action` now, or None when it is the move it waits for (any move
        once the lesson has no more). Playing the expected move reads the telling steps before it."""
        made = self.made(match)
        if made >= len(self.expected):
            self.read.update(range(len(self.tutorial.steps) + 1))
            return None
        step = self.step_of_move(made)
        if action.key() != self.expected[made]:
            return self.tutorial.steps[step].wrong
        self.read.update(range(step))
        return None

    def instruction(self, match: Match) -> Message | None:
        """What the step waiting for the learner's next move asks (its explanation): the answer to a drop that
        means no move, instead of the table's generic one; None when the lesson waits for no move."""
        made = self.made(match)
        if made >= len(self.expected) or match.current_player != LEARNER:
            return None
        return self.tutorial.steps[self.step_of_move(made)].wrong

    def step_of_move(self, made: int) -> int:
        """The step that holds the learner's move number `made` (counted from 0)."""
        steps = self.tutorial.steps
        return next(i for i, step in enumerate(steps) if self.starts[i] <= made < self.starts[i] + len(step.moves))

    def lights(self, match: Match) -> set[str]:
        """What to light now: the step's own lights, or the drag of the move it waits for (a step that only tells
        lights only its own)."""
        step = self.step(match)
        if step is None or not self.showing(match):
            return set()
        if step.lights or not step.moves:
            return set(step.lights)
        action = self.expected_action(match)
        drag = action.drag() if action is not None else None
        return set(drag) if drag else set()

    def expected_action(self, match: Match) -> Action | None:
        key = self.next_move(match)
        return match.game.action_of(match.state, key) if key is not None else None


def replay(tutorial: Tutorial) -> Match:
    """Play the lesson as written: the learner's moves by their keys, the bots' by their choice. A ValueError
    names the first move that is not legal when reached."""
    match = tutorial.start()
    for number, key in enumerate(tutorial.moves()):
        while not match.is_over() and match.current_player != LEARNER:
            match.play(match.choose_bot_action())
        action = match.game.action_of(match.state, key) if not match.is_over() else None
        if action is None:
            legal = [a.key() for a in match.legal_actions()] if not match.is_over() else []
            raise ValueError(f"move {number + 1} of the learner, {key}, is not legal; legal: {legal}")
        match.play(action)
    return match
