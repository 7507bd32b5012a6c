"""The Narco Empire table: the deck and the line of cards drawn this turn with its danger meter, the
dealers beside the deck, the discard and the police compound, the looking player's network of four
cards with its cubes and cartel hand, the other players' networks smaller, and in advanced mode the
board of four cities.

The view draws the seat's redacted state (`NarcoEmpireGame.redact`): the deck is face down (but for a
card the seat has seen) and other players' cartel cards show only their backs. Sirens and pistols are
drawn as shapes with numbers (a triangle for a siren, a round sight for a pistol), never by colour alone.
"""

from __future__ import annotations

from math import ceil
from typing import Any

import pygame

from game.core.messages import Money, SeatRef, Verbatim
from game.core.protocol import Config, State, thing_of
from game.narco_empire.actions import CITY
from game.narco_empire.cards import Card, card, cartel_card, cartel_effect, city_name, token_name
from game.narco_empire.kinds import CardKind, Phase, Thing
from game.narco_empire.rules import NarcoEmpireGame, limit, unseen_cards
from game.narco_empire.state import HIDDEN, NarcoState, Player, capacity, production
from sprites.board import BoardView
from sprites.widgets import (
    ALERT,
    BRASS,
    CREAM,
    INK,
    INK_SOFT,
    LEAST_TEXT,
    PAPER,
    PAPER_DARK,
    SHADOW,
    WOOD_LIGHT,
    draw_seat_marker,
    draw_text,
    draw_whole,
    fit_lines,
    fitting_size,
    font,
    wrap,
)
from words import language, tr, trn, words

KIND_COLOURS = {
    "plantation": (92, 140, 70),
    "laboratory": (120, 150, 190),
    "transport": (214, 196, 120),
    "storage": (150, 118, 90),
    "dealer": (110, 90, 150),
    "press": (200, 190, 170),
    "informant": (170, 170, 170),
    "police": (60, 80, 150),
    "military": (90, 110, 70),
    "dea": (90, 90, 100),
}
SIREN = (196, 44, 36)
PISTOL = (40, 40, 44)
MERCHANDISE = (250, 250, 246)
CROP = (140, 110, 70)
CARTEL_BACK = (150, 60, 150)
FELT = (58, 98, 88)


def grounds() -> tuple[tuple[int, int, int], ...]:
    """Every colour a seat marker stands on: the felt of the table's areas and the cities' paper."""
    return (FELT, PAPER)


def features() -> tuple[tuple[int, int, int], ...]:
    """The table's own colours (card kinds, sirens, cartel backs, crops), kept away from the players'."""
    return (*KIND_COLOURS.values(), SIREN, CARTEL_BACK, CROP)


NETWORK_KINDS = (Thing.PLANTATION, Thing.LABORATORY, Thing.TRANSPORT, Thing.STORAGE)
LEAST = LEAST_TEXT
"""The smallest type on the table."""
NARROWEST_CARD = 56
"""A card narrower than this cannot show its name: small networks then show a line per card."""
Lines = tuple[int, tuple[str, ...]]
"""A text as `fit_lines` sets it: its type size and its lines."""
WIDE_CHIP = 260
"""A network card shown as a line is given at most this width (more goes to a second column)."""


def said(value: Any) -> str:
    return words().param(value)


def draw_siren(
    surface: pygame.Surface, center: tuple[int, int], radius: int, number: int | None = None, lit: bool = True
) -> None:
    """A warning triangle: filled when the siren is on the table, an outline when not yet."""
    x, y = center
    points = [(x, y - radius), (x + radius, y + radius * 0.8), (x - radius, y + radius * 0.8)]
    if lit:
        pygame.draw.polygon(surface, SIREN, points)
    pygame.draw.polygon(surface, INK if lit else INK_SOFT, points, 2)
    if number is not None:
        draw_text(
            surface,
            str(number),
            (x, y + radius // 5),
            max(LEAST, radius),
            CREAM if lit else INK_SOFT,
            bold=True,
            anchor="center",
        )


def draw_pistol(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
    """A gun sight: a ring with a cross."""
    x, y = center
    pygame.draw.circle(surface, PISTOL, center, radius, 2)
    pygame.draw.line(surface, PISTOL, (x - radius - 2, y), (x + radius + 2, y), 2)
    pygame.draw.line(surface, PISTOL, (x, y - radius - 2), (x, y + radius + 2), 2)


def cube_side(box: pygame.Rect, count: int) -> int:
    """The side of the largest cubes (at most 20 pixels, a third of the box's height) of which `count` fit in `box`
    in rows, 3 pixels apart; 0 when they do not fit even at 3."""
    side = max(6, min(20, box.height // 3))
    while side >= 3 and ceil(count / max(1, box.width // (side + 3))) * (side + 3) > box.height + 3:
        side -= 1  # smaller cubes, until every one fits
    return side if side >= 3 and box.width >= side else 0


def count_text(count: int, limit: int | None) -> str:
    return f"{count}/{limit}" if limit is not None else str(count)


def number_size(box: pygame.Rect) -> int:
    """The type of the number beside cubes in `box`."""
    return max(LEAST, min(20, box.height // 3) + 1)


def cubes_fit(box: pygame.Rect, count: int, limit: int | None = None, least: int = 4) -> bool:
    """Whether `count` cubes of at least `least` pixels and their number fit `box` side by side (`draw_cubes`)."""
    number = font(number_size(box), True).size(count_text(count, limit))
    room = pygame.Rect(box.x, box.y, box.width - number[0] - 4, box.height)
    return number[1] <= box.height + 4 and (count == 0 or cube_side(room, count) >= least)


def draw_cubes(
    surface: pygame.Surface,
    box: pygame.Rect,
    count: int,
    colour: tuple[int, int, int],
    limit: int | None = None,
    numbered: bool = True,
    centred: bool = False,
) -> pygame.Rect:
    """Cubes in rows inside `box`, each of them (as small as it takes, down to a few pixels), and their number
    ("5" or "5/9") at the box's bottom right, beside them, unless a title says it already; `centred`: the rows
    in the middle of the box's height, not at its top. Returns where the number went (an empty rect at the box's
    right when not numbered)."""
    written = pygame.Rect(box.right, box.bottom, 0, 0)
    room = pygame.Rect(box)
    if numbered:
        size = number_size(box)
        text = count_text(count, limit)
        written = pygame.Rect((0, 0), font(size, True).size(text))
        written.bottomright = box.bottomright
        room.width -= written.width + 4
        draw_text(surface, text, written.topleft, size, INK, bold=True)
    side = cube_side(room, count) or 3
    per_row = max(1, room.width // (side + 3))
    shown = min(count, per_row * max(1, (room.height + 3) // (side + 3)))
    top = room.y + (room.height + 3 - ceil(shown / per_row) * (side + 3)) // 2 if centred else room.y
    for i in range(shown):
        cube = pygame.Rect(room.x + (i % per_row) * (side + 3), top + (i // per_row) * (side + 3), side, side)
        pygame.draw.rect(surface, colour, cube)
        pygame.draw.rect(surface, INK, cube, 1)
    return written


class NarcoEmpireView(BoardView):
    buttons = frozenset({"stop"})

    def __init__(self, game: Any, config: Config) -> None:
        super().__init__(game, config)
        assert isinstance(game, NarcoEmpireGame)
        self.rules: NarcoEmpireGame = game
        self.advanced = game.option(config, "mode") == "advanced"
        self.faces: dict[tuple[Any, ...], tuple[pygame.Surface, pygame.Rect]] = {}
        """Card faces as drawn, by card type, size, room shown, type size and language (`draw_card`)."""
        self.players = config.players
        self.card_size = (60, 88)
        self.text = 14
        """The table's type size, from the board's height."""
        self.line_area = pygame.Rect(0, 0, 0, 0)
        self.meter = pygame.Rect(0, 0, 0, 0)
        self.common = pygame.Rect(0, 0, 0, 0)
        self.mine = pygame.Rect(0, 0, 0, 0)
        self.others = pygame.Rect(0, 0, 0, 0)
        self.cities = pygame.Rect(0, 0, 0, 0)
        self.line_rect = pygame.Rect(0, 0, 0, 0)
        self.fixed: dict[str, pygame.Rect] = {}
        """The places that do not depend on the state; each frame adds the cards and networks drawn."""

    # --- geometry --------------------------------------------------------------------------------

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        gap = 6
        self.text = max(LEAST, min(22, rect.height // 46))
        city_w = round(rect.width * 0.2) if self.advanced else 0
        main = pygame.Rect(rect.x, rect.y, rect.width - city_w - (gap if city_w else 0), rect.height)
        self.cities = pygame.Rect(main.right + gap, rect.y, city_w, rect.height)
        line_h = round(rect.height * 0.30)
        common_h = round(rect.height * 0.15)
        mine_h = round(rect.height * 0.30)
        self.line_area = pygame.Rect(main.x, main.y, main.width, line_h)
        self.common = pygame.Rect(main.x, self.line_area.bottom + gap, main.width, common_h)
        self.mine = pygame.Rect(main.x, self.common.bottom + gap, main.width, mine_h)
        self.others = pygame.Rect(main.x, self.mine.bottom + gap, main.width, main.bottom - self.mine.bottom - gap)
        card_h = line_h - 2 * self.text - 30
        meter_w = max(140, round(main.width * 0.2))
        # The deck and eight cards, the line's overlapping by up to 40% when it is long.
        card_w = min(round(card_h * 0.68), int((main.width - meter_w - 40) // (1 + 1 + 7 * 0.6)))
        card_h = min(card_h, round(card_w / 0.68))
        self.card_size = (card_w, card_h)
        self.meter = pygame.Rect(self.line_area.right - meter_w, self.line_area.y + 4, meter_w, line_h - 8)
        deck = pygame.Rect(self.line_area.x + 8, self.line_area.y + self.text + 12, card_w, card_h)
        self.line_rect = pygame.Rect(deck.right + 10, deck.y - 4, self.meter.x - deck.right - 20, card_h + 8)
        stop_h = max(28, self.text * 3 // 2)
        stop = pygame.Rect(self.meter.x + 8, self.meter.bottom - stop_h - 6, self.meter.width - 16, stop_h)
        self.fixed = {"deck": deck, "stop": stop}
        self.shapes = dict(self.fixed)

    def line_slot(self, index: int, cards: int) -> pygame.Rect:
        w, h = self.card_size
        area = self.line_rect
        step = min(w + 6, max(12, (area.width - 8 - w) // max(1, cards - 1)))
        return pygame.Rect(area.x + 4 + index * step, area.y + 4, w, h)

    def network_focus(self, view: NarcoState) -> int:
        """Whose network is drawn large: the looking seat's, or for a spectator the turn player's."""
        return self.seat if self.seat is not None else view.turn

    # --- drawing ---------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, view: State, highlights: set[str], hover: str | None) -> None:
        assert isinstance(view, NarcoState)
        self.shapes = dict(self.fixed)
        for area in (self.line_area, self.common, self.mine, self.others):
            pygame.draw.rect(surface, FELT, area, border_radius=8)
        self.draw_line(surface, view)
        self.draw_meter(surface, view)
        self.draw_common(surface, view)
        focus = self.network_focus(view)
        self.draw_network(surface, view, focus, self.mine, large=True)
        others = [s for s in range(view.players_count) if s != focus]
        if others:
            width = self.others.width // len(others)
            for i, seat in enumerate(others):
                box = pygame.Rect(self.others.x + i * width, self.others.y, width - 4, self.others.height)
                self.draw_network(surface, view, seat, box, large=False)
        if self.advanced:
            self.draw_cities(surface, view)
        # a whole network is outlined only where a card may go: under the pointer it is the felt, nothing to press
        self.draw_outlines(surface, highlights, None if hover and hover.startswith(f"{Thing.NETWORK}:") else hover)

    def draw_card(
        self, surface: pygame.Surface, box: pygame.Rect, c: Card | None, shown: int | None = None
    ) -> pygame.Rect:
        """A Narcos card face up (its kind's colour, name, numbers, siren or pistol), or its back. `shown`:
        how much of its width the next card leaves uncovered; everything written fits there. A face is drawn
        once for its size and language and kept (fitting a card's words is what a new card costs). Returns the
        room its writing leaves free (where cubes lying on it go)."""
        if c is None:
            pygame.draw.rect(surface, SHADOW, box.move(2, 3), border_radius=6)
            pygame.draw.rect(surface, (70, 56, 44), box, border_radius=6)
            pygame.draw.rect(surface, BRASS, box.inflate(-8, -8), 2, border_radius=4)
            draw_text(surface, "N", box.center, max(LEAST, box.width // 3), BRASS, bold=True, anchor="center")
            return box.inflate(-8, -8)
        face, free = self.face(c, box.size, shown)
        surface.blit(face, box)
        return free.move(box.topleft)

    def face(self, c: Card, size: tuple[int, int], shown: int | None) -> tuple[pygame.Surface, pygame.Rect]:
        """A card's face of `size` as drawn (kept by card type, size, room shown, type size and language), and the
        room its writing leaves free, from its top left."""
        key = (c.type, size, shown, self.text, language())
        if key not in self.faces:
            image = pygame.Surface((size[0] + 2, size[1] + 3), pygame.SRCALPHA)
            pygame.draw.rect(image, SHADOW, pygame.Rect((2, 3), size), border_radius=6)
            free = self.draw_face(image, pygame.Rect((0, 0), size), c, shown)
            self.faces[key] = (image, free)
        return self.faces[key]

    def draw_face(self, surface: pygame.Surface, box: pygame.Rect, c: Card, shown: int | None) -> pygame.Rect:
        """A card's face in `box` (see `draw_card`): its name first, whole, then at the foot as many of its facts as
        the room under the name holds (what it makes or holds first, then its price; the tooltip
        says them all). Returns the room left free between them."""
        pygame.draw.rect(surface, PAPER, box, border_radius=6)
        band = pygame.Rect(box.x, box.y, box.width, max(14, box.height // 5))
        pygame.draw.rect(
            surface, KIND_COLOURS.get(c.kind, PAPER_DARK), band, border_top_left_radius=6, border_top_right_radius=6
        )
        pygame.draw.rect(surface, WOOD_LIGHT, box, 2, border_radius=6)
        room = min(box.width, shown or box.width) - 6
        icon = max(5, band.height // 2 - 1)
        at = (box.x + room + 3 - icon, band.centery)
        if c.sirens:
            draw_siren(surface, at, icon)
        elif c.pistols:
            pygame.draw.circle(surface, PAPER, at, icon + 1)
            draw_pistol(surface, at, icon - 1)
        largest = max(LEAST, min(self.text, box.width // 6))
        title = said(c.title)
        size, lines = fit_lines(title, largest, room, 3, True, least=LEAST)
        top = band.bottom + 2
        for line in lines:
            top = draw_text(surface, line, (box.x + 4, top), size, INK, bold=True).bottom
        top += 2
        # each fact on one line if it fits at some size, else on two (a long city, a long production run)
        kept: list[list[tuple[str, int]]] = []
        height = 0
        for fact in card_facts(c):
            fact_size = fitting_size(fact, room, sizes(largest))
            fact_lines = (
                [(fact, fact_size)]
                if font(fact_size).size(fact)[0] <= room
                else [(part.replace("- ", "-"), fact_size) for part in wrap(fact.replace("-", "- "), fact_size, room)]
            )
            needed = sum(font(s).get_height() for _, s in fact_lines)
            if top + height + needed > box.bottom - 3:
                break
            kept.append(fact_lines)
            height += needed
        bottom = box.bottom - 3
        for line, fact_size in reversed([line for fact_lines in kept for line in fact_lines]):
            at = (box.x + 4, bottom)
            bottom = draw_text(surface, line, at, fact_size, INK_SOFT, anchor="bottomleft", width=room).top
        return pygame.Rect(box.x + 4, top, room - 2, max(0, bottom - top))

    def draw_dea(self, surface: pygame.Surface, agent: str, at: tuple[int, int], size: int, right: int) -> int:
        """A DEA agent's badge, its card's name on the agents' grey, from `at` to at most `right`; where it ends."""
        room = max(20, right - at[0] - 8)
        text = said(card(agent).title)
        if font(LEAST, True).size(text)[0] > room:  # the name whole, or the agency alone (the tooltip says more)
            text = tr("DEA")
        size = fitting_size(text, room, sizes(size), True)
        width = min(font(size, True).size(text)[0] + 8, max(20, right - at[0]))
        badge = pygame.Rect(at[0], at[1], width, size + 6)
        pygame.draw.rect(surface, KIND_COLOURS["dea"], badge, border_radius=4)
        pygame.draw.rect(surface, CREAM, badge, 1, border_radius=4)
        draw_text(surface, text, badge.center, size, CREAM, bold=True, anchor="center", width=badge.width - 4)
        self.shapes[f"dea:{agent}"] = badge
        return badge.right

    def draw_line(self, surface: pygame.Surface, view: NarcoState) -> None:
        deck = self.fixed["deck"]
        top_y = self.line_area.y + 4
        draw_text(
            surface,
            tr("Draw"),
            (deck.centerx, top_y),
            self.text,
            CREAM,
            bold=True,
            anchor="midtop",
            width=deck.width + 10,
        )
        if view.deck:
            top = view.deck[0]
            self.draw_card(surface, deck, None if top == HIDDEN else card(top))
        draw_text(
            surface,
            trn("{count} card", "{count} cards", count=len(view.deck)),
            (deck.centerx, deck.bottom + 3),
            self.text - 2,
            CREAM,
            anchor="midtop",
            width=deck.width + 10,
        )
        waiting = sorted(agent for agent, follows in view.dea.items() if follows < 0)
        for index, agent in enumerate(waiting):  # an agent come out, waiting beside the deck for a player's moves
            self.draw_dea(surface, agent, (deck.x, deck.y + 2 + index * (self.text + 6)), self.text - 2, deck.right)
        round_of = tr("Round {number} of 2", number=view.round)  # the game has two rounds, one per deck
        draw_text(
            surface,
            round_of,
            (deck.centerx, deck.bottom + self.text + 2),
            fitting_size(round_of, deck.width + 10, tuple(range(max(self.text - 2, LEAST_TEXT), LEAST_TEXT - 1, -1))),
            CREAM,
            anchor="midtop",
            width=deck.width + 10,
        )
        line = self.line_rect
        draw_text(surface, tr("{seat}'s line", seat=SeatRef(view.turn)), (line.x, top_y), self.text, CREAM, bold=True)
        for i, card_id in enumerate(view.line):
            box = self.line_slot(i, len(view.line))
            # A dealer of the line is where merchandise goes; any other card may be bought or hit.
            self.shapes[f"dealer:{card_id}" if card(card_id).kind == CardKind.DEALER else f"line:{card_id}"] = box
            following = self.line_slot(i + 1, len(view.line)).x - box.x if i + 1 < len(view.line) else None
            free = self.draw_card(surface, box, card(card_id), following)
            if card_id in view.unpaid:
                pygame.draw.line(surface, ALERT, box.topleft, box.bottomright, 4)
            if card_id in view.deliveries:  # a dealer sold to: the merchandise under its name
                draw_cubes(surface, free, view.deliveries[card_id], MERCHANDISE)
        # While drawing, the whole line is one place (drop the deck on it, or take it to Stop); later its cards are.
        drawing = view.phase in (Phase.DRAW, Phase.PEEK) and view.flow.current is None
        self.shapes = {"line": line, **self.shapes} if not drawing else {**self.shapes, "line": line}
        if not view.line:
            draw_text(surface, tr("Drag the deck here to draw"), line.center, self.text, CREAM, anchor="center")

    def draw_meter(self, surface: pygame.Surface, view: NarcoState) -> None:
        """The danger meter: three siren marks numbered 1-3 (2 = police and military seize, 3 = flee), the
        pistols counted, the activities, and the chance that the next card shows a siren."""
        box = self.meter
        stop = self.fixed["stop"]
        # the meter above Stop: where a cartel card played face down for one more activity goes
        self.shapes[Thing.ACTIVITIES] = pygame.Rect(box.x, box.y, box.width, stop.top - box.y - 2)
        pygame.draw.rect(surface, PAPER, box, border_radius=8)
        sirens = self.rules.sirens(view)
        pistols = self.rules.pistols(view)
        size = max(LEAST, min(self.text, box.height // 10))
        title = trn("Danger: {count} siren", "Danger: {count} sirens", count=sirens)
        draw_text(
            surface,
            title,
            (box.x + 8, box.y + 4),
            fitting_size(title, box.width - 12, sizes(size), True),
            INK,
            bold=True,
            width=box.width - 12,
        )
        radius = max(8, min(16, (box.width - 30) // 8))
        y = box.y + 10 + size + radius
        for level in (1, 2, 3):
            x = box.x + 10 + radius + (level - 1) * (box.width - 20 - 2 * radius) // 2
            draw_siren(surface, (x, y), radius, level, lit=sirens >= level)
        marks = (tr("seize"), tr("flee"))
        spacing = (box.width - 20 - 2 * radius) // 2
        below = y + radius + 2
        for level, mark in zip((2, 3), marks, strict=True):
            x = box.x + 10 + radius + (level - 1) * spacing
            room = min(spacing, 2 * (box.right - x)) - 6  # between the sirens, and within the meter
            at = (x, y + radius + 2)
            below = max(
                below, draw_whole(surface, mark, at, max(LEAST, size - 3), INK_SOFT, width=room, anchor="midtop").bottom
            )
        y = max(y + radius + size + 4, below + 2)
        draw_pistol(surface, (box.x + 16, y + size // 2), max(5, size // 2 - 1))
        draw_text(
            surface,
            trn("{count} pistol", "{count} pistols", count=pistols),
            (box.x + 30, y),
            size,
            INK,
            width=box.width - 36,
        )
        y += size + 4
        unseen = unseen_cards(view, self.seat if self.seat is not None else -1)
        total = sum(unseen.values())
        if total and not view.fled:
            risk = round(100 * sum(n for c, n in unseen.items() if card(c).sirens) / total)
            for line in wrap(tr("Next card: {percent}% siren", percent=risk), size, box.width - 14):
                draw_text(surface, line, (box.x + 8, y), size, INK)
                y += size + 3
        if view.fled:
            draw_text(surface, tr("Fled: one activity"), (box.x + 8, y), size, ALERT, bold=True, width=box.width - 12)
        elif (view.activities and view.phase != Phase.DRAW) or view.phase == Phase.MANAGE:
            draw_text(
                surface,
                trn("{count} activity", "{count} activities", count=view.activities),
                (box.x + 8, y),
                size,
                INK,
                bold=True,
                width=box.width - 12,
            )
        # lit only when the seat looking may stop now (something drawn, and no forced draw pending)
        drawing = (
            view.phase in (Phase.DRAW, Phase.PEEK)
            and view.flow.current is None
            and view.turn == self.seat
            and bool(view.drawn)
            and not (view.phase == Phase.DRAW and view.forced)
        )
        pygame.draw.rect(surface, ALERT if drawing else PAPER_DARK, stop, border_radius=6)
        pygame.draw.rect(surface, INK, stop, 2, border_radius=6)
        draw_text(
            surface,
            tr("Stop"),
            stop.center,
            fitting_size(tr("Stop"), stop.width - 8, sizes(self.text), True),
            CREAM if drawing else INK_SOFT,
            bold=True,
            anchor="center",
        )

    def draw_common(self, surface: pygame.Surface, view: NarcoState) -> None:
        """Beside the deck: the dealers (sold to at 2 less), the discard, the police compound, the supplies."""
        area = self.common
        w, h = self.card_size
        h = min(h, area.height - 24)
        words = [word for dealer in view.fallback_dealers for word in said(card(dealer).title).split()]
        widest = max((font(LEAST, True).size(word)[0] + 10 for word in words), default=0)  # a city whole
        w = min(w, max(round(h * 0.68), widest))
        size = max(LEAST, min(self.text - 1, area.height // 7))
        x = area.x + 8
        draw_whole(
            surface,
            tr("Beside the deck: 2 less"),
            (x, area.y + 3),
            size,
            CREAM,
            bold=True,
            width=4 * (w + 4),
            lines=1,
            least=LEAST,
        )
        for dealer in view.fallback_dealers:
            box = pygame.Rect(x, area.y + 6 + size, w, h)
            self.shapes[f"dealer:{dealer}"] = box
            free = self.draw_card(surface, box, card(dealer))
            if dealer in view.deliveries:
                draw_cubes(surface, free, view.deliveries[dealer], MERCHANDISE)
            x += w + 4
        x += 12
        column = max(90, (area.right - x) // 3)
        facts = [
            tr("Discard: {count}", count=len(view.discard)),
            tr("Round 2 cards: {count}", count=len(view.round_two)),
            tr("Cartel deck: {count}", count=len(view.cartel_deck)),
        ]
        draw_column(surface, facts, (x, area.y + 4), size, column - 8)
        x += column
        compound = [
            tr("Police compound"),
            trn("{count} consignment", "{count} consignments", count=view.compound_cubes),
            tr("money {amount}", amount=Money(view.compound_money, "million")),
        ]
        self.shapes[Thing.COMPOUND] = pygame.Rect(x - 4, area.y + 2, column - 4, area.height - 4)
        draw_column(surface, compound, (x, area.y + 4), size, column - 8, titled=True)
        x += column
        crops = pygame.Rect(x, area.y + 4, min(column - 8, area.right - x - 6), area.height - 10)
        self.shapes["crops"] = crops
        crops_label = tr("Crops: {count}", count=view.crop_supply)
        draw_text(
            surface,
            crops_label,
            crops.topleft,
            fitting_size(crops_label, crops.width, sizes(size), True),  # set smaller, not cut, when narrow
            CREAM,
            bold=True,
            width=crops.width,
        )
        draw_cubes(
            surface,
            pygame.Rect(crops.x, crops.y + size + 6, crops.width, crops.height - size - 8),
            view.crop_supply,
            CROP,
            numbered=False,
        )
        draw_text(
            surface,
            tr("Hitmen: {count}", count=view.hitman_supply),
            (crops.x, crops.bottom),
            size,
            CREAM,
            anchor="bottomleft",
            width=crops.width,
        )

    def draw_network(
        self, surface: pygame.Surface, view: NarcoState, seat: int, area: pygame.Rect, large: bool
    ) -> None:
        """A player's four network cards with their cubes, money, hitmen, workers and cartel hand."""
        player = view.players[seat]
        self.shapes[f"{Thing.NETWORK}:{seat}"] = area  # beneath its cards: where a cartel card against them goes
        size = max(LEAST, min(self.text if large else self.text - 2, area.height // (9 if large else 8)))
        draw_seat_marker(surface, seat, (area.x + 12, area.y + 12), 8)
        title = tr("{seat}: {amount}", seat=SeatRef(seat), amount=Money(player.money, "million"))
        written = draw_text(
            surface, title, (area.x + 26, area.y + 3), size + 1, CREAM, bold=True, width=area.width - 32
        )
        x = written.right + 8
        for agent in sorted(a for a, follows in view.dea.items() if follows == seat):  # the agents on their heels
            x = self.draw_dea(surface, agent, (x, area.y + 2), size, area.right - 6) + 6
        top = area.y + size + 10
        kinds = len({cartel_card(c).type if c != HIDDEN else c for c in player.cartel})
        info_w = max(110, area.width * (2 if kinds > 4 else 1) // 5) if large else 0  # a long hand takes more room
        cards_w = area.width - info_w - 12
        card_w = min((cards_w - 8) // 4 - 6, round((area.bottom - top - 6) * 0.9))
        card_h = area.bottom - top - (6 if large else 34)
        boxes = [pygame.Rect(area.x + 6 + i * (card_w + 6), top, card_w, card_h) for i in range(4)]
        held = network_holdings(player)
        rooms = [self.card_room(box, kind, player) for box, kind in zip(boxes, NETWORK_KINDS, strict=True)]
        as_cards = card_w >= NARROWEST_CARD and all(
            cubes_fit(room, *held[kind]) for room, kind in zip(rooms, NETWORK_KINDS, strict=True) if kind in held
        )
        if not as_cards:  # a card too small to show its name and every cube beside its number: a line each
            columns = 2 if cards_w >= 2 * WIDE_CHIP else 1  # a wide strip: two by two, with larger cubes
            rows = 4 // columns
            card_w = (cards_w - 8 - 6 * (columns - 1)) // columns
            card_h = min((card_h - 2 * (rows - 1)) // rows, (self.text + 8) * columns)
            boxes = [
                pygame.Rect(
                    area.x + 6 + (i % columns) * (card_w + 6), top + (i // columns) * (card_h + 2), card_w, card_h
                )
                for i in range(4)
            ]
        for box, kind in zip(boxes, NETWORK_KINDS, strict=True):
            self.shapes[f"{kind}:{seat}"] = box
            if not as_cards:
                self.draw_chip(surface, box, kind, player)
                continue
            if kind == Thing.PLANTATION:
                room = self.draw_plantation(surface, box, production(player))
            else:
                room = self.draw_card(surface, box, card(player.network(kind)))
            if kind in held:
                count, most = held[kind]
                draw_cubes(surface, room, count, CROP if kind == Thing.PLANTATION else MERCHANDISE, most)
        right = max(box.right for box in boxes) + 10
        below = pygame.Rect(area.x + 6, area.bottom - 28, area.width - 12, 24)
        things = pygame.Rect(right, top, area.right - right - 4, area.bottom - top) if large else below
        self.draw_holdings(surface, view, seat, things, size, large)

    def card_room(self, box: pygame.Rect, kind: Thing, player: Player) -> pygame.Rect:
        """The room a network card at `box` leaves free for its cubes."""
        if kind == Thing.PLANTATION:
            return self.plantation_words(box, production(player))[2]
        return self.face(card(player.network(kind)), box.size, None)[1].move(box.topleft)

    def draw_chip(self, surface: pygame.Surface, box: pygame.Rect, kind: Thing, player: Player) -> None:
        """A network card too small to show as a card, on one line: its name, what lies on it as cubes (when they
        fit) and as a number (or what it carries)."""
        pygame.draw.rect(surface, PAPER, box, border_radius=4)
        pygame.draw.rect(
            surface,
            KIND_COLOURS[kind],
            (box.x, box.y, 6, box.height),
            border_top_left_radius=4,
            border_bottom_left_radius=4,
        )
        name = tr("Plantation") if kind == Thing.PLANTATION else said(card(player.network(kind)).title)
        size = max(LEAST, min(self.text - 2, box.height - 6))
        holdings = network_holdings(player).get(kind)
        figure = count_text(*holdings) if holdings else tr("carries {count}", count=card(player.transport).capacity)
        count = draw_text(surface, figure, (box.right - 4, box.centery), size, INK, bold=True, anchor="midright")
        room = count.left - box.x - 14
        name_size = fitting_size(name, room, sizes(size))
        written = draw_text(surface, name, (box.x + 10, box.centery), name_size, INK, anchor="midleft", width=room)
        cubes = pygame.Rect(written.right + 8, box.y + 3, count.left - written.right - 14, box.height - 6)
        if holdings and cube_side(cubes, holdings[0]):
            colour = CROP if kind == Thing.PLANTATION else MERCHANDISE
            draw_cubes(surface, cubes, holdings[0], colour, numbered=False, centred=True)

    def plantation_words(self, box: pygame.Rect, made: int) -> tuple[Lines, Lines, pygame.Rect]:
        """The plantation card's name and what its crops make as written at `box` (each its type size and its lines:
        two, set smaller, rather than cut), and the room they leave free for the crops."""
        largest = max(LEAST, min(self.text, box.width // 6))
        name = fit_lines(tr("Plantation"), largest, box.width - 8, 2, True)
        makes = fit_lines(tr("makes {count}", count=made), largest, box.width - 8, 2)
        top = box.y + max(14, box.height // 5) + 2 + len(name[1]) * font(name[0], True).get_linesize()
        bottom = box.bottom - 4 - len(makes[1]) * font(makes[0]).get_linesize()
        return name, makes, pygame.Rect(box.x + 4, top, box.width - 8, bottom - top)

    def draw_plantation(self, surface: pygame.Surface, box: pygame.Rect, made: int) -> pygame.Rect:
        """The plantation card: its name, and what its crops make; returns the room for the crops."""
        pygame.draw.rect(surface, SHADOW, box.move(2, 3), border_radius=6)
        pygame.draw.rect(surface, PAPER, box, border_radius=6)
        band = pygame.Rect(box.x, box.y, box.width, max(14, box.height // 5))
        pygame.draw.rect(surface, KIND_COLOURS["plantation"], band, border_top_left_radius=6, border_top_right_radius=6)
        pygame.draw.rect(surface, WOOD_LIGHT, box, 2, border_radius=6)
        (size, lines), (made_size, made_lines), room = self.plantation_words(box, made)
        for i, line in enumerate(lines):
            draw_text(
                surface, line, (box.x + 4, band.bottom + 2 + i * font(size, True).get_linesize()), size, INK, True
            )
        for i, line in enumerate(made_lines):
            at = (box.x + 4, room.bottom + i * font(made_size).get_linesize())
            draw_text(surface, line, at, made_size, INK_SOFT)
        return room

    def draw_holdings(
        self, surface: pygame.Surface, view: NarcoState, seat: int, box: pygame.Rect, size: int, large: bool
    ) -> None:
        player = view.players[seat]
        hitmen = pygame.Rect(box.x, box.y, box.width // 3 if not large else box.width, size + 6)
        self.shapes[f"hitmen:{seat}"] = hitmen
        text = trn("{count} hitman", "{count} hitmen", count=player.hitmen)
        draw_text(
            surface,
            text,
            hitmen.topleft,
            fitting_size(text, hitmen.width - 4, sizes(size)),
            CREAM,
            width=hitmen.width - 4,
        )
        third = box.width * 2 // 5
        if self.advanced:
            workers = pygame.Rect(
                box.x + (0 if large else third),
                box.y + (size + 6 if large else 0),
                third if not large else box.width,
                size + 6,
            )
            self.shapes[f"workers:{seat}"] = workers
            text = trn("{count} worker", "{count} workers", count=player.workers)
            draw_text(
                surface,
                text,
                workers.topleft,
                fitting_size(text, workers.width - 4, sizes(size)),
                CREAM,
                width=workers.width - 4,
            )
        if not large:
            backs = len(player.cartel)
            # Cartel cards in hand, face down: a card back and their number.
            number = draw_text(surface, str(backs), (box.right, box.y), size, CREAM, bold=True, anchor="topright")
            back = pygame.Rect(0, 0, max(8, size * 2 // 3), size + 2)
            back.topright = (number.left - 4, box.y)
            pygame.draw.rect(surface, CARTEL_BACK, back, border_radius=2)
            pygame.draw.rect(surface, CREAM, back, 1, border_radius=2)
            self.shapes[f"cartel:{seat}"] = back.union(number)
            return
        y = box.y + 2 * (size + 6) + 4
        draw_whole(
            surface, tr("Cartel cards"), (box.x, y), size, CREAM, bold=True, width=box.width, lines=1, least=LEAST
        )
        self.draw_hand(
            surface, seat, player.cartel, pygame.Rect(box.x, y + size + 4, box.width, box.bottom - y - size - 4)
        )

    def draw_hand(self, surface: pygame.Surface, seat: int, held: list[str], box: pygame.Rect) -> None:
        """The cartel cards of the network drawn large, a row per kind of card ("Bribe ×2"): each the board thing
        "cartel:<seat>:<card>" named by its first copy, as the moves name it, so any copy is picked up. What a card
        does is written under its name when every row has room for it (else the tooltip says it); rows share the
        height when even their names alone would not fit, and a long hand goes on in a second or third column."""
        copies: dict[str, list[str]] = {}
        for card_id in sorted(held):
            copies.setdefault(HIDDEN if card_id == HIDDEN else cartel_card(card_id).type, []).append(card_id)
        if not copies:
            return
        for columns in (1, 2, 3):
            rows = ceil(len(copies) / columns)
            width = (box.width - 4 * (columns - 1)) // columns
            row_h = min(self.text + 6, max(LEAST + 6, (box.height + 4) // rows - 4))
            names = self.hand_names(copies, width, max(LEAST, min(self.text - 1, row_h - 6)))
            heights = {kind: max(row_h, height) for kind, (_, _, _, height) in names.items()}
            tallest = max(sum(list(heights.values())[i : i + rows]) + 4 * rows for i in range(0, len(copies), rows))
            if tallest <= box.height + 4:
                break
        effects = {
            kind: wrap(tr(cartel_effect(cartel_card(ids[0]))), LEAST, width - 8)
            for kind, ids in copies.items()
            if kind != HIDDEN and columns == 1
        }
        if sum(heights[kind] + (LEAST + 2) * len(effects.get(kind, ())) + 4 for kind in copies) > box.height + 4:
            effects = {}  # not room for every card's text: their names, the text in the tooltip
        y = box.y
        clip = surface.get_clip()
        surface.set_clip(box.inflate(0, 4).clip(clip))  # a hand longer than even three columns hold: its rows end there
        for index, (kind, ids) in enumerate(copies.items()):
            if index % rows == 0:
                y = box.y
            effect = effects.get(kind, ())
            count, name_size, lines, _ = names[kind]
            name = pygame.Rect(box.x + index // rows * (width + 4), y, width, heights[kind])
            row = pygame.Rect(name.x, y, width, name.height + (LEAST + 2) * len(effect))
            y = row.bottom + 4
            if kind == HIDDEN:
                pygame.draw.rect(surface, CARTEL_BACK, row, border_radius=4)
            else:
                self.shapes[f"{Thing.CARTEL}:{seat}:{ids[0]}"] = row
                pygame.draw.rect(surface, PAPER, row, border_radius=4)
                pygame.draw.rect(surface, CARTEL_BACK, row, 2, border_radius=4)
            if count:
                draw_text(surface, count, (row.right - 5, name.centery), name_size, INK, bold=True, anchor="midright")
            step = font(name_size, True).get_linesize()
            for i, line in enumerate(lines):
                at = (row.x + 5, name.centery - step * len(lines) // 2 + i * step)
                draw_text(surface, line, at, name_size, CREAM if kind == HIDDEN else INK, bold=True)
            for i, line in enumerate(effect):
                at = (row.x + 5, name.bottom - 2 + i * (LEAST + 2))
                draw_text(surface, line, at, LEAST, INK_SOFT, width=row.width - 10)
        surface.set_clip(clip)

    def hand_names(
        self, copies: dict[str, list[str]], width: int, size: int
    ) -> dict[str, tuple[str, int, tuple[str, ...], int]]:
        """Each row of a hand `width` wide: its count of copies ("×2"), its name's type size and lines (two, set
        smaller, when one would be cut), and the height they take."""
        names = {}
        for kind, ids in copies.items():
            count = tr("×{count}", count=len(ids)) if len(ids) > 1 and kind != HIDDEN else ""
            room = width - 10 - (font(size, True).size(count)[0] + 4 if count else 0)
            title = trn("{count} cartel card", "{count} cartel cards", count=len(ids)) if kind == HIDDEN else ""
            name_size, lines = fit_lines(title or said(cartel_card(ids[0]).title), size, room, 2, True)
            names[kind] = (count, name_size, lines, len(lines) * font(name_size, True).get_linesize() + 4)
        return names

    def draw_cities(self, surface: pygame.Surface, view: NarcoState) -> None:
        """The advanced board: each city with its token and the workers of every seat there."""
        area = self.cities
        pygame.draw.rect(surface, (52, 70, 96), area, border_radius=8)
        size = max(LEAST, min(self.text, area.width // 9))
        draw_text(surface, tr("USA"), (area.x + 8, area.y + 4), size + 2, CREAM, bold=True)
        cities = list(view.city_tokens)
        height = (area.height - size - 16) // max(1, len(cities))
        for i, city in enumerate(cities):
            box = pygame.Rect(area.x + 6, area.y + size + 12 + i * height, area.width - 12, height - 6)
            sold = view.deliveries.get(CITY + city)
            if sold is not None:  # a sale to the city that always buys: its own place, below the city's
                sale_h = min(box.height // 3, 2 * size + 10)
                box.height -= sale_h + 3
                self.draw_sale(surface, view, city, pygame.Rect(box.x, box.bottom + 3, box.width, sale_h), sold, size)
            self.shapes[f"city:{city}"] = box
            pygame.draw.rect(surface, PAPER, box, border_radius=6)
            draw_text(
                surface, said(city_name(city)), (box.x + 6, box.y + 3), size, INK, bold=True, width=box.width - 10
            )
            for row, text in enumerate(wrap(said(token_name(view.city_tokens[city])), size, box.width - 10)[:2]):
                draw_text(surface, text, (box.x + 6, box.y + (row + 1) * (size + 3) + 3), size, INK_SOFT)
            x = box.x + 8
            for seat, count in enumerate(view.city_workers[city]):
                if not count:
                    continue
                draw_seat_marker(surface, seat, (x + 6, box.bottom - 12), 7)
                draw_text(surface, str(count), (x + 16, box.bottom - 12), size, INK, bold=True, anchor="midleft")
                x += 40

    def draw_sale(
        self, surface: pygame.Surface, view: NarcoState, city: str, box: pygame.Rect, sold: int, size: int
    ) -> None:
        """The merchandise delivered to a city that always buys, "sale:<city>": a worker dropped here goes
        along to sell (one dropped on the city above is placed there)."""
        self.shapes[f"{Thing.SALE}:{city}"] = box
        pygame.draw.rect(surface, PAPER_DARK, box, border_radius=6)
        pygame.draw.rect(surface, WOOD_LIGHT, box, 2, border_radius=6)
        title = tr("Sale: {count}", count=sold)
        if CITY + city in view.sellers:
            title = tr("Sale: {count}, with a worker", count=sold)
        draw_text(surface, title, (box.x + 6, box.y + 3), size, INK, bold=True, width=box.width - 10)
        draw_cubes(
            surface,
            pygame.Rect(box.x + 6, box.y + size + 6, box.width - 12, box.height - size - 8),
            sold,
            MERCHANDISE,
            numbered=False,
        )

    # --- what is where ---------------------------------------------------------------------------

    def anchor(self, name: str) -> tuple[int, int] | None:
        """A rival's cartel card is not drawn: one it plays flies from its hand's backs."""
        kind, rest = thing_of(name, Thing)
        if kind == Thing.CARTEL and name not in self.shapes:
            return super().anchor(f"{Thing.CARTEL}:{rest.partition(':')[0]}")
        return super().anchor(name)

    def tooltip(self, view: State, name: str) -> str | None:
        assert isinstance(view, NarcoState)
        kind, rest = thing_of(name, Thing)
        if kind in (Thing.LINE, Thing.DEALER) and rest:
            if rest not in (*view.line, *view.fallback_dealers):  # gone since it was hovered (a press eliminated)
                return None
            c = card(rest)
            facts = card_facts(c)
            beside = (
                tr(
                    "Beside the deck: it buys only when your line has no dealer, paying {amount} less a delivery.",
                    amount=Money(limit("fallback_penalty"), "million"),
                )
                if rest in view.fallback_dealers
                else ""
            )
            return "\n".join(filter(None, [" · ".join([said(c.title), *facts]), card_rule(c), beside]))
        if kind == Thing.DECK:
            return tr("Drag onto the line to draw a card")
        if kind == Thing.CARTEL and ":" in rest:  # one of the player's own cartel cards
            held = cartel_card(rest.partition(":")[2])
            return tr("{card}: {effect}", card=held.title, effect=cartel_effect(held))
        if kind == Thing.CARTEL:
            count = len(view.players[int(rest)].cartel)
            return trn(
                "{seat} holds {count} cartel card",
                "{seat} holds {count} cartel cards",
                count=count,
                seat=SeatRef(int(rest)),
            )
        if kind == Thing.DEA:
            follows = view.dea.get(rest, -1)
            if follows < 0:
                where = tr("{card}: waits beside the deck", card=card(rest).title)
            else:
                where = tr("{card}: follows {seat}", card=card(rest).title, seat=SeatRef(follows))
            return "\n".join([where, card_rule(card(rest))])
        if kind == Thing.NETWORK and int(rest) == self.seat:
            return tr("Your network: a cartel card that takes aim at nobody is played by dropping it here.")
        if kind == Thing.NETWORK:
            return tr("{seat}'s network: a cartel card played against them is dropped here.", seat=SeatRef(int(rest)))
        if kind == Thing.ACTIVITIES:
            return tr(
                "The danger meter: the sirens in the line. From {danger} sirens each police seizes a consignment and "
                "each military takes {fine}; at {flee} you flee. While you manage your network, a cartel card dropped "
                "here is played face down for one more activity.",
                danger=limit("danger_sirens"),
                fine=Money(limit("military_fine"), "million"),
                flee=limit("flee_sirens"),
            )
        if kind == Thing.COMPOUND:
            return tr("The police compound: what the police seized. A compound robbery dropped here takes it all.")
        if kind == Thing.STOP:
            return tr("Stop drawing (click, or drag your line here)")
        if kind == Thing.SALE:
            return tr("Drop a worker here to send them along to sell: 1 million more, and the worker is gone")
        if kind == Thing.CITY:
            token = view.city_tokens.get(rest, "")
            return tr("{city}: {token}", city=city_name(rest), token=token_name(token))
        if kind == Thing.LINE:
            return tr(
                "The line: the cards drawn this turn, each an activity. {sirens} sirens and you flee; {cards} cards "
                "end the drawing.",
                sirens=limit("flee_sirens"),
                cards=limit("line"),
            )
        if kind == Thing.CROPS:
            price = self.rules.crop_price(view.players[self.seat]) if self.seat is not None else None
            if price is None:
                return tr(
                    "The supply: {crops} crops, {hitmen} hitmen and {merchandise} consignments.",
                    crops=view.crop_supply,
                    hitmen=view.hitman_supply,
                    merchandise=view.merchandise_supply,
                )
            return tr(
                "The supply: {crops} crops, {hitmen} hitmen and {merchandise} consignments. A crop is an improvement: "
                "your next costs {price}.",
                crops=view.crop_supply,
                hitmen=view.hitman_supply,
                merchandise=view.merchandise_supply,
                price=Money(price),
            )
        if kind in NETWORK_KINDS or kind in (Thing.HITMEN, Thing.WORKERS):
            return network_tip(view.players[int(rest)], int(rest), kind)
        return None

    def side_panel_lines(self, view: State, seat: int) -> list[str]:
        assert isinstance(view, NarcoState)
        player = view.players[seat]
        return [
            " · ".join(
                [
                    trn("{count} crop", "{count} crops", count=player.crops),
                    trn("{count} hitman", "{count} hitmen", count=player.hitmen),
                ]
            ),
            " · ".join(
                [
                    tr("lab {count}", count=player.laboratory_cubes),
                    tr("storage {count}", count=player.storage_cubes),
                    trn("{count} cartel card", "{count} cartel cards", count=len(player.cartel)),
                ]
            ),
        ]

    def draw_dragged(self, surface: pygame.Surface, view: State, name: str, pos: tuple[int, int]) -> None:
        kind, card_id = thing_of(name, Thing)
        if kind in (Thing.LABORATORY, Thing.STORAGE):
            box = pygame.Rect(0, 0, 16, 16)
            box.center = pos
            pygame.draw.rect(surface, MERCHANDISE, box)
            pygame.draw.rect(surface, INK, box, 2)
        elif kind in (Thing.PLANTATION, Thing.CROPS):
            box = pygame.Rect(0, 0, 16, 16)
            box.center = pos
            pygame.draw.rect(surface, CROP, box)
            pygame.draw.rect(surface, INK, box, 2)
        elif name.startswith("line:") or name == "deck":  # a card of the line itself, or the deck's back
            box = pygame.Rect((0, 0), self.card_size)
            box.center = pos
            self.draw_card(surface, box, card(card_id) if kind == Thing.LINE else None)
        elif kind == Thing.HITMEN:
            pygame.draw.circle(surface, PAPER, pos, 14)
            draw_pistol(surface, pos, 11)
        elif kind == Thing.CARTEL and ":" in card_id:  # a cartel card of a hand, played: its name on its back
            title = said(cartel_card(card_id.partition(":")[2]).title)
            size = max(LEAST, self.text - 1)
            box = pygame.Rect(0, 0, font(size, True).size(title)[0] + 14, size + 12)
            box.center = pos
            pygame.draw.rect(surface, SHADOW, box.move(2, 3), border_radius=5)
            pygame.draw.rect(surface, CARTEL_BACK, box, border_radius=5)
            pygame.draw.rect(surface, CREAM, box, 2, border_radius=5)
            draw_text(surface, title, box.center, size, CREAM, bold=True, anchor="center")
        else:
            super().draw_dragged(surface, view, name, pos)


def draw_column(
    surface: pygame.Surface, texts: list[str], at: tuple[int, int], size: int, width: int, titled: bool = False
) -> None:
    """Lines one below the other at one size, the first bold when `titled`, each set smaller to fit `width` and
    wrapped when even the least size does not (never cut)."""
    size = min(fitting_size(text, width, sizes(size), titled and i == 0) for i, text in enumerate(texts))
    x, y = at
    for i, text in enumerate(texts):
        y = draw_whole(surface, text, (x, y), size, CREAM, bold=titled and i == 0, width=width, lines=3).bottom + 2


def network_holdings(player: Player) -> dict[Thing, tuple[int, int | None]]:
    """What lies on a player's network cards as cubes: each count and the most the card takes (None: no limit)."""
    return {
        Thing.PLANTATION: (player.crops, limit("max_crops")),
        Thing.LABORATORY: (player.laboratory_cubes, None),
        Thing.STORAGE: (player.storage_cubes, capacity(player)),
    }


def sizes(largest: int) -> tuple[int, ...]:
    """Type sizes from `largest` down to the least, for `fitting_size`."""
    return tuple(range(max(LEAST, largest), LEAST - 1, -1))


def card_facts(c: Card) -> list[str]:
    """The numbers printed on a card: what it makes or holds, and its price (a dealer's city is in its name)."""
    facts = []
    if c.production:
        facts.append(tr("makes {made}", made=Verbatim("-".join(str(n) for n in c.production))))
    elif c.capacity and c.kind == CardKind.TRANSPORT:
        facts.append(tr("carries {count}", count=c.capacity))
    elif c.capacity:
        facts.append(tr("holds {count}", count=c.capacity))
    if c.price:
        facts.append(tr("price {amount}", amount=Money(c.price)))
    return facts


def card_rule(c: Card) -> str:
    """What a card of the line does when drawn, in a sentence with the data's figures ("" for a card to buy)."""
    danger = limit("danger_sirens")
    match c.kind:
        case CardKind.POLICE:
            return tr(
                "A siren. From {sirens} sirens in the line, it seizes one of your consignments (from the laboratory "
                "or the storage, your choice), or {amount} if you have none.",
                sirens=danger,
                amount=Money(limit("police_seizure"), "million"),
            )
        case CardKind.MILITARY:
            return tr(
                "A siren. From {sirens} sirens in the line, it takes {amount}.",
                sirens=danger,
                amount=Money(limit("military_fine"), "million"),
            )
        case CardKind.PRESS:
            return tr("A siren: you must draw another card.")
        case CardKind.INFORMANT:
            return tr("A siren: you see the next card, then take it or stop drawing.")
        case CardKind.DEALER:
            return tr(
                "Deliver your storage to it in your management: it pays 1 million a consignment when your "
                "management ends."
            )
        case CardKind.DEA if c.follows == "moves":
            return tr(
                "A siren at the start of every turn of the player it follows: the last to take {count} activities "
                "or more in a turn.",
                count=limit("dea_moves_activities"),
            )
        case CardKind.DEA:
            return tr("A siren at the start of every turn of the player it follows: the richest.")
    return ""


def network_tip(player: Player, seat: int, kind: Thing) -> str | None:
    """What a player's network card, hitmen or workers hold and do, with the figures of their cards."""
    owner = SeatRef(seat)
    match kind:
        case Thing.PLANTATION:
            return trn(
                "{seat}'s plantation, crops: {crops}. With them an activity in the laboratory produces {count} "
                "consignment.",
                "{seat}'s plantation, crops: {crops}. With them an activity in the laboratory produces {count} "
                "consignments.",
                count=production(player),
                seat=owner,
                crops=player.crops,
            )
        case Thing.LABORATORY:
            return trn(
                "{seat}'s laboratory ({card}): {count} consignment. Produce here, then move them to the storage.",
                "{seat}'s laboratory ({card}): {count} consignments. Produce here, then move them to the storage.",
                count=player.laboratory_cubes,
                seat=owner,
                card=card(player.laboratory).title,
            )
        case Thing.TRANSPORT:
            return tr(
                "{seat}'s transport ({card}): carries up to {count} consignments from the laboratory to the storage in "
                "one activity.",
                seat=owner,
                card=card(player.transport).title,
                count=card(player.transport).capacity,
            )
        case Thing.STORAGE:
            return tr(
                "{seat}'s storage ({card}): {count} of {room} consignments. Deliver them to a dealer of the line: 1 "
                "million each.",
                seat=owner,
                card=card(player.storage).title,
                count=player.storage_cubes,
                room=capacity(player),
            )
        case Thing.HITMEN:
            return trn(
                "{seat}: {count} hitman. Each eliminates a press, police or military as it appears.",
                "{seat}: {count} hitmen. Each eliminates a press, police or military as it appears.",
                count=player.hitmen,
                seat=owner,
            )
        case Thing.WORKERS:
            return trn(
                "{seat}: {count} worker. Place one in a city you sold in, make one a hitman for {price}, or send "
                "one along with a delivery for {bonus} more.",
                "{seat}: {count} workers. Place one in a city you sold in, make one a hitman for {price}, or "
                "send one along with a delivery for {bonus} more.",
                count=player.workers,
                seat=owner,
                price=Money(limit("worker_hitman_price")),
                bonus=Money(limit("worker_sale_bonus")),
            )
    return None
