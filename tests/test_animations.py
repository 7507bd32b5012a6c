"""Animations draw only what the seat looking at the table may know: a bot's face-down placement flies nowhere (its
path would show which counter went to which action), and another seat's hand is where that seat sits, never the
viewer's own hand."""

from __future__ import annotations

import math
from itertools import pairwise

import pygame

from game import registry
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.core.rng import Rng
from game.mainports.actions import Sail
from game.mainports.state import is_sea_card
from game.siberia.actions import PlaceCounter
from game.siberia.state import Phase
from scenes.app import App
from scenes.table import TableScene
from tests.ui import frames, open_menu

SIBERIA = registry.get_game("siberia")
ANN_AND_A_BOT = (Seat("human", name="Ann"), Seat("bot", "easy"))


def the_bot_about_to_place() -> Match:
    """A Siberia game where the bot (seat 1) is to place a counter face down, before Ann has placed hers."""
    match = Match(SIBERIA, Config("siberia", ANN_AND_A_BOT), 11)
    while not (match.state.phase == Phase.PLACE and match.current_player == 1 and match.state.hands[0]):
        match.play(match.choose_bot_action())
    return match


def a_placement_of_a_counter_ann_holds(match: Match) -> PlaceCounter | None:
    """The bot's first legal placement of a kind of counter Ann holds too (the view draws Ann's hand of them)."""
    held = match.state.hands[0]
    return next((a for a in match.legal_actions() if isinstance(a, PlaceCounter) and a.counter in held), None)


def table_with_held_bots(match: Match) -> tuple[App, TableScene]:
    """The table of `match`, tokens flying, its bots held: the test plays their moves (a move chosen on the bots'
    thread would land at any frame)."""
    app = open_menu()
    app.settings.animation_speed = "normal"
    app.open_table(match)
    frames(app, 3)
    table = app.stack.top
    assert isinstance(table, TableScene)
    table.controller.bots_paused = True
    return app, table


def frames_of_the_bots_placement(match: Match) -> list[bytes]:
    """The window, frame by frame, while the table plays the bot's first face-down placement there."""
    app, table = table_with_held_bots(match)
    placement = a_placement_of_a_counter_ann_holds(match)
    assert placement is not None
    table.play(placement)
    shots = []
    for _ in range(8):
        app.step([], 1 / 30)
        shots.append(pygame.image.tobytes(app.screen, "RGB"))
    return shots


def test_two_worlds_ann_cannot_tell_apart_play_the_bots_face_down_placement_alike():
    real = the_bot_about_to_place()
    other = Match.replay(SIBERIA, real.config, real.seed, real.keys)
    for sample in range(50):  # the bot's counters drawn anew, all Ann knows kept, till it places another of hers
        other.state = SIBERIA.observe(real.state, 0, Rng(sample))
        placements = [a_placement_of_a_counter_ann_holds(m) for m in (real, other)]
        if None not in placements and placements[0] != placements[1]:
            break
    else:
        raise AssertionError("no world where the bot places another counter of a kind Ann holds")
    assert SIBERIA.redact(other.state, 0).position() == SIBERIA.redact(real.state, 0).position()
    assert frames_of_the_bots_placement(real) == frames_of_the_bots_placement(other)


def test_a_bots_move_from_its_hand_flies_from_where_the_bot_sits():
    match = Match(registry.get_game("mainports"), Config("mainports", ANN_AND_A_BOT), 5)
    app, table = table_with_held_bots(match)
    rng = Rng(5)
    while True:
        action = rng.choice(match.legal_actions())
        drag = action.drag()
        seen = drag and table.view.anchor(drag[0]) is not None and table.visible_drag(action)
        if match.current_player == 1 and seen and drag[1].startswith("hand:"):
            break
        table.controller.play(action)
        table.refresh()
        frames(app, 1)
    table.play(action)
    assert table.flight is not None
    assert table.flight.end == table.panels.seat_points[1] != table.view.anchor(drag[1])


def a_sailing(board_side: str, sea: bool) -> tuple[Match, Sail]:
    """A Mainports game between bots at the first move that sails a ship at least 3 places on (by sea or on the
    rivers), and that move."""
    game = registry.get_game("mainports")
    config = Config("mainports", (Seat("bot", "easy"), Seat("bot", "easy")), {"board": board_side})
    match = Match(game, config, 5)
    board = game.board(match.state)
    for _ in range(2000):
        for action in match.legal_actions():
            if isinstance(action, Sail) and is_sea_card(action.card) == sea:
                start = match.state.players[action.seat].ships[action.ship].position
                if len(board.route(start, action.place, sea)) > 3:
                    return match, action
        match.play(match.choose_bot_action())
    raise AssertionError("no such sailing")


def test_a_ship_sails_along_its_waterway_not_straight_across_the_land():
    """By sea it passes the sea sections it crosses; on the rivers every point of its flight lies on its fairways."""
    for board_side, sea in (("great", True), ("central", False)):
        match, sailing = a_sailing(board_side, sea)
        _, table = table_with_held_bots(match)
        board, view = table.view.board, table.view
        start = match.state.players[sailing.seat].ships[sailing.ship].position
        route = board.route(start, sailing.place, sea)
        table.play(sailing)
        flight = table.flight
        assert flight is not None
        if sea:
            for section in (position for position in route if position.startswith("sea:")):
                assert view.position_point(section) in flight.points, f"the voyage does not cross {section}"
        else:
            courses = [[view.to_screen(*p) for p in board.fairways[i].points] for i in range(len(board.fairways))]
            for point in flight.points[1:-1]:
                assert min(distance_to_course(point, course) for course in courses) <= 2, f"{point} is off the rivers"
        assert len(flight.points) > 3


def distance_to_course(point: tuple[int, int], course: list[tuple[int, int]]) -> float:
    """How far a screen point lies from a polyline."""
    px, py = point
    best = float("inf")
    for (ax, ay), (bx, by) in pairwise(course):
        dx, dy = bx - ax, by - ay
        share = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / ((dx * dx + dy * dy) or 1)))
        best = min(best, math.hypot(px - ax - share * dx, py - ay - share * dy))
    return best
