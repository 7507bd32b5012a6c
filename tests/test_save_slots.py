"""Save slots through the real screens: every game keeps its autosave, Continue picks the latest unfinished
one, the Load list tells saves apart and deletes one only when asked, a save never replaces another unasked."""

import os

import pygame

from game import registry
from game.core import saves
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.core.simulate import play_out
from scenes import names
from scenes.load import LoadScene
from scenes.menu import MenuScene
from scenes.overlays import ConfirmOverlay, PauseOverlay
from scenes.table import TableScene
from tests.ui import click, frames, key, open_menu


def autosaved(seed, moves, seconds_ago, finish=False):
    """A toy game of Ann and a bot, autosaved as if `seconds_ago` seconds ago."""
    match = Match(registry.get_game("toy"), Config("toy", (Seat("human", name="Ann"), Seat("bot", "easy"))), seed)
    for _ in range(moves):
        match.play(match.choose_bot_action())
    if finish:
        play_out(match)
    path = saves.autosave(match)
    when = path.stat().st_mtime - seconds_ago
    os.utime(path, (when, when))
    return match, path


def rows(load):
    """The texts of the Load list's rows (their load buttons), top to bottom."""
    return [button.text for button in load.actions if button.text.startswith(tuple("0123456789"))]


def open_load():
    app = open_menu()
    app.push(names.LOAD)
    frames(app)
    assert isinstance(app.stack.top, LoadScene)
    return app, app.stack.top


def delete_button(load, row):
    return [button for button in load.actions if button.text == "Delete"][row]


def test_two_unfinished_games_of_a_game_and_a_finished_one_are_all_listed(toy):
    autosaved(1, 2, 300)
    autosaved(2, 4, 200)
    autosaved(3, 0, 100, finish=True)
    _, load = open_load()
    listed = rows(load)
    assert len(listed) == 3
    assert all("Toy Cards (Ann and " in row for row in listed)
    assert "finished" in listed[0] and not any("finished" in row for row in listed[1:])
    assert "4 moves" in listed[1] and "2 moves" in listed[2]


def test_continue_opens_the_latest_unfinished_game(toy):
    autosaved(1, 2, 300)
    latest, _ = autosaved(2, 4, 200)
    autosaved(3, 0, 100, finish=True)  # newer, but over
    app = open_menu()
    assert isinstance(app.stack.top, MenuScene)
    key(app, pygame.K_DOWN)  # Continue
    key(app, pygame.K_RETURN)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.match.id == latest.id and table.match.checksum() == latest.checksum()


def test_a_save_is_deleted_only_when_the_player_says_yes(toy):
    _, older = autosaved(1, 2, 300)
    _, newer = autosaved(2, 4, 200)
    app, load = open_load()
    click(app, delete_button(load, 0).rect.center)
    assert isinstance(app.stack.top, ConfirmOverlay)
    key(app, pygame.K_ESCAPE)  # no
    assert app.stack.top is load and newer.exists() and len(rows(load)) == 2
    click(app, delete_button(load, 0).rect.center)
    key(app, pygame.K_RETURN)  # yes
    assert app.stack.top is load
    assert not newer.exists() and older.exists()
    assert len(rows(load)) == 1


def test_saving_under_an_existing_name_asks_before_replacing_it(toy):
    kept, _ = autosaved(1, 2, 0)
    existing = saves.saves_dir() / "evening.json"
    saves.save(kept, existing)
    before = existing.read_text()
    app = open_menu()
    app.start_game(Config("toy", (Seat("human"), Seat("bot", "easy"))), 9)
    frames(app)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    pause.name = "evening"
    click(app, next(button for button in pause.actions if button.text == "Save").rect.center)
    assert isinstance(app.stack.top, ConfirmOverlay)
    key(app, pygame.K_ESCAPE)  # no: the old save stays
    assert app.stack.top is pause and existing.read_text() == before
    click(app, next(button for button in pause.actions if button.text == "Save").rect.center)
    key(app, pygame.K_RETURN)  # yes
    assert app.stack.top is pause
    assert saves.read_save(existing).seed == 9


def test_the_load_list_says_a_save_of_a_newer_manifest_needs_an_update_and_a_broken_one_is_damaged(toy):
    import json

    from scenes.load import describe

    _, newer_format = autosaved(1, 3, 30)
    newer_format.write_text(json.dumps({**json.loads(newer_format.read_text()), "version": 99}))
    _, newer_rules = autosaved(2, 3, 20)
    newer_rules.write_text(json.dumps({**json.loads(newer_rules.read_text()), "rules": 99}))
    _, broken = autosaved(3, 3, 10)
    broken.write_text(broken.read_text()[:40])
    for path in (newer_format, newer_rules):
        assert "newer Manifest: please update" in describe(path) and "damaged" not in describe(path)
    assert "damaged, cannot be loaded" in describe(broken)


def test_the_save_name_offered_shows_whole_in_its_field():
    """The name a save is offered under (the game and the time) is read whole before it is saved, for the longest
    game's name too."""
    from pygame_gui.elements import UITextEntryLine

    app = open_menu()
    app.start_game(Config("narco_empire", (Seat("human"), Seat("bot", "easy"), Seat("bot", "easy"))), 9)
    frames(app)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    entry = next(e for e in pause.focus_order if isinstance(e, UITextEntryLine))
    assert entry.get_text().startswith("narco_empire-")
    assert entry.font.size(entry.get_text())[0] + 12 <= entry.rect.width, "the offered name runs past its field"
