"""Everything Narco Empire keeps for saves of earlier versions: what format 2 fingerprinted (its attributes,
which were its position)."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Compat
from game.narco_empire.state import NarcoState


def legacy_snapshot(state: NarcoState) -> dict[str, Any]:
    return state.position()


COMPAT = Compat(legacy_snapshot)
