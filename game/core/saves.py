"""Saves: JSON with a format version, the game, its config and seed, the action log and a checksum.

Loading replays the log and checks the checksum. Nothing is ever pickled or evaluated.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

import platformdirs

from game import registry
from game.core.match import Match
from game.core.protocol import Config, IllegalAction

SAVE_FORMAT = "manifest-save"
SAVE_VERSION = 1
AUTOSAVE_PREFIX = "autosave-"


class SaveError(Exception):
    """A save that cannot be loaded; the text says why, for the player."""


def data_dir() -> Path:
    """Where Manifest keeps saves and settings (MANIFEST_DATA_DIR overrides, for tests)."""
    override = os.environ.get("MANIFEST_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir("Manifest", appauthor=False))


def saves_dir() -> Path:
    return data_dir() / "saves"


def to_json(match: Match) -> dict[str, Any]:
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": match.game.id,
        "config": match.config.to_json(),
        "seed": match.seed,
        "actions": list(match.actions),
        "checksum": match.checksum(),
    }


def write_atomic(path: Path, text: str) -> None:
    """Write a file so that a crash leaves either the old file or the new one, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def save(match: Match, path: Path) -> None:
    write_atomic(path, json.dumps(to_json(match), indent=1))


def autosave(match: Match) -> Path:
    """Save to the game's autosave slot, which "Continue" offers."""
    path = saves_dir() / f"{AUTOSAVE_PREFIX}{match.game.id}.json"
    save(match, path)
    return path


def latest_autosave() -> Path | None:
    """The most recent autosave of any game, or None."""
    candidates = sorted(saves_dir().glob(f"{AUTOSAVE_PREFIX}*.json"), key=lambda p: p.stat().st_mtime)
    return candidates[-1] if candidates else None


def load(path: Path) -> Match:
    """Load a save by replaying it; SaveError with a clear reason if it cannot be trusted."""
    name = Path(path).name
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"{name}: no such file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise SaveError(f"{name}: cannot be read ({error.__class__.__name__})") from None
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError):  # RecursionError: absurdly deep nesting
        raise SaveError(f"{name}: the file is damaged or incomplete (not valid JSON)") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{name}: this is not a Manifest save")
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveError(f"{name}: the save has no format version")
    if version > SAVE_VERSION:
        raise SaveError(f"{name}: made by a newer Manifest (save format {version}); please update Manifest")
    try:
        game = registry.get_game(str(data["game"]))
        config = Config.from_json(data["config"])
        seed = data["seed"]
        actions = data["actions"]
        expected = data["checksum"]
    except KeyError as error:
        raise SaveError(f"{name}: the save is incomplete or for an unknown game ({error})") from None
    except (TypeError, ValueError, AttributeError) as error:
        raise SaveError(f"{name}: the save's settings are damaged ({error})") from None
    if not isinstance(seed, int) or not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise SaveError(f"{name}: the save's seed or move list is damaged")
    try:
        match = Match.replay(game, config, seed, actions)
    except IllegalAction as error:
        raise SaveError(f"{name}: {error}") from None
    except ValueError as error:
        raise SaveError(f"{name}: the save's settings are damaged ({error})") from None
    if match.checksum() != expected:
        raise SaveError(f"{name}: the replayed game does not match the save's checksum")
    return match
