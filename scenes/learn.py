"""Learn to play: choose a lesson, and it starts (a guided first game against easy bots, or a short add-on for a
variant of a game)."""

from __future__ import annotations

from functools import partial

import pygame

from game import registry
from game.core.tutorial import lessons, load_tutorial
from scenes.gui import GuiScene, centered_column
from scenes.wording import game_variant
from sprites.widgets import font
from words import tr

BUTTON_FONT = 18
"""The size of a button's text in a 1280x720 window (the theme's)."""


class LearnScene(GuiScene):
    def build(self) -> None:
        width, _ = self.app.size
        px = self.px
        found = lessons()
        titles = [game_variant(registry.get_game(g), load_tutorial(g, variant).config) for g, variant in found]
        widest = max(font(px(BUTTON_FONT)).size(title)[0] for title in titles) + px(48)
        rects = centered_column(self.app.size, min(width - px(40), max(px(360), widest)), len(found) + 1, top=px(200))
        self.label(pygame.Rect(0, px(50), width, px(70)), tr("Learn to play"), "#title")
        about = tr("A guided first game against easy bots: the table says what to do and why, step by step.")
        self.label(pygame.Rect(0, px(130), width, px(30)), about, "#subtitle")
        for rect, title, (game_id, variant) in zip(rects, titles, found, strict=False):
            self.button(rect, title, partial(self.app.start_lesson, game_id, variant))
        self.button(rects[-1], tr("Back"), self.back)
        self.set_focus(0)
