"""Every board thing explained: right-click pins its explanation, F1 opens the rules at it; the rules search."""

import pygame
import pytest

import words
from game import registry
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.core.rng import Rng
from scenes import names
from scenes.rules import RulesScene, matching, passages
from sprites.views import view_for
from tests.test_coach import human_to_choose, open_at
from tests.ui import click, frames, key, open_menu


def search_for(app, rules, text):
    """Click into the search field, clear it and type `text` as a player would."""
    click(app, rules.search_entry.rect.center)
    rules.search_entry.set_text("")
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=letter) for letter in text], 1 / 60)
    frames(app)


def right_click(app, pos):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.step([pygame.event.Event(kind, pos=pos, button=3)], 1 / 60)
    frames(app)


def test_a_right_click_pins_a_things_explanation_until_the_next_click_and_f1_opens_its_rule():
    match = human_to_choose("mainports")
    app, table = open_at(match)
    point = table.view.anchor("rondel:3")
    right_click(app, point)
    explanation = table.view.tooltip(table.controller.view_state, "rondel:3")
    assert explanation and table.input.pinned == (explanation, point)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    assert table.input.explained() == explanation, "moving the mouse away leaves it pinned"
    key(app, pygame.K_F1)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.about == explanation
    assert rules.shown_text().startswith("## About what you pointed at\n\n- **Dividend**")
    app.stack.pop()
    frames(app)
    table.input.handle_mouse(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1), table.panels.rects["board"]
    )
    assert table.input.pinned is None


def test_the_rules_search_keeps_the_passages_with_every_word_in_the_chosen_language():
    app = open_menu()
    app.push(names.RULES, game_id="mainports")
    frames(app)
    rules = app.stack.top
    search_for(app, rules, "Fuel MARKET")
    shown = rules.text_box.html_text
    assert "Fuel market</b>: buy up to 5 cards" in shown and "Dividend" not in shown
    app.apply_language("fr")
    try:
        frames(app)
        found = matching(passages(rules.rules_text()), "marche carburant")  # accents aside: "marché"
        assert found and all("carburant" in passage.text.lower() for passage in found)
        search_for(app, rules, "zzzz")
        assert "zzzz" in rules.text_box.html_text
    finally:
        words.set_language(words.ENGLISH)


@pytest.mark.parametrize("game_id", registry.GAMES)
def test_every_board_thing_says_what_it_is(game_id):
    """Whatever a view draws for the mouse to find (`shapes`) has an explanation, along a random game."""
    game = registry.get_game(game_id)
    config = Config(game_id, (Seat("human"), Seat("bot", "easy"), Seat("bot", "easy")))
    match = Match(game, config, 2)
    view = view_for(game, config)
    view.layout(pygame.Rect(300, 60, 620, 640))
    surface = pygame.Surface((1280, 720))
    rng = Rng(2)
    silent = set()
    for number in range(160):
        if match.is_over():
            break
        if number % 40 == 0:
            view.seat = 0
            seen = game.redact(match.state, 0)
            view.draw(surface, seen, set(), None)
            silent |= {name for name in view.shapes if not view.tooltip(seen, name)}
        match.play(rng.choice(match.legal_actions()))
    assert not silent, f"{game_id}: nothing said of {sorted(silent)}"
