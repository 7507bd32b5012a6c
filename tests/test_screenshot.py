"""The screenshot command renders every scene to a PNG of the asked size, in English and in the
pseudo-language (every text longer), without a label too small for its text."""

import warnings

import pygame
import pytest

import words
from game.core.protocol import Config, Seat
from scenes import SHOTS, app
from sprites import views
from tests.toyview import ToyView


@pytest.fixture
def toy_view(toy):
    views.register("toy", ToyView)
    yield
    views.unregister("toy")
    words.set_language(words.ENGLISH)


@pytest.mark.parametrize("language", [words.ENGLISH, words.PSEUDO])
@pytest.mark.parametrize("scene", SHOTS)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_screenshot_writes_a_png_of_the_size(toy_view, tmp_path, scene, size, language):
    out = tmp_path / f"{scene}.png"
    humans = 2 if scene == "handoff" else 1
    seats = tuple(Seat("human") if n < humans else Seat("bot", "easy") for n in range(3))
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # pygame_gui warns when a label is too small for its text
        assert app.screenshot(out, scene, Config("toy", seats), 7, 4, size, language) == 0
    assert out.stat().st_size > 1000
    image = pygame.image.load(str(out))
    assert image.get_size() == size
    colours = {image.get_at((x, y))[:3] for x in range(0, size[0], 37) for y in range(0, size[1], 41)}
    veiled = scene == "handoff"  # the hand-off hides the table: a box on an even veil
    assert len(colours) > (3 if veiled else 8), "the picture is not a blank screen"


def test_a_table_screenshot_needs_a_game(toy, tmp_path):
    with pytest.raises(ValueError, match="needs a game"):
        app.screenshot(tmp_path / "t.png", "table", None, 0, 0, (1280, 720))
