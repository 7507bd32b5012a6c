"""A tiny card game with hidden hands, used to test the protocol, saves and table without a real game.

Each player holds 2 cards from a shuffled deck of 1-12. On a turn a player plays a card (scoring
its value) and draws a replacement while the deck lasts. The game ends when every hand is empty.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Self

from game.core.messages import Message, SeatRef, msg
from game.core.protocol import TERMINAL, Action, Compat, Config, Event, Game, Result, State
from game.core.registration import Registration
from game.core.rng import Rng

HIDDEN = 0
"""A card whose value the viewing seat does not know (the deck holds 1-12)."""


@dataclass(frozen=True)
class PlayCard(Action):
    value: int

    def label(self) -> Message:
        return msg("play {card}", card=self.value)

    def drag(self) -> tuple[str, str]:
        return (f"card:{self.value}", "pile")


class ToyState(State):
    def __init__(self, players: int, rng: Rng) -> None:
        self.rng = rng
        self.current_player = 0
        self.deck = list(range(1, 13))
        rng.shuffle(self.deck)
        self.hands = [[self.deck.pop() for _ in range(2)] for _ in range(players)]
        self.points = [0] * players

    def clone(self) -> Self:
        copy = object.__new__(type(self))
        copy.rng = self.rng.clone()
        copy.current_player = self.current_player
        copy.deck = list(self.deck)
        copy.hands = [list(hand) for hand in self.hands]
        copy.points = list(self.points)
        return copy

    def position(self) -> dict[str, Any]:
        return {
            "player": self.current_player,
            "deck": list(self.deck),
            "hands": [list(hand) for hand in self.hands],
            "points": list(self.points),
        }


def v1_text(action: Action) -> str:
    assert isinstance(action, PlayCard)
    return f"play {action.value}"


class ToyGame(Game[ToyState]):
    id = "toy"
    compat = Compat(ToyState.position, v1_text)
    title = "Toy Cards"
    min_players = 2
    max_players = 4
    score_label = "Points"

    def new_game(self, config: Config, seed: int) -> ToyState:
        return ToyState(config.players, Rng(seed))

    def legal_actions(self, state: ToyState) -> list[Action]:
        if state.current_player == TERMINAL:
            return []
        return [PlayCard(value) for value in sorted(set(state.hands[state.current_player]))]

    def perform(self, state: ToyState, action: Action) -> list[Event]:
        assert isinstance(action, PlayCard)
        seat = state.current_player
        state.hands[seat].remove(action.value)
        state.points[seat] += action.value
        events = [Event("card", msg("{seat} plays {card}", seat=SeatRef(seat), card=action.value), seat)]
        if state.deck:
            state.hands[seat].append(state.deck.pop())
        players = len(state.hands)
        for step in range(1, players + 1):
            nxt = (seat + step) % players
            if state.hands[nxt]:
                state.current_player = nxt
                events.append(Event("turn", msg("{seat} to play", seat=SeatRef(nxt)), nxt))
                return events
        state.current_player = TERMINAL
        events.append(Event("end", msg("Game over")))
        return events

    def reveals(self, before: ToyState, after: ToyState, action: Action, events: list[Event]) -> bool:
        """Drawing a replacement card shows the drawer a card nobody knew."""
        return len(after.deck) < len(before.deck)

    def observe(self, state: ToyState, seat: int, rng: Rng) -> ToyState:
        view = state.clone()
        unseen = sorted(list(view.deck) + [c for s, hand in enumerate(view.hands) if s != seat for c in hand])
        rng.shuffle(unseen)
        for s, hand in enumerate(view.hands):
            if s != seat:
                view.hands[s] = [unseen.pop() for _ in hand]
        view.deck = unseen
        view.rng = rng.fork(1)
        return view

    def result(self, state: ToyState) -> Result:
        best = sorted(set(state.points), reverse=True)
        return Result(tuple(best.index(p) + 1 for p in state.points), tuple(state.points))

    def scores(self, state: ToyState) -> list[int]:
        return list(state.points)

    def prompt(self, state: ToyState) -> Message:
        return msg("Play a card")

    def redact(self, state: ToyState, seat: int | None) -> ToyState:
        view = state.clone()
        for other, hand in enumerate(view.hands):
            if other != seat:
                view.hands[other] = [HIDDEN] * len(hand)
        view.deck = [HIDDEN] * len(view.deck)
        return view

    def rules_summary(self, language: str = "en") -> str:
        return __doc__ or ""


def evaluate(state: ToyState, seat: int) -> float:
    return state.points[seat] - max(p for s, p in enumerate(state.points) if s != seat)


TOY = Registration(rules="tests.toygame:ToyGame", evaluation="tests.toygame:evaluate")
