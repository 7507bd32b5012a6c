"""Helpers of the network tests: a host on loopback and scripted clients that play legal moves."""

from __future__ import annotations

import time
from collections.abc import Callable

from game.core.match import Match
from game.core.protocol import Action, Config, Seat, SeatKind
from game.core.rng import Rng
from net.client import Client, Update
from net.hosting import Hosting
from net.protocol import JoinCode, Link
from net.server import HostThread

SECRET = "loopback-secret"
LIMIT = 60.0
"""Seconds any wait of these tests may take before it fails."""


def scripted_choice(update: Update) -> Action:
    """A remote player's move: one of its legal actions, chosen by the move number (so a game played again, or
    continued after the host stopped, plays the same)."""
    return Rng(update.moves).choice(update.legal)


def start_host(
    match: Match, remote: set[int], reports: list[str] | None = None, port: int = 0
) -> tuple[HostThread, int]:
    lines = reports if reports is not None else []
    host = HostThread(match, Hosting(frozenset(remote), SECRET, port), lines.append)
    return host, host.start("127.0.0.1", port)


def join(port: int, seat: int, secret: str = SECRET) -> Client:
    client = Client(JoinCode("127.0.0.1", port, secret)).start()
    wait(lambda: client.link in (Link.CHOOSING, Link.ENDED))
    assert client.link == Link.CHOOSING, client.problem
    client.sit(seat)
    wait(lambda: bool(client.poll()) or client.latest is not None)
    return client


def wait(condition: Callable[[], bool], limit: float = LIMIT) -> None:
    end = time.monotonic() + limit
    while not condition():
        assert time.monotonic() < end, "waited too long"
        time.sleep(0.003)


class Player:
    """A scripted client: plays a legal move at every update that offers some; records every update."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.updates: list[Update] = []
        self.due = True

    def step(self) -> None:
        updates = self.client.poll()
        self.updates.extend(updates)
        if updates:
            self.due = True
        if self.client.refusals:  # too quick, or the game moved on: look again a moment later
            self.client.refusals.clear()
            self.due = True
            time.sleep(0.05)
        latest = self.client.latest
        if self.due and latest is not None and latest.legal and self.client.link == Link.SEATED:
            self.due = False
            self.client.play(scripted_choice(latest))

    @property
    def over(self) -> bool:
        return self.client.finished is not None


def play_until(players: list[Player], done: Callable[[], bool]) -> None:
    def stepped() -> bool:
        for player in players:
            player.step()
        return done()

    wait(stepped)


def config_of(game_id: str, remote: int, bots: int) -> Config:
    seats = (Seat(SeatKind.HUMAN),) * remote + (Seat(SeatKind.BOT, "easy"),) * bots
    return Config(game_id, seats)


def uninterrupted(match: Match, remote: set[int]) -> list[tuple[object, ...]]:
    """The keys of the game `match` starts, played to its end on one computer: bots as the host plays them, the
    remote seats as the scripted players."""
    while not match.is_over():
        if match.current_player in remote:
            legal = match.legal_actions()
            action = Rng(len(match.actions)).choice(legal)
        else:
            action = match.choose_bot_action()
        match.play(action)
    return match.keys
