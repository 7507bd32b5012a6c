"""The Mainports table view: it draws what the looking seat knows, every legal drag can be started and
ended where the view draws things, and every text it draws is worded in the chosen language."""

import math

import pygame
import pytest

import words
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.mainports.kinds import Phase
from game.mainports.rules import MainportsGame
from game.mainports.state import ACTION_TITLES, Ship
from sprites.mainports import SEA_CARD_COLOUR, MainportsView, hand_sections, said
from sprites.views import view_class_for
from sprites.widgets import font

GAME = MainportsGame()


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    yield pygame.Surface((1920, 1080))


def test_the_table_finds_the_mainports_view():
    assert view_class_for("mainports") is MainportsView


@pytest.mark.parametrize(
    ("board", "size"), [("central", (645, 645)), ("central", (1150, 1000)), ("great", (1150, 1000))]
)
def test_every_legal_drag_starts_and_ends_on_what_the_view_draws(screen, board, size):
    config = Config("mainports", (Seat("bot", "easy"), Seat("bot", "easy"), Seat("bot", "easy")), {"board": board})
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
            view.draw(screen, GAME.redact(match.state, seat), set(), None)
            drags = [drag for action in match.legal_actions() if (drag := action.drag()) is not None]
            for action in match.legal_actions():
                drag = action.drag()
                if drag is None:
                    continue
                for name in drag:
                    # As at the table: with the piece in hand, where it may land is lit and wins the hit test.
                    view.highlights = {end for start, end in drags if start == drag[0]} if name != drag[0] else set()
                    point = view.anchor(name)
                    assert point is not None, f"{name} of {action.key()} is not on the board"
                    assert view.hit(point) == name, f"{name} of {action.key()} is covered by {view.hit(point)}"
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
    seen = GAME.redact(match.state, 0)
    view.draw(screen, seen, set(), None)
    mine = {f"hand:contract:{c}" for c in match.state.players[0].contracts}
    theirs = {f"hand:contract:{c}" for c in match.state.players[1].contracts}
    assert mine <= set(view.shapes)
    assert not theirs & set(view.shapes)
    lines = view.side_panel_lines(seen, 1)
    assert f"{len(match.state.players[1].contracts)} contract" in lines[0]


def test_a_spectator_sees_the_table_but_no_hand(screen):
    config = Config("mainports", (Seat("human"), Seat("human"), Seat("bot", "easy")))
    match = Match(GAME, config, 2)
    while len(match.actions) < 40:
        match.play(match.choose_bot_action())
    view = MainportsView(GAME, config)
    view.layout(pygame.Rect(0, 0, 900, 800))
    view.seat = None
    seen = GAME.redact(match.state, None)
    view.draw(screen, seen, set(), None)
    assert not [name for name in view.shapes if name.startswith(("hand:", "handfuel:", "newship:", "offer"))]
    assert {f"contract:{c}" for c in match.state.contract_display} <= set(view.shapes)
    assert all(view.tooltip(seen, name) for name in view.shapes)


def test_the_player_list_says_one_ship_and_one_contract():
    config = Config("mainports", (Seat("human"), Seat("bot", "easy")))
    state = GAME.new_game(config, 2)
    player = state.players[1]
    player.ships, player.contracts = [Ship("port:Paris")], state.contract_display[:1]
    view = MainportsView(GAME, config)
    assert view.side_panel_lines(GAME.redact(state, 0), 1)[0].startswith("1 ship · 1 contract · ")


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
    view.draw(screen, GAME.redact(state, 0), set(), None)
    contracts = [r for n, r in view.shapes.items() if n.startswith("hand:contract")]
    fuel = [r for n, r in view.shapes.items() if n.startswith("handfuel:")] + [view.shapes["hand:fuel"]]
    tech = view.shapes["hand:tech"]
    assert len(contracts) == 4 and len(fuel) == 4
    assert max(r.right for r in contracts) < min(r.left for r in fuel)
    assert max(r.right for r in fuel) < tech.left and tech.right <= view.rect.right
    row = pygame.Rect(view.strip.x, tech.y, view.strip.width, tech.height)
    titles = ("Your contracts 3/4", "Your fuel 3/7", "Your technology")
    for section, title in zip(hand_sections(row, titles), titles, strict=True):
        assert font(12, True).size(title)[0] <= section.width - 4, title


def test_every_board_thing_has_a_tooltip(screen):
    config = Config("mainports", (Seat("human"), Seat("bot", "easy")))
    match = Match(GAME, config, 3)
    for _ in range(30):
        match.play(match.choose_bot_action())
    view = MainportsView(GAME, config)
    view.layout(pygame.Rect(0, 0, 1100, 900))
    seen = GAME.redact(match.state, 0)
    view.draw(screen, seen, set(), None)
    silent = [name for name in view.shapes if not view.tooltip(seen, name)]
    assert not silent


def test_every_text_of_the_view_is_worded_in_the_chosen_language(screen):
    """In the pseudo-language every text is bracketed: one that is not bypassed the catalogue."""
    config = Config("mainports", (Seat("human", "", "Ann"), Seat("bot", "easy", "Ben")))
    match = Match(GAME, config, 3)
    while len(match.actions) < 60:
        match.play(match.choose_bot_action())
    view = MainportsView(GAME, config)
    view.layout(pygame.Rect(0, 0, 1100, 900))
    seen = GAME.redact(match.state, 0)
    words.set_language("pseudo")
    try:
        view.draw(screen, seen, set(), None)
        texts = [view.tooltip(seen, name) for name in view.shapes]
        texts += [line for seat in (0, 1) for line in view.side_panel_lines(seen, seat)]
        texts += [text for column in view.legend_columns()[1] for _, text in column]
    finally:
        words.set_language("en")
    assert texts and all(text and text.startswith("[") for text in texts), [t for t in texts if t[:1] != "["]


@pytest.mark.parametrize("size", [(610, 640), (920, 1000)])  # the board's part of 1280x720 and 1920x1080
def test_the_legend_names_every_rondel_field_in_full_clear_of_the_board_pieces(screen, size):
    config = Config("mainports", (Seat("human"), Seat("bot", "easy")))
    state = GAME.new_game(config, seed=3)
    view = MainportsView(GAME, config)
    view.layout(pygame.Rect(0, 0, *size))
    view.seat = 0
    view.draw(screen, GAME.redact(state, 0), set(), None)
    type_size, columns = view.legend_columns()
    box = view.legend_box()
    assert view.map_area.contains(box)
    named = {text for column in columns for _, text in column}
    assert {said(ACTION_TITLES[action]) for action in view.board.rondel} <= named
    left = box.x
    for column in columns:
        width = max(font(type_size).size(text)[0] for _, text in column)
        assert left + 2 * type_size + width <= box.right, column
        left += width + 3 * type_size
    for name, shape in view.shapes.items():
        if name.startswith(("rondel:", "treasury:", "track")):
            points = shape if isinstance(shape, list) else [shape.topleft, shape.bottomright]
            assert not box.colliderect(
                pygame.Rect(points[0], (1, 1)).unionall([pygame.Rect(p, (1, 1)) for p in points])
            ), name


def test_a_ship_dragged_across_the_sea_shows_the_sea_card_the_crossing_takes(screen):
    config = Config("mainports", (Seat("human", "", "Ann"), Seat("bot", "easy")), {"board": "great"})
    match = Match(GAME, config, 2)
    while match.state.phase.startswith("setup"):
        match.play(match.choose_bot_action())
    seat = match.current_player
    match.state.players[seat].ships[0] = Ship("port:Bilbao")
    view = MainportsView(GAME, config)
    view.seat = seat
    view.layout(pygame.Rect(0, 0, 1150, 1000))
    state = GAME.redact(match.state, seat)
    view.draw(screen, state, set(), None)
    london = view.anchor("port:London")
    assert london is not None and view.anchor("sea:North Sea") is not None
    screen.fill((0, 0, 0))
    view.draw_dragged(screen, state, f"ship:{seat}:0", london)
    card = (london[0] + 14 + 15, london[1] - 40 + 30)
    assert screen.get_at(card)[:3] == SEA_CARD_COLOUR, "a sea card beside the ship"
    screen.fill((0, 0, 0))
    view.draw_dragged(screen, state, f"ship:{seat}:0", view.anchor("port:Paris"))
    paris = view.anchor("port:Paris")
    assert screen.get_at((paris[0] + 29, paris[1] - 10))[:3] != SEA_CARD_COLOUR, "no sea route to Paris"


def test_a_contract_dropped_on_the_discard_pile_out_of_turn_says_when_one_may_go_there():
    game = MainportsGame()
    config = Config("mainports", (Seat("human"), Seat("human")))
    state = game.new_game(config, 3)
    offered = next(a for a in game.legal_actions(state) if a.key()[0] == "KeepContract")
    source, _ = offered.drag()
    tr = words.tr
    refusal = tr(game.why_not_drag(state, source, "discard:contracts"))
    assert refusal.startswith("Start contracts are not discarded")
    assert "That cannot go there now" not in refusal
    assert tr(game.why_not_drag(state, "hand:contract:1", "discard:contracts")).startswith("A contract of yours")
    assert "refresh" in tr(game.why_not_drag(state, "contract:1", "discard:contracts"))


@pytest.mark.parametrize("board", ["central", "great"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_ship_in_port_lies_nearer_its_port_than_any_other_and_clear_of_the_treasuries_rondel_and_track(size, board):
    """Ships moored in a port lie beside it, never nearer another port's dot (it would seem that port's), never
    over a mainport's name and treasury, the rondel or the contract track (Stockholm's and Gothenburg's lay on
    it)."""
    import random

    game = MainportsGame()
    config = Config("mainports", (Seat("human"), Seat("human"), Seat("human"), Seat("human")), {"board": board})
    view = MainportsView(game, config)
    pygame.init()
    surface = pygame.Surface(size)
    from scenes.table.controller import TableController
    from scenes.table.panels import Panels

    rng = random.Random(4)
    match = Match(game, config, 4)
    Panels(TableController(match), view).layout(size)
    checked = 0
    for _ in range(160):
        if match.is_over():
            break
        view.seat = 0
        view.draw(surface, game.redact(match.state, 0), set(), None)
        treasuries = [box for name, box in view.shapes.items() if name.startswith("treasury:")]
        dots = {name: box for name, box in view.shapes.items() if name.startswith("port:")}
        for name, hull in view.shapes.items():
            seat, index = (int(n) for n in name.split(":")[1:]) if name.startswith("ship:") else (-1, -1)
            if seat >= 0 and match.state.players[seat].ships[index].position.startswith("port:"):
                checked += 1
                assert hull.collidelist(treasuries) < 0, f"{name} lies over a mainport's treasury"
                assert hull.collidelist(view.furniture_boxes()) < 0, f"{name} lies over the rondel or the track"
                port = match.state.players[seat].ships[index].position
                own = math.dist(hull.center, view.shapes[port].center)
                nearer = [p for p, box in dots.items() if p != port and math.dist(hull.center, box.center) < own]
                assert not nearer, f"{name} in {port} lies nearer {nearer}"
        match.play(rng.choice(match.legal_actions()))
    assert checked > 20


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_ship_at_sea_lies_on_open_water_of_its_sea_clear_of_names(size):
    """A ship at sea reads as at sea: on the water of its section (not on a coast, a port or the rondel), clear of
    every port's name, of the other seas' names and of the mainports' treasuries (a sea too narrow for a ship
    beside its name, the Baltic at 1280x720, has it on its name)."""
    from scenes.table.controller import TableController
    from scenes.table.panels import Panels
    from sprites.board import point_in_polygon

    game = MainportsGame()
    config = Config("mainports", (Seat("human"), Seat("bot", "easy"), Seat("bot", "easy")), {"board": "great"})
    match = Match(game, config, 1)
    view = MainportsView(game, config)
    pygame.init()
    surface = pygame.Surface(size)
    Panels(TableController(match), view).layout(size)
    for number, sea in enumerate(view.board.seas):  # one ship in each sea
        match.state.players[number % 3].ships.append(Ship(f"sea:{sea}"))
    view.seat = 0
    view.draw(surface, game.redact(match.state, 0), set(), None)
    names = [*view.port_names.values(), *(box for name, box in view.shapes.items() if name.startswith("treasury:"))]
    sea_names = dict(zip(view.board.seas, view.sea_names, strict=True))
    lands = [[view.to_screen(*point) for point in polygon] for polygon in view.board.land]
    at_sea = 0
    for seat, player in enumerate(match.state.players):
        for index, ship in enumerate(player.ships):
            if not ship.position.startswith("sea:"):
                continue
            at_sea += 1
            hull = view.shapes[f"ship:{seat}:{index}"]
            outline = [view.to_screen(*point) for point in view.board.seas[ship.position[4:]].outline]
            assert point_in_polygon(hull.center, outline), f"a ship in the {ship.position} lies outside it"
            assert not any(point_in_polygon(hull.center, land) for land in lands), f"{ship.position}: on land"
            others = [box for sea, box in sea_names.items() if sea != ship.position[4:]]
            assert hull.collidelist([*names, *others]) < 0, f"a ship in the {ship.position} covers a name"
            assert hull.colliderect(view.furniture_boxes()[0]) is False, f"{ship.position}: under the rondel"
    assert at_sea >= 3


def test_a_new_ship_dropped_where_it_may_not_start_says_why():
    """A taken start port and a place without a dock each get their reason, not "Drop it on a lit place"."""
    game = MainportsGame()
    config = Config("mainports", (Seat("human"), Seat("human")))
    state = game.new_game(config, 3)
    while not any(a.key()[0] == "StartShip" for a in game.legal_actions(state)):
        game.apply(state, game.legal_actions(state)[-1])
    first = next(a for a in game.legal_actions(state) if a.key()[0] == "StartShip")
    game.apply(state, first)
    while not any(a.key()[0] == "StartShip" for a in game.legal_actions(state)):
        game.apply(state, game.legal_actions(state)[-1])
    seat = state.current_player
    taken = words.tr(game.why_not_drag(state, f"newship:{seat}", f"port:{first.port}"))
    assert taken.startswith("At the start only one ship may lie in each start port") and first.port in taken
    river_port = next(port for port in game.board(state).ports if port not in game.board(state).docks)
    for off_dock in (f"port:{river_port}", "fairway:0:0"):  # a port without a dock, or the water between ports
        assert words.tr(game.why_not_drag(state, f"newship:{seat}", off_dock)).startswith(
            "A new ship is put in a dock"
        ), off_dock


@pytest.mark.parametrize("board", ["central", "great"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_mainport_s_treasury_covers_no_port_name(board, size):
    """Amsterdam's and Rotterdam's names stay readable beside the treasuries written in the sea next to them."""
    from scenes.table.controller import TableController
    from scenes.table.panels import Panels

    game = MainportsGame()
    config = Config("mainports", (Seat("human"), Seat("bot", "easy")), {"board": board})
    match = Match(game, config, 1)
    view = MainportsView(game, config)
    pygame.init()
    Panels(TableController(match), view).layout(size)
    for cash in (0, 10000, 120000):
        match.state.treasuries = dict.fromkeys(match.state.treasuries, cash)
        view.seat = 0
        view.draw(pygame.Surface(size), game.redact(match.state, 0), set(), None)
        names = list(view.port_names.values())
        for name, box in view.shapes.items():
            if name.startswith("treasury:"):
                assert box.collidelist(names) < 0, f"{name} with {cash} covers a port's name"


def test_a_contract_dropped_on_a_ship_or_port_says_how_its_goods_are_loaded_or_delivered():
    game = MainportsGame()
    state = game.new_game(Config("mainports", (Seat("human"), Seat("human"))), 3)
    seat = state.current_player
    card = state.players[seat].offer_contracts[0]
    deal = game.contract(state, card)
    state.players[seat].contracts = [card]
    state.players[seat].ships = [Ship(f"port:{deal.load}")]
    tr = words.tr
    unloaded = tr(game.why_not_drag(state, f"hand:contract:{card}", f"port:{deal.deliver}"))
    assert deal.load in unloaded and "drop the contract on a ship" in unloaded
    state.players[seat].ships[0].cargo = [card]
    loaded = tr(game.why_not_drag(state, f"hand:contract:{card}", f"ship:{seat}:0"))
    assert "drag the goods from the ship" in loaded and deal.deliver in loaded
    other = next(c for c in state.players[seat].offer_contracts if c != card)
    state.players[seat].contracts.append(other)
    state.players[seat].ships[0].position = f"port:{game.contract(state, other).load}"
    state.phase = Phase.NAVIGATE  # a ship already loaded, in the other contract's port, on a Navigate turn
    full = tr(game.why_not_drag(state, f"hand:contract:{other}", f"ship:{seat}:0"))
    assert full.startswith("Your ship in") and "is full" in full


def human_move_when(seed: int, wanted) -> tuple[Match, object]:
    """A Mainports game of a human (random moves) against an easy bot, played until `wanted(match)` finds one of
    the human's legal moves; the match and that move."""
    import random

    match = Match(MainportsGame(), Config("mainports", (Seat("human"), Seat("bot", "easy"))), seed)
    while True:
        found = wanted(match) if match.current_player == 0 else None
        if found is not None:
            return match, found
        legal = match.legal_actions()
        choice = random.Random(len(match.actions)).choice(legal)
        match.play(match.choose_bot_action() if match.current_player == 1 else choice)


def test_the_pawn_dropped_on_the_other_pawn_lands_on_that_rondel_field():
    """The field under the other seat's pawn is where the pawn in hand may go: the drop plays that move."""
    from tests.test_animations import table_with_held_bots
    from tests.ui import drag

    def onto_the_other_pawn(match: Match):
        field = match.state.players[1].rondel
        legal = match.legal_actions()
        return next((a for a in legal if a.key()[0] == "Rondel" and a.to == field), None) if field >= 0 else None

    match, target = human_move_when(7, onto_the_other_pawn)
    app, table = table_with_held_bots(match)
    source, _ = target.drag()
    drag(app, table.view.anchor(source), table.view.shapes["pawn:1"].center)
    assert match.actions[-1] == target, words.tr(table.message) if table.message else "nothing was played"


def test_a_port_s_name_stands_for_the_port():
    """A ship let go on a port's written name lands in that port, as on its dot."""
    pygame.init()
    game = MainportsGame()
    config = Config("mainports", (Seat("human"), Seat("human")))
    view = MainportsView(game, config)
    from scenes.table.controller import TableController
    from scenes.table.panels import Panels

    Panels(TableController(Match(game, config, 1)), view).layout((1280, 720))
    view.draw(pygame.Surface((1280, 720)), game.new_game(config, 1), set(), None)
    for port, box in view.port_names.items():
        assert view.hit(box.center) == f"port:{port}", f"{port}'s name"


def test_a_fuel_card_dropped_on_the_cards_already_in_hand_is_bought():
    """The whole hand row takes a card, not only its free places: a player aims at the hand, cards and all."""
    from tests.test_animations import table_with_held_bots
    from tests.ui import drag

    def buying_with_fuel_in_hand(match: Match):
        legal = match.legal_actions()
        return next((a for a in legal if a.key()[0] == "BuyFuel"), None) if match.state.players[0].fuel else None

    match, buy = human_move_when(3, buying_with_fuel_in_hand)
    app, table = table_with_held_bots(match)
    source, _ = buy.drag()
    drag(app, table.view.anchor(source), table.view.anchor("handfuel:0"))
    assert match.actions[-1] == buy, words.tr(table.message) if table.message else "nothing was bought"


def test_the_track_says_the_round_in_the_last_rounds_before_the_round_limit():
    """Round 60 ends a game that stalls: from round 51 the track says which round it is, in the warning colour."""
    from scenes.table.controller import TableController
    from scenes.table.panels import Panels
    from sprites.widgets import ALERT

    game = MainportsGame()
    config = Config("mainports", (Seat("human"), Seat("human")))
    match = Match(game, config, 1)
    view = MainportsView(game, config)
    pygame.init()
    Panels(TableController(match), view).layout((1280, 720))
    surface = pygame.Surface((1280, 720))

    def warning_pixels(round_number: int) -> int:
        match.state.round = round_number
        view.draw(surface, game.redact(match.state, 0), set(), None)
        track = view.shapes["track"]
        below = pygame.Rect(track.x - 200, track.bottom, 260, track.height * 2)
        return sum(
            surface.get_at((x, y))[:3] == ALERT
            for x in range(below.left, below.right)
            for y in range(below.top, below.bottom)
        )

    assert warning_pixels(5) == 0
    assert warning_pixels(55) > 20
    assert "Round 55 of at most 60" in view.tooltip(game.redact(match.state, 0), "track")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_ship_under_way_never_hides_a_port_s_name(size):
    """Every port's name reads whole wherever a ship lies: a ship on a fairway space under a name (Minden, Duisburg)
    has the name written over it."""
    from game.core.messages import place
    from game.mainports.board import space_position
    from scenes.table.controller import TableController
    from scenes.table.panels import Panels
    from sprites.widgets import INK, rendered

    config = Config("mainports", (Seat("human"), Seat("bot", "easy")))
    match = Match(GAME, config, 1)
    view = MainportsView(GAME, config)
    pygame.init()
    surface = pygame.Surface(size)
    Panels(TableController(match), view).layout(size)
    ship = match.state.players[1].ships
    covering = 0
    for fw in view.board.fairways:
        for space in range(fw.spaces):
            ship[:] = [Ship(space_position(fw, space, "+"))]
            view.seat = 0
            view.draw(surface, GAME.redact(match.state, 0), set(), None)
            hull = view.shapes["ship:1:0"]
            for port, box in view.port_names.items():
                if not hull.colliderect(box):
                    continue
                covering += 1
                letters = pygame.mask.from_surface(rendered(said(place(port)), view.name_size, INK, True), 254)
                inked = [
                    surface.get_at((box.x + x, box.y + y))[:3] == INK
                    for x in range(box.width)
                    for y in range(box.height)
                    if letters.get_at((x, y)) and surface.get_clip().collidepoint(box.x + x, box.y + y)
                ]
                assert inked and all(inked), f"a ship on {fw.index}:{space} hides the name of {port}"
    assert covering > 3


def test_the_borders_between_sea_sections_are_drawn_where_they_cross_open_water():
    """Sailing into another sea section costs a step, so the border between two sections shows on the water (the
    two blues alone hardly told them apart)."""
    from itertools import combinations

    from sprites.board import point_in_polygon
    from sprites.mainports import BORDER_SLACK, SEA_BORDER

    config = Config("mainports", (Seat("human"), Seat("bot", "easy")), {"board": "great"})
    view = MainportsView(GAME, config)
    pygame.init()
    surface = pygame.Surface((1280, 720))
    view.layout(pygame.Rect(0, 0, 900, 640))
    view.seat = 0
    view.draw(surface, GAME.redact(Match(GAME, config, 1).state, 0), set(), None)
    lands = [[view.to_screen(*p) for p in polygon] for polygon in view.board.land]
    on_water = inked = 0
    for one, other in combinations(view.board.seas.values(), 2):
        for start, end in zip(one.outline, [*one.outline[1:], one.outline[0]], strict=True):
            if not all(any(math.dist(p, q) < BORDER_SLACK for q in other.outline) for p in (start, end)):
                continue
            a, b = view.to_screen(*start), view.to_screen(*end)
            for step in range(1, 20):
                x, y = a[0] + (b[0] - a[0]) * step / 20, a[1] + (b[1] - a[1]) * step / 20
                point = (round(x), round(y))
                if not view.map_area.collidepoint(point) or any(point_in_polygon(point, land) for land in lands):
                    continue
                on_water += 1
                near = [surface.get_at((point[0] + dx, point[1] + dy))[:3] for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
                inked += SEA_BORDER in near
    assert on_water > 10, "no border between sea sections crosses open water"
    assert inked >= on_water // 2, f"only {inked} of {on_water} points of the borders are drawn"


def test_the_cards_in_hand_lie_inside_their_hand_s_frame():
    """A hand row is one frame with its cards in it: fuel cards drawn beside an empty frame read as left outside the
    hand."""
    config = Config("mainports", (Seat("human"), Seat("bot", "easy")))
    match = Match(GAME, config, 1)
    while match.state.phase.startswith("setup"):
        match.play(match.choose_bot_action())
    match.state.players[0].fuel = [3, 4]
    view = MainportsView(GAME, config)
    pygame.init()
    surface = pygame.Surface((1280, 720))
    view.layout(pygame.Rect(0, 0, 900, 700))
    view.seat = 0
    view.draw(surface, GAME.redact(match.state, 0), set(), None)
    first = view.shapes["handfuel:0"]
    hand = view.shapes["hand:fuel"]
    beside = surface.get_at((first.x - 2, first.centery))[:3]
    assert beside == surface.get_at((hand.right - 3, hand.centery))[:3], "the first fuel card lies outside the frame"
    assert beside != surface.get_at((hand.x - 8, hand.centery))[:3], "no frame is drawn round the hand"


def test_a_ship_that_has_sailed_this_turn_says_so_when_picked_up():
    """A newcomer dragged their second ship again after it had sailed and read only that it could not move now."""
    from game.mainports.kinds import Phase as Phases

    config = Config("mainports", (Seat("bot", "normal"), Seat("bot", "normal")))
    match = Match(GAME, config, 3)
    while match.state.phase != Phases.NAVIGATE:
        match.play(match.choose_bot_action())
    state = match.state
    seat = state.current_player
    state.players[seat].ships[0].moves = 1
    said = words.tr(GAME.why_not_move(state, f"ship:{seat}:0", ""))
    assert said == "Ship 1 has sailed this turn: a ship sails on 1 fuel card a Navigate turn."
