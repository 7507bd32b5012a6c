"""Saves: JSON with a format version, the game, its config and seed, the moves' keys and a checksum.

Loading replays the moves and checks the checksum. Nothing is ever pickled or evaluated.

Format 3 (now) stores each move's key (`Action.key()`, its class and fields) and the game's rules version;
its checksum covers the config and the game's position (`State.position`), a description each game keeps on
purpose, so a refactor of a state's fields leaves saves valid. Format 2 stored the same but fingerprinted the
state's attributes of its day; format 1 stored each move's English text and fingerprinted the state alone.
What reads those two is each game's `Compat` (`game/<id>/compat.py`), called from `_legacy_checksum` and
`_replay_format` only.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

import platformdirs

from game import registry
from game.core.match import Match, fingerprint
from game.core.messages import Message, Term, Verbatim, msg
from game.core.protocol import Action, Config, Game, IllegalAction, Key, ManifestError

SAVE_FORMAT = "manifest-save"
SAVE_VERSION = 3
AUTOSAVE_PREFIX = "autosave-"
TEMP_SUFFIX = ".tmp"
"""What `write_atomic` writes to before its rename; one left behind is an interrupted save."""

# What a save (or the settings file) may hold: a file beyond these is refused before it costs much.
MAX_FILE_BYTES = 8_000_000
"""A finished game's save is some 100 KB."""
MAX_DEPTH = 10
"""Nesting of JSON arrays and objects: a save is an object of a config, seats, moves and their fields."""
MAX_INT_DIGITS = 20
"""Seeds and move fields fit in 64 bits."""
MAX_MOVES = 20_000
MAX_SEATS = 8
MAX_NAME = 32
"""A player's name (the setup screen allows 16 characters)."""
MAX_TEXT = 200
"""Any other text: an option, a field of a move, a format-1 move."""
GAME_ID = re.compile(r"[a-z][a-z0-9_]{0,31}")
MOVE_CLASS = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,63}")
MATCH_ID = re.compile(r"[A-Za-z0-9-]{1,40}")
"""`Match.id`: it becomes part of the autosave's file name."""
MAX_SHOWN_NAME = 80
"""A file's name is shortened to this many characters when a message names it."""


class SaveError(ManifestError):
    """A save that cannot be loaded; the message says why, for the player."""

    def __init__(self, message: Message, newer: bool = False) -> None:
        super().__init__(message)
        self.newer = newer
        """The save was made by a newer Manifest (a newer format or newer rules): updating opens it."""


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
        "match": match.id,
        "finished": match.is_over(),
        "hints": {str(seat): count for seat, count in sorted(match.hints.items())},
    }


def write_atomic(path: Path, text: str) -> None:
    """Write a file so that a crash leaves either the old file or the new one, never half of one.

    A crash can still leave the temporary file: `remove_interrupted` cleans those up at the next start."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temp_name = path.parent / f".{path.name}.{secrets.token_hex(6)}{TEMP_SUFFIX}"
    # Made as open() would, readable as the user's umask says (a temporary file of tempfile's is private).
    handle = os.open(temp_name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temp_name, path)
    except BaseException:
        temp_name.unlink(missing_ok=True)
        raise
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """Make a rename in `folder` durable. Windows cannot open a folder, and its renames need no sync."""
    if os.name == "nt":
        return
    handle = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)


def remove_interrupted() -> list[Path]:
    """Remove the temporary files saves and settings left when Manifest stopped while writing them
    (the file they were replacing is whole); returns what was removed."""
    removed = []
    for folder in (data_dir(), saves_dir()):
        if folder.is_dir():
            for temp in folder.glob(f".*{TEMP_SUFFIX}"):
                temp.unlink(missing_ok=True)
                removed.append(temp)
    return removed


def save_text(match: Match) -> str:
    """The save of the match as it stands, as written to a file (on one line: Python's fast encoder writes it, and
    an autosave costs little at every turn)."""
    return json.dumps(to_json(match))


def save(match: Match, path: Path) -> None:
    write_atomic(path, save_text(match))


class BackgroundWriter:
    """Autosaves written on a thread of their own, in order, so that the window never waits for the disk.

    The text is made when the move is played (`save_text`, on the caller's thread); only the newest text of each
    file is written. `flush` waits until every file is written; `failure` says why a file could not be."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._pending: dict[Path, str] = {}
        self._writing = False
        self._failures: dict[Path, OSError] = {}
        self._thread: threading.Thread | None = None

    def submit(self, path: Path, text: str) -> None:
        with self._changed:
            self._pending[path] = text
            if self._thread is None:  # a daemon: closing the window never waits for it (quitting flushes first)
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._changed.notify_all()

    def _run(self) -> None:
        while True:
            with self._changed:
                while not self._pending:
                    self._changed.wait()
                path, text = next(iter(self._pending.items()))
                del self._pending[path]
                self._writing = True
            failure = None
            try:
                write_atomic(path, text)
            except OSError as error:
                failure = error
            with self._changed:
                self._writing = False
                if failure is not None:
                    self._failures[path] = failure
                self._changed.notify_all()

    def flush(self) -> None:
        """Wait until every file submitted is written (or failed)."""
        with self._changed:
            while self._pending or self._writing:
                self._changed.wait()

    def failure(self, path: Path) -> OSError | None:
        """Why the latest write of `path` failed, once; None when nothing failed since asked."""
        with self._changed:
            return self._failures.pop(path, None)


BACKGROUND = BackgroundWriter()
"""The one writer of autosaves in the background (the table's, after each turn)."""


def autosave_path(match: Match) -> Path:
    """The match's own autosave: each game played keeps one until it is deleted, marked finished at the end."""
    return saves_dir() / f"{AUTOSAVE_PREFIX}{match.game.id}-{match.id}.json"


def autosave(match: Match) -> Path:
    """Save to the match's autosave, which "Continue" offers while the game is unfinished."""
    path = autosave_path(match)
    save(match, path)
    return path


def latest_autosave() -> Path | None:
    """The most recent autosave of an unfinished game that can be read, or None."""
    for path in newest_first(saves_dir().glob(f"{AUTOSAVE_PREFIX}*.json")):
        try:
            if not read_save(path).finished:
                return path
        except SaveError:
            continue  # the Load list shows why it cannot be loaded
    return None


def latest_config() -> Config | None:
    """How the most recent game was set up (its game, players and options), from the newest save that can be
    read; None when there is none."""
    for path in newest_first(saves_dir().glob("*.json")):
        try:
            return read_save(path).config
        except SaveError:
            continue  # the Load list says why
    return None


def newest_first(paths: Iterable[Path]) -> list[Path]:
    """The files among `paths` newest first; one removed while they are listed is left out."""
    dated = []
    for path in paths:
        try:
            dated.append((path.stat().st_mtime, path))
        except OSError:
            continue  # gone since it was listed
    return [path for _, path in sorted(dated, key=lambda pair: pair[0], reverse=True)]


def file_label(path: Path) -> str:
    """A file's name as a message shows it: what cannot be shown (an undecodable byte, a control character)
    becomes "?", and a very long name keeps its start."""
    name = "".join(char if char.isprintable() else "?" for char in Path(path).name)
    return name if len(name) <= MAX_SHOWN_NAME else name[: MAX_SHOWN_NAME - 1] + "…"


def as_key(value: Any) -> Key:
    """A key as JSON gives it back (lists) made a tuple again, all the way down."""
    return tuple(as_key(item) if isinstance(item, list) else item for item in value)


def _refuse(path: Path, reason: Message, newer: bool = False) -> SaveError:
    return SaveError(msg("{file}: {reason}", file=Verbatim(file_label(path)), reason=reason), newer)


def _bounded_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise _TooLarge
    return int(digits)


def _no_constant(name: str) -> NoReturn:
    raise _TooLarge  # NaN and Infinity are not JSON, and nothing Manifest writes holds them


class _TooLarge(Exception):
    """A number beyond MAX_INT_DIGITS or a non-JSON constant, found while parsing."""


def _depth(data: Any) -> int:
    """How deeply arrays and objects nest in `data` (without recursion, so any depth is measured)."""
    deepest, pending = 0, [(data, 1)]
    while pending:
        value, depth = pending.pop()
        children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else None
        if children is not None:
            deepest = max(deepest, depth)
            pending.extend((child, depth + 1) for child in children)
    return deepest


def read_json(path: Path) -> Any:
    """A JSON file Manifest wrote (a save, the settings), read within the limits above; SaveError saying
    in one sentence why it cannot be read."""
    try:
        with Path(path).open("rb") as file:
            raw = file.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise _refuse(path, msg("there is no such file.")) from None
    except OSError:
        raise _refuse(path, msg("the file cannot be read.")) from None
    if len(raw) > MAX_FILE_BYTES:
        raise _refuse(path, msg("the file is too large (more than {count} bytes).", count=MAX_FILE_BYTES))
    try:
        data = json.loads(raw.decode("utf-8-sig"), parse_int=_bounded_int, parse_constant=_no_constant)
    except UnicodeDecodeError:
        raise _refuse(path, msg("the file is not text (not UTF-8).")) from None
    except _TooLarge:
        raise _refuse(path, msg("the file holds a number that is too large.")) from None
    except (ValueError, RecursionError):  # JSONDecodeError; RecursionError: absurdly deep nesting
        raise _refuse(path, msg("the file is damaged or incomplete (not valid JSON).")) from None
    if _depth(data) > MAX_DEPTH:
        raise _refuse(path, msg("the file nests its data too deeply."))
    return data


def is_text(value: Any, limit: int) -> bool:
    """Whether `value` is a text of at most `limit` characters that can be shown: no control characters,
    no lone surrogates."""
    return isinstance(value, str) and len(value) <= limit and value.isprintable()


def _is_key_field(value: Any) -> bool:
    if isinstance(value, list):
        return all(_is_key_field(item) for item in value)  # bounded by MAX_DEPTH
    return value is None or isinstance(value, bool | int) or is_text(value, MAX_TEXT)


def _is_move(move: Any, version: int) -> bool:
    if version == 1:
        return is_text(move, MAX_TEXT)
    return (
        isinstance(move, list)
        and bool(move)
        and isinstance(move[0], str)
        and bool(MOVE_CLASS.fullmatch(move[0]))
        and all(_is_key_field(field) for field in move[1:])
    )


def _config(path: Path, data: Any) -> Config:
    """The config a save holds, every field checked; SaveError if one is damaged."""
    damaged = _refuse(path, msg("the save's settings (players, names, options) are damaged."))
    if (
        not isinstance(data, dict)
        or not isinstance(data.get("seats"), list)
        or not isinstance(data.get("options", {}), dict)
    ):
        raise damaged
    seats, options = data["seats"], data.get("options", {})
    if not 1 <= len(seats) <= MAX_SEATS or len(options) > MAX_SEATS * 4:
        raise damaged
    seat_fields = ("kind", "level", "name")
    if not all(
        isinstance(seat, dict)
        and "kind" in seat
        and all(is_text(seat.get(field, ""), MAX_NAME) for field in seat_fields)
        for seat in seats
    ):
        raise damaged
    if not all(is_text(key, MAX_TEXT) and is_text(value, MAX_TEXT) for key, value in options.items()):
        raise damaged
    if not isinstance(data.get("game"), str) or not GAME_ID.fullmatch(data["game"]):
        raise damaged
    try:
        return Config.from_json(data)
    except ValueError:  # a seat of an unknown kind or level
        raise damaged from None


@dataclass(frozen=True)
class SaveData:
    """What a save file holds, every field checked but its moves not replayed yet."""

    version: int
    game: Game[Any]
    config: Config
    seed: int
    rules: int
    moves: list[Any]
    """Keys (as JSON lists) from format 2 on, English texts in format 1."""
    checksum: str
    match: str | None
    """`Match.id`; None in saves made before matches had one."""
    finished: bool
    """Whether the game had ended; False in saves made before saves said so."""
    hints: dict[int, int]
    """Moves the coach suggested to each seat; none in saves made before saves counted them."""


def read_save(path: Path) -> SaveData:
    """The contents of a save, checked for shape and limits; SaveError with a clear reason if they cannot
    be trusted. Cheap enough for the Load list: nothing is replayed."""
    data = read_json(path)
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise _refuse(path, msg("this is not a Manifest save."))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise _refuse(path, msg("the save has no format version."))
    if version > SAVE_VERSION:
        raise _refuse(
            path,
            msg("it was made by a newer Manifest (save format {version}); please update Manifest.", version=version),
            newer=True,
        )
    if not all(field in data for field in ("game", "config", "seed", "actions", "checksum")):
        raise _refuse(path, msg("the save is incomplete."))
    game_id = data["game"]
    if not isinstance(game_id, str) or not GAME_ID.fullmatch(game_id):
        raise _refuse(path, msg("the save's game is damaged."))
    if game_id not in registry.game_ids():
        raise _refuse(path, msg("the save is for a game this Manifest does not have."))
    config = _config(path, data["config"])
    if config.game != game_id:
        raise _refuse(path, msg("the save's settings (players, names, options) are damaged."))
    seed, moves, expected = data["seed"], data["actions"], data["checksum"]
    rules = data.get("rules", 1) if version >= 2 else 1
    if (
        not isinstance(seed, int)
        or isinstance(seed, bool)
        or not isinstance(rules, int)
        or not is_text(expected, MAX_TEXT)
    ):
        raise _refuse(path, msg("the save's seed, rules or checksum is damaged."))
    if not isinstance(moves, list) or len(moves) > MAX_MOVES or not all(_is_move(move, version) for move in moves):
        raise _refuse(path, msg("the save's move list is damaged."))
    match_id, finished = data.get("match"), data.get("finished", False)
    valid_id = match_id is None or (isinstance(match_id, str) and MATCH_ID.fullmatch(match_id) is not None)
    if not valid_id or not isinstance(finished, bool):
        raise _refuse(path, msg("the save's game id or end mark is damaged."))
    hints = _hints(data.get("hints", {}), len(config.seats))
    if hints is None:
        raise _refuse(path, msg("the save's count of hints is damaged."))
    game = registry.get_game(game_id)
    if rules > game.rules_version:
        newer = msg("it was made with newer rules of {game}; please update Manifest.", game=Term(game.title, "game"))
        raise _refuse(path, newer, newer=True)
    return SaveData(version, game, config, seed, rules, moves, expected, match_id, finished, hints)


def _hints(counts: object, seats: int) -> dict[int, int] | None:
    """The hints a save counts for each seat ({"0": 2}), or None when they are not that."""
    if not isinstance(counts, dict) or not all(isinstance(seat, str) and seat.isdigit() for seat in counts):
        return None
    hints = {int(seat): count for seat, count in counts.items()}
    valid = all(
        0 <= seat < seats and isinstance(count, int) and not isinstance(count, bool) and 0 <= count <= MAX_MOVES
        for seat, count in hints.items()
    )
    return hints if valid else None


def load(path: Path) -> Match:
    """Load a save by replaying it; SaveError with a clear reason if it cannot be trusted.

    A save made under older rules of its game opens as far as its moves still hold; `match.notice`
    then says so in one sentence."""
    save_data = read_save(path)
    game, moves = save_data.game, save_data.moves
    try:
        match = Match(game, save_data.config, save_data.seed)
    except ManifestError:  # ConfigError: the players or options do not fit the game
        raise _refuse(path, msg("the save's settings (players, names, options) are damaged.")) from None
    if save_data.match is not None:
        match.id = save_data.match  # a continued game keeps its autosave; an older save starts one of its own
    match.hints = dict(save_data.hints)
    older_rules = save_data.rules < game.rules_version
    replayed = _replay_format(path, match, save_data)
    if replayed < len(moves):
        if not older_rules:
            raise _refuse(
                path, msg("move {number} is not a legal move: the save is damaged or was edited.", number=replayed + 1)
            )
        match.notice = msg(
            "This save was made under older rules of {game}: it opens after move {number} of {total}, "
            "where today's rules part ways with it.",
            game=Term(game.title, "game"),
            number=replayed,
            total=len(moves),
        )
        return match
    found = match.checksum() if save_data.version == SAVE_VERSION else _legacy_checksum(match, save_data.version)
    if found != save_data.checksum:
        if not older_rules:
            raise _refuse(
                path,
                msg("the replayed game does not match the save's checksum: the save is damaged or was edited."),
            )
        match.notice = msg(
            "This save was made under older rules of {game}: its moves were replayed under today's rules.",
            game=Term(game.title, "game"),
        )
    return match


def _replay_format(path: Path, match: Match, save_data: SaveData) -> int:
    """Replay the save's moves as its format stored them; how many were played."""
    game = match.game
    if save_data.version > 1:
        keys = [as_key(move) for move in save_data.moves]
        if save_data.version < SAVE_VERSION and game.compat is not None and game.compat.old_key is not None:
            keys = [game.compat.old_key(key) for key in keys]
        return _replay(match, keys, lambda key: game.action_of(match.state, key))
    v1_text = game.compat.v1_text if game.compat is not None else None
    if v1_text is None:
        raise _refuse(path, msg("this save format is older than {game} in Manifest.", game=Term(game.title, "game")))
    return _replay(
        match,
        save_data.moves,
        lambda text: next((action for action in game.legal_actions(match.state) if v1_text(action) == text), None),
    )


def _legacy_checksum(match: Match, version: int) -> str | None:
    """The checksum a save of format 1 or 2 stored for `match`; None for a game younger than those formats."""
    if match.game.compat is None:
        return None
    snapshot = match.game.compat.legacy_snapshot(match.state)
    return fingerprint(snapshot if version == 1 else {"config": match.config.to_json(), "state": snapshot})


def _replay(match: Match, moves: list[Any], find: Callable[[Any], Action | None]) -> int:
    """Play the moves as far as `find` gives the legal action each stands for; returns how many were played."""
    for number, move in enumerate(moves):
        found = find(move)
        if found is None:
            return number
        try:
            match.play(found)
        except IllegalAction:
            return number
    return len(moves)
