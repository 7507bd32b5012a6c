"""Copying a game state for `State.clone`: the one way the games with plain attribute states share."""

from __future__ import annotations

from collections.abc import Callable, Mapping
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
