"""The Mainports table view: every legal drag can be started and ended where the view draws things."""

import pygame
import pytest

from game.core.match import Match
from game.core.protocol import Config, Seat
from game.core.rng import Rng
from game.mainports.rules import ACTION_TITLES, MainportsGame
from game.mainports.state import Ship
from sprites.mainports import MainportsView, hand_sections
from sprites.views import view_class_for
from sprites.widgets import font

GAME = MainportsGame()


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    yield pygame.Surface((1920, 1080))


def test_the_table_finds_the_mainports_view():
    assert view_class_for("mainports") is MainportsView


@pytest.mark.parametrize("size", [(645, 645), (1150, 1000)])
def test_every_legal_drag_starts_and_ends_on_what_the_view_draws(screen, size):
    config = Config("mainports", (Seat("bot", "easy"), Seat("bot", "easy"), Seat("bot", "easy")))
    match = Match(GAME, config, 4)
    view = MainportsView(GAME, config)
    view.layout(pygame.Rect(10, 10, *size))
    checked = 0
    for moves in range(220):
        if match.is_over():
            break
        if moves % 6 == 0 or match.state.phase.startswith("setup"):
            seat = match.current_player
            view.seat = seat
            seen = GAME.observe(match.state, seat, Rng(moves))
            view.draw(screen, seen, set(), None)
            for action in GAME.legal_actions(seen):
                drag = action.drag()
                if drag is None:
                    continue
                for name in drag:
                    point = view.anchor(name)
                    assert point is not None, f"{name} of '{action}' is not on the board"
                    assert view.hit(point) == name, f"{name} of '{action}' is covered by {view.hit(point)}"
                checked += 1
        match.play(match.choose_bot_action())
    assert checked > 100


def test_other_hands_show_only_their_size(screen):
    config = Config("mainports", (Seat("human"), Seat("bot", "easy")))
    match = Match(GAME, config, 2)
    while match.state.phase.startswith("setup"):
        match.play(match.choose_bot_action())
    view = MainportsView(GAME, config)
    view.layout(pygame.Rect(0, 0, 900, 800))
    view.seat = 0
    seen = GAME.observe(match.state, 0, Rng(1))
    view.draw(screen, seen, set(), None)
    mine = {f"hand:contract:{c}" for c in seen.players[0].contracts}
    theirs = {f"hand:contract:{c}" for c in match.state.players[1].contracts}
    assert mine <= set(view.shapes)
    assert not theirs & set(view.shapes)
    lines = view.side_panel_lines(seen, 1)
    assert f"{len(match.state.players[1].contracts)} contract" in lines[0]


def test_the_player_list_says_one_ship_and_one_contract():
    config = Config("mainports", (Seat("human"), Seat("bot", "easy")))
    state = GAME.new_game(config, 2)
    player = state.players[1]
    player.ships, player.contracts = [Ship("port:Paris")], state.contract_display[:1]
    view = MainportsView(GAME, config)
    assert view.side_panel_lines(GAME.observe(state, 0, Rng(1)), 1)[0].startswith("1 ship · 1 contract · ")


@pytest.mark.parametrize("size", [(610, 640), (920, 1000)])  # the board's part of 1280x720 and 1920x1080
def test_hand_cards_sit_in_their_own_box_under_a_title_that_fits(screen, size):
    config = Config("mainports", (Seat("human"), Seat("bot", "easy")))
    match = Match(GAME, config, 2)
    while match.state.phase.startswith("setup"):
        match.play(match.choose_bot_action())
    state = match.state
    state.players[0].contracts = state.players[0].contracts[:1] + state.contract_display[:2]
    state.players[0].fuel = [1, 2, 3]
    view = MainportsView(GAME, config)
    view.layout(pygame.Rect(0, 0, *size))
    view.seat = 0
    seen = GAME.observe(state, 0, Rng(1))
    view.draw(screen, seen, set(), None)
    contracts = [r for n, r in view.shapes.items() if n.startswith("hand:contract")]
    fuel = [r for n, r in view.shapes.items() if n.startswith("handfuel:")] + [view.shapes["hand:fuel"]]
    tech = view.shapes["hand:tech"]
    assert len(contracts) == 4 and len(fuel) == 4
    assert max(r.right for r in contracts) < min(r.left for r in fuel)
    assert max(r.right for r in fuel) < tech.left and tech.right <= view.rect.right
    row = pygame.Rect(view.strip.x, tech.y, view.strip.width, tech.height)
    titles = ("Your contracts (3/3, green: loaded)", "Your fuel (3/7)", "Your technology")
    for section, title in zip(hand_sections(row, titles), titles, strict=True):
        assert font(12, True).size(title)[0] <= section.width - 4, title


def test_every_board_thing_has_a_tooltip(screen):
    config = Config("mainports", (Seat("human"), Seat("bot", "easy")))
    match = Match(GAME, config, 3)
    for _ in range(30):
        match.play(match.choose_bot_action())
    view = MainportsView(GAME, config)
    view.layout(pygame.Rect(0, 0, 1100, 900))
    seen = GAME.observe(match.state, 0, Rng(1))
    view.draw(screen, seen, set(), None)
    silent = [name for name in view.shapes if not view.tooltip(seen, name)]
    assert not silent


@pytest.mark.parametrize("size", [(610, 640), (920, 1000)])  # the board's part of 1280x720 and 1920x1080
def test_the_legend_names_every_rondel_field_in_full_clear_of_the_board_pieces(screen, size):
    config = Config("mainports", (Seat("human"), Seat("bot", "easy")))
    state = GAME.new_game(config, seed=3)
    view = MainportsView(GAME, config)
    view.layout(pygame.Rect(0, 0, *size))
    view.seat = 0
    view.draw(screen, GAME.observe(state, 0, Rng(1)), set(), None)
    type_size, columns = view.legend_columns()
    box = view.legend_box()
    assert view.map_area.contains(box)
    named = {text for column in columns for _, text in column}
    assert {ACTION_TITLES[action] for action in view.board.rondel} <= named
    left = box.x
    for column in columns:
        width = max(font(type_size).size(text)[0] for _, text in column)
        assert left + 2 * type_size + width <= box.right, column
        left += width + 3 * type_size
    for name, shape in view.shapes.items():
        if name.startswith(("rondel:", "treasury:", "track")):
            points = shape if isinstance(shape, list) else [shape.topleft, shape.bottomright]
            assert not box.colliderect(pygame.Rect(points[0], (1, 1)).unionall(
                [pygame.Rect(p, (1, 1)) for p in points])), name
