"""Everything Competitors keeps for saves of earlier versions: what formats 1 and 2 fingerprinted, and the
wording format 1 stored for each move (frozen: those saves are read by matching it).
"""

from __future__ import annotations

from typing import Any

from game.competitors.actions import ChooseHeadquarters
from game.competitors.state import CompetitorsState
from game.core.protocol import Action, Compat


def v1_text(action: Action) -> str:
    assert isinstance(action, ChooseHeadquarters)
    return f"headquarters in {action.territory}"


def legacy_snapshot(state: CompetitorsState) -> dict[str, Any]:
    """The state as formats 1 and 2 fingerprinted it: without the generator, and without auctions and charters
    while there are none (saves from before them)."""
    return {
        key: value
        for key, value in state.position().items()
        if key != "rng" and not (key in ("auction", "charters") and not value)
    }


COMPAT = Compat(legacy_snapshot, v1_text)
