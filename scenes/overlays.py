"""Overlays drawn over the scene below: pause menu, hot-seat hand-off, message dialog."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UITextBox, UITextEntryLine

from game.core import saves
from game.core.match import Match
from scenes.gui import ROW, GuiScene, centered_column, html_escape
from sprites.widgets import WOOD, WOOD_LIGHT, veil

if TYPE_CHECKING:
    from scenes.app import App


class Overlay(GuiScene):
    """A modal box over the dimmed scene below."""

    overlay = True
    box_size = (520, 420)
    veil_alpha = 170
    """How much of the scene below is hidden: 0 (none) to 255 (all)."""

    def box(self) -> pygame.Rect:
        width, height = self.app.size
        rect = pygame.Rect(0, 0, *self.box_size)
        rect.center = (width // 2, height // 2)
        return rect

    def draw_behind(self, surface: pygame.Surface) -> None:
        surface.blit(veil(surface.get_size(), self.veil_alpha), (0, 0))
        box = self.box()
        pygame.draw.rect(surface, (12, 8, 5), box.move(4, 6), border_radius=12)
        pygame.draw.rect(surface, WOOD, box, border_radius=12)
        pygame.draw.rect(surface, WOOD_LIGHT, box, 3, border_radius=12)


class MessageOverlay(Overlay):
    """A message with an OK button (Enter or Esc closes it)."""

    box_size = (640, 300)

    def __init__(self, app: App, title: str, text: str) -> None:
        super().__init__(app)
        self.title = title
        self.text = text

    def build(self) -> None:
        box = self.box()
        self.label(pygame.Rect(box.x, box.y + 20, box.width, 60), self.title, "#title")
        UITextBox(html_escape(self.text), pygame.Rect(box.x + 30, box.y + 85, box.width - 60, 120), self.manager)
        self.button(pygame.Rect(box.centerx - 100, box.bottom - 30 - ROW, 200, ROW), "OK", self.back)
        self.set_focus(0)

    def confirm(self) -> None:
        self.back()


class HandOffOverlay(Overlay):
    """Hot-seat: hides the table until the named player takes the seat."""

    veil_alpha = 255
    box_size = (660, 280)

    def __init__(self, app: App, player: str, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.player = player
        self.on_ready = on_ready

    def build(self) -> None:
        box = self.box()
        self.label(pygame.Rect(box.x, box.y + 40, box.width, 60), f"Pass to {self.player}", "#title")
        self.label(
            pygame.Rect(box.x, box.y + 110, box.width, 30), "The table is hidden until they are ready.", "#subtitle"
        )
        self.button(
            pygame.Rect(box.centerx - 150, box.bottom - 40 - ROW, 300, ROW), f"I am {self.player}: show", self.confirm
        )
        self.set_focus(0)

    def back(self) -> None:
        """Esc does not reveal the table: only the named player confirming does."""

    def confirm(self) -> None:
        self.app.stack.pop()
        self.on_ready()


def save_name(text: str) -> str:
    """A file name from what the player typed: letters, digits, dashes and underscores."""
    return re.sub(r"[^A-Za-z0-9_-]+", "-", text.strip()).strip("-")[:40]


class PauseOverlay(Overlay):
    """Esc on the table: resume, save, load, settings, rules or quit to the menu."""

    box_size = (520, 480)

    def __init__(self, app: App, match: Match | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.name = f"{match.game.id}-{time.strftime('%Y%m%d-%H%M')}" if match else "game"
        self.status = ""
        self.status_ok = True

    def build(self) -> None:
        box = self.box()
        rects = centered_column(self.app.size, 360, 7, top=box.y + 90)
        self.label(pygame.Rect(box.x, box.y + 20, box.width, 60), "Paused", "#title")
        self.button(rects[0], "Resume", self.back)
        entry = self.text_entry(pygame.Rect(rects[1].x, rects[1].y, 230, ROW), self.name, "save name")
        entry.set_text_length_limit(40)
        self.button(
            pygame.Rect(rects[1].x + 240, rects[1].y, 120, ROW), "Save", self.save, enabled=self.match is not None
        )
        self.label(rects[2], self.status, "#ok" if self.status_ok else "#message")
        self.button(rects[3], "Load game", self.load)
        self.button(rects[4], "Settings", self.settings)
        self.button(rects[5], "Rules", self.rules, enabled=self.match is not None)
        self.button(rects[6], "Quit to menu", self.quit)
        self.set_focus(0)

    def text_changed(self, entry: object, text: str) -> None:
        if isinstance(entry, UITextEntryLine):
            self.name = text

    def confirm(self) -> None:
        """Enter in the name field saves."""
        self.save()

    def save(self) -> None:
        name = save_name(self.name)
        if self.match is None or not name:
            self.status, self.status_ok = "Type a name for the save first.", False
        else:
            path = saves.saves_dir() / f"{name}.json"
            try:
                saves.save(self.match, path)
                self.status, self.status_ok = f"Saved as {path.name}", True
            except OSError as error:
                self.status, self.status_ok = f"Could not save: {error.strerror or error}", False
        self.rebuild()

    def load(self) -> None:
        from scenes.load import LoadScene

        self.app.stack.push(LoadScene(self.app))

    def settings(self) -> None:
        from scenes.settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def rules(self) -> None:
        from scenes.rules import RulesScene

        if self.match is not None:
            self.app.stack.push(RulesScene(self.app, self.match.game.id))

    def quit(self) -> None:
        self.app.stack.pop_to_bottom()
