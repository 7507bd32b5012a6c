"""Ports of Europe: Mainports — the rules.

A turn: move the pawn on the rondel (1-3 fields clockwise, one more per fuel card played), then
carry out that field's action as a few small decisions (take a contract, buy a fuel card, sail a
ship, load, unload ...) ended by "done". Set-up choices (contracts kept, start ports, fuel bought)
are actions too, asked in order by the state's decision flow. Money moves only between the bank, the
players and the mainports' treasuries.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.core.messages import Items, Message, Money, SeatRef, Term, Verbatim, msg, msgn, place
from game.core.protocol import CANNOT_GO_THERE, TERMINAL, Action, Config, Event, EventKind, Game, Option, Result
from game.core.rng import Rng
from game.mainports.actions import (
    CLOSING_KINDS,
    MOVE_KINDS,
    BuyFuel,
    BuyShip,
    BuyTech,
    CancelContract,
    EndAction,
    FreeFuel,
    KeepContract,
    KeepDone,
    Load,
    RefreshContract,
    RefreshFuel,
    Rondel,
    Sail,
    StartFuel,
    StartFuelDone,
    StartShip,
    TakeContract,
    Unload,
    UsePerformanceBonus,
    drop_target,
)
from game.mainports.board import Board, load_board
from game.mainports.compat import COMPAT
from game.mainports.kinds import Phase, RondelAction, SetupDecision, TechPhase
from game.mainports.state import (
    ACTION_TITLES,
    GOODS,
    HIDDEN,
    Cards,
    Contract,
    MainportsState,
    Player,
    Ship,
    TechCard,
    card_name,
    card_steps,
    good,
    hidden_cargo,
    is_sea_card,
    load_cards,
)

STEPS_BEYOND_FUEL = 6
"""How far past their longest fuel card a refused ship's players are told a port's distance."""

TITLE = Term("Ports of Europe: Mainports", "game")
"""The game's name, a term in the context the table words game titles in."""
BOARDS = {"central": "central", "great": "great"}
"""Option value -> the data file of that side."""


def catalogue_terms() -> list[Term]:
    """The names from the cards and both sides of the board a player reads, for the catalogue
    (tools/extract_messages.py): ports, waterways and sea sections, goods, technology cards."""
    terms = [good(name) for name in GOODS]
    for side in BOARDS.values():
        cards = load_cards(side)
        board = load_board(cards.board_file)
        names = [*board.ports, *(name for fairway in board.fairways for name in fairway.waterways), *board.seas]
        terms += [place(name) for name in names if name]
        terms += [Term(title, "card") for title in cards.titles.values()]
    return list(dict.fromkeys(terms))


SETUP_DECISIONS = {SetupDecision.CONTRACTS: True, SetupDecision.PORT: False, SetupDecision.FUEL: True}
"""Each set-up decision, and whether it is private: which start contracts to keep and which start
fuel to buy are chosen from cards only that player sees; a start port is chosen in the open."""
RULE_NUMBERS = load_cards("central").rules
"""The numbers the options' help names (the same on every side of the board)."""


class MainportsGame(Game[MainportsState]):
    id = "mainports"
    compat = COMPAT
    move_kinds = MOVE_KINDS
    closing_kinds = CLOSING_KINDS
    title = TITLE.name
    rules_version = 3
    """2: the empty-ship and Increased power bonuses come once per ship and navigation; one ship per start
    port at the start. 3: no turning at sea (a sea voyage never steps straight back into the section or port
    it came from)."""
    min_players = 2
    max_players = 4
    options = (
        Option(
            "board",
            msg("Board"),
            tuple(BOARDS),
            "central",
            msg(
                "Which side of the board to play on: Central Europe, on rivers and canals, or Great Europe, by sea too."
            ),
            {"central": msg("Central Europe"), "great": msg("Great Europe")},
        ),
        Option(
            "version",
            msg("Game version"),
            ("contract", "free"),
            "contract",
            msg(
                "Contract version: the game ends after the round in which contract number {deliveries} is "
                "delivered, and the most cash wins. Free play: the first to have {target} wins at once.",
                deliveries=RULE_NUMBERS["deliveries_to_end"],
                target=Money(RULE_NUMBERS["free_play_target"]),
            ),
            {"contract": msg("Contract version"), "free": msg("Free play")},
        ),
    )

    # --- set-up ----------------------------------------------------------------------------------

    def new_game(self, config: Config, seed: int) -> MainportsState:
        self.check_config(config)
        side = BOARDS[self.option(config, "board")]
        cards = load_cards(side)
        n = config.players
        setup = cards.setup[n]
        rng = Rng(seed)
        state = MainportsState(
            side, self.option(config, "version") == "free", [Player(setup["money"]) for _ in range(n)], rng
        )
        state.bank = -setup["money"] * n
        # Mainports: drawn one by one; a card whose coloured slot is taken is put back in the box.
        mainport_cards = list(cards.mainports)
        rng.shuffle(mainport_cards)
        for port, colour in mainport_cards:
            if colour not in state.mainports:
                state.mainports[colour] = port
                state.treasuries[port] = 0
        # Technology: shuffled per phase, A on top, E at the bottom.
        for phase in TechPhase:
            pile = [t.index for t in cards.technology if t.phase == phase]
            rng.shuffle(pile)
            state.tech_deck.extend(pile)
        state.tech_display = [state.tech_deck.pop(0) for _ in range(4)]
        a_contracts = [c.id for c in cards.contracts.values() if c.deck == "A"]
        state.contract_deck = [c.id for c in cards.contracts.values() if c.deck != "A"]
        rng.shuffle(a_contracts)
        rng.shuffle(state.contract_deck)
        state.contract_display = [state.contract_deck.pop() for _ in range(cards.rules["contract_display"])]
        state.fuel_deck = [v for v, count in cards.fuel_counts.items() for _ in range(count)]
        rng.shuffle(state.fuel_deck)
        sea_cards = [v for v, count in cards.sea_counts.items() for _ in range(count)]
        if sea_cards:
            # Great Europe: the sea cards are shuffled apart, each player is offered one of them instead of
            # a fuel card, and the rest join the fuel cards in one deck shuffled anew.
            rng.shuffle(sea_cards)
            for player in state.players:
                player.offer_fuel = sorted(
                    [state.fuel_deck.pop() for _ in range(setup["fuel"] - 1)] + [sea_cards.pop()]
                )
            state.fuel_deck += sea_cards
            rng.shuffle(state.fuel_deck)
        state.fuel_display = [state.fuel_deck.pop() for _ in range(cards.rules["fuel_display"])]
        for player in state.players:
            player.offer_contracts = [a_contracts.pop() for _ in range(setup["contracts"])]
            if not cards.sea_counts:
                player.offer_fuel = sorted(state.fuel_deck.pop() for _ in range(setup["fuel"]))
        state.contract_aside = a_contracts
        state.start_player = rng.below(n)
        # The player to the right of the starting player chooses first, then counterclockwise.
        order = [(state.start_player - 1 - k) % n for k in range(n)]
        decisions = [(seat, kind) for seat in order for kind in SETUP_DECISIONS]
        decisions += [(seat, SetupDecision.PORT) for _ in range(setup["ships"] - 1) for seat in order]
        for seat, kind in decisions:
            state.flow.ask(seat, kind, SETUP_DECISIONS[kind])
        state.current_player = state.flow.seat_to_act(state.start_player)
        return state

    def _setup_decided(self, state: MainportsState) -> None:
        """The set-up decision being made is done: on to the next, or the first turn."""
        state.flow.answered()
        if state.flow.current is None:
            state.phase = Phase.RONDEL
        state.current_player = state.flow.seat_to_act(state.start_player)

    # --- helpers ---------------------------------------------------------------------------------

    def cards(self, state: MainportsState) -> Cards:
        return load_cards(state.board)

    def board(self, state: MainportsState) -> Board:
        return load_board(self.cards(state).board_file)

    def port_of(self, state: MainportsState, place: str) -> str:
        """A contract's port: a port's name, or the mainport in the slot of a colour."""
        return state.mainports.get(place, place)

    def contract(self, state: MainportsState, cid: int) -> Contract:
        """A contract as the players read it: its mainport colours resolved to the ports drawn for them."""
        c = self.cards(state).contracts[cid]
        return replace(c, load=self.port_of(state, c.load), deliver=self.port_of(state, c.deliver))

    def count(self, state: MainportsState, seat: int, card: str) -> int:
        techs = self.cards(state).technology
        return sum(techs[t].card == card for t in state.players[seat].tech)

    @staticmethod
    def tech_effect(card: TechCard) -> Message:
        """What a technology card does, as its owner reads it on the card (the amounts are those the rules
        below pay)."""
        match card.card:
            case "contract_bonus":
                return msg(
                    "+{amount} for each delivery of {goods}.",
                    amount=Money(20000),
                    goods=Items(tuple(map(good, card.goods))),
                )
            case "free_rider":
                return msg("+{amount} whenever another player takes a dividend.", amount=Money(10000))
            case "sponsors":
                return msg("The bank pays your port fees.")
            case "operating_system":
                return msg("Your pawn moves one field further on the rondel without fuel.")
            case "negotiator":
                return msg("Cancel one contract a turn for free.")
            case "luxurious_packaging":
                return msg("+{amount} for each delivery.", amount=Money(20000))
            case "logistics_innovation":
                return msg("Each of your ships carries two goods.")
            case "professor":
                return msg("Technology costs you {amount} less.", amount=Money(20000))
            case "marketing_bonus":
                return msg("+{amount} for each delivery.", amount=Money(30000))
            case "ghost_ship":
                return msg("An empty ship may sail {count} steps more than usual.", count=2)
            case "increased_power":
                return msg("Every ship may sail one extra step.")
            case "fuel_boost":
                return msg("Each ship may sail twice a turn.")
            case "performance_bonus":
                return msg("Once: take a fifth of your cash from the bank.")
            case "cooperation_member":
                return msg("Hold one more contract; at the end one unstarted contract is forgiven.")
            case "investment_banker":
                return msg("+{amount} on your dividends and Free Rider payments.", amount=Money(20000))
            case "mainport_bonus":
                return msg("At the end: {amount} for each of your ships in a mainport.", amount=Money(40000))
            case "carrier_bonus":
                return msg("At the end: {amount} for each of your ships.", amount=Money(50000))
            case "tech_bonus":
                return msg("At the end: {amount} for each of your technology cards.", amount=Money(30000))
            case "fuel_refund":
                return msg("At the end: your fuel cards are bought back at their price.")
            case "contractor":
                return msg("At the end: half the reward of each of your started contracts.")
        raise ValueError(f"no effect known for technology card {card.card!r}")

    def tech_card(self, state: MainportsState, seat: int, card: str) -> TechCard | None:
        """A technology card of that id the player owns, or None."""
        techs = self.cards(state).technology
        return next((techs[t] for t in state.players[seat].tech if techs[t].card == card), None)

    def free_fields(self, state: MainportsState, seat: int) -> int:
        """How far the pawn may move without playing fuel cards."""
        return self.cards(state).rules["rondel_free_fields"] + self.count(state, seat, "operating_system")

    def contract_limit(self, state: MainportsState, seat: int) -> int:
        rules = self.cards(state).rules
        ships = max(1, len(state.players[seat].ships))
        base = min(rules["contract_hand_max"], rules["contract_hand_base"] + ships - 1)
        return base + self.count(state, seat, "cooperation_member")

    def is_mainport(self, state: MainportsState, port: str) -> bool:
        return port in state.treasuries

    def fuel_price(self, state: MainportsState, value: int) -> int:
        return self.cards(state).fuel_prices[value]

    def tech_price(self, state: MainportsState, seat: int, slot: int) -> int:
        price = self.cards(state).technology_prices[slot]
        return max(0, price - 20000 * self.count(state, seat, "professor"))

    def capacity(self, state: MainportsState, seat: int) -> int:
        return 2 if self.count(state, seat, "logistics_innovation") else 1

    def _pay(self, state: MainportsState, seat: int, amount: int) -> None:
        """Player pays the bank (negative: the bank pays the player)."""
        state.players[seat].money -= amount
        state.bank += amount

    def _port_fee(self, state: MainportsState, seat: int, port: str, events: list[Event]) -> None:
        fee = self.cards(state).rules["port_fee"]
        if self.count(state, seat, "sponsors"):
            state.bank -= fee
            events.append(
                Event(
                    EventKind.MONEY,
                    msg(
                        "{card} pay the {fee} port fee of {port}",
                        card=self.cards(state).title("sponsors"),
                        fee=Money(fee),
                        port=place(port),
                    ),
                    seat,
                )
            )
        else:
            state.players[seat].money -= fee
            events.append(
                Event(
                    EventKind.MONEY,
                    msg("{seat} pays {fee} port fee at {port}", seat=SeatRef(seat), fee=Money(fee), port=place(port)),
                    seat,
                )
            )
        state.treasuries[port] += fee

    def fee_payer_can(self, state: MainportsState, seat: int, fee: int) -> bool:
        return fee == 0 or state.players[seat].money >= fee or self.count(state, seat, "sponsors") > 0

    # --- navigation ------------------------------------------------------------------------------

    def destinations(self, state: MainportsState, seat: int, ship_index: int, fuel: int) -> dict[str, tuple[str, ...]]:
        """Where a ship may stop burning a fuel card of `fuel` steps -> the mainports charging a fee on
        the cheapest way there (passed ones and the one it stops in).

        The card's steps are sailed in full unless the ship arrives in a port (slowing down); the
        bonus steps (empty ship, Ghost ship, Increased power) may be used or not, and come once per
        navigation: with the ship's first fuel card of the turn (Fuel boost's second card has none).
        """
        board = self.board(state)
        ship = state.players[seat].ships[ship_index]
        bonus = self.bonus_steps(state, seat, ship)
        capacity = self.cards(state).rules["port_capacity"]
        occupied = {s.position.rsplit(":", 1)[0] for p in state.players for s in p.ships}
        frontier: dict[str, tuple[str, ...]] = {ship.position: ()}
        found: dict[str, tuple[str, ...]] = {}

        def keep(table: dict[str, tuple[str, ...]], place: str, fees: tuple[str, ...]) -> None:
            if place not in table or len(fees) < len(table[place]):
                table[place] = fees

        for step in range(1, fuel + bonus + 1):
            reached: dict[str, tuple[str, ...]] = {}
            for position, fees in frontier.items():
                for nxt, passed in board.step(position):
                    paid = (*fees, passed) if passed and self.is_mainport(state, passed) else fees
                    if nxt.startswith("port:"):
                        port = nxt[5:]
                        if nxt != ship.position and state.ships_at(nxt) < capacity:
                            keep(found, nxt, (*paid, port) if self.is_mainport(state, port) else paid)
                        continue  # entering a port ends the move
                    keep(reached, nxt, paid)
            if step >= fuel:
                for position, fees in reached.items():
                    if position.rsplit(":", 1)[0] not in occupied:
                        keep(found, position, fees)
            frontier = reached
        return found

    def sea_destinations(
        self, state: MainportsState, seat: int, ship_index: int, card: int
    ) -> dict[str, tuple[str, ...]]:
        """Where a ship in a seaport or at sea may stop burning a sea transport card -> the mainport
        charging a fee (the one it enters). Leaving the seaport, every border between sea sections and
        entering a port cost a step each; the card is sailed in full unless the ship enters a port;
        the bonus steps come as on the rivers; a sea section holds any number of ships. "Turning around with
        a ship is only allowed in a port": a voyage never steps straight back over the border it just
        crossed, so each way is followed with the place it came from."""
        board = self.board(state)
        ship = state.players[seat].ships[ship_index]
        steps = card_steps(card)
        capacity = self.cards(state).rules["port_capacity"]
        found: dict[str, tuple[str, ...]] = {}
        frontier: set[tuple[str, str]] = {(ship.position, "")}
        """(where the ship is, where it came from): the way so far, as far as turning goes."""
        for step in range(1, steps + self.bonus_steps(state, seat, ship) + 1):
            reached: set[tuple[str, str]] = set()
            for position, came_from in frontier:
                for nxt in board.sea_step(position):
                    if nxt == came_from:
                        continue  # no turning at sea
                    if not nxt.startswith("port:"):
                        reached.add((nxt, position))
                    elif nxt != ship.position and state.ships_at(nxt) < capacity:
                        found.setdefault(nxt, (nxt[5:],) if self.is_mainport(state, nxt[5:]) else ())
            if step >= steps:
                found |= {position: () for position, _ in reached if position != ship.position}
            frontier = reached
        return found

    def bonus_steps(self, state: MainportsState, seat: int, ship: Ship) -> int:
        """The free steps a ship's next fuel card brings: Increased power +1 (not stackable), an empty
        ship +1 and Ghost ship +2 more (not stackable); none once the ship has sailed this turn."""
        if ship.moves:
            return 0
        bonus = 1 if self.count(state, seat, "increased_power") else 0
        if not ship.cargo:
            bonus += 1 + (2 if self.count(state, seat, "ghost_ship") else 0)
        return bonus

    # --- legal actions ---------------------------------------------------------------------------

    def legal_actions(self, state: MainportsState) -> list[Action]:
        if state.current_player == TERMINAL:
            return []
        decision = state.flow.current
        if decision is not None:
            match decision.kind:
                case SetupDecision.CONTRACTS:
                    return self._legal_setup_contracts(state, decision.seat)
                case SetupDecision.PORT:
                    return self._legal_setup_port(state, decision.seat)
                case SetupDecision.FUEL:
                    return self._legal_setup_fuel(state, decision.seat)
            raise ValueError(f"a Mainports decision of unknown kind {decision.kind!r}")
        seat = state.current_player
        match state.phase:
            case Phase.RONDEL:
                actions = self._legal_rondel(state, seat)
            case Phase.CONTRACTS:
                actions = self._legal_contracts(state, seat)
            case Phase.FUEL:
                actions = self._legal_fuel(state, seat)
            case Phase.NAVIGATE:
                actions = self._legal_navigate(state, seat)
            case Phase.TECHNOLOGY:
                actions = self._legal_technology(state, seat)
            case _:
                raise ValueError(f"a Mainports phase of unknown kind {state.phase!r}")
        return actions + self._legal_any_time(state, seat)

    def _legal_setup_contracts(self, state: MainportsState, seat: int) -> list[Action]:
        player = state.players[seat]
        actions: list[Action] = []
        if len(player.contracts) < self.cards(state).rules["start_contracts_max"]:
            actions += [KeepContract(cid, self.contract(state, cid)) for cid in player.offer_contracts]
        if player.contracts:
            actions.append(KeepDone(len(player.contracts)))
        return actions

    def _legal_setup_port(self, state: MainportsState, seat: int) -> list[Action]:
        fee = self.cards(state).rules["port_fee"]
        # "Bij de start mag er slechts één schip in een starthaven liggen": one ship per start port.
        return [
            StartShip(port, fee if self.is_mainport(state, port) else 0, seat)
            for port in self.board(state).docks
            if not state.ships_at(f"port:{port}")
        ]

    def _legal_setup_fuel(self, state: MainportsState, seat: int) -> list[Action]:
        player = state.players[seat]
        actions: list[Action] = [
            StartFuel(value, self.fuel_price(state, value))
            for value in sorted(set(player.offer_fuel))
            if player.money >= self.fuel_price(state, value)
        ]
        actions.append(StartFuelDone())
        return actions

    def _legal_rondel(self, state: MainportsState, seat: int) -> list[Action]:
        player = state.players[seat]
        board = self.board(state)
        if player.rondel < 0:
            return [Rondel(field, 0, action, seat) for field, action in enumerate(board.rondel)]
        actions: list[Action] = []
        free = self.free_fields(state, seat)
        fields = len(board.rondel)
        for distance in range(1, min(fields - 1, free + len(player.fuel)) + 1):
            field = (player.rondel + distance) % fields
            actions.append(Rondel(field, max(0, distance - free), board.rondel[field], seat))
        return actions

    def _legal_contracts(self, state: MainportsState, seat: int) -> list[Action]:
        player = state.players[seat]
        actions: list[Action] = []
        takes = 1 if state.refreshed else self.cards(state).rules["contract_takes"]
        if state.taken < takes and len(player.contracts) < self.contract_limit(state, seat):
            actions += [TakeContract(cid, self.contract(state, cid)) for cid in state.contract_display]
        if state.taken == 0 and (state.contract_deck or state.contract_discard):
            actions += [
                RefreshContract(cid, self.contract(state, cid))
                for cid in state.contract_display
                if cid not in state.fresh
            ]
        actions.append(EndAction(RondelAction.CONTRACTS))
        return actions

    def _legal_fuel(self, state: MainportsState, seat: int) -> list[Action]:
        player = state.players[seat]
        rules = self.cards(state).rules
        actions: list[Action] = []
        room = len(player.fuel) < rules["fuel_hand_limit"]
        if room and state.taken < (1 if state.refreshed else rules["max_fuel_buys"]):
            for slot, value in enumerate(state.fuel_display):
                price = self.fuel_price(state, value)
                if player.money >= price:
                    actions.append(BuyFuel(slot, value, price))
        if state.taken == 0 and not state.refreshed:
            if room and state.fuel_display:
                # "The LOWEST value card": the fewest steps, a fuel card before a sea card of as many.
                slot = state.fuel_display.index(min(state.fuel_display, key=lambda card: (card_steps(card), card)))
                actions.append(FreeFuel(slot, state.fuel_display[slot]))
            if state.fuel_deck or state.fuel_discard:
                actions.append(RefreshFuel())
        actions.append(EndAction(RondelAction.FUEL))
        return actions

    def fuel_cards_per_ship(self, state: MainportsState, seat: int) -> int:
        """How many fuel cards each ship of `seat` may sail on in a Navigate turn: one, and one more per Fuel boost."""
        return 1 + self.count(state, seat, "fuel_boost")

    def _legal_navigate(self, state: MainportsState, seat: int) -> list[Action]:
        player = state.players[seat]
        board = self.board(state)
        actions: list[Action] = []
        per_ship = self.fuel_cards_per_ship(state, seat)
        port_fee = self.cards(state).rules["port_fee"]
        loaded = player.loaded()
        for index, ship in enumerate(player.ships):
            if ship.position.startswith("port:"):
                port = ship.position[5:]
                for cid in ship.cargo:
                    deal = self.contract(state, cid)
                    if deal.deliver == port:
                        actions.append(Unload(cid, index, deal))
                if len(ship.cargo) < self.capacity(state, seat):
                    for cid in player.contracts:
                        deal = self.contract(state, cid)
                        if cid not in loaded and deal.load == port and state.stock[deal.good] > 0:
                            actions.append(Load(cid, index, deal, seat))
            if ship.moves >= per_ship:
                continue
            dragged: set[str] = set()
            at_sea = ship.position.startswith("sea:")
            here = board.spot(ship.position)
            for value in sorted(set(player.fuel)):
                if is_sea_card(value) and (at_sea or ship.position[5:] in board.sea_ports):
                    reachable = self.sea_destinations(state, seat, index, value)
                elif not is_sea_card(value) and not at_sea:
                    reachable = self.destinations(state, seat, index, value)
                else:
                    continue
                for position, fee_ports in sorted(reachable.items()):
                    fee = len(fee_ports) * port_fee
                    if not self.fee_payer_can(state, seat, fee):
                        continue
                    target = drop_target(position)
                    route = (here, board.spot(position))
                    actions.append(Sail(value, index, position, fee_ports, fee, route, seat, target not in dragged))
                    dragged.add(target)
        actions.append(EndAction(RondelAction.NAVIGATE))
        return actions

    def _legal_technology(self, state: MainportsState, seat: int) -> list[Action]:
        player = state.players[seat]
        rules = self.cards(state).rules
        techs = self.cards(state).technology
        actions: list[Action] = []
        for slot, card in enumerate(state.tech_display):
            price = self.tech_price(state, seat, slot)
            if player.money >= price:
                actions.append(BuyTech(slot, techs[card], price))
        if len(player.ships) < rules["max_ships"]:
            for port in self.board(state).docks:
                fee = rules["port_fee"] if self.is_mainport(state, port) else 0
                paid = 0 if self.count(state, seat, "sponsors") else fee
                room = state.ships_at(f"port:{port}") < rules["port_capacity"]
                if room and player.money >= rules["ship_price"] + paid:
                    actions.append(BuyShip(port, rules["ship_price"], fee, seat))
        actions.append(EndAction(RondelAction.TECHNOLOGY))
        return actions

    def _legal_any_time(self, state: MainportsState, seat: int) -> list[Action]:
        player = state.players[seat]
        breach = self.cards(state).rules["breach"]
        negotiator = self.tech_card(state, seat, "negotiator")
        free = negotiator is not None and player.negotiated < self.count(state, seat, "negotiator")
        actions: list[Action] = []
        if free or player.money >= breach:
            actions += [
                CancelContract(cid, self.contract(state, cid), negotiator if free else None, 0 if free else breach)
                for cid in player.contracts
            ]
        bonus = self.tech_card(state, seat, "performance_bonus")
        if bonus is not None and not player.performance_used and player.money > 0:
            actions.append(UsePerformanceBonus(bonus, player.money // 5))
        return actions

    # --- carrying out actions --------------------------------------------------------------------

    def perform(self, state: MainportsState, action: Action) -> list[Event]:
        seat = state.current_player
        match action:
            case KeepContract():
                events = self._keep(state, seat, action)
            case KeepDone():
                events = self._keep_done(state, seat)
            case StartShip():
                events = self._start(state, seat, action)
            case StartFuel():
                events = self._start_fuel(state, seat, action)
            case StartFuelDone():
                events = self._start_fuel_done(state, seat)
            case Rondel():
                events = self._rondel(state, seat, action)
            case TakeContract():
                events = self._take(state, seat, action)
            case RefreshContract():
                events = self._refresh(state, seat, action)
            case BuyFuel():
                events = self._buy_fuel(state, seat, action)
            case FreeFuel():
                events = self._free_fuel(state, seat, action)
            case RefreshFuel():
                events = self._refresh_fuel(state, seat)
            case Sail():
                events = self._sail(state, seat, action)
            case Load():
                events = self._load(state, seat, action)
            case Unload():
                events = self._unload(state, seat, action)
            case BuyTech():
                events = self._buy_tech(state, seat, action)
            case BuyShip():
                events = self._buy_ship(state, seat, action)
            case EndAction():
                events = self._end_action(state)
            case CancelContract():
                events = self._cancel(state, seat, action)
            case UsePerformanceBonus():
                events = self._performance(state, seat)
            case _:
                raise TypeError(f"not a Mainports action: {action!r}")
        if state.free_play and state.current_player != TERMINAL:
            for player_seat, player in enumerate(state.players):
                if player.money >= self.cards(state).rules["free_play_target"]:
                    state.winner = player_seat
                    events.append(
                        Event(
                            EventKind.END,
                            msg(
                                "{seat} has {amount}: game over", seat=SeatRef(player_seat), amount=Money(player.money)
                            ),
                            player_seat,
                        )
                    )
                    self._finish(state, events, scoring=False)
                    break
        return events

    def _keep(self, state: MainportsState, seat: int, action: KeepContract) -> list[Event]:
        player = state.players[seat]
        player.offer_contracts.remove(action.card)
        player.contracts.append(action.card)
        return [Event(EventKind.CARD, msg("{seat} keeps a contract", seat=SeatRef(seat)), seat)]

    def _keep_done(self, state: MainportsState, seat: int) -> list[Event]:
        player = state.players[seat]
        state.contract_aside += player.offer_contracts
        player.offer_contracts = []
        self._setup_decided(state)
        return [
            Event(
                EventKind.CARD,
                msgn(
                    "{seat} keeps {count} contract",
                    "{seat} keeps {count} contracts",
                    count=len(player.contracts),
                    seat=SeatRef(seat),
                ),
                seat,
            )
        ]

    def _start(self, state: MainportsState, seat: int, action: StartShip) -> list[Event]:
        events = [
            Event(
                EventKind.MOVE,
                msg("{seat} starts a ship in {port}", seat=SeatRef(seat), port=place(action.port)),
                seat,
                {"to": action.port},
            )
        ]
        state.players[seat].ships.append(Ship(f"port:{action.port}"))
        if self.is_mainport(state, action.port):
            self._port_fee(state, seat, action.port, events)
        self._setup_decided(state)
        return events

    def _start_fuel(self, state: MainportsState, seat: int, action: StartFuel) -> list[Event]:
        player = state.players[seat]
        player.offer_fuel.remove(action.card)
        self._take_fuel(state, seat, action.card, self.fuel_price(state, action.card))
        return [Event(EventKind.CARD, msg("{seat} buys a fuel card", seat=SeatRef(seat)), seat)]

    def _start_fuel_done(self, state: MainportsState, seat: int) -> list[Event]:
        player = state.players[seat]
        state.fuel_discard += player.offer_fuel
        player.offer_fuel = []
        self._setup_decided(state)
        return []

    def _take_fuel(self, state: MainportsState, seat: int, value: int, price: int) -> None:
        player = state.players[seat]
        self._pay(state, seat, price)
        player.fuel.append(value)
        player.fuel.sort()

    def _rondel(self, state: MainportsState, seat: int, action: Rondel) -> list[Event]:
        player = state.players[seat]
        played = player.fuel[: action.fuel_cards]  # the lowest cards: only their number counts
        del player.fuel[: action.fuel_cards]
        state.fuel_discard += played
        player.rondel = action.to
        kind = self.board(state).rondel[action.to]
        events = [
            Event(
                EventKind.MOVE,
                msg("{seat} moves to {action}", seat=SeatRef(seat), action=ACTION_TITLES[kind]),
                seat,
                {"field": action.to},
            )
        ]
        state.taken, state.refreshed, state.fresh = 0, False, []
        if kind == RondelAction.DIVIDEND:
            events += self._dividend(state, seat)
            events += self._end_turn(state)
        else:
            state.phase = Phase(kind)
        return events

    def _dividend(self, state: MainportsState, seat: int) -> list[Event]:
        cards = self.cards(state)
        player = state.players[seat]
        treasury_port = max(
            (s.position[5:] for s in player.ships if s.position[5:] in state.treasuries and s.position[:5] == "port:"),
            key=lambda port: state.treasuries[port],
            default=None,
        )
        amount = cards.rules["dividend"] + 20000 * self.count(state, seat, "investment_banker")
        self._pay(state, seat, -amount)
        events = [
            Event(
                EventKind.MONEY,
                msg("{seat} receives a dividend of {amount}", seat=SeatRef(seat), amount=Money(amount)),
                seat,
            )
        ]
        if treasury_port is not None and state.treasuries[treasury_port]:
            cash = state.treasuries[treasury_port]
            state.treasuries[treasury_port] = 0
            player.money += cash
            events.append(
                Event(
                    EventKind.MONEY,
                    msg(
                        "{seat} empties the treasury of {port}: {amount}",
                        seat=SeatRef(seat),
                        port=place(treasury_port),
                        amount=Money(cash),
                    ),
                    seat,
                )
            )
        for other in range(len(state.players)):
            riders = self.count(state, other, "free_rider")
            if other != seat and riders:
                bonus = riders * 10000 + 20000 * self.count(state, other, "investment_banker")
                self._pay(state, other, -bonus)
                events.append(
                    Event(
                        EventKind.MONEY,
                        msg(
                            "{card}: {seat} receives {amount}",
                            card=cards.title("free_rider"),
                            seat=SeatRef(other),
                            amount=Money(bonus),
                        ),
                        other,
                    )
                )
        return events

    def _take(self, state: MainportsState, seat: int, action: TakeContract) -> list[Event]:
        state.contract_display.remove(action.card)
        state.players[seat].contracts.append(action.card)
        state.taken += 1
        return [Event(EventKind.CARD, msg("{seat} takes a contract", seat=SeatRef(seat)), seat)]

    def _refresh(self, state: MainportsState, seat: int, action: RefreshContract) -> list[Event]:
        slot = state.contract_display.index(action.card)
        state.contract_discard.append(action.card)
        state.contract_display[slot] = self._draw_contract(state)
        state.fresh.append(state.contract_display[slot])
        state.refreshed = True
        return [Event(EventKind.CARD, msg("{seat} refreshes a contract", seat=SeatRef(seat)), seat)]

    def _draw_contract(self, state: MainportsState) -> int:
        if not state.contract_deck:
            state.contract_deck = state.contract_discard
            state.contract_discard = []
            state.rng.shuffle(state.contract_deck)
        return state.contract_deck.pop()

    def _buy_fuel(self, state: MainportsState, seat: int, action: BuyFuel) -> list[Event]:
        value = state.fuel_display.pop(action.slot)
        self._take_fuel(state, seat, value, self.fuel_price(state, value))
        state.taken += 1
        return [
            Event(EventKind.CARD, msg("{seat} buys fuel {value}", seat=SeatRef(seat), value=card_name(value)), seat)
        ]

    def _free_fuel(self, state: MainportsState, seat: int, action: FreeFuel) -> list[Event]:
        value = state.fuel_display.pop(action.slot)
        self._take_fuel(state, seat, value, 0)
        events = [
            Event(
                EventKind.CARD, msg("{seat} takes fuel {value} free", seat=SeatRef(seat), value=card_name(value)), seat
            )
        ]
        return events + self._end_action(state)

    def _refresh_fuel(self, state: MainportsState, seat: int) -> list[Event]:
        state.fuel_discard += state.fuel_display
        state.fuel_display = []
        self._fill_fuel(state)
        state.refreshed = True
        return [Event(EventKind.CARD, msg("{seat} refreshes the fuel market", seat=SeatRef(seat)), seat)]

    def _fill_fuel(self, state: MainportsState) -> None:
        while len(state.fuel_display) < self.cards(state).rules["fuel_display"]:
            if not state.fuel_deck:
                if not state.fuel_discard:
                    return
                state.fuel_deck = state.fuel_discard
                state.fuel_discard = []
                state.rng.shuffle(state.fuel_deck)
            state.fuel_display.append(state.fuel_deck.pop())

    def _sail(self, state: MainportsState, seat: int, action: Sail) -> list[Event]:
        board = self.board(state)
        player = state.players[seat]
        ship = player.ships[action.ship]
        player.fuel.remove(action.card)
        state.fuel_discard.append(action.card)
        text = msg(
            "{seat} sails from {start} to {stop}",
            seat=SeatRef(seat),
            start=board.spot(ship.position).label(),
            stop=board.spot(action.place).label(),
        )
        events = [Event(EventKind.MOVE, text, seat, {"ship": action.ship, "from": ship.position, "to": action.place})]
        for port in action.via:
            self._port_fee(state, seat, port, events)
        ship.position = action.place
        ship.moves += 1
        return events

    def _load(self, state: MainportsState, seat: int, action: Load) -> list[Event]:
        deal = self.contract(state, action.card)
        state.stock[deal.good] -= 1
        state.players[seat].ships[action.ship].cargo.append(action.card)
        return [
            Event(
                EventKind.MOVE,
                msg("{seat} loads {good} in {port}", seat=SeatRef(seat), good=good(deal.good), port=place(deal.load)),
                seat,
            )
        ]

    def _unload(self, state: MainportsState, seat: int, action: Unload) -> list[Event]:
        cards = self.cards(state)
        c = cards.contracts[action.card]
        player = state.players[seat]
        player.ships[action.ship].cargo.remove(action.card)
        player.contracts.remove(action.card)
        state.contract_discard.append(action.card)
        state.stock[c.good] += 1
        port = self.port_of(state, c.deliver)
        reward = c.reward + 20000 * self.count(state, seat, "luxurious_packaging")
        reward += 30000 * self.count(state, seat, "marketing_bonus")
        reward += 20000 * sum(
            cards.technology[t].card == "contract_bonus" and c.good in cards.technology[t].goods for t in player.tech
        )
        self._pay(state, seat, -reward)
        events = [
            Event(
                EventKind.MONEY,
                msg(
                    "{seat} delivers {good} in {port} and earns {amount}",
                    seat=SeatRef(seat),
                    good=good(c.good),
                    port=place(port),
                    amount=Money(reward),
                ),
                seat,
            )
        ]
        if self.is_mainport(state, port):
            bonus = cards.rules["delivery_treasury_bonus"]
            state.bank -= bonus
            state.treasuries[port] += bonus
            events.append(
                Event(
                    EventKind.MONEY,
                    msg("The bank adds {amount} to the treasury of {port}", amount=Money(bonus), port=place(port)),
                    seat,
                )
            )
        state.deliveries += 1
        events.append(Event(EventKind.SCORE, msg("Contracts delivered: {number}", number=state.deliveries), seat))
        phase = cards.technology_refresh.get(state.deliveries)
        if phase:
            events += self._refresh_technology(state, phase)
        return events

    def _refresh_technology(self, state: MainportsState, phase: TechPhase) -> list[Event]:
        techs = self.cards(state).technology
        state.tech_discard += [t for t in state.tech_deck if techs[t].phase < phase]
        state.tech_deck = [t for t in state.tech_deck if techs[t].phase >= phase]
        if phase == TechPhase.E:
            state.tech_discard += state.tech_display
            state.tech_display = []
        elif state.tech_display:
            state.tech_discard.append(state.tech_display.pop(0))
        while len(state.tech_display) < 4 and state.tech_deck:
            state.tech_display.append(state.tech_deck.pop(0))
        return [Event(EventKind.PHASE, msg("Technology refreshed: phase {phase}", phase=Verbatim(phase)))]

    def _buy_tech(self, state: MainportsState, seat: int, action: BuyTech) -> list[Event]:
        card = state.tech_display.pop(action.slot)
        self._pay(state, seat, self.tech_price(state, seat, action.slot))
        state.players[seat].tech.append(card)
        if state.tech_deck:
            state.tech_display.append(state.tech_deck.pop(0))
        events = [
            Event(
                EventKind.CARD,
                msg("{seat} buys {card}", seat=SeatRef(seat), card=self.cards(state).technology[card].label()),
                seat,
            )
        ]
        return events + self._end_action(state)

    def _buy_ship(self, state: MainportsState, seat: int, action: BuyShip) -> list[Event]:
        self._pay(state, seat, self.cards(state).rules["ship_price"])
        state.players[seat].ships.append(Ship(f"port:{action.port}"))
        events = [
            Event(
                EventKind.MOVE,
                msg("{seat} buys a ship in {port}", seat=SeatRef(seat), port=place(action.port)),
                seat,
                {"to": action.port},
            )
        ]
        if self.is_mainport(state, action.port):
            self._port_fee(state, seat, action.port, events)
        return events + self._end_action(state)

    def _cancel(self, state: MainportsState, seat: int, action: CancelContract) -> list[Event]:
        player = state.players[seat]
        if player.negotiated < self.count(state, seat, "negotiator"):
            player.negotiated += 1
            cost = 0
        else:
            cost = self.cards(state).rules["breach"]
            self._pay(state, seat, cost)
        self._drop_contract(state, seat, action.card)
        return [
            Event(
                EventKind.MONEY, msg("{seat} cancels a contract ({cost})", seat=SeatRef(seat), cost=Money(cost)), seat
            )
        ]

    def _drop_contract(self, state: MainportsState, seat: int, cid: int) -> None:
        player = state.players[seat]
        player.contracts.remove(cid)
        for ship in player.ships:
            if cid in ship.cargo:
                ship.cargo.remove(cid)
                state.stock[self.cards(state).contracts[cid].good] += 1
        state.contract_discard.append(cid)

    def _performance(self, state: MainportsState, seat: int) -> list[Event]:
        player = state.players[seat]
        bonus = player.money // 5
        self._pay(state, seat, -bonus)
        player.performance_used = True
        return [
            Event(
                EventKind.MONEY,
                msg(
                    "{seat} uses {card}: {amount}",
                    seat=SeatRef(seat),
                    card=self.cards(state).title("performance_bonus"),
                    amount=Money(bonus),
                ),
                seat,
            )
        ]

    def _end_action(self, state: MainportsState) -> list[Event]:
        while len(state.contract_display) < self.cards(state).rules["contract_display"] and (
            state.contract_deck or state.contract_discard
        ):
            state.contract_display.append(self._draw_contract(state))
        self._fill_fuel(state)
        return self._end_turn(state)

    def _end_turn(self, state: MainportsState) -> list[Event]:
        rules = self.cards(state).rules
        seat = state.current_player
        player = state.players[seat]
        player.negotiated = 0
        for ship in player.ships:
            ship.moves = 0
        nxt = (seat + 1) % len(state.players)
        events: list[Event] = []
        if nxt == state.start_player:
            last = not state.free_play and state.deliveries >= rules["deliveries_to_end"]
            if last or state.round >= rules["round_limit"]:
                self._finish(state, events, scoring=True)
                return events
            state.round += 1
        state.phase = Phase.RONDEL
        state.current_player = nxt
        events.append(Event(EventKind.TURN, msg("{seat} to play", seat=SeatRef(nxt)), nxt))
        return events

    def _finish(self, state: MainportsState, events: list[Event], scoring: bool) -> None:
        """The end: breaches of unstarted contracts and the phase E cards (contract version)."""
        state.phase = Phase.OVER
        state.current_player = TERMINAL
        if scoring:
            for seat in range(len(state.players)):
                events += self._final_scoring(state, seat)
        events.append(Event(EventKind.END, msg("Game over")))

    def _final_scoring(self, state: MainportsState, seat: int) -> list[Event]:
        rules = self.cards(state).rules
        cards = self.cards(state)
        player = state.players[seat]
        events: list[Event] = []

        def gain(amount: int, why: Message | Term) -> None:
            if amount:
                self._pay(state, seat, -amount)
                events.append(
                    Event(
                        EventKind.MONEY,
                        msg("{seat}: {reason} {amount}", seat=SeatRef(seat), reason=why, amount=Money(amount)),
                        seat,
                        {"amount": amount, "score_part": msg("{reason}", reason=why)},
                    )
                )

        loaded = player.loaded()
        unstarted = [cid for cid in player.contracts if cid not in loaded]
        forgiven = min(len(unstarted), self.count(state, seat, "cooperation_member"))
        gain(-rules["breach"] * (len(unstarted) - forgiven), msg("breach of unstarted contracts"))
        in_mainport = sum(
            s.position.startswith("port:") and self.is_mainport(state, s.position[5:]) for s in player.ships
        )
        gain(40000 * in_mainport * self.count(state, seat, "mainport_bonus"), cards.title("mainport_bonus"))
        gain(50000 * len(player.ships) * self.count(state, seat, "carrier_bonus"), cards.title("carrier_bonus"))
        gain(30000 * len(player.tech) * self.count(state, seat, "tech_bonus"), cards.title("tech_bonus"))
        if self.count(state, seat, "fuel_refund"):
            gain(sum(self.fuel_price(state, v) for v in player.fuel), cards.title("fuel_refund"))
        contractor = self.count(state, seat, "contractor")
        gain(sum(cards.contracts[c].reward // 2 for c in loaded) * contractor, cards.title("contractor"))
        if self.count(state, seat, "performance_bonus") and not player.performance_used and player.money > 0:
            player.performance_used = True
            gain(player.money // 5, cards.title("performance_bonus"))
        return events

    # --- the protocol's other questions ----------------------------------------------------------

    def observe(self, state: MainportsState, seat: int, rng: Rng) -> MainportsState:
        view = state.clone()
        # Contracts nobody else may see: other hands (not yet loaded), set-up offers, the deck, the box.
        # Pools are sorted before shuffling: the real hidden order must not shape the sample.
        # A loaded contract shows only its good: it is dealt anew from the unseen contracts of that good.
        unseen = list(view.contract_deck) + list(view.contract_aside)
        fuel_unseen = list(view.fuel_deck)
        for other, player in enumerate(view.players):
            if other != seat:
                unseen += player.contracts + player.offer_contracts
                fuel_unseen += player.fuel + player.offer_fuel
        unseen.sort()
        rng.shuffle(unseen)
        fuel_unseen.sort()
        rng.shuffle(fuel_unseen)
        cards = self.cards(state)
        dealt: dict[int, int] = {}
        for other, player in enumerate(view.players):
            if other == seat:
                continue
            for ship in player.ships:
                for n, cid in enumerate(ship.cargo):
                    like = next(
                        i
                        for i in range(len(unseen) - 1, -1, -1)
                        if cards.contracts[unseen[i]].good == cards.contracts[cid].good
                    )
                    ship.cargo[n] = dealt[cid] = unseen.pop(like)
        for other, player in enumerate(view.players):
            if other == seat:
                continue
            player.contracts = [dealt[c] if c in dealt else unseen.pop() for c in player.contracts]
            player.offer_contracts = [unseen.pop() for _ in player.offer_contracts]
            player.fuel = sorted(fuel_unseen.pop() for _ in player.fuel)
            player.offer_fuel = sorted(fuel_unseen.pop() for _ in player.offer_fuel)
        view.contract_aside = [unseen.pop() for _ in view.contract_aside]
        view.contract_deck = unseen
        view.fuel_deck = fuel_unseen
        techs = self.cards(state).technology
        deck = []
        for phase in TechPhase:
            pile = sorted(t for t in view.tech_deck if techs[t].phase == phase)
            rng.shuffle(pile)
            deck += pile
        view.tech_deck = deck
        view.rng = rng.fork(1)
        return view

    def redact(self, state: MainportsState, seat: int | None) -> MainportsState:
        """Others' contracts in hand, fuel cards and set-up offers, the decks, the order of the technology
        deck and the box are HIDDEN; of another's loaded contract only the good shows (`hidden_cargo`),
        in the hand and on the ship; discard piles lie face up."""
        view = state.clone()
        cards = self.cards(state)
        for other, player in enumerate(view.players):
            if other == seat:
                continue
            cargo = {c: hidden_cargo(cards.contracts[c].good) for c in player.loaded()}
            for ship in player.ships:
                ship.cargo = [cargo[c] for c in ship.cargo]
            player.contracts = [cargo.get(c, HIDDEN) for c in player.contracts]
            player.offer_contracts = [HIDDEN] * len(player.offer_contracts)
            player.fuel = [HIDDEN] * len(player.fuel)
            player.offer_fuel = [HIDDEN] * len(player.offer_fuel)
        view.contract_deck = [HIDDEN] * len(view.contract_deck)
        view.contract_aside = [HIDDEN] * len(view.contract_aside)
        view.fuel_deck = [HIDDEN] * len(view.fuel_deck)
        view.tech_deck = [HIDDEN] * len(view.tech_deck)
        view.rng = Rng(0)  # the game's own generator would foretell every draw
        return view

    def needs_confirmation(self, state: MainportsState, action: Action) -> Message | None:
        """Cancelling a contract for a fine, and ending navigation while a ship could still sail, load or unload
        (what is left of the movement is lost)."""
        if isinstance(action, CancelContract) and action.cost:
            return msg("Cancel this contract for {amount}?", amount=Money(action.cost))
        if isinstance(action, EndAction) and action.action == "navigate":
            left = sum(isinstance(other, Sail | Load | Unload) for other in self.legal_actions(state))
            if left:
                return msgn(
                    "End navigating? {count} sailing, loading or unloading move is still open to you.",
                    "End navigating? {count} sailing, loading or unloading moves are still open to you.",
                    count=left,
                )
        return None

    def reveals(self, before: MainportsState, after: MainportsState, action: Action, events: list[Event]) -> bool:
        """A card drawn from a deck (shuffled at set-up) or a deck shuffled again."""
        decks = (
            (after.contract_deck, before.contract_deck),
            (after.fuel_deck, before.fuel_deck),
            (after.tech_deck, before.tech_deck),
        )
        return any(len(now) < len(then) for now, then in decks) or super().reveals(before, after, action, events)

    def private_decision(self, state: MainportsState) -> bool:
        """Set-up decisions say for themselves; in a turn the player's contracts and fuel always matter."""
        decision = state.flow.current
        return True if decision is None else decision.private

    def result(self, state: MainportsState) -> Result:
        """Places by cash, ties sharing a place; in free play the one who reached the target first is
        first and the others follow by cash."""
        cash = self.scores(state)
        others = [seat for seat in range(len(cash)) if seat != state.winner]
        places = {state.winner: 1} if state.winner >= 0 else {}
        ahead = len(places)
        for seat in others:
            places[seat] = ahead + 1 + sum(cash[other] > cash[seat] for other in others)
        return Result(tuple(places[seat] for seat in range(len(cash))), tuple(cash))

    def scores(self, state: MainportsState) -> list[int]:
        return [p.money for p in state.players]

    def score_breakdown(self, state: MainportsState, events: Sequence[Event], seat: int) -> list[tuple[Message, int]]:
        """The cash a player had when the game ended, then each gain or loss of the final scoring."""
        final = super().score_breakdown(state, events, seat)
        before = state.players[seat].money - sum(amount for _, amount in final)
        return [(msg("Cash when the game ended"), before), *final]

    def prompt(self, state: MainportsState) -> Message:
        decision = state.flow.current
        phase = state.phase if decision is None else decision.kind
        match phase:
            case SetupDecision.CONTRACTS:
                return msg(
                    "Choose the start contracts to keep ({least} to {most})",
                    least=1,
                    most=self.cards(state).rules["start_contracts_max"],
                )
            case SetupDecision.PORT:
                return msg("Choose a start port for a ship")
            case SetupDecision.FUEL:
                return msg("Buy start fuel cards if you like")
            case Phase.RONDEL:
                return msg("Move your pawn on the rondel")
            case Phase.CONTRACTS:
                return msg(
                    "Take up to {most} contracts, or refresh and take one",
                    most=self.cards(state).rules["contract_takes"],
                )
            case Phase.FUEL:
                return msg("Buy fuel, take the cheapest free, or refresh the market")
            case Phase.NAVIGATE:
                return msg("Sail your ships; load and unload in ports")
            case Phase.TECHNOLOGY:
                return msg("Buy a technology card or a ship")
        return msg("Game over")

    def why_illegal(self, state: MainportsState, action: Action) -> Message:
        if self.is_over(state):
            return msg("The game is over.")
        if isinstance(action, Sail):
            return msgn(
                "That ship cannot stop there with that fuel card (it sails the card's steps in full unless "
                "it arrives in a port, a port holds {count} ship, and no two ships lie in one fairway "
                "space).",
                "That ship cannot stop there with that fuel card (it sails the card's steps in full unless "
                "it arrives in a port, a port holds {count} ships, and no two ships lie in one fairway "
                "space).",
                count=self.cards(state).rules["port_capacity"],
            )
        return msg("That move is not allowed now. {prompt}.", prompt=self.prompt(state))

    def why_not_drag(self, state: MainportsState, source: str, target: str) -> Message:
        if source.startswith("ship:") and target.startswith("port:"):
            _, seat, index = source.split(":")
            position = state.players[int(seat)].ships[int(index)].position
            if position.startswith("port:"):
                return self._why_not_sail(state, int(seat), position[5:], target[5:])
        if source.startswith("ship:"):
            return msg("The ship cannot stop there: sail a fuel card's steps in full, or end in a port with room.")
        if source.startswith("pawn:"):
            return msg(
                "The pawn moves {least} to {most} fields clockwise, one more per fuel card played.",
                least=1,
                most=self.free_fields(state, state.current_player),
            )
        if target == "discard:contracts":
            return self._why_not_discard(state, source)
        if source.startswith("newship:"):  # dropped on a port, or on the sea or a fairway: no dock either way
            return self._why_not_new_ship(state, target.removeprefix("port:"))
        if source.startswith("hand:contract:") and target.startswith(("ship:", "port:")):
            return self._why_not_contract(state, int(source.rsplit(":", 1)[1]))
        return CANNOT_GO_THERE

    def why_not_move(self, state: MainportsState, source: str, target: str) -> Message:
        """A ship of the seat to act that has sailed all it may this Navigate turn (one fuel card a ship, one more
        with Fuel boost) says so."""
        seat = state.current_player
        if state.phase == Phase.NAVIGATE and source.startswith(f"ship:{seat}:"):
            index = int(source.rsplit(":", 1)[1])
            cards = self.fuel_cards_per_ship(state, seat)
            if index < len(state.players[seat].ships) and state.players[seat].ships[index].moves >= cards:
                return msgn(
                    "Ship {ship} has sailed this turn: a ship sails on {count} fuel card a Navigate turn.",
                    "Ship {ship} has sailed this turn: a ship sails on {count} fuel cards a Navigate turn.",
                    ship=index + 1,
                    count=cards,
                )
        return super().why_not_move(state, source, target)

    def _why_not_contract(self, state: MainportsState, card: int) -> Message:
        """Why a contract card dropped on a ship or a port does nothing: its goods are loaded by dropping it on a ship
        in the loading port on a Navigate turn, and delivered by dragging them from the ship onto their port."""
        deal = self.contract(state, card)
        seat = state.current_player
        ships = state.players[seat].ships
        carrier = next((n for n, ship in enumerate(ships) if card in ship.cargo), None)
        if carrier is not None:
            return msg(
                "Its {good} is on your ship {ship}: drag the goods from the ship onto {port} to deliver them.",
                good=good(deal.good),
                ship=carrier + 1,
                port=place(deal.deliver),
            )
        there = [ship for ship in ships if ship.position == f"port:{deal.load}"]
        if state.phase != Phase.NAVIGATE or not there:
            return msg(
                "Its {good} is loaded in {port}: drop the contract on a ship of yours there, on a Navigate turn.",
                good=good(deal.good),
                port=place(deal.load),
            )
        if state.stock[deal.good] == 0:
            return msg(
                "No {good} is left to load: the stock fills again as cargoes are delivered.", good=good(deal.good)
            )
        return msgn(
            "Your ship in {port} is full: it carries at most {count} cargo.",
            "Your ship in {port} is full: it carries at most {count} cargoes.",
            count=self.capacity(state, seat),
            port=place(deal.load),
        )

    def _why_not_new_ship(self, state: MainportsState, port: str) -> Message:
        """Why a new ship cannot be put in `port`: not a dock, a start port taken, or a full port."""
        if port not in self.board(state).docks:
            return msg("A new ship is put in a dock: a port drawn as a square.")
        decision = state.flow.current
        if decision is not None and decision.kind == SetupDecision.PORT:
            return msg(
                "At the start only one ship may lie in each start port, and {port} has one: choose another dock.",
                port=place(port),
            )
        return msg("{port} has no room for another ship.", port=place(port))

    def _why_not_discard(self, state: MainportsState, source: str) -> Message:
        """Why a contract cannot go onto the discard pile now: when the rules let one go there."""
        if source.startswith("offer:"):
            return msg(
                "Start contracts are not discarded: drag the ones you keep into your hand, then say you are done;"
                " the others go back."
            )
        if source.startswith("hand:contract:"):
            return msg(
                "A contract of yours is cancelled onto the discard pile in your turn, paying {breach}"
                " (free with a Negotiator); you cannot pay it now, or it is not your turn.",
                breach=Money(self.cards(state).rules["breach"]),
            )
        return msg(
            "An offered contract goes onto the discard pile when you refresh it: on the Contracts field,"
            " before you take a contract."
        )

    def _why_not_sail(self, state: MainportsState, seat: int, here: str, there: str) -> Message:
        """Why a ship in port `here` cannot sail to port `there` now, in the board's terms: how many steps
        away it is along the fairways, against the steps the player's fuel cards sail."""
        if there == here:
            return msg("The ship is in {port} already.", port=place(here))
        board = self.board(state)
        fuel = sorted(set(state.players[seat].fuel))
        farthest = max([*fuel, 0]) + STEPS_BEYOND_FUEL  # a little beyond the fuel, to say how far it is
        positions, steps = {f"port:{here}"}, 0
        while f"port:{there}" not in positions and steps < farthest:
            positions = {position for at in positions for position, _ in board.step(at)}
            steps += 1
        if f"port:{there}" not in positions:
            return msgn(
                "{there} is more than {count} step from {here}; your fuel cards sail {fuel}.",
                "{there} is more than {count} steps from {here}; your fuel cards sail {fuel}.",
                count=steps,
                there=place(there),
                here=place(here),
                fuel=Items(tuple(fuel)),
            )
        if steps not in fuel:
            return msgn(
                "{there} is {count} step from {here}; your fuel cards sail {fuel}.",
                "{there} is {count} steps from {here}; your fuel cards sail {fuel}.",
                count=steps,
                there=place(there),
                here=place(here),
                fuel=Items(tuple(fuel)),
            )
        return msg("The ship cannot end in {there} with the fuel and money you have.", there=place(there))
