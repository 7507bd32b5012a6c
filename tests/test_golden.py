"""Golden saves: finished and mid-game saves of every game, written by earlier versions of Manifest.

Each must load at every commit, replay to its checksum and play on. A rules or format change that
breaks one fails here until it ships a migration or a clear version message.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core import saves

GOLDEN = Path(__file__).parent / "golden"
FILES = sorted(GOLDEN.glob("*.json"))


def test_every_game_has_golden_saves() -> None:
    from game import registry

    for game_id in registry.game_ids():
        rules = registry.get_game(game_id).rules_version
        for kind in ("finished", "midgame"):
            found = [json.loads(p.read_text(encoding="utf-8")).get("rules", 1)
                     for p in GOLDEN.glob(f"v*-{game_id}-*{kind}.json")]
            assert rules in found, f"no golden {kind} save of {game_id} under its rules version {rules}"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_save_loads_and_plays_on(path: Path) -> None:
    match = saves.load(path)
    if match.notice is not None:
        # Made under older rules of its game: it opens where today's rules part ways with it, and plays on.
        assert json.loads(path.read_text(encoding="utf-8")).get("rules", 1) < match.game.rules_version
    if "finished" in path.stem and match.notice is None:
        assert match.is_over()
    else:
        assert not match.is_over()
        while not match.is_over() and len(match.actions) < 2000:
            match.play(match.choose_bot_action())
        assert match.is_over()
