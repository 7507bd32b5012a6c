"""The Competitors world on the table: what is where, zoom and pan, and every drag lands on its target."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

import words
from game import registry
from game.competitors.data import load_data
from game.competitors.rules import CompetitorsState
from game.competitors.state import Danger, Drawn
from game.core.messages import Money, place
from game.core.protocol import Config, Seat
from sprites.competitors import (
    CONTINENT_COLOURS,
    LEGEND_FONT,
    LEGEND_ROW,
    PROMPT_FONT,
    PROMPT_LINE,
    TRACK_ROW,
    CompetitorsView,
    drawn_caption,
    legend_entries,
    legend_places,
    territory_colour,
)
from sprites.views import view_for
from sprites.widgets import PAPER, font, seat_colour

BOARD = pygame.Rect(300, 60, 1100, 900)
Table = tuple[CompetitorsView, CompetitorsState, pygame.Surface]


@pytest.fixture(scope="module")
def table() -> tuple[CompetitorsView, CompetitorsState, pygame.Surface]:
    pygame.init()
    game = registry.get_game("competitors")
    config = Config("competitors", (Seat("human"), Seat("bot", "easy")))
    view = view_for(game, config)
    assert isinstance(view, CompetitorsView)
    view.layout(BOARD)
    state = game.new_game(config, seed=2)
    assert isinstance(state, CompetitorsState)
    view.seat = state.current_player  # the table shows the player to move
    surface = pygame.Surface((1600, 1000))
    view.draw(surface, state, set(), None)
    return view, state, surface


def test_every_headquarters_drag_starts_on_the_token_and_ends_on_its_state(table: Table) -> None:
    view, state, _ = table
    game = registry.get_game("competitors")
    for action in game.legal_actions(state):
        source, target = action.drag()
        assert view.hit(view.anchor(source)) == source
        assert view.hit(view.anchor(target)) == target, target


def test_only_the_seat_to_choose_gets_a_token_to_drag(table: Table) -> None:
    view, state, _ = table
    surface = pygame.Surface((1600, 1000))
    view.seat = (state.current_player + 1) % 2
    view.draw(surface, state, set(), None)
    assert view.shapes == {}
    view.seat = state.current_player
    view.draw(surface, state, set(), None)
    assert list(view.shapes) == [f"headquarters:{state.current_player}"]


def test_a_shared_hot_seat_view_offers_the_token_of_the_seat_to_act(table: Table) -> None:
    """In hot-seat play a public choice is made on the shared view (no seat's secrets): the player to act
    drags from it."""
    view, state, _ = table
    view.seat = None
    view.draw(pygame.Surface((1600, 1000)), state, set(), None)
    assert list(view.shapes) == [f"headquarters:{state.current_player}"]


@pytest.fixture
def pseudo() -> Iterator[None]:
    words.set_language("pseudo")
    words.set_seat_names(["Ann", "Ben"])
    yield
    words.set_language("en")
    words.set_seat_names([])


def test_every_text_of_the_board_is_in_the_chosen_language(table: Table, pseudo: None) -> None:
    """The pseudo-language brackets every text: one that is not bracketed bypassed the catalogue."""
    view, state, _ = table
    texts = [text for text, _ in legend_entries()]
    texts += (view.tooltip(state, "territory:Egypt") or "").splitlines()
    texts += (view.tooltip(state, "territory:Japan") or "").splitlines()
    texts += (view.tooltip(state, f"headquarters:{state.current_player}") or "").splitlines()
    texts += view.side_panel_lines(state, 0)
    texts += [line for seat in (0, None) for line in view.prompt_lines(seat)]
    assert texts and all(text.startswith("[") and text.endswith("]") for text in texts), texts
    assert "[Ĵáƥáñ ~~]" in texts and "Japan" not in "".join(texts)  # names on the board are terms too


def test_land_is_drawn_in_its_continent_colour_and_the_sea_in_blue(table: Table) -> None:
    view, _, surface = table
    territory = view.world.territories["Mongolia"]
    x, y = view.to_screen(territory.label_at)
    colour = surface.get_at((x, y + 16))[:3]  # just under the label

    def distance(a: tuple[int, ...], b: tuple[int, ...]) -> int:
        return sum(abs(p - q) for p, q in zip(a, b, strict=True))

    nearest = min(CONTINENT_COLOURS, key=lambda c: distance(CONTINENT_COLOURS[c], colour))
    assert nearest == territory.continent == "Asia"
    assert distance(colour, territory_colour(territory)) < 12
    cell = next(c for c in view.world.sea if view.map_rect().collidepoint(view.to_screen(view.world.grid.center(c))))
    sea = surface.get_at(view.to_screen(view.world.grid.center(cell)))[:3]
    assert sea[2] > sea[0]  # blue


def test_hovering_a_territory_tells_what_matters_for_moving(table: Table) -> None:
    view, state, _ = table
    text = view.tooltip(state, "territory:Western Siberia")
    assert text is not None
    assert "Asia" in text and "frozen (2 MP" in text and "Port:" in text and "Airport: national" in text
    assert "Red flag" in (view.tooltip(state, "territory:Afghanistan") or "")


def test_the_wheel_zooms_around_the_mouse_and_arrows_pan(table: Table) -> None:
    view, _, _ = table
    view.set_level(1, BOARD.center)
    view.center_on(view.world.territories["DR Congo"].label_at)
    zoom = view.zoom
    where = (BOARD.centerx + 100, BOARD.centery - 50)
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0)))
    before = view.to_map(where)
    assert view.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert view.zoom > zoom
    after = view.to_map(where)
    assert abs(before[0] - after[0]) < 3 and abs(before[1] - after[1]) < 3
    offset = view.offset
    assert view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
    assert view.offset != offset
    assert view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_MINUS, mod=0, unicode=""))
    assert view.zoom == zoom


def test_the_world_wraps_east_to_west(table: Table) -> None:
    view, _, _ = table
    view.set_level(len(view.levels) - 1, BOARD.center)
    view.center_on((0.0, view.world.territories["Alaska"].label_at[1]))  # the seam in the middle of the board
    alaska = view.anchor("territory:Alaska")
    far_east = view.anchor("territory:Russian Far East")
    assert alaska is not None and far_east is not None
    assert far_east[0] < BOARD.centerx < alaska[0]
    assert view.hit(alaska) == "territory:Alaska"


def test_a_player_drags_the_headquarters_onto_japan_at_the_table() -> None:
    from scenes import app

    config = Config("competitors", (Seat("human"), Seat("human")))
    window = app.menu_app((1280, 720))
    table = app.scene_for_shot(window, "table", config, 5, 0)
    window.stack.push(table)
    window.frames(2)
    view = table.view
    seat = table.match.current_player
    source = view.anchor(f"headquarters:{seat}")
    target = view.anchor("territory:Japan")
    assert source is not None and target is not None

    def mouse(kind: int, pos: tuple[int, int], **extra: object) -> pygame.event.Event:
        return pygame.event.Event(kind, pos=pos, **extra)

    window.step([mouse(pygame.MOUSEBUTTONDOWN, source, button=1)], 1 / 60)
    window.step([mouse(pygame.MOUSEMOTION, target, rel=(1, 1), buttons=(1, 0, 0))], 1 / 60)
    window.step([mouse(pygame.MOUSEBUTTONUP, target, button=1)], 1 / 60)
    state = table.match.state
    assert state.headquarters[seat] == "Japan"
    assert state.money[seat] == 200_000


@pytest.mark.parametrize("language", ["en", "pseudo"])
@pytest.mark.parametrize(("width", "height"), [(610, 640), (1000, 980), (1450, 1290)])
def test_every_prompt_and_legend_entry_fits_in_the_tray(width: int, height: int, language: str) -> None:
    """At 1280x720 the board is about 610 pixels wide: the prompt and the legend wrap into more rows,
    none cut off, in English and in the 40% longer pseudo-language."""
    pygame.init()
    words.set_language(language)
    try:
        view = view_for(registry.get_game("competitors"), Config("competitors", (Seat("human"), Seat("human"))))
        assert isinstance(view, CompetitorsView)
        view.layout(pygame.Rect(0, 0, width, height))
        assert view.px(PROMPT_FONT) >= PROMPT_FONT * min(2, height / 640) - 1, "the tray's writing grows"
        legend_left = view.tray_token.right + 12
        size, row_height = view.px(LEGEND_FONT), view.px(LEGEND_ROW)
        places = legend_places(view.legend_room(), size)
        assert len(places) == len(legend_entries())
        for (text, _), (x, row) in zip(legend_entries(), places, strict=True):
            right = legend_left + x + 24 + font(size).size(text)[0]
            bottom = view.rect.bottom - view.tray_height + view.legend_top + 12 + row * row_height + size // 2
            assert right <= view.rect.right - 8, text
            assert bottom <= view.rect.bottom, text
        for seat, dragging in ((None, False), (0, False), (1, True)):
            lines = view.prompt_lines(seat, dragging)
            assert lines and "…" not in "".join(lines)
            assert max(font(view.px(PROMPT_FONT), True).size(line)[0] for line in lines) <= view.prompt_room(dragging)
            assert 8 + len(lines) * view.px(PROMPT_LINE) <= view.legend_top
    finally:
        words.set_language("en")


def test_a_vehicle_dragged_in_its_movement_turn_lands_on_every_lit_stop() -> None:
    """Trucks, ships and aircraft: each legal leg is a drag from the piece to its stop (a territory, a port's
    territory, a sea hex), and the table finds both ends where the view draws them."""
    from game.competitors.actions import Go, Move
    from game.core.match import Match

    pygame.init()
    game = registry.get_game("competitors")
    config = Config("competitors", (Seat("bot", "normal"), Seat("bot", "normal")))
    match = Match(game, config, 5)
    while match.state.phase != "actions":
        match.play(match.choose_bot_action())
    view = view_for(game, config)
    view.layout(BOARD)
    surface = pygame.Surface((1600, 1000))
    kinds = set()
    for vehicle in [v for v in match.state.vehicles if v.owner == match.state.turn_player][:4]:
        state = match.state.clone()
        game.apply(state, Move(state.turn_player, vehicle.id, vehicle.kind))
        view.level, view.zoomed = len(view.levels) - 1, True  # close in: every stop is its own place
        view.center_on(view.world.territories[vehicle.at].label_at)
        stops = {action.drag()[1] for action in game.legal_actions(state) if isinstance(action, Go)}
        view.highlights = stops  # lit, as while it is carried: a stop under an island's name is still the stop
        view.draw(surface, game.redact(state, state.turn_player), stops, None)
        source = f"vehicle:{vehicle.id}"
        assert view.hit(view.anchor(source)) == source
        for action in game.legal_actions(state):
            if isinstance(action, Go):
                target = action.drag()[1]
                where = view.anchor(target)
                if where and view.map_rect().collidepoint(where) and view.hit(where) != target:
                    assert view.hit(where).startswith("vehicle:"), target  # only a piece may lie over a stop
                kinds.add(vehicle.kind)
    assert kinds == {"truck", "ship", "aircraft"}


def in_movement_turn(kind: str):  # type: ignore[no-untyped-def]
    """Two humans' game after the headquarters, the first company's first `kind` of vehicle set off empty: the game,
    its config, the state and the vehicle."""
    from game.competitors.actions import Move
    from game.competitors.rules import CompetitorsGame

    pygame.init()
    game = CompetitorsGame()
    config = Config("competitors", (Seat("human"), Seat("human")))
    state = game.new_game(config, 3)
    while state.phase == "headquarters":
        game.apply(state, game.legal_actions(state)[0])
    vehicle = state.fleet(state.turn_player, kind)[0]
    game.apply(state, Move(state.turn_player, vehicle.id, vehicle.kind))
    return game, config, state, vehicle


def test_a_dragged_vehicle_shows_its_way_and_what_it_costs() -> None:
    game, config, state, truck = in_movement_turn("truck")
    view = view_for(game, config)
    view.layout(BOARD)
    view.level, view.zoomed = len(view.levels) - 1, True
    view.center_on(view.world.territories[truck.at].label_at)
    surface = pygame.Surface((1600, 1000))
    view.draw(surface, state, set(), None)
    stop = next(a.target for a in game.legal_actions(state) if getattr(a, "target", None))
    where = view.anchor(f"territory:{stop}")
    before = pygame.image.tobytes(surface, "RGB")
    view.draw_dragged(surface, state, f"vehicle:{truck.id}", where)
    assert pygame.image.tobytes(surface, "RGB") != before


def played_in(game_id: str = "competitors", players: int = 5, moves: int = 150) -> tuple[CompetitorsState, Config]:
    from game.core.match import Match

    config = Config(game_id, tuple(Seat("bot", "normal") for _ in range(players)))
    match = Match(registry.get_game(game_id), config, 5)
    while len(match.actions) < moves and not match.is_over():
        match.play(match.choose_bot_action())
    assert isinstance(match.state, CompetitorsState) and match.state.phase != "headquarters"
    return match.state, config


@pytest.mark.parametrize("size", [(610, 640), (1000, 980)])
def test_after_the_headquarters_the_world_fills_the_board_and_headquarters_stand_in_their_states_off_their_names(
    size,
) -> None:
    pygame.init()
    state, config = played_in()
    view = view_for(registry.get_game("competitors"), config)
    assert isinstance(view, CompetitorsView)
    view.layout(pygame.Rect(0, 0, *size))
    surface = pygame.Surface(size)
    view.draw(surface, state, set(), None)
    area = view.map_rect()
    assert view.maps[view.level].get_height() >= area.height, "the world as high as the board: no empty bands"
    names = view.label_boxes[view.zoom]
    shown = [home for home in state.headquarters if home in names]
    assert shown, "some headquarters state is named at this zoom"
    view.place_pieces(state)  # the headquarters are the first piece of their territory
    for home in shown:
        name = names[home].copy()
        name.center = view.to_screen(view.world.territories[home].label_at)
        radius = view.headquarters_radius()
        token = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        token.center = view.piece_spot(home)
        assert view.world.territory_at(view.to_map(token.center)) == home, f"the headquarters of {home} is outside it"
        top, bottom = view.world.territories[home].bounds[1::2]
        if (bottom - top) * view.zoom >= name.height + 4 * (radius + 1):  # room for the name and a token beside it
            assert not token.colliderect(name), f"the headquarters in {home} covers its name"


def mid_game_board() -> tuple[CompetitorsView, CompetitorsState]:
    """A 5-player game 150 moves in, on a board of the size a 1280x720 window gives it."""
    pygame.init()
    state, config = played_in()
    view = view_for(registry.get_game("competitors"), config)
    assert isinstance(view, CompetitorsView)
    view.layout(pygame.Rect(0, 0, 610, 640))
    return view, state


def test_the_latest_customs_card_and_dice_lie_in_a_corner_of_the_map_and_say_what_they_decided() -> None:
    view, state = mid_game_board()
    yellow = next(c for c in load_data().customs_cards if c.colour == "yellow")
    state.drawn = [Drawn("customs", (yellow.number,), 1), Drawn("save", (5, 3), 2)]
    surface = pygame.Surface((610, 640))
    view.draw(surface, state, set(), None)
    area = view.map_rect()
    corner = (area.right - 14, area.bottom - 14)
    assert surface.get_at(corner)[:3] == PAPER, "the box of draws sits in the map's lower right corner"
    captions = [drawn_caption(item) for item in state.drawn]
    assert "yellow" in captions[0] and yellow.title in captions[0], "the card's colour is named, not only shown"
    assert "hit" in captions[1], "a 5 is not under 3: the vehicle goes back"
    red = next(c for c in load_data().customs_cards if c.colour == "red")
    caption = drawn_caption(Drawn("customs", (red.number,), 1))
    assert caption.startswith("Customs card of Player 2") and caption.endswith("the delivery fails."), caption
    state.drawn = []
    view.draw(surface, state, set(), None)
    assert surface.get_at(corner)[:3] != PAPER, "nothing drawn yet: no box"


def test_the_victory_point_track_puts_each_token_in_the_box_of_its_points() -> None:
    view, state = mid_game_board()
    state.points = [0, 3, 3, 3, 3]
    surface = pygame.Surface((610, 640))
    view.draw(surface, state, set(), None)
    tray_bottom = view.rect.bottom - 4
    colours = {seat: seat_colour(seat) for seat in range(5)}

    def seats_in(x0: int, x1: int) -> set[int]:
        found = set()
        for x in range(x0, x1):
            for y in range(tray_bottom - view.px(TRACK_ROW), tray_bottom):
                pixel = tuple(surface.get_at((x, y)))[:3]
                found |= {seat for seat, colour in colours.items() if pixel == colour}
        return found

    width = view.rect.width
    assert seats_in(0, width // 4) == {0}, "the company with no points stands at the start"
    assert seats_in(width // 4, width // 2) == {1, 2, 3, 4}, "four companies share the box of 3, every one shown"
    assert seats_in(width // 2, width) == set()


def test_a_signed_contract_row_says_the_turns_it_allows_and_the_turn_its_delivery_is_in() -> None:
    from game.competitors.state import Delivery, Signed

    view, state = mid_game_board()
    truck = state.fleet(0, "truck")[0]
    card = next(c for c in load_data().contract_cards if c.kind == "normal")
    state.signed = [Signed(0, card.number, "Italy", "Spain", truck.id, extra_turns=1)]
    row = view.side_panel_lines(state, 0)[-1]
    assert row.startswith("Italy - ") and row.endswith(f", {card.turns + 1} movement turns")
    state.delivery = Delivery(card.number, 2, card.turns + 1)
    assert view.side_panel_lines(state, 0)[-1].endswith(f", movement turn 2 of {card.turns + 1}")
    hidden = Signed(0, -truck.id, "Italy", "Spain", truck.id)
    state.signed, state.delivery = [hidden], None
    assert view.side_panel_lines(state, 0)[-1].endswith(f"by truck {truck.id}"), "a face-down card: no time shown"


def test_every_company_s_money_shows_with_five_seats_at_the_smallest_window():
    """With five seats only a line a player fits in the players' panel at 1280x720: it is their money (it was
    their headquarters, so no company's money was seen anywhere); the row's score is their victory points."""
    from game.core.match import Match

    config = Config("competitors", (Seat("human"), *(Seat("bot", "easy") for _ in range(4))))
    match = Match(registry.get_game("competitors"), config, 3)
    for _ in range(30):
        match.play(match.choose_bot_action())
    table = human_table(match)
    lines = table.panels.player_lines(table.panels.players_room())
    for seat, shown in enumerate(lines):
        money = words.tr("Money: {amount}", amount=Money(match.state.money[seat]))
        assert money in shown, (seat, shown)


def test_a_human_sees_their_own_cards_face_up_and_no_other_company_s() -> None:
    """The seat at the table finds each of its territory and contract cards in the hand strip, each a thing
    whose tooltip names it; another seat's cards are nowhere (the view only has their backs), and a spectator
    sees no hand at all."""
    from game.competitors.actions import contract_label
    from game.competitors.rules import territory_of

    pygame.init()
    game = registry.get_game("competitors")
    state, config = played_in(players=2, moves=40)
    view = view_for(game, config)
    assert isinstance(view, CompetitorsView)
    view.layout(pygame.Rect(0, 0, 900, 650))  # the board of a 1280x720 window
    surface = pygame.Surface((900, 650))
    seat, other = 0, 1
    view.seat = seat
    seen = game.redact(state, seat)
    view.draw(surface, seen, set(), None)
    hand = view.hand_rect()
    assert hand.bottom <= view.rect.bottom - view.tray_height and hand.top >= view.map_rect().bottom
    cards = {f"hand:territory:{c}": words.tr(place(territory_of(c))) for c in state.territory_hands[seat]}
    cards |= {f"hand:contract:{c}": words.tr(contract_label(c)) for c in state.contract_hands[seat]}
    assert cards
    shown = [name for name in cards if name in view.shapes]
    more = view.shapes.get("hand:more")
    assert len(shown) == len(cards) or more is not None, "every card is in the strip or counted on its last card"
    for name in shown:
        assert hand.contains(view.shapes[name]), name
        assert view.hit(view.anchor(name)) == name, f"{name} is covered"
        assert cards[name] in (view.tooltip(seen, name) or ""), name
    if more is not None:
        assert all(
            words.tr(place(territory_of(int(n.rpartition(":")[2])))) in (view.tooltip(seen, "hand:more") or "")
            for n in cards
            if n not in shown and n.startswith("hand:territory:")
        )
    theirs = {f"hand:territory:{c}" for c in state.territory_hands[other]} - set(cards)
    theirs |= {f"hand:contract:{c}" for c in state.contract_hands[other]}
    assert theirs and not theirs & set(view.shapes), "another company's cards are not on this seat's table"
    view.seat = None
    view.draw(surface, game.redact(state, None), set(), None)
    assert not [name for name in view.shapes if name.startswith("hand:")], "a spectator sees no hand"


def test_hovering_a_card_of_the_hand_at_the_table_says_what_it_is() -> None:
    """Through the real table at 1280x720, one human and a bot: the mouse over a contract card of the hand brings its
    tooltip (its goods, reward and time limit), over a territory card its name."""
    from game.competitors.actions import contract_label
    from game.core.match import Match

    config = Config("competitors", (Seat("human"), Seat("bot", "easy")))
    match = Match(registry.get_game("competitors"), config, 3)
    while match.state.phase == "headquarters":
        match.play(match.choose_bot_action())
    table = human_table(match)
    contract = match.state.contract_hands[0][0]
    territory = match.state.territory_hands[0][0]
    for name, words_ in (
        (f"hand:contract:{contract}", words.tr(contract_label(contract))),
        (f"hand:territory:{territory}", "Territory card:"),
    ):
        where = table.view.anchor(name)
        assert where is not None, name
        event = pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(1, 1), buttons=(0, 0, 0))
        table.app.step([event], 1 / 60)
        assert table.input.hover == name
        assert words_ in (table.input.tip or ""), table.input.tip


def test_a_hand_longer_than_its_rows_ends_with_a_card_naming_the_rest() -> None:
    """Twenty territory and ten contract cards on the narrowest board: none is drawn beyond the strip, and the last
    card says how many more there are and names each of them in its tooltip."""
    from game.competitors.actions import contract_label
    from game.competitors.rules import territory_of

    view, state = mid_game_board()
    view.seat = 0
    state.territory_hands[0] = list(range(1, 21))
    state.contract_hands[0] = list(range(1, 11))
    view.draw(pygame.Surface((610, 640)), state, set(), None)
    hand = view.hand_rect()
    shown = {name for name in view.shapes if name.startswith("hand:")}
    assert "hand:more" in shown and all(hand.contains(view.shapes[name]) for name in shown)
    tip = view.tooltip(state, "hand:more") or ""
    left_out = [f"hand:territory:{c}" for c in range(1, 21)] + [f"hand:contract:{c}" for c in range(1, 11)]
    left_out = [name for name in left_out if name not in shown]
    name, face, _ = view.hand_places(view.hand_cards(state))[-1]
    assert left_out and name == "hand:more" and str(len(left_out)) in face, face
    for name in left_out:
        number = int(name.rpartition(":")[2])
        text = words.tr(place(territory_of(number))) if "territory" in name else words.tr(contract_label(number))
        assert text.split(" (")[0] in tip, name


def human_table(match):
    """The real table of `match`, looked at by the human at seat 0, in a 1280x720 window."""
    from scenes.table.scene import TableScene
    from tests.ui import frames, open_menu

    app = open_menu()
    app.open_table(match, at_table=0)
    frames(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table


def test_an_aircraft_dragged_off_the_map_keeps_its_ruler_on_the_map() -> None:
    """The rings of a dragged aircraft's ruler never spill over the panels beside the map (only the aircraft itself
    follows the pointer there)."""
    game, config, state, aircraft = in_movement_turn("aircraft")
    view = view_for(game, config)
    view.layout(BOARD)
    area = view.map_rect()
    view.zoomed = True
    view.center_on(view.vehicle_point(aircraft, state), (area.right - 30, area.centery))  # its rings reach past it
    surface = pygame.Surface((1600, 1000))
    view.draw(surface, state, set(), None)
    start = view.to_screen(view.vehicle_point(aircraft, state))
    pointer = (area.right + 150, start[1])
    before = pygame.image.tobytes(surface, "RGB")
    view.draw_dragged(surface, state, f"vehicle:{aircraft.id}", pointer)
    after = pygame.image.tobytes(surface, "RGB")
    piece = pygame.Rect(0, 0, 4 * view.vehicle_radius(), 4 * view.vehicle_radius())
    piece.center = pointer
    width = surface.get_width()
    spilled = [
        (x, y)
        for y in range(0, surface.get_height(), 2)
        for x in range(area.right, width, 2)
        if after[3 * (y * width + x) : 3 * (y * width + x) + 3] != before[3 * (y * width + x) : 3 * (y * width + x) + 3]
        and not piece.collidepoint(x, y)
    ]
    assert not spilled, f"the ruler is drawn beside the map, at {spilled[:3]}"


def test_a_truck_taken_up_by_a_click_brings_the_states_it_may_reach_into_sight_large_enough_to_click() -> None:
    """At the world's zoom Europe's states are a few pixels; a truck there taken up by a click (not dragged) zooms
    the map in as far as keeps every state it may go to in sight."""
    from game.competitors.actions import ChooseHeadquarters, Move
    from tests.test_table import finish_thinking
    from tests.ui import frames, mouse, open_menu

    app = open_menu()
    app.settings.animation_speed = "instant"
    app.start_game(Config("competitors", (Seat("human", name="Anna"), Seat("bot", "easy"))), 2)
    frames(app)
    table = app.stack.scenes[1]
    while table.match.state.phase == "headquarters":
        if table.match.current_player == 0:
            table.play_human(ChooseHeadquarters(0, "Germany"))
        finish_thinking(app, table)
    while table.match.current_player != 0:
        finish_thinking(app, table)
    truck = next(v for v in table.match.state.fleet(0, "truck") if v.at == "Germany")
    table.play_human(Move(0, truck.id, truck.kind))
    app.frames(3)
    view = table.view
    assert isinstance(view, CompetitorsView)
    world, world_zoom = view.level, view.zoom
    source = f"vehicle:{truck.id}"
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        mouse(app, kind, view.anchor(source))
    assert table.input.selected == source
    app.frames(2)
    assert view.level > world, "the map stayed at the world's zoom"
    area = view.map_rect()
    states = [
        view.world.territories[t.removeprefix("territory:")]
        for t in table.input.highlights()
        if t.startswith("territory:")
    ]
    assert states
    assert view.zoom >= 1.5 * world_zoom, "the map zoomed in too little to tell Europe's states apart"
    for state in states:
        assert area.collidepoint(view.to_screen(state.label_at)), f"{state.name} is out of sight"


def test_the_cards_and_dice_drawn_lie_clear_of_the_continents_names() -> None:
    """At the whole world's zoom the sea below the world names the continents; the customs card just drawn lay over
    the last of them ("A…" for Asia)."""
    from game.core.match import Match

    pygame.init()
    config = Config("competitors", (Seat("bot", "normal"), Seat("bot", "normal")))
    match = Match(registry.get_game("competitors"), config, 5)
    while not match.state.drawn:
        match.play(match.choose_bot_action())
    view = view_for(registry.get_game("competitors"), config)
    assert isinstance(view, CompetitorsView)
    view.layout(pygame.Rect(0, 0, 900, 800))
    view.set_level(0, view.map_rect().center)  # the whole world: sea above and below it
    surface = pygame.Surface((900, 800))
    view.draw(surface, match.state, set(), None)
    key = view.continent_key
    assert key.width and key.height, "no continent key at the whole world's zoom"
    papers = [
        (x, y)
        for x in range(key.left, key.right, 2)
        for y in range(key.top, key.bottom, 2)
        if surface.get_at((x, y))[:3] == PAPER
    ]
    assert not papers, f"the drawn cards lie over the continents' names at {papers[:3]}"


def test_a_special_card_and_a_branch_say_what_they_are_where_they_lie():
    """Newcomers guessed what Express courier does and what a base is: a special card's tooltip says its effect
    with the data's figures, and a territory with a branch says whose branch it is."""
    game = registry.get_game("competitors")
    state, config = played_in(players=2, moves=40)
    view = view_for(game, config)
    assert isinstance(view, CompetitorsView)
    view.seat = 0
    state.contract_hands[0] += [114, 115]  # Insurance, Express courier
    branch = next(t for t in ("Egypt", "Japan", "Brazil") if state.influence_of(t) is None)
    state.branches[1].append(branch)
    seen = game.redact(state, 0)
    courier = view.tooltip(seen, "hand:contract:115") or ""
    assert "Express courier" in courier and "its time limit grows by 1 movement turn" in courier
    insurance = view.tooltip(seen, "hand:contract:114") or ""
    assert words.tr("the bank then pays you {amount}", amount=Money(20000)) in insurance
    assert f"Branch of {config.seats[1].name or 'Player 2'}" in (view.tooltip(seen, f"territory:{branch}") or "")
    card = next(c for c in state.territory_hands[0])
    assert "open a branch there for 100,000, which uses the card up" in (
        view.tooltip(seen, f"hand:territory:{card}") or ""
    ), "what a branch is and costs is said on the card that opens it"
    struck = state.fleet(1)[0]
    struck.lost_turns = 1
    assert (view.tooltip(game.redact(state, 0), f"vehicle:{struck.id}") or "").endswith(
        "It sits out its next movement turn."
    )
    state.danger = Danger(5, 5)  # a Siberian blizzard: what it does is said where it is
    blizzard = view.tooltip(game.redact(state, 0), "territory:Western Siberia") or ""
    assert "Siberian blizzard: Every truck and aircraft there rolls the 6-sided die: under 4 it is safe" in blizzard


def test_a_truck_dragged_with_goods_counts_the_customs_cards_on_its_way(monkeypatch) -> None:
    """Three of a newcomer's four deliveries failed at customs, and nothing said which way drew cards: a truck
    with goods, dragged over a stop, says how many customs cards the way there draws."""
    import sprites.competitors as sprites_competitors
    from game.competitors.rules import CompetitorsGame
    from game.core.match import Match

    pygame.init()
    game = registry.get_game("competitors")
    assert isinstance(game, CompetitorsGame)
    config = Config("competitors", (Seat("bot", "normal"), Seat("bot", "normal")))
    match = Match(game, config, 11)
    found = None
    while found is None and not match.is_over():
        match.play(match.choose_bot_action())
        state = match.state
        if state.movement is None or state.delivery is None:
            continue
        truck = state.vehicle(state.movement.vehicle)
        if truck.kind != "truck" or truck.aboard is not None or not game.goods(state, truck):
            continue
        routes = game.routes(state, truck, state.movement.points)
        found = next(((truck, route) for route in routes.values() if any(step.customs for step in route.steps)), None)
    assert found is not None, "a bots' game has a truck with goods before a customs border"
    truck, route = found
    view = view_for(game, config)
    view.layout(BOARD)
    surface = pygame.Surface((1600, 1000))
    view.draw(surface, state, set(), None)
    said: list[str] = []
    real = sprites_competitors.text_image
    monkeypatch.setattr(sprites_competitors, "text_image", lambda text, *rest: said.append(text) or real(text, *rest))
    view.draw_dragged(surface, state, f"vehicle:{truck.id}", view.anchor(f"territory:{route.target}"))
    count = sum(step.customs for step in route.steps)
    assert any(text.endswith(f"· {count} customs card" + ("s" if count > 1 else "")) for text in said), said


def test_a_vehicle_clicked_twice_sets_off_though_the_map_zooms_in_between() -> None:
    """A newcomer clicked a vehicle twice to set it off: the first click zoomed the map onto where it may go, the
    vehicle moved away from the pointer and the second click fell on another state. The zoom now keeps the clicked
    vehicle under the pointer."""
    from game.competitors.actions import Move
    from game.core.match import Match
    from scenes.app import menu_app
    from scenes.table import TableScene
    from tests.ui import click, frames

    game = registry.get_game("competitors")
    match = Match(game, Config("competitors", (Seat("human"), Seat("bot", "easy"))), 3)
    while not (match.current_player == 0 and any(isinstance(a, Move) for a in match.legal_actions())):
        match.play(match.choose_bot_action())
    app = menu_app((1280, 720))
    app.open_table(match, at_table=0)
    table = app.stack.top
    assert isinstance(table, TableScene)
    table.controller.bots_paused = True
    frames(app)
    move = next(  # a vehicle the pointer finds on its spot (not under another of a pile)
        a
        for a in match.legal_actions()
        if isinstance(a, Move)
        and a.drag()
        and table.view.hit(table.view.anchor(f"vehicle:{a.vehicle}")) == f"vehicle:{a.vehicle}"
    )
    vehicle = f"vehicle:{move.vehicle}"
    at = table.view.anchor(vehicle)
    assert at is not None
    played = len(match.actions)
    click(app, at)
    frames(app)
    assert table.input.selected == vehicle
    now = table.view.anchor(vehicle)
    assert now is not None and abs(now[0] - at[0]) <= 3 and abs(now[1] - at[1]) <= 3, (at, now)
    click(app, at)  # where the player clicked the first time
    assert match.actions[played:] == [move]


def test_a_territory_s_written_name_is_that_territory_under_the_pointer() -> None:
    """A newcomer clicked "Japan", written on the sea beside its islands, and got the sea: a name the map writes on
    the sea is its territory to click, hover or drop on."""
    pygame.init()
    state, config = played_in(players=2, moves=10)
    view = view_for(registry.get_game("competitors"), config)
    assert isinstance(view, CompetitorsView)
    view.layout(pygame.Rect(0, 0, 900, 650))
    view.draw(pygame.Surface((900, 650)), state, set(), None)
    area = view.map_rect()
    shown = {name: view.screen_box(box) for name, box in view.label_boxes[view.zoom].items()}
    shown = {name: box for name, box in shown.items() if area.contains(box)}
    at_sea = 0
    for name, box in shown.items():
        for point in (box.center, (box.left + 3, box.centery), (box.right - 3, box.centery)):  # the whole name
            if view.world.territory_at(view.to_map(point)) is None:  # written on the sea
                at_sea += 1
                assert view.hit(point) == f"territory:{name}", (name, point)
    assert at_sea, "some names run over the sea"
