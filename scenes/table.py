"""The table: any game's board (through its board view), players, log and the current player's moves.

Every move a human makes goes through the same list of legal actions the bots choose from:
drag a thing on the board, click its source then its target, or press the move's button in the list.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton, UIScrollingContainer, UITextEntryLine

from game.core import saves
from game.core.match import Match
from game.core.protocol import Action, Event
from game.core.rng import Rng
from scenes.audio import sound_for_event
from scenes.gui import GuiScene
from scenes.overlays import HandOffOverlay, PauseOverlay
from scenes.results import ResultsScene
from sprites.board import FallbackView
from sprites.views import view_for
from sprites.widgets import (
    ALERT,
    BRASS,
    CREAM,
    INK,
    INK_SOFT,
    PAPER,
    PAPER_DARK,
    backdrop,
    draw_seat_marker,
    draw_text,
    fit_middle,
    font,
    panel_title,
    wrap,
)
from words import seat_name, set_seat_names, tr

if TYPE_CHECKING:
    from scenes.app import App

MARGIN = 12
TOP_BAR = 52
PAGE = 40
"""Move buttons shown at once; more appear with "Show more" or by typing a filter."""
LARGE_MOVE = 22
"""Font size of the moves in a large window, when all of them fit at it."""
SMALL_MOVE = 13
"""Font size of a move too long for its button at the normal size (before it is shortened in the middle)."""
FAST = 6.0
"""How much faster bots play while "Faster" is on."""
MESSAGE_SECONDS = 5.0
DRAG_THRESHOLD = 6
MOVES_PANEL = (74, 52, 33)
LOG_PAGE = 5
"""Log rows Page Up / Page Down scroll."""
PLAYERS_TITLE = 56
"""Height of the players panel's title and margins."""
PLAYER_ROW = 54
"""Height of a player's name, kind and score."""
SIDE_LINE = 20
"""Height of one of the board view's lines about a player."""
SIDE_FONT = 15
SIDE_INDENT = 52
"""How much narrower than the players panel those lines are (its margins and the seat marker)."""
MAX_TEXT_SCALE = 1.5
"""Players, log, status and tooltips grow with the window's height from 720 pixels up to this factor."""


def think_in_background(choose: Callable[[], Action]) -> Future[Action]:
    """A bot's choice, made on a thread of its own that does not hold the program open: closing the window
    while a bot thinks quits at once. The state is only read meanwhile (the table changes it only on the
    main thread, after the choice is made)."""
    future: Future[Action] = Future()

    def run() -> None:
        try:
            future.set_result(choose())
        except Exception as error:  # raised again where the move is played
            future.set_exception(error)

    threading.Thread(target=run, name="bot", daemon=True).start()
    return future


class Flight:
    """A board thing moving across the table: a bot's move, or a refused drop going back."""

    def __init__(self, name: str, start: tuple[int, int], end: tuple[int, int], seconds: float) -> None:
        self.name = name
        self.start = start
        self.end = end
        self.seconds = seconds
        self.elapsed = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.seconds

    def position(self) -> tuple[int, int]:
        t = min(1.0, self.elapsed / self.seconds)
        t = 1 - (1 - t) ** 3  # ease out: quick start, gentle landing
        return round(self.start[0] + (self.end[0] - self.start[0]) * t), round(
            self.start[1] + (self.end[1] - self.start[1]) * t
        )


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


class TableScene(GuiScene):
    def __init__(self, app: App, match: Match, last_human: int | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.game = match.game
        self.config = match.config
        set_seat_names([seat.name for seat in self.config.seats])
        self.view = view_for(self.game, self.config)
        self.last_human = last_human
        """The human seat that last saw the table (hot-seat hand-off)."""
        self.viewer = last_human if last_human is not None else 0
        self.view.seat = self.viewer
        self.view_state = self.game.observe(match.state, self.viewer, Rng(0))
        self.legal: list[Action] = match.legal_actions()
        """The legal actions of the state now (asked once per move, not per frame)."""
        self.drags: dict[tuple[str, str], Action] = {}
        self.log: list[tuple[str, int | None]] = []
        self.latest_entries = 0
        """Where the last move's entries start in the log (they are highlighted)."""
        self.log_scroll = 0
        self.filter = ""
        self.shown = PAGE
        self.drag_source: str | None = None
        self.dragging = False
        self.drag_pos = (0, 0)
        self.press_pos = (0, 0)
        self.selected: str | None = None
        self.hover: str | None = None
        self.tip: str | None = None
        """The view's tooltip for what is under the mouse (asked when that changes, not every frame)."""
        self.grab_cursor = False
        self.mouse = (0, 0)
        self.message = ""
        self.message_time = 0.0
        self.flight: Flight | None = None
        self.bot_wait = app.settings.bot_delay
        self.fast = False
        self.bots_paused = False
        self.finish_in: float | None = None
        self.thinking: Future[Action] | None = None
        """The move the bot to play is choosing, in the background."""
        self.handoff_pending = False
        self.action_container: UIScrollingContainer | None = None
        self.action_buttons: list[UIButton] = []
        self.filter_entry: UITextEntryLine | None = None
        self.rects: dict[str, pygame.Rect] = {}
        self.status_right = 0
        """Where the status line must end (the buttons of the top bar start there)."""
        self.scale = 1.0
        """How much larger the table's own texts are than in a 720 pixel high window."""

    # --- who sees the table and who may move -------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.config.seats) if not kind.is_bot]

    def human_to_move(self) -> int | None:
        seat = self.match.current_player
        if self.match.is_over() or seat < 0 or self.config.seats[seat].is_bot:
            return None
        return seat

    def can_move(self) -> bool:
        """True when the human whose turn it is sits at the table (no hand-off pending)."""
        seat = self.human_to_move()
        return seat is not None and seat == self.last_human and not self.handoff_pending

    def needs_handoff(self, seat: int) -> bool:
        return self.game.hidden_information and len(self.humans) > 1 and seat != self.last_human

    def refresh(self) -> None:
        """After a move or a hand-off: who looks at the table, what they see, which moves they have."""
        seat = self.human_to_move()
        if seat is not None and not self.handoff_pending:
            if self.needs_handoff(seat):
                self.handoff_pending = True
                self.app.stack.push(
                    HandOffOverlay(self.app, seat_name(seat), lambda: self.seat_ready(seat))
                )
            else:
                self.last_human = seat
        self.viewer = self.last_human if self.last_human is not None else 0
        self.view.seat = self.viewer
        self.view_state = self.game.observe(self.match.state, self.viewer, Rng(0))
        self.legal = self.match.legal_actions()
        self.tip = self.view.tooltip(self.view_state, self.hover) if self.hover else None
        self.drags = {drag: action for action in self.legal if (drag := action.drag()) is not None}
        self.selected = None
        self.drag_source = None
        self.dragging = False
        self.fill_actions()

    def seat_ready(self, seat: int) -> None:
        self.handoff_pending = False
        self.last_human = seat
        self.refresh()

    def drag_actions(self) -> dict[tuple[str, str], Action]:
        """(source, target) -> the legal move it means, for the human at the table (none for others)."""
        return self.drags if self.can_move() else {}

    def sources(self) -> set[str]:
        return {source for source, _ in self.drag_actions()}

    def targets(self, source: str) -> set[str]:
        return {target for s, target in self.drag_actions() if s == source}

    # --- scene hooks --------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.refresh()
        if self.match.is_over():  # a finished game was loaded: show how it ended
            self.finish_in = 1.0
        if not self.log:
            moves = len(self.match.actions)
            start = f"continued after {moves} move{'' if moves == 1 else 's'}" if moves else "a new game begins"
            self.log = [(tr(event.message), event.seat) for event in self.match.events]
            self.log.append((f"{self.game.title}: {start} (seed {self.match.seed})", None))

    def resume(self) -> None:
        self.bot_wait = self.app.settings.bot_delay  # speed may have changed in the settings
        self.rebuild()

    def px(self, size: int) -> int:
        """A text size or line height, scaled to the window."""
        return round(size * self.scale)

    def build(self) -> None:
        width, height = self.app.size
        self.scale = min(MAX_TEXT_SCALE, max(1.0, height / 720))
        side = max(270, min(self.px(380), width * 22 // 100))
        right = max(340, min(self.px(440), width * 24 // 100))
        self.rects = {
            "top": pygame.Rect(MARGIN, MARGIN, width - 2 * MARGIN, TOP_BAR - 8),
            "left": pygame.Rect(MARGIN, TOP_BAR + MARGIN, side, height - TOP_BAR - 2 * MARGIN),
            "right": pygame.Rect(width - MARGIN - right, TOP_BAR + MARGIN, right, height - TOP_BAR - 2 * MARGIN),
        }
        board = pygame.Rect(
            self.rects["left"].right + MARGIN,
            TOP_BAR + MARGIN,
            max(0, self.rects["right"].left - self.rects["left"].right - 2 * MARGIN),  # none in tiny windows
            height - TOP_BAR - 2 * MARGIN,
        )
        if isinstance(self.view, FallbackView):  # no board: the moves get its room
            self.rects["right"] = self.rects["right"].union(board)
            board = pygame.Rect(board.x, board.y, 0, 0)
        self.rects["board"] = board
        self.view.layout(board)
        top = self.rects["top"]
        has_bots = any(seat.is_bot for seat in self.config.seats)
        x = top.right
        for text, action, enabled in (
            ("Menu (Esc)", self.open_pause, True),
            ("Skip bots (Space)", self.skip_bots, has_bots),
            (("Normal speed (F)" if self.fast else "Faster (F)"), self.toggle_fast, has_bots),
        ):
            w = font(18).size(text)[0] + 36
            x -= w + 8
            self.button(pygame.Rect(x, top.y + 2, w, top.height - 4), text, action, enabled, focusable=False)
        self.status_right = x - 16
        panel = self.rects["right"]
        self.filter_entry = UITextEntryLine(
            pygame.Rect(panel.x + 10, panel.y + 44, panel.width - 20, 36),
            self.manager,
            placeholder_text="Type here to filter moves (Ctrl+F)",
        )
        self.filter_entry.set_text(self.filter)
        self.action_container = None
        self.action_buttons.clear()
        self.fill_actions()

    def fill_actions(self) -> None:
        """The current human's legal moves as buttons, filtered by what they typed."""
        if self.filter_entry is None:
            return
        for button in self.action_buttons:
            self.actions.pop(button, None)
            self.scrolled.pop(button, None)
        self.action_buttons.clear()
        if self.action_container is not None:
            self.action_container.kill()
        self.focus_order.clear()
        self.focus_index = None
        panel = self.rects["right"]
        area = pygame.Rect(panel.x + 10, panel.y + 88, panel.width - 20, panel.bottom - panel.y - 98)
        container = self.action_container = UIScrollingContainer(area, self.manager, allow_scroll_x=False)
        actions = self.listed_actions()
        row = self.px(38)
        rows = min(len(actions), self.shown) + (len(actions) > self.shown)
        width = area.width - (22 if rows * row > area.height else 0)  # room for the scroll bar when there is one
        texts = [tr(action.label()) for action in actions[: self.shown]]
        large = self.scale >= 1.4 and all(font(LARGE_MOVE).size(text)[0] <= width - 24 for text in texts)
        normal = (LARGE_MOVE, "#action_large") if large else (16, "#action")  # one size for the list if it can be
        for index, (action, text) in enumerate(zip(actions[: self.shown], texts, strict=True)):
            size, style = normal if font(normal[0]).size(text)[0] <= width - 24 else (SMALL_MOVE, "#action_small")
            shown = fit_middle(text, font(size), width - 24)
            rect = pygame.Rect(0, index * row, width, row - 4)
            tooltip = text if shown != text else None
            button = self.button(
                rect, shown, lambda a=action: self.play_human(a), True, tooltip, True, container, style
            )
            self.action_buttons.append(button)
        if len(actions) > self.shown:
            rect = pygame.Rect(0, self.shown * row, width, row - 4)
            more = self.button(
                rect, f"Show more ({len(actions) - self.shown} left)", self.show_more, container=container
            )
            self.action_buttons.append(more)
        container.set_scrollable_area_dimensions((width, max(1, len(self.action_buttons) * row)))
        if self.can_move():
            self.filter_entry.enable()
        else:
            self.filter_entry.disable()

    def listed_actions(self) -> list[Action]:
        if not self.can_move():
            return []
        words = self.filter.lower().split()
        return [a for a in self.legal if all(w in tr(a.label()).lower() for w in words)]

    def show_more(self) -> None:
        self.shown += PAGE
        self.fill_actions()
        self.set_focus(self.shown - PAGE)  # the first of the moves just shown

    def text_changed(self, entry: object, text: str) -> None:
        if entry is self.filter_entry:
            self.filter = text
            self.shown = PAGE
            self.fill_actions()

    # --- playing ------------------------------------------------------------------------------
    def play_human(self, action: Action) -> None:
        if self.can_move():
            self.play(action)

    def play(self, action: Action, fly: bool = True) -> None:
        """Play a legal move; with `fly`, its token flies from source to target (a dropped one is there already)."""
        drag = action.drag() if fly else None
        start = self.view.anchor(drag[0]) if drag else None
        end = self.view.anchor(drag[1]) if drag else None
        before = self.match.current_player
        events = self.match.play(action)
        self.after_move(before, events)
        if drag and start and end:
            self.fly(drag[0], start, end)

    def after_move(self, before: int, events: list[Event]) -> None:
        self.latest_entries = len(self.log)
        for event in events:
            self.log.append((tr(event.message), event.seat))
        self.log_scroll = 0
        sounds = [name for event in events if (name := sound_for_event(event.kind))]
        if sounds:
            self.app.play_sound(sounds[0])
        if self.match.current_player != before:
            try:
                saves.autosave(self.match)
            except OSError as error:
                self.show(f"Autosave failed: {error.strerror or error}")
        self.filter = ""
        self.shown = PAGE
        if self.filter_entry is not None:
            self.filter_entry.set_text("")
        if self.match.is_over():
            self.finish_in = 1.0
        self.refresh()

    def bot_choice(self) -> Future[Action]:
        """The bot to move thinks in the background, so the window stays responsive meanwhile."""
        if self.thinking is None:
            self.thinking = think_in_background(self.match.choose_bot_action)
        return self.thinking

    def fly(self, name: str, start: tuple[int, int], end: tuple[int, int]) -> None:
        """Show a thing moving from start to end, at the animation speed of the settings."""
        seconds = self.app.settings.flight_seconds
        self.flight = Flight(name, start, end, seconds) if seconds else None

    def play_bot(self) -> None:
        """Play the bot's chosen move (waiting for it if it is still thinking) and fly its token."""
        action = self.bot_choice().result()
        self.thinking = None
        self.play(action)

    def skip_bots(self) -> None:
        """Let the bots play at once until a human is to move or the game ends."""
        while not self.match.is_over() and self.human_to_move() is None:
            self.play_bot()
        self.flight = None

    def toggle_fast(self) -> None:
        self.fast = not self.fast
        self.rebuild()

    def open_pause(self) -> None:
        self.app.stack.push(PauseOverlay(self.app, self.match))

    def back(self) -> None:
        self.open_pause()

    def show(self, text: str) -> None:
        self.message = text
        self.message_time = MESSAGE_SECONDS

    def try_drag(self, source: str, target: str | None, drop_pos: tuple[int, int] | None) -> None:
        """Do the move the drag from `source` to `target` means, or snap back and say why not.

        `drop_pos` is where a dragged thing was let go; None when the target was clicked instead.
        """
        action = self.drag_actions().get((source, target)) if target else None
        self.selected = None
        if action is not None:
            self.app.play_sound("drop")
            self.message = ""
            self.play(action, fly=drop_pos is None)
            return
        reason = self.game.why_not_drag(self.match.state, source, target) if target else "Drop it on a lit place."
        self.show(tr(reason))
        home = self.view.anchor(source)
        if drop_pos and home:
            self.fly(source, drop_pos, home)

    # --- input --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self.handle_hotkey(event):
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) and self.handle_mouse(
            event
        ):
            return True
        if event.type == pygame.MOUSEWHEEL and self.rects["left"].collidepoint(self.mouse):
            self.scroll_log(event.y)
            return True
        # the view hears the mouse moving and buttons let go anywhere (a pan may end off the board),
        # and everything else only while the mouse is over the board
        anywhere = event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP)
        if (anywhere or self.rects["board"].collidepoint(self.mouse)) and self.view.handle_event(event):
            return True
        return super().handle_event(event)

    def scroll_log(self, rows: int) -> None:
        """Scroll the game log back (rows > 0) or forward; it can go back a few rows per entry at most."""
        self.log_scroll = max(0, min(self.log_scroll + rows, 3 * len(self.log)))

    def handle_hotkey(self, event: pygame.event.Event) -> bool:
        """Esc lets go of what is held, Ctrl+F goes to the move filter, F and Space hurry the bots,
        Page Up and Page Down scroll the game log.

        While the filter has the focus it gets the letters; Up, Down, Tab and Enter still move and play.
        """
        entry = self.filter_entry
        typing = entry is not None and entry.is_focused
        if event.key == pygame.K_ESCAPE and (self.selected or self.dragging):
            self.selected = self.drag_source = None
            self.dragging = False
        elif event.key == pygame.K_ESCAPE and entry is not None and typing:
            entry.unfocus()
        elif typing:
            return False
        elif event.key == pygame.K_f and event.mod & pygame.KMOD_CTRL:
            if entry is not None and entry.is_enabled:
                self.set_focus(None)
                self.manager.set_focus_set(entry)
        elif event.key == pygame.K_f:
            self.toggle_fast()
        elif event.key == pygame.K_SPACE:
            self.skip_bots()
        elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll_log(LOG_PAGE if event.key == pygame.K_PAGEUP else -LOG_PAGE)
        else:
            return False
        return True

    def handle_mouse(self, event: pygame.event.Event) -> bool:
        self.mouse = event.pos
        board = self.rects["board"]
        if event.type == pygame.MOUSEMOTION:
            hover = self.view.hit(event.pos) if board.collidepoint(event.pos) else None
            if hover != self.hover:
                self.hover = hover
                self.tip = self.view.tooltip(self.view_state, hover) if hover else None
            self.set_cursor(self.dragging or self.hover in self.sources())
            if self.drag_source and not self.dragging and math.dist(event.pos, self.press_pos) > DRAG_THRESHOLD:
                self.dragging = True
                self.app.play_sound("pickup")
            self.drag_pos = event.pos
            return self.dragging
        if event.button != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            if not board.collidepoint(event.pos) or not self.can_move():
                return False
            self.press_pos = event.pos
            pressed = self.view.hit(event.pos)
            self.drag_source = pressed if pressed in self.sources() else None
            self.drag_pos = event.pos
            return True
        if self.dragging and self.drag_source:
            source, self.drag_source, self.dragging = self.drag_source, None, False
            self.try_drag(source, self.view.hit(event.pos), event.pos)
            return True
        self.drag_source = None
        if not board.collidepoint(event.pos) or not self.can_move():
            return False
        self.click(self.view.hit(event.pos))
        return True

    def set_cursor(self, grab: bool) -> None:
        """A hand over what can be dragged (windows without a mouse cursor, like the headless one, keep none)."""
        if grab != self.grab_cursor and pygame.display.get_driver() != "dummy":
            pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if grab else pygame.SYSTEM_CURSOR_ARROW)
        self.grab_cursor = grab

    def click(self, name: str | None) -> None:
        """The click alternative to dragging: the source first, then the target."""
        if self.selected is None or name == self.selected or name is None:
            self.selected = name if name in self.sources() and name != self.selected else None
            if self.selected:
                self.app.play_sound("pickup")
            return
        if (self.selected, name) not in self.drag_actions() and name in self.sources():
            self.selected = name  # picked another source instead
            return
        self.try_drag(self.selected, name, None)

    # --- time ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.message_time = max(0.0, self.message_time - dt)
        if self.flight is not None:
            self.flight.elapsed += dt
            if self.flight.done:
                self.flight = None
        if self.finish_in is not None:
            self.finish_in -= dt
            if self.finish_in <= 0:
                self.finish_in = None
                self.app.stack.replace(ResultsScene(self.app, self.match))
            return
        if self.bots_paused or self.match.is_over() or self.human_to_move() is not None:
            return
        self.bot_wait -= dt * (FAST if self.fast else 1.0)
        if self.bot_wait <= 0 and self.bot_choice().done():
            self.bot_wait = self.app.settings.bot_delay
            self.play_bot()

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        left = self.rects["left"]
        lines = self.player_lines(left.height * 7 // 10 - PLAYERS_TITLE)
        heights = [self.px(PLAYER_ROW) + self.px(SIDE_LINE) * len(extra) for extra in lines]
        players = pygame.Rect(left.x, left.y, left.width, PLAYERS_TITLE + sum(heights))
        log = pygame.Rect(left.x, players.bottom + MARGIN, left.width, left.bottom - players.bottom - MARGIN)
        panels = ((tuple(players), PAPER), (tuple(log), PAPER), (tuple(self.rects["right"]), MOVES_PANEL))
        surface.blit(backdrop(surface.get_size(), panels), (0, 0))
        self.draw_status(surface)
        self.draw_board(surface)
        self.draw_players(surface, players, lines, heights)
        self.draw_log(surface, log)
        self.draw_moves_title(surface)
        self.manager.draw_ui(surface)
        self.draw_hand(surface)

    def status_text(self) -> str:
        seat = self.match.current_player
        if self.match.is_over():
            return "Game over"
        name = seat_name(seat)
        if self.config.seats[seat].is_bot:
            return f"{name} is thinking…"
        if not self.can_move():
            return f"Waiting for {name}"
        return f"{name}: {tr(self.game.prompt(self.match.state))}"

    def draw_status(self, surface: pygame.Surface) -> None:
        top = self.rects["top"]
        seat = self.match.current_player
        x = top.x + 4
        draw_text(surface, self.game.title, (x, top.centery), self.px(22), BRASS, bold=True, anchor="midleft")
        x += font(self.px(22), True).size(self.game.title)[0] + 24
        if seat >= 0:
            draw_seat_marker(surface, seat, (x + 10, top.centery), 10)
            x += 30
        draw_text(
            surface,
            self.status_text(),
            (x, top.centery),
            self.px(19),
            CREAM,
            anchor="midleft",
            width=self.status_right - x,
        )

    def draw_board(self, surface: pygame.Surface) -> None:
        board = self.rects["board"]
        if board.width:
            clip = surface.get_clip()
            surface.set_clip(board)
            source = self.drag_source if self.dragging else self.selected
            highlights = self.targets(source) if source else set()
            self.view.draw(surface, self.view_state, highlights, self.hover)
            surface.set_clip(clip)
        if self.message and self.message_time > 0:
            board = board if board.width else self.rects["right"]
            lines = wrap(self.message, 18, board.width - 60, bold=True)
            height = 20 + 26 * len(lines)
            top = (
                board.y + 16 if self.rects["board"].width else board.bottom - height - 16
            )  # keep the move list visible
            box = pygame.Rect(board.x + 20, top, board.width - 40, height)
            pygame.draw.rect(surface, PAPER, box, border_radius=8)
            pygame.draw.rect(surface, ALERT, box, 3, border_radius=8)
            for i, line in enumerate(lines):
                draw_text(surface, line, (box.centerx, box.y + 10 + 26 * i), 18, ALERT, bold=True, anchor="midtop")

    def player_lines(self, room: int) -> list[list[str]]:
        """Each player's lines from the view, wrapped to the panel, as many as fit in `room` pixels for
        every player alike."""
        width = self.rects["left"].width - SIDE_INDENT
        lines = [
            [
                part
                for line in self.view.side_panel_lines(self.view_state, seat)
                for part in summary_lines(line, width, self.px(SIDE_FONT))
            ]
            for seat in range(self.config.players)
        ]
        fits = max(0, (room - self.px(PLAYER_ROW) * len(lines)) // (self.px(SIDE_LINE) * len(lines)))
        return [extra[:fits] for extra in lines]

    def draw_players(
        self, surface: pygame.Surface, players: pygame.Rect, lines: list[list[str]], heights: list[int]
    ) -> None:
        scores = self.game.scores(self.match.state)
        inner = panel_title(surface, players, "Players")
        y = inner.y
        for seat, extra in enumerate(lines):
            row = pygame.Rect(inner.x - 4, y - 2, inner.width + 8, heights[seat] - 4)
            if seat == self.match.current_player:
                pygame.draw.rect(surface, PAPER_DARK, row, border_radius=6)
                pygame.draw.rect(surface, BRASS, row, 2, border_radius=6)
            draw_seat_marker(surface, seat, (inner.x + 12, y + 14), 11)
            kind = self.config.seats[seat]
            who = f"bot, {kind.level}" if kind.is_bot else "human"
            score = f"{scores[seat]:,}"
            score_width = font(self.px(18), True).size(score)[0]
            draw_text(
                surface,
                seat_name(seat),
                (inner.x + 32, y + 2),
                self.px(18),
                INK,
                True,
                width=inner.width - 40 - score_width - 10,
            )
            draw_text(surface, score, (inner.right, y + 2), self.px(18), INK, True, anchor="topright")
            draw_text(
                surface,
                f"{who} · {tr(self.game.score_label).lower()}",
                (inner.x + 32, y + self.px(24)),
                self.px(14),
                INK_SOFT,
                width=inner.width - 32,
            )
            for i, text in enumerate(extra):
                at = (inner.x + 32, y + self.px(44) + self.px(SIDE_LINE) * i)
                draw_text(surface, text, at, self.px(SIDE_FONT), INK, width=inner.width - 32)
            y += heights[seat]

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The latest entries that fit (or earlier ones, scrolled back); the last move's stand out."""
        inner = panel_title(surface, rect, "Game log")
        row = self.px(20)
        fits = max(1, inner.height // row)
        rows: list[tuple[str, int | None, bool]] = []  # wrapped lines, newest first, as many as are shown
        for number in range(len(self.log) - 1, -1, -1):
            text, seat = self.log[number]
            lines = wrap(text, self.px(15), inner.width - 22)
            latest = number >= self.latest_entries
            rows.extend((line, seat if i == 0 else None, latest) for i, line in reversed(list(enumerate(lines))))
            if len(rows) >= fits + self.log_scroll:
                break
        scroll = min(self.log_scroll, max(0, len(rows) - fits))
        for i, (line, seat, latest) in enumerate(reversed(rows[scroll : scroll + fits])):
            y = inner.y + i * row
            if latest:
                pygame.draw.rect(surface, PAPER_DARK, (inner.x - 4, y, inner.width + 8, row))
            if seat is not None:
                draw_seat_marker(surface, seat, (inner.x + 7, y + row // 2), 6)
            draw_text(surface, line, (inner.x + 20, y), self.px(15), INK)

    def draw_moves_title(self, surface: pygame.Surface) -> None:
        panel = self.rects["right"]
        if self.can_move():
            total = len(self.legal)
            title = f"Your moves ({total})"
        elif self.match.is_over():
            title = "Game over"
        else:
            title = "Moves: " + self.status_text()
        draw_text(surface, title, (panel.x + 12, panel.y + 10), 18, CREAM, True, width=panel.width - 24)
        if self.human_to_move() is None and not self.match.is_over():
            hint = "Bots are playing. F plays them faster, Space skips to the next human's turn."
            for i, line in enumerate(wrap(hint, 15, panel.width - 24)):
                draw_text(surface, line, (panel.x + 12, panel.y + 92 + 20 * i), 15, PAPER_DARK)

    def draw_hand(self, surface: pygame.Surface) -> None:
        """What is in the player's hand: the dragged thing, a flight, the selection and a tooltip."""
        if self.flight is not None:
            self.view.draw_dragged(surface, self.view_state, self.flight.name, self.flight.position())
        if self.dragging and self.drag_source:
            self.view.draw_dragged(surface, self.view_state, self.drag_source, self.drag_pos)
        elif self.selected and (point := self.view.anchor(self.selected)):
            pygame.draw.circle(surface, BRASS, point, 30, 4)
        elif self.tip:
            lines = wrap(self.tip, self.px(15), self.px(280))
            box = pygame.Rect(self.mouse[0] + 16, self.mouse[1] + 16, self.px(300), 12 + self.px(20) * len(lines))
            box.clamp_ip(surface.get_rect())
            pygame.draw.rect(surface, PAPER, box, border_radius=6)
            pygame.draw.rect(surface, INK_SOFT, box, 2, border_radius=6)
            for i, line in enumerate(lines):
                draw_text(surface, line, (box.x + 10, box.y + 6 + self.px(20) * i), self.px(15), INK)
