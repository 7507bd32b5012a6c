"""Narco Empire — the rules.

A turn has three phases. Actions: draw Narcos cards one by one into the line and stop at will (at most
7; a third siren makes the player flee with one activity). Management: one activity per card of the
line to produce, ship and deliver merchandise; earnings are collected at the end. Improvements: buy a
crop or a card of the line; then the others, in turn order, may buy what is left for 1 million more.
Cartel cards are played at the moments their text names, the out-of-turn ones through the decision
flow. The game ends with the turn in which the round-2 deck runs out; the most money wins.
"""

from __future__ import annotations

from collections import Counter

from game.core.flow import Decision
from game.core.messages import Items, Message, Money, SeatRef, Term, msg, msgn
from game.core.protocol import (
    CANNOT_GO_THERE,
    TERMINAL,
    Action,
    Config,
    Event,
    EventKind,
    Game,
    Option,
    Result,
    thing_of,
)
from game.core.rng import Rng
from game.narco_empire.actions import (
    CITY,
    CLOSING_KINDS,
    MOVE_KINDS,
    AskAgain,
    BuyCard,
    BuyCrop,
    BuyNothing,
    CartelActivity,
    ChooseReward,
    Deliver,
    Draw,
    Eliminate,
    EndManagement,
    HireHitman,
    LeaveNext,
    LetStand,
    PassCartel,
    PlaceWorker,
    PlayCartel,
    PlayOn,
    Produce,
    Seize,
    SendSeller,
    Ship,
    StartRoundTwo,
    Stop,
    TakeNext,
    WorkerActivity,
    dealer_place,
    dealer_title,
)
from game.narco_empire.cards import HITMAN_TARGETS, NETWORK, Card, CartelCard, card, cartel_card, city_name, components
from game.narco_empire.compat import COMPAT
from game.narco_empire.kinds import CardKind, CartelEffect, CartelTiming, DecisionKind, Phase, Thing
from game.narco_empire.state import (
    HIDDEN,
    NarcoState,
    Player,
    capacity,
    production,
)


def catalogue_terms() -> list[Term]:
    """The names from the cards and the board a player reads, for the catalogue (tools/extract_messages.py)."""
    data = components()
    terms = [entry.title for entry in data.cards.values()] + [entry.title for entry in data.cartel.values()]
    terms += [city_name(city) for city in data.cities]
    terms += [Term(name, "city token") for name in data.city_token_names.values()]
    return list(dict.fromkeys(terms))


def limit(name: str) -> int:
    return components().limits[name]


def first_of_each_type(cards: list[str]) -> list[str]:
    """Of identical copies, the first: they are the same move and read the same."""
    seen: set[str] = set()
    kept = []
    for card_id in sorted(cards):
        kind = card(card_id).type if card_id in components().cards else cartel_card(card_id).type
        if kind not in seen:
            seen.add(kind)
            kept.append(card_id)
    return kept


def value(network_card: str) -> int:
    """What a network card is worth for comparing: its production with four crops, or its capacity."""
    c = card(network_card)
    return c.production[-1] if c.production else c.capacity


TITLE = Term("Narco Empire", "game")


class NarcoEmpireGame(Game[NarcoState]):
    id = "narco_empire"
    compat = COMPAT
    move_kinds = MOVE_KINDS
    closing_kinds = CLOSING_KINDS
    rules_version = 2
    """2: replaced set-up cards go to the discard pile, at most 7 activities from the line, a seizure's
    merchandise chosen, a worker placed after the free last delivery (issue 36)."""
    title = TITLE.name
    min_players = 2
    max_players = 4
    options = (
        Option(
            "mode",
            msg("Mode"),
            ("basic", "advanced"),
            "basic",
            msg(
                "Basic: the cards alone. Advanced adds the board of four cities with their tokens, five "
                "workers each, the tax to the players with more workers in a city, and the police compound."
            ),
            {"basic": msg("Basic"), "advanced": msg("Advanced")},
        ),
    )

    # --- set-up ----------------------------------------------------------------------------------

    def new_game(self, config: Config, seed: int) -> NarcoState:
        self.check_config(config)
        data = components()
        setup = data.setup
        net = setup["network"]
        advanced = self.option(config, "mode") == "advanced"
        rng = Rng(seed)
        players = [
            Player(
                setup["money"],
                setup["hitmen"],
                setup["crops"],
                net["laboratory"],
                net["transport"],
                net["storage"],
                setup["laboratory_cubes"],
                workers=setup["workers"] if advanced else 0,
            )
            for _ in config.seats
        ]
        state = NarcoState(players, rng, advanced)
        n = len(players)
        state.bank = -setup["money"] * n
        state.merchandise_supply = data.supply["merchandise"] - setup["laboratory_cubes"] * n
        state.crop_supply = data.supply["crops"] - setup["crops"] * n
        state.hitman_supply = data.supply["hitmen"] - setup["hitmen"] * n
        # One dealer of each city beside the deck, in random order; the round-2 cards set apart.
        for city in data.cities:
            copies = [c for c in data.deck if card(c).city == city]
            state.fallback_dealers.append(rng.choice(copies))
        rng.shuffle(state.fallback_dealers)
        state.round_two = [c for c in data.deck if card(c).round == 2]
        state.deck = [c for c in data.deck if card(c).round == 1 and c not in state.fallback_dealers]
        rng.shuffle(state.deck)
        state.cartel_deck = sorted(data.cartel)
        rng.shuffle(state.cartel_deck)
        for player in players:
            player.cartel = [state.cartel_deck.pop() for _ in range(setup["cartel_cards"])]
        if advanced:
            tokens = list(data.city_tokens)
            rng.shuffle(tokens)
            state.city_tokens = dict(zip(data.cities, tokens, strict=True))
            state.city_workers = {city: [0] * n for city in data.cities}
        state.turn = rng.below(n)
        self._start_turn(state, [])
        return state

    # --- views -----------------------------------------------------------------------------------

    def redact(self, state: NarcoState, seat: int | None) -> NarcoState:
        """The deck's order (but for a top card the seat has seen) and the cartel deck are hidden, and so
        are other players' cartel hands; everything else lies face up."""
        view = state.clone()
        known_top = seat is not None and seat in state.peeked_by and state.deck
        view.deck = [state.deck[0] if known_top and i == 0 else HIDDEN for i in range(len(state.deck))]
        view.cartel_deck = [HIDDEN] * len(state.cartel_deck)
        for other, player in enumerate(view.players):
            if other != seat:
                player.cartel = [HIDDEN] * len(player.cartel)
        view.rng = Rng(0)  # the game's own generator would foretell every reshuffle
        return view

    def observe(self, state: NarcoState, seat: int, rng: Rng) -> NarcoState:
        view = state.clone()
        # Pools are sorted before shuffling: the real hidden order must not shape the sample.
        keep_top = 1 if seat in state.peeked_by and state.deck else 0
        unseen = sorted(state.deck[keep_top:])
        rng.shuffle(unseen)
        view.deck = state.deck[:keep_top] + unseen
        hands = [c for other, p in enumerate(state.players) if other != seat for c in p.cartel]
        cartel_pool = sorted(state.cartel_deck + hands)
        rng.shuffle(cartel_pool)
        for other, player in enumerate(view.players):
            if other != seat:
                player.cartel = [cartel_pool.pop() for _ in player.cartel]
        view.cartel_deck = cartel_pool
        view.rng = Rng(rng.next64())
        return view

    def private_decision(self, state: NarcoState) -> bool:
        """Out-of-turn purchases are public; everything else is decided with one's cartel hand in mind."""
        decision = state.flow.current
        return True if decision is None else decision.private

    def reveals(self, before: NarcoState, after: NarcoState, action: Action, events: list[Event]) -> bool:
        """A card drawn or seen, a cartel card drawn, or a deck shuffled."""
        return (
            len(after.deck) < len(before.deck)
            or len(after.cartel_deck) != len(before.cartel_deck)
            or after.peeked_by != before.peeked_by
            or super().reveals(before, after, action, events)
        )

    # --- what the line says ----------------------------------------------------------------------

    def sirens(self, state: NarcoState) -> int:
        return sum(card(c).sirens for c in state.line)

    def pistols(self, state: NarcoState) -> int:
        return sum(card(c).pistols for c in state.line)

    def line_activities(self, state: NarcoState) -> int:
        """Activities the line gives: one per card but those not paid, at most 7 ("a limit of 7 actions
        obtained with cards from the first phase": a press's eighth card adds its siren, not an activity),
        only one after fleeing."""
        if state.fled:
            return 1
        return min(limit("line"), sum(1 for c in state.line if c not in state.unpaid))

    def dealers(self, state: NarcoState) -> list[str]:
        """Where the turn player can deliver now: the line's dealers not yet used, or if the line has none,
        the dealers beside the deck not yet used; in advanced mode also a city that always buys."""
        line_dealers = [c for c in state.line if card(c).kind == CardKind.DEALER]
        offered = line_dealers if line_dealers else state.fallback_dealers
        found = [c for c in offered if c not in state.deliveries]
        for city, token in state.city_tokens.items():
            if token == "always-sell" and CITY + city not in state.deliveries:
                found.append(CITY + city)
        return found

    def dealer_city(self, dealer: str) -> str:
        return dealer.removeprefix(CITY) if dealer.startswith(CITY) else card(dealer).city

    def crop_price(self, player: Player) -> int | None:
        if player.crops >= limit("max_crops"):
            return None
        return components().crop_prices[player.crops + 1]

    def improves(self, player: Player, card_id: str) -> bool:
        c = card(card_id)
        return c.kind in NETWORK and value(card_id) > value(player.network(c.kind))

    def playable_cartel(self, state: NarcoState, seat: int, when: CartelTiming) -> list[CartelCard]:
        """The cartel cards of `seat` for that moment whose cost the seat can pay and whose event can happen."""
        player = state.players[seat]
        found = []
        for card_id in first_of_each_type(player.cartel):
            c = cartel_card(card_id)
            affordable = player.hitmen >= c.hitmen and player.money >= c.money
            if c.when == when and affordable and self._targets(state, seat, c):
                found.append(c)
        return found

    def _targets(self, state: NarcoState, seat: int, c: CartelCard) -> list[int]:
        """The seats a cartel card can be played against: [-1] for one without a target, [] when it cannot
        be played now."""
        rivals = [s for s in range(state.players_count) if s != seat]
        match c.effect:
            case CartelEffect.BURN_CROP:
                return [s for s in rivals if state.players[s].crops > 1]
            case CartelEffect.STEAL_MERCHANDISE:
                return [s for s in rivals if state.players[s].laboratory_cubes > 0]
            case CartelEffect.EXTORT:
                return [s for s in rivals if state.players[s].money > 0]
            case CartelEffect.ROB_COMPOUND:
                return [-1] if state.compound_cubes or state.compound_money else []
            case CartelEffect.PEEK:
                return [-1] if state.deck and not state.forced and seat not in state.peeked_by else []
            case CartelEffect.FORCE_DRAW:
                return [state.turn] if state.deck and len(state.line) < limit("line") else []
            case CartelEffect.AMBUSH:
                return [state.turn]
            case _:
                return [-1]

    # --- legal actions ---------------------------------------------------------------------------

    def legal_actions(self, state: NarcoState) -> list[Action]:
        if state.phase == Phase.OVER:
            return []
        decision = state.flow.current
        if decision is not None:
            return self._decision_actions(state, decision.seat, decision.kind)
        seat = state.turn
        player = state.players[seat]
        actions: list[Action] = []
        match state.phase:
            case Phase.START:
                actions += [PlayOn(), StartRoundTwo()]
            case Phase.DRAW:
                actions.append(Draw())
                if state.drawn and not state.forced:
                    actions.append(Stop())
                actions += self._cartel_plays(state, seat, CartelTiming.DRAW)
            case Phase.DANGER:
                threat = state.line[-1]
                if player.hitmen:
                    actions.append(Eliminate(seat, threat))
                actions += self._cartel_plays(state, seat, CartelTiming.DANGER)
                actions.append(LetStand(threat))
            case Phase.PEEK:
                actions.append(TakeNext())
                if state.drawn:
                    actions.append(LeaveNext())
            case Phase.REWARD:
                actions += [ChooseReward("hitman"), ChooseReward("cartel")]
            case Phase.MANAGE:
                actions += self._manage_actions(state, seat)
            case Phase.IMPROVE:
                actions += self._purchases(state, seat, 0)
                actions.append(BuyNothing())
        if player.auto_pass and state.phase in (Phase.DRAW, Phase.MANAGE):
            actions.append(AskAgain())
        return actions

    def _decision_actions(self, state: NarcoState, seat: int, kind: DecisionKind) -> list[Action]:
        if kind == DecisionKind.BUY_LEFTOVER:
            return [*self._purchases(state, seat, limit("out_of_turn_surcharge")), BuyNothing()]
        if kind == DecisionKind.SEIZURE:
            police = state.flow.current.subject if state.flow.current else ""
            return [Seize(seat, police, Thing.LABORATORY), Seize(seat, police, Thing.STORAGE)]
        return [*self._cartel_plays(state, seat, CartelTiming(kind)), PassCartel(), PassCartel(always=True)]

    def _cartel_plays(self, state: NarcoState, seat: int, when: CartelTiming) -> list[Action]:
        return [
            PlayCartel(c.id, target, seat, cartel_place(state, seat, c, target))
            for c in self.playable_cartel(state, seat, when)
            for target in self._targets(state, seat, c)
        ]

    def _worker_moves(self, state: NarcoState, seat: int) -> list[Action]:
        """Advanced mode: a worker placed in a city sold in this turn, or sent along with a delivery."""
        player = state.players[seat]
        if not (state.advanced and player.workers):
            return []
        unaccompanied = [d for d in state.deliveries if d not in state.sellers]
        return [
            *(PlaceWorker(seat, city) for city in state.sold_in),
            *(SendSeller(seat, d) for d in first_of_each_type_dealers(unaccompanied)),
        ]

    def _manage_actions(self, state: NarcoState, seat: int) -> list[Action]:
        player = state.players[seat]
        if state.closing:  # after the free last delivery: only its worker, then the earnings
            return [*self._worker_moves(state, seat), EndManagement()]
        actions: list[Action] = []
        dealers = self.dealers(state) if player.storage_cubes else []
        if state.activities:
            if state.merchandise_supply:
                actions.append(Produce(seat))
            if player.laboratory_cubes and player.storage_cubes < capacity(player):
                actions.append(Ship(seat))
            actions += [Deliver(seat, d) for d in first_of_each_type_dealers(dealers)]
        else:
            actions += [Deliver(seat, d, free=True) for d in first_of_each_type_dealers(dealers)]
        actions += self._cartel_plays(state, seat, CartelTiming.MANAGE)
        actions += [CartelActivity(c, seat) for c in first_of_each_type(player.cartel)]
        if state.advanced and player.workers:
            actions.append(WorkerActivity())
            price = limit("worker_hitman_price")
            if player.money >= price and state.hitman_supply:
                actions.append(HireHitman(seat, price))
            actions += self._worker_moves(state, seat)
        actions.append(EndManagement())
        return actions

    def _purchases(self, state: NarcoState, seat: int, surcharge: int) -> list[Action]:
        player = state.players[seat]
        actions: list[Action] = []
        price = self.crop_price(player)
        if not surcharge and price is not None and state.crop_supply and player.money >= price:
            actions.append(BuyCrop(seat, price))
        for card_id in first_of_each_type(state.line):
            cost = card(card_id).price + surcharge
            if self.improves(player, card_id) and player.money >= cost:
                actions.append(BuyCard(seat, card_id, cost))
        return actions

    def why_not_move(self, state: NarcoState, source: str, target: str) -> Message:
        """Stop, clicked (or the line dragged onto it) while the turn may not stop yet: why."""
        if state.phase == Phase.DRAW and "stop" in (source, target):
            if not state.drawn:
                return msg("Every turn draws at least one card: drag the deck onto your line first.")
            if state.forced:
                return msg("A press makes you draw another card before you may stop.")
        return super().why_not_move(state, source, target)

    def why_not_drag(self, state: NarcoState, source: str, target: str) -> Message:
        """Why a card or a cube cannot go where it was dropped, in the game's terms."""
        kind, name = thing_of(source, Thing)
        legal = self.legal_actions(state)
        seizure = next((a for a in legal if isinstance(a, Seize)), None)
        if seizure is not None:
            return msg(
                "The {card} seizes a consignment: drop one from your laboratory or your storage on it.",
                card=card(seizure.card).title,
            )
        reason = self._why_not_cartel(state, source, legal) if kind == Thing.CARTEL and ":" in name else None
        if reason is not None:
            return reason
        buys = {a.card: a for a in legal if isinstance(a, BuyCard)}
        if kind == Thing.LINE and name in buys:
            own = card(state.players[buys[name].seat].network(card(name).kind)).title
            return msg("The {card} takes the place of your {own}: drop it there.", card=card(name).title, own=own)
        if kind == Thing.LINE and any(isinstance(a, BuyNothing) for a in legal) and card(name).kind in NETWORK:
            c, player = card(name), state.players[state.current_player]
            if not self.improves(player, name):
                return msg(
                    "The {card} is no better than your {own}.", card=c.title, own=card(player.network(c.kind)).title
                )
            leftover = state.flow.current is not None  # another's card left over: the surcharge on top
            price = c.price + (limit("out_of_turn_surcharge") if leftover else 0)
            return msg(
                "The {card} costs {price}; you have {money}.",
                card=c.title,
                price=Money(price, "million"),
                money=Money(player.money, "million"),
            )
        if kind == Thing.CROPS:
            return msg("A crop you buy goes on your Plantation.")
        if kind == Thing.PLANTATION:
            return msg("Crops become merchandise in your laboratory: drop them on it.")
        if kind == Thing.LABORATORY:
            return msg("Merchandise is shipped from the lab to your storage.")
        if kind == Thing.STORAGE:
            return msg("Consignments are delivered from your storage to a dealer: drop it on a dealer card.")
        if kind == Thing.WORKERS and state.advanced and target.startswith(f"{Thing.CITY}:"):
            if not state.sold_in:
                return msg("A worker is placed in a city you sold in this turn, and you have sold in none yet.")
            return msg(
                "A worker is placed in a city you sold in this turn: {cities}.",
                cities=Items(tuple(city_name(city) for city in sorted(state.sold_in))),
            )
        return CANNOT_GO_THERE

    def _why_not_cartel(self, state: NarcoState, source: str, legal: list[Action]) -> Message | None:
        """Where a cartel card that can be played now goes; None for one that cannot."""
        seat, _, card_id = source.removeprefix(f"{Thing.CARTEL}:").partition(":")
        title = cartel_card(card_id).title
        plays = [a for a in legal if isinstance(a, PlayCartel) and a.drag()[0] == source]
        face_down = any(isinstance(a, CartelActivity) and a.drag()[0] == source for a in legal)
        if not plays:
            return (
                msg("Play {card} face down by dropping it on the activities left.", card=title) if face_down else None
            )
        place = plays[0].place
        if place == f"{Thing.NETWORK}:{seat}":
            how = msg("Play {card} by dropping it on your own network.", card=title)
        elif place.startswith(f"{Thing.NETWORK}:"):
            how = msg("Play {card} by dropping it on the network of the rival it is played against.", card=title)
        else:
            how = msg("Play {card} by dropping it on {place}.", card=title, place=place_title(place))
        if not face_down:
            return how
        return msg("{how} To play it face down for one more activity, drop it on the activities left.", how=how)

    # --- carrying out ----------------------------------------------------------------------------

    def perform(self, state: NarcoState, action: Action) -> list[Event]:
        events: list[Event] = []
        seat = state.current_player
        performed = (
            self._perform_drawing(state, seat, action, events)
            or self._perform_management(state, seat, action, events)
            or self._perform_improvement(state, seat, action, events)
        )
        if not performed:
            raise TypeError(f"not a Narco Empire action: {action!r}")
        if state.phase != Phase.OVER:
            state.current_player = state.flow.seat_to_act(state.turn)
        return events

    def _perform_drawing(self, state: NarcoState, seat: int, action: Action, events: list[Event]) -> bool:
        """The actions phase and its dangers: drawing cards, stopping, hitmen, the four-pistol reward. False
        when `action` is none of these."""
        player = state.players[seat]
        match action:
            case PlayOn():
                events.append(
                    Event(
                        EventKind.PHASE,
                        msgn(
                            "{seat} plays the last {count} card of round 1",
                            "{seat} plays the last {count} cards of round 1",
                            count=len(state.deck),
                            seat=SeatRef(seat),
                        ),
                        seat,
                    )
                )
                self._begin_drawing(state)
            case StartRoundTwo():
                self._start_round_two(state, events)
                self._begin_drawing(state)
            case Draw():
                self._draw(state, events)
            case Stop() | LeaveNext():
                events.append(Event(EventKind.INFO, msg("{seat} stops drawing", seat=SeatRef(seat)), seat))
                state.phase = Phase.DRAW
                if not self._ask_rivals(state, DecisionKind.RIVAL_STOPS):
                    self._end_drawing(state, events)
            case TakeNext():
                self._draw(state, events)
            case Seize(card=police, source=source):
                state.flow.answered()
                if source == Thing.LABORATORY:
                    player.laboratory_cubes -= 1
                else:
                    player.storage_cubes -= 1
                self._seized(state, police, events)
                self._dangers_settled(state, events)
            case Eliminate(card=threat):
                player.hitmen -= 1
                state.hitman_supply += 1
                self._remove_threat(
                    state,
                    threat,
                    events,
                    msg("{seat}'s hitman eliminates the {card}", seat=SeatRef(seat), card=card(threat).title),
                )
            case LetStand(card=threat):
                events.append(
                    Event(
                        EventKind.INFO,
                        msg("{seat} lets the {card} stand", seat=SeatRef(seat), card=card(threat).title),
                        seat,
                    )
                )
                self._card_stands(state, threat, events)
            case ChooseReward(reward=reward):
                if reward == "hitman":
                    self._give_hitman(state, seat, events)
                else:
                    self._give_cartel(state, seat, limit("choice_cartel_cards"), events)
                state.phase = Phase.MANAGE
            case _:
                return False
        return True

    def _perform_management(self, state: NarcoState, seat: int, action: Action, events: list[Event]) -> bool:
        """Cartel cards, played or passed, and the management phase's activities. False when `action` is none
        of these."""
        player = state.players[seat]
        match action:
            case PlayCartel():
                self._play_cartel(state, seat, action, events)
            case CartelActivity(card=card_id):
                player.cartel.remove(card_id)
                state.cartel_discard.append(card_id)
                state.activities += 1
                events.append(
                    Event(
                        EventKind.CARD,
                        msg(
                            "{seat} plays {card} face down for an extra activity",
                            seat=SeatRef(seat),
                            card=cartel_card(card_id).title,
                        ),
                        seat,
                    )
                )
            case PassCartel(always=always):
                player.auto_pass = player.auto_pass or always
                state.flow.answered()
                self._flow_moves_on(state, events)
            case AskAgain():
                player.auto_pass = False
            case Produce():
                made = min(production(player), state.merchandise_supply)
                state.merchandise_supply -= made
                player.laboratory_cubes += made
                state.activities -= 1
                said = msgn(
                    "{seat} produces {count} consignment",
                    "{seat} produces {count} consignments",
                    count=made,
                    seat=SeatRef(seat),
                )
                if made < production(player):  # the supply ran short: the laboratory could make more
                    said = msg("{produced}: the supply has no more", produced=said)
                events.append(Event(EventKind.MOVE, said, seat))
            case Ship():
                moved = min(
                    player.laboratory_cubes, card(player.transport).capacity, capacity(player) - player.storage_cubes
                )
                player.laboratory_cubes -= moved
                player.storage_cubes += moved
                state.activities -= 1
                events.append(
                    Event(
                        EventKind.MOVE,
                        msgn(
                            "{seat} ships {count} consignment to the storage",
                            "{seat} ships {count} consignments to the storage",
                            count=moved,
                            seat=SeatRef(seat),
                        ),
                        seat,
                    )
                )
            case Deliver(dealer=dealer, free=free):
                if not free:
                    state.activities -= 1
                self._deliver(state, seat, dealer, events)
                state.closing = free
                if not self._ask_rivals(state, DecisionKind.RIVAL_SELLS, subject=dealer) and free:
                    self._close_management(state, events)
            case EndManagement():
                self._collect(state, events)
            case _:
                return False
        return True

    def _perform_improvement(self, state: NarcoState, seat: int, action: Action, events: list[Event]) -> bool:
        """Improvements (crops, network cards) and the workers' uses. False when `action` is none of these."""
        player = state.players[seat]
        match action:
            case BuyCrop(price=price):
                self._pay(state, seat, price)
                player.crops += 1
                state.crop_supply -= 1
                events.append(
                    Event(
                        EventKind.MONEY,
                        msg("{seat} buys a crop for {price}", seat=SeatRef(seat), price=Money(price, "million")),
                        seat,
                    )
                )
                self._improvement_done(state, events)
            case BuyCard(card=card_id, price=price):
                self._buy_card(state, seat, card_id, price, events)
                self._improvement_done(state, events)
            case BuyNothing():
                self._improvement_done(state, events)
            case HireHitman(price=price):
                self._pay(state, seat, price)
                player.workers -= 1
                self._give_hitman(state, seat, events)
            case WorkerActivity():
                player.workers -= 1
                state.activities += 1
                events.append(
                    Event(
                        EventKind.INFO, msg("{seat} uses up a worker for an extra activity", seat=SeatRef(seat)), seat
                    )
                )
            case PlaceWorker(city=city):
                player.workers -= 1
                state.city_workers[city][seat] += 1
                state.sold_in.remove(city)
                events.append(
                    Event(
                        EventKind.MOVE,
                        msg("{seat} places a worker in {city}", seat=SeatRef(seat), city=city_name(city)),
                        seat,
                    )
                )
                if state.closing:
                    self._close_management(state, events)
            case SendSeller(dealer=dealer):
                player.workers -= 1
                state.sellers[dealer] = 1
                events.append(
                    Event(
                        EventKind.MOVE,
                        msg(
                            "{seat} sends a worker to sell at {dealer}", seat=SeatRef(seat), dealer=dealer_title(dealer)
                        ),
                        seat,
                    )
                )
                if state.closing:
                    self._close_management(state, events)
            case _:
                return False
        return True

    # --- turns and rounds ------------------------------------------------------------------------

    def _start_turn(self, state: NarcoState, events: list[Event]) -> None:
        state.turns += 1
        if state.round == 1 and not state.deck:
            self._start_round_two(state, events)
        events.append(Event(EventKind.TURN, msg("{seat}'s turn", seat=SeatRef(state.turn)), state.turn))
        state.line = sorted(agent for agent, seat in state.dea.items() if seat == state.turn)
        for agent in state.line:
            events.append(
                Event(
                    EventKind.CARD,
                    msg(
                        "The {card} follows {seat}: one siren already", card=card(agent).title, seat=SeatRef(state.turn)
                    ),
                    state.turn,
                )
            )
        if state.round == 1 and len(state.deck) < limit("line"):
            state.phase = Phase.START
        else:
            self._begin_drawing(state)
        state.current_player = state.turn

    def _begin_drawing(self, state: NarcoState) -> None:
        state.phase = Phase.DRAW

    def _start_round_two(self, state: NarcoState, events: list[Event]) -> None:
        """The used cards, the rest of round 1 and the cards set apart, shuffled into the round-2 deck. The
        Narco deck is formed again of Narcos cards: replaced set-up cards stay on the discard pile."""
        narcos = set(components().deck)
        used = [c for c in state.discard if c in narcos]
        state.deck = sorted(state.deck + used + state.round_two)
        state.discard = [c for c in state.discard if c not in narcos]
        state.round_two, state.peeked_by = [], []
        state.rng.shuffle(state.deck)
        state.round = 2
        events.append(
            Event(
                EventKind.PHASE,
                msgn(
                    "Round 2 begins: {count} card in the deck",
                    "Round 2 begins: {count} cards in the deck",
                    count=len(state.deck),
                ),
                state.turn,
            )
        )

    def _end_turn(self, state: NarcoState, events: list[Event]) -> None:
        state.discard += [c for c in state.line if card(c).kind != CardKind.DEA]
        state.line, state.paid, state.unpaid = [], [], []
        state.deliveries, state.sellers, state.sold_in = {}, {}, []
        state.drawn, state.activities, state.fled, state.forced = 0, 0, False, False
        self._dea_follows_money(state, events)
        if state.round == 2 and not state.deck:
            state.phase = Phase.OVER
            state.current_player = TERMINAL
            best = max(self.scores(state))
            winners = [s for s, money in enumerate(self.scores(state)) if money == best]
            events.append(
                Event(EventKind.END, msg("The round-2 deck is used up: the game is over"), None, {"winners": winners})
            )
            return
        state.turn = (state.turn + 1) % state.players_count
        self._start_turn(state, events)

    def _dea_follows_money(self, state: NarcoState, events: list[Event]) -> None:
        """The agent after the money goes to the richest player (a tie keeps him where he is)."""
        agents = [a for a in state.dea if card(a).follows == "money"]
        for agent in agents:
            money = [p.money for p in state.players]
            holder = state.dea[agent]
            if holder >= 0 and money[holder] == max(money):
                continue
            richest = money.index(max(money))
            state.dea[agent] = richest
            events.append(
                Event(
                    EventKind.CARD,
                    msg("The {card} goes after {seat}, the richest", card=card(agent).title, seat=SeatRef(richest)),
                    richest,
                )
            )

    # --- drawing ---------------------------------------------------------------------------------

    def _draw(self, state: NarcoState, events: list[Event]) -> None:
        seat = state.turn
        card_id = state.deck.pop(0)
        state.peeked_by = []
        state.drawn += 1
        c = card(card_id)
        extra = len(state.line) >= limit("line")
        state.forced = False
        if c.kind == CardKind.DEA:
            state.dea.setdefault(card_id, -1)
        if extra and c.sirens == 0:
            state.discard.append(card_id)
            events.append(
                Event(
                    EventKind.CARD,
                    msg("{seat} draws the {card} after the press: it does not count", seat=SeatRef(seat), card=c.title),
                    seat,
                )
            )
            self._end_drawing(state, events)
            return
        state.line.append(card_id)
        events.append(Event(EventKind.CARD, self._drawn_message(state, seat, c), seat, {"card": card_id}))
        if self.sirens(state) >= limit("flee_sirens"):
            state.fled = True
            events.append(
                Event(
                    EventKind.INFO,
                    msg("Third siren: {seat} flees with one activity and no pistol reward", seat=SeatRef(seat)),
                    seat,
                )
            )
            self._end_drawing(state, events)
        elif extra:
            if not self._settle_dangers(state, events) or not self._seizure_asked(state):
                self._end_drawing(state, events)
        elif c.kind in HITMAN_TARGETS and (
            state.players[seat].hitmen or self.playable_cartel(state, seat, CartelTiming.DANGER)
        ):
            state.phase = Phase.DANGER
        else:
            self._card_stands(state, card_id, events)

    def _drawn_message(self, state: NarcoState, seat: int, c: Card) -> Message:
        if c.sirens:
            return msgn(
                "{seat} draws the {card}: {count} siren",
                "{seat} draws the {card}: {count} sirens",
                count=self.sirens(state),
                seat=SeatRef(seat),
                card=c.title,
            )
        return msgn(
            "{seat} draws the {card}: {count} pistol",
            "{seat} draws the {card}: {count} pistols",
            count=self.pistols(state),
            seat=SeatRef(seat),
            card=c.title,
        )

    def _remove_threat(self, state: NarcoState, threat: str, events: list[Event], said: Message) -> None:
        state.line.remove(threat)
        state.discard.append(threat)
        events.append(Event(EventKind.CARD, said, state.turn))
        self._keep_drawing(state, events)

    def _card_stands(self, state: NarcoState, card_id: str, events: list[Event]) -> None:
        """A card stays in the line: the dangers it raises are settled, then its own effect."""
        if not self._settle_dangers(state, events):
            self._end_drawing(state, events)
            return
        if self._seizure_asked(state):
            return
        kind = card(card_id).kind
        if kind == CardKind.PRESS:
            state.forced = bool(state.deck)
            if state.forced:
                events.append(
                    Event(
                        EventKind.INFO,
                        msg("The press forces {seat} to draw again", seat=SeatRef(state.turn)),
                        state.turn,
                    )
                )
        if kind == CardKind.INFORMANT and state.deck and len(state.line) < limit("line"):
            state.phase = Phase.PEEK
            state.peeked_by = [state.turn]
            events.append(
                Event(
                    EventKind.INFO,
                    msg("The informant shows {seat} the next card", seat=SeatRef(state.turn)),
                    state.turn,
                )
            )
            return
        self._keep_drawing(state, events)

    def _keep_drawing(self, state: NarcoState, events: list[Event]) -> None:
        if not state.deck or (len(state.line) >= limit("line") and not state.forced):
            self._end_drawing(state, events)
        else:
            state.phase = Phase.DRAW

    def _settle_dangers(self, state: NarcoState, events: list[Event]) -> bool:
        """At two sirens or more, each police seizes a consignment (a million without one) and each
        military a million. False when the player cannot pay one: the drawing ends."""
        if self.sirens(state) < limit("danger_sirens"):
            return True
        seat = state.turn
        player = state.players[seat]
        for card_id in state.line:
            kind = card(card_id).kind
            if kind not in (CardKind.POLICE, CardKind.MILITARY) or card_id in state.paid or card_id in state.unpaid:
                continue
            if kind == CardKind.POLICE and player.laboratory_cubes and player.storage_cubes:
                # "either from the laboratory or storage": the player chooses, and the settling waits
                state.flow.interrupt(seat, DecisionKind.SEIZURE, True, card_id)
                return True
            if kind == CardKind.POLICE and (player.laboratory_cubes or player.storage_cubes):
                if player.laboratory_cubes:
                    player.laboratory_cubes -= 1
                else:
                    player.storage_cubes -= 1
                self._seized(state, card_id, events)
                continue
            if player.money >= 1:
                player.money -= 1
                if kind == CardKind.POLICE:
                    state.compound_money += 1
                else:
                    state.bank += 1
                said = msg(
                    "The {card} seizes {amount} of {seat}",
                    card=card(card_id).title,
                    amount=Money(1, "million"),
                    seat=SeatRef(seat),
                )
            else:
                state.unpaid.append(card_id)
                said = msg(
                    "{seat} cannot pay the {card}: it gives no activity and the drawing ends",
                    seat=SeatRef(seat),
                    card=card(card_id).title,
                )
                events.append(Event(EventKind.INFO, said, seat))
                return False
            state.paid.append(card_id)
            events.append(Event(EventKind.MONEY, said, seat))
        return True

    def _seized(self, state: NarcoState, police: str, events: list[Event]) -> None:
        """A consignment the police took (from the laboratory or the storage) goes to the compound."""
        seat = state.turn
        state.compound_cubes += 1
        state.paid.append(police)
        said = msg("The {card} seizes a consignment of {seat}", card=card(police).title, seat=SeatRef(seat))
        events.append(Event(EventKind.MONEY, said, seat))

    def _seizure_asked(self, state: NarcoState) -> bool:
        """The settling of the dangers waits for the player to choose where a seizure comes from."""
        return state.flow.current is not None and state.flow.current.kind == DecisionKind.SEIZURE

    def _dangers_settled(self, state: NarcoState, events: list[Event]) -> None:
        """After a chosen seizure: the other dangers, then what the last card of the line does (the press's
        eighth card does nothing: the drawing ends)."""
        if len(state.line) <= limit("line"):
            self._card_stands(state, state.line[-1], events)
        elif not self._settle_dangers(state, events) or not self._seizure_asked(state):
            self._end_drawing(state, events)

    def _end_drawing(self, state: NarcoState, events: list[Event]) -> None:
        seat = state.turn
        state.activities = self.line_activities(state)
        state.forced = False
        events.append(
            Event(
                EventKind.PHASE,
                msgn(
                    "{seat} has {count} activity",
                    "{seat} has {count} activities",
                    count=state.activities,
                    seat=SeatRef(seat),
                ),
                seat,
            )
        )
        moves = [a for a in state.dea if card(a).follows == "moves"]
        if moves and not state.fled and state.activities >= limit("dea_moves_activities"):
            state.dea[moves[0]] = seat
            events.append(
                Event(
                    EventKind.CARD,
                    msg("The {card} now follows {seat}", card=card(moves[0]).title, seat=SeatRef(seat)),
                    seat,
                )
            )
        pistols = 0 if state.fled else self.pistols(state)
        if pistols >= limit("pistols_choice"):
            if state.hitman_supply:
                state.phase = Phase.REWARD
                return
            self._give_cartel(state, seat, limit("choice_cartel_cards"), events)
        elif pistols >= limit("pistols_one_card"):
            self._give_cartel(state, seat, 1, events)
        state.phase = Phase.MANAGE

    # --- management ------------------------------------------------------------------------------

    def _deliver(self, state: NarcoState, seat: int, dealer: str, events: list[Event]) -> None:
        player = state.players[seat]
        cubes, player.storage_cubes = player.storage_cubes, 0
        city = self.dealer_city(dealer)
        events.append(
            Event(
                EventKind.MOVE,
                msgn(
                    "{seat} delivers {count} consignment to {dealer}",
                    "{seat} delivers {count} consignments to {dealer}",
                    count=cubes,
                    seat=SeatRef(seat),
                    dealer=dealer_title(dealer),
                ),
                seat,
            )
        )
        if state.advanced:
            workers = state.city_workers[city]
            for other in range(state.players_count):
                tax = min(workers[other], cubes) if workers[other] > workers[seat] else 0
                if tax:
                    cubes -= tax
                    receiver = state.players[other]
                    room = min(tax, capacity(receiver) - receiver.storage_cubes)
                    receiver.storage_cubes += room
                    receiver.laboratory_cubes += tax - room
                    said = msgn(
                        "{seat} pays {count} consignment to {other}, who has more workers in {city}",
                        "{seat} pays {count} consignments to {other}, who has more workers in {city}",
                        count=tax,
                        seat=SeatRef(seat),
                        other=SeatRef(other),
                        city=city_name(city),
                    )
                    events.append(Event(EventKind.MOVE, said, seat))
            if city not in state.sold_in:
                state.sold_in.append(city)
        state.deliveries[dealer] = cubes

    def _close_management(self, state: NarcoState, events: list[Event]) -> None:
        """After the free last delivery: the earnings, once the player has no worker to place or send along
        ("you can place 1 of your workers" after selling, the free delivery too)."""
        if not self._worker_moves(state, state.turn):
            self._collect(state, events)

    def _collect(self, state: NarcoState, events: list[Event]) -> None:
        """Each dealer pays 1 million a consignment (the dealers beside the deck and a city that always
        buys keep their commission); the merchandise leaves the game for the supply."""
        seat = state.turn
        player = state.players[seat]
        transport = card(player.transport).vehicle
        for dealer, cubes in state.deliveries.items():
            earned = cubes
            reasons: list[Message] = []  # why the sum is not 1 million a consignment, for the log
            if dealer in state.fallback_dealers:
                earned -= limit("fallback_penalty")
                reasons.append(msg("{amount} less beside the deck", amount=Money(limit("fallback_penalty"), "million")))
            if dealer.startswith(CITY):
                earned -= limit("always_sell_commission")
                reasons.append(msg("{amount} commission", amount=Money(limit("always_sell_commission"), "million")))
            earned = max(0, earned)
            if state.advanced:
                token = state.city_tokens[self.dealer_city(dealer)]
                if token == transport or (token == "bulk" and cubes >= limit("bulk_sale")):
                    earned += limit("token_bonus")
                    reasons.append(
                        msg("{amount} more for the city's token", amount=Money(limit("token_bonus"), "million"))
                    )
                if sent := state.sellers.get(dealer, 0):
                    earned += sent * limit("worker_sale_bonus")
                    reasons.append(
                        msg(
                            "{amount} more for workers sent along",
                            amount=Money(sent * limit("worker_sale_bonus"), "million"),
                        )
                    )
            state.merchandise_supply += cubes
            self._earn(state, seat, earned)
            said = msgn(
                "{seat} collects {amount} from {dealer}: {count} consignment at 1 million",
                "{seat} collects {amount} from {dealer}: {count} consignments at 1 million",
                count=cubes,
                seat=SeatRef(seat),
                amount=Money(earned, "million"),
                dealer=dealer_title(dealer),
            )
            if reasons:
                said = msg("{collected}, {reasons}", collected=said, reasons=Items(tuple(reasons)))
            events.append(Event(EventKind.MONEY, said, seat))
        state.deliveries = {}
        state.activities = 0
        state.closing = False
        state.phase = Phase.IMPROVE

    def _earn(self, state: NarcoState, seat: int, amount: int) -> None:
        state.players[seat].money += amount
        state.bank -= amount

    def _pay(self, state: NarcoState, seat: int, amount: int) -> None:
        state.players[seat].money -= amount
        state.bank += amount

    # --- improvements ----------------------------------------------------------------------------

    def _buy_card(self, state: NarcoState, seat: int, card_id: str, price: int, events: list[Event]) -> None:
        player = state.players[seat]
        self._pay(state, seat, price)
        kind = card(card_id).kind
        state.discard.append(player.network(kind))  # "add it to the pile of discarded cards", set-up cards too
        setattr(player, kind, card_id)
        state.line.remove(card_id)
        events.append(
            Event(
                EventKind.MONEY,
                msg(
                    "{seat} buys the {card} for {price}",
                    seat=SeatRef(seat),
                    card=card(card_id).title,
                    price=Money(price, "million"),
                ),
                seat,
            )
        )

    def _improvement_done(self, state: NarcoState, events: list[Event]) -> None:
        """After the turn player's purchase, the others in turn order; after theirs, the next turn."""
        if state.flow.current is None:
            state.flow.ask_in_turn_order(
                state.turn + 1, state.players_count, DecisionKind.BUY_LEFTOVER, False, skip=[state.turn]
            )
        else:
            state.flow.answered()
        self._flow_moves_on(state, events)

    # --- cartel cards ----------------------------------------------------------------------------

    def _give_cartel(self, state: NarcoState, seat: int, count: int, events: list[Event]) -> None:
        for _ in range(count):
            if not state.cartel_deck:
                state.cartel_deck = sorted(state.cartel_discard)
                state.cartel_discard = []
                state.rng.shuffle(state.cartel_deck)
            if not state.cartel_deck:
                return
            state.players[seat].cartel.append(state.cartel_deck.pop())
            events.append(Event(EventKind.CARD, msg("{seat} takes a cartel card", seat=SeatRef(seat)), seat))

    def _give_hitman(self, state: NarcoState, seat: int, events: list[Event]) -> None:
        state.hitman_supply -= 1
        state.players[seat].hitmen += 1
        events.append(Event(EventKind.INFO, msg("{seat} takes a hitman", seat=SeatRef(seat)), seat))

    def _ask_rivals(self, state: NarcoState, kind: DecisionKind, subject: str = "") -> bool:
        """Offer the others, in turn order, a cartel card for this moment; True when someone is asked."""
        state.flow.ask_in_turn_order(state.turn + 1, state.players_count, kind, True, subject, skip=[state.turn])
        return self._pass_over(state)

    def _pass_over(self, state: NarcoState) -> bool:
        """Auto-pass: seats with nothing to play (or who asked never to be asked) are not asked."""

        def nothing_to_decide(d: Decision[DecisionKind]) -> bool:
            if d.kind == DecisionKind.SEIZURE:
                return False
            if d.kind == DecisionKind.BUY_LEFTOVER:
                return not self._purchases(state, d.seat, limit("out_of_turn_surcharge"))
            return state.players[d.seat].auto_pass or not self.playable_cartel(state, d.seat, CartelTiming(d.kind))

        state.flow.pass_over(nothing_to_decide)
        return state.flow.current is not None

    def _flow_moves_on(self, state: NarcoState, events: list[Event]) -> None:
        """After an answer: the next seat to ask, or back to where the turn stood."""
        if self._pass_over(state):
            return
        if state.phase == Phase.DRAW and not state.forced:  # everyone let the stop stand
            self._end_drawing(state, events)
        elif state.phase == Phase.MANAGE and state.closing:  # the free last delivery went through
            self._close_management(state, events)
        elif state.phase == Phase.IMPROVE:
            self._end_turn(state, events)

    def _play_cartel(self, state: NarcoState, seat: int, action: PlayCartel, events: list[Event]) -> None:
        player = state.players[seat]
        c = cartel_card(action.card)
        player.cartel.remove(c.id)
        state.cartel_discard.append(c.id)
        player.hitmen -= c.hitmen
        state.hitman_supply += c.hitmen
        self._pay(state, seat, c.money)
        target = state.players[action.target] if action.target >= 0 else None
        title = cartel_card(action.card).title
        played = (
            msg("{seat} plays {card}", seat=SeatRef(seat), card=title)
            if action.target < 0
            else msg(
                "{seat} plays {card} against {target}", seat=SeatRef(seat), card=title, target=SeatRef(action.target)
            )
        )
        events.append(Event(EventKind.CARD, played, seat))
        match c.effect:
            case CartelEffect.BURN_CROP:
                assert target is not None
                target.crops -= c.amount
                state.crop_supply += c.amount
            case CartelEffect.STEAL_MERCHANDISE:
                assert target is not None
                taken = min(c.amount, target.laboratory_cubes)
                target.laboratory_cubes -= taken
                player.laboratory_cubes += taken
            case CartelEffect.EXTORT:
                assert target is not None
                taken = min(c.amount, target.money)
                target.money -= taken
                player.money += taken
            case CartelEffect.LAUNDER:
                self._earn(state, seat, c.amount)
            case CartelEffect.ROB_COMPOUND:
                player.laboratory_cubes += state.compound_cubes
                player.money += state.compound_money
                state.compound_cubes = state.compound_money = 0
            case CartelEffect.BRIBE:
                threat = state.line[-1]
                self._remove_threat(
                    state,
                    threat,
                    events,
                    msg("{seat} bribes the {card} away", seat=SeatRef(seat), card=card(threat).title),
                )
            case CartelEffect.PEEK:
                state.peeked_by = [seat]
                state.phase = Phase.PEEK
            case CartelEffect.FORCE_DRAW:
                state.flow.cancel(DecisionKind.RIVAL_STOPS)
                state.forced = True
                state.phase = Phase.DRAW
                events.append(
                    Event(EventKind.INFO, msg("{seat} must draw one more card", seat=SeatRef(state.turn)), state.turn)
                )
            case CartelEffect.AMBUSH:
                dealer = state.flow.current.subject if state.flow.current else ""
                taken = min(c.amount, state.deliveries.get(dealer, 0))
                state.deliveries[dealer] -= taken
                player.laboratory_cubes += taken
                state.flow.cancel(DecisionKind.RIVAL_SELLS)
                self._flow_moves_on(state, events)
            case _:
                raise ValueError(f"unknown cartel effect {c.effect!r}")

    # --- results ---------------------------------------------------------------------------------

    def result(self, state: NarcoState) -> Result:
        money = self.scores(state)
        ranking = sorted(money, reverse=True)
        return Result(tuple(ranking.index(m) + 1 for m in money), tuple(money))

    def scores(self, state: NarcoState) -> list[int]:
        return [p.money for p in state.players]

    def prompt(self, state: NarcoState) -> Message:
        decision = state.flow.current
        if decision is not None:
            if decision.kind == DecisionKind.BUY_LEFTOVER:
                return msg("Buy a card left on the table for 1 million more, or buy nothing")
            if decision.kind == DecisionKind.RIVAL_STOPS:
                return msg("{seat} stops drawing: play a cartel card?", seat=SeatRef(state.turn))
            if decision.kind == DecisionKind.SEIZURE:
                return msg(
                    "The {card} seizes a consignment: give it from your laboratory or your storage",
                    card=card(decision.subject).title,
                )
            return msg("{seat} sells: play a cartel card?", seat=SeatRef(state.turn))
        match state.phase:
            case Phase.START:
                return msg("Fewer than 7 cards are left: play them, or start round 2")
            case Phase.DRAW:
                if state.forced:
                    return msg("The press forces you to draw")
                if not state.drawn:  # a turn draws at least one card: no stopping yet
                    return msgn(
                        "Draw your first card ({count} siren)",
                        "Draw your first card ({count} sirens)",
                        count=self.sirens(state),
                    )
                return msgn("Draw or stop ({count} siren)", "Draw or stop ({count} sirens)", count=self.sirens(state))
            case Phase.DANGER:
                return msg("The {card} appears: eliminate it or let it stand", card=card(state.line[-1]).title)
            case Phase.PEEK:  # the card itself shows on the deck, to the one who saw it alone
                return msg("You have seen the next card: take it or stop")
            case Phase.REWARD:
                return msg("Four pistols: a hitman or two cartel cards")
            case Phase.MANAGE:
                return msgn(
                    "Manage your network: {count} activity left",
                    "Manage your network: {count} activities left",
                    count=state.activities,
                )
            case Phase.IMPROVE:
                return msg("Improve your network: buy a crop or a card of the line")
        return msg("The game is over.")


def unseen_cards(view: NarcoState, seat: int) -> Counter[str]:
    """The deck's content by card type (each named by its first copy), as the seat can count it: every
    Narcos card less those in sight (the discard, the line, the networks, the dealers beside the deck, the
    DEA agents following players, and in round 1 the cards set apart). The deck's order is never read."""
    data = components()
    seen = view.discard + view.line + view.fallback_dealers + [x for x in view.dea if x not in view.line]
    seen += [getattr(p, kind) for p in view.players for kind in NETWORK]
    if view.round == 1:
        seen += view.round_two
    if seat in view.peeked_by and view.deck:  # the one card this seat has seen
        return Counter({view.deck[0]: 1})
    left = Counter(card(x).type for x in data.deck) - Counter(card(x).type for x in seen)
    return Counter({f"{kind}-1": count for kind, count in left.items()})


def cartel_place(state: NarcoState, seat: int, c: CartelCard, target: int) -> str:
    """Where a cartel card is dropped to play it: on what it acts (the threat, the deck, the compound, the dealer
    sold to), else on the network of the seat it is played against, or for one that takes aim at nobody on one's
    own."""
    match c.effect:
        case CartelEffect.BRIBE:
            return f"{Thing.LINE}:{state.line[-1]}"
        case CartelEffect.PEEK | CartelEffect.FORCE_DRAW:
            return Thing.DECK
        case CartelEffect.ROB_COMPOUND:
            return Thing.COMPOUND
        case CartelEffect.AMBUSH:
            return dealer_place(state.flow.current.subject if state.flow.current else "")
    return f"{Thing.NETWORK}:{target if target >= 0 else seat}"


def place_title(place: str) -> Message:
    """A board thing a cartel card acts on, as a sentence names it."""
    kind, name = thing_of(place, Thing)
    match kind:
        case Thing.DECK:
            return msg("the deck")
        case Thing.COMPOUND:
            return msg("the police compound")
        case Thing.LINE:
            return msg("the {card}", card=card(name).title)
    return dealer_title(place.removeprefix(f"{Thing.DEALER}:"))


def first_of_each_type_dealers(dealers: list[str]) -> list[str]:
    """Dealer cards by type, cities as they are."""
    cities = [d for d in dealers if d.startswith(CITY)]
    return first_of_each_type([d for d in dealers if not d.startswith(CITY)]) + cities
