"""No text of the table is cut with an ellipsis at the smallest windows: at 1280x720 and 1500x800, in
states from the start to late in the game of each game, every text drawn is whole (wrapped, or set
smaller, but never shortened with "…"), in English, in every language with a catalogue and in the
pseudo-language (every text 40% longer)."""

import random

import pytest

import words
from game import registry
from game.core.match import Match
from game.core.messages import Verbatim
from game.core.protocol import Config, Seat
from scenes.app import menu_app
from sprites import widgets

STATES = 4
MOVES_BETWEEN = 23


def states(game_id):
    """Matches of the game at a few moments, every seat a human (so the table shows each one's hand)."""
    game = registry.get_game(game_id)
    config = Config(game_id, tuple(Seat("human") for _ in range(game.max_players if game.max_players < 5 else 4)))
    rng = random.Random(7)
    match = Match(game, config, 11)
    for moment in range(STATES * MOVES_BETWEEN):
        if match.is_over():
            break
        if moment % MOVES_BETWEEN == 0:
            yield Match.replay(game, config, 11, match.keys)
        match.play(rng.choice(match.legal_actions()))


def thinking(language: str | None) -> str:
    """The one text whose "…" is its own, not a cut: a bot is thinking ("… is thinking…"), in the language."""
    return words.Words(language or words.ENGLISH).tr("{seat} is thinking…", seat=Verbatim("")).strip()


LANGUAGES = [None, *(code for code in words.languages() if code != words.ENGLISH)]
"""English (the settings' own), each catalogue's language, and the pseudo-language last."""


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(1280, 720), (1500, 800)])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_no_text_of_the_table_is_cut(game_id, size, language, monkeypatch):
    drawn: set[str] = set()
    real = widgets.rendered.__wrapped__

    def recording(text, *args, **kwargs):
        drawn.add(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(widgets, "rendered", recording)
    app = menu_app(size, language)
    try:
        for match in states(game_id):
            app.open_table(match, at_table=match.current_player)
            app.frames(2)
    finally:
        words.set_language(words.ENGLISH)
    assert len(drawn) > 30, "the table was drawn"
    cut = sorted(text for text in drawn if text.endswith("…") and not text.endswith(thinking(language)))
    assert not cut, f"texts cut at {size}: {cut}"


SCREENS = ("SETUP", "SETTINGS", "LAB", "LOAD", "RULES", "LEARN", "JOIN")
"""The screens before and beside a game whose buttons pygame_gui writes (and would cut at their edge)."""


@pytest.mark.parametrize("language", [words.ENGLISH, *LANGUAGES[1:]])
def test_no_button_of_the_screens_cuts_its_text(language):
    """Every button of the setup, settings, lab, load, rules and learn screens holds its text whole at 1280x720 (the
    lab's think time, "0,3 s par coup", was cut to "0,3 s par cou")."""
    from pygame_gui.elements import UIButton

    from scenes import names

    app = menu_app((1280, 720), language)
    cut = []
    for screen in SCREENS:
        app.push(getattr(names, screen))
        app.frames(2)
        for element in app.stack.top.manager.get_sprite_group().sprites():
            if isinstance(element, UIButton) and len(element.text) > 1:  # a scrollbar's arrows are glyphs
                width = element.ui_theme.get_font(element.combined_element_ids).size(element.text)[0]
                if width > element.rect.width - 8:
                    cut.append((screen, element.text, width, element.rect.width))
        app.stack.pop()
    assert not cut
