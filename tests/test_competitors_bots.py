"""Competitors bots at work in constructed positions: a hard bot signs only deliveries it can finish before the
contract runs out, and an aircraft on a national airport of a continent without a base still gets its goods to
another continent (through an intercontinental airport) instead of standing still until the time is up."""

from __future__ import annotations

import pytest

from game.competitors.actions import Deliver, SignContract
from game.competitors.bots import make_bot
from game.competitors.data import load_data
from game.competitors.kinds import ContractKind, CustomsEffect, Phase, VehicleKind
from game.competitors.rules import territory_card
from game.competitors.state import CompetitorsState
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
