"""Malformed saves and settings: each gets one short sentence of Manifest's own error, and nothing else
is touched. The cases below are the ones found by hand; the properties generate many more."""

import json
import os
import stat

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import main
from game.core import saves
from game.core.match import Match
from game.core.protocol import Config, Seat
from scenes.load import LoadScene
from scenes.settings import Settings, load_settings, settings_path
from tests.ui import frames, open_menu
from words import tr

LONGEST_REFUSAL = 300
"""A refusal is one sentence: it never repeats what the file holds."""


def good_save(toy, name="Ann"):
    match = Match(toy, Config("toy", (Seat("human", "", name), Seat("bot", "easy", "Ben"))), 11)
    for _ in range(4):
        match.play(match.choose_bot_action())
    return saves.to_json(match)


def in_saves(name, content):
    path = saves.saves_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8", "surrogatepass"))
    return path


def refusal(path):
    with pytest.raises(saves.SaveError) as caught:
        saves.load(path)
    text = tr(caught.value.message)
    assert len(text) <= LONGEST_REFUSAL and "\n" not in text
    return text


def with_value(data, field, raw):
    """The save's JSON text with `field` holding `raw`, a JSON text json.dumps cannot make."""
    return json.dumps({**data, field: "@@"}).replace('"@@"', raw)


def test_an_integer_of_thousands_of_digits_is_refused(toy, capsys):
    path = in_saves("huge.json", with_value(good_save(toy), "seed", "9" * 5000))
    assert "number that is too large" in refusal(path)
    assert main.main(["replay", str(path), "--verify"]) == 1
    assert capsys.readouterr().err.count("\n") == 1


@pytest.mark.parametrize("depth", [950, 100_000])
def test_deep_nesting_is_refused(toy, depth):
    path = in_saves("deep.json", with_value(good_save(toy), "actions", "[" * depth + "]" * depth))
    assert "damaged" in refusal(path) or "too deeply" in refusal(path)


@pytest.mark.parametrize("game_id", ["\\ud800", "to\\u0000y", "Toy!"])
def test_a_game_id_that_is_no_name_is_refused(toy, game_id):
    assert "game is damaged" in refusal(in_saves("id.json", with_value(good_save(toy), "game", f'"{game_id}"')))


def test_a_file_too_large_is_refused_without_being_read_whole(toy):
    path = in_saves("big.json", with_value(good_save(toy), "game", '"' + "x" * (saves.MAX_FILE_BYTES + 1) + '"'))
    assert "too large" in refusal(path)


def test_a_long_unknown_game_id_is_not_repeated(toy):
    path = in_saves("long.json", with_value(good_save(toy), "game", '"' + "x" * 10**6 + '"'))
    assert "game is damaged" in refusal(path)


@pytest.mark.parametrize("name", [5, ["Ann"], {"first": "Ann"}, "A" * 8000, "An\u0000n", "\ud800"])
def test_a_seat_name_that_is_not_a_short_text_is_refused_even_with_a_fresh_checksum(toy, name):
    path = in_saves("name.json", json.dumps(good_save(toy, name)))
    assert "settings (players, names, options) are damaged" in refusal(path)


def test_a_nul_in_a_format_1_move_is_refused(toy):
    data = {**good_save(toy), "version": 1, "actions": ["play\u00003"]}
    assert "move list is damaged" in refusal(in_saves("nul.json", json.dumps(data)))


@pytest.mark.parametrize(
    "edit",
    [
        lambda seats: seats[1].update(level="hard"),
        lambda seats: seats[0].update(name="Eve"),
        lambda seats: seats.reverse(),
    ],
)
def test_an_edited_config_is_found_out_when_chosen_in_the_load_list(toy, edit):
    data = good_save(toy)
    edit(data["config"]["seats"])
    in_saves("edited.json", json.dumps(data))
    app = open_menu()
    load = LoadScene(app)
    app.stack.push(load)
    load.load(saves.saves_dir() / "edited.json")
    assert "damaged or was edited" in tr(load.message)


def test_the_load_list_shows_bad_files_as_damaged_and_lists_the_good_ones(toy):
    good = in_saves("good.json", json.dumps(good_save(toy)))
    before = good.read_bytes()
    in_saves("deep.json", "[" * 100_000)
    in_saves("huge.json", with_value(good_save(toy), "seed", "9" * 5000))
    odd_name = in_saves(os.fsdecode(b"not-utf8-\xff.json"), json.dumps(good_save(toy)))
    in_saves("name.json", json.dumps(good_save(toy, ["list"])))
    app = open_menu()
    load = LoadScene(app)
    app.stack.push(load)
    frames(app)
    rows = {button.text for button in load.focus_order if ": " in button.text}  # the list's rows: "when  name: what"
    assert sum("damaged" in row for row in rows) == 3 and sum("4 moves" in row for row in rows) == 2
    assert any("not-utf8-?" in row for row in rows)
    load.load(odd_name)
    frames(app)
    assert app.stack.top is not load  # the good save behind an odd name opens
    assert good.read_bytes() == before


def test_interrupted_saves_are_cleaned_up_at_the_next_start(toy):
    kept = in_saves("kept.json", json.dumps(good_save(toy)))
    leftovers = [in_saves(f".kept.json.{n}.tmp", "{half") for n in range(3)]
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    leftovers.append(settings_path().parent / ".settings.json.x1.tmp")
    leftovers[-1].write_text("{")
    open_menu()
    assert not any(path.exists() for path in leftovers)
    assert kept.exists() and saves.load(kept).actions


def test_a_save_syncs_its_folder_after_the_rename(toy, tmp_path, monkeypatch):
    done = []
    real_fsync, real_replace = saves.os.fsync, saves.os.replace
    monkeypatch.setattr(
        saves.os,
        "fsync",
        lambda fd: done.append("folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file") or real_fsync(fd),
    )
    monkeypatch.setattr(saves.os, "replace", lambda a, b: done.append("rename") or real_replace(a, b))
    saves.write_atomic(tmp_path / "x.json", "{}")
    assert done == ["file", "rename", "folder"]


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000,
        "[" * 950 + "]" * 950,
        '{"width": ' + "9" * 5000 + "}",
        '{"width": true}',
        '{"width": 100000}',
        '{"sound_volume": NaN}',
        '{"language": ["en"]}',
        "\ufffe\xff",
    ],
)
def test_a_malformed_settings_file_gives_defaults_and_one_sentence_and_the_program_starts(text):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(text, encoding="utf-8", errors="surrogateescape")
    loaded, message = load_settings()
    assert loaded == Settings() and message is not None
    assert len(tr(message)) <= LONGEST_REFUSAL and "defaults" in tr(message)
    assert open_menu().stack.scenes


# --- properties -----------------------------------------------------------------------------------
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)
FIELDS = ("format", "version", "game", "rules", "config", "seed", "actions", "checksum", "hints")
PROPERTY = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def mangle(data, field, value):
    if field == "config.seats":
        return {**data, "config": {**data["config"], "seats": value}}
    if field == "config.options":
        return {**data, "config": {**data["config"], "options": value}}
    if field == "move":
        return {**data, "actions": [*data["actions"][:2], value]}
    return {**data, field: value}


@PROPERTY
@given(field=st.sampled_from((*FIELDS, "config.seats", "config.options", "move")), value=JSON)
def test_any_field_replaced_by_any_json_loads_or_is_refused_clearly(toy, field, value):
    path = in_saves("mangled.json", json.dumps(mangle(good_save(toy), field, value)))
    try:
        match = saves.load(path)
    except saves.SaveError as error:
        assert len(tr(error.message)) <= LONGEST_REFUSAL
    else:
        assert match.config.game == "toy" and all(isinstance(seat.name, str) for seat in match.config.seats)


@PROPERTY
@given(cut=st.integers(min_value=0), junk=st.binary(max_size=40))
def test_any_damaged_bytes_are_refused_clearly(toy, cut, junk):
    text = json.dumps(good_save(toy)).encode()
    cut %= len(text)
    path = in_saves("damaged.json", text[:cut] + junk + text[cut + len(junk) :])
    try:
        saves.load(path)
    except saves.SaveError as error:
        assert len(tr(error.message)) <= LONGEST_REFUSAL


@PROPERTY
@given(data=JSON)
def test_any_settings_file_gives_settings_that_are_usable(data):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps(data))
    loaded, message = load_settings()
    assert isinstance(loaded.width, int) and isinstance(loaded.language, str)
    assert message is None or len(tr(message)) <= LONGEST_REFUSAL
