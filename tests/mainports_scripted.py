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
from game.mainports.actions import (
    BuyFuel,
    EndAction,
    FreeFuel,
    KeepContract,
    KeepDone,
    Rondel,
    StartFuel,
    StartShip,
    TakeContract,
)
from game.mainports.bots import navigate, river_cards, sea_card_wanted
from game.mainports.rules import MainportsGame
from game.mainports.state import MainportsState, card_steps, is_sea_card

FUEL_KEPT = 4


class ScriptedBot(Bot):
    def __init__(self, rng: Rng) -> None:
        super().__init__(rng)

    def choose(self, game: AnyGame, view: Any, seat: int) -> Action:
        assert isinstance(game, MainportsGame)
        moves = game.legal_actions(view)
        state: MainportsState = view
        decision = state.flow.current
        match decision.kind if decision is not None else state.phase:
            case "setup_contracts":
                return self._setup_contracts(game, state, seat, moves)
            case "setup_port":
                return self._setup_port(game, state, seat, moves)
            case "setup_fuel":
                return self._setup_fuel(game, state, seat, moves)
            case "rondel":
                return self._rondel(game, state, seat, moves)
            case "navigate":
                return self._navigate(game, state, seat, moves)
            case "fuel":
                return self._fuel(game, state, seat, moves)
            case "contracts":
                return self._contracts(game, state, seat, moves)
            case "technology":
                return self._technology(game, state, seat, moves)
        raise ValueError(f"no choice scripted for {state.phase!r}")

    # --- set-up ------------------------------------------------------------------------------------

    def _setup_contracts(self, game: MainportsGame, state: MainportsState, seat: int, moves: list[Action]) -> Action:
        keeps = [m for m in moves if isinstance(m, KeepContract)]
        if keeps and len(state.players[seat].contracts) < 2:
            return max(keeps, key=lambda m: m.contract.reward)
        return next(m for m in moves if isinstance(m, KeepDone))

    def _setup_port(self, game: MainportsGame, state: MainportsState, seat: int, moves: list[Action]) -> Action:
        board = game.board(state)
        loads = [game.contract(state, c).load for c in state.players[seat].contracts]
        starts = [m for m in moves if isinstance(m, StartShip)]
        return min(starts, key=lambda m: (min(board.distance(m.port, port) for port in loads), m.fee))

    def _setup_fuel(self, game: MainportsGame, state: MainportsState, seat: int, moves: list[Action]) -> Action:
        buys = [m for m in moves if isinstance(m, StartFuel)]
        return max(buys, key=lambda m: card_steps(m.card)) if buys else moves[-1]

    # --- a turn --------------------------------------------------------------------------------------

    def _rondel(self, game: MainportsGame, state: MainportsState, seat: int, moves: list[Action]) -> Action:
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
        fields = [m for m in moves if isinstance(m, Rondel)]
        fitting = [m for m in fields if m.action == wanted] or [m for m in fields if m.action == "fuel"] or fields
        return min(fitting, key=lambda m: m.fuel_cards)

    def _can_sail(self, game: MainportsGame, state: MainportsState, seat: int) -> bool:
        """Whether navigating now would move, load or unload anything."""
        navigating = state.clone()
        navigating.phase = "navigate"
        return not isinstance(navigate(game, navigating, seat, game.legal_actions(navigating)), EndAction)

    def _navigate(self, game: MainportsGame, state: MainportsState, seat: int, moves: list[Action]) -> Action:
        return navigate(game, state, seat, list(moves))

    def _fuel(self, game: MainportsGame, state: MainportsState, seat: int, moves: list[Action]) -> Action:
        buys = [m for m in moves if isinstance(m, BuyFuel) and state.players[seat].money - m.price >= 60000]
        sea_buys = [m for m in buys if is_sea_card(m.card)]
        if sea_buys and sea_card_wanted(game, state, seat):
            return max(sea_buys, key=lambda m: m.card)
        if buys and len(river_cards(state.players[seat].fuel)) < FUEL_KEPT + 2:
            # With a sea on the board, one sea card in hand.
            sea = bool(game.board(state).seas) and not any(map(is_sea_card, state.players[seat].fuel))
            return max(buys, key=lambda m: (is_sea_card(m.card) == sea, card_steps(m.card)))
        free = [m for m in moves if isinstance(m, FreeFuel)]
        if state.taken == 0 and free:
            return free[0]
        return next(m for m in moves if isinstance(m, EndAction))

    def _contracts(self, game: MainportsGame, state: MainportsState, seat: int, moves: list[Action]) -> Action:
        board = game.board(state)
        ships = [ship.position for ship in state.players[seat].ships]

        def rate(move: TakeContract) -> float:
            deal = move.contract
            approach = min(board.distance_from(at, deal.load) for at in ships) if ships else 0
            return deal.reward / (approach + board.distance(deal.load, deal.deliver) + 2)

        takes = [m for m in moves if isinstance(m, TakeContract) and state.stock[m.contract.good]]
        return max(takes, key=rate) if takes else next(m for m in moves if isinstance(m, EndAction))

    def _technology(self, game: MainportsGame, state: MainportsState, seat: int, moves: list[Action]) -> Action:
        return next(m for m in moves if isinstance(m, EndAction))
