"""The host: holds the match, runs the rules and the bots, autosaves, and sends each seat only what it may see.

Everything that changes the match runs on the host's asyncio loop, one frame at a time; a bot thinks on a thread
meanwhile (nobody else may move then). After every change each connected seat gets an `update`: the view
`Game.redact(state, seat)`, its legal actions when it is to act, the new log entries, who is away, and the result
at the end. The seed, the generator and the order of the decks never leave the host while the game goes on: the
views hold no more than `redact` gives. Once it is over, the seed and the moves are sent too (`record`), so that
every player has the whole game, as a save, for the results and the replay.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import time
from collections.abc import Callable
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.core import saves
from game.core.match import Match
from game.core.messages import Message, SeatRef, msg, msgn
from game.core.protocol import EventKind, IllegalAction
from net import codec
from net.hosting import Hosting, hosting_path
from net.protocol import MAX_FRAME, JoinCode, ProtocolError, check_hello, frame_type

HELLO_SECONDS = 10.0
"""A connection that has not said hello by then is closed."""
CHOOSING_SECONDS = 600.0
"""A player who has not chosen a seat by then is let go (they may join again)."""
FRAMES_PER_SECOND = 20.0
FRAME_BURST = 40.0
"""A seat may send this many frames at once, then FRAMES_PER_SECOND; beyond that its frames are refused."""
FLOOD_LIMIT = 200
"""Frames refused for flooding before the connection is closed (the player may rejoin)."""
MAX_KEY_ITEMS = 32


class RemoteSeat:
    """A seat played from another computer: its connection while there is one, and what it was last sent."""

    def __init__(self) -> None:
        self.connection: ServerConnection | None = None
        self.sent_log = 0
        """Entries of the log this connection has."""
        self.dirty = asyncio.Event()
        self.allowance = FRAME_BURST
        self.checked = time.monotonic()
        self.flooded = 0


class Host:
    """A hosted match: `run` serves it until the game is over and `stop` is called."""

    def __init__(
        self,
        match: Match,
        hosting: Hosting,
        report: Callable[[str], None] = print,
        bot_delay: float = 0.0,
    ) -> None:
        self.match = match
        self.game = match.game
        self.hosting = hosting
        self.report = report
        """Where joins, leaves and refusals are told (the server's log), in plain English."""
        self.bot_delay = bot_delay
        self.seats = {seat: RemoteSeat() for seat in sorted(hosting.remote)}
        self.stand_ins: set[int] = set()
        """Away seats a bot plays for, as the host chose."""
        self.started = False
        """Every remote seat has been taken (or given a bot): the game goes on from then."""
        self.log: list[tuple[Message, int | None, EventKind]] = [(e.message, e.seat, e.kind) for e in match.events]
        self.move_entries = [record.first_event for record in match.records]
        self.changed = asyncio.Event()
        self.server: Server | None = None

    # --- who sits where -------------------------------------------------------------------------
    @property
    def away(self) -> list[int]:
        return [seat for seat, place in self.seats.items() if place.connection is None]

    def bot_plays(self, seat: int) -> bool:
        return self.match.config.seats[seat].is_bot or seat in self.stand_ins

    def stand_in(self, seat: int, bot: bool) -> None:
        """A bot plays for an away seat (`bot`), or gives the seat back."""
        if seat not in self.seats:
            return
        if bot:
            self.stand_ins.add(seat)
        else:
            self.stand_ins.discard(seat)
        self.report(f"seat {seat + 1}: {'a bot stands in' if bot else 'the bot stands up'}")
        said = (
            msg("A bot plays for {seat}", seat=SeatRef(seat)) if bot else msg("{seat} plays again", seat=SeatRef(seat))
        )
        self.check_start()
        self.note(said, seat)

    def check_start(self) -> None:
        """The game starts once every remote seat is taken or given a bot (and then goes on, whoever leaves)."""
        self.started = self.started or all(s in self.stand_ins for s in self.away)

    def note(self, message: Message, seat: int | None) -> None:
        self.log.append((message, seat, EventKind.INFO))
        self.changed_all()

    def changed_all(self) -> None:
        for place in self.seats.values():
            place.dirty.set()
        self.changed.set()

    # --- serving ------------------------------------------------------------------------------
    async def start(self, address: str, port: int | None = None) -> int:
        """Listen on `address` (and `port`, else the hosting's; 0 takes a free one): the port it listens on."""
        self.server = await serve(
            self.connect,
            address,
            self.hosting.port if port is None else port,
            max_size=MAX_FRAME,
            max_queue=4,
            ping_interval=10,
            ping_timeout=20,
        )
        listening = next(iter(self.server.sockets)).getsockname()[1]
        if listening != self.hosting.port:
            self.hosting = Hosting(self.hosting.remote, self.hosting.secret, listening, self.hosting.local)
        self.write_hosting()
        self.report(f"listening on port {listening}; {self.wait_line()}")
        return int(listening)

    def write_hosting(self) -> None:
        saves.write_atomic(hosting_path(self.match.id), json.dumps(self.hosting.to_json()))

    def code(self, address: str) -> JoinCode:
        return JoinCode(address, self.hosting.port, self.hosting.secret)

    def wait_line(self) -> str:
        waiting = [seat + 1 for seat in self.away if seat not in self.stand_ins]
        return f"waiting for seat {', '.join(map(str, waiting))}" if waiting else "every seat is taken"

    async def run(self) -> None:
        """Play the bots' moves while the game goes on; returns once the game is over."""
        self.autosave()
        while not self.match.is_over():
            self.changed.clear()
            if self.started and self.bot_plays(self.match.current_player):
                await self.bot_turn()
            else:
                await self.changed.wait()
        saves.BACKGROUND.flush()
        self.report(f"the game is over: places {list(self.game.result(self.match.state).places)}")

    async def stop(self) -> None:
        """Close every connection and stop listening (the autosave is written first)."""
        saves.BACKGROUND.flush()
        if self.server is not None:
            self.server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.server.wait_closed(), 5)

    async def bot_turn(self) -> None:
        moves = len(self.match.actions)
        seat = self.match.current_player
        action = await asyncio.to_thread(self.match.choose_bot_action)
        if len(self.match.actions) == moves and self.bot_plays(seat):  # nothing changed meanwhile
            self.play(action)
            if self.bot_delay:
                await asyncio.sleep(self.bot_delay)

    def play(self, action: Any) -> None:
        events = self.match.play(action)
        self.move_entries.append(len(self.log))
        self.log.extend((event.message, event.seat, event.kind) for event in events)
        self.autosave()
        self.changed_all()

    def autosave(self) -> None:
        """Every move is saved: a host that stops loses nothing its players saw."""
        saves.BACKGROUND.submit(saves.autosave_path(self.match), saves.save_text(self.match))

    def undo(self, seat: int) -> None:
        start = self.match.undo_start(seat) if self.match.current_player == seat else None
        if start is None:
            raise IllegalAction(
                msg("Nothing to take back: a move since then revealed something, or was another player's.")
            )
        count = len(self.match.actions) - start
        del self.log[self.move_entries[start] :]
        del self.move_entries[start:]
        for place in self.seats.values():
            place.sent_log = min(place.sent_log, len(self.log))
        self.match.rewind(start)
        self.note(
            msgn("{seat} takes back {count} move", "{seat} takes back {count} moves", count=count, seat=SeatRef(seat)),
            seat,
        )
        self.autosave()

    # --- one connection -----------------------------------------------------------------------
    async def connect(self, connection: ServerConnection) -> None:
        who = f"{connection.remote_address[0]}" if connection.remote_address else "?"
        try:
            seat = await self.seat_taken(connection)
        except ProtocolError as refusal:
            self.report(f"refused {who}: {refusal}")
            with contextlib.suppress(ConnectionClosed):
                await connection.send(codec.dumps({"type": "refused", "reason": codec.encode(refusal.message)}))
            return
        except (TimeoutError, ConnectionClosed):
            self.report(f"{who} left before taking a seat")
            return
        place = self.seats[seat]
        if seat in self.stand_ins:  # the player is back: the bot gives the seat back
            self.stand_in(seat, False)
        place.connection = connection
        place.sent_log = place.flooded = 0
        place.dirty.set()
        self.report(f"seat {seat + 1} joined from {who}; {self.wait_line()}")
        self.check_start()
        self.note(msg("{seat} joins the game", seat=SeatRef(seat)), seat)
        writer = asyncio.create_task(self.write(seat, connection))
        try:
            await self.read(seat, connection)
        except ConnectionClosed as closed:  # a frame too large closes it too (1009)
            self.report(f"seat {seat + 1} left ({closed})")
        finally:
            writer.cancel()
            if place.connection is connection:
                place.connection = None
                self.note(msg("{seat} is away", seat=SeatRef(seat)), seat)

    async def seat_taken(self, connection: ServerConnection) -> int:
        """The hello and the seat a new connection takes; ProtocolError saying why it is refused."""
        secret = check_hello(self.frame(await asyncio.wait_for(connection.recv(), HELLO_SECONDS)))
        if not hmac.compare_digest(secret.encode(), self.hosting.secret.encode()):
            raise ProtocolError(msg("Wrong join code: ask the host for the game's code."))
        await connection.send(codec.dumps(self.welcome()))
        frame = self.frame(await asyncio.wait_for(connection.recv(), CHOOSING_SECONDS))
        seat = frame.get("seat") if frame_type(frame) == "sit" else None
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in self.seats:
            raise ProtocolError(msg("That seat is not played from another computer."))
        if self.seats[seat].connection is not None:
            raise ProtocolError(msg("{seat} is already taken.", seat=SeatRef(seat)))
        return seat

    def welcome(self) -> dict[str, Any]:
        return {
            "type": "welcome",
            "config": self.match.config.to_json(),
            "rules": self.game.rules_version,
            "remote": sorted(self.seats),
            "open": self.away,
        }

    @staticmethod
    def frame(text: str | bytes) -> Any:
        try:
            return codec.loads(text)
        except codec.CodecError:
            raise ProtocolError(msg("A message from the other side was not understood.")) from None

    async def read(self, seat: int, connection: ServerConnection) -> None:
        place = self.seats[seat]
        async for text in connection:
            try:
                if not self.allowed(place):
                    place.flooded += 1
                    if place.flooded > FLOOD_LIMIT:
                        self.report(f"seat {seat + 1}: too many frames, closed")
                        await connection.close(1008, "too many frames")
                        return
                    raise ProtocolError(msg("Too many messages at once: wait a moment."))
                self.handle(seat, self.frame(text))
            except (ProtocolError, IllegalAction) as refusal:
                self.report(f"seat {seat + 1}: refused a frame: {refusal}")
                await connection.send(codec.dumps({"type": "refusal", "reason": codec.encode(refusal.message)}))

    @staticmethod
    def allowed(place: RemoteSeat) -> bool:
        """Whether a frame of this seat fits its allowance (a token bucket)."""
        now = time.monotonic()
        place.allowance = min(FRAME_BURST, place.allowance + (now - place.checked) * FRAMES_PER_SECOND)
        place.checked = now
        if place.allowance < 1:
            return False
        place.allowance -= 1
        return True

    def handle(self, seat: int, frame: Any) -> None:
        """A frame of a seated client: its move or its undo, each only for its own seat."""
        kind = frame_type(frame)
        if kind == "undo":
            self.undo(seat)
            return
        if kind != "play":
            raise ProtocolError(msg("A message from the other side was not understood."))
        key, moves = frame.get("key"), frame.get("moves")
        if not isinstance(key, list) or not key or len(key) > MAX_KEY_ITEMS or not isinstance(key[0], str):
            raise ProtocolError(msg("A message from the other side was not understood."))
        if moves != len(self.match.actions):
            raise IllegalAction(msg("The game moved on meanwhile: look again."))
        if self.match.current_player != seat or self.bot_plays(seat) or not self.started:
            raise IllegalAction(msg("It is not your turn."))
        action = self.game.action_of(self.match.state, saves.as_key(key))
        if action is None:
            raise IllegalAction(msg("There is no such move now."))
        self.play(action)

    async def write(self, seat: int, connection: ServerConnection) -> None:
        """Send the seat its update whenever something changed (several changes at once make one frame)."""
        place = self.seats[seat]
        with contextlib.suppress(ConnectionClosed):
            while True:
                await place.dirty.wait()
                place.dirty.clear()
                await connection.send(codec.dumps(self.update(seat)))

    def update(self, seat: int) -> dict[str, Any]:
        """What `seat` is told now: only what `Game.redact` lets it see, and the log since it was last told."""
        match, place = self.match, self.seats[seat]
        to_act = self.started and match.current_player == seat and not self.bot_plays(seat) and not match.is_over()
        start = place.sent_log
        place.sent_log = len(self.log)
        over = match.is_over()
        return {
            "type": "update",
            "seat": seat,
            "match": match.id,
            "moves": len(match.actions),
            "view": codec.encode(self.game.redact(match.state, seat)),
            "legal": codec.encode(match.legal_actions()) if to_act else [],
            "undo": to_act and match.undo_start(seat) is not None,
            "log_from": start,
            "log": [[codec.encode(message), who, kind] for message, who, kind in self.log[start:]],
            "scores": self.game.scores(match.state),
            "away": self.away,
            "stand_ins": sorted(self.stand_ins),
            "started": self.started,
            "record": {"seed": match.seed, "keys": codec.encode(match.keys)} if over else None,
            "breakdown": [
                codec.encode(self.game.score_breakdown(match.state, match.events, s))
                for s in range(match.config.players)
            ]
            if over
            else None,
        }
