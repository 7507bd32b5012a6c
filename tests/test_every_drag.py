"""Every piece a player can drag, in every game, carried over each place it may go and over one it may not: the
board draws it there without a fault (a Mainports ship under way once stopped the program over a port)."""

from __future__ import annotations

import pygame
import pytest

from game import registry
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.core.rng import Rng
from sprites.views import view_for
from tests.ui import drag_kinds_of_a_random_game

SIZES = [(900, 560), (1500, 860)]
"""The board's rect at 1280x720 and at 1920x1080, about."""
GAMES = [
    ("siberia", {}),
    ("mainports", {}),
    ("mainports", {"board": "great"}),
    ("competitors", {}),
    ("narco_empire", {}),
    ("narco_empire", {"mode": "advanced"}),
    ("itc", {}),
]


@pytest.mark.parametrize("game_id, options", GAMES, ids=[f"{g}-{o.get('board', o.get('mode', ''))}" for g, o in GAMES])
def test_every_piece_is_drawn_over_every_place_it_may_go_and_one_it_may_not(game_id, options):
    pygame.init()
    game = registry.get_game(game_id)
    seats = tuple(Seat("bot", "easy") for _ in range(min(3, game.max_players)))
    config = Config(game_id, seats, options)
    match = Match(game, config, 5)
    view = view_for(game, config)
    kinds, checked = drag_kinds_of_a_random_game(game, view, match, Rng(5), SIZES, 400, 25)
    assert kinds and checked > 0, f"{game_id}: no drag was checked"
