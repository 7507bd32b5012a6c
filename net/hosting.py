"""What a hosted game keeps beside its autosave to be hosted again with the same join code: light to import
(the menu asks it whether a game to continue was hosted)."""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import saves

REMOTE = "remote"
"""How `--seats` and the setup name a seat played from another computer."""


@dataclass
class Hosting:
    """What a hosted game needs beyond its save to start again after the host stops: the seats played from other
    computers, the secret and the port of its join code. Kept beside the autosave (`hosting_path`)."""

    remote: frozenset[int]
    secret: str
    port: int
    local: int | None = None
    """The seat the host's own window plays (through a connection of its own, like the others); None for a
    server with no window."""

    def to_json(self) -> dict[str, Any]:
        return {"remote": sorted(self.remote), "secret": self.secret, "port": self.port, "local": self.local}

    @classmethod
    def from_json(cls, data: Any) -> Hosting:
        try:
            remote = frozenset(int(seat) for seat in data["remote"])
            local = data.get("local")
            return cls(remote, str(data["secret"]), int(data["port"]), local if isinstance(local, int) else None)
        except (KeyError, TypeError, ValueError):
            raise ValueError("not a hosted game's file") from None


SECRET_LETTERS = "23456789abcdefghjkmnpqrstuvwxyz"
"""The letters of a new game's secret: none that reads as another (0 and o, 1, l and i), and no capitals, so a
friend can type a code read off the host's screen (16 of them: about 79 bits)."""


def new_secret() -> str:
    return "".join(secrets.choice(SECRET_LETTERS) for _ in range(16))


def hosting_path(match_id: str) -> Path:
    """Where a hosted match keeps its `Hosting` (apart from the saves, which the Load list reads)."""
    return saves.data_dir() / "hosted" / f"{match_id}.json"


def read_hosting(match_id: str) -> Hosting | None:
    """The hosting of a match that was hosted, or None."""
    try:
        return Hosting.from_json(json.loads(hosting_path(match_id).read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return None
