"""The frames host and clients exchange, and the join code a host hands out.

Every frame is a JSON object with a `type`; values of the games inside it travel in `net.codec`'s tagged JSON.

Client to host:
    {"type": "hello", "format": "manifest-net", "version": 1, "secret": S}   first, always
    {"type": "sit", "seat": N}                                                 take an open seat (or one's own again)
    {"type": "play", "key": [...], "moves": M}    a move of one's own seat, by its key, in the game after M moves
    {"type": "undo"}                              take back one's latest move where the rules allow
Host to client:
    {"type": "welcome", "config": {...}, "rules": R, "open": [seats nobody plays now], "remote": [...]}
    {"type": "update", ...}                        after every change (see `Host.update`)
    {"type": "refusal", "reason": message}         a frame refused; the game goes on
    {"type": "refused", "reason": message}         the connection is refused, and closed
"""

from __future__ import annotations

import contextlib
import ipaddress
import re
import socket
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.core.messages import Message, msg

FORMAT = "manifest-net"
VERSION = 1
"""Raised whenever a frame changes meaning: a client of another version is refused with a sentence."""
DEFAULT_PORT = 47653
MAX_FRAME = 1_000_000
"""The largest frame either side accepts (a redacted state is some 3 KB; a frame beyond this closes the link)."""
SECRET = re.compile(r"[A-Za-z0-9_-]{8,64}")


class ProtocolError(ValueError):
    """A frame that breaks the protocol; `message` says why, for the player or the log."""

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message


@dataclass(frozen=True)
class JoinCode:
    """What a host hands its friends: where it listens and the game's secret, as "ADDRESS:PORT/SECRET"."""

    address: str
    port: int
    secret: str

    def __str__(self) -> str:
        address = f"[{self.address}]" if ":" in self.address else self.address
        return f"{address}:{self.port}/{self.secret}"

    @property
    def url(self) -> str:
        address = f"[{self.address}]" if ":" in self.address else self.address
        return f"ws://{address}:{self.port}"

    @classmethod
    def parse(cls, text: str) -> JoinCode:
        """The code in `text` (spaces around it and a leading "manifest:" are ignored); ProtocolError if none."""
        where, _, secret = text.strip().removeprefix("manifest:").rpartition("/")
        address, _, port = where.rpartition(":")
        address = address.removeprefix("[").removesuffix("]")
        if not (SECRET.fullmatch(secret) and port.isdigit() and 0 < int(port) < 65536 and _is_host(address)):
            raise ProtocolError(msg("That is not a join code: it looks like 192.168.1.20:47653/abcdefgh."))
        return cls(address, int(port), secret)


def _is_host(address: str) -> bool:
    try:
        ipaddress.ip_address(address)
    except ValueError:
        return bool(re.fullmatch(r"[A-Za-z0-9]([A-Za-z0-9.-]{0,252})", address))
    return True


def frame_type(frame: Any) -> str:
    """The type of a decoded frame; ProtocolError when it is not a frame."""
    if not isinstance(frame, dict) or not isinstance(frame.get("type"), str):
        raise ProtocolError(msg("A message from the other side was not understood."))
    return str(frame["type"])


def hello(secret: str) -> dict[str, Any]:
    return {"type": "hello", "format": FORMAT, "version": VERSION, "secret": secret}


def check_hello(frame: Any) -> str:
    """The secret of a client's first frame; ProtocolError saying why it is refused (another version)."""
    if frame_type(frame) != "hello" or frame.get("format") != FORMAT:
        raise ProtocolError(msg("This is not a Manifest game."))
    version = frame.get("version")
    if version != VERSION:
        shown = version if isinstance(version, int) and not isinstance(version, bool) else 0
        raise ProtocolError(
            msg(
                "The host plays network version {host} and you version {client}: use the same Manifest.",
                host=VERSION,
                client=shown,
            )
        )
    secret = frame.get("secret")
    return secret if isinstance(secret, str) else ""


class Link(StrEnum):
    """Where a client's connection stands."""

    CONNECTING = "connecting"
    CHOOSING = "choosing"
    """The host answered: the client chooses a seat."""
    SEATED = "seated"
    LOST = "lost"
    """The connection dropped: trying again."""
    ENDED = "ended"
    """Refused, unreachable or closed: the client's `problem` says why."""


def outward_address() -> str:
    """This computer's address on its network (what friends on the same network reach it by); 127.0.0.1 without
    one. No packet is sent: connecting a datagram socket only chooses the way out."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))  # an address kept for documentation: never reached
        return str(probe.getsockname()[0])
    return "127.0.0.1"
