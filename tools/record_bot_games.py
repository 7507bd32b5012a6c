"""Record fixed bot games move for move: `tests/bot-games.json`, which `tests/test_bot_games.py` replays.

Each game of the list is played by bots that think a fixed number of futures (no clock), so the same code gives
the same moves on any machine. Run this again only when a change of rules or bots is meant to change the moves,
and say so in the commit:

    .venv/bin/python tools/record_bot_games.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game import registry  # noqa: E402
from game.ai import search  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.protocol import Config, Seat  # noqa: E402

FILE = ROOT / "tests" / "bot-games.json"
SAMPLES = 8
"""Futures a searching bot weighs per move, as in every test."""
GAMES: list[dict[str, Any]] = [
    {"game": "siberia", "seats": ["bot:hard", "bot:easy"], "seed": 7, "options": {}},
    {"game": "siberia", "seats": ["bot:normal", "bot:hard", "bot:easy"], "seed": 8, "options": {}},
    {"game": "mainports", "seats": ["bot:hard", "bot:normal"], "seed": 7, "options": {}},
    {"game": "mainports", "seats": ["bot:normal", "bot:hard", "bot:easy"], "seed": 8, "options": {"board": "great"}},
    {"game": "competitors", "seats": ["bot:hard", "bot:normal", "bot:easy"], "seed": 7, "options": {}},
    {"game": "narco_empire", "seats": ["bot:hard", "bot:normal", "bot:easy"], "seed": 7, "options": {}},
    {"game": "narco_empire", "seats": ["bot:normal", "bot:hard"], "seed": 8, "options": {"mode": "advanced"}},
    {"game": "itc", "seats": ["bot:hard", "bot:normal", "bot:easy"], "seed": 7, "options": {}},
]
MAX_MOVES = 3000
"""A game longer than this is recorded as far as it went (the comparison still holds move for move)."""


def play(entry: dict[str, Any]) -> list[list[Any]]:
    """The keys of the moves the bots play in `entry`'s game, as JSON lists."""
    search.set_default_budget(search.Budget(samples=SAMPLES))
    game = registry.get_game(entry["game"])
    config = Config(entry["game"], tuple(Seat.parse(seat) for seat in entry["seats"]), dict(entry["options"]))
    match = Match(game, config, entry["seed"])
    while not match.is_over() and len(match.actions) < MAX_MOVES:
        match.play(match.choose_bot_action())
    return json.loads(json.dumps(match.keys))


def main() -> None:
    records = [{**entry, "moves": play(entry)} for entry in GAMES]
    FILE.write_text(json.dumps(records, indent=0) + "\n", encoding="utf-8")
    for record in records:
        print(f"{record['game']} {record['options']} seed {record['seed']}: {len(record['moves'])} moves")


if __name__ == "__main__":
    main()
