"""The move list's entries: the legal moves in an order that holds from one move to the next, folded by kind
when they do not all fit.

Moves of one kind (an action class) stand together, those that end a step first (`Game.closing_kinds`: Pass, End
navigating stay at the top while the step's other moves come and go), the kinds in the order the game's action
classes are written,
and the moves of a kind in the order of their keys: a move still legal after a move keeps its place among the
others, so the list does not reorder under the pointer. Too many moves for the list fold each kind of several into
one entry ("Sign a contract (48)"); the one kind unfolded shows its moves beneath it.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import groupby
from typing import Any

from game.core.messages import Message, msg
from game.core.protocol import Action, Game


@dataclass(frozen=True)
class Group:
    """Several legal moves of one kind, folded under one entry of the move list."""

    kind: type[Action]
    actions: tuple[Action, ...]

    def name(self, game: Game[Any]) -> Message:
        """What the kind is called: the game's name for it, or else after its first move."""
        return game.move_kinds.get(self.kind) or msg("Moves like {move}", move=self.actions[0].label())


Entry = Action | Group


def sortable(value: object) -> tuple[Any, ...]:
    """A key's field value made comparable with any other (None, numbers, texts, tuples of them)."""
    if value is None:
        return (0,)
    if isinstance(value, int):
        return (1, value)
    if isinstance(value, str):
        return (2, value)
    if isinstance(value, tuple):
        return (3, tuple(sortable(item) for item in value))
    return (4, repr(value))


def ordered(actions: list[Action], first: frozenset[type[Action]] = frozenset()) -> list[Action]:
    """The moves by kind, the kinds `first` (those that end a step) ahead of the others, each in the order their
    classes were written, and the moves of a kind by key."""
    written = {kind: index for index, kind in enumerate(Action.__subclasses__())}
    return sorted(
        actions,
        key=lambda action: (type(action) not in first, written.get(type(action), len(written)), sortable(action.key())),
    )


def groups(actions: list[Action]) -> list[tuple[Action, ...]]:
    """The ordered moves cut into runs of one kind each."""
    return [tuple(run) for _, run in groupby(actions, key=type)]


def entries(actions: list[Action], fold: bool, unfolded: type[Action] | None) -> list[Entry]:
    """The list's entries for the ordered moves: each move, or with `fold` each kind of several moves as one `Group`,
    followed by its moves when it is the kind `unfolded`. Unless two kinds have several moves, nothing folds: the one
    choice would hide behind one entry."""
    runs = groups(actions)
    if not fold or sum(len(run) > 1 for run in runs) < 2:
        return list(actions)
    listed: list[Entry] = []
    for run in runs:
        if len(run) == 1:
            listed.append(run[0])
            continue
        listed.append(Group(type(run[0]), run))
        if type(run[0]) is unfolded:
            listed += run
    return listed
