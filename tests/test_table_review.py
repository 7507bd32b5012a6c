"""Hot-seat: the player who just moved, looking at the result before the hand-off, may still take the move back."""

import pygame

from game import registry
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.siberia.state import Phase
from scenes.overlays import HandOffOverlay
from tests.ui import frames, key, open_menu

ANNA_AND_BEN = (Seat("human", name="Anna"), Seat("human", name="Ben"))


def test_ctrl_z_while_looking_at_ones_move_takes_it_back_and_calls_off_the_hand_off():
    match = Match(registry.get_game("siberia"), Config("siberia", ANNA_AND_BEN), 3)
    while not (match.state.phase == Phase.PLACE and match.current_player == 0 and len(match.state.hands[0]) == 1):
        match.play(match.choose_bot_action())  # until Anna places her last counter of the round
    app = open_menu()
    app.settings.animation_speed = "instant"
    app.open_table(match, at_table=0)
    frames(app)
    table = app.stack.top
    played = len(match.actions)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert len(match.actions) == played + 1 and table.controller.reviewing  # Anna looks at what she did
    assert table.undo_button.is_enabled
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(match.actions) == played and not table.controller.reviewing
    assert app.stack.top is table and table.can_move() and table.controller.viewer == 0
    assert len(match.state.hands[0]) == 1  # her counter is back in her hand
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)  # done
    assert isinstance(app.stack.top, HandOffOverlay)
