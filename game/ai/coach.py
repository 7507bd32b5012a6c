"""The coach: the move the hard bot would make for a seat, and what it expects of it against the next best.

It searches the seat's own observation (`Match.observation`, as bots do), never the state itself, so it suggests
the same in any two worlds the seat cannot tell apart. Its values are the bot's: a searching bot's candidates as
it weighed them (`SearchBot.weighed`); a bot that plays by its own reckoning is compared one move ahead on the
game's evaluation. Those values are in the evaluation's units, which are the score's money, or for a game scored in
points the evaluation's worth of a point (`registry.evaluation_point`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game import registry
from game.ai.bots import AnyGame
from game.ai.search import SearchBot
from game.core.messages import Message, Money, Param, msg, msgn
from game.core.protocol import Action
from game.core.rng import Rng


@dataclass(frozen=True)
class Suggestion:
    action: Action
    gain: float | None = None
    """How much better the bot expects `action` to end than `rival`, in the evaluation's units; None with no rival."""
    rival: Action | None = None
    """The next best move it weighed, or None when there was only one."""


JUDGED = 4
"""How many moves the coach weighs for a bot that plays by its own reckoning: its choice and the best others one move
ahead."""
JUDGING_WORLDS = 8
"""The imagined worlds it weighs them in (each played on `SearchBot.depth` moves)."""


def suggest(game: AnyGame, view: Any, seat: int, rng: Rng) -> Suggestion:
    """The hard bot's move for `seat` in `view` (the seat's observation), thought over to the hard bots' think
    budget (`default_budget`), with the next best move it weighed and how far behind that one is."""
    bot = registry.make_bot(game.id, "hard", rng.fork(0))
    action = bot.choose(game, view, seat)
    weighed = dict(bot.weighed) if isinstance(bot, SearchBot) else {}
    if action not in weighed:  # a bot that plays by its own reckoning (or a tree): its choice weighed with others
        judge = SearchBot(rng.fork(1), registry.evaluation(game.id))
        actions = game.legal_actions(view)
        others = [other for other in judge.candidates(game, view, seat, actions, JUDGED) if other != action]
        judge.weigh(game, view, seat, [action, *others[: JUDGED - 1]], JUDGING_WORLDS)
        weighed = dict(judge.weighed)
    others = [other for other in weighed if other != action]
    if not others:
        return Suggestion(action)
    rival = max(others, key=weighed.__getitem__)
    return Suggestion(action, weighed[action] - weighed[rival], rival)


def amount(game_id: str, value: float) -> Param | None:
    """`value` of the evaluation as the score counts it: points for a game of points (money below a point, which
    is what breaks ties there), else money; None when it rounds to nothing."""
    point = registry.evaluation_point(game_id)
    if point is not None and round(abs(value) / point) >= 1:
        points = round(abs(value) / point)
        return msgn("{count} point", "{count} points", count=points)
    return Money(round(abs(value))) if round(abs(value)) >= 1 else None


def advice(game_id: str, suggestion: Suggestion) -> Message:
    """The suggestion in the game's words: the move and what it should bring against the next best, in the score's
    money or points."""
    move = suggestion.action.label()
    if suggestion.gain is None or suggestion.rival is None:
        return msg("{move}: your only sensible move.", move=move)
    other = suggestion.rival.label()
    gap = amount(game_id, suggestion.gain)
    if gap is None:
        return msg("{move}: about as good as the next best move ({other}).", move=move, other=other)
    if suggestion.gain > 0 and isinstance(gap, Money):  # "about 625 more" left newcomers asking: more what?
        return msg(
            "{move}: about {amount} more money by the game's end than the next best move ({other}).",
            move=move,
            amount=gap,
            other=other,
        )
    if suggestion.gain > 0:
        return msg(
            "{move}: about {amount} more by the game's end than the next best move ({other}).",
            move=move,
            amount=gap,
            other=other,
        )
    # A bot that plans further than the quick look that weighed it: naming a move that looks better beside the one
    # suggested read as a contradiction, and a newcomer who trusted either could not tell which to follow.
    return msg("{move}: what the strongest bot would play here.", move=move)
