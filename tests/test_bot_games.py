"""Fixed bot games, move for move: a refactor of rules or bots that changes a single move fails here.

`tests/bot-games.json` holds each game's moves as `tools/record_bot_games.py` recorded them; a change
meant to alter the moves records them again in the same commit. (When Mainports' one `Move` class was split into an
action class per kind, the games were recorded again after checking every move against the old record read through
`game.mainports.compat.action_key`.)
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.core.saves import as_key
from tools.record_bot_games import FILE, play

RECORDED: list[dict[str, Any]] = json.loads(Path(FILE).read_text(encoding="utf-8"))


def test_every_game_has_a_recorded_bot_game() -> None:
    from game import registry

    assert {entry["game"] for entry in RECORDED} == set(registry.game_ids())


@pytest.mark.parametrize("entry", RECORDED, ids=[f"{e['game']}-{e['seed']}" for e in RECORDED])
def test_the_bots_play_the_recorded_game_move_for_move(entry: dict[str, Any]) -> None:
    played = [as_key(move) for move in play(entry)]
    recorded = [as_key(move) for move in entry["moves"]]
    first_difference = next((n for n, (a, b) in enumerate(zip(played, recorded, strict=False)) if a != b), None)
    assert first_difference is None, (
        f"move {first_difference + 1}: the bots played {played[first_difference]}, "
        f"recorded {recorded[first_difference]}"
    )
    assert len(played) == len(recorded)
