"""Narco Empire's cartel cards are played as every other move is: dragged from the hand onto what they act on (a
rival's network, one's own, the threat, the deck, the compound, the activities left), at the real table by mouse."""

from __future__ import annotations

import pytest

import words
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.narco_empire import actions as a
from game.narco_empire.kinds import Phase
from game.narco_empire.rules import NarcoEmpireGame
from scenes.table import TableScene
from tests.ui import drag, frames, open_menu

GAME = NarcoEmpireGame()


def managing(cartel: list[str]) -> Match:
    """A match where the human (seat 0) manages their network after drawing one dealer, holding `cartel`; the bot
    holds none, and has money to be extorted."""
    config = Config(GAME.id, (Seat("human"), Seat("bot", "easy")))
    match = Match(GAME, config, 3)
    while not (match.current_player == 0 and match.state.phase == Phase.DRAW and not match.state.line):
        match.play(match.choose_bot_action() if match.current_player else match.legal_actions()[0])
    state = match.state
    state.players[0].cartel, state.players[1].cartel = list(cartel), []
    state.players[0].hitmen = state.players[1].money = 2
    dealer = next(c for c in state.deck if c.startswith("dealer"))
    state.deck.remove(dealer)
    state.deck.insert(0, dealer)
    match.play(a.Draw())
    match.play(a.Stop())
    assert match.current_player == 0 and match.state.phase == Phase.MANAGE
    return match


def table_of(match: Match, at_table: int = 0) -> TableScene:
    """The table of `match` as the human at `at_table` sees it, its bots held."""
    app = open_menu()
    app.open_table(match, at_table=at_table)
    frames(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    table.controller.bots_paused = True
    return table


def point(table: TableScene, name: str) -> tuple[int, int]:
    at = table.view.anchor(name)
    assert at is not None, f"{name} is drawn on the table"
    return at


@pytest.mark.parametrize(
    ("held", "target", "played"),
    [
        ("extortion-1", "network:1", a.PlayCartel("extortion-1", 1)),
        ("money-laundering-1", "network:0", a.PlayCartel("money-laundering-1")),
        ("money-laundering-1", "activities", a.CartelActivity("money-laundering-1")),
    ],
    ids=["against-a-rival", "on-your-own-network", "face-down"],
)
def test_a_cartel_card_dragged_onto_what_it_acts_on_is_played(held, target, played):
    match = managing([held, "bribe-1"])
    table = table_of(match)
    source = f"cartel:0:{held}"
    assert source in table.input.playable(), "a playable cartel card glows to be picked up"
    before = len(match.actions)
    money = [p.money for p in match.state.players]
    drag(table.app, point(table, source), point(table, target))
    assert match.actions[before:] == [played]
    if played == a.PlayCartel("extortion-1", 1):
        assert [p.money for p in match.state.players] == [money[0] + 2, money[1] - 2]


def test_a_cartel_card_dropped_where_it_does_not_act_says_where_it_goes():
    match = managing(["extortion-1"])
    table = table_of(match)
    before = len(match.actions)
    drag(table.app, point(table, "cartel:0:extortion-1"), point(table, "deck"))
    assert len(match.actions) == before, "nothing is played"
    said = words.tr(table.message) if table.message is not None else ""
    assert "Extortion" in said and "network of the rival" in said and "activities left" in said, said


def test_a_bribe_is_dropped_on_the_threat_it_sends_away():
    config = Config(GAME.id, (Seat("human"), Seat("bot", "easy")))
    match = Match(GAME, config, 3)
    while not (match.current_player == 0 and match.state.phase == Phase.DRAW and not match.state.line):
        match.play(match.choose_bot_action() if match.current_player else match.legal_actions()[0])
    state = match.state
    state.players[0].cartel, state.players[0].hitmen, state.players[0].money = ["bribe-1"], 0, 3
    police = next(c for c in state.deck if c.startswith("police"))
    state.deck.remove(police)
    state.deck.insert(0, police)
    match.play(a.Draw())
    assert match.state.phase == Phase.DANGER
    table = table_of(match)
    drag(table.app, point(table, "cartel:0:bribe-1"), point(table, f"line:{police}"))
    assert match.actions[-1] == a.PlayCartel("bribe-1") and police not in match.state.line


def test_an_anonymous_call_in_a_rivals_turn_is_dropped_on_the_deck():
    """Out of turn too: when the bot stops drawing, the human drops the call on the deck and the bot draws again."""
    config = Config(GAME.id, (Seat("bot", "easy"), Seat("human")))
    match = Match(GAME, config, 4)
    while not (match.current_player == 0 and match.state.phase == Phase.DRAW and not match.state.line):
        match.play(match.choose_bot_action() if match.current_player == 0 else match.legal_actions()[0])
    state = match.state
    state.players[0].cartel, state.players[1].cartel, state.players[1].money = [], ["anonymous-call-1"], 3
    dealer = next(c for c in state.deck if c.startswith("dealer"))
    state.deck.remove(dealer)
    state.deck.insert(0, dealer)
    match.play(a.Draw())
    match.play(a.Stop())
    assert match.current_player == 1, "the human is asked whether to play a cartel card"
    table = table_of(match, at_table=1)
    drag(table.app, point(table, "cartel:1:anonymous-call-1"), point(table, "deck"))
    assert match.actions[-1] == a.PlayCartel("anonymous-call-1", 0) and match.state.forced
