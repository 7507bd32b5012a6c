"""How save format 1 wrote Competitors moves: their English text of that version, frozen.

Format 1 kept each move by its wording; old saves are read by matching these texts, so they never change.
"""

from __future__ import annotations

from game.competitors.actions import ChooseHeadquarters
from game.core.protocol import Action


def v1_text(action: Action) -> str:
    assert isinstance(action, ChooseHeadquarters)
    return f"headquarters in {action.territory}"
