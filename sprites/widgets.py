"""Drawing helpers shared by the table, the board views and the results: palette, fonts, seat markers, text."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from importlib import resources
from itertools import pairwise

import pygame

Colour = tuple[int, int, int]

# The palette of the whole program, the widgets' theme (scenes/theme.py) as well as the drawing:
# dark wood around, paper for what players read, brass for what is active.
WOOD_DARK = (34, 23, 15)
WOOD = (58, 40, 26)
WOOD_PANEL = (74, 52, 33)
"""The moves panel: a board of lighter wood."""
WOOD_LIGHT = (92, 64, 40)
WOOD_HOVER = (116, 80, 47)
WOOD_BRIGHT = (138, 98, 54)
"""A focused button, a scroll bar's handle."""
WOOD_PRESSED = (154, 110, 60)
SHADOW = (16, 10, 6)
PAPER = (239, 227, 200)
PAPER_LIGHT = (243, 233, 210)
"""Where players type, and tooltips."""
PAPER_DARK = (214, 198, 164)
INK = (43, 29, 20)
INK_SOFT = (104, 84, 62)
MUTED = (140, 122, 98)
"""Text on what cannot be used now."""
BRASS = (214, 160, 70)
GOLD = (240, 192, 96)
"""Titles and the focused control's rim."""
HIGHLIGHT = (255, 214, 90)
"""Outline of a place the carried piece may go."""
CREAM = (243, 230, 200)
CREAM_BRIGHT = (255, 246, 224)
"""Text on a button under the mouse or focused."""
ALERT = (178, 52, 40)
"""A refusal on paper."""
ALERT_ON_WOOD = (240, 160, 112)
GOOD = (60, 128, 64)
GOOD_ON_WOOD = (168, 216, 160)

SEAT_COLOURS: tuple[Colour, ...] = ((255, 120, 0), (24, 24, 44), (20, 220, 250), (112, 48, 0), (66, 80, 228))
"""Orange, black, sky, brown and blue: chosen so that every pair stays clearly apart, and apart from the
paper, land and sea the pieces stand on, also under protanopia, deuteranopia and tritanopia
(tests/test_palette.py measures it). The board features of every game keep away from these colours."""
SEAT_SHAPES = ("cross", "hexagon", "house", "hourglass", "star")
"""Each seat has a colour and a shape, so players tell seats apart without seeing colour. No board's symbol
uses these shapes: circles, squares, diamonds, drops and flames are resources, goods and ports."""
LEAST_TEXT = 11
"""The smallest font size a text on a board shrinks to so as to fit its place: what a player reads is never smaller
in the smallest window (tests/test_smallest_text.py)."""
LEAST_MARKER = 8
"""The smallest radius a seat marker is drawn at: below it the shapes no longer read."""


BASE_WINDOW = (1280, 720)
"""The window every size in the code is written for; larger windows scale them up."""
MAX_SCALE = 2.0


def ui_scale(size: tuple[int, int]) -> float:
    """How much larger than in the base window every text, button and margin is drawn in a window of `size`:
    the one scale of the whole program, from 1 (1280x720) to 2 (2560x1440 and up)."""
    return max(1.0, min(MAX_SCALE, size[0] / BASE_WINDOW[0], size[1] / BASE_WINDOW[1]))


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The table's font (Noto Sans, as in the widgets) at a pixel size."""
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    with resources.as_file(resources.files("pygame_gui.data") / name) as path:
        return pygame.font.Font(str(path), size)


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_shape(seat: int) -> str:
    return SEAT_SHAPES[seat % len(SEAT_SHAPES)]


def marker_points(shape: str, center: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    """The outline of a seat marker's shape (or the star a board uses) around `center`."""
    x, y = center

    def scaled(outline: tuple[tuple[float, float], ...]) -> list[tuple[float, float]]:
        return [(x + dx * radius, y + dy * radius) for dx, dy in outline]

    if shape == "cross":
        a, b = 0.36, 0.95
        return scaled(
            ((-a, -b), (a, -b), (a, -a), (b, -a), (b, a), (a, a), (a, b), (-a, b), (-a, a), (-b, a), (-b, -a), (-a, -a))
        )
    if shape == "hexagon":
        return [(x + radius * math.cos(a), y + radius * math.sin(a)) for a in (i * math.pi / 3 for i in range(6))]
    if shape == "house":
        return scaled(((0, -1), (0.92, -0.2), (0.92, 0.88), (-0.92, 0.88), (-0.92, -0.2)))
    if shape == "hourglass":
        return scaled(((-0.9, -0.9), (0.9, -0.9), (0.2, 0), (0.9, 0.9), (-0.9, 0.9), (-0.2, 0)))
    if shape != "star":
        raise ValueError(f"no marker shape {shape!r}")
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((x + r * math.cos(angle), y + r * math.sin(angle)))
    return points


def rim_for(colour: Colour) -> Colour:
    """The rim that sets a piece apart from whatever it stands on: light around dark pieces, ink around light."""
    return CREAM_BRIGHT if 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2] < 110 else INK


def draw_seat_marker(surface: pygame.Surface, seat: int, center: tuple[int, int], radius: int) -> None:
    """The seat's token: its colour filled into its shape, with a rim that contrasts with the colour."""
    surface.blit(
        marker_image(seat % len(SEAT_SHAPES), max(LEAST_MARKER, radius)),
        (center[0] - max(LEAST_MARKER, radius) - 2, center[1] - max(LEAST_MARKER, radius) - 2),
    )


@lru_cache(maxsize=256)
def marker_image(seat: int, radius: int) -> pygame.Surface:
    """A seat marker drawn once per size, smoothed at its edges."""
    side = 2 * radius + 4
    image = pygame.Surface((side, side), pygame.SRCALPHA)
    colour = seat_colour(seat)
    points = marker_points(seat_shape(seat), (side / 2, side / 2), radius)
    rim = rim_for(colour)
    pygame.draw.polygon(image, colour, points)
    width = max(2, round(radius / 6))
    pygame.draw.lines(image, rim, True, points, width)
    for point in points:  # round joints: the corners of a thick outline are otherwise notched
        pygame.draw.circle(image, rim, point, width / 2)
    return image


@lru_cache(maxsize=4096)
def wrap(text: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """Split text into lines no wider than `width` in the table's font (a single over-long word is cut)."""
    text_font = font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if text_font.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            line = fit(word, text_font, width)
        lines.append(line)
    return tuple(lines)


def longest(low: int, high: int, fits: Callable[[int], bool]) -> int | None:
    """The largest n from `low` to `high` for which `fits(n)` holds, found by halving (fitting shrinks as n
    grows, so a 100,000-character name costs some 17 measures, not 100,000); None if none fits."""
    if low > high or not fits(low):
        return None
    while low < high:
        middle = (low + high + 1) // 2
        if fits(middle):
            low = middle
        else:
            high = middle - 1
    return low


def fit(text: str, text_font: pygame.font.Font, width: int) -> str:
    """The text, shortened with an ellipsis when it is wider than `width`."""
    if text_font.size(text)[0] <= width:
        return text
    keep = longest(0, len(text) - 1, lambda n: text_font.size(text[:n] + "…")[0] <= width)
    return text[: keep or 0] + "…"


def fit_middle(text: str, text_font: pygame.font.Font, width: int) -> str:
    """The text shortened in the middle when it is wider than `width`: start and end stay readable,
    which tells apart moves like "Place Salesman on Salesman" and "Place Salesman under Research"."""
    if text_font.size(text)[0] <= width:
        return text

    def shortened(keep: int) -> str:
        head, tail = text[: (keep + 1) // 2], text[len(text) - keep // 2 :]
        return f"{head.rstrip()}…{tail.lstrip()}"

    keep = longest(2, len(text) - 1, lambda n: text_font.size(shortened(n))[0] <= width)
    return fit(text, text_font, width) if keep is None else shortened(keep)


@lru_cache(maxsize=4096)
def fitting_size(text: str, width: int, sizes: tuple[int, ...], bold: bool = False) -> int:
    """The first of `sizes` (largest first) at which the text is no wider than `width`, else the smallest.

    A text is no wider at a smaller size, so the sizes are halved, not tried one by one (a few measures, not
    twenty, for a text drawn the first time)."""
    low, high = 0, len(sizes) - 1  # the answer lies in sizes[low:high + 1]; sizes[high] is taken when none fits
    while low < high:
        middle = (low + high) // 2
        if font(sizes[middle], bold).size(text)[0] <= width:
            high = middle
        else:
            low = middle + 1
    return sizes[low]


@lru_cache(maxsize=4096)
def fit_lines(
    text: str, size: int, width: int, lines: int = 1, bold: bool = False, least: int = LEAST_TEXT
) -> tuple[int, tuple[str, ...]]:
    """The largest font size from `size` down to `least` at which `text` fits `width` in at most `lines`
    lines, and those lines. Nothing is cut: when even the least size is too big, long words are broken
    into even parts with hyphens. A text fits at a smaller size if it fits at a larger one, so the sizes are
    halved, not tried one by one."""

    def fitting(text_size: int) -> tuple[str, ...] | None:
        text_font = font(text_size, bold)
        if not all(text_font.size(word)[0] <= width for word in text.replace("\n", " ").split(" ")):  # as `wrap`
            return None
        wrapped = wrap(text, text_size, width, bold)
        return wrapped if len(wrapped) <= lines else None

    low, high = least, size + 1  # the largest fitting size lies in [low, high), if any does
    if size >= least and fitting(least) is not None:
        while high - low > 1:
            middle = (low + high) // 2
            if fitting(middle) is not None:
                low = middle
            else:
                high = middle
        found = fitting(low)
        assert found is not None
        return low, found
    text_font = font(least, bold)
    broken: list[str] = []
    for word in text.split():
        parts = 1  # a long word in as few even parts as fit, each but the last with a hyphen
        while True:
            step = math.ceil(len(word) / parts)
            pieces = [word[i : i + step] + "-" for i in range(0, len(word), step)]
            pieces[-1] = pieces[-1][:-1]
            if step == 1 or all(text_font.size(piece)[0] <= width for piece in pieces):
                break
            parts += 1
        joined = f"{broken[-1]} {pieces[0]}" if broken else pieces[0]
        if broken and len(pieces) == 1 and text_font.size(joined)[0] <= width:
            broken[-1] = joined
        else:
            broken += pieces
    return least, tuple(broken)


@lru_cache(maxsize=4096)
def fitted(text: str, size: int, width: int, bold: bool = False) -> str:
    """`fit` in the table's font, remembered: the same lines are fitted every frame."""
    return fit(text, font(size, bold), width)


@lru_cache(maxsize=4096)
def rendered(text: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """A line of text as an image; the table draws the same lines every frame, so they are kept."""
    return font(size, bold).render(text, True, colour)


HALO_OFFSETS = ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1))


@lru_cache(maxsize=1024)
def haloed(text: str, size: int, colour: tuple[int, int, int], halo: tuple[int, int, int]) -> pygame.Surface:
    """A bold line of text in `colour` with an outline in `halo`, readable on any ground (a map's names and
    marks), as one image a pixel larger on every side; kept, as the map draws the same names every time."""
    back = font(size, True).render(text, True, halo)
    front = font(size, True).render(text, True, colour)
    image = pygame.Surface((front.get_width() + 2, front.get_height() + 2), pygame.SRCALPHA)
    for dx, dy in HALO_OFFSETS:
        image.blit(back, (1 + dx, 1 + dy))
    image.blit(front, (1, 1))
    return image


def draw_text(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    size: int = 16,
    colour: tuple[int, int, int] = INK,
    bold: bool = False,
    anchor: str = "topleft",
    width: int | None = None,
) -> pygame.Rect:
    """Draw one line of text (shortened to `width` if given); returns where it went."""
    if width is not None:
        text = fitted(text, size, width, bold)
    image = rendered(text, size, colour, bold)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def draw_whole(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    size: int,
    colour: tuple[int, int, int],
    *,
    width: int,
    lines: int = 2,
    bold: bool = False,
    anchor: str = "topleft",
    least: int = LEAST_TEXT,
) -> pygame.Rect:
    """Text that is never cut: set smaller (down to `least`) and wrapped to up to `lines` lines to fit
    `width`; the block of lines is placed by `anchor` like one line. Returns where it went."""
    size, rows = fit_lines(text, size, width, lines, bold, least)
    step = font(size, bold).get_linesize()
    block = pygame.Rect(0, 0, max(font(size, bold).size(row)[0] for row in rows), step * len(rows))
    setattr(block, anchor, pos)
    side = "left" if "left" in anchor else "right" if "right" in anchor else "centerx"
    for i, row in enumerate(rows):
        draw_text(
            surface,
            row,
            (getattr(block, side), block.y + i * step),
            size,
            colour,
            bold,
            anchor=f"top{side}" if side != "centerx" else "midtop",
        )
    return block


def panel_frame(surface: pygame.Surface, rect: pygame.Rect, colour: Colour = PAPER) -> None:
    """A panel with a wooden rim and a shadow on the table."""
    pygame.draw.rect(surface, SHADOW, rect.move(3, 4), border_radius=8)
    pygame.draw.rect(surface, colour, rect, border_radius=8)
    pygame.draw.rect(surface, WOOD_LIGHT, rect, 2, border_radius=8)


def panel_title(surface: pygame.Surface, rect: pygame.Rect, title: str, scale: float = 1.0) -> pygame.Rect:
    """A panel's title and rule (at `scale`, see `ui_scale`); returns the inner rect below them."""
    inner = rect.inflate(-20, -16)
    rule = round(26 * scale)
    draw_text(surface, title, inner.topleft, round(17 * scale), INK, bold=True)
    pygame.draw.line(surface, PAPER_DARK, (inner.left, inner.top + rule), (inner.right, inner.top + rule), 2)
    return pygame.Rect(inner.left, inner.top + rule + 6, inner.width, inner.height - rule - 6)


def draw_panel(
    surface: pygame.Surface, rect: pygame.Rect, colour: Colour = PAPER, title: str = "", scale: float = 1.0
) -> pygame.Rect:
    """A titled panel; returns the inner rect below the title."""
    panel_frame(surface, rect, colour)
    return panel_title(surface, rect, title, scale)


@lru_cache(maxsize=4)
def backdrop(size: tuple[int, int], panels: tuple[tuple[tuple[int, int, int, int], Colour], ...]) -> pygame.Surface:
    """The table top with empty panels on it, drawn once per layout (big rounded rects are slow to draw)."""
    surface = wood_texture(size).copy()
    for rect, colour in panels:
        panel_frame(surface, pygame.Rect(rect), colour)
    return surface.convert() if pygame.display.get_surface() else surface  # the screen's pixel format blits fastest


@cache
def wood_texture(size: tuple[int, int]) -> pygame.Surface:
    """A dark wooden table top: horizontal grain bands, drawn (no image files)."""
    surface = pygame.Surface(size)
    surface.fill(WOOD_DARK)
    width, height = size
    for y in range(0, height, 3):
        shade = 6 * math.sin(y * 0.05) + 4 * math.sin(y * 0.31 + 1.3) + 3 * math.sin(y * 0.013)
        colour = tuple(max(0, min(255, round(c + shade))) for c in WOOD_DARK)
        pygame.draw.rect(surface, colour, (0, y, width, 3))
    return surface


@lru_cache(maxsize=4)
def veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A dark wooden veil over what lies below an overlay; alpha 255 hides it entirely."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((*WOOD_DARK, alpha))
    return surface


def along(points: Sequence[tuple[float, float]], t: float) -> tuple[float, float]:
    """The point a fraction `t` of the way along a polyline."""
    lengths = [math.dist(a, b) for a, b in pairwise(points)]
    goal = sum(lengths) * t
    for (a, b), length in zip(pairwise(points), lengths, strict=True):
        if goal <= length and length:
            f = goal / length
            return a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f
        goal -= length
    return points[-1]
