"""Mainports bots: greedy on the position's worth (game/mainports/worth.py) inside a turn, and bots that plan
whole turns: for each rondel field the normal bot plays the rest of the turn greedily in its imagination and
keeps the field whose end of turn it likes best, nudged towards the turn's wish (navigate while there
is work, take a dividend when short of money, refuel, fill the hand); the easy bot keeps the field of the most
pressing wish its imagined turn serves, and often a field on a whim instead. The hard bot searches the best of
those rondel fields with the shared anytime search (game/ai/search.py), in as many samples of the unseen
cards as its think time allows; a slow think searches the choices of contracts, technology and start
inside a turn too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ai.bots import AnyGame, Bot
from game.ai.search import Budget, SearchBot, ranked
from game.core.protocol import Action
from game.core.rng import Rng
from game.mainports.actions import (
    BuyFuel,
    BuyShip,
    BuyTech,
    EndAction,
    FreeFuel,
    Load,
    RefreshFuel,
    Rondel,
    Sail,
    TakeContract,
    Unload,
)
from game.mainports.kinds import Phase, RondelAction
from game.mainports.rules import MainportsGame
from game.mainports.state import card_steps, is_sea_card
from game.mainports.worth import evaluate, worth

if TYPE_CHECKING:
    from game.mainports.state import MainportsState

NOISE = 1000.0


FUEL_KEPT = 4
"""Fuel cards (not counting sea cards, which move no ship on a river) a player likes to hold: enough
for two voyages of two ships."""
FUEL_WANTED = 6
"""Cards bought up to in the fuel market (the hand holds 7), counting one sea card at most: more sea
cards wait in the hand for the sea while the rivers need fuel."""
CASH_KEPT = 20000
"""Money kept back when buying fuel, for port fees; with less, the turn's wish is a dividend before fuel
(`wishes`): the market sells to it no more, and a ship that cannot pay the fee of the mainport ahead
sails nowhere."""
FLEET_FUEL = 8000
"""Money a ship or technology bought must leave for each ship of the fleet, on top of CASH_KEPT: a 3-step fuel
card (`affordable`). A bot that spent its last money on a fourth ship fuelled none of them again."""
WISH = 40000.0
"""What serving the turn's wish (`wishes`) is worth to the planner on top of the position's worth: the
worth sees one or two turns ahead, the wish the rhythm of a whole game (navigate while there is work
and fuel, refuel before running dry, keep the contract hand full)."""
SEARCHED_WISH = WISH / 4
"""What serving the turn's wish adds to the futures of a rondel move the hard bot searches: a quarter of
the planner's, so that where the futures find a wish poor they overrule it (with the planner's whole
WISH the search kept its first choice nearly always: measured in docs/bots.md)."""
CANDIDATES = 4
"""Rondel moves the hard bot searches at the least (more when its budget affords them): the best by the turn
planner (there are at most seven)."""
SEARCHED_IN_TURN = (Phase.CONTRACTS, Phase.TECHNOLOGY, Phase.SETUP)
"""The phases whose choices a slow think (`SLOW_THINK`: 2 s a move on) searches too, where faster thinks play every
choice inside a turn greedily at once (at 3 s that beat the bot at 0.3 s: docs/bots.md, "What more time
buys"): which contracts to take, which technology to buy, how to start.
They shape the turns to come, where a voyage's or a fuel card's choice rarely does (and comes several times a turn)."""
NORMAL_WHIM = 0.1
"""How often the normal bot moves its pawn onto a random field instead of the planned one."""
EASY_WHIM = 0.5
"""How often the easy bot moves its pawn onto a random field instead of the wished one: what keeps it easy (the
normal bot beat it in 94 of 100 games, docs/bots.md), at the cost of tempo only, as inside a turn it plays by the
normal bot's rules (it delivers, and keeps money for fuel)."""
ACTIONS_PER_TURN = 6
"""About how many actions a turn takes: the hard bot's futures run that many per seat and one turn more,
to about the end of its own next turn."""


def river_cards(fuel: list[int]) -> list[int]:
    """The fuel cards of a hand that sail the rivers (all but the sea transport cards)."""
    return [card for card in fuel if not is_sea_card(card)]


def wishes(game: MainportsGame, view: MainportsState, seat: int) -> list[RondelAction]:
    """The rondel actions this turn should serve, the most pressing first."""
    player = view.players[seat]
    loaded = player.loaded()
    work = bool(loaded) or any(
        view.stock[game.cards(view).contracts[c].good] for c in player.contracts if c not in loaded
    )
    wanted = []
    if work and player.fuel:
        wanted.append(RondelAction.NAVIGATE)
    if player.money < CASH_KEPT:
        wanted.append(RondelAction.DIVIDEND)
    sea_short = bool(game.board(view).seas) and (
        not any(map(is_sea_card, player.fuel)) or sea_card_wanted(game, view, seat) > 0
    )
    if len(river_cards(player.fuel)) < FUEL_KEPT or sea_short:
        wanted.append(RondelAction.FUEL)
    if len(player.contracts) < game.contract_limit(view, seat):
        wanted.append(RondelAction.CONTRACTS)
    return wanted


def wish_bonuses(
    game: MainportsGame, view: MainportsState, seat: int, actions: list[Action], futures: list[MainportsState]
) -> list[float]:
    """WISH for each rondel move onto a field of the most pressing wish its imagined turn serves: a
    voyage counts only where a ship sailed in it (the cards in hand may move none, the ones played on
    the rondel may leave none), a refuelling only where the hand ends with more cards than it had (playing
    two cards to reach the market for one free card is no refuelling), a dividend only where no card is
    played for it (a bot short of money needs its cards to sail to a delivery)."""
    fuel = len(view.players[seat].fuel)

    def serves(index: int, wanted: RondelAction) -> bool:
        move = actions[index]
        if not isinstance(move, Rondel) or move.action != wanted:
            return False
        after = len(futures[index].players[seat].fuel)
        if wanted == RondelAction.NAVIGATE:
            return after < fuel - move.fuel_cards
        if wanted == RondelAction.FUEL:
            return after > fuel
        return wanted != RondelAction.DIVIDEND or move.fuel_cards == 0

    for wanted in wishes(game, view, seat):
        served = [serves(index, wanted) for index in range(len(actions))]
        if any(served):
            return [WISH if ok else 0.0 for ok in served]
    return [0.0] * len(actions)


def play_turn(game: MainportsGame, view: MainportsState, seat: int, action: Action) -> MainportsState:
    """The state after `action` and the rest of `seat`'s turn played greedily."""
    future = view.clone()
    game.perform(future, action)
    while future.current_player == seat and future.phase != Phase.RONDEL:
        game.perform(future, greedy(game, future, seat, game.legal_actions(future)))
    return future


def planned_values(
    game: MainportsGame, view: MainportsState, seat: int, actions: list[Action]
) -> tuple[list[float], list[float]]:
    """Each rondel move's value, the evaluation at the end of its turn played greedily plus the wish it
    serves; and that wish's part of it (`wish_bonuses`)."""
    futures = [play_turn(game, view, seat, action) for action in actions]
    bonus = wish_bonuses(game, view, seat, actions, futures)
    return [evaluate(future, seat) + bonus[i] for i, future in enumerate(futures)], bonus


def in_turn(view: MainportsState) -> bool:
    """Whether the decision is one inside a turn or of the set-up, not the rondel move that starts a turn."""
    return view.phase != Phase.RONDEL or view.flow.current is not None


class TurnPlannerBot(Bot):
    """Chooses the rondel field by imagining the rest of the turn, greedy inside the turn; now and then
    (`whim`) a rondel field on a whim instead. The normal bot (`plans`) keeps the field whose end of turn it likes
    best; the easy bot the field of the most pressing wish that turn serves (`served_field`), however it ends."""

    def __init__(self, rng: Rng, whim: float = 0.0, plans: bool = True) -> None:
        super().__init__(rng)
        self.whim = whim
        self.plans = plans

    def choose(self, game: AnyGame, view: Any, seat: int) -> Action:
        assert isinstance(game, MainportsGame)
        actions = game.legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        if in_turn(view):
            return greedy(game, view, seat, actions)
        if self.whim and self.rng.random() < self.whim:
            return self.rng.choice([a for a in actions if isinstance(a, Rondel)])
        if not self.plans:
            return served_field(game, view, seat, actions)
        return actions[ranked(self.rng, planned_values(game, view, seat, actions)[0])[0]]


def served_field(game: MainportsGame, view: MainportsState, seat: int, actions: list[Action]) -> Action:
    """The rondel move onto a field of the most pressing wish its turn, imagined played greedily, serves
    (`wish_bonuses`: a voyage only where a ship sails), playing the fewest fuel cards; a dividend when none does."""
    futures = [play_turn(game, view, seat, action) for action in actions]
    bonus = wish_bonuses(game, view, seat, actions, futures)
    moves = [a for a, wished in zip(actions, bonus, strict=True) if isinstance(a, Rondel) and wished]
    if not moves:
        moves = [a for a in actions if isinstance(a, Rondel)]
        moves = [a for a in moves if a.action == RondelAction.DIVIDEND] or moves
    return min(moves, key=lambda m: m.fuel_cards)


class MainportsSearchBot(SearchBot):
    """The shared anytime search (game/ai/search.py) on Mainports' terms: only rondel moves are searched,
    the most promising by the turn planner (`CANDIDATES` of them at the least, more when the budget affords
    them); the imagined futures run to about the end of the bot's next turn, every seat choosing its rondel
    field by its wishes and playing greedily in its turn; the horizon is scored by the evaluation. Inside a
    turn the bot plays greedily at once, but for a slow think (`SLOW_THINK`), which searches its choices of
    contracts, technology and start as well: the greedy one and the best others one move ahead.
    """

    def __init__(self, rng: Rng, budget: Budget | None = None) -> None:
        super().__init__(rng, evaluate, candidates=CANDIDATES, depth=0, budget=budget)
        self.wish: dict[Action, float] = {}
        """`SEARCHED_WISH` for each candidate of the move being searched that serves the turn's wish
        (`wish_bonuses`), added to its futures' values: the evaluation sees a turn or two ahead, the wish
        the rhythm of a whole game."""

    def choose(self, game: AnyGame, view: Any, seat: int) -> Action:
        self.depth = ACTIONS_PER_TURN * (len(view.players) + 1)
        return super().choose(game, view, seat)

    def candidates(self, game: AnyGame, view: Any, seat: int, actions: list[Action], width: int) -> list[Action]:
        assert isinstance(game, MainportsGame)
        if in_turn(view):
            first = greedy(game, view, seat, actions)
            if view.phase not in SEARCHED_IN_TURN or not self.slow():
                return [first]
            ahead = super().candidates(game, view, seat, affordable(game, view, seat, actions), width)  # best one ahead
            return [first, *[action for action in ahead if action != first]][:width]
        values, bonus = planned_values(game, view, seat, actions)
        chosen = [actions[i] for i in ranked(self.rng, values)[:width]]
        self.wish = {actions[i]: SEARCHED_WISH if bonus[i] else 0.0 for i in range(len(actions))}
        return chosen

    def policy(self, game: AnyGame, state: Any, rng: Rng) -> Action:
        assert isinstance(game, MainportsGame)
        actions = game.legal_actions(state)
        seat = state.current_player
        if len(actions) == 1:
            return actions[0]
        if in_turn(state):
            return greedy(game, state, seat, actions)
        return wished_field(game, state, seat, actions)

    def imagine(self, game: AnyGame, view: Any, seat: int, action: Action, world: Rng) -> float:
        return super().imagine(game, view, seat, action, world) + self.wish.get(action, 0.0)


def wished_field(game: MainportsGame, view: MainportsState, seat: int, actions: list[Action]) -> Action:
    """The rondel move onto a field of the most pressing wish (a dividend when nothing is wished),
    playing the fewest fuel cards."""
    moves = [a for a in actions if isinstance(a, Rondel)]
    for wanted in [*wishes(game, view, seat), "dividend"]:
        fitting = [m for m in moves if m.action == wanted]
        if fitting:
            return min(fitting, key=lambda m: m.fuel_cards)
    return min(moves, key=lambda m: m.fuel_cards)


def targets(game: MainportsGame, state: MainportsState, seat: int) -> dict[int, str]:
    """Ship index -> the port it should head for: where its cargo goes, or where the richest
    contract not yet loaded is picked up (each such contract planned for the nearest free ship)."""
    player = state.players[seat]
    cards = game.cards(state)
    board = game.board(state)
    plan: dict[int, str] = {}
    for index, ship in enumerate(player.ships):
        if ship.cargo:
            plan[index] = game.port_of(state, cards.contracts[ship.cargo[0]].deliver)
    loaded = player.loaded()
    waiting = [cards.contracts[c] for c in player.contracts if c not in loaded]
    for contract in sorted(waiting, key=lambda c: -c.reward):
        if not state.stock[contract.good]:
            continue
        load = game.port_of(state, contract.load)
        free = [i for i in range(len(player.ships)) if i not in plan]
        if not free:
            break
        nearest = min(free, key=lambda i: board.distance_from(player.ships[i].position, load))
        plan[nearest] = load
    return plan


def sea_card_wanted(game: MainportsGame, view: MainportsState, seat: int) -> int:
    """The steps of the sea card the planned voyages need and the hand lacks, 0 if none: a voyage at sea on
    the way of a ship to its target, longer than every sea card in hand (with the bonus steps of a ship
    putting to sea now), waits for a bigger one, unless the hand holds two sea cards to sail it in two turns."""
    board = game.board(view)
    player = view.players[seat]
    sea_cards = [card_steps(card) for card in player.fuel if is_sea_card(card)]
    if len(sea_cards) >= 2:
        return 0
    wanted = 0
    for index, target in targets(game, view, seat).items():
        ship = player.ships[index]
        before, voyage = board.sea_voyage(ship.position, target)
        wanted = max(wanted, voyage - (0 if before else game.bonus_steps(view, seat, ship)))
    return wanted if wanted > max(sea_cards, default=0) else 0


def navigate(game: MainportsGame, view: MainportsState, seat: int, actions: list[Action]) -> Action:
    """Deliver and load whatever can be, then sail the move that brings a ship nearest its target
    (with the smallest card that does it), else move an idle ship out of a full port another ship is
    bound for (`making_room`); end navigating when no ship gets closer."""
    for kind in (Unload, Load):
        found = [a for a in actions if isinstance(a, kind)]
        if found:
            return max(found, key=lambda a: game.cards(view).contracts[a.card].reward)
    board = game.board(view)
    plan = targets(game, view, seat)
    ships = view.players[seat].ships
    best: Sail | None = None
    best_score = 0.0
    sea_cards = sum(map(is_sea_card, view.players[seat].fuel))
    for action in actions:
        if not isinstance(action, Sail) or action.ship not in plan:
            continue
        if action.place.startswith("sea:") and sea_cards < 2:
            continue  # a ship left at sea needs another sea card to come ashore
        target = plan[action.ship]
        gain = board.distance_from(ships[action.ship].position, target) - (
            0 if action.place == f"port:{target}" else board.distance_from(action.place, target)
        )
        score = gain - 0.1 * action.card - 0.5 * len(action.via)
        if gain > 0 and score > best_score:
            best, best_score = action, score
    if best is None:
        best = making_room(game, view, seat, actions, plan)
    return best if best is not None else next(a for a in actions if isinstance(a, EndAction))


def making_room(
    game: MainportsGame, view: MainportsState, seat: int, actions: list[Action], plan: dict[int, str]
) -> Sail | None:
    """The voyage, on the smallest card, of a ship with nothing to do out of a full port that another of the
    seat's ships is bound for: bots left an empty ship in the port their last cargo was due at, which
    then kept it out until the round limit."""
    ships = view.players[seat].ships
    capacity = game.cards(view).rules["port_capacity"]
    blocked = {f"port:{port}" for port in plan.values() if view.ships_at(f"port:{port}") >= capacity}
    moves = [
        a
        for a in actions
        if isinstance(a, Sail) and a.ship not in plan and ships[a.ship].position in blocked and not a.via
    ]
    return min(moves, key=lambda a: (card_steps(a.card), a.place.startswith("sea:")), default=None)


def fuel_market(game: MainportsGame, view: MainportsState, seat: int, actions: list[Action]) -> Action:
    """Buy the biggest cards up to FUEL_WANTED in hand, keeping CASH_KEPT; short of money, take the
    cheapest card free; then stop. A sea card the voyages want and the market lacks is looked for by refreshing
    the market (then one card may be bought): hard bots whose ships waited at sea with the last cargoes went
    to a market without sea cards turn after turn, and the game ran to the round limit one delivery short."""
    player = view.players[seat]
    buys = [a for a in actions if isinstance(a, BuyFuel) and player.money - a.price >= CASH_KEPT]
    sea_buys = [a for a in buys if is_sea_card(a.card)]
    if sea_card_wanted(game, view, seat):
        if sea_buys:
            return max(sea_buys, key=lambda a: (a.card, -a.slot))
        cheapest = min(price for card, price in game.cards(view).fuel_prices.items() if is_sea_card(card))
        refresh = [a for a in actions if isinstance(a, RefreshFuel)]
        if refresh and player.money - cheapest >= CASH_KEPT:
            return refresh[0]
    if buys and len(river_cards(player.fuel)) + any(map(is_sea_card, player.fuel)) < FUEL_WANTED:
        # On a side with a sea, a sea card is bought first when the hand has none: ships at sea sail on
        # only with sea cards, and many voyages are shorter by sea.
        sea = bool(game.board(view).seas) and not any(map(is_sea_card, player.fuel))
        return max(buys, key=lambda a: (is_sea_card(a.card) == sea, card_steps(a.card), -a.slot))
    free = [a for a in actions if isinstance(a, FreeFuel)]
    if free and view.taken == 0:
        return free[0]
    return next(a for a in actions if isinstance(a, EndAction))


def take_contracts(game: MainportsGame, view: MainportsState, seat: int, actions: list[Action]) -> Action:
    """Take the contract that pays most per step of its voyage (from the nearest own ship, to the
    delivery port), if its good is in stock; then stop."""
    board = game.board(view)
    ships = [ship.position for ship in view.players[seat].ships]

    def per_step(move: TakeContract) -> float:
        deal = move.contract
        approach = min((board.distance_from(at, deal.load) for at in ships), default=0)
        return deal.reward / (approach + board.distance(deal.load, deal.deliver) + 2)

    takes = [a for a in actions if isinstance(a, TakeContract) and view.stock[a.contract.good]]
    return max(takes, key=per_step) if takes else next(a for a in actions if isinstance(a, EndAction))


def affordable(game: MainportsGame, view: MainportsState, seat: int, actions: list[Action]) -> list[Action]:
    """The actions but the purchases of a ship or technology that would leave less than CASH_KEPT and
    FLEET_FUEL for every ship (the one bought too): money to fuel the fleet comes before a bigger one."""
    player = view.players[seat]
    ships = len(player.ships)

    def keeps_fuel(action: Action) -> bool:
        if isinstance(action, BuyShip):
            return player.money - action.price - action.fee >= CASH_KEPT + FLEET_FUEL * (ships + 1)
        if isinstance(action, BuyTech):
            return player.money - action.price >= CASH_KEPT + FLEET_FUEL * ships
        return True

    return [action for action in actions if keeps_fuel(action)]


def greedy(game: AnyGame, view: Any, seat: int, actions: list[Action]) -> Action:
    """The action that raises the player's own worth most, one move ahead (inside one's own turn
    the others' worth hardly changes, so it is not computed).

    Differences under NOISE count as ties, and a tie goes to "done": ending an action moves the
    game on, which the worth counts as a tiny loss, and busywork should not beat it.
    """
    assert isinstance(game, MainportsGame)
    if view.phase == Phase.NAVIGATE:
        return navigate(game, view, seat, actions)
    if view.phase == Phase.FUEL:
        return fuel_market(game, view, seat, actions)
    if view.phase == Phase.CONTRACTS:
        return take_contracts(game, view, seat, actions)
    actions = affordable(game, view, seat, actions)
    values = []
    for action in actions:
        after = view.clone()
        game.perform(after, action)
        if isinstance(action, Sail):
            settle(game, after, seat, action.ship)
        values.append(worth(game, after, seat))
    best = max(values)
    near = [i for i, v in enumerate(values) if v >= best - NOISE]
    done = [i for i in near if isinstance(actions[i], EndAction)]
    return actions[done[0] if done else max(near, key=lambda i: values[i])]


def settle(game: MainportsGame, state: MainportsState, seat: int, index: int) -> None:
    """What a ship arriving in a port would do at once: deliver what is due there, load what it can.

    Looking at a sail together with this lets one move ahead see that sailing into a port pays.
    """
    player = state.players[seat]
    ship = player.ships[index]
    if not ship.position.startswith("port:"):
        return
    port = ship.position[5:]
    for cid in list(ship.cargo):
        if game.port_of(state, game.cards(state).contracts[cid].deliver) == port:
            game.perform(state, Unload(cid, index, game.contract(state, cid)))
    loaded = player.loaded()
    for cid in sorted(player.contracts, key=lambda c: -game.cards(state).contracts[c].reward):
        contract = game.cards(state).contracts[cid]
        if (
            len(ship.cargo) < game.capacity(state, seat)
            and cid not in loaded
            and game.port_of(state, contract.load) == port
            and state.stock[contract.good] > 0
        ):
            game.perform(state, Load(cid, index, game.contract(state, cid), seat))


def make_bot(level: str, rng: Rng) -> Bot:
    """easy: follows its turn's wish, often on a whim instead; normal: plans its turn, with the odd whim;
    hard: searches its rondel moves to its think budget."""
    if level == "easy":
        return TurnPlannerBot(rng, whim=EASY_WHIM, plans=False)
    if level == "normal":
        return TurnPlannerBot(rng, whim=NORMAL_WHIM)
    if level == "hard":
        return MainportsSearchBot(rng)
    raise ValueError(f"unknown bot level {level!r}")
