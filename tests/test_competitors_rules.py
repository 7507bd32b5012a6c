"""Competitors rules through `apply`: set-up, movement of trucks, ships and aircraft, customs cards,
political-social and meteorological events, deliveries, branches, fees and both endings."""

from __future__ import annotations

import json

import pytest

from game import registry
from game.competitors.actions import (
    Board,
    BuyBranch,
    ChooseHeadquarters,
    Deliver,
    DrawCard,
    EndMovement,
    Go,
    Move,
    SellBranch,
)
from game.competitors.compat import COMPAT
from game.competitors.data import load_data
from game.competitors.movement import ship_routes, truck_routes
from game.competitors.rules import CompetitorsGame, CompetitorsState, card_locations, territory_card
from game.competitors.state import Danger, Drawn, Signed, Vehicle, hex_name, on_land
from game.competitors.world import load_world
from game.core.match import Match
from game.core.protocol import TERMINAL, Config, IllegalAction, Seat
from game.core.rng import Rng
from words import Words

NAMES = ("Ann", "Ben", "Cleo", "Dan", "Eve")
GAME = CompetitorsGame()


def config(players: int, **options: str) -> Config:
    return Config("competitors", tuple(Seat("human", name=name) for name in NAMES[:players]), options)


def words(players: int) -> Words:
    return Words("en", NAMES[:players])


class Dice(Rng):
    """A generator whose next dice are chosen by the test (then it rolls as usual)."""

    __slots__ = ("faces",)

    def __init__(self, faces: list[int]) -> None:
        super().__init__(1)
        self.faces = list(faces)

    def randint(self, low: int, high: int) -> int:
        if self.faces:
            face = self.faces.pop(0)
            assert low <= face <= high
            return face
        return super().randint(low, high)


def started(
    players: int = 2,
    homes: tuple[str, ...] = ("Germany", "Japan", "Italy", "Northeast", "South China"),
    seed: int = 1,
    **options: str,
) -> CompetitorsState:
    """A game after the set-up, with no danger on the map (so nothing is closed or slowed)."""
    state = GAME.new_game(config(players, **options), seed)
    while state.phase == "headquarters":
        GAME.apply(state, ChooseHeadquarters(state.current_player, homes[state.current_player]))
    state.danger = None
    return state


def vehicle(state: CompetitorsState, seat: int, kind: str, at: str) -> Vehicle:
    return GAME.new_vehicle(state, seat, kind, at)


def sign(state: CompetitorsState, seat: int, card: int, sender: str, receiver: str, by: Vehicle) -> Signed:
    """A contract signed from cards taken out of the decks (so every card stays accounted for)."""
    state.contract_deck.remove(card)
    for name in (sender, receiver):
        number = territory_card(name)
        for pile in (state.territory_deck, *state.territory_hands):
            if number in pile:
                pile.remove(number)
    signed = Signed(seat, card, sender, receiver, by.id)
    state.signed.append(signed)
    return signed


def goods_card(kind: str = "normal", vehicle_kind: str | None = None) -> int:
    """A delivery card of `kind` for `vehicle_kind` (None: any vehicle)."""
    return next(c.number for c in load_data().contract_cards if c.kind == kind and c.vehicle == vehicle_kind)


# --- set-up ------------------------------------------------------------------------------------------
def test_the_game_is_offered_by_its_id_and_its_title_is_no_preview() -> None:
    assert isinstance(registry.get_game("competitors"), CompetitorsGame)
    assert "preview" not in CompetitorsGame.title


def test_the_highest_start_roll_chooses_first_from_the_nine_headquarters_states() -> None:
    state = GAME.new_game(config(3), seed=7)
    last = state.start_rolls[-1]
    assert last[state.current_player] == max(last) and last.count(max(last)) == 1
    actions = GAME.legal_actions(state)
    assert len(actions) == 9
    assert {a.drag()[1] for a in actions if isinstance(a, ChooseHeadquarters)} >= {"territory:Japan", "territory:Italy"}


def test_each_company_gets_the_standard_equipment_and_the_first_player_starts_round_one() -> None:
    state = GAME.new_game(config(4), seed=3)
    first = state.current_player
    order = []
    while state.phase == "headquarters":
        order.append(state.current_player)
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert order == [(first + i) % 4 for i in range(4)]
    assert state.money == [200_000] * 4
    for seat in range(4):
        home = state.headquarters[seat]
        assert len(state.territory_hands[seat]) == 10 and len(state.contract_hands[seat]) == 5
        assert sorted(v.kind for v in state.fleet(seat)) == ["aircraft", "ship", "truck", "truck"]
        assert all(v.at == home for v in state.fleet(seat))
    assert state.phase == "actions" and state.round == 1 and state.current_player == first
    assert state.actions_left == 2 and state.danger is not None


def test_a_taken_headquarters_is_refused_with_the_reason() -> None:
    state = GAME.new_game(config(2), seed=1)
    seat = state.current_player
    GAME.apply(state, ChooseHeadquarters(seat, "Japan"))
    other = state.current_player
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, ChooseHeadquarters(other, "Japan"))
    english = words(2)
    assert english(refused.value.message) == f"Japan is already the headquarters of {NAMES[seat]}."
    why = english(GAME.why_not_drag(state, f"headquarters:{other}", "territory:Mongolia"))
    assert why == "Mongolia is not one of the 9 headquarters states: choose a lit state."
    at_sea = english(GAME.why_not_drag(state, f"headquarters:{other}", "hex:10:4"))
    assert at_sea == "Headquarters stand on land: drop yours on a state with a gold tower."


def test_a_vehicle_dropped_elsewhere_outside_a_movement_turn_is_told_how_to_set_off() -> None:
    state = GAME.new_game(config(2), seed=1)
    while state.phase == "headquarters":
        GAME.apply(state, GAME.legal_actions(state)[0])
    truck = state.fleet(state.turn_player, "truck")[0]
    why = words(2)(GAME.why_not_drag(state, f"vehicle:{truck.id}", "territory:Mongolia"))
    assert f"truck {truck.id}" in why and "action" in why and "drag it along its way" in why, why


def test_moves_keep_their_keys_and_old_saves_keep_their_wording() -> None:
    action = ChooseHeadquarters(1, "New South Wales & Victoria")
    assert words(2)(action.label()) == "HQ in New South Wales & Victoria"
    assert action.key() == ("ChooseHeadquarters", 1, "New South Wales & Victoria")
    assert COMPAT.v1_text is not None and COMPAT.v1_text(action) == "headquarters in New South Wales & Victoria"


def test_hands_and_decks_are_hidden_from_the_other_seats_but_not_the_board() -> None:
    state = started(3)
    seat = state.turn_player
    view = GAME.redact(state, (seat + 1) % 3)
    assert view.territory_hands[seat] == [0] * 10 and view.contract_hands[seat] == [0] * 5
    assert view.money == state.money and [v.at for v in view.vehicles] == [v.at for v in state.vehicles]
    assert GAME.redact(state, seat).territory_hands[seat] == state.territory_hands[seat]
    assert GAME.private_decision(state)
    json.dumps(state.position())


# --- trucks -------------------------------------------------------------------------------------------
def test_the_rulebook_truck_from_eastern_siberia_reaches_moscow_with_its_five_points_for_500() -> None:
    state = started()
    seat = state.turn_player
    truck = state.fleet(seat, "truck")[0]
    truck.at = "Eastern Siberia"
    assert truck_routes(state, truck, 5, goods=False)["Moscow District"].cost == 5
    money = state.money[seat]
    GAME.apply(state, Move(seat, truck.id, "truck"))
    assert state.movement is not None and state.movement.points == 5
    GAME.apply(state, Go(seat, truck.id, "Moscow District", "truck"))
    assert truck.at == "Moscow District" and state.money[seat] == money - 500
    assert state.phase == "actions" and state.actions_left == 1  # the turn's points are spent: the move is over


def test_a_truck_never_stops_on_a_strait_and_pays_the_point_to_cross_it() -> None:
    world = load_world()
    state = started()
    seat = state.turn_player
    truck = state.fleet(seat, "truck")[0]
    truck.at = "Spain"
    routes = truck_routes(state, truck, 5, goods=False)
    assert not set(routes) & set(world.crossings)
    gibraltar = routes["Morocco"]
    assert gibraltar.steps[0].crossing == "Strait of Gibraltar"
    assert gibraltar.cost == 1 + world.territories["Morocco"].movement_cost
    GAME.apply(state, Move(seat, truck.id, "truck"))
    english = words(2)
    assert english(GAME.why_not_drag(state, f"vehicle:{truck.id}", "territory:Strait of Gibraltar")) == (
        "A vehicle cannot stop on a canal or strait."
    )


def test_passing_another_headquarters_pays_its_owner_10000() -> None:
    state = started(homes=("Germany", "Benelux"))
    seat = state.turn_player
    other = 1 - seat
    truck = state.fleet(seat, "truck")[0]
    truck.at = "Germany" if state.headquarters[other] == "Benelux" else "Benelux"
    target = state.headquarters[other]
    assert target is not None
    before = list(state.money)
    GAME.apply(state, Move(seat, truck.id, "truck"))
    GAME.apply(state, Go(seat, truck.id, target, "truck"))
    assert state.money[seat] == before[seat] - 500 - 10_000
    assert state.money[other] == before[other] + 10_000


# --- customs ------------------------------------------------------------------------------------------
def customs_border() -> tuple[str, str]:
    """A territory and a plain, quiet neighbour across a customs border (no red flag, no headquarters)."""
    world = load_world()
    for name in sorted(world.territories):
        for other, kind in sorted(world.borders[name].items()):
            there = world.territories[other]
            if (
                kind == "customs"
                and there.terrain == "plain"
                and not there.red_flag
                and not there.headquarters
                and not world.territories[name].headquarters
                and world.continent_of(name) == there.continent
            ):
                return name, other
    raise AssertionError("no customs border")


def delivering_truck(card: int, customs_card: int) -> tuple[CompetitorsState, Vehicle, int]:
    """A truck on its way with goods to a far receiver, about to cross a customs border onto a plain."""
    here = customs_border()[0]
    state = started(homes=("Japan", "South China"))
    seat = state.turn_player
    truck = vehicle(state, seat, "truck", here)
    sign(state, seat, card, here, "New Zealand", truck)
    GAME.apply(state, Deliver(seat, card))
    state.customs_deck.remove(customs_card)
    state.customs_deck.insert(0, customs_card)
    return state, truck, seat


@pytest.mark.parametrize("number", range(1, 36))
@pytest.mark.parametrize("goods", ["normal", "illegal"])
def test_every_customs_card_at_a_customs_border(number: int, goods: str) -> None:
    card = load_data().customs_cards[number - 1]
    state, truck, seat = delivering_truck(goods_card(goods), number)
    _, there = customs_border()
    money, points = state.money[seat], state.points[seat]
    GAME.apply(state, Go(seat, truck.id, there, "truck"))
    assert state.customs_deck[-1] == number, "a used customs card goes to the bottom of the deck"
    assert Drawn("customs", (number,), seat) in state.drawn, "the card lies on the table for all to see"
    paid = money - 500 - state.money[seat]
    effect = card.effect
    failed = state.delivery is None
    assert failed == (effect in ("end_turn", "fail_delivery", "pay_and_end_turn", "seize_illegal"))
    if failed:
        assert not state.signed and state.points[seat] == max(0, points - 1)
        assert (truck in state.vehicles) == (effect != "seize_illegal" or goods == "normal")
    else:
        assert state.movement is not None and truck.at == there
        left = state.movement.points
        assert left == 4 + {"extra_movement": 1, "lose_movement": -2}.get(effect, 0)
        assert state.delivery is not None and state.delivery.customs_free == (effect == "skip_customs")
    expected = {
        "collect": -card.amount,
        "pay": card.amount,
        "pay_and_end_turn": card.amount,
        "inspect": card.fine if goods == "illegal" else -card.amount,
        "seize_illegal": 0 if goods == "illegal" else card.amount,
    }.get(effect, 0)
    assert paid == expected


def test_a_ship_stopped_by_customs_on_a_strait_pays_10000_to_free_it_and_the_delivery_fails() -> None:
    world = load_world()
    state = started(homes=("Japan", "South China"))
    seat = state.turn_player
    found = None
    for port in sorted(world.docks):
        ship = Vehicle(0, seat, "ship", port)
        for target, route in sorted(ship_routes(state, ship, 4, goods=True).items()):
            if route.steps and route.steps[-1].crossing and route.steps[-1].customs:
                found = port, target
                break
        if found:
            break
    assert found is not None
    port, target = found
    ship = vehicle(state, seat, "ship", port)
    card = goods_card()
    sign(state, seat, card, port, "New Zealand" if port != "New Zealand" else "Chile", ship)
    GAME.apply(state, Deliver(seat, card))
    state.customs_deck.remove(24)  # Border closed: the movement turn ends on the strait
    state.customs_deck.insert(0, 24)
    money = state.money[seat]
    GAME.apply(state, Go(seat, ship.id, target, "ship"))
    assert state.delivery is None and not state.signed
    assert state.money[seat] == money - 1000 - 10_000
    assert ship.at == target  # freed beyond the strait


def test_no_customs_without_goods_and_none_entering_an_own_branch() -> None:
    here, there = customs_border()
    state = started(homes=("Japan", "South China"))
    seat = state.turn_player
    truck = vehicle(state, seat, "truck", here)
    assert not any(step.customs for step in truck_routes(state, truck, 5, goods=False)[there].steps)
    assert truck_routes(state, truck, 5, goods=True)[there].steps[0].customs
    state.branches[seat].append(there)
    assert not truck_routes(state, truck, 5, goods=True)[there].steps[0].customs


# --- aircraft -----------------------------------------------------------------------------------------
def test_an_aircraft_must_land_first_at_an_intercontinental_airport_of_a_continent_without_a_base() -> None:
    world = load_world()
    state = started(homes=("Germany", "Japan"))
    seat = state.headquarters.index("Germany")
    state.turn_player = state.current_player = seat
    aircraft = state.fleet(seat, "aircraft")[0]
    GAME.apply(state, Move(seat, aircraft.id, "aircraft"))
    targets = {a.target for a in GAME.legal_actions(state) if isinstance(a, Go)}
    assert world.territories["Algeria"].airport == "national" and "Algeria" not in targets
    assert "Morocco" in targets and "France" in targets
    money = state.money[seat]
    GAME.apply(state, Go(seat, aircraft.id, "Morocco", "aircraft"))
    assert aircraft.at == "Morocco" and state.phase == "actions"  # landing there took the rest of the turn
    assert state.money[seat] < money
    GAME.apply(state, Move(seat, aircraft.id, "aircraft"))
    assert "Algeria" in {a.target for a in GAME.legal_actions(state) if isinstance(a, Go)}


def test_an_aircraft_beyond_reach_ends_its_turn_in_flight_and_flies_on_next_time() -> None:
    state = started(homes=("Germany", "Japan"))
    seat = state.headquarters.index("Germany")
    state.turn_player = state.current_player = seat
    aircraft = state.fleet(seat, "aircraft")[0]
    GAME.apply(state, Move(seat, aircraft.id, "aircraft"))
    GAME.apply(state, Go(seat, aircraft.id, "Peru", "aircraft"))
    assert aircraft.at.startswith("air:") and state.phase == "actions"
    GAME.apply(state, Move(seat, aircraft.id, "aircraft"))
    assert "Peru" in {a.target for a in GAME.legal_actions(state) if isinstance(a, Go)}


def test_an_aircraft_flying_west_over_the_edge_of_the_map_gets_across_and_lands() -> None:
    state = started(homes=("Germany", "Japan"))
    seat = state.headquarters.index("Germany")
    aircraft = vehicle(state, seat, "aircraft", "Peru")  # Japan lies west of Peru, over the Pacific and the edge
    for _ in range(4):  # a movement turn each, the company's round again each time
        state.turn_player = state.current_player = seat
        state.actions_left = 2
        GAME.apply(state, Move(seat, aircraft.id, "aircraft", aircraft.at))
        GAME.apply(state, Go(seat, aircraft.id, "Japan", "aircraft"))
        if aircraft.at == "Japan":
            break
    assert aircraft.at == "Japan", aircraft.at


# --- combined movement --------------------------------------------------------------------------------
def test_a_truck_on_a_ship_spends_its_own_points_with_the_ship_and_goes_with_it() -> None:
    state = started(homes=("Germany", "Japan"))
    seat = state.turn_player
    home = state.headquarters[seat]
    truck, ship = state.fleet(seat, "truck")[0], state.fleet(seat, "ship")[0]
    GAME.apply(state, Move(seat, truck.id, "truck"))
    GAME.apply(state, Board(seat, truck.id, ship.id, "ship"))
    assert truck.aboard == ship.id and ship.cargo == truck.id
    sea = [a for a in GAME.legal_actions(state) if isinstance(a, Go) and a.vehicle == ship.id]
    assert sea and all(a.target != home for a in sea)
    routes = ship_routes(state, ship, 4, goods=False)
    target = next(t for t, r in sorted(routes.items()) if r.cost == 3 and not on_land(t))
    money = state.money[seat]
    GAME.apply(state, Go(seat, ship.id, target, "ship"))
    assert truck.at == ship.at == target
    assert state.money[seat] == money - 1000  # the ship's fuel; the truck has not driven yet
    assert state.movement is not None and state.movement.points == 2 and state.movement.carrier_points == 1
    assert (
        max(
            ship_routes(state, ship, 1, goods=False)[a.target].cost
            for a in GAME.legal_actions(state)
            if isinstance(a, Go)
        )
        == 1
    )
    GAME.apply(state, EndMovement(seat))
    assert state.phase == "actions"


# --- deliveries, branches, events ---------------------------------------------------------------------
def test_a_delivery_on_time_pays_its_reward_and_victory_points_and_early_draws_a_bonus_contract() -> None:
    state = started(homes=("Germany", "Japan"))
    seat = state.headquarters.index("Germany")
    state.turn_player = state.current_player = seat
    truck = state.fleet(seat, "truck")[0]
    card = goods_card()
    sign(state, seat, card, "Germany", "Poland", truck)
    hand, money = len(state.contract_hands[seat]), state.money[seat]
    GAME.apply(state, Deliver(seat, card))
    GAME.apply(state, Go(seat, truck.id, "Poland", "truck"))
    reward = load_data().contract_cards[card - 1].reward
    assert state.points[seat] == 1 and state.money[seat] == money - 500 + reward
    assert len(state.contract_hands[seat]) == hand + 1  # delivered in turn 1 of more
    assert not state.signed and state.delivery is None


def test_a_delivery_out_of_time_fails_and_costs_a_victory_point() -> None:
    state = started(homes=("Germany", "Japan"))
    seat = state.headquarters.index("Germany")
    state.turn_player = state.current_player = seat
    state.points[seat] = 2
    truck = state.fleet(seat, "truck")[0]
    card = goods_card()
    sign(state, seat, card, "Germany", "New Zealand", truck)
    GAME.apply(state, Deliver(seat, card))
    turns = load_data().contract_cards[card - 1].turns
    for _ in range(turns):
        GAME.apply(state, EndMovement(seat))
    assert state.delivery is None and state.points[seat] == 1 and state.phase == "actions"


def test_a_branch_is_bought_from_a_territory_card_and_sold_with_its_attached_cards() -> None:
    state = started()
    seat = state.turn_player
    name = next(
        load_data().territory_cards[c - 1].territory
        for c in state.territory_hands[seat]
        if state.influence_of(load_data().territory_cards[c - 1].territory) is None
    )
    money = state.money[seat]
    GAME.apply(state, BuyBranch(seat, name))
    assert name in state.branches[seat] and state.money[seat] == money - 100_000
    assert territory_card(name) not in state.territory_hands[seat]
    state.attached[name] = [101]
    state.contract_deck.remove(101)
    GAME.apply(state, SellBranch(seat, name))
    assert name not in state.branches[seat] and 101 in state.contract_discard


@pytest.mark.parametrize("entry", load_data().political_events, ids=lambda e: f"{e.continent}-{e.d12}")
def test_every_political_social_event(entry: dict) -> None:
    world = load_world()
    state = started(homes=("Japan", "South China"))
    seat = state.turn_player
    where = next(
        n
        for n in sorted(world.territories)
        if world.continent_of(n) == entry.continent and not world.territories[n].headquarters
    )
    truck = vehicle(state, seat, "truck", where)
    state.rng = Dice([entry.d12])
    money, events = state.money[seat], []
    why = GAME.political_event(state, truck, where, events)
    effect = entry.effect
    assert state.money[seat] - money == {"pay": -entry.amount, "collect": entry.amount}.get(effect, 0)
    assert truck.bonus == {"lose_movement": -entry.points, "extra_movement": entry.points}.get(effect, 0)
    assert truck.lost_turns == (entry.turns if effect == "lose_turn" else 0)
    assert (why is not None) == (effect in ("end_turn", "seize_goods"))
    assert (truck in state.vehicles) == (effect != "seize_vehicle")


def test_stopping_on_a_red_flag_rolls_the_political_event_of_its_continent() -> None:
    world = load_world()
    state = started(homes=("Japan", "South China"))
    seat = state.turn_player
    red, start = next(
        (n, o)
        for n in sorted(world.territories)
        if world.territories[n].red_flag
        for o in sorted(world.borders[n])
        if not world.territories[o].red_flag
    )
    truck = vehicle(state, seat, "truck", start)
    entry = next(
        e for e in load_data().political_events if e.continent == world.continent_of(red) and e.effect == "collect"
    )
    GAME.apply(state, Move(seat, truck.id, "truck"))
    GAME.apply(state, Go(seat, truck.id, red, "truck"))
    money = state.money[seat]
    state.rng = Dice([entry.d12])
    if state.phase == "moving":
        GAME.apply(state, EndMovement(seat))
    else:  # the points ran out on arrival: the event was rolled already, by the game's own dice
        return
    assert state.money[seat] == money + entry.amount


@pytest.mark.parametrize("entry", load_data().natural_events, ids=lambda e: f"{e.d6}-{e.d12}")
@pytest.mark.parametrize("saved", [True, False])
def test_every_weather_and_danger_event_at_the_end_of_a_round(entry: dict, saved: bool) -> None:
    world = load_world()
    state = started(homes=("Japan", "South China"))
    last = (state.first_player - 1) % 2
    state.turn_player = state.current_player = last
    state.actions_left = 1
    kind = entry.vehicles[0]
    area = entry.area
    if kind == "truck":
        at = area[0]
    elif kind == "ship":
        port = next((n for n in area if n in world.docks), None)
        if port is None:
            pytest.skip("no port in the area")
        at = hex_name(world.docks[port])
    else:
        x, y = world.territories[area[0]].label_at
        at = f"air:{round(x)}:{round(y)}"
    exposed = vehicle(state, 0, kind, at)
    state.rng = Dice([entry.d6, entry.d12, entry.save - 1 if saved else entry.save])
    GAME.apply(state, DrawCard(last, "contract"))
    assert state.danger is not None and (state.danger.d6, state.danger.d12) == (entry.d6, entry.d12)
    assert state.round == 2
    save = entry.save - 1 if saved else entry.save
    assert state.drawn[0] == Drawn("weather", (entry.d6, entry.d12), None)
    assert state.drawn[1:] in ([], [Drawn("save", (save, entry.save), 0)]), "a vehicle in danger rolls in view"
    seat = state.current_player
    GAME.apply(state, DrawCard(seat, "territory"))
    assert state.drawn[0].kind == "weather", "the dice stay on the table while no one rolls or draws"
    if saved:
        assert exposed.at == at
    else:
        assert exposed.at in state.bases(0)


def test_a_closed_area_keeps_trucks_out_and_a_slow_one_costs_a_point_more() -> None:
    data = load_data()
    closed = next(e for e in data.natural_events if e.effect == "closed" and e.continent == "Europe")
    slow = next(e for e in data.natural_events if e.effect == "slow")
    world = load_world()
    state = started(homes=("Japan", "South China"))
    for event in (closed, slow):
        target = event.area[0]
        start = sorted(world.borders[target])[0]
        truck = vehicle(state, 0, "truck", start)
        plain = truck_routes(state, truck, 9, goods=False)[target].cost
        state.danger = Danger(event.d6, event.d12)
        routes = truck_routes(state, truck, 9, goods=False)
        if event is closed:
            assert not set(routes) & set(event.area)
        else:
            assert routes[target].cost == plain + 1
        state.danger = None


# --- the end ------------------------------------------------------------------------------------------
def test_the_timed_game_ends_with_the_round_track_and_ties_go_to_the_richest() -> None:
    state = started(rounds="short")
    while not GAME.is_over(state):
        actions = GAME.legal_actions(state)
        GAME.apply(state, next((a for a in actions if isinstance(a, DrawCard)), actions[-1]))
    assert state.round == 8 and state.current_player == TERMINAL
    state.points = [3, 3]
    state.money = [100, 200]
    assert GAME.result(state).places == (2, 1)


def test_the_points_game_ends_after_the_round_in_which_a_company_reaches_10() -> None:
    state = started(end="points")
    state.points[state.first_player] = 10
    while not GAME.is_over(state):
        GAME.apply(state, DrawCard(state.current_player, "contract"))
    assert state.round == 1 and GAME.result(state).winners == (state.first_player,)


# --- conservation -------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_money_vehicles_branches_and_the_276_cards_are_accounted_for_in_random_games(players: int) -> None:
    box = sum(int(v) * n for v, n in load_data().rules["box_coins"].items())
    limits = load_data().rules["token_limits"]
    match = Match(GAME, Config("competitors", tuple(Seat("bot", "easy") for _ in range(players))), players)
    rng = Rng(players)
    while not match.is_over():
        match.play(rng.choice(match.legal_actions()))
        state = match.state
        assert isinstance(state, CompetitorsState)
        assert sum(state.money) + state.bank == box and min(state.money) >= 0
        territories, contracts, customs = card_locations(state)
        assert territories == list(range(1, 117)) and contracts == list(range(1, 117)) and customs == list(range(1, 36))
        assert len(territories) + len(contracts) + len(customs) + len(load_data().headquarter_cards) == 276
        assert len({v.id for v in state.vehicles}) == len(state.vehicles)
        for seat in range(players):
            for kind, key in (("truck", "trucks"), ("ship", "ships"), ("aircraft", "aircraft")):
                assert len(state.fleet(seat, kind)) <= limits[key]
            assert len(state.branches[seat]) <= limits["branches"]
        assert len(match.actions) < 10_000  # random play composes offers at every opening point
    assert match.state.round == 12


@pytest.mark.parametrize("name", ["v1-competitors-finished", "v2-competitors-midgame"])
def test_saves_of_the_world_preview_open_under_the_whole_game_with_a_notice(name: str) -> None:
    from pathlib import Path

    from game.core import saves

    match = saves.load(Path(__file__).parent / "golden" / f"{name}.json")
    assert match.notice is not None and "older rules" in words(3)(match.notice)
    assert not match.is_over() and match.legal_actions()


# --- negotiations -------------------------------------------------------------------------------------
def test_an_offer_is_composed_step_by_step_sent_through_the_flow_and_accepted() -> None:
    from game.competitors.actions import AnswerOffer, ProposeTrade, SendOffer, TradeItem, TradeMoney, TradeWith

    state = started(3)
    seat = state.turn_player
    other = (seat + 1) % 3
    card = state.territory_hands[seat][0]
    truck = state.fleet(other, "truck")[0]
    GAME.apply(state, ProposeTrade(seat))
    assert all(a.seat == seat for a in GAME.legal_actions(state))
    GAME.apply(state, TradeItem(seat, "give", f"territory:{card}"))
    GAME.apply(state, TradeItem(seat, "take", f"truck:{truck.id}"))  # asking for a truck names its owner
    assert state.offer is not None and state.offer.to == [other]
    GAME.apply(state, TradeMoney(seat, "give", 10_000))
    with pytest.raises(IllegalAction):
        GAME.apply(state, TradeWith(seat, (seat + 2) % 3))  # what is asked belongs to one company
    GAME.apply(state, SendOffer(seat))
    assert state.current_player == other and GAME.private_decision(state)
    assert words(3)(GAME.prompt(state))
    money = list(state.money)
    GAME.apply(state, AnswerOffer(other, "accept"))
    assert truck.owner == seat and card in state.territory_hands[other]
    assert state.money[seat] == money[seat] - 10_000 and state.money[other] == money[other] + 10_000
    assert state.offer is None and state.current_player == seat and state.actions_left == 2  # no action spent


def test_money_is_offered_by_any_amount_in_thousands_and_a_save_keeps_it() -> None:
    from game.competitors.actions import ProposeTrade, SendOffer, TradeMoney, TradeWith

    match = Match(GAME, config(3), 4)
    while match.state.phase == "headquarters":
        match.play(match.legal_actions()[0])
    seat = match.state.turn_player
    other = (seat + 1) % 3
    for action in (ProposeTrade(seat), TradeWith(seat, other), TradeMoney(seat, "give", 25_000)):
        match.play(action)
    assert TradeMoney(seat, "give", 25_000) not in match.legal_actions(), "typed, not listed"
    offer = match.state.offer
    assert offer is not None and offer.give_money == 25_000
    for refused in (25_500, 0, -1000, match.state.money[seat]):  # not thousands, nothing, negative, beyond the purse
        with pytest.raises(IllegalAction, match="in thousands, at most"):
            match.play(TradeMoney(seat, "give", refused))
    match.play(TradeMoney(seat, "take", 7_000))
    match.play(SendOffer(seat))
    keys = [action.key() for action in match.actions]
    replayed = Match.replay(GAME, match.config, 4, keys)
    assert replayed.state.offer is not None and (replayed.state.offer.give_money, replayed.state.offer.take_money) == (
        25_000,
        7_000,
    )
    assert GAME.action_of(replayed.state, ("TradeMoney", seat, "give", 3_000)) is None, "no typing once sent"


def test_a_refused_offer_closes_and_a_counter_offer_goes_back_to_the_proposer() -> None:
    from game.competitors.actions import AnswerOffer, ProposeTrade, SendOffer, TradeMoney, TradeWith

    state = started(3)
    seat = state.turn_player
    others = [(seat + 1) % 3, (seat + 2) % 3]
    GAME.apply(state, ProposeTrade(seat))
    for other in others:
        GAME.apply(state, TradeWith(seat, other))
    GAME.apply(state, TradeMoney(seat, "take", 1000))
    GAME.apply(state, SendOffer(seat))
    assert state.current_player == others[0]
    GAME.apply(state, AnswerOffer(others[0], "refuse"))
    assert state.current_player == others[1]
    GAME.apply(state, AnswerOffer(others[1], "counter"))
    assert state.offer is not None and state.offer.proposer == others[1] and state.offer.give_money == 1000
    assert state.current_player == others[1]
    GAME.apply(state, SendOffer(others[1]))
    assert state.current_player == seat
    assert AnswerOffer(seat, "counter") not in GAME.legal_actions(state)  # haggling ends at a counter-offer
    GAME.apply(state, AnswerOffer(seat, "refuse"))
    assert state.offer is None and state.current_player == seat


def test_offered_cards_are_seen_by_every_seat_and_stay_put_in_a_bots_sample() -> None:
    from game.competitors.actions import ProposeTrade, TradeItem

    state = started(3)
    seat = state.turn_player
    card = state.contract_hands[seat][0]
    GAME.apply(state, ProposeTrade(seat))
    GAME.apply(state, TradeItem(seat, "give", f"contract:{card}"))
    watcher = (seat + 1) % 3
    assert card in GAME.redact(state, watcher).contract_hands[seat]
    assert card in GAME.observe(state, watcher, Rng(5)).contract_hands[seat]


def test_bots_accept_a_good_offer_refuse_a_poor_one_and_send_none_when_turned_off() -> None:
    from game.competitors.actions import AnswerOffer, ProposeTrade, SendOffer, TradeMoney, TradeWith
    from game.competitors.bots import make_bot

    for amount, expected in ((10_000, "accept"), (0, "refuse")):
        state = started(2)
        seat = state.turn_player
        other = 1 - seat
        GAME.apply(state, ProposeTrade(seat))
        GAME.apply(state, TradeWith(seat, other))
        if amount:
            GAME.apply(state, TradeMoney(seat, "give", amount))
        else:
            GAME.apply(state, TradeMoney(seat, "take", 10_000))
        GAME.apply(state, SendOffer(seat))
        choice = make_bot("hard", Rng(1)).choose(GAME, GAME.observe(state, other, Rng(2)), other)
        assert isinstance(choice, AnswerOffer) and choice.answer == expected
    state = started(2, bot_offers="off")
    seat = state.turn_player
    state.money[seat] = 1000
    GAME.new_vehicle(state, seat, "truck", state.headquarters[seat] or "")
    choice = make_bot("hard", Rng(1)).choose(GAME, GAME.observe(state, seat, Rng(2)), seat)
    assert not isinstance(choice, ProposeTrade)
    state.bot_offers = True
    choice = make_bot("hard", Rng(1)).choose(GAME, GAME.observe(state, seat, Rng(2)), seat)
    assert isinstance(choice, ProposeTrade)


def test_an_auction_goes_round_until_one_bidder_is_left_who_pays_and_takes_the_things() -> None:
    from game.competitors.actions import Bid, DropOut, PlaceVehicle, ProposeTrade, StartAuction, TradeItem, TradeMoney

    match = Match(GAME, config(4), 6)
    while match.state.phase == "headquarters":
        match.play(match.legal_actions()[0])
    state = match.state
    seller = state.turn_player
    first, second, third = ((seller + step) % 4 for step in (1, 2, 3))
    truck = state.fleet(seller, "truck")[0]
    card = state.contract_hands[seller][0]
    for step in (
        ProposeTrade(seller),
        TradeItem(seller, "give", f"truck:{truck.id}"),
        TradeItem(seller, "give", f"contract:{card}"),
        TradeMoney(seller, "take", 20_000),
    ):
        match.play(step)
    match.play(StartAuction(seller))  # to no one named: everyone else bids, in turn order from the seller's left
    assert state.offer is None and state.current_player == first and GAME.private_decision(state)
    assert card in GAME.redact(state, second).contract_hands[seller], "what is auctioned is seen by all"
    assert "20,000" in words(4)(GAME.prompt(state))
    for low in (19_000, 20_500):  # under the opening price; not thousands
        with pytest.raises(IllegalAction, match="A bid goes in thousands, from 20,000"):
            match.play(Bid(first, low))
    match.play(Bid(first, 20_000))
    assert Bid(second, 21_000) in match.legal_actions() and Bid(second, 30_000) in match.legal_actions()
    match.play(Bid(second, 33_000))  # typed: any amount in thousands over the highest
    match.play(DropOut(third))
    assert state.current_player == first
    match.play(Bid(first, 34_000))
    assert state.current_player == second
    money = list(state.money)
    match.play(DropOut(second))
    assert truck.owner == first and card in state.contract_hands[first] and state.auction is None
    assert state.money[first] == money[first] - 34_000 and state.money[seller] == money[seller] + 34_000
    said = words(4)(match.events[-1].message)
    assert state.current_player == first, "the buyer may bring its truck to its base first"
    match.play(PlaceVehicle(first, truck.id, truck.at, "truck", stays=True))
    assert said.startswith(f"{NAMES[first]} buys truck {truck.id} and ")
    assert said.endswith(f"from {NAMES[seller]} for 34,000")
    assert state.current_player == seller and state.actions_left == 2, "an auction is no action"
    replayed = Match.replay(GAME, match.config, 6, [action.key() for action in match.actions])
    assert replayed.state.position() == state.position(), "typed bids replay from the save"


def test_an_auction_nobody_bids_in_leaves_the_things_with_the_seller() -> None:
    from game.competitors.actions import DropOut, ProposeTrade, StartAuction, TradeItem, TradeWith

    state = started(3)
    seller = state.turn_player
    bidder = (seller + 2) % 3
    card = state.territory_hands[seller][0]
    for step in (ProposeTrade(seller), TradeWith(seller, bidder), TradeItem(seller, "give", f"territory:{card}")):
        GAME.apply(state, step)
    GAME.apply(state, StartAuction(seller))
    assert state.current_player == bidder, "only the companies it names bid"
    GAME.apply(state, DropOut(bidder))
    assert state.auction is None and card in state.territory_hands[seller] and state.current_player == seller


def test_bots_bid_while_the_things_are_worth_it_and_drop_out_beyond() -> None:
    from game.competitors.actions import Bid, DropOut, ProposeTrade, StartAuction, TradeItem, TradeMoney
    from game.competitors.bots import make_bot, worth

    for opening, expected in ((1000, Bid), (40_000, DropOut)):
        state = started(2)
        seller = state.turn_player
        bidder = 1 - seller
        card = state.territory_hands[seller][0]
        for step in (
            ProposeTrade(seller),
            TradeItem(seller, "give", f"territory:{card}"),
            TradeMoney(seller, "take", opening),
            StartAuction(seller),
        ):
            GAME.apply(state, step)
        assert (opening <= worth(state, [f"territory:{card}"])) == (expected is Bid)
        choice = make_bot("normal", Rng(1)).choose(GAME, GAME.observe(state, bidder, Rng(2)), bidder)
        assert isinstance(choice, expected)


def chartered(players: int = 2):  # type: ignore[no-untyped-def]
    """The turn player's truck with a signed contract in the port of the other company's home, and the
    offer asking passage on that company's ship, sent."""
    from game.competitors.actions import ProposeTrade, SendOffer, TradeItem, TradeMoney

    state = started(players)
    rider = state.turn_player
    carrier_owner = (rider + 1) % players
    port = state.headquarters[carrier_owner] or ""
    ship = state.fleet(carrier_owner, "ship")[0]
    truck = vehicle(state, rider, "truck", port)
    signed = sign(state, rider, goods_card(), port, "Italy", truck)
    GAME.apply(state, ProposeTrade(rider))
    GAME.apply(state, TradeItem(rider, "take", f"passage:ship:{ship.id}"))  # asking for passage names the owner
    assert -truck.id in [s.contract for s in GAME.redact(state, carrier_owner).signed], "not while composing"
    GAME.apply(state, TradeMoney(rider, "give", 8_000))
    before = state.clone()
    events = GAME.apply(state, SendOffer(rider))
    assert GAME.reveals(before, state, SendOffer(rider), events), "undo never takes back a contract shown"
    return state, rider, carrier_owner, ship, truck, signed


def test_a_truck_rides_on_another_companys_ship_for_a_fee_and_the_carrier_sees_its_contract_first() -> None:
    from game.competitors.actions import AnswerOffer, Board, Disembark, EndMovement, Move

    state, rider, carrier_owner, ship, truck, signed = chartered()
    assert signed.contract in [s.contract for s in GAME.redact(state, carrier_owner).signed], (
        "the carrier sees the contract it would carry"
    )
    GAME.apply(state, AnswerOffer(carrier_owner, "accept"))
    assert ship.owner == carrier_owner and state.charters == {ship.id: rider}, "passage, not the ship, changes hands"
    assert -truck.id in [s.contract for s in GAME.redact(state, carrier_owner).signed], "face down again"
    GAME.apply(state, Board(rider, truck.id, ship.id, "ship"))
    assert Move(rider, ship.id, "ship") in GAME.legal_actions(state), "the rider sails the ship carrying its truck"
    assert not state.may_use(carrier_owner, ship) and ship not in GAME.operated(state, carrier_owner), (
        "the owner cannot use its ship under another's truck"
    )
    money = list(state.money)
    GAME.apply(state, Move(rider, ship.id, "ship"))
    assert state.movement is not None
    routes = GAME.routes(state, ship, GAME.carrier_points(state.movement, ship))
    leg = min(
        (
            a
            for a in GAME.legal_actions(state)
            if type(a).__name__ == "Go" and not on_land(a.target) and routes[a.target].cost > 0
        ),
        key=lambda a: (routes[a.target].cost, a.target),
    )  # one hex out
    assert leg.seat == rider
    GAME.apply(state, leg)
    assert state.money[rider] == money[rider] - 1000 and state.money[carrier_owner] == money[carrier_owner], (
        "the rider pays the fuel"
    )
    dock = next(a for a in GAME.legal_actions(state) if type(a).__name__ == "Go" and on_land(a.target))
    GAME.apply(state, dock)  # on in the same movement turn, into a port
    if state.phase == "moving":
        GAME.apply(state, EndMovement(rider))
    GAME.apply(state, Disembark(rider, truck.id))
    assert state.charters == {} and truck.at == ship.at, "unloading ends the ride"
    assert state.may_use(carrier_owner, ship) and Move(rider, ship.id, "ship") not in GAME.legal_actions(state)


def test_a_charter_ends_with_the_riders_round_and_a_truck_left_at_sea_goes_home() -> None:
    from game.competitors.actions import AnswerOffer, Board, DrawCard, EndMovement, Move

    state, rider, carrier_owner, ship, truck, _ = chartered()
    GAME.apply(state, AnswerOffer(carrier_owner, "accept"))
    GAME.apply(state, Board(rider, truck.id, ship.id, "ship"))
    GAME.apply(state, Move(rider, ship.id, "ship"))
    GAME.apply(state, next(a for a in GAME.legal_actions(state) if type(a).__name__ == "Go" and not on_land(a.target)))
    if state.phase == "moving":
        GAME.apply(state, EndMovement(rider))
    assert not on_land(ship.at) and truck.aboard == ship.id
    GAME.apply(state, DrawCard(rider, "territory"))
    assert state.turn_player == carrier_owner and state.charters == {}
    assert truck.aboard is None and ship.cargo is None and truck.at in state.bases(rider), "back to its base"
    assert Move(carrier_owner, ship.id, "ship") in GAME.legal_actions(state), "the owner has its ship back"


def test_goods_never_pass_to_a_carrier_chartered_out_to_another_company() -> None:
    from game.competitors.actions import AnswerOffer
    from game.competitors.state import Delivery

    state, rider, carrier_owner, ship, _, _ = chartered()
    GAME.apply(state, AnswerOffer(carrier_owner, "accept"))
    own = vehicle(state, carrier_owner, "truck", ship.at)
    card = next(c.number for c in load_data().contract_cards if c.kind == "normal" and c.number in state.contract_deck)
    state.signed.append(Signed(carrier_owner, card, ship.at, "Italy", own.id))
    state.contract_deck.remove(card)
    state.delivery = Delivery(card, 1, 5)
    assert state.charters == {ship.id: rider}
    assert [a.vehicle for a in GAME.transfers(state, own)] == [], (
        "the owner's goods cannot go onto its ship while it is chartered to another"
    )
    del state.charters[ship.id]
    assert ship.id in [a.vehicle for a in GAME.transfers(state, own)], "but can once the charter is over"


def test_an_unused_charter_ends_with_the_riders_round() -> None:
    from game.competitors.actions import AnswerOffer, DrawCard, ProposeTrade, SendOffer, TradeItem

    state = started(2)
    rider = state.turn_player
    ship = state.fleet(1 - rider, "ship")[0]
    for step in (
        ProposeTrade(rider),
        TradeItem(rider, "take", f"passage:ship:{ship.id}"),
        SendOffer(rider),
        AnswerOffer(1 - rider, "accept"),
    ):
        GAME.apply(state, step)
    assert state.charters == {ship.id: rider}
    while state.turn_player == rider:
        GAME.apply(state, DrawCard(rider, "territory"))
    assert state.charters == {}


def test_an_offer_names_each_vehicle_once_as_itself_or_as_passage_on_it() -> None:
    from game.competitors.actions import ProposeTrade, TradeItem

    state = started(2)
    seat = state.turn_player
    ship = state.fleet(1 - seat, "ship")[0]
    GAME.apply(state, ProposeTrade(seat))
    assert TradeItem(seat, "take", f"passage:ship:{ship.id}") in GAME.legal_actions(state)
    GAME.apply(state, TradeItem(seat, "take", f"ship:{ship.id}"))
    assert TradeItem(seat, "take", f"passage:ship:{ship.id}") not in GAME.legal_actions(state)


def test_a_bot_short_of_money_auctions_a_spare_truck_and_a_rival_bot_buys_it_above_the_banks_price() -> None:
    from game.competitors.actions import Bid, StartAuction
    from game.competitors.bots import TRUCK_OPENING, make_bot

    match = Match(GAME, Config("competitors", (Seat("bot", "normal"), Seat("bot", "normal"))), 3)
    while match.state.phase == "headquarters":
        match.play(match.choose_bot_action())
    state = match.state
    seller = state.turn_player
    state.money[seller] = 1000
    truck = state.fleet(seller, "truck")[0]
    bots = {seat: make_bot("normal", Rng(seat)) for seat in range(2)}
    while state.auction is None:  # the seller's bot composes the auction step by step
        action = bots[seller].choose(GAME, GAME.observe(state, seller, Rng(9)), seller)
        match.play(action)
    assert isinstance(action, StartAuction) and state.auction.items == [f"truck:{truck.id}"]
    assert state.auction.opening == TRUCK_OPENING > load_data().rules["sell"]["truck"]
    buyer = 1 - seller
    choice = bots[buyer].choose(GAME, GAME.observe(state, buyer, Rng(9)), buyer)
    assert choice == Bid(buyer, TRUCK_OPENING)
    match.play(choice)
    assert truck.owner == buyer and state.money[seller] == 1000 + TRUCK_OPENING


def test_offering_passage_to_another_company_shows_nothing_of_its_contracts() -> None:
    from game.competitors.actions import ProposeTrade, SendOffer, TradeItem, TradeWith

    state = started(2)
    carrier_owner = state.turn_player
    other = 1 - carrier_owner
    home = state.headquarters[other] or ""
    truck = vehicle(state, other, "truck", home)
    sign(state, other, goods_card(), home, "Italy", truck)
    ship = state.fleet(carrier_owner, "ship")[0]
    for step in (
        ProposeTrade(carrier_owner),
        TradeWith(carrier_owner, other),
        TradeItem(carrier_owner, "give", f"passage:ship:{ship.id}"),
        SendOffer(carrier_owner),
    ):
        GAME.apply(state, step)
    assert -truck.id in [s.contract for s in GAME.redact(state, carrier_owner).signed], "no peeking by offering"


def test_a_movement_turn_says_its_points_are_movement_points() -> None:
    """A newcomer read "(2 points left)" for an aircraft and had to guess which points: the prompt says."""
    from game.competitors.actions import Move

    state = GAME.new_game(Config("competitors", (Seat("human"), Seat("human"))), 3)
    while state.phase == "headquarters":
        GAME.apply(state, GAME.legal_actions(state)[0])
    truck = state.fleet(state.turn_player, "truck")[0]
    GAME.apply(state, Move(state.turn_player, truck.id, "truck"))
    assert words(2)(GAME.prompt(state)).endswith("(5 movement points left)")


def test_moving_a_vehicle_that_must_sit_out_says_so_before_the_action_is_spent() -> None:
    """A newcomer spent an action on "Move aircraft 4 without goods" and the aircraft stayed put: a vehicle that
    must sit out its next movement turn says so in the move, and the move spends that turn."""
    from words import tr

    state = started()
    seat = state.turn_player
    truck = state.fleet(seat, "truck")[0]
    truck.lost_turns = 1
    move = next(x for x in GAME.legal_actions(state) if isinstance(x, Move) and x.vehicle == truck.id)
    assert tr(move.label()).endswith("without goods: it sits out this movement turn")
    GAME.apply(state, move)
    assert truck.lost_turns == 0 and state.movement is None
    again = next(x for x in GAME.legal_actions(state) if isinstance(x, Move) and x.vehicle == truck.id)
    assert tr(again.label()).endswith("without goods")
