"""A match: one game being played, with its action log and score history."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from game.ai.bots import Bot
from game.core.protocol import Action, Config, Event, Game, IllegalAction, State
from game.core.rng import Rng


def checksum(state: State) -> str:
    """A short fingerprint of a state: equal states give equal checksums on every machine."""
    text = json.dumps(state.snapshot(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


class Match:
    """A game in progress: the state plus everything needed to save and replay it."""

    def __init__(self, game: Game[Any], config: Config, seed: int) -> None:
        game.check_config(config)
        self.game = game
        self.config = config
        self.seed = seed
        self.state: State = game.new_game(config, seed)
        self.actions: list[str] = []
        """The text of every action taken, in order: the save's log."""
        self.score_history: list[list[int]] = [game.scores(self.state)]
        """Each seat's score after every action, for the results chart."""
        self.events: list[Event] = []
        """Everything that happened, in order: a loaded game's log is told again from it."""
        self._bots: dict[int, Bot] = {}

    @property
    def current_player(self) -> int:
        return self.state.current_player

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def legal_actions(self) -> list[Action]:
        return self.game.legal_actions(self.state)

    def play(self, action: Action) -> list[Event]:
        """Apply an action (IllegalAction if the rules refuse it) and log it."""
        events = self.game.apply(self.state, action)
        self.actions.append(str(action))
        self.events.extend(events)
        self.score_history.append(self.game.scores(self.state))
        return events

    def play_text(self, text: str) -> list[Event]:
        """Apply the legal action whose text is `text`."""
        for action in self.legal_actions():
            if str(action) == text:
                return self.play(action)
        raise IllegalAction(f"'{text}' is not a legal move now.")

    def bot(self, seat: int) -> Bot:
        """The bot sitting at `seat`, made on first use with a generator of its own."""
        if seat not in self._bots:
            level = self.config.seats[seat].level or "normal"
            self._bots[seat] = self.game.make_bot(level, Rng(self.seed).fork(1000 + seat))
        return self._bots[seat]

    def choose_bot_action(self) -> Action:
        """What the bot at the current seat plays, chosen from its seat's observation only."""
        seat = self.current_player
        bot = self.bot(seat)
        view = self.game.observe(self.state, seat, bot.rng.fork(len(self.actions)))
        choice = bot.choose(self.game, view, seat)
        if choice not in self.legal_actions():
            raise IllegalAction(f"bot at seat {seat + 1} chose '{choice}', which is not legal")
        return choice

    def checksum(self) -> str:
        return checksum(self.state)

    @classmethod
    def replay(cls, game: Game[Any], config: Config, seed: int, actions: list[str]) -> Match:
        """Rebuild a match from its log; IllegalAction names the first move that does not fit."""
        match = cls(game, config, seed)
        for number, text in enumerate(actions, start=1):
            try:
                match.play_text(text)
            except IllegalAction as error:
                raise IllegalAction(f"move {number} ('{text}') cannot be replayed: {error}") from None
        return match
