"""Input that once stopped Manifest: characters drawn as nothing typed alone into a text field, and a data folder
that takes no more files (read-only, or a full disk). Each gets a sentence; the program goes on and keeps the game."""

from __future__ import annotations

import errno

import pygame
import pytest
from pygame_gui.elements import UITextEntryLine

from game.core import saves
from scenes.overlays import MessageOverlay, PauseOverlay
from scenes.settings import SettingsScene
from scenes.table import TableScene
from tests.test_scenes import open_setup
from tests.test_table import HUMAN_VS_BOT, open_table
from tests.ui import frames, key, open_menu
from words import tr

INVISIBLE = ["\u200b", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u034f", "\ufe0f", "\U000e0001"]


def type_text(app, text: str) -> None:
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=char) for char in text], 1 / 60)
    frames(app)


@pytest.mark.parametrize("char", INVISIBLE, ids=[f"U+{ord(c):04X}" for c in INVISIBLE])
def test_a_character_drawn_as_nothing_typed_alone_into_a_name_is_refused(toy, char):
    app, setup = open_setup()
    key(app, pygame.K_TAB)  # players
    key(app, pygame.K_TAB)  # seat 1's name
    type_text(app, char)
    assert setup.config().seats[0].name == ""
    type_text(app, f"A{char}n")
    assert setup.config().seats[0].name == "An"


@pytest.mark.parametrize("char", INVISIBLE[:4], ids=[f"U+{ord(c):04X}" for c in INVISIBLE[:4]])
def test_a_character_drawn_as_nothing_is_refused_by_the_save_name_and_the_move_filter(toy, char):
    app, table = open_table(HUMAN_VS_BOT)
    key(app, pygame.K_f, pygame.KMOD_CTRL)
    type_text(app, char)
    assert table.filter_entry is not None and table.filter_entry.get_text() == ""
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    pause.set_focus(next(i for i, element in enumerate(pause.focus_order) if isinstance(element, UITextEntryLine)))
    name = pause.name
    type_text(app, char)
    assert pause.name == name


def refuse_writes(monkeypatch, code=errno.ENOSPC):
    def full(path, text):
        raise OSError(code, "No space left on device" if code == errno.ENOSPC else "Read-only file system")

    monkeypatch.setattr(saves, "write_atomic", full)


def test_a_setting_changed_when_the_folder_takes_nothing_applies_and_says_once_it_was_not_saved(monkeypatch):
    app = open_menu()
    settings = SettingsScene(app)
    app.stack.push(settings)
    refuse_writes(monkeypatch, errno.EROFS)
    for _ in range(5):
        key(app, pygame.K_TAB)  # animation speed
    key(app, pygame.K_RIGHT)
    assert app.settings.animation_speed == "fast"
    message = app.stack.top
    assert isinstance(message, MessageOverlay) and "Read-only file system" in tr(message.text)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is settings
    key(app, pygame.K_RIGHT)  # another change: the player was told already
    assert app.stack.top is settings and app.settings.animation_speed == "instant"


def test_moves_when_the_disk_is_full_say_the_autosave_failed_and_the_game_goes_on(toy, monkeypatch):
    app, table = open_table(HUMAN_VS_BOT)
    assert isinstance(table, TableScene)
    refuse_writes(monkeypatch)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    frames(app)
    assert len(table.match.actions) >= 1
    assert table.message is not None and "Autosave failed: No space left on device" in tr(table.message)
