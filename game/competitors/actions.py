"""The moves of Competitors: what a player does, with its stable key (its fields) and its label."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.messages import Message, msg, place
from game.core.protocol import Action

SOURCE_PREFIX = "headquarters:"
TARGET_PREFIX = "territory:"


@dataclass(frozen=True)
class ChooseHeadquarters(Action):
    seat: int
    territory: str

    def label(self) -> Message:
        return msg("HQ in {territory}", territory=place(self.territory))

    def drag(self) -> tuple[str, str]:
        return f"{SOURCE_PREFIX}{self.seat}", f"{TARGET_PREFIX}{self.territory}"
