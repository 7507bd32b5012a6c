"""Competitors rules 4: offers from any company at any time (opening points, through the decision flow, a limit per
company and round) and haggling both ways (a counter-offer or an offer composed may take things out and lower
money). Everything through `apply`, `legal_actions`, `redact` and `observe`."""

from __future__ import annotations

from game import registry
from game.competitors.actions import (
    AnswerOffer,
    CancelOffer,
    ChooseHeadquarters,
    DrawCard,
    NoOffer,
    ProposeTrade,
    SendOffer,
    StartAuction,
    TradeDrop,
    TradeItem,
    TradeLess,
    TradeMoney,
    TradeWith,
)
from game.competitors.bots import make_bot
from game.competitors.kinds import DecisionKind, Phase
from game.competitors.rules import CompetitorsGame
from game.competitors.state import CompetitorsState
from game.competitors.trade import COMPOSE_STEPS, OFFERS_PER_ROUND
from game.core.protocol import Config, IllegalAction, Seat
from game.core.rng import Rng

GAME = registry.get_game("competitors")
assert isinstance(GAME, CompetitorsGame)
NAMES = ("Ann", "Ben", "Cleo", "Dan")
HOMES = ("Germany", "Japan", "Italy", "Northeast")


def started(seats: tuple[Seat, ...], **options: str) -> CompetitorsState:
    state = GAME.new_game(Config("competitors", seats, options), 1)
    while state.phase == Phase.HEADQUARTERS:
        GAME.apply(state, ChooseHeadquarters(state.current_player, HOMES[state.current_player]))
    state.danger = None
    return state


def humans(players: int = 3, **options: str) -> CompetitorsState:
    return started(tuple(Seat("human", name=n) for n in NAMES[:players]), **options)


def an_action(state: CompetitorsState) -> None:
    """The turn player draws a card: one action, an opening point after it."""
    GAME.apply(state, DrawCard(state.turn_player, "territory"))


def kinds(state: CompetitorsState) -> list[tuple[int, DecisionKind]]:
    return [(d.seat, d.kind) for d in state.flow.pending]


def test_rules_version_4() -> None:
    assert GAME.rules_version == 4


def test_after_an_action_every_other_company_that_asked_for_it_may_open_an_offer_in_turn_order() -> None:
    state = humans(3, any_time="on")
    turn = state.turn_player
    assert ProposeTrade(turn) in GAME.legal_actions(state), "the turn player proposes among its moves as before"
    an_action(state)
    others = [(turn + 1) % 3, (turn + 2) % 3]
    assert kinds(state) == [(seat, DecisionKind.OPEN) for seat in others]
    assert state.current_player == others[0]
    assert GAME.legal_actions(state) == [ProposeTrade(others[0]), NoOffer(others[0])]
    assert not GAME.private_decision(state), "whether to open asks nothing secret: no hand-off at a hot seat"
    GAME.apply(state, NoOffer(others[0]))
    assert state.current_player == others[1]
    GAME.apply(state, NoOffer(others[1]))
    assert state.current_player == turn and not state.flow.pending, "then the turn player plays on"


def test_humans_are_asked_only_with_offers_at_any_time_and_bots_only_while_they_may_make_offers() -> None:
    state = humans(3)
    an_action(state)
    assert not state.flow.pending, "a human who has not asked for it is never asked: no question at every move"
    bots = started(tuple(Seat("bot", "normal", n) for n in NAMES[:3]))
    an_action(bots)
    assert [kind for _, kind in kinds(bots)] == [DecisionKind.OPEN] * 2
    quiet = started(tuple(Seat("bot", "normal", n) for n in NAMES[:3]), bot_offers="off")
    an_action(quiet)
    assert not quiet.flow.pending, "Offers from bots off: bots open nothing"
    mixed = started((Seat("human", name="Ann"), Seat("bot", "normal", "Ben"), Seat("bot", "hard", "Cleo")))
    assert mixed.openers == [False, True, True] and "openers" in mixed.position()


def test_a_company_out_of_its_round_opens_an_offer_which_is_answered_before_the_next_question() -> None:
    state = humans(3, any_time="on")
    turn = state.turn_player
    an_action(state)
    opener, last = (turn + 1) % 3, (turn + 2) % 3
    GAME.apply(state, ProposeTrade(opener))
    assert state.offer is not None and state.offer.proposer == opener
    assert kinds(state) == [(opener, DecisionKind.COMPOSE), (last, DecisionKind.OPEN)]
    card = state.territory_hands[opener][0]
    for step in (TradeWith(opener, turn), TradeItem(opener, "give", f"territory:{card}"), SendOffer(opener)):
        GAME.apply(state, step)
    assert kinds(state) == [(turn, DecisionKind.TRADE), (last, DecisionKind.OPEN)], "the answer comes first"
    assert state.current_player == turn
    GAME.apply(state, AnswerOffer(turn, "accept"))
    assert card in state.territory_hands[turn]
    assert state.offers_made[opener] == 1 and state.offers_made[turn] == 0
    assert state.current_player == last and GAME.legal_actions(state)[0] == ProposeTrade(last)


def test_an_auction_opened_out_of_turn_goes_round_before_the_next_question() -> None:
    state = humans(3, any_time="on")
    turn = state.turn_player
    an_action(state)
    seller = (turn + 1) % 3
    truck = state.fleet(seller, "truck")[0]
    for step in (ProposeTrade(seller), TradeItem(seller, "give", f"truck:{truck.id}"), StartAuction(seller)):
        GAME.apply(state, step)
    assert state.auction is not None
    assert [kind for _, kind in kinds(state)] == [DecisionKind.AUCTION, DecisionKind.OPEN]


def test_each_company_opens_at_most_two_offers_a_round_and_the_count_is_part_of_the_position() -> None:
    state = humans(2, any_time="on")
    turn, other = state.turn_player, 1 - state.turn_player
    state.offers_made[other] = OFFERS_PER_ROUND - 1  # one opened already this round (between movement turns)
    an_action(state)
    assert kinds(state) == [(other, DecisionKind.OPEN)]
    for step in (ProposeTrade(other), TradeWith(other, turn), TradeMoney(other, "give", 1000), SendOffer(other)):
        GAME.apply(state, step)
    GAME.apply(state, AnswerOffer(turn, "refuse"))
    assert state.offers_made[other] == OFFERS_PER_ROUND and state.position()["offers_made"][other] == 2
    assert ProposeTrade(turn) in GAME.legal_actions(state), "the limit is each company's own"
    again = humans(2, any_time="on")
    again.offers_made[other] = OFFERS_PER_ROUND
    an_action(again)
    assert not again.flow.pending, "a company at its limit is not asked again this round"
    an_action(again)  # the round's last action: the next company's round
    assert again.turn_player == other and again.offers_made == [0, 0], "a new round, new offers"
    assert kinds(again) == [(turn, DecisionKind.OPEN)]


def test_the_question_is_seen_by_every_seat_and_by_the_bots_sample() -> None:
    state = humans(3, any_time="on")
    an_action(state)
    asked = state.current_player
    for seat in (None, 0, 1, 2):
        assert GAME.redact(state, seat).flow.current == state.flow.current
    seen = GAME.observe(state, (asked + 1) % 3, Rng(3))
    assert seen.flow.current == state.flow.current and seen.offers_made == state.offers_made
    assert GAME.legal_actions(seen) == GAME.legal_actions(state)


def test_a_counter_offer_may_lower_the_price_and_take_things_out() -> None:
    state = humans(2)
    seat, other = state.turn_player, 1 - state.turn_player
    truck = state.fleet(seat, "truck")[0]
    card = state.territory_hands[seat][0]
    for step in (
        ProposeTrade(seat),
        TradeWith(seat, other),
        TradeItem(seat, "give", f"truck:{truck.id}"),
        TradeItem(seat, "give", f"territory:{card}"),
        TradeMoney(seat, "take", 30_000),
        SendOffer(seat),
        AnswerOffer(other, "counter"),
    ):
        GAME.apply(state, step)
    offer = state.offer
    assert offer is not None and offer.proposer == other and offer.give_money == 30_000
    legal = GAME.legal_actions(state)
    assert TradeLess(other, "give", 10_000) in legal and TradeLess(other, "give", 1000) in legal
    assert TradeDrop(other, "take", f"territory:{card}") in legal
    GAME.apply(state, TradeLess(other, "give", 10_000))
    assert GAME.allows_amount(state, TradeLess(other, "give", 5_000)), "any amount in thousands may be typed"
    GAME.apply(state, TradeLess(other, "give", 5_000))
    GAME.apply(state, TradeDrop(other, "take", f"territory:{card}"))
    assert offer.give_money == 15_000 and offer.take == [f"truck:{truck.id}"]
    refused = TradeLess(other, "give", 20_000)
    assert not GAME.allows_amount(state, refused)
    try:
        GAME.apply(state, refused)
    except IllegalAction as refusal:
        assert "less" in str(refusal.message.template)
    else:
        raise AssertionError("lowering below nothing is refused")
    GAME.apply(state, SendOffer(other))
    money = state.money[seat]
    GAME.apply(state, AnswerOffer(seat, "accept"))
    assert state.money[seat] == money + 15_000 and state.vehicle(truck.id).owner == other
    assert card in state.territory_hands[seat], "the card taken out of the counter-offer stays"


def test_composing_may_raise_and_lower_money_and_add_and_remove_things_but_not_for_ever() -> None:
    state = humans(2)
    seat, other = state.turn_player, 1 - state.turn_player
    GAME.apply(state, ProposeTrade(seat))
    GAME.apply(state, TradeWith(seat, other))
    card = state.territory_hands[seat][0]
    assert TradeLess(seat, "give", 1000) not in GAME.legal_actions(state), "nothing to lower yet"
    steps = 1
    while steps < COMPOSE_STEPS:
        item = f"territory:{card}"
        GAME.apply(state, TradeItem(seat, "give", item) if steps % 2 else TradeDrop(seat, "give", item))
        steps += 1
    legal = GAME.legal_actions(state)
    assert not any(isinstance(a, TradeItem | TradeDrop | TradeMoney | TradeLess) for a in legal)
    assert CancelOffer(seat) in legal and SendOffer(seat) in legal
    assert not GAME.allows_amount(state, TradeMoney(seat, "give", 1000))


def test_a_bot_short_of_money_opens_an_auction_out_of_its_round() -> None:
    state = started(tuple(Seat("bot", "normal", n) for n in NAMES[:2]))
    turn, other = state.turn_player, 1 - state.turn_player
    GAME.new_vehicle(state, other, "truck", state.headquarters[other] or "")
    state.money[other] = 20_000
    state.bank += state.money[other] - 20_000
    an_action(state)
    assert kinds(state) == [(other, DecisionKind.OPEN)]
    bot = make_bot("normal", Rng(1))
    played = []
    while state.current_player == other:
        choice = bot.choose(GAME, GAME.observe(state, other, Rng(2)), other)
        played.append(choice)
        GAME.apply(state, choice)
    assert played[0] == ProposeTrade(other) and isinstance(played[-1], StartAuction)
    assert state.auction is not None and state.auction.seller == other and state.current_player == turn
    rich = started(tuple(Seat("bot", "normal", n) for n in NAMES[:2]))
    an_action(rich)
    seat = rich.current_player
    assert make_bot("normal", Rng(1)).choose(GAME, GAME.observe(rich, seat, Rng(2)), seat) == NoOffer(seat)
