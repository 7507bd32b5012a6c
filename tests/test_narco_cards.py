"""Narco Empire's cards, drawn where the line overlaps them: every name is read whole."""

import pygame
import pytest

from game.narco_empire.cards import components
from sprites.narco_empire import said
from sprites.widgets import LEAST_TEXT, fit_lines, font


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


@pytest.mark.parametrize("width", [40, 55, 70])
def test_every_card_name_fits_its_uncovered_part_whole(width):
    for title in {said(c.title) for c in components().cards.values()}:
        size, lines = fit_lines(title, 12, width, 3, True)
        assert size >= LEAST_TEXT
        assert all(font(size, True).size(line)[0] <= width for line in lines), f"{title} sticks out"
        rejoined = " ".join(lines).replace("- ", "").replace("-", "")
        assert rejoined.replace(" ", "") == title.replace(" ", "").replace("-", ""), f"{title} lost letters"


def test_a_long_word_is_split_in_even_parts_not_a_lone_letter():
    size, lines = fit_lines("Warehouse", 9, font(LEAST_TEXT, True).size("Wareho")[0], 3, True)
    assert size == LEAST_TEXT
    assert len(lines) == 2 and min(len(line) for line in lines) >= 4, lines
