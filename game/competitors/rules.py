"""Competitors: freight forwarders moving goods round the world by truck, ship and aircraft.

Set-up (first player by d6, headquarters among the 9, the standard equipment), the weather and danger
roll after every full round, two actions a round (draw a card, sign a contract, deliver, move without
goods, buy or sell a vehicle, buy or sell a branch), deliveries of several movement turns with
customs cards and political-social events, special and illegal contracts, and both endings. Rules
decisions the rulebook leaves open are in docs/rules/competitors.md.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from game.competitors import trade
from game.competitors.actions import (
    CLOSING_KINDS,
    DECK_PREFIX,
    HAND_PREFIX,
    MOVE_KINDS,
    SOURCE_PREFIX,
    TARGET_PREFIX,
    VEHICLE_PREFIX,
    AnswerOffer,
    Bid,
    Board,
    BuyBranch,
    BuyVehicle,
    CancelOffer,
    ChooseHeadquarters,
    Deliver,
    Disembark,
    DrawCard,
    DropOut,
    EndMovement,
    Go,
    Move,
    NoOffer,
    PassAction,
    PlaceVehicle,
    PlaySpecial,
    ProposeTrade,
    SellBranch,
    SellVehicle,
    SendOffer,
    SignContract,
    StartAuction,
    TradeDrop,
    TradeItem,
    TradeLess,
    TradeMoney,
    TradeWith,
    TransferGoods,
    contract_label,
    vehicle_label,
    vehicle_term,
)
from game.competitors.compat import COMPAT
from game.competitors.data import TOKEN_KEYS, VEHICLES, ContractCard, CustomsCard, load_data
from game.competitors.effects import customs_effect, political_effect
from game.competitors.kinds import (
    ContractKind,
    CustomsEffect,
    DecisionKind,
    DrawnKind,
    Phase,
    PoliticalEffect,
    SpecialEffect,
    Thing,
    VehicleKind,
)
from game.competitors.movement import (
    Route,
    aircraft_continent,
    flights,
    map_distance,
    position_point,
    ship_routes,
    truck_routes,
)
from game.competitors.state import (
    HIDDEN,
    CompetitorsState,
    Danger,
    Delivery,
    Drawn,
    Movement,
    Signed,
    Vehicle,
    on_land,
)
from game.competitors.world import load_world
from game.core.messages import Message, Money, SeatRef, Term, msg, msgn, place
from game.core.protocol import CANNOT_GO_THERE, TERMINAL, Action, Config, Event, EventKind, Game, Key, Option, Result
from game.core.rng import Rng

KINDS = ("truck", "ship", "aircraft")


def serves(kind: VehicleKind, territory: str) -> bool:
    """Whether a vehicle of a kind can stand in a territory: ships need a port, aircraft an airport."""
    return trade.stands(kind, territory)


def catalogue_terms() -> list[Term]:
    """The names from the map and the cards a player reads, for the catalogue (tools/extract_messages.py)."""
    data = load_data()
    terms = load_world().terms() + [Term(kind, "vehicle") for kind in VEHICLES]
    for card in data.contract_cards:
        terms.append(Term(card.title, "card") if card.kind == ContractKind.SPECIAL else Term(card.goods, "goods"))
    terms += [Term(card.title, "card") for card in data.customs_cards]
    terms += [Term(colour, "colour") for colour in sorted({card.colour for card in data.customs_cards})]
    terms += [Term(event.event, "event") for event in data.natural_events + data.political_events]
    return terms


def territory_card(name: str) -> int:
    return int(next(c.number for c in load_data().territory_cards if c.territory == name))


def territory_of(card: int) -> str:
    return str(load_data().territory_cards[card - 1].territory)


def contract(card: int) -> ContractCard:
    return load_data().contract_cards[card - 1]


def drawn_in(event: Event) -> Drawn | None:
    """The customs card or the dice an event tells of (its data says which), as the table shows them: a save
    roll's values are the die and the number it had to stay under."""
    data = event.data
    if "customs" in data:
        return Drawn(DrawnKind.CUSTOMS, (data["customs"],), event.seat)
    if "area" in data:
        return Drawn(DrawnKind.WEATHER, (data["d6"], data["d12"]), None)
    if "political" in data:
        return Drawn(DrawnKind.RED_FLAG, (data["d12"],), event.seat)
    if "save" in data:
        return Drawn(DrawnKind.SAVE, (data["d6"], data["save"]), event.seat)
    return None


def card_locations(state: CompetitorsState) -> tuple[list[int], list[int], list[int]]:
    """Every territory, contract and customs card wherever it is (decks, discards, hands, signed contracts,
    branches, attachments, insurance), sorted: each should hold every card of its deck exactly once."""
    territories = state.territory_deck + state.territory_discard
    contracts = state.contract_deck + state.contract_discard
    for seat in range(state.players):
        territories += state.territory_hands[seat] + [territory_card(b) for b in state.branches[seat]]
        contracts += state.contract_hands[seat] + state.insurance[seat]
    for signed in state.signed:
        territories += [territory_card(signed.sender), territory_card(signed.receiver)]
        contracts.append(signed.contract)
    for cards in state.attached.values():
        contracts += cards
    return sorted(territories), sorted(contracts), sorted(state.customs_deck)


def rules() -> dict[str, Any]:
    return load_data().rules


def box_money() -> int:
    return sum(int(value) * count for value, count in rules()["box_coins"].items())


class CompetitorsGame(Game[CompetitorsState]):
    id = "competitors"
    compat = COMPAT
    move_kinds = MOVE_KINDS
    closing_kinds = CLOSING_KINDS
    title = Term("Competitors", "game").name
    min_players = 2
    max_players = 5
    score_label = msg("Victory points")
    rules_version = 4
    """1: the world preview (the set-up only); 2: the whole game; 3: issue 36, the rules as the rulebook writes
    them (the carrier bears the customs risk, a truck on board is spared only truck events, ...); 4: offers from
    any company at any time (opening points, a limit per company) and haggling both ways."""
    options = (
        Option(
            "end",
            msg("End of the game"),
            ("timed", "points"),
            "timed",
            msg(
                "Timed: the most victory points when the round token reaches the last mark. Points: the first "
                "to 10 victory points at the end of a round."
            ),
            {"timed": msg("Timed (round track)"), "points": msg("Victory points (10)")},
        ),
        Option(
            "bot_offers",
            msg("Offers from bots"),
            ("on", "off"),
            "on",
            msg("Whether bots may send trade offers (they always answer yours)."),
            {"on": msg("Bots make offers"), "off": msg("No offers from bots")},
        ),
        Option(
            "any_time",
            msg("Offers at any time"),
            ("off", "on"),
            "off",
            msg(
                "Whether human players are asked after every action and movement turn if they open an offer or an "
                "auction (bots open by their own reckoning; offers to you always wait for your answer)."
            ),
            {"off": msg("Offer in your round"), "on": msg("Ask me between moves")},
        ),
        Option(
            "rounds",
            msg("Round track"),
            ("short", "standard", "long"),
            "standard",
            msg("How many rounds the timed game lasts: 8, 12 or 16."),
            {"short": msg("8 rounds"), "standard": msg("12 rounds"), "long": msg("16 rounds")},
        ),
    )

    # --- set-up -----------------------------------------------------------------------------------
    def new_game(self, config: Config, seed: int) -> CompetitorsState:
        data = load_data()  # reads and checks the map and the cards once, before anyone moves
        state = CompetitorsState(config.players, Rng(seed))
        state.territory_deck = [card.number for card in data.territory_cards]
        state.contract_deck = [card.number for card in data.contract_cards]
        state.customs_deck = [card.number for card in data.customs_cards]
        for deck in (state.territory_deck, state.contract_deck, state.customs_deck):
            state.rng.shuffle(deck)
        state.bank = box_money()
        state.last_round = (
            rules()["round_track"][self.option(config, "rounds")]
            if self.option(config, "end") == "timed"
            else rules()["last_round_in_points_mode"]
        )
        state.points_mode = self.option(config, "end") == "points"
        state.bot_offers = self.option(config, "bot_offers") == "on"
        any_time = self.option(config, "any_time") == "on"
        state.openers = [state.bot_offers if seat.is_bot else any_time for seat in config.seats]
        return state

    def headquarters_states(self) -> list[str]:
        return sorted(card.territory for card in load_data().headquarter_cards)

    def choose_headquarters(self, state: CompetitorsState, action: ChooseHeadquarters) -> list[Event]:
        seat, home = action.seat, action.territory
        equipment = rules()["starting_equipment"]
        state.headquarters[seat] = home
        continent = load_world().continent_of(home)
        events = [
            Event(
                EventKind.MOVE,
                msg(
                    "{seat} sets up headquarters in {territory} ({continent})",
                    seat=SeatRef(seat),
                    territory=place(home),
                    continent=Term(continent, "continent"),
                ),
                seat,
                {"territory": home},
            )
        ]
        events += self.collect(state, seat, rules()["starting_money"], msg("to start the company"))
        for _ in range(equipment["territory_cards"]):
            self.draw(state, seat, "territory")
        for _ in range(equipment["contract_cards"]):
            self.draw(state, seat, "contract")
        for kind, key in TOKEN_KEYS.items():
            for _ in range(equipment[key]):
                self.new_vehicle(state, seat, kind, home)
        events.append(
            Event(
                EventKind.CARD,
                msg(
                    "{seat} receives {territories} and {contracts}",
                    seat=SeatRef(seat),
                    territories=msgn(
                        "{count} territory card", "{count} territory cards", count=equipment["territory_cards"]
                    ),
                    contracts=msgn(
                        "{count} contract card", "{count} contract cards", count=equipment["contract_cards"]
                    ),
                ),
                seat,
            )
        )
        following = (seat + 1) % state.players
        if state.headquarters[following] is None:
            state.current_player = state.turn_player = following
            events.append(
                Event(EventKind.TURN, msg("{seat} chooses a headquarters", seat=SeatRef(following)), following)
            )
            return events
        events.append(Event(EventKind.PHASE, msg("Set-up complete: every company has its headquarters")))
        events += self.roll_weather(state)
        state.round = 1
        state.phase = Phase.ACTIONS
        state.turn_player = state.current_player = state.first_player
        state.actions_left = rules()["actions_per_round"]
        events.append(
            Event(
                EventKind.TURN,
                msg("Round {round}: {seat} plays", round=1, seat=SeatRef(state.first_player)),
                state.first_player,
            )
        )
        return events

    def new_vehicle(self, state: CompetitorsState, seat: int, kind: VehicleKind, where: str) -> Vehicle:
        vehicle = Vehicle(state.next_vehicle, seat, kind, where, origin=where)
        state.next_vehicle += 1
        state.vehicles.append(vehicle)
        return vehicle

    # --- money and cards --------------------------------------------------------------------------
    def pay(self, state: CompetitorsState, seat: int, amount: int, why: Message, to: int | None = None) -> list[Event]:
        """A payment to the bank (or to a company); a company short of money pays what it has."""
        paid = min(amount, state.money[seat])
        if paid <= 0:
            return []
        state.money[seat] -= paid
        if to is None:
            state.bank += paid
            return [
                Event(
                    EventKind.MONEY,
                    msg("{seat} pays {amount} {why}", seat=SeatRef(seat), amount=Money(paid), why=why),
                    seat,
                    {"amount": -paid},
                )
            ]
        state.money[to] += paid
        return [
            Event(
                EventKind.MONEY,
                msg(
                    "{seat} pays {amount} to {other} {why}",
                    seat=SeatRef(seat),
                    amount=Money(paid),
                    other=SeatRef(to),
                    why=why,
                ),
                seat,
                {"amount": -paid},
            )
        ]

    def collect(self, state: CompetitorsState, seat: int, amount: int, why: Message) -> list[Event]:
        state.money[seat] += amount
        state.bank -= amount
        return [
            Event(
                EventKind.MONEY,
                msg("{seat} receives {amount} {why}", seat=SeatRef(seat), amount=Money(amount), why=why),
                seat,
                {"amount": amount},
            )
        ]

    def draw(self, state: CompetitorsState, seat: int, deck: str) -> int | None:
        pile, discard = (
            (state.territory_deck, state.territory_discard)
            if deck == "territory"
            else (state.contract_deck, state.contract_discard)
        )
        if not pile and discard:
            pile.extend(sorted(discard))
            discard.clear()
            state.rng.shuffle(pile)
        if not pile:
            return None
        card = pile.pop()
        (state.territory_hands if deck == "territory" else state.contract_hands)[seat].append(card)
        return card

    # --- what may be done -------------------------------------------------------------------------
    def allows_amount(self, state: CompetitorsState, action: Action) -> bool:
        """Money typed into an offer or a bid, in thousands (the move list offers the usual amounts)."""
        if isinstance(action, Bid):
            return trade.may_bid(state, action.seat, action.amount)
        if not isinstance(action, TradeMoney | TradeLess):
            return False
        return trade.money_allowed(state, action, CancelOffer(action.seat) in self.legal_actions(state))

    def amount_action(self, key: Key) -> Action | None:
        match key:
            case ("TradeMoney", int() as seat, str() as side, int() as amount) if not isinstance(amount, bool):
                return TradeMoney(seat, side, amount)
            case ("TradeLess", int() as seat, str() as side, int() as amount) if not isinstance(amount, bool):
                return TradeLess(seat, side, amount)
            case ("Bid", int() as seat, int() as amount) if not isinstance(amount, bool):
                return Bid(seat, amount)
        return None

    def legal_actions(self, state: CompetitorsState) -> list[Action]:
        if state.phase == Phase.OVER:
            return []
        decision = state.flow.current
        if decision is not None:
            if decision.kind == DecisionKind.TRADE:
                return trade.answer_actions(state, decision.seat)
            if decision.kind == DecisionKind.AUCTION:
                return trade.bid_actions(state, decision.seat)
            if decision.kind == DecisionKind.PLACE:
                return trade.placings(state, decision.seat, int(decision.subject))
            if decision.kind == DecisionKind.OPEN:
                return trade.open_actions(state, decision.seat)
            return trade.compose_actions(state)
        if state.offer is not None:
            return trade.compose_actions(state)
        if state.phase == Phase.HEADQUARTERS:
            seat = state.current_player
            return [
                ChooseHeadquarters(seat, name) for name in self.headquarters_states() if state.owner_of(name) is None
            ]
        if state.phase == Phase.MOVING:
            return self.movement_actions(state)
        return self.round_actions(state)

    def round_actions(self, state: CompetitorsState) -> list[Action]:
        seat = state.turn_player
        money = state.money[seat]
        actions: list[Action] = []
        for deck, pile, discard in (
            ("territory", state.territory_deck, state.territory_discard),
            ("contract", state.contract_deck, state.contract_discard),
        ):
            if pile or discard:
                actions.append(DrawCard(seat, deck))
        hand = [territory_of(card) for card in state.territory_hands[seat]]
        contracts = [c for c in state.contract_hands[seat] if contract(c).kind != ContractKind.SPECIAL]
        for vehicle in state.fleet(seat):
            if vehicle.aboard is not None or not on_land(vehicle.at) or state.signed_for(vehicle.id):
                continue
            if not state.may_use(seat, vehicle):
                continue
            if vehicle.at not in hand:
                continue
            for number in contracts:
                if not contract(number).carried_by(vehicle.kind):
                    continue
                for receiver in hand:
                    if receiver != vehicle.at and serves(vehicle.kind, vehicle.at) and serves(vehicle.kind, receiver):
                        actions.append(SignContract(seat, number, vehicle.at, receiver, vehicle.id, vehicle.kind))
        for signed in state.signed:
            vehicle = state.vehicle(signed.vehicle)
            if signed.owner == seat and vehicle.at == signed.sender and vehicle.aboard is None:
                actions.append(Deliver(seat, signed.contract, vehicle.id, vehicle.at))
        for vehicle in self.operated(state, seat):
            if vehicle.aboard is None and money >= self.cheapest_fuel(vehicle.kind):
                actions.append(Move(seat, vehicle.id, vehicle.kind, vehicle.at, vehicle.lost_turns > 0))
        limits = rules()["token_limits"]
        for kind in VEHICLES:
            price = rules()["buy"][kind]
            if money >= price and len(state.fleet(seat, kind)) < limits[TOKEN_KEYS[kind]]:
                actions += [BuyVehicle(seat, kind, base) for base in state.bases(seat) if serves(kind, base)]
        for vehicle in state.fleet(seat):
            if (
                not state.signed_for(vehicle.id)
                and vehicle.cargo is None
                and vehicle.aboard is None
                and state.may_use(seat, vehicle)
            ):
                actions.append(SellVehicle(seat, vehicle.id, vehicle.kind))
        if money >= rules()["buy"]["branch"] and len(state.branches[seat]) < limits["branches"]:
            actions += [BuyBranch(seat, name) for name in sorted(set(hand)) if state.influence_of(name) is None]
        actions += [SellBranch(seat, name) for name in state.branches[seat]]
        if not actions:
            actions.append(PassAction(seat))
        actions += self.loading_actions(state, seat, None) + self.special_actions(state, seat)
        actions += trade.propose_actions(state, seat)
        return actions

    def operated(self, state: CompetitorsState, seat: int) -> list[Vehicle]:
        """The vehicles a company moves: its own at its call, and the carriers chartered to it that carry
        its truck."""
        return [v for v in state.vehicles if state.operator(v) == seat and state.may_use(seat, v)]

    def end_charters(self, state: CompetitorsState, seat: int) -> list[Event]:
        """A company's charters end with its round: a truck of its still aboard is put ashore where the
        carrier stands, or, at sea or in flight, goes back to the company's nearest base."""
        events: list[Event] = []
        for carrier_id in [c for c, charterer in state.charters.items() if charterer == seat]:
            del state.charters[carrier_id]
            carrier = next((v for v in state.vehicles if v.id == carrier_id), None)
            if carrier is None or carrier.cargo is None or state.vehicle(carrier.cargo).owner != seat:
                continue
            truck = state.vehicle(carrier.cargo)
            if on_land(carrier.at):
                events += self.do_disembark(state, Disembark(seat, truck.id))
            else:
                events += self.send_home(state, truck)
        return events

    def cheapest_fuel(self, kind: VehicleKind) -> int:
        return int(rules()["fuel_per_move"].get(kind, 1000))

    def loading_actions(self, state: CompetitorsState, seat: int, only: int | None) -> list[Action]:
        """Loading a truck onto a ship in port or an aircraft at the airport of its territory, and unloading
        it where the carrier stands on land; `only`: the one truck whose movement turn is under way."""
        actions: list[Action] = []
        for truck in state.fleet(seat, VehicleKind.TRUCK):
            if only is not None and truck.id != only:
                continue
            if truck.aboard is not None:
                if on_land(state.vehicle(truck.aboard).at):
                    actions.append(Disembark(seat, truck.id))
                continue
            if not on_land(truck.at):
                continue
            for carrier in state.vehicles:
                if (
                    carrier.kind != VehicleKind.TRUCK
                    and carrier.at == truck.at
                    and carrier.cargo is None
                    and state.may_use(seat, carrier)
                ):
                    actions.append(Board(seat, truck.id, carrier.id, carrier.kind))
        return actions

    def special_actions(self, state: CompetitorsState, seat: int) -> list[Action]:
        actions: list[Action] = []
        opponents = [s for s in range(state.players) if s != seat]
        for card in sorted(set(state.contract_hands[seat])):
            entry = contract(card)
            if entry.kind != ContractKind.SPECIAL:
                continue
            effect = entry.effect
            targets: list[str]
            if entry.attach:
                targets = state.bases(seat)
            elif effect == SpecialEffect.LOSE_TURN:
                targets = [f"vehicle:{v.id}" for v in state.vehicles if v.owner != seat]
            elif effect == SpecialEffect.EXTRA_CUSTOMS:
                targets = [f"seat:{s}" for s in opponents]
            elif effect == SpecialEffect.REMOVE_ATTACHMENT:
                targets = [
                    f"attached:{c}" for s in opponents for base in state.bases(s) for c in state.attached.get(base, [])
                ]
            elif effect == SpecialEffect.EXTRA_TURN:
                targets = [f"contract:{s.contract}" for s in state.signed if s.owner == seat]
            else:  # insurance (kept until a delivery fails), draw_contracts
                targets = [""]
            actions += [PlaySpecial(seat, card, target) for target in targets]
        return actions

    def movement_actions(self, state: CompetitorsState) -> list[Action]:
        movement = state.movement
        assert movement is not None
        seat = state.turn_player
        vehicle = state.vehicle(movement.vehicle)
        actions: list[Action] = []
        if vehicle.kind == VehicleKind.TRUCK and vehicle.aboard is not None:
            carrier = state.vehicle(vehicle.aboard)
            actions += self.legs(state, carrier, self.carrier_points(movement, carrier))
        else:
            actions += self.legs(state, vehicle, movement.points)
        if vehicle.kind == VehicleKind.TRUCK and not self.truck_only(state):
            actions += self.loading_actions(state, seat, vehicle.id)
        actions += self.transfers(state, vehicle)
        actions.append(EndMovement(seat))
        return actions

    def carrier_points(self, movement: Movement, carrier: Vehicle) -> int:
        """The rulebook's combined movement: the carrier's points never exceed what the truck has left."""
        own = rules()["movement_points"][carrier.kind] if movement.carrier_points < 0 else movement.carrier_points
        return min(own, movement.points)

    def truck_only(self, state: CompetitorsState) -> bool:
        return state.delivery is not None and self.delivery_card(state).vehicle == VehicleKind.TRUCK

    def delivery_card(self, state: CompetitorsState) -> ContractCard:
        assert state.delivery is not None
        return contract(state.delivery.contract)

    def goods(self, state: CompetitorsState, vehicle: Vehicle) -> bool:
        """Whether goods of the delivery under way are on board `vehicle` (or on the truck it carries)."""
        if state.delivery is None:
            return False
        holder = state.signed_card(state.delivery.contract).vehicle
        return holder == vehicle.id or holder == vehicle.cargo

    def fuel_due(self, state: CompetitorsState, vehicle: Vehicle) -> int:
        movement = state.movement
        if vehicle.kind == VehicleKind.AIRCRAFT or (movement and vehicle.id in movement.fuelled):
            return 0
        fuel = int(rules()["fuel_per_move"][vehicle.kind])
        return max(0, fuel - self.depot_discount(state, vehicle))

    def depot_discount(self, state: CompetitorsState, vehicle: Vehicle) -> int:
        return sum(
            contract(c).amount
            for c in state.attached.get(vehicle.at, [])
            if contract(c).effect == SpecialEffect.FUEL_DISCOUNT
            and state.influence_of(vehicle.at) == state.operator(vehicle)
        )

    def legs(self, state: CompetitorsState, vehicle: Vehicle, points: int) -> list[Action]:
        if points <= 0:
            return []
        seat = state.operator(vehicle)
        money = state.money[seat]
        if vehicle.kind == VehicleKind.AIRCRAFT:
            discount = self.depot_discount(state, vehicle)
            return [
                Go(seat, vehicle.id, name, VehicleKind.AIRCRAFT)
                for name, flight in sorted(flights(state, vehicle, points).items())
                if money >= max(0, flight.fuel - discount)
            ]
        if money < self.fuel_due(state, vehicle):
            return []
        routes = self.routes(state, vehicle, points)
        return [Go(seat, vehicle.id, name, vehicle.kind) for name in sorted(routes)]

    def routes(self, state: CompetitorsState, vehicle: Vehicle, points: int) -> dict[str, Route]:
        goods = self.goods(state, vehicle)
        if vehicle.kind == VehicleKind.TRUCK:
            return truck_routes(state, vehicle, points, goods)
        return ship_routes(state, vehicle, points, goods)

    def transfers(self, state: CompetitorsState, vehicle: Vehicle) -> list[Action]:
        if state.delivery is None or not on_land(vehicle.at) or vehicle.aboard is not None:
            return []
        card = self.delivery_card(state)
        return [
            TransferGoods(vehicle.owner, other.id, other.kind)
            for other in state.fleet(vehicle.owner)
            if other.id != vehicle.id
            and other.at == vehicle.at
            and other.aboard is None
            and state.may_use(vehicle.owner, other)
            and card.carried_by(other.kind)
            and not state.signed_for(other.id)
        ]

    # --- doing it ---------------------------------------------------------------------------------
    def perform(self, state: CompetitorsState, action: Action) -> list[Event]:
        events = self.perform_action(state, action)
        drawn = [found for event in events if (found := drawn_in(event)) is not None]
        if drawn:
            state.drawn = drawn
        return events

    def perform_action(self, state: CompetitorsState, action: Action) -> list[Event]:
        before = self.opening_mark(state)
        events = self.perform_move(state, action)
        after = self.opening_mark(state)
        if before[0] and after[0] and before != after and not state.flow.pending and state.offer is None:
            trade.ask_openers(state, state.phase == Phase.MOVING)
            state.current_player = state.flow.seat_to_act(state.turn_player)
        return events

    @staticmethod
    def opening_mark(state: CompetitorsState) -> tuple[bool, int, int, int, int]:
        """What changes when an action or a movement turn ends: a change between two moves of the rounds (not the
        set-up, not the end) is an opening point, where any company may open an offer."""
        playing = state.phase in (Phase.ACTIONS, Phase.MOVING)
        turn = state.delivery.turn if state.delivery is not None else 0
        return playing, state.round, state.turn_player, state.actions_left, turn

    def perform_move(self, state: CompetitorsState, action: Action) -> list[Event]:
        match action:
            case ChooseHeadquarters():
                return self.choose_headquarters(state, action)
            case (
                ProposeTrade()
                | TradeWith()
                | TradeItem()
                | TradeMoney()
                | TradeLess()
                | TradeDrop()
                | NoOffer()
                | SendOffer()
                | CancelOffer()
                | AnswerOffer()
                | StartAuction()
                | Bid()
                | DropOut()
            ):
                said = trade.perform(state, action)
                state.current_player = state.flow.seat_to_act(state.turn_player)
                return said
            case PlaceVehicle():
                events = self.do_place(state, action)
            case DrawCard():
                events = self.do_draw(state, action)
            case SignContract():
                events = self.do_sign(state, action)
            case Deliver():
                events = self.do_deliver(state, action)
            case Move():
                events = self.do_move(state, action)
            case Go():
                events = self.do_go(state, action)
            case Board():
                events = self.do_board(state, action)
            case Disembark():
                events = self.do_disembark(state, action)
            case TransferGoods():
                events = self.do_transfer(state, action)
            case EndMovement():
                events = self.do_end_movement(state, action)
            case BuyVehicle():
                events = self.do_buy(state, action)
            case SellVehicle():
                events = self.do_sell(state, action)
            case BuyBranch():
                events = self.do_buy_branch(state, action)
            case SellBranch():
                events = self.do_sell_branch(state, action)
            case PlaySpecial():
                events = self.do_special(state, action)
            case PassAction():
                events = self.do_pass(state, action)
            case _:
                raise TypeError(f"not a Competitors action: {action!r}")
        if state.phase != Phase.OVER:
            state.current_player = state.flow.seat_to_act(state.turn_player)
        return events

    def do_place(self, state: CompetitorsState, action: PlaceVehicle) -> list[Event]:
        """A vehicle got in a trade: to a base of its new company, or left where it stands (no action spent)."""
        state.flow.answered()
        vehicle = state.vehicle(action.vehicle)
        if action.stays:
            return []
        self.move_to(state, vehicle, action.territory)
        vehicle.origin = action.territory
        return [
            Event(
                EventKind.MOVE,
                msg(
                    "{seat} brings {vehicle} to {territory}",
                    seat=SeatRef(action.seat),
                    vehicle=vehicle_label(vehicle.kind, vehicle.id),
                    territory=place(action.territory),
                ),
                action.seat,
                {"vehicle": vehicle.id, "to": action.territory},
            )
        ]

    def do_draw(self, state: CompetitorsState, action: DrawCard) -> list[Event]:
        self.draw(state, action.seat, action.deck)
        kind = msg("a territory card") if action.deck == "territory" else msg("a contract card")
        events = [Event(EventKind.CARD, msg("{seat} draws {card}", seat=SeatRef(action.seat), card=kind), action.seat)]
        return events + self.end_action(state)

    def do_sign(self, state: CompetitorsState, action: SignContract) -> list[Event]:
        seat = action.seat
        state.contract_hands[seat].remove(action.contract)
        for name in (action.sender, action.receiver):
            state.territory_hands[seat].remove(territory_card(name))
        state.signed.append(Signed(seat, action.contract, action.sender, action.receiver, action.vehicle))
        events = [
            Event(
                EventKind.CARD,
                msg(
                    "{seat} signs a contract from {sender} to {receiver} for {vehicle}",
                    seat=SeatRef(seat),
                    sender=place(action.sender),
                    receiver=place(action.receiver),
                    vehicle=vehicle_label(action.kind, action.vehicle),
                ),
                seat,
                {"sender": action.sender, "receiver": action.receiver},
            )
        ]
        return events + self.end_action(state)

    def do_deliver(self, state: CompetitorsState, action: Deliver) -> list[Event]:
        signed = state.signed_card(action.contract)
        card = contract(action.contract)
        vehicle = state.vehicle(signed.vehicle)
        broker = any(contract(c).effect == SpecialEffect.SKIP_CUSTOMS for c in state.attached.get(signed.sender, []))
        state.delivery = Delivery(action.contract, 1, card.turns + signed.extra_turns, broker=broker)
        events = [
            Event(
                EventKind.PHASE,
                msg(
                    "{seat} leaves {sender} with {contract} for {receiver}: {turns}",
                    seat=SeatRef(action.seat),
                    sender=place(signed.sender),
                    contract=contract_label(action.contract),
                    receiver=place(signed.receiver),
                    turns=msgn("{count} movement turn", "{count} movement turns", count=state.delivery.turns),
                ),
                action.seat,
            )
        ]
        return events + self.start_turn(state, vehicle)

    def do_move(self, state: CompetitorsState, action: Move) -> list[Event]:
        return self.start_turn(state, state.vehicle(action.vehicle))

    def start_turn(self, state: CompetitorsState, vehicle: Vehicle) -> list[Event]:
        """A movement turn of `vehicle` begins, unless it must sit one out."""
        events: list[Event] = []
        while vehicle.lost_turns > 0:
            vehicle.lost_turns -= 1
            events.append(
                Event(
                    EventKind.INFO,
                    msg(
                        "{vehicle} of {seat} loses a movement turn",
                        vehicle=vehicle_label(vehicle.kind, vehicle.id),
                        seat=SeatRef(vehicle.owner),
                    ),
                    vehicle.owner,
                )
            )
            if state.delivery is None:
                return events + self.end_action(state)
            state.delivery.turn += 1
            if state.delivery.turn > state.delivery.turns:
                return events + self.fail_delivery(state, msg("out of time"))
        points = rules()["movement_points"][vehicle.kind] + vehicle.bonus
        vehicle.bonus = 0
        if vehicle.kind == VehicleKind.TRUCK:
            points += sum(
                contract(c).points
                for c in state.attached.get(vehicle.at, [])
                if contract(c).effect == SpecialEffect.EXTRA_MOVEMENT
                and state.influence_of(vehicle.at) == vehicle.owner
            )
        state.movement = Movement(vehicle.id, max(0, points))
        state.phase = Phase.MOVING
        return events

    def do_go(self, state: CompetitorsState, action: Go) -> list[Event]:
        movement = state.movement
        assert movement is not None
        mover = state.vehicle(action.vehicle)
        turn_vehicle = state.vehicle(movement.vehicle)
        carrying = mover.id != turn_vehicle.id
        budget = self.carrier_points(movement, mover) if carrying else movement.points
        events: list[Event] = []
        if mover.kind == VehicleKind.AIRCRAFT:
            spent, stop, more = self.fly(state, mover, action.target, budget, events)
        else:
            events += self.pay(state, state.operator(mover), self.fuel_due(state, mover), msg("for fuel"))
            movement.fuelled.append(mover.id)
            spent, stop, more = self.drive(state, mover, action.target, budget, events)
        if carrying:
            movement.carrier_points = self.carrier_points(movement, mover) - spent
        movement.points = max(0, movement.points - spent + more)
        if stop:
            return events + self.fail_delivery(state, stop)
        if state.delivery is not None and self.arrived(state):
            return events + self.finish_turn(state, arrived=True)
        left = self.carrier_points(movement, mover) if carrying else movement.points
        if left <= 0 or (mover.kind == VehicleKind.AIRCRAFT and not on_land(mover.at)):
            return events + self.finish_turn(state, arrived=False)
        return events

    def move_to(self, state: CompetitorsState, vehicle: Vehicle, where: str) -> None:
        vehicle.at = where
        if vehicle.cargo is not None:
            state.vehicle(vehicle.cargo).at = where

    def entering(self, state: CompetitorsState, vehicle: Vehicle, territory: str) -> list[Event]:
        """The headquarters passing fee and transit tolls of other companies' territories."""
        events: list[Event] = []
        owner = state.owner_of(territory)
        if owner is not None and owner != state.operator(vehicle):
            events += self.pay(
                state,
                state.operator(vehicle),
                rules()["headquarters_transit_fee"],
                msg("for passing the headquarters in {territory}", territory=place(territory)),
                owner,
            )
        base_owner = state.influence_of(territory)
        if base_owner is not None and base_owner != state.operator(vehicle):
            for card in state.attached.get(territory, []):
                if contract(card).effect == SpecialEffect.TRANSIT_FEE:
                    events += self.pay(
                        state,
                        state.operator(vehicle),
                        contract(card).amount,
                        msg("as a transit toll in {territory}", territory=place(territory)),
                        base_owner,
                    )
        return events

    def drive(
        self, state: CompetitorsState, mover: Vehicle, target: str, budget: int, events: list[Event]
    ) -> tuple[int, Message | None, int]:
        """A truck's or ship's leg, step by step: (points spent, why the delivery failed, points gained)."""
        route = self.routes(state, mover, budget)[target]
        spent = more = 0
        goods = self.goods(state, mover)
        for step in route.steps:
            if spent + step.cost > budget + more:
                events.append(
                    Event(
                        EventKind.INFO,
                        msg(
                            "{vehicle} of {seat} has no movement points left and stops",
                            vehicle=vehicle_label(mover.kind, mover.id),
                            seat=SeatRef(mover.owner),
                        ),
                        state.operator(mover),
                    )
                )
                break
            spent += step.cost
            self.move_to(state, mover, step.target)
            if on_land(step.target):
                events += self.entering(state, mover, step.target)
            events.append(
                Event(
                    EventKind.MOVE,
                    msg(
                        "{seat} moves {vehicle} to {target}",
                        seat=SeatRef(state.operator(mover)),
                        vehicle=vehicle_label(mover.kind, mover.id),
                        target=self.where(step.target),
                    ),
                    state.operator(mover),
                    {"vehicle": mover.id, "to": step.target},
                )
            )
            if goods and step.customs:
                gained, stop = self.customs(state, mover, events)
                more += gained
                if stop:
                    if step.crossing and any(v.id == mover.id for v in state.vehicles):
                        events += self.pay(
                            state,
                            state.operator(mover),
                            rules()["free_crossing_point"][mover.kind],
                            msg("to free {crossing}", crossing=place(step.crossing)),
                        )
                    return spent, stop, more
        return spent, None, more

    def where(self, position: str) -> Message | Term:
        from game.competitors.actions import target_label

        if position.startswith("air:"):
            return msg("the sky")
        return target_label(position)

    def fly(
        self, state: CompetitorsState, aircraft: Vehicle, target: str, budget: int, events: list[Event]
    ) -> tuple[int, Message | None, int]:
        world = load_world()
        flight = flights(state, aircraft, budget)[target]
        events += self.pay(
            state, state.operator(aircraft), max(0, flight.fuel - self.depot_discount(state, aircraft)), msg("for fuel")
        )
        leaving = aircraft_continent(world, aircraft)
        if on_land(aircraft.at):
            aircraft.origin = aircraft.at
        self.move_to(state, aircraft, flight.stop_at)
        if not flight.lands:
            events.append(
                Event(
                    EventKind.MOVE,
                    msg(
                        "{vehicle} of {seat} flies on toward {target} and is in flight",
                        vehicle=vehicle_label(VehicleKind.AIRCRAFT, aircraft.id),
                        seat=SeatRef(aircraft.owner),
                        target=place(target),
                    ),
                    state.operator(aircraft),
                    {"vehicle": aircraft.id, "to": flight.stop_at},
                )
            )
            return flight.points, None, 0
        events.append(
            Event(
                EventKind.MOVE,
                msg(
                    "{vehicle} of {seat} lands in {target}",
                    vehicle=vehicle_label(VehicleKind.AIRCRAFT, aircraft.id),
                    seat=SeatRef(aircraft.owner),
                    target=place(target),
                ),
                state.operator(aircraft),
                {"vehicle": aircraft.id, "to": target},
            )
        )
        events += self.entering(state, aircraft, target)
        airport = world.territories[target]
        if flight.ends_turn:
            events.append(Event(EventKind.INFO, msg("Landing at an intercontinental airport ends the movement turn")))
        if (
            self.goods(state, aircraft)
            and state.influence_of(target) != state.operator(aircraft)
            and (airport.continent != leaving or airport.airport_on_border)
        ):
            gained, stop = self.customs(state, aircraft, events)
            return flight.points, stop, gained
        return flight.points, None, 0

    def customs(self, state: CompetitorsState, vehicle: Vehicle, events: list[Event]) -> tuple[int, Message | None]:
        """Customs cards at a border (two under Bureaucracy): (movement points gained or lost, why the
        delivery failed)."""
        delivery = state.delivery
        assert delivery is not None
        if delivery.customs_free:
            return 0, None
        if delivery.broker:
            delivery.broker = False
            events.append(Event(EventKind.INFO, msg("The customs broker clears the goods without a card")))
            return 0, None
        seat = state.operator(vehicle)
        draws = 1
        if state.bureaucracy[seat]:
            state.bureaucracy[seat] -= 1
            draws = 2
        gained = 0
        stop: Message | None = None
        for _ in range(draws):
            card_number = state.customs_deck.pop(0)
            state.customs_deck.append(card_number)  # used cards go to the bottom of the deck
            card = load_data().customs_cards[card_number - 1]
            events.append(
                Event(
                    EventKind.CARD,
                    msg(
                        "Customs: {colour} card, {title}. {effect}",
                        colour=Term(card.colour, "colour"),
                        title=Term(card.title, "card"),
                        effect=customs_effect(card),
                    ),
                    seat,
                    {"customs": card_number, "colour": card.colour},
                )
            )
            points, why = self.customs_effect(state, vehicle, card, events)
            gained += points
            stop = stop or why
        return gained, stop

    def customs_effect(
        self, state: CompetitorsState, vehicle: Vehicle, card: CustomsCard, events: list[Event]
    ) -> tuple[int, Message | None]:
        seat = state.operator(vehicle)
        assert state.delivery is not None
        illegal = self.delivery_card(state).kind == ContractKind.ILLEGAL
        effect = card.effect
        why = msg("at customs")
        if effect == CustomsEffect.EXTRA_MOVEMENT:
            return card.points, None
        if effect == CustomsEffect.LOSE_MOVEMENT:
            return -card.points, None
        if effect == CustomsEffect.COLLECT:
            events += self.collect(state, seat, card.amount, why)
        elif effect == CustomsEffect.SKIP_CUSTOMS:
            state.delivery.customs_free = True
        elif effect == CustomsEffect.PAY:
            events += self.pay(state, seat, card.amount, why)
        elif effect == CustomsEffect.INSPECT:
            events += (
                self.pay(state, seat, card.fine, msg("as a fine for illegal goods"))
                if illegal
                else self.collect(state, seat, card.amount, msg("for the delay"))
            )
        elif effect == CustomsEffect.END_TURN:
            return 0, msg("the border is closed")
        elif effect == CustomsEffect.SEIZE_ILLEGAL:
            if illegal:
                # "it will be his vehicle to be seized": the vehicle that carries the goods through customs,
                # the ship or aircraft when a truck rides on it (the truck goes home)
                events += self.remove_vehicle(state, vehicle, msg("seized with the illegal goods"))
                return 0, msg("the goods were seized")
            events += self.pay(state, seat, card.amount, why)
            return 0, msg("the goods were held at customs")
        elif effect == CustomsEffect.FAIL_DELIVERY:
            return 0, msg("the import was refused")
        elif effect == CustomsEffect.PAY_AND_END_TURN:
            events += self.pay(state, seat, card.amount, msg("as a heavy fine"))
            return 0, msg("the goods were held at customs")
        return 0, None

    def remove_vehicle(self, state: CompetitorsState, vehicle: Vehicle, why: Message) -> list[Event]:
        """A vehicle goes back to the bank (seized); a truck it carried goes home."""
        events = [
            Event(
                EventKind.INFO,
                msg(
                    "{vehicle} of {seat} is {why}",
                    vehicle=vehicle_label(vehicle.kind, vehicle.id),
                    seat=SeatRef(vehicle.owner),
                    why=why,
                ),
                vehicle.owner,
            )
        ]
        if vehicle.cargo is not None:
            truck = state.vehicle(vehicle.cargo)
            truck.aboard = None
            events += self.send_home(state, truck)
        if vehicle.aboard is not None:
            state.vehicle(vehicle.aboard).cargo = None
        signed = state.signed_for(vehicle.id)
        if signed and (state.delivery is None or signed.contract != state.delivery.contract):
            events += self.discard_signed(state, signed)
        state.vehicles.remove(vehicle)
        state.charters.pop(vehicle.id, None)
        return events

    def send_home(self, state: CompetitorsState, vehicle: Vehicle) -> list[Event]:
        """Back to the company's nearest headquarters or branch where the vehicle can stand."""
        world = load_world()
        here = position_point(world, vehicle)
        bases = [b for b in state.bases(vehicle.owner) if serves(vehicle.kind, b)]
        home = min(bases, key=lambda b: map_distance(world, here, world.territories[b].label_at))
        if vehicle.aboard is not None:
            state.vehicle(vehicle.aboard).cargo = None
            vehicle.aboard = None
        self.move_to(state, vehicle, home)
        vehicle.origin = home
        return [
            Event(
                EventKind.MOVE,
                msg(
                    "{vehicle} of {seat} goes back to {territory}",
                    vehicle=vehicle_label(vehicle.kind, vehicle.id),
                    seat=SeatRef(vehicle.owner),
                    territory=place(home),
                ),
                vehicle.owner,
                {"vehicle": vehicle.id, "to": home},
            )
        ]

    def arrived(self, state: CompetitorsState) -> bool:
        assert state.delivery is not None
        signed = state.signed_card(state.delivery.contract)
        holder = state.vehicle(signed.vehicle)
        at = state.vehicle(holder.aboard).at if holder.aboard is not None else holder.at
        return at == signed.receiver

    def finish_turn(self, state: CompetitorsState, arrived: bool) -> list[Event]:
        """The movement turn ends where the vehicle stands: a red flag there means a political-social event;
        then the delivery succeeds (at the receiver), goes on to its next movement turn, or runs out of time."""
        movement = state.movement
        assert movement is not None
        vehicle = state.vehicle(movement.vehicle)
        stopped = state.vehicle(vehicle.aboard) if vehicle.aboard is not None else vehicle
        events: list[Event] = []
        stop: Message | None = None
        if on_land(stopped.at) and load_world().territories[stopped.at].red_flag:
            stop = self.political_event(state, vehicle, stopped.at, events)
        if state.delivery is None:
            state.movement = None
            state.phase = Phase.ACTIONS
            return events + self.end_action(state)
        if vehicle.id not in {v.id for v in state.vehicles} and stop is None:
            stop = msg("the vehicle was seized")
        if stop:
            return events + self.fail_delivery(state, stop)
        if arrived:
            return events + self.succeed(state)
        state.delivery.turn += 1
        if state.delivery.turn > state.delivery.turns:
            return events + self.fail_delivery(state, msg("out of time"))
        holder = state.vehicle(state.signed_card(state.delivery.contract).vehicle)
        events.append(
            Event(
                EventKind.TURN,
                msg("Movement turn {turn} of {turns}", turn=state.delivery.turn, turns=state.delivery.turns),
                holder.owner,
            )
        )
        return events + self.start_turn(state, holder)

    def political_event(
        self, state: CompetitorsState, vehicle: Vehicle, territory: str, events: list[Event]
    ) -> Message | None:
        world = load_world()
        continent = world.continent_of(territory)
        roll = state.rng.randint(1, 12)
        entry = load_data().political_event(continent, roll)
        seat = state.operator(vehicle)
        events.append(
            Event(
                EventKind.DICE,
                msg(
                    "Red flag in {territory}: the 12-sided die shows {roll}, {event}. {effect}",
                    territory=place(territory),
                    roll=roll,
                    event=Term(entry.event, "event"),
                    effect=political_effect(entry),
                ),
                seat,
                {"d12": roll, "political": entry.event},
            )
        )
        effect = entry.effect
        if effect == PoliticalEffect.PAY:
            events += self.pay(state, seat, entry.amount, msg("in {territory}", territory=place(territory)))
        elif effect == PoliticalEffect.COLLECT:
            events += self.collect(state, seat, entry.amount, msg("in {territory}", territory=place(territory)))
        if entry.trucks and (vehicle.kind != VehicleKind.TRUCK or vehicle.aboard is not None):
            return None  # an event of the roads: a truck inside a ship or aircraft is safe from it
        if effect == PoliticalEffect.LOSE_MOVEMENT:
            vehicle.bonus -= entry.points
        elif effect == PoliticalEffect.EXTRA_MOVEMENT:
            vehicle.bonus += entry.points
        elif effect == PoliticalEffect.LOSE_TURN:
            vehicle.lost_turns += entry.turns
        elif effect == PoliticalEffect.END_TURN:
            return msg("the movement turn ended before the goods were handed over")
        elif effect == PoliticalEffect.SEIZE_GOODS:
            return msg("the goods were confiscated")
        elif effect == PoliticalEffect.SEIZE_VEHICLE:
            events += self.remove_vehicle(state, vehicle, msg("seized by rebels"))
            return msg("the vehicle was seized") if state.delivery is not None else None
        return None

    def succeed(self, state: CompetitorsState) -> list[Event]:
        delivery = state.delivery
        assert delivery is not None
        signed = state.signed_card(delivery.contract)
        seat = signed.owner
        world = load_world()
        card = contract(delivery.contract)
        points = load_data().victory_points[(world.continent_of(signed.sender), world.continent_of(signed.receiver))]
        state.points[seat] += points
        events = [
            Event(
                EventKind.SCORE,
                msg(
                    "{seat} delivers {goods} to {receiver} and scores {points}",
                    seat=SeatRef(seat),
                    goods=Term(card.goods, "goods"),
                    receiver=place(signed.receiver),
                    points=msgn("{count} victory point", "{count} victory points", count=points),
                ),
                seat,
                {"points": points, "amount": points, "score_part": msg("Points from deliveries")},
            )
        ]
        events += self.collect(state, seat, card.reward, msg("for the delivery"))
        if delivery.turn < delivery.turns and self.draw(state, seat, "contract") is not None:
            events.append(
                Event(
                    EventKind.CARD, msg("Delivered early: {seat} draws a bonus contract card", seat=SeatRef(seat)), seat
                )
            )
        return events + self.close_delivery(state, signed)

    def fail_delivery(self, state: CompetitorsState, why: Message) -> list[Event]:
        delivery = state.delivery
        assert delivery is not None
        signed = state.signed_card(delivery.contract)
        seat = signed.owner
        events = [Event(EventKind.SCORE, msg("The delivery of {seat} fails: {why}", seat=SeatRef(seat), why=why), seat)]
        if state.insurance[seat]:
            card = state.insurance[seat].pop(0)
            state.contract_discard.append(card)
            events += self.collect(state, seat, contract(card).amount, msg("from the insurance"))
        elif state.points[seat] > 0:
            state.points[seat] -= 1
            events.append(
                Event(
                    EventKind.SCORE,
                    msg("{seat} loses a victory point", seat=SeatRef(seat)),
                    seat,
                    {"points": -1, "amount": -1, "score_part": msg("Points lost to failed deliveries")},
                )
            )
        return events + self.close_delivery(state, signed)

    def discard_signed(self, state: CompetitorsState, signed: Signed) -> list[Event]:
        state.signed.remove(signed)
        state.contract_discard.append(signed.contract)
        state.territory_discard += [territory_card(signed.sender), territory_card(signed.receiver)]
        return []

    def close_delivery(self, state: CompetitorsState, signed: Signed) -> list[Event]:
        self.discard_signed(state, signed)
        state.delivery = None
        state.movement = None
        state.phase = Phase.ACTIONS
        return self.end_action(state)

    def do_end_movement(self, state: CompetitorsState, action: EndMovement) -> list[Event]:
        return self.finish_turn(state, arrived=False)

    def do_board(self, state: CompetitorsState, action: Board) -> list[Event]:
        truck, carrier = state.vehicle(action.truck), state.vehicle(action.carrier)
        truck.aboard, carrier.cargo = carrier.id, truck.id
        return [
            Event(
                EventKind.MOVE,
                msg(
                    "{truck} boards {carrier}",
                    truck=vehicle_label(VehicleKind.TRUCK, truck.id),
                    carrier=vehicle_label(carrier.kind, carrier.id),
                ),
                action.seat,
            )
        ]

    def do_disembark(self, state: CompetitorsState, action: Disembark) -> list[Event]:
        truck = state.vehicle(action.truck)
        carrier = state.vehicle(truck.aboard) if truck.aboard is not None else None
        assert carrier is not None
        truck.aboard, carrier.cargo = None, None
        state.charters.pop(carrier.id, None)  # the ride is over
        if state.movement and state.movement.vehicle == truck.id and state.movement.carrier_points >= 0:
            state.movement.carrier_points = -1
        return [
            Event(
                EventKind.MOVE,
                msg(
                    "{truck} unloads in {territory}",
                    truck=vehicle_label(VehicleKind.TRUCK, truck.id),
                    territory=place(truck.at),
                ),
                action.seat,
            )
        ]

    def do_transfer(self, state: CompetitorsState, action: TransferGoods) -> list[Event]:
        assert state.delivery is not None and state.movement is not None
        signed = state.signed_card(state.delivery.contract)
        signed.vehicle = action.vehicle
        vehicle = state.vehicle(action.vehicle)
        # the goods' new vehicle goes on with what is left of the turn, within its own points
        state.movement = Movement(
            vehicle.id,
            min(state.movement.points, rules()["movement_points"][vehicle.kind]),
            fuelled=list(state.movement.fuelled),
        )
        return [
            Event(
                EventKind.MOVE,
                msg("The goods move to {vehicle}", vehicle=vehicle_label(vehicle.kind, vehicle.id)),
                action.seat,
            )
        ]

    def do_buy(self, state: CompetitorsState, action: BuyVehicle) -> list[Event]:
        vehicle = self.new_vehicle(state, action.seat, action.kind, action.territory)
        events = self.pay(
            state,
            action.seat,
            rules()["buy"][action.kind],
            msg("for {vehicle}", vehicle=vehicle_label(action.kind, vehicle.id)),
        )
        return events + self.end_action(state)

    def do_sell(self, state: CompetitorsState, action: SellVehicle) -> list[Event]:
        state.vehicles.remove(state.vehicle(action.vehicle))
        events = self.collect(
            state,
            action.seat,
            rules()["sell"][action.kind],
            msg("for {vehicle}", vehicle=vehicle_label(action.kind, action.vehicle)),
        )
        return events + self.end_action(state)

    def do_buy_branch(self, state: CompetitorsState, action: BuyBranch) -> list[Event]:
        state.territory_hands[action.seat].remove(territory_card(action.territory))
        state.branches[action.seat].append(action.territory)
        events = self.pay(
            state,
            action.seat,
            rules()["buy"]["branch"],
            msg("for a branch in {territory}", territory=place(action.territory)),
        )
        return events + self.end_action(state)

    def do_sell_branch(self, state: CompetitorsState, action: SellBranch) -> list[Event]:
        state.branches[action.seat].remove(action.territory)
        state.territory_discard.append(territory_card(action.territory))
        state.contract_discard += state.attached.pop(action.territory, [])
        events = self.collect(
            state,
            action.seat,
            rules()["sell"]["branch"],
            msg("for the branch in {territory}", territory=place(action.territory)),
        )
        return events + self.end_action(state)

    def do_pass(self, state: CompetitorsState, action: PassAction) -> list[Event]:
        passed = Event(EventKind.INFO, msg("{seat} passes an action", seat=SeatRef(action.seat)), action.seat)
        return [passed, *self.end_action(state)]

    def do_special(self, state: CompetitorsState, action: PlaySpecial) -> list[Event]:
        seat, card = action.seat, contract(action.card)
        state.contract_hands[seat].remove(action.card)
        value = action.target.partition(":")[2]
        effect = card.effect
        events = [
            Event(EventKind.CARD, msg("{seat} plays {card}", seat=SeatRef(seat), card=Term(card.title, "card")), seat)
        ]
        if card.attach:
            state.attached.setdefault(action.target, []).append(action.card)
            return events
        if effect == SpecialEffect.INSURANCE:
            state.insurance[seat].append(action.card)
            return events
        state.contract_discard.append(action.card)
        if effect == SpecialEffect.LOSE_TURN:
            state.vehicle(int(value)).lost_turns += card.turns
        elif effect == SpecialEffect.EXTRA_CUSTOMS:
            state.bureaucracy[int(value)] += card.count
        elif effect == SpecialEffect.REMOVE_ATTACHMENT:
            removed = int(value)
            for name, cards in list(state.attached.items()):
                if removed in cards:
                    cards.remove(removed)
                    state.contract_discard.append(removed)
                    if not cards:
                        del state.attached[name]
        elif effect == SpecialEffect.EXTRA_TURN:
            state.signed_card(int(value)).extra_turns += card.turns
        elif effect == SpecialEffect.DRAW_CONTRACTS:
            for _ in range(card.count):
                self.draw(state, seat, "contract")
        return events

    # --- rounds, weather and the end --------------------------------------------------------------
    def end_action(self, state: CompetitorsState) -> list[Event]:
        state.actions_left -= 1
        if state.actions_left > 0:
            return []
        following = (state.turn_player + 1) % state.players
        events = self.end_charters(state, state.turn_player)  # before the weather and the end of the game
        if following == state.first_player:
            if state.round >= state.last_round or (
                state.points_mode and max(state.points) >= rules()["victory_points_to_win"]
            ):
                state.phase = Phase.OVER
                state.current_player = TERMINAL
                winners = self.result(state).winners
                return [
                    Event(
                        EventKind.END,
                        msg(
                            "The game ends after round {round}: {winners} wins",
                            round=state.round,
                            winners=SeatRef(winners[0]),
                        ),
                    )
                ]
            events += self.roll_weather(state)
            state.round += 1
        state.turn_player = following
        state.offers_made = [0] * state.players
        state.actions_left = rules()["actions_per_round"]
        events.append(
            Event(
                EventKind.TURN,
                msg("Round {round}: {seat} plays", round=state.round, seat=SeatRef(following)),
                following,
            )
        )
        return events

    def roll_weather(self, state: CompetitorsState) -> list[Event]:
        """The d6 picks the continent and the d12 the event; vulnerable vehicles of the kinds it threatens in
        its area roll the d6 and are safe below the saving number, else go home."""
        data = load_data()
        d6, d12 = state.rng.randint(1, 6), state.rng.randint(1, 12)
        state.danger = Danger(d6, d12)
        event = data.natural_event(d6, d12)
        events = [
            Event(
                EventKind.DICE,
                msg(
                    "Weather and danger: {continent}, {event} (the dice show {d6} and {d12})",
                    continent=Term(event.continent, "continent"),
                    event=Term(event.event, "event"),
                    d6=d6,
                    d12=d12,
                ),
                None,
                {"d6": d6, "d12": d12, "area": event.area},
            )
        ]
        for vehicle in list(state.vehicles):
            if vehicle.kind not in event.vehicles or not self.vulnerable(state, vehicle, event.area):
                continue
            roll = state.rng.randint(1, 6)
            safe = roll < event.save
            events.append(
                Event(
                    EventKind.DICE,
                    msg(
                        "{vehicle} of {seat} rolls {roll}: {outcome}",
                        vehicle=vehicle_label(vehicle.kind, vehicle.id),
                        seat=SeatRef(vehicle.owner),
                        roll=roll,
                        outcome=msg("safe") if safe else msg("hit"),
                    ),
                    vehicle.owner,
                    {"d6": roll, "save": event.save},
                )
            )
            if not safe:
                events += self.send_home(state, vehicle)
        return events

    def vulnerable(self, state: CompetitorsState, vehicle: Vehicle, area: Collection[str]) -> bool:
        """Trucks away from their company's bases, ships at sea and aircraft in flight, in the event's area
        (at sea and in the sky: within a hex width of the area's territories)."""
        if vehicle.aboard is not None:
            return False
        world = load_world()
        if any(
            contract(c).effect == SpecialEffect.SAFE_STORAGE and name in area
            for name in state.bases(vehicle.owner)
            for c in state.attached.get(name, [])
        ):
            return False
        if on_land(vehicle.at):
            return (
                vehicle.kind == VehicleKind.TRUCK
                and vehicle.at in area
                and vehicle.at not in state.bases(vehicle.owner)
            )
        x, y = position_point(world, vehicle)
        margin = world.grid.tile_width
        for name in area:
            left, top, right, bottom = world.territories[name].bounds
            if left - margin <= x <= right + margin and top - margin <= y <= bottom + margin:
                return True
        return False

    def wealth(self, state: CompetitorsState, seat: int) -> int:
        """Money after selling every vehicle and branch to the bank (the tie-break)."""
        sell = rules()["sell"]
        return int(
            state.money[seat]
            + sum(sell[v.kind] for v in state.fleet(seat))
            + sell["branch"] * len(state.branches[seat])
        )

    def result(self, state: CompetitorsState) -> Result:
        keys = [(state.points[s], self.wealth(state, s)) for s in range(state.players)]
        ranking = sorted(keys, reverse=True)
        return Result(tuple(ranking.index(key) + 1 for key in keys), tuple(state.points))

    def scores(self, state: CompetitorsState) -> list[int]:
        return list(state.points)

    def tie_break(self, state: CompetitorsState, seat: int) -> Message:
        return msg("Ties: money after selling vehicles and branches, {amount}", amount=Money(self.wealth(state, seat)))

    # --- what each seat knows ---------------------------------------------------------------------
    def face_down(self, state: CompetitorsState, seat: int | None) -> list[Signed]:
        """Signed contracts whose card `seat` cannot see: others', not yet on their way nor shown to a carrier."""
        moving = state.delivery.contract if state.delivery else None
        shown = trade.offered_cards(state)
        return [
            s
            for s in state.signed
            if s.owner != seat and s.contract != moving and f"contract:{s.contract}" not in shown
        ]

    def redact(self, state: CompetitorsState, seat: int | None) -> CompetitorsState:
        """Other hands, the decks' order and others' face-down contracts are HIDDEN; discards are face up."""
        view = state.clone()
        shown = trade.offered_cards(view)
        for other in range(view.players):
            if other != seat:
                view.territory_hands[other] = [
                    c if f"territory:{c}" in shown else HIDDEN for c in view.territory_hands[other]
                ]
                view.contract_hands[other] = [
                    c if f"contract:{c}" in shown else HIDDEN for c in view.contract_hands[other]
                ]
        for signed in self.face_down(view, seat):
            signed.contract = -signed.vehicle  # a face-down card, told apart by its vehicle
        view.territory_deck = [HIDDEN] * len(view.territory_deck)
        view.contract_deck = [HIDDEN] * len(view.contract_deck)
        view.customs_deck = [HIDDEN] * len(view.customs_deck)
        view.rng = Rng(0)  # the game's own generator would foretell every roll
        return view

    def observe(self, state: CompetitorsState, seat: int, rng: Rng) -> CompetitorsState:
        view = state.clone()
        view.rng = rng.fork(seat + 1)
        others = [s for s in range(view.players) if s != seat]
        shown = trade.offered_cards(view)
        territories = list(view.territory_deck) + [
            c for s in others for c in view.territory_hands[s] if f"territory:{c}" not in shown
        ]
        hidden_signed = self.face_down(view, seat)
        contracts = list(view.contract_deck) + [
            c for s in others for c in view.contract_hands[s] if f"contract:{c}" not in shown
        ]
        contracts += [s.contract for s in hidden_signed]
        for pool in (territories, contracts, view.customs_deck):
            pool.sort()
            rng.shuffle(pool)
        for signed in hidden_signed:  # a goods or illegal card its public vehicle may carry
            kind = view.vehicle(signed.vehicle).kind
            fits = [i for i, c in enumerate(contracts) if contract(c).kind != ContractKind.SPECIAL]
            signable = next((i for i in fits if contract(contracts[i]).carried_by(kind)), fits[0])
            signed.contract = contracts.pop(signable)
        for other in others:
            view.territory_hands[other] = [
                c if f"territory:{c}" in shown else territories.pop() for c in view.territory_hands[other]
            ]
            view.contract_hands[other] = [
                c if f"contract:{c}" in shown else contracts.pop() for c in view.contract_hands[other]
            ]
        view.territory_deck, view.contract_deck = territories, contracts
        return view

    def private_decision(self, state: CompetitorsState) -> bool:
        """Choosing a headquarters is public (no card is dealt yet); afterwards every move is made knowing a hand."""
        decision = state.flow.current
        return decision.private if decision is not None else state.phase != Phase.HEADQUARTERS

    def reveals(self, before: CompetitorsState, after: CompetitorsState, action: Action, events: list[Event]) -> bool:
        """A card drawn, a customs card turned, a contract card shown (to a carrier too), a die rolled."""
        shown = trade.offered_cards(after) - trade.offered_cards(before)
        return (
            any(e.kind in (EventKind.CARD, EventKind.DICE) for e in events)
            or any(f"contract:{s.contract}" in shown for s in before.signed)
            or super().reveals(before, after, action, events)
        )

    def quiet(self, action: Action) -> bool:
        """Letting an opening point pass shows nothing: a bot's "no offer" is played without a pause."""
        return isinstance(action, NoOffer)

    def needs_confirmation(self, state: CompetitorsState, action: Action) -> Message | None:
        if isinstance(action, SellBranch):
            return msg("Sell the branch in {territory}?", territory=place(action.territory))
        return None

    # --- wording ----------------------------------------------------------------------------------

    def why_illegal(self, state: CompetitorsState, action: Action) -> Message:
        if isinstance(action, ChooseHeadquarters) and state.phase == Phase.HEADQUARTERS:
            return self.why_not_here(state, action.seat, action.territory)
        if isinstance(action, Go) and state.phase == Phase.MOVING:
            return self.why_not_go(state, action.vehicle, action.target)
        if (
            isinstance(action, TradeMoney | TradeLess | Bid)
            and (why := trade.why_not_amount(state, action)) is not None
        ):
            return why
        return super().why_illegal(state, action)

    def why_not_go(self, state: CompetitorsState, vehicle_id: int, target: str) -> Message:
        world = load_world()
        vehicle = next((v for v in state.vehicles if v.id == vehicle_id), None)
        if vehicle is None or state.movement is None:
            return msg("That vehicle is not moving now.")
        if target in world.crossings:
            return msg("A vehicle cannot stop on a canal or strait.")
        if vehicle.kind == VehicleKind.TRUCK and target.startswith("hex:"):
            return msg("A truck cannot go to sea: load it onto a ship.")
        if vehicle.kind == VehicleKind.SHIP and on_land(target) and not world.territories[target].port:
            return msg("{territory} has no port.", territory=place(target))
        if vehicle.kind == VehicleKind.AIRCRAFT and on_land(target) and world.territories[target].airport == "none":
            return msg("{territory} has no airport.", territory=place(target))
        if vehicle.kind == VehicleKind.AIRCRAFT:
            return msg(
                "Aircraft reach a national airport of another continent only where the company has its "
                "headquarters or a branch: land first at an intercontinental airport."
            )
        return msg("{territory} is beyond the movement points left.", territory=self.where(target))

    def why_not_drag(self, state: CompetitorsState, source: str, target: str) -> Message:
        if state.phase == Phase.MOVING and source.startswith("vehicle:"):
            return self.why_not_go(state, int(source.removeprefix("vehicle:")), target.removeprefix(TARGET_PREFIX))
        if state.phase == Phase.ACTIONS and source.startswith("vehicle:") and not target.startswith("vehicle:"):
            vehicle = state.vehicle(int(source.removeprefix("vehicle:")))
            return msg(
                "A vehicle sets off with an action: drop {vehicle} where it stands to start its movement turn (with "
                "goods or without), then drag it along its way.",
                vehicle=vehicle_label(vehicle.kind, vehicle.id),
            )
        if source.startswith(DECK_PREFIX):
            return msg("Drop the card on your hand, the strip of your cards, to draw it.")
        if source.startswith(f"{HAND_PREFIX}{Thing.CONTRACT}:"):
            return self.why_not_sign(state, int(source.rpartition(":")[2]), target)
        if (
            state.phase == Phase.HEADQUARTERS
            and source.startswith(SOURCE_PREFIX)
            and not target.startswith(TARGET_PREFIX)
        ):
            return msg("Headquarters stand on land: drop yours on a state with a gold tower.")
        if (
            state.phase != Phase.HEADQUARTERS
            or not source.startswith(SOURCE_PREFIX)
            or not target.startswith(TARGET_PREFIX)
        ):
            return super().why_not_drag(state, source, target)
        return self.why_not_here(state, int(source.removeprefix(SOURCE_PREFIX)), target.removeprefix(TARGET_PREFIX))

    def why_not_move(self, state: CompetitorsState, source: str, target: str) -> Message:
        """A contract of the hand that signs nothing now: the first condition of signing it that breaks."""
        if source.startswith(f"{HAND_PREFIX}{Thing.CONTRACT}:"):
            return self.why_not_sign(state, int(source.rpartition(":")[2]), target)
        return super().why_not_move(state, source, target)

    def why_not_sign(self, state: CompetitorsState, number: int, target: str) -> Message:
        """Why a contract card dropped on `target` signs nothing: the first condition of signing it breaks."""
        card = contract(number)
        seat = state.turn_player
        if card.kind == ContractKind.SPECIAL:
            return msg("A special card is not signed: play it from the move list.")
        if state.phase != Phase.ACTIONS or state.flow.current is not None or state.offer is not None:
            return msg("Contracts are signed as an action of your turn.")
        if not target.startswith(VEHICLE_PREFIX):
            return msg("Drop the contract on one of your vehicles standing on a territory of your hand (the sender).")
        vehicle = state.vehicle(int(target.removeprefix(VEHICLE_PREFIX)))
        label = vehicle_label(vehicle.kind, vehicle.id)
        hand = [territory_of(c) for c in state.territory_hands[seat]]
        if not state.may_use(seat, vehicle):
            return msg("{vehicle} is not yours to use: sign with one of your own vehicles.", vehicle=label)
        if not card.carried_by(vehicle.kind):
            return msg(
                "{contract} goes by {kind} only, not by {vehicle}.",
                contract=contract_label(number),
                kind=vehicle_term(card.vehicle or vehicle.kind),
                vehicle=label,
            )
        if state.signed_for(vehicle.id) is not None:
            return msg("{vehicle} already carries a signed contract.", vehicle=label)
        if vehicle.aboard is not None or not on_land(vehicle.at):
            return msg("{vehicle} must stand in a territory to take on goods.", vehicle=label)
        if vehicle.at not in hand:
            return msg(
                "{vehicle} stands in {territory}: the sender must be a territory card of your hand.",
                vehicle=label,
                territory=place(vehicle.at),
            )
        if not serves(vehicle.kind, vehicle.at):
            return msg("{vehicle} cannot load goods in {territory}.", vehicle=label, territory=place(vehicle.at))
        return msg(
            "No other territory card of your hand can receive goods by {vehicle} (a ship needs a port there, an "
            "aircraft an airport).",
            vehicle=label,
        )

    def why_not_here(self, state: CompetitorsState, seat: int, territory: str) -> Message:
        if seat != state.current_player:
            return msg("It is {seat}'s turn to choose a headquarters.", seat=SeatRef(state.current_player))
        owner = state.owner_of(territory)
        if owner is not None:
            return msg(
                "{territory} is already the headquarters of {seat}.", territory=place(territory), seat=SeatRef(owner)
            )
        states = self.headquarters_states()
        if territory not in states:
            return msgn(
                "{territory} is not the headquarters state: choose the lit state.",
                "{territory} is not one of the {count} headquarters states: choose a lit state.",
                count=len(states),
                territory=place(territory),
            )
        return CANNOT_GO_THERE

    def prompt(self, state: CompetitorsState) -> Message:
        if state.phase == Phase.OVER:
            return msg("The game is over")
        # the trade dialog and the log show the offer whole: a prompt naming every thing would not fit
        if state.flow.current is not None and state.flow.current.kind == DecisionKind.TRADE and state.offer is not None:
            return msg("Accept, refuse or counter the offer of {seat}", seat=SeatRef(state.offer.proposer))
        if state.flow.current is not None and state.flow.current.kind == DecisionKind.OPEN:
            return msg("Open an offer or an auction now, or let the moment pass")
        if state.flow.current is not None and state.flow.current.kind == DecisionKind.PLACE:
            placed = state.vehicle(int(state.flow.current.subject))
            return msg(
                "Bring {vehicle} to your headquarters or a branch, or leave it where it stands",
                vehicle=vehicle_label(placed.kind, placed.id),
            )
        if state.offer is not None:
            return msg("Compose the offer, then send it, auction it or withdraw it")
        if state.auction is not None:
            return msg(
                "Bid at least {amount} for what {seat} auctions, or drop out",
                amount=Money(trade.lowest_bid(state.auction)),
                seat=SeatRef(state.auction.seller),
            )
        if state.phase == Phase.HEADQUARTERS:
            return msg("Drag your HQ onto a gold tower")
        if state.phase == Phase.MOVING:
            assert state.movement is not None
            vehicle = state.vehicle(state.movement.vehicle)
            if state.delivery:
                return msg(
                    "Movement turn {turn} of {turns}: move {vehicle} ({points} movement points left)",
                    turn=state.delivery.turn,
                    turns=state.delivery.turns,
                    vehicle=vehicle_label(vehicle.kind, vehicle.id),
                    points=state.movement.points,
                )
            return msg(
                "Move {vehicle} ({points} movement points left)",
                vehicle=vehicle_label(vehicle.kind, vehicle.id),
                points=state.movement.points,
            )
        return msgn(
            "Round {round}: {count} action left",
            "Round {round}: {count} actions left",
            count=state.actions_left,
            round=state.round,
        )
