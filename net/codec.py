"""Type-tagged JSON for what travels between host and clients: redacted states, actions, events and messages.

A value is plain JSON where JSON has its type (a list stays a list); anything else is an object with one tag:
`$t` a tuple, `$d` a dict (as pairs: keys may be ints or tuples), `$s`/`$f` a set/frozenset, and for classes
`$e` an enum member, `$n` a named tuple, `$c` a dataclass record, `$o` a state object (a `State`, its generator,
its decision flow), each naming its class as "module:Name". The decoder builds only classes of `game.` modules
already imported, of the kind the tag says; anything else is refused with `CodecError`. Nothing is pickled or
evaluated.
"""

from __future__ import annotations

import json
import math
import sys
from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any

from game.core.flow import Flow
from game.core.protocol import State
from game.core.rng import Rng

PLAIN_OBJECTS: tuple[type, ...] = (Rng, Flow)
"""Objects other than a `State` that a state holds and are neither records nor enums."""
MAX_DEPTH = 40
"""Nesting of tagged values: a state is a few records deep; a frame nested deeper is refused."""


class CodecError(ValueError):
    """A frame that does not decode to values of the game (unknown class, wrong fields, bad JSON)."""


def class_name(kind: type) -> str:
    return f"{kind.__module__}:{kind.__qualname__}"


def encode(value: Any) -> Any:
    """`value` as JSON data (see the module's description); TypeError for anything the format has no tag for."""
    if value is None or isinstance(value, bool | str) or (isinstance(value, int) and not isinstance(value, Enum)):
        return value
    if isinstance(value, float) and not isinstance(value, Enum):
        if not math.isfinite(value):
            raise TypeError("a float that is not finite cannot travel")
        return value
    if isinstance(value, list):
        return [encode(item) for item in value]
    if isinstance(value, Enum):
        return {"$e": class_name(type(value)), "v": value.value}
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return {"$n": class_name(type(value)), "v": [encode(item) for item in value]}
    if isinstance(value, tuple):
        return {"$t": [encode(item) for item in value]}
    if isinstance(value, dict):
        return {"$d": [[encode(key), encode(item)] for key, item in value.items()]}
    if isinstance(value, set | frozenset):
        tag = "$f" if isinstance(value, frozenset) else "$s"
        return {tag: [encode(item) for item in value]}
    if is_dataclass(value) and not isinstance(value, type):
        return {"$c": class_name(type(value)), "v": {f.name: encode(getattr(value, f.name)) for f in fields(value)}}
    if isinstance(value, State | Flow):
        return {"$o": class_name(type(value)), "v": {key: encode(item) for key, item in vars(value).items()}}
    if isinstance(value, Rng):
        return {"$o": class_name(Rng), "v": {"state": value.state}}
    raise TypeError(f"a {type(value).__name__} cannot travel")


def dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), allow_nan=False)


def loads(text: str | bytes) -> Any:
    """JSON text as data; CodecError for anything that is not strict JSON (NaN, too deep)."""
    try:
        return json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as error:
        raise CodecError(f"not JSON: {error}") from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def decode(data: Any, depth: int = 0) -> Any:
    """The value `encode` made `data` from; CodecError for anything else."""
    if depth > MAX_DEPTH:
        raise CodecError("nested too deep")
    if data is None or isinstance(data, bool | int | float | str):
        return data
    if isinstance(data, list):
        return [decode(item, depth + 1) for item in data]
    if not isinstance(data, dict) or len(data) not in (1, 2):
        raise CodecError("an object without a tag")
    tag = next(iter(data))
    body = data[tag]
    if tag in ("$t", "$s", "$f", "$d") and len(data) == 1:
        items = [decode(item, depth + 1) for item in _array(body)]
        try:
            if tag == "$t":
                return tuple(items)
            if tag == "$s":
                return set(items)
            if tag == "$f":
                return frozenset(items)
            return {key: value for key, value in (_pair(item) for item in items)}
        except TypeError as error:  # an unhashable key or member
            raise CodecError(str(error)) from None
    if len(data) != 2 or "v" not in data or not isinstance(body, str):
        raise CodecError(f"unknown tag {str(tag)[:20]!r}")
    kind = _game_class(body)
    value = data["v"]
    if tag == "$e" and issubclass(kind, Enum):
        try:
            return kind(value)
        except ValueError:
            raise CodecError(f"{body} has no member {str(value)[:20]!r}") from None
    if tag == "$n" and issubclass(kind, tuple) and hasattr(kind, "_fields"):
        items = [decode(item, depth + 1) for item in _array(value)]
        if len(items) != len(kind._fields):
            raise CodecError(f"{body} takes {len(kind._fields)} fields")
        return kind(*items)
    if tag == "$c" and is_dataclass(kind) and not issubclass(kind, State):
        names = {f.name for f in fields(kind)}
        return _build(kind, _fields(value, body, names), depth)
    if tag == "$o" and (issubclass(kind, State) or kind in PLAIN_OBJECTS):
        return _build(kind, _fields(value, body, None), depth)
    raise CodecError(f"{body} may not travel as {tag}")


def _array(body: Any) -> list[Any]:
    if not isinstance(body, list):
        raise CodecError("a tagged value without its items")
    return body


def _pair(item: Any) -> tuple[Any, Any]:
    if not isinstance(item, list) or len(item) != 2:
        raise CodecError("a dict entry that is not a pair")
    return item[0], item[1]


def _fields(value: Any, body: str, names: set[str] | None) -> dict[str, Any]:
    """A record's or object's fields: names that are identifiers, exactly the record's fields where it declares
    them."""
    if not isinstance(value, dict) or not all(isinstance(k, str) and k.isidentifier() for k in value):
        raise CodecError(f"{body} needs its fields by name")
    if any(key.startswith("__") for key in value) or (names is not None and set(value) != names):
        raise CodecError(f"{body} has other fields")
    return value


def _build(kind: type, values: dict[str, Any], depth: int) -> Any:
    built: Any = object.__new__(kind)
    for key, item in values.items():
        object.__setattr__(built, key, decode(item, depth + 1))  # frozen records and slots too
    return built


def _game_class(name: str) -> type:
    """The class `name` ("module:Name") of a module of the games already imported, or CodecError."""
    module_name, _, qualname = name.partition(":")
    module = sys.modules.get(module_name) if module_name.startswith("game.") else None
    kind = getattr(module, qualname, None) if qualname.isidentifier() else None
    if not isinstance(kind, type) or kind.__module__ != module_name:
        raise CodecError(f"{name[:60]} is not a class of the games")
    return kind
