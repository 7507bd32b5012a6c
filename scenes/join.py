"""Join a game another computer holds: paste the join code the host passed on, then take one of the open seats."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core.messages import Message, msg
from net.client import Client
from net.protocol import JoinCode, Link, ProtocolError
from net.remote import RemoteMatch
from scenes.gui import GuiScene, centered_column
from words import seat_name, set_seat_names, tr

if TYPE_CHECKING:
    from scenes.app import App


class JoinScene(GuiScene):
    def __init__(self, app: App, code: str = "") -> None:
        super().__init__(app)
        self.code = code
        self.client: Client | None = None
        self.message: Message | None = None
        self.shown: tuple[object, ...] = ()
        """What the screen shows (the link's state, the open seats), to build it again when that changes."""

    def build(self) -> None:
        width, height = self.app.size
        px, row = self.px, self.row
        client = self.client
        self.label(pygame.Rect(0, px(30), width, px(60)), tr("Join a game"), "#title")
        column = min(px(640), width - 2 * px(40))
        left = (width - column) // 2
        top = px(130)
        self.label(pygame.Rect(left, top, column, row), tr("The join code the host gave you:"), "#caption")
        entry = self.text_entry(pygame.Rect(left, top + row, column - px(190), row), self.code, "192.168.1.20:47653/…")
        entry.set_text_length_limit(120)
        self.button(pygame.Rect(left + column - px(180), top + row, px(180), row), tr("Connect"), self.connect)
        y = top + 3 * row
        if client is not None and client.link == Link.CHOOSING and client.config is not None:
            set_seat_names([seat.name for seat in client.config.seats])
            self.label(pygame.Rect(left, y, column, row), tr("Choose your seat:"), "#caption")
            open_seats = [seat for seat in client.remote if seat in client.open]
            rects = centered_column(self.app.size, px(360), max(1, len(open_seats)), top=y + row + px(10))
            for rect, seat in zip(rects, open_seats, strict=False):
                self.button(rect, seat_name(seat), partial(self.sit, seat))
            if not open_seats:
                self.message = msg("Every seat of this game is taken.")
        text = (
            tr(self.message) if self.message else tr("Connecting…") if client and client.link == Link.CONNECTING else ""
        )
        self.label(pygame.Rect(0, height - px(40) - 2 * row - px(16), width, row), text, "#message")
        self.button(pygame.Rect(width // 2 - px(120), height - px(40) - row, px(240), row), tr("Back"), self.back)

    def text_changed(self, entry: object, text: str) -> None:
        self.code = text

    def confirm(self) -> None:
        self.connect()

    def connect(self) -> None:
        """Reach the host with the code typed (again: a new try)."""
        self.leave()
        self.message = None
        try:
            code = JoinCode.parse(self.code)
        except ProtocolError as error:
            self.message = error.message
        else:
            self.client = Client(code).start()
        self.rebuild()

    def sit(self, seat: int) -> None:
        if self.client is not None:
            self.client.sit(seat)

    def leave(self) -> None:
        if self.client is not None:
            self.client.close()
            self.client = None

    def back(self) -> None:
        self.leave()
        super().back()

    def update(self, dt: float) -> None:
        super().update(dt)
        client = self.client
        if client is None:
            return
        if client.link == Link.ENDED:
            self.message = client.problem
            self.client = None
            client.close()
        elif client.link == Link.SEATED and (client.poll() or client.latest is not None):
            self.client = None  # the table has it now
            self.app.open_table(RemoteMatch(client))
            return
        shown = (client.link if self.client else None, tuple(client.open), self.message)
        if shown != self.shown:
            self.shown = shown
            self.rebuild()
