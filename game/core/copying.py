"""Copying a game state for `State.clone` (the one way every game copies its state), and describing its position
for `State.position`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import fields, is_dataclass
from functools import cache
from typing import Any, TypeVar

from game.core.flow import Flow
from game.core.rng import Rng

T = TypeVar("T")
PLAIN: set[type] = {str, int, float, bool, tuple, type(None), frozenset}
"""The types of values a state and its copy share, as nothing can change them; looked up by exact type, which is
fast, and grown by `copy_deep` with every other such type it meets (a StrEnum, a NamedTuple)."""


def clone_fields(state: T, nested: Mapping[str, Callable[[Any], Any]] | None = None) -> T:
    """A copy of `state` that shares nothing mutable with it: its lists and dicts copied one level deep, its
    generator and decision flow cloned, and each field named in `nested` (containers of containers, records)
    copied by its copier there: `copy_inner` for containers of plain lists or dicts (fast), `copy_deep` for
    anything deeper."""
    nested = nested or {}
    twin = object.__new__(type(state))
    for key, value in state.__dict__.items():
        if key in nested:
            value = nested[key](value)
        elif isinstance(value, list):
            value = list(value)
        elif isinstance(value, dict):
            value = dict(value)
        elif isinstance(value, Rng | Flow):
            value = value.clone()
        twin.__dict__[key] = value
    return twin


def copy_inner(value: T) -> T:
    """A list or dict of lists or dicts of plain values, copied two levels down (bots clone thousands of states
    a move: this is several times quicker than `copy_deep`)."""
    copied: Any = (
        {key: inner.copy() for key, inner in value.items()}  # type: ignore[attr-defined]
        if type(value) is dict
        else [inner.copy() for inner in value]  # type: ignore[attr-defined]
    )
    return copied  # type: ignore[no-any-return]


def copy_deep(value: T) -> T:
    """`value` with every list, dict and dataclass record in it copied, all the way down; plain values shared.
    Much cheaper than `copy.deepcopy`, which bots could not afford thousands of times a move."""
    kind: Any = type(value)
    copied: Any
    if kind is list:
        copied = [item if type(item) in PLAIN else copy_deep(item) for item in value]  # type: ignore[attr-defined]
    elif kind is dict:
        copied = {key: item if type(item) in PLAIN else copy_deep(item) for key, item in value.items()}  # type: ignore[attr-defined]
    elif kind in PLAIN:
        return value
    elif is_dataclass(value) and not isinstance(value, type):
        copied = object.__new__(kind)  # records with slots or frozen ones too: no __init__, no __dict__
        for name in field_names(kind):
            item = getattr(value, name)
            object.__setattr__(copied, name, item if type(item) in PLAIN else copy_deep(item))
    elif isinstance(value, str | int | float | tuple | frozenset):
        PLAIN.add(kind)  # an enum member, a named tuple: shared like its base type from now on
        return value
    else:
        return value
    result: T = copied
    return result


@cache
def field_names(record: Any) -> tuple[str, ...]:
    return tuple(field.name for field in fields(record))


def plain(value: Any) -> Any:
    """`value` as plain JSON data: a generator as its state, a decision flow as its decisions, a record as its
    fields (its `to_json` where it words itself), containers all the way down."""
    if isinstance(value, Rng):
        return value.state
    if isinstance(value, Flow):
        return value.snapshot()
    if hasattr(value, "to_json"):
        return plain(value.to_json())
    if is_dataclass(value) and not isinstance(value, type):
        return {name: plain(getattr(value, name)) for name in field_names(type(value))}
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [plain(item) for item in value]
    return value


def described(state: object, names: tuple[str, ...]) -> dict[str, Any]:
    """`State.position` of a state whose position is the fields `names`, each under its own name. The names are
    part of every save's checksum: a field of the position that is renamed keeps its old name there."""
    return {name: plain(getattr(state, name)) for name in names}
