"""A client: the connection to a host, on an asyncio loop of its own thread, and what the host said last.

The window polls it every frame (`poll`); it never waits for the network. A lost connection is tried again every
second with the same code and seat until it is back (or `close`).
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game import registry
from game.core.match import Match
from game.core.messages import Message, msg
from game.core.protocol import Action, Config, EventKind, Game, Key, State
from net import codec
from net.protocol import MAX_FRAME, JoinCode, Link, ProtocolError, frame_type, hello

RETRY_SECONDS = 1.0
CONNECT_SECONDS = 5.0


@dataclass
class Update:
    """One update of the host, decoded: what the seat may see now and what happened since the last one."""

    seat: int
    match: str
    """The match's id (its autosave's name on the host)."""
    moves: int
    view: State
    legal: list[Action]
    undo: bool
    log_from: int
    log: list[tuple[Message, int | None, EventKind]]
    scores: list[int]
    away: list[int]
    stand_ins: list[int]
    started: bool
    record: tuple[int, list[Key]] | None = None
    """Once the game is over: its seed and every move's key (the whole game, for the results and a save)."""

    @classmethod
    def of(cls, frame: dict[str, Any]) -> Update:
        """The update a frame holds; CodecError or ProtocolError when it does not."""
        try:
            log = [(codec.decode(text), seat, EventKind(kind)) for text, seat, kind in frame["log"]]
            return cls(
                int(frame["seat"]),
                str(frame["match"]),
                int(frame["moves"]),
                codec.decode(frame["view"]),
                codec.decode(frame["legal"]),
                bool(frame["undo"]),
                int(frame["log_from"]),
                log,
                list(frame["scores"]),
                list(frame["away"]),
                list(frame["stand_ins"]),
                bool(frame["started"]),
                _record(frame["record"]),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise ProtocolError(msg("A message from the other side was not understood.")) from error


class Client:
    """A seat at a game another computer holds."""

    def __init__(self, code: JoinCode) -> None:
        self.code = code
        self.link = Link.CONNECTING
        self.problem: Message | None = None
        """Why the connection ended (refused, or the host unreachable)."""
        self.config: Config | None = None
        self.game: Game[Any] | None = None
        self.remote: list[int] = []
        self.open: list[int] = []
        """Seats nobody plays now, as the host said when it answered."""
        self.seat: int | None = None
        self.latest: Update | None = None
        self.finished: Match | None = None
        """The whole game once it is over, played again from the seed and the moves the host sent then."""
        self.log: list[tuple[Message, int | None, EventKind]] = []
        self.new_entries: list[tuple[Message, int | None, EventKind]] = []
        self.refusals: list[Message] = []
        """Why the host refused frames of this seat (a move once the game had moved on), since last taken."""
        self._inbox: list[Update | Message] = []
        self._lock = threading.Lock()
        self._loop = asyncio.new_event_loop()
        self._outbox: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self._seat_chosen = asyncio.Event()
        self._closing = False
        self._thread = threading.Thread(target=self._loop.run_until_complete, args=(self._run(),), daemon=True)
        self._thread.name = "client"

    def start(self) -> Client:
        self._thread.start()
        return self

    # --- the window's side (its thread) -------------------------------------------------------------
    def sit(self, seat: int) -> None:
        """Take `seat` (one of `open`)."""
        self.seat = seat
        self._loop.call_soon_threadsafe(self._seat_chosen.set)

    def wait_seated(self, seat: int | None, seconds: float = CONNECT_SECONDS) -> bool:
        """Take `seat` and wait until the host's first update came (a host on this computer answers at once):
        whether it did."""
        end = time.monotonic() + seconds
        while self.link in (Link.CONNECTING, Link.CHOOSING) and time.monotonic() < end:
            if self.link == Link.CHOOSING and self.seat is None and seat is not None:
                self.sit(seat)
            time.sleep(0.01)
        while self.link == Link.SEATED and not self.poll() and self.latest is None and time.monotonic() < end:
            time.sleep(0.01)
        return self.latest is not None

    def send(self, frame: dict[str, Any]) -> None:
        self._loop.call_soon_threadsafe(self._outbox.put_nowait, frame)

    def play(self, action: Action) -> None:
        """Send a move of this seat, by its key; the host answers with an update (or a refusal)."""
        moves = self.latest.moves if self.latest else 0
        self.send({"type": "play", "key": list(action.key()), "moves": moves})

    def undo(self) -> None:
        self.send({"type": "undo"})

    def poll(self) -> list[Update]:
        """Take in what arrived since the last poll: the updates (the latest holds now), with the log grown."""
        with self._lock:
            arrived, self._inbox = self._inbox, []
        updates = [item for item in arrived if isinstance(item, Update)]
        self.refusals.extend(item for item in arrived if isinstance(item, Message))
        self.new_entries = []
        for update in updates:
            del self.log[update.log_from :]
            self.log.extend(update.log)
            self.new_entries.extend(update.log)
            self.latest = update
            if update.record is not None and self.finished is None and self.game and self.config:
                self.finished = Match.replay(self.game, self.config, *update.record)
                self.finished.id = update.match
        return updates

    def close(self) -> None:
        self._closing = True
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(lambda: [task.cancel() for task in asyncio.all_tasks(self._loop)])
            self._thread.join(5)

    # --- the connection (the loop's thread) ---------------------------------------------------------------
    async def _run(self) -> None:
        with contextlib.suppress(asyncio.CancelledError):
            while not self._closing:
                try:
                    async with connect(self.code.url, max_size=MAX_FRAME, open_timeout=CONNECT_SECONDS) as link:
                        await self._session(link)
                except ProtocolError as refusal:
                    if self.link != Link.LOST:  # refused at the first try: that is final
                        self._end(refusal.message)
                        return
                except (OSError, TimeoutError, ConnectionClosed, InvalidHandshake, InvalidURI, codec.CodecError):
                    if self.link in (Link.CONNECTING, Link.CHOOSING):
                        self._end(msg("Cannot reach the host: check the code, and that the host is running."))
                        return
                if self.link == Link.ENDED:
                    return
                self.link = Link.LOST
                await asyncio.sleep(RETRY_SECONDS)

    def _end(self, reason: Message) -> None:
        self.problem = reason
        self.link = Link.ENDED

    async def _session(self, link: ClientConnection) -> None:
        await link.send(codec.dumps(hello(self.code.secret)))
        welcome = self._answer(await link.recv())
        if frame_type(welcome) != "welcome":
            raise ProtocolError(msg("A message from the other side was not understood."))
        config = Config.from_json(welcome["config"])
        if config.game not in registry.game_ids():
            raise ProtocolError(msg("This Manifest does not have the host's game."))
        self.game = registry.get_game(config.game)  # its classes can now be decoded
        if welcome["rules"] != self.game.rules_version:
            raise ProtocolError(msg("The host plays other rules of this game: use the same Manifest."))
        self.config, self.remote, self.open = config, list(welcome["remote"]), list(welcome["open"])
        if self.link != Link.LOST:
            self.link = Link.CHOOSING
        await self._seat_chosen.wait()
        await link.send(codec.dumps({"type": "sit", "seat": self.seat}))
        first = self._answer(await link.recv())
        self._take(first)
        self.link = Link.SEATED
        sender = asyncio.create_task(self._send_all(link))
        try:
            async for text in link:
                self._take(self._answer(text))
        finally:
            sender.cancel()

    def _answer(self, text: str | bytes) -> Any:
        frame = codec.loads(text)
        if frame_type(frame) == "refused":
            raise ProtocolError(self._reason(frame))
        return frame

    @staticmethod
    def _reason(frame: dict[str, Any]) -> Message:
        reason = codec.decode(frame.get("reason"))
        return reason if isinstance(reason, Message) else msg("A message from the other side was not understood.")

    def _take(self, frame: Any) -> None:
        kind = frame_type(frame)
        item: Update | Message = self._reason(frame) if kind == "refusal" else Update.of(frame)
        with self._lock:
            self._inbox.append(item)

    async def _send_all(self, link: ClientConnection) -> None:
        while True:
            frame = await self._outbox.get()
            await link.send(codec.dumps(frame))


def _record(data: Any) -> tuple[int, list[Key]] | None:
    if data is None:
        return None
    return int(data["seed"]), [tuple(key) for key in codec.decode(data["keys"])]
