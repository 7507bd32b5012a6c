"""Everything ITC keeps for saves of earlier versions: what format 2 fingerprinted."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Compat
from game.itc.state import ItcState


def legacy_snapshot(state: ItcState) -> dict[str, Any]:
    """The state as format 2 fingerprinted it: its attributes, a seat's view mark among them."""
    return {**state.position(), "viewer": None}


COMPAT = Compat(legacy_snapshot)
