"""A refactor of a game's state leaves every save valid: saves fingerprint the position each game describes on
purpose (`State.position`), and saves of formats 1 and 2 what `game/<id>/compat.py` says they fingerprinted, not
the object's layout. A change of the position itself (what a rules change does) is still caught."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game import registry
from game.core import saves
from game.core.protocol import Config, Seat

GOLDEN = Path(__file__).parent / "golden"
GAMES = registry.game_ids()


def golden_saves(game_id: str) -> list[Path]:
    found = [path for path in sorted(GOLDEN.glob("v*.json")) if saves.read_save(path).game.id == game_id]
    assert {saves.read_save(path).version for path in found} >= {2, saves.SAVE_VERSION}, game_id
    return found


def state_class(game_id: str) -> type:
    game = registry.get_game(game_id)
    seats = tuple(Seat("bot", "easy") for _ in range(game.min_players))
    return type(game.new_game(Config(game_id, seats), 1))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_new_field_and_a_new_helper_in_a_state_leave_every_golden_save_verifying(game_id, monkeypatch):
    cls = state_class(game_id)
    original_init = cls.__init__

    def init_with_a_cache(self: Any, *args: Any, **kwargs: Any) -> None:
        original_init(self, *args, **kwargs)
        self.refactor_cache = {"unused": [1, 2, 3]}  # a field no rule reads

    monkeypatch.setattr(cls, "__init__", init_with_a_cache)
    monkeypatch.setattr(cls, "refactor_helper", lambda self: len(self.refactor_cache), raising=False)
    for path in golden_saves(game_id):
        match = saves.load(path)  # raises SaveError if the checksum no longer matched
        assert getattr(match.state, "refactor_cache", None) == {"unused": [1, 2, 3]}
        assert match.notice is None or saves.read_save(path).rules < match.game.rules_version, path.name


@pytest.mark.parametrize("game_id", GAMES)
def test_a_changed_position_fails_every_golden_save_of_todays_rules(game_id, monkeypatch):
    cls = state_class(game_id)
    original_position = cls.position

    def position_with_a_new_rule(self: Any) -> dict[str, Any]:
        return {**original_position(self), "new_rule_counter": 1}

    monkeypatch.setattr(cls, "position", position_with_a_new_rule)
    game = registry.get_game(game_id)
    for path in golden_saves(game_id):
        if saves.read_save(path).rules == game.rules_version:
            with pytest.raises(saves.SaveError, match="checksum"):
                saves.load(path)
