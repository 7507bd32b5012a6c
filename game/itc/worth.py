"""How ITC's bots judge a position: the game's evaluation.

A position is worth a player's profit plus what the player is set up to earn: its transports on the
board (more the nearer they are to arriving), cards in hand, goods it may resell where it leads, its sales
stones and the grey market's control. A bot weighs its own worth against its strongest rival's.
"""

from __future__ import annotations

from functools import cache

from game.itc.board import GREY, board, components
from game.itc.geometry import can_move, cards_in_row, full_row
from game.itc.kinds import Phase
from game.itc.state import ItcState

ON_BOARD = 0.3
"""Share of a transport's profit it is worth as soon as it stands on the board ..."""
PER_STEP = 0.6
"""... and the share it gains over the rows up to its arrival."""
IN_HAND = 0.15
HAND_CARDS = 4
"""Transport cards in hand beyond these are worth nothing more: they wait too long."""
ACTION_CARD = 500
POINT = 400
"""An action point left this turn (it is worth less than the row a card climbs with it)."""
SALE = 300
"""A green point or sale left this turn."""
STONE = 1_500
RESALE_SHARE = 0.5
"""Share of the resale value of goods a player may sell that counts before they are sold."""
CONTROL = 2_500
WIN = 1_000_000


@cache
def profits() -> dict[str, dict[str, int]]:
    """Per transport card: its printed profit on each of its routes, and under "" on its best one."""
    table: dict[str, dict[str, int]] = {}
    for card, transport in components().transports.items():
        table[card] = {r: sum(part.profits.get(r, (0, 0))[0] for part in transport.parts) for r in transport.routes}
        table[card][""] = max(table[card].values())
    return table


@cache
def resale_values() -> tuple[tuple[str, int], ...]:
    """(colour, resale value), most valuable first."""
    return tuple((colour, values[1]) for colour, values in components().goods.items())


def best_profit(card: str, route: str = "") -> int:
    """A transport's printed profit on a route (its best route if none is given)."""
    return profits()[card][route]


def on_board(card: str, route: str, row: int) -> float:
    """A transport on the board: worth more the nearer it is to arriving."""
    return profits()[card][route] * (ON_BOARD + PER_STEP * (row + 1) / (board().routes[route].rows + 1))


def worth(state: ItcState, seat: int) -> float:
    value = float(state.profit[seat])
    table = profits()
    for card, (route, row, _, owner) in state.positions.items():
        if owner == seat:
            value += on_board(card, route, row)
    hand = sorted((table[c][""] for c in state.transports[seat] if c in table), reverse=True)
    value += IN_HAND * sum(hand[:HAND_CARDS]) + ACTION_CARD * len(state.actions[seat])
    resale = resale_values()
    for where, counts in state.stones.items():
        mine = counts[seat]
        if not mine:
            continue
        value += STONE * mine
        if mine == max(counts):
            room = 2 * mine  # goods it may sell within two turns
            lying = state.goods[where]
            for colour, price in resale:  # most valuable first
                take = lying[colour] if lying[colour] < room else room
                value += RESALE_SHARE * price * take
                room -= take
                if not room:
                    break
    grey = state.stones[GREY]
    if grey[seat] and grey.count(max(grey)) == 1 and grey[seat] == max(grey):
        value += CONTROL
    if state.current_player == seat:  # cards a full row is about to cost
        for full, level in state.blocked:
            stuck = cards_in_row(state, full, level, seat)
            if full_row(state, full, level) and any(can_move(state, c) for c in stuck):
                value -= sum(on_board(c, full, level) for c in stuck)
    if state.current_player == seat and state.phase in (Phase.USE, Phase.ARRIVAL):
        value += POINT * state.action_points + SALE * (state.sales_points + state.grey_sales)
    if state.arriving and state.current_player == seat:
        value += best_profit(state.arriving[0], state.arriving[1]) * (ON_BOARD + PER_STEP)
    return value


def evaluate(state: ItcState, seat: int) -> float:
    if state.phase == Phase.OVER:
        best_rival = max(p for s, p in enumerate(state.profit) if s != seat)
        return state.profit[seat] - best_rival + (WIN if state.profit[seat] > best_rival else 0)
    mine = worth(state, seat)
    return mine - max(worth(state, s) for s in range(state.players) if s != seat)
