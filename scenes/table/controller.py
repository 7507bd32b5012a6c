"""The match at the table: who looks at it, who may move, the bots' thinking, the log and the autosave.

No drawing and no widgets: the table scene asks the controller and shows what it says.

Who looks at the table (`viewer`, the seat whose knowledge the board shows):
- with one human, that human, always;
- in hot-seat play (several humans), the human to act while they decide in private
  (`game.private_decision`), after the table was handed to them if another human saw it last; a
  human whose move brought the hand-off first looks at what it did, as they saw the table, and says
  "Done";
  otherwise (a public decision, bots to move, the game over) a spectator (None), who sees only what
  every seat may see, and nothing is handed over;
- with no human, a spectator;
- at a game another computer holds (`net.remote.RemoteMatch`), the seat this window plays: the host sends only
  its view, takes its moves as keys, plays the bots and saves the game.
The board always draws `game.redact(state, viewer)`: what that seat knows, never an invented sample.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import TypeVar

from game.core import saves
from game.core.match import Match
from game.core.messages import Message, SeatRef, Term, Verbatim, msg, msgn
from game.core.protocol import Action, Event, State, in_hand
from net.remote import RemoteMatch

Choice = TypeVar("Choice")

FAST = 6.0
"""How much faster bots play while "Faster" is on."""


def hidden_move(action: Action, private: bool, seat: int, viewer: int | None) -> bool:
    """Whether the seat looking at the table may not see where `action`, played by `seat` deciding in private (or
    not), went: a thing taken from that seat's hand (a Siberia counter placed face down). No token of it flies, and
    "what happened" tells it only as the log does."""
    drag = action.drag()
    return private and seat != viewer and drag is not None and in_hand(drag[0])


def think_in_background(choose: Callable[[], Choice]) -> Future[Choice]:
    """A bot's choice (or the coach's), made on a thread of its own that does not hold the program open: closing the
    window while a bot thinks quits at once. The state is only read meanwhile (the table changes it only on the
    main thread, after the choice is made)."""
    future: Future[Choice] = Future()

    def run() -> None:
        try:
            future.set_result(choose())
        except Exception as error:  # raised again where the move is played
            future.set_exception(error)

    threading.Thread(target=run, name="bot", daemon=True).start()
    return future


class TableController:
    def __init__(self, match: Match, at_table: int | None = None) -> None:
        self.match = match
        self.game = match.game
        self.config = match.config
        self.remote = match if isinstance(match, RemoteMatch) else None
        """The game another computer holds, when this table plays one of its seats."""
        self.humans = (
            [self.remote.seat]
            if self.remote
            else [seat for seat, kind in enumerate(self.config.seats) if not kind.is_bot]
        )
        """The seats played at this table."""
        self.at_table = at_table
        """The human who last saw the table's private side: hot-seat play hands the table over when
        another human is to decide in private."""
        self.handoff: int | None = None
        """The human the table waits to be handed to (while the hand-off veils it)."""
        self.reviewing = False
        """While a hand-off waits: the human whose move brought it still sees what it did, until they say
        they are done (`done`)."""
        self.human_moved: int | None = None
        """The human who made the latest move at this table; None after a bot's move or a load."""
        self.called: int | None = None
        """A human whose turn came straight after another human's move, in public (no hand-off): the table takes
        their moves by mouse only after one click of theirs, so that a click meant for the move before plays
        nothing (a key pressed answers too: keys are pressed on purpose)."""
        self.viewer: int | None = None
        """The seat whose knowledge the board shows; None for a spectator."""
        self.view_state: State = self.seen_by(None)
        """What the viewer knows of the state now: what the board draws."""
        self.legal: list[Action] = []
        """The legal actions of the state now (asked once per move, not per frame)."""
        self.drags: dict[tuple[str, str], list[Action]] = {}
        """(source, target) -> the legal moves a drop of that source on that target means: one, or several the player
        then chooses among (a contract on a vehicle, for one of several receivers)."""
        self.log: list[tuple[Message | str, int | None]] = [(event.message, event.seat) for event in match.events]
        self.move_entries = [record.first_event for record in match.records]
        """Where each move's entries start in the log (a loaded game's log begins with its events)."""
        self.log.append((self.remote.opening() if self.remote else self.opening(), None))
        if match.notice is not None:
            self.log.append((match.notice, None))
        if self.remote:  # the host's log, after the line on how this table began
            self.log[1:] = self.remote.log()
        self.latest_entries = len(self.log)
        """Where the last move's entries start in the log (they are highlighted)."""
        self.thinking: Future[Action] | None = None
        """The move the bot to play is choosing, in the background."""
        self.bot_wait = 0.0
        """Seconds before the bot to move may play (so players can follow)."""
        self.fast = False
        self.bots_paused = False
        self.animating = False
        """A move's token is still flying: nobody moves until it lands."""
        self.skipped: int | None = None
        """While "Skip bots" plays on to the next human's turn: the moves it played so far; None otherwise."""

    def opening(self) -> Message:
        """The log's line about how this table began."""
        game = Term(self.game.title, "game")
        seed = Verbatim(str(self.match.seed))
        moves = len(self.match.actions)
        if moves:
            return msgn(
                "{game}: continued after {count} move (seed {seed})",
                "{game}: continued after {count} moves (seed {seed})",
                count=moves,
                game=game,
                seed=seed,
            )
        return msg("{game}: a new game begins (seed {seed})", game=game, seed=seed)

    # --- who sees the table and who may move -------------------------------------------------
    def human_to_move(self) -> int | None:
        seat = self.match.current_player
        if self.match.is_over() or seat < 0 or seat not in self.humans:
            return None
        return seat

    def seat_status(self, seat: int) -> Message | None:
        """How a seat is played at a game another computer holds, when it is not as the setup says (a bot or a
        human): from another computer, not joined yet, away, or by a bot while away; None otherwise."""
        remote = self.remote
        if remote is None or self.config.seats[seat].is_bot or seat == remote.seat:
            return None
        if seat in remote.latest.stand_ins:
            return msg("Away: a bot plays")
        if seat in remote.latest.away:
            return msg("Not here yet") if remote.waiting() else msg("Away")
        return msg("On another computer")

    def can_move(self) -> bool:
        """True when a human is to move and sits at the table (no hand-off pending, no token flying)."""
        sent = self.remote is not None and self.remote.sent  # a move on its way to the host
        return self.human_to_move() is not None and self.handoff is None and not self.animating and not sent

    def refresh(self) -> int | None:
        """After a move or a hand-off: who looks at the table, what they see, which moves are legal.

        Returns the seat the table must now be handed to, when a hand-off starts and nobody is left to
        look at the result first (else `done` returns it)."""
        seat = self.human_to_move()
        starts = None
        if len(self.humans) <= 1:
            self.viewer = self.humans[0] if self.humans else None
        elif seat is not None and self.game.private_decision(self.match.state):
            if seat != self.at_table and self.handoff is None:
                self.handoff = seat
                self.reviewing = self.human_moved is not None and self.human_moved != seat
                starts = None if self.reviewing else seat
            if not self.reviewing:  # while reviewing, the mover sees the table as they saw it when moving
                self.viewer = seat if self.handoff is None else None
        else:
            self.viewer = None
        self.view_state = self.seen_by(self.viewer)
        self.legal = self.match.legal_actions()
        self.drags = {}
        for action in self.legal:
            if (drag := action.drag()) is not None:
                self.drags.setdefault(drag, []).append(action)
        return starts

    def seen_by(self, viewer: int | None) -> State:
        """What `viewer` knows of the state now; a remote match's state is the host's view for this seat already."""
        return self.match.state if self.remote else self.game.redact(self.match.state, viewer)

    def done(self) -> int:
        """The human who last sat at the table has seen what their move did: the seat to hand it to now."""
        if not self.reviewing or self.handoff is None:
            raise ValueError("no hand-off waits for the player at the table")
        self.reviewing = False
        self.refresh()
        return self.handoff

    def answer_call(self) -> None:
        """The human called to move clicked: the table takes their moves from now on."""
        self.called = None

    def seat_ready(self, seat: int) -> None:
        """The human the table was handed to confirms they sit at it."""
        self.handoff = None
        self.at_table = seat

    def drag_actions(self) -> dict[tuple[str, str], list[Action]]:
        """(source, target) -> the legal moves it means, for the human at the table (none for others)."""
        return self.drags if self.can_move() else {}

    def sources(self) -> set[str]:
        return {source for source, _ in self.drag_actions()}

    def targets(self, source: str) -> set[str]:
        return {target for s, target in self.drag_actions() if s == source}

    # --- playing ------------------------------------------------------------------------------
    def play(self, action: Action) -> list[Event]:
        """Play a legal move, log its events and autosave when the turn passes; its events."""
        before = self.match.current_player
        events = self.match.play(action)
        self.human_moved = None if self.config.seats[before].is_bot else before
        after = self.human_to_move()
        public = after is not None and not self.game.private_decision(self.match.state)  # private: handed over
        self.called = after if public and self.human_moved not in (None, after) else None
        self.latest_entries = len(self.log)
        self.move_entries.append(len(self.log))
        self.log.extend((event.message, event.seat) for event in events)
        if self.match.is_over() or self.human_to_move() is not None:
            self.skipped = None  # a skip ends where a human is to move
        if self.match.current_player != before and not self.remote:  # the host saves a remote game
            self.autosave()
        return events

    def take(self) -> bool:
        """What the host sent since the last frame, for a remote match: the log as the host keeps it. Whether
        anything arrived."""
        if self.remote is None:
            return False
        added = self.remote.take()
        if added is None:
            return False
        self.log[1:] = self.remote.log()
        self.latest_entries = len(self.log) - len(added)
        return True

    def autosave(self) -> None:
        """Save to the game's autosave, written in the background (`autosave_problem` tells how it went)."""
        if self.remote:
            return
        saves.BACKGROUND.submit(saves.autosave_path(self.match), saves.save_text(self.match))

    def autosave_problem(self) -> Message | None:
        """Why the latest autosave could not be written, once, for the players; None when it was."""
        error = saves.BACKGROUND.failure(saves.autosave_path(self.match))
        if error is None:
            return None
        return msg("Autosave failed: {reason}", reason=Verbatim(error.strerror or str(error)))

    def undoer(self) -> int | None:
        """The human who may take back a move now: the one to move at the table, or the one looking at what
        their move did before the table is handed on (their turn is not over until they say Done)."""
        if self.animating:
            return None
        if self.reviewing:
            return self.human_moved
        seat = self.human_to_move()
        return seat if seat is not None and self.can_move() else None

    def undo_start(self) -> int | None:
        """How many moves stay if the human at the table takes back their latest move (with the bots'
        replies since); None when nothing can be taken back (see `Match.undo_start`)."""
        seat = self.undoer()
        return self.match.undo_start(seat) if seat is not None else None

    def undo(self) -> None:
        """Take back the latest move of the human at the table and every move since: they leave the log,
        which says so; a hand-off waiting for that move is called off. Only when `undo_start` allows it."""
        start = self.undo_start()
        seat = self.undoer()
        if start is None or seat is None:
            raise ValueError("nothing can be taken back now")
        if self.remote:  # the host takes it back, and sends the log without it
            self.remote.rewind(start)
            return
        count = len(self.match.actions) - start
        del self.log[self.move_entries[start] :]
        del self.move_entries[start:]
        self.match.rewind(start)
        self.called = None  # the one who takes back sits at the table
        if self.reviewing:  # back to the mover's turn, at the table they still sit at
            self.reviewing, self.handoff, self.at_table = False, None, seat
        self.latest_entries = len(self.log)
        self.log.append(
            (
                msgn(
                    "{seat} takes back {count} move", "{seat} takes back {count} moves", count=count, seat=SeatRef(seat)
                ),
                seat,
            )
        )
        self.autosave()

    def bot_choice(self) -> Future[Action]:
        """The bot to move thinks in the background, so the window stays responsive meanwhile."""
        if self.thinking is None:
            self.thinking = think_in_background(self.match.choose_bot_action)
        return self.thinking

    def bot_ready(self, dt: float, delay: float) -> bool:
        """Let `dt` seconds pass for the bot to move: True when its move is chosen and due now
        (`delay` seconds after the last one, less while "Faster" is on)."""
        if self.bots_paused or self.match.is_over() or self.human_to_move() is not None or self.remote:
            return False  # a remote game's bots play on the host
        if self.skipped is not None:
            return self.bot_choice().done()  # no waiting, but still thinking on the bot thread
        choice = self.bot_choice()
        if choice.done() and choice.exception() is None and self.game.quiet(choice.result()):
            return True  # a move nobody sees (a bot letting a moment pass) waits for nothing
        self.bot_wait -= dt * (FAST if self.fast else 1.0)
        if self.bot_wait <= 0 and self.bot_choice().done():
            self.bot_wait = delay
            return True
        return False

    def bot_move(self) -> Action:
        """The bot's chosen move (waiting for it if it is still thinking)."""
        action = self.bot_choice().result()
        self.thinking = None
        if self.skipped is not None:
            self.skipped += 1
        return action

    def skip_bots(self) -> None:
        """Play the bots' moves as fast as they are chosen until a human is to move (again: stop skipping).
        Each is chosen on the bot thread, so the window stays responsive meanwhile."""
        self.skipped = 0 if self.skipped is None else None
