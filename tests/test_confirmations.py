"""What asks first and what does not, through the real table: passing or ending a turn with moves left (Siberia,
Mainports, ITC), quitting a finished game;
the last move of a game marks its autosave finished, which Continue then no longer offers; a click on a screen
never reaches the menu hidden under it."""

from pathlib import Path

import pygame
import pytest

from game import registry
from game.core import saves
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.core.simulate import play_out
from game.itc.actions import DrawTransport, EndTurn, Leave, Place
from game.itc.actions import Move as ItcMove
from game.mainports.actions import EndAction, Load, Sail, Unload
from game.siberia.actions import Pass
from scenes import names
from scenes.menu import MenuScene
from scenes.overlays import ConfirmOverlay, PauseOverlay
from scenes.table import TableScene
from tests.test_table import HUMAN_VS_BOT, finish_thinking, open_table
from tests.ui import click, frames, key, open_menu
from words import tr

GOLDEN = Path(__file__).parent / "golden"


def test_passing_with_moves_left_asks_first_and_esc_keeps_the_turn():
    match = Match(registry.get_game("siberia"), Config("siberia", (Seat("human"), Seat("bot", "easy"))), 4)
    while not (match.current_player == 0 and Pass() in match.legal_actions() and len(match.legal_actions()) > 1):
        match.play(match.choose_bot_action())  # the human's seat too, until it may pass with moves left
    app = open_menu()
    app.open_table(match, at_table=0)
    frames(app)
    table = app.stack.top
    played = len(match.actions)
    for _ in range(table.entries.index(Pass()) + 1):  # down the move list to "Pass"
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    question = app.stack.top
    assert isinstance(question, ConfirmOverlay) and len(match.actions) == played
    assert tr(question.question).startswith("Pass for the rest of the round?")
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table and len(match.actions) == played
    key(app, pygame.K_RETURN)  # "Pass" has the focus still
    key(app, pygame.K_RETURN)  # yes
    assert match.actions[played] == Pass()


def ends_navigating(action):
    return isinstance(action, EndAction) and action.action == "navigate"


def ship_move(action):
    return isinstance(action, Sail | Load | Unload)


def spends_a_point(action):
    return isinstance(action, (DrawTransport, Place, ItcMove, Leave))


@pytest.mark.parametrize(
    ("game_id", "ends", "uses_what_is_left", "says"),
    [
        ("mainports", ends_navigating, ship_move, "{left} sailing, loading or unloading move"),
        ("itc", lambda action: isinstance(action, EndTurn), spends_a_point, "action point"),
    ],
)
def test_ending_a_turn_asks_only_while_something_is_left_to_do(game_id, ends, uses_what_is_left, says):
    game = registry.get_game(game_id)
    match = Match(game, Config(game_id, (Seat("bot", "easy"), Seat("bot", "easy"))), 2)
    asked = {True: 0, False: 0}  # whether something was left to do, when a player could end
    while not match.is_over() and min(asked.values()) < 2:
        legal = match.legal_actions()
        endings = [action for action in legal if ends(action)]
        if endings:
            left = sum(uses_what_is_left(action) for action in legal)
            question = game.needs_confirmation(match.state, endings[0])
            assert (question is not None) == bool(left)
            assert question is None or says.format(left=left) in tr(question)
            asked[bool(left)] += 1
        match.play(match.choose_bot_action())
    assert min(asked.values()) >= 1, asked


def test_quitting_a_finished_game_asks_nothing(toy):
    match = Match(toy, Config("toy", HUMAN_VS_BOT), 3)
    play_out(match)
    app = open_menu()
    app.open_table(match)
    frames(app)
    key(app, pygame.K_ESCAPE)  # before the results show
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    click(app, next(button for button in pause.actions if button.text == "Quit to menu").rect.center)
    assert isinstance(app.stack.top, MenuScene)


def test_the_last_move_marks_the_autosave_finished_and_continue_no_longer_offers_it(toy):
    app, table = open_table(HUMAN_VS_BOT)
    assert isinstance(table, TableScene)
    while not table.match.is_over():
        if table.can_move():
            key(app, pygame.K_DOWN)
            key(app, pygame.K_RETURN)
        else:
            app.frames(1, dt=app.settings.flight_seconds)  # a token lands
            finish_thinking(app, table)
    autosave = saves.autosave_path(table.match)
    assert saves.read_save(autosave).finished and saves.load(autosave).is_over()
    assert saves.latest_autosave() is None
    app.stack.pop_to_bottom()
    frames(app)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    continue_button = next(button for button in menu.actions if button.text == "Continue")
    assert not continue_button.is_enabled


def test_a_click_on_an_empty_spot_of_a_screen_presses_nothing_hidden_under_it():
    app = open_menu()
    menu = app.stack.top
    load_game = next(button for button in menu.actions if button.text == "Load game").rect.center
    match = saves.load(GOLDEN / "v2-siberia-finished.json")
    app.push(names.RESULTS, match=match)
    frames(app)
    click(app, load_game)  # on the results' chart
    assert [type(scene).__name__ for scene in app.stack.scenes] == ["MenuScene", "ResultsScene"]
    app.push(names.REPLAY, match=match)
    frames(app)
    new_game = next(button for button in menu.actions if button.text == "New game").rect.center
    click(app, new_game)  # on the replay's board: no move, and no menu button either
    key(app, pygame.K_RETURN)
    assert [type(scene).__name__ for scene in app.stack.scenes] == ["MenuScene", "ResultsScene", "ReplayScene"]


def quit_to_menu(app):
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    click(app, next(button for button in pause.actions if button.text == "Quit to menu").rect.center)
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmOverlay) and "saved" in tr(confirm.question)
    return confirm


def a_mainports_table_in_the_middle_of_anns_turn():
    """A Mainports table where Ann (a human) has played a move of her turn and is still to move."""
    match = Match(registry.get_game("mainports"), Config("mainports", HUMAN_VS_BOT), 5)
    app = open_menu()
    app.open_table(match)
    frames(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    while True:
        seat = match.current_player
        if seat != 0:
            match.play(match.choose_bot_action())
            continue
        table.controller.play(match.choose_bot_action())  # Ann's move, through the table
        if match.current_player == 0 and len(match.actions) > 10:
            return app, table, match


def test_quitting_in_the_middle_of_a_turn_keeps_every_move_of_it():
    app, _, match = a_mainports_table_in_the_middle_of_anns_turn()
    confirm = quit_to_menu(app)
    confirm.confirm()
    assert isinstance(app.stack.top, MenuScene)
    kept = saves.load(saves.latest_autosave())
    assert kept.keys == match.keys and kept.current_player == 0


def test_closing_the_window_in_the_middle_of_a_turn_keeps_every_move_of_it():
    app, _, match = a_mainports_table_in_the_middle_of_anns_turn()
    app.step([pygame.event.Event(pygame.QUIT)], 0.0)
    assert not app.running
    assert saves.load(saves.latest_autosave()).keys == match.keys


def test_a_game_that_cannot_be_saved_is_left_only_when_the_player_says_so(monkeypatch):
    app, table, _ = a_mainports_table_in_the_middle_of_anns_turn()

    def disk_full(match):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves, "autosave", disk_full)
    quit_to_menu(app).confirm()
    warning = app.stack.top
    assert isinstance(warning, ConfirmOverlay)
    assert "could not be saved (No space left on device)" in tr(warning.question)
    key(app, pygame.K_ESCAPE)  # no: stay
    assert table in app.stack.scenes and not isinstance(app.stack.top, MenuScene)


def test_an_extraction_of_no_cube_is_not_counted_as_a_move_still_open():
    """A newcomer asked to confirm a pass was told a move was still open: an extraction of 0 cubes, which does
    nothing but clear its counters."""
    from game.siberia.actions import Extract

    game = registry.get_game("siberia")
    match = Match(game, Config("siberia", (Seat("bot", "normal"), Seat("bot", "normal"))), 4)
    checked = empty = 0
    while not match.is_over() and checked < 40:
        legal = match.legal_actions()
        if Pass() in legal:
            paying = [a for a in legal if a != Pass() and not (isinstance(a, Extract) and a.cubes == 0)]
            empty += any(isinstance(a, Extract) and a.cubes == 0 for a in legal)
            question = game.needs_confirmation(match.state, Pass())
            assert (question is None) == (not paying)
            if question is not None:
                assert f"{len(paying)} other move" in tr(question), tr(question)
            checked += 1
        match.play(match.choose_bot_action())
    assert checked == 40 and empty, "the game offered extractions of no cube"
