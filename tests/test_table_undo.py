"""Undo at the table: Ctrl+Z and the Undo button take back the human's latest move, the log shows it gone."""

import pygame

from game.core.protocol import Config, Seat
from scenes.table.scene import SETTLE_SECONDS
from tests.test_table import finish_thinking
from tests.ui import click, frames, key, open_menu
from words import tr


def siberia_against_a_bot(seed=4):
    app = open_menu()
    app.start_game(Config("siberia", (Seat("human", name="Anna"), Seat("bot", "easy"))), seed)
    frames(app)
    return app, app.stack.scenes[1]


def play_until_undo_is_offered(app, table):
    """The human plays the first move of the list (clicked), the bot answers, until a move can be taken back."""
    for _ in range(200):
        if table.controller.undo_start() is not None:
            return
        if table.can_move():
            app.frames(1, dt=SETTLE_SECONDS)
            click(app, table.action_buttons[0].rect.center)
        else:
            finish_thinking(app, table)
    raise AssertionError("undo was never offered")


def test_the_undo_button_is_lit_only_when_a_move_can_be_taken_back():
    app, table = siberia_against_a_bot()
    assert not table.undo_button.is_enabled
    play_until_undo_is_offered(app, table)
    assert table.undo_button.is_enabled


def test_undo_takes_back_the_move_and_the_log_shows_it_gone():
    app, table = siberia_against_a_bot()
    play_until_undo_is_offered(app, table)
    start = table.controller.undo_start()
    kept, gone = table.match.keys[:start], table.match.keys[start:]
    log_before = list(table.controller.log)
    first_gone_entry = table.controller.move_entries[start]
    checksum_after_them = table.match.checksum()
    click(app, table.undo_button.rect.center)
    assert table.match.keys == kept
    assert table.controller.log[:-1] == log_before[:first_gone_entry]  # the moves' entries left the log
    assert tr(table.controller.log[-1][0]) == f"Anna takes back {len(gone)} move{'s' if len(gone) > 1 else ''}"
    for key_ in gone:  # the same moves again (the bots choose the same) give the same game
        if table.match.config.seats[table.match.current_player].is_bot:
            assert table.match.choose_bot_action().key() == key_
        table.controller.play(next(a for a in table.match.legal_actions() if a.key() == key_))
    assert table.match.checksum() == checksum_after_them


def test_ctrl_z_takes_back_and_says_so_when_it_cannot():
    app, table = siberia_against_a_bot()
    assert table.can_move() and table.message is None
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # nothing to take back yet: it says so
    assert table.match.actions == [] and tr(table.message).startswith("Nothing to take back")
    play_until_undo_is_offered(app, table)
    moves = len(table.match.actions)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(table.match.actions) < moves
