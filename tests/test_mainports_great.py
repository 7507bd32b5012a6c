"""Ports of Europe: Mainports on the Great Europe side: the map, its cards, and sailing at sea."""

from collections import Counter

import pytest

from game.core.protocol import Config, Seat
from game.mainports.actions import (
    BuyFuel,
    FreeFuel,
    KeepContract,
    KeepDone,
    RefreshFuel,
    Sail,
    StartFuelDone,
    StartShip,
)
from game.mainports.board import load_board, space_position
from game.mainports.bots import fuel_market, navigate
from game.mainports.rules import MainportsGame
from game.mainports.state import SEA_CARD, Ship, card_steps, is_sea_card
from words import Words

GAME = MainportsGame()
ENGLISH = Words("en", ["Ann", "Ben", "Cleo", "Dan"])
SEA = {steps: SEA_CARD + steps for steps in (2, 3, 4)}


def config(players=2):
    return Config("mainports", tuple(Seat("bot", "easy") for _ in range(players)), {"board": "great"})


def after_setup(players=2, seed=1):
    state = GAME.new_game(config(players), seed)
    while state.flow.current is not None:
        kind = state.flow.current.kind
        wanted = {
            "setup_contracts": KeepContract if not state.players[state.current_player].contracts else KeepDone,
            "setup_port": StartShip,
            "setup_fuel": StartFuelDone,
        }[kind]
        GAME.apply(state, next(a for a in GAME.legal_actions(state) if isinstance(a, wanted)))
    return state


def at_sea(positions, fuel, cargo=True, seed=1):
    """The current player navigating with ships at `positions` (loaded unless `cargo` is False)."""
    state = after_setup(2, seed)
    seat = state.current_player
    state.players[seat].ships = [Ship(p) for p in positions]
    state.players[1 - seat].ships = []
    for ship in state.players[seat].ships:
        ship.cargo = [state.players[seat].contracts[0]] if cargo else []
    state.players[seat].fuel = sorted(fuel)
    state.players[seat].money = 500000
    state.treasuries = {}
    state.phase = "navigate"
    return state, seat


def sails(state, card=None):
    return {a.place: a for a in GAME.legal_actions(state) if isinstance(a, Sail) and card in (None, a.card)}


def test_the_great_side_has_its_own_map_cards_and_sea_sections():
    cards = GAME.cards(after_setup())
    assert len(cards.contracts) == 35 and len(cards.mainports) == 8
    assert sum(cards.sea_counts.values()) == 12
    board = load_board("mainports_great.tmx")
    assert {"Atlantic Ocean", "North Sea", "Baltic Sea"} <= set(board.seas)
    assert {"London", "Barcelona", "Bilbao"} <= set(board.sea_ports)
    assert not board.touching["London"], "London is reached by sea only"
    assert board.distance("Barcelona", "Bilbao") == 2, "the rulebook's two fuel units to cross the river"


def test_each_player_is_offered_one_sea_card_and_the_rest_join_the_fuel_deck():
    for players, land in ((2, 4), (4, 2)):
        state = GAME.new_game(config(players), 3)
        for player in state.players:
            kinds = Counter(map(is_sea_card, player.offer_fuel))
            assert kinds == {True: 1, False: land}
        cards = GAME.cards(state)
        in_play = state.fuel_deck + state.fuel_display + [c for p in state.players for c in p.offer_fuel]
        assert Counter(in_play) == Counter(cards.fuel_counts) + Counter(cards.sea_counts)


def test_bilbao_to_london_costs_three_sea_steps():
    # Leave Bilbao into the Atlantic, cross into the North Sea, enter London.
    state, _seat = at_sea(["port:Bilbao"], [SEA[3]])
    assert "port:London" in sails(state)
    state, _seat = at_sea(["port:Bilbao"], [SEA[2]])
    reachable = sails(state)
    assert "port:London" not in reachable and "sea:North Sea" in reachable, "a sea card is sailed in full"
    assert "port:Bordeaux" in reachable, "entering a port may end the voyage early"


def test_a_ship_goes_to_sea_only_from_a_seaport_with_a_sea_card():
    state, _seat = at_sea(["port:Toulouse"], [SEA[4], 2])
    assert not any(is_sea_card(a.card) for a in sails(state).values()), "Toulouse is no seaport"
    state, _seat = at_sea(["port:Bilbao"], [4])
    assert not any(p.startswith("sea:") for p in sails(state)), "fuel cards sail the rivers only"
    state, seat = at_sea(["sea:Atlantic Ocean"], [4, SEA[2]])
    assert {a.card for a in sails(state).values()} == {SEA[2]}, "at sea only a sea card moves the ship"
    GAME.apply(state, sails(state)["port:London"])
    assert state.players[seat].ships[0].position == "port:London"


def test_empty_ships_and_increased_power_take_a_step_more_at_sea():
    state, _seat = at_sea(["port:Bilbao"], [SEA[2]], cargo=False)
    assert "port:London" in sails(state)
    state, seat = at_sea(["port:Bilbao"], [SEA[2]])
    index = next(t.index for t in GAME.cards(state).technology if t.card == "increased_power")
    state.players[seat].tech.append(index)
    assert "port:London" in sails(state)


def test_ships_share_a_sea_section_and_pay_the_fee_of_a_mainport_they_enter():
    state, seat = at_sea(["port:Bilbao", "sea:North Sea"], [SEA[2], SEA[3]])
    state.treasuries = {"London": 0}
    assert "sea:North Sea" in sails(state, SEA[2]), "a sea section holds any number of ships"
    money = state.players[seat].money
    GAME.apply(state, sails(state, SEA[3])["port:London"])
    assert state.players[seat].money == money - 10000 and state.treasuries == {"London": 10000}


def test_sea_moves_read_as_sea_cards():
    state, _seat = at_sea(["port:Bilbao"], [SEA[3]])
    labels = [ENGLISH(a.label()) for a in GAME.legal_actions(state) if isinstance(a, Sail)]
    assert "Ship 1: Bilbao to London, fuel sea 3" in labels
    assert "Ship 1: Bilbao to North Sea, fuel sea 3" not in labels  # 3 steps reach the Baltic or a port
    assert len(set(labels)) == len(labels)


@pytest.mark.parametrize("display", [[SEA[2], 3, 2, 4, SEA[3]], [SEA[2], 3, 4, 4, SEA[3]]])
def test_the_free_card_is_the_fewest_steps_a_fuel_card_before_a_sea_card(display):
    state = after_setup()
    state.phase = "fuel"
    state.taken, state.refreshed = 0, False
    state.fuel_display = list(display)
    free = next(a for a in GAME.legal_actions(state) if isinstance(a, FreeFuel))
    assert free.card == min(display, key=lambda card: (card_steps(card), card))
    assert (free.card == 2) == (2 in display)


def test_a_ship_heading_for_a_seaport_counts_the_stop_there_before_going_on_by_sea():
    board = load_board("mainports_great.tmx")
    vistula = next(fw for fw in board.fairways if {fw.a, fw.b} == {"Bydgoszcz", "Gdańsk"})
    near_gdansk = space_position(
        vistula, vistula.spaces - 1 if vistula.b == "Gdańsk" else 0, "+" if vistula.b == "Gdańsk" else "-"
    )
    assert board.steps_to_ahead(near_gdansk) == 1
    # Into Gdańsk, out into the Baltic, into Stockholm: a sea voyage starts from a port the ship stopped in.
    assert board.distance_from(near_gdansk, "Stockholm") == 3
    state, seat = at_sea([near_gdansk], [2, SEA[3]], cargo=False)
    state.players[seat].contracts = [next(c.id for c in GAME.cards(state).contracts.values() if c.load == "Stockholm")]
    assert navigate(GAME, state, seat, GAME.legal_actions(state)).place == "port:Gdańsk"


def test_a_bot_whose_sea_card_is_too_small_for_its_voyage_buys_a_bigger_one():
    # A loaded ship in Bilbao bound for London (3 sea steps) with only a sea 2 card: it would stop at sea.
    state, seat = at_sea(["port:Bilbao"], [2, 3, SEA[2]])
    player = state.players[seat]
    london = next(c for c in GAME.cards(state).contracts.values() if c.deliver == "London")
    player.contracts, player.ships[0].cargo = [london.id], [london.id]
    assert not any(isinstance(a, Sail) and a.place == "port:London" for a in GAME.legal_actions(state))
    state.phase, state.taken, state.refreshed = "fuel", 0, False
    state.fuel_display = [4, 4, 3, SEA[3], SEA[2]]
    bought = fuel_market(GAME, state, seat, GAME.legal_actions(state))
    assert isinstance(bought, BuyFuel) and bought.card == SEA[3]


def test_a_bot_whose_ship_waits_at_sea_refreshes_a_market_without_sea_cards():
    # The last cargoes at sea and no sea card in hand nor in the market: bots went back to such a market turn after
    # turn, buying fuel cards, and the game ran to the round limit one or two deliveries short.
    state, seat = at_sea(["sea:North Sea"], [2, 3, 4])
    player = state.players[seat]
    london = next(c for c in GAME.cards(state).contracts.values() if c.deliver == "London")
    player.contracts, player.ships[0].cargo = [london.id], [london.id]
    state.phase, state.taken, state.refreshed = "fuel", 0, False
    state.fuel_display = [4, 4, 3, 2, 1]
    assert isinstance(fuel_market(GAME, state, seat, GAME.legal_actions(state)), RefreshFuel)
    GAME.apply(state, RefreshFuel())
    state.fuel_display = [4, 4, 3, SEA[2], 1]
    bought = fuel_market(GAME, state, seat, GAME.legal_actions(state))
    assert isinstance(bought, BuyFuel) and bought.card == SEA[2]
