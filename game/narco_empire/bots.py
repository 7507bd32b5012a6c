"""Narco Empire's bots: they plan the management phase exactly, buy what pays back before the end, sell out
before it (unsold merchandise is worth nothing), and differ in how they press their luck.

- easy stops at two sirens or four cards, and now and then plays any legal move;
- normal stops at two sirens (or at one with five cards) and uses its hitmen and cartel cards;
- hard draws while the expected worth of one more card beats stopping: the chance of a siren is counted
  from the cards it has seen (the 68 cards less those in sight), never from the order of the deck.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from enum import IntEnum
from functools import lru_cache
from typing import Any

from game.ai.bots import AnyGame, Bot
from game.core.protocol import Action
from game.core.rng import Rng
from game.narco_empire import actions as a
from game.narco_empire.cards import card, cartel_card, components
from game.narco_empire.kinds import CardKind, CartelEffect, DecisionKind, Phase, Thing
from game.narco_empire.rules import NarcoEmpireGame, limit, unseen_cards
from game.narco_empire.state import NarcoState, Player, capacity, production
from game.narco_empire.worth import STORAGE_CUBE, laboratory_worth

CARDS_PER_TURN = 4.5
"""About how many cards a turn uses: turns left are counted from the cards left."""
RULES = NarcoEmpireGame()
PAYBACK = 3.0
"""How much a million more earned a turn is worth against a million of price."""
EAGER = 10.0
"""An improvement's worth beyond its gain counted, while the game is young."""


@dataclass(frozen=True)
class Network:
    """What the management plan needs of a player: cubes, production, capacities."""

    laboratory: int
    storage: int
    made: int
    carried: int
    room: int
    supply: int
    """Merchandise left in the supply: production stops when it runs out."""
    keep: float = 1.0
    """The share of their worth that unsold consignments keep: nothing once the game is over."""

    @classmethod
    def of(cls, player: Player, supply: int, keep: float = 1.0) -> Network:
        return cls(
            player.laboratory_cubes,
            player.storage_cubes,
            production(player),
            card(player.transport).capacity,
            capacity(player),
            supply,
            keep,
        )


class ManagementStep(IntEnum):
    """A management phase's next activity, as the bot plans it. Of plans worth the same, the one whose step
    comes later here wins: producing only when it adds something, since a consignment taken from the supply
    early is one nobody else can produce meanwhile."""

    PRODUCE = 0
    END = 1
    SHIP = 2
    DELIVER = 3


@lru_cache(maxsize=100_000)
def plan(net: Network, activities: int, dealers: tuple[int, ...]) -> tuple[float, ManagementStep]:
    """The best value of the rest of a management phase and its first step: money earned plus what the
    merchandise left is worth. `dealers` are the unused dealers' commissions, lowest first; once the
    activities are spent, one delivery is free."""
    laboratory = net.keep * laboratory_worth(net.laboratory, min(net.carried, net.room))
    best = (net.keep * STORAGE_CUBE * net.storage + laboratory, ManagementStep.END)
    if not activities:
        if dealers and net.storage > dealers[0]:
            best = max(best, (net.storage - dealers[0] + laboratory, ManagementStep.DELIVER))
        return best
    made = min(net.made, net.supply)
    if made:
        produced = replace(net, laboratory=net.laboratory + made, supply=net.supply - made)
        best = max(best, (plan(produced, activities - 1, dealers)[0], ManagementStep.PRODUCE))
    moved = min(net.laboratory, net.carried, net.room - net.storage)
    if moved:
        shipped = replace(net, laboratory=net.laboratory - moved, storage=net.storage + moved)
        best = max(best, (plan(shipped, activities - 1, dealers)[0], ManagementStep.SHIP))
    if dealers and net.storage > dealers[0]:
        sold = replace(net, storage=0, supply=net.supply + net.storage)
        best = max(
            best, (net.storage - dealers[0] + plan(sold, activities - 1, dealers[1:])[0], ManagementStep.DELIVER)
        )
    return best


LOOKAHEAD = 2
"""Cards the hard bot looks ahead when it weighs drawing on."""
SEIZED = 0.8
"""What a seizure costs: a consignment or a million."""
HITMAN_SPENT = 0.9
CAUTION = 0.05
"""How much more than stopping drawing on must promise: the lookahead is rough, a flight is not."""


@dataclass(frozen=True)
class Line:
    """What a line of drawn cards means for the turn, as the hard bot imagines it."""

    cards: int
    sirens: int
    pistols: int
    dealers: int
    open_police: int
    """Police and military not settled yet: they seize once two sirens show."""
    lost: float
    hitmen: int


class Lookahead:
    """The expected worth of a turn's line if the player stops now or draws on (then plays on well)."""

    def __init__(self, net: Network, unseen: Counter[str], total: int, fallback_dealers: int) -> None:
        self.net = net
        self.chances = [(card(copy), count / total) for copy, count in sorted(unseen.items())]
        self.fallback = fallback_dealers

    def stop(self, line: Line, fled: bool = False) -> float:
        dealers = (0,) * line.dealers if line.dealers else (limit("fallback_penalty"),) * self.fallback
        value = plan(self.net, 1 if fled else min(line.cards, limit("line")), dealers)[0] - line.lost
        if not fled and line.pistols >= limit("pistols_choice"):
            value += 1.4
        elif not fled and line.pistols >= limit("pistols_one_card"):
            value += 0.7
        return value

    def draw(self, line: Line, depth: int) -> float:
        expected = 0.0
        for c, chance in self.chances:
            if c.sirens and line.sirens + c.sirens >= limit("flee_sirens"):
                expected += chance * self.stop(line, fled=True)
                continue
            after = replace(
                line,
                cards=line.cards + 1,
                sirens=line.sirens + c.sirens,
                pistols=line.pistols + c.pistols,
                dealers=line.dealers + (c.kind == CardKind.DEALER),
                open_police=line.open_police + (c.kind in (CardKind.POLICE, CardKind.MILITARY)),
            )
            if (
                c.kind in (CardKind.POLICE, CardKind.MILITARY, CardKind.PRESS)
                and line.hitmen
                and after.sirens >= limit("danger_sirens")
            ):
                after = replace(line, hitmen=line.hitmen - 1, lost=line.lost + HITMAN_SPENT)
            if after.sirens >= limit("danger_sirens") and after.open_police:
                after = replace(after, lost=after.lost + SEIZED * after.open_police, open_police=0)
            forced = c.kind == CardKind.PRESS and after.cards == line.cards + 1
            if forced and after.cards < limit("line"):
                expected += chance * self.draw(after, max(depth - 1, 0))
            elif depth > 1 and after.cards < limit("line"):
                expected += chance * max(self.stop(after), self.draw(after, depth - 1))
            else:
                expected += chance * self.stop(after)
        return expected


class NarcoBot(Bot):
    def __init__(self, rng: Rng, level: str) -> None:
        super().__init__(rng)
        self.level = level

    def choose(self, game: AnyGame, view: Any, seat: int) -> Action:
        assert isinstance(view, NarcoState)
        rules = RULES
        actions = rules.legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        if self.level == "easy" and self.rng.random() < 0.15:
            return self.rng.choice([x for x in actions if not isinstance(x, a.PassCartel | a.AskAgain)] or actions)
        decision = view.flow.current
        if decision is not None:
            return self._answer(rules, view, seat, decision.kind, actions)
        match view.phase:
            case Phase.DRAW:
                return self._draw_or_stop(rules, view, seat, actions)
            case Phase.DANGER:
                return self._danger(rules, view, seat, actions)
            case Phase.PEEK:
                return self._peek(rules, view, seat, actions)
            case Phase.REWARD:
                return a.ChooseReward("hitman" if view.players[seat].hitmen < 2 else "cartel")
            case Phase.MANAGE:
                return self._manage(rules, view, seat, actions)
            case Phase.IMPROVE:
                return self._improve(view, seat, actions)
        return a.PlayOn()

    def keep(self, view: NarcoState) -> float:
        """Merchandise unsold at the end is worth nothing: every bot sells out as the game draws to its end (easy
        and normal bots that did not were left with half their earnings in the laboratory); the hard bot sees the
        end coming a turn sooner."""
        return min(1.0, turns_left(view) / (2 if self.level == "hard" else 1))

    # --- the actions phase -----------------------------------------------------------------------

    def _draw_or_stop(self, game: NarcoEmpireGame, view: NarcoState, seat: int, actions: list[Action]) -> Action:
        tip = next((x for x in actions if isinstance(x, a.PlayCartel)), None)
        if a.Stop() not in actions:
            if tip and self.level != "easy" and game.sirens(view) == 2:
                return tip
            return a.Draw()
        sirens, cards = game.sirens(view), len(view.line)
        if self.level == "easy":
            keep_on = sirens < 2 and cards < 4
        elif self.level == "normal":
            keep_on = sirens < 1 or (sirens == 1 and cards < 5)
        else:
            if tip and sirens == 2:
                return tip
            keep_on = self._worth_drawing(game, view, seat)
        return a.Draw() if keep_on else a.Stop()

    def _worth_drawing(self, game: NarcoEmpireGame, view: NarcoState, seat: int) -> bool:
        """Drawing on against stopping now, looking two cards ahead by the chances of what comes (counted
        from the cards seen)."""
        unseen = unseen_cards(view, seat)
        total = sum(unseen.values())
        if not total:
            return False
        player = view.players[seat]
        line_dealers = sum(card(c).kind == CardKind.DEALER for c in view.line)
        open_police = sum(
            card(c).kind in (CardKind.POLICE, CardKind.MILITARY) and c not in view.paid for c in view.line
        )
        net = Network.of(player, view.merchandise_supply, self.keep(view))
        look = Lookahead(net, unseen, total, len(view.fallback_dealers))
        start = Line(
            len(view.line), game.sirens(view), game.pistols(view), line_dealers, open_police, 0.0, player.hitmen
        )
        return look.draw(start, LOOKAHEAD) > look.stop(start) + CAUTION

    def _danger(self, game: NarcoEmpireGame, view: NarcoState, seat: int, actions: list[Action]) -> Action:
        threat = view.line[-1]
        costly = game.sirens(view) >= limit("danger_sirens")  # a seizure, or a press forcing a draw at 2 sirens
        if self.level == "easy" or not costly:
            return a.LetStand(threat)
        for action in actions:
            if isinstance(action, a.PlayCartel | a.Eliminate):
                return action
        return a.LetStand(threat)

    def _peek(self, game: NarcoEmpireGame, view: NarcoState, seat: int, actions: list[Action]) -> Action:
        if a.LeaveNext() not in actions:
            return a.TakeNext()
        seen = card(view.deck[0])
        danger = game.sirens(view) + seen.sirens
        take = danger < limit("flee_sirens") and (danger < limit("danger_sirens") or self.level == "easy")
        return a.TakeNext() if take else a.LeaveNext()

    # --- management and improvements -------------------------------------------------------------

    def _manage(self, game: NarcoEmpireGame, view: NarcoState, seat: int, actions: list[Action]) -> Action:
        player = view.players[seat]
        if self.level != "easy":
            event = self._best_event(game, view, seat, actions)
            if event is not None:
                return event
        for action in actions:
            if isinstance(action, a.PlaceWorker | a.SendSeller):
                return action
        if view.closing:  # the free last delivery made, no worker to place: collect
            return a.EndManagement()
        dealers = self._dealer_costs(game, view)
        net, costs = Network.of(player, view.merchandise_supply, self.keep(view)), tuple(cost for cost, _ in dealers)
        value, step = plan(net, view.activities, costs)
        extra = plan(net, view.activities + 1, costs)[0]
        if extra - value >= 1.5 and self.level != "easy":
            face_down = [x for x in actions if isinstance(x, a.CartelActivity)]
            if face_down:
                return min(face_down, key=lambda x: cartel_value(x.card))
            if a.WorkerActivity() in actions:
                return a.WorkerActivity()
        hire = next((x for x in actions if isinstance(x, a.HireHitman)), None)
        if hire and player.hitmen < 2 and player.money >= 5:
            return hire
        match step:
            case ManagementStep.PRODUCE:
                return a.Produce(seat)
            case ManagementStep.SHIP:
                return a.Ship(seat)
            case ManagementStep.DELIVER:
                dealer = dealers[0][1]
                return a.Deliver(seat, dealer, free=not view.activities)
        return a.EndManagement()

    def _dealer_costs(self, game: NarcoEmpireGame, view: NarcoState) -> list[tuple[int, str]]:
        costs = []
        for dealer in game.dealers(view):
            cost = 0
            if dealer in view.fallback_dealers:
                cost = limit("fallback_penalty")
            elif dealer.startswith("city:"):
                cost = limit("always_sell_commission")
            costs.append((cost, dealer))
        return sorted(costs)

    def _best_event(self, game: NarcoEmpireGame, view: NarcoState, seat: int, actions: list[Action]) -> Action | None:
        leader = max((s for s in range(view.players_count) if s != seat), key=lambda s: view.players[s].money)
        for action in actions:
            if not isinstance(action, a.PlayCartel):
                continue
            c = cartel_card(action.card)
            spare_hitmen = view.players[seat].hitmen - c.hitmen >= 1 or (self.level == "hard" and c.hitmen == 0)
            if c.effect == CartelEffect.LAUNDER:
                return action
            if c.effect == CartelEffect.ROB_COMPOUND and view.compound_cubes + view.compound_money >= 3:
                return action
            if (
                action.target == leader
                and spare_hitmen
                and c.effect in (CartelEffect.EXTORT, CartelEffect.STEAL_MERCHANDISE, CartelEffect.BURN_CROP)
            ):
                return action
        return None

    def _improve(self, view: NarcoState, seat: int, actions: list[Action]) -> Action:
        player = view.players[seat]
        turns = turns_left(view)
        best: tuple[float, Action] = (0.0, a.BuyNothing())
        for action in actions:
            if isinstance(action, a.BuyCrop):
                better = replace(player, crops=player.crops + 1)
            elif isinstance(action, a.BuyCard):
                better = replace(player)  # its network replaced, its cartel hand shared and left alone
                setattr(better, card(action.card).kind, action.card)
            else:
                continue
            price = action.price
            # Improving early pays more than it looks (every later turn gains): buy while the game is young;
            # hard buys what adds most to a turn's earnings, normal the cheapest.
            gain = (EAGER + PAYBACK * (throughput(better) - throughput(player)) - price) if turns > 2 else 0.0
            if self.level == "normal":
                gain = EAGER - price if turns > 2 else 0.0
            elif self.level == "easy":
                gain = self.rng.random() - 0.5
            if gain > best[0] and player.money - price >= 1:
                best = (gain, action)
        return best[1]

    def _answer(self, game: NarcoEmpireGame, view: NarcoState, seat: int, kind: str, actions: list[Action]) -> Action:
        if kind == DecisionKind.BUY_LEFTOVER:
            return self._improve(view, seat, actions)
        if kind == DecisionKind.SEIZURE:
            return self._seizure(view, seat, actions)
        plays = [x for x in actions if isinstance(x, a.PlayCartel)]
        if plays and self.level != "easy":
            if kind == DecisionKind.RIVAL_STOPS and game.sirens(view) == 2 and len(view.line) >= 3:
                return plays[0]
            subject = view.flow.current.subject if view.flow.current else ""
            if kind == DecisionKind.RIVAL_SELLS and view.deliveries.get(subject, 0) >= 3:
                return plays[0]
        return a.PassCartel()

    def _seizure(self, view: NarcoState, seat: int, actions: list[Action]) -> Action:
        """Give the police a consignment of the laboratory: merchandise in storage is nearer to the money
        (`worth.STORAGE_CUBE` > `worth.LABORATORY_CUBE`)."""
        seizures = [x for x in actions if isinstance(x, a.Seize)]
        return next((x for x in seizures if x.source == Thing.LABORATORY), seizures[0])


def cartel_value(card_id: str) -> float:
    """How much a bot would rather keep a cartel card for its event."""
    return {"launder": 2.0, "bribe": 1.5, "extort": 1.5, "rob_compound": 1.0}.get(cartel_card(card_id).effect, 0.5)


def throughput(player: Player) -> float:
    """What a turn of four activities earns with the player's merchandise, with a dealer in the line or
    only those beside the deck (as likely): the worth of its network cards."""
    net = Network(
        player.laboratory_cubes,
        player.storage_cubes,
        production(player),
        card(player.transport).capacity,
        capacity(player),
        99,
    )
    fallback = (limit("fallback_penalty"),) * 2
    return (plan(net, 4, (0,))[0] + plan(net, 4, fallback)[0]) / 2


def turns_left(view: NarcoState) -> float:
    """The turns each player still gets, roughly, from the cards left in both rounds."""
    deck = components().deck
    narcos = sum(1 for c in view.discard if c in deck) if view.round == 1 else 0  # set-up cards stay out
    cards = len(view.deck) + (narcos + len(view.round_two) if view.round == 1 else 0)
    return cards / CARDS_PER_TURN / view.players_count


def make_bot(level: str, rng: Rng) -> Bot:
    if level not in ("easy", "normal", "hard"):
        raise ValueError(f"unknown bot level {level!r}")
    return NarcoBot(rng, level)
