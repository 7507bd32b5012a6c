"""Issue 36, "Rules as the rulebooks write them": Narco Empire and ITC, each rule checked through `apply`,
`legal_actions`, `redact` and `observe` on a state stacked to make it happen."""

from __future__ import annotations

from collections import Counter

from game.core.protocol import Config, Seat
from game.core.rng import Rng
from game.narco_empire import actions as a
from game.narco_empire.cards import components
from game.narco_empire.kinds import Phase
from game.narco_empire.rules import NarcoEmpireGame
from game.narco_empire.state import NarcoState
from tests.test_narco_empire import me, new, play, stack

NARCO = NarcoEmpireGame()


def every_card(state: NarcoState) -> Counter[str]:
    """Every Narcos and set-up card wherever it lies: deck, discard, line, set apart, beside the deck, DEA
    agents out of the line, networks."""
    agents = [x for x in state.dea if x not in state.line]
    networks = [p.network(kind) for p in state.players for kind in ("laboratory", "transport", "storage")]
    return Counter(
        state.deck + state.discard + state.line + state.round_two + state.fallback_dealers + agents + networks
    )


def all_the_cards(players: int) -> Counter[str]:
    setup = components().setup["network"].values()
    return Counter(components().deck) + Counter({c: players for c in setup})


# --- 1. a replaced network card goes to the discard pile -----------------------------------------------


def test_a_replaced_set_up_laboratory_goes_to_the_discard_pile() -> None:
    state = new()
    seat = state.turn
    stack(state, "improved-lab", "boat")
    play(state, a.Draw(), a.Draw(), a.Stop(), a.EndManagement())
    lab = state.line[0]
    play(state, a.BuyCard(seat, lab, 2))
    assert state.players[seat].laboratory == lab
    assert "jungle-lab" in state.discard
    assert every_card(state) == all_the_cards(2)
    # the redacted and observed views count the same cards
    assert Counter(NARCO.redact(state, 1 - seat).discard) == Counter(state.discard)
    assert Counter(NARCO.observe(state, 1 - seat, Rng(3)).discard) == Counter(state.discard)


def test_every_card_stays_in_the_game_through_a_whole_game_of_bots() -> None:
    from game.core.match import Match

    for mode in ("basic", "advanced"):
        config = Config(NARCO.id, (Seat("bot", "normal"), Seat("bot", "easy"), Seat("bot", "hard")), {"mode": mode})
        match = Match(NARCO, config, 21)
        round_two = False
        while not match.is_over():
            match.play(match.choose_bot_action())
            assert every_card(match.state) == all_the_cards(3)
            round_two = round_two or match.state.round == 2
        assert round_two
        narcos = set(components().deck)
        assert all(c not in narcos for c in match.state.discard) or match.state.round == 2


def test_the_round_two_deck_holds_narcos_cards_only_and_set_up_cards_stay_on_the_discard_pile() -> None:
    state = new()
    state.discard = ["jungle-lab", "truck"]
    NARCO._start_round_two(state, [])
    assert state.discard == ["jungle-lab", "truck"]
    assert set(state.deck) <= set(components().deck)
    assert len(state.deck) == 68 - 4


# --- 2. at most 7 activities from the first phase --------------------------------------------------------


def test_a_press_as_seventh_card_and_a_law_and_order_eighth_still_give_seven_activities() -> None:
    state = new()
    me(state).hitmen = 0
    stack(state, "boat", "warehouse", "ranch", "dealer-miami", "dealer-chicago", "improved-lab", "press", "informant")
    for _ in range(8):
        play(state, a.Draw())
    assert len(state.line) == 8 and state.phase in (Phase.MANAGE, Phase.REWARD)
    assert state.activities == 7
    assert NARCO.redact(state, None).activities == 7


# --- 3. a police seizure takes what the player chooses ---------------------------------------------------


def seizure_state() -> NarcoState:
    """Police then an informant: at two sirens the police seizes, with merchandise in the lab and storage."""
    state = new()
    me(state).hitmen = 0
    me(state).laboratory_cubes, me(state).storage_cubes = 2, 3
    stack(state, "police", "boat", "informant", "warehouse")
    play(state, a.Draw(), a.Draw(), a.Draw())
    return state


def test_a_police_seizure_asks_the_player_whether_from_the_laboratory_or_the_storage() -> None:
    from game.narco_empire.kinds import DecisionKind, Thing

    state = seizure_state()
    police = state.line[0]
    assert state.flow.current is not None and state.flow.current.kind == DecisionKind.SEIZURE
    assert state.current_player == state.turn
    legal = NARCO.legal_actions(state)
    assert set(legal) == {a.Seize(state.turn, police, Thing.LABORATORY), a.Seize(state.turn, police, Thing.STORAGE)}
    assert {x.drag() for x in legal} == {
        (f"laboratory:{state.turn}", f"line:{police}"),
        (f"storage:{state.turn}", f"line:{police}"),
    }
    assert NARCO.legal_actions(NARCO.observe(state, state.turn, Rng(1))) == legal
    assert NARCO.redact(state, 1 - state.turn).flow.current == state.flow.current
    from words import tr

    said = tr(NARCO.why_not_drag(state, f"laboratory:{state.turn}", f"storage:{state.turn}"))
    assert "seizes" in said and "laboratory" in said, said
    play(state, a.Seize(state.turn, police, Thing.STORAGE))
    assert (me(state).laboratory_cubes, me(state).storage_cubes, state.compound_cubes) == (2, 2, 1)
    # then the informant's peek, as if no question had been asked
    assert state.flow.current is None and state.phase == Phase.PEEK and police in state.paid

    state = seizure_state()
    play(state, a.Seize(state.turn, police, Thing.LABORATORY))
    assert (me(state).laboratory_cubes, me(state).storage_cubes) == (1, 3)


def test_a_seizure_asks_nothing_when_only_one_place_holds_merchandise() -> None:
    state = new()
    me(state).hitmen = 0
    me(state).laboratory_cubes, me(state).storage_cubes = 0, 3
    stack(state, "police", "boat", "informant")
    play(state, a.Draw(), a.Draw(), a.Draw())
    assert state.flow.current is None and state.phase == Phase.PEEK
    assert me(state).storage_cubes == 2 and state.compound_cubes == 1


def test_every_bot_level_answers_a_seizure_with_a_legal_choice() -> None:
    from game.narco_empire.bots import make_bot

    state = seizure_state()
    legal = NARCO.legal_actions(state)
    for level in ("easy", "normal", "hard"):
        for seed in range(8):
            bot = make_bot(level, Rng(seed))
            assert bot.choose(NARCO, NARCO.observe(state, state.turn, Rng(seed)), state.turn) in legal


# --- 4. advanced mode: a worker after the free last delivery ---------------------------------------------


def free_delivery_to_the_city_that_always_buys(state: NarcoState) -> str:
    seat = state.turn
    always = next(c for c, t in state.city_tokens.items() if t == "always-sell")
    me(state).storage_cubes = 4
    stack(state, "boat")
    play(state, a.Draw(), a.Stop(), a.Produce(seat))
    assert state.activities == 0
    play(state, a.Deliver(seat, "city:" + always, free=True))
    return always


def test_after_the_free_last_delivery_a_worker_may_still_be_placed_in_the_city() -> None:
    state = new(advanced=True)
    seat = state.turn
    city = free_delivery_to_the_city_that_always_buys(state)
    assert state.phase == Phase.MANAGE, "the phase waits for the worker"
    legal = NARCO.legal_actions(state)
    assert a.PlaceWorker(seat, city) in legal and a.SendSeller(seat, "city:" + city) in legal
    assert a.EndManagement() in legal
    assert not any(isinstance(x, a.Produce | a.Ship | a.Deliver | a.WorkerActivity) for x in legal)
    assert NARCO.legal_actions(NARCO.redact(state, seat)) == legal
    money = me(state).money
    play(state, a.PlaceWorker(seat, city))
    assert state.city_workers[city][seat] == 1 and state.phase == Phase.MANAGE
    play(state, a.SendSeller(seat, "city:" + city))
    assert state.phase == Phase.IMPROVE, "nothing left to do with workers: the earnings"
    assert me(state).money == money + 4 - 2 + 1 + (2 if state.city_tokens[city] == "bulk" else 0)


def test_the_free_last_delivery_still_closes_the_phase_without_workers_or_in_basic_mode() -> None:
    state = new()
    me(state).storage_cubes = 2
    stack(state, "dealer-chicago")
    play(state, a.Draw(), a.Stop(), a.Produce(state.turn))
    play(state, a.Deliver(state.turn, state.line[0], free=True))
    assert state.phase == Phase.IMPROVE

    state = new(advanced=True)
    me(state).workers = 0
    free_delivery_to_the_city_that_always_buys(state)
    assert state.phase == Phase.IMPROVE


# --- ITC -------------------------------------------------------------------------------------------------

from game.itc import actions as itc  # noqa: E402
from game.itc.board import components as itc_components  # noqa: E402
from game.itc.kinds import Phase as ItcPhase  # noqa: E402
from game.itc.rules import ItcGame  # noqa: E402
from game.itc.state import NEUTRAL, ItcState, Position  # noqa: E402

ITC = ItcGame()
TRANSPORTS = itc_components().transports


def itc_turn(players: int = 2, seed: int = 1) -> ItcState:
    """Seat 0's turn before the dice, no cards in any hand, nothing on the board."""
    state = ITC.new_game(Config(ITC.id, tuple(Seat("human") for _ in range(players))), seed)
    while state.phase == ItcPhase.SETUP:
        ITC.apply(state, ITC.legal_actions(state)[0])
    for seat in range(players):
        state.transport_deck += state.transports[seat]
        state.action_deck += state.actions[seat] + state.action_discard
        state.transports[seat], state.actions[seat], state.action_discard = [], [], []
    state.profit = [0] * players
    return state


def give_action(state: ItcState, seat: int, kind: str) -> None:
    name = next(c for c in state.action_deck if itc_components().action_kinds[c] == kind)
    state.action_deck.remove(name)
    state.actions[seat].append(name)
    state.actions[seat].sort()


# --- 5. action cards any time in one's own turn, before the dice too ------------------------------------


def test_action_cards_may_be_played_before_the_dice_are_chosen() -> None:
    state = itc_turn()
    assert state.phase == ItcPhase.DICE and state.current_player == 0
    give_action(state, 0, "overtime")
    give_action(state, 0, "broker")
    legal = ITC.legal_actions(state)
    assert itc.PlayCard("overtime") in legal and itc.PlayCard("broker") in legal
    assert len([x for x in legal if isinstance(x, itc.ChooseDice)]) == 3
    view = ITC.redact(state, 0)
    assert itc.PlayCard("overtime") in ITC.legal_actions(view)
    assert itc.PlayCard("overtime") in ITC.legal_actions(ITC.observe(state, 0, Rng(2)))
    ITC.apply(state, itc.PlayCard("overtime"))
    assert state.phase == ItcPhase.DICE and state.bonus_points == 1
    assert itc.PlayCard("overtime") not in ITC.legal_actions(state), "no kind twice in a turn"
    ITC.apply(state, itc.ChooseDice("blue", "green"))
    assert state.action_points == state.dice["blue"] + 1, "the card's point lasts the turn"


def test_every_itc_bot_level_may_answer_the_dice_phase_with_a_card() -> None:
    from game.itc.bots import make_bot

    state = itc_turn()
    give_action(state, 0, "overtime")
    legal = ITC.legal_actions(state)
    for level in ("easy", "normal", "hard"):
        bot = make_bot(level, Rng(4))
        assert bot.choose(ITC, ITC.observe(state, 0, Rng(4)), 0) in legal


# --- 6. two neutral transports drawn together ------------------------------------------------------------


def test_two_neutral_transports_drawn_together_advance_the_board_once_then_are_placed() -> None:
    state = itc_turn()
    state.phase, state.dice, state.blue_left = ItcPhase.USE, {"blue": 1, "green": 1}, 1
    neutrals = [n for n, t in TRANSPORTS.items() if t.neutral]
    on_board = next(n for n in neutrals if "trucks" in TRANSPORTS[n].routes)
    state.transport_deck.remove(on_board)
    state.positions[on_board] = Position("trucks", 1, 0, NEUTRAL)
    first, second = [n for n in neutrals if n != on_board and "planes" in TRANSPORTS[n].routes][:2]
    for name in (second, first):  # the top of the deck is the last card: `first` is drawn first
        state.transport_deck.remove(name)
        state.transport_deck.append(name)
    give_action(state, 0, "broker")
    ITC.apply(state, itc.PlayCard("broker"))
    assert state.positions[on_board][:2] == ("trucks", 2), "the neutral already on the board advances once"
    assert state.positions[first][:2] == ("planes", 0), "the first new one is placed, not moved"
    assert state.positions[second][:2] == ("planes", 0)
    assert state.transports[0] == [] and ITC.redact(state, 1).positions == state.positions


def test_one_neutral_and_one_ordinary_card_drawn_together() -> None:
    state = itc_turn()
    state.phase = ItcPhase.USE
    neutral = next(n for n, t in TRANSPORTS.items() if t.neutral and "ships" in t.routes)
    ordinary = next(n for n, t in TRANSPORTS.items() if not t.neutral and t.cards == 1)
    for name in (ordinary, neutral):
        state.transport_deck.remove(name)
        state.transport_deck.append(name)
    give_action(state, 0, "broker")
    ITC.apply(state, itc.PlayCard("broker"))
    assert state.positions[neutral].row == 0 and state.transports[0] == [ordinary]


# --- 7. the end, written once -----------------------------------------------------------------------------


def end_turn_of(state: ItcState) -> None:
    if state.phase == ItcPhase.DICE:
        ITC.apply(state, itc.ChooseDice("blue", "green"))
    ITC.apply(state, itc.EndTurn())
    while state.phase == ItcPhase.DISCARD:
        ITC.apply(state, ITC.legal_actions(state)[0])


def test_reaching_200000_ends_the_game_with_the_round_and_the_highest_profit_wins() -> None:
    state = itc_turn(players=3)
    state.profit = [200_000, 0, 0]
    end_turn_of(state)
    assert not ITC.is_over(state) and state.current_player == 1, "the round is played out"
    state.profit[2] = 210_000
    end_turn_of(state)
    assert not ITC.is_over(state) and state.current_player == 2
    end_turn_of(state)
    assert ITC.is_over(state) and ITC.result(state).winners == (2,), "the highest profit, not the first to get there"


def test_the_deck_running_out_says_the_game_ends_with_the_round() -> None:
    from words import tr

    state = itc_turn(players=2)
    ITC.apply(state, itc.ChooseDice("red", "green"))
    while not state.red_left:
        state = itc_turn(players=2, seed=state.rng.below(1000) + 2)
        ITC.apply(state, itc.ChooseDice("red", "green"))
    state.deck_passes = 2
    state.transport_deck = [next(n for n, t in TRANSPORTS.items() if not t.neutral)]
    said = [tr(e.message) for e in ITC.apply(state, itc.DrawTransport())]
    assert state.final and any("ends with this round" in s for s in said), said
    ITC.apply(state, itc.EndTurn())
    assert not ITC.is_over(state) and state.current_player == 1
    end_turn_of(state)
    assert ITC.is_over(state)


def test_the_rules_doc_and_the_summary_give_one_end() -> None:
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    doc = (root / "docs" / "rules" / "itc.md").read_text(encoding="utf-8")
    summary = (root / "game" / "itc" / "summary.md").read_text(encoding="utf-8")
    end = doc[doc.index("## The end") :].split("\n## ")[0]
    assert "round is played out" in end and "end of the turn in which" not in doc
    assert "round is played out" in summary
