"""A refused drop says why in the game's terms: for a Mainports ship, how far the port is along the
fairways against the steps the player's fuel cards sail."""

import random

from game import registry
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
    refused = [port for port in ("Vienna", "Lille", "Rotterdam", "Marseille") if (source, f"port:{port}") not in drags
               and port != here]
    for port in refused:
        reason = tr(game.why_not_drag(match.state, source, f"port:{port}"))
        assert port in reason and here in reason and "steps" in reason and "fuel" in reason, reason
    assert refused
