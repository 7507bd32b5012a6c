"""Learn to play: choose a game, and its lesson starts (a guided first game against easy bots)."""

from __future__ import annotations

from functools import partial

import pygame

from game import registry
from game.core.tutorial import tutorial_games
from scenes.gui import GuiScene, centered_column
from scenes.wording import game_title
from words import tr


class LearnScene(GuiScene):
    def build(self) -> None:
        width, _ = self.app.size
        px = self.px
        games = tutorial_games()
        rects = centered_column(self.app.size, px(360), len(games) + 1, top=px(230))
        self.label(pygame.Rect(0, px(60), width, px(70)), tr("Learn to play"), "#title")
        about = tr("A guided first game against easy bots: the table says what to do and why, step by step.")
        self.label(pygame.Rect(0, px(140), width, px(30)), about, "#subtitle")
        for rect, game_id in zip(rects, games, strict=False):
            title = game_title(registry.get_game(game_id))
            self.button(rect, title, partial(self.app.start_lesson, game_id))
        self.button(rects[-1], tr("Back"), self.back)
        self.set_focus(0)
