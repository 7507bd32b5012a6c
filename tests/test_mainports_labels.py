"""The Mainports board's place names (ports, seas, rivers and canals): none covers another, a port's dot
or the rondel, and none is cut by the edge of the map, on either side of the board, in the smallest
window and in a large one."""

import pygame
import pytest

from game.core.match import Match
from game.core.protocol import Config, Seat
from game.mainports.rules import MainportsGame
from scenes.table.controller import TableController
from scenes.table.panels import Panels
from sprites.mainports import MainportsView

GAME = MainportsGame()


def laid_out(board: str, size: tuple[int, int]) -> MainportsView:
    """The view where the table puts it in a window of `size`."""
    pygame.init()
    config = Config("mainports", (Seat("human"), Seat("bot", "easy")), {"board": board})
    view = MainportsView(GAME, config)
    Panels(TableController(Match(GAME, config, seed=1)), view).layout(size)
    return view


@pytest.mark.parametrize("board", ["central", "great"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_two_port_names_collide_and_none_is_cut(board, size):
    view = laid_out(board, size)
    names = view.port_names
    assert set(names) == set(view.board.ports)
    boxes = list(names.values())
    for n, (port, name) in enumerate(names.items()):
        assert view.map_area.contains(name), f"{port} is cut by the edge of the map {view.map_area}"
        clash = name.collidelist(boxes[n + 1 :])
        assert clash < 0, f"{port}'s name covers {list(names)[n + 1 + clash]}'s"
        covered = [
            other
            for other, box in view.static.items()
            if other.startswith("port:") and other != f"port:{port}" and name.colliderect(box)
        ]
        assert not covered, f"{port}'s name covers {covered}"
        assert name.collidelist(view.furniture_boxes()) < 0, f"{port}'s name lies under the rondel or the track"
        assert name.collidelist(view.sea_names) < 0, f"{port}'s name covers a sea's name"
    for sea in view.sea_names:
        assert view.map_area.contains(sea), f"a sea's name at {sea} is cut by the edge of the map {view.map_area}"
        assert sea.collidelist(view.furniture_boxes()) < 0, f"a sea's name at {sea} lies under the rondel or the track"


@pytest.mark.parametrize("board", ["central", "great"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_rivers_and_canals_carry_their_names_clear_of_every_other_name(board, size):
    view = laid_out(board, size)
    rivers = {name for fw in view.board.fairways for name in fw.waterways}
    written = [name for name, _ in view.waterway_names]
    assert set(written) <= rivers and len(set(written)) >= 6, f"only {written} of {sorted(rivers)} are written"
    if size == (1920, 1080):
        assert {"Rhine", "Main", "Elbe"} <= set(written)
    others = [*view.port_names.values(), *view.sea_names]
    for n, (name, letters) in enumerate(view.waterway_names):
        later = [box for _, boxes in view.waterway_names[n + 1 :] for box in boxes]
        for box in letters:
            assert view.map_area.contains(box), f"{name} is cut by the edge of the map"
            assert box.collidelist(others) < 0, f"{name} covers a port's or a sea's name"
            assert box.collidelist(later) < 0, f"{name} covers another river's name"
