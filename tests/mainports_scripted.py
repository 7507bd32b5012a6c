"""A plain scripted Mainports player, the yardstick the bots are measured against.

It navigates when there is work it can do now (a cargo aboard, or a contract whose good waits in a
port), keeps 4 or more fuel cards while its hand has room (on the Great Europe side not counting sea
cards, and with a sea card that covers its next sea voyage), keeps its contract hand full, and buys
nothing else. It sails and loads
with the bots' own navigation (`game.mainports.bots.navigate`), so only the choice of actions differs.
"""

from __future__ import annotations

from typing import Any

from game.ai.bots import AnyGame, Bot
from game.core.protocol import Action
from game.core.rng import Rng
from game.mainports.bots import navigate, river_cards, sea_card_wanted
from game.mainports.rules import MainportsGame
from game.mainports.state import MainportsState, Move, card_steps, is_sea_card

FUEL_KEPT = 4


class ScriptedBot(Bot):
    def __init__(self, rng: Rng) -> None:
        super().__init__(rng)

    def choose(self, game: AnyGame, view: Any, seat: int) -> Action:
        assert isinstance(game, MainportsGame)
        moves = [a for a in game.legal_actions(view) if isinstance(a, Move)]
        state: MainportsState = view
        decision = state.flow.current
        phase = decision.kind if decision is not None else state.phase
        chosen: Action = getattr(self, f"_{phase}")(game, state, seat, moves)
        return chosen

    # --- set-up ------------------------------------------------------------------------------------

    def _setup_contracts(self, game: MainportsGame, state: MainportsState, seat: int, moves: list[Move]) -> Move:
        keeps = [m for m in moves if m.kind == "keep"]
        if keeps and len(state.players[seat].contracts) < 2:
            return max(keeps, key=lambda m: m.deal().reward)
        return next(m for m in moves if m.kind == "keep_done")

    def _setup_port(self, game: MainportsGame, state: MainportsState, seat: int, moves: list[Move]) -> Move:
        board = game.board(state)
        loads = [game.contract(state, c).load for c in state.players[seat].contracts]
        return min(moves, key=lambda m: (min(board.distance(m.place, port) for port in loads), m.fee))

    def _setup_fuel(self, game: MainportsGame, state: MainportsState, seat: int, moves: list[Move]) -> Move:
        buys = [m for m in moves if m.kind == "start_fuel"]
        return max(buys, key=lambda m: card_steps(m.card)) if buys else moves[-1]

    # --- a turn --------------------------------------------------------------------------------------

    def _rondel(self, game: MainportsGame, state: MainportsState, seat: int, moves: list[Move]) -> Move:
        player = state.players[seat]
        work = bool(player.loaded()) or any(
            state.stock[game.contract(state, c).good] for c in player.contracts if c not in player.loaded()
        )
        if work and player.fuel and self._can_sail(game, state, seat):
            wanted = "navigate"
        elif (len(river_cards(player.fuel)) < FUEL_KEPT or sea_card_wanted(game, state, seat)) and len(
            player.fuel
        ) < game.cards(state).rules["fuel_hand_limit"]:
            wanted = "fuel"
        elif len(player.contracts) < game.contract_limit(state, seat):
            wanted = "contracts"
        else:
            wanted = "dividend"
        fitting = [m for m in moves if m.action == wanted] or [m for m in moves if m.action == "fuel"] or moves
        return min(fitting, key=lambda m: m.ship)

    def _can_sail(self, game: MainportsGame, state: MainportsState, seat: int) -> bool:
        """Whether navigating now would move, load or unload anything."""
        navigating = state.clone()
        navigating.phase = "navigate"
        return navigate(game, navigating, seat, game.legal_actions(navigating)).kind != "done"

    def _navigate(self, game: MainportsGame, state: MainportsState, seat: int, moves: list[Move]) -> Action:
        return navigate(game, state, seat, list(moves))

    def _fuel(self, game: MainportsGame, state: MainportsState, seat: int, moves: list[Move]) -> Move:
        buys = [m for m in moves if m.kind == "buy" and state.players[seat].money - m.amount >= 60000]
        sea_buys = [m for m in buys if is_sea_card(m.fuel_value)]
        if sea_buys and sea_card_wanted(game, state, seat):
            return max(sea_buys, key=lambda m: m.fuel_value)
        if buys and len(river_cards(state.players[seat].fuel)) < FUEL_KEPT + 2:
            # With a sea on the board, one sea card in hand.
            sea = bool(game.board(state).seas) and not any(map(is_sea_card, state.players[seat].fuel))
            return max(buys, key=lambda m: (is_sea_card(m.fuel_value) == sea, card_steps(m.fuel_value)))
        free = [m for m in moves if m.kind == "free"]
        if state.taken == 0 and free:
            return free[0]
        return next(m for m in moves if m.kind == "done")

    def _contracts(self, game: MainportsGame, state: MainportsState, seat: int, moves: list[Move]) -> Move:
        board = game.board(state)
        ships = [ship.position for ship in state.players[seat].ships]

        def rate(move: Move) -> float:
            deal = move.deal()
            approach = min(board.distance_from(at, deal.load) for at in ships) if ships else 0
            return deal.reward / (approach + board.distance(deal.load, deal.deliver) + 2)

        takes = [m for m in moves if m.kind == "take" and state.stock[m.deal().good]]
        return max(takes, key=rate) if takes else next(m for m in moves if m.kind == "done")

    def _technology(self, game: MainportsGame, state: MainportsState, seat: int, moves: list[Move]) -> Move:
        return next(m for m in moves if m.kind == "done")
