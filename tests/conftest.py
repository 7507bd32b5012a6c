import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Every test gets its own data directory, so no test touches a player's saves or settings."""
    directory = tmp_path / "data"
    monkeypatch.setenv("MANIFEST_DATA_DIR", str(directory))
    return directory


@pytest.fixture
def toy():
    from game import registry
    from tests.toygame import ToyGame

    game = ToyGame()
    registry.register(game, "tests.toygame:ToyGame")
    yield game
    registry.unregister("toy")


@pytest.fixture(autouse=True)
def bots_think_a_fixed_amount(monkeypatch):
    """The Mainports hard bot thinks to a time budget; in tests it thinks a fixed number of sampling
    rounds instead, so that a test plays the same moves on a fast machine and a busy one."""
    from game.mainports import bots

    monkeypatch.setattr(bots, "MIN_ROUNDS", 2)
    monkeypatch.setattr(bots, "MAX_ROUNDS", 2)
