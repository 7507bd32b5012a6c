"""What the games tell players in their own terms: why a drop is refused (a Mainports ship: how far the
port is along the fairways against the steps the player's fuel cards sail), and how a score was counted."""

import random
from pathlib import Path

from game import registry
from game.core import saves
from game.core.match import Match
from game.core.protocol import Config, Seat
from words import tr


def test_a_ship_refused_a_port_hears_how_far_it_is_and_what_its_fuel_sails():
    game = registry.get_game("mainports")
    match = Match(game, Config("mainports", (Seat("human"), Seat("human"))), 5)
    rng = random.Random(1)
    while not match.is_over():
        drags = {action.drag() for action in match.legal_actions() if action.drag()}
        ships = sorted({source for source, _ in drags if source.startswith("ship:")})
        if ships:
            break
        match.play(rng.choice(match.legal_actions()))
    source = ships[0]
    seat, index = (int(part) for part in source.split(":")[1:])
    here = match.state.players[seat].ships[index].position.removeprefix("port:")
    refused = [
        port
        for port in ("Vienna", "Lille", "Rotterdam", "Marseille")
        if (source, f"port:{port}") not in drags and port != here
    ]
    for port in refused:
        reason = tr(game.why_not_drag(match.state, source, f"port:{port}"))
        assert port in reason and here in reason and "steps" in reason and "fuel" in reason, reason
    assert refused


def test_the_score_breakdown_adds_up_to_each_final_score():
    """The results list each player's score as the rules count it: the parts sum to the score."""
    for name in ("v3-siberia", "v3-r3-mainports", "v3-r2-itc", "v3-r4-competitors"):  # games of today's rules
        match = saves.load(Path(__file__).parent / "golden" / f"{name}-finished.json")
        assert match.notice is None and match.is_over(), name
        scores = match.game.scores(match.state)
        for seat, score in enumerate(scores):
            parts = match.game.score_breakdown(match.state, match.events, seat)
            assert sum(amount for _, amount in parts) == score
            assert all(tr(part) for part, _ in parts)
        assert any(match.game.score_breakdown(match.state, match.events, seat) for seat in range(len(scores)))


def test_every_technology_card_says_what_it_does():
    from game.mainports.rules import BOARDS
    from game.mainports.state import load_cards

    game = registry.get_game("mainports")
    for side in BOARDS.values():
        for card in load_cards(side).technology:
            assert len(tr(game.tech_effect(card))) > 10
