"""Rules: a game's rules summary, scrollable by mouse wheel, scroll bar or keys."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UITextBox

import words
from game import registry
from scenes.gui import Choice, GuiScene, markdown_to_html
from scenes.wording import game_title
from words import tr

if TYPE_CHECKING:
    from scenes.app import App


def table_help() -> str:
    """How to play at the table (Markdown), shown after every game's rules."""
    items = (
        tr(
            "**Moving**: drag a piece onto one of the places that light up, or click the piece and then the place. "
            "A place that cannot take it sends it back and says why."
        ),
        tr("**Every move** is also a button in the list on the right; Ctrl+F filters a long list."),
        tr("**Bots**: F plays them faster, Space skips ahead to the next human's turn."),
        tr(
            "**Esc**: pause, to save, load, change the settings or read these rules. "
            "Page Up / Down scroll the game log."
        ),
        tr("**The board**: hover for details; where the board is large, the mouse wheel zooms and right-drag pans."),
    )
    heading = tr("At the table")  # outside the f-string, where Babel finds it for the catalogue
    return "\n".join((f"## {heading}", *(f"- {item}" for item in items)))


SCROLL_KEYS = {pygame.K_UP: -0.05, pygame.K_DOWN: 0.05, pygame.K_PAGEUP: -0.3, pygame.K_PAGEDOWN: 0.3}


class RulesScene(GuiScene):
    def __init__(self, app: App, game_id: str | None = None) -> None:
        super().__init__(app)
        self.game_ids = registry.game_ids()
        self.game_index = self.game_ids.index(game_id) if game_id in self.game_ids else 0
        self.text_box: UITextBox | None = None

    def build(self) -> None:
        width, height = self.app.size
        px, row = self.px, self.row
        column = min(px(900), width - px(80))
        left = (width - column) // 2
        self.label(pygame.Rect(0, px(20), width, px(60)), tr("Rules"), "#title")
        if not self.game_ids:
            self.label(pygame.Rect(0, px(120), width, row), tr("No games are installed yet."), "#subtitle")
        else:
            titles = [game_title(registry.get_game(g)) for g in self.game_ids]
            choice = Choice(titles, self.game_index, self.set_game)
            self.choice_row(pygame.Rect(left, px(90), column, row), tr("Game"), choice, px(150))
            summary = registry.get_game(self.game_ids[self.game_index]).rules_summary(words.language())
            text = markdown_to_html(f"{summary}\n\n{table_help()}")
            box = pygame.Rect(left, px(145), column, height - px(145) - 2 * row - px(50))
            self.text_box = UITextBox(text, box, self.manager)
        self.label(
            pygame.Rect(0, height - 2 * row - px(40), width, row), tr("Up / Down / Page keys scroll"), "#subtitle"
        )
        self.button(pygame.Rect(width // 2 - px(120), height - row - px(30), px(240), row), tr("Back"), self.back)

    def set_game(self, index: int) -> None:
        self.game_index = index
        self.rebuild()

    def handle_key(self, event: pygame.event.Event) -> bool:
        bar = self.text_box.scroll_bar if self.text_box is not None else None
        if event.key in SCROLL_KEYS and bar is not None:
            bar.set_scroll_from_start_percentage(min(1.0, max(0.0, bar.start_percentage + SCROLL_KEYS[event.key])))
            return True
        return super().handle_key(event)
