"""The window at games over the network, headless, against a real host on loopback: the setup hosts a game with a
friend's seat and shows the join code until they join; the menu joins a game by its code; the client's table
plays its seat by drag-and-drop or the move list, shows who is away, and the host may seat a bot for them."""

from __future__ import annotations

import time

from game import registry
from game.core.match import Match
from game.core.protocol import Config, Seat, SeatKind
from net.protocol import Link
from net.remote import RemoteMatch
from scenes.join import JoinScene
from scenes.setup import SEAT_KINDS, SetupScene
from scenes.table import TableScene
from tests.net_play import SECRET, Player, join, start_host
from tests.ui import click, frames, open_menu
from words import tr


def until(app, condition, limit: float = 30.0) -> None:
    end = time.monotonic() + limit
    while not condition():
        assert time.monotonic() < end, "waited too long"
        frames(app, 1)
        time.sleep(0.005)


def button(scene, text):
    return next(e for e in scene.manager.get_root_container().elements if getattr(e, "text", None) == text)


def test_the_setup_hosts_a_game_shows_its_code_and_a_friend_joins_it():
    app = open_menu()
    app.settings.animation_speed = "instant"
    click(app, button(app.stack.top, tr("New game")).rect.center)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    setup.players = 3
    setup.kinds[:3] = ["human", "remote", "bot:easy"]
    setup.rebuild()
    assert "remote" in SEAT_KINDS
    click(app, button(setup, tr("Start game")).rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene) and isinstance(table.match, RemoteMatch)
    remote = table.match
    assert remote.waiting() and table.waiting_text() is not None and remote.code in table.waiting_text()
    port = int(remote.code.split("/")[0].rpartition(":")[2])
    friend = Player(join(port, 1, remote.code.rpartition("/")[2]))
    until(app, lambda: not remote.waiting())
    assert table.waiting_text() is None
    host = remote.host.host
    while not host.match.is_over() and len(host.match.actions) < 30:  # this window plays by its move list
        friend.step()
        frames(app, 1)
        if table.can_move() and table.action_buttons:
            table.play_human(table.controller.legal[0])
        time.sleep(0.002)
    assert table.controller.seat_status(1) == tr("On another computer") or table.controller.seat_status(1)
    friend.client.close()
    until(app, lambda: 1 in remote.away)
    assert tr(table.controller.seat_status(1)) == tr("Away")
    table.stand_in()
    until(app, lambda: 1 in remote.latest.stand_ins)
    assert tr(table.controller.seat_status(1)) == tr("Away: a bot plays")
    moves = len(host.match.actions)
    app.stack.pop_to_bottom()  # leaving stops the host: its autosave keeps the game
    assert not remote.host.thread.is_alive()
    frames(app)
    click(app, button(app.stack.top, tr("Continue")).rect.center)  # hosted again: the friend rejoins by the same code
    again = app.stack.top
    assert isinstance(again, TableScene) and isinstance(again.match, RemoteMatch)
    assert again.match.code == remote.code and again.match.latest.moves >= moves and again.match.waiting()
    friend = Player(join(port, 1, remote.code.rpartition("/")[2]))
    until(app, lambda: not again.match.waiting())
    app.stack.pop_to_bottom()


def test_the_menu_joins_a_game_by_its_code_and_the_table_plays_the_seat():
    game = registry.get_game("siberia")
    config = Config("siberia", (Seat(SeatKind.HUMAN), Seat(SeatKind.HUMAN), Seat(SeatKind.BOT, "easy")))
    match = Match(game, config, 12)
    host, port = start_host(match, {0, 1})
    try:
        other = Player(join(port, 1))
        app = open_menu()
        click(app, button(app.stack.top, tr("Join a game")).rect.center)
        scene = app.stack.top
        assert isinstance(scene, JoinScene)
        scene.code = "nonsense"
        click(app, button(scene, tr("Connect")).rect.center)
        assert "join code" in tr(scene.message)
        scene.code = f"127.0.0.1:{port}/{SECRET}"
        scene.connect()
        until(app, lambda: scene.shown[:1] == (Link.CHOOSING,))
        click(app, button(scene, tr("Player 1")).rect.center)
        until(app, lambda: isinstance(app.stack.top, TableScene))
        table = app.stack.top
        assert table.match.seat == 0
        while len(match.actions) < 25:
            other.step()
            frames(app, 1)
            if table.can_move():
                table.play_human(table.controller.legal[-1])
            time.sleep(0.002)
        until(app, lambda: table.match.latest.moves == len(match.actions) or match.current_player != 0)
        assert table.controller.view_state is table.match.state
        app.stack.pop_to_bottom()
    finally:
        host.stop()


def test_the_setup_names_a_friends_seat_whole_in_every_language():
    from pygame_gui.elements import UIButton

    import words
    from scenes import names

    try:
        for language in words.languages():
            app = open_menu()
            words.set_language(language)
            app.push(names.SETUP)
            setup = app.stack.top
            setup.players = 3
            setup.kinds[1] = "remote"
            setup.rebuild()
            frames(app)
            texts = [e for e in setup.manager.get_sprite_group().sprites() if isinstance(e, UIButton)]
            friend = next(e for e in texts if e.text == tr("Online friend"))
            assert friend.ui_theme.get_font(friend.combined_element_ids).size(friend.text)[0] <= friend.rect.width - 8
    finally:
        words.set_language(words.ENGLISH)


def test_the_window_starts_without_loading_the_network():
    """The network's modules (websockets, ssl) load when a game is hosted or joined, not at every start."""
    import subprocess
    import sys
    from pathlib import Path

    check = (
        "import sys, scenes.app, scenes.menu, scenes.setup, scenes.table; "
        "print(sorted({'websockets', 'ssl', 'net.client', 'net.host'} & set(sys.modules)))"
    )
    done = subprocess.run(
        [sys.executable, "-c", check],
        cwd=Path(__file__).resolve().parents[1],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "[]"
