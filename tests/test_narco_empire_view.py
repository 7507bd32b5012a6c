"""The Narco Empire table view: every legal drag starts and ends on what the view draws, in both modes,
and other players' cartel cards show only their backs."""

import pygame
import pytest

from game.core.match import Match
from game.core.protocol import Config, Seat
from game.narco_empire.rules import NarcoEmpireGame
from sprites.narco_empire import NarcoEmpireView
from sprites.views import view_class_for
from tests.ui import check_every_drag

GAME = NarcoEmpireGame()


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    yield pygame.Surface((1920, 1080))


def test_the_table_finds_the_narco_empire_view():
    assert view_class_for("narco_empire") is NarcoEmpireView


@pytest.mark.parametrize(("mode", "size"), [("basic", (610, 640)), ("advanced", (1150, 1000))])
def test_every_legal_drag_starts_and_ends_on_what_the_view_draws(screen, mode, size):
    config = Config(GAME.id, (Seat("bot", "easy"), Seat("bot", "normal"), Seat("bot", "hard")), {"mode": mode})
    match = Match(GAME, config, 4)
    view = NarcoEmpireView(GAME, config)
    view.layout(pygame.Rect(10, 10, *size))
    checked = 0
    for _ in range(400):
        if match.is_over():
            break
        checked += check_every_drag(GAME, view, match.state, screen)
        match.play(match.choose_bot_action())
    assert checked > 150


def test_other_players_cartel_cards_are_drawn_as_backs(screen):
    config = Config(GAME.id, (Seat("human"), Seat("bot", "easy")))
    match = Match(GAME, config, 2)
    view = NarcoEmpireView(GAME, config)
    view.layout(pygame.Rect(0, 0, 900, 700))
    view.seat = 0
    seen = GAME.redact(match.state, 0)
    assert seen.players[1].cartel == ["?"] and seen.players[0].cartel == match.state.players[0].cartel
    view.draw(screen, seen, set(), None)
    assert view.tooltip(seen, "deck")
