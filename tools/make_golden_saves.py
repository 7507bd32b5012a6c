"""Writes the golden saves of the current save format: a finished and a mid-game save of every game.

    .venv/bin/python tools/make_golden_saves.py

Golden saves are frozen once written (tests/test_golden.py loads every one at every commit), so this
writes only the files that are missing: run it when the save format changes or a game is added.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game import registry  # noqa: E402
from game.core import saves  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.protocol import Config, Seat, SeatKind  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"
NAMES = ("Ann", "Ben", "Cleo", "Dan")
LEVELS = ("easy", "normal", "easy", "normal")
BASE_OPTIONS = {"competitors": {"any_time": "on"}}
"""Options every golden game of a game is played with: Competitors asks its humans at every opening point as it
asks its bots, so the mid-game save (a human at the first seat) replays the bots' moves."""
VARIANTS = {"mainports": {"great": {"board": "great"}}}
"""Options that make another game of the same rules worth keeping (a side of the board): name -> options."""


def main() -> int:
    games: list[tuple[str, str, dict[str, str]]] = [
        (game_id, "", dict(BASE_OPTIONS.get(game_id, {}))) for game_id in registry.game_ids()
    ]
    games += [(game_id, f"-{name}", options) for game_id, named in VARIANTS.items() for name, options in named.items()]
    for number, (game_id, variant, options) in enumerate(games):
        game = registry.get_game(game_id)
        players = min(3, game.max_players)
        seed = 100 + number
        bots = Config(game_id, tuple(Seat(SeatKind.BOT, LEVELS[s], NAMES[s]) for s in range(players)), options)
        # a game whose rules changed keeps the saves of its older rules and gets its own (v2-r2-...)
        rules = f"-r{game.rules_version}" if game.rules_version > 1 else ""
        finished = GOLDEN / f"v{saves.SAVE_VERSION}{rules}-{game_id}{variant}-finished.json"
        midgame = GOLDEN / f"v{saves.SAVE_VERSION}{rules}-{game_id}{variant}-midgame.json"
        if finished.exists() and midgame.exists():
            continue
        match = Match(game, bots, seed)
        while not match.is_over():
            match.play(match.choose_bot_action())
        # the mid-game save has a human at the first seat, as a player leaves a game for later
        people = Config(game_id, (Seat(SeatKind.HUMAN, "", NAMES[0]), *bots.seats[1:]), options)
        half = Match.replay(game, people, seed, match.keys[: len(match.actions) // 2])
        for path, saved in ((finished, match), (midgame, half)):
            if not path.exists():
                saves.save(saved, path)
                print(f"wrote {path.relative_to(ROOT)} ({len(saved.actions)} moves)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
