"""The rules of Siberia (Reiner Stockhausen, dlp games 2011).

A round: every player draws 6 action counters from the bag and places them on the panel (hidden
from the others until all have placed), then the players take one action a turn until all have
passed. Workers extract resources in Siberia; salesmen sell them at once at the exchanges. The game
ends after the round in which the 8th area is exhausted or the 3rd resource reserve runs empty.
Rules choices the rulebook leaves open are written in docs/rules/siberia.md.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core.messages import Items, Message, Money, Param, SeatRef, Term, msg, msgn, place
from game.core.protocol import TERMINAL, Action, Config, Event, EventKind, Game, Result, thing_of
from game.core.rng import Rng
from game.siberia.actions import (
    CLOSING_KINDS,
    MOVE_KINDS,
    RESERVE,
    ChooseSide,
    ClearResearch,
    Extract,
    Invest,
    MoveWorker,
    Pass,
    PlaceCounter,
    PlaceCube,
    ReturnCounter,
    StopMoving,
    UseLogistician,
    UseManager,
    UseSalesman,
    UseWorker,
    action_name,
    counter_name,
    resource_name,
    side_name,
)
from game.siberia.board import ACTIONS, MANAGER, RESEARCH, RESOURCES, Thing, board, components
from game.siberia.compat import COMPAT
from game.siberia.state import HIDDEN, Phase, SiberiaState, Step

SPACES = 2
"""Every action of the panel has two spaces."""


def catalogue_terms() -> list[Term]:
    """The names from the data and the board a player reads, for the catalogue of translations."""
    names = [action_name(a) for a in (*ACTIONS, RESEARCH)] + [resource_name(r) for r in RESOURCES]
    return names + [place(p) for p in (*board().areas, board().start, *components().exchanges)]


def rule(name: str) -> int:
    return components().rules[name]


# ---- what lies where ---------------------------------------------------------------------------


def free_spaces(state: SiberiaState, seat: int, action: str) -> int:
    return SPACES - len(state.spaces[seat][action]) - (action in state.tiles[seat])


def covered(state: SiberiaState, seat: int, action: str) -> bool:
    """Both spaces covered, by two counters or a counter and an investment tile."""
    return bool(state.spaces[seat][action]) and free_spaces(state, seat, action) == 0


def counter_targets(state: SiberiaState, seat: int, counter: str) -> list[str]:
    """Where a counter may go: a free space of its person's or its resource's action, or Research."""
    spaces = [part for part in counter.split("/") if free_spaces(state, seat, part) > 0]
    return [*spaces, RESEARCH]


def exchange_to_choose(state: SiberiaState) -> str | None:
    """The exchange whose side the start player chooses now (in the data's order); None once all are chosen."""
    return next((name for name in components().exchanges if name not in state.sides), None)


def counter_resource(counter: str) -> str:
    """The resource a counter shows; "" for a Manager."""
    return counter.partition("/")[2]


def cube_areas(state: SiberiaState, resource: str) -> list[str]:
    """The areas a discovered cube of `resource` may go to."""
    if not state.reserve[resource]:
        return []
    return [a for a in board().areas if a not in state.exhausted and resource not in state.areas[a]]


def reach(state: SiberiaState, origin: str) -> list[str]:
    """The areas one step away: neighbours, where exhausted areas are crossed without cost."""
    found: list[str] = []
    seen = {origin}
    frontier = [origin]
    while frontier:
        area = frontier.pop()
        for near in board().neighbours[area]:
            if near in seen:
                continue
            seen.add(near)
            if near in state.exhausted:
                frontier.append(near)
            else:
                found.append(near)
    return sorted(found)


def extract_areas(state: SiberiaState, seat: int, resource: str) -> list[str]:
    return [a for a in sorted(set(state.workers[seat])) if resource in state.areas.get(a, ())]


def price(state: SiberiaState, exchange: str, resource: str) -> int:
    """What an exchange pays for a cube, 0 if it does not buy that resource."""
    return components().exchanges[exchange][state.sides[exchange]].get(resource, 0)


def to_bag(state: SiberiaState, counters: Iterable[str]) -> None:
    state.bag.extend(counters)
    state.bag.sort()


def draw_counter(state: SiberiaState) -> str:
    return state.bag.pop(state.rng.below(len(state.bag)))


def reveal_tile(state: SiberiaState) -> None:
    if state.stack:
        state.display.append(state.stack.pop(state.rng.below(len(state.stack))))


# ---- the game ----------------------------------------------------------------------------------


class SiberiaGame(Game[SiberiaState]):
    id = "siberia"
    compat = COMPAT
    move_kinds = MOVE_KINDS
    closing_kinds = CLOSING_KINDS
    title = "Siberia"
    min_players = 2
    max_players = 4
    hidden_information = True
    score_label = msg("Money")

    # -- set-up --

    def new_game(self, config: Config, seed: int) -> SiberiaState:
        comps = components()
        the_board = board()
        state = SiberiaState(config.players, Rng(seed))
        rng = state.rng
        cubes = [r for r, count in comps.cubes.items() for _ in range(count)]
        rng.shuffle(cubes)
        state.areas = {area: [] for area in the_board.areas}
        state.reserve = {r: 0 for r in RESOURCES}
        state.sold = {r: 0 for r in RESOURCES}
        per_area = rule("resources_per_area")
        for cube in cubes:  # drawn from the bag until every area holds 2 different resources
            area = next(
                (a for a in the_board.areas if len(state.areas[a]) < per_area and cube not in state.areas[a]), None
            )
            if area is None:
                state.reserve[cube] += 1
            else:
                state.areas[area].append(cube)
        for lying in state.areas.values():
            lying.sort(key=RESOURCES.index)
        state.sides = {name: side for name, sides in comps.exchanges.items() if len(sides) == 1 for side in sides}
        state.bag = sorted(comps.counters)
        state.stack = sorted(comps.tiles)
        for _ in range(rule("display")):
            reveal_tile(state)
        state.workers = [[the_board.start] for _ in range(state.players)]
        frankfurt = next(iter(state.sides))
        state.salesmen = [[frankfurt] for _ in range(state.players)]
        state.phase = Phase.SIDES
        state.current_player = state.start_player
        return state

    # -- legality --

    def legal_actions(self, state: SiberiaState) -> list[Action]:
        seat = state.current_player
        exchange = exchange_to_choose(state)
        if state.phase == Phase.SIDES and exchange is not None:
            return [ChooseSide(exchange, side) for side in components().exchanges[exchange]]
        if state.phase == Phase.PLACE:
            return [
                PlaceCounter(seat, counter, target)
                for counter in sorted(set(state.hands[seat]))
                for target in counter_targets(state, seat, counter)
            ]
        if state.phase == Phase.TRIM:
            return [
                ReturnCounter(seat, counter, space)
                for space in ACTIONS
                for counter in sorted(set(state.spaces[seat][space]))
            ]
        if state.phase != Phase.ACT:
            return []
        if state.step == Step.RESEARCH:
            return self._research_actions(state, seat)
        if state.step == Step.MOVE:
            moves: list[Action] = [
                MoveWorker(seat, origin, destination)
                for origin in sorted(set(state.workers[seat]))
                for destination in reach(state, origin)
            ]
            return [*moves, StopMoving()]
        return [*self._panel_actions(state, seat), Pass()]

    def _research_actions(self, state: SiberiaState, seat: int) -> list[Action]:
        counters = state.research[seat]
        wanted = RESOURCES if MANAGER in counters else {counter_resource(c) for c in counters}
        actions: list[Action] = [PlaceCube(r, area) for r in RESOURCES if r in wanted for area in cube_areas(state, r)]
        return actions or [ClearResearch()]

    def _panel_actions(self, state: SiberiaState, seat: int) -> list[Action]:
        actions: list[Action] = []
        ready = [action for action in ACTIONS if covered(state, seat, action)]
        exchanges = list(components().exchanges)
        the_board = board()
        has_pawn_in_reserve = state.reserve_pawns(seat, rule("pawns")) > 0
        for action in ready:
            if action == MANAGER:
                actions += [UseManager(seat, t) for t in ACTIONS if t != MANAGER and free_spaces(state, seat, t) > 0]
                actions.append(UseManager(seat, ""))
            elif action == "logistician":
                actions.append(UseLogistician())
            elif action == "salesman":
                sources = [RESERVE] if has_pawn_in_reserve else []
                sources += sorted(set(state.salesmen[seat])) + sorted(set(state.workers[seat]))
                actions += [
                    UseSalesman(seat, source, exchange)
                    for source in sources
                    for exchange in exchanges
                    if exchange not in state.salesmen[seat]
                ]
            elif action == "worker":
                if has_pawn_in_reserve:
                    sources = [RESERVE]
                else:
                    away = sorted(set(state.workers[seat]) - {the_board.start})
                    sources = sorted(set(state.salesmen[seat])) + away
                actions += [UseWorker(seat, source, the_board.start) for source in sources]
            elif action == "investor":
                actions += [
                    Invest(seat, tile)
                    for tile in sorted(set(state.display))
                    if tile not in state.tiles[seat] and (tile == "investor" or free_spaces(state, seat, tile))
                ]
            else:
                cubes = len(extract_areas(state, seat, action))
                actions += [
                    Extract(seat, action, exchange, cubes, price(state, exchange, action))
                    for exchange in sorted(set(state.salesmen[seat]))
                    if price(state, exchange, action)
                ]
        return actions

    def why_illegal(self, state: SiberiaState, action: Action) -> Message:
        if state.phase == Phase.OVER:
            return msg("The game is over.")
        if state.phase == Phase.SIDES:
            return msg("First the start player chooses the side of each stock exchange.")
        if state.phase == Phase.PLACE:
            if isinstance(action, PlaceCounter) and action.counter in state.hands[state.current_player]:
                person, _, resource = action.counter.partition("/")
                if resource:
                    return msg(
                        "{counter} goes on a free space of {person} or {resource}, or under research.",
                        counter=counter_name(action.counter),
                        person=action_name(person),
                        resource=action_name(resource),
                    )
                return msg(
                    "{counter} goes on a free space of {person}, or under research.",
                    counter=counter_name(action.counter),
                    person=action_name(person),
                )
            return msg("Now each player places the counters drawn this round.")
        if state.phase == Phase.TRIM:
            return msgn(
                "Only {count} counter may stay on a panel: return counters to the bag first.",
                "Only {count} counters may stay on a panel: return counters to the bag first.",
                count=rule("panel_limit"),
            )
        if state.step == Step.RESEARCH:
            return msg("Research comes first: place the discovered resources in Siberia.")
        if state.step == Step.MOVE:
            if isinstance(action, MoveWorker):
                return msg(
                    "A worker steps only to a neighbouring area; {destination} is not next to {origin}.",
                    destination=place(action.destination),
                    origin=place(action.origin),
                )
            return msg("Move your workers with the Logistician, or stop moving.")
        name = getattr(action, "resource", "") or _action_of(action)
        if name and name in ACTIONS and not covered(state, state.current_player, name):
            return msg(
                "{action} needs both spaces covered (two counters, or a counter and an investment tile).",
                action=action_name(name),
            )
        message = super().why_illegal(state, action)
        assert isinstance(message, Message)
        return message

    def why_not_drag(self, state: SiberiaState, source: str, target: str) -> Message:
        targets = sorted({d[1] for a in self.legal_actions(state) if (d := a.drag()) and d[0] == source})
        if not targets:
            return msg("That cannot be moved now.")
        return msg(
            "It cannot go to {target}; it can go to: {places}.",
            target=_thing_name(target),
            places=Items(tuple(map(_thing_name, targets))),
        )

    def why_not_move(self, state: SiberiaState, source: str, target: str) -> Message:
        """A worker of the seat to act, dragged while its Logistician is ready but not in use: start it first. A
        ready Worker, Salesman or Investor action, clicked or dragged itself: which piece its drag moves."""
        seat = state.current_player
        legal = self.legal_actions(state)
        if source == f"panel:{seat}:worker" and any(isinstance(a, UseWorker) for a in legal):
            return msg(
                "The Worker action moves a pawn: drag one from your reserve (or a salesman, when the reserve is "
                "empty) onto {start}.",
                start=place(board().start),
            )
        if source == f"panel:{seat}:salesman" and any(isinstance(a, UseSalesman) for a in legal):
            return msg("The Salesman action moves a pawn: drag your salesman, or a worker, onto a stock exchange.")
        if source == f"panel:{seat}:investor" and any(isinstance(a, Invest) for a in legal):
            return msg("The Investor action takes a tile: drag a lit investment tile onto the action it covers.")
        if source.startswith(f"worker:{seat}:") and any(isinstance(a, UseLogistician) for a in legal):
            return msgn(
                "First click your Logistician (the arrow on your panel): then drag your workers, {count} step in all.",
                "First click your Logistician (the arrow on your panel): then drag your workers, {count} steps in all.",
                count=rule("logistician_steps"),
            )
        return super().why_not_move(state, source, target)

    # -- carrying out --

    def perform(self, state: SiberiaState, action: Action) -> list[Event]:
        seat = state.current_player
        events: list[Event] = []
        match action:
            case ChooseSide():
                state.sides[action.exchange] = action.side
                events.append(
                    Event(
                        EventKind.INFO,
                        msg(
                            "{exchange} in play with side {side}",
                            exchange=place(action.exchange),
                            side=side_name(action.side),
                        ),
                        seat,
                    )
                )
                if len(state.sides) == len(components().exchanges):
                    self._start_round(state, events)
            case PlaceCounter():
                self._place_counter(state, seat, action, events)
            case ReturnCounter():
                state.spaces[seat][action.space].remove(action.counter)
                to_bag(state, [action.counter])
                events.append(
                    Event(
                        EventKind.MOVE,
                        msg(
                            "{seat} returns {counter} to the bag",
                            seat=SeatRef(seat),
                            counter=counter_name(action.counter),
                        ),
                        seat,
                    )
                )
                if state.counters_on_panel(seat) <= rule("panel_limit"):
                    self._next_trim(state, events)
            case PlaceCube() | ClearResearch():
                self._research(state, seat, action, events)
            case MoveWorker():
                state.workers[seat].remove(action.origin)
                state.workers[seat].append(action.destination)
                state.workers[seat].sort()
                state.moves_left -= 1
                events.append(
                    Event(
                        EventKind.MOVE,
                        msg(
                            "{seat} moves a worker from {origin} to {destination}",
                            seat=SeatRef(seat),
                            origin=place(action.origin),
                            destination=place(action.destination),
                        ),
                        seat,
                        {"from": action.origin, "to": action.destination},
                    )
                )
                if not state.moves_left:
                    self._end_turn(state, events)
            case StopMoving():
                self._end_turn(state, events)
            case Pass():
                state.passed[seat] = True
                events.append(Event(EventKind.TURN, msg("{seat} passes", seat=SeatRef(seat)), seat))
                self._end_turn(state, events)
            case _:
                self._panel_action(state, seat, action, events)
        return events

    def _panel_action(self, state: SiberiaState, seat: int, action: Action, events: list[Event]) -> None:
        name = _action_of(action)
        used = state.spaces[seat][name]
        state.spaces[seat][name] = []
        if isinstance(action, UseManager):
            if action.target:
                state.spaces[seat][action.target].append(used.pop())
            events.append(Event(EventKind.MOVE, _manager_news(seat, action.target), seat))
        to_bag(state, used)
        match action:
            case UseLogistician():
                state.step = Step.MOVE
                state.moves_left = rule("logistician_steps")
                steps = msgn(
                    "{seat} may move workers {count} step",
                    "{seat} may move workers {count} steps",
                    count=state.moves_left,
                    seat=SeatRef(seat),
                )
                events.append(Event(EventKind.INFO, steps, seat))
                return
            case UseSalesman():
                news = _pawn_news(state, seat, action.source, action.exchange, salesman=True)
                self._take_pawn(state, seat, action.source)
                state.salesmen[seat] = sorted([*state.salesmen[seat], action.exchange])
                events.append(Event(EventKind.MOVE, news, seat, {"to": action.exchange}))
            case UseWorker():
                news = _pawn_news(state, seat, action.source, action.start, salesman=False)
                self._take_pawn(state, seat, action.source)
                state.workers[seat] = sorted([*state.workers[seat], action.start])
                events.append(Event(EventKind.MOVE, news, seat, {"to": action.start}))
            case Invest():
                state.display.remove(action.tile)
                state.tiles[seat].append(action.tile)
                reveal_tile(state)
                events.append(
                    Event(
                        EventKind.CARD,
                        msg(
                            "{seat} takes the {action} investment tile",
                            seat=SeatRef(seat),
                            action=action_name(action.tile),
                        ),
                        seat,
                    )
                )
            case Extract():
                self._extract(state, seat, action, events)
        self._end_turn(state, events)

    @staticmethod
    def _take_pawn(state: SiberiaState, seat: int, source: str) -> None:
        if source in state.salesmen[seat]:
            state.salesmen[seat].remove(source)
        elif source != RESERVE:
            state.workers[seat].remove(source)

    def _extract(self, state: SiberiaState, seat: int, action: Extract, events: list[Event]) -> None:
        areas = extract_areas(state, seat, action.resource)
        for area in areas:
            state.areas[area].remove(action.resource)
            state.sold[action.resource] += 1
        income = len(areas) * action.price
        state.money[seat] += income
        sale = msgn(
            "{seat} sells {count} cube of {resource} at {exchange} for {amount}",
            "{seat} sells {count} cubes of {resource} at {exchange} for {amount}",
            count=len(areas),
            seat=SeatRef(seat),
            resource=resource_name(action.resource),
            exchange=place(action.exchange),
            amount=Money(income),
        )
        part = msg("{resource} sold", resource=resource_name(action.resource))
        events.append(
            Event(
                EventKind.MONEY,
                sale,
                seat,
                {"amount": income, "from": areas, "to": action.exchange, "score_part": part},
            )
        )
        for area in areas:
            if not state.areas[area]:
                state.exhausted.append(area)
                for workers in state.workers:
                    workers[:] = [w for w in workers if w != area]
                events.append(Event(EventKind.INFO, msg("{area} is exhausted; its workers go home", area=place(area))))

    def _place_counter(self, state: SiberiaState, seat: int, action: PlaceCounter, events: list[Event]) -> None:
        state.hands[seat].remove(action.counter)
        if action.target == RESEARCH:
            state.research[seat].append(action.counter)
        else:
            state.spaces[seat][action.target].append(action.counter)
        state.unrevealed[seat].append([action.counter, action.target])
        if state.hands[seat]:
            return
        following = (seat + 1) % state.players
        if following != state.start_player:
            state.current_player = following
            events.append(Event(EventKind.TURN, msg("{seat} places counters", seat=SeatRef(following)), following))
            return
        for placer in range(state.players):  # everyone has placed: all is revealed at once
            placed = Items(tuple(_placement(c, t) for c, t in state.unrevealed[placer]), sep=";")
            events.append(
                Event(
                    EventKind.INFO, msg("{seat} placed {placements}", seat=SeatRef(placer), placements=placed), placer
                )
            )
            state.unrevealed[placer] = []
        state.phase = Phase.ACT
        state.passed = [False] * state.players
        events.append(Event(EventKind.PHASE, msg("Actions: one action a turn until everyone has passed")))
        self._begin_turn(state, state.start_player, events)

    def _research(self, state: SiberiaState, seat: int, action: PlaceCube | ClearResearch, events: list[Event]) -> None:
        counters = state.research[seat]
        if isinstance(action, ClearResearch):
            to_bag(state, counters)
            counters.clear()
            events.append(Event(EventKind.INFO, msg("{seat} finds nothing by research", seat=SeatRef(seat)), seat))
            self._end_turn(state, events)
            return
        specific = next((c for c in counters if counter_resource(c) == action.resource), MANAGER)
        counters.remove(specific)
        to_bag(state, [specific])
        state.reserve[action.resource] -= 1
        state.areas[action.area].append(action.resource)
        state.areas[action.area].sort(key=RESOURCES.index)
        events.append(
            Event(
                EventKind.MOVE,
                msg(
                    "{seat} discovers {resource} in {area}",
                    seat=SeatRef(seat),
                    resource=resource_name(action.resource),
                    area=place(action.area),
                ),
                seat,
                {"from": action.resource, "to": action.area},
            )
        )
        placeable = {r for r in RESOURCES if cube_areas(state, r)}
        useless = [c for c in counters if c != MANAGER and counter_resource(c) not in placeable]
        useless += [c for c in counters if c == MANAGER and not placeable]
        for counter in useless:  # counters that can find nothing more go back without effect
            counters.remove(counter)
        to_bag(state, useless)
        if not counters:
            self._end_turn(state, events)

    # -- turns and rounds --

    def _start_round(self, state: SiberiaState, events: list[Event]) -> None:
        for offset in range(state.players):
            seat = (state.start_player + offset) % state.players
            state.hands[seat] = sorted(draw_counter(state) for _ in range(rule("draw")))
        state.phase = Phase.PLACE
        state.current_player = state.start_player
        events.append(
            Event(
                EventKind.PHASE,
                msgn(
                    "Round {round}: everyone draws {count} counter and places it",
                    "Round {round}: everyone draws {count} counters and places them",
                    count=rule("draw"),
                    round=state.round,
                ),
            )
        )

    def _begin_turn(self, state: SiberiaState, seat: int, events: list[Event]) -> None:
        state.current_player = seat
        state.step = Step.RESEARCH if state.research[seat] else Step.NONE
        events.append(Event(EventKind.TURN, msg("{seat} to act", seat=SeatRef(seat)), seat))

    def _end_turn(self, state: SiberiaState, events: list[Event]) -> None:
        state.step = Step.NONE
        state.moves_left = 0
        for offset in range(1, state.players + 1):
            seat = (state.current_player + offset) % state.players
            if not state.passed[seat]:
                self._begin_turn(state, seat, events)
                return
        self._next_trim(state, events)

    def _next_trim(self, state: SiberiaState, events: list[Event]) -> None:
        for offset in range(state.players):
            seat = (state.start_player + offset) % state.players
            if state.counters_on_panel(seat) > rule("panel_limit"):
                state.phase = Phase.TRIM
                state.current_player = seat
                return
        if state.last_round():
            state.phase = Phase.OVER
            state.current_player = TERMINAL
            standing = Items(
                tuple(msg("{seat} {amount}", seat=SeatRef(s), amount=Money(m)) for s, m in enumerate(state.money)),
                sep=";",
            )
            events.append(Event(EventKind.END, msg("The game is over: {standing}", standing=standing)))
            return
        state.start_player = (state.start_player + 1) % state.players
        state.round += 1
        events.append(
            Event(
                EventKind.INFO,
                msg("{seat} is the new start player", seat=SeatRef(state.start_player)),
                state.start_player,
            )
        )
        self._start_round(state, events)

    # -- what a seat sees --

    def redact(self, state: SiberiaState, seat: int | None) -> SiberiaState:
        """What `seat` sees: everything but the counters other seats drew or placed this round (only
        their number shows), the counters in the bag and the face-down investment tiles (only how many),
        and the draws to come."""
        view = state.clone()
        view.rng = Rng(0)
        view.viewer = seat
        view.bag = [HIDDEN] * len(state.bag)
        view.stack = [HIDDEN] * len(state.stack)
        for other in range(state.players):
            if other == seat:
                continue
            view.hands[other] = [HIDDEN] * len(state.hands[other])
            _take_back_unrevealed(view, other)
            view.unrevealed[other] = [[HIDDEN, HIDDEN] for _ in state.unrevealed[other]]
        return view

    def observe(self, state: SiberiaState, seat: int, rng: Rng) -> SiberiaState:
        """Other seats' counters drawn or placed this round and not yet revealed are dealt afresh
        from everything this seat has not seen (the bag and those counters), and placed anew."""
        view = state.clone()
        view.rng = rng.fork(1)
        others = [o for o in range(state.players) if o != seat and (state.hands[o] or state.unrevealed[o])]
        if not others:
            return view
        pool = list(view.bag)
        for other in others:
            pool += view.hands[other] + _take_back_unrevealed(view, other)
        pool.sort()  # the unseen counters in an order the seat could know, whatever world this is
        rng.shuffle(pool)
        for other in others:
            view.hands[other] = sorted(pool.pop() for _ in state.hands[other])
            view.unrevealed[other] = []
            for _ in state.unrevealed[other]:
                counter = pool.pop()
                target = rng.choice(counter_targets(view, other, counter))
                (view.research[other] if target == RESEARCH else view.spaces[other][target]).append(counter)
                view.unrevealed[other].append([counter, target])
        view.bag = sorted(pool)
        return view

    def needs_confirmation(self, state: SiberiaState, action: Action) -> Message | None:
        """Passing ends one's round: asked while other actions are still open (an extraction of no cube, which
        only clears its counters, does not count)."""
        if not isinstance(action, Pass):
            return None
        others = sum(
            not isinstance(other, Pass) and not (isinstance(other, Extract) and other.cubes == 0)
            for other in self.legal_actions(state)
        )
        if others:
            return msgn(
                "Pass for the rest of the round? {count} other move is still open to you.",
                "Pass for the rest of the round? {count} other moves are still open to you.",
                count=others,
            )
        return None

    def private_decision(self, state: SiberiaState) -> bool:
        """Placing counters is private (the seat holds counters only it has seen); every other
        decision is made on what everyone sees."""
        return state.phase == Phase.PLACE

    def reveals(self, before: SiberiaState, after: SiberiaState, action: Action, events: list[Event]) -> bool:
        """Drawing from the bag and turning up an investment tile draw from the generator; the last
        placement turns everyone's counters face up."""
        turned_up = any(len(now) < len(then) for now, then in zip(after.unrevealed, before.unrevealed, strict=True))
        return turned_up or super().reveals(before, after, action, events)

    # -- scores --

    def scores(self, state: SiberiaState) -> list[int]:
        return list(state.money)

    def result(self, state: SiberiaState) -> Result:
        places = [1 + sum(1 for m in state.money if m > mine) for mine in state.money]  # ties share a place
        return Result(tuple(places), tuple(state.money))

    def prompt(self, state: SiberiaState) -> Message:
        if state.phase == Phase.SIDES:
            return msg("Start player: choose the side of each stock exchange")
        if state.phase == Phase.PLACE:
            return msgn(
                "Place your counters ({count} left)",
                "Place your counters ({count} left)",
                count=len(state.hands[state.current_player]),
            )
        if state.phase == Phase.TRIM:
            return msgn(
                "More than {count} counter on your panel: return the surplus to the bag",
                "More than {count} counters on your panel: return the surplus to the bag",
                count=rule("panel_limit"),
            )
        if state.step == Step.RESEARCH:
            return msg("Research: place the discovered resources in Siberia")
        if state.step == Step.MOVE:
            return msgn(
                "Logistician: move your workers ({count} step left)",
                "Logistician: move your workers ({count} steps left)",
                count=state.moves_left,
            )
        if state.phase == Phase.OVER:
            return msg("The game is over.")
        return msg("Take an action or pass")


def _action_of(action: Action) -> str:
    """The panel action an action uses."""
    if isinstance(action, Extract):
        return action.resource
    names = {
        UseManager: "manager",
        UseLogistician: "logistician",
        UseSalesman: "salesman",
        UseWorker: "worker",
        Invest: "investor",
    }
    return names.get(type(action), "")


def _take_back_unrevealed(state: SiberiaState, seat: int) -> list[str]:
    """Lift the counters `seat` placed this round off its panel (they were placed last, so each is
    the last of its kind where it lies); returns them."""
    counters = []
    for counter, target in state.unrevealed[seat]:
        lying = state.research[seat] if target == RESEARCH else state.spaces[seat][target]
        del lying[len(lying) - 1 - lying[::-1].index(counter)]
        counters.append(counter)
    return counters


def _thing_name(thing: str) -> Param:
    """A board thing (a drag's source or target) as a player names it: "panel:0:gas" -> gas,
    "area:Yakutia" -> Yakutia, "hand:worker/oil" -> worker/oil."""
    kind, rest = thing_of(thing, Thing)
    name = rest.rsplit(":", 1)[-1]
    if kind == Thing.BAG:
        return msg("the bag")
    if kind in (Thing.PANEL, Thing.TILE):
        return action_name(name)
    if kind in (Thing.HAND, Thing.COUNTER):
        return counter_name(name)
    if kind == Thing.RESERVE and name in RESOURCES:
        return msg("the {resource} reserve", resource=resource_name(name))
    if kind == Thing.RESERVE:
        return msg("the reserve of {seat}", seat=SeatRef(int(name)))
    return place(name)  # an area or an exchange, or a pawn there


def _placement(counter: str, target: str) -> Message:
    """Where a counter was placed, as the reveal at the end of placing says it."""
    if target == RESEARCH:
        return msg("{counter} under research", counter=counter_name(counter))
    return msg("{counter} on {action}", counter=counter_name(counter), action=action_name(target))


def _manager_news(seat: int, target: str) -> Message:
    if not target:
        return msg("{seat} returns the Manager counters to the bag", seat=SeatRef(seat))
    return msg(
        "{seat} puts a Manager counter as a wildcard on {action}", seat=SeatRef(seat), action=action_name(target)
    )


def _pawn_news(state: SiberiaState, seat: int, source: str, destination: str, salesman: bool) -> Message:
    """What the log says when a pawn becomes a salesman at `destination` or a worker in it."""
    where = place(destination)
    if source == RESERVE:
        if salesman:
            return msg("{seat} places a new salesman at {exchange}", seat=SeatRef(seat), exchange=where)
        return msg("{seat} places a new worker in {area}", seat=SeatRef(seat), area=where)
    origin = place(source)
    if source in state.salesmen[seat]:
        if salesman:
            return msg(
                "{seat} moves a salesman from {origin} to {exchange}", seat=SeatRef(seat), origin=origin, exchange=where
            )
        return msg(
            "{seat} calls the salesman at {origin} back to {area} as a worker",
            seat=SeatRef(seat),
            origin=origin,
            area=where,
        )
    if salesman:
        return msg(
            "{seat} sends the worker in {origin} to {exchange} as a salesman",
            seat=SeatRef(seat),
            origin=origin,
            exchange=where,
        )
    return msg("{seat} calls the worker in {origin} back to {area}", seat=SeatRef(seat), origin=origin, area=where)
