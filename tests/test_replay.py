"""The replay: every golden game steps to its end and back to its start; the recorder driven by keys and the
mouse shows the move chosen, lit, on the board as it was; an unfinished game shows only what its viewer knew."""

from pathlib import Path

import pygame
import pytest

from game import registry
from game.core import saves
from game.core.match import Match, checksum
from game.core.messages import Money
from game.core.protocol import Config, Seat
from game.core.simulate import play_out
from game.siberia.state import HIDDEN
from scenes import names
from scenes.load import LoadScene
from scenes.replay import LIST_ROW, ReplayController, ReplayScene
from scenes.results import ResultsScene
from sprites.widgets import BRASS
from tests.ui import click, frames, key, mouse, open_menu
from words import tr

GOLDEN = Path(__file__).parent / "golden"
FINISHED = sorted(GOLDEN.glob(f"v{saves.SAVE_VERSION}-*-finished.json"))


@pytest.mark.parametrize("path", FINISHED, ids=[path.stem for path in FINISHED])
def test_a_golden_game_steps_forward_to_its_checksum_and_back_to_its_start(path):
    match = saves.load(path)
    saved = saves.read_save(path)
    # A save of older rules opens as far as its moves hold: its replay ends where the loaded game stands.
    end = saved.checksum if saved.rules == match.game.rules_version else match.checksum()
    replay = ReplayController(match)
    start = checksum(match.game.new_game(match.config, match.seed), match.config)
    assert checksum(replay.match.state, match.config) == start
    for position in range(1, replay.moves + 1):
        replay.go(position)
    assert replay.position == len(match.actions)
    assert checksum(replay.match.state, match.config) == end
    for position in range(replay.moves - 1, -1, -1):
        replay.go(position)
    assert checksum(replay.match.state, match.config) == start
    assert match.checksum() == end, "the match replayed is left as it was"


def open_replay(match):
    """The replay of `match` over the menu, drawn once."""
    app = open_menu()
    app.push(names.REPLAY, match=match)
    frames(app)
    return app, app.stack.top


class Seen:
    """What the board view was last given to draw."""

    def __init__(self, scene):
        self.state = None
        draw = scene.view.draw

        def record(surface, view, highlights, hover):
            self.state = view
            draw(surface, view, highlights, hover)

        scene.view.draw = record


def row_point(scene, position):
    """The middle of a position's row in the move list, as drawn now."""
    panels = scene.panels
    area = panels.list_rect()
    row = panels.px(LIST_ROW)
    return area.x + area.width // 2, area.y + 4 + (position - panels.list_top) * row + row // 2


def lit(app, scene, position):
    """Whether the row of `position` is drawn lit (framed in brass) on the screen."""
    area = scene.panels.list_rect()
    _, y = row_point(scene, position)
    return tuple(app.screen.get_at((area.x + 3, y)))[:3] == BRASS


def log_lines(scene, start):
    return [tr(message) for message, _ in scene.controller.log[start:]]


def test_the_recorder_by_keys_and_mouse_from_the_results():
    app = open_menu()
    match = saves.load(GOLDEN / "v2-siberia-finished.json")
    app.push(names.RESULTS, match=match)
    frames(app)
    results = app.stack.top
    watch = next(button for button in results.actions if button.text == "Watch replay")
    click(app, watch.rect.center)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    seen = Seen(scene)
    frames(app)
    assert scene.panels.status_text() == "Replay: move 0 of 423, Ann to move"
    assert lit(app, scene, 0)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    assert scene.panels.status_text().startswith("Replay: move 2 of 423")
    assert lit(app, scene, 2) and not lit(app, scene, 3)
    second = Match.replay(match.game, match.config, match.seed, match.keys[:2])
    assert seen.state.position() == second.state.position()
    lit_entries = log_lines(scene, scene.controller.latest_entries)
    assert lit_entries == [tr(event.message) for event in second.events[second.records[1].first_event :]]

    assert scene.panels.rows_shown() >= 6
    click(app, row_point(scene, 5))  # a move further down the list
    assert scene.position == 5 and lit(app, scene, 5)
    seventh = Match.replay(match.game, match.config, match.seed, match.keys[:5])
    assert seen.state.position() == seventh.state.position()

    key(app, pygame.K_END)
    assert scene.panels.status_text() == "Replay: move 423 of 423, game over"
    assert lit(app, scene, 423)  # the list scrolled to the end
    assert seen.state.position() == match.state.position()
    key(app, pygame.K_HOME)
    assert scene.position == 0 and lit(app, scene, 0)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is results


def test_a_press_on_one_move_let_go_on_another_jumps_nowhere():
    app, scene = open_replay(saves.load(GOLDEN / "v2-mainports-finished.json"))
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=row_point(scene, 3), button=1)], 1 / 60)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=row_point(scene, 5), button=1)], 1 / 60)
    frames(app)
    assert scene.position == 0


def test_play_steps_at_the_animation_speed_and_space_pauses():
    app, scene = open_replay(saves.load(GOLDEN / "v2-mainports-finished.json"))
    key(app, pygame.K_SPACE)
    assert scene.playing and scene.position == 1  # the first move at once, its token flying
    delay = app.settings.bot_delay
    app.frames(1, dt=app.settings.flight_seconds)  # the token lands
    app.frames(1, dt=delay)
    app.frames(1, dt=app.settings.flight_seconds)
    app.frames(1, dt=delay)
    assert scene.position == 3
    key(app, pygame.K_SPACE)
    app.frames(4, dt=delay)
    assert not scene.playing and scene.position == 3


def test_an_unfinished_game_shows_only_what_its_human_knew():
    match = saves.load(GOLDEN / "v2-siberia-midgame.json")  # Ann is the human, Ben and Cleo bots
    app, scene = open_replay(match)
    seen = Seen(scene)
    replay = scene.controller
    hidden_positions = [
        position
        for position in range(replay.moves + 1)
        if replay.positions[position].hands[1] and replay.positions[position].hands[0]
    ]
    assert hidden_positions, "the game has a moment where Ann and Ben both hold counters"
    scene.go(hidden_positions[0])
    frames(app)
    state = replay.positions[hidden_positions[0]]
    assert seen.state.hands[0] == state.hands[0]
    assert set(seen.state.hands[1]) == {HIDDEN} and set(seen.state.bag) == {HIDDEN}
    assert seen.state.viewer == 0


def test_a_finished_game_shows_every_hand_that_of_the_player_who_moved_or_of_the_seat_chosen():
    match = saves.load(GOLDEN / "v2-siberia-finished.json")
    replay = ReplayController(match)
    moment = next(
        position
        for position in range(1, replay.moves + 1)
        if replay.positions[position].hands[1] and match.records[position - 1].seat == 2
    )
    replay.go(moment)
    assert replay.viewer == 2  # Cleo made the move shown
    assert replay.view_state.hands[1] == replay.positions[moment].hands[1]  # and Ben's counters show too
    replay.choose_hand(1)  # the first seat: Ann
    replay.go(moment + 1)
    assert replay.viewer == 0  # Ann's hand, whoever moves
    replay.choose_hand(0)
    assert replay.viewer == match.records[moment].seat


def test_the_load_list_replays_a_save_and_esc_comes_back(toy):
    match = Match(registry.get_game("toy"), Config("toy", (Seat("human", name="Ann"), Seat("bot", "easy"))), 4)
    for _ in range(3):
        match.play(match.choose_bot_action())
    saves.autosave(match)
    app = open_menu()
    app.push(names.LOAD)
    frames(app)
    load = app.stack.top
    replay_button = next(button for button in load.actions if button.text == "Replay")
    click(app, replay_button.rect.center)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene) and scene.controller.moves == 3
    key(app, pygame.K_END)
    assert scene.controller.match.state.position() == match.state.position()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, LoadScene)


def test_results_keep_main_menu_focused_beside_the_replay_button():
    app = open_menu()
    app.push(names.RESULTS, match=saves.load(GOLDEN / "v2-competitors-finished.json"))
    frames(app)
    assert isinstance(app.stack.top, ResultsScene)
    texts = [button.text for button in app.stack.top.focus_order]
    assert texts == ["Watch replay", "Play again", "New game", "Main menu"]
    assert app.stack.top.focused().text == "Main menu"


def test_a_move_cut_short_in_the_list_is_read_whole_in_a_tooltip():
    match = saves.load(GOLDEN / "v2-mainports-finished.json")
    app, scene = open_replay(match)
    panels = scene.panels
    first_cut = next(position for position in range(1, len(match.actions) + 1) if panels.cut_text(position))
    panels.list_top = max(0, first_cut - 1)  # scrolled to it
    frames(app)
    shown = range(panels.list_top, panels.list_top + panels.rows_shown())
    cut = next(position for position in shown if panels.cut_text(position))
    whole = next(position for position in shown if not panels.cut_text(position))
    mouse(app, pygame.MOUSEMOTION, row_point(scene, cut))
    assert scene.input.tip == tr(match.actions[cut - 1].label())
    mouse(app, pygame.MOUSEMOTION, row_point(scene, whole))
    assert scene.input.tip is None
    mouse(app, pygame.MOUSEMOTION, row_point(scene, cut))
    mouse(app, pygame.MOUSEMOTION, panels.rects["top"].center)
    assert scene.input.tip is None


def test_an_unfinished_game_lists_another_seats_private_moves_without_saying_what_they_were():
    match = saves.load(GOLDEN / "v2-siberia-midgame.json")  # Ann is the human, Ben and Cleo bots
    app, scene = open_replay(match)
    private = [(move, record.seat) for move, record in enumerate(match.records, start=1) if record.private]
    bens = next(move for move, seat in private if seat == 1)
    anns = next(move for move, seat in private if seat == 0)
    assert scene.panels.row_text(bens) == "Ben decides in private"
    assert scene.panels.row_text(anns) == tr(match.actions[anns - 1].label())
    scene.go(bens - 1)
    frames(app)
    key(app, pygame.K_RIGHT)
    assert scene.position == bens and scene.flight is None  # no token with Ben's counter on it flies
    scene.go(anns - 1)
    frames(app)  # the board is drawn as it was: Ann's counters in her hand
    key(app, pygame.K_RIGHT)
    assert scene.position == anns and scene.flight is not None


def test_playing_stops_at_the_last_move_and_plays_again_from_the_start(toy):
    match = Match(toy, Config("toy", (Seat("bot", "easy"), Seat("bot", "easy"))), 3)
    play_out(match)
    app, scene = open_replay(match)
    key(app, pygame.K_END)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_SPACE)
    assert scene.position == scene.controller.moves and not scene.playing
    assert any(button.text.startswith("Play") for button in scene.actions)
    key(app, pygame.K_SPACE)
    assert scene.playing and scene.position == 1


def test_a_click_on_an_entry_of_the_game_log_jumps_to_its_move():
    match = saves.load(GOLDEN / "v2-siberia-finished.json")
    app, scene = open_replay(match)
    scene.go(40)
    frames(app)
    move_of = {
        entry: move
        for move, record in enumerate(match.records, start=1)
        for entry in range(record.first_event + 1, len(match.events) + 1)
    }  # the log opens with a line
    rect, entry = next((rect, entry) for rect, entry in scene.panels.log_rows if move_of.get(entry, 40) < 38)
    click(app, rect.center)
    assert scene.position == move_of[entry] and lit(app, scene, move_of[entry])
    assert entry >= scene.controller.latest_entries, "the entry clicked is lit"


def test_another_seats_private_move_reads_as_the_log_told_it_when_it_told_something():
    match = saves.load(GOLDEN / "v2-mainports-midgame.json")  # Ann is the human; every move in a turn is private
    _, scene = open_replay(match)
    starts = [record.first_event for record in match.records] + [len(match.events)]
    told = [
        (move, events[0])
        for move, record in enumerate(match.records, start=1)
        if record.seat != 0
        and record.private
        and (events := match.events[starts[move - 1] : starts[move]])
        and events[0].seat == record.seat
    ]
    assert told
    move, first = told[0]
    assert scene.panels.row_text(move) == tr(first.message) != tr(match.actions[move - 1].label())


def test_page_keys_scroll_the_replays_game_log():
    app, scene = open_replay(saves.load(GOLDEN / "v2-siberia-finished.json"))
    key(app, pygame.K_END)
    latest = [entry for _, entry in scene.panels.log_rows]
    key(app, pygame.K_PAGEUP)
    earlier = [entry for _, entry in scene.panels.log_rows]
    assert max(earlier) < max(latest)
    key(app, pygame.K_PAGEDOWN)
    assert [entry for _, entry in scene.panels.log_rows] == latest


def test_a_tie_on_points_shows_what_settled_it_in_the_results():
    """A newcomer with more money than a rival on equal points was ranked behind it: the results say what breaks a
    Competitors tie (money after selling vehicles and branches), for the tied seats only."""
    match = saves.load(GOLDEN / "v3-r4-competitors-finished.json")
    state = match.state
    state.points[:] = [3] * len(state.points)
    state.points[0] = 9  # the first seat alone: no tie to settle
    app = open_menu()
    app.push(names.RESULTS, match=match)
    frames(app)
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    wealth = [match.game.wealth(state, seat) for seat in range(len(state.points))]
    assert "Ties" not in results.breakdowns[0]
    for seat in range(1, len(state.points)):
        assert (
            tr("Ties: money after selling vehicles and branches, {amount}", amount=Money(wealth[seat]))
            in (results.breakdowns[seat])
        )
    tied = sorted(range(1, len(state.points)), key=lambda seat: results.result.places[seat])
    assert [wealth[seat] for seat in tied] == sorted((wealth[seat] for seat in tied), reverse=True)
