"""Playing over the network, with real sockets on loopback: every game to its end with remote seats, what each
seat is sent, refusals of everything a client may not do, dropped clients and a host that stops."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from game import registry
from game.core import saves
from game.core.match import Match
from game.core.protocol import Config, Seat, SeatKind
from game.core.rng import Rng
from net import codec
from net.protocol import FORMAT, MAX_FRAME, VERSION, JoinCode, Link, ProtocolError
from net.remote import RemoteMatch
from net.server import hosting_for, parse_seats
from tests.net_play import SECRET, Player, config_of, join, play_until, start_host, uninterrupted, wait

ROOT = Path(__file__).resolve().parents[1]
REMOTE_SEATS = {"siberia": 2, "mainports": 3, "competitors": 4, "narco_empire": 5, "itc": 2}
"""How many seats each game's whole game gives to remote players (with a bot beside them where the game takes
one more)."""


def test_redacted_states_actions_and_events_travel_unchanged_through_a_whole_game():
    for game_id in registry.game_ids():
        game = registry.get_game(game_id)
        match = Match(game, config_of(game_id, 0, game.min_players), 5)
        rng = Rng(6)
        while not match.is_over():
            seat = len(match.actions) % match.config.players  # each seat's view in turn
            view = game.redact(match.state, seat)
            back = codec.decode(codec.loads(codec.dumps(codec.encode(view))))
            assert type(back) is type(view) and back.position() == view.position(), game_id
            assert codec.encode(back) == codec.encode(view)
            legal = match.legal_actions()
            assert codec.decode(codec.loads(codec.dumps(codec.encode(legal)))) == legal
            events = match.play(rng.choice(legal))
            assert codec.decode(codec.loads(codec.dumps(codec.encode(events)))) == events


@pytest.mark.parametrize(
    "data",
    [
        {"$o": "os:system", "v": {}},
        {"$c": "builtins:object", "v": {}},
        {"$o": "game.core.messages:Message", "v": {}},  # a record may not travel as a state object
        {"$c": "game.core.messages:Money", "v": {"amount": 1, "extra": 2}},
        {"$c": "game.core.messages:Money", "v": {"__class__": 1}},
        {"$e": "game.core.protocol:EventKind", "v": "nonsense"},
        {"$x": []},
        {"$d": [[[1], 2]]},
        {"$c": "game.nowhere:Thing", "v": {}},
        {"a": 1},
        [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],
    ],
)
def test_the_decoder_builds_only_classes_of_the_games_of_the_kind_tagged(data):
    with pytest.raises(codec.CodecError):
        codec.decode(data)


def test_join_codes_read_back_and_nonsense_is_refused():
    code = JoinCode("192.168.1.20", 47653, "abcdefgh12")
    assert JoinCode.parse(f"  {code} ") == code
    assert JoinCode.parse(str(JoinCode("::1", 5, "abcdefgh12"))).address == "::1"
    for text in ("", "hello", "1.2.3.4:99999/abcdefgh", "1.2.3.4:80/short", "a b:80/abcdefgh12"):
        with pytest.raises(ProtocolError):
            JoinCode.parse(text)


def test_served_seats_are_remote_or_bots():
    seats, remote = parse_seats("remote,bot:easy,remote")
    assert remote == {0, 2} and seats[1] == Seat(SeatKind.BOT, "easy") and not seats[0].is_bot
    with pytest.raises(ValueError):
        parse_seats("remote,human")


@pytest.mark.parametrize("game_id", sorted(REMOTE_SEATS))
def test_a_whole_game_with_remote_seats_sends_each_seat_exactly_its_redacted_view(game_id):
    """Every update each seat gets equals `redact` of the game at that move for that seat: no other hand, no
    deck order, no generator. The game ends as the same game played on one computer."""
    game = registry.get_game(game_id)
    remote = min(REMOTE_SEATS[game_id], game.max_players)
    bots = 1 if remote < game.max_players else 0
    config = config_of(game_id, remote, bots)
    match = Match(game, config, 21)
    reports: list[str] = []
    host, port = start_host(match, set(range(remote)), reports)
    players = [Player(join(port, seat)) for seat in range(remote)]
    try:
        play_until(players, lambda: all(player.over for player in players))
    finally:
        for player in players:
            player.client.close()
        host.stop()
    assert match.keys == uninterrupted(Match(game, config, 21), set(range(remote)))
    assert not [line for line in reports if "refused" in line and "Too many" not in line]
    replay = Match(game, config, 21)
    sent = sorted(((u.moves, seat, u) for seat, p in enumerate(players) for u in p.updates), key=lambda s: s[:2])
    for moves, seat, update in sent:
        while len(replay.actions) < moves:
            replay.play(match.actions[len(replay.actions)])
        assert codec.encode(update.view) == codec.encode(game.redact(replay.state, seat)), (moves, seat)
        assert update.view.rng.state == 0  # the generator would foretell every draw
        assert update.legal == (replay.legal_actions() if replay.current_player == seat else []) or not update.legal
    assert all(p.client.finished.keys == match.keys for p in players)  # the whole game, once it is over
    ended = RemoteMatch(players[0].client)  # as the table has it: the results screen shows the game played
    assert ended.is_over() and ended.state.position() == match.state.position() and not ended.legal_actions()
    assert game.result(ended.state) == game.result(match.state) and ended.score_history == match.score_history
    assert all(u.record is None for p in players for u in p.updates if u.moves < len(match.actions))
    assert all([m for m, _, _ in p.client.log] == [m for m, _, _ in players[0].client.log] for p in players)


def raw(port: int):
    return connect(f"ws://127.0.0.1:{port}", max_size=None)


def frame(link) -> dict:
    return json.loads(link.recv(timeout=10))


def hello(link, version: int = VERSION, secret: str = SECRET) -> dict:
    link.send(json.dumps({"type": "hello", "format": FORMAT, "version": version, "secret": secret}))
    return frame(link)


def test_what_a_client_may_not_do_is_refused_and_the_game_goes_on():
    game = registry.get_game("siberia")
    config = Config("siberia", (Seat(SeatKind.HUMAN), Seat(SeatKind.HUMAN), Seat(SeatKind.BOT, "easy")))
    match = Match(game, config, 3)
    reports: list[str] = []
    host, port = start_host(match, {0, 1}, reports)
    try:
        with raw(port) as link:  # a wrong secret
            answer = hello(link, secret="not-the-secret")
            assert answer["type"] == "refused" and "Wrong join code" in codec.decode(answer["reason"]).template
        with raw(port) as link:  # another version: a sentence, not a crash
            answer = hello(link, version=VERSION + 1)
            assert answer["type"] == "refused" and "network version" in codec.decode(answer["reason"]).template
        for sit in ({"type": "sit", "seat": 2}, {"type": "sit", "seat": True}, [1]):  # a bot's seat, nonsense
            with raw(port) as link:
                assert hello(link)["type"] == "welcome"
                link.send(json.dumps(sit))
                assert frame(link)["type"] == "refused"
        honest = Player(join(port, 1))
        with raw(port) as link:  # the seat already taken
            hello(link)
            link.send(json.dumps({"type": "sit", "seat": 1}))
            assert frame(link)["type"] == "refused"
        with raw(port) as link:
            assert hello(link)["open"] == [0]
            link.send(json.dumps({"type": "sit", "seat": 0}))
            update = frame(link)
            assert update["type"] == "update" and update["seat"] == 0
            wait(lambda: match.current_player in (0, 1) and host.host.started)
            moves = len(match.actions)
            other = next(a for a in Match(game, config, 3).legal_actions())  # a move of the seat to act
            tries = [
                "not json",
                json.dumps([1, 2]),
                json.dumps({"type": "play", "key": "PlaceCube", "moves": moves}),
                json.dumps({"type": "play", "key": ["Nothing", 1], "moves": moves}),
                json.dumps({"type": "play", "key": [[["deep"]]] * 40, "moves": moves}),
                json.dumps({"type": "play", "key": list(other.key()), "moves": moves + 7}),
                json.dumps({"type": "wave"}),
            ]
            if match.current_player == 1:  # seat 0 moving for seat 1
                tries.append(json.dumps({"type": "play", "key": list(match.legal_actions()[0].key()), "moves": moves}))
            for text in tries:
                link.send(text)
                answer = frame(link)
                while answer["type"] == "update":
                    answer = frame(link)
                assert answer["type"] == "refusal", text
            assert len(match.actions) == moves  # nothing moved
            link.send("x" * (MAX_FRAME + 10))  # oversized: the host closes this link
            with pytest.raises(ConnectionClosed):
                while True:
                    frame(link)
        with raw(port) as flooder, pytest.raises(ConnectionClosed):  # a flood: refused, then closed
            hello(flooder)
            flooder.send(json.dumps({"type": "sit", "seat": 0}))
            for _ in range(20_000):  # the allowance refills at FRAMES_PER_SECOND: no machine sends this few
                flooder.send(json.dumps({"type": "undo"}))
                with contextlib.suppress(TimeoutError):
                    flooder.recv(timeout=0)
        wait(lambda: 0 in host.host.away)
        returned = Player(join(port, 0))
        play_until([honest, returned], lambda: honest.over and returned.over)
    finally:
        host.stop()
    assert match.is_over()
    assert any("Wrong join code" in line for line in reports) and any("too many frames" in line for line in reports)
    assert any("network version" in line for line in reports)


def test_a_client_that_drops_rejoins_and_sees_the_same_table():
    game = registry.get_game("narco_empire")
    config = config_of("narco_empire", 2, 1)
    match = Match(game, config, 8)
    host, port = start_host(match, {0, 1})
    try:
        players = [Player(join(port, seat)) for seat in (0, 1)]
        play_until(players, lambda: len(match.actions) >= 40)
        players[1].client.close()  # killed
        wait(lambda: players[0].client.poll() is not None and 1 in players[0].client.latest.away)
        seen = codec.encode(game.redact(match.state, 1))
        again = Player(join(port, 1))
        assert codec.encode(again.client.latest.view) == seen
        assert [m for m, *_ in again.client.log][: len(players[1].client.log)] == [m for m, *_ in players[1].client.log]
        play_until([players[0], again], lambda: len(match.actions) >= 80)
        again.client.close()  # away again: the host seats a bot for them, and the game goes on without them
        wait(lambda: 1 in host.host.away)
        host.call(lambda: host.host.stand_in(1, True))
        moves = len(match.actions)
        play_until([players[0]], lambda: any(r.seat == 1 for r in match.records[moves:]) or match.is_over())
        back = Player(join(port, 1))  # back: the bot gives the seat back
        assert not host.host.stand_ins and not back.client.latest.stand_ins
        play_until([players[0], back], lambda: players[0].over and back.over)
    finally:
        host.stop()
    assert match.is_over()


def test_a_host_that_stops_starts_again_from_its_autosave_and_the_game_ends_as_it_would_have():
    game = registry.get_game("mainports")
    config = config_of("mainports", 2, 1)
    match = Match(game, config, 4)
    host, port = start_host(match, {0, 1})
    players = [Player(join(port, seat)) for seat in (0, 1)]
    try:
        play_until(players, lambda: len(match.actions) >= 60)
        host.stop()  # the host quits (or crashed after its last move was saved)
        wait(lambda: all(p.client.link == Link.LOST for p in players))
        saves.BACKGROUND.flush()
        continued = saves.load(saves.autosave_path(match))
        hosting = hosting_for(continued, None, None)
        assert hosting.secret == SECRET and hosting.remote == {0, 1} and hosting.port == port
        host, _ = start_host(continued, set(hosting.remote), port=port)  # the same code: the players rejoin
        play_until(players, lambda: all(p.over for p in players))
        assert players[0].client.link == Link.SEATED
    finally:
        for player in players:
            player.client.close()
        host.stop()
    assert continued.keys == uninterrupted(Match(game, config, 4), {0, 1})


def test_a_client_takes_back_its_move_where_the_rules_allow_and_only_its_own():
    game = registry.get_game("siberia")
    match = Match(game, config_of("siberia", 2, 1), 30)
    host, port = start_host(match, {0, 1})
    try:
        clients = [join(port, seat) for seat in (0, 1)]
        wait(lambda: any(c.poll() or (c.latest and c.latest.legal) for c in clients))
        mover = next(c for c in clients if c.latest and c.latest.legal)
        other = clients[1 - clients.index(mover)]
        mover.play(mover.latest.legal[0])  # the start player chooses an exchange's side: public, revealing nothing
        wait(lambda: bool(mover.poll()) and mover.latest.moves == 1)
        assert mover.latest.undo and not other.latest.undo
        other.undo()  # not its move to take back: refused
        wait(lambda: other.poll() is not None and bool(other.refusals))
        assert other.refusals and len(match.actions) == 1
        mover.undo()
        wait(lambda: bool(mover.poll()) and mover.latest.moves == 0)
        assert not match.actions and "takes back" in mover.log[-1][0].template
    finally:
        host.stop()


def serve(data_dir, *arguments: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), "serve", *arguments],
        cwd=ROOT,
        env={**os.environ, "MANIFEST_DATA_DIR": str(data_dir)},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def line_with(process: subprocess.Popen[str], text: str) -> str:
    assert process.stdout is not None
    for line in process.stdout:
        if text in line:
            return line
    raise AssertionError(f"the server never said {text!r}")


def test_the_server_prints_its_code_logs_joins_and_goes_on_after_it_stopped(data_dir):
    """`main.py serve` with no window: the join code, a join logged; stopped and started with --continue, the same
    game with the same code."""
    first = serve(data_dir, "--game", "siberia", "--seats", "remote,bot:easy", "--host", "127.0.0.1", "--port", "0")
    try:
        code = JoinCode.parse(line_with(first, "join code:").rpartition("join code: ")[2])
        client = join(code.port, 0, code.secret)
        assert "seat 1 joined" in line_with(first, "joined")
        seen = client.latest.moves
        client.close()
    finally:
        first.terminate()
        first.wait(10)
    second = serve(data_dir, "--continue", "--host", "127.0.0.1")
    try:
        again = JoinCode.parse(line_with(second, "join code:").rpartition("join code: ")[2])
        assert (again.port, again.secret) == (code.port, code.secret)
        client = join(again.port, 0, again.secret)
        assert client.latest.moves >= seen
        client.close()
    finally:
        second.terminate()
        second.wait(10)


def test_a_new_join_code_can_be_read_off_a_screen_and_typed():
    from net.hosting import SECRET_LETTERS, new_secret

    codes = {new_secret() for _ in range(50)}
    assert len(codes) == 50
    for secret in codes:
        assert len(secret) == 16 and set(secret) <= set(SECRET_LETTERS)
        assert not set(secret) & set("0o1liIOL"), "no letter that reads as another"
        assert JoinCode.parse(f"192.168.1.20:47653/{secret}").secret == secret
