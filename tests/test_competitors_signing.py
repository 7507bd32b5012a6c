"""Competitors' turns played on the map, through the real table at 1280x720 by mouse: a contract dragged onto a vehicle
signs it (asking for the receiver when several fit), a refused drop says why, a draw pile dragged onto the hand draws,
a vehicle dropped where it stands sets off; every piece stands inside its territory; each human keeps their zoom."""

from __future__ import annotations

import pygame

import words
from game import registry
from game.competitors.actions import NoOffer, SignContract, vehicle_label
from game.competitors.data import load_data
from game.competitors.kinds import ContractKind, Phase, VehicleKind
from game.competitors.rules import territory_of
from game.competitors.state import CompetitorsState
from game.core.match import Match
from game.core.messages import place
from game.core.protocol import Config, Seat
from scenes.overlays import ChoiceOverlay
from tests.test_competitors_view import human_table
from tests.ui import click, drag, frames, key


def at_actions(seats: tuple[Seat, ...], seed: int = 3) -> Match:
    """A match at the first moment seat 0 (a human) may take an action of its turn; humans decline to open offers."""
    match = Match(registry.get_game("competitors"), Config("competitors", seats), seed)
    state = match.state
    assert isinstance(state, CompetitorsState)
    while not (state.phase == Phase.ACTIONS and match.current_player == 0 and state.flow.current is None):
        if match.config.seats[match.current_player].is_bot:
            match.play(match.choose_bot_action())
        else:
            legal = match.legal_actions()
            match.play(next((a for a in legal if isinstance(a, NoOffer)), legal[0]))
        state = match.state
    return match


def card_of(territory: str) -> int:
    return next(card for card in range(1, 200) if territory_of(card) == territory)


def with_hand(match: Match, receivers: list[str]) -> tuple[int, int, str]:
    """Seat 0 holds the card of its headquarters (the sender), those of `receivers` and one truck contract: (the
    contract, a truck of seat 0 at its headquarters, the headquarters)."""
    state = match.state
    assert isinstance(state, CompetitorsState)
    home = state.headquarters[0]
    assert home and home not in receivers
    contract = next(
        c.number
        for c in load_data().contract_cards
        if c.kind != ContractKind.SPECIAL and c.vehicle == VehicleKind.TRUCK
    )
    truck = next(v.id for v in state.fleet(0, VehicleKind.TRUCK) if v.at == home)
    state.territory_hands[0] = [card_of(home), *(card_of(name) for name in receivers)]
    state.contract_hands[0] = [contract]
    return contract, truck, home


def signings(match: Match, contract: int, truck: int) -> list[SignContract]:
    return [
        a for a in match.legal_actions() if isinstance(a, SignContract) and (a.contract, a.vehicle) == (contract, truck)
    ]


def point_of(table, name: str) -> tuple[int, int]:
    point = table.view.anchor(name)
    assert point is not None and table.panels.rects["board"].collidepoint(point), f"{name} is not on the board"
    return point


def test_a_contract_dragged_onto_a_truck_on_its_sender_signs_it_to_the_one_receiver() -> None:
    match = at_actions((Seat("human"), Seat("bot", "easy")))
    contract, truck, home = with_hand(match, ["Egypt"])
    assert [a.receiver for a in signings(match, contract, truck)] == ["Egypt"]
    table = human_table(match)
    drag(table.app, point_of(table, f"hand:contract:{contract}"), point_of(table, f"vehicle:{truck}"))
    signed = match.state.signed_for(truck)
    assert signed is not None and (signed.contract, signed.sender, signed.receiver) == (contract, home, "Egypt")
    assert table.app.stack.top is table, "one receiver: nothing asked"


def test_a_contract_that_fits_several_receivers_asks_which_and_signs_the_one_clicked() -> None:
    match = at_actions((Seat("human"), Seat("bot", "easy")))
    contract, truck, home = with_hand(match, ["Egypt", "Japan"])
    assert sorted(a.receiver for a in signings(match, contract, truck)) == ["Egypt", "Japan"]
    table = human_table(match)
    drag(table.app, point_of(table, f"hand:contract:{contract}"), point_of(table, f"vehicle:{truck}"))
    choice = table.app.stack.top
    assert isinstance(choice, ChoiceOverlay), "several receivers: the table asks which"
    assert match.state.signed_for(truck) is None, "nothing is signed before the answer"
    japan = words.tr(place("Japan"))
    button = next(b for b in choice.actions if getattr(b, "text", None) == japan)
    assert words.tr(place("Egypt")) in [getattr(b, "text", None) for b in choice.actions]
    click(table.app, button.rect.center)
    frames(table.app)
    signed = match.state.signed_for(truck)
    assert table.app.stack.top is table
    assert signed is not None and (signed.contract, signed.sender, signed.receiver) == (contract, home, "Japan")


def test_escape_in_the_receiver_choice_signs_nothing() -> None:
    match = at_actions((Seat("human"), Seat("bot", "easy")))
    contract, truck, _ = with_hand(match, ["Egypt", "Japan"])
    table = human_table(match)
    drag(table.app, point_of(table, f"hand:contract:{contract}"), point_of(table, f"vehicle:{truck}"))
    assert isinstance(table.app.stack.top, ChoiceOverlay)
    key(table.app, pygame.K_ESCAPE)
    assert table.app.stack.top is table and match.state.signed_for(truck) is None
    assert contract in match.state.contract_hands[0]


def test_a_contract_dropped_off_any_vehicle_is_refused_with_its_reason() -> None:
    match = at_actions((Seat("human"), Seat("bot", "easy")))
    contract, truck, home = with_hand(match, ["Egypt"])
    table = human_table(match)
    moves = len(match.actions)
    board = table.panels.rects["board"]
    elsewhere = next(
        p
        for p in ((x, board.centery) for x in range(board.x + 20, board.right, 10))
        if (table.view.hit(p) or "").startswith("territory:") and table.view.hit(p) != f"territory:{home}"
    )
    drag(table.app, point_of(table, f"hand:contract:{contract}"), elsewhere)
    assert len(match.actions) == moves and match.state.signed_for(truck) is None
    reason = words.tr(table.message)
    assert reason == "Drop the contract on one of your vehicles standing on a territory of your hand (the sender)."


def test_a_draw_pile_dragged_onto_the_hand_draws_a_card() -> None:
    match = at_actions((Seat("human"), Seat("bot", "easy")))
    held = len(match.state.contract_hands[0])
    table = human_table(match)
    drag(table.app, point_of(table, "deck:contract"), point_of(table, "hand"))
    assert len(match.state.contract_hands[0]) == held + 1


def test_a_truck_dropped_where_it_stands_starts_its_movement_turn() -> None:
    """The move list's "Move ... without goods", by dragging the truck: dropped anywhere in its own territory (lit once
    it is picked up), its movement turn begins and its stops light up."""
    match = at_actions((Seat("human"), Seat("bot", "easy")))
    _, truck, home = with_hand(match, ["Egypt"])
    table = human_table(match)
    start = point_of(table, f"vehicle:{truck}")
    for _ in table.view.levels:  # close in on the truck with the wheel: room in its territory to drop it
        table.app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(1, 1), buttons=(0, 0, 0))], 1 / 60)
        table.app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)], 1 / 60)
        frames(table.app)
        start = point_of(table, f"vehicle:{truck}")
    territory = table.view.world.territories[home]
    inside = [
        (x, y)
        for x in range(start[0] - 40, start[0] + 41, 4)
        for y in range(start[1] - 40, start[1] + 41, 4)
        if table.view.place_at((x, y)) == f"territory:{home}"
        and table.view.hit((x, y)) == f"territory:{home}"
        and abs(x - start[0]) + abs(y - start[1]) > 12
    ]
    assert inside, f"no free point of {territory.name} near the truck"
    drag(table.app, start, inside[0])
    state = match.state
    assert state.phase == Phase.MOVING and state.movement is not None and state.movement.vehicle == truck
    assert table.controller.targets(f"vehicle:{truck}"), "its stops are lit for the next drag"


def test_every_vehicle_of_a_crowded_territory_is_drawn_inside_it() -> None:
    """Issue 38: Germany's aircraft stood over Poland, Italy's trucks in the Ionian Sea. Ten vehicles in each at the
    table's zoom and zoomed in: each piece's centre lies in its territory's outline."""
    match = at_actions((Seat("human"), *(Seat("bot", "easy") for _ in range(4))))
    state = match.state
    crowd = {"Germany": [v for v in state.vehicles if v.kind != VehicleKind.SHIP][:10], "Italy": []}
    crowd["Italy"] = [v for v in state.vehicles if v not in crowd["Germany"]][:10]
    for territory, vehicles in crowd.items():
        for vehicle in vehicles:
            vehicle.at, vehicle.aboard = territory, None
    table = human_table(match)
    view = table.view
    for level in range(len(view.levels)):
        view.level, view.zoomed = level, True
        view.center_on(view.world.territories["Germany"].label_at)
        view.draw(pygame.Surface(table.app.size), table.controller.view_state, set(), None)
        for territory, vehicles in crowd.items():
            for vehicle in vehicles:
                shape = view.shapes[f"vehicle:{vehicle.id}"]
                assert view.world.territory_at(view.to_map(shape.center)) == territory, (level, vehicle.id, territory)


def test_each_human_finds_the_map_as_they_left_it_after_a_hand_off() -> None:
    match = at_actions((Seat("human"), Seat("human")))
    table = human_table(match)
    app, view = table.app, table.view
    board = table.panels.rects["board"]
    point = (board.x + 200, board.y + 150)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(1, 1), buttons=(0, 0, 0))], 1 / 60)
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)], 1 / 60)
    frames(app)
    mine = (view.level, view.to_map(view.map_rect().center))
    assert view.zoomed and view.level > 0
    for seat in (0, 1):  # each plays until the other's turn comes: the table is handed over
        while match.current_player == seat:
            legal = match.legal_actions()
            table.play_human(next(a for a in legal if type(a).__name__ in ("DrawCard", "PassAction")), fly=False)
            frames(app)
        if table.controller.reviewing:
            table.done()
            frames(app)
        key(app, pygame.K_RETURN)  # "I am ...: show"
        frames(app)
        assert table.controller.viewer == 1 - seat
        if seat == 0:
            assert (view.level, view.zoomed) != (mine[0], True), "the other player starts at the table's own zoom"
    assert view.level == mine[0] and view.zoomed
    middle = view.to_map(view.map_rect().center)
    assert abs(middle[0] - mine[1][0]) < 2 and abs(middle[1] - mine[1][1]) < 2


def test_a_contract_no_vehicle_can_sign_says_which_condition_fails() -> None:
    """With no territory card of the hand where the truck stands, the contract is no piece that moves: it was refused
    with "only the lit pieces can", not the reason it cannot be signed."""
    match = at_actions((Seat("human"), Seat("bot", "easy")))
    contract, truck, home = with_hand(match, ["Egypt"])
    state = match.state
    assert isinstance(state, CompetitorsState)
    state.territory_hands[0] = [card_of("Egypt")]  # the sender is no card of the hand
    table = human_table(match)
    assert f"hand:contract:{contract}" not in table.controller.sources()
    drag(table.app, point_of(table, f"hand:contract:{contract}"), point_of(table, f"vehicle:{truck}"))
    assert words.tr(table.message) == words.tr(
        "{vehicle} stands in {territory}: the sender must be a territory card of your hand.",
        vehicle=vehicle_label(VehicleKind.TRUCK, truck),
        territory=place(home),
    )


def test_the_receiver_choice_says_where_an_aircraft_may_not_land() -> None:
    """A newcomer signed goods by aircraft from France to the Mountain States and flew until the contract failed:
    the choice now says that a national airport of another continent is reached by landing first at one of that
    continent's intercontinental airports."""
    match = at_actions((Seat("human"), Seat("bot", "easy")))
    state = match.state
    assert isinstance(state, CompetitorsState) and state.headquarters[0] not in ("Mountain States", "Spain")
    table = human_table(match)
    signs = [
        SignContract(0, 15, "France", receiver, 12, VehicleKind.AIRCRAFT) for receiver in ("Mountain States", "Spain")
    ]
    _, answers = table.view.choice(table.controller.view_state, signs)
    far, near = answers
    assert far.startswith("Mountain States") and "land first at an intercontinental airport there" in far
    assert near == "Spain"
