"""The ITC table: every drag a player may make can be made on screen, and hidden hands stay hidden."""

import pygame
import pytest

from game import registry
from game.core.match import Match
from game.core.messages import Money
from game.core.protocol import Config, Seat
from game.core.rng import Rng
from game.itc.actions import Deliver, Move, Place
from game.itc.board import GREY, board, components
from scenes.table import TableScene
from sprites import itc as itc_sprites
from sprites.itc import ItcView
from sprites.views import view_for
from sprites.widgets import LEAST_TEXT, font
from tests.ui import drag, drag_kinds_of_a_random_game, frames, open_menu
from words import tr, trn

GAME = registry.get_game("itc")
SIZES = [(610, 640), (1080, 1000)]
"""The board's room on the table at 1280x720 and at 1920x1080."""


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


@pytest.mark.parametrize("players", [2, 4])
def test_every_legal_drag_can_be_made_on_the_board(players):
    config = Config("itc", tuple(Seat("bot", "easy") for _ in range(players)))
    view = view_for(GAME, config)
    assert isinstance(view, ItcView)
    match = Match(GAME, config, players)
    rng = Rng(players)
    kinds, _ = drag_kinds_of_a_random_game(GAME, view, match, rng, SIZES, 700, 40)
    assert {"PlaceStone", "ChooseDice", "Place", "Move", "Leave", "Deliver", "DrawTransport"} <= kinds


def test_other_hands_are_drawn_as_backs_only():
    config = Config("itc", (Seat("human"), Seat("bot", "easy")))
    view = view_for(GAME, config)
    match = Match(GAME, config, 3)
    while match.state.phase == "setup":
        match.play(match.legal_actions()[0])
    surface = pygame.Surface((1080, 1000))
    view.layout(pygame.Rect(0, 0, 1080, 1000))
    view.seat = 0
    view.draw(surface, GAME.redact(match.state, 0), set(), None)
    mine = {name for name in view.shapes if name.startswith("hand:")}
    assert mine == {f"hand:{card}" for card in match.state.transports[0]}
    assert not any(card in name for card in match.state.transports[1] for name in view.shapes)


def drawn_table(monkeypatch, size: tuple[int, int]) -> tuple[ItcView, Match, list[str]]:
    """A 2-player table after the set-up, drawn for seat 0 in a board room of `size`: the view, the match and
    every text written whole on it."""
    config = Config("itc", (Seat("human"), Seat("bot", "easy")))
    view = view_for(GAME, config)
    assert isinstance(view, ItcView)
    match = Match(GAME, config, 3)
    while match.state.phase == "setup":
        match.play(match.legal_actions()[0])
    written: list[str] = []
    draw_whole = itc_sprites.draw_whole
    monkeypatch.setattr(
        itc_sprites,
        "draw_whole",
        lambda surface, text, *args, **options: written.append(text) or draw_whole(surface, text, *args, **options),
    )
    view.layout(pygame.Rect(0, 0, *size))
    view.seat = 0
    view.draw(pygame.Surface(size), GAME.redact(match.state, 0), set(), None)
    return view, match, written


@pytest.mark.parametrize("size", SIZES)
def test_a_transport_card_in_hand_shows_what_it_earns_on_each_route(monkeypatch, size):
    """As the printed card does: per route its profit and its profit when robbed, in hundreds."""
    _, match, written = drawn_table(monkeypatch, size)
    assert match.state.transports[0], "the set-up deals transport cards"
    for card in match.state.transports[0]:
        transport = components().transports[card]
        for route in transport.routes:
            profit = sum(part.profits[route][0] for part in transport.parts) // 100
            robbed = sum(part.profits[route][1] for part in transport.parts) // 100
            assert f"{profit} / {robbed}" in written, (card, route)


@pytest.mark.parametrize("size", SIZES)
def test_every_continent_draws_its_goods_fields_as_large(monkeypatch, size):
    view, _, _ = drawn_table(monkeypatch, size)
    sides = {name.split(":")[1]: box.width for name, box in view.shapes.items() if name.startswith("good:")}
    sides.pop(GREY, None)
    assert min(sides.values()) >= 0.9 * max(sides.values()), sides


def test_markers_of_close_profits_on_the_track_all_show(monkeypatch):
    view, match, _ = drawn_table(monkeypatch, SIZES[0])
    state = GAME.redact(match.state, 0)
    state.profit = [40_000, 40_000]
    markers: list[tuple[int, tuple[int, int], int]] = []
    monkeypatch.setattr(
        itc_sprites, "draw_seat_marker", lambda surface, seat, at, radius: markers.append((seat, at, radius))
    )
    view.draw_track(pygame.Surface(SIZES[0]), state)
    (_, first, radius), (_, second, _) = markers
    assert abs(first[0] - second[0]) >= 2 * radius, "two seats at the same profit are both seen"


@pytest.mark.parametrize("size", SIZES)
def test_every_route_shows_its_exit_arrow(monkeypatch, size):
    """The trucks' short exit had a label and no arrow: every route shows where its cards leave the board."""
    view, _, _ = drawn_table(monkeypatch, size)
    assert set(view.exits) == set(view.board.routes)
    for name, (x, y) in view.exits.items():
        assert view.static[f"exit:{name}"].collidepoint(x, y), name


def test_an_action_card_for_one_says_so_in_the_singular():
    """Overtime's face read "+1 action points this turn"."""
    ones = {kind: card.effect for kind, card in components().actions.items() if card.amount == 1}
    assert "points" in ones.values()
    for kind in ones:
        text = tr(itc_sprites.effect_text(kind))
        assert "1 action points" not in text and "1 transport cards" not in text, f"{kind}: {text}"
    overtime = next(kind for kind, effect in ones.items() if effect == "points")
    assert tr(itc_sprites.effect_text(overtime)) == "+1 action point this turn"


def seat_0_may(wanted) -> Match:
    """A two-seat game (seed 8, a human at seat 0 against the easy bot) played at random until seat 0 may make one
    of the moves `wanted` picks from its legal moves."""
    match = Match(registry.get_game("itc"), Config("itc", (Seat("human"), Seat("bot", "easy"))), 8)
    rng = Rng(8)
    while not (match.current_player == 0 and wanted(match.legal_actions())):
        match.play(rng.choice(match.legal_actions()))
    return match


def at_the_table(match: Match):
    app = open_menu()
    app.open_table(match, at_table=0)
    frames(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return app, table


def megas(legal):
    return [a for a in legal if isinstance(a, Place | Move) and components().transports[a.card].cards == 2]


def single_places(legal):
    return [a for a in legal if isinstance(a, Place) and components().transports[a.card].cards == 1]


def test_a_mega_transport_lands_when_dropped_on_either_field_it_will_cover():
    """A mega transport is drawn over two fields, and carried centred on the pointer: let go with its left half over
    a place it may go, its right half over the field beside, it goes there (it was refused: "A card moves one row
    up...")."""
    match = seat_0_may(megas)
    app, table = at_the_table(match)
    move = megas(match.legal_actions())[0]
    source, target = move.drag()
    _, route, row, column = target.split(":")
    beside = table.view.fields[(route, int(row), int(column) + 1)]
    played = len(match.actions)
    drag(app, table.view.anchor(source), (beside.centerx - beside.width // 4, beside.centery))  # its right half
    assert match.actions[played : played + 1] == [move], table.message


def test_a_card_let_go_in_the_gap_beside_a_field_it_may_go_to_lands_there():
    """Fields are drawn a few pixels apart: a card let go just right of a lit field lands on it (it was refused:
    "That cannot go there now.")."""
    match = seat_0_may(single_places)
    app, table = at_the_table(match)
    move = single_places(match.legal_actions())[0]
    source, target = move.drag()
    field = table.view.shapes[target]
    assert isinstance(field, pygame.Rect)
    played = len(match.actions)
    drag(app, table.view.anchor(source), (field.right, field.centery))  # the first pixel of the gap
    assert match.actions[played : played + 1] == [move], table.message


def test_an_arrival_held_over_a_continent_says_what_unloading_there_brings():
    """Before letting an arrived transport go over a continent, the note beside the pointer says how many goods fit,
    how many go to the grey market and the profit, as unloading there then gives (a player unloaded where nothing
    fit and earned 0 without being told)."""
    game = registry.get_game("itc")
    match = seat_0_may(lambda legal: any(isinstance(a, Deliver) for a in legal))
    view = view_for(game, match.config)
    seen = game.redact(match.state, 0)
    for action in [a for a in match.legal_actions() if isinstance(a, Deliver) and not a.give_up]:
        said = view.landing(seen, action)
        after = match.state.clone()
        before = after.profit[0]
        game.apply(after, action)
        lying = sum(after.goods[action.where].values()) - sum(match.state.goods[action.where].values())
        assert tr("You earn {amount}.", amount=Money(after.profit[0] - before)) in said, said
        if action.where != GREY:
            assert trn("{count} good fits there.", "{count} goods fit there.", count=lying) in said, said


def test_a_neutral_card_names_its_continent_whole_or_by_an_abbreviation_never_cut():
    """Neutral cards on the routes read "Nor" and "Sou" (a name cut to three letters): now the whole name where it
    fits on the card, else an abbreviation ("N. Am.")."""
    pygame.font.init()
    width = 40  # a card on a route's field at 1280x720, less its margins
    heads = {place: itc_sprites.neutral_head(place, LEAST_TEXT, width) for place in board().continents}
    for place, head in heads.items():
        assert head == tr(itc_sprites.place_name(place)) or head.endswith("."), head
        assert font(LEAST_TEXT, True).size(head)[0] <= width, head
    assert heads["North America"] != heads["South America"]


@pytest.mark.parametrize("size", SIZES)
def test_the_grey_market_counts_two_digits_whole_beside_their_squares(monkeypatch, size):
    """A newcomer read "×1" for 10 white goods on the grey market: each count is written whole, clear of the next
    column's square and of the market's edge."""
    view, match, _ = drawn_table(monkeypatch, size)
    state = match.state
    for colour in state.goods[GREY]:
        state.goods[GREY][colour] = 11
    counts: list[pygame.Rect] = []
    draw_text = itc_sprites.draw_text

    def noted(surface, text, *args, **options):  # type: ignore[no-untyped-def]
        rect = draw_text(surface, text, *args, **options)
        if text == "×11":
            counts.append(rect)
        return rect

    monkeypatch.setattr(itc_sprites, "draw_text", noted)
    view.draw(pygame.Surface(size), GAME.redact(state, 0), set(), None)
    squares = [view.shapes[f"good:{GREY}:{colour}"] for colour in state.goods[GREY]]
    assert len(counts) == len(squares)
    market = view.shapes.get(f"place:{GREY}")
    for count in counts:
        assert not any(count.colliderect(square) for square in squares), count
        assert market is None or market.contains(count), (count, market)
