"""The trade dialog of Competitors, used with the mouse and the keyboard as a player would."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine

from game import registry
from game.competitors.actions import (
    DrawCard,
    NoOffer,
    ProposeTrade,
    SendOffer,
    StartAuction,
    TradeItem,
    TradeMoney,
    TradeWith,
)
from game.competitors.state import CompetitorsState
from game.core.match import Match
from game.core.protocol import Config, Seat
from scenes import names
from scenes.table import TableScene
from sprites.competitors_trade import TradeOverlay
from tests.ui import click, frames, key, open_menu


def typed(app, text: str) -> None:  # type: ignore[no-untyped-def]
    for char in text:
        app.step([pygame.event.Event(pygame.TEXTINPUT, text=char)], 1 / 60)
    frames(app)


def shown(dialog: TradeOverlay) -> list[str]:
    """Every text of the dialog's labels and buttons, those in its scrolling lists included."""
    return [e.text for e in dialog.manager.get_sprite_group().sprites() if isinstance(e, UILabel | UIButton)]


def button(dialog: TradeOverlay, start: str) -> UIButton:
    found = [b for b in dialog.actions if isinstance(b, UIButton) and b.text.startswith(start)]
    assert found, f"no button {start!r} in the dialog"
    return found[0]


def at_round_of(human: int, proposer: int):  # type: ignore[no-untyped-def]
    """A table of three (the human Ann in seat `human`, bots elsewhere) at the start of `proposer`'s round."""
    app = open_menu()
    names = ("Ben", "Cleo")
    seats = tuple(
        Seat("human", name="Ann") if s == human else Seat("bot", "normal", name=names[s - (s > human)])
        for s in range(3)
    )
    match = Match(registry.get_game("competitors"), Config("competitors", seats), 5)
    while not (match.current_player == proposer and match.state.phase == "actions"):
        if seats[match.current_player].is_bot:
            match.play(match.choose_bot_action())
        else:
            match.play(next((a for a in match.legal_actions() if isinstance(a, DrawCard)), match.legal_actions()[0]))
    return app, match


def sit_down(app, match: Match, human: int) -> TableScene:  # type: ignore[no-untyped-def]
    scene = app.scene(names.TABLE, match=match, at_table=human)
    assert isinstance(scene, TableScene)
    scene.controller.bots_paused = True
    app.stack.push(scene)
    frames(app)
    return scene


@pytest.fixture
def table():  # type: ignore[no-untyped-def]
    app, match = at_round_of(0, 0)
    return app, sit_down(app, match, 0), match


def test_an_offer_composed_in_the_dialog_goes_out_with_the_money_typed(table) -> None:  # type: ignore[no-untyped-def]
    app, scene, match = table
    scene.play_human(ProposeTrade(0))  # as from the move list
    frames(app)
    dialog = app.stack.top
    assert isinstance(dialog, TradeOverlay), "proposing a trade opens the dialog"
    state = match.state
    assert isinstance(state, CompetitorsState) and state.offer is not None
    click(app, button(dialog, "+ Ben").rect.center)
    assert state.offer.to == [1]
    assert any(isinstance(e, UILabel) and e.text == "• Ben" for e in dialog.manager.get_root_container().elements)
    card = min(state.territory_hands[0])
    click(app, button(dialog, "+ the territory card").rect.center)
    assert state.offer.give == [f"territory:{card}"], "the first card offered goes into the offer"
    give, take = [e for e in dialog.focus_order if isinstance(e, UITextEntryLine)]
    click(app, give.rect.center)
    typed(app, "25000")
    key(app, pygame.K_RETURN)
    assert state.offer.give_money == 25_000, "typed money goes in at once, by its amount"
    take = [e for e in dialog.focus_order if isinstance(e, UITextEntryLine)][1]
    click(app, take.rect.center)
    typed(app, "5500")
    key(app, pygame.K_RETURN)
    assert state.offer.take_money == 0, "money not in thousands is refused"
    assert dialog.problem is not None and "thousands" in str(dialog.problem), "and the dialog says why"
    money = state.money[0]
    click(app, button(dialog, "Send the offer").rect.center)
    assert app.stack.top is scene, "the dialog closes once the offer has gone out"
    assert state.current_player == 1 and state.offer is not None and state.offer.give_money == 25_000
    assert state.money[0] == money, "nothing changes hands before an answer"


def test_esc_leaves_the_offer_to_the_move_list_and_withdrawing_closes_it(table) -> None:  # type: ignore[no-untyped-def]
    app, scene, match = table
    scene.play_human(ProposeTrade(0))
    frames(app)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and match.state.offer is not None, "Esc closes the dialog, not the offer"
    listed = [a for a in scene.controller.legal if type(a).__name__ == "TradeWith"]
    scene.play_human(listed[0])  # a step from the move list opens the dialog again
    frames(app)
    dialog = app.stack.top
    assert isinstance(dialog, TradeOverlay)
    click(app, button(dialog, "Withdraw the offer").rect.center)
    assert app.stack.top is scene and match.state.offer is None


def test_an_offer_to_a_player_opens_whole_in_the_dialog_and_a_counter_offer_is_composed_there() -> None:
    app, match = at_round_of(1, 0)
    state = match.state
    assert isinstance(state, CompetitorsState)
    truck = state.fleet(0, "truck")[0]
    for step in (
        ProposeTrade(0),
        TradeWith(0, 1),
        TradeItem(0, "give", f"truck:{truck.id}"),
        TradeMoney(0, "take", 20_000),
        SendOffer(0),
    ):  # Ben's offer to Ann
        match.play(step)
    scene = sit_down(app, match, 1)
    dialog = app.stack.top
    assert isinstance(dialog, TradeOverlay), "an offer to the player opens the dialog"
    texts = shown(dialog)
    assert "Offer of Ben to Ann" in texts and "• 20,000 in money" in texts
    assert any(f"truck {truck.id}" in text for text in texts), "what is offered is listed"
    click(app, button(dialog, "Make a counter-offer").rect.center)
    assert isinstance(app.stack.top, TradeOverlay) and state.offer is not None and state.offer.proposer == 1
    assert button(dialog, "Send the offer").is_enabled, "the counter-offer is composed in the same dialog"
    click(app, button(dialog, "Send the offer").rect.center)
    assert app.stack.top is scene and state.current_player == 0


def test_a_bid_is_pressed_or_typed_in_the_dialog_and_a_bid_out_of_reach_is_refused_with_why() -> None:
    app, match = at_round_of(1, 0)
    state = match.state
    assert isinstance(state, CompetitorsState)
    card = state.contract_hands[0][0]
    for step in (
        ProposeTrade(0),
        TradeItem(0, "give", f"contract:{card}"),
        TradeMoney(0, "take", 5_000),
        StartAuction(0),
    ):
        match.play(step)
    scene = sit_down(app, match, 1)
    dialog = app.stack.top
    assert isinstance(dialog, TradeOverlay) and state.current_player == 1
    texts = shown(dialog)
    assert "Auction of Ben" in texts and "No bid yet" in texts and "Bids from 5,000" in texts
    entry = next(e for e in dialog.focus_order if isinstance(e, UITextEntryLine))
    click(app, entry.rect.center)
    typed(app, str(state.money[1] + 1000))
    key(app, pygame.K_RETURN)
    assert state.auction is not None and state.auction.bidder is None, "more than Ann has is refused"
    assert dialog.problem is not None and "thousands" in str(dialog.problem)
    entry = next(e for e in dialog.focus_order if isinstance(e, UITextEntryLine))
    click(app, entry.rect.center)
    for _ in range(12):
        key(app, pygame.K_BACKSPACE)
    typed(app, "12000")
    click(app, button(dialog, "Bid this amount").rect.center)
    assert state.auction.bid == 12_000 and state.auction.bidder == 1, "a typed bid of any thousands"
    assert app.stack.top is scene and state.current_player == 2, "the dialog closes: Cleo bids next"


def asked_to_open(human: int):  # type: ignore[no-untyped-def]
    """A table of three with "Offers at any time" on, at the first opening point where the human Ann (in seat
    `human`, not the turn player) is asked whether she opens an offer."""
    app = open_menu()
    others = iter(("Ben", "Cleo"))
    seats = tuple(
        Seat("human", name="Ann") if s == human else Seat("bot", "normal", name=next(others)) for s in range(3)
    )
    match = Match(registry.get_game("competitors"), Config("competitors", seats, {"any_time": "on"}), 5)
    while True:
        state = match.state
        assert isinstance(state, CompetitorsState)
        if match.current_player == human and state.flow.current is not None and state.flow.current.kind == "open":
            return app, match
        if seats[match.current_player].is_bot:
            match.play(match.choose_bot_action())
        else:
            legal = match.legal_actions()
            match.play(next((a for a in legal if isinstance(a, DrawCard | NoOffer)), legal[0]))


def test_a_human_asked_between_moves_opens_an_offer_out_of_turn_and_haggles_it_down_in_the_dialog() -> None:
    app, match = asked_to_open(1)
    state = match.state
    assert isinstance(state, CompetitorsState) and state.turn_player != 1
    scene = sit_down(app, match, 1)
    assert app.stack.top is scene, "the question is no dialog: the move list asks it"
    labels = {str(a.label().template) for a in scene.controller.legal}
    assert labels == {"Propose a trade", "No offer now"}
    scene.play_human(ProposeTrade(1))
    frames(app)
    dialog = app.stack.top
    assert isinstance(dialog, TradeOverlay) and state.offer is not None and state.offer.proposer == 1
    card = min(state.territory_hands[1])
    click(app, button(dialog, "+ the territory card").rect.center)
    assert state.offer.give == [f"territory:{card}"]
    click(app, button(dialog, "− the territory card").rect.center)
    assert state.offer.give == [], "a thing in the offer is pressed to take it out again"
    give = next(e for e in dialog.focus_order if isinstance(e, UITextEntryLine))
    click(app, give.rect.center)
    typed(app, "20000")
    key(app, pygame.K_RETURN)
    assert state.offer.give_money == 20_000
    give = next(e for e in dialog.focus_order if isinstance(e, UITextEntryLine))
    click(app, give.rect.center)
    typed(app, "5000")
    click(app, button(dialog, "Set").rect.center)
    assert state.offer.give_money == 5_000, "the money typed is what the side carries: less than before"
    click(app, button(dialog, "+ " + ("Ben" if state.turn_player == 0 else "Cleo")).rect.center)
    click(app, button(dialog, "Send the offer").rect.center)
    assert app.stack.top is scene and state.flow.current is not None and state.flow.current.kind == "trade"
    assert state.offers_made[1] == 1


def test_a_bot_letting_the_moment_pass_plays_without_the_pause_between_bot_moves() -> None:
    app = open_menu()
    seats = (Seat("human", name="Ann"), Seat("bot", "normal", name="Ben"), Seat("bot", "normal", name="Cleo"))
    match = Match(registry.get_game("competitors"), Config("competitors", seats), 5)
    while True:
        state = match.state
        assert isinstance(state, CompetitorsState)
        if state.flow.current is not None and state.flow.current.kind == "open":
            break
        legal = match.legal_actions()
        human = next((a for a in legal if isinstance(a, DrawCard)), legal[0])
        match.play(match.choose_bot_action() if match.current_player else human)
    scene = sit_down(app, match, 0)
    controller = scene.controller
    controller.bots_paused = False
    controller.bot_wait = 100.0
    assert controller.bot_choice().result() == NoOffer(match.current_player)
    assert controller.bot_ready(0.0, 100.0), "a move nobody sees waits for nothing"
