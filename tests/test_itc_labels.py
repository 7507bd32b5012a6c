"""The ITC board at 1280x720, in English and in the 40% longer pseudo-language: the routes' names clear of their
arrows (the trucks' name ran over its arrow), the grey market's words inside its box and clear of each other (the
word under its controller's marker ran onto the stones), and a rival's hand counted in words that say what they
count."""

from __future__ import annotations

import pygame
import pytest

import words
from game import registry
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.itc.board import GREY, components
from game.itc.geometry import controller
from sprites import itc as itc_sprites
from sprites import widgets
from sprites.itc import ItcView
from sprites.views import view_for

GAME = registry.get_game("itc")
BOARD = (900, 640)
"""About the board's room on the table at 1280x720."""


def controlled_market() -> Match:
    """A game of four where one seat controls the grey market."""
    config = Config("itc", tuple(Seat("bot", "easy") for _ in range(4)))
    match = Match(GAME, config, 3)
    while controller(match.state) is None or match.state.phase == "setup":
        match.play(match.choose_bot_action())
    return match


def inked(rect: pygame.Rect) -> pygame.Rect:
    """Where a line of text has its letters: its image less the air above and below."""
    return rect.inflate(0, -4)


def recorded_texts(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """What the view writes from now on, and where (on whatever surface)."""
    texts: list[tuple[str, pygame.Rect]] = []
    write = itc_sprites.draw_text

    def writing(surface, text, *args, **kwargs):
        rect = write(surface, text, *args, **kwargs)
        texts.append((text, rect))
        return rect

    monkeypatch.setattr(itc_sprites, "draw_text", writing)
    monkeypatch.setattr(widgets, "draw_text", writing)
    return texts


@pytest.mark.parametrize("language", ["en", "pseudo"])
def test_route_names_grey_market_and_hands_are_written_clear_of_each_other(language, monkeypatch):
    pygame.font.init()
    match = controlled_market()
    view = view_for(GAME, match.config)
    assert isinstance(view, ItcView)
    texts = recorded_texts(monkeypatch)
    arrows: list[pygame.Rect] = []
    polygon = pygame.draw.polygon

    def drawing(surface, colour, points, *args, **kwargs):
        if len(points) == 3:  # a route's arrow
            arrows.append(pygame.Rect(polygon(surface, colour, points, *args, **kwargs)))
            return arrows[-1]
        return polygon(surface, colour, points, *args, **kwargs)

    monkeypatch.setattr(itc_sprites.pygame.draw, "polygon", drawing)
    words.set_language(language)
    try:
        view.layout(pygame.Rect(0, 0, *BOARD))
        view.seat = 0
        view.draw(pygame.Surface(BOARD), GAME.redact(match.state, 0), set(), None)
    finally:
        words.set_language(words.ENGLISH)
    for name in view.board.routes:
        exit_rect = view.static[f"exit:{name}"]
        label = [(text, rect) for text, rect in texts if exit_rect.colliderect(rect)]
        assert label, f"the {name} route's name is written in its exit"
        for arrow in (a for a in arrows if exit_rect.colliderect(a)):
            assert not any(rect.colliderect(arrow) for _, rect in label), f"the {name} name runs over its arrow"
    market = view.static[f"place:{GREY}"]
    squares = [box for name, box in view.shapes.items() if name.startswith(f"good:{GREY}:")]
    inside = [  # but for the values written on the goods' squares
        (text, rect)
        for text, rect in texts
        if market.colliderect(rect) and not any(square.collidepoint(rect.center) for square in squares)
    ]
    assert any(words.Words(language).tr("controls").startswith(text[:4]) for text, _ in inside)
    for i, (text, rect) in enumerate(inside):
        assert market.contains(rect), f"{text!r} runs out of the grey market"
        for other, other_rect in inside[i + 1 :]:  # the letters: a line's image has a pixel or two of air
            assert not inked(rect).colliderect(inked(other_rect)), f"{text!r} overprints {other!r}"
    counted = [text for text, _ in texts if "·" in text]
    assert counted and all("card" in text for text in counted if language == "en"), counted


@pytest.mark.parametrize("language", ["en", "pseudo"])
def test_four_sellers_on_every_place_each_have_their_count_written_inside_it(language, monkeypatch):
    """Every seat with sales stones on a continent or the grey market has its count written there, inside the place
    and clear of the others' (with four sellers the fourth count ran off the card)."""
    pygame.font.init()
    match = controlled_market()
    for name in match.state.stones:
        match.state.stones[name] = [2, 1, 12, 1]
    view = view_for(GAME, match.config)
    assert isinstance(view, ItcView)
    counts: list[tuple[int, str, pygame.Rect]] = []  # what is written while the stones are drawn
    write, stones = itc_sprites.draw_text, view.draw_stones
    drawing_stones = [False]

    def writing(surface, text, *args, **kwargs):
        rect = write(surface, text, *args, **kwargs)
        if drawing_stones[0]:
            counts.append((id(surface), text, rect))
        return rect

    def drawing(*args):
        drawing_stones[0] = True
        stones(*args)
        drawing_stones[0] = False

    monkeypatch.setattr(itc_sprites, "draw_text", writing)
    monkeypatch.setattr(view, "draw_stones", drawing)
    words.set_language(language)
    try:
        view.layout(pygame.Rect(0, 0, *BOARD))
        view.seat = 0
        board = pygame.Surface(BOARD)
        view.draw(board, GAME.redact(match.state, 0), set(), None)
    finally:
        words.set_language(words.ENGLISH)
    drawn_on = {key[0]: id(image) for key, (image, _) in view.continents.items()}
    for name in match.state.stones:
        area = view.static[f"place:{name}"]
        if name == GREY:
            written = [(text, rect) for surface, text, rect in counts if surface == id(board) and area.contains(rect)]
        else:  # a continent is drawn on an image of its own, placed at its area
            written = [(text, rect.move(area.topleft)) for s, text, rect in counts if s == drawn_on[name]]
            written = [(text, rect) for text, rect in written if area.contains(rect)]
        assert sorted(text for text, _ in written) == ["1", "1", "12", "2"], f"{name}: {written}"
        for i, (text, rect) in enumerate(written):
            for other, other_rect in written[i + 1 :]:
                assert not inked(rect).colliderect(inked(other_rect)), f"{name}: {text!r} overprints {other!r}"


@pytest.mark.parametrize("language", ["en", "pseudo"])
def test_six_transports_in_hand_each_show_both_routes_and_their_profits_apart(language, monkeypatch):
    """A full hand at 1280x720: each card writes its two routes' names and profits inside it, none over another (the
    names were broken into "tr-uc-ks" beside amounts that ran over each other)."""
    pygame.font.init()
    match = controlled_market()
    transports = components().transports
    hand = [card for card, t in sorted(transports.items()) if not t.neutral and t.cards == 1][:6]
    match.state.transports[0] = list(hand)
    match.state.actions[0] = []
    view = view_for(GAME, match.config)
    assert isinstance(view, ItcView)
    texts = recorded_texts(monkeypatch)
    words.set_language(language)
    try:
        view.layout(pygame.Rect(0, 0, *BOARD))
        view.seat = 0
        view.draw(pygame.Surface(BOARD), GAME.redact(match.state, 0), set(), None)
        for card in hand:
            box = view.shapes[f"hand:{card}"]
            assert isinstance(box, pygame.Rect)
            inside = [(text, rect) for text, rect in texts if box.contains(rect)]
            written = " ".join(text for text, _ in inside)
            for route in transports[card].routes:
                profit = sum(part.profits[route][0] for part in transports[card].parts) // 100
                assert words.tr(itc_sprites.route_name(route)) in written, f"{card}: {written}"
                assert f"{profit} / " in written, f"{card}: {written}"
            for i, (text, rect) in enumerate(inside):
                for other, other_rect in inside[i + 1 :]:
                    assert not inked(rect).colliderect(inked(other_rect)), f"{card}: {text!r} overprints {other!r}"
    finally:
        words.set_language(words.ENGLISH)
