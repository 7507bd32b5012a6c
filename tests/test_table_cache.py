"""The table draws its board and its panels again only when what they show changed, and puts back the
images of an earlier frame otherwise. Whatever the player does (hover, pick up, drop, play, scroll the log,
zoom and pan, resize the window, change the language), the window then shows what a drawing from scratch
shows, and the board still answers the mouse after frames that drew nothing new."""

import random

import pygame
import pytest

import words
from game import registry
from game.core.match import Match
from game.core.protocol import Config, Seat
from scenes import names
from scenes.app import menu_app
from scenes.table import TableScene
from scenes.table.panels import Drawn
from sprites import views
from sprites.board import BoardView
from tests.toyview import ToyView
from tests.ui import SIZE, frames, mouse

MOVES = 12
"""Random moves played before the human's turn the tests look at."""


def human_to_move(game_id: str, moves: int = MOVES) -> Match:
    """A match `moves` moves in or a few more, where the human (seat 0, against bots) can pick up a thing on
    the board."""
    game = registry.get_game(game_id)
    config = Config(game_id, (Seat("human"), *(Seat("bot", "easy") for _ in range(game.min_players - 1))))
    rng = random.Random(3)
    match = Match(game, config, 3)
    played = 0
    while played < moves or match.current_player != 0 or not any(a.drag() for a in match.legal_actions()):
        match.play(rng.choice(match.legal_actions()))
        played += 1
    return match


def open_table(match: Match, size: tuple[int, int] = SIZE):
    app = menu_app(size)
    app.open_table(match, at_table=0)
    table = app.stack.top
    assert isinstance(table, TableScene)
    table.controller.bots_paused = True  # the board changes only by what the test does
    frames(app)
    return app, table


def fresh(app, table) -> pygame.Surface:
    """The window as a drawing from scratch shows it now, with no image kept from an earlier frame."""
    surface = pygame.Surface(app.size, 0, app.screen)
    panels = table.panels
    kept, panels.drawn = panels.drawn, Drawn()
    try:
        table.draw(surface)
    finally:
        panels.drawn = kept
    return surface


def pixels(surface: pygame.Surface, rect: pygame.Rect | None = None) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect or surface.get_rect()), "RGB")


def shown_afresh(app, table) -> bool:
    """After two frames, the window shows what a drawing from scratch shows (when the board and the panels
    around it both changed, one is drawn at the first frame and the other at the second)."""
    frames(app, 2)
    return pixels(app.screen) == pixels(fresh(app, table))


def board_pixels(app, table) -> bytes:
    return pixels(app.screen, table.panels.rects["board"])


def counting_draws(table, monkeypatch) -> list[int]:
    """How often the view draws the board from now on (one entry per drawing)."""
    drawn: list[int] = []
    draw = table.view.draw

    def counted(*arguments):
        drawn.append(1)
        draw(*arguments)

    monkeypatch.setattr(table.view, "draw", counted)
    return drawn


def things_to_drag(table) -> tuple[str, tuple[int, int], str, tuple[int, int]]:
    """A legal drag whose source and target are each found at their anchor, of a move played without a
    question first: (source, its point, target, its point)."""
    view, game, state = table.view, table.game, table.match.state
    for (source, target), actions in sorted(table.controller.drag_actions().items()):
        start, end = view.anchor(source), view.anchor(target)
        found = start and end and start != end and view.hit(start) == source and view.hit(end) == target
        if found and len(actions) == 1 and game.needs_confirmation(state, actions[0]) is None:
            return source, start, target, end
    raise AssertionError("no drag of the board to test with")


def button_event(kind: int, pos: tuple[int, int], button: int) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=button)


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_window_always_shows_what_a_fresh_drawing_shows_and_the_board_answers_the_mouse(game_id, monkeypatch):
    app, table = open_table(human_to_move(game_id))
    drawn = counting_draws(table, monkeypatch)
    frames(app, 3)
    assert not drawn, "nothing changed: the board's image is put back, not drawn again"
    assert shown_afresh(app, table)
    resting = board_pixels(app, table)

    source, start, target, end = things_to_drag(table)
    mouse(app, pygame.MOUSEMOTION, start)  # found by the shapes of the board's last drawing
    assert table.input.hover == source
    assert shown_afresh(app, table), "the thing under the mouse as the view shows it"

    mouse(app, pygame.MOUSEBUTTONDOWN, start)
    mouse(app, pygame.MOUSEMOTION, (start[0] + 15, start[1] + 15))
    assert table.input.dragging and target in table.input.highlights()
    assert shown_afresh(app, table), "picked up: where it may go glows"
    assert board_pixels(app, table) != resting

    outside = (table.panels.rects["players"].centerx, table.panels.rects["players"].bottom - 5)
    mouse(app, pygame.MOUSEMOTION, outside)
    mouse(app, pygame.MOUSEBUTTONUP, outside)
    assert table.message is not None and table.flight is not None
    assert shown_afresh(app, table), "dropped off the board: the refusal shows and the token flies back"
    app.frames(2, dt=5.0)  # it lands, and the refusal goes
    assert shown_afresh(app, table)

    before = board_pixels(app, table)
    played = len(table.match.actions)
    mouse(app, pygame.MOUSEMOTION, start)
    mouse(app, pygame.MOUSEBUTTONDOWN, start)
    mouse(app, pygame.MOUSEMOTION, (start[0] + 15, start[1] + 15))
    mouse(app, pygame.MOUSEMOTION, end)
    mouse(app, pygame.MOUSEBUTTONUP, end)
    assert len(table.match.actions) == played + 1, "dropped on its target after cached frames: the move is played"
    while table.view.animating():  # dice tumbling show random faces: compare once they lie still
        pygame.time.wait(50)
        frames(app, 1)
    assert shown_afresh(app, table), "the board shows the move"
    assert board_pixels(app, table) != before

    zooms = type(table.view).handle_event is not BoardView.handle_event
    middle = table.panels.rects["board"].center
    mouse(app, pygame.MOUSEMOTION, middle)
    pygame.mouse.set_pos(middle)  # for a view that asks where the mouse is
    frames(app, 1)
    before, taken = board_pixels(app, table), table.panels.view_changes
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)], 1 / 60)
    assert shown_afresh(app, table), "zoomed in with the mouse still"
    if zooms:
        assert table.panels.view_changes > taken and board_pixels(app, table) != before
    before, taken = board_pixels(app, table), table.panels.view_changes
    moved = (middle[0] - 40, middle[1] - 30)
    app.step([button_event(pygame.MOUSEBUTTONDOWN, middle, 3)], 1 / 60)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=moved, rel=(-40, -30), buttons=(0, 0, 1))], 1 / 60)
    app.step([button_event(pygame.MOUSEBUTTONUP, moved, 3)], 1 / 60)
    assert shown_afresh(app, table), "panned"
    if zooms:
        assert table.panels.view_changes > taken and board_pixels(app, table) != before

    mouse(app, pygame.MOUSEMOTION, table.panels.rects["log"].center)
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)], 1 / 60)
    assert table.panels.log_scroll > 0
    assert shown_afresh(app, table), "the log scrolled back"

    words.set_language("pseudo")
    try:
        assert shown_afresh(app, table), "every text in the other language"
    finally:
        words.set_language(words.ENGLISH)
    assert shown_afresh(app, table)

    pygame.display.set_mode((1500, 800), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1500, h=800, size=(1500, 800))], 1 / 60)
    assert shown_afresh(app, table), "laid out again for the new size"
    drawn.clear()
    frames(app, 3)
    assert not drawn
    view = table.view
    thing = next(name for name in view.shapes if (point := view.anchor(name)) and view.hit(point) == name)
    mouse(app, pygame.MOUSEMOTION, view.anchor(thing))
    assert table.input.hover == thing, "after the resize the board's things are found where they are drawn"


class Animated(ToyView):
    """The toy view with something always moving on it."""

    def animating(self) -> bool:
        return True


@pytest.fixture
def animated_view(toy):
    views.register("toy", Animated)
    yield
    views.unregister("toy")


def test_a_board_that_animates_is_drawn_every_frame(animated_view, monkeypatch):
    app = menu_app(SIZE)
    app.start_game(Config("toy", (Seat("human"), Seat("bot", "easy"))), 5)
    table = app.stack.top
    frames(app)
    drawn = counting_draws(table, monkeypatch)
    frames(app, 4)
    assert len(drawn) == 4


def test_the_replay_shows_the_position_and_the_list_scrolled_as_a_fresh_drawing_does():
    match = human_to_move("siberia", 60)  # more moves than the list shows at once
    app = menu_app(SIZE)
    app.push(names.REPLAY, match=match, position=3)
    replay = app.stack.top
    frames(app)
    assert shown_afresh(app, replay)
    before = board_pixels(app, replay)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)], 1 / 60)
    app.frames(2, dt=5.0)  # the move's token lands
    assert replay.position == 4 and shown_afresh(app, replay)
    assert board_pixels(app, replay) != before
    top = replay.panels.list_top
    mouse(app, pygame.MOUSEMOTION, replay.panels.list_rect().center)
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)], 1 / 60)
    assert replay.panels.list_top != top and shown_afresh(app, replay), "the move list scrolled"
