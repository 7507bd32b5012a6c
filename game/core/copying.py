"""Copying a game state for `State.clone`, and describing its position for `State.position`: the ways the games
share."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import fields, is_dataclass
from typing import Any, TypeVar

from game.core.flow import Flow
from game.core.rng import Rng

T = TypeVar("T")


def clone_fields(state: T, nested: Mapping[str, Callable[[Any], Any]]) -> T:
    """A copy of `state` that shares nothing mutable with it: its lists and dicts copied one level deep,
    its generator and decision flow cloned, and the fields named in `nested` (containers of containers)
    copied by their own function."""
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
        return {field.name: plain(getattr(value, field.name)) for field in fields(value)}
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [plain(item) for item in value]
    return value


def described(state: object, names: tuple[str, ...]) -> dict[str, Any]:
    """`State.position` of a state whose position is the fields `names`, each under its own name. The names are
    part of every save's checksum: a field of the position that is renamed keeps its old name there."""
    return {name: plain(getattr(state, name)) for name in names}
