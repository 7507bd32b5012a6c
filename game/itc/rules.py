"""The rules of ITC — International Trade Company (Valentin Hermann, Fanfor 1998).

Players carry goods up four transport routes (trucks, trains, ships, planes) into six continents and earn
each transport's profit on arrival; the mafia robs some goods for the grey market; goods lying in a
continent are resold by whoever leads there with sales stones. The first to 200,000 profit ends the game:
the round is played out and the highest profit wins. The addendum gives the board, cards and transports;
the turn, selling, the action cards and the end are completed in docs/rules/itc.md.
"""

from __future__ import annotations

from game.core.messages import Items, Message, Money, SeatRef, Term, msg, msgn, place
from game.core.protocol import CANNOT_GO_THERE, TERMINAL, Action, Config, Event, EventKind, Game, Result, thing_of
from game.core.rng import Rng
from game.itc.actions import (
    CLOSING_KINDS,
    MOVE_KINDS,
    BuyStone,
    ChooseDice,
    Deliver,
    Discard,
    DrawTransport,
    EndTurn,
    Leave,
    Move,
    Place,
    PlaceStone,
    PlayCard,
    Sell,
    card_title,
    die_name,
    good_name,
    place_name,
    route_name,
    transport_name,
)
from game.itc.board import GREY, board, components, route_order
from game.itc.compat import COMPAT
from game.itc.geometry import (
    arriving_goods,
    at_top,
    can_move,
    cards_in_row,
    cells,
    controller,
    free,
    free_to_sell,
    full_row,
    hand_size,
    leads,
    may_enter,
    may_place_stone,
    room,
    rule,
    steps_up,
    total,
    unloading,
    width,
)
from game.itc.kinds import ActionEffect, Phase, Thing
from game.itc.state import DICE_NAMES, HIDDEN, NEUTRAL, ItcState, Position

DIE_SIDES = {"red": 6, "blue": 6, "green": 8}
PAIRS = (("red", "blue"), ("red", "green"), ("blue", "green"))


def catalogue_terms() -> list[Term]:
    """The names from the data and the board a player reads, for the catalogue of translations."""
    names: list[Term] = [good_name(g) for g in components().goods] + [route_name(r) for r in board().routes]
    names += [die_name(d) for d in DICE_NAMES] + [card_title(k) for k in components().actions]
    return names + [place(c) for c in board().continents]


def places() -> list[str]:
    """Where sales stones and goods lie: the continents, then the grey market."""
    return [*board().continents, GREY]


# ---- the game ----------------------------------------------------------------------------------


class ItcGame(Game[ItcState]):
    id = "itc"
    compat = COMPAT
    move_kinds = MOVE_KINDS
    closing_kinds = CLOSING_KINDS
    title = "ITC"
    rules_version = 2
    """2: action cards may be played before the dice are chosen; neutral transports drawn together advance
    those on the board once, then are placed (issue 36)."""
    min_players = 2
    max_players = 4
    hidden_information = True
    score_label = msg("Profit")

    # -- set-up --

    def new_game(self, config: Config, seed: int) -> ItcState:
        comps = components()
        state = ItcState(config.players, Rng(seed), places(), list(comps.goods))
        deck = sorted(comps.transports)
        state.rng.shuffle(deck)
        ordinary = [card for card in deck if not comps.transports[card].neutral]
        for seat in range(state.players):  # the deal skips neutral transports: they stay in the deck
            for _ in range(rule("start_transport_cards")):
                card = ordinary.pop()
                deck.remove(card)
                state.transports[seat].append(card)
            state.transports[seat].sort()
        state.transport_deck = deck
        state.current_player = state.players - 1
        state.action_deck = list(comps.action_deck)
        state.rng.shuffle(state.action_deck)
        return state

    # -- legality --

    def legal_actions(self, state: ItcState) -> list[Action]:
        seat = state.current_player
        if state.phase == Phase.SETUP:
            return [PlaceStone(c) for c in board().continents if may_place_stone(state, c, seat)]
        if state.phase == Phase.DICE:  # action cards "beliebig während des eigenen Spielzuges": before rolling too
            return [*(ChooseDice(a, b) for a, b in PAIRS), *self._cards(state, seat)]
        if state.phase == Phase.ARRIVAL:
            return self._deliveries(state)
        if state.phase == Phase.DISCARD:
            return [Discard(c) for c in [*state.transports[seat], *sorted(set(self._action_kinds(state, seat)))]]
        if state.phase != Phase.USE:
            return []
        actions: list[Action] = []
        if state.red_left and state.transport_deck:
            actions.append(DrawTransport())
        if state.action_points:
            actions += self._transport_moves(state, seat)
        actions += self._sales(state, seat)
        actions += self._cards(state, seat)
        actions.append(EndTurn())
        return actions

    @staticmethod
    def _action_kinds(state: ItcState, seat: int) -> list[str]:
        return [components().action_kinds[card] for card in state.actions[seat]]

    def _transport_moves(self, state: ItcState, seat: int) -> list[Action]:
        actions: list[Action] = []
        taken = cells(state)
        for card in state.transports[seat]:
            for route in route_order():
                if may_enter(state, card, route, seat):
                    actions += [
                        Place(card, route, c)
                        for c in range(board().routes[route].columns)
                        if free(taken, route, 0, c, width(card))
                    ]
        for card in sorted(c for c, where in state.positions.items() if where.owner == seat and c not in state.placed):
            route = state.positions[card].route
            if at_top(state, card):
                actions.append(Leave(card, route))
            actions += [Move(card, route, row, column) for row, column in steps_up(state, card)]
        return actions

    def _sales(self, state: ItcState, seat: int) -> list[Action]:
        actions: list[Action] = []
        for where in places():
            regular = (
                state.sales_points > 0
                and leads(state, where, seat)
                and state.sold.get(where, 0) < state.stones[where][seat]
            )
            black_market = where == GREY and state.grey_sales > 0
            if regular or black_market:
                actions += [
                    Sell(where, colour) for colour in components().goods if free_to_sell(state, where, colour, seat) > 0
                ]
        if state.green_left >= rule("stone_cost"):
            actions += [BuyStone(where) for where in places() if may_place_stone(state, where, seat)]
        return actions

    def _cards(self, state: ItcState, seat: int) -> list[Action]:
        actions: list[Action] = []
        for kind in sorted(set(self._action_kinds(state, seat))):
            if kind in state.played:
                continue
            effect = components().actions[kind].effect
            if effect == ActionEffect.STONE:
                actions += [PlayCard(kind, c) for c in board().continents if may_place_stone(state, c, seat)]
            elif effect == ActionEffect.GREY_STONE:
                if may_place_stone(state, GREY, seat):
                    actions.append(PlayCard(kind))
            elif effect == ActionEffect.STRIKE:
                actions += [
                    PlayCard(kind, card)
                    for card in sorted(state.positions)
                    if state.positions[card].owner not in (seat, NEUTRAL) and self._strike_to(state, card)
                ]
            elif effect != ActionEffect.DRAW_TRANSPORT or state.transport_deck:
                actions.append(PlayCard(kind))
        return actions

    def _deliveries(self, state: ItcState) -> list[Action]:
        card = state.arriving[0]
        colours = sorted(set(arriving_goods(state)), key=list(components().goods).index)
        actions: list[Action] = []
        for continent in board().continents:
            if continent in state.unloaded:
                continue
            actions.append(Deliver(card, continent))
            if len(colours) > 1:
                actions += [Deliver(card, continent, colour) for colour in colours]
        actions.append(Deliver(card, GREY))
        return actions

    @staticmethod
    def _strike_to(state: ItcState, card: str) -> tuple[int, int] | None:
        """Where a Strike sends a card: one row down, straight or else diagonally; None from the bottom row."""
        route, row, column, _ = state.positions[card]
        if row == 0:
            return None
        taken = cells(state, card)
        return next(
            ((row - 1, c) for c in (column, column - 1, column + 1) if free(taken, route, row - 1, c, width(card))),
            None,
        )

    def why_illegal(self, state: ItcState, action: Action) -> Message:
        if state.phase == Phase.OVER:
            return msg("The game is over.")
        if state.phase == Phase.SETUP:
            return msg(
                "Set-up: place a sales stone in a continent; nobody may lead another there by more than {count}.",
                count=rule("max_lead"),
            )
        if state.phase == Phase.DICE and not isinstance(action, PlayCard):
            return msg("First choose two of the three dice and roll them.")
        if state.phase == Phase.ARRIVAL:
            return msg("A transport has arrived: unload it in a continent not used this turn, or give it up.")
        if state.phase == Phase.DISCARD:
            return msgn(
                "At most {count} card may stay in hand: discard first.",
                "At most {count} cards may stay in hand: discard first.",
                count=rule("hand_limit"),
            )
        seat = state.current_player
        if isinstance(action, Move | Leave) and action.card in state.placed:
            return msg("A card placed this turn may not move in the same turn.")
        if isinstance(action, Place | Move | Leave) and not state.action_points:
            return msg("No action points left: use the blue die or what the red die left.")
        if isinstance(action, Place) and action.card in state.transports[seat]:
            if action.route not in components().transports[action.card].routes:
                return msg(
                    "This card travels only on the {first} or the {second}.",
                    first=route_name(components().transports[action.card].routes[0]),
                    second=route_name(components().transports[action.card].routes[1]),
                )
            return msgn(
                "At most {count} card of a player may be on a route, on a free field of its bottom row.",
                "At most {count} cards of a player may be on a route, on free fields of its bottom row.",
                count=rule("per_route"),
            )
        if isinstance(action, PlayCard) and action.kind in state.played:
            return msg("{card} was played this turn already: no card twice in a turn.", card=card_title(action.kind))
        if isinstance(action, Sell):
            return msg(
                "You may sell only where no one has more sales stones than you, as many goods a turn as you "
                "have stones there, with green points."
            )
        return super().why_illegal(state, action)

    def why_not_drag(self, state: ItcState, source: str, target: str) -> Message:
        kind, name = thing_of(source, Thing)
        if kind == Thing.CARD and name in state.placed:
            return msg("A card placed this turn may not move in the same turn.")
        if kind == Thing.CARD and target.startswith("field:"):
            return msg("A card moves one row up, straight or diagonally, to a free field of its route.")
        if kind == Thing.HAND and target.startswith("field:"):
            if components().transports[name].cards > 1:  # newcomers tried it on one field
                return msg(
                    "{card} is a mega transport: it takes two free fields side by side, in the bottom row of a route "
                    "in its colours.",
                    card=transport_name(name),
                )
            return msg("A card goes on a free field of the bottom row of a route in its colours.")
        where = target.partition(":")[2] if target.startswith("place:") else ""
        if kind == Thing.ARRIVAL and where in board().continents:  # not the stones' rule: the transport's
            return msg(
                "{place} cannot take the goods of {card} now: drop it on a lit continent.",
                place=place_name(where),
                card=transport_name(name),
            )
        places_stones = kind == Thing.STONES and any(
            (d := a.drag()) and d[0] == source and d[1].startswith("place:") for a in self.legal_actions(state)
        )
        if places_stones and where in board().continents and not may_place_stone(state, where, state.current_player):
            return msg(
                "Nobody may lead another player in {place} by more than {count} sales stones.",
                place=place_name(where),
                count=rule("max_lead"),
            )
        return CANNOT_GO_THERE

    # -- carrying out --

    def perform(self, state: ItcState, action: Action) -> list[Event]:
        seat = state.current_player
        events: list[Event] = []
        match action:
            case PlaceStone():
                self._setup_stone(state, seat, action.where, events)
            case ChooseDice():
                self._roll(state, seat, action, events)
            case DrawTransport():
                state.red_left -= 1
                self._draw_transports(state, seat, 1, events)
            case Place():
                self._spend_point(state)
                state.transports[seat].remove(action.card)
                state.positions[action.card] = Position(action.route, 0, action.column, seat)
                state.placed.append(action.card)
                events.append(
                    Event(
                        EventKind.MOVE,
                        msg(
                            "{seat} places {card} on the {route}",
                            seat=SeatRef(seat),
                            card=transport_name(action.card),
                            route=route_name(action.route),
                        ),
                        seat,
                        {"from": f"hand:{action.card}", "to": f"field:{action.route}:0:{action.column}"},
                    )
                )
            case Move():
                self._spend_point(state)
                state.positions[action.card] = state.positions[action.card].moved(action.row, action.column)
                events.append(
                    Event(
                        EventKind.MOVE,
                        msg("{seat} moves {card} up", seat=SeatRef(seat), card=transport_name(action.card)),
                        seat,
                        {"from": f"card:{action.card}", "to": f"field:{action.route}:{action.row}:{action.column}"},
                    )
                )
            case Leave():
                self._spend_point(state)
                self._leave(state, seat, action, events)
            case Deliver():
                self._deliver(state, seat, action, events)
            case Sell():
                self._sell(state, seat, action, events)
            case BuyStone():
                state.green_left -= rule("stone_cost")
                state.stones[action.where][seat] += 1
                events.append(
                    Event(
                        EventKind.MOVE,
                        msg(
                            "{seat} places a new sales stone in {place}",
                            seat=SeatRef(seat),
                            place=place_name(action.where),
                        ),
                        seat,
                        {"to": f"place:{action.where}"},
                    )
                )
            case PlayCard():
                self._play(state, seat, action, events)
            case EndTurn():
                self._end_turn(state, seat, events)
            case Discard():
                self._discard(state, seat, action.card, events)
        return events

    def _setup_stone(self, state: ItcState, seat: int, where: str, events: list[Event]) -> None:
        state.stones[where][seat] += 1
        events.append(
            Event(
                EventKind.MOVE,
                msg("{seat} places a sales stone in {place}", seat=SeatRef(seat), place=place_name(where)),
                seat,
                {"to": f"place:{where}"},
            )
        )
        placed = sum(total(state.stones[c]) for c in board().continents)
        if placed < rule("setup_stone_rounds") * state.players:
            state.current_player = (seat - 1) % state.players  # against the turn order: the last seat first
            return
        for other in range(state.players):
            state.stones[GREY][other] += 1
        events.append(Event(EventKind.PHASE, msg("Everyone places a sales stone in the grey market; the game begins")))
        self._start_turn(state, 0, events)

    def _roll(self, state: ItcState, seat: int, action: ChooseDice, events: list[Event]) -> None:
        state.dice = {die: state.rng.randint(1, DIE_SIDES[die]) for die in (action.first, action.second)}
        state.red_left = state.dice.get("red", 0)
        state.blue_left = state.dice.get("blue", 0)
        state.green_left = state.dice.get("green", 0)
        state.phase = Phase.USE
        rolled = Items(tuple(msg("{die} {pips}", die=die_name(d), pips=p) for d, p in state.dice.items()))
        events.append(
            Event(
                EventKind.DICE,
                msg("{seat} rolls {dice}", seat=SeatRef(seat), dice=rolled),
                seat,
                {"dice": dict(state.dice)},
            )
        )

    @staticmethod
    def _spend_point(state: ItcState) -> None:
        """Action points: from action cards first, then the blue die, then what the red die left."""
        if state.bonus_points:
            state.bonus_points -= 1
        elif state.blue_left:
            state.blue_left -= 1
        else:
            state.red_left -= 1

    # -- transport cards --

    def _draw_transports(self, state: ItcState, seat: int, count: int, events: list[Event]) -> None:
        """Draw `count` transport cards (as many as the deck holds). The neutral ones among them are handled
        together: those already on the board advance once, "danach wird/werden die gerade gezogene(n)
        neutrale(n) Transportkarte(n) plaziert", in the order drawn."""
        neutrals: list[str] = []
        for _ in range(count):
            if not state.transport_deck:
                break
            card = state.transport_deck.pop()
            if components().transports[card].neutral:
                neutrals.append(card)
                events.append(
                    Event(
                        EventKind.CARD,
                        msg(
                            "A neutral transport to {place} is drawn: {card}",
                            place=place_name(components().transports[card].destination),
                            card=transport_name(card),
                        ),
                    )
                )
            else:
                state.transports[seat].append(card)
                state.transports[seat].sort()
                events.append(
                    Event(
                        EventKind.CARD,
                        msg("{seat} draws a transport card", seat=SeatRef(seat)),
                        seat,
                        {"from": "deck", "to": "hand"},
                    )
                )
            self._deck_ran_out(state, events)
        if neutrals:
            self._advance_neutrals(state, events)
            for card in neutrals:
                self._place_neutral(state, card, events)

    def _deck_ran_out(self, state: ItcState, events: list[Event]) -> None:
        """An empty transport deck: the discards are shuffled into a new one once, then the game ends with
        the round."""
        if state.transport_deck:
            return
        if state.deck_passes < rule("deck_passes") and state.transport_discard:
            state.transport_deck = sorted(state.transport_discard)
            state.transport_discard = []
            state.rng.shuffle(state.transport_deck)
            state.deck_passes += 1
            events.append(Event(EventKind.INFO, msg("The transport discards are shuffled into a new deck")))
        elif not state.final:
            state.final = True
            events.append(Event(EventKind.PHASE, msg("The transport deck is used up: the game ends with this round")))

    def _advance_neutrals(self, state: ItcState, events: list[Event]) -> None:
        """Every neutral transport on the board advances one field, top ones first (straight ahead, else
        diagonally); one on the top row arrives."""
        order = route_order()
        neutrals = sorted(
            (c for c, where in state.positions.items() if where.owner == NEUTRAL),
            key=lambda c: (-state.positions[c].row, order.index(state.positions[c].route), state.positions[c].column),
        )
        for moving in neutrals:
            route, row, column, _ = state.positions[moving]
            if at_top(state, moving):
                del state.positions[moving]
                self._neutral_arrives(state, moving, events)
                continue
            taken = cells(state, moving)
            step = next((c for c in (column, column + 1, column - 1) if free(taken, route, row + 1, c, 1)), None)
            if step is not None:
                state.positions[moving] = state.positions[moving].moved(row + 1, step)
                events.append(
                    Event(
                        EventKind.MOVE,
                        msg("The neutral transport {card} advances", card=transport_name(moving)),
                        None,
                        {"from": f"card:{moving}", "to": f"field:{route}:{row + 1}:{step}"},
                    )
                )

    def _place_neutral(self, state: ItcState, card: str, events: list[Event]) -> None:
        """A neutral transport just drawn goes on the bottom row as far right as its colours allow, or lapses."""
        order = route_order()
        taken = cells(state)
        spots = [
            (route, c)
            for route in order
            if may_enter(state, card, route, NEUTRAL)
            for c in range(board().routes[route].columns)
            if free(taken, route, 0, c, 1)
        ]
        if spots:
            route, column = spots[-1]
            state.positions[card] = Position(route, 0, column, NEUTRAL)
            events.append(
                Event(
                    EventKind.MOVE,
                    msg(
                        "The neutral transport {card} starts on the {route}",
                        card=transport_name(card),
                        route=route_name(route),
                    ),
                    None,
                    {"from": "deck", "to": f"field:{route}:0:{column}"},
                )
            )
            return
        self._lapse(state, list(components().transports[card].goods()))
        state.transport_discard.append(card)
        events.append(
            Event(
                EventKind.INFO,
                msg(
                    "The neutral transport {card} finds no field and lapses: its goods go to "
                    "the grey market at the end of the turn",
                    card=transport_name(card),
                ),
            )
        )

    def _lapse(self, state: ItcState, goods: list[str]) -> None:
        for colour in goods:
            state.released[colour] += 1
            state.lapsed[colour] = state.lapsed.get(colour, 0) + 1

    def _rob(self, state: ItcState, colour: str, events: list[Event], whose: Message) -> None:
        """A red 6 on arrival: one good to the grey market; its controller earns the good's transport value."""
        state.released[colour] += 1
        state.goods[GREY][colour] += 1
        events.append(
            Event(
                EventKind.INFO,
                msg("The mafia robs a {good} good from {card} for the grey market", good=good_name(colour), card=whose),
                None,
                {"to": f"place:{GREY}"},
            )
        )
        boss = controller(state)
        if boss is not None:
            self._earn(
                state,
                boss,
                components().goods[colour][0],
                events,
                msg(
                    "{seat} controls the grey market and earns {amount}",
                    seat=SeatRef(boss),
                    amount=Money(components().goods[colour][0]),
                ),
                msg("Grey market control"),
            )

    @staticmethod
    def _earn(state: ItcState, seat: int, amount: int, events: list[Event], message: Message, part: Message) -> None:
        """Profit for `seat`, counted in the results under `part` (deliveries, sales, the grey market, cards)."""
        state.profit[seat] += amount
        events.append(Event(EventKind.MONEY, message, seat, {"seat": seat, "amount": amount, "score_part": part}))

    def _theft_roll(self, state: ItcState, events: list[Event]) -> bool:
        pips = state.rng.randint(1, DIE_SIDES["red"])
        events.append(
            Event(
                EventKind.DICE, msg("The red die for the mafia shows {pips}", pips=pips), None, {"dice": {"red": pips}}
            )
        )
        return pips == rule("theft_roll")

    def _neutral_arrives(self, state: ItcState, card: str, events: list[Event]) -> None:
        transport = components().transports[card]
        goods = list(transport.goods())
        if self._theft_roll(state, events):
            self._rob(state, goods.pop(), events, transport_name(card))  # the last good is the one at risk
        overflow = self._unload(state, transport.destination, goods)
        state.transport_discard.append(card)
        events.append(
            Event(
                EventKind.MOVE,
                msg(
                    "The neutral transport {card} arrives in {place}; no one earns from it",
                    card=transport_name(card),
                    place=place_name(transport.destination),
                ),
                None,
                {"from": f"card:{card}", "to": f"place:{transport.destination}"},
            )
        )
        self._to_grey(state, overflow, events)

    def _unload(self, state: ItcState, where: str, goods: list[str]) -> list[str]:
        """Goods onto a continent's fields of their colour; returns those without room."""
        overflow = []
        for colour in goods:
            if room(state, where, colour) > 0:
                state.released[colour] += 1
                state.goods[where][colour] += 1
            else:
                overflow.append(colour)
        return overflow

    def _to_grey(self, state: ItcState, goods: list[str], events: list[Event]) -> None:
        for colour in goods:
            state.released[colour] += 1
            state.goods[GREY][colour] += 1
        if goods:
            events.append(
                Event(
                    EventKind.INFO,
                    msgn(
                        "{count} good goes to the grey market", "{count} goods go to the grey market", count=len(goods)
                    ),
                    None,
                    {"to": f"place:{GREY}"},
                )
            )

    def _leave(self, state: ItcState, seat: int, action: Leave, events: list[Event]) -> None:
        transport = components().transports[action.card]
        del state.positions[action.card]
        robbed = []
        for part in transport.parts:  # a mega transport rolls for each of its cards
            stolen = not state.escort and self._theft_roll(state, events)
            if stolen:
                self._rob(state, part.circled, events, transport_name(action.card))
            robbed.append(stolen)
        state.arriving = [action.card, action.route, robbed]
        state.phase = Phase.ARRIVAL
        events.append(
            Event(
                EventKind.MOVE,
                msg("{card} of {seat} arrives", card=transport_name(action.card), seat=SeatRef(seat)),
                seat,
                {"from": f"card:{action.card}", "to": f"exit:{action.route}"},
            )
        )

    def _deliver(self, state: ItcState, seat: int, action: Deliver, events: list[Event]) -> None:
        card = state.arriving[0]
        placed, lost, profit = unloading(state, action.where, action.give_up)
        for colour in placed:
            state.released[colour] += 1
            state.goods[action.where][colour] += 1
        state.arriving = []
        state.phase = Phase.USE
        state.transport_discard.append(card)
        if action.where != GREY:
            state.unloaded.append(action.where)
            events.append(
                Event(
                    EventKind.MOVE,
                    msgn(
                        "{seat} unloads {count} good in {place}",
                        "{seat} unloads {count} goods in {place}",
                        count=len(placed),
                        seat=SeatRef(seat),
                        place=place_name(action.where),
                    ),
                    seat,
                    {"from": f"arrival:{card}", "to": f"place:{action.where}"},
                )
            )
        self._to_grey(state, lost, events)
        self._earn(
            state,
            seat,
            profit,
            events,
            msg(
                "{seat} earns {amount} for {card}", seat=SeatRef(seat), amount=Money(profit), card=transport_name(card)
            ),
            msg("Transports delivered"),
        )

    def _sell(self, state: ItcState, seat: int, action: Sell, events: list[Event]) -> None:
        if action.where == GREY and state.grey_sales:
            state.grey_sales -= 1
        else:
            if state.bonus_sales:
                state.bonus_sales -= 1
            else:
                state.green_left -= 1
            state.sold[action.where] = state.sold.get(action.where, 0) + 1
        state.goods[action.where][action.colour] -= 1
        state.returned[action.colour] += 1
        price = components().goods[action.colour][1]
        self._earn(
            state,
            seat,
            price,
            events,
            msg(
                "{seat} sells a {good} good in {place} for {amount}",
                seat=SeatRef(seat),
                good=good_name(action.colour),
                place=place_name(action.where),
                amount=Money(price),
            ),
            msg("Goods sold"),
        )

    # -- action cards --

    def _play(self, state: ItcState, seat: int, action: PlayCard, events: list[Event]) -> None:
        kinds = components().action_kinds
        card = next(c for c in state.actions[seat] if kinds[c] == action.kind)
        state.actions[seat].remove(card)
        state.action_discard.append(card)
        state.played.append(action.kind)
        kind = components().actions[action.kind]
        events.append(
            Event(EventKind.CARD, msg("{seat} plays {card}", seat=SeatRef(seat), card=card_title(action.kind)), seat)
        )
        if kind.effect == ActionEffect.POINTS:
            state.bonus_points += kind.amount
        elif kind.effect == ActionEffect.SALES:
            state.bonus_sales += kind.amount
        elif kind.effect == ActionEffect.GREY_SALES:
            state.grey_sales += kind.amount
        elif kind.effect == ActionEffect.ESCORT:
            state.escort = True
        elif kind.effect == ActionEffect.DRAW_TRANSPORT:
            self._draw_transports(state, seat, kind.amount, events)
        elif kind.effect in (ActionEffect.STONE, ActionEffect.GREY_STONE):
            where = action.target if kind.effect == ActionEffect.STONE else GREY
            state.stones[where][seat] += 1
            events.append(
                Event(
                    EventKind.MOVE,
                    msg("{seat} places a sales stone in {place}", seat=SeatRef(seat), place=place_name(where)),
                    seat,
                    {"to": f"place:{where}"},
                )
            )
        elif kind.effect == ActionEffect.STRIKE:
            row, column = self._strike_to(state, action.target) or (0, 0)
            state.positions[action.target] = state.positions[action.target].moved(row, column)
            route = state.positions[action.target].route
            events.append(
                Event(
                    EventKind.MOVE,
                    msg("A strike sets {card} back a row", card=transport_name(action.target)),
                    seat,
                    {"from": f"card:{action.target}", "to": f"field:{route}:{row}:{column}"},
                )
            )

    def _draw_action(self, state: ItcState, seat: int, events: list[Event]) -> None:
        """The turn's action card; one to be played at once takes effect and is discarded."""
        if not state.action_deck and state.action_discard:
            state.action_deck = sorted(state.action_discard)
            state.action_discard = []
            state.rng.shuffle(state.action_deck)
            events.append(Event(EventKind.INFO, msg("The action discards are shuffled into a new deck")))
        if not state.action_deck:
            return
        card = state.action_deck.pop()
        kind = components().actions[components().action_kinds[card]]
        if not kind.at_once:
            state.actions[seat].append(card)
            state.actions[seat].sort()
            events.append(Event(EventKind.CARD, msg("{seat} draws an action card", seat=SeatRef(seat)), seat))
            return
        state.action_discard.append(card)
        events.append(
            Event(
                EventKind.CARD,
                msg("{seat} draws {card}, played at once", seat=SeatRef(seat), card=card_title(kind.kind)),
                seat,
            )
        )
        if kind.effect == ActionEffect.PROFIT:
            amount = max(kind.amount, -state.profit[seat])
            news = (
                msg("{seat} receives {amount}", seat=SeatRef(seat), amount=Money(amount))
                if amount >= 0
                else msg("{seat} pays {amount}", seat=SeatRef(seat), amount=Money(-amount))
            )
            self._earn(state, seat, amount, events, news, msg("Action cards"))
        elif kind.effect == ActionEffect.RAID:
            self._raid(state, events)

    def _raid(self, state: ItcState, events: list[Event]) -> None:
        """Customs raid: the most valuable good of the fullest continent goes to the grey market."""
        continents = list(board().continents)
        fullest = max(continents, key=lambda c: (total(state.goods[c].values()), -continents.index(c)))
        colour = next((g for g in components().goods if state.goods[fullest][g]), None)
        if colour is None:
            events.append(Event(EventKind.INFO, msg("Customs find no goods to seize")))
            return
        state.goods[fullest][colour] -= 1
        state.goods[GREY][colour] += 1
        events.append(
            Event(
                EventKind.INFO,
                msg(
                    "Customs seize a {good} good in {place} for the grey market",
                    good=good_name(colour),
                    place=place_name(fullest),
                ),
                None,
                {"from": f"place:{fullest}", "to": f"place:{GREY}"},
            )
        )

    # -- turns --

    def _start_turn(self, state: ItcState, seat: int, events: list[Event]) -> None:
        state.current_player = seat
        state.phase = Phase.DICE
        events.append(Event(EventKind.TURN, msg("{seat} to play", seat=SeatRef(seat)), seat))
        self._draw_action(state, seat, events)
        taken = cells(state)
        state.blocked = [
            [route, row]
            for route in route_order()
            for row in range(board().routes[route].rows)
            if full_row(state, route, row, taken) and cards_in_row(state, route, row, seat)
        ]

    def _end_turn(self, state: ItcState, seat: int, events: list[Event]) -> None:
        lost: list[str] = []
        for route, row in state.blocked:
            mine = cards_in_row(state, route, row, seat)
            if full_row(state, route, row) and any(can_move(state, card) for card in mine):
                for card in mine:
                    lost += components().transports[card].goods()
                    del state.positions[card]
                    state.transport_discard.append(card)
                events.append(
                    Event(
                        EventKind.INFO,
                        msgn(
                            "{seat} left a full row blocked and loses {count} card in it",
                            "{seat} left a full row blocked and loses {count} cards in it",
                            count=len(mine),
                            seat=SeatRef(seat),
                        ),
                        seat,
                        {"to": f"place:{GREY}"},
                    )
                )
        self._lapse(state, lost)
        state.banned[seat] = {g: lost.count(g) for g in set(lost)}
        lapsed = [g for g, n in state.lapsed.items() for _ in range(n)]
        for colour in lapsed:
            state.goods[GREY][colour] += 1
        if lapsed:
            events.append(
                Event(
                    EventKind.INFO,
                    msgn(
                        "{count} good of lost transports goes to the grey market",
                        "{count} goods of lost transports go to the grey market",
                        count=len(lapsed),
                    ),
                    None,
                    {"to": f"place:{GREY}"},
                )
            )
        state.lapsed = {}
        if hand_size(state, seat) > rule("hand_limit"):
            state.phase = Phase.DISCARD
            return
        self._finish_turn(state, seat, events)

    def _discard(self, state: ItcState, seat: int, card: str, events: list[Event]) -> None:
        if card in state.transports[seat]:
            state.transports[seat].remove(card)
            state.transport_discard.append(card)
            news = msg("{seat} discards {card}", seat=SeatRef(seat), card=transport_name(card))
        else:
            drop = next(c for c in state.actions[seat] if components().action_kinds[c] == card)
            state.actions[seat].remove(drop)
            state.action_discard.append(drop)
            news = msg("{seat} discards {card}", seat=SeatRef(seat), card=card_title(card))
        events.append(Event(EventKind.CARD, news, seat))
        if hand_size(state, seat) <= rule("hand_limit"):
            self._finish_turn(state, seat, events)

    @staticmethod
    def ending(state: ItcState) -> bool:
        """The game ends with this round: someone has 200,000 profit (the published goal, "first to 200,000"),
        the transport deck ran out the second time, or it is the last round allowed. The round is always
        played out, so that every seat has had as many turns (docs/rules/itc.md, The end)."""
        return max(state.profit) >= rule("target") or state.final or state.round >= rule("round_limit")

    def _finish_turn(self, state: ItcState, seat: int, events: list[Event]) -> None:
        state.dice = {}
        state.blue_left = state.red_left = state.green_left = 0
        state.bonus_points = state.bonus_sales = state.grey_sales = 0
        state.escort = False
        state.placed, state.played, state.unloaded, state.blocked = [], [], [], []
        state.sold = {}
        following = (seat + 1) % state.players
        if following == 0 and self.ending(state):  # the round is played out: everyone has had as many turns
            state.phase = Phase.OVER
            state.current_player = TERMINAL
            standing = Items(
                tuple(msg("{seat} {amount}", seat=SeatRef(s), amount=Money(m)) for s, m in enumerate(state.profit)),
                sep=";",
            )
            events.append(Event(EventKind.END, msg("The game is over: {standing}", standing=standing)))
            return
        if following == 0:
            state.round += 1
        self._start_turn(state, following, events)

    # -- what a seat sees --

    def redact(self, state: ItcState, seat: int | None) -> ItcState:
        """What `seat` sees: everything but the other hands (only how many cards) and the order of the decks."""
        view = state.clone()
        view.rng = Rng(0)
        view.viewer = seat
        view.transport_deck = [HIDDEN] * len(state.transport_deck)
        view.action_deck = [HIDDEN] * len(state.action_deck)
        for other in range(state.players):
            if other != seat:
                view.transports[other] = [HIDDEN] * len(state.transports[other])
                view.actions[other] = [HIDDEN] * len(state.actions[other])
        return view

    def observe(self, state: ItcState, seat: int, rng: Rng) -> ItcState:
        """The other hands are dealt afresh from every card this seat has not seen (neutral transports
        never lie in a hand), and the decks are shuffled from what is left."""
        view = state.clone()
        view.rng = rng.fork(1)
        others = [o for o in range(state.players) if o != seat]
        transports = components().transports
        unseen = sorted(view.transport_deck + [c for o in others for c in view.transports[o]])
        ordinary = [c for c in unseen if not transports[c].neutral]
        rng.shuffle(ordinary)
        for other in others:
            view.transports[other] = sorted(ordinary.pop() for _ in state.transports[other])
        view.transport_deck = sorted(ordinary + [c for c in unseen if transports[c].neutral])
        rng.shuffle(view.transport_deck)
        pool = sorted(view.action_deck + [c for o in others for c in view.actions[o]])
        rng.shuffle(pool)
        for other in others:
            view.actions[other] = sorted(pool.pop() for _ in state.actions[other])
        view.action_deck = pool
        return view

    def needs_confirmation(self, state: ItcState, action: Action) -> Message | None:
        """Ending the turn while action points could still draw, place or move a transport: they are lost."""
        spends = (DrawTransport, Place, Move, Leave)
        if isinstance(action, EndTurn) and any(isinstance(other, spends) for other in self.legal_actions(state)):
            return msgn(
                "End your turn? {count} action point is still left.",
                "End your turn? {count} action points are still left.",
                count=state.action_points,
            )
        return None

    def private_decision(self, state: ItcState) -> bool:
        """A turn is played with the hand in view; placing sales stones at set-up is public."""
        return state.phase in (Phase.DICE, Phase.USE, Phase.ARRIVAL, Phase.DISCARD)

    def reveals(self, before: ItcState, after: ItcState, action: Action, events: list[Event]) -> bool:
        """Dice and theft rolls draw from the generator; drawing a card turns up the top of a deck."""
        drew = len(after.transport_deck) < len(before.transport_deck) or len(after.action_deck) < len(
            before.action_deck
        )
        return drew or super().reveals(before, after, action, events)

    # -- scores --

    def scores(self, state: ItcState) -> list[int]:
        return list(state.profit)

    def result(self, state: ItcState) -> Result:
        places_ = [1 + sum(1 for p in state.profit if p > mine) for mine in state.profit]  # ties share a place
        return Result(tuple(places_), tuple(state.profit))

    def prompt(self, state: ItcState) -> Message:
        seat = state.current_player
        if state.phase == Phase.SETUP:
            return msg("Place a sales stone in a continent")
        if state.phase == Phase.DICE:
            return msg("Choose two of the three dice to roll, or play an action card first")
        if state.phase == Phase.ARRIVAL:
            return msg("Your transport has arrived: choose the continent to unload it in")
        if state.phase == Phase.DISCARD:
            return msgn("Discard down to {count} card", "Discard down to {count} cards", count=rule("hand_limit"))
        if state.phase == Phase.OVER:
            return msg("The game is over.")
        blocked = [
            (route, row)
            for route, row in state.blocked
            if full_row(state, route, row) and any(can_move(state, c) for c in cards_in_row(state, route, row, seat))
        ]
        if blocked:
            return msg(
                "Row {row} of the {route} is full: move one of your cards out of it or lose them",
                row=blocked[0][1] + 1,
                route=route_name(blocked[0][0]),
            )
        return msg(
            "Action points: {points} · red for cards: {red} · green points: {sales} · play, or end your turn",
            points=state.action_points,
            red=state.red_left,
            sales=state.sales_points,
        )
