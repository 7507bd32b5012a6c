"""Mainports played out by random and real bots, with the game's invariants checked after every action."""

from collections import Counter

import pytest

from game import registry
from game.ai.search import Budget, SearchBot
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.core.rng import Rng
from game.mainports.actions import CancelContract, EndAction, Rondel, TakeContract
from game.mainports.bots import TurnPlannerBot, in_turn
from game.mainports.rules import MainportsGame
from game.mainports.state import CARGOES_PER_GOOD, GOODS
from tests.mainports_scripted import ScriptedBot
from words import Words

GAME = MainportsGame()
ENGLISH = Words("en")


def money_total(state):
    return state.bank + sum(p.money for p in state.players) + sum(state.treasuries.values())


def check_invariants(state, start_total):
    cards = GAME.cards(state)
    assert money_total(state) == start_total, "money only moves between bank, players and treasuries"
    loaded = Counter(cards.contracts[c].good for p in state.players for s in p.ships for c in s.cargo)
    for good in GOODS:
        assert state.stock[good] + loaded[good] == CARGOES_PER_GOOD, good
        assert state.stock[good] >= 0
    contracts = (
        state.contract_deck
        + state.contract_display
        + state.contract_discard
        + state.contract_aside
        + [c for p in state.players for c in p.contracts + p.offer_contracts]
    )
    assert sorted(contracts) == sorted(cards.contracts), "every contract card is somewhere, once"
    fuel = state.fuel_deck + state.fuel_display + state.fuel_discard
    fuel += [v for p in state.players for v in p.fuel + p.offer_fuel]
    assert Counter(fuel) == Counter(cards.fuel_counts) + Counter(cards.sea_counts), "every fuel card is somewhere, once"
    techs = state.tech_deck + state.tech_display + state.tech_discard + [t for p in state.players for t in p.tech]
    assert sorted(techs) == list(range(len(cards.technology)))
    for seat, player in enumerate(state.players):
        assert len(player.fuel) <= 7
        assert len(player.contracts) <= GAME.contract_limit(state, seat)
        assert all(c in player.contracts for s in player.ships for c in s.cargo)
        if state.phase != "over":
            assert player.money >= 0
    if not state.phase.startswith("setup"):
        places = Counter(s.position for p in state.players for s in p.ships)
        ports = {pos: n for pos, n in places.items() if pos.startswith("port:")}
        spaces = Counter(pos.rsplit(":", 1)[0] for pos in places.elements() if pos.startswith("fw:"))
        assert all(n == 1 for n in spaces.values()), "no two ships lie in one fairway space"
        started_over = state.round > 1 or any(p.rondel >= 0 for p in state.players)
        if started_over:
            assert all(n <= 2 or pos in start_ports(state) for pos, n in ports.items())


def start_ports(state):
    """Start ports may hold more than two ships until those ships have left."""
    return {f"port:{d}" for d in GAME.board(state).docks}


def play_random(players, seed, version="contract", board="central"):
    config = Config(
        "mainports", tuple(Seat("bot", "easy") for _ in range(players)), {"version": version, "board": board}
    )
    state = GAME.new_game(config, seed)
    rng = Rng(seed)
    total = money_total(state)
    moves = 0
    while not GAME.is_over(state):
        actions = GAME.legal_actions(state)
        texts = [ENGLISH(a.label()) for a in actions]
        assert len(set(texts)) == len(texts), "each legal move reads differently"
        assert len(actions) < 400
        # Random play, but rarely cancel contracts: otherwise nothing ever gets delivered.
        calm = [a for a in actions if not isinstance(a, CancelContract)] if rng.random() < 0.97 else actions
        GAME.apply(state, rng.choice(calm))
        check_invariants(state, total)
        moves += 1
    return state, moves


@pytest.mark.parametrize(
    ("players", "seed", "board"),
    [(2, 1, "central"), (3, 2, "central"), (4, 3, "central"), (2, 4, "great"), (4, 5, "great")],
)
def test_random_games_keep_every_invariant(players, seed, board):
    state, moves = play_random(players, seed, board=board)
    assert moves > 50
    result = GAME.result(state)
    assert len(result.places) == players and 1 in result.places


def test_free_play_random_game_finishes():
    state, _ = play_random(2, 9, "free")
    assert GAME.is_over(state)


def test_bots_finish_and_replay_identically():
    config = Config("mainports", (Seat("bot", "hard"), Seat("bot", "normal"), Seat("bot", "easy")))
    match = Match(GAME, config, 5)
    for _ in range(60):
        match.play(match.choose_bot_action())
    again = Match.replay(GAME, config, 5, match.keys)
    assert again.checksum() == match.checksum()
    assert again.state.position() == match.state.position()


def test_bots_see_only_their_observation():
    config = Config("mainports", (Seat("bot", "hard"), Seat("bot", "normal")))
    state = GAME.new_game(config, 8)
    for level in ("easy", "normal", "hard"):
        bot = registry.make_bot("mainports", level, Rng(1))
        seat = state.current_player
        view = GAME.observe(state, seat, Rng(2))
        action = bot.choose(GAME, view, seat)
        assert action.key() in [a.key() for a in GAME.legal_actions(state)]


def test_the_hard_bot_is_the_shared_search_and_picks_legal_moves_in_a_turn_and_on_the_rondel():
    bot = registry.make_bot("mainports", "hard", Rng(4))
    assert isinstance(bot, SearchBot)
    state = GAME.new_game(Config("mainports", (Seat("bot", "hard"), Seat("bot", "normal")), {"board": "great"}), 6)
    searched = 0
    for moves in range(40):
        seat = state.current_player
        futures = bot.stats.futures
        action = bot.choose(GAME, GAME.observe(state, seat, Rng(7).fork(moves)), seat)
        assert action.key() in [a.key() for a in GAME.legal_actions(state)]
        searched += bot.stats.futures > futures
        GAME.apply(state, action)
    assert searched >= 3, "rondel moves are searched in imagined futures"


def test_the_hard_bot_weighs_as_many_rondel_fields_as_its_budget_affords():
    bot = registry.make_bot("mainports", "hard", Rng(4))
    assert isinstance(bot, SearchBot)
    match = Match(GAME, Config("mainports", (Seat("bot", "normal"), Seat("bot", "normal"))), 3)
    while match.state.phase != "rondel" or match.state.flow.current is not None or len(match.legal_actions()) < 6:
        match.play(match.choose_bot_action())
    state, seat = match.state, match.current_player
    actions = GAME.legal_actions(state)
    for width in (4, 6):
        chosen = bot.candidates(GAME, state, seat, actions, width)
        assert len(chosen) == width and all(isinstance(a, Rondel) for a in chosen)


def test_a_slow_think_searches_which_contracts_to_take_and_faster_thinks_take_them_at_once():
    match = Match(GAME, Config("mainports", (Seat("bot", "normal"), Seat("bot", "normal"))), 3)
    while match.state.phase != "contracts" or len(match.legal_actions()) < 4:
        match.play(match.choose_bot_action())
    state, seat = match.state, match.current_player
    view, actions = GAME.observe(state, seat, Rng(1)), GAME.legal_actions(state)
    weighed = {}
    for seconds in (0.3, 1.0, 3.0):
        bot = registry.make_bot("mainports", "hard", Rng(4))
        assert isinstance(bot, SearchBot)
        bot.budget = Budget(seconds, samples=60)  # the think of a slow, normal or fast bot, to a fixed count
        weighed[seconds] = bot.candidates(GAME, view, seat, actions, 4)
        choice = bot.choose(GAME, view, seat)
        assert choice.key() in [a.key() for a in actions]
        assert (bot.stats.futures > 0) == (seconds == 3.0), "only the slow think imagines futures for it"
    assert len(weighed[0.3]) == len(weighed[1.0]) == 1
    assert weighed[3.0][0] == weighed[1.0][0], "the slow think weighs the greedy choice first"
    assert len(weighed[3.0]) == 4 and all(isinstance(a, TakeContract | EndAction) for a in weighed[3.0])


def test_the_hard_bot_overrules_its_planners_wish_where_its_futures_find_it_poor():
    """The search does not just follow the turn planner (the normal bot without whims): its futures change
    the planner's rondel choice often. It used to keep it nearly always, weaker for it (docs/bots.md)."""
    planner = TurnPlannerBot(Rng(0))
    match = Match(GAME, Config("mainports", (Seat("bot", "normal"), Seat("bot", "normal"))), 0)
    searched = overruled = 0
    while not match.is_over() and searched < 30:
        state, seat = match.state, match.current_player
        if not in_turn(state) and len(match.legal_actions()) > 1 and len(match.actions) % 2 == 0:
            bot = registry.make_bot("mainports", "hard", Rng(len(match.actions)))
            bot.budget = Budget(samples=48)
            view = GAME.observe(state, seat, Rng(1))
            overruled += bot.choose(GAME, view, seat) != planner.choose(GAME, view, seat)
            searched += 1
        match.play(match.choose_bot_action())
    assert searched == 30
    assert overruled >= 6, f"the search changed the planner's choice in {overruled} of 30 rondel moves"


def play_to_the_end(players, make, seed, board="central"):
    """A game between bots made by `make(seat, rng)`, each seeing only its seat's observation."""
    seats = tuple(Seat("bot", "normal") for _ in range(players))
    state = GAME.new_game(Config("mainports", seats, {"board": board}), seed)
    bots = [make(seat, Rng(seed).fork(seat)) for seat in range(players)]
    moves = 0
    while not GAME.is_over(state):
        seat = state.current_player
        GAME.apply(state, bots[seat].choose(GAME, GAME.observe(state, seat, Rng(seed).fork(100 + moves)), seat))
        moves += 1
    return state


def test_the_scripted_baseline_finishes_a_two_player_game_by_the_twentieth_delivery():
    state = play_to_the_end(2, lambda seat, rng: ScriptedBot(rng), 3)
    assert state.deliveries >= 20 and state.round < GAME.cards(state).rules["round_limit"]


def test_normal_bots_finish_a_four_player_game_by_the_twentieth_delivery():
    state = play_to_the_end(4, lambda seat, rng: registry.make_bot("mainports", "normal", rng), 3)
    assert state.deliveries >= 20 and state.round < GAME.cards(state).rules["round_limit"]


@pytest.mark.parametrize("seed", [1, 2])
def test_normal_bots_finish_a_two_player_great_europe_game_by_the_twentieth_delivery(seed):
    state = play_to_the_end(2, lambda seat, rng: registry.make_bot("mainports", "normal", rng), seed, "great")
    assert state.deliveries >= 20 and state.round < GAME.cards(state).rules["round_limit"]
