"""Saves: JSON with a format version, the game, its config and seed, the moves' keys and a checksum.

Loading replays the moves and checks the checksum. Nothing is ever pickled or evaluated.

Format 2 (now) stores each move's key (`Action.key()`, its class and fields) and the game's rules
version, and its checksum covers the config too. Format 1 stored each move's English text; it is read
by matching that text against `Game.v1_text` of the legal moves, whose wording each game keeps frozen.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import platformdirs

from game import registry
from game.core.match import Match, checksum
from game.core.messages import Message, Term, Verbatim, msg
from game.core.protocol import Action, Config, Game, IllegalAction, Key, ManifestError

SAVE_FORMAT = "manifest-save"
SAVE_VERSION = 2
AUTOSAVE_PREFIX = "autosave-"


class SaveError(ManifestError):
    """A save that cannot be loaded; the message says why, for the player."""


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
        "rules": match.game.rules_version,
        "config": match.config.to_json(),
        "seed": match.seed,
        "actions": [list(key) for key in match.keys],
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


def as_key(value: Any) -> Key:
    """A key as JSON gives it back (lists) made a tuple again, all the way down."""
    return tuple(as_key(item) if isinstance(item, list) else item for item in value)


def _refuse(name: str, reason: Message) -> SaveError:
    return SaveError(msg("{file}: {reason}", file=Verbatim(name), reason=reason))


def load(path: Path) -> Match:
    """Load a save by replaying it; SaveError with a clear reason if it cannot be trusted.

    A save made under older rules of its game opens as far as its moves still hold; `match.notice`
    then says so in one sentence."""
    name = Path(path).name
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise _refuse(name, msg("there is no such file.")) from None
    except (OSError, UnicodeDecodeError):
        raise _refuse(name, msg("the file cannot be read.")) from None
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError):  # RecursionError: absurdly deep nesting
        raise _refuse(name, msg("the file is damaged or incomplete (not valid JSON).")) from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise _refuse(name, msg("this is not a Manifest save."))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise _refuse(name, msg("the save has no format version."))
    if version > SAVE_VERSION:
        raise _refuse(name, msg("it was made by a newer Manifest (save format {version}); please update Manifest.",
                                version=version))
    try:
        game = registry.get_game(str(data["game"]))
        config = Config.from_json(data["config"])
        seed = data["seed"]
        moves = data["actions"]
        expected = data["checksum"]
        rules = data.get("rules", 1) if version >= 2 else 1
    except KeyError:
        raise _refuse(name, msg("the save is incomplete or for a game this Manifest does not have.")) from None
    except (TypeError, ValueError, AttributeError):
        raise _refuse(name, msg("the save's settings are damaged.")) from None
    if not isinstance(seed, int) or not isinstance(moves, list) or not isinstance(rules, int):
        raise _refuse(name, msg("the save's seed or move list is damaged."))
    if rules > game.rules_version:
        raise _refuse(name, msg("it was made with newer rules of {game}; please update Manifest.",
                                game=Term(game.title, "game")))
    try:
        match = Match(game, config, seed)
    except (ValueError, TypeError):
        raise _refuse(name, msg("the save's settings are damaged.")) from None
    older_rules = rules < game.rules_version
    if version == 1:
        if moves and game.v1_text(game.legal_actions(match.state)[0]) is None:
            older = msg("this save format is older than {game} in Manifest.", game=Term(game.title, "game"))
            raise _refuse(name, older)
        if not all(isinstance(move, str) for move in moves):
            raise _refuse(name, msg("the save's move list is damaged."))
        replayed = _replay(match, moves, game.v1_text)
    else:
        if not all(isinstance(move, list) and move and isinstance(move[0], str) for move in moves):
            raise _refuse(name, msg("the save's move list is damaged."))
        replayed = _replay(match, [as_key(move) for move in moves], Action.key)
    if replayed < len(moves):
        if not older_rules:
            raise _refuse(name, msg("move {number} is not a legal move: the save is damaged or was edited.",
                                    number=replayed + 1))
        match.notice = msg("This save was made under older rules of {game}: it opens after move {number} of {total}, "
                           "where today's rules part ways with it.", game=Term(game.title, "game"),
                           number=replayed, total=len(moves))
        return match
    found = checksum(match.state) if version == 1 else match.checksum()
    if found != expected:
        if not older_rules:
            raise _refuse(name, msg("the replayed game does not match the save's checksum: "
                                    "the save is damaged or was edited."))
        match.notice = msg("This save was made under older rules of {game}: its moves were replayed under "
                           "today's rules.", game=Term(game.title, "game"))
    return match


def _replay(match: Match, moves: list[Any], identify: Callable[[Action], Any]) -> int:
    """Play the moves as far as each is found among the legal moves (by `identify(action) == move`);
    returns how many were played."""
    game: Game[Any] = match.game
    for number, move in enumerate(moves):
        found = next((action for action in game.legal_actions(match.state) if identify(action) == move), None)
        if found is None:
            return number
        try:
            match.play(found)
        except IllegalAction:
            return number
    return len(moves)
