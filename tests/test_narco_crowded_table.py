"""A crowded Narco Empire table at 1280x720 (seven cards in the line, three rivals with a dozen cubes and more on
their networks) draws every card's name whole and clear of its figures, and every cube beside its number: the
opponents' small cards used to overprint their cubes ("12" drawn as 8), the line its names ("War-eho-use" over
"holds 6")."""

from __future__ import annotations

from collections import defaultdict

import pygame
import pytest

import words
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.narco_empire.cards import card
from game.narco_empire.kinds import Phase, Thing
from game.narco_empire.rules import NarcoEmpireGame
from scenes.table import TableScene
from sprites import narco_empire, widgets
from tests.ui import frames, open_menu

GAME = NarcoEmpireGame()
LINE = ["warehouse-1", "mansion-1", "industrial-lab-1", "light-aircraft-1", "dealer-miami-1", "ranch-1", "informant-1"]


def crowded(mode: str) -> Match:
    """Four players; the human (seat 0) draws with seven cards in the line; each rival holds 12 or more consignments
    in the laboratory, a full ranch and four crops."""
    config = Config(GAME.id, (Seat("human"), *(Seat("bot", "easy") for _ in range(3))), {"mode": mode})
    match = Match(GAME, config, 3)
    while not (match.current_player == 0 and match.state.phase == Phase.DRAW and not match.state.line):
        match.play(match.choose_bot_action() if match.current_player else match.legal_actions()[0])
    state = match.state
    state.deck = [c for c in state.deck if c not in LINE]
    state.line, state.drawn = list(LINE), list(LINE)
    for seat, player in enumerate(state.players):
        player.laboratory_cubes, player.storage, player.storage_cubes, player.crops = 11 + seat, "ranch-1", 9, 4
    return match


class Recorder:
    """What the view writes and the cubes it fills, by the image drawn on (a card face is drawn on an image of
    its own, kept and blitted)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.texts: dict[int, list[tuple[str, pygame.Rect]]] = defaultdict(list)
        self.cubes: dict[int, list[pygame.Rect]] = defaultdict(list)
        write, fill = widgets.draw_text, pygame.draw.rect

        def writing(surface, text, *args, **kwargs):
            rect = write(surface, text, *args, **kwargs)
            self.texts[id(surface)].append((text, rect))
            return rect

        def filling(surface, colour, rect, width=0, **kwargs):
            if width == 0 and tuple(colour) in (narco_empire.MERCHANDISE, narco_empire.CROP):
                self.cubes[id(surface)].append(pygame.Rect(rect))
            return fill(surface, colour, rect, width, **kwargs)

        monkeypatch.setattr(narco_empire, "draw_text", writing)
        monkeypatch.setattr(widgets, "draw_text", writing)
        monkeypatch.setattr(pygame.draw, "rect", filling)


def face_texts(view, record: Recorder, c, box: pygame.Rect, shown: int | None) -> list[tuple[str, pygame.Rect]]:
    """The texts written on the face of card `c` drawn at `box`, where they are on the screen (none when it is
    drawn as a line, not as a card)."""
    face = view.faces.get((c.type, box.size, shown, view.text, words.language()))
    return [(text, rect.move(box.topleft)) for text, rect in record.texts[id(face[0])]] if face else []


def apart(texts: list[tuple[str, pygame.Rect]]) -> None:
    for i, (text, rect) in enumerate(texts):
        for other, other_rect in texts[i + 1 :]:
            assert not rect.colliderect(other_rect), f"{text!r} overprints {other!r}"


@pytest.mark.parametrize("mode", ["basic", "advanced"])
@pytest.mark.parametrize("language", ["en", "pseudo"])
def test_a_crowded_table_writes_every_name_and_figure_clear_of_the_others(mode, language, monkeypatch):
    app = open_menu()
    words.set_language(language)
    try:
        match = crowded(mode)
        app.open_table(match, at_table=0)
        frames(app)
        table = app.stack.top
        assert isinstance(table, TableScene)
        view, seen = table.view, table.controller.view_state
        record = Recorder(monkeypatch)
        view.faces.clear()
        screen = pygame.Surface(app.screen.get_size())
        view.draw(screen, seen, set(), None)
        on_screen = record.texts[id(screen)]

        for i, card_id in enumerate(LINE):  # each card of the line: its name whole, where the next leaves it seen
            box = view.line_slot(i, len(LINE))
            shown = view.line_slot(i + 1, len(LINE)).x - box.x if i + 1 < len(LINE) else None
            texts = face_texts(view, record, card(card_id), box, shown)
            written = "".join(text for text, _ in texts).replace("-", "").replace(" ", "")
            assert words.tr(card(card_id).title).replace("-", "").replace(" ", "") in written, texts
            assert all(rect.right <= box.x + (shown or box.width) for _, rect in texts), f"{card_id} under the next"
            apart(texts)

        for seat, player in enumerate(seen.players):
            for kind, (count, most) in narco_empire.network_holdings(player).items():
                box = view.shapes[f"{kind}:{seat}"]
                assert isinstance(box, pygame.Rect)
                texts = [(text, rect) for text, rect in on_screen if box.contains(rect)]
                if kind != Thing.PLANTATION:
                    texts += face_texts(view, record, card(player.network(kind)), box, None)
                cubes = [cube for cube in record.cubes[id(screen)] if box.contains(cube)]
                assert len(cubes) == count, f"{kind} of seat {seat}: {count} drawn as {len(cubes)}"
                figure = narco_empire.count_text(count, most)
                assert any(text == figure for text, _ in texts), f"{kind} of seat {seat}: {figure} is written"
                apart(texts)
                for text, rect in texts:
                    assert not any(rect.colliderect(cube) for cube in cubes), f"{text!r} over the cubes of {kind}"
    finally:
        words.set_language(words.ENGLISH)


def test_a_long_cartel_hand_lies_in_its_network_row_by_row():
    """Seven kinds of cartel card in hand: each its own row, none over another or over the rivals' networks."""
    match = crowded("basic")
    held = ["ambush-1", "anonymous-call-1", "bribe-1", "compound-robbery-1", "crop-burning-1", "extortion-1"]
    match.state.players[0].cartel = [*held, "extortion-2", "tip-off-1"]
    app = open_menu()
    app.open_table(match, at_table=0)
    frames(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    shapes = table.view.shapes
    rows = [shapes[f"cartel:0:{card_id}"] for card_id in [*held, "tip-off-1"]]
    mine = shapes["network:0"]
    assert all(isinstance(row, pygame.Rect) and mine.contains(row) for row in rows), (mine, rows)
    assert not any(row.colliderect(other) for i, row in enumerate(rows) for other in rows[i + 1 :])
