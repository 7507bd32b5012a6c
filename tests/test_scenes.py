"""The scene stack and the screens around the table: menu, setup, settings, rules, load."""

import json

import pygame
import pytest
from pygame_gui.elements import UITextBox

import words
from game import registry
from game.core import saves
from game.core.match import Match
from game.core.messages import msg
from game.core.protocol import Config, Option, Seat
from scenes import MIN_WINDOW
from scenes import app as app_module
from scenes.gui import markdown_to_html
from scenes.load import LoadScene
from scenes.menu import MenuScene
from scenes.overlays import MessageOverlay
from scenes.rules import RulesScene
from scenes.settings import SettingsScene, load_settings, settings_path
from scenes.setup import SetupScene
from scenes.stack import Scene, SceneStack
from scenes.table import TableScene
from tests.ui import frames, key, open_menu
from words import seat_name, tr


class Recorder(Scene):
    def __init__(self, name, log, consume=False, overlay=False):
        self.name, self.log, self.consume, self.overlay = name, log, consume, overlay

    def enter(self):
        self.log.append(f"{self.name}.enter")

    def pause(self):
        self.log.append(f"{self.name}.pause")

    def resume(self):
        self.log.append(f"{self.name}.resume")

    def exit(self):
        self.log.append(f"{self.name}.exit")

    def handle_event(self, event):
        self.log.append(f"{self.name}.event")
        return self.consume

    def draw(self, surface):
        self.log.append(f"{self.name}.draw")


def test_stack_calls_the_lifecycle_hooks_in_order():
    log = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    stack.replace(Recorder("c", log))
    stack.pop()
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume"]


def test_events_pass_down_until_a_scene_consumes_them():
    log = []
    stack = SceneStack()
    stack.push(Recorder("bottom", log, consume=True))
    stack.push(Recorder("middle", log, consume=False))
    stack.push(Recorder("top", log, consume=False))
    log.clear()
    assert stack.handle_event(pygame.event.Event(pygame.USEREVENT))
    assert log == ["top.event", "middle.event", "bottom.event"]
    stack.push(Recorder("modal", log, consume=True))
    log.clear()
    stack.handle_event(pygame.event.Event(pygame.USEREVENT))
    assert log == ["modal.event"]


def test_overlays_are_drawn_over_the_scene_below_only():
    log = []
    stack = SceneStack()
    stack.push(Recorder("menu", log))
    stack.push(Recorder("table", log))
    stack.push(Recorder("pause", log, overlay=True))
    stack.push(Recorder("dialog", log, overlay=True))
    log.clear()
    stack.draw(pygame.Surface((10, 10)))
    assert log == ["table.draw", "pause.draw", "dialog.draw"]


def test_menu_by_keyboard_new_game_back_and_start(toy):
    app = open_menu()
    frames(app)
    assert isinstance(app.stack.top, MenuScene)
    key(app, pygame.K_RETURN)  # "New game" has the focus
    assert isinstance(app.stack.top, SetupScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
    key(app, pygame.K_RETURN)
    choose_toy(app, app.stack.top)
    key(app, pygame.K_RETURN)  # Enter on a choice starts the game
    assert isinstance(app.stack.top, TableScene)
    assert app.stack.top.match.game is toy


def test_setup_builds_the_config_chosen_by_keyboard(toy):
    app, setup = open_setup()
    key(app, pygame.K_TAB)  # players
    key(app, pygame.K_RIGHT)  # 3 players
    key(app, pygame.K_TAB)  # seat 1's name
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=letter) for letter in "Anna"], 1 / 60)
    for _ in range(3):
        key(app, pygame.K_TAB)  # seat 2's kind
    key(app, pygame.K_RIGHT)  # bot normal -> bot hard
    assert setup.config() == Config("toy", (Seat("human", "", "Anna"), Seat("bot", "hard"), Seat("bot", "normal")), {})
    key(app, pygame.K_RETURN)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.match.config.players == 3 and seat_name(0) == "Anna"


def choose_toy(app, setup):
    """Pick the test game with the keyboard, as a player picks a game."""
    key(app, pygame.K_TAB)  # the game choice
    for _ in registry.game_ids():
        if setup.game.id == "toy":
            return
        key(app, pygame.K_RIGHT)
    raise AssertionError("the test game is not on offer")


def open_setup():
    app = open_menu()
    setup = SetupScene(app)
    app.stack.push(setup)
    choose_toy(app, setup)
    return app, setup


def test_setup_refuses_a_seed_that_is_not_a_number(toy):
    app, setup = open_setup()
    setup.seed_text = "abc"
    key(app, pygame.K_RETURN)
    assert app.stack.top is setup
    assert "whole number" in tr(setup.message)


def test_setup_seed_makes_the_game_repeatable(toy):
    app, setup = open_setup()
    setup.seed_text = "42"
    key(app, pygame.K_RETURN)
    assert app.stack.top.match.seed == 42


def test_continue_is_greyed_out_without_an_autosave(toy):
    app = open_menu()
    menu = app.stack.top
    continue_button = next(b for b in menu.actions if b.text == "Continue")
    assert not continue_button.is_enabled


def test_settings_are_saved_and_read_back():
    app = open_menu()
    settings = SettingsScene(app)
    app.stack.push(settings)
    for _ in range(5):
        key(app, pygame.K_TAB)  # animation speed, under the language, the window's settings and the sound
    key(app, pygame.K_RIGHT)
    assert json.loads(settings_path().read_text())["animation_speed"] == "fast"
    assert load_settings()[0].animation_speed == "fast"


def test_settings_offer_only_window_sizes_that_fit_the_screen_and_no_music(monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    app = open_menu()
    settings = SettingsScene(app)
    app.stack.push(settings)
    offered = {text for choice in settings.choices.values() for text in choice.texts}
    assert "1920 × 1080" in offered and "1280 × 720" in offered and "2560 × 1440" not in offered
    assert "Music volume" not in texts(settings)


@pytest.mark.parametrize(
    "text", ["{broken", '{"width": "huge"}', "[]", '{"animation_speed": "warp"}', '{"language": "klingon"}']
)
def test_a_broken_settings_file_gives_defaults_and_a_message(text):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(text)
    settings, message = load_settings()
    assert settings.animation_speed == "normal" and settings.size == (1280, 720)
    assert message and "defaults" in tr(message)
    app = open_menu()
    assert isinstance(app.stack.top, MessageOverlay)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, MenuScene)


def test_rules_show_the_games_summary_and_scroll(toy):
    app = open_menu()
    rules = RulesScene(app, "toy")
    app.stack.push(rules)
    frames(app)
    assert "Each player holds 2 cards" in rules.text_box.html_text
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_a_corrupt_save_shows_why_and_is_left_alone(toy):
    broken = saves.saves_dir() / "broken.json"
    broken.parent.mkdir(parents=True, exist_ok=True)
    broken.write_text('{"format": "manifest-save", "version": 1, "game"')
    app = open_menu()
    load = LoadScene(app)
    app.stack.push(load)
    key(app, pygame.K_RETURN)  # the newest save has the focus
    assert app.stack.top is load
    assert "damaged" in tr(load.message)
    assert broken.read_text() == '{"format": "manifest-save", "version": 1, "game"'


def test_smoke_opens_every_scene_and_saves_a_finished_game_of_each(toy):
    assert app_module.smoke() == 0
    for game_id in registry.game_ids():
        match = saves.load(saves.saves_dir() / f"smoke-{game_id}.json")
        assert match.game.id == game_id and match.is_over()


def test_rules_text_joins_wrapped_lines_and_keeps_lists():
    text = (
        "# Title\nA paragraph\nwrapped here.\n\n- one **bold**\n  continued\n- two <x>\n\nThe **danger\nmeter** too.\n"
    )
    assert markdown_to_html(text) == (
        "<b>Title</b><br>A paragraph wrapped here.<br><br>• one <b>bold</b> continued<br>• two &lt;x&gt;<br><br>"
        "The <b>danger meter</b> too."
    ), "a bold phrase wrapped in the source is bold, not written with its stars"


def test_a_long_reason_for_a_refused_save_is_shown_whole(toy):
    match = Match(registry.get_game("toy"), Config("toy", (Seat("human"), Seat("bot", "easy"))), 5)
    tampered = saves.saves_dir() / "the-long-evening-game-of-ann-ben-and-cleo-that-went-on-past-midnight.json"
    saves.save(match, tampered)
    data = json.loads(tampered.read_text())
    data["actions"] = [["Teleport", "every ship to Rotterdam and collect every contract on the table at once"]]
    tampered.write_text(json.dumps(data))
    app = open_menu()
    load = LoadScene(app)
    app.stack.push(load)
    key(app, pygame.K_RETURN)
    frames(app)
    boxes = [element for element in load.manager.get_root_container().elements if isinstance(element, UITextBox)]
    assert len(boxes) == 1 and "past-midnight.json: move 1 is not a legal move" in tr(load.message)
    assert boxes[0].scroll_bar is None, "the whole reason is readable without scrolling"


def test_a_long_save_name_leaves_the_row_its_game_and_the_tooltip_all_of_it(toy):
    match = Match(registry.get_game("toy"), Config("toy", (Seat("human", name="Annabel"), Seat("bot", "easy"))), 5)
    saves.save(match, saves.saves_dir() / "the-long-evening-game-of-ann-ben-and-cleo.json")
    app = open_menu()
    load = LoadScene(app)
    app.stack.push(load)
    frames(app)
    row = next(button for button in load.actions if "the-long-evening" in button.text)
    assert "Toy Cards, 0 moves" in row.text, "who plays gives way first, the game's name stays"
    assert "Annabel" in row.tool_tip_text and "Toy Cards" in row.tool_tip_text


def test_the_focused_button_shows_its_tooltip_under_the_mouse(toy, monkeypatch):
    saves.save(
        Match(registry.get_game("toy"), Config("toy", (Seat("human"), Seat("bot", "easy"))), 5),
        saves.saves_dir() / "the-long-evening-game-of-ann-ben-and-cleo-that-went-on-past-midnight.json",
    )
    app = open_menu()
    load = LoadScene(app)
    app.stack.push(load)
    frames(app)
    row = load.focused()
    assert row is not None and row.tool_tip_text, "the newest save's row has the focus and a tooltip"
    monkeypatch.setattr(load.manager, "get_mouse_position", lambda: row.rect.center)  # no real mouse headless
    for _ in range(60):
        app.step([], 1 / 30)
    assert row.tool_tip is not None and "past-midnight" in row.tool_tip.text_block.html_text
    assert row.tool_tip.rect.height <= 5 * row.rect.height, "a tooltip wide enough to read in a few lines"


@pytest.fixture
def english_after():
    yield
    words.set_language(words.ENGLISH)


def texts(scene):
    """Every text of a scene's labels and buttons."""
    return {element.text for element in scene.manager.get_root_container().elements if hasattr(element, "text")}


def test_choosing_a_language_in_the_settings_words_every_open_scene_again_and_is_kept(toy, english_after):
    app = open_menu()
    app.start_game(Config("toy", (Seat("human"), Seat("bot", "easy"))), 5)
    frames(app)
    table = app.stack.top
    key(app, pygame.K_ESCAPE)  # pause
    app.stack.top.settings()
    frames(app)
    settings = app.stack.top
    assert tr("Settings") in texts(settings) and "English" in {
        choice.texts[choice.index] for choice in settings.choices.values()
    }
    key(app, pygame.K_TAB)  # the language
    for _ in range(list(words.languages()).index(words.PSEUDO)):  # English first, the test language last
        key(app, pygame.K_RIGHT)
    assert words.language() == words.PSEUDO
    assert words.pseudo("Settings") in texts(settings) and "Settings" not in texts(settings)
    assert words.pseudo("Menu") in {button.text for button in table.actions}, "the table under it too"
    assert words.pseudo("Quit to menu") in texts(app.stack.scenes[-2])
    assert i18n_text("pygame-gui.OK") == words.pseudo("OK"), "pygame_gui's own texts follow"
    assert json.loads(settings_path().read_text())["language"] == words.PSEUDO
    words.set_language(words.ENGLISH)
    open_menu()
    assert words.language() == words.PSEUDO, "the next start speaks the chosen language"


def i18n_text(key_name):
    from pygame_gui.core.utility import translate

    return translate(key_name)


def test_a_settings_file_from_before_the_language_setting_loads_in_english():
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(
        json.dumps(
            {
                "width": 1600,
                "height": 900,
                "fullscreen": False,
                "sound_volume": 0.5,
                "music_volume": 0.5,
                "animation_speed": "fast",
            }
        )
    )
    settings, message = load_settings()
    assert message is None and settings.language == words.ENGLISH and settings.animation_speed == "fast"


def test_setup_shows_options_and_their_choices_by_their_labels(toy, english_after):
    class WithOptions(type(toy)):
        options = (
            Option(
                "pace",
                msg("Pace"),
                ("fast", "calm"),
                "fast",
                msg("How fast turns go."),
                {"fast": msg("Brisk"), "calm": msg("Leisurely")},
            ),
        )

    registry.register(WithOptions(), registry.registration("toy"))
    app, setup = open_setup()
    for language, word in ((words.ENGLISH, str), (words.PSEUDO, words.pseudo)):
        app.apply_language(language)
        assert word("Pace") in texts(setup)
        shown = {choice.texts[choice.index] for choice in setup.choices.values()}
        assert word("Brisk") in shown and "fast" not in shown


def test_a_window_resized_in_settings_stays_on_the_screen():
    """SDL keeps a window's top-left corner when it changes size: one given its size in Settings is centred on the
    screen instead, so that no part of it is pushed off the screen."""
    import warnings

    app = open_menu()
    with warnings.catch_warnings():  # the display module's window, asked only for where it lies
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    window.position = (350, 250)  # moved by the player towards the corner of the screen
    app.settings.width, app.settings.height = MIN_WINDOW[0] + 20, MIN_WINDOW[1] + 20  # a size of its own
    app.apply_window_settings()
    width, height = pygame.display.get_desktop_sizes()[0]
    (x, y), (w, h) = window.position, window.size
    assert (x, y) == ((width - w) // 2, (height - h) // 2), "centred on the screen"
