"""The window: a minimum size, long texts shortened in few measures, and a monkey that drives every scene
with random events and window sizes (seeded, so a failure reproduces)."""

import math
import random

import pygame
import pytest

from game import registry
from game.core import saves
from game.core.match import Match
from game.core.protocol import Config, Seat
from scenes import names
from scenes.app import menu_app, minimum_window, show_shot
from sprites.widgets import fit, fit_middle
from tests.ui import SIZE, open_menu


class CountingFont:
    """A font of 7 pixels a character that counts how often it is measured."""

    def __init__(self) -> None:
        self.measures = 0

    def size(self, text: str) -> tuple[int, int]:
        self.measures += 1
        return 7 * len(text), 12


@pytest.mark.parametrize("shorten", [fit, fit_middle])
@pytest.mark.parametrize("length", [10, 8_000, 100_000])
def test_a_long_text_is_shortened_in_logarithmic_measures_to_the_longest_that_fits(shorten, length):
    text = "".join(random.Random(length).choice("abcdefgh ") for _ in range(length))
    counting = CountingFont()
    shown = shorten(text, counting, 350)
    assert counting.measures <= 2 * math.log2(length) + 6
    if 7 * length <= 350:
        assert shown == text
    else:  # 50 characters fit: the ellipsis and nearly 49 of the text (the middle's spaces are trimmed)
        assert 45 <= len(shown) <= 50 and "…" in shown


def test_a_window_made_smaller_than_the_minimum_springs_back():
    app = open_menu()
    pygame.display.set_mode((640, 480), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=640, h=480, size=(640, 480))], 1 / 60)
    assert app.size == minimum_window()


def test_a_window_asked_smaller_than_the_minimum_opens_at_the_minimum():
    assert menu_app((800, 600)).size == minimum_window()


# --- the monkey -----------------------------------------------------------------------------------
KEYS = (
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_TAB,
    pygame.K_RETURN,
    pygame.K_ESCAPE,
    pygame.K_SPACE,
    pygame.K_f,
    pygame.K_a,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_BACKSPACE,
)
LARGEST = (3840, 2160)
STEPS = 150
"""Frames per scene, each with a few random events: the whole monkey stays within some seconds of CI."""


def random_events(rng: random.Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    events = []
    for _ in range(rng.randint(1, 4)):
        pos = (rng.randrange(size[0]), rng.randrange(size[1]))
        kind = rng.choice(("key", "click", "drag", "wheel", "text", "motion"))
        if kind == "key":
            code = rng.choice(KEYS)
            mod = pygame.KMOD_CTRL if rng.random() < 0.1 else 0
            events.append(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
        elif kind in ("click", "drag"):
            events.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 3))))
            end = (rng.randrange(size[0]), rng.randrange(size[1])) if kind == "drag" else pos
            events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
            events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        elif kind == "wheel":
            events.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False))
        elif kind == "text":
            events.append(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("az9 é")))
        else:
            events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    return events


def random_size(rng: random.Random) -> tuple[int, int]:
    least = minimum_window()
    if rng.random() < 0.3:
        return rng.choice((least, LARGEST, (least[0], LARGEST[1]), (LARGEST[0], least[1])))
    return rng.randint(least[0], LARGEST[0]), rng.randint(least[1], LARGEST[1])


def drive(app, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        events = random_events(rng, app.size)
        if rng.random() < 0.08:
            size = random_size(rng)
            pygame.display.set_mode(size, pygame.RESIZABLE)
            events.append(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        app.step(events, rng.choice((1 / 60, 1 / 60, 0.25)))
        thinking = getattr(app.stack.top, "controller", None)
        if thinking is not None and thinking.thinking is not None:
            thinking.thinking.result(timeout=30)  # bots think on their thread: let it finish, as frames would
        if not app.stack.scenes:
            app.push(names.MENU)


def a_saved_game_and_a_damaged_one() -> None:
    game_id = registry.game_ids()[0]
    game = registry.get_game(game_id)
    seats = (Seat("human"), *(Seat("bot", "easy") for _ in range(game.min_players - 1)))
    match = Match(game, Config(game_id, seats), 3)
    for _ in range(3):
        match.play(match.choose_bot_action())
    saves.autosave(match)
    (saves.saves_dir() / "damaged.json").write_text("[" * 5000)


@pytest.mark.parametrize("scene", ["menu", "setup", "settings", "rules", "load"])
def test_the_monkey_drives_every_screen_without_an_exception(scene):
    a_saved_game_and_a_damaged_one()
    app = menu_app(SIZE)
    if scene != "menu":
        app.push(getattr(names, scene.upper()))
    drive(app, random.Random(f"monkey {scene}"), STEPS)


@pytest.mark.parametrize("game_id", registry.game_ids())
@pytest.mark.parametrize(("shot", "humans"), [("table", 1), ("handoff", 2), ("pause", 1), ("results", 0)])
def test_the_monkey_drives_every_table_without_an_exception(game_id, shot, humans):
    game = registry.get_game(game_id)
    seats = tuple(Seat("human") if n < humans else Seat("bot", "easy") for n in range(game.min_players))
    app = menu_app(minimum_window())
    show_shot(app, shot, Config(game_id, seats), 7, 4)
    drive(app, random.Random(f"monkey {game_id} {shot}"), STEPS)
