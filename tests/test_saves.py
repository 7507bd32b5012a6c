"""Saves: round trip, autosave, and every kind of bad file."""

import json
import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game.core import saves
from game.core.match import Match, fingerprint
from game.core.protocol import Config, Seat
from game.core.simulate import play_out


def started_match(toy, moves=5):
    match = Match(toy, Config("toy", (Seat("human"), Seat("bot", "easy"))), 11)
    for _ in range(moves):
        match.play(match.choose_bot_action())
    return match


def test_save_and_load_give_the_same_game(toy, tmp_path):
    match = started_match(toy)
    path = tmp_path / "game.json"
    saves.save(match, path)
    loaded = saves.load(path)
    assert loaded.actions == match.actions
    assert loaded.checksum() == match.checksum()
    assert loaded.config == match.config
    data = json.loads(path.read_text())
    assert data["format"] == "manifest-save" and data["version"] == saves.SAVE_VERSION


def test_a_finished_game_round_trips(toy, tmp_path):
    match = started_match(toy, 0)
    play_out(match)
    saves.save(match, tmp_path / "done.json")
    assert saves.load(tmp_path / "done.json").is_over()


def test_autosave_is_what_continue_offers(toy, data_dir):
    match = started_match(toy)
    path = saves.autosave(match)
    assert path.parent == data_dir / "saves"
    assert saves.latest_autosave() == path
    assert saves.load(path).checksum() == match.checksum()


def aged(path, seconds_ago):
    """Date a file `seconds_ago` in the past, so which save is newest does not hang on the clock's grain."""
    when = path.stat().st_mtime - seconds_ago
    os.utime(path, (when, when))
    return path


def test_each_game_keeps_its_own_autosave_and_continue_offers_the_latest_unfinished(toy, data_dir):
    older, newer = started_match(toy, 3), started_match(toy, 5)
    finished = started_match(toy, 0)
    play_out(finished)
    aged(saves.autosave(older), 300)
    newer_path = aged(saves.autosave(newer), 200)
    saves.autosave(finished)  # the newest file, but its game is over
    slots = sorted((data_dir / "saves").glob("autosave-toy-*.json"))
    assert len(slots) == 3
    assert [saves.read_save(path).finished for path in slots].count(True) == 1
    assert saves.latest_autosave() == newer_path
    continued = saves.load(newer_path)
    assert continued.id == newer.id
    continued.play(continued.choose_bot_action())
    assert saves.autosave(continued) == newer_path  # a continued game goes on in its own autosave


def test_a_save_from_before_slots_still_loads_and_counts_as_unfinished(toy, data_dir):
    data = saves.to_json(started_match(toy))
    del data["match"], data["finished"]
    path = data_dir / "saves" / "autosave-toy.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(data))
    assert not saves.read_save(path).finished
    assert saves.load(path).checksum() == data["checksum"]
    assert saves.latest_autosave() == path


def test_a_kill_during_an_autosave_leaves_the_previous_one_intact(toy, data_dir):
    """The process is killed (SIGKILL) after the new autosave is written, before its rename."""
    script = textwrap.dedent("""
        import os, signal
        from game import registry
        from game.core import saves
        from game.core.match import Match
        from game.core.protocol import Config, Seat
        from tests.toygame import TOY, ToyGame
        registry.register(ToyGame(), TOY)
        match = Match(registry.get_game("toy"), Config("toy", (Seat("human"), Seat("bot", "easy"))), 11)
        match.play(match.choose_bot_action())
        saves.autosave(match)
        print(len(match.actions), match.checksum(), flush=True)
        match.play(match.choose_bot_action())
        saves.os.replace = lambda *names: os.kill(os.getpid(), signal.SIGKILL)
        saves.autosave(match)
    """)
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": str(root)},
    )
    assert done.returncode == -9, done.stderr
    moves, expected = done.stdout.split()
    [autosave] = (data_dir / "saves").glob("autosave-toy-*.json")
    kept = saves.load(autosave)
    assert len(kept.actions) == int(moves) and kept.checksum() == expected
    assert saves.remove_interrupted()  # the half-written file the kill left is cleaned up at the next start
    assert [path.name for path in (data_dir / "saves").iterdir()] == [autosave.name]


def write(tmp_path, text, name="bad.json"):
    path = tmp_path / name
    path.write_text(text)
    return path


def good_json(toy):
    return saves.to_json(started_match(toy))


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: "{not json", "damaged or incomplete"),
        (lambda d: json.dumps(d)[: len(json.dumps(d)) // 2], "damaged or incomplete"),
        (lambda d: json.dumps({"hello": "world"}), "not a Manifest save"),
        (lambda d: json.dumps([1, 2, 3]), "not a Manifest save"),
        (lambda d: json.dumps({**d, "version": 99}), "newer Manifest"),
        (lambda d: json.dumps({**d, "game": "chess"}), "for a game this Manifest does not have"),
        (lambda d: json.dumps({**d, "checksum": "0" * 16}), "does not match"),
        (lambda d: json.dumps({**d, "actions": d["actions"] + [["FlyTo", "moon"]]}), "move 6 is not a legal move"),
        (lambda d: json.dumps({**d, "actions": d["actions"] + ["play 3"]}), "move list is damaged"),
        (
            lambda d: json.dumps({**d, "config": {**d["config"], "seats": [{"kind": "human", "name": "Eve"}] * 2}}),
            "does not match",
        ),
        (lambda d: json.dumps({**d, "rules": 7}), "newer rules"),
        (lambda d: json.dumps({**d, "seed": "x"}), "damaged"),
        (lambda d: json.dumps({k: v for k, v in d.items() if k != "actions"}), "incomplete"),
        (lambda d: json.dumps({**d, "config": {**d["config"], "seats": [{"kind": "alien"}] * 2}}), "damaged"),
    ],
    ids=[
        "corrupt",
        "truncated",
        "foreign",
        "foreign-list",
        "newer",
        "unknown-game",
        "checksum",
        "bad-move",
        "text-move",
        "edited-names",
        "newer-rules",
        "bad-seed",
        "missing-key",
        "bad-seat",
    ],
)
def test_bad_saves_get_a_clear_message_and_touch_nothing(toy, tmp_path, change, message):
    good = saves.to_json(started_match(toy))
    other = write(tmp_path, json.dumps(good), "other.json")
    before = other.read_bytes()
    bad = write(tmp_path, change(good))
    bad_bytes = bad.read_bytes()
    with pytest.raises(saves.SaveError, match=message):
        saves.load(bad)
    assert bad.read_bytes() == bad_bytes
    assert other.read_bytes() == before


def test_missing_save_says_so(tmp_path):
    with pytest.raises(saves.SaveError, match="no such file"):
        saves.load(tmp_path / "nowhere.json")


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "keep.json"
    saves.write_atomic(path, "old")

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(saves.os, "replace", broken_replace)
    with pytest.raises(OSError):
        saves.write_atomic(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["keep.json"]


@pytest.mark.skipif(os.name == "nt", reason="Windows files have no permission bits")
def test_atomic_write_leaves_a_file_as_readable_as_any_other(tmp_path):
    path = tmp_path / "games.json"
    saves.write_atomic(path, "{}")
    plain = tmp_path / "plain.json"
    plain.write_text("{}")
    assert stat.S_IMODE(path.stat().st_mode) == stat.S_IMODE(plain.stat().st_mode)


def test_a_save_stores_keys_not_wording(toy, tmp_path):
    match = started_match(toy)
    data = saves.to_json(match)
    assert data["actions"] == [["PlayCard", action.value] for action in match.actions]
    assert data["rules"] == toy.rules_version


def test_a_format_1_save_of_move_texts_still_loads(toy, tmp_path):
    match = started_match(toy)
    old = {
        **saves.to_json(match),
        "version": 1,
        "actions": [f"play {a.value}" for a in match.actions],
        "checksum": fingerprint(match.state.position()),
    }
    del old["rules"]
    loaded = saves.load(write(tmp_path, json.dumps(old)))
    assert loaded.actions == match.actions and loaded.notice is None
    assert loaded.checksum() == match.checksum()


def test_a_save_under_older_rules_opens_as_far_as_its_moves_hold(toy, tmp_path, monkeypatch):
    match = started_match(toy)
    data = saves.to_json(match)
    data["actions"][3] = ["PlayCard", 99]  # a move today's rules no longer allow
    monkeypatch.setattr(type(toy), "rules_version", 2)
    loaded = saves.load(write(tmp_path, json.dumps(data)))
    assert loaded.keys == match.keys[:3]
    assert "opens after move 3 of 5" in str(loaded.notice)
    unchanged = saves.load(write(tmp_path, json.dumps({**saves.to_json(match), "rules": 1, "checksum": "0" * 16})))
    assert unchanged.keys == match.keys and "replayed under today's rules" in str(unchanged.notice)


def test_a_save_with_a_byte_order_mark_loads(toy, tmp_path):
    path = tmp_path / "bom.json"
    path.write_text("\ufeff" + json.dumps(good_json(toy)), encoding="utf-8")
    assert saves.load(path).actions


def test_the_hints_a_seat_used_survive_a_save_and_a_save_without_them_counts_none(toy, tmp_path):
    match = started_match(toy)
    match.hints[0] = 3
    path = tmp_path / "game.json"
    saves.save(match, path)
    assert saves.load(path).hints == {0: 3}
    data = json.loads(path.read_text())
    del data["hints"]  # as saves made before they were counted
    path.write_text(json.dumps(data))
    assert saves.load(path).hints == {}
    data["hints"] = {"5": 1}  # a seat the game does not have
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError) as refused:
        saves.load(path)
    assert "hints is damaged" in str(refused.value)
