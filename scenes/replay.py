"""Replay: a finished or saved game shown again move by move, like a video recorder.

First, back, forward, last, and play at the animation speed of the settings (Home, Left, Right, End,
Space; Esc closes); a click on a move in the list, or on an entry of the game log, jumps to it. The
board is drawn by the game's own view as it was after the move shown, the move's log entries are lit
and its token flies (forward only). Nobody moves: the board answers the mouse with tooltips, zoom and
pan, never with a move.

What is shown: once the game is over, everything (the full state; the hand shown is of the player who
made the move shown, or of the seat chosen); while it is unfinished, only what the viewing seat knew
(`Game.redact`): the one human's seat, or a spectator's when there is no human or several (hot-seat
players still in the game). Another seat's private decision is then listed as the log told it (or as
"Ben decides in private" when it told nothing), with no token flying and nothing lit on the board.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core.match import Match
from game.core.messages import Message, SeatRef, Verbatim
from scenes.gui import Choice, GuiScene
from scenes.table.controller import TableController
from scenes.table.input import BoardInput
from scenes.table.panels import LOG_PAGE, Flight, Panels
from sprites.views import view_for
from sprites.widgets import BRASS, CREAM, INK, PAPER, PAPER_DARK, draw_seat_marker, draw_text, fitted, font, wrap
from words import seat_name, set_seat_names, tr, trn

if TYPE_CHECKING:
    from scenes.app import App

CONTROL_ROW = 36
"""Height of a row of the recorder's buttons, with CONTROL_GAP between rows."""
CONTROL_GAP = 6
CONTROL_ROWS = 3
"""Back and Forward; First and Last; Play."""
LIST_ROW = 22
"""Height of a move in the list, in a 720 pixel high window."""
LIST_FONT = 15
SEAT_FONT = 14
SEAT_LINE = 18
"""The size and the line height of the words saying whose knowledge is shown (in a 720 pixel high window)."""
CHOICE_MARKS = 80
"""What a choice button needs beside its text: the marks either side and its margins."""


class ReplayController(TableController):
    """A match shown at one position of its history, which nobody plays on.

    The replay plays the match's moves again once, on its own copy, and keeps the state after each (a
    whole Mainports game of 480 moves: some 2.4 MB, made in about 0.2 s), so stepping anywhere costs
    nothing. Its match's state is the one of the position shown (`go`); the history stays the whole
    game's. The log holds the entries up to the move shown, that move's lit."""

    def __init__(self, match: Match, position: int = 0) -> None:
        replayed = Match(match.game, match.config, match.seed)  # the match given is left as it is
        super().__init__(replayed)  # a log with the opening line of a new game
        self.positions = [replayed.state.clone()]
        """The state at the start and after each move."""
        for action in match.actions:
            self.move_entries.append(len(self.log))
            self.log.extend((event.message, event.seat) for event in replayed.play(action))
            self.positions.append(replayed.state.clone())
        self.whole_log = self.log
        self.finished = match.is_over()
        """Once the game is over every secret may be shown; before, only what the viewer knew."""
        self.follow = self.finished
        """A finished game shows the hand of whoever made the move shown, until a seat is chosen instead."""
        self.viewer = None if self.finished or len(self.humans) != 1 else self.humans[0]
        self.position = 0
        self.go(position)

    @property
    def moves(self) -> int:
        return len(self.positions) - 1

    def can_move(self) -> bool:
        """Nobody moves in a replay."""
        return False

    def go(self, position: int) -> None:
        """Show the game after `position` moves (kept between the start and the end)."""
        self.position = max(0, min(position, self.moves))
        self.match.state = self.positions[self.position]
        shown = self.move_entries[self.position] if self.position < self.moves else len(self.whole_log)
        self.log = self.whole_log[:shown]
        self.latest_entries = self.move_entries[self.position - 1] if self.position else shown
        self.look()

    def look(self) -> None:
        """What the board draws: the whole state of a finished game, else what the viewer knew."""
        state = self.match.state
        if self.follow:
            self.viewer = self.move_seat(self.position) if self.position else state.current_player
        self.view_state = state if self.finished else self.game.redact(state, self.viewer)

    def choose_hand(self, index: int) -> None:
        """A finished game: 0 shows the hand of whoever made the move shown, 1 on the hand of each seat."""
        self.follow = index == 0
        if not self.follow:
            self.viewer = index - 1
        self.look()

    def move_seat(self, move: int) -> int:
        """Who made the `move`-th move (from 1)."""
        return self.match.records[move - 1].seat

    def secret(self, move: int) -> bool:
        """Whether the viewer may not know what the `move`-th move (from 1) was: another seat's private
        decision (a counter placed face down) while the game is unfinished. Its log entries are public."""
        record = self.match.records[move - 1]
        return not self.finished and record.private and record.seat != self.viewer

    def told(self, move: int) -> Message | str | None:
        """What the log told every player of the `move`-th move (from 1): its first entry about the mover."""
        start = self.move_entries[move - 1]
        end = self.move_entries[move] if move < self.moves else len(self.whole_log)
        seat = self.move_seat(move)
        return next((message for message, about in self.whole_log[start:end] if about == seat), None)

    def move_drag(self, move: int) -> tuple[str, str] | None:
        """Where the `move`-th move (from 1) took a thing on the board, if it did and the viewer may know."""
        return self.match.actions[move - 1].drag() if move and not self.secret(move) else None


class ReplayPanels(Panels):
    """The table's panels, with the position instead of the prompt in the status line and, in the moves panel,
    every move of the game with the one shown lit."""

    moves_least = 420
    """Its title, whose view it is, the controls and a few moves."""
    compact_from = 1
    """Who played each seat is said in the Load list: the rows give the moves the room."""

    def __init__(self, controller: ReplayController) -> None:
        view = view_for(controller.game, controller.config)
        super().__init__(controller, view)
        self.replay = controller
        self.list_top = 0
        """The first position listed (the list scrolls)."""

    def status_text(self) -> str:
        replay = self.replay
        number, total = replay.position, replay.moves
        if replay.match.is_over():
            return tr("Replay: move {number} of {total}, game over", number=number, total=total)
        return tr(
            "Replay: move {number} of {total}, {seat} to move",
            number=number,
            total=total,
            seat=SeatRef(replay.match.current_player),
        )

    def around_key(self) -> tuple[object, ...]:
        """Also the position shown and how far the move list is scrolled."""
        return (*super().around_key(), self.replay.position, self.list_top)

    def seat_rect(self) -> pygame.Rect:
        """Where whose view it is goes, under the moves panel's title: the choice's button, or two lines."""
        panel = self.rects["moves"]
        height = max(self.px(CONTROL_ROW), 2 * self.px(SEAT_LINE))
        return pygame.Rect(panel.x + 10, panel.y + self.px(44), panel.width - 20, height)

    def controls_rect(self) -> pygame.Rect:
        panel = self.rects["moves"]
        height = CONTROL_ROWS * self.px(CONTROL_ROW) + (CONTROL_ROWS - 1) * self.px(CONTROL_GAP)
        return pygame.Rect(panel.x + 10, panel.bottom - 10 - height, panel.width - 20, height)

    def list_rect(self) -> pygame.Rect:
        panel = self.rects["moves"]
        top = self.seat_rect().bottom + self.px(8)
        return pygame.Rect(panel.x + 10, top, panel.width - 20, self.controls_rect().y - 10 - top)

    def rows_shown(self) -> int:
        return max(1, (self.list_rect().height - 8) // self.px(LIST_ROW))

    def scroll_list(self, rows: int) -> None:
        """Scroll the move list back (rows > 0) or on."""
        self.list_top = max(0, min(self.list_top - rows, self.replay.moves + 1 - self.rows_shown()))

    def keep_in_view(self) -> None:
        """Scroll the list so that the position shown is listed, a few rows from its edges when it can be."""
        shown, position = self.rows_shown(), self.replay.position
        margin = min(3, shown // 4)
        if position < self.list_top + margin:
            self.list_top = max(0, position - margin)
        elif position >= self.list_top + shown - margin:
            self.list_top = min(position - shown + margin + 1, max(0, self.replay.moves + 1 - shown))

    def position_at(self, pos: tuple[int, int]) -> int | None:
        """The position whose row of the list is under `pos`, if any."""
        area = self.list_rect()
        if not area.collidepoint(pos):
            return None
        position = self.list_top + (pos[1] - area.y - 4) // self.px(LIST_ROW)
        return position if 0 <= position <= self.replay.moves else None

    def log_position_at(self, pos: tuple[int, int]) -> int | None:
        """The position after the move whose log entry is drawn under `pos` (the start for the opening line)."""
        entry = next((entry for rect, entry in self.log_rows if rect.collidepoint(pos)), None)
        return None if entry is None else bisect_right(self.replay.move_entries, entry)

    def clicked_position(self, pos: tuple[int, int]) -> int | None:
        """The position a click at `pos` jumps to: a move of the list, or the move of a log entry."""
        position = self.position_at(pos)
        return position if position is not None else self.log_position_at(pos)

    def draw_moves_title(self, surface: pygame.Surface) -> None:
        replay = self.replay
        panel = self.rects["moves"]
        title = trn("{count} move", "{count} moves", count=replay.moves)
        draw_text(
            surface,
            title,
            (panel.x + 12, panel.y + self.px(22)),
            self.px(18),
            CREAM,
            True,
            anchor="midleft",
            width=panel.width - 24,
        )
        if not replay.finished:  # nobody to choose: say whose knowledge is shown
            seat = replay.viewer
            about = (
                tr("As a spectator saw it: only what every player knew")
                if seat is None
                else tr("As {name} saw it: only what they knew", name=Verbatim(seat_name(seat)))
            )
            area = self.seat_rect()
            line_height = self.px(SEAT_LINE)
            for i, line in enumerate(wrap(about, self.px(SEAT_FONT), area.width)[:2]):
                draw_text(
                    surface, line, (area.x, area.y + line_height * i), self.px(SEAT_FONT), PAPER_DARK, width=area.width
                )
        self.draw_move_list(surface)

    def draw_move_list(self, surface: pygame.Surface) -> None:
        """Every position, the start first: its number, who moved and the move; the one shown lit."""
        replay = self.replay
        area = self.list_rect()
        pygame.draw.rect(surface, PAPER, area, border_radius=6)
        row, size = self.px(LIST_ROW), self.px(LIST_FONT)
        text_x = self.text_x()  # the numbers end 30 pixels before, and the seat markers sit between
        end = min(replay.moves + 1, self.list_top + self.rows_shown())
        for position in range(self.list_top, end):
            y = area.y + 4 + (position - self.list_top) * row
            if position == replay.position:
                lit = pygame.Rect(area.x + 3, y, area.width - 6, row)
                pygame.draw.rect(surface, PAPER_DARK, lit, border_radius=4)
                pygame.draw.rect(surface, BRASS, lit, 2, border_radius=4)
            middle = y + row // 2
            draw_text(surface, str(position), (text_x - 30, middle), size, INK, True, anchor="midright")
            if position:
                draw_seat_marker(surface, replay.move_seat(position), (text_x - 15, middle), max(5, row // 4))
            draw_text(
                surface, self.row_text(position), (text_x, middle), size, INK, anchor="midleft", width=self.row_room()
            )

    def row_text(self, position: int) -> str:
        """The move that led to `position`, as far as the viewer may know it."""
        replay = self.replay
        if not position:
            return tr("The start")
        if not replay.secret(position):
            return tr(replay.match.actions[position - 1].label())
        told = replay.told(position)  # a private move reads as the log told it, or not at all
        return tr("{seat} decides in private", seat=SeatRef(replay.move_seat(position))) if told is None else tr(told)

    def row_room(self) -> int:
        """How wide a move's text may be in the list."""
        return self.list_rect().right - 6 - self.text_x()

    def text_x(self) -> int:
        """Where the moves' texts start in the list: after the widest number and a seat marker."""
        return self.list_rect().x + 10 + font(self.px(LIST_FONT), True).size(str(self.replay.moves))[0] + 30

    def cut_text(self, position: int) -> str | None:
        """A move's whole text, when its row shows only the start of it (for a tooltip)."""
        text = self.row_text(position)
        return text if font(self.px(LIST_FONT)).size(text)[0] > self.row_room() else None


class ReplayScene(GuiScene):
    def __init__(self, app: App, match: Match, position: int = 0) -> None:
        """The replay of `match`, showing it after `position` moves."""
        super().__init__(app)
        set_seat_names([seat.name for seat in match.config.seats])
        self.controller = ReplayController(match, position)
        self.panels = ReplayPanels(self.controller)
        self.view = self.panels.view
        self.view.seat = self.controller.viewer
        self.input = BoardInput(self.view, self.controller, lambda *_: None, lambda: None)  # nothing is picked up
        self.flight: Flight | None = None
        self.playing = False
        self.wait = 0.0
        """While playing: seconds until the next move."""
        self.tip_from_list = False
        """Whether the tooltip shown is a move of the list's (gone when the mouse leaves the list)."""
        self.pressed: int | None = None
        """The position whose row of the list the left button went down on."""

    @property
    def position(self) -> int:
        return self.controller.position

    # --- building -----------------------------------------------------------------------------
    def build(self) -> None:
        panels = self.panels
        panels.layout(self.app.size)
        top = panels.rects["top"]
        px = self.px
        close = tr("Close (Esc)")
        width = font(px(18)).size(close)[0] + px(36)
        self.button(pygame.Rect(top.right - width, top.y + 2, width, top.height - 4), close, self.back, focusable=False)
        panels.status_right = top.right - width - px(16)
        controller = self.controller
        if controller.finished:
            room = panels.seat_rect().width - px(CHOICE_MARKS)
            hands = [tr("Hand of whoever moved")]
            seats = range(controller.config.players)
            hands += [tr("Hand of {name}", name=Verbatim(seat_name(seat))) for seat in seats]
            index = 0 if controller.follow or controller.viewer is None else controller.viewer + 1
            choice = Choice([fitted(text, px(18), room) for text in hands], index, self.choose_hand)
            self.choice_row(panels.seat_rect(), "", choice, caption_width=0)
        area = panels.controls_rect()
        control_row, gap = px(CONTROL_ROW), px(CONTROL_GAP)
        half = (area.width - gap) // 2
        play = (tr("Pause (Space)"), tr("Pause")) if self.playing else (tr("Play (Space)"), tr("Play"))
        controls = (  # (with its key, without it, what it does, where)
            (tr("Back (Left)"), tr("Back"), self.back_one, 0, 0, half),
            (tr("Forward (Right)"), tr("Forward"), self.forward, 1, 0, half),
            (tr("First (Home)"), tr("First"), self.first, 0, 1, half),
            (tr("Last (End)"), tr("Last"), self.last, 1, 1, half),
            (*play, self.toggle_play, 0, 2, area.width),
        )
        # the keys are written out when every button has room for them, else they go into tooltips
        with_keys = all(font(px(18)).size(long)[0] + px(24) <= wide for long, _, _, _, _, wide in controls)
        for long, short, action, column, row, wide in controls:
            rect = pygame.Rect(area.x + column * (half + gap), area.y + row * (control_row + gap), wide, control_row)
            self.button(rect, long if with_keys else short, action, tooltip=None if with_keys else long)
        panels.keep_in_view()

    def choose_hand(self, index: int) -> None:
        self.controller.choose_hand(index)
        self.view.seat = self.controller.viewer
        self.input.reset()

    # --- the recorder -------------------------------------------------------------------------
    def go(self, position: int) -> None:
        """Show the game after `position` moves, at once (a flight under way is cut short)."""
        self.flight = None
        self.controller.go(position)
        self.view.seat = self.controller.viewer  # whose hand it is may follow the moves
        self.input.reset()
        self.panels.log_scroll = 0
        self.panels.keep_in_view()

    def jump(self, position: int) -> None:
        """The player chose a position: playing stops there."""
        self.set_playing(False)
        self.go(position)

    def first(self) -> None:
        self.jump(0)

    def last(self) -> None:
        self.jump(self.controller.moves)

    def back_one(self) -> None:
        self.jump(self.position - 1)

    def forward(self) -> None:
        self.set_playing(False)
        self.step()

    def step(self) -> None:
        """One move on, its token flying from where it was to where it went, at the animation speed."""
        if self.position >= self.controller.moves:
            return
        drag = self.controller.move_drag(self.position + 1)
        start = self.view.anchor(drag[0]) if drag else None  # where things are before the move
        end = self.view.anchor(drag[1]) if drag else None
        way = self.view.way(self.controller.view_state, self.controller.match.actions[self.position]) if drag else []
        self.go(self.position + 1)
        seconds = self.app.settings.flight_seconds
        if drag and start and end and seconds:
            self.flight = Flight(drag[0], start, end, seconds, way)
        if self.position == self.controller.moves:
            self.set_playing(False)  # played to the end

    def toggle_play(self) -> None:
        at_end = self.position >= self.controller.moves
        if not self.playing and at_end:
            self.go(0)  # played to the end already: again from the start
        self.set_playing(not self.playing)

    def set_playing(self, playing: bool) -> None:
        if playing != self.playing:
            self.playing = playing
            self.wait = 0.0
            self.rebuild()  # the button says Pause or Play

    # --- input --------------------------------------------------------------------------------
    def handle_key(self, event: pygame.event.Event) -> bool:
        """Home, Left, Right and End move through the game, Space plays or pauses, Page Up and Page Down scroll
        the game log; Esc closes (as any scene)."""
        keys: dict[int, Callable[[], None]] = {
            pygame.K_HOME: self.first,
            pygame.K_END: self.last,
            pygame.K_LEFT: self.back_one,
            pygame.K_RIGHT: self.forward,
            pygame.K_SPACE: self.toggle_play,
            pygame.K_PAGEUP: partial(self.panels.scroll_log, LOG_PAGE),
            pygame.K_PAGEDOWN: partial(self.panels.scroll_log, -LOG_PAGE),
        }
        action = keys.get(event.key)
        if action is None:
            return super().handle_key(event)
        action()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        panels = self.panels
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = panels.clicked_position(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed is not None:
            pressed, self.pressed = self.pressed, None
            if panels.clicked_position(event.pos) == pressed:  # pressed and let go on the same move
                self.jump(pressed)
                return True
        if event.type == pygame.MOUSEWHEEL:
            if panels.list_rect().collidepoint(self.input.mouse):
                panels.scroll_list(event.y)
                return True
            if panels.rects["log"].collidepoint(self.input.mouse):
                panels.scroll_log(event.y)
                return True
        board = panels.rects["board"]
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.input.handle_mouse(event, board)  # the mouse is followed for tooltips; nothing is picked up
        if event.type == pygame.MOUSEMOTION:
            row = panels.position_at(event.pos)
            if row is not None:  # over the list: a move cut short is read whole in a tooltip
                self.input.tip = panels.cut_text(row)
                self.tip_from_list = True
            elif self.tip_from_list:
                self.input.tip, self.tip_from_list = None, False
        anywhere = event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP)  # the view's zoom and pan
        if (anywhere or board.collidepoint(self.input.mouse)) and panels.handle_view_event(event):
            return True
        return super().handle_event(event)

    # --- time and drawing ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.flight is not None:
            self.flight.elapsed += dt
            if self.flight.done:
                self.flight = None
        if self.playing and self.flight is None:
            self.wait -= dt
            if self.wait <= 0:
                self.wait = self.app.settings.bot_delay
                self.step()

    def draw(self, surface: pygame.Surface) -> None:
        drag = self.controller.move_drag(self.position)  # where the move shown went is lit
        self.panels.draw(surface, {drag[1]} if drag else set(), self.input.hover)
        self.manager.draw_ui(surface)
        self.panels.draw_hand(surface, self.flight, self.input)
