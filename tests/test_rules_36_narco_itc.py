"""Issue 36, "Rules as the rulebooks write them": Narco Empire and ITC, each rule checked through `apply`,
`legal_actions`, `redact` and `observe` on a state stacked to make it happen."""

from __future__ import annotations

from collections import Counter

from game.core.protocol import Config, Seat
from game.core.rng import Rng
from game.narco_empire import actions as a
from game.narco_empire.cards import card, components
from game.narco_empire.kinds import Phase
from game.narco_empire.rules import NarcoEmpireGame
from game.narco_empire.state import NarcoState, Player

NARCO = NarcoEmpireGame()


def new(players: int = 2, seed: int = 7, advanced: bool = False) -> NarcoState:
    options = {"mode": "advanced"} if advanced else {}
    state = NARCO.new_game(Config(NARCO.id, tuple(Seat("human") for _ in range(players)), options), seed)
    for player in state.players:  # no cartel card interferes unless a test gives one
        state.cartel_deck += player.cartel
        player.cartel = []
    return state


def stack(state: NarcoState, *types: str) -> None:
    """Put a copy of each card type on top of the deck, in this order (taken from the deck or round 2)."""
    chosen = []
    for kind in types:
        copy = next(c for c in state.deck + state.round_two if card(c).type == kind and c not in chosen)
        chosen.append(copy)
    for copy in chosen:
        (state.deck if copy in state.deck else state.round_two).remove(copy)
    state.deck[:0] = chosen


def play(state: NarcoState, *moves: a.Action) -> None:
    for move in moves:
        NARCO.apply(state, move)


def me(state: NarcoState) -> Player:
    return state.players[state.turn]


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
