"""The screens before a game, as a mouse user meets them: a choice steps back with its "‹" arrow, New game
starts from the game played last, and the Load list names each save's variant in whole rows."""

import pygame
from pygame_gui.elements import UIButton, UIScrollingContainer

from game import registry
from game.core import saves
from game.core.match import Match
from game.core.protocol import Config, Seat
from scenes.load import LoadScene, descriptions
from scenes.menu import MenuScene
from scenes.setup import SetupScene
from tests.ui import click, frames, open_menu


def arrows(scene, text: str) -> list[UIButton]:
    """The scene's buttons showing `text`, top to bottom."""
    found = [element for element in scene.manager.get_sprite_group().sprites() if isinstance(element, UIButton)]
    return sorted((button for button in found if button.text == text), key=lambda button: button.rect.y)


def test_the_back_arrow_of_a_choice_steps_back_and_the_forward_arrow_on():
    app = open_menu()
    setup = SetupScene(app)
    app.stack.push(setup)
    frames(app)
    games = registry.game_ids()
    first = setup.game.id
    click(app, arrows(setup, "‹")[0].rect.center)
    assert setup.game.id == games[(games.index(first) - 1) % len(games)], "‹ goes to the game before"
    click(app, arrows(setup, "›")[0].rect.center)
    click(app, arrows(setup, "›")[0].rect.center)
    assert setup.game.id == games[(games.index(first) + 1) % len(games)], "› goes to the game after"


def narco_advanced() -> Match:
    config = Config("narco_empire", (Seat("human", "", "Ada"), Seat("bot", "easy")), {"mode": "advanced"})
    match = Match(registry.get_game("narco_empire"), config, 5)
    match.play(match.choose_bot_action())
    return match


def test_new_game_is_set_up_as_the_game_played_last():
    app = open_menu()
    match = narco_advanced()
    saves.save(match, saves.saves_dir() / "mine.json")
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    menu.new_game()
    frames(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    assert setup.config() == match.config, "the same game, players and mode as the game played last"


def test_the_load_list_names_the_variant_and_shows_whole_rows():
    app = open_menu()
    for number in range(30):
        saves.save(narco_advanced(), saves.saves_dir() / f"game {number}.json")
    assert "Narco Empire · Advanced" in descriptions(saves.saves_dir() / "game 0.json")[0]
    load = LoadScene(app)
    app.stack.push(load)
    frames(app)
    rows = [button for button in arrows(load, "Replay")]
    visible = next(
        element.rect
        for element in load.manager.get_sprite_group().sprites()
        if isinstance(element, UIScrollingContainer)
    )
    cut = [row for row in rows if row.rect.top < visible.bottom < row.rect.bottom]
    assert len(rows) == 30 and not cut, "no row of the list is cut in half by its bottom edge"


def test_setup_says_what_the_chosen_game_is_about_in_the_chosen_language():
    """The game was a cycling button with no word of what it is: the notes open with the first paragraph of its
    rules summary."""
    from pygame_gui.elements import UITextBox

    import words

    for language, phrase in (("en", "Most money wins"), ("de", "meiste Geld")):
        app = open_menu()
        app.apply_language(language)
        try:
            setup = SetupScene(app, Config("narco_empire", (Seat("human"), Seat("bot", "easy"))))
            app.stack.push(setup)
            frames(app)
            boxes = [e for e in setup.manager.get_sprite_group().sprites() if isinstance(e, UITextBox)]
            assert any(phrase in box.html_text for box in boxes), language
        finally:
            words.set_language(words.ENGLISH)


def test_setup_shows_the_chosen_games_board_under_the_seats():
    """A picture of the board as it starts, under the seats, clear of them and of the buttons; another game, another
    picture."""
    app = open_menu()
    pictures = []
    for game_id in ("siberia", "competitors"):
        setup = SetupScene(app, Config(game_id, (Seat("human"), Seat("bot", "easy"))))
        app.stack.push(setup)
        frames(app)
        area = setup.picture_rect
        assert area.width > 300 and area.height > 150, "room for the picture at 1280x720"
        assert area.top > max(rect.bottom for rect in setup.seat_rows)
        buttons = [button.rect for button in setup.actions if isinstance(button, UIButton)]
        assert all(not area.colliderect(button) for button in buttons)
        pictures.append(app.screen.subsurface(area).copy())
        app.stack.pop()
    assert pygame.image.tobytes(pictures[0], "RGB") != pygame.image.tobytes(pictures[1], "RGB")


def test_a_seat_added_in_setup_plays_at_the_level_of_the_bots_already_chosen():
    """Newcomers set up a game against an easy bot, added a third player, and got a normal bot they had not asked
    for."""
    app = open_menu()
    setup = SetupScene(app, Config("siberia", (Seat("human"), Seat("bot", "easy"))))
    setup.set_players(1)  # three players
    assert [str(seat) for seat in setup.config().seats] == ["human", "bot:easy", "bot:easy"]


def test_the_button_under_the_pointer_is_the_one_lit_and_the_one_enter_presses():
    """Newcomers saw two lit buttons on a menu, the focused and the hovered, and could not tell which Enter would
    press: the pointer moves the focus."""
    from tests.ui import key, mouse

    app = open_menu()
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    first = menu.focused()
    rules = next(b for b in menu.focus_order if isinstance(b, UIButton) and b.text == "Rules")
    assert first is not rules
    mouse(app, pygame.MOUSEMOTION, rules.rect.center)
    frames(app)
    assert menu.focused() is rules
    key(app, pygame.K_RETURN)
    assert app.stack.top is not menu, "Enter pressed the button under the pointer"
