"""Siberia's rules, one by one, as a player at the table would notice them."""

from pathlib import Path

import pytest

from game import registry
from game.core.match import Match
from game.core.protocol import Config, IllegalAction, Seat
from game.core.rng import Rng
from game.core.tiled import MapError
from game.siberia.actions import (
    ChooseSide,
    ClearResearch,
    Extract,
    Invest,
    MoveWorker,
    Pass,
    PlaceCounter,
    PlaceCube,
    ReturnCounter,
    StopMoving,
    UseLogistician,
    UseManager,
    UseSalesman,
    UseWorker,
)
from game.siberia.board import ACTIONS, MAP_FILE, RESOURCES, board, components, read_board
from game.siberia.compat import v1_text
from game.siberia.rules import SiberiaGame
from game.siberia.state import HIDDEN, Phase
from words import Words

GAME = SiberiaGame()
ENGLISH = Words("en", ["Ann", "Ben", "Cleo", "Dan"])


def new(players=2, seed=1):
    return GAME.new_game(Config("siberia", tuple(Seat("human") for _ in range(players))), seed)


def choose_sides(state, side="A"):
    while state.phase == "sides":
        GAME.apply(state, next(a for a in GAME.legal_actions(state) if a.side == side))
    return state


def acting(players=2, seed=1):
    """A game in its action phase with empty panels and hands: tests set up what they need."""
    state = choose_sides(new(players, seed))
    for seat in range(players):
        state.bag += state.hands[seat]
        state.hands[seat] = []
    state.bag.sort()
    state.phase = Phase.ACT
    state.current_player = 0
    return state


def put(state, seat, action, *counters):
    """Counters from the bag onto a panel action."""
    for counter in counters:
        state.bag.remove(counter)
        state.spaces[seat][action].append(counter)


def texts(state):
    return [ENGLISH(a.label()) for a in GAME.legal_actions(state)]


# ---- set-up ----


def test_setup_puts_two_different_resources_in_every_area_and_the_rest_in_reserve():
    state = new(4, seed=7)
    assert set(state.areas) == set(board().areas)
    for cubes in state.areas.values():
        assert len(cubes) == 2 and len(set(cubes)) == 2
    for resource, total in components().cubes.items():
        on_board = sum(cubes.count(resource) for cubes in state.areas.values())
        assert on_board + state.reserve[resource] == total
    assert sum(components().cubes.values()) == 70


def test_setup_gives_pawns_no_money_and_four_investment_tiles():
    state = new(3)
    assert state.workers == [["Vladivostok"]] * 3
    assert state.salesmen == [["Frankfurt"]] * 3
    assert state.money == [0, 0, 0]
    assert len(state.display) == 4 and len(state.stack) == 16
    assert len(state.bag) == 70 and state.bag.count("manager") == 14


def test_the_start_player_chooses_the_side_of_each_exchange_then_everyone_draws_six():
    state = new(2)
    assert state.current_player == 0
    first = GAME.legal_actions(state)
    assert {a.exchange for a in first} == {"Tokyo"} and {a.side for a in first} == {"A", "B"}
    choose_sides(state, "B")
    assert state.sides["Tokyo"] == "B" and state.sides["Frankfurt"] == "always"
    assert state.phase == Phase.PLACE
    assert [len(h) for h in state.hands] == [6, 6] and len(state.bag) == 58


def test_components_follow_the_published_counts():
    comps = components()
    assert len(comps.counters) == 70 and comps.counters.count("manager") == 14
    assert len(comps.tiles) == 20 and all(comps.tiles.count(a) == 2 for a in ACTIONS)
    assert comps.exchanges["Frankfurt"]["always"].keys() == set(RESOURCES)
    for name, sides in comps.exchanges.items():
        if name != "Frankfurt":
            assert len(sides) == 2
            for prices in sides.values():  # a tile buys only some resources, at better prices
                assert set(prices) < set(RESOURCES)
                assert all(p > comps.exchanges["Frankfurt"]["always"][r] for r, p in prices.items())
    assert comps.exchanges["Tokyo"]["A"]["gas"] == 3000


# ---- the map ----


def test_map_areas_are_real_regions_with_symmetric_neighbours():
    the_board = board()
    assert the_board.start == "Vladivostok"
    assert {
        "Yakutia",
        "Chukotka",
        "Kamchatka",
        "Magadan",
        "Khabarovsk",
        "Amur",
        "Buryatia",
        "Irkutsk",
        "Krasnoyarsk",
        "Tomsk",
        "Tyumen",
    } <= set(the_board.areas)
    for area, near in the_board.neighbours.items():
        for other in near:
            assert area in the_board.neighbours[other]


def test_a_one_sided_neighbour_in_the_map_is_a_clear_map_error(tmp_path):
    text = MAP_FILE.read_text(encoding="utf-8")
    broken = text.replace('value="Amur,Khabarovsk,Sakhalin"', 'value="Amur,Khabarovsk,Sakhalin,Tyumen"', 1)
    assert broken != text
    path = tmp_path / "broken.tmx"
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(MapError, match="Tyumen"):
        read_board(Path(path))


# ---- phase 1: placing counters ----


def test_a_counter_goes_on_its_person_or_its_resource_or_under_research():
    state = choose_sides(new(2))
    state.hands[0] = ["logistician/gas", "manager"]
    targets = {(a.counter, a.target) for a in GAME.legal_actions(state)}
    assert targets == {
        ("logistician/gas", "logistician"),
        ("logistician/gas", "gas"),
        ("logistician/gas", "research"),
        ("manager", "manager"),
        ("manager", "research"),
    }


def test_a_counter_with_both_actions_full_must_go_under_research():
    state = choose_sides(new(2))
    state.hands[0] = ["worker/oil"]
    state.spaces[0]["worker"] = ["worker/gas", "manager"]
    state.spaces[0]["oil"] = ["salesman/oil"]
    state.tiles[0] = ["oil"]
    assert texts(state) == ["Place Worker/Oil under research"]


def test_placements_stay_hidden_from_other_seats_until_everyone_has_placed():
    state = choose_sides(new(2))
    while state.current_player == 0:
        GAME.apply(state, GAME.legal_actions(state)[0])
    placed = [c for c, _ in state.unrevealed[0]]
    assert len(placed) == 6
    views = [GAME.observe(state, 1, Rng(seed)) for seed in range(6)]
    assert any(sorted(c for c, _ in v.unrevealed[0]) != sorted(placed) for v in views)
    for view in views:  # the count is public, and seat 1 sees its own hand exactly
        assert len(view.unrevealed[0]) == 6 and view.hands[1] == state.hands[1]
        assert sum(map(len, view.spaces[0].values())) + len(view.research[0]) == 6
    own = GAME.observe(state, 0, Rng(3))
    assert own.spaces[0] == state.spaces[0] and own.research[0] == state.research[0]
    while state.phase == Phase.PLACE:
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.unrevealed == [[], []]
    assert GAME.observe(state, 1, Rng(4)).spaces[0] == state.spaces[0]


def test_while_placing_a_seat_sees_only_how_many_counters_the_others_drew_and_placed():
    state = choose_sides(new(3))
    while state.current_player == 0:
        GAME.apply(state, next(a for a in GAME.legal_actions(state) if a.target != "research"))
    GAME.apply(state, GAME.legal_actions(state)[0])  # seat 1 has placed one counter and holds five
    view = GAME.redact(state, 1)
    assert view.viewer == 1
    assert view.spaces[0] == {action: [] for action in ACTIONS} and view.research[0] == []
    assert view.unrevealed[0] == [[HIDDEN, HIDDEN]] * 6, "only the number of seat 0's placements shows"
    assert view.hands[2] == [HIDDEN] * 6 and view.hands[1] == state.hands[1]
    assert view.unrevealed[1] == state.unrevealed[1] and view.spaces[1] == state.spaces[1]
    assert view.bag == [HIDDEN] * len(state.bag) and view.stack == [HIDDEN] * len(state.stack)
    assert view.rng.state != state.rng.state, "the draws to come are not in the view"
    spectator = GAME.redact(state, None)  # round 1: nothing on any panel is public yet
    assert all(hand == [HIDDEN] * len(real) for hand, real in zip(spectator.hands, state.hands, strict=True))
    assert spectator.unrevealed == [[[HIDDEN, HIDDEN]] * 6, [[HIDDEN, HIDDEN]], []]
    assert all(not any(panel.values()) for panel in spectator.spaces) and spectator.research == [[], [], []]
    assert GAME.private_decision(state)


def test_after_placing_every_panel_is_public_and_decisions_need_no_hand_off():
    state = choose_sides(new(2))
    assert not GAME.private_decision(acting())
    while state.phase == Phase.PLACE:
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert GAME.redact(state, 1).spaces == state.spaces == GAME.redact(state, None).spaces
    assert GAME.redact(state, None).research == state.research
    assert not GAME.private_decision(state)


# ---- phase 2: actions ----


def test_research_comes_first_and_places_cubes_where_that_resource_is_missing():
    state = acting()
    state.research[0] = ["worker/gas", "manager"]
    state.bag.remove("worker/gas")
    state.bag.remove("manager")
    put(state, 0, "worker", "worker/oil", "worker/oil")
    GAME._begin_turn(state, 0, [])
    actions = GAME.legal_actions(state)
    assert all(isinstance(a, PlaceCube) for a in actions)  # no other action, no pass
    assert all(a.resource not in state.areas[a.area] for a in actions)
    assert {a.resource for a in actions} == {r for r in RESOURCES if state.reserve[r]}
    gas_area = next(a.area for a in actions if a.resource == "gas")
    before = state.reserve["gas"]
    GAME.apply(state, PlaceCube("gas", gas_area))
    assert "gas" in state.areas[gas_area] and state.reserve["gas"] == before - 1
    assert state.research[0] == ["manager"]  # the gas counter was used, the Manager remains
    assert state.current_player == 0
    GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.research[0] == [] and state.current_player == 1


def test_research_of_a_resource_that_ran_out_finds_nothing():
    state = acting()
    state.reserve["diamonds"] = 0
    state.research[0] = ["salesman/diamonds"]
    state.bag.remove("salesman/diamonds")
    GAME._begin_turn(state, 0, [])
    assert GAME.legal_actions(state) == [ClearResearch()]
    GAME.apply(state, ClearResearch())
    assert state.research[0] == [] and "salesman/diamonds" in state.bag


def test_an_action_needs_both_spaces_covered_by_counters_or_a_counter_and_a_tile():
    state = acting()
    put(state, 0, "worker", "worker/gas")
    assert not any(isinstance(a, UseWorker) for a in GAME.legal_actions(state))
    with pytest.raises(IllegalAction, match="both spaces"):
        GAME.apply(state, UseWorker(0, "reserve", "Vladivostok"))
    state.tiles[0].append("worker")
    assert UseWorker(0, "reserve", "Vladivostok") in GAME.legal_actions(state)
    GAME.apply(state, UseWorker(0, "reserve", "Vladivostok"))
    assert state.workers[0] == ["Vladivostok", "Vladivostok"]
    assert state.spaces[0]["worker"] == [] and state.tiles[0] == ["worker"]  # the tile stays


def test_rulebook_example_two_gas_cubes_sold_at_tokyo_for_3000_each():
    state = acting()
    assert state.sides["Tokyo"] == "A"
    gas_areas = [a for a, cubes in state.areas.items() if "gas" in cubes][:2]
    state.workers[0] = sorted(gas_areas)
    state.salesmen[0] = ["Frankfurt", "Tokyo"]
    put(state, 0, "gas", "worker/gas", "salesman/gas")
    actions = {a.exchange: a for a in GAME.legal_actions(state) if isinstance(a, Extract)}
    assert set(actions) == {"Frankfurt", "Tokyo"}  # the seller chooses where to sell
    GAME.apply(state, actions["Tokyo"])
    assert state.money[0] == 6000
    assert all("gas" not in state.areas[a] for a in gas_areas)
    assert state.sold["gas"] == 2 and state.spaces[0]["gas"] == []


def test_an_emptied_area_is_exhausted_and_its_workers_go_home():
    state = acting()
    area = board().areas[0]
    state.areas[area] = ["gold"]
    state.workers[0] = [area]
    state.workers[1] = [area, "Vladivostok"]
    put(state, 0, "gold", "worker/gold", "investor/gold")
    GAME.apply(state, next(a for a in GAME.legal_actions(state) if isinstance(a, Extract)))
    assert area in state.exhausted
    assert state.workers == [[], ["Vladivostok"]]
    assert state.reserve_pawns(0, 6) == 5


def test_the_logistician_moves_workers_three_steps_and_skips_exhausted_areas():
    state = acting()
    put(state, 0, "logistician", "logistician/gas", "logistician/oil")
    GAME.apply(state, UseLogistician())
    assert state.step == "move"
    steps = {a.destination for a in GAME.legal_actions(state) if isinstance(a, MoveWorker)}
    assert steps == set(board().neighbours["Vladivostok"])
    state.exhausted.append("Khabarovsk")
    steps = {a.destination for a in GAME.legal_actions(state) if isinstance(a, MoveWorker)}
    assert "Khabarovsk" not in steps and {"Magadan", "Yakutia", "Amur"} <= steps  # across exhausted Khabarovsk
    GAME.apply(state, MoveWorker(0, "Vladivostok", "Magadan"))
    GAME.apply(state, MoveWorker(0, "Magadan", "Chukotka"))
    GAME.apply(state, MoveWorker(0, "Chukotka", "Kamchatka"))
    assert state.workers[0] == ["Kamchatka"] and state.current_player == 1


def test_a_worker_cannot_jump_to_a_far_area():
    state = acting()
    put(state, 0, "logistician", "logistician/gas", "logistician/oil")
    GAME.apply(state, UseLogistician())
    with pytest.raises(IllegalAction, match="not next to"):
        GAME.apply(state, MoveWorker(0, "Vladivostok", "Tyumen"))
    GAME.apply(state, StopMoving())
    assert state.current_player == 1


def test_a_salesman_comes_from_the_reserve_another_exchange_or_siberia():
    state = acting()
    put(state, 0, "salesman", "salesman/gas", "salesman/oil")
    sources = {a.source for a in GAME.legal_actions(state) if isinstance(a, UseSalesman)}
    assert sources == {"reserve", "Frankfurt", "Vladivostok"}
    GAME.apply(state, UseSalesman(0, "Vladivostok", "Tokyo"))
    assert state.workers[0] == [] and state.salesmen[0] == ["Frankfurt", "Tokyo"]


def test_the_worker_action_with_an_empty_reserve_recalls_a_salesman_or_a_worker():
    state = acting()
    state.workers[0] = ["Yakutia", "Vladivostok", "Amur"]
    state.salesmen[0] = ["Frankfurt", "Tokyo", "Dubai"]
    put(state, 0, "worker", "worker/gas", "worker/oil")
    sources = {a.source for a in GAME.legal_actions(state) if isinstance(a, UseWorker)}
    assert sources == {"Frankfurt", "Tokyo", "Dubai", "Yakutia", "Amur"}
    GAME.apply(state, UseWorker(0, "Tokyo", "Vladivostok"))
    assert sorted(state.salesmen[0]) == ["Dubai", "Frankfurt"] and state.workers[0].count("Vladivostok") == 2


def test_the_investor_places_a_tile_for_good_and_the_display_is_refilled():
    state = acting()
    state.display = ["gas", "gold", "worker", "manager"]
    state.stack = sorted(components().tiles)
    for tile in state.display:
        state.stack.remove(tile)
    put(state, 0, "investor", "investor/gas", "investor/oil")
    put(state, 0, "gold", "worker/gold", "salesman/gold")
    offered = {a.tile for a in GAME.legal_actions(state) if isinstance(a, Invest)}
    assert offered == {"gas", "worker", "manager"}  # both gold spaces are covered
    GAME.apply(state, Invest(0, "gas"))
    assert state.tiles[0] == ["gas"] and len(state.display) == 4 and len(state.stack) == 15
    state.current_player = 0
    put(state, 0, "gas", "salesman/gas")
    assert any(isinstance(a, Extract) and a.resource == "gas" for a in GAME.legal_actions(state))


def test_the_manager_puts_one_manager_counter_as_a_wildcard_on_a_free_space():
    state = acting()
    put(state, 0, "manager", "manager", "manager")
    put(state, 0, "gas", "worker/gas")
    put(state, 0, "oil", "worker/oil", "salesman/oil")
    targets = {a.target for a in GAME.legal_actions(state) if isinstance(a, UseManager)}
    assert "oil" not in targets and "manager" not in targets and {"gas", ""} <= targets
    GAME.apply(state, UseManager(0, "gas"))
    assert state.spaces[0]["manager"] == [] and sorted(state.spaces[0]["gas"]) == ["manager", "worker/gas"]
    assert state.bag.count("manager") == 13


def test_passing_ends_the_round_for_that_player_and_the_start_player_passes_left():
    state = acting(3)
    put(state, 1, "worker", "worker/gas", "worker/oil")
    GAME.apply(state, Pass())
    assert state.current_player == 1
    GAME.apply(state, Pass())
    GAME.apply(state, Pass())
    assert state.phase == Phase.PLACE and state.start_player == 1 and state.current_player == 1 and state.round == 2
    assert [len(h) for h in state.hands] == [6, 6, 6]


def test_more_than_ten_counters_at_the_end_of_the_round_go_back_to_the_bag():
    state = acting()
    for action in ("worker", "salesman", "logistician", "investor", "gas", "oil"):
        put(state, 0, action, *[c for c in state.bag if c.startswith(action) or c.endswith(action)][:2])
    assert state.counters_on_panel(0) == 12
    GAME.apply(state, Pass())
    GAME.apply(state, Pass())
    assert state.phase == Phase.TRIM and state.current_player == 0
    assert all(isinstance(a, ReturnCounter) for a in GAME.legal_actions(state))
    GAME.apply(state, GAME.legal_actions(state)[0])
    GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.counters_on_panel(0) == 10 and state.phase == Phase.PLACE


def test_the_game_ends_after_the_round_of_the_eighth_exhaustion():
    state = acting()
    state.exhausted = list(board().areas[:8])
    put(state, 0, "worker", "worker/gas", "worker/oil")
    GAME.apply(state, UseWorker(0, "reserve", "Vladivostok"))  # the round is still played out
    assert state.phase == Phase.ACT
    GAME.apply(state, Pass())
    GAME.apply(state, Pass())
    assert state.phase == Phase.OVER and GAME.is_over(state) and GAME.legal_actions(state) == []


def test_the_game_ends_when_three_reserves_are_empty_and_most_money_wins():
    state = acting(3)
    for resource in ("gold", "oil", "gas"):
        state.reserve[resource] = 0
    state.money = [5000, 9000, 9000]
    for _ in range(3):
        GAME.apply(state, Pass())
    assert GAME.is_over(state)
    result = GAME.result(state)
    assert result.places == (3, 1, 1) and result.winners == (1, 2)  # a tie shares the win


def test_a_bot_of_every_level_plays_a_legal_move_from_its_observation():
    state = choose_sides(new(2))
    for level in ("easy", "normal", "hard"):
        bot = registry.make_bot("siberia", level, Rng(5))
        view = GAME.observe(state, 0, Rng(6))
        assert bot.choose(GAME, view, 0) in GAME.legal_actions(state)


def test_side_choice_text_lists_the_prices():
    assert ENGLISH(ChooseSide("Tokyo", "A").label()) == "Tokyo side A: oil 3,000 and gas 3,000"
    assert ENGLISH(PlaceCounter(0, "logistician/gas", "research").label()) == "Place Logistician/Gas under research"


def test_saves_of_format_1_keep_the_wording_they_were_written_in():
    assert v1_text(ChooseSide("Tokyo", "A")) == "Tokyo side A: Oil 3,000, Gas 3,000"
    assert v1_text(PlaceCounter(0, "logistician/gas", "research")) == "Place Logistician/Gas under Research"
    assert v1_text(Extract(0, "gas", "Tokyo", 2, 3000)) == "Gas: extract 2, sell at Tokyo for 6,000"


def test_the_log_names_seats_by_their_names_and_numbers_come_from_the_data():
    config = Config("siberia", (Seat("human", "", "Ann"), Seat("human", "", "Ben")))
    match = Match(GAME, config, 1)
    names = Words("en", ["Ann", "Ben"])
    while match.state.phase == "sides":
        match.play(match.legal_actions()[0])
    assert names(GAME.prompt(match.state)) == "Place your counters (6 left)"
    log = [names(event.message) for event in match.events]
    assert "Round 1: everyone draws 6 counters and places them" in log
    while match.state.phase == Phase.PLACE:
        match.play(match.legal_actions()[0])
    log = [names(event.message) for event in match.events]
    assert "Ben places counters" in log and any(line.startswith("Ann placed ") for line in log)
    first = match.state.current_player
    assert names(match.play(Pass())[0].message) == f"{['Ann', 'Ben'][first]} passes"


def test_a_refused_drag_says_where_the_thing_can_go():
    state = acting()
    put(state, 0, "logistician", "logistician/gas", "logistician/oil")
    GAME.apply(state, UseLogistician())
    reason = ENGLISH(GAME.why_not_drag(state, "worker:0:Vladivostok", "area:Tyumen"))
    assert reason.startswith("It cannot go to Tyumen; it can go to: ") and "Khabarovsk" in reason
    assert ENGLISH(GAME.why_not_drag(state, "reserve:gas", "area:Tyumen")) == "That cannot be moved now."
