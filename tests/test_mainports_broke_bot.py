"""The Mainports normal bot keeps money to fuel its ships, and when short of money it still delivers.

`tests/golden/mainports-broke-bot.json` is a real 2-player game (Central Europe, seed 7, a player against the
normal bot) in which the bot spent its money on a fourth ship in round 8, keeping 6,000, and then for fifty
rounds went to the fuel market for the one free card and sailed nowhere: every port ahead of its loaded ships
was a mainport whose 10,000 fee it could not pay. Its money never moved (it finished at -44,000) and the game
ran to the round limit.
"""

from __future__ import annotations

from pathlib import Path

from game.core import saves
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.mainports.actions import BuyShip, Rondel
from game.mainports.kinds import Phase, RondelAction

SAVE = Path(__file__).parent / "golden" / "mainports-broke-bot.json"
BOT = 1
FOURTH_SHIP = 82
"""The move at which the bot bought its fourth ship (round 8, 76,000 in hand)."""
BROKE = 87
"""The bot's first turn with 6,000 and four ships, three of them loaded (round 9)."""


def test_the_bot_does_not_spend_the_money_for_its_fuel_on_a_fourth_ship() -> None:
    match = saves.load(SAVE)
    match.rewind(FOURTH_SHIP)
    assert match.current_player == BOT and match.state.phase == Phase.TECHNOLOGY
    assert len(match.state.players[BOT].ships) == 3 and match.state.players[BOT].money == 76000
    assert any(isinstance(action, BuyShip) for action in match.legal_actions())
    assert not isinstance(match.choose_bot_action(), BuyShip)


def test_a_broke_bot_gets_a_dividend_and_delivers_instead_of_taking_free_fuel_for_ever() -> None:
    saved = saves.load(SAVE)
    both_bots = Config("mainports", (Seat("bot", "normal"), Seat("bot", "normal")), saved.config.options)
    match = Match(saved.game, both_bots, saved.seed)
    for action in saved.actions[:BROKE]:
        match.play(action)
    player = match.state.players[BOT]
    assert player.money == 6000 and len(player.ships) == 4
    contracts, fields = len(player.contracts), []
    while match.state.round < 9 + 15 and not match.is_over():
        seat, phase = match.current_player, match.state.phase
        action = match.choose_bot_action()
        if seat == BOT and phase == Phase.RONDEL and isinstance(action, Rondel):
            fields.append(action.action)
        match.play(action)
    player = match.state.players[BOT]
    assert fields.count(RondelAction.FUEL) < len(fields) / 2, fields
    assert len(player.contracts) < contracts, "it delivered no contract in 15 rounds"
    assert player.money > 20000
