"""The main menu: new game, continue, learn to play, join a game, load, settings, rules, the balance lab, quit."""

from __future__ import annotations

import pygame

from game import registry
from game.core import saves
from game.core.messages import Verbatim, msg
from game.core.tutorial import lessons
from net.hosting import read_hosting
from scenes import names
from scenes.gui import GuiScene, centered_column
from scenes.load import describe
from sprites.widgets import SEAT_SHAPES, draw_seat_marker
from words import tr


class MenuScene(GuiScene):
    pieces_y = 0
    """Where the row of players' pieces sits (set by `build`)."""

    def build(self) -> None:
        width, height = self.app.size
        px = self.px
        rects = centered_column(self.app.size, px(360), 9, top=max(px(200), height // 2 - px(170)))
        has_games = bool(registry.game_ids())
        subtitle = tr("Logistics and trade board games") if has_games else tr("No games are installed yet")
        self.label(pygame.Rect(0, rects[0].y - px(170), width, px(70)), tr("Manifest"), "#title")
        self.label(pygame.Rect(0, rects[0].y - px(100), width, px(30)), subtitle, "#subtitle")
        self.pieces_y = rects[0].y - px(45)
        self.frame = pygame.Rect(
            rects[0].x - px(40), rects[0].y - px(188), rects[0].width + px(80), rects[-1].bottom - rects[0].y + px(224)
        )
        autosave = saves.latest_autosave()
        self.button(rects[0], tr("New game"), self.new_game, enabled=has_games)
        self.button(
            rects[1],
            tr("Continue"),
            self.continue_game,
            enabled=autosave is not None,
            tooltip=tr("Resume {save}", save=Verbatim(describe(autosave))) if autosave else None,
        )
        self.button(rects[2], tr("Learn to play"), self.learn, enabled=bool(lessons()))
        self.button(rects[3], tr("Join a game"), self.join_game, tooltip=tr("Play at a game a friend hosts"))
        self.button(rects[4], tr("Load game"), self.load_game)
        self.button(rects[5], tr("Settings"), self.settings)
        self.button(rects[6], tr("Rules"), self.rules, enabled=has_games)
        self.button(
            rects[7],
            tr("Balance lab"),
            self.lab,
            enabled=has_games,
            tooltip=tr("Bots play many games: win rates, seat advantage, scores"),
        )
        self.button(rects[8], tr("Quit"), self.quit)
        self.set_focus(0)

    def draw_behind(self, surface: pygame.Surface) -> None:
        """A row of the players' pieces, one of each colour and shape, under the title."""
        center = surface.get_width() // 2
        for seat in range(len(SEAT_SHAPES)):
            draw_seat_marker(surface, seat, (center + (seat - 2) * self.px(40), self.pieces_y), self.px(12))

    def resume(self) -> None:
        self.rebuild()  # a game played since may have left an autosave to continue

    def back(self) -> None:
        """Esc on the menu does nothing: quitting is a button, not an accident."""

    def new_game(self) -> None:
        """Set up a game as the latest one was (its game, players and options), to change what is wanted."""
        self.app.push(names.SETUP, config=saves.latest_config())

    def learn(self) -> None:
        self.app.push(names.LEARN)

    def continue_game(self) -> None:
        path = saves.latest_autosave()
        if path is None:
            return
        try:
            match = saves.load(path)
        except saves.SaveError as error:
            self.app.show_message(error.message, msg("Cannot continue"))
            return
        hosting = read_hosting(match.id)
        if hosting is not None and hosting.local is not None:  # a game this computer hosted: its friends rejoin
            self.app.open_hosted(match, hosting)
        else:
            self.app.open_table(match)

    def join_game(self) -> None:
        self.app.push(names.JOIN)

    def load_game(self) -> None:
        self.app.push(names.LOAD)

    def settings(self) -> None:
        self.app.push(names.SETTINGS)

    def rules(self) -> None:
        self.app.push(names.RULES)

    def lab(self) -> None:
        self.app.push(names.LAB)

    def quit(self) -> None:
        self.app.running = False
