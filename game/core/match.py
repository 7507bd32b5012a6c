"""A match: one game being played, with its action log and score history."""

from __future__ import annotations

import hashlib
import json
import secrets
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from game import registry
from game.ai.bots import Bot
from game.core.messages import Message, SeatRef, msg
from game.core.protocol import Action, Config, Event, Game, IllegalAction, Key, State
from game.core.rng import Rng

BOT_STREAM = 1000
"""Where the generators of the bots' searches come from (`Match.observation`)."""
COACH_STREAM = 2000
"""Where those of the coach's searches come from: a suggestion never draws what a bot would."""


def new_match_id() -> str:
    """An id for a match, fixed when it starts: when, and a few random digits so that two games started in
    the same second differ. It names the match's autosave."""
    return f"{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(2)}"


def random_seed() -> int:
    """A seed for a game nobody asked to repeat."""
    return int.from_bytes(secrets.token_bytes(4), "little")


def fingerprint(data: Any) -> str:
    """A short fingerprint of plain JSON data: equal data give equal fingerprints on every machine."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def checksum(state: State, config: Config) -> str:
    """A game's fingerprint: its position (`State.position`) and the config that made it (seats, names, levels,
    options). What saves of formats 1 and 2 fingerprinted is the games' `Compat.legacy_snapshot`."""
    return fingerprint({"config": config.to_json(), "position": state.position()})


@dataclass(frozen=True)
class MoveRecord:
    """What undo needs to know of a move played: who made it, whether they decided with knowledge the
    others may not see (`Game.private_decision`), and whether it revealed something (`Game.reveals`)."""

    seat: int
    private: bool
    reveals: bool
    first_event: int
    """Where the move's events start in `Match.events`."""


class Match:
    """A game in progress: the state plus everything needed to save and replay it."""

    def __init__(self, game: Game[Any], config: Config, seed: int) -> None:
        game.check_config(config)
        self.game = game
        self.config = config
        self.seed = seed
        self.state: State = game.new_game(config, seed)
        self.actions: list[Action] = []
        """Every action taken, in order."""
        self.keys: list[Key] = []
        """Each action's key, kept as it is played: the save stores them, at every turn."""
        self.score_history: list[list[int]] = [game.scores(self.state)]
        """Each seat's score after every action, for the results chart."""
        self.events: list[Event] = []
        """Everything that happened, in order: a loaded game's log is told again from it."""
        self.records: list[MoveRecord] = []
        """One per action: what undo needs to know of it."""
        self.notice: Message | None = None
        """What loading had to say about this match (a save made under older rules), or None."""
        self.id = new_match_id()
        """Fixed when the match starts and kept by its saves: a loaded or continued game keeps its autosave."""
        self._bots: dict[int, Bot] = {}
        self.hints: dict[int, int] = {}
        """How many moves the coach suggested to each human seat (saves keep the count: a continued game counts on)."""

    @property
    def current_player(self) -> int:
        return self.state.current_player

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def legal_actions(self) -> list[Action]:
        return self.game.legal_actions(self.state)

    def play(self, action: Action) -> list[Event]:
        """Apply an action (IllegalAction if the rules refuse it) and log it."""
        before = self.state.clone()
        events = self.game.apply(self.state, action)
        reveals = self.game.reveals(before, self.state, action, events)
        seat = before.current_player
        self.records.append(MoveRecord(seat, self.game.private_decision(before), reveals, len(self.events)))
        self.actions.append(action)
        self.keys.append(action.key())
        self.events.extend(events)
        self.score_history.append(self.game.scores(self.state))
        return events

    def play_key(self, key: Key) -> list[Event]:
        """Apply the legal action whose key is `key`."""
        action = self.game.action_of(self.state, key)
        if action is None:
            raise IllegalAction(msg("There is no such move now."))
        return self.play(action)

    def undo_start(self, seat: int) -> int | None:
        """How many moves stay when `seat` takes back its latest move, with every move made since; None when
        it cannot. No move taken back may have revealed anything, and the others' moves among them must be
        bots' public decisions: a bot plays the same again, but another human's move, or a choice made on
        knowledge `seat` does not have, is theirs."""
        for number in range(len(self.records) - 1, -1, -1):
            record = self.records[number]
            if record.reveals:
                return None
            if record.seat == seat:
                return number
            if record.private or not self.config.seats[record.seat].is_bot:
                return None
        return None

    def rewind(self, moves: int) -> None:
        """Back to the game after its first `moves` moves, played again from the start: a match keeps no
        copy of earlier states."""
        again = Match(self.game, self.config, self.seed)
        for action in self.actions[:moves]:
            again.play(action)
        self.state, self.actions, self.keys, self.events = again.state, again.actions, again.keys, again.events
        self.score_history, self.records = again.score_history, again.records

    def bot(self, seat: int) -> Bot:
        """The bot sitting at `seat`, made on first use."""
        if seat not in self._bots:
            level = self.config.seats[seat].level or "normal"
            self._bots[seat] = registry.make_bot(self.game.id, level, Rng(self.seed).fork(1000 + seat))
        return self._bots[seat]

    def choose_bot_action(self) -> Action:
        """What the bot at the current seat plays, chosen from its seat's observation only.

        Its generator is made afresh from the game seed, the seat and the move number, so a continued
        or replayed game plays on exactly as the uninterrupted one would."""
        seat = self.current_player
        bot = self.bot(seat)
        view, bot.rng = self.observation(seat, BOT_STREAM)
        choice = bot.choose(self.game, view, seat)
        if not self.game.is_legal(self.state, choice):
            raise IllegalAction(msg("The bot at {seat} chose a move that is not legal.", seat=SeatRef(seat)))
        return choice

    def observation(self, seat: int, stream: int) -> tuple[Any, Rng]:
        """What `seat` knows now as a searcher sees it (`Game.observe`: what it cannot see sampled) and a generator
        for the search, both made afresh from the game seed, the `stream` (bots or the coach), the seat and the move
        number: asked again at the same move, they are the same."""
        move_rng = Rng(self.seed).fork(stream + seat).fork(len(self.actions))
        return self.game.observe(self.state, seat, move_rng.fork(2)), move_rng.fork(1)

    def checksum(self) -> str:
        return checksum(self.state, self.config)

    @classmethod
    def replay(cls, game: Game[Any], config: Config, seed: int, keys: Iterable[Key]) -> Match:
        """Rebuild a match from its keys; IllegalAction names the first move that does not fit."""
        match = cls(game, config, seed)
        for number, key in enumerate(keys, start=1):
            try:
                match.play_key(key)
            except IllegalAction:
                raise IllegalAction(msg("Move {number} cannot be replayed.", number=number)) from None
        return match
