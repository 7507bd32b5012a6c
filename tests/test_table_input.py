"""Input that cannot misfire, driven through the real table with synthetic mouse and key events."""

import pygame

from game.core.messages import msg
from game.core.protocol import Config, Seat
from scenes.overlays import ConfirmOverlay, PauseOverlay
from scenes.table.scene import SETTLE_SECONDS
from tests.test_table import HUMAN_VS_BOT, finish_thinking, open_table
from tests.ui import click, frames, key, mouse, open_menu

TWO_HUMANS_IN_PUBLIC = (Seat("human", name="Anna"), Seat("human", name="Ben"))
"""Competitors hides nothing: no hand-off, and the second player's list lies where the first one's did."""


def competitors_table(animation_speed="normal"):
    """Anna and Ben choose headquarters; with the speed "instant" no token flies, so only the list's own care
    stands between a slip and a move."""
    app = open_menu()
    app.settings.animation_speed = animation_speed
    app.start_game(Config("competitors", TWO_HUMANS_IN_PUBLIC), 2)
    frames(app)
    table = app.stack.scenes[1]
    app.frames(1, dt=SETTLE_SECONDS)
    return app, table


def test_a_double_click_on_the_move_list_plays_one_move():
    app, table = competitors_table("instant")
    where = table.action_buttons[0].rect.center
    click(app, where)
    app.frames(6)  # a tenth of a second later: the second click of a double-click
    click(app, where)
    assert len(table.match.actions) == 1


def test_a_click_plays_only_when_pressed_and_released_on_the_same_entry():
    app, table = competitors_table("instant")
    mouse(app, pygame.MOUSEBUTTONDOWN, table.action_buttons[0].rect.center)
    mouse(app, pygame.MOUSEMOTION, table.action_buttons[1].rect.center)
    mouse(app, pygame.MOUSEBUTTONUP, table.action_buttons[1].rect.center)
    frames(app)
    assert table.match.actions == []


def test_a_click_begun_before_the_list_changed_plays_nothing():
    app, table = competitors_table("instant")
    where = table.action_buttons[0].rect.center
    mouse(app, pygame.MOUSEBUTTONDOWN, where)
    table.play_human(table.controller.legal[-1])  # the list changes under the pressed mouse
    app.frames(1, dt=SETTLE_SECONDS)
    mouse(app, pygame.MOUSEBUTTONUP, where)
    frames(app)
    assert len(table.match.actions) == 1


def test_a_settled_list_plays_a_click():
    app, table = competitors_table()
    click(app, table.action_buttons[0].rect.center)
    assert len(table.match.actions) == 1


def test_keys_do_nothing_while_a_bot_thinks(toy):
    app, table = open_table(HUMAN_VS_BOT)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert len(table.match.actions) == 1  # the human played; the bot is to move
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert len(table.match.actions) == 1
    finish_thinking(app, table)
    assert len(table.match.actions) == 2


def test_keys_and_clicks_do_nothing_while_a_moves_token_flies():
    app, table = competitors_table()
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert len(table.match.actions) == 1 and table.flight is not None  # Anna's headquarters flies
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    click(app, table.panels.moves_area().center)
    assert len(table.match.actions) == 1
    app.frames(1, dt=app.settings.flight_seconds)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert len(table.match.actions) == 2


def test_a_move_the_game_asks_about_waits_for_enter_and_esc_keeps_it_unplayed(toy, monkeypatch):
    monkeypatch.setattr(toy, "needs_confirmation", lambda state, action: msg("Really?"))
    app, table = open_table(HUMAN_VS_BOT)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, ConfirmOverlay) and table.match.actions == []
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table and table.match.actions == []
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert len(table.match.actions) == 1


def test_a_double_click_on_quit_to_menu_asks_and_lands_on_no_button_of_the_next_screens(toy):
    app, _ = open_table(HUMAN_VS_BOT)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    quit_to_menu = next(b for b in pause.actions if b.text == "Quit to menu").rect.center
    click(app, quit_to_menu)
    click(app, quit_to_menu)  # the double-click's second half
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmOverlay) and app.running
    answers = [button.rect for button in confirm.actions]
    key(app, pygame.K_RETURN)
    menu = app.stack.top
    assert len(app.stack.scenes) == 1 and app.running
    menu_buttons = [button.rect for button in menu.actions]
    assert not any(answer.collidepoint(quit_to_menu) for answer in answers)
    assert not any(answer.colliderect(button) for answer in answers for button in menu_buttons)
