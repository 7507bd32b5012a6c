"""ITC's rules, one by one, as a player at the table would notice them: every rule of the addendum and every
action card, each as a scenario played through `apply`."""

import pytest

from game.core.protocol import Config, IllegalAction, Seat
from game.core.rng import Rng
from game.itc.actions import (
    BuyStone,
    ChooseDice,
    Deliver,
    Discard,
    DrawTransport,
    EndTurn,
    Leave,
    Move,
    Place,
    PlaceStone,
    PlayCard,
    Sell,
)
from game.itc.board import GREY, board, components
from game.itc.kinds import Phase
from game.itc.rules import ItcGame, controller, hand_size
from game.itc.state import HIDDEN, NEUTRAL, Position

GAME = ItcGame()
TRANSPORTS = components().transports
VALUE = {colour: values[0] for colour, values in components().goods.items()}
RESALE = {colour: values[1] for colour, values in components().goods.items()}


def new(players=2, seed=1):
    return GAME.new_game(Config("itc", tuple(Seat("human") for _ in range(players))), seed)


def set_up(players=2, seed=1):
    """A game after the set-up stones (each seat spread over the continents in order)."""
    state = new(players, seed)
    while state.phase == Phase.SETUP:
        GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def playing(players=2, seed=1, blue=0, red=0, green=0):
    """Seat 0's turn with dice rolled as given, no cards in any hand, nothing on the board."""
    state = set_up(players, seed)
    for seat in range(players):
        state.transport_deck += state.transports[seat]
        state.action_deck += state.actions[seat]
        state.transports[seat], state.actions[seat] = [], []
    state.action_deck += state.action_discard
    state.action_discard = []
    state.profit = [0] * players
    state.current_player = 0
    state.phase = Phase.USE
    state.dice = {"blue": blue, "red": red, "green": green}
    state.blue_left, state.red_left, state.green_left = blue, red, green
    return state


def card(*routes, neutral=False, mega=False, goods=None):
    """The first transport card of the data with these routes (and kind)."""
    for name, transport in TRANSPORTS.items():
        if (
            set(routes) <= set(transport.routes)
            and transport.neutral == neutral
            and (transport.cards == 2) == mega
            and (goods is None or len(transport.goods()) == goods)
        ):
            return name
    raise LookupError(routes)


def give(state, seat, *cards):
    for name in cards:
        for pile in (state.transport_deck, *state.transports):
            if name in pile:
                pile.remove(name)
        state.transports[seat].append(name)
    state.transports[seat].sort()


def give_action(state, seat, kind):
    name = next(c for c in state.action_deck if components().action_kinds[c] == kind)
    state.action_deck.remove(name)
    state.actions[seat].append(name)


def put(state, name, route, row, column, owner):
    for pile in (state.transport_deck, *state.transports):
        if name in pile:
            pile.remove(name)
    state.positions[name] = Position(route, row, column, owner)


def rolling(*pips):
    """A generator whose next red-die rolls show `pips`."""
    for seed in range(100_000):
        rng = Rng(seed)
        if all(rng.randint(1, 6) == p for p in pips):
            return Rng(seed)
    raise LookupError(pips)


def on_top(state, name):
    state.transport_deck.remove(name)
    state.transport_deck.append(name)


# ---- set-up ----------------------------------------------------------------------------------------------


def test_set_up_deals_two_transport_cards_each_and_no_neutral_one():
    state = new(3)
    for hand in state.transports:
        assert len(hand) == 2 and not any(TRANSPORTS[c].neutral for c in hand)
    assert len(state.transport_deck) == len(TRANSPORTS) - 6
    assert sum(t.cards for t in TRANSPORTS.values()) == 94 and len(components().action_deck) == 80


def test_five_rounds_of_sales_stones_then_one_in_the_grey_market_each():
    state = new(2)
    assert state.phase == Phase.SETUP
    for _ in range(10):
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.phase == Phase.DICE and state.current_player == 0
    assert [sum(state.stones[c][s] for c in board().continents) for s in (0, 1)] == [5, 5]
    assert state.stones[GREY] == [1, 1] and controller(state) is None
    assert len(state.actions[0]) + len(state.action_discard) == 1, "the first turn draws an action card"


def test_nobody_leads_another_by_more_than_three_in_a_continent():
    state = new(2)
    europe = PlaceStone("Europe")
    for _ in range(3):
        GAME.apply(state, europe)
        GAME.apply(state, PlaceStone("Asia"))
    with pytest.raises(IllegalAction):
        GAME.apply(state, europe)  # 4 against none
    assert europe not in GAME.legal_actions(state)
    said = GAME.why_not_drag(state, *europe.drag())
    assert said.template.startswith("Nobody may lead another player in {place}"), said  # the drop says the rule


# ---- dice --------------------------------------------------------------------------------------------------


def test_two_of_the_three_dice_are_rolled_from_the_seeded_generator():
    state = set_up()
    assert [x for x in GAME.legal_actions(state) if isinstance(x, ChooseDice)] == [
        ChooseDice("red", "blue"),
        ChooseDice("red", "green"),
        ChooseDice("blue", "green"),
    ]
    twin = state.clone()
    GAME.apply(state, ChooseDice("blue", "green"))
    GAME.apply(twin, ChooseDice("blue", "green"))
    assert set(state.dice) == {"blue", "green"} and state.dice == twin.dice
    assert 1 <= state.dice["green"] <= 8 and state.red_left == 0 and state.phase == Phase.USE
    assert DrawTransport() not in GAME.legal_actions(state), "only the red die brings transport cards"


def test_red_points_draw_transport_cards_and_the_rest_are_action_points():
    state = playing(red=3)
    ordinary = card("trucks", "trains")
    on_top(state, ordinary)
    GAME.apply(state, DrawTransport())
    assert state.transports[0] == [ordinary] and state.red_left == 2 and state.action_points == 2
    GAME.apply(state, Place(ordinary, "trucks", 0))  # a card just drawn may be used at once
    assert state.action_points == 1


def test_action_points_come_from_cards_then_blue_then_red():
    state = playing(blue=1, red=1)
    state.bonus_points = 1
    a, b, c = card("trucks", "trains"), card("ships", "planes"), card("trains", "ships")
    give(state, 0, a, b, c)
    GAME.apply(state, Place(a, "trucks", 0))
    assert (state.bonus_points, state.blue_left, state.red_left) == (0, 1, 1)
    GAME.apply(state, Place(b, "planes", 0))
    assert (state.blue_left, state.red_left) == (0, 1)
    GAME.apply(state, Place(c, "trains", 0))
    assert state.action_points == 0
    assert not any(isinstance(a, Place | Move) for a in GAME.legal_actions(state))


# ---- placing and moving ----------------------------------------------------------------------------------


def test_a_card_goes_on_the_bottom_row_of_one_of_its_two_routes_and_may_not_move_that_turn():
    state = playing(blue=6)
    name = card("trucks", "trains")
    give(state, 0, name)
    places = {(a.route, a.column) for a in GAME.legal_actions(state) if isinstance(a, Place)}
    assert places == {("trucks", 0), ("trucks", 1), ("trains", 0), ("trains", 1), ("trains", 2)}
    with pytest.raises(IllegalAction, match="only on the"):
        GAME.apply(state, Place(name, "ships", 0))
    GAME.apply(state, Place(name, "trains", 1))
    assert state.positions[name] == Position("trains", 0, 1, 0)
    with pytest.raises(IllegalAction, match="placed this turn"):
        GAME.apply(state, Move(name, "trains", 1, 1))


def test_a_card_moves_one_row_up_straight_or_diagonally_within_its_route_onto_free_fields():
    state = playing(blue=6)
    name, other = card("trucks", "trains"), card("trains", "ships")
    put(state, name, "trains", 0, 0, 0)
    put(state, other, "trains", 1, 0, 1)
    moves = [(a.row, a.column) for a in GAME.legal_actions(state) if isinstance(a, Move)]
    assert moves == [(1, 1)], "straight up is taken, left is off the route: only diagonally right"
    GAME.apply(state, Move(name, "trains", 1, 1))
    assert state.positions[name] == Position("trains", 1, 1, 0) and state.blue_left == 5


def test_leaving_the_top_row_costs_a_point_and_the_card_arrives():
    state = playing(blue=1)
    name = card("planes", "ships")
    put(state, name, "planes", 2, 0, 0)
    assert Move(name, "planes", 3, 0) not in GAME.legal_actions(state)
    state.rng = rolling(1)
    GAME.apply(state, Leave(name, "planes"))
    assert state.blue_left == 0 and state.phase == Phase.ARRIVAL and name not in state.positions


def test_at_most_two_cards_of_a_player_on_a_route():
    state = playing(blue=6)
    a, b, c = [
        n
        for n in TRANSPORTS
        if "trains" in TRANSPORTS[n].routes and not TRANSPORTS[n].neutral and TRANSPORTS[n].cards == 1
    ][:3]
    put(state, a, "trains", 2, 0, 0)
    put(state, b, "trains", 3, 2, 0)
    give(state, 0, c)
    assert not any(isinstance(x, Place) and x.route == "trains" for x in GAME.legal_actions(state))
    with pytest.raises(IllegalAction, match="At most 2 cards"):
        GAME.apply(state, Place(c, "trains", 0))
    put(state, a, "trains", 2, 0, 1)  # another player's card does not count
    assert Place(c, "trains", 0) in GAME.legal_actions(state)


# ---- full rows ---------------------------------------------------------------------------------------------


def full_truck_row(state):
    mine, theirs = card("trucks", "trains"), card("trucks", "ships")
    put(state, mine, "trucks", 2, 0, 0)
    put(state, theirs, "trucks", 2, 1, 1)
    return mine, theirs


def start_turn_of_seat_0(state):
    """Seat 1 ends its turn; seat 0 begins with the board as it is."""
    state.current_player = 1
    state.action_deck.append(next(c for c in state.action_deck if components().action_kinds[c] == "overtime"))
    GAME.apply(state, EndTurn())
    assert state.current_player == 0 and state.phase == Phase.DICE
    state.phase = Phase.USE
    state.blue_left = 1


def test_a_full_row_forces_its_player_to_move_a_card_out_or_lose_it_to_the_grey_market():
    state = playing()
    mine, _ = full_truck_row(state)
    start_turn_of_seat_0(state)
    assert state.blocked == [["trucks", 2]]
    assert "full" in str(GAME.prompt(state))
    grey = dict(state.goods[GREY])
    GAME.apply(state, EndTurn())
    assert mine not in state.positions and mine in state.transport_discard
    lost = TRANSPORTS[mine].goods()
    assert sum(state.goods[GREY].values()) - sum(grey.values()) == len(lost)
    assert sum(state.banned[0].values()) == len(lost), "its player may not sell those goods there"


def test_moving_a_card_out_of_the_full_row_keeps_it():
    state = playing()
    mine, _ = full_truck_row(state)
    start_turn_of_seat_0(state)
    GAME.apply(state, Move(mine, "trucks", 3, 0))
    GAME.apply(state, EndTurn())
    assert state.positions[mine] == Position("trucks", 3, 0, 0)


def test_a_full_row_costs_nothing_when_no_card_of_the_player_can_move():
    state = playing()
    mine, _ = full_truck_row(state)
    put(state, card("trucks", "planes"), "trucks", 3, 0, 1)
    put(state, card("trucks", "planes", goods=4), "trucks", 3, 1, NEUTRAL)
    start_turn_of_seat_0(state)
    GAME.apply(state, EndTurn())
    assert mine in state.positions


def test_a_row_first_filled_by_a_new_neutral_transport_forces_nothing():
    state = playing(red=1)
    mine = card("planes", "ships")
    put(state, mine, "planes", 0, 0, 0)
    neutral = next(n for n, t in TRANSPORTS.items() if t.neutral and "planes" in t.routes)
    on_top(state, neutral)
    state.blocked = []
    GAME.apply(state, DrawTransport())
    assert state.positions[neutral] == Position("planes", 0, 1, NEUTRAL)
    GAME.apply(state, EndTurn())
    assert mine in state.positions


def test_a_player_may_not_sell_the_goods_of_his_lost_transports_in_the_grey_market():
    state = playing(green=4)
    state.stones[GREY] = [2, 1]
    state.goods[GREY]["blue"] = 1
    state.banned[0] = {"blue": 1}
    assert Sell(GREY, "blue") not in GAME.legal_actions(state)
    state.goods[GREY]["blue"] = 2
    assert Sell(GREY, "blue") in GAME.legal_actions(state)


# ---- neutral transports ------------------------------------------------------------------------------------


def neutral(*routes):
    return next(n for n, t in TRANSPORTS.items() if t.neutral and set(t.routes) == set(routes))


def test_a_neutral_transport_is_placed_as_far_right_as_its_colours_allow():
    state = playing(red=1)
    name = neutral("trucks", "ships")
    on_top(state, name)
    GAME.apply(state, DrawTransport())
    assert state.positions[name] == Position("ships", 0, 2, NEUTRAL) and name not in state.transports[0]


def test_drawing_a_neutral_transport_advances_those_on_the_board_diagonally_only_when_blocked():
    state = playing(red=1)
    ahead, blocked = neutral("trucks", "trains"), neutral("trucks", "ships")
    put(state, ahead, "trucks", 1, 0, NEUTRAL)
    put(state, blocked, "trucks", 0, 0, NEUTRAL)
    put(state, card("trucks", "planes"), "trucks", 2, 0, 1)
    new_one = neutral("ships", "planes")
    on_top(state, new_one)
    GAME.apply(state, DrawTransport())
    assert state.positions[ahead] == Position("trucks", 2, 1, NEUTRAL), "straight ahead is taken: diagonally"
    assert state.positions[blocked] == Position("trucks", 1, 0, NEUTRAL), "straight ahead is free again"
    assert state.positions[new_one] == Position("planes", 0, 1, NEUTRAL)


def test_neutral_transports_keep_the_two_per_route_limit_and_lapse_without_a_field():
    state = playing(red=1)
    first, second, name = [n for n, t in TRANSPORTS.items() if t.neutral and "planes" in t.routes][:3]
    put(state, first, "planes", 0, 0, NEUTRAL)
    put(state, second, "planes", 1, 1, NEUTRAL)
    other = next(r for r in TRANSPORTS[name].routes if r != "planes")
    fillers = [n for n, t in TRANSPORTS.items() if other in t.routes and not t.neutral and t.cards == 1]
    for column in range(board().routes[other].columns):
        put(state, fillers[column], other, 0, column, column % 2)
    on_top(state, name)
    grey = sum(state.goods[GREY].values())
    GAME.apply(state, DrawTransport())
    assert state.positions[first][:2] == ("planes", 1) and state.positions[second][:2] == ("planes", 2)
    assert name not in state.positions and name in state.transport_discard, "planes hold two neutral cards already"
    assert sum(state.lapsed.values()) == len(TRANSPORTS[name].goods())
    GAME.apply(state, EndTurn())
    assert sum(state.goods[GREY].values()) == grey + len(TRANSPORTS[name].goods())


def test_a_neutral_transport_arrives_in_its_destination_and_nobody_earns():
    state = playing(red=1)
    arriving = neutral("trucks", "trains")
    put(state, arriving, "trucks", 5, 0, NEUTRAL)
    on_top(state, neutral("ships", "planes"))
    state.rng = rolling(2)
    GAME.apply(state, DrawTransport())
    destination = TRANSPORTS[arriving].destination
    assert arriving not in state.positions and arriving in state.transport_discard
    assert sum(state.goods[destination].values()) == len(TRANSPORTS[arriving].goods())
    assert state.profit == [0, 0]


def test_a_robbed_neutral_transport_loses_its_last_good_and_the_controller_earns_it():
    state = playing(red=1)
    arriving = neutral("trucks", "trains")
    put(state, arriving, "trucks", 5, 0, NEUTRAL)
    on_top(state, neutral("ships", "planes"))
    state.stones[GREY] = [1, 2]
    state.rng = rolling(6)
    GAME.apply(state, DrawTransport())
    last = TRANSPORTS[arriving].goods()[-1]
    assert state.goods[GREY][last] == 1 and state.profit == [0, VALUE[last]]


def test_neutral_goods_without_room_go_straight_to_the_grey_market():
    state = playing(red=1)
    arriving = neutral("trucks", "trains")
    destination = TRANSPORTS[arriving].destination
    state.goods[destination] = dict(board().continents[destination])  # full
    put(state, arriving, "trucks", 5, 0, NEUTRAL)
    on_top(state, neutral("ships", "planes"))
    state.rng = rolling(1)
    GAME.apply(state, DrawTransport())
    assert sum(state.goods[GREY].values()) == len(TRANSPORTS[arriving].goods())


# ---- arrival -------------------------------------------------------------------------------------------------


def arrive(state, name, route, *rolls):
    put(state, name, route, board().routes[route].rows - 1, 0, 0)
    state.blue_left += 1
    state.rng = rolling(*rolls)
    GAME.apply(state, Leave(name, route))


def test_an_arrival_earns_the_printed_profit_and_unloads_in_one_continent():
    state = playing()
    name = card("planes", "ships")
    arrive(state, name, "planes", 3)
    GAME.apply(state, Deliver(name, "Asia"))
    part = TRANSPORTS[name].parts[0]
    assert state.profit[0] == part.profits["planes"][0]
    assert sum(state.goods["Asia"].values()) == len(part.goods) and state.phase == Phase.USE


def test_a_red_six_robs_the_circled_good_for_the_grey_market_and_pays_its_controller():
    state = playing()
    state.stones[GREY] = [1, 2]
    name = card("planes", "ships")
    arrive(state, name, "planes", 6)
    part = TRANSPORTS[name].parts[0]
    assert state.goods[GREY][part.circled] == 1 and state.profit[1] == VALUE[part.circled]
    GAME.apply(state, Deliver(name, "Asia"))
    assert state.profit[0] == part.profits["planes"][1]
    assert sum(state.goods["Asia"].values()) == len(part.goods) - 1


def test_goods_without_room_go_to_the_grey_market_and_lower_the_profit():
    state = playing()
    name = card("planes", "ships")
    part = TRANSPORTS[name].parts[0]
    state.goods["Asia"] = dict(board().continents["Asia"])
    state.goods["Asia"][part.goods[0]] -= 1  # room for one good
    arrive(state, name, "planes", 1)
    GAME.apply(state, Deliver(name, "Asia"))
    lost = sum(VALUE[g] for g in part.goods[1:])
    assert state.profit[0] == max(0, part.profits["planes"][0] - lost)
    assert sum(state.goods[GREY].values()) == len(part.goods) - 1


def test_giving_up_profit_on_purpose():
    state = playing()
    name = next(n for n, t in TRANSPORTS.items() if not t.neutral and "planes" in t.routes and len(set(t.goods())) > 1)
    part = TRANSPORTS[name].parts[0]
    arrive(state, name, "planes", 1)
    colour = part.goods[-1]
    GAME.apply(state, Deliver(name, "Europe", colour))
    given = [g for g in part.goods if g == colour]
    assert state.goods[GREY][colour] == len(given)
    assert state.profit[0] == max(0, part.profits["planes"][0] - sum(VALUE[g] for g in given))


def test_several_arrivals_in_a_turn_go_to_different_continents():
    state = playing()
    first, second = card("planes", "ships"), card("planes", "trucks")
    arrive(state, first, "planes", 1)
    GAME.apply(state, Deliver(first, "Asia"))
    arrive(state, second, "planes", 1)
    assert not any(isinstance(a, Deliver) and a.where == "Asia" for a in GAME.legal_actions(state))
    assert Deliver(second, "Europe") in GAME.legal_actions(state)


def test_a_mega_transport_covers_two_fields_and_rolls_for_each_card():
    state = playing(blue=3)
    mega = card("trains", "ships", mega=True)
    give(state, 0, mega)
    places = {(a.route, a.column) for a in GAME.legal_actions(state) if isinstance(a, Place)}
    assert places == {("trains", 0), ("trains", 1), ("ships", 0), ("ships", 1)}
    assert hand_size(state, 0) == 2
    state.stones[GREY] = [1, 2]
    put(state, mega, "ships", 3, 1, 0)
    state.rng = rolling(6, 6)
    GAME.apply(state, Leave(mega, "ships"))
    circled = [part.circled for part in TRANSPORTS[mega].parts]
    assert state.profit[1] == sum(VALUE[g] for g in circled)
    state.goods["Asia"] = dict.fromkeys(state.goods["Asia"], 0)
    GAME.apply(state, Deliver(mega, "Asia"))
    goods = [g for part in TRANSPORTS[mega].parts for g in part.goods]
    fields = board().continents["Asia"]
    overflow = sum(VALUE[c] * max(0, goods.count(c) - circled.count(c) - fields.get(c, 0)) for c in VALUE)
    robbed = sum(part.profits["ships"][1] for part in TRANSPORTS[mega].parts)
    assert state.profit[0] == max(0, robbed - overflow)


# ---- selling and sales stones ------------------------------------------------------------------------------


def test_only_a_leader_sells_in_a_continent_as_many_goods_as_stones_for_green_points():
    state = playing(green=5)
    state.stones["Europe"] = [1, 1]
    state.stones["Asia"] = [1, 2]
    state.goods["Europe"]["blue"] = 2
    state.goods["Asia"]["blue"] = 2
    legal = GAME.legal_actions(state)
    assert Sell("Europe", "blue") in legal and Sell("Asia", "blue") not in legal
    GAME.apply(state, Sell("Europe", "blue"))
    assert state.profit[0] == RESALE["blue"] and state.green_left == 4 and state.goods["Europe"]["blue"] == 1
    assert Sell("Europe", "blue") not in GAME.legal_actions(state), "one stone there: one good a turn"


def test_three_green_points_buy_a_sales_stone_within_the_lead_rule():
    state = playing(green=3)
    state.stones["Africa"] = [3, 0]
    assert BuyStone("Africa") not in GAME.legal_actions(state), "4 against none"
    before = state.stones["Europe"][0]
    GAME.apply(state, BuyStone("Europe"))
    assert state.stones["Europe"][0] == before + 1 and state.green_left == 0
    assert BuyStone("Europe") not in GAME.legal_actions(state), "no green points left"


# ---- action cards ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "check"),
    [
        ("overtime", lambda s: s.bonus_points == 1),
        ("express", lambda s: s.bonus_points == 2),
        ("market_day", lambda s: s.bonus_sales == 2),
        ("escort", lambda s: s.escort),
        ("black_market", lambda s: s.grey_sales == 2),
    ],
)
def test_action_cards_that_give_points_sales_or_protection(kind, check):
    state = playing()
    give_action(state, 0, kind)
    GAME.apply(state, PlayCard(kind))
    assert check(state) and not state.actions[0]
    assert components().action_kinds[state.action_discard[-1]] == kind


def test_the_same_action_card_is_never_played_twice_in_a_turn():
    state = playing()
    give_action(state, 0, "overtime")
    give_action(state, 0, "overtime")
    GAME.apply(state, PlayCard("overtime"))
    assert PlayCard("overtime") not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction, match="twice"):
        GAME.apply(state, PlayCard("overtime"))


def test_freight_broker_draws_two_transport_cards():
    state = playing()
    give_action(state, 0, "broker")
    a, b = card("trucks", "trains"), card("ships", "planes")
    on_top(state, a)
    on_top(state, b)
    GAME.apply(state, PlayCard("broker"))
    assert state.transports[0] == sorted([a, b])


def test_branch_office_and_mafia_contact_place_stones():
    state = playing()
    give_action(state, 0, "branch")
    give_action(state, 0, "mafia_contact")
    europe = state.stones["Europe"][0]
    GAME.apply(state, PlayCard("branch", "Europe"))
    GAME.apply(state, PlayCard("mafia_contact"))
    assert state.stones["Europe"][0] == europe + 1 and state.stones[GREY] == [2, 1] and controller(state) == 0


def test_armed_escort_stops_the_mafia():
    state = playing()
    give_action(state, 0, "escort")
    GAME.apply(state, PlayCard("escort"))
    name = card("planes", "ships")
    arrive(state, name, "planes", 6)
    assert state.arriving[2] == [False] and not sum(state.goods[GREY].values())


def test_strike_sets_an_opponents_card_back_a_row():
    state = playing()
    give_action(state, 0, "strike")
    theirs, mine = card("trucks", "trains"), card("trucks", "ships")
    put(state, theirs, "trucks", 3, 0, 1)
    put(state, mine, "trucks", 3, 1, 0)
    assert [a.target for a in GAME.legal_actions(state) if isinstance(a, PlayCard)] == [theirs]
    GAME.apply(state, PlayCard("strike", theirs))
    assert state.positions[theirs] == Position("trucks", 2, 0, 1)


def test_black_market_sells_in_the_grey_market_without_leading_there():
    state = playing()
    state.stones[GREY] = [0, 3]
    state.goods[GREY]["yellow"] = 2
    give_action(state, 0, "black_market")
    GAME.apply(state, PlayCard("black_market"))
    GAME.apply(state, Sell(GREY, "yellow"))
    GAME.apply(state, Sell(GREY, "yellow"))
    assert state.profit[0] == 2 * RESALE["yellow"] and state.grey_sales == 0


@pytest.mark.parametrize(
    ("kind", "profit_before", "profit_after"),
    [("subsidy", 0, 5_000), ("tax_audit", 12_000, 7_000), ("tax_audit", 2_000, 0)],
)
def test_cards_played_at_once_when_drawn(kind, profit_before, profit_after):
    state = playing()
    state.profit[1] = profit_before
    on_action_deck(state, kind)
    GAME.apply(state, EndTurn())
    assert state.profit[1] == profit_after and not state.actions[1]


def on_action_deck(state, kind):
    name = next(c for c in state.action_deck if components().action_kinds[c] == kind)
    state.action_deck.remove(name)
    state.action_deck.append(name)


def test_customs_raid_sends_the_best_good_of_the_fullest_continent_to_the_grey_market():
    state = playing()
    state.goods["Africa"].update(red=3, blue=1)
    state.goods["Asia"]["blue"] = 2
    on_action_deck(state, "customs_raid")
    GAME.apply(state, EndTurn())
    assert state.goods["Africa"]["blue"] == 0 and state.goods[GREY]["blue"] == 1


def test_at_most_six_cards_in_hand_at_the_end_of_the_turn():
    state = playing()
    ordinary = [n for n, t in TRANSPORTS.items() if not t.neutral and t.cards == 1][:5]
    give(state, 0, *ordinary)
    give_action(state, 0, "overtime")
    give_action(state, 0, "express")
    GAME.apply(state, EndTurn())
    assert state.phase == Phase.DISCARD and state.current_player == 0
    assert Discard("express") in GAME.legal_actions(state)
    GAME.apply(state, Discard("express"))
    assert state.current_player == 1 and hand_size(state, 0) == 6


# ---- the end and what a seat sees --------------------------------------------------------------------------


def play_out_the_round(state):
    """The other seats roll and end their turns until the round is over."""
    while state.phase != Phase.OVER:
        assert state.current_player != 0, "the round ends with the last seat"
        GAME.apply(state, ChooseDice("blue", "green"))
        GAME.apply(state, EndTurn())


def test_the_game_ends_after_the_round_in_which_someone_reaches_200000():
    state = playing()
    state.profit[0] = 199_000
    state.goods["Europe"]["blue"] = 1
    state.stones["Europe"] = [1, 0]
    state.green_left = 1
    GAME.apply(state, Sell("Europe", "blue"))
    assert state.phase == Phase.USE
    GAME.apply(state, EndTurn())
    assert state.current_player == 1, "everyone plays as many turns"
    play_out_the_round(state)
    assert GAME.result(state).winners == (0,)


def test_the_game_ends_when_the_transport_deck_runs_out_the_second_time():
    state = playing(red=2)
    state.deck_passes = 2
    state.transport_deck = [card("trucks", "trains")]
    GAME.apply(state, DrawTransport())
    assert state.final
    GAME.apply(state, EndTurn())
    play_out_the_round(state)
    assert state.phase == Phase.OVER


def test_a_seat_sees_its_own_hand_but_not_the_others_nor_the_deck_order():
    state = set_up(3)
    view = GAME.redact(state, 1)
    assert view.transports[1] == state.transports[1]
    assert view.transports[0] == [HIDDEN] * 2 and set(view.transport_deck) == {HIDDEN}
    world = GAME.observe(state, 1, Rng(5))
    assert not any(TRANSPORTS[c].neutral for seat in (0, 2) for c in world.transports[seat])
    assert sorted(world.transport_deck + world.transports[0] + world.transports[2]) == sorted(
        state.transport_deck + state.transports[0] + state.transports[2]
    )


def test_the_turn_prompt_reads_right_with_one_action_point():
    """ "1 action points" was the status line's text at one point left."""
    from words import tr

    game = ItcGame()
    state = new(2)
    while state.phase != Phase.USE:
        state_actions = game.legal_actions(state)
        game.apply(state, state_actions[0])
    state.blue_left, state.red_left, state.bonus_points = 1, 0, 0
    said = tr(game.prompt(state))
    assert "1 action points" not in said and "Action points: 1" in said


def test_an_arrived_transport_dropped_where_it_cannot_unload_says_so_not_the_stones_rule():
    """A newcomer dropped an arrived card on Asia and was told the sales stones' rule: the refusal speaks of the
    card's goods."""
    from game.core.match import Match
    from words import tr

    game = ItcGame()
    match = Match(game, Config("itc", (Seat("bot", "normal"), Seat("bot", "normal"))), 7)
    while not match.is_over():
        drags = {action.drag() for action in match.legal_actions() if action.drag()}
        arrivals = {source for source, target in drags if source.startswith("arrival:")}
        for source in arrivals:
            lit = {target.removeprefix("place:") for s, target in drags if s == source}
            unlit = [name for name in board().continents if name not in lit]
            if unlit:
                said = tr(game.why_not_drag(match.state, source, f"place:{unlit[0]}"))
                assert "cannot take the goods of" in said and "sales stones" not in said, said
                return
        match.play(match.choose_bot_action())
    raise AssertionError("no arrived card met a continent it could not unload in")


def test_a_mega_transport_dropped_on_one_field_says_it_takes_two():
    """A newcomer dropped a mega (M) card on a single free field and was told only the colours' rule."""
    from game.core.match import Match
    from words import tr

    game = ItcGame()
    match = Match(game, Config("itc", (Seat("bot", "normal"), Seat("bot", "normal"))), 7)
    while not match.is_over():
        state = match.state
        seat = match.current_player
        megas = [card for card in state.transports[seat] if card != HIDDEN and components().transports[card].cards > 1]
        drags = {action.drag() for action in match.legal_actions() if action.drag()}
        for card in megas:
            legal = {target for source, target in drags if source == f"hand:{card}"}
            route = components().transports[card].routes[0]
            single = next((f"field:{route}:0:{c}" for c in range(4) if f"field:{route}:0:{c}" not in legal), None)
            if single is not None:
                said = tr(game.why_not_drag(state, f"hand:{card}", single))
                assert "mega transport: it takes two free fields side by side" in said, said
                return
        match.play(match.choose_bot_action())
    raise AssertionError("no mega transport came to a hand")
