import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def searches_by_samples(monkeypatch):
    """Searching bots think a fixed number of futures in tests, not a time (whatever the settings say): the
    same choices on any machine and under any load, and quick."""
    from game.ai import search

    monkeypatch.setattr(search, "_default", search.Budget(samples=8))
    monkeypatch.setattr(search, "set_default_budget", lambda budget: None)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Every test gets its own data directory, so no test touches a player's saves or settings."""
    directory = tmp_path / "data"
    monkeypatch.setenv("MANIFEST_DATA_DIR", str(directory))
    return directory


@pytest.fixture
def toy():
    from game import registry
    from tests.toygame import TOY, ToyGame

    game = ToyGame()
    registry.register(game, TOY)
    yield game
    registry.unregister("toy")


@pytest.fixture(autouse=True)
def english_system(monkeypatch):
    """The tests run as on an English system, whatever the machine's language: the settings' first language
    is the system's (words.system_language); and each starts in English, whatever the test before it chose."""
    import words

    for name in words.LANGUAGE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(words, "platform_locale", lambda: "")
    words.set_language(words.ENGLISH)
