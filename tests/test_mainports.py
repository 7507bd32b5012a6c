"""Ports of Europe: Mainports — set-up, rondel, actions, events, technology cards and endings."""

from pathlib import Path

import pytest

from game.core.match import Match
from game.core.protocol import TERMINAL, Config, IllegalAction, Seat
from game.core.rng import Rng
from game.core.tiled import MAPS_DIR, MapError
from game.mainports.actions import (
    BuyFuel,
    BuyTech,
    CancelContract,
    EndAction,
    FreeFuel,
    KeepContract,
    KeepDone,
    Load,
    RefreshContract,
    RefreshFuel,
    Rondel,
    Sail,
    StartFuelDone,
    StartShip,
    TakeContract,
    UsePerformanceBonus,
)
from game.mainports.board import _read, load_board
from game.mainports.compat import v1_text
from game.mainports.rules import MainportsGame
from game.mainports.state import HIDDEN, Ship, hidden_cargo
from words import Words

GAME = MainportsGame()
ENGLISH = Words("en", ["Ann", "Ben", "Cleo", "Dan"])


def config(players=2, **options):
    return Config("mainports", tuple(Seat("bot", "easy") for _ in range(players)), options)


def play_first(state, kind):
    """Play the first legal action of a class."""
    action = next(a for a in GAME.legal_actions(state) if isinstance(a, kind))
    GAME.apply(state, action)
    return action


def after_setup(players=2, seed=1, **options):
    """A game after set-up: each keeps one contract, starts in the first dock and buys no fuel."""
    state = GAME.new_game(config(players, **options), seed)
    while state.flow.current is not None:
        after_setup_step(state)
    return state


def after_setup_step(state):
    """Answer the set-up decision asked now as `after_setup` does."""
    kind = {
        "setup_contracts": KeepContract if not state.players[state.current_player].contracts else KeepDone,
        "setup_port": StartShip,
        "setup_fuel": StartFuelDone,
    }[state.flow.current.kind]
    play_first(state, kind)


def find(state, text):
    matches = [a for a in GAME.legal_actions(state) if text in ENGLISH(a.label())]
    assert matches, f"no legal action with {text!r}: {texts(state)}"
    return matches[0]


def texts(state):
    """The legal moves as an English-speaking player reads them."""
    return [ENGLISH(a.label()) for a in GAME.legal_actions(state)]


def tech(state, seat, card):
    """Give a seat a technology card by its id."""
    index = next(t.index for t in GAME.cards(state).technology if t.card == card)
    state.players[seat].tech.append(index)


def at_phase(state, phase):
    """The current player's pawn steps onto a rondel field of `phase` (set directly)."""
    state.phase = phase
    state.taken, state.refreshed, state.fresh = 0, False, []


def place(state, seat, *positions):
    state.players[seat].ships = [Ship(p) for p in positions]


def total_money(state):
    return state.bank + sum(p.money for p in state.players) + sum(state.treasuries.values())


# --- the board ------------------------------------------------------------------------------------


def test_the_map_is_the_network_the_rules_sail():
    board = load_board("mainports_central.tmx")
    assert {"Rotterdam", "Le Havre", "Paris", "Reims", "Vienna", "Marseille"} <= set(board.ports)
    assert {"Rotterdam", "Antwerp", "Hamburg", "Le Havre"} <= set(board.docks)
    assert board.distance("Le Havre", "Reims") == 3  # the rulebook's example, passing Paris
    assert board.rondel == ("navigate", "contracts", "fuel", "dividend", "navigate", "fuel", "contracts", "technology")
    waterways = {fw.waterway for fw in board.fairways}
    assert {"Rhine", "Main-Danube canal", "Mittelland canal", "Moselle", "Rhône", "Elbe"} <= waterways


def test_a_fairway_to_a_missing_port_is_a_clear_map_error(tmp_path):
    text = (MAPS_DIR / "mainports_central.tmx").read_text(encoding="utf-8")
    broken = tmp_path / "broken.tmx"
    broken.write_text(text.replace('name="to_port" value="Reims"', 'name="to_port" value="Atlantis"', 1))
    with pytest.raises(MapError, match="Atlantis"):
        _read(Path(broken))


def test_a_port_name_goes_on_the_side_the_map_says(tmp_path):
    board = load_board("mainports_central.tmx")
    assert board.label_sides["Dortmund"] == "right" and board.label_sides["Paris"] == "above"
    text = (MAPS_DIR / "mainports_central.tmx").read_text(encoding="utf-8")
    broken = tmp_path / "broken.tmx"
    broken.write_text(text.replace('name="label" value="right"', 'name="label" value="sideways"', 1))
    with pytest.raises(MapError, match="sideways"):
        _read(Path(broken))


# --- set-up ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "cash", "ships", "offered"), [(2, 150000, 2, 5), (3, 120000, 1, 3), (4, 100000, 1, 3)]
)
def test_setup_follows_the_player_count(players, cash, ships, offered):
    state = GAME.new_game(config(players), 3)
    assert all(p.money == cash for p in state.players)
    assert all(len(p.offer_contracts) == offered and len(p.offer_fuel) == offered for p in state.players)
    assert all(GAME.cards(state).contracts[c].deck == "A" for p in state.players for c in p.offer_contracts)
    assert len(state.mainports) == 4 and set(state.mainports) == {"blue", "red", "green", "yellow"}
    assert len(state.contract_display) == 5 and len(state.fuel_display) == 5 and len(state.tech_display) == 4
    assert all(GAME.cards(state).technology[t].phase == "A" for t in state.tech_display)
    # The player to the right of the starting player chooses first.
    assert state.current_player == (state.start_player - 1) % players
    done = after_setup(players, 3)
    assert all(len(p.ships) == ships for p in done.players)
    assert done.phase == "rondel" and done.current_player == done.start_player


def test_setup_choices_keep_up_to_three_and_a_mainport_start_pays_its_fee():
    state = GAME.new_game(config(2), 5)
    seat = state.current_player
    for _ in range(3):
        play_first(state, KeepContract)
    assert not any(isinstance(a, KeepContract) for a in GAME.legal_actions(state))
    play_first(state, KeepDone)
    mainport_docks = [d for d in load_board("mainports_central.tmx").docks if d in state.treasuries]
    assert mainport_docks, "at least one start port is a mainport in this deal"
    before = state.players[seat].money
    GAME.apply(state, find(state, f"Start a ship in {mainport_docks[0]}"))
    assert state.players[seat].money == before - 10000 and state.treasuries[mainport_docks[0]] == 10000
    value = state.players[seat].offer_fuel[0]
    GAME.apply(state, find(state, f"Buy fuel {value} for"))
    assert state.players[seat].fuel == [value]
    assert state.players[seat].money == before - 10000 - GAME.fuel_price(state, value)


def test_set_up_decisions_come_in_order_and_only_the_start_port_is_public():
    state = GAME.new_game(config(2), 5)
    first = (state.start_player - 1) % 2
    second = 1 - first
    asked = []
    while state.flow.current is not None:
        decision = (state.current_player, state.flow.current.kind, GAME.private_decision(state))
        if not asked or asked[-1] != decision:  # keeping contracts takes a few moves
            asked.append(decision)
        after_setup_step(state)
    assert asked[:3] == [(first, "setup_contracts", True), (first, "setup_port", False), (first, "setup_fuel", True)]
    assert asked[3:6] == [
        (second, "setup_contracts", True),
        (second, "setup_port", False),
        (second, "setup_fuel", True),
    ]
    assert asked[6:] == [(first, "setup_port", False), (second, "setup_port", False)], "two ships each"
    assert state.phase == "rondel" and state.current_player == state.start_player
    assert GAME.private_decision(state), "a turn is decided with a secret hand"


def test_the_start_contracts_button_counts_what_is_kept():
    state = GAME.new_game(config(2), 5)
    play_first(state, KeepContract)
    assert "Keep this contract, return the rest" in texts(state)
    play_first(state, KeepContract)
    assert "Keep these 2 contracts, return the rest" in texts(state)


# --- the rondel -----------------------------------------------------------------------------------


def test_first_placement_is_free_then_one_to_three_fields_and_one_more_per_fuel_card():
    state = after_setup()
    assert len(GAME.legal_actions(state)) >= 8
    GAME.apply(state, find(state, "Rondel field 1: Navigate"))
    seat = state.current_player
    state.players[seat].fuel = [1, 4]
    play_first(state, EndAction)  # end navigating
    while state.current_player != seat:
        play_first(state, Rondel)
        play_first(state, EndAction) if state.phase != "rondel" and state.current_player != seat else None
    moves = [a for a in GAME.legal_actions(state) if isinstance(a, Rondel)]
    assert [a.to for a in moves] == [1, 2, 3, 4, 5]
    # The rulebook's example: navigate again next turn takes 4 fields and one fuel card (any value).
    again = find(state, "Rondel field 5: Navigate (play 1 fuel card)")
    GAME.apply(state, again)
    assert state.players[seat].fuel == [4] and state.phase == "navigate"


def test_operating_system_gives_a_free_extra_step():
    state = after_setup()
    seat = state.current_player
    state.players[seat].rondel = 0
    tech(state, seat, "operating_system")
    assert "Rondel field 5: Navigate" in texts(state)


# --- contracts and fuel ---------------------------------------------------------------------------


def test_contracts_take_two_or_refresh_and_take_one_within_the_hand_limit():
    state = after_setup(3)
    seat = state.current_player
    at_phase(state, "contracts")
    play_first(state, TakeContract)
    play_first(state, TakeContract)
    assert not any(isinstance(a, TakeContract | RefreshContract) for a in GAME.legal_actions(state))
    state = after_setup(3)
    seat = state.current_player
    at_phase(state, "contracts")
    play_first(state, RefreshContract)
    play_first(state, RefreshContract)
    play_first(state, TakeContract)
    assert not any(isinstance(a, TakeContract) for a in GAME.legal_actions(state))
    state = after_setup(3)
    seat = state.current_player
    at_phase(state, "contracts")
    state.players[seat].contracts = state.contract_deck[:3]
    assert not any(isinstance(a, TakeContract) for a in GAME.legal_actions(state)), "three contracts with one ship"
    state.players[seat].ships.append(Ship("port:Rotterdam"))
    assert any(isinstance(a, TakeContract) for a in GAME.legal_actions(state)), "one more per extra ship"
    state.players[seat].ships += [Ship("port:Antwerp"), Ship("port:Emden")]
    state.players[seat].contracts = state.contract_deck[:5]
    assert not any(isinstance(a, TakeContract) for a in GAME.legal_actions(state)), "never more than five"


def test_fuel_market_buy_up_to_five_or_cheapest_free_or_refresh_and_buy_one():
    state = after_setup()
    seat = state.current_player
    at_phase(state, "fuel")
    state.players[seat].money = 10**6
    for _ in range(5):
        play_first(state, BuyFuel)
    assert not any(isinstance(a, BuyFuel) for a in GAME.legal_actions(state))
    play_first(state, EndAction)
    assert len(state.fuel_display) == 5 and len(state.players[seat].fuel) == 5

    state = after_setup()
    seat = state.current_player
    at_phase(state, "fuel")
    cheapest = min(state.fuel_display)
    money = state.players[seat].money
    play_first(state, FreeFuel)
    assert state.players[seat].fuel == [cheapest] and state.players[seat].money == money
    assert state.current_player != seat, "taking the free card ends the action"

    state = after_setup()
    seat = state.current_player
    at_phase(state, "fuel")
    play_first(state, RefreshFuel)
    play_first(state, BuyFuel)
    assert not any(isinstance(a, BuyFuel) for a in GAME.legal_actions(state))

    state = after_setup()
    seat = state.current_player
    at_phase(state, "fuel")
    state.players[seat].fuel = [1] * 7
    assert not any(isinstance(a, BuyFuel | FreeFuel) for a in GAME.legal_actions(state)), "at most 7 fuel cards"


def test_an_empty_fuel_deck_is_refilled_from_the_discards():
    state = after_setup()
    at_phase(state, "fuel")
    state.fuel_discard += state.fuel_deck
    state.fuel_deck = []
    play_first(state, RefreshFuel)
    assert len(state.fuel_display) == 5


# --- navigating -----------------------------------------------------------------------------------


def navigating(seat_ships, fuel, seed=1):
    state = after_setup(2, seed)
    seat = state.current_player
    place(state, seat, *seat_ships)
    place(state, 1 - seat)
    state.players[seat].fuel = list(fuel)
    state.players[seat].money = 500000
    at_phase(state, "navigate")
    return state, seat


def test_le_havre_to_reims_is_three_steps_passing_paris():
    state, seat = navigating(["port:Le Havre"], [2, 3])
    state.players[seat].ships[0].cargo = [1]  # loaded: no empty-ship step
    targets = {a.place: a.card for a in GAME.legal_actions(state) if isinstance(a, Sail)}
    assert targets.get("port:Reims") == 3
    assert "port:Paris" in targets  # slowing down in a port
    sail = [a for a in GAME.legal_actions(state) if isinstance(a, Sail) and a.card == 2]
    assert {a.place for a in sail} >= {"port:Paris"} and "port:Reims" not in {a.place for a in sail}


def test_sail_moves_read_short_from_to_fuel_and_fees():
    state, seat = navigating(["port:Le Havre"], [1, 3])
    state.players[seat].ships[0].cargo = [1]
    state.treasuries = {"Paris": 0}
    sails = [ENGLISH(a.label()) for a in GAME.legal_actions(state) if isinstance(a, Sail)]
    assert "Ship 1: Le Havre to Reims, fuel 3, fees 10,000" in sails
    assert "Ship 1: Le Havre to Le Havre-Paris 1, fuel 1" in sails
    assert all(len(text) <= 60 for text in sails), max(sails, key=len)


def test_a_ship_sails_its_card_in_full_unless_it_arrives_in_a_port():
    state, seat = navigating(["port:Le Havre"], [1])
    state.players[seat].ships[0].cargo = [1]
    places = {a.place for a in GAME.legal_actions(state) if isinstance(a, Sail)}
    assert all(not p.startswith("port:") for p in places), "one step only leaves the port"
    assert all(p.startswith("fw:") for p in places)


def test_an_empty_ship_may_take_one_step_more():
    state, _seat = navigating(["port:Le Havre"], [2])
    empty = {a.place for a in GAME.legal_actions(state) if isinstance(a, Sail)}
    assert "port:Reims" in empty and "port:Paris" in empty


def test_ports_hold_two_ships_and_no_two_ships_lie_in_one_fairway_space():
    state, seat = navigating(["port:Le Havre"], [2])
    other = 1 - seat
    place(state, other, "port:Paris", "port:Paris")
    places = {a.place for a in GAME.legal_actions(state) if isinstance(a, Sail)}
    assert "port:Paris" not in places and "port:Reims" in places, "a full port may be passed"
    board = GAME.board(state)
    space = next(p for p, _ in board.leave("Paris") if board.ahead_port(p) == "Reims")
    place(state, other, space)
    places = {a.place for a in GAME.legal_actions(state) if isinstance(a, Sail)}
    assert space not in places and not any(p.rsplit(":", 1)[0] == space.rsplit(":", 1)[0] for p in places)


def test_ships_turn_only_in_a_port():
    board = load_board("mainports_central.tmx")
    space = next(p for p, _ in board.leave("Paris") if board.ahead_port(p) == "Reims")
    assert next(p for p, _ in board.step(space)) == "port:Reims"
    assert all(board.ahead_port(p) != "Paris" for p, _ in board.step(space)[1:])


def test_passing_and_stopping_at_a_mainport_pays_its_fee_into_the_treasury():
    state, seat = navigating(["port:Le Havre"], [3])
    state.players[seat].ships[0].cargo = [1]
    state.treasuries = {"Paris": 0, "Reims": 0}
    money = state.players[seat].money
    total = total_money(state)
    GAME.apply(state, find(state, "to Reims, fuel 3"))
    assert state.players[seat].money == money - 20000
    assert state.treasuries == {"Paris": 10000, "Reims": 10000}
    assert total_money(state) == total


def test_one_fuel_card_per_ship_per_turn_and_fuel_boost_adds_one():
    state, seat = navigating(["port:Le Havre"], [1, 2, 3])
    GAME.apply(state, find(state, "Le Havre to Paris, fuel 1"))
    assert not any(isinstance(a, Sail) for a in GAME.legal_actions(state))
    state, seat = navigating(["port:Le Havre"], [1, 2, 3])
    tech(state, seat, "fuel_boost")
    GAME.apply(state, find(state, "Le Havre to Paris, fuel 1"))
    assert any(isinstance(a, Sail) for a in GAME.legal_actions(state))


def test_the_empty_ship_and_increased_power_bonuses_come_once_per_navigation():
    # Le Havre -> Paris-Reims 1 with a 1-card and the empty-ship step; Fuel boost's second card is 1 step.
    state, seat = navigating(["port:Le Havre"], [1, 1])
    tech(state, seat, "fuel_boost")
    board = GAME.board(state)
    GAME.apply(state, find(state, "Le Havre to Paris-Reims 1, fuel 1"))
    second = {a.place for a in GAME.legal_actions(state) if isinstance(a, Sail)}
    assert second and second <= {p for p, _ in board.step(state.players[seat].ships[0].position)}
    # Ghost ship and Increased power: +4 once (1 + 4 steps), not +4 on every card.
    state, seat = navigating(["port:Le Havre"], [1, 1])
    for card in ("fuel_boost", "ghost_ship", "increased_power"):
        tech(state, seat, card)
    first = [a for a in GAME.legal_actions(state) if isinstance(a, Sail)]
    assert max(board.distance("Le Havre", a.place[5:]) for a in first if a.place.startswith("port:")) <= 5
    GAME.apply(state, first[0])
    again = {a.place for a in GAME.legal_actions(state) if isinstance(a, Sail)}
    assert again <= {p for p, _ in board.step(state.players[seat].ships[0].position)}


def test_at_the_start_one_ship_per_start_port():
    state = GAME.new_game(config(2), 1)
    taken = set()
    while state.flow.current is not None:
        if state.flow.current.kind == "setup_port":
            starts = {a.port for a in GAME.legal_actions(state)}
            assert not starts & taken, "a start port already holding a ship is not offered"
            action = play_first(state, StartShip)
            taken.add(action.port)
        else:
            after_setup_step(state)
    assert len(taken) == 4


def contract_between(state, load, deliver):
    """Rewrite the first contract of the current player's hand to run between two ports."""
    from dataclasses import replace

    cards = GAME.cards(state)
    cid = next(iter(cards.contracts))
    patched = replace(cards.contracts[cid], load=load, deliver=deliver, good="coal", reward=60000)
    cards.contracts[cid] = patched
    return cid


@pytest.fixture
def patched_contract():
    cards = GAME.cards(after_setup())
    original = dict(cards.contracts)
    yield
    cards.contracts.clear()
    cards.contracts.update(original)


def test_load_then_deliver_pays_the_reward_and_returns_the_cargo(patched_contract):
    state, seat = navigating(["port:Le Havre"], [3])
    cid = contract_between(state, "Le Havre", "Reims")
    state.players[seat].contracts = [cid]
    state.treasuries = {"Reims": 0}
    GAME.apply(state, find(state, "load coal in Le Havre"))
    assert state.stock["coal"] == 4 and state.players[seat].ships[0].cargo == [cid]
    GAME.apply(state, find(state, "to Reims, fuel 3"))
    money = state.players[seat].money
    total = total_money(state)
    GAME.apply(state, find(state, "deliver coal in Reims"))
    assert state.players[seat].money == money + 60000
    assert state.stock["coal"] == 5 and state.deliveries == 1 and state.players[seat].contracts == []
    assert state.treasuries["Reims"] == 20000, "port fee on arrival + 10,000 from the bank for the delivery"
    assert total_money(state) == total


def test_cargo_stock_can_run_out(patched_contract):
    state, seat = navigating(["port:Le Havre"], [3])
    cid = contract_between(state, "Le Havre", "Reims")
    state.players[seat].contracts = [cid]
    state.stock["coal"] = 0
    assert not any(isinstance(a, Load) for a in GAME.legal_actions(state))


def test_logistics_innovation_carries_two_cargoes(patched_contract):
    state, seat = navigating(["port:Le Havre"], [3])
    cid = contract_between(state, "Le Havre", "Reims")
    other = next(c for c in GAME.cards(state).contracts if c != cid)
    from dataclasses import replace

    GAME.cards(state).contracts[other] = replace(GAME.cards(state).contracts[other], load="Le Havre", good="iron")
    state.players[seat].contracts = [cid, other]
    GAME.apply(state, find(state, "load coal"))
    assert not any(isinstance(a, Load) for a in GAME.legal_actions(state))
    tech(state, seat, "logistics_innovation")
    assert any(isinstance(a, Load) for a in GAME.legal_actions(state))


# --- dividend and technology ----------------------------------------------------------------------


def test_dividend_pays_ten_thousand_plus_a_mainport_treasury_and_free_riders():
    state = after_setup(3)
    seat = state.current_player
    port = next(iter(state.treasuries))
    place(state, seat, f"port:{port}")
    state.treasuries[port] = 40000
    rider = (seat + 1) % 3
    tech(state, rider, "free_rider")
    tech(state, rider, "investment_banker")
    money, rider_money = state.players[seat].money, state.players[rider].money
    GAME.apply(state, find(state, "Dividend"))
    assert state.players[seat].money == money + 50000 and state.treasuries[port] == 0
    assert state.players[rider].money == rider_money + 30000


def test_investment_banker_adds_to_ones_own_dividend():
    state = after_setup(2)
    seat = state.current_player
    place(state, seat)
    tech(state, seat, "investment_banker")
    money = state.players[seat].money
    GAME.apply(state, find(state, "Dividend"))
    assert state.players[seat].money == money + 30000


def test_technology_buys_at_the_slot_price_slides_left_or_buys_a_ship():
    state = after_setup()
    seat = state.current_player
    at_phase(state, "technology")
    second, third = state.tech_display[1], state.tech_display[2]
    money = state.players[seat].money
    GAME.apply(state, next(a for a in GAME.legal_actions(state) if isinstance(a, BuyTech) and a.slot == 0))
    assert state.players[seat].money == money - 20000
    assert state.tech_display[:2] == [second, third] and len(state.tech_display) == 4
    state = after_setup()
    seat = state.current_player
    at_phase(state, "technology")
    tech(state, seat, "professor")
    assert "for 0" in ENGLISH(
        next(a for a in GAME.legal_actions(state) if isinstance(a, BuyTech) and a.slot == 0).label()
    )
    money = state.players[seat].money
    ships = len(state.players[seat].ships)
    GAME.apply(state, find(state, "Buy a ship for 70,000 in Emden"))
    assert len(state.players[seat].ships) == ships + 1 and state.players[seat].money == money - 70000


def test_technology_refreshes_at_four_deliveries_and_the_whole_row_becomes_e_at_sixteen():
    state = after_setup()
    cards = GAME.cards(state)
    left = state.tech_display[0]
    events = GAME._refresh_technology(state, "B")
    assert events and left in state.tech_discard
    assert all(cards.technology[t].phase >= "B" for t in state.tech_deck)
    GAME._refresh_technology(state, "E")
    assert all(cards.technology[t].phase == "E" for t in state.tech_display) and len(state.tech_display) == 4


def test_sponsors_pay_port_fees_from_the_bank():
    state, seat = navigating(["port:Le Havre"], [3])
    state.players[seat].ships[0].cargo = [1]
    state.treasuries = {"Paris": 0}
    tech(state, seat, "sponsors")
    money = state.players[seat].money
    GAME.apply(state, find(state, "to Reims, fuel 3"))
    assert state.players[seat].money == money and state.treasuries["Paris"] == 10000


def test_bonuses_stack_on_a_delivery(patched_contract):
    state, seat = navigating(["port:Le Havre"], [3])
    cid = contract_between(state, "Le Havre", "Reims")
    state.players[seat].contracts = [cid]
    for card in ("contract_bonus", "luxurious_packaging", "marketing_bonus"):
        tech(state, seat, card)
    assert "coal" in GAME.cards(state).technology[state.players[seat].tech[0]].goods
    GAME.apply(state, find(state, "load coal"))
    GAME.apply(state, find(state, "to Reims, fuel 3"))
    money = state.players[seat].money
    GAME.apply(state, find(state, "deliver coal"))
    assert state.players[seat].money == money + 60000 + 20000 + 20000 + 30000


def test_ghost_ship_and_increased_power_add_steps():
    state, seat = navigating(["port:Le Havre"], [1])
    state.players[seat].ships[0].cargo = [1]
    assert "port:Paris" not in {a.place for a in GAME.legal_actions(state) if isinstance(a, Sail)}
    tech(state, seat, "increased_power")
    assert "port:Paris" in {a.place for a in GAME.legal_actions(state) if isinstance(a, Sail)}
    tech(state, seat, "increased_power")  # not stackable
    assert "port:Reims" not in {a.place for a in GAME.legal_actions(state) if isinstance(a, Sail)}
    state.players[seat].ships[0].cargo = []
    tech(state, seat, "ghost_ship")
    board = GAME.board(state)
    far = {a.place for a in GAME.legal_actions(state) if isinstance(a, Sail)}
    assert any(p.startswith("fw:") and board.distance_from(p, "Le Havre") for p in far)
    assert "port:Reims" in far


def test_breach_costs_fifty_thousand_and_negotiator_cancels_one_free_per_turn():
    state = after_setup()
    seat = state.current_player
    hand = state.players[seat].contracts
    money = state.players[seat].money
    GAME.apply(state, next(a for a in GAME.legal_actions(state) if isinstance(a, CancelContract)))
    assert state.players[seat].money == money - 50000 and not hand
    state.players[seat].contracts = state.contract_deck[:2]
    tech(state, seat, "negotiator")
    GAME.apply(state, next(a for a in GAME.legal_actions(state) if isinstance(a, CancelContract)))
    assert state.players[seat].money == money - 50000
    assert "pay 50,000" in ENGLISH(next(a for a in GAME.legal_actions(state) if isinstance(a, CancelContract)).label())


def test_performance_bonus_pays_a_fifth_of_cash_once():
    state = after_setup()
    seat = state.current_player
    tech(state, seat, "performance_bonus")
    state.players[seat].money = 200000
    GAME.apply(state, find(state, "Use Performance Bonus"))
    assert state.players[seat].money == 240000
    assert not any(isinstance(a, UsePerformanceBonus) for a in GAME.legal_actions(state))


# --- endings --------------------------------------------------------------------------------------


def finish_round(state):
    while state.current_player != TERMINAL and state.current_player != state.start_player:
        play_first(state, Rondel)
        if state.current_player != TERMINAL and state.phase != "rondel":
            play_first(state, EndAction)


def test_contract_version_ends_after_the_round_of_the_twentieth_delivery_with_end_cards():
    state = after_setup(3)
    play_first(state, Rondel)
    if state.phase != "rondel":
        play_first(state, EndAction)
    state.deliveries = 20
    last = (state.start_player - 1) % 3
    for card in ("mainport_bonus", "carrier_bonus", "tech_bonus", "fuel_refund", "contractor", "cooperation_member"):
        tech(state, last, card)
    player = state.players[last]
    player.fuel = [4, 4]
    mainport = next(iter(state.treasuries))
    player.ships = [Ship(f"port:{mainport}")]
    loaded, unstarted, extra = state.contract_deck[:3]
    player.contracts = [loaded, unstarted, extra]
    player.ships[0].cargo = [loaded]
    money = player.money
    finish_round(state)
    assert GAME.is_over(state)
    reward = GAME.cards(state).contracts[loaded].reward
    expected = money - 50000 + 40000 + 50000 + 30000 * 6 + 2 * GAME.fuel_price(state, 4) + reward // 2
    assert player.money == expected
    result = GAME.result(state)
    assert sorted(result.places)[0] == 1


def test_free_play_ends_at_once_when_someone_has_a_million():
    state = after_setup(2, version="free")
    seat = state.current_player
    state.players[seat].money = 995000
    GAME.apply(state, find(state, "Dividend"))
    assert GAME.is_over(state) and GAME.result(state).winners == (seat,)


@pytest.mark.parametrize(
    ("cash", "places"),
    [
        ((1005000, 600000, 400000), (1, 2, 3)),
        ((1005000, 400000, 600000), (1, 3, 2)),
        ((1005000, 500000, 500000), (1, 2, 2)),
        ((700000, 1000000, 700000), (2, 1, 2)),
    ],
)
def test_free_play_places_the_others_by_cash_after_the_winner(cash, places):
    state = after_setup(3, version="free")
    winner = cash.index(max(cash))
    state.current_player = winner
    state.treasuries = dict.fromkeys(state.treasuries, 0)
    for player, money in zip(state.players, cash, strict=True):
        player.money = money
    state.players[winner].money -= 10000  # the dividend brings the winner to the target
    GAME.apply(state, find(state, "Dividend"))
    assert GAME.is_over(state) and GAME.scores(state) == list(cash)
    assert GAME.result(state).places == places


def test_an_illegal_move_is_refused_with_a_reason():
    state = after_setup()
    with pytest.raises(IllegalAction, match="not allowed"):
        GAME.apply(state, TakeContract(1, GAME.contract(state, 1)))


# --- hidden information ---------------------------------------------------------------------------


def test_observe_hides_other_hands_and_deck_order():
    state = after_setup(3, seed=4)
    seat = state.current_player
    other = (seat + 1) % 3
    changed = 0
    for salt in range(6):
        view = GAME.observe(state, seat, Rng(salt))
        assert view.players[seat].contracts == state.players[seat].contracts
        assert view.players[seat].fuel == state.players[seat].fuel
        assert len(view.players[other].contracts) == len(state.players[other].contracts)
        changed += view.players[other].contracts != state.players[other].contracts
        changed += view.contract_deck != state.contract_deck
    assert changed


def test_a_seats_redacted_view_holds_no_other_seats_hand(patched_contract):
    state = GAME.new_game(config(3), 4)
    seat = state.current_player
    other = (seat + 1) % 3
    view = GAME.redact(state, seat)
    assert view.players[seat].offer_contracts == state.players[seat].offer_contracts
    assert view.players[seat].offer_fuel == state.players[seat].offer_fuel
    assert set(view.players[other].offer_contracts) == {HIDDEN} and set(view.players[other].offer_fuel) == {HIDDEN}
    assert len(view.players[other].offer_fuel) == len(state.players[other].offer_fuel)

    state, seat = navigating(["port:Le Havre"], [3, 4])
    other = 1 - seat
    cid = contract_between(state, "Le Havre", "Reims")
    state.players[seat].contracts = [cid]
    GAME.apply(state, find(state, "load coal"))
    state.players[other].contracts = state.contract_deck[:2]
    state.players[other].fuel = [2, 3]
    theirs = GAME.redact(state, other)
    coal = hidden_cargo("coal")
    assert theirs.players[seat].contracts == [coal], "a loaded contract stays secret: only its good shows"
    assert theirs.players[seat].ships[0].cargo == [coal]
    assert GAME.cards(theirs).cargo_good(theirs.players[seat].ships[0].cargo[0]) == "coal"
    assert theirs.players[seat].fuel == [HIDDEN, HIDDEN], "the count of fuel cards, not their values"
    assert theirs.players[other].contracts == state.players[other].contracts
    assert theirs.players[other].fuel == [2, 3]
    mine = GAME.redact(state, seat)
    assert mine.players[other].contracts == [HIDDEN, HIDDEN] and mine.players[other].fuel == [HIDDEN, HIDDEN]
    for deck in ("contract_deck", "contract_aside", "fuel_deck", "tech_deck"):
        assert set(getattr(mine, deck)) <= {HIDDEN} and len(getattr(mine, deck)) == len(getattr(state, deck)), deck
    assert mine.contract_display == state.contract_display and mine.tech_display == state.tech_display
    spectator = GAME.redact(state, None)
    assert spectator.players[seat].contracts == [coal] and spectator.players[seat].fuel == [HIDDEN, HIDDEN]
    assert spectator.players[other].contracts == [HIDDEN, HIDDEN]


def test_a_loaded_cargo_does_not_tell_the_others_its_contract(patched_contract):
    state, seat = navigating(["port:Le Havre"], [3, 4])
    other = 1 - seat
    cid = contract_between(state, "Le Havre", "Reims")
    state.players[seat].contracts = [cid]
    GAME.apply(state, find(state, "load coal"))
    destinations = set()
    for salt in range(8):
        view = GAME.observe(state, other, Rng(salt))
        sampled = view.players[seat].ships[0].cargo
        assert sampled == view.players[seat].contracts and len(sampled) == 1
        assert GAME.cards(view).contracts[sampled[0]].good == "coal", "the good on the ship is known"
        destinations.add(sampled[0])
    assert len(destinations) > 1, "which coal contract it is, the other seat can only guess"
    mine = GAME.observe(state, seat, Rng(0))
    assert mine.players[seat].ships[0].cargo == [cid]


def test_the_log_names_seats_by_their_names():
    names = ("Ann", "Ben", "Cleo")
    match = Match(GAME, Config("mainports", tuple(Seat("bot", "easy", name) for name in names)), 2)
    while len(match.actions) < 120:
        match.play(match.choose_bot_action())
    log = [ENGLISH(event.message) for event in match.events]
    assert not any("Player" in line for line in log)
    for name in names:
        assert any(line.startswith(f"{name} keeps ") for line in log), name
        assert f"{name} to play" in log


def test_saves_of_format_1_are_read_by_their_frozen_wording():
    state, seat = navigating(["port:Le Havre"], [1, 3])
    state.players[seat].ships[0].cargo = [1]
    state.treasuries = {"Paris": 0}
    v1 = [v1_text(a) for a in GAME.legal_actions(state)]
    assert "Ship 1: Le Havre to Reims, fuel 3, fees 10,000" in v1 and "End navigating" in v1
    assert "Ship 1: Le Havre to Le Havre-Paris 1, fuel 1" in v1
    state = after_setup()
    seat = state.current_player
    state.players[seat].money = 200000
    for card in ("performance_bonus", "negotiator"):
        tech(state, seat, card)
    v1 = [v1_text(a) for a in GAME.legal_actions(state)]
    assert "Use Performance Bonus: +40,000" in v1
    assert any(text.startswith("Cancel contract ") and text.endswith(": free (Negotiator)") for text in v1)
    at_phase(state, "technology")
    bonus = next(t.index for t in GAME.cards(state).technology if t.goods == ("grain", "fertilizer", "wood"))
    state.tech_display[0] = bonus
    v1 = [v1_text(a) for a in GAME.legal_actions(state)]
    assert "Buy Contract bonus (grain, fertilizer, wood) for 20,000" in v1


def test_the_fourth_delivery_moves_technology_to_phase_b(patched_contract):
    state, seat = navigating(["port:Le Havre"], [3])
    cid = contract_between(state, "Le Havre", "Reims")
    state.players[seat].contracts = [cid]
    state.deliveries = 3
    leftmost = state.tech_display[0]
    GAME.apply(state, find(state, "load coal"))
    GAME.apply(state, find(state, "to Reims, fuel 3"))
    GAME.apply(state, find(state, "deliver coal"))
    assert state.deliveries == 4 and leftmost in state.tech_discard
    assert all(GAME.cards(state).technology[t].phase >= "B" for t in state.tech_deck)
