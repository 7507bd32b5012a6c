"""The table scene: the board, the panels and the current player's moves, and the keys and buttons.

Every move a human makes goes through the same list of legal actions the bots choose from:
drag a thing on the board, click its source then its target, or press the move's button in the list.
"""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIScrollingContainer, UITextEntryLine

from game.core.match import Match
from game.core.messages import Items, Message, SeatRef, Verbatim, msg, msgn
from game.core.protocol import CANNOT_GO_THERE, CANNOT_MOVE_NOW, Action, in_hand
from scenes import names
from scenes.audio import sound_for_event
from scenes.gui import TEXT_INSET, GuiScene, LinesButton, entry_line
from scenes.table.coach import Coach
from scenes.table.controller import TableController, hidden_move
from scenes.table.input import BoardInput
from scenes.table.movelist import Entry, Group, entries, ordered
from scenes.table.panels import LOG_PAGE, Flight, Panels
from scenes.table.tutorial import LessonBox
from sprites.memory import settle_table
from sprites.views import dialog_for, view_for
from sprites.widgets import font, wrap
from words import seat_name, set_seat_names, tr, trn

if TYPE_CHECKING:
    from game.core.tutorial import Tutorial
    from scenes.app import App

PAGE = 40
"""Move buttons shown at once; more appear with "Show more" or by typing a filter."""
NESTED = 14
"""How far the moves of an unfolded kind stand in from its entry, in a 720 pixel high window."""
MOVE_ROW = 38
"""Height of a one-line move in the list with the gap under it, in a 720 pixel high window."""
ROW_GAP = 4
SCROLL_BAR = 22
"""The width the list's scroll bar takes from the moves, when there is one."""
NORMAL_MOVE = 16
"""Font size of the moves in a 1280x720 window (both sizes grow with the window)."""
SMALL_MOVE = 13
"""Font size of the moves when one is too long for its button at the normal size; a move still too long wraps."""
MESSAGE_SECONDS = 5.0
DROP_ON_A_LIT_PLACE = msg("Drop it on a lit place.")
"""The answer to a piece let go on nothing."""
UNEXPLAINED = (CANNOT_GO_THERE, CANNOT_MOVE_NOW, DROP_ON_A_LIT_PLACE)
"""The refusals that name no rule: in a lesson the step's own words stand in for them."""
KEEP_SLACK = 80
"""Pixels a piece clicked may have moved in the zoom the click brought and still be put back under the pointer: a
pile spreading, not the board turning to far places."""
SETTLE_SECONDS = 0.3
"""A click on the move list counts only when pressed this long after the list last changed: a click
begun before the change, or the second half of a double-click, does not play a move just listed."""
BAR_SHARE = 0.45
"""How much of the top bar its buttons may take with their keys written out; beyond it the keys go to tooltips."""


class TableScene(GuiScene):
    def __init__(self, app: App, match: Match, at_table: int | None = None, tutorial: Tutorial | None = None) -> None:
        """`at_table` is a human seat already sitting at the table: it is not handed the table first. With a
        `tutorial`, the match is its lesson (Learn to play), shown step by step."""
        super().__init__(app)
        set_seat_names([seat.name for seat in match.config.seats])
        self.controller = TableController(match, at_table)
        self.controller.bot_wait = app.settings.bot_delay
        self.match = match
        self.game = match.game
        self.view = view_for(self.game, match.config)
        self.panels = Panels(self.controller, self.view)
        self.input = BoardInput(
            self.view, self.controller, self.drop, lambda: app.play_sound("pickup"), self.explain_click
        )
        self.filter = ""
        self.shown = PAGE
        self.unfolded: type[Action] | None = None
        """The kind of move whose moves the list shows beneath its entry when it folds the kinds."""
        self.entries: list[Entry] = []
        """What the move list's buttons stand for, in order (but "Show more")."""
        self.message: Message | str | None = None
        """A refusal or a problem shown over the board for a few seconds."""
        self.message_time = 0.0
        self.flight: Flight | None = None
        self.finish_in: float | None = None
        """Seconds until the results show, once the game is over."""
        self.action_container: UIScrollingContainer | None = None
        self.listing: tuple[object, ...] = ()
        """What the move list shows (reviewing, the moves' keys, how many), to build it again only when it changes."""
        self.action_buttons: list[UIButton] = []
        self.filter_entry: UITextEntryLine | None = None
        self.undo_button: UIButton | None = None
        self.clock = 0.0
        """Seconds this table has been on screen (time passes only while it is on top)."""
        self.listed_at = 0.0
        """When the move list last changed."""
        self.pressed: tuple[UIButton, float] | None = None
        """The move-list entry the left button went down on, and when."""
        self.lesson = LessonBox(tutorial) if tutorial is not None else None
        self.coach = Coach(match)
        self.brought: str | None = None
        """The piece taken up by a click whose places were last brought into sight (`BoardView.focus`)."""

    def can_move(self) -> bool:
        return self.controller.can_move()

    def refresh(self) -> None:
        """After a move or a hand-off: who looks at the table, what they see, which moves they have."""
        handoff = self.controller.refresh()
        if handoff is not None:
            self.hand_off(handoff)
        self.view.seat = self.controller.viewer
        self.input.reset()
        self.relist()
        self.show_expected()
        self.open_dialog()
        if self.undo_button is not None:
            if self.controller.undo_start() is None:
                self.undo_button.disable()
            else:
                self.undo_button.enable()

    def open_dialog(self) -> None:
        """The game's dialog for the decision at hand (`BoardView.dialog`), for the human to move, unless
        something lies over the table already (it then opens after the next move)."""
        name = self.view.dialog(self.controller.legal) if self.can_move() else None
        if name is not None and self.app.stack.top is self:
            dialog = dialog_for(self.game.id, name)
            self.app.stack.push(
                dialog(
                    self.app,
                    game=self.game,
                    view=lambda: self.controller.view_state,
                    legal=lambda: self.controller.legal,
                    play=partial(self.play_human, fly=False),
                )
            )

    def hand_off(self, seat: int) -> None:
        """Veil the table until `seat`'s player takes it."""
        self.app.push(names.HANDOFF, seat=seat, match=self.match, on_ready=lambda: self.seat_ready(seat))

    def done(self) -> None:
        """The player who just moved has seen the result: hand the table over."""
        if self.controller.reviewing:
            self.hand_off(self.controller.done())
            self.view.seat = self.controller.viewer
            self.relist()

    def seat_ready(self, seat: int) -> None:
        self.controller.seat_ready(seat)
        self.refresh()

    # --- scene hooks --------------------------------------------------------------------------
    def exit(self) -> None:
        super().exit()
        if self.controller.remote:
            self.controller.remote.close()
        self.app.table_closed = True  # its drawings are given back once it is gone (App.step)

    def enter(self) -> None:
        super().enter()
        self.refresh()
        settle_table()
        if self.match.notice is not None:
            self.show(self.match.notice)
        if self.match.is_over():  # a finished game was loaded: show how it ended
            self.finish_in = 1.0

    def resume(self) -> None:
        self.controller.bot_wait = self.app.settings.bot_delay  # speed may have changed in the settings
        self.rebuild()

    def build(self) -> None:
        panels = self.panels
        panels.layout(self.app.size)
        top = panels.rects["top"]
        remote = self.controller.remote
        has_bots = any(seat.is_bot for seat in self.match.config.seats)
        x = top.right
        self.undo_button = None
        fast = self.controller.fast
        coach = (tr("Hint (H)"), tr("Hint"), self.suggest, True)
        # (with its key, without it, what it does, enabled): the keys go into tooltips when room is short
        bar = [
            (tr("Menu (Esc)"), tr("Menu"), self.open_pause, True),
            *((coach,) if self.coach_offered() else ()),
            (tr("Undo (Ctrl+Z)"), tr("Undo"), self.undo, self.controller.undo_start() is not None),
        ]
        if remote is None:  # the host plays a remote game's bots
            bar.append((tr("Skip bots (Space)"), tr("Skip bots"), self.skip_bots, has_bots))
            speed = (tr("Normal speed (F)"), tr("Normal speed")) if fast else (tr("Faster (F)"), tr("Faster"))
            bar.append((*speed, self.toggle_fast, has_bots))
        elif remote.host is not None:
            bar.append((tr("Bots for the away (B)"), tr("Bots for the away"), self.stand_in, True))
        bar_font = font(self.px(18))
        with_keys = sum(bar_font.size(long)[0] + self.px(44) for long, *_ in bar) <= top.width * BAR_SHARE
        for long, short, action, enabled in bar:
            text = long if with_keys else short
            w = bar_font.size(text)[0] + self.px(36)
            x -= w + self.px(8)
            rect = pygame.Rect(x, top.y + 2, w, top.height - 4)
            button = self.button(rect, text, action, enabled, None if with_keys else long, focusable=False)
            if action == self.undo:
                self.undo_button = button
        panels.status_right = x - self.px(16)
        panel = panels.rects["moves"]
        self.filter_entry = entry_line(
            pygame.Rect(panel.x + 10, panel.y + self.px(44), panel.width - 20, self.px(36)),
            self.manager,
            self.filter,
            tr("Filter moves (Ctrl+F)"),
        )
        self.action_container = None
        self.action_buttons.clear()
        self.fill_actions()

    def fill_actions(self) -> None:
        """The current human's legal moves as buttons, filtered by what they typed, folded by kind when they do not
        fit; kept as they are when the same entries would be listed again (while bots play, every move would
        rebuild an empty list: 7 ms a frame)."""
        if self.filter_entry is None:
            return
        listed = self.listed_entries()
        shown = tuple(self.entry_key(entry) for entry in listed[: self.shown])
        listing = (self.controller.reviewing, shown, self.shown, "" if listed else self.filter)
        if self.action_container is not None and listing == self.listing:
            return
        self.listing = listing
        for button in self.action_buttons:
            self.actions.pop(button, None)
            self.scrolled.pop(button, None)
        self.action_buttons.clear()
        if self.action_container is not None:
            self.action_container.kill()
        self.focus_order.clear()
        self.focus_index = None
        area = self.panels.moves_area()
        container = self.action_container = UIScrollingContainer(area, self.manager, allow_scroll_x=False)
        if self.controller.reviewing:
            self.entries = []
            self.fill_done(area, container)
            return
        self.entries = listed[: self.shown]
        more = len(listed) > self.shown
        texts = [self.entry_text(entry) for entry in self.entries]
        folded = any(isinstance(entry, Group) for entry in self.entries)
        nested = self.panels.px(NESTED) if folded else 0
        row = self.panels.px(MOVE_ROW)
        width = area.width
        moves = self.move_lines(texts, width - nested)
        if self.list_height(moves, row, more) > area.height:
            width -= SCROLL_BAR  # wrapped at this narrower width the moves are no shorter, so the bar stays
            moves = self.move_lines(texts, width - nested)
        y = 0
        for entry, (size, lines) in zip(self.entries, moves, strict=True):
            inside = folded and type(entry) is self.unfolded  # a move of the unfolded kind, beneath its entry
            rect = self.entry_rect(y, width, size, lines, nested if inside else 0)
            press = partial(self.unfold, entry.kind) if isinstance(entry, Group) else partial(self.play_human, entry)
            self.action_buttons.append(self.lines_button(rect, lines, size, press, container))
            y = rect.bottom + ROW_GAP
        if self.filter and not listed:  # typed, and nothing matches: say so rather than show an empty list
            text = tr("No move matches “{typed}”", typed=Verbatim(self.filter.strip()))
            size, lines = self.move_lines([text], width)[0]
            rect = self.entry_rect(0, width, size, lines)
            self.action_buttons.append(self.lines_button(rect, lines, size, self.show_every_move, container))
            moves = [(size, lines)]
        if more:
            rect = pygame.Rect(0, y, width, row - ROW_GAP)
            left = len(listed) - self.shown
            text = trn("Show more ({count} left)", "Show more ({count} left)", count=left)
            self.action_buttons.append(self.button(rect, text, self.show_more, container=container))
        container.set_scrollable_area_dimensions((width, max(1, self.list_height(moves, row, more))))
        if self.can_move():
            self.filter_entry.enable()
        else:
            self.filter_entry.disable()

    def entry_key(self, entry: Entry) -> tuple[object, ...]:
        """What an entry of the move list shows depends on: a move's key; a kind's, its moves and whether it is
        unfolded."""
        if isinstance(entry, Group):
            return (entry.kind.__name__, tuple(action.key() for action in entry.actions), entry.kind is self.unfolded)
        return entry.key()

    def entry_text(self, entry: Entry) -> str:
        """A move's label; a kind's name and how many moves it holds, marked folded (+) or unfolded (−)."""
        if not isinstance(entry, Group):
            return tr(entry.label())
        if entry.kind is self.unfolded:
            return tr("− {kind} ({count})", kind=entry.name(self.game), count=len(entry.actions))
        return tr("+ {kind} ({count})", kind=entry.name(self.game), count=len(entry.actions))

    def fill_done(self, area: pygame.Rect, container: UIScrollingContainer) -> None:
        """The move list while the player who just moved looks at the result: one button to hand over."""
        assert self.filter_entry is not None and self.controller.handoff is not None
        text = tr("Done: pass to {name} (Enter)", name=Verbatim(seat_name(self.controller.handoff)))
        size, lines = self.move_lines([text], area.width)[0]
        rect = self.entry_rect(0, area.width, size, lines)
        self.action_buttons.append(self.lines_button(rect, lines, size, self.done, container))
        container.set_scrollable_area_dimensions((area.width, rect.height))
        self.filter_entry.disable()

    def entry_rect(self, y: int, width: int, size: int, lines: tuple[str, ...], indent: int = 0) -> pygame.Rect:
        """Where an entry of the move list goes: a row, taller by a line for each line it wraps onto, standing in
        by `indent` from the list's left edge."""
        wrapped = LinesButton.line_height(size) * (len(lines) - 1)
        return pygame.Rect(indent, y, width - indent, self.panels.px(MOVE_ROW) - ROW_GAP + wrapped)

    def confirm(self) -> None:
        """Enter with no move chosen: done looking at the result of one's move, when a hand-off waits."""
        self.done()

    def move_lines(self, texts: list[str], width: int) -> list[tuple[int, tuple[str, ...]]]:
        """Each move's text size and lines in buttons `width` wide. The list has one text size, so that it reads
        evenly: the normal size when every move fits a line at it, else the small size, a move still too long
        for a line wrapping onto as many as it needs. Nothing is cut but a single word wider than the button
        (`wrap` shortens it)."""
        room = width - 2 * TEXT_INSET
        normal, small = self.panels.px(NORMAL_MOVE), self.panels.px(SMALL_MOVE)
        if all(font(normal).size(text)[0] <= room for text in texts):
            return [(normal, (text,)) for text in texts]
        return [(small, wrap(text, small, room)) for text in texts]

    @staticmethod
    def list_height(moves: list[tuple[int, tuple[str, ...]]], row: int, more: bool) -> int:
        """The height of the move list: a row for each move, taller by a line for each line it wraps
        onto, and a row for "Show more"."""
        wrapped = sum(LinesButton.line_height(size) * (len(lines) - 1) for size, lines in moves)
        return (len(moves) + more) * row + wrapped

    def show_every_move(self) -> None:
        """The filter emptied and every move listed again (a click on "No move matches")."""
        self.clear_filter()
        self.relist()

    def clear_filter(self) -> None:
        self.filter = ""
        self.shown = PAGE
        if self.filter_entry is not None and self.filter_entry.get_text():  # setting text redraws the entry
            self.filter_entry.set_text("")

    def relist(self) -> None:
        """The moves changed (or the filter): list them again, and let no click begun before count."""
        self.fill_actions()
        self.listed_at = self.clock
        self.pressed = None

    def entry_at(self, pos: tuple[int, int]) -> UIButton | None:
        """The move-list entry shown under `pos`, if any."""
        shown = self.action_container is not None and self.action_container.rect.collidepoint(pos)
        return next((b for b in self.action_buttons if shown and b.rect.collidepoint(pos)), None)

    def click_counts(self, entry: UIButton) -> bool:
        """A move-list entry clicked plays only when the button went down on it, after the list settled."""
        pressed, self.pressed = self.pressed, None
        return pressed is not None and pressed[0] is entry and pressed[1] - self.listed_at >= SETTLE_SECONDS

    def listed_actions(self) -> list[Action]:
        """The moves the list holds, in its lasting order (`movelist.ordered`): every legal move of the human to move,
        or those whose text holds every word typed in the filter."""
        if not self.can_move():
            return []
        words = self.filter.lower().split()
        listed = [a for a in self.controller.legal if all(w in tr(a.label()).lower() for w in words)]
        return ordered(listed, self.game.closing_kinds)

    def listed_entries(self) -> list[Entry]:
        """The list's entries: every move when they fit or a filter chose them, else each kind of several moves
        folded into one entry (the unfolded kind with its moves beneath it)."""
        actions = self.listed_actions()
        rows = self.panels.moves_area().height // self.panels.px(MOVE_ROW)
        return entries(actions, fold=not self.filter and len(actions) > rows, unfolded=self.unfolded)

    def unfold(self, kind: type[Action]) -> None:
        """Show the moves of `kind` beneath its entry, folding the kind shown before (its entry again: fold it);
        the entry keeps the focus, so Down goes on into its moves."""
        self.unfolded = None if self.unfolded is kind else kind
        self.relist()
        header = next(i for i, entry in enumerate(self.entries) if isinstance(entry, Group) and entry.kind is kind)
        self.focus_entry(self.action_buttons[header])

    def reveal(self, action: Action) -> UIButton | None:
        """The entry of `action` in the move list, shown: its kind unfolded and the list long enough to hold it
        (None when the list does not hold the move, or has no buttons yet)."""
        if self.filter_entry is None or action not in self.listed_actions():
            return None
        folded = any(isinstance(entry, Group) and action in entry.actions for entry in self.listed_entries())
        if folded:
            self.unfolded = type(action)
        index = self.listed_entries().index(action)
        if index >= self.shown:  # further down than the list goes: it goes that far
            self.shown = (index // PAGE + 1) * PAGE
        self.relist()
        return self.action_buttons[index]

    def focus_entry(self, entry: UIButton) -> None:
        """Give the keyboard focus to an entry of the move list (Enter presses it)."""
        if entry in self.focus_order:
            self.set_focus(self.focus_order.index(entry))

    def show_expected(self) -> None:
        """In a lesson, the move it waits for, when it is a move of the list (it has no drag), gets the focus: the
        list shows it and scrolls to it, and Enter plays it."""
        action = self.lesson.expected(self.match) if self.lesson is not None else None
        entry = self.reveal(action) if action is not None and action.drag() is None else None
        if entry is not None:
            self.focus_entry(entry)

    def entry_of(self, action: Action | None) -> pygame.Rect | None:
        """Where the move list shows `action`, as far as the list shows it (None when it is folded or scrolled out of
        sight)."""
        if action is None or action not in self.entries or self.action_container is None:
            return None
        rect = self.action_buttons[self.entries.index(action)].rect
        shown = rect.clip(self.action_container.rect)
        return shown if shown.collidepoint(rect.center) else None

    def show_more(self) -> None:
        self.shown += PAGE
        self.relist()
        self.set_focus(self.shown - PAGE)  # the first of the moves just shown

    def text_changed(self, entry: object, text: str) -> None:
        if entry is self.filter_entry:
            self.filter = text
            self.shown = PAGE
            self.relist()

    # --- playing ------------------------------------------------------------------------------
    def play_human(self, action: Action, fly: bool = True) -> None:
        """A human's move, after a question when the game asks one first (`Game.needs_confirmation`)."""
        if not self.can_move():
            return
        refusal = self.lesson.refusal(self.match, action) if self.lesson else None
        if refusal is not None:
            self.show(refusal)
            self.show_expected()  # its kind unfolded again, if the refused move's was unfolded instead
            return
        question = self.game.needs_confirmation(self.match.state, action)
        if question is None:
            self.play(action, fly)
        else:
            self.app.push(names.CONFIRM, question=question, on_yes=lambda: self.play_human_confirmed(action, fly))

    def play_human_confirmed(self, action: Action, fly: bool) -> None:
        if self.can_move() and action in self.controller.legal:
            self.play(action, fly)

    def play(self, action: Action, fly: bool = True) -> None:
        """Play a legal move; with `fly`, its token flies from source to target (a dropped one is there already),
        as far as the seat looking at the table may see it (`visible_drag`)."""
        drag = self.visible_drag(action) if fly else None
        start = self.view.anchor(drag[0]) if drag else None
        end = self.view.anchor(drag[1]) if drag else None
        way = self.view.way(self.controller.view_state, action) if drag else []
        mover = self.match.current_player
        if drag and mover != self.controller.viewer and any(map(in_hand, drag)):
            # another seat's hand is where that seat sits, not the viewer's
            start, end = (
                self.panels.seat_points.get(mover) if in_hand(name) else point
                for name, point in zip(drag, (start, end), strict=True)
            )
            way = []
        events = self.controller.play(action)
        self.panels.log_scroll = 0
        sounds = [name for event in events if (name := sound_for_event(event.kind))]
        if sounds:
            self.app.play_sound(sounds[0])
        self.clear_filter()
        if self.match.is_over():
            self.finish_in = 1.0
        self.refresh()
        if drag and start and end:
            self.fly(drag[0], start, end, move=True, way=way)

    def visible_drag(self, action: Action) -> tuple[str, str] | None:
        """The drag a move's token flies along, or None when the seat looking at the table may not see it: a thing
        another seat takes from its hand while deciding in private (a counter placed face down) flies nowhere, lest
        its path tell the secret."""
        private = self.game.private_decision(self.match.state)
        return (
            None if hidden_move(action, private, self.match.current_player, self.controller.viewer) else action.drag()
        )

    def undo(self) -> None:
        """Take back the latest move of the human at the table (and the bots' replies since), as far as
        nothing was revealed since."""
        if self.controller.undo_start() is None:
            if self.can_move():  # while a bot moves, keys do nothing
                self.show(msg("Nothing to take back: a move since then revealed something, or was another player's."))
            return
        self.controller.undo()
        self.panels.log_scroll = 0
        self.land()
        self.message = None
        self.clear_filter()
        self.refresh()

    def fly(
        self,
        name: str,
        start: tuple[int, int],
        end: tuple[int, int],
        move: bool = False,
        way: list[tuple[int, int]] | None = None,
    ) -> None:
        """Show a thing moving from start to end (by `way`), at the animation speed of the settings. While a
        `move`'s token flies, nobody moves (a token flying home from a refused drop holds nothing up)."""
        seconds = self.app.settings.flight_seconds
        self.flight = Flight(name, start, end, seconds, way or ()) if seconds else None
        self.controller.animating = move and self.flight is not None

    def land(self) -> None:
        """The flying token is where it goes (or the flight is cut short): the players may move again."""
        self.flight = None
        if self.controller.animating:
            self.controller.animating = False
            self.relist()

    def skip_bots(self) -> None:
        """Let the bots play without waiting until a human is to move or the game ends (again: stop)."""
        self.controller.skip_bots()
        self.land()

    def toggle_fast(self) -> None:
        self.controller.fast = not self.controller.fast
        self.rebuild()

    def coach_offered(self) -> bool:
        """Whether this table offers "Suggest a move": as the settings say for its number of humans, but not at a game
        another computer holds (the coach thinks from this computer's match) nor during a lesson (the lesson says
        which move to make, and a hint could say another)."""
        in_lesson = self.lesson is not None and self.lesson.lesson.step(self.match) is not None
        return (
            not in_lesson
            and self.controller.remote is None
            and self.app.settings.coach_for(len(self.controller.humans))
        )

    def suggest(self) -> None:
        """Ask the coach for the move of the human at the table; its answer comes in the background (`update`)."""
        seat = self.controller.human_to_move()
        if not self.coach_offered() or seat is None or not self.can_move():
            self.show(msg("The coach suggests a move when it is yours to make."))
            return
        self.coach.ask(seat)

    def point_out(self, action: Action) -> None:
        """Choose the suggested move in the move list (Enter plays it), shown even if the filter or the page hid it."""
        self.clear_filter()
        self.relist()
        entry = self.reveal(action)
        if entry is not None:
            self.focus_entry(entry)

    def open_pause(self) -> None:
        """The menu; a game another computer holds cannot be saved here (its host saves it)."""
        self.app.push(names.PAUSE, match=None if self.controller.remote else self.match)

    def stand_in(self) -> None:
        """The host seats a bot for every player away, or gives their seats back when bots sit in them already."""
        remote = self.controller.remote
        if remote is None or remote.host is None:
            return
        host = remote.host
        stand_ins = remote.latest.stand_ins
        away = [seat for seat in remote.away if seat not in stand_ins]
        for seat in away or stand_ins:
            host.call(partial(host.host.stand_in, seat, bool(away)))

    def back(self) -> None:
        self.open_pause()

    def show(self, message: Message | str) -> None:
        self.message = message
        self.message_time = MESSAGE_SECONDS

    def drop(self, source: str, target: str | None, drop_pos: tuple[int, int] | None) -> None:
        """Do the move a drop of `source` on `target` means, or snap back and say why not.

        `drop_pos` is where a dragged thing was let go; None when the target was clicked instead.
        """
        told = self.step_asks()
        if source not in self.controller.sources():  # dragged, but it is not a piece that can move now
            self.show(with_step(self.game.why_not_move(self.match.state, source, target or ""), told))
            return
        actions = self.controller.drag_actions().get((source, target), []) if target else []
        if len(actions) > 1:  # one drop, several moves (a contract on a vehicle, to one of several receivers): which?
            question, answers = self.view.choice(self.controller.view_state, actions)
            choices = [
                (text, partial(self.play_human, action, fly=False))
                for text, action in zip(answers, actions, strict=True)
            ]
            expected = self.lesson.expected(self.match) if self.lesson else None
            focused = actions.index(expected) if expected in actions else 0  # a lesson's answer is the one picked
            self.app.push(names.CHOICE, question=question, answers=choices, focused=focused)
            return
        action = actions[0] if actions else None
        refusal = self.lesson.refusal(self.match, action) if self.lesson and action else None
        if action is not None and refusal is None:
            self.app.play_sound("drop")
            self.message = None
            self.play_human(action, fly=drop_pos is None)
            return
        reason = self.game.why_not_drag(self.match.state, source, target) if target else DROP_ON_A_LIT_PLACE
        self.show(refusal or with_step(reason, told))
        home = self.view.anchor(source)
        if drop_pos and home:
            self.fly(source, drop_pos, home)

    def explain_click(self, name: str) -> None:
        """A click on a thing that starts no move: said how it is used, where the game knows more than that it
        cannot move (a click is often a look, so the generic refusal stays unsaid)."""
        reason = self.game.why_not_move(self.match.state, name, "")
        if reason != CANNOT_MOVE_NOW:
            self.show(with_step(reason, self.step_asks()))

    def step_asks(self) -> Message | None:
        """What a lesson's step asks instead of a refused move (None outside lessons)."""
        return self.lesson.lesson.instruction(self.match) if self.lesson else None

    # --- input --------------------------------------------------------------------------------
    def answers_call(self, event: pygame.event.Event) -> bool:
        """A click on the board or the moves of the human called to move after another human's move only says they
        are there: their moves count from the next click on."""
        if event.type == pygame.KEYDOWN:
            self.controller.answer_call()
            return False  # the key does what it does
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if not (clicked and any(self.panels.rects[part].collidepoint(event.pos) for part in ("board", "moves"))):
            return False
        self.controller.answer_call()
        self.relist()  # a click on the list begun now does not count either
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.controller.called is not None and self.answers_call(event):
            return True
        if self.lesson is not None and self.lesson.handle_event(event, self.match):
            self.show_expected()
            return True
        if event.type == pygame.KEYDOWN and self.handle_hotkey(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and (entry := self.entry_at(event.pos)):
            self.pressed = (entry, self.clock)
        entry_clicked = event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.action_buttons
        if entry_clicked and not self.click_counts(event.ui_element):
            return True  # pressed elsewhere, or before the list settled: no move
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.panels.recap.click(event.pos):
            return True  # a move told lit (or put out)
        earlier = self.panels.recap.earlier
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and earlier and earlier.collidepoint(event.pos):
            self.panels.scroll_log(LOG_PAGE)  # the whole log, a page back: the moves that did not fit
            return True
        board = self.panels.rects["board"]
        mouse = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
        if event.type in mouse and self.input.handle_mouse(event, board):
            return True
        if event.type == pygame.MOUSEWHEEL and self.panels.rects["log"].collidepoint(self.input.mouse):
            self.panels.scroll_log(event.y)
            return True
        # the view hears the mouse moving and buttons let go anywhere (a pan may end off the board),
        # and everything else only while the mouse is over the board
        anywhere = event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP)
        if (anywhere or board.collidepoint(self.input.mouse)) and self.panels.handle_view_event(event):
            return True
        return super().handle_event(event)

    def handle_hotkey(self, event: pygame.event.Event) -> bool:
        """Esc lets go of what is held, Ctrl+Z takes back a move, Ctrl+F goes to the move filter, F and Space
        hurry the bots, H asks the coach for a move, F1 opens the rules at what the board explains, Page Up and
        Page Down scroll the game log.

        While the filter has the focus it gets the letters; Up, Down, Tab and Enter still move and play.
        """
        entry = self.filter_entry
        typing = entry is not None and entry.is_focused
        if event.key == pygame.K_ESCAPE and self.input.let_go():
            return True
        if event.key == pygame.K_ESCAPE and entry is not None and typing:
            entry.unfocus()
        elif typing:
            return False
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key == pygame.K_f and event.mod & pygame.KMOD_CTRL:
            if entry is not None and entry.is_enabled:
                self.set_focus(None)
                self.manager.set_focus_set(entry)
        elif event.key == pygame.K_f:
            self.toggle_fast()
        elif event.key == pygame.K_b:
            self.stand_in()
        elif event.key == pygame.K_h:
            self.suggest()
        elif event.key == pygame.K_F1:  # the rules, at the passage about the thing explained
            self.app.push(names.RULES, game_id=self.game.id, about=self.input.explained())
        elif event.key == pygame.K_SPACE:
            self.skip_bots()
        elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.panels.scroll_log(LOG_PAGE if event.key == pygame.K_PAGEUP else -LOG_PAGE)
        else:
            return False
        return True

    # --- time ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.message_time = max(0.0, self.message_time - dt)
        self.clock += dt
        problem = self.controller.autosave_problem()
        if problem is not None:
            self.show(problem)
        self.take_remote()
        if self.flight is not None:
            self.flight.elapsed += dt
            if self.flight.done:
                self.land()
        if self.finish_in is not None:
            self.finish_in -= dt
            if self.finish_in <= 0:
                self.finish_in = None
                self.app.replace(names.RESULTS, match=self.match)
            return
        if self.coach.poll() and self.coach.suggestion is not None:
            self.point_out(self.coach.suggestion.action)
        if self.controller.bot_ready(dt, self.app.settings.bot_delay):
            action = self.controller.bot_move()
            skipped = self.controller.skipped
            self.play(action, fly=skipped is None)
            if skipped is not None and self.controller.skipped is None:
                self.message_time = 0.0  # skipped to a human's turn: the board is theirs, uncovered
            elif skipped is not None:
                self.show(
                    msgn(
                        "Skipping the bots: {count} move played (Space stops)",
                        "Skipping the bots: {count} moves played (Space stops)",
                        count=skipped,
                    )
                )

    def take_remote(self) -> None:
        """At a game another computer holds: take in what the host sent (moves, the log, refusals)."""
        remote = self.controller.remote
        if remote is None:
            return
        refusal = remote.refused()
        if refusal is not None:
            self.show(refusal)
        if not self.controller.take():
            if refusal is not None:
                self.refresh()  # the move can be made again
            return
        self.panels.log_scroll = 0
        sounds = [name for _, _, kind in remote.client.new_entries if (name := sound_for_event(kind))]
        if sounds:
            self.app.play_sound(sounds[0])
        if self.match.is_over() and self.finish_in is None:
            self.finish_in = 1.0
        self.refresh()

    def waiting_text(self) -> str | None:
        """What holds a game over the network up, over the board: the connection lost; the game waiting for its
        players (with the code to pass on, for the host); for the host, players away whom no bot plays for."""
        remote = self.controller.remote
        if remote is None or remote.is_over():
            return None
        if remote.lost():
            return tr("The connection to the host is lost: trying again…")
        away = [seat for seat in remote.away if seat not in remote.latest.stand_ins]
        seats = Items(tuple(SeatRef(seat) for seat in away))
        if remote.waiting() and remote.host is None:
            return tr("Waiting for {seats} to join", seats=seats)
        if remote.waiting():
            return tr("Waiting for {seats} to join. Join code: {code}", seats=seats, code=Verbatim(remote.code))
        if away and remote.host is not None:
            return tr(
                "{seats} away: they rejoin with the code {code}, or B seats bots for them",
                seats=seats,
                code=Verbatim(remote.code),
            )
        return None

    # --- drawing ------------------------------------------------------------------------------
    def keep_under_pointer(self, name: str, was: tuple[int, int]) -> None:
        """After the zoom a click brought, the board moved so that the piece clicked is where it was: a second click
        on it (setting a Competitors vehicle off) finds it. Not when the zoom had to move it far to show where it
        may go."""
        now = self.view.anchor(name)
        if now is not None and now != was and math.dist(now, was) <= KEEP_SLACK:
            self.view.pan_by(was[0] - now[0], was[1] - now[1])
            self.panels.view_changes += 1

    def draw(self, surface: pygame.Surface) -> None:
        highlights, playable, lesson = self.input.highlights(), frozenset(self.input.playable()), set[str]()
        self.view.carried, self.view.landable = self.input.held(), set(highlights)  # a lesson lights only some
        kept: tuple[str, tuple[int, int]] | None = None
        if self.input.selected != self.brought:  # taken up by a click: where it may go comes into sight (Europe's
            self.brought = self.input.selected  # states are a few pixels at the world's zoom); not while dragged
            was = self.view.anchor(self.brought) if self.brought is not None else None
            if self.brought is not None and self.lesson is None and self.view.focus(highlights, keep=self.brought):
                self.panels.view_changes += 1
                kept = (self.brought, was) if was else None
        if self.lesson is not None:
            self.panels.view_changes += self.lesson.focus(self.match, self.view)  # the board is drawn again
            highlights, playable, lesson = self.lesson.lit(self.match, highlights, playable, self.input.held())
        self.panels.draw(surface, highlights, self.input.hover, playable)
        if kept is not None:  # a pile spreads otherwise when zoomed: the piece clicked goes back under the pointer
            self.keep_under_pointer(*kept)
        self.panels.draw_lit(surface, self.coach.lit() | self.panels.recap.lit() | lesson)
        board = self.panels.rects["board"]
        self.coach.draw(surface, self.view, board if board.width else self.panels.rects["moves"], self.panels.scale)
        self.manager.draw_ui(surface)
        if self.lesson is not None:
            expected = self.lesson.expected(self.match)
            listed = expected is not None and expected.drag() is None  # a move with a drag is lit on the board
            entry = self.entry_of(expected) if listed else None
            self.lesson.draw(surface, self.match, self.view, self.panels.rects, entry)
        self.panels.keep_clear = [self.lesson.box] if self.lesson is not None and self.lesson.box else []
        self.panels.draw_hand(surface, self.flight, self.input)
        if self.message is not None and self.message_time > 0:  # over a token flying home: the refusal stays read
            self.panels.draw_message(surface, tr(self.message))
        elif (waiting := self.waiting_text()) is not None:
            self.panels.draw_message(surface, waiting)


def with_step(reason: Message, told: Message | None) -> Message:
    """A refusal, and in a lesson what its step asks: the rule the game names, then the step's words ("Spain is not
    one of the 9 headquarters states ... Drag your headquarters onto Germany."); the step's words alone where the game
    names no rule."""
    if told is None:
        return reason
    return told if reason in UNEXPLAINED else msg("{reason} {instruction}", reason=reason, instruction=told)
