"""Negotiations: offers between companies, composed step by step and answered through the decision flow.

The proposer (the turn player in its round, any company asked at an opening point, or a recipient making a
counter-offer) builds the offer one step at a time: the players it goes to, the things each side hands over
(cards from the proposer's hand; vehicles and branches, which are on the board), and money up or down in
steps; any thing may be taken out again. Every step is a legal action, so amounts and bundles are parameters
the rules check, and saves replay them. Once sent, each recipient
in turn order accepts, refuses or counters; the first to accept trades, and the offer closes.

An offer that gives things and asks only money may instead be put up for auction: the companies it goes to
(everyone, when it names no one) bid in turn order, each raising or dropping out for good, until one bidder
is left; the money the offer asked is the lowest first bid.
"""

from __future__ import annotations

from game.competitors.actions import (
    AnswerOffer,
    Bid,
    CancelOffer,
    DropOut,
    NoOffer,
    PlaceVehicle,
    ProposeTrade,
    SendOffer,
    StartAuction,
    TradeDrop,
    TradeItem,
    TradeLess,
    TradeMoney,
    TradeWith,
    item_label,
)
from game.competitors.data import TOKEN_KEYS, load_data
from game.competitors.kinds import VEHICLE_THINGS, DecisionKind, Thing, VehicleKind
from game.competitors.state import Auction, CompetitorsState, Offer
from game.competitors.world import load_world
from game.core.flow import Decision
from game.core.messages import Items, Message, Money, SeatRef, msg
from game.core.protocol import Action, Event, EventKind, thing_of

OFFERS_PER_ROUND = 2
"""Offers and auctions each company may open in a round, in it or out of it (the rulebook sets no limit; this
keeps every game finite)."""
MONEY_STEPS = (1000, 10000)
COMPOSE_STEPS = 40
"""Steps an offer may take while composed (a counter-offer starts afresh): things and money go in and out again,
so without a limit composing could go on for ever."""


def trade_decision(legal: list[Action]) -> bool:
    """Whether these legal moves make a trade decision: composing an offer, answering one, bidding."""
    return any(isinstance(action, CancelOffer | AnswerOffer | DropOut) for action in legal)


def tradable(state: CompetitorsState, seat: int, cards: bool) -> list[str]:
    """What a company can hand over: its cards (when `cards`), its vehicles that are free (no signed
    contract, not loaded, carrying nothing, not chartered), passage for a truck on its free ships and
    aircraft, and its branches, as "territory:N", "contract:N", "truck:ID" (or "ship:ID", "aircraft:ID"),
    "passage:ship:ID" (or "passage:aircraft:ID") and "branch:NAME"."""
    items = []
    if cards:
        items += [f"territory:{c}" for c in sorted(state.territory_hands[seat])]
        items += [f"contract:{c}" for c in sorted(state.contract_hands[seat])]
    free = [
        v
        for v in state.fleet(seat)
        if not state.signed_for(v.id) and v.aboard is None and v.cargo is None and state.may_use(seat, v)
    ]
    items += [f"{v.kind}:{v.id}" for v in free]
    items += [f"passage:{v.kind}:{v.id}" for v in free if v.kind != VehicleKind.TRUCK]
    items += [f"branch:{name}" for name in state.branches[seat]]
    return items


def vehicle_named(item: str) -> int | None:
    """The vehicle a thing in a trade is (or gives passage on): an offer names each vehicle once."""
    kind, value = thing_of(item, Thing)
    if kind == Thing.PASSAGE:
        kind, value = thing_of(value, Thing)
    return int(value) if kind in VEHICLE_THINGS else None


def owner_of_item(state: CompetitorsState, item: str) -> int | None:
    vehicle = vehicle_named(item)
    if vehicle is not None:
        return next((v.owner for v in state.vehicles if v.id == vehicle), None)
    kind, value = thing_of(item, Thing)
    if kind == Thing.BRANCH:
        return next((s for s in range(state.players) if value in state.branches[s]), None)
    hands = state.territory_hands if kind == Thing.TERRITORY else state.contract_hands
    return next((s for s in range(state.players) if int(value) in hands[s]), None)


def offered_cards(state: CompetitorsState) -> set[str]:
    """Cards named in the offer or auction on the table: everyone has seen them."""
    named = state.offer.give + state.offer.take if state.offer is not None else []
    named += state.auction.items if state.auction is not None else []
    shown = {item for item in named if item.startswith(("territory:", "contract:"))}
    return shown | {f"contract:{s.contract}" for s in state.signed if s.owner in riders(state)}


def riders(state: CompetitorsState) -> set[int]:
    """The company asking passage on another's carrier in the offer on the table, once sent: the carrier
    sees its signed contracts before it answers (the rulebook's "may ask to see the contract"). Only one's
    own contracts are shown so: offering passage to others shows nothing of theirs."""
    offer = state.offer
    if offer is None or not any(decision.kind == DecisionKind.TRADE for decision in state.flow.pending):
        return set()  # shown once the offer is sent, not while it is composed
    return {offer.proposer} if any(item.startswith("passage:") for item in offer.take) else set()


def propose_actions(state: CompetitorsState, seat: int) -> list[Action]:
    if state.offer is None and state.auction is None and state.offers_made[seat] < OFFERS_PER_ROUND:
        return [ProposeTrade(seat)]
    return []


def open_actions(state: CompetitorsState, seat: int) -> list[Action]:
    """At an opening point: open an offer (or, composing it, an auction), or let the moment pass."""
    return [*propose_actions(state, seat), NoOffer(seat)]


def may_open(state: CompetitorsState, seat: int) -> bool:
    return state.openers[seat] and state.offers_made[seat] < OFFERS_PER_ROUND


def ask_openers(state: CompetitorsState, moving: bool) -> None:
    """An opening point (an action or a movement turn just ended, nothing else pending): every company asked at
    opening points and still within its offers is asked, in turn order from the turn player's left; the turn player
    too between the movement turns of its delivery (in its actions it proposes among its moves)."""
    players = state.players
    seats = [(state.turn_player + step) % players for step in range(1, players)]
    if moving:
        seats.append(state.turn_player)
    for seat in seats:
        if may_open(state, seat):
            state.flow.ask(seat, DecisionKind.OPEN, False)


def ask_first(state: CompetitorsState, seat: int, kind: DecisionKind, subject: str = "") -> None:
    """Queue a decision of the trade under way ahead of the opening questions still waiting (in the order asked)."""
    pending = state.flow.pending
    at = next((i for i, d in enumerate(pending) if d.kind == DecisionKind.OPEN), len(pending))
    pending.insert(at, Decision(seat, kind, True, subject))


def compose_actions(state: CompetitorsState) -> list[Action]:
    offer = state.offer
    assert offer is not None
    seat = offer.proposer
    others = [s for s in range(state.players) if s != seat]
    actions: list[Action] = []
    if offer.steps >= COMPOSE_STEPS:
        return [*endings(state, offer), CancelOffer(seat)]
    if not offer.take:
        actions += [TradeWith(seat, other) for other in others if other not in offer.to]
    named = {vehicle_named(item) for item in offer.give + offer.take} - {None}
    actions += [
        TradeItem(seat, "give", item)
        for item in tradable(state, seat, cards=True)
        if item not in offer.give and vehicle_named(item) not in named
    ]
    askable = asked(state, offer)
    if len(offer.to) <= 1:
        actions += [
            TradeItem(seat, "take", item)
            for other in askable
            for item in tradable(state, other, False)
            if item not in offer.take and vehicle_named(item) not in named
        ]
    actions += [TradeDrop(seat, "give", item) for item in offer.give]
    actions += [TradeDrop(seat, "take", item) for item in offer.take]
    actions += [
        TradeMoney(seat, side, step)
        for step in MONEY_STEPS
        for side in ("give", "take")
        if step <= money_room(state, offer, side)
    ]
    actions += [
        TradeLess(seat, side, step)
        for step in MONEY_STEPS
        for side in ("give", "take")
        if step <= money_on(offer, side)
    ]
    actions += endings(state, offer)
    actions.append(CancelOffer(seat))
    return actions


def endings(state: CompetitorsState, offer: Offer) -> list[Action]:
    """Sending the offer, or auctioning what it gives, when it may be."""
    actions: list[Action] = []
    if offer.to and (offer.give or offer.take or offer.give_money or offer.take_money):
        actions.append(SendOffer(offer.proposer))
    if (
        offer.give
        and not offer.take
        and not offer.give_money
        and not offer.countered
        and not any(item.startswith("passage:") for item in offer.give)
    ):  # a carrier sees whom it carries
        actions.append(StartAuction(offer.proposer))
    return actions


def asked(state: CompetitorsState, offer: Offer) -> list[int]:
    """The companies the offer may still ask things of: those it goes to (anyone while it goes to no one yet),
    and only the owner of what it already asks for."""
    owners = {owner_of_item(state, item) for item in offer.take}
    return [
        s
        for s in range(state.players)
        if s != offer.proposer and (s in offer.to or not offer.to) and (not owners or s in owners)
    ]


def money_room(state: CompetitorsState, offer: Offer, side: str) -> int:
    """How much more money the offer may carry on a side: what the proposer has beyond what it already
    gives, or what the richest company it may ask has beyond what it already asks."""
    if side == "give":
        return state.money[offer.proposer] - offer.give_money
    return max((state.money[s] for s in asked(state, offer)), default=0) - offer.take_money


def money_on(offer: Offer, side: str) -> int:
    """The money the offer carries on a side."""
    return offer.give_money if side == "give" else offer.take_money


def money_allowed(state: CompetitorsState, action: TradeMoney | TradeLess, composing: bool) -> bool:
    """Whether money typed into the offer being composed is taken: a positive amount in thousands, within
    `money_room` when added, within what the side carries when taken off (the listed steps are the usual amounts
    of the same move)."""
    offer = state.offer
    if not composing or offer is None or action.side not in ("give", "take"):
        return False
    room = money_room(state, offer, action.side) if isinstance(action, TradeMoney) else money_on(offer, action.side)
    return (
        action.seat == offer.proposer
        and offer.steps < COMPOSE_STEPS
        and 0 < action.amount <= room
        and action.amount % MONEY_STEPS[0] == 0
    )


def answer_actions(state: CompetitorsState, seat: int) -> list[Action]:
    offer = state.offer
    assert offer is not None
    actions: list[Action] = []
    if feasible(state, offer, seat):
        actions.append(AnswerOffer(seat, "accept"))
    actions.append(AnswerOffer(seat, "refuse"))
    if not offer.countered:
        actions.append(AnswerOffer(seat, "counter"))
    return actions


def feasible(state: CompetitorsState, offer: Offer, recipient: int) -> bool:
    """Everything promised is still there, both sides can pay, and no company exceeds its tokens."""
    if any(owner_of_item(state, item) != offer.proposer for item in offer.give):
        return False
    if any(owner_of_item(state, item) != recipient for item in offer.take):
        return False
    if state.money[offer.proposer] < offer.give_money or state.money[recipient] < offer.take_money:
        return False
    return within_limits(state, recipient, offer.give, offer.take) and within_limits(
        state, offer.proposer, offer.take, offer.give
    )


def within_limits(state: CompetitorsState, seat: int, gets: list[str], loses: list[str]) -> bool:
    """Whether a company that gets and loses these things stays within the box's tokens."""
    limits = load_data().rules["token_limits"]
    for kind, key in TOKEN_KEYS.items():
        change = sum(1 for item in gets if item.startswith(f"{kind}:"))
        change -= sum(1 for item in loses if item.startswith(f"{kind}:"))
        if len(state.fleet(seat, kind)) + change > limits[key]:
            return False
    branches = sum(1 for i in gets if i.startswith("branch:")) - sum(1 for i in loses if i.startswith("branch:"))
    return len(state.branches[seat]) + branches <= int(limits["branches"])


# --- auctions -----------------------------------------------------------------------------------------
def lowest_bid(auction: Auction) -> int:
    """The least the next bid may be: one step over the highest, or the opening price."""
    if auction.bidder is not None:
        return auction.bid + MONEY_STEPS[0]
    return max(auction.opening, MONEY_STEPS[0])


def why_not_amount(state: CompetitorsState, action: TradeMoney | TradeLess | Bid) -> Message | None:
    """Why money typed into the offer, or a bid, is refused, in the terms it is typed in; None when there is no
    offer or auction for it."""
    if isinstance(action, Bid):
        if state.auction is None:
            return None
        money = state.money[action.seat]
        return msg(
            "A bid goes in thousands, from {low} to {high}.",
            low=Money(lowest_bid(state.auction)),
            high=Money(money - money % MONEY_STEPS[0]),
        )
    if state.offer is None:
        return None
    if isinstance(action, TradeLess):
        return msg(
            "The money goes in thousands, at most {amount} less on this side.",
            amount=Money(money_on(state.offer, action.side)),
        )
    room = money_room(state, state.offer, action.side)
    return msg(
        "The money goes in thousands, at most {amount} more on this side.", amount=Money(room - room % MONEY_STEPS[0])
    )


def may_bid(state: CompetitorsState, seat: int, amount: int) -> bool:
    auction = state.auction
    return (
        auction is not None
        and state.flow.current is not None
        and state.flow.current.kind == DecisionKind.AUCTION
        and state.flow.current.seat == seat
        and lowest_bid(auction) <= amount <= state.money[seat]
        and amount % MONEY_STEPS[0] == 0
        and within_limits(state, seat, auction.items, [])
    )


def bid_actions(state: CompetitorsState, seat: int) -> list[Action]:
    """The usual bids (one step and ten steps over the highest) and dropping out; any other amount the
    bidder may type is taken by `may_bid`."""
    auction = state.auction
    assert auction is not None
    low = lowest_bid(auction)
    usual = (low, low - MONEY_STEPS[0] + MONEY_STEPS[1])
    bids = [Bid(seat, amount) for amount in usual if may_bid(state, seat, amount)]
    return [*bids, DropOut(seat)]


def describe_auction(auction: Auction) -> Message:
    items = Items(tuple(item_label(i) for i in auction.items))
    if auction.bidder is None:
        return msg(
            "{seat} auctions {items}: bids from {amount}",
            seat=SeatRef(auction.seller),
            items=items,
            amount=Money(lowest_bid(auction)),
        )
    return msg(
        "{seat} auctions {items}: {bidder} bids {amount}",
        seat=SeatRef(auction.seller),
        items=items,
        bidder=SeatRef(auction.bidder),
        amount=Money(auction.bid),
    )


def start_auction(state: CompetitorsState, offer: Offer) -> list[Event]:
    seller = offer.proposer
    bidders = offer.to or [s for s in range(state.players) if s != seller]
    bidding = sorted(bidders, key=lambda s: (s - seller) % state.players)
    state.auction = Auction(seller, list(offer.give), bidding, offer.take_money)
    state.offer = None
    state.flow.cancel(DecisionKind.COMPOSE)
    state.offers_made[seller] += 1
    ask_first(state, bidding[0], DecisionKind.AUCTION)
    return [Event(EventKind.INFO, describe_auction(state.auction), seller, {"offer": True})]


def take_bid(state: CompetitorsState, action: Bid | DropOut) -> list[Event]:
    """A bid or a bidder dropping out; the auction goes round until one bidder (or none) is left."""
    auction = state.auction
    assert auction is not None
    state.flow.answered()
    seat = action.seat
    if isinstance(action, Bid):
        auction.bid, auction.bidder = action.amount, seat
        events = [
            Event(EventKind.INFO, msg("{seat} bids {amount}", seat=SeatRef(seat), amount=Money(action.amount)), seat)
        ]
    else:
        auction.bidding.remove(seat)
        events = [Event(EventKind.INFO, msg("{seat} drops out of the auction", seat=SeatRef(seat)), seat)]
    rivals = [s for s in auction.bidding if s != auction.bidder]
    if rivals:  # the next in turn order after the one who just answered
        ask_first(state, min(rivals, key=lambda s: (s - seat - 1) % state.players), DecisionKind.AUCTION)
        return events
    state.auction = None
    items = Items(tuple(item_label(i) for i in auction.items))
    if auction.bidder is None:
        return [
            *events,
            Event(
                EventKind.INFO,
                msg("Nobody bids: {seat} keeps {items}", seat=SeatRef(auction.seller), items=items),
                seat,
            ),
        ]
    hand_over(state, auction.seller, auction.bidder, auction.items, 0)
    hand_over(state, auction.bidder, auction.seller, [], auction.bid)
    sold = msg(
        "{seat} buys {items} from {other} for {amount}",
        seat=SeatRef(auction.bidder),
        items=items,
        other=SeatRef(auction.seller),
        amount=Money(auction.bid),
    )
    return [*events, Event(EventKind.INFO, sold, auction.bidder)]


def describe(offer: Offer) -> Message:
    gives = [item_label(i) for i in offer.give] + ([Money(offer.give_money)] if offer.give_money else [])
    takes = [item_label(i) for i in offer.take] + ([Money(offer.take_money)] if offer.take_money else [])
    if not offer.to:
        return msg(
            "{seat} offers {gives} for {takes}, to no one yet",
            seat=SeatRef(offer.proposer),
            gives=Items(tuple(gives)) if gives else msg("nothing"),
            takes=Items(tuple(takes)) if takes else msg("nothing"),
        )
    return msg(
        "{seat} offers {to}: {gives} for {takes}",
        seat=SeatRef(offer.proposer),
        to=Items(tuple(SeatRef(s) for s in offer.to)),
        gives=Items(tuple(gives)) if gives else msg("nothing"),
        takes=Items(tuple(takes)) if takes else msg("nothing"),
    )


def perform(state: CompetitorsState, action: Action) -> list[Event]:
    """Carries out a negotiation step; returns its events."""
    match action:
        case ProposeTrade():
            state.offer = Offer(action.seat)
            if state.flow.current is not None and state.flow.current.kind == DecisionKind.OPEN:
                state.flow.answered()  # opened out of its round: the proposer composes before anyone else decides
                state.flow.interrupt(action.seat, DecisionKind.COMPOSE, True)
            return []
        case NoOffer():
            state.flow.answered()
            return []
        case Bid() | DropOut():
            return take_bid(state, action)
    offer = state.offer
    assert offer is not None
    if isinstance(action, TradeWith | TradeItem | TradeDrop | TradeMoney | TradeLess):
        offer.steps += 1
    match action:
        case TradeWith():
            offer.to.append(action.other)
            offer.to.sort()
        case TradeItem():
            (offer.give if action.side == "give" else offer.take).append(action.item)
            if action.side == "take" and not offer.to:
                owner = owner_of_item(state, action.item)
                assert owner is not None
                offer.to.append(owner)
        case TradeMoney():
            if action.side == "give":
                offer.give_money += action.amount
            else:
                offer.take_money += action.amount
        case TradeLess():
            if action.side == "give":
                offer.give_money -= action.amount
            else:
                offer.take_money -= action.amount
        case TradeDrop():
            (offer.give if action.side == "give" else offer.take).remove(action.item)
        case CancelOffer():
            state.offer = None
            state.flow.cancel(DecisionKind.COMPOSE)
            return [Event(EventKind.INFO, msg("{seat} withdraws the offer", seat=SeatRef(action.seat)), action.seat)]
        case SendOffer():
            state.flow.cancel(DecisionKind.COMPOSE)
            if not offer.countered:
                state.offers_made[offer.proposer] += 1
            for seat in offer.to:
                ask_first(state, seat, DecisionKind.TRADE)
            return [Event(EventKind.INFO, describe(offer), action.seat, {"offer": True})]
        case StartAuction():
            return start_auction(state, offer)
        case AnswerOffer():
            return answer(state, offer, action)
    return []


def answer(state: CompetitorsState, offer: Offer, action: AnswerOffer) -> list[Event]:
    seat = action.seat
    state.flow.answered()
    if action.answer == "refuse":
        events = [Event(EventKind.INFO, msg("{seat} refuses the offer", seat=SeatRef(seat)), seat)]
        if not any(d.kind == DecisionKind.TRADE for d in state.flow.pending):
            state.offer = None
        return events
    state.flow.cancel(DecisionKind.TRADE)
    if action.answer == "counter":
        state.offer = Offer(
            seat,
            [offer.proposer],
            list(offer.take),
            list(offer.give),
            offer.take_money,
            offer.give_money,
            countered=True,
        )
        state.flow.interrupt(seat, DecisionKind.COMPOSE, True)
        return [Event(EventKind.INFO, msg("{seat} makes a counter-offer", seat=SeatRef(seat)), seat)]
    state.offer = None
    events = [
        Event(
            EventKind.INFO,
            msg("{seat} accepts the offer of {other}", seat=SeatRef(seat), other=SeatRef(offer.proposer)),
            seat,
        )
    ]
    hand_over(state, offer.proposer, seat, offer.give, offer.give_money)
    hand_over(state, seat, offer.proposer, offer.take, offer.take_money)
    return events


def placings(state: CompetitorsState, seat: int, vehicle_id: int) -> list[Action]:
    """Where a company may put a vehicle it got in a trade: where it stands, or at any of its bases where a vehicle
    of its kind can stand (the rulebook: "new movement tokens purchased or obtained at the end of a negotiation")."""
    vehicle = next((v for v in state.vehicles if v.id == vehicle_id), None)
    if vehicle is None or vehicle.owner != seat:
        return []
    stay: list[Action] = [PlaceVehicle(seat, vehicle.id, vehicle.at, vehicle.kind, stays=True)]
    return stay + [
        PlaceVehicle(seat, vehicle.id, base, vehicle.kind)
        for base in state.bases(seat)
        if base != vehicle.at and stands(vehicle.kind, base)
    ]


def stands(kind: VehicleKind, territory: str) -> bool:
    """Whether a vehicle of a kind can stand in a territory: ships need a port, aircraft an airport."""
    where = load_world().territories[territory]
    return kind == VehicleKind.TRUCK or (where.port if kind == VehicleKind.SHIP else where.airport != "none")


def hand_over(state: CompetitorsState, giver: int, taker: int, items: list[str], money: int) -> None:
    state.money[giver] -= money
    state.money[taker] += money
    for item in items:
        kind, value = thing_of(item, Thing)
        if kind in VEHICLE_THINGS:
            state.vehicle(int(value)).owner = taker
            state.charters.pop(int(value), None)  # a charter ends with the carrier's change of owner
            if len(placings(state, taker, int(value))) > 1:
                ask_first(state, taker, DecisionKind.PLACE, value)  # to a base, or where it stands
        elif kind == Thing.PASSAGE:
            carrier = state.vehicle(int(value.partition(":")[2]))
            if carrier.owner == giver:  # not handed over itself in the same trade
                state.charters[carrier.id] = taker
        elif kind == Thing.BRANCH:
            state.branches[giver].remove(value)
            state.branches[taker].append(value)
            state.contract_discard += state.attached.pop(value, [])  # advantages go with a branch handed over
        else:
            hands = state.territory_hands if kind == Thing.TERRITORY else state.contract_hands
            hands[giver].remove(int(value))
            hands[taker].append(int(value))
