"""Saves: round trip, autosave, and every kind of bad file."""

import json

import pytest

from game.core import saves
from game.core.match import Match
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
        (lambda d: json.dumps({**d, "game": "chess"}), "unknown game"),
        (lambda d: json.dumps({**d, "checksum": "0" * 16}), "does not match"),
        (lambda d: json.dumps({**d, "actions": d["actions"] + ["fly to the moon"]}), "move 6"),
        (lambda d: json.dumps({**d, "seed": "x"}), "damaged"),
        (lambda d: json.dumps({k: v for k, v in d.items() if k != "actions"}), "incomplete"),
        (lambda d: json.dumps({**d, "config": {**d["config"], "seats": [{"kind": "alien"}] * 2}}), "damaged"),
    ],
    ids=["corrupt", "truncated", "foreign", "foreign-list", "newer", "unknown-game", "checksum", "bad-move",
         "bad-seed", "missing-key", "bad-seat"],
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
