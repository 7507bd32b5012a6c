"""The Siberia table: every drag a player may make can be made on screen."""

import pygame
import pytest

import words
from game import registry
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.core.rng import Rng
from game.siberia.actions import MoveWorker, Pass, UseLogistician
from scenes.app import menu_app
from scenes.table import TableScene
from sprites.siberia import SiberiaView
from sprites.views import view_for
from tests.ui import click, drag, drag_kinds_of_a_random_game, frames, open_menu

GAME = registry.get_game("siberia")
SIZES = [(640, 620), (1080, 1000)]
"""The board's room on the table at 1280x720 and at 1920x1080."""


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


@pytest.mark.parametrize("players", [2, 4])
def test_every_legal_drag_can_be_made_on_the_board(players):
    config = Config("siberia", tuple(Seat("bot", "easy") for _ in range(players)))
    view = view_for(GAME, config)
    assert isinstance(view, SiberiaView)
    match = Match(GAME, config, players)
    rng = Rng(players)

    def panels_fill_up(legal, rng):
        passing = [a for a in legal if isinstance(a, Pass)]
        return passing[0] if passing and rng.random() < 0.4 else rng.choice(legal)

    kinds, checked = drag_kinds_of_a_random_game(GAME, view, match, rng, SIZES, 900, 25, panels_fill_up)
    assert checked > 50
    assert {
        "PlaceCounter",
        "PlaceCube",
        "UseSalesman",
        "UseWorker",
        "Extract",
        "MoveWorker",
        "UseManager",
        "Invest",
        "ReturnCounter",
    } <= kinds


def test_other_seats_counters_placed_this_round_are_not_drawn():
    config = Config("siberia", (Seat("human"), Seat("human")))
    match = Match(GAME, config, 3)
    while match.state.phase == "sides":
        match.play(match.legal_actions()[0])
    while match.state.current_player == 0:
        legal = match.legal_actions()
        match.play(next((a for a in legal if a.target != "research"), legal[0]))
    view = SiberiaView(GAME, config)
    view.layout(pygame.Rect(0, 0, 1080, 1000))
    view.seat = 1
    pictures = []
    for world in (GAME.observe(match.state, 1, Rng(1)), GAME.observe(match.state, 1, Rng(2))):
        assert world.unrevealed[0] != match.state.unrevealed[0], "two worlds that player 2 cannot tell apart"
        surface = pygame.Surface((1080, 1000))
        seen = GAME.redact(world, 1)
        view.draw(surface, seen, set(), None)
        pictures.append(pygame.image.tobytes(surface, "RGB"))
        for action in seen.spaces[0]:  # round 1: nothing of player 1's is public yet
            assert view.tooltip(seen, f"panel:0:{action}").endswith("Needs 2 counters.")
        assert view.side_panel_lines(seen, 0)[1] == "0 counters · 0 tiles · 6 hidden"
    assert pictures[0] == pictures[1], "the board shows player 2 nothing of player 1's placements"


def test_a_spectator_sees_nobody_s_counters_to_place():
    config, match = placing_match(2)
    view = SiberiaView(GAME, config)
    view.layout(pygame.Rect(0, 0, *SIZES[0]))
    view.seat = None
    view.draw(pygame.Surface(SIZES[0]), GAME.redact(match.state, None), set(), None)
    assert not any(name.startswith("hand:") for name in view.shapes)
    view.seat = 0
    view.draw(pygame.Surface(SIZES[0]), GAME.redact(match.state, 0), set(), None)
    assert any(name.startswith("hand:") for name in view.shapes)


def test_the_board_speaks_the_chosen_language():
    config, match = placing_match(2)
    view = SiberiaView(GAME, config)
    view.layout(pygame.Rect(0, 0, *SIZES[0]))
    seen = GAME.redact(match.state, 0)
    names = [
        "area:Yakutia",
        "exchange:Tokyo",
        "reserve:gas",
        "reserve:0",
        "bag",
        "panel:0:research",
        "panel:1:logistician",
        f"hand:{match.state.hands[0][0]}",
        "salesman:0:Frankfurt",
        "worker:1:Vladivostok",
    ]
    words.set_language("pseudo")
    try:
        texts = [view.tooltip(seen, name) for name in names] + view.side_panel_lines(seen, 1)
        texts += list(view.strip_lines(seen, 14, 600)[1])
    finally:
        words.set_language("en")
    for text in texts:
        for line in text.split("\n"):
            assert line.startswith("[") and line.endswith("]"), f"{line!r} is not worded in the chosen language"


def test_each_of_two_identical_counters_in_hand_can_be_picked_up():
    config = Config("siberia", (Seat("human"), Seat("human")))
    match = Match(GAME, config, 5)
    while match.state.phase == "sides":
        match.play(match.legal_actions()[0])
    match.state.hands[0] = ["manager", "manager", "worker/gas"]
    view = SiberiaView(GAME, config)
    view.layout(pygame.Rect(0, 0, 640, 620))
    view.draw(pygame.Surface((640, 620)), GAME.redact(match.state, 0), set(), None)
    tokens = view.shapes["hand:manager"]
    assert view.hit((tokens.left + 3, tokens.centery)) == "hand:manager"
    assert view.hit((tokens.right - 3, tokens.centery)) == "hand:manager"
    assert tokens.width > 2 * tokens.height - 10


def placing_match(players, seed=5):
    """A match just after the exchanges' sides are chosen: everyone holds counters to place."""
    config = Config("siberia", tuple(Seat("human") for _ in range(players)))
    match = Match(GAME, config, seed)
    while match.state.phase == "sides":
        match.play(match.legal_actions()[0])
    return config, match


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES)
def test_six_counters_in_hand_all_show_before_the_bag(players, size):
    config, match = placing_match(players)
    match.state.hands[0] = [
        "manager",
        "logistician/gold",
        "salesman/oil",
        "worker/gas",
        "investor/charcoal",
        "salesman/diamonds",
    ]
    view = SiberiaView(GAME, config)
    view.layout(pygame.Rect(0, 0, *size))
    view.draw(pygame.Surface(size), GAME.redact(match.state, 0), set(), None)
    bag = view.shapes["bag"]
    for counter in match.state.hands[0]:
        box = view.shapes[f"hand:{counter}"]
        assert box.width >= 16, f"{counter} is too small to see"
        assert view.hand_row.contains(box), f"{counter} is outside the middle strip"
        assert box.right < bag.left, f"the bag covers {counter}"
        assert view.hit(box.center) == f"hand:{counter}"


def test_the_phase_text_wraps_instead_of_being_cut():
    config, match = placing_match(4)
    match.state.phase = "actions"
    view = SiberiaView(GAME, config)
    view.layout(pygame.Rect(0, 0, *SIZES[0]))
    size, lines = view.strip_lines(GAME.redact(match.state, 0), 14, 200)
    assert len(lines) == 2 and size == 14
    assert " ".join(lines) == "Actions: one a turn until everyone has passed"


def test_while_placing_the_strip_counts_only_what_the_viewer_cannot_see():
    config, match = placing_match(2)
    while match.state.current_player == 0:
        match.play(next(a for a in match.legal_actions() if a.target != "research"))
    match.play(match.legal_actions()[0])  # player 2 places a counter face down
    placed = len(match.state.unrevealed[1])
    assert placed and match.state.hands[1], "player 2 has placed some counters and still holds others"
    seen = GAME.redact(match.state, 0)
    view = SiberiaView(GAME, config)
    view.layout(pygame.Rect(0, 0, *SIZES[0]))
    assert (
        " ".join(view.strip_lines(seen, 14, 600)[1]).replace("\u00a0", " ").endswith(f"· Player 2: {placed} face down")
    )
    assert view.side_panel_lines(seen, 1)[1].endswith(f"{placed} hidden"), "the panel says the same"


def test_an_action_space_says_how_many_counters_it_still_needs():
    config, match = placing_match(2)
    state = match.state
    state.spaces[0]["manager"] = []
    state.spaces[0]["worker"] = ["worker/gas"]
    state.spaces[0]["salesman"] = ["salesman/oil", "manager"]
    state.tiles[0] = ["logistician"]
    state.spaces[0]["logistician"] = []
    view = SiberiaView(GAME, config)
    view.layout(pygame.Rect(0, 0, *SIZES[0]))
    seen = GAME.redact(state, 0)
    assert view.tooltip(seen, "panel:0:manager").endswith("Needs 2 counters.")
    assert view.tooltip(seen, "panel:0:worker").endswith("Needs 1 more counter (so far: Worker/Gas).")
    assert view.tooltip(seen, "panel:0:salesman").endswith("Ready: Salesman/Oil and Manager.")
    assert view.tooltip(seen, "panel:0:logistician").endswith("Needs 1 more counter (so far: investment tile).")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_counters_on_the_panels_are_big_enough_to_read_and_grow_with_the_window(players):
    config = Config("siberia", tuple(Seat("bot", "easy") for _ in range(players)))
    least = {}
    for size in SIZES:
        view = SiberiaView(GAME, config)
        view.layout(pygame.Rect(0, 0, *size))
        slots = [slot for slots in view.slot_rects.values() for slot in slots]
        least[size] = min(min(slot.size) for slot in slots)
        for seat, row in enumerate(view.rows):
            for slot in (s for (owner, _), pair in view.slot_rects.items() if owner == seat for s in pair):
                assert row.contains(slot), "a counter's place sticks out of its player's panel"
    assert least[SIZES[0]] >= (22 if players == 2 else 16)
    assert least[SIZES[1]] >= 30


def test_at_set_up_a_click_on_a_side_of_the_lit_exchange_puts_that_side_in_play():
    config = Config("siberia", (Seat("human"), Seat("bot", "easy")))
    app = menu_app((1280, 720), None)
    app.open_table(Match(GAME, config, 4), at_table=0)
    app.frames(2)
    table = app.stack.top
    choice = table.match.legal_actions()[0]
    exchange = choice.exchange
    side_b = table.view.anchor(f"exchange:{exchange}:B")
    assert side_b is not None and table.view.hit(side_b) == f"exchange:{exchange}:B"
    click(app, side_b)
    assert table.match.state.sides.get(exchange) == "B", "one click on side B chose it"
    assert table.match.actions[-1].key() == ("ChooseSide", exchange, "B")


def table_when(wanted):
    """A hot-seat table of random moves (seed 8) opened at the first moment a `wanted` move is legal."""
    rng = Rng(8)
    match = Match(GAME, Config("siberia", (Seat("human"), Seat("human"))), 8)
    while not any(wanted(a) for a in match.legal_actions()):
        assert not match.is_over(), "a game where the move comes"
        legal = match.legal_actions()
        match.play(legal[rng.below(len(legal))])
    app = menu_app((1280, 720), None)
    app.open_table(match, at_table=match.current_player)
    app.frames(2)
    return app, app.stack.top


def test_in_the_actions_the_ready_logistician_glows_and_a_click_on_it_uses_it():
    app, table = table_when(lambda a: a.key() == ("UseLogistician",))
    assert "logistician" in table.controller.sources(), "it glows among what can be played"
    point = table.view.anchor("logistician")
    assert point is not None and table.view.hit(point) == "logistician"
    click(app, point)
    assert table.match.actions[-1].key() == ("UseLogistician",)


def test_a_drag_begun_just_beside_a_small_worker_carries_it():
    app, table = table_when(lambda a: a.key()[0] == "MoveWorker")
    match = table.match
    move = next(a for a in match.legal_actions() if a.key()[0] == "MoveWorker")
    source, target = move.drag()
    token = table.view.shapes[source]
    beside = (token.right + 3, token.centery)  # off the token: the area under it is not playable
    assert table.view.hit(beside) != source and table.input.picked(beside) == source
    drag(app, beside, table.view.anchor(target))
    assert table.match.actions[-1] == move


def test_while_its_workers_move_a_second_click_on_the_logistician_stops_them():
    app, table = table_when(lambda a: a.key() == ("StopMoving",))
    assert "logistician" in table.controller.sources()
    assert "stop moving" in table.view.tooltip(table.controller.view_state, "logistician")
    click(app, table.view.anchor("logistician"))
    assert table.match.actions[-1].key() == ("StopMoving",)


def test_a_worker_dragged_before_its_logistician_is_clicked_says_to_click_it_first():
    """Dragging a worker with the Logistician ready but not started was refused with "only the lit pieces can"."""
    config = Config("siberia", (Seat("human"), Seat("bot", "easy")))
    match = Match(GAME, config, 5)
    rng = Rng(5)
    while not (match.current_player == 0 and any(isinstance(a, UseLogistician) for a in match.legal_actions())):
        legal = match.legal_actions()
        match.play(match.choose_bot_action() if match.current_player else rng.choice(legal))
    app = open_menu()
    app.open_table(match, at_table=0)
    frames(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    worker = next(name for name in table.view.shapes if name.startswith("worker:0:"))
    start = table.view.anchor(worker)
    assert start is not None
    drag(app, start, (start[0] + 40, start[1] - 40))
    assert words.tr(table.message).startswith("First click your Logistician"), table.message
    click(app, table.view.anchor("logistician"))
    assert any(isinstance(a, MoveWorker) for a in match.legal_actions()), "the Logistician is in use: workers move"


def test_a_worker_let_go_just_beside_thin_sakhalin_lands_there_when_it_is_lit():
    """A newcomer's worker dropped on Sakhalin, a thin island, was refused until aimed exactly: a lit area holds
    a drop a few pixels outside its outline too."""
    from sprites.board import SNAP, point_in_polygon

    config = Config("siberia", (Seat("human"), Seat("bot", "easy")))
    match = Match(GAME, config, 3)
    view = SiberiaView(GAME, config)
    view.layout(pygame.Rect(0, 0, 610, 640))  # the board of a 1280x720 window
    view.draw(pygame.Surface((610, 640)), GAME.redact(match.state, 0), set(), None)
    island = list(view.shapes["area:Sakhalin"])
    (ax, ay), (bx, by) = island[0], island[1]
    middle, normal = ((ax + bx) / 2, (ay + by) / 2), (by - ay, ax - bx)
    size = (normal[0] ** 2 + normal[1] ** 2) ** 0.5
    beside = [
        (round(middle[0] + k * normal[0] / size * (SNAP - 2)), round(middle[1] + k * normal[1] / size * (SNAP - 2)))
        for k in (1, -1)
    ]
    outside = next(p for p in beside if not point_in_polygon(p, island))
    assert view.hit(outside) != "area:Sakhalin", "unlit, the sea beside it is the sea"
    view.highlights = {"area:Sakhalin"}
    assert view.hit(outside) == "area:Sakhalin"
