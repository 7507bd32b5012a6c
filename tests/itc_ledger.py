"""Accounting for ITC games: after every action every card, goods stone and amount of profit must be
somewhere it can be accounted for. Used by tests/test_itc_sim.py (a few games) and bench/itc_random.py
(200 random games per player count)."""

from __future__ import annotations

from collections import Counter

from game.core.match import Match
from game.core.protocol import Config, Seat
from game.core.rng import Rng
from game.itc.board import board, components
from game.itc.rules import ItcGame, hand_size, rule
from game.itc.state import ItcState

GAME = ItcGame()
MAX_MOVES = 20_000


def problems(state: ItcState, earned: list[int]) -> list[str]:
    """What does not add up in `state`; `earned` is each seat's sum of the money events so far."""
    found = []
    transports = Counter(
        state.transport_deck
        + state.transport_discard
        + list(state.positions)
        + [c for hand in state.transports for c in hand]
        + state.arriving[:1]
    )
    every = Counter(list(components().transports))
    if transports != every:
        found.append(
            f"transport cards: {sorted((transports - every).elements())} twice, "
            f"{sorted((every - transports).elements())} missing"
        )
    actions = Counter(state.action_deck + state.action_discard + [c for hand in state.actions for c in hand])
    if actions != Counter(list(components().action_deck)):
        found.append("action cards do not add up")
    for colour in components().goods:
        lying = sum(goods[colour] for goods in state.goods.values()) + state.lapsed.get(colour, 0)
        if lying != state.released[colour] - state.returned[colour]:
            found.append(
                f"{colour} goods: {lying} lie about, {state.released[colour]} released, {state.returned[colour]} sold"
            )
        for where, fields in board().continents.items():
            if not 0 <= state.goods[where][colour] <= fields.get(colour, 0):
                found.append(f"{where} holds {state.goods[where][colour]} {colour} goods")
    if earned != state.profit:
        found.append(f"profit {state.profit} but the money events add up to {earned}")
    if any(p < 0 for p in state.profit):
        found.append("negative profit")
    for seat in range(state.players):
        if sum(c[seat] for c in state.stones.values()) > rule("stones"):
            found.append(f"seat {seat} has placed more stones than it owns")
        if state.phase == "dice" and state.current_player != seat and hand_size(state, seat) > rule("hand_limit"):
            found.append(f"seat {seat} holds more than the hand limit")
    return found


def random_game(players: int, seed: int) -> tuple[int, int]:
    """A game of random legal moves, checked after every move; returns (moves, rounds)."""
    match = Match(GAME, Config("itc", tuple(Seat("bot", "easy") for _ in range(players))), seed)
    rng = Rng(seed)
    earned = [0] * players
    state = match.state
    assert isinstance(state, ItcState)
    for _ in range(MAX_MOVES):
        if match.is_over():
            return len(match.actions), state.round
        for event in match.play(rng.choice(match.legal_actions())):
            if event.kind == "money":
                earned[event.data["seat"]] += event.data["amount"]
        wrong = problems(state, earned)
        if wrong:
            raise AssertionError(f"{players} players, seed {seed}, move {len(match.actions)}: {wrong}")
    raise AssertionError(f"{players} players, seed {seed}: no end after {MAX_MOVES} moves")
