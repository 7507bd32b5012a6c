"""Competitors bots at work in constructed positions: a hard bot signs only deliveries it can finish before the
contract runs out, draws a card rather than fly its aircraft across the world for a delivery, and in its last
round makes a delivery worth little rather than draw cards it cannot use; and an aircraft on a national airport of
a continent without a base still gets its goods to another continent (through an intercontinental airport) instead
of standing still until the time is up."""

from __future__ import annotations

import pytest

from game.competitors.actions import Deliver, DrawCard, Move, SignContract
from game.competitors.bots import make_bot
from game.competitors.data import load_data
from game.competitors.kinds import ContractKind, CustomsEffect, Phase, VehicleKind
from game.competitors.rules import territory_card
from game.competitors.state import CompetitorsState
from game.core.protocol import Action
from game.core.rng import Rng
from tests.test_competitors_rules import GAME, sign, started, vehicle


def harmless_customs(state: CompetitorsState) -> None:
    """Every customs card that lets goods pass untouched goes to the top of the deck."""
    passing = [c.number for c in load_data().customs_cards if c.effect == CustomsEffect.PASS]
    state.customs_deck = passing + [n for n in state.customs_deck if n not in passing]


def any_vehicle_card(turns: int) -> int:
    return next(
        c.number
        for c in load_data().contract_cards
        if c.kind == ContractKind.NORMAL and c.vehicle is None and c.turns == turns
    )


def seat_zero_holds(state: CompetitorsState, territories: list[str], contracts: list[int]) -> None:
    """Seat 0 is to act with exactly these cards (taken out of the decks and the other hands)."""
    cards = [territory_card(name) for name in territories]
    for pile in (state.territory_deck, *state.territory_hands):
        pile[:] = [c for c in pile if c not in cards]
    for pile in (state.contract_deck, *state.contract_hands):
        pile[:] = [c for c in pile if c not in contracts]
    state.territory_hands[0], state.contract_hands[0] = cards, list(contracts)
    state.turn_player = state.current_player = 0


def play_bot_until_delivered(state: CompetitorsState, level: str) -> list[str]:
    """Seat 0's bot plays its delivery under way to the end: the texts of what happened."""
    told: list[str] = []
    for move in range(60):
        if state.delivery is None and state.phase != Phase.MOVING:
            return told
        action = make_bot(level, Rng(move)).choose(GAME, GAME.observe(state, 0, Rng(move + 100)), 0)
        told += [str(event.message) for event in GAME.apply(state, action)]
    raise AssertionError("the delivery never ended")


def test_a_hard_bot_signs_only_a_delivery_it_can_finish_before_the_contract_runs_out() -> None:
    two_turns = any_vehicle_card(2)
    state = started(2)
    seat_zero_holds(state, ["Germany", "New South Wales & Victoria"], [two_turns])
    action = make_bot("hard", Rng(1)).choose(GAME, GAME.observe(state, 0, Rng(2)), 0)
    assert not isinstance(action, SignContract), "Australia is more than two movement turns from Germany"

    state = started(2)
    seat_zero_holds(state, ["Germany", "New South Wales & Victoria", "Poland"], [two_turns])
    harmless_customs(state)
    action = make_bot("hard", Rng(1)).choose(GAME, GAME.observe(state, 0, Rng(2)), 0)
    assert isinstance(action, SignContract) and (action.sender, action.receiver) == ("Germany", "Poland")
    GAME.apply(state, action)
    deliver = make_bot("hard", Rng(3)).choose(GAME, GAME.observe(state, 0, Rng(4)), 0)
    assert isinstance(deliver, Deliver)
    GAME.apply(state, deliver)
    told = play_bot_until_delivered(state, "hard")
    assert state.points[0] == 1, told


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_an_aircraft_on_a_national_airport_without_a_base_there_delivers_to_another_continent(level: str) -> None:
    state = started(2)
    seat_zero_holds(state, [], [])
    aircraft = vehicle(state, 0, VehicleKind.AIRCRAFT, "Caucasus")  # Asia, a national airport; the base is Germany
    sign(state, 0, any_vehicle_card(8), "Caucasus", "Spain", aircraft)
    harmless_customs(state)
    action = make_bot(level, Rng(1)).choose(GAME, GAME.observe(state, 0, Rng(2)), 0)
    assert isinstance(action, Deliver)
    GAME.apply(state, action)
    told = play_bot_until_delivered(state, level)
    assert state.vehicle(aircraft.id).at == "Spain" and state.points[0] == 2, told


def hard_choice(state: CompetitorsState) -> Action:
    return make_bot("hard", Rng(1)).choose(GAME, GAME.observe(state, 0, Rng(2)), 0)


def test_a_hard_bot_draws_a_card_rather_than_fly_its_aircraft_across_the_world_for_a_delivery() -> None:
    state = started(2)  # its aircraft stands at its headquarters in Germany
    seat_zero_holds(state, ["Peru", "Chile"], [any_vehicle_card(8)])
    action = hard_choice(state)
    assert isinstance(action, DrawCard), "South America is turns of empty flight away: a card drawn may offer better"

    state = started(2)
    seat_zero_holds(state, ["Poland", "Kenya & Uganda"], [any_vehicle_card(8)])
    action = hard_choice(state)
    assert isinstance(action, Move) and action.kind == VehicleKind.AIRCRAFT, "Poland is one flight away"


def test_in_its_last_round_a_hard_bot_makes_a_risky_delivery_rather_than_draw_cards_it_cannot_use() -> None:
    state = started(2)
    seat_zero_holds(state, ["Ukraine", "Afghanistan"], [any_vehicle_card(4)])
    aircraft = next(v for v in state.fleet(0) if v.kind == VehicleKind.AIRCRAFT)
    aircraft.at = aircraft.origin = "Ukraine"
    state.round, state.points[0] = state.last_round, 1
    action = hard_choice(state)
    assert isinstance(action, SignContract), "a red flag may stop it, but a card drawn now scores nothing"
