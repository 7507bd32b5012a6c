"""Competitors, first part: the set-up of the world (choosing headquarters).

The rulebook's "Game start": every player rolls the 6-sided die, the highest (re-rolling ties) chooses
first; then, clockwise, each player chooses a headquarters state among the 9 and receives the
starting equipment, 200,000 in money. This version ends once every company has its headquarters;
movement, contracts, customs and events come in the next version (their data is already in data/).
"""

from __future__ import annotations

from typing import Any, Self

from game.competitors import save_v1
from game.competitors.actions import SOURCE_PREFIX, TARGET_PREFIX, ChooseHeadquarters
from game.competitors.data import load_data
from game.competitors.world import load_world
from game.core.messages import Message, Money, SeatRef, Term, msg, msgn, place
from game.core.protocol import TERMINAL, Action, Config, Event, Game, Result, State
from game.core.rng import Rng


def catalogue_terms() -> list[Term]:
    """The names from the map a player reads, for the catalogue of translations (tools/extract_messages.py)."""
    return load_world().terms()


class CompetitorsState(State):
    def __init__(self, players: int, rng: Rng) -> None:
        self.rng = rng
        self.start_rolls: list[list[int]] = []
        """The 6-sided die rolls for first player, one list per round of rolling (ties roll again)."""
        self.first_player = self._roll_for_first(players)
        self.current_player = self.first_player
        self.headquarters: list[str | None] = [None] * players
        self.money = [0] * players

    def _roll_for_first(self, players: int) -> int:
        rolling = list(range(players))
        while True:
            rolls = [self.rng.randint(1, 6) if seat in rolling else 0 for seat in range(players)]
            self.start_rolls.append(rolls)
            best = max(rolls)
            rolling = [seat for seat in rolling if rolls[seat] == best]
            if len(rolling) == 1:
                return rolling[0]

    def clone(self) -> Self:
        copy = object.__new__(type(self))
        copy.rng = self.rng.clone()
        copy.start_rolls = [list(rolls) for rolls in self.start_rolls]
        copy.first_player = self.first_player
        copy.current_player = self.current_player
        copy.headquarters = list(self.headquarters)
        copy.money = list(self.money)
        return copy

    def snapshot(self) -> dict[str, Any]:
        return {
            "player": self.current_player,
            "first": self.first_player,
            "start_rolls": self.start_rolls,
            "headquarters": self.headquarters,
            "money": self.money,
        }

    def owner_of(self, territory: str) -> int | None:
        return self.headquarters.index(territory) if territory in self.headquarters else None


class CompetitorsGame(Game[CompetitorsState]):
    id = "competitors"
    title = Term("Competitors (world preview)", "game").name
    """Worded as a term of the context "game"; "world preview" tells the menu that only the set-up is playable."""
    min_players = 2
    max_players = 5
    hidden_information = False
    """Nothing is secret yet: the start rolls, every headquarters and all money are in sight, and no
    cards are dealt before the next version. So `redact` shows the whole state and no decision is
    private (choosing a headquarters is public)."""

    def new_game(self, config: Config, seed: int) -> CompetitorsState:
        load_data()  # reads and checks the map and the cards once, before anyone moves
        return CompetitorsState(config.players, Rng(seed))

    def headquarters_states(self) -> list[str]:
        return sorted(card["territory"] for card in load_data().headquarter_cards)

    def legal_actions(self, state: CompetitorsState) -> list[Action]:
        if state.current_player == TERMINAL:
            return []
        seat = state.current_player
        return [ChooseHeadquarters(seat, name) for name in self.headquarters_states() if state.owner_of(name) is None]

    def perform(self, state: CompetitorsState, action: Action) -> list[Event]:
        assert isinstance(action, ChooseHeadquarters)
        seat = action.seat
        money = int(load_data().rules["starting_money"])
        state.headquarters[seat] = action.territory
        state.money[seat] += money
        continent = load_world().continent_of(action.territory)
        events = [
            Event(
                "move",
                msg("{seat} sets up headquarters in {territory} ({continent})", seat=SeatRef(seat),
                    territory=place(action.territory), continent=Term(continent, "continent")),
                seat,
                {"territory": action.territory},
            ),
            Event("money", msg("{seat} receives {amount} to start the company", seat=SeatRef(seat),
                               amount=Money(money)), seat, {"amount": money}),
        ]  # fmt: skip
        players = len(state.headquarters)
        following = (seat + 1) % players
        if state.headquarters[following] is None:
            state.current_player = following
            events.append(Event("turn", msg("{seat} chooses a headquarters", seat=SeatRef(following)), following))
            return events
        state.current_player = TERMINAL
        events.append(Event("phase", msg("Set-up complete: every company has its headquarters")))
        events.append(Event("end", msg("This version of Competitors ends after the set-up")))
        return events

    def v1_text(self, action: Action) -> str:
        return save_v1.v1_text(action)

    def why_illegal(self, state: CompetitorsState, action: Action) -> Message:
        if isinstance(action, ChooseHeadquarters) and not self.is_over(state):
            return self.why_not_here(state, action.seat, action.territory)
        return super().why_illegal(state, action)

    def why_not_drag(self, state: CompetitorsState, source: str, target: str) -> Message:
        if self.is_over(state) or not source.startswith(SOURCE_PREFIX) or not target.startswith(TARGET_PREFIX):
            return super().why_not_drag(state, source, target)
        return self.why_not_here(state, int(source.removeprefix(SOURCE_PREFIX)), target.removeprefix(TARGET_PREFIX))

    def why_not_here(self, state: CompetitorsState, seat: int, territory: str) -> Message:
        if seat != state.current_player:
            return msg("It is {seat}'s turn to choose a headquarters.", seat=SeatRef(state.current_player))
        owner = state.owner_of(territory)
        if owner is not None:
            return msg(
                "{territory} is already the headquarters of {seat}.", territory=place(territory), seat=SeatRef(owner)
            )
        states = self.headquarters_states()
        if territory not in states:
            return msgn(
                "{territory} is not the headquarters state: choose the lit state.",
                "{territory} is not one of the {count} headquarters states: choose a lit state.",
                count=len(states),
                territory=place(territory),
            )
        return msg("That cannot go there now.")

    def observe(self, state: CompetitorsState, seat: int, rng: Rng) -> CompetitorsState:
        view = state.clone()
        view.rng = rng.fork(seat + 1)
        return view

    def result(self, state: CompetitorsState) -> Result:
        best = sorted(set(state.money), reverse=True)
        return Result(tuple(best.index(m) + 1 for m in state.money), tuple(state.money))

    def scores(self, state: CompetitorsState) -> list[int]:
        return list(state.money)

    def evaluate(self, state: CompetitorsState, seat: int) -> float:
        return float(state.money[seat] - max(state.money))

    def prompt(self, state: CompetitorsState) -> Message:
        if self.is_over(state):
            return msg("Set-up complete")
        return msg("Drag your HQ onto a star")
