"""Every text of the table a player reads is at least 11 pixels high in the smallest window (1280x720): in
each game, from the start to late in the game, whoever is looking."""

import random

import pytest

from game import registry
from game.core.match import Match
from game.core.protocol import Config, Seat
from scenes.app import menu_app
from sprites import widgets

LEAST = 11
MOMENTS = 4
MOVES_BETWEEN = 20


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_no_text_of_the_table_is_smaller_than_11_pixels(game_id, monkeypatch):
    drawn: dict[int, set[str]] = {}
    real = widgets.rendered.__wrapped__

    def recording(text, size, *args, **kwargs):
        if text.strip():
            drawn.setdefault(size, set()).add(text)
        return real(text, size, *args, **kwargs)

    monkeypatch.setattr(widgets, "rendered", recording)
    game = registry.get_game(game_id)
    config = Config(game_id, tuple(Seat("human") for _ in range(game.max_players)))
    app = menu_app((1280, 720), None)
    rng = random.Random(3)
    match = Match(game, config, 5)
    for moment in range(MOMENTS * MOVES_BETWEEN):
        if match.is_over():
            break
        if moment % MOVES_BETWEEN == 0:
            app.open_table(Match.replay(game, config, 5, match.keys), at_table=match.current_player)
            app.frames(2)
        match.play(rng.choice(match.legal_actions()))
    small = {size: sorted(texts)[:5] for size, texts in drawn.items() if size < LEAST}
    assert not small, f"{game_id}: texts under {LEAST} px at 1280x720: {small}"
