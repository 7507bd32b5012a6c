"""Narco Empire: the press-your-luck actions phase, management, improvements, cartel cards, both rounds,
both DEA agents and the advanced mode, each checked on a deck stacked to make it happen."""

from __future__ import annotations

import pytest

import words
from game.core.protocol import Config, EventKind, IllegalAction, Seat
from game.core.rng import Rng
from game.narco_empire import actions as a
from game.narco_empire.cards import card, components
from game.narco_empire.kinds import DecisionKind, Phase
from game.narco_empire.rules import NarcoEmpireGame
from game.narco_empire.state import HIDDEN, NarcoState, Player

GAME = NarcoEmpireGame()


def new(players: int = 2, seed: int = 7, advanced: bool = False) -> NarcoState:
    options = {"mode": "advanced"} if advanced else {}
    state = GAME.new_game(Config(GAME.id, tuple(Seat("human") for _ in range(players)), options), seed)
    for player in state.players:  # no cartel card interferes unless a test gives one
        state.cartel_deck += player.cartel
        player.cartel = []
    return state


def stack(state: NarcoState, *types: str) -> None:
    """Put a copy of each card type on top of the deck, in this order (taken from the deck or round 2)."""
    chosen = []
    for kind in types:
        copy = next(c for c in state.deck + state.round_two if card(c).type == kind and c not in chosen)
        chosen.append(copy)
    for copy in chosen:
        (state.deck if copy in state.deck else state.round_two).remove(copy)
    state.deck[:0] = chosen


def play(state: NarcoState, *moves: a.Action) -> None:
    for move in moves:
        GAME.apply(state, move)


def me(state: NarcoState) -> Player:
    return state.players[state.turn]


def draw(state: NarcoState, times: int = 1) -> None:
    for _ in range(times):
        play(state, a.Draw())


def test_set_up_gives_each_network_its_cubes_and_sets_the_round_two_cards_apart() -> None:
    state = GAME.new_game(Config(GAME.id, (Seat("human"), Seat("human"), Seat("human"))), 3)
    for player in state.players:
        assert (player.money, player.hitmen, player.crops, player.laboratory_cubes) == (3, 2, 1, 1)
        assert (player.laboratory, player.transport, player.storage) == ("jungle-lab", "truck", "stash-house")
        assert len(player.cartel) == 1
    assert sorted(card(d).city for d in state.fallback_dealers) == sorted(components().cities)
    assert len(state.round_two) == 16 and all(card(c).round == 2 for c in state.round_two)
    assert len(state.deck) == 68 - 16 - 4
    assert state.phase == Phase.DRAW and state.current_player == state.turn


def test_the_deck_holds_the_published_mix() -> None:
    kinds: dict[str, int] = {}
    for c in components().deck:
        kinds[card(c).kind] = kinds.get(card(c).kind, 0) + 1
    assert kinds == {
        "laboratory": 4,
        "transport": 8,
        "dealer": 12,
        "storage": 12,
        "press": 5,
        "informant": 8,
        "police": 10,
        "military": 7,
        "dea": 2,
    }
    assert len(components().cartel) == 20


def test_stopping_gives_one_activity_per_card_and_three_pistols_a_cartel_card() -> None:
    state = new()
    stack(state, "boat", "warehouse", "dealer-miami")
    assert a.Stop() not in GAME.legal_actions(state), "at least one card is drawn"
    draw(state, 3)
    play(state, a.Stop())
    assert state.phase == Phase.MANAGE and state.activities == 3
    assert len(me(state).cartel) == 1


def test_a_third_siren_makes_the_player_flee_with_one_activity_and_no_reward() -> None:
    state = new()
    me(state).hitmen = 0
    stack(state, "boat", "warehouse", "ranch", "dealer-miami", "informant", "press", "informant")
    draw(state, 5)
    assert state.phase == Phase.PEEK
    play(state, a.TakeNext())  # the press: forced to draw
    assert state.forced and a.Stop() not in GAME.legal_actions(state)
    draw(state)
    assert state.fled and state.phase == Phase.MANAGE and state.activities == 1
    assert me(state).cartel == [] and me(state).hitmen == 0, "no pistol reward after fleeing"


def test_seven_cards_end_the_drawing_and_four_pistols_offer_a_hitman_or_two_cartel_cards() -> None:
    state = new()
    stack(state, "boat", "warehouse", "ranch", "dealer-miami", "dealer-chicago", "improved-lab", "boat")
    draw(state, 7)
    assert state.phase == Phase.REWARD and state.activities == 7
    hitmen = me(state).hitmen
    play(state, a.ChooseReward("hitman"))
    assert me(state).hitmen == hitmen + 1 and state.phase == Phase.MANAGE


def test_a_press_as_seventh_card_forces_an_eighth_that_counts_only_if_it_is_law_and_order() -> None:
    state = new()
    me(state).hitmen = 0
    stack(state, "boat", "warehouse", "ranch", "dealer-miami", "dealer-chicago", "improved-lab", "press", "boat")
    draw(state, 7)
    assert state.phase == Phase.DRAW and state.forced
    draw(state)
    assert len(state.line) == 7 and state.discard[-1].startswith("boat") and state.phase == Phase.REWARD

    state = new()
    me(state).hitmen = 0
    stack(state, "boat", "warehouse", "ranch", "dealer-miami", "dealer-chicago", "improved-lab", "press", "police")
    draw(state, 8)
    assert len(state.line) == 8 and state.activities == 7 and state.compound_cubes == 1


def test_police_seize_a_consignment_at_two_sirens_and_a_million_without_one() -> None:
    state = new()
    me(state).hitmen = 0
    stack(state, "police", "boat", "informant")
    draw(state, 2)
    assert me(state).laboratory_cubes == 1, "one siren: the police is avoided"
    draw(state)
    assert me(state).laboratory_cubes == 0 and state.compound_cubes == 1
    play(state, a.TakeNext())
    state = new()
    me(state).hitmen = 0
    me(state).laboratory_cubes = 0
    stack(state, "police", "police")
    draw(state, 2)
    assert (me(state).money, state.compound_money, state.phase) == (1, 2, Phase.DRAW), "each police seizes"


def test_a_police_the_player_cannot_pay_gives_no_activity_and_ends_the_drawing() -> None:
    state = new()
    me(state).hitmen = 0
    me(state).laboratory_cubes = 0
    me(state).money = 0
    stack(state, "boat", "police", "informant")
    draw(state, 3)
    assert state.phase == Phase.MANAGE and state.activities == 2
    assert state.unpaid == [state.line[1]]


def test_military_fine_a_million_each_at_two_sirens_in_round_two() -> None:
    state = new()
    GAME._start_round_two(state, [])
    me(state).hitmen = 0
    stack(state, "military", "informant")
    bank = state.bank
    draw(state, 2)
    assert me(state).money == 2 and state.bank == bank + 1


def test_a_hitman_eliminates_a_police_as_it_appears() -> None:
    state = new()
    stack(state, "police", "boat")
    draw(state)
    assert state.phase == Phase.DANGER
    police = state.line[-1]
    play(state, a.Eliminate(state.turn, police))
    assert me(state).hitmen == 1 and police not in state.line and police in state.discard
    assert state.hitman_supply == 8 - 2 * 2 + 1


def test_the_informant_shows_the_next_card_to_that_player_alone() -> None:
    state = new(players=3)
    stack(state, "informant", "ranch")
    draw(state)
    assert state.phase == Phase.PEEK
    seat = state.turn
    assert GAME.redact(state, seat).deck[0] == state.deck[0]
    assert all(GAME.redact(state, other).deck[0] == HIDDEN for other in range(3) if other != seat)
    play(state, a.LeaveNext())
    assert state.phase == Phase.MANAGE and state.deck[0].startswith("ranch"), "the card left stays on the deck"
    assert GAME.observe(state, seat, Rng(5)).deck[0] == state.deck[0]


def test_the_dea_agent_after_moves_follows_a_player_with_five_activities() -> None:
    state = new()
    me(state).hitmen = 0
    stack(state, "dea-moves", "boat", "warehouse", "ranch", "dealer-miami")
    draw(state, 5)
    play(state, a.Stop())
    seat = state.turn
    assert state.dea == {state.line[0]: seat}
    finish_turn(state)
    finish_turn(state)
    assert state.turn == seat and state.line == ["dea-moves-1"], "the agent opens the turn with one siren"
    assert GAME.sirens(state) == 1
    assert a.Stop() not in GAME.legal_actions(state), "an agent does not spare the player a draw"


def test_the_dea_agent_after_money_goes_to_the_richest_player() -> None:
    state = new(players=3)
    GAME._start_round_two(state, [])
    stack(state, "dea-money", "boat")
    draw(state, 2)
    play(state, a.Stop())
    rich = (state.turn + 1) % 3
    state.players[rich].money = 20
    state.bank -= 17
    finish_turn(state)
    assert state.dea == {"dea-money-1": rich} and state.line == ["dea-money-1"] and state.turn == rich


def finish_turn(state: NarcoState) -> None:
    """Whatever is left of the turn: stop, end management, buy nothing, the others buy nothing."""
    turn = state.turn
    while state.turn == turn and state.phase != Phase.OVER:
        legal = GAME.legal_actions(state)
        for choice in (
            a.Stop(),
            a.LetStand(state.line[-1]) if state.line else None,
            a.TakeNext(),
            a.ChooseReward("cartel"),
            a.EndManagement(),
            a.BuyNothing(),
            a.PassCartel(),
            a.PlayOn(),
        ):
            if choice in legal:
                play(state, choice)
                break
        else:
            play(state, a.Draw())


def test_round_one_with_fewer_than_seven_cards_lets_the_player_start_round_two() -> None:
    state = new()
    used = state.deck[6:]
    state.deck = state.deck[:6]
    state.discard = used
    GAME._start_turn(state, [])
    assert state.phase == Phase.START
    play(state, a.StartRoundTwo())
    assert state.round == 2 and len(state.deck) == 48 + 16 and state.discard == [] and state.round_two == []


def test_the_game_ends_with_the_turn_in_which_the_round_two_deck_runs_out() -> None:
    state = new()
    GAME._start_round_two(state, [])
    state.discard += state.deck[2:]
    state.deck = state.deck[:2]
    while state.phase != Phase.OVER:
        finish_turn(state)
    assert state.current_player == -1 and GAME.legal_actions(state) == []
    assert GAME.result(state).places


def test_management_produces_by_the_table_ships_by_capacity_and_dealers_pay_a_million_each() -> None:
    state = new()
    player = me(state)
    player.crops = 2
    state.crop_supply -= 1
    stack(state, "dealer-miami", "boat", "ranch")
    draw(state, 3)
    play(state, a.Stop(), a.Produce(state.turn))
    assert player.laboratory_cubes == 1 + 2, "jungle lab with two crops: 2 a move"
    play(state, a.Ship(state.turn))
    assert (player.laboratory_cubes, player.storage_cubes) == (0, 3), "the truck carries 3"
    dealer = state.line[0]
    money = player.money
    play(state, a.Deliver(state.turn, dealer))
    assert a.Deliver(state.turn, dealer) not in GAME.legal_actions(state), "one delivery per dealer"
    play(state, a.EndManagement())
    assert player.money == money + 3 and state.phase == Phase.IMPROVE


def test_without_a_dealer_in_the_line_the_dealers_beside_the_deck_buy_at_a_penalty_of_two() -> None:
    state = new()
    player = me(state)
    player.storage_cubes, player.laboratory_cubes = 3, 0
    stack(state, "boat")
    draw(state)
    play(state, a.Stop())
    fallback = state.fallback_dealers[0]
    money = player.money
    play(state, a.Deliver(state.turn, fallback))
    events = GAME.apply(state, a.EndManagement())
    assert player.money == money + 1
    # A newcomer could not tell how 3 consignments paid 1 million: the log says.
    said = [words.tr(event.message) for event in events if event.kind == EventKind.MONEY]
    assert said[0].endswith(": 3 consignments at 1 million, 2 million less beside the deck"), said


def test_the_last_delivery_is_free_once_the_activities_are_spent() -> None:
    state = new()
    player = me(state)
    player.storage_cubes = 2
    stack(state, "dealer-chicago")
    draw(state)
    play(state, a.Stop(), a.Produce(state.turn))
    assert state.activities == 0
    play(state, a.Deliver(state.turn, state.line[0], free=True))
    assert state.phase == Phase.IMPROVE and player.money == 5


def test_a_bought_card_replaces_the_old_one_keeping_its_merchandise_and_the_others_may_buy_for_one_more() -> None:
    state = new(players=3)
    seat = state.turn
    me(state).laboratory_cubes = 3
    stack(state, "improved-lab", "boat")
    draw(state, 2)
    play(state, a.Stop(), a.EndManagement())
    lab = state.line[0]
    play(state, a.BuyCard(seat, lab, 2))
    assert me(state).laboratory == lab and me(state).laboratory_cubes == 3 and me(state).money == 1
    assert state.discard[-1] == "jungle-lab", "the old card goes to the discard pile"
    nxt = (seat + 1) % 3
    assert state.flow.current is not None and state.flow.current.kind == DecisionKind.BUY_LEFTOVER
    assert state.current_player == nxt and not GAME.private_decision(state)
    boat = state.line[0]
    assert a.BuyCard(nxt, boat, 3) in GAME.legal_actions(state)
    play(state, a.BuyCard(nxt, boat, 3))
    assert state.players[nxt].transport == boat and state.players[nxt].money == 0
    assert state.turn == nxt, "nothing left: the next turn begins"


def test_a_crop_costs_its_price_and_raises_production() -> None:
    state = new()
    stack(state, "boat")
    draw(state)
    seat = state.turn
    play(state, a.Stop(), a.EndManagement(), a.BuyCrop(seat, 2))
    assert state.players[seat].crops == 2 and state.players[seat].money == 1


def give(state: NarcoState, seat: int, kind: str) -> str:
    copy = next(c for c in state.cartel_deck if c.startswith(kind))
    state.cartel_deck.remove(copy)
    state.players[seat].cartel.append(copy)
    return copy


def manage(state: NarcoState) -> None:
    stack(state, "boat")
    draw(state)
    play(state, a.Stop())
    state.flow.pending.clear()
    state.current_player = state.turn
    if state.phase != Phase.MANAGE:
        GAME._end_drawing(state, [])


@pytest.mark.parametrize("kind", ["crop-burning", "hijacking", "extortion", "money-laundering", "compound-robbery"])
def test_cartel_cards_of_the_management_phase(kind: str) -> None:
    state = new()
    seat = state.turn
    rival = 1 - seat
    state.players[rival].crops = 2
    state.crop_supply -= 1
    state.compound_cubes = 2
    state.merchandise_supply -= 2
    copy = give(state, seat, kind)
    manage(state)
    target = -1 if kind in ("money-laundering", "compound-robbery") else rival
    before = (me(state).money, me(state).laboratory_cubes, me(state).hitmen)
    play(state, a.PlayCartel(copy, target))
    after = (me(state).money, me(state).laboratory_cubes, me(state).hitmen)
    assert copy in state.cartel_discard
    match kind:
        case "crop-burning":
            assert state.players[rival].crops == 1 and after[2] == before[2] - 1
        case "hijacking":
            assert state.players[rival].laboratory_cubes == 0 and after[1] == before[1] + 1
        case "extortion":
            assert state.players[rival].money == 1 and after[0] == before[0] + 2
        case "money-laundering":
            assert after[0] == before[0] + 2
        case "compound-robbery":
            assert after[1] == before[1] + 2 and state.compound_cubes == 0 and after[2] == before[2] - 2


def test_a_cartel_card_face_down_is_one_more_activity_even_after_fleeing() -> None:
    state = new()
    copy = give(state, state.turn, "bribe")
    me(state).hitmen = 0
    stack(state, "police", "police", "police")
    for _ in range(3):
        if state.phase == Phase.DANGER:
            play(state, a.LetStand(state.line[-1]))
        draw(state)
    assert state.fled and state.activities == 1
    play(state, a.CartelActivity(copy))
    assert state.activities == 2


def test_a_bribe_removes_a_police_as_it_appears() -> None:
    state = new()
    me(state).hitmen = 0
    copy = give(state, state.turn, "bribe")
    stack(state, "police")
    draw(state)
    assert state.phase == Phase.DANGER
    play(state, a.PlayCartel(copy))
    assert state.line == [] and me(state).money == 2


def test_a_tip_off_shows_the_next_card_before_drawing() -> None:
    state = new()
    copy = give(state, state.turn, "tip-off")
    stack(state, "ranch")
    play(state, a.PlayCartel(copy))
    assert state.phase == Phase.PEEK and a.LeaveNext() not in GAME.legal_actions(state), "at least one card is drawn"
    play(state, a.TakeNext())
    assert state.line[0].startswith("ranch")


def test_an_anonymous_call_out_of_turn_forces_one_more_draw() -> None:
    state = new(players=3)
    seat = state.turn
    caller = (seat + 2) % 3
    copy = give(state, caller, "anonymous-call")
    stack(state, "boat", "ranch")
    draw(state)
    play(state, a.Stop())
    assert state.flow.current is not None and state.flow.current.kind == DecisionKind.RIVAL_STOPS
    assert state.current_player == caller, "the seat without a card is passed over"
    assert GAME.private_decision(state)
    play(state, a.PlayCartel(copy, seat))
    assert state.current_player == seat and state.forced and state.players[caller].money == 2
    draw(state)
    assert len(state.line) == 2


def test_an_ambush_out_of_turn_takes_merchandise_from_a_delivery() -> None:
    state = new()
    seat = state.turn
    rival = 1 - seat
    copy = give(state, rival, "ambush")
    me(state).storage_cubes = 3
    stack(state, "dealer-miami")
    draw(state)
    play(state, a.Stop())
    play(state, a.Deliver(seat, state.line[0]))
    assert state.flow.current is not None and state.flow.current.kind == DecisionKind.RIVAL_SELLS
    lab = state.players[rival].laboratory_cubes
    play(state, a.PlayCartel(copy, seat))
    assert state.players[rival].laboratory_cubes == lab + 2 and state.current_player == seat


def test_never_ask_again_passes_automatically() -> None:
    state = new(players=2)
    seat = state.turn
    rival = 1 - seat
    give(state, rival, "anonymous-call")
    give(state, rival, "anonymous-call")
    stack(state, "boat", "ranch", "warehouse")
    draw(state)
    play(state, a.Stop())
    play(state, a.PassCartel(always=True))
    assert state.phase == Phase.MANAGE and state.players[rival].auto_pass


def test_advanced_mode_taxes_sales_in_a_city_where_others_have_more_workers() -> None:
    state = new(players=3, advanced=True)
    seat = state.turn
    assert sorted(state.city_tokens.values()) == sorted(components().city_tokens)
    assert all(p.workers == 5 for p in state.players)
    green, yellow = (seat + 1) % 3, (seat + 2) % 3
    state.city_workers["Chicago"][green] = 2
    state.city_workers["Chicago"][yellow] = 1
    me(state).storage_cubes = 4
    stack(state, "dealer-chicago")
    draw(state)
    play(state, a.Stop(), a.Deliver(seat, state.line[0]))
    assert state.players[green].storage_cubes == 2 and state.players[yellow].storage_cubes == 1
    assert state.deliveries[state.line[0]] == 1
    play(state, a.PlaceWorker(seat, "Chicago"))
    assert state.city_workers["Chicago"][seat] == 1 and me(state).workers == 4


def test_advanced_mode_workers_become_hitmen_or_activities_and_tokens_pay_bonuses() -> None:
    state = new(advanced=True)
    seat = state.turn
    stack(state, "boat")
    draw(state)
    play(state, a.Stop(), a.WorkerActivity())
    assert state.activities == 2 and me(state).workers == 4
    play(state, a.HireHitman(seat, 2))
    assert me(state).hitmen == 3 and me(state).money == 1 and me(state).workers == 3
    bulk = next(c for c, t in state.city_tokens.items() if t == "bulk")
    always = next(c for c, t in state.city_tokens.items() if t == "always-sell")
    me(state).storage_cubes = 6
    money = me(state).money
    play(state, a.Deliver(seat, "city:" + always))
    play(state, a.EndManagement())
    bonus = 2 if always == bulk else 0
    assert me(state).money == money + 6 - 2 + bonus
    assert bulk in state.city_tokens


def test_bad_moves_are_refused_with_a_reason() -> None:
    state = new()
    with pytest.raises(IllegalAction):
        GAME.apply(state, a.EndManagement())


def test_the_hard_bot_counts_the_sirens_left_from_the_cards_it_has_seen() -> None:
    from game.narco_empire.bots import make_bot, unseen_cards

    state = new()
    me(state).hitmen = 0
    stack(state, "boat", "informant", "press", "ranch")
    draw(state, 2)
    play(state, a.TakeNext())  # the press: 2 sirens, and one more draw forced
    draw(state)
    seen = unseen_cards(state, state.turn)
    assert sum(seen.values()) == len(state.deck)
    assert seen["police-1"] == 10 and seen["press-1"] == 4 and seen["informant-1"] == 7
    hard = make_bot("hard", Rng(1))
    view = GAME.observe(state, state.turn, Rng(2))
    assert hard.choose(GAME, view, state.turn) == a.Stop(), "two sirens and many law cards left: stop"
    # with no Law and Order card left in the deck, drawing is safe
    state = new()
    stack(state, "boat", "informant")
    draw(state)
    safe = [c for c in state.deck if card(c).sirens == 0]
    state.discard += [c for c in state.deck if card(c).sirens]
    state.deck = safe
    assert hard.choose(GAME, GAME.observe(state, state.turn, Rng(3)), state.turn) == a.Draw()


def test_bots_of_every_level_play_a_game_to_the_end() -> None:
    from game.core.match import Match

    config = Config(GAME.id, (Seat("bot", "hard"), Seat("bot", "normal"), Seat("bot", "easy")), {"mode": "advanced"})
    match = Match(GAME, config, 11)
    while not match.is_over():
        match.play(match.choose_bot_action())
    assert GAME.result(match.state).places


def test_an_ambush_may_hit_the_free_last_delivery_before_the_earnings_are_collected() -> None:
    state = new()
    seat = state.turn
    rival = 1 - seat
    copy = give(state, rival, "ambush")
    me(state).storage_cubes = 4
    stack(state, "dealer-miami")
    draw(state)
    play(state, a.Stop(), a.Produce(seat))
    money = me(state).money
    play(state, a.Deliver(seat, state.line[0], free=True))
    assert state.current_player == rival and state.phase == Phase.MANAGE
    play(state, a.PlayCartel(copy, seat))
    assert state.phase == Phase.IMPROVE and me(state).money == money + 2


def test_a_card_dropped_in_the_wrong_place_is_refused_in_the_game_s_terms() -> None:
    from words import tr

    state = new(players=3)
    seat = state.turn
    stack(state, "boat")
    draw(state)
    play(state, a.Stop(), a.EndManagement())
    boat = state.line[0]
    assert (f"line:{boat}", f"transport:{seat}") in {x.drag() for x in GAME.legal_actions(state) if x.drag()}
    said = tr(GAME.why_not_drag(state, f"line:{boat}", f"storage:{seat}"))
    assert "Boat" in said and "Truck" in said, said
    me(state).money = 0
    said = tr(GAME.why_not_drag(state, f"line:{boat}", f"transport:{seat}"))
    assert "costs 2" in said and "you have 0" in said, said


def test_a_storage_or_a_worker_dropped_where_it_may_not_go_says_where_it_goes() -> None:
    """A newcomer dropped the storage on a city, and a worker on a city not sold in, and read only "That cannot go
    there now."."""
    from words import tr

    state = new(advanced=True)
    assert tr(GAME.why_not_drag(state, "storage:0", "city:Chicago")) == (
        "Consignments are delivered from your storage to a dealer: drop it on a dealer card."
    )
    assert "sold in none yet" in tr(GAME.why_not_drag(state, "workers:0", "city:Chicago"))
    state.sold_in = ["Miami"]
    assert tr(GAME.why_not_drag(state, "workers:0", "city:Chicago")) == (
        "A worker is placed in a city you sold in this turn: Miami."
    )


def test_a_laboratory_short_of_supply_says_so() -> None:
    """A newcomer's laboratory, promised 6, made 1: the supply had run out, and the log now says so."""
    from game.narco_empire.state import production

    state = new()
    player = me(state)
    player.crops = 2
    assert production(player) >= 2
    state.merchandise_supply = 1
    stack(state, "boat")
    draw(state)
    play(state, a.Stop())
    events = GAME.apply(state, a.Produce(state.turn))
    said = [words.tr(event.message) for event in events if event.kind == EventKind.MOVE]
    assert said == [
        "Player 1 produces 1 consignment: the supply has no more".replace("Player 1", words.seat_name(state.turn))
    ]
    assert state.merchandise_supply == 0


def test_stop_before_the_first_card_says_a_turn_draws_at_least_one() -> None:
    """A newcomer could not stop a turn before its first card and was not told why."""
    state = new()
    while not (state.phase == Phase.DRAW and not state.drawn):
        play(state, GAME.legal_actions(state)[0])
    assert a.Stop() not in GAME.legal_actions(state)
    assert words.tr(GAME.prompt(state)).startswith("Draw your first card"), "the prompt offers no stop yet"
    said = words.tr(GAME.why_not_move(state, "stop", ""))
    assert said.startswith("Every turn draws at least one card"), said
    assert words.tr(GAME.why_not_move(state, "line", "stop")) == said  # the line dragged onto Stop, too
