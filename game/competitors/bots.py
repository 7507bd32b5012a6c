"""Competitors bots: they sign contracts they can deliver in time, route vehicles with the world's route
finding, buy branches and vehicles, answer offers and bid in auctions by their own valuation.

- easy: signs the first contract that looks deliverable, moves greedily, otherwise draws cards.
- normal: weighs each contract by reward, victory points and the customs cards on its way, a failed
  delivery costing it 150,000; sends empty vehicles only where a contract worth signing waits.
- hard: plans its deliveries (`Plan`): of every vehicle, contract and pair of territories in hand, the one
  with the most victory points expected per action (empty movement turns to the sender, signing, delivering,
  the cards it uses), none it could not finish before the contract or the game runs out, weighed with the
  delivery that could follow from its receiver, and by the points alone in its last actions; before a vehicle
  goes off empty it draws where a card it has not seen is expected to offer a better delivery; it replaces a
  seized aircraft, plays its special cards (strikes and bureaucracy against rivals too) and, rich, opens
  branches on other continents. With no plan at all, it falls back on normal's valuation with a failure
  costing it 500,000, and draws the card it is shorter of.

Every judgement uses the seat's observation only (its own hand, the board); nothing reads another's hand
or a deck's order.
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from game.ai.bots import AnyGame, Bot
from game.competitors.actions import (
    AnswerOffer,
    Bid,
    BuyBranch,
    BuyVehicle,
    CancelOffer,
    ChooseHeadquarters,
    Deliver,
    DrawCard,
    DropOut,
    EndMovement,
    Go,
    Move,
    NoOffer,
    PlaceVehicle,
    PlaySpecial,
    ProposeTrade,
    SignContract,
    StartAuction,
    TradeItem,
    TradeMoney,
)
from game.competitors.data import VEHICLES, load_data
from game.competitors.kinds import (
    Border,
    ContractKind,
    DecisionKind,
    Phase,
    PoliticalEffect,
    SpecialEffect,
    VehicleKind,
)
from game.competitors.movement import Point, has_presence, map_distance, position_point, wrapped_delta
from game.competitors.rules import serves
from game.competitors.state import CompetitorsState, Vehicle, hex_of, on_land
from game.competitors.world import load_world
from game.core.protocol import Action
from game.core.rng import Rng

CUSTOMS_FAIL = 12 / 35
"""The share of customs cards that stop a delivery (border closed, seizure, import refused, heavy fine)."""
POINT_VALUE = 60_000
"""What a victory point is worth to a bot, in money."""
HOME_REACH = 10
"""Bots choose the headquarters with the most territories a truck reaches within this many movement points."""


@lru_cache(maxsize=256)
def land_distances(goal: str) -> dict[str, tuple[int, int]]:
    """(movement points, customs borders) of the cheapest truck route from every territory to `goal`."""
    world = load_world()
    best: dict[str, tuple[int, int]] = {goal: (0, 0)}
    queue = [(0, 0, goal)]
    while queue:
        cost, customs, name = heapq.heappop(queue)
        if (cost, customs) > best[name]:
            continue
        for step in world.truck_steps(name):
            # steps are symmetric; the cost of entering `name` from step.target is that of `name`'s terrain
            back = world.territories[name].movement_cost + (1 if step.crossing else 0)
            border = int(step.crossing is not None or world.borders[name].get(step.target) == Border.CUSTOMS)
            key = (cost + back, customs + border)
            if key < best.get(step.target, (math.inf, math.inf)):
                best[step.target] = key
                heapq.heappush(queue, (key[0], key[1], step.target))
    return best


@lru_cache(maxsize=256)
def sea_distances(goal: tuple[int, int]) -> dict[tuple[int, int], int]:
    world = load_world()
    best = {goal: 0}
    queue = [(0, goal)]
    while queue:
        cost, cell = heapq.heappop(queue)
        if cost > best[cell]:
            continue
        for other, step, _ in world.ship_steps(cell):
            if cost + step < best.get(other, math.inf):
                best[other] = cost + step
                heapq.heappush(queue, (cost + step, other))
    return best


def turns_needed(
    kind: VehicleKind, sender: str, receiver: str, state: CompetitorsState, seat: int
) -> tuple[float, int]:
    """(movement turns, customs cards) a vehicle of `kind` needs from sender to receiver, roughly."""
    world = load_world()
    if kind == VehicleKind.TRUCK:
        cost, customs = land_distances(receiver).get(sender, (math.inf, 0))
        return cost / 5, customs
    if kind == VehicleKind.SHIP:
        if sender not in world.docks or receiver not in world.docks:
            return math.inf, 0
        hexes = sea_distances(world.docks[receiver]).get(world.docks[sender], math.inf)
        foreign = world.continent_of(receiver) not in {world.continent_of(b) for b in state.bases(seat)}
        return hexes / 4, int(foreign)
    a, b = world.territories[sender], world.territories[receiver]
    if a.airport_at is None or b.airport_at is None:
        return math.inf, 0
    distance = map_distance(world, a.airport_at, b.airport_at)
    other = a.continent != b.continent
    bases = {world.continent_of(base) for base in state.bases(seat)}
    detour = other and (b.airport != "intercontinental" and b.continent not in bases)
    return distance / (2 * world.ruler.radius) + (1 if detour else 0) + (0.5 if other else 0), int(other)


ENDS_A_DELIVERY = (PoliticalEffect.END_TURN, PoliticalEffect.SEIZE_GOODS, PoliticalEffect.SEIZE_VEHICLE)
"""Political-social events that end a delivery whose movement turn stops on their red flag."""
HARMS_AN_ARRIVAL = (PoliticalEffect.LOSE_TURN, PoliticalEffect.SEIZE_VEHICLE)
"""Those that harm an empty vehicle arriving at a sender: it sits out the delivery's first turn, or is gone."""


@lru_cache(maxsize=16)
def political_chance(continent: str, effects: tuple[PoliticalEffect, ...]) -> float:
    """The chance that a political-social event on `continent` is one of `effects`."""
    events = [e for e in load_data().political_events if e.continent == continent]
    return sum(1 for e in events if e.effect in effects) / max(1, len(events))


def seizure_loss(continent: str, kind: VehicleKind) -> float:
    """The victory points a vehicle stopping on a red flag of `continent` is expected to lose with rebels."""
    return political_chance(continent, (PoliticalEffect.SEIZE_VEHICLE,)) * VEHICLE_LOSS[kind]


def trip_turns(kind: VehicleKind, sender: str, receiver: str, state: CompetitorsState, seat: int) -> tuple[float, int]:
    """`turns_needed`, with an aircraft's turns counted leg by leg (`air_turns`) and a landing on a customs border
    within the continent counted as customs."""
    turns, customs = turns_needed(kind, sender, receiver, state, seat)
    if kind != VehicleKind.AIRCRAFT or math.isinf(turns):
        return turns, customs
    world = load_world()
    a, b = world.territories[sender], world.territories[receiver]
    assert a.airport_at is not None
    free = a.airport == "intercontinental" or has_presence(state, seat, a.continent)
    if b.airport_on_border and state.influence_of(receiver) != seat and a.continent == b.continent:
        customs += 1
    return air_turns(state, seat, a.airport_at, a.continent, free, receiver), customs


def air_turns(state: CompetitorsState, seat: int, start: Point, continent: str, free: bool, goal: str) -> float:
    """Movement turns an aircraft needs from `start` (on `continent`; `free`: it may leave that continent) to the
    airport of `goal`, by the rules of its legs: each landing takes whole movement points, a leg beyond reach
    ends the turn in flight, crossing the map's edge ends the turn, and so does landing at an intercontinental
    airport of a continent without a base; a national airport of a continent without a base is left only
    through an intercontinental airport of its continent."""
    world = load_world()
    target = world.territories[goal]
    goal_point = target.airport_at
    if goal_point is None:
        return math.inf
    gateways = [t for t in world.territories.values() if t.airport == "intercontinental" and t.airport_at]
    stops: list[tuple[Point, bool]] = []
    here = start
    if target.continent != continent:
        if not free:
            exits = [t.airport_at for t in gateways if t.continent == continent and t.airport_at]
            if not exits:
                return math.inf
            here = min(exits, key=lambda q: map_distance(world, start, q) + map_distance(world, q, goal_point))
            stops.append((here, False))
        if target.airport != "intercontinental" and not has_presence(state, seat, target.continent):
            inside = [t for t in gateways if t.continent == target.continent]
            entries = [t.airport_at for t in inside if t.airport_at and not (t.red_flag and len(inside) > 1)]
            if not entries:
                return math.inf
            here = min(entries, key=lambda q: map_distance(world, here, q) + map_distance(world, q, goal_point))
            stops.append((here, True))
    stops.append((goal_point, False))
    radius = world.ruler.radius
    full = int(load_data().rules["movement_points"][VehicleKind.AIRCRAFT])
    turns, points, here = 1, full, start
    for number, (point, ends) in enumerate(stops):
        dx, dy = wrapped_delta(world, here, point)
        distance = math.hypot(dx, dy)
        if not 0 <= here[0] + dx <= world.grid.width:  # over the edge: the arrow takes the rest of the turn
            edge = abs((world.grid.width if dx > 0 else 0.0) - here[0]) / abs(dx) * distance
            distance -= edge
            while edge > points * radius:
                edge -= points * radius
                turns, points = turns + 1, full
            turns, points = turns + 1, full
        while distance > points * radius + 1e-6:
            distance -= points * radius
            turns, points = turns + 1, full
        points -= max(1, math.ceil(distance / radius - 1e-9))
        here = point
        if number < len(stops) - 1 and (ends or points <= 0):
            turns, points = turns + 1, full
    return float(turns)


@dataclass(frozen=True)
class Plan:
    """A delivery a hard bot could make: take `vehicle` (empty) to `sender`, sign, deliver to `receiver`."""

    vehicle: int
    contract: int
    sender: str
    receiver: str
    actions: int
    """Actions of the company's rounds it takes: empty movement turns, signing (unless signed) and delivering."""
    gain: float
    """Victory points it is expected to bring, less the expected loss of a failure; money as a small part."""

    @property
    def rate(self) -> float:
        return self.gain / (self.actions + CARD_COST)


def reach(home: str) -> int:
    return sum(1 for cost, _ in land_distances(home).values() if cost <= HOME_REACH)


TRUCK_OPENING = 16_000
"""The opening bid of a spare truck a bot auctions: more than the bank's 15,000 for it."""
ASKING = {"easy": 0, "normal": 2_000, "hard": 5_000}
"""How much better than even a trade must be for a bot to accept it."""
FAILURE = {"easy": POINT_VALUE, "normal": 150_000, "hard": 500_000}
"""What a failed delivery costs a bot: the victory point lost (and, to a hard bot, the actions spent on it)."""
MARGIN = {"easy": 1.0, "normal": 0.9, "hard": 0.8}
"""The share of a contract's movement turns a bot's estimate of the route may fill: the rest is kept for
customs stops and detours."""
RESERVE = 60_000
"""Money a bot keeps for fuel, fees and fines: short of it, it sells a spare truck; it never bids it away."""
EARLY_CARD = 0.2
"""What the contract card drawn for an early delivery is worth to a hard bot, in victory points (a draw saved)."""
FUEL_MONEY = 20_000
"""Money a hard bot keeps for fuel when it buys an aircraft."""
VEHICLE_LOSS = {VehicleKind.TRUCK: 0.2, VehicleKind.SHIP: 0.5, VehicleKind.AIRCRAFT: 2.0}
"""Victory points a hard bot expects to lose with a vehicle seized by rebels (the aircraft carries most deliveries)."""
CARD_COST = 2.0
"""The actions a delivery's three cards cost a hard bot, in the draws that replace them."""
LOOKAHEAD = 12
"""How many of a hard bot's best deliveries it weighs with the delivery that could follow each."""
CHAIN_ALONE = 0.8
"""A delivery followed by a poor one is still worth this share of its own rate (other vehicles and new cards
may do better next)."""
ENDGAME = 8
"""In its last this many actions a hard bot weighs a delivery by the victory points it and the vehicle's next
delivery bring before the game ends, not per action: the actions and cards left are worth nothing after it."""
DRAW_SAMPLES = 8
"""How many of the cards a hard bot has not seen it tries in hand, deck by deck, to judge whether a draw pays."""
REWARD_PER_POINT = 500_000
"""A contract's reward against its victory points, to a hard bot's plans: money only breaks ties."""
WORTH = {"territory": 8_000, "contract": 12_000, "branch": 75_000, "passage": 6_000}


def worth(state: CompetitorsState, items: list[str]) -> int:
    """What things are worth to a bot: cards and branches at a flat value, vehicles above the bank's price."""
    total = 0
    for item in items:
        kind = item.partition(":")[0]
        if kind in VEHICLES:
            total += load_data().rules["sell"][kind] * 13 // 10
        else:
            total += WORTH[kind]
    return total


class CompetitorsBot(Bot):
    def __init__(self, rng: Rng, level: str) -> None:
        super().__init__(rng)
        self.level = level

    def choose(self, game: AnyGame, view: Any, seat: int) -> Action:
        actions = game.legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        decision = view.flow.current
        if decision is not None and decision.kind == DecisionKind.TRADE:
            return self.answer(view, seat, actions)
        if decision is not None and decision.kind == DecisionKind.AUCTION:
            return self.bid(view, seat, actions)
        if decision is not None and decision.kind == DecisionKind.PLACE:
            return self.place(view, seat, actions)
        if decision is not None and decision.kind == DecisionKind.OPEN:
            return self.open(view, seat, actions)
        if view.offer is not None:
            return self.compose(view, seat, actions)
        if view.phase == Phase.HEADQUARTERS:
            free = {a.territory: a for a in actions if isinstance(a, ChooseHeadquarters)}
            if self.level == "easy":
                return self.rng.choice(actions)
            return max(free.values(), key=lambda a: (reach(a.territory), a.territory))
        if view.phase == Phase.MOVING:
            return self.steer(view, seat, actions)
        return self.plan(game, view, seat, actions)

    # --- trading ----------------------------------------------------------------------------------
    def answer(self, state: CompetitorsState, seat: int, actions: list[Action]) -> Action:
        """Accept an offer worth more to the company than what it hands over."""
        offer = state.offer
        assert offer is not None
        gain = worth(state, offer.give) + offer.give_money - worth(state, offer.take) - offer.take_money
        accept = next((a for a in actions if isinstance(a, AnswerOffer) and a.answer == "accept"), None)
        if accept is not None and gain > ASKING[self.level]:
            return accept
        return next(a for a in actions if isinstance(a, AnswerOffer) and a.answer == "refuse")

    def bid(self, state: CompetitorsState, seat: int, actions: list[Action]) -> Action:
        """Raise by the least step while the things stay worth more than the bid and money for a delivery or two
        is kept."""
        auction = state.auction
        assert auction is not None
        raises = [a for a in actions if isinstance(a, Bid)]
        value = worth(state, auction.items) - ASKING[self.level]
        if raises and raises[0].amount <= value and state.money[seat] - raises[0].amount >= RESERVE:
            return raises[0]
        return next(a for a in actions if isinstance(a, DropOut))

    def place(self, state: CompetitorsState, seat: int, actions: list[Action]) -> Action:
        """A vehicle got in a trade goes where its errand is nearest: where it stands or to a base."""
        places = [a for a in actions if isinstance(a, PlaceVehicle)]
        vehicle = state.vehicle(places[0].vehicle)
        goal = self.errand(state, seat, vehicle)
        if goal is None or self.level == "easy":
            return places[0]
        return min(places, key=lambda a: (self.remaining(state, vehicle, a.territory, goal), not a.stays, a.territory))

    def open(self, state: CompetitorsState, seat: int, actions: list[Action]) -> Action:
        """At an opening point out of its round: open what it would open in its round (once a round), else pass."""
        propose = next((a for a in actions if isinstance(a, ProposeTrade)), None)
        if propose is not None and state.offers_made[seat] == 0 and self.wants_to_sell(state, seat):
            return propose
        return next(a for a in actions if isinstance(a, NoOffer))

    def wants_to_sell(self, state: CompetitorsState, seat: int) -> Vehicle | None:
        """A company short of money auctions a spare truck, opening above the bank's price."""
        if self.level == "easy" or not state.bot_offers or state.money[seat] >= RESERVE:
            return None
        spare = [v for v in state.fleet(seat, VehicleKind.TRUCK) if not state.signed_for(v.id) and v.aboard is None]
        if max(state.money[s] for s in range(state.players) if s != seat) < TRUCK_OPENING:
            return None  # nobody could bid: composing the auction would end in withdrawing it
        return spare[0] if len(spare) >= 2 else None

    def compose(self, state: CompetitorsState, seat: int, actions: list[Action]) -> Action:
        offer = state.offer
        assert offer is not None
        cancel = next(a for a in actions if isinstance(a, CancelOffer))
        truck = self.wants_to_sell(state, seat)
        if offer.proposer != seat or truck is None:
            return cancel
        item = f"truck:{truck.id}"
        steps: list[Action] = []
        if item not in offer.give:
            steps = [a for a in actions if isinstance(a, TradeItem) and a.item == item]
        elif offer.take_money < TRUCK_OPENING:
            step = 10_000 if TRUCK_OPENING - offer.take_money >= 10_000 else 1_000
            steps = [a for a in actions if isinstance(a, TradeMoney) and a.side == "take" and a.amount == step]
        else:
            steps = [a for a in actions if isinstance(a, StartAuction)]
        return steps[0] if steps else cancel

    # --- moving -----------------------------------------------------------------------------------
    def goal(self, state: CompetitorsState, seat: int) -> str | None:
        if state.delivery is not None:
            return state.signed_card(state.delivery.contract).receiver
        return None

    def steer(self, state: CompetitorsState, seat: int, actions: list[Action]) -> Action:
        """The leg that leaves the goods (or the vehicle) nearest to where it is going."""
        assert state.movement is not None
        moving = state.vehicle(state.movement.vehicle)
        goal = self.goal(state, seat) or self.errand(state, seat, moving)
        legs = [a for a in actions if isinstance(a, Go)]
        end = next(a for a in actions if isinstance(a, EndMovement))
        if goal is None or not legs or (moving.at == goal and state.delivery is None):
            return end  # arrived at its errand: it stops there (a delivery ends on arrival by itself)
        if any(a.target == goal for a in legs):
            return next(a for a in legs if a.target == goal)
        leg_vehicle = state.vehicle(legs[0].vehicle)
        if leg_vehicle.kind == VehicleKind.AIRCRAFT:
            return self.fly_toward(state, legs, goal, leaving=self.level != "easy") or end
        here = self.remaining(state, state.vehicle(legs[0].vehicle), state.vehicle(legs[0].vehicle).at, goal)
        best = min(legs, key=lambda a: (self.remaining(state, state.vehicle(a.vehicle), a.target, goal), a.target))
        if self.remaining(state, state.vehicle(best.vehicle), best.target, goal) < here:
            return best
        return end

    def fly_toward(self, state: CompetitorsState, legs: list[Go], goal: str, leaving: bool) -> Go | None:
        """Where the goal's airport is out of bounds (a national airport of a continent without a base), the
        intercontinental airport of that continent nearest to it comes first; with `leaving`, one without a red
        flag if there is one (landing there ends the movement turn), and where no airport of the goal's continent
        is (a national airport of a continent without a base is left only for its own continent), an
        intercontinental airport of this continent."""
        world = load_world()
        target = world.territories[goal]
        if target.airport_at is None:
            return None
        gateways = [
            a
            for a in legs
            if world.territories[a.target].airport == "intercontinental"
            and world.continent_of(a.target) == target.continent
        ]
        if not gateways and leaving:
            gateways = [
                a
                for a in legs
                if world.territories[a.target].airport == "intercontinental"
                and world.continent_of(a.target) != target.continent
            ]
        if not gateways:
            return None
        return min(
            gateways,
            key=lambda a: (
                leaving and world.territories[a.target].red_flag,  # a movement turn ends there: no political risk
                map_distance(world, world.territories[a.target].airport_at or (0, 0), target.airport_at or (0, 0)),
                a.target,
            ),
        )

    def remaining(self, state: CompetitorsState, vehicle: Vehicle, position: str, goal: str) -> float:
        """How far `position` is from `goal` for this vehicle, in its movement turns."""
        world = load_world()
        if vehicle.kind == VehicleKind.TRUCK:
            return land_distances(goal).get(position, (math.inf, 0))[0] / 5
        if vehicle.kind == VehicleKind.SHIP:
            if goal not in world.docks:
                return math.inf
            cell = world.docks[position] if on_land(position) else hex_of(position)
            return sea_distances(world.docks[goal]).get(cell, math.inf) / 4
        target = world.territories[goal].airport_at
        if target is None:
            return math.inf
        if on_land(position) and world.territories[position].airport_at is not None:
            point = world.territories[position].airport_at
            assert point is not None
        else:
            point = position_point(world, Vehicle(0, vehicle.owner, VehicleKind.AIRCRAFT, position))
        return map_distance(world, point, target) / (2 * world.ruler.radius)

    def errand(self, state: CompetitorsState, seat: int, vehicle: Vehicle) -> str | None:
        """Where a vehicle moved without goods is going: its signed contract's sender, else the nearest
        territory in hand from which it could sign a contract worth it (none: it stays)."""
        signed = state.signed_for(vehicle.id)
        if signed is not None:
            return signed.sender
        if self.level == "hard":
            plans = self.plans(state, seat, vehicle)
            return plans[0].sender if plans else None
        names = {str(load_data().territory_cards[c - 1].territory) for c in state.territory_hands[seat]}
        fits = [n for n in sorted(names) if serves(vehicle.kind, n) and self.prospect(state, seat, vehicle.kind, n) > 0]
        if not fits:
            return None
        return min(fits, key=lambda n: (self.remaining(state, vehicle, vehicle.at, n), n))

    # --- a round's actions ------------------------------------------------------------------------
    def plan(self, game: AnyGame, state: CompetitorsState, seat: int, actions: list[Action]) -> Action:
        propose = next((a for a in actions if isinstance(a, ProposeTrade)), None)
        if propose is not None and state.offers_made[seat] == 0 and self.wants_to_sell(state, seat):
            return propose
        if self.level != "easy":
            special = self.special(state, seat, actions)
            if special is not None:
                return special
        delivers = [a for a in actions if isinstance(a, Deliver)]
        if delivers:
            return delivers[0]
        if self.level == "hard":
            planned = self.replace_aircraft(state, seat, actions) or self.follow_plan(game, state, seat, actions)
            if planned is not None:
                return planned
        signs = [a for a in actions if isinstance(a, SignContract)]
        best = self.best_contract(state, seat, signs)
        if best is not None:
            return best
        if self.level == "hard":
            branch = self.branch(state, seat, actions)
            if branch is not None:
                return branch
        moves = [a for a in actions if isinstance(a, Move) and self.worth_moving(game, state, seat, a)]
        if moves and len(state.contract_hands[seat]) >= 2:
            return min(moves, key=lambda a: (a.kind != VehicleKind.TRUCK, a.vehicle))
        draws = {a.deck: a for a in actions if isinstance(a, DrawCard)}
        contracts = [
            c for c in state.contract_hands[seat] if load_data().contract_cards[c - 1].kind != ContractKind.SPECIAL
        ]
        want = "contract" if len(contracts) < 3 else "territory"
        if self.level == "hard":  # a delivery takes a contract (one its aircraft may carry) and two territories
            flown = [c for c in contracts if load_data().contract_cards[c - 1].carried_by(VehicleKind.AIRCRAFT)]
            want = "contract" if 2 * len(flown) < len(state.territory_hands[seat]) else "territory"
        if want in draws:
            return draws[want]
        if draws:
            return next(iter(draws.values()))
        return self.rng.choice(actions)

    # --- a hard bot's plans -----------------------------------------------------------------------
    def follow_plan(self, game: AnyGame, state: CompetitorsState, seat: int, actions: list[Action]) -> Action | None:
        """The first action of the delivery that brings the most victory points per action and fits in the game:
        signing where the vehicle stands, else taking the vehicle there (if its first movement turn gets it
        closer); before a vehicle goes off empty, a card drawn where a draw is expected to pay more. None: no
        delivery is worth anything and no draw pays."""
        plans = [plan for plan in self.plans(state, seat) if plan.gain > 0]
        first = plans[0] if plans else None
        if first is None or first.actions > (1 if state.signed_for(first.vehicle) else 2):
            # before sending a vehicle off empty: a card from a deck may offer a better delivery
            deck = self.draw_pays(state, seat, first.rate if first else 0.0)
            draw = next((a for a in actions if isinstance(a, DrawCard) and a.deck == deck), None)
            if draw is not None:
                return draw
        stuck: set[int] = set()
        for plan in plans:
            vehicle = state.vehicle(plan.vehicle)
            if vehicle.at == plan.sender:
                sign = next(
                    (
                        a
                        for a in actions
                        if isinstance(a, SignContract)
                        and (a.contract, a.sender, a.receiver, a.vehicle)
                        == (plan.contract, plan.sender, plan.receiver, plan.vehicle)
                    ),
                    None,
                )
                if sign is not None:
                    return sign
                continue
            if plan.vehicle in stuck:
                continue
            move = next((a for a in actions if isinstance(a, Move) and a.vehicle == plan.vehicle), None)
            if move is not None and self.moves_on(game, state, seat, move):
                return move
            stuck.add(plan.vehicle)
        return None

    def draw_pays(self, state: CompetitorsState, seat: int, rate: float) -> str | None:
        """The deck whose next card is expected to make possible a delivery better than the best in hand (worth
        `rate` victory points an action) by more than the action the draw takes, judged on a few of the cards the
        company has not seen (a deck's order is unknown); None when no draw pays."""
        data = load_data()
        left = self.actions_in_game(state, seat) - 1
        hand = sorted({str(data.territory_cards[c - 1].territory) for c in state.territory_hands[seat]})
        contracts = [c for c in state.contract_hands[seat] if data.contract_cards[c - 1].kind != ContractKind.SPECIAL]
        known = {*hand, *(str(data.territory_cards[c - 1].territory) for c in state.territory_discard)}
        known |= {name for signed in state.signed for name in (signed.sender, signed.receiver)}
        territories = [str(card.territory) for card in data.territory_cards if str(card.territory) not in known]
        seen = {*state.contract_hands[seat], *state.contract_discard, *(signed.contract for signed in state.signed)}
        unseen = [card.number for card in data.contract_cards if card.number not in seen]
        vehicles = [
            v for v in state.fleet(seat) if v.aboard is None and state.may_use(seat, v) and not state.signed_for(v.id)
        ]

        def better(cards: list[str], deals: list[int], using: str | None) -> float:
            """How much more than `rate` an action the best delivery with these cards brings (0: none does)."""
            plans = (p for v in vehicles for p in self.options(state, seat, v, cards, deals, left, using))
            return max([0.0, *(p.gain - (p.actions + CARD_COST) * rate for p in plans)])

        def spread(pool: list[Any]) -> list[Any]:
            return [pool[i * len(pool) // DRAW_SAMPLES] for i in range(min(DRAW_SAMPLES, len(pool)))]

        gains = {  # in map order, so the few cards tried lie all over the world; a special card brings no delivery
            "territory": [better(sorted({*hand, name}), contracts, name) for name in spread(territories)],
            "contract": [
                better(hand, [number], None) if data.contract_cards[number - 1].kind != ContractKind.SPECIAL else 0.0
                for number in spread(unseen)
            ],
        }
        deck, values = max(gains.items(), key=lambda pair: sum(pair[1]) / max(1, len(pair[1])))
        return deck if values and sum(values) / len(values) > rate else None

    def replace_aircraft(self, state: CompetitorsState, seat: int, actions: list[Action]) -> Action | None:
        """A company that lost its aircraft (seized) buys another at its headquarters while the game has rounds
        enough left to use it, keeping money for fuel."""
        if state.fleet(seat, VehicleKind.AIRCRAFT) or self.actions_in_game(state, seat) < 6:
            return None
        if state.money[seat] < load_data().rules["buy"][VehicleKind.AIRCRAFT] + FUEL_MONEY:
            return None
        home = state.headquarters[seat]
        buys = [a for a in actions if isinstance(a, BuyVehicle) and a.kind == VehicleKind.AIRCRAFT]
        return next((a for a in buys if a.territory == home), None)

    def actions_in_game(self, state: CompetitorsState, seat: int) -> int:
        """The actions the company still has, this round's included."""
        per_round = int(load_data().rules["actions_per_round"])
        order = [(state.first_player + k) % state.players for k in range(state.players)]
        rounds = max(0, state.last_round - state.round)
        if state.phase not in (Phase.ACTIONS, Phase.MOVING):
            return (rounds + 1) * per_round
        if seat == state.turn_player:
            return rounds * per_round + state.actions_left
        played = order.index(seat) < order.index(state.turn_player)
        return (rounds + (0 if played else 1)) * per_round

    def plans(self, state: CompetitorsState, seat: int, only: Vehicle | None = None) -> list[Plan]:
        """Every delivery the company could make with the cards in hand (and those it signed), each with the actions
        it takes, none that would not end before the game does; best first: the most victory points per action
        with the best delivery the same vehicle could make next from the receiver, with the cards left."""
        left = self.actions_in_game(state, seat)
        hand = sorted({str(load_data().territory_cards[c - 1].territory) for c in state.territory_hands[seat]})
        contracts = [
            c for c in state.contract_hands[seat] if load_data().contract_cards[c - 1].kind != ContractKind.SPECIAL
        ]
        found: list[Plan] = []
        for vehicle in state.fleet(seat):
            if vehicle.aboard is not None or not state.may_use(seat, vehicle) or (only and vehicle.id != only.id):
                continue
            signed = state.signed_for(vehicle.id)
            if signed is None:
                found += self.options(state, seat, vehicle, hand, contracts, left)
                continue
            actions = self.empty_turns(state, seat, vehicle, signed.sender) + 1
            gain = self.expected(state, seat, vehicle.kind, signed.contract, signed.sender, signed.receiver, True)
            if actions <= left and gain is not None:
                found.append(Plan(vehicle.id, signed.contract, signed.sender, signed.receiver, actions, gain))
        found.sort(key=lambda p: (-p.rate, -p.gain, p.vehicle, p.contract, p.sender, p.receiver))
        chained = found[:LOOKAHEAD]
        scored = [(self.chain_rate(state, seat, plan, hand, contracts, left), plan) for plan in chained]
        scored.sort(key=lambda pair: (-pair[0], -pair[1].gain, pair[1].vehicle, pair[1].contract))
        return [plan for _, plan in scored] + found[LOOKAHEAD:]

    def options(
        self,
        state: CompetitorsState,
        seat: int,
        vehicle: Vehicle,
        hand: list[str],
        contracts: list[int],
        left: int,
        using: str | None = None,
    ) -> list[Plan]:
        """The deliveries an unsigned vehicle could make from where it stands (`using`: only those from or to that
        territory)."""
        found: list[Plan] = []
        world = load_world()
        for sender in hand:
            if not serves(vehicle.kind, sender):
                continue
            actions = self.empty_turns(state, seat, vehicle, sender) + 2
            if actions > left:
                continue
            arrival = world.territories[sender]
            safe, seized = 1.0, 0.0
            if arrival.red_flag and actions > 2:
                safe = 1 - political_chance(arrival.continent, HARMS_AN_ARRIVAL)
                seized = seizure_loss(arrival.continent, vehicle.kind)
            for number in contracts:
                if not load_data().contract_cards[number - 1].carried_by(vehicle.kind):
                    continue
                for receiver in hand:
                    if receiver == sender or not serves(vehicle.kind, receiver):
                        continue
                    if using is not None and using not in (sender, receiver):
                        continue
                    gain = self.expected(state, seat, vehicle.kind, number, sender, receiver, False)
                    if gain is not None and gain > 0:
                        found.append(Plan(vehicle.id, number, sender, receiver, actions, gain * safe - seized))
        return found

    def chain_rate(
        self, state: CompetitorsState, seat: int, plan: Plan, hand: list[str], contracts: list[int], left: int
    ) -> float:
        """Victory points per action of the plan followed by the vehicle's best next delivery from its receiver."""
        vehicle = state.vehicle(plan.vehicle)
        there = replace(vehicle, at=plan.receiver, origin=plan.receiver)
        rest = [name for name in hand if name not in (plan.sender, plan.receiver)]
        others = [c for c in contracts if c != plan.contract]
        follows = self.options(state, seat, there, rest, others, left - plan.actions)
        if left <= ENDGAME:
            return plan.gain + max((p.gain for p in follows), default=0.0)
        follow = max(follows, key=lambda p: (p.rate, p.gain), default=None)
        if follow is None:
            return plan.rate
        return max(plan.rate * CHAIN_ALONE, (plan.gain + follow.gain) / (plan.actions + follow.actions + 2 * CARD_COST))

    def empty_turns(self, state: CompetitorsState, seat: int, vehicle: Vehicle, target: str) -> int:
        """Movement turns (each an action) to take the vehicle, empty, to `target`."""
        if vehicle.at == target:
            return 0
        if vehicle.kind == VehicleKind.AIRCRAFT:
            world = load_world()
            departure = world.territories[vehicle.at if on_land(vehicle.at) else vehicle.origin]
            free = departure.airport == "intercontinental" or has_presence(state, seat, departure.continent)
            point = position_point(world, vehicle)
            turns = air_turns(state, seat, point, departure.continent, free, target)
        else:
            turns = self.remaining(state, vehicle, vehicle.at, target)
            if vehicle.kind == VehicleKind.TRUCK:
                turns += 0.2  # a territory's cost does not split over two turns
        if math.isinf(turns):
            return 1_000
        return max(1, math.ceil(turns - 1e-9))

    def expected(
        self,
        state: CompetitorsState,
        seat: int,
        kind: VehicleKind,
        number: int,
        sender: str,
        receiver: str,
        signed: bool,
    ) -> float | None:
        """The victory points a delivery is expected to bring, less the point a failure costs, with its reward
        as a small part; None when the vehicle would not make it in time (a signed one is still worth trying)."""
        world = load_world()
        card = load_data().contract_cards[number - 1]
        turns, customs = trip_turns(kind, sender, receiver, state, seat)
        if math.isinf(turns) or (not signed and turns > card.turns * MARGIN[self.level]):
            return None
        chance = (1 - CUSTOMS_FAIL) ** customs
        if card.kind == ContractKind.ILLEGAL:
            chance *= 0.85
        target = world.territories[receiver]
        seized = 0.0
        if target.red_flag:
            chance *= 1 - political_chance(target.continent, ENDS_A_DELIVERY)
            seized = seizure_loss(target.continent, kind)
        points = load_data().victory_points[(world.continent_of(sender), target.continent)]
        loss = 1 if state.points[seat] > 0 or signed else 0.3
        early = EARLY_CARD if turns < card.turns else 0.0  # delivered early: a contract card drawn free
        return chance * (points + early + card.reward / REWARD_PER_POINT) - (1 - chance) * loss - seized

    def moves_on(self, game: AnyGame, state: CompetitorsState, seat: int, action: Move) -> bool:
        """Whether the vehicle's movement turn would start with a leg toward its errand."""
        future = state.clone()
        game.perform(future, action)
        return future.phase == Phase.MOVING and isinstance(self.steer(future, seat, game.legal_actions(future)), Go)

    def worth_moving(self, game: AnyGame, state: CompetitorsState, seat: int, action: Move) -> bool:
        """Whether the vehicle has an errand near enough and its first leg brings it closer."""
        vehicle = state.vehicle(action.vehicle)
        goal = self.errand(state, seat, vehicle)
        if goal is None or goal == vehicle.at or self.remaining(state, vehicle, vehicle.at, goal) >= 4:
            return False
        future = state.clone()
        game.perform(future, action)
        return future.phase == Phase.MOVING and isinstance(self.steer(future, seat, game.legal_actions(future)), Go)

    def best_contract(self, state: CompetitorsState, seat: int, signs: list[SignContract]) -> SignContract | None:
        if self.level == "easy":  # the first that looks deliverable in time
            return next(
                (
                    sign
                    for sign in signs
                    if self.in_time(state, seat, sign.kind, sign.contract, sign.sender, sign.receiver)
                ),
                None,
            )
        valued = [(self.value(state, seat, s.kind, s.contract, s.sender, s.receiver), s) for s in signs]
        best = max(valued, key=lambda pair: pair[0], default=None)
        return best[1] if best is not None and best[0] > 0 else None

    def in_time(
        self, state: CompetitorsState, seat: int, kind: VehicleKind, number: int, sender: str, receiver: str
    ) -> bool:
        turns, _ = turns_needed(kind, sender, receiver, state, seat)
        return bool(turns <= load_data().contract_cards[number - 1].turns * MARGIN[self.level])

    def value(
        self, state: CompetitorsState, seat: int, kind: VehicleKind, number: int, sender: str, receiver: str
    ) -> float:
        """What signing this contract is worth: its reward and victory points by the chance of getting through
        customs, less the point lost on a failure; nothing when the vehicle cannot make it in time."""
        if not self.in_time(state, seat, kind, number, sender, receiver):
            return 0.0
        world = load_world()
        card = load_data().contract_cards[number - 1]
        _, customs = turns_needed(kind, sender, receiver, state, seat)
        chance = (1 - CUSTOMS_FAIL) ** customs
        if card.kind == ContractKind.ILLEGAL:
            chance *= 0.85
        points = load_data().victory_points[(world.continent_of(sender), world.continent_of(receiver))]
        return float(chance * (card.reward + points * POINT_VALUE) - (1 - chance) * FAILURE[self.level])

    def prospect(self, state: CompetitorsState, seat: int, kind: VehicleKind, sender: str) -> float:
        """The best contract a vehicle of `kind` could sign at `sender` with the cards in hand (0: none worth it)."""
        hand = [str(load_data().territory_cards[c - 1].territory) for c in state.territory_hands[seat]]
        best = 0.0
        for number in state.contract_hands[seat]:
            card = load_data().contract_cards[number - 1]
            if card.kind == ContractKind.SPECIAL or not card.carried_by(kind):
                continue
            for receiver in hand:
                if receiver != sender and serves(kind, receiver):
                    best = max(best, self.value(state, seat, kind, number, sender, receiver))
        return best

    def branch(self, state: CompetitorsState, seat: int, actions: list[Action]) -> Action | None:
        if state.money[seat] < 300_000:
            return None
        world = load_world()
        mine = {world.continent_of(b) for b in state.bases(seat)}
        for action in actions:
            if isinstance(action, BuyBranch):
                where = world.territories[action.territory]
                if where.continent not in mine and where.port and where.airport != "none":
                    return action
        return None

    def special(self, state: CompetitorsState, seat: int, actions: list[Action]) -> Action | None:
        home = state.headquarters[seat]
        for action in actions:
            if not isinstance(action, PlaySpecial):
                continue
            card = load_data().contract_cards[action.card - 1]
            if card.attach and action.target == home:
                return action
            if card.effect in (SpecialEffect.INSURANCE, SpecialEffect.DRAW_CONTRACTS):
                return action
            if card.effect == SpecialEffect.EXTRA_TURN and self.level == "hard":
                return action
            if self.level == "hard" and self.hinders(state, seat, card.effect, action.target):
                return action
        return None

    def hinders(self, state: CompetitorsState, seat: int, effect: SpecialEffect | None, target: str) -> bool:
        """A strike on a rival's vehicle loaded with a signed contract (it may run out of time), bureaucracy on the
        rival with the most victory points."""
        if effect == SpecialEffect.LOSE_TURN:
            return any(target == f"vehicle:{signed.vehicle}" and signed.owner != seat for signed in state.signed)
        if effect == SpecialEffect.EXTRA_CUSTOMS:
            leader = max((s for s in range(state.players) if s != seat), key=lambda s: (state.points[s], -s))
            return target == f"seat:{leader}"
        return False


def make_bot(level: str, rng: Rng) -> Bot:
    return CompetitorsBot(rng, level)
