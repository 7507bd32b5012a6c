"""The players' colours read for every eye: under simulated protanopia, deuteranopia and tritanopia
(full severity) every pair of seat colours, and every seat colour against what its pieces stand on,
stays clearly apart; the boards' own features never take a player's colour. Distances are CIEDE2000-like
distances in CAM02-UCS, where about 1 is the least difference an eye notices."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from colorspacious import cspace_convert

from sprites import competitors, itc, mainports, narco_empire, siberia
from sprites.widgets import PAPER, PAPER_DARK, SEAT_COLOURS, SEAT_SHAPES, Colour

VISIONS = ("normal", "protanomaly", "deuteranomaly", "tritanomaly")
SEATS_APART = 25.0
"""Two seats' pieces side by side: told apart at a glance."""
FROM_GROUND = 10.0
"""A piece on its ground (it also has a contrasting rim and its seat's shape)."""


def seen(colour: Colour, vision: str) -> np.ndarray:
    """The colour in CAM02-UCS as an eye with `vision` sees it."""
    rgb = np.asarray(colour, dtype=float) / 255
    if vision != "normal":
        rgb = np.clip(cspace_convert(rgb, {"name": "sRGB1+CVD", "cvd_type": vision, "severity": 100}, "sRGB1"), 0, 1)
    return np.asarray(cspace_convert(rgb, "sRGB1", "CAM02-UCS"))


def distance(a: Colour, b: Colour) -> tuple[float, str]:
    """The least distance between two colours over every vision, and that vision."""
    return min((float(np.linalg.norm(seen(a, vision) - seen(b, vision))), vision) for vision in VISIONS)


GAMES = {
    # game: (seats it seats, the colours its pieces stand on, its board's features)
    # Siberia's resources are pieces, told from pawns by their cubes and symbols; its board is land and paper.
    "siberia": (4, siberia.grounds(), ()),
    "mainports": (4, mainports.grounds(), (*mainports.MAINPORT_COLOURS.values(), *mainports.RONDEL_COLOURS.values())),
    "competitors": (5, (PAPER, PAPER_DARK, *competitors.CONTINENT_COLOURS.values(), competitors.OCEAN), ()),
    "itc": (4, (PAPER, PAPER_DARK, itc.CONTINENT, itc.MARKET, itc.BOARD, itc.NATURAL), ()),
    "narco_empire": (4, narco_empire.grounds(), narco_empire.features()),
}


def test_every_seat_has_its_own_shape_and_colour() -> None:
    assert len(set(SEAT_SHAPES)) == len(SEAT_SHAPES) == len(set(SEAT_COLOURS)) == len(SEAT_COLOURS) >= 5


@pytest.mark.parametrize(("a", "b"), list(itertools.combinations(range(len(SEAT_COLOURS)), 2)))
def test_seat_colours_stay_apart_for_every_eye(a: int, b: int) -> None:
    apart, vision = distance(SEAT_COLOURS[a], SEAT_COLOURS[b])
    assert apart >= SEATS_APART, f"seats {a} and {b} are only {apart:.1f} apart under {vision}"


def too_close(seats: int, colours: tuple[Colour, ...]) -> list[tuple[int, Colour, float, str]]:
    """(seat, colour, distance, vision) of every seat colour closer than FROM_GROUND to one of `colours`."""
    pairs = [(seat, colour, *distance(SEAT_COLOURS[seat], colour)) for seat in range(seats) for colour in colours]
    return [(seat, colour, round(apart, 1), vision) for seat, colour, apart, vision in pairs if apart < FROM_GROUND]


@pytest.mark.parametrize("game", GAMES)
def test_pieces_stand_out_from_their_ground_for_every_eye(game: str) -> None:
    seats, grounds, _ = GAMES[game]
    near = too_close(seats, grounds)
    assert not near, f"{game}: pieces that melt into their ground (seat, ground, distance, vision): {near}"


@pytest.mark.parametrize("game", GAMES)
def test_board_features_never_take_a_players_colour(game: str) -> None:
    seats, _, features = GAMES[game]
    near = too_close(seats, features)
    assert not near, f"{game}: board features in a player's colour (seat, feature, distance, vision): {near}"
