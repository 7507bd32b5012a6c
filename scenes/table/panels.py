"""What the table draws around the board: the status line, the players, the game log, the moves
panel's title, a refusal's message, and what is in the player's hand. Drawing only: it reads the
controller and never changes the match.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.core.messages import SeatRef, Verbatim
from game.core.protocol import Action
from scenes.table.controller import TableController
from scenes.table.input import BoardInput
from scenes.table.recap import Recap
from scenes.wording import game_title, number, seat_kind
from sprites.board import BoardView, FallbackView
from sprites.widgets import (
    ALERT,
    BRASS,
    CREAM,
    INK,
    INK_SOFT,
    LEAST_TEXT,
    PAPER,
    PAPER_DARK,
    WOOD_PANEL,
    along,
    backdrop,
    draw_seat_marker,
    draw_text,
    draw_whole,
    fitting_size,
    font,
    panel_title,
    ui_scale,
    wrap,
)
from words import language, seat_name, tr, trn

MARGIN = 12
TOP_BAR = 52
LOG_PAGE = 5
"""Log rows Page Up / Page Down scroll."""
PLAYERS_PAD = 16
"""Space above and below the players' rows (the panel has no title: names and markers say what it is)."""
PLAYER_ROW = 54
"""Height of a player's name and score, and the line under it of who plays it."""
COMPACT_ROW = 30
"""Height of a player's name and score alone: with four or more players, who plays each goes to its tooltip."""
SIDE_LINE = 20
"""Height of one of the board view's lines about a player."""
SIDE_LINES_WANTED = 3
"""The most lines about each player the players panel makes room for before the moves get it."""
LOG_ROW = 20
LOG_ROWS = 4
"""Rows of the game log always in sight (it scrolls with the mouse wheel and Page Up / Page Down)."""
SIDE_FONT = 15
SIDE_INDENT = 52
"""How much narrower than the players panel those lines are (its margins and the seat marker)."""
MOVES_TOP = 88
"""Where the list of moves starts in the moves panel, under its title and the filter."""
SIDE_SHARE = 27
"""Percent of the window's width the side column takes (within its least and largest width): the board gets the rest."""
PANEL_TITLE = 48
"""Height of a paper panel's title and margins."""
TITLE_GAP = 24
"""Space between the game's title and the seat marker of the status line."""
MARKER_ROOM = 30
"""Width of the seat marker before the status line."""
TWO_LINE_SIZES = (15, 14, 13)
"""Text sizes at which two lines fit in the top bar, largest first."""


class Flight:
    """A board thing moving across the table: a bot's move, or a refused drop going back; along `way` (the points
    it passes between start and end: a ship follows its waterway), else straight."""

    def __init__(
        self,
        name: str,
        start: tuple[int, int],
        end: tuple[int, int],
        seconds: float,
        way: Sequence[tuple[int, int]] = (),
    ) -> None:
        self.name = name
        self.start = start
        self.end = end
        self.seconds = seconds
        self.elapsed = 0.0
        self.points = (start, *way, end)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.seconds

    def position(self) -> tuple[int, int]:
        t = min(1.0, self.elapsed / self.seconds)
        t = 1 - (1 - t) ** 3  # ease out: quick start, gentle landing
        x, y = along(self.points, t)
        return round(x), round(y)


@dataclass(frozen=True)
class Block:
    """Lines of text at one size, drawn one under the other."""

    lines: tuple[str, ...]
    size: int
    bold: bool = False

    @property
    def width(self) -> int:
        return max(font(self.size, self.bold).size(line)[0] for line in self.lines)

    @property
    def height(self) -> int:
        return font(self.size, self.bold).get_linesize() * len(self.lines)


def two_lines(text: str, size: int, bold: bool = False) -> tuple[str, ...]:
    """The text on two lines broken at the space that leaves the wider of them narrowest (one line if
    it has no space)."""
    words = text.split(" ")
    breaks = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    if not breaks:
        return (text,)
    return min(breaks, key=lambda lines: max(font(size, bold).size(line)[0] for line in lines))


def summary_lines(text: str, width: int, size: int = SIDE_FONT) -> list[str]:
    """A player's summary line in lines no wider than `width`, broken between its " · " parts
    (and inside a part only when that alone is too wide)."""
    parts = text.split(" · ")
    lines = [parts[0]]
    for part in parts[1:]:
        joined = f"{lines[-1]} · {part}"
        if font(size).size(joined)[0] <= width:
            lines[-1] = joined
        else:
            lines.append(part)
    return [piece for line in lines for piece in wrap(line, size, width)]


@dataclass
class Drawn:
    """The table under the widgets as last drawn, an image the size of the window, and what its two parts
    were drawn for: the panels around the board (`Panels.around_key`) and the board (`Panels.board_key`);
    None when a part must be drawn again."""

    image: pygame.Surface | None = None
    around: object = None
    board: object = None
    waited: str | None = None
    """The part left for the next frame when both were stale, or None."""


class Panels:
    moves_least = 200
    """The least height of the moves panel at 1280x720: its title, the filter and a few moves."""
    compact_from = 4
    """From how many players the rows are compact."""

    def __init__(self, controller: TableController, view: BoardView) -> None:
        self.controller = controller
        self.view = view
        self.rects: dict[str, pygame.Rect] = {}
        """"top" (the status bar), "board", and in the column on its right "players", "moves" and "log"."""
        self.seat_points: dict[int, tuple[int, int]] = {}
        """Where each seat's marker stands in the players panel, as last drawn: another seat's hand flies from there."""
        self.scale = 1.0
        """How much larger the table's own texts are than in a 1280x720 window (`ui_scale`)."""
        self.status_right = 0
        """Where the status line must end (the buttons of the top bar start there)."""
        self.log_scroll = 0
        self.log_rows: list[tuple[pygame.Rect, int]] = []
        """Where each line of the log was drawn last, and the entry it is of."""
        self.landing: list[Action] = []
        """The moves letting go of the dragged piece where it is would mean, said beside the pointer."""
        self.keep_clear: list[pygame.Rect] = []
        """What tooltips and refusals are drawn clear of where they can be (a lesson's words)."""
        self.over: list[pygame.Rect] = []
        """Where this frame's tooltip and refusal were drawn."""
        self.drawn = Drawn()
        self.ground: pygame.Surface | None = None
        """The table top with the empty panels on it, as last drawn: what lies under the board."""
        self.view_changes = 0
        """How many events the view took (a zoom, a pan): each may change what it draws."""
        self.recap = Recap(controller)
        """The others' moves since the human's last turn, told in the log's place."""
        self.side_size = self.px(SIDE_FONT)
        """The size the view's lines about each player are drawn at (smaller where that keeps all of them)."""

    def px(self, size: int) -> int:
        """A text size or line height, scaled to the window."""
        return round(size * self.scale)

    def layout(self, size: tuple[int, int]) -> None:
        """The board and, in one column on its right, the players, the moves and the game log: the board gets
        most of the window; the view learns where its board is."""
        width, height = size
        self.scale = ui_scale(size)
        margin, bar = self.px(MARGIN), self.px(TOP_BAR)
        board_view = not isinstance(self.view, FallbackView)
        column = max(300, min(self.px(440), width * SIDE_SHARE // 100)) if board_view else width - 2 * margin
        x, y, tall = width - margin - column, bar + margin, height - bar - 2 * margin
        log = self.px(PANEL_TITLE) + self.px(LOG_ROW) * LOG_ROWS
        self.rects = {
            "top": pygame.Rect(margin, margin, width - 2 * margin, bar - self.px(8)),
            "players": pygame.Rect(x, y, column, 0),
            "log": pygame.Rect(x, y + tall - log, column, log),
        }
        rows = 2 * self.px(PLAYERS_PAD) + self.row_height() * self.controller.config.players  # never less
        players = max(rows, min(self.players_wanted(), tall - log - self.px(self.moves_least) - 2 * margin))
        self.rects["players"].height = players
        self.rects["moves"] = pygame.Rect(x, y + players + margin, column, tall - players - log - 2 * margin)
        board = pygame.Rect(margin, y, max(0, x - 2 * margin), tall) if board_view else pygame.Rect(margin, y, 0, 0)
        self.rects["board"] = board
        self.view.layout(board)
        self.drawn = Drawn()  # everything moved

    def handle_view_event(self, event: pygame.event.Event) -> bool:
        """Let the view zoom, pan and the like; True when it took the event (the board is drawn again)."""
        taken = self.view.handle_event(event)
        self.view_changes += taken
        return taken

    def moves_area(self) -> pygame.Rect:
        """Where the list of moves goes in the moves panel."""
        panel = self.rects["moves"]
        top = self.px(MOVES_TOP)
        return pygame.Rect(panel.x + 10, panel.y + top, panel.width - 20, panel.bottom - panel.y - top - 10)

    def scroll_log(self, rows: int) -> None:
        """Scroll the game log back (rows > 0) or forward; it can go back a few rows per entry at most."""
        self.log_scroll = max(0, min(self.log_scroll + rows, 3 * len(self.controller.log)))

    # --- under the widgets --------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        highlights: set[str],
        hover: str | None,
        playable: frozenset[str] = frozenset(),
    ) -> None:
        """The table around the widgets; on the board, `highlights` (where the piece in hand may go) glow
        strongly and `playable` (what can be picked up, at rest) softly. Each part is drawn again only
        when what it shows changed (`around_key`, `board_key`); else its image from before is put back.
        When both changed (a move landed) one is drawn now and the other at the next frame, the one that waited
        first, so that no frame draws the whole table: the board and the panels are each a frame's work."""
        drawn = self.drawn
        if drawn.image is None or drawn.image.get_size() != surface.get_size():
            drawn.image = pygame.Surface(surface.get_size(), 0, surface)  # the surface's pixel format blits fastest
            drawn.around = drawn.board = drawn.waited = None
        stale = []
        around = self.around_key()
        if around != drawn.around:
            stale.append("around")
        board = self.board_key(frozenset(highlights), hover, playable) if self.rects["board"].width else drawn.board
        if board is None or board != drawn.board:
            stale.append("board")
        if len(stale) == 2 and drawn.around is not None:  # not the first drawing, where both must be
            stale = [drawn.waited or "board"]  # the board first: it shows what the move did
            drawn.waited = "around" if stale == ["board"] else "board"
        else:
            drawn.waited = None
        if "around" in stale:
            self.draw_around(drawn.image)
            drawn.around = around
        if "board" in stale:
            self.draw_board(drawn.image, highlights, hover, playable)
            drawn.board = board
        surface.blit(drawn.image, (0, 0))

    def around_key(self) -> tuple[object, ...]:
        """Everything the panels around the board show depends on: what the viewer knows, the log and its
        scrolling, who may move and the words' language (the size and where the top bar's buttons leave
        room come with a new layout, which draws everything again)."""
        controller = self.controller
        return (
            controller.view_state,
            self.view.seat,
            len(controller.log),
            controller.latest_entries,
            self.log_scroll,
            controller.can_move(),
            controller.human_to_move(),
            controller.reviewing,
            controller.called,
            self.recap.key(),
            language(),
        )

    def board_key(
        self, highlights: frozenset[str], hover: str | None, playable: frozenset[str]
    ) -> tuple[object, ...] | None:
        """What the board shows depends on: what the viewer knows, the seat, the words' language, what is lit and
        under the mouse and the view's zoom and pan; None while the view animates (drawn every frame)."""
        if self.view.animating():
            return None
        return self.controller.view_state, self.view.seat, language(), highlights, hover, playable, self.view_changes

    def draw_around(self, surface: pygame.Surface) -> None:
        """The table top with its panels, the status line, the players, the log and the moves' title."""
        rects = self.rects
        lines = self.player_lines(self.players_room())
        heights = [self.row_height() + self.px(SIDE_LINE) * len(extra) for extra in lines]
        panels = ((tuple(rects["players"]), PAPER), (tuple(rects["log"]), PAPER), (tuple(rects["moves"]), WOOD_PANEL))
        self.ground = backdrop(surface.get_size(), panels)
        for strip in outside(rects["board"], surface.get_rect()):  # the board is drawn on its own
            surface.blit(self.ground, strip, strip)
        self.draw_status(surface)
        self.draw_players(surface, lines, heights)
        self.draw_log(surface, rects["log"])
        self.draw_moves_title(surface)

    def status_text(self) -> str:
        controller = self.controller
        seat = controller.match.current_player
        if controller.match.is_over():
            return tr("Game over")
        if controller.config.seats[seat].is_bot:
            return tr("{seat} is thinking…", seat=SeatRef(seat))
        if controller.called == seat:
            return tr("{seat}, your turn: click to begin", seat=SeatRef(seat))
        if not controller.can_move():
            return tr("Waiting for {seat}", seat=SeatRef(seat))
        prompt = Verbatim(tr(controller.game.prompt(controller.match.state)))
        return tr("{seat}: {prompt}", seat=SeatRef(seat), prompt=prompt)

    def top_bar(self) -> tuple[Block, Block]:
        """The game's title and the status line as they fit side by side before the bar's buttons.

        The status is what the player reads: it keeps one line while the title can make room for it
        (smaller, then on two lines), and only then goes onto two smaller lines itself. Only when even
        that is too little is the end of the status cut (when drawn).
        """
        title = game_title(self.controller.game)
        status = self.status_text()
        room = self.status_right - self.rects["top"].x - 4 - self.px(TITLE_GAP)
        if self.controller.match.current_player >= 0:
            room -= self.px(MARKER_ROOM)
        small = self.px(TWO_LINE_SIZES[0])
        titles = [Block((title,), size, True) for size in (self.px(22), self.px(16))]
        titles.append(Block(two_lines(title, small, True), small, True))
        one_line = [Block((status,), size) for size in (self.px(19), self.px(16))]
        two = [Block(two_lines(status, self.px(size)), self.px(size)) for size in TWO_LINE_SIZES]
        for statuses in (one_line, two):
            for title_block in titles:
                for block in statuses:
                    if title_block.width + block.width <= room:
                        return title_block, block
        return titles[-1], two[-1]

    def draw_status(self, surface: pygame.Surface) -> None:
        top = self.rects["top"]
        title, status = self.top_bar()
        x = self.draw_block(surface, title, top.x + 4, BRASS) + self.px(TITLE_GAP)
        seat = self.controller.match.current_player
        if seat >= 0:
            draw_seat_marker(surface, seat, (x + self.px(11), top.centery), self.px(11))
            x += self.px(MARKER_ROOM)
        self.draw_block(surface, status, x, CREAM, self.status_right - x)

    def draw_block(
        self, surface: pygame.Surface, block: Block, x: int, colour: tuple[int, int, int], width: int | None = None
    ) -> int:
        """Lines in the top bar, centred on its middle, from `x` (cut to `width` if given); returns
        where they end on the right."""
        line_height = font(block.size, block.bold).get_linesize()
        y = self.rects["top"].centery - block.height // 2
        for i, line in enumerate(block.lines):
            draw_text(surface, line, (x, y + i * line_height), block.size, colour, block.bold, width=width)
        return x + block.width

    def draw_board(
        self, surface: pygame.Surface, highlights: set[str], hover: str | None, playable: frozenset[str]
    ) -> None:
        """The board on the table top, and its glows; the view learns where its things are
        (`BoardView.shapes`), which stays true while nothing the board depends on changes."""
        board = self.rects["board"]
        assert self.ground is not None  # drawn with the panels, first
        surface.blit(self.ground, board.topleft, board)
        clip = surface.get_clip()
        surface.set_clip(board)
        self.view.highlights = set(highlights)  # where the piece in hand may land wins the hit test
        self.view.draw(surface, self.controller.view_state, highlights, hover)
        self.view.draw_glow(surface, set(playable), strong=False)
        self.view.draw_glow(surface, highlights, strong=True)
        surface.set_clip(clip)

    def draw_lit(self, surface: pygame.Surface, names: set[str]) -> None:
        """Light board things over the board as drawn (a suggested move, a move told): a strong glow, and the
        names of lit places the board does not write."""
        clip = surface.get_clip()
        surface.set_clip(self.rects["board"])
        self.view.draw_glow(surface, names, strong=True)
        self.view.draw_names(surface, names)
        surface.set_clip(clip)

    def draw_message(self, surface: pygame.Surface, message: str) -> None:
        """A refusal or a problem, over the board (or at the foot of the moves when there is no board)."""
        has_board = bool(self.rects["board"].width)
        area = self.rects["board"] if has_board else self.rects["moves"]
        size, line = self.px(18), self.px(26)
        lines = wrap(message, size, area.width - 60, bold=True)
        height = self.px(20) + line * len(lines)
        top = area.y + 16 if has_board else area.bottom - height - 16  # keep the move list visible
        box = pygame.Rect(area.x + 20, top, area.width - 40, height)
        if has_board and box.collidelist(self.keep_clear) >= 0:  # a lesson's words at the top: at the foot instead
            box.bottom = area.bottom - 16
        self.over.append(box)
        pygame.draw.rect(surface, PAPER, box, border_radius=8)
        pygame.draw.rect(surface, ALERT, box, 3, border_radius=8)
        for i, text in enumerate(lines):
            at = (box.centerx, box.y + self.px(10) + line * i)
            draw_text(surface, text, at, size, ALERT, bold=True, anchor="midtop")

    def row_height(self) -> int:
        """A player's row without the view's lines: compact when many share the panel."""
        return self.px(PLAYER_ROW if self.controller.config.players < self.compact_from else COMPACT_ROW)

    def players_wanted(self) -> int:
        """The players panel's height with up to `SIDE_LINES_WANTED` of the view's lines for each player."""
        players = self.controller.config.players
        lines = self.player_lines(players * (self.row_height() + self.px(SIDE_LINE) * SIDE_LINES_WANTED))
        return 2 * self.px(PLAYERS_PAD) + sum(self.row_height() + self.px(SIDE_LINE) * len(extra) for extra in lines)

    def players_room(self) -> int:
        """Pixels for the players' rows inside the players panel."""
        return self.rects["players"].height - 2 * self.px(PLAYERS_PAD)

    def player_lines(self, room: int) -> list[list[str]]:
        """Each player's lines from the view, wrapped to the panel, as many as fit in `room` pixels for
        every player alike; set smaller (down to the least size, `side_size`) where that keeps every line, at the
        usual size where even the least would not."""
        width = self.rects["players"].width - self.px(SIDE_INDENT)
        view_state = self.controller.view_state
        players = self.controller.config.players
        said = [self.view.side_panel_lines(view_state, seat) for seat in range(players)]
        fits = max(0, (room - self.row_height() * players) // (self.px(SIDE_LINE) * players))

        def wrapped(size: int) -> list[list[str]]:
            return [[part for line in own for part in summary_lines(line, width, size)] for own in said]

        sizes = range(max(self.px(SIDE_FONT), LEAST_TEXT), LEAST_TEXT - 1, -1)
        self.side_size = next(  # smaller only where that keeps every line (else the first lines, at the usual size)
            (size for size in sizes if all(len(extra) <= fits for extra in wrapped(size))), sizes[0]
        )
        return [extra[:fits] for extra in wrapped(self.side_size)]

    def draw_players(self, surface: pygame.Surface, lines: list[list[str]], heights: list[int]) -> None:
        """Each player's name, score and who plays it (beside the name when rows are compact), and the view's
        lines about them; the player to move is framed."""
        controller = self.controller
        scores = controller.game.scores(controller.match.state)
        score_label = tr(controller.game.score_label)
        panel, pad = self.rects["players"], self.px(PLAYERS_PAD)
        inner = pygame.Rect(panel.x + 10, panel.y + pad, panel.width - 20, panel.height - 2 * pad)
        compact = self.row_height() == self.px(COMPACT_ROW)
        under = self.px(COMPACT_ROW - 4 if compact else PLAYER_ROW - 10)
        y = inner.y
        self.seat_points.clear()
        for seat, extra in enumerate(lines):
            self.seat_points[seat] = (inner.x + self.px(12), y + self.px(14))
            row = pygame.Rect(inner.x - 4, y - 2, inner.width + 8, heights[seat] - 4)
            if seat == controller.match.current_player:
                pygame.draw.rect(surface, PAPER_DARK, row, border_radius=6)
                pygame.draw.rect(surface, BRASS, row, 2, border_radius=6)
            draw_seat_marker(surface, seat, (inner.x + self.px(12), y + self.px(14)), self.px(12))
            score = number(scores[seat])
            score_width = font(self.px(18), True).size(score)[0]
            name = seat_name(seat)
            indent = self.px(32)
            room = inner.width - indent - 8 - score_width - 10
            at = (inner.x + indent, y + 2)
            draw_text(surface, name, at, self.px(18), INK, True, width=room)
            draw_text(surface, score, (inner.right, y + 2), self.px(18), INK, True, anchor="topright")
            status = controller.seat_status(seat)
            kind = Verbatim(tr(status) if status else seat_kind(controller.config.seats[seat]))
            about = tr("{kind} · {score}", kind=kind, score=Verbatim(score_label))
            if compact:  # who plays it, after the name while there is room
                named = font(self.px(18), True).size(name)[0] + self.px(8)
                if room - named > self.px(40):
                    at = (inner.x + indent + named, y + self.px(5))
                    draw_text(
                        surface, seat_kind(controller.config.seats[seat]), at, self.px(13), INK_SOFT, width=room - named
                    )
            else:
                at = (inner.x + indent, y + self.px(24))
                draw_whole(
                    surface, about, at, self.px(14), INK_SOFT, width=inner.width - indent, lines=1, least=self.px(10)
                )
            for i, text in enumerate(extra):
                at = (inner.x + indent, y + under + self.px(SIDE_LINE) * i)
                draw_text(surface, text, at, self.side_size, INK, width=inner.width - indent)
            y += heights[seat]

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The latest entries that fit (or earlier ones, scrolled back); the last move's stand out. On a human's turn
        after others moved, what they did instead (`Recap`), until the log is scrolled back."""
        self.log_rows = []
        if self.log_scroll == 0 and self.recap.draw(surface, rect, self.scale):
            return
        self.recap.rows = []
        log = self.controller.log
        inner = panel_title(surface, rect, tr("Game log"), self.scale)
        row = self.px(LOG_ROW)
        fits = max(1, inner.height // row)
        rows: list[tuple[str, int | None, bool, int]] = []  # wrapped lines, newest first, as many as are shown
        for entry in range(len(log) - 1, -1, -1):
            message, seat = log[entry]
            lines = wrap(tr(message), self.px(15), inner.width - self.px(22))
            latest = entry >= self.controller.latest_entries
            rows.extend((line, seat if i == 0 else None, latest, entry) for i, line in reversed(list(enumerate(lines))))
            if len(rows) >= fits + self.log_scroll:
                break
        scroll = min(self.log_scroll, max(0, len(rows) - fits))
        shown = rows[scroll : scroll + fits]
        if len(rows) > scroll + fits and rows[scroll + fits][3] == shown[-1][3]:  # the oldest entry would show
            whole = [row for row in shown if row[3] != shown[-1][3]]  # only its end: it goes, a gap on top
            shown = whole or shown
        gap = fits - len(shown) if len(rows) > fits else 0  # the newest stays at the foot once the log is full
        self.log_rows = []
        for i, (line, seat, latest, entry) in enumerate(reversed(shown)):
            y = inner.y + (gap + i) * row
            self.log_rows.append((pygame.Rect(inner.x - 4, y, inner.width + 8, row), entry))
            if latest:
                pygame.draw.rect(surface, PAPER_DARK, (inner.x - 4, y, inner.width + 8, row))
            if seat is not None:
                draw_seat_marker(surface, seat, (inner.x + self.px(8), y + row // 2), self.px(8))
            draw_text(surface, line, (inner.x + self.px(22), y), self.px(15), INK)

    def draw_moves_title(self, surface: pygame.Surface) -> None:
        controller = self.controller
        panel = self.rects["moves"]
        if controller.can_move():
            total = len(controller.legal)
            title = trn("Your move ({count})", "Your moves ({count})", count=total)
        elif controller.match.is_over():
            title = tr("Game over")
        else:
            title = self.status_text()
        size = fitting_size(title, panel.width - 24, (self.px(18), self.px(15)), bold=True)
        at = (panel.x + 12, panel.y + self.px(22))
        draw_text(surface, title, at, size, CREAM, True, anchor="midleft", width=panel.width - 24)
        if controller.human_to_move() is None and not controller.match.is_over():
            self.draw_bots_column(surface, panel)

    def draw_bots_column(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        """While bots play: how to hurry them (the standing and their moves are in the players panel and the log); at
        a game another computer holds the bots play there, and other players too: nothing to hurry."""
        if self.controller.remote:
            return
        size, row, width = self.px(15), self.px(20), panel.width - 24
        hint = tr("Bots are playing. F plays them faster, Space skips to the next human's turn.")
        y = panel.y + self.px(MOVES_TOP) + 4
        for line in wrap(hint, size, width):
            draw_text(surface, line, (panel.x + 12, y), size, PAPER_DARK)
            y += row

    # --- over the widgets ---------------------------------------------------------------------
    def draw_hand(self, surface: pygame.Surface, flight: Flight | None, hand: BoardInput) -> None:
        """What is in the player's hand: a flight, the dragged thing, the selection, or a tooltip."""
        view_state = self.controller.view_state
        self.over = []
        if flight is not None:
            self.view.draw_dragged(surface, view_state, flight.name, flight.position())
        self.landing = []
        if hand.dragging and hand.drag_source:
            self.view.draw_dragged(surface, view_state, hand.drag_source, hand.drag_pos)
            target = self.view.hit(hand.drag_pos) or ""
            self.landing = self.controller.drag_actions().get((hand.drag_source, target), [])
            if self.landing:  # what letting go here does (or the question it asks), said before it is done
                said = (
                    self.view.landing(view_state, self.landing[0])
                    if len(self.landing) == 1
                    else self.view.choice(view_state, self.landing)[0]
                )
                self.draw_tip(surface, said, hand.drag_pos)
        elif hand.selected and (point := self.view.anchor(hand.selected)):
            pygame.draw.circle(surface, BRASS, point, 30, 4)
        elif hand.pinned:
            self.draw_tip(surface, *hand.pinned, pinned=True)
        elif hand.tip and not any(rect.collidepoint(hand.mouse) for rect in self.keep_clear):  # not under a lesson
            self.draw_tip(surface, hand.tip, hand.mouse)

    def draw_tip(self, surface: pygame.Surface, text: str, at: tuple[int, int], pinned: bool = False) -> None:
        """A thing's explanation beside the point `at`, above it when low on the window (over the players' panels);
        a pinned one in a brass frame."""
        lines = wrap(text, self.px(15), self.px(280))
        x, y = at
        size = (self.px(300), 12 + self.px(20) * len(lines))
        below = [pygame.Rect((x + 16, y + 16), size), pygame.Rect((x - 16 - size[0], y + 16), size)]
        above = [box.move(0, -box.height - 28) for box in below]
        low = y > surface.get_height() // 2  # low on the window (the players' panels): above the pointer first
        beyond = [  # past what it keeps clear of, where the pointer is close to it
            pygame.Rect((x + 16, 0), size).move(0, edge)
            for rect in self.keep_clear
            for edge in (rect.top - 4 - size[1], rect.bottom + 4)
        ]
        places = [box.clamp(surface.get_rect()) for box in (above + below if low else below + above) + beyond]
        box = next((place for place in places if place.collidelist(self.keep_clear) < 0), places[0])
        self.over.append(box)
        pygame.draw.rect(surface, PAPER, box, border_radius=6)
        pygame.draw.rect(surface, BRASS if pinned else INK_SOFT, box, 3 if pinned else 2, border_radius=6)
        for i, line in enumerate(lines):
            draw_text(surface, line, (box.x + 10, box.y + 6 + self.px(20) * i), self.px(15), INK)


def outside(inner: pygame.Rect, outer: pygame.Rect) -> list[pygame.Rect]:
    """`outer` but for `inner`: the strips above, below, left and right of it (none empty).

    >>> outside(pygame.Rect(10, 10, 80, 80), pygame.Rect(0, 0, 100, 100))[0]
    <rect(0, 0, 100, 10)>
    """
    inner = inner.clip(outer)
    if not inner.width or not inner.height:
        return [outer]
    strips = [
        pygame.Rect(outer.x, outer.y, outer.width, inner.y - outer.y),
        pygame.Rect(outer.x, inner.bottom, outer.width, outer.bottom - inner.bottom),
        pygame.Rect(outer.x, inner.y, inner.x - outer.x, inner.height),
        pygame.Rect(inner.right, inner.y, outer.right - inner.right, inner.height),
    ]
    return [strip for strip in strips if strip.width > 0 and strip.height > 0]
