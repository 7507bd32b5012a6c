"""The table: moves by drag, by click and by list; hand-off; bots; autosave and Continue."""

import threading
from dataclasses import dataclass
from typing import ClassVar

import pygame
import pytest
from pygame_gui.elements import UIButton

import words
from game import registry
from game.core import saves
from game.core.match import Match
from game.core.messages import Message, Verbatim, msg
from game.core.protocol import Action, Config, Seat
from scenes import app as app_module
from scenes.gui import LinesButton
from scenes.menu import MenuScene
from scenes.overlays import HandOffOverlay, PauseOverlay
from scenes.results import ResultsScene
from scenes.table import TableScene
from scenes.table.panels import MARKER_ROOM, TITLE_GAP
from scenes.table.scene import SETTLE_SECONDS
from scenes.wording import game_title
from sprites import views
from sprites.board import FallbackView
from sprites.widgets import fit_middle, font
from tests.toygame import HIDDEN, PlayCard
from tests.toyview import ToyView
from tests.ui import click, drag, frames, key, mouse, open_menu
from words import seat_name, tr

HUMAN_VS_BOT = (Seat("human"), Seat("bot", "easy"))
TWO_HUMANS = (Seat("human", name="Anna"), Seat("human", name="Ben"))


@pytest.fixture
def toy_view(toy):
    views.register("toy", ToyView)
    yield
    views.unregister("toy")


def open_table(seats, seed=5):
    app = open_menu()
    app.start_game(Config("toy", seats), seed)
    frames(app)
    return app, app.stack.scenes[1]


def open_match(match):
    """A table opened on a match in progress for its first seat, the bots held still: the app and the table."""
    app = open_menu()
    app.open_table(match, at_table=0)
    table = app.stack.top
    table.controller.bots_paused = True
    frames(app)
    return app, table


def finish_thinking(app, table):
    """Let the bot's delay pass and wait until it has chosen (it thinks in the background)."""
    app.frames(1, dt=app.settings.bot_delay)
    if table.controller.thinking is not None:  # still thinking when its delay was over
        table.controller.thinking.result(timeout=30)
        app.frames(1)


def hand(table):
    return table.match.state.hands[table.match.current_player]


def written(button):
    """What a button of the move list says, across its lines."""
    return " ".join(button.lines) if isinstance(button, LinesButton) else button.text


def test_a_game_without_a_view_gets_the_fallback(toy):
    _, table = open_table(HUMAN_VS_BOT)
    assert isinstance(table.view, FallbackView)


def test_dragging_a_card_to_the_pile_plays_it(toy_view):
    app, table = open_table(HUMAN_VS_BOT)
    card = max(hand(table))
    drag(app, table.view.anchor(f"card:{card}"), table.view.anchor("pile"))
    assert table.match.actions == [PlayCard(card)]
    assert table.match.state.points[0] == card


def test_picking_up_a_card_lights_up_the_pile(toy_view):
    _, table = open_table(HUMAN_VS_BOT)
    card = hand(table)[0]
    assert table.controller.targets(f"card:{card}") == {"pile"}


def test_an_illegal_drop_snaps_back_with_the_reason_and_changes_nothing(toy_view):
    app, table = open_table(HUMAN_VS_BOT)
    first, second = hand(table)
    before = table.match.checksum()
    drag(app, table.view.anchor(f"card:{first}"), table.view.anchor(f"card:{second}"))
    assert table.match.actions == []
    assert table.match.checksum() == before
    assert tr(table.message) == tr(toy_view_reason(table, f"card:{first}", f"card:{second}"))
    assert table.flight is not None and table.flight.end == table.view.anchor(f"card:{first}")
    board = table.panels.rects["board"]
    drag(app, table.view.anchor(f"card:{first}"), (board.x + 5, board.y + 5))
    assert table.match.actions == [] and "lit place" in tr(table.message)


def test_dragging_what_cannot_move_says_so_and_changes_nothing(toy_view):
    """A drag begun on a board thing that is no piece to move now (the pile) is not silently ignored."""
    app, table = open_table(HUMAN_VS_BOT)
    before = table.match.checksum()
    drag(app, table.view.anchor("pile"), table.view.anchor(f"card:{hand(table)[0]}"))
    assert table.match.actions == [] and table.match.checksum() == before
    assert tr(table.message) == tr(msg("That cannot be moved now: only the lit pieces can."))


def test_while_a_piece_is_dragged_over_a_place_it_may_go_the_table_says_what_letting_go_there_does(toy_view):
    app, table = open_table(HUMAN_VS_BOT)
    card = hand(table)[0]
    mouse(app, pygame.MOUSEBUTTONDOWN, table.view.anchor(f"card:{card}"))
    mouse(app, pygame.MOUSEMOTION, table.view.anchor("pile"))
    frames(app)
    assert table.panels.landing == [PlayCard(card)]
    mouse(app, pygame.MOUSEMOTION, (table.panels.rects["board"].x + 5, table.panels.rects["board"].y + 5))
    frames(app)
    assert table.panels.landing == []  # nowhere it may go: nothing said


def toy_view_reason(table, source, target):
    return table.game.why_not_drag(table.match.state, source, target)


def test_clicking_the_card_then_the_pile_plays_it(toy_view):
    app, table = open_table(HUMAN_VS_BOT)
    card = min(hand(table))
    click(app, table.view.anchor("pile"))  # every card may go there: the click waits for the card
    assert table.match.actions == []
    click(app, table.view.anchor(f"card:{card}"))
    assert table.input.selected == f"card:{card}" and table.match.actions == []
    click(app, table.view.anchor("pile"))
    assert table.match.actions == [PlayCard(card)]


def test_the_move_list_plays_a_move_by_keyboard(toy):
    app, table = open_table(HUMAN_VS_BOT)
    cards = sorted(hand(table))
    assert [written(b) for b in table.action_buttons] == [f"play {c}" for c in cards]
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert table.match.actions == [PlayCard(cards[0])]


def test_the_move_list_filters_what_was_typed(toy):
    app, table = open_table(HUMAN_VS_BOT)
    card = hand(table)[1]
    key(app, pygame.K_f, pygame.KMOD_CTRL)
    assert table.filter_entry.is_focused and not table.controller.fast
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=letter) for letter in f"{card} "], 1 / 60)
    frames(app)
    assert [written(b) for b in table.action_buttons] == [f"play {card}"]
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert table.match.actions == [PlayCard(card)]


def test_bots_move_at_the_set_pace_and_can_be_skipped(toy):
    app, table = open_table((Seat("bot", "easy"), Seat("human"), Seat("bot", "easy")))
    assert table.match.actions == []
    app.frames(1, dt=app.settings.bot_delay / 2)
    assert table.match.actions == []  # the bot waits, so players can follow
    finish_thinking(app, table)
    assert len(table.match.actions) == 1
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # the human plays, then Space lets both bots move without waiting
    key(app, pygame.K_SPACE)
    skip_to_a_human(app, table)
    assert len(table.match.actions) == 4 and table.match.current_player == 1
    assert table.message_time == 0, "the count of skipped moves still covers the board on the human's turn"


def test_while_bots_are_skipped_the_table_counts_their_moves(toy):
    app, table = open_table((Seat("bot", "easy"), Seat("bot", "easy")))
    key(app, pygame.K_SPACE)
    assert table.controller.skipped is not None and not table.match.is_over()
    assert "Skipping the bots:" in tr(table.message) and table.message_time > 0


def skip_to_a_human(app, table):
    """Let frames pass while "Skip bots" plays on, each bot thinking on its thread; returns the most moves
    a single frame played."""
    most = 0
    for _ in range(1000):
        if table.controller.skipped is None:
            return most
        if table.controller.thinking is not None:
            table.controller.thinking.result(timeout=30)
        before = len(table.match.actions)
        app.frames(1)
        most = max(most, len(table.match.actions) - before)
    raise AssertionError("skipping never reached a human's turn")


def test_skipping_an_all_bot_game_plays_a_move_a_frame_and_stops_on_space_again(toy):
    app, table = open_table((Seat("bot", "easy"), Seat("bot", "easy")))
    key(app, pygame.K_SPACE)
    assert len(table.match.actions) <= 3 and not table.match.is_over()  # a move a frame: the key's and two more
    key(app, pygame.K_SPACE)
    stopped = len(table.match.actions)
    app.frames(3)
    assert len(table.match.actions) == stopped and table.controller.skipped is None
    key(app, pygame.K_SPACE)
    assert skip_to_a_human(app, table) == 1 and table.match.is_over()


def test_hand_off_between_two_humans_hides_the_table(toy):
    app, table = open_table(TWO_HUMANS)
    assert isinstance(app.stack.top, HandOffOverlay) and seat_name(app.stack.top.seat) == "Anna"
    assert not table.can_move()
    key(app, pygame.K_RETURN)
    assert app.stack.top is table and table.can_move() and table.controller.viewer == 0
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # Anna plays, and sees what her move did before she passes the table on
    assert app.stack.top is table and table.controller.viewer == 0 and not table.can_move()
    key(app, pygame.K_RETURN)  # done
    assert isinstance(app.stack.top, HandOffOverlay) and seat_name(app.stack.top.seat) == "Ben"
    assert table.controller.viewer is None
    key(app, pygame.K_RETURN)
    assert table.controller.viewer == 1 and table.can_move()


def test_the_player_who_moved_says_done_before_the_hand_off_and_a_double_click_does_not(witness):
    app, table = open_table(TWO_HUMANS)
    key(app, pygame.K_RETURN)  # Anna sits down
    app.frames(1, dt=1.0)  # the list settles
    first = table.controller.legal[0]
    click(app, table.action_buttons[0].rect.center)
    played = len(table.match.actions)
    assert table.match.actions == [first] and table.controller.reviewing
    assert_drawn_as_seen_by(table, 0, *last_drawn(app, witness))  # Anna sees her own move's result
    [done] = table.action_buttons
    click(app, done.rect.center)  # the second click of a double-click lands on "Done" at once
    assert app.stack.top is table and table.controller.reviewing
    app.frames(3, dt=0.5)  # the token lands, and the list settles
    click(app, done.rect.center)
    assert isinstance(app.stack.top, HandOffOverlay) and seat_name(app.stack.top.seat) == "Ben"
    assert_drawn_as_seen_by(table, None, *last_drawn(app, witness))
    assert len(table.match.actions) == played


def test_esc_on_the_hand_off_opens_the_pause_menu_with_the_table_still_hidden(witness):
    app, table = open_table(TWO_HUMANS)
    handoff = app.stack.top
    assert isinstance(handoff, HandOffOverlay)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay) and app.stack.scenes[-2] is handoff
    assert_drawn_as_seen_by(table, None, *last_drawn(app, witness))  # under the hand-off's full veil
    pause.name = "hot-seat"
    click(app, next(button for button in pause.actions if button.text == tr("Save")).rect.center)
    assert saves.load(saves.saves_dir() / "hot-seat.json").checksum() == table.match.checksum()
    key(app, pygame.K_ESCAPE)  # resume: back to the hand-off, not to the table
    assert app.stack.top is handoff and table.controller.viewer is None
    key(app, pygame.K_ESCAPE)
    app.stack.top.ask_quit()
    frames(app)
    key(app, pygame.K_RETURN)  # yes, leave the game
    assert isinstance(app.stack.top, MenuScene)


def test_no_hand_off_for_one_human_against_bots(toy):
    app, table = open_table(HUMAN_VS_BOT)
    assert app.stack.top is table and table.can_move()
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    finish_thinking(app, table)
    assert len(table.match.actions) == 2 and app.stack.top is table and table.can_move()


def test_autosave_after_a_turn_and_continue_loads_it(toy):
    app, table = open_table(HUMAN_VS_BOT)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    autosave = saves.autosave_path(table.match)
    assert saves.load(autosave).actions == table.match.actions
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseOverlay)
    app.stack.top.quit()
    frames(app)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    key(app, pygame.K_DOWN)  # Continue is enabled now
    key(app, pygame.K_RETURN)
    continued = app.stack.top
    assert isinstance(continued, TableScene) and continued.match.actions == table.match.actions
    played = [tr(entry) for entry, _ in table.controller.log if tr(entry).startswith("Player 1 plays")]
    told = [tr(entry) for entry, _ in continued.controller.log]
    assert played and all(entry in told for entry in played), "the log is told again"


def test_pause_saves_to_a_named_file(toy):
    app, table = open_table(HUMAN_VS_BOT)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    pause.text_changed(None, "")
    pause.name = "my game"
    pause.save()
    assert saves.load(saves.saves_dir() / "my-game.json").checksum() == table.match.checksum()
    assert "my-game.json" in tr(pause.status)


def test_the_game_ends_in_the_results(toy):
    app = open_menu()
    match = Match(toy, Config("toy", (Seat("bot", "easy"), Seat("bot", "easy"))), 3)
    app.open_table(match)
    key(app, pygame.K_SPACE)
    skip_to_a_human(app, app.stack.top)
    assert match.is_over()
    app.frames(2, dt=1.0)
    results = app.stack.top
    assert isinstance(results, ResultsScene) and results.result == toy.result(match.state)
    winners = [f"Player {seat + 1}" for seat in results.result.winners]
    assert results.headline() == f"Toy Cards: {' and '.join(winners)} win{'s' if len(winners) == 1 else ''}"
    key(app, pygame.K_RETURN)  # "Main menu" has the focus
    assert isinstance(app.stack.top, MenuScene)


def test_the_table_lays_out_again_when_the_window_is_resized(toy_view):
    app, table = open_table(HUMAN_VS_BOT)
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080))], 1 / 60)
    window = pygame.Rect(0, 0, 1920, 1080)
    rects = table.panels.rects
    assert all(window.contains(rect) for rect in rects.values())
    assert rects["moves"].right > 1800 and table.view.rect == rects["board"]
    card = max(hand(table))
    drag(app, table.view.anchor(f"card:{card}"), table.view.anchor("pile"))
    assert table.match.actions == [PlayCard(card)]


def test_hundreds_of_moves_stay_usable_by_filter_and_show_more(toy):
    app, table = open_table(HUMAN_VS_BOT)
    table.match.state.hands[0] = list(range(1, 301))
    table.refresh()
    assert len(table.controller.legal) == 300
    assert [written(b) for b in table.action_buttons[:2]] == ["play 1", "play 2"]
    assert table.action_buttons[-1].text == "Show more (260 left)" and len(table.action_buttons) == 41
    key(app, pygame.K_UP)  # from the top, Up wraps round to "Show more"
    key(app, pygame.K_RETURN)
    assert len(table.action_buttons) == 81
    focused = table.focused()
    assert written(focused) == "play 41"
    frames(app, 3)
    assert table.action_container.rect.contains(focused.rect), "the focused move is scrolled into view"
    table.text_changed(table.filter_entry, "play 25")
    assert [written(b) for b in table.action_buttons] == [
        "play 25",
        "play 125",
        "play 225",
        *(f"play {n}" for n in range(250, 260)),
    ]
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert table.match.actions == [PlayCard(25)]


def test_loading_a_finished_game_shows_its_results(toy):
    app = open_menu()
    match = Match(toy, Config("toy", HUMAN_VS_BOT), 3)
    while not match.is_over():
        match.play(match.choose_bot_action())
    app.open_table(match)
    app.frames(2, dt=1.0)
    assert isinstance(app.stack.top, ResultsScene)


def test_no_hand_off_when_nothing_is_hidden(toy):
    class OpenCards(type(toy)):
        hidden_information = False

    app = open_menu()
    app.open_table(Match(OpenCards(), Config("toy", TWO_HUMANS), 5))
    frames(app)
    table = app.stack.top
    # no secrets: every decision is public, so both humans play at the table as it is, seen by no seat
    assert isinstance(table, TableScene) and table.can_move() and table.controller.viewer is None
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert app.stack.top is table and table.can_move() and table.match.current_player == 1
    assert table.controller.viewer is None


def test_four_players_with_long_summaries_all_fit_in_the_player_list(toy):
    class Chatty(ToyView):
        def side_panel_lines(self, view, seat):
            return [f"line {n}" for n in range(8)]

    views.register("toy", Chatty)
    try:
        _, table = open_table((Seat("human"), Seat("bot", "easy"), Seat("bot", "easy"), Seat("bot", "easy")))
        room = table.panels.players_room()
        lines = table.panels.player_lines(room)
    finally:
        views.unregister("toy")
    assert len(lines) == 4 and all(extra == lines[0] for extra in lines)
    assert 1 <= len(lines[0]) < 8
    assert table.panels.side_size == 15, "lines that cannot all fit keep the usual size (the first ones shown)"
    needed = sum(30 + 20 * len(extra) for extra in lines)  # four players: compact rows
    assert needed <= room
    rects = table.panels.rects
    assert rects["log"].height >= 48 + 4 * 20, "the game log keeps four rows"
    assert rects["moves"].height >= 200, "and the moves panel its title, filter and a few moves"
    assert rects["players"].bottom < rects["moves"].top < rects["moves"].bottom < rects["log"].top


def test_four_players_summaries_too_wide_for_their_lines_are_set_smaller_not_cut(toy):
    """Four players each with one summary that wraps to two lines where only one fits: set smaller, every figure of
    every player stays (the stones left were lost in a long language)."""
    summary = "12 transport cards in hand · 17 stones left"

    class Wide(ToyView):
        def side_panel_lines(self, view, seat):
            return [summary]

    views.register("toy", Wide)
    try:
        _, table = open_table((Seat("human"), Seat("bot", "easy"), Seat("bot", "easy"), Seat("bot", "easy")))
        panels = table.panels
        lines = panels.player_lines(panels.players_room())
    finally:
        views.unregister("toy")
    width = panels.rects["players"].width - 52
    assert font(15).size(summary)[0] > width, "the summary is too wide at the usual size"
    assert all(" · ".join(extra) == summary for extra in lines), lines
    assert 11 <= panels.side_size < 15 and all(font(panels.side_size).size(line)[0] <= width for line in lines[0])


def test_names_shortened_in_the_middle_keep_their_differing_ends(toy):
    open_menu()
    texts = ["Place Salesman/Diamonds on Salesman", "Place Salesman/Diamonds under Research"]
    shown = [fit_middle(text, font(16), 200) for text in texts]
    assert all(font(16).size(text)[0] <= 200 and "…" in text for text in shown)
    assert shown[0].startswith("Place") and shown[0].endswith("Salesman") and shown[1].endswith("Research")


def test_hovering_a_board_thing_shows_the_views_tooltip(toy_view):
    app, table = open_table(HUMAN_VS_BOT)
    card = hand(table)[0]
    mouse(app, pygame.MOUSEMOTION, table.view.anchor(f"card:{card}"))
    assert table.input.tip == f"Card {card}: drag it onto the pile to score it."
    mouse(app, pygame.MOUSEMOTION, (2, 2))
    assert table.input.tip is None


def test_page_keys_scroll_the_game_log_back_and_forth(toy):
    app, table = open_table(HUMAN_VS_BOT)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_SPACE)
    assert len(table.controller.log) >= 5
    key(app, pygame.K_PAGEUP)
    assert table.panels.log_scroll == 5
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEDOWN)
    assert table.panels.log_scroll == 0


def test_enter_in_the_pause_name_field_saves(toy):
    app, table = open_table(HUMAN_VS_BOT)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    key(app, pygame.K_TAB)  # from Resume to the name field
    key(app, pygame.K_RETURN)
    saved = list(saves.saves_dir().glob("toy-*.json"))
    assert len(saved) == 1 and saved[0].name in tr(pause.status)
    assert saves.load(saved[0]).checksum() == table.match.checksum()
    assert app.stack.top is pause


def test_enter_after_clicking_into_the_pause_name_field_saves(toy):
    app, _ = open_table(HUMAN_VS_BOT)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    entry = next(element for element in pause.focus_order if not isinstance(element, UIButton))
    click(app, entry.rect.center)
    key(app, pygame.K_RETURN)
    saved = list(saves.saves_dir().glob("toy-*.json"))
    assert len(saved) == 1 and saved[0].name in tr(pause.status)
    assert app.stack.top is pause


def test_a_long_player_summary_wraps_between_its_parts_instead_of_losing_its_end(toy):
    class Hidden(ToyView):
        def side_panel_lines(self, view, seat):
            return ["0 counters · 0 research · 0 tiles · 6 hidden · 2 loans"]

    views.register("toy", Hidden)
    try:
        _, table = open_table(HUMAN_VS_BOT)
        lines = table.panels.player_lines(table.panels.rects["players"].height)
    finally:
        views.unregister("toy")
    width = table.panels.rects["players"].width - 52
    assert len(lines[0]) == 2 and all(font(15).size(line)[0] <= width for line in lines[0])
    assert " · ".join(lines[0]) == "0 counters · 0 research · 0 tiles · 6 hidden · 2 loans"


@dataclass(frozen=True)
class Worded(Action):
    text: str

    def label(self) -> Message:
        return Message(self.text)


def test_the_move_list_has_one_text_size_and_a_move_too_long_for_a_line_wraps(toy_view):
    _, table = open_table(HUMAN_VS_BOT)
    short = ["Pass", "Place a worker"]
    table.controller.legal = [Worded(text) for text in short]
    table.fill_actions()
    normal = {button.text_size for button in table.action_buttons}
    assert len(normal) == 1 and all(len(button.lines) == 1 for button in table.action_buttons)
    (normal_size,) = normal
    moves = [  # as the list orders moves of one kind: by key
        "Move a worker from Vladivostok to Amur",
        "Move a worker from Vladivostok to Khabarovsk, then one from Yakutia to Magadan and a third to Chita",
        "Pass",
        "Pass again",
        "Place Logistician/Diamonds on Logistician",
    ]
    table.controller.legal = [Worded(text) for text in reversed(moves)]
    table.fill_actions()
    buttons = table.action_buttons
    assert [written(button) for button in buttons] == moves
    sizes = {button.text_size for button in buttons}
    assert len(sizes) == 1 and min(sizes) < normal_size, "one size for every move, smaller when one would not fit"
    assert [len(button.lines) for button in buttons] == [1, len(buttons[1].lines), 1, 1, 1]
    wrapped = buttons[1]
    assert len(wrapped.lines) >= 2, "too long even so: it wraps"
    assert wrapped.rect.height > buttons[0].rect.height + 10, "in a button taller by its lines"
    room = wrapped.rect.width - 24
    assert all(font(wrapped.text_size).size(line)[0] <= room for line in wrapped.lines)
    assert buttons[2].rect.top > wrapped.rect.bottom, "the next move starts below it"
    assert all(table.action_container.rect.width >= button.rect.width for button in buttons)


def test_texts_grow_with_a_large_window(toy_view):
    app, table = open_table(HUMAN_VS_BOT)
    small_button = table.action_buttons[0].rect.height
    small_lines = table.panels.player_lines(table.panels.rects["players"].height)
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080))], 1 / 60)
    frames(app)
    assert table.action_buttons[0].rect.height > small_button
    assert table.action_buttons[0].text_size > 16
    assert table.panels.player_lines(table.panels.rects["players"].height) == small_lines  # same lines, only larger
    assert table.panels.px(15) > 15


def test_a_bot_still_thinking_does_not_keep_the_program_open(toy):
    _, table = open_table(HUMAN_VS_BOT)
    go = threading.Event()
    move = table.controller.legal[0]

    def slow_choice():
        go.wait(timeout=30)
        return move

    table.match.choose_bot_action = slow_choice
    thinking = table.controller.bot_choice()
    bots = [thread for thread in threading.enumerate() if thread.name == "bot" and thread.is_alive()]
    assert bots and all(thread.daemon for thread in bots), "an exiting program would wait for the bot"
    go.set()
    assert thinking.result(timeout=30) is move


class Witness(ToyView):
    """The toy view, noting which seat it was told looks at the table and what state it was given to draw."""

    drawn: ClassVar[list] = []

    def draw(self, surface, view, highlights, hover):
        Witness.drawn.append((self.seat, view))
        super().draw(surface, view, highlights, hover)


@pytest.fixture
def witness(toy):
    views.register("toy", Witness)
    Witness.drawn = []
    yield Witness.drawn
    views.unregister("toy")


def last_drawn(app, drawn):
    """The seat and the state of the board on screen after a frame: its latest drawing (the table draws the
    board again only when what it shows changed)."""
    frames(app, 1)
    return drawn[-1]


def assert_drawn_as_seen_by(table, seat, drawn_seat, state):
    """The board drew what `seat` knows (None: a spectator) and no card of any other seat's hand."""
    game, real = table.game, table.match.state
    assert drawn_seat == seat == table.controller.viewer
    assert state.position() == game.redact(real, seat).position()
    secrets = {card for other, hand in enumerate(real.hands) if other != seat for card in hand} | set(real.deck)
    shown = {card for hand in state.hands for card in hand} | set(state.deck)
    assert not shown & secrets, "a card the seat cannot see is on the board"
    assert all(card == HIDDEN for other, hand in enumerate(state.hands) if other != seat for card in hand)


def test_in_hot_seat_each_human_is_shown_only_what_their_seat_knows(witness):
    app, table = open_table((Seat("human", name="Anna"), Seat("bot", "easy"), Seat("human", name="Ben")))
    assert isinstance(app.stack.top, HandOffOverlay)
    assert_drawn_as_seen_by(table, None, *last_drawn(app, witness))  # under the veil: a spectator's table
    key(app, pygame.K_RETURN)  # Anna sits down
    assert_drawn_as_seen_by(table, 0, *last_drawn(app, witness))
    assert table.controller.targets(f"card:{hand(table)[0]}") == {"pile"}
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # Anna plays; the bot is to move: nobody's hand shows meanwhile
    assert table.match.current_player == 1
    assert_drawn_as_seen_by(table, None, *last_drawn(app, witness))
    finish_thinking(app, table)
    assert isinstance(app.stack.top, HandOffOverlay) and app.stack.top.seat == 2
    key(app, pygame.K_RETURN)  # Ben sits down
    assert_drawn_as_seen_by(table, 2, *last_drawn(app, witness))


def test_in_hot_seat_public_decisions_are_made_at_an_open_table_without_hand_off(witness, toy):
    class PublicDecisions(type(toy)):
        def private_decision(self, state):
            return False

    app = open_menu()
    app.open_table(Match(PublicDecisions(), Config("toy", TWO_HUMANS), 5))
    frames(app)
    table = app.stack.top
    for seat in (0, 1, 0):
        assert app.stack.top is table and table.match.current_player == seat and table.can_move()
        assert table.view.seat is None
        assert_drawn_as_seen_by(table, None, *last_drawn(app, witness))
        key(app, pygame.K_DOWN)
        key(app, pygame.K_RETURN)
    assert len(table.match.actions) == 3


def test_after_a_public_move_the_mover_sees_its_result_at_the_open_table_before_the_hand_off(witness, toy):
    class OnlyBenDecidesInPrivate(type(toy)):
        def private_decision(self, state):
            return state.current_player == 1

    app = open_menu()
    app.open_table(Match(OnlyBenDecidesInPrivate(), Config("toy", TWO_HUMANS), 5))
    frames(app)
    table = app.stack.top
    assert table.can_move() and table.match.current_player == 0
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # Anna's public move: Ben decides in private next
    assert app.stack.top is table and table.controller.reviewing
    assert_drawn_as_seen_by(table, None, *last_drawn(app, witness))  # the open table Anna moved at
    key(app, pygame.K_RETURN)  # done
    assert isinstance(app.stack.top, HandOffOverlay) and app.stack.top.seat == 1


def test_one_human_always_sees_their_own_seat_while_bots_play(witness):
    app, table = open_table(HUMAN_VS_BOT)
    assert_drawn_as_seen_by(table, 0, *last_drawn(app, witness))
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert table.match.current_player == 1
    assert_drawn_as_seen_by(table, 0, *last_drawn(app, witness))


@pytest.fixture
def pseudo():
    yield words.PSEUDO
    words.set_language(words.ENGLISH)


@pytest.mark.parametrize(
    ("game", "seats", "turns"),
    [
        ("mainports", ("human", "bot:normal", "bot:easy"), 44),  # the rondel: long fields with fuel cards
        ("siberia", ("human", "bot:normal"), 5),
        ("competitors", ("human", "bot:normal"), 1),
    ],
)
def test_in_the_pseudo_language_at_1280x720_no_move_and_no_status_is_cut(pseudo, game, seats, turns):
    app = app_module.menu_app((1280, 720), pseudo)
    config = Config(game, tuple(Seat(*seat.split(":")) for seat in seats))
    app_module.show_shot(app, "table", config, 3, turns)
    table = app.stack.top
    assert table.can_move()
    for action in table.controller.legal:  # each move shown in turn, its kind unfolded
        assert written(table.reveal(action)) == tr(action.label())
        for button in table.action_buttons:  # the moves and the kinds' entries
            if isinstance(button, LinesButton):
                assert all(font(button.text_size).size(line)[0] <= button.rect.width - 24 for line in button.lines)
    panels = table.panels
    title, status = panels.top_bar()
    assert " ".join(title.lines) == game_title(table.game) and " ".join(status.lines) == panels.status_text()
    room = panels.status_right - panels.rects["top"].x - 4 - TITLE_GAP - MARKER_ROOM
    assert title.width + status.width <= room
    assert max(title.height, status.height) <= panels.rects["top"].height


def test_what_can_be_played_glows_at_rest_and_the_targets_glow_strongly_while_held(toy_view, monkeypatch):
    lit: list[tuple[frozenset[str], bool]] = []

    def glow(view, surface, names, strong):
        lit.append((frozenset(names), strong))

    monkeypatch.setattr(ToyView, "draw_glow", glow)
    app, table = open_table(HUMAN_VS_BOT)
    frames(app)
    resting = {names for names, strong in lit if not strong and names}
    assert resting == {frozenset(f"card:{card}" for card in hand(table))}, "every card in hand is marked as playable"
    lit.clear()
    card = f"card:{hand(table)[0]}"
    start = table.view.anchor(card)
    mouse(app, pygame.MOUSEBUTTONDOWN, start)
    mouse(app, pygame.MOUSEMOTION, (start[0] + 20, start[1] + 20))
    assert (frozenset({"pile"}), True) in lit, "picked up, the card's target glows strongly"
    assert not any(names for names, strong in lit[-2:] if not strong), "and nothing else glows as playable"


def test_a_fault_of_the_program_keeps_the_game_and_says_where_it_and_the_details_are(toy, data_dir, capsys):
    app, table = open_table(TWO_HUMANS)
    table.controller.play(table.match.legal_actions()[0])
    moves = list(table.match.keys)

    def broken(*_args):
        raise RuntimeError("a drawing fault")

    table.draw = broken  # drawn every frame, under any overlay
    assert app.loop() == 1
    said = capsys.readouterr().err
    assert "Continue" in said and "crash.log" in said, said
    assert "RuntimeError: a drawing fault" in (data_dir / "crash.log").read_text(encoding="utf-8")
    kept = saves.load(saves.autosave_path(table.match))
    assert kept.keys == moves


def test_leaving_a_table_gives_back_its_drawings():
    """A table's drawings (fonts, counters, glows) are tens of MB; kept, every table opened grew the process."""
    from sprites.memory import drawing_caches

    app = open_menu()
    match = Match(registry.get_game("siberia"), Config("siberia", (Seat("human"), Seat("bot", "easy"))), 3)
    app.open_table(match)
    frames(app, 5)
    assert sum(cached.cache_info().currsize for cached in drawing_caches()) > 0
    app.stack.pop_to_bottom()
    frames(app, 1)
    assert sum(cached.cache_info().currsize for cached in drawing_caches()) < 20  # what the menu draws again


def test_the_move_list_is_not_built_again_while_bots_play(toy):
    """Building pygame_gui's list costs about 7 ms: done at every bot's move it made each landing frame stutter."""
    app = open_menu()
    app.start_game(Config("toy", (Seat("bot", "easy"), Seat("bot", "easy"))), 5)
    frames(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    table.controller.bots_paused = True  # the test plays the bots' moves itself, as the table plays them
    container = table.action_container
    table.play(table.match.legal_actions()[0])
    table.play(table.match.legal_actions()[0])
    assert len(table.match.actions) == 2 and table.action_container is container


def test_in_hot_seat_the_next_human_s_first_click_only_says_they_are_there(toy_view, toy):
    """After Anna's public move it is Ben's, at the same open table: a click of Anna's meant for her move (a
    double click) must not play Ben's. Ben's first click on the board answers the call the status line makes;
    from then on his moves play as ever."""

    class PublicDecisions(type(toy)):
        def private_decision(self, state):
            return False

    app = open_menu()
    app.open_table(Match(PublicDecisions(), Config("toy", TWO_HUMANS), 5))
    frames(app)
    table = app.stack.top

    def click_first_move():
        app.frames(1, dt=1.0)  # the list has settled
        click(app, table.action_buttons[0].rect.center)

    click_first_move()  # Anna's move
    assert table.match.current_player == 1 and len(table.match.actions) == 1
    assert "Ben, your turn" in table.panels.status_text()
    click_first_move()  # a click that comes too soon, or was meant for Anna's move
    assert len(table.match.actions) == 1, "the first click only answered the call"
    assert "your turn" not in table.panels.status_text()
    click_first_move()
    assert len(table.match.actions) == 2 and table.match.current_player == 0, "then Ben plays as ever"


def test_a_refusal_is_drawn_over_the_token_flying_home(toy_view, monkeypatch):
    """A refused token used to fly home over the sentence saying why: the sentence is drawn last."""
    app, table = open_table(HUMAN_VS_BOT)
    first, second = hand(table)
    drag(app, table.view.anchor(f"card:{first}"), table.view.anchor(f"card:{second}"))
    assert table.message is not None and table.flight is not None
    order: list[str] = []
    draw_hand, draw_message = table.panels.draw_hand, table.panels.draw_message
    monkeypatch.setattr(table.panels, "draw_hand", lambda *a: order.append("hand") or draw_hand(*a))
    monkeypatch.setattr(table.panels, "draw_message", lambda *a: order.append("message") or draw_message(*a))
    frames(app, 1)
    assert order == ["hand", "message"]


def test_the_game_log_shows_whole_entries_never_the_end_of_one_cut_at_the_top(toy_view):
    app, table = open_table(HUMAN_VS_BOT)
    long = Verbatim("a long entry " * 12)
    table.controller.log[:] = [(msg("{text}", text=long), 0)] + [(msg("short {n}", n=n), 0) for n in range(3)]
    table.panels.draw_around(app.screen)
    drawn = {entry for _, entry in table.panels.log_rows}
    assert len(table.panels.log_rows) < 3 + 3, "the long entry cannot show whole under the three short ones"
    assert drawn == {1, 2, 3}, "so it does not show at all: no end of it without its start"
    bottom = max(rect.bottom for rect, _ in table.panels.log_rows)
    assert bottom >= table.panels.rects["log"].bottom - 30, "the newest entry stays at the foot of the log"


def test_no_tooltip_covers_where_a_piece_just_landed_until_the_mouse_moves(toy_view):
    """After each drop the pile's tooltip opened under the resting pointer, over the board the player wants to read
    (and over a lesson's words)."""
    app, table = open_table(HUMAN_VS_BOT)
    card = hand(table)[0]
    pile = table.view.anchor("pile")
    drag(app, table.view.anchor(f"card:{card}"), pile)
    assert table.input.tip is None, table.input.tip
    mouse(app, pygame.MOUSEMOTION, (pile[0] + 1, pile[1]))
    assert table.input.tip, "moving on, the tooltip of what is under the pointer is back"


def test_a_click_on_a_place_only_one_piece_may_reach_moves_it_there():
    """A newcomer told to start a ship in Rotterdam clicked Rotterdam, and nothing happened: where one piece alone
    may go, a click on the place is enough; a click on a place several pieces reach still waits for the piece."""
    game = registry.get_game("mainports")
    match = Match(game, Config("mainports", (Seat("human"), Seat("bot", "easy"))), 3)
    while not (match.current_player == 0 and any(a.key()[0] == "StartShip" for a in match.legal_actions())):
        match.play(match.choose_bot_action())
    app, table = open_match(match)
    start = next(a for a in match.legal_actions() if a.key()[0] == "StartShip")
    played = len(match.actions)
    click(app, table.view.anchor(f"port:{start.port}"))
    assert match.actions[played:] == [start]


def test_a_click_on_a_siberia_action_done_by_dragging_says_which_piece_to_drag():
    """A newcomer clicked the ready Worker action and nothing happened: the action is done by dragging a pawn onto
    Vladivostok, and a click on it now says so. A click on a thing the game has nothing to say of stays silent."""
    from game.siberia.actions import UseWorker

    game = registry.get_game("siberia")
    match = Match(game, Config("siberia", (Seat("human"), Seat("bot", "easy"))), 4)
    while not (match.current_player == 0 and any(isinstance(a, UseWorker) for a in match.legal_actions())):
        match.play(match.choose_bot_action())
    app, table = open_match(match)
    played = len(match.actions)
    click(app, table.view.anchor("panel:0:worker"))
    assert len(match.actions) == played and table.message is not None
    assert "drag one from your reserve" in tr(table.message), tr(table.message)
    table.message = None
    click(app, table.view.anchor("area:Yakutia"))
    assert table.message is None and len(match.actions) == played


def test_a_filter_that_matches_no_move_says_so_and_a_click_lists_every_move_again(toy):
    """A newcomer's filter with no match left the list blank, with no word of why."""
    app, table = open_table(HUMAN_VS_BOT)
    every = [written(b) for b in table.action_buttons]
    key(app, pygame.K_f, pygame.KMOD_CTRL)
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=letter) for letter in "zz"], 1 / 60)
    frames(app)
    assert [written(b) for b in table.action_buttons] == ["No move matches “zz”"]
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="q")], 1 / 60)
    frames(app)
    assert [written(b) for b in table.action_buttons] == ["No move matches “zzq”"]
    app.frames(1, dt=SETTLE_SECONDS)  # a click counts once the list has settled
    click(app, table.action_buttons[0].rect.center)
    frames(app)
    assert [written(b) for b in table.action_buttons] == every and table.filter == ""
