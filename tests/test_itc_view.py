"""The ITC table: every drag a player may make can be made on screen, and hidden hands stay hidden."""

import pygame
import pytest

from game import registry
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.core.rng import Rng
from sprites.itc import ItcView
from sprites.views import view_for
from tests.ui import drag_kinds_of_a_random_game

GAME = registry.get_game("itc")
SIZES = [(610, 640), (1080, 1000)]
"""The board's room on the table at 1280x720 and at 1920x1080."""


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


@pytest.mark.parametrize("players", [2, 4])
def test_every_legal_drag_can_be_made_on_the_board(players):
    config = Config("itc", tuple(Seat("bot", "easy") for _ in range(players)))
    view = view_for(GAME, config)
    assert isinstance(view, ItcView)
    match = Match(GAME, config, players)
    rng = Rng(players)
    kinds, _ = drag_kinds_of_a_random_game(GAME, view, match, rng, SIZES, 700, 40)
    assert {"PlaceStone", "ChooseDice", "Place", "Move", "Leave", "Deliver", "DrawTransport"} <= kinds


def test_other_hands_are_drawn_as_backs_only():
    config = Config("itc", (Seat("human"), Seat("bot", "easy")))
    view = view_for(GAME, config)
    match = Match(GAME, config, 3)
    while match.state.phase == "setup":
        match.play(match.legal_actions()[0])
    surface = pygame.Surface((1080, 1000))
    view.layout(pygame.Rect(0, 0, 1080, 1000))
    view.seat = 0
    view.draw(surface, GAME.redact(match.state, 0), set(), None)
    mine = {name for name in view.shapes if name.startswith("hand:")}
    assert mine == {f"hand:{card}" for card in match.state.transports[0]}
    assert not any(card in name for card in match.state.transports[1] for name in view.shapes)
