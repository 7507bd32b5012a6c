"""The decision flow: decisions asked of seats other than the turn player's ordinary turn.

Set-up choices in order, out-of-turn offers (the others may buy what the active player left, in turn
order), reactions any seat may make at any time (each asked in turn, passed over at once when the seat
has nothing to react with) and answers to proposals all are `Decision`s queued in a game's `Flow`.
While any is queued, the seat of the first one acts: the game's `legal_actions` offer that seat the
answers to it, and the game pops it once answered. Each decision says whether it is private (decided
with knowledge other seats may not see), which tells the table whether to hand a hot-seat table over.

A game keeps a `Flow` in its state, sets `state.current_player = flow.seat_to_act(turn_player)` after
every action, and answers `Game.private_decision` from `flow.current.private` while one is queued.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Generic, TypeVar

K = TypeVar("K", bound=StrEnum)
"""A game's kinds of decision."""


@dataclass(frozen=True)
class Decision(Generic[K]):
    """One question to one seat: `kind` is the game's name for it ("setup_port", "buy_leftover")."""

    seat: int
    kind: K
    private: bool
    subject: str = ""
    """What the question is about, when the kind alone does not say (a card, an offer's id)."""


class Flow(Generic[K]):
    """The queue of decisions, answered front first."""

    def __init__(self, pending: Iterable[Decision[K]] = ()) -> None:
        self.pending: list[Decision[K]] = list(pending)

    @property
    def current(self) -> Decision[K] | None:
        """The decision to be answered now, or None when the turn player acts as usual."""
        return self.pending[0] if self.pending else None

    def seat_to_act(self, turn_player: int) -> int:
        return self.pending[0].seat if self.pending else turn_player

    def ask(self, seat: int, kind: K, private: bool, subject: str = "") -> None:
        """Queue a decision after those already waiting."""
        self.pending.append(Decision(seat, kind, private, subject))

    def ask_in_turn_order(
        self, first: int, players: int, kind: K, private: bool, subject: str = "", skip: Iterable[int] = ()
    ) -> None:
        """Queue the same question to every seat from `first` on in turn order, leaving out `skip`."""
        left_out = set(skip)
        for step in range(players):
            seat = (first + step) % players
            if seat not in left_out:
                self.ask(seat, kind, private, subject)

    def interrupt(self, seat: int, kind: K, private: bool, subject: str = "") -> None:
        """Ask before anything else waiting (a reaction to what just happened)."""
        self.pending.insert(0, Decision(seat, kind, private, subject))

    def answered(self) -> Decision[K]:
        """Remove and return the decision just answered."""
        return self.pending.pop(0)

    def pass_over(self, nothing_to_decide: Callable[[Decision[K]], bool]) -> list[Decision[K]]:
        """Auto-pass: drop front decisions for which `nothing_to_decide` holds (a seat with no card to
        react with). Returns the dropped ones, for the game's events."""
        dropped = []
        while self.pending and nothing_to_decide(self.pending[0]):
            dropped.append(self.pending.pop(0))
        return dropped

    def cancel(self, kind: K) -> None:
        """Withdraw every waiting decision of a kind (an offer taken by an earlier seat)."""
        self.pending = [d for d in self.pending if d.kind != kind]

    def clone(self) -> Flow[K]:
        return Flow(self.pending)  # decisions are immutable

    def snapshot(self) -> list[dict[str, Any]]:
        return [{"seat": d.seat, "kind": d.kind, "private": d.private, "subject": d.subject} for d in self.pending]
