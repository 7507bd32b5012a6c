"""Golden saves: finished and mid-game saves of every game, written by earlier versions of Manifest.

Each must load at every commit, replay to its checksum and play on. A rules or format change that
breaks one fails here until it ships a migration or a clear version message.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core import saves

GOLDEN = Path(__file__).parent / "golden"
FILES = sorted(GOLDEN.glob("v*-*.json"))
"""The golden saves (bot-games.json beside them is no save: tests/test_bot_games.py reads it)."""


def test_every_game_has_golden_saves() -> None:
    from game import registry

    for game_id in registry.game_ids():
        for kind in ("finished", "midgame"):
            assert list(GOLDEN.glob(f"v*-{game_id}-{kind}.json")), f"no golden {kind} save of {game_id}"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_save_loads_and_plays_on(path: Path) -> None:
    match = saves.load(path)
    if "finished" in path.stem:  # under older rules it may part ways before the end, and says so
        assert match.is_over() or match.notice is not None
    else:
        assert not match.is_over()
    if not match.is_over():  # a finished game of older rules may go on under today's, and says so
        while not match.is_over() and len(match.actions) < 2000:
            match.play(match.choose_bot_action())
        assert match.is_over()
