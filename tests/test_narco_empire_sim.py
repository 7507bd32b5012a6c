"""Narco Empire by random play: after every move, the money, merchandise, crops, hitmen, the 68 Narcos
cards with the set-up cards and the 20 cartel cards are all accounted for."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.protocol import Config, Seat
from game.core.rng import Rng
from game.narco_empire.cards import components
from game.narco_empire.rules import NarcoEmpireGame
from game.narco_empire.state import NarcoState

GAME = NarcoEmpireGame()
GAMES = 30
"""Per player count here; bench/narco_conservation.py plays 200 per count (see its figures)."""


def unaccounted(state: NarcoState) -> list[str]:
    """What is missing or doubled, in words a reviewer reads; empty when everything is accounted for."""
    data = components()
    problems = []
    players = state.players
    if sum(p.money for p in players) + state.compound_money + state.bank != 0:
        problems.append("money")
    cubes = (
        state.merchandise_supply
        + state.compound_cubes
        + sum(state.deliveries.values())
        + sum(p.laboratory_cubes + p.storage_cubes for p in players)
    )
    if cubes != data.supply["merchandise"] or min(state.deliveries.values(), default=0) < 0:
        problems.append(f"merchandise {cubes}")
    if state.crop_supply + sum(p.crops for p in players) != data.supply["crops"] or state.crop_supply < 0:
        problems.append("crops")
    if state.hitman_supply + sum(p.hitmen for p in players) != data.supply["hitmen"] or state.hitman_supply < 0:
        problems.append("hitmen")
    setup = Counter({c: len(players) for c in data.setup["network"].values()})
    network = [getattr(p, kind) for p in players for kind in ("laboratory", "transport", "storage")]
    cards = Counter(
        state.deck
        + state.discard
        + state.round_two
        + state.fallback_dealers
        + state.line
        + network
        + [c for c in state.dea if c not in state.line]
    )
    every = Counter(data.deck) + setup  # a replaced set-up card lies on the discard pile
    if cards != every:
        problems.append(f"cards {sorted((cards - every).elements())} {sorted((every - cards).elements())}")
    cartel = Counter(state.cartel_deck + state.cartel_discard + [c for p in players for c in p.cartel])
    if cartel != Counter(list(data.cartel)):
        problems.append("cartel cards")
    if any(p.money < 0 or p.laboratory_cubes < 0 or p.storage_cubes < 0 or p.hitmen < 0 for p in players):
        problems.append("a negative count")
    return problems


def play_checked(players: int, seed: int, advanced: bool) -> int:
    options = {"mode": "advanced"} if advanced else {}
    config = Config(GAME.id, tuple(Seat("bot", "easy") for _ in range(players)), options)
    state = GAME.new_game(config, seed)
    rng = Rng(seed)
    moves = 0
    while not GAME.is_over(state):
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        moves += 1
        assert not unaccounted(state), (seed, moves, unaccounted(state))
    return moves


@pytest.mark.parametrize("players", [2, 3, 4])
def test_everything_is_accounted_for_after_every_move_of_random_games(players: int) -> None:
    for seed in range(GAMES):
        play_checked(players, seed, advanced=seed % 2 == 1)


def test_the_bots_keep_the_supply_flowing():
    """Bots produce what they can ship: the merchandise supply seldom runs dry (bots that hoarded in their
    laboratories left it empty for 14-19% of the moves), and no laboratory holds far beyond what its network
    ships. The figures over many games are `bench/narco_supply.py`'s."""
    from bench.narco_supply import play

    games = [play(2, ["bot:normal", "bot:hard"], "basic", seed) for seed in range(1, 5)]  # searching by samples
    moves, empty = sum(game[0] for game in games), sum(game[1] for game in games)
    assert empty / moves < 0.08
    assert max(game[3] for game in games) <= 16, "a laboratory holds at most a few shipments beyond two"
