"""The trade dialog of Competitors, used with the mouse and the keyboard as a player would."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine

from game import registry
from game.competitors.actions import DrawCard, ProposeTrade
from game.competitors.state import CompetitorsState
from game.core.match import Match
from game.core.protocol import Config, Seat
from scenes.table import TableScene
from scenes.trade import TradeOverlay
from tests.ui import click, frames, key, open_menu


def typed(app, text: str) -> None:  # type: ignore[no-untyped-def]
    for char in text:
        app.step([pygame.event.Event(pygame.TEXTINPUT, text=char)], 1 / 60)
    frames(app)


def button(dialog: TradeOverlay, start: str) -> UIButton:
    found = [b for b in dialog.actions if isinstance(b, UIButton) and b.text.startswith(start)]
    assert found, f"no button {start!r} in the dialog"
    return found[0]


@pytest.fixture
def table():  # type: ignore[no-untyped-def]
    app = open_menu()
    seats = (Seat("human", name="Ann"), Seat("bot", "normal", name="Ben"), Seat("bot", "normal", name="Cleo"))
    match = Match(registry.get_game("competitors"), Config("competitors", seats), 5)
    while not (match.current_player == 0 and match.state.phase == "actions"):
        if seats[match.current_player].is_bot:
            match.play(match.choose_bot_action())
        else:
            match.play(next((a for a in match.legal_actions() if isinstance(a, DrawCard)), match.legal_actions()[0]))
    scene = app.scene("table", match=match, at_table=0)
    assert isinstance(scene, TableScene)
    scene.controller.bots_paused = True
    app.stack.push(scene)
    frames(app)
    return app, scene, match


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
