"""Running a host: on a thread of its own beside the window, or as the whole program (`main.py serve`)."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from game.core import saves
from game.core.match import Match
from game.core.protocol import Seat, SeatKind
from net.host import Host
from net.hosting import REMOTE, Hosting, new_secret, read_hosting
from net.protocol import DEFAULT_PORT, JoinCode, outward_address

LINGER_SECONDS = 30.0
"""After the game ends the host stays this long (or until everyone has left) so that every seat sees the end."""


def parse_seats(text: str) -> tuple[tuple[Seat, ...], frozenset[int]]:
    """`remote,bot:normal,...`: the seats, and which of them are played from other computers."""
    seats, remote = [], set()
    for number, part in enumerate(text.split(",")):
        if part.strip() == REMOTE:
            seats.append(Seat(SeatKind.HUMAN))
            remote.add(number)
        else:
            seat = Seat.parse(part)
            if not seat.is_bot:
                raise ValueError(f"a served game's seats are 'remote' or 'bot:LEVEL', not {part!r}")
            seats.append(seat)
    return tuple(seats), frozenset(remote)


def unfinished_served_game() -> Path | None:
    """The autosave of the newest served game (hosted with no window) that is not over, or None."""
    for path in saves.newest_first(saves.saves_dir().glob(f"{saves.AUTOSAVE_PREFIX}*.json")):
        try:
            save = saves.read_save(path)
        except saves.SaveError:
            continue
        hosting = read_hosting(save.match) if save.match else None
        if hosting is not None and hosting.local is None and not save.finished:
            return path
    return None


def hosting_for(match: Match, remote: frozenset[int] | None, port: int | None) -> Hosting:
    """A continued hosted match keeps its secret and port (its players rejoin with the same code); a new one gets
    a fresh secret."""
    kept = read_hosting(match.id)
    if kept is not None and remote is None:
        return Hosting(kept.remote, kept.secret, kept.port if port is None else port, kept.local)
    return Hosting(remote or frozenset(), new_secret(), DEFAULT_PORT if port is None else port)


class HostThread:
    """A host on an asyncio loop of its own thread (beside the window, or in tests)."""

    def __init__(self, match: Match, hosting: Hosting, report: Callable[[str], None] = print, bot_delay: float = 0.0):
        self.loop = asyncio.new_event_loop()
        self.host = Host(match, hosting, report, bot_delay)
        self.thread = threading.Thread(target=self.loop.run_forever, name="host", daemon=True)
        self.running: Future[None] | None = None

    def start(self, address: str = "127.0.0.1", port: int | None = None) -> int:
        """Listen and play: the port it listens on (OSError when it cannot listen)."""
        self.thread.start()
        try:
            port = asyncio.run_coroutine_threadsafe(self.host.start(address, port), self.loop).result(10)
        except BaseException:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(10)
            raise
        self.running = asyncio.run_coroutine_threadsafe(self.host.run(), self.loop)
        return port

    def call(self, function: Callable[[], Any]) -> Any:
        """Run `function` on the host's loop (everything that changes the match runs there) and return its result."""

        async def call() -> Any:
            return function()

        return asyncio.run_coroutine_threadsafe(call(), self.loop).result(10)

    def stop(self) -> None:
        """Stop serving (the autosave is written first) and end the thread."""
        if not self.thread.is_alive():
            return
        if self.running is not None:
            self.running.cancel()
        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(self.host.stop(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


async def serve_match(host: Host, address: str, port: int | None, shown: str) -> None:
    """Serve `host` until its game is over and its players have seen the end (or LINGER_SECONDS)."""
    listening = await host.start(address, port)
    host.report(f"join code: {JoinCode(shown, listening, host.hosting.secret)}")
    try:
        await host.run()
        for _ in range(int(LINGER_SECONDS * 10)):
            if len(host.away) == len(host.seats):
                break
            await asyncio.sleep(0.1)
    finally:
        await host.stop()


def run_server(
    match: Match, remote: frozenset[int] | None, address: str, port: int | None, report: Callable[[str], None]
) -> int:
    """`main.py serve`: serve the match with no window until it is over; the exit code."""
    hosting = hosting_for(match, remote, port)
    if not hosting.remote:
        report("a served game needs at least one remote seat")
        return 2
    shown = outward_address() if address in ("0.0.0.0", "::", "") else address
    host = Host(match, hosting, report, bot_delay=0.5)
    try:
        asyncio.run(serve_match(host, address or "0.0.0.0", port, shown))
    except OSError as error:
        report(f"cannot listen on port {hosting.port}: {error.strerror or error}")
        return 1
    except KeyboardInterrupt:
        saves.BACKGROUND.flush()
        report(f"stopped; the game is kept in {saves.autosave_path(match)} and goes on with serve --resume")
        return 130
    return 0
