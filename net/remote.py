"""A seat at a game another computer holds, as the table plays it: the match as far as this seat may know it.

`RemoteMatch` is a `Match` whose state is the host's latest view for this seat (`Game.redact`), whose legal
actions are the ones the host sent, and whose moves and undo go to the host as keys: the table plays it as it
plays a local match. The window calls `take` every frame to take in what arrived.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.match import Match
from game.core.messages import Message, SeatRef, Term, msg
from game.core.protocol import Action, Event, EventKind
from net.protocol import Link, outward_address

if TYPE_CHECKING:  # the window imports this at its start; the network's modules only when a game needs them
    from net.client import Client, Update
    from net.server import HostThread


class RemoteMatch(Match):
    def __init__(self, client: Client, host: HostThread | None = None) -> None:
        """`client` has taken its seat and had its first update; `host` is the host this window runs, if any."""
        assert client.game is not None and client.config is not None and client.seat is not None
        assert client.latest is not None
        super().__init__(client.game, client.config, 0)  # a stand-in: the host's view replaces its state at once
        self.client = client
        self.host = host
        self.seat: int = client.seat
        self.latest: Update = client.latest
        self.id = self.latest.match
        self.follow()
        self.sent = False
        """A move or an undo went to the host and its answer has not come yet: nothing more is sent meanwhile."""
        self.code = str(host.host.code(outward_address())) if host else ""
        """The join code the host passes on to its friends (for the host's own window)."""

    def take(self) -> list[tuple[Message, int | None, EventKind]] | None:
        """What arrived since the last call: None when nothing did, else the log entries added (the whole log is
        `client.log`: an undo may have shortened it)."""
        if not self.client.poll():
            return None
        self.sent = False
        self.follow()
        return self.client.new_entries

    def follow(self) -> None:
        """Stand as the host said last: its view, or once the game is over the whole game."""
        self.latest = self.client.latest or self.latest
        self.state = self.latest.view
        finished = self.client.finished
        if finished is not None:  # for the results and a save
            self.state, self.events, self.actions, self.keys = (
                finished.state,
                finished.events,
                finished.actions,
                finished.keys,
            )
            self.seed, self.score_history = finished.seed, finished.score_history

    def log(self) -> list[tuple[Message | str, int | None]]:
        """The game's log as the host keeps it: every event and what the host said (who joined, who is away)."""
        return [(message, seat) for message, seat, _ in self.client.log]

    def refused(self) -> Message | None:
        """Why the host refused what was sent last (the game moved on meanwhile), once; None when it did not."""
        refusals, self.client.refusals = self.client.refusals, []
        if not refusals:
            return None
        self.sent = False
        return refusals[-1]

    def is_over(self) -> bool:
        return self.client.finished is not None

    def legal_actions(self) -> list[Action]:
        return [] if self.is_over() or self.sent else list(self.latest.legal)

    def play(self, action: Action) -> list[Event]:
        """Send the move to the host; what it did arrives with the next update."""
        self.client.play(action)
        self.sent = True
        return []

    def undo_start(self, seat: int) -> int | None:
        return 0 if seat == self.seat and self.latest.undo and not self.is_over() and not self.sent else None

    def rewind(self, moves: int) -> None:
        self.client.undo()
        self.sent = True

    @property
    def away(self) -> list[int]:
        """Seats whose player has lost the connection (a bot may play for them: `stand_ins`)."""
        return [seat for seat in self.latest.away if seat != self.seat]

    def lost(self) -> bool:
        """The connection to the host dropped: it is being tried again."""
        return self.client.link == Link.LOST

    def waiting(self) -> bool:
        """The game has not started: some remote seat was never taken."""
        return not self.latest.started

    def opening(self) -> Message:
        """The log's line on how this table began."""
        game, seat = Term(self.game.title, "game"), SeatRef(self.seat)
        if self.host is not None:
            return msg("{game}: you host the game and play {seat}", game=game, seat=seat)
        return msg("{game}: you play {seat} at a game another computer holds", game=game, seat=seat)

    def close(self) -> None:
        """Leave: the connection closes, and the host this window runs stops (its autosave is written)."""
        self.client.close()
        if self.host is not None:
            self.host.stop()
