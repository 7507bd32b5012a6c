"""Load: every save and autosave, newest first, each with a button to watch it again (the replay) and one to
delete it (after a question).
A save that cannot be trusted shows why and is left alone."""

from __future__ import annotations

import time
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIScrollingContainer, UITextBox

from game.core import saves
from game.core.match import Match
from game.core.messages import Items, Message, Verbatim, msg
from scenes import names
from scenes.gui import GuiScene, html_escape
from scenes.wording import game_variant
from sprites.widgets import fit_middle, font
from words import tr, trn

if TYPE_CHECKING:
    from scenes.app import App

ROW_FONT = 16
"""The size of a save's row (the theme's "#action")."""
MESSAGE_HEIGHT = 112
"""Room under the list for why a save was refused: four lines."""
ROW_BUTTON_WIDTH = 110
"""The least width of a row's "Replay" and "Delete" buttons, at the row's right end (a longer word widens both)."""


def save_files() -> list[Path]:
    """The save files, newest first."""
    directory = saves.saves_dir()
    if not directory.is_dir():
        return []
    return saves.newest_first(directory.glob("*.json"))


def describe(path: Path) -> str:
    """When, which save (an autosave, or the name it was saved under), what game, who plays, how far and
    whether it is over (checked but not replayed; loading checks it all)."""
    return descriptions(path)[0]


def descriptions(path: Path) -> list[str]:
    """`describe`, then shorter forms of it for a narrow row: without who plays, then also without when."""
    name = tr("autosave") if path.name.startswith(saves.AUTOSAVE_PREFIX) else save_name(path)
    try:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
        save = saves.read_save(path)
    except (OSError, saves.SaveError) as error:
        newer = isinstance(error, saves.SaveError) and error.newer
        what = tr("made by a newer Manifest: please update") if newer else tr("damaged, cannot be loaded")
        return [tr("{when}    {name}: {what}", when=Verbatim(""), name=Verbatim(name), what=Verbatim(what))]
    players = Items(
        tuple(
            Verbatim(seat.name or tr("Player {number}", number=number + 1))
            for number, seat in enumerate(save.config.seats)
        )
    )
    game = Verbatim(game_variant(save.game, save.config))
    count = len(save.moves)
    whats = [
        trn(
            "{game} ({players}), {count} move",
            "{game} ({players}), {count} moves",
            count=count,
            game=game,
            players=players,
        ),
        trn("{game}, {count} move", "{game}, {count} moves", count=count, game=game),
    ]
    if save.finished:
        whats = [tr("{save}, finished", save=Verbatim(what)) for what in whats]
    texts = [
        tr("{when}    {name}: {what}", when=Verbatim(when), name=Verbatim(name), what=Verbatim(what)) for what in whats
    ]
    return [*texts, tr("{name}: {what}", name=Verbatim(name), what=Verbatim(whats[-1]))]


def save_name(path: Path) -> str:
    return saves.file_label(path).removesuffix(".json")


class LoadScene(GuiScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.message: Message | str | None = None
        """Why the save chosen last cannot be loaded."""

    def build(self) -> None:
        width, height = self.app.size
        px, row = self.px, self.row
        column = min(px(900), width - px(80))
        left = (width - column) // 2
        self.label(pygame.Rect(0, px(20), width, px(60)), tr("Load game"), "#title")
        files = save_files()
        message_height = px(MESSAGE_HEIGHT)
        pitch = row + px(6)
        room = height - px(115) - row - message_height - px(76)
        list_rect = pygame.Rect(left, px(115), column, max(pitch, room // pitch * pitch))  # whole rows, none cut
        if not files:
            self.label(pygame.Rect(0, px(120), width, row), tr("No saved games yet."), "#subtitle")
        container = UIScrollingContainer(list_rect, self.manager, allow_scroll_x=False)
        row_width = column - px(24)
        row_buttons = ((tr("Replay"), self.replay), (tr("Delete"), self.ask_delete))
        button_width = max(px(ROW_BUTTON_WIDTH), *(font(px(18)).size(label)[0] + px(28) for label, _ in row_buttons))
        for index, path in enumerate(files):
            rect = pygame.Rect(0, index * pitch, row_width - 2 * (button_width + px(8)), row)
            texts = descriptions(path)
            room, row_font = rect.width - px(24), font(px(ROW_FONT))
            fitting = [text for text in texts if row_font.size(text)[0] <= room]
            # The fullest form that fits; when none does, a long name keeps its start and end.
            shown = fitting[0] if fitting else fit_middle(texts[-1], row_font, room)
            tooltip = texts[0] if shown != texts[0] else None
            self.button(rect, shown, partial(self.load, path), tooltip=tooltip, container=container, style="#action")
            for place, (label, action) in enumerate(row_buttons):
                x = rect.right + px(8) + place * (button_width + px(8))
                self.button(
                    pygame.Rect(x, rect.y, button_width, row), label, partial(action, path), container=container
                )
        container.set_scrollable_area_dimensions((row_width, max(1, len(files) * pitch)))
        if self.message is not None:
            UITextBox(
                html_escape(tr(self.message)),
                pygame.Rect(left, list_rect.bottom + px(6), column, message_height),
                self.manager,
                object_id=ObjectID(object_id="#message_box"),
            )
        self.button(pygame.Rect(width // 2 - px(120), height - row - px(30), px(240), row), tr("Back"), self.back)
        self.frame = pygame.Rect(
            left - px(20), list_rect.y - px(20), column + px(40), list_rect.height + message_height + px(30)
        )
        if files:
            self.set_focus(0)

    def opened(self, path: Path) -> Match | None:
        """The game a save holds, or None when it cannot be loaded (the list then says why)."""
        try:
            return saves.load(path)
        except saves.SaveError as error:
            self.message = error.message
            self.rebuild()
            return None

    def load(self, path: Path) -> None:
        if (match := self.opened(path)) is not None:
            self.app.open_table(match)

    def replay(self, path: Path) -> None:
        """Watch the saved game move by move; Esc comes back to this list."""
        if (match := self.opened(path)) is not None:
            self.app.push(names.REPLAY, match=match)

    def ask_delete(self, path: Path) -> None:
        question = msg("Delete the save {name}? It cannot be brought back.", name=Verbatim(save_name(path)))
        self.app.push(names.CONFIRM, question=question, on_yes=partial(self.delete, path))

    def delete(self, path: Path) -> None:
        try:
            path.unlink(missing_ok=True)
        except OSError as error:
            self.message = msg("Could not delete: {reason}", reason=Verbatim(error.strerror or str(error)))
        self.rebuild()
