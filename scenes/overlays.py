"""Overlays drawn over the scene below: pause menu, hot-seat hand-off, message dialog, a choice among answers."""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UITextBox, UITextEntryLine

from game.core import saves
from game.core.match import Match
from game.core.messages import Message, Verbatim, msg
from scenes import names
from scenes.gui import GuiScene, centered_column, html_escape
from sprites.widgets import SHADOW, WOOD, WOOD_LIGHT, font, veil, wrap
from words import seat_name, tr

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
        rect = pygame.Rect(0, 0, self.px(self.box_size[0]), self.px(self.box_size[1]))
        rect.center = (width // 2, height // 2)
        return rect

    def draw_behind(self, surface: pygame.Surface) -> None:
        surface.blit(veil(surface.get_size(), self.veil_alpha), (0, 0))
        box = self.box()
        pygame.draw.rect(surface, SHADOW, box.move(self.px(4), self.px(6)), border_radius=12)
        pygame.draw.rect(surface, WOOD, box, border_radius=12)
        pygame.draw.rect(surface, WOOD_LIGHT, box, 3, border_radius=12)


class MessageOverlay(Overlay):
    """A message with an OK button (Enter or Esc closes it)."""

    box_size = (640, 300)

    def __init__(self, app: App, title: Message, text: Message | str) -> None:
        super().__init__(app)
        self.title = title
        self.text = text

    def build(self) -> None:
        box = self.box()
        px, row = self.px, self.row
        self.label(pygame.Rect(box.x, box.y + px(20), box.width, px(60)), tr(self.title), "#title")
        UITextBox(
            html_escape(tr(self.text)),
            pygame.Rect(box.x + px(30), box.y + px(85), box.width - px(60), px(120)),
            self.manager,
        )
        self.button(pygame.Rect(box.centerx - px(100), box.bottom - px(30) - row, px(200), row), tr("OK"), self.back)
        self.set_focus(0)

    def confirm(self) -> None:
        self.back()


class ConfirmOverlay(Overlay):
    """A question before something that costs heavily or cannot be taken back: Enter means yes, Esc no.

    Its buttons sit at the box's two ends, outside the centred column of buttons the menus and the pause
    menu use: a double-click that opened it does not answer it, nor does one that answered it press on."""

    box_size = (760, 260)
    answer_width = 160

    def __init__(self, app: App, question: Message | str, on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes

    def build(self) -> None:
        box = self.box()
        px, row = self.px, self.row
        UITextBox(
            html_escape(tr(self.question)),
            pygame.Rect(box.x + px(30), box.y + px(30), box.width - px(60), px(120)),
            self.manager,
        )
        y = box.bottom - px(30) - row
        width = px(self.answer_width)
        self.button(pygame.Rect(box.x + px(30), y, width, row), tr("Yes (Enter)"), self.confirm)
        self.button(pygame.Rect(box.right - px(30) - width, y, width, row), tr("No (Esc)"), self.back)

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Enter is yes and Esc no, whichever button has the focus."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return True
        return super().handle_key(event)

    def confirm(self) -> None:
        self.app.stack.pop()
        self.on_yes()


class ChoiceOverlay(Overlay):
    """A question and its answers, a button each, in as many columns as the window's height needs (a drop on the
    board that means several moves asks which); Esc answers none."""

    def __init__(
        self, app: App, question: str, answers: Sequence[tuple[str, Callable[[], None]]], focused: int = 0
    ) -> None:
        """`focused`: the answer that has the keyboard's focus at first (a lesson's, the one its step asks for)."""
        super().__init__(app)
        self.question = question
        self.answers = answers
        self.first_focus = focused

    def build(self) -> None:
        px, row, size = self.px, self.row, self.px(18)
        gap, line = px(8), px(26)
        cancel = tr("Cancel (Esc)")
        width = max(font(size).size(text)[0] for text in [cancel, *(text for text, _ in self.answers)]) + px(40)
        question = wrap(self.question, size, px(600), True)
        head = px(20) + len(question) * line + px(12)
        room = self.app.size[1] - px(40) - head - 2 * (row + gap) - px(20)
        rows = max(1, min(len(self.answers), room // (row + gap)))
        columns = -(-len(self.answers) // rows)
        rows = -(-len(self.answers) // columns)
        inner = max(columns * (width + gap) - gap, max(font(size, True).size(text)[0] for text in question))
        height = head + (rows + 1) * (row + gap) + px(20)
        self.box_size = (round((inner + px(60)) / self.scale), round(height / self.scale))
        box = self.box()
        for number, text in enumerate(question):
            self.label(pygame.Rect(box.x + px(30), box.y + px(20) + number * line, inner, line), text, "#caption")
        left = box.centerx - (columns * (width + gap) - gap) // 2
        for number, (text, chosen) in enumerate(self.answers):
            column, place = divmod(number, rows)
            spot = pygame.Rect(left + column * (width + gap), box.y + head + place * (row + gap), width, row)
            self.button(spot, text, partial(self.answer, chosen))
        self.button(pygame.Rect(box.centerx - width // 2, box.bottom - px(20) - row, width, row), cancel, self.back)
        self.set_focus(self.first_focus)

    def answer(self, chosen: Callable[[], None]) -> None:
        self.app.stack.pop()
        chosen()


class HandOffOverlay(Overlay):
    """Hot-seat: hides the table until the named player takes the seat."""

    veil_alpha = 255
    box_size = (660, 280)

    def __init__(self, app: App, seat: int, match: Match, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.seat = seat
        self.match = match
        self.on_ready = on_ready

    def build(self) -> None:
        name = Verbatim(seat_name(self.seat))
        title = tr("Pass to {name}", name=name)
        subtitle = tr("The table is hidden until they are ready.")
        ready = tr("I am {name}: show", name=name)
        px, row = self.px, self.row
        button_width = max(px(300), font(px(18)).size(ready)[0] + px(40))
        needed = max(font(px(40), bold=True).size(title)[0], font(px(18)).size(subtitle)[0], button_width) + px(80)
        # long names fit (box_size is in the pixels of a 1280x720 window)
        self.box_size = (max(HandOffOverlay.box_size[0], round(needed / self.scale)), HandOffOverlay.box_size[1])
        box = self.box()
        self.label(pygame.Rect(box.x, box.y + px(40), box.width, px(60)), title, "#title")
        self.label(pygame.Rect(box.x, box.y + px(110), box.width, px(30)), subtitle, "#subtitle")
        self.button(
            pygame.Rect(box.centerx - button_width // 2, box.bottom - px(40) - row, button_width, row),
            ready,
            self.confirm,
        )
        self.set_focus(0)

    def back(self) -> None:
        """Esc opens the pause menu (save, settings, quit) over the veil: only the named player confirming
        reveals the table."""
        self.app.push(names.PAUSE, match=self.match)

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
        self.status: Message | None = None
        """What the last save said: where it went, or why it failed."""
        self.status_ok = True

    def build(self) -> None:
        box = self.box()
        px, row = self.px, self.row
        rects = centered_column(self.app.size, px(400), 7, top=box.y + px(90))
        self.label(pygame.Rect(box.x, box.y + px(20), box.width, px(60)), tr("Paused"), "#title")
        self.button(rects[0], tr("Resume"), self.back)
        entry = self.text_entry(pygame.Rect(rects[1].x, rects[1].y, px(280), row), self.name, tr("save name"))
        entry.set_text_length_limit(40)
        self.button(
            pygame.Rect(rects[1].x + px(290), rects[1].y, px(110), row),
            tr("Save"),
            self.save,
            enabled=self.match is not None,
        )
        status_row = pygame.Rect(box.x + px(20), rects[2].y, box.width - px(40), row)
        if self.status is None:  # until something is saved, the row says where saves go
            self.label(status_row, tr("Saves are listed under Load game."), "#subtitle")
        else:
            self.label(status_row, tr(self.status), "#ok" if self.status_ok else "#message")
        self.button(rects[3], tr("Load game"), self.load)
        self.button(rects[4], tr("Settings"), self.settings)
        self.button(rects[5], tr("Rules"), self.rules, enabled=self.match is not None)
        self.button(rects[6], tr("Quit to menu"), self.ask_quit)
        self.set_focus(0)

    def text_changed(self, entry: object, text: str) -> None:
        if isinstance(entry, UITextEntryLine):
            self.name = text

    def confirm(self) -> None:
        """Enter in the name field saves."""
        self.save()

    def save(self) -> None:
        """Save under the name typed, asking first if a save of that name exists."""
        name = save_name(self.name)
        if self.match is None or not name:
            self.status, self.status_ok = msg("Type a name for the save first."), False
            self.rebuild()
            return
        path = saves.saves_dir() / f"{name}.json"
        if path.exists():
            question = msg("A save named {name} exists already. Replace it with this game?", name=Verbatim(name))
            self.app.push(names.CONFIRM, question=question, on_yes=partial(self.write, self.match, path))
        else:
            self.write(self.match, path)

    def write(self, match: Match, path: Path) -> None:
        try:
            saves.save(match, path)
            self.status, self.status_ok = msg("Saved as {file}", file=Verbatim(path.name)), True
        except OSError as error:
            reason = Verbatim(error.strerror or str(error))
            self.status, self.status_ok = msg("Could not save: {reason}", reason=reason), False
        self.rebuild()

    def load(self) -> None:
        self.app.push(names.LOAD)

    def settings(self) -> None:
        self.app.push(names.SETTINGS)

    def rules(self) -> None:
        if self.match is not None:
            self.app.push(names.RULES, game_id=self.match.game.id)

    def ask_quit(self) -> None:
        if self.match is None or self.match.is_over():
            self.quit()
        else:
            question = msg("Leave this game for the menu? It is saved as it stands: Continue goes on with it.")
            self.app.push(names.CONFIRM, question=question, on_yes=self.quit)

    def quit(self) -> None:
        """Back to the menu, the game saved with every move of the turn (the table saves when a turn passes);
        when it cannot be saved, only if the player says so."""
        failed = self.app.save_games()[1]
        if not failed:
            self.app.stack.pop_to_bottom()
            return
        question = msg(
            "Your game could not be saved ({reason}): leaving loses its moves since the last autosave. Leave anyway?",
            reason=Verbatim(", ".join(failed)),
        )
        self.app.push(names.CONFIRM, question=question, on_yes=self.app.stack.pop_to_bottom)
