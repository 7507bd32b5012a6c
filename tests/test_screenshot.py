"""The screenshot command renders every scene to a PNG of the asked size."""

import warnings

import pygame
import pytest

from game.core.protocol import Config, Seat
from scenes import app


@pytest.mark.parametrize("scene", ["menu", "setup", "table", "results"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_screenshot_writes_a_png_of_the_size(toy, tmp_path, scene, size):
    out = tmp_path / f"{scene}.png"
    config = Config("toy", (Seat("human"), Seat("bot", "easy"), Seat("bot", "hard")))
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # pygame_gui warns when a label is too small for its text
        assert app.screenshot(out, scene, config, 7, 4, size) == 0
    assert out.stat().st_size > 1000
    image = pygame.image.load(str(out))
    assert image.get_size() == size
    colours = {image.get_at((x, y))[:3] for x in range(0, size[0], 37) for y in range(0, size[1], 41)}
    assert len(colours) > 8, "the picture is not a blank screen"


def test_a_table_screenshot_needs_a_game(toy, tmp_path):
    with pytest.raises(ValueError, match="needs a game"):
        app.screenshot(tmp_path / "t.png", "table", None, 0, 0, (1280, 720))
