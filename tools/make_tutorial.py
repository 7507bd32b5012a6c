"""Help write a lesson (game/<id>/tutorial.json): play it as written and show each of the learner's decisions.

    python tools/make_tutorial.py siberia            # the lesson's file as it stands
    python tools/make_tutorial.py siberia --more 8   # and 8 more decisions, each the normal bot's choice
    python tools/make_tutorial.py mainports.great    # an add-on lesson (game/mainports/tutorial.great.json)

For every move of the learner it prints what the bots did since, the move played and the other legal keys
(with their labels), and after the last one the legal keys of the decision that comes next: copy the key to
expect into the next step's "moves". The file needs only "game", "seed", "seats" and "steps" to start with.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry
from game.core.match import Match
from game.core.protocol import Action
from game.core.rng import Rng
from game.core.tutorial import LEARNER, load_tutorial


def show_legal(match: Match, chosen: Action | None) -> None:
    for action in match.legal_actions():
        mark = "=>" if action == chosen else "  "
        print(f"   {mark} {json.dumps(list(action.key()))}  {action.label()}  drag={action.drag()}")


def bots_until_learner(match: Match, printed: int) -> int:
    """Play the bots until the learner is to move; print the events since `printed`; the events printed."""
    while not match.is_over() and match.current_player != LEARNER:
        match.play(match.choose_bot_action())
    for event in match.events[printed:]:
        print(f"      {event.message}")
    return len(match.events)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lesson", help="a game's id, or GAME.VARIANT for an add-on lesson")
    parser.add_argument("--more", type=int, default=0, help="decisions to add, each the normal bot's choice")
    parser.add_argument("--quiet", action="store_true", help="list the legal keys of the last decisions only")
    args = parser.parse_args()
    game_id, _, variant = args.lesson.partition(".")
    tutorial = load_tutorial(game_id, variant)
    match = tutorial.start()
    guide = registry.make_bot(game_id, "normal", Rng(tutorial.seed).fork(7))
    printed = 0
    keys = tutorial.moves()
    for number in range(len(keys) + args.more):
        printed = bots_until_learner(match, printed)
        if match.is_over():
            print("the game is over")
            return
        if number < len(keys):
            action = match.game.action_of(match.state, keys[number])
            if action is None:
                print(f"move {number + 1}: {keys[number]} is NOT legal here; legal:")
                show_legal(match, None)
                return
        else:
            action = guide.choose(match.game, match.game.observe(match.state, LEARNER, Rng(number)), LEARNER)
        print(f"move {number + 1}: {match.game.prompt(match.state)}")
        if not args.quiet or number >= len(keys):
            show_legal(match, action)
        else:
            print(f"   => {json.dumps(list(action.key()))}  {action.label()}")
        match.play(action)
    bots_until_learner(match, printed)
    print("next decision:" if not match.is_over() else "the game is over")
    if not match.is_over():
        show_legal(match, None)


if __name__ == "__main__":
    main()
