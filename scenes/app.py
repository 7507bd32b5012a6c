"""The window, the main loop and the scene stack; the entry points main.py calls."""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Concatenate, ParamSpec

import pygame

import words
from game import registry
from game.ai import search
from game.core import saves
from game.core.match import Match, random_seed
from game.core.messages import Message, msg
from game.core.protocol import Config, Seat, SeatKind
from game.core.tutorial import load_tutorial
from net.hosting import Hosting, new_secret
from net.protocol import DEFAULT_PORT, JoinCode
from net.remote import RemoteMatch
from scenes import GAME_SHOTS, MIN_WINDOW, names
from scenes.audio import Audio
from scenes.results import ResultsScene
from scenes.settings import Settings, load_settings
from scenes.stack import Scene, SceneStack
from scenes.table import TableScene
from sprites.memory import release_drawings
from sprites.widgets import backdrop, fitted, font, rendered, veil, wood_texture, wrap

FPS = 60
MAX_FRAME_SECONDS = 0.25
"""Time passes at most this much in one frame, so a stall (a window drag) does not skip animations."""
STARTUP_PROBE = "MANIFEST_STARTUP_PROBE"
"""When set, the app prints `menu-ready` once the first menu frame is on screen and quits (bench/startup.py)."""
WINDOW_NAME = "Manifest"
WINDOW_CLASS_VARIABLES = ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS")
"""The window class desktops group windows and find the launcher's icon by (else it is the program's file name)."""
SCREENLESS_DRIVERS = ("offscreen", "dummy")
WINDOW_ICON = Path(__file__).resolve().parents[1] / "sprites" / "icon" / "manifest-64.png"
"""Drawn by tools/make_icon.py, which also writes the program file's icons for Windows and macOS."""
SCREENS = {"settings": names.SETTINGS, "load": names.LOAD, "lab": names.LAB, "join": names.JOIN}
"""The screens a screenshot shows as they open (`scenes.SHOTS`), by the name `--scene` gives."""
P = ParamSpec("P")


class App:
    """The window and what every scene shares: settings, sound and the scene stack."""

    def __init__(self, size: tuple[int, int] | None = None, language: str | None = None) -> None:
        """`language` overrides the one of the settings for this run (`main.py --lang`)."""
        open_display()
        pygame.font.init()
        font.cache_clear()  # fonts and texts made before an earlier pygame.quit() are dead
        for cached in (rendered, wrap, fitted, backdrop, wood_texture, veil):
            cached.cache_clear()
        pygame.key.set_repeat(400, 40)
        saves.remove_interrupted()  # saves and settings a crash left half-written (their old files are whole)
        self.settings: Settings
        self.settings, self.settings_message = load_settings()
        words.set_language(language or self.settings.language)
        self.fixed_size = size
        pygame.display.set_caption(WINDOW_NAME)
        pygame.display.set_icon(pygame.image.load(WINDOW_ICON))  # before the window opens, as SDL asks
        self.screen = self.open_window()
        self.audio = Audio(self.settings.sound_volume)
        self.apply_think_time()
        self.stack = SceneStack()
        self.running = True
        self.table_closed = False
        """A table left the stack: its drawings (tens of MB) are given back at the next frame, once it is gone."""

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def open_window(self) -> pygame.Surface:
        if self.settings.fullscreen and self.fixed_size is None:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(at_least(self.fixed_size or self.settings.size), pygame.RESIZABLE)

    def window_resized(self) -> None:
        """The player resized the window: below the minimum it springs back to it; every scene lays out again."""
        if at_least(self.size) != self.size:
            self.screen = pygame.display.set_mode(at_least(self.size), pygame.RESIZABLE)
        self.stack.resize(self.size)

    def apply_think_time(self) -> None:
        """Searching bots think for the time of the settings, from their next move on."""
        search.set_default_budget(self.settings.think_budget)

    def apply_window_settings(self) -> None:
        """The window as the settings say; one given another size in Settings is centred on its screen (SDL would
        keep its top-left corner and push a larger window off the screen)."""
        self.fixed_size = None
        os.environ["SDL_VIDEO_CENTERED"] = "1"  # read by pygame at set_mode
        try:
            self.screen = self.open_window()
        finally:
            del os.environ["SDL_VIDEO_CENTERED"]
        self.stack.resize(self.size)

    def apply_volume(self) -> None:
        self.audio.set_volume(self.settings.sound_volume)

    def apply_language(self, language: str) -> None:
        """Speak `language` from now on: every scene on the stack words its texts again."""
        words.set_language(language)
        self.stack.language_changed()

    def play_sound(self, name: str) -> None:
        self.audio.play(name)

    # --- moving between scenes ---------------------------------------------------------------
    def scene(self, scene: Callable[Concatenate[App, P], Scene], *args: P.args, **options: P.kwargs) -> Scene:
        """A new `scene` (one of `scenes.names`) for this app, made with the scene's own arguments."""
        return scene(self, *args, **options)

    def push(self, scene: Callable[Concatenate[App, P], Scene], *args: P.args, **options: P.kwargs) -> None:
        self.stack.push(scene(self, *args, **options))

    def replace(self, scene: Callable[Concatenate[App, P], Scene], *args: P.args, **options: P.kwargs) -> None:
        """Swap the top scene for a new `scene`."""
        self.stack.replace(scene(self, *args, **options))

    def start_game(self, config: Config, seed: int | None = None) -> None:
        """A new match of `config` at the table; a random one when no seed is given."""
        seed = random_seed() if seed is None else seed
        self.open_table(Match(registry.get_game(config.game), config, seed))

    def host_game(self, config: Config, seed: int | None, remote: frozenset[int]) -> None:
        """A new match of `config` held by this computer, with the seats `remote` played from others: the table
        shows the join code until they have all joined."""
        seed = random_seed() if seed is None else seed
        local = next(seat for seat, kind in enumerate(config.seats) if not kind.is_bot and seat not in remote)
        match = Match(registry.get_game(config.game), config, seed)
        self.open_hosted(match, Hosting(remote | {local}, new_secret(), DEFAULT_PORT, local))

    def open_hosted(self, match: Match, hosting: Hosting) -> None:
        """Hold `match` for its players on other computers, this window playing the seat `hosting.local` through
        the same connection theirs use; says why when it cannot listen."""
        from net.client import Client  # the network's modules load when a game is hosted, not at every start
        from net.server import HostThread

        host = HostThread(match, hosting, report=lambda line: None, bot_delay=self.settings.bot_delay)
        try:
            port = host.start("0.0.0.0")
        except OSError:  # the port is taken (another game hosted here): any free one
            host = HostThread(match, hosting, report=lambda line: None, bot_delay=self.settings.bot_delay)
            port = host.start("0.0.0.0", 0)
        client = Client(JoinCode("127.0.0.1", port, hosting.secret)).start()
        seated = client.wait_seated(hosting.local)
        if not seated:
            client.close()
            host.stop()
            self.show_message(client.problem or msg("Cannot host the game."), msg("Cannot host the game"))
            return
        self.open_table(RemoteMatch(client, host))

    def open_table(self, match: Match, at_table: int | None = None) -> None:
        """Show the table for a match, over the menu. `at_table` is a human seat already sitting at it
        (no hand-off to it first)."""
        self.stack.pop_to_bottom()
        self.push(names.TABLE, match=match, at_table=at_table)

    def start_lesson(self, game_id: str, variant: str = "") -> None:
        """Learn to play: a game's lesson (or its add-on for a variant) at the table, over the menu."""
        tutorial = load_tutorial(game_id, variant)
        self.stack.pop_to_bottom()
        self.push(names.TABLE, match=tutorial.start(), tutorial=tutorial)

    def show_message(self, text: Message | str, title: Message) -> None:
        self.push(names.MESSAGE, title=title, text=text)

    # --- the loop ----------------------------------------------------------------------------
    def step(self, events: list[pygame.event.Event], dt: float) -> None:
        """One frame: handle events, let time pass, draw."""
        for event in events:
            if event.type == pygame.QUIT:  # the window closed: a game at the table keeps the moves of this turn
                self.running = False
                for failure in self.save_games()[1]:
                    print(f"Your game could not be saved: {failure}", file=sys.stderr)
            elif event.type == pygame.VIDEORESIZE:
                self.window_resized()
            else:
                self.stack.handle_event(event)
        if self.table_closed:
            self.table_closed = False
            release_drawings()
        self.stack.update(dt)
        self.draw()

    def draw(self) -> None:
        self.stack.draw(self.screen)

    def loop(self) -> int:
        clock = pygame.time.Clock()
        probe = bool(os.environ.get(STARTUP_PROBE))
        while self.running and self.stack.scenes:
            dt = min(clock.tick(FPS) / 1000, MAX_FRAME_SECONDS)
            try:
                self.step(pygame.event.get(), dt)
            except Exception:  # a fault of the program itself: keep the games, say where, and stop
                print(self.rescue(traceback.format_exc()), file=sys.stderr)
                pygame.quit()
                return 1
            pygame.display.flip()
            if probe:
                print("menu-ready", flush=True)
                break
        saves.BACKGROUND.flush()  # a finished game's last autosave, written after its table closed
        pygame.quit()
        return 0

    def rescue(self, details: str) -> str:
        """After a fault of the program: every game at a table saved to its autosave ("Continue" goes on
        with it) and the details written to crash.log in the data folder; what to tell the player."""
        kept, failed = self.save_games()
        log = saves.data_dir() / "crash.log"
        try:
            log.parent.mkdir(parents=True, exist_ok=True)
            log.write_text(details, encoding="utf-8")
            where = f"The details are in {log}."
        except OSError:
            where = f"The details:\n{details}"
        games = f" Your game is saved ({', '.join(kept)}): Continue in the menu goes on with it." if kept else ""
        lost = f" Your game could not be saved ({', '.join(failed)}): its last moves are lost." if failed else ""
        return f"Manifest stopped on a fault of its own.{games}{lost} {where}"

    def save_games(self) -> tuple[list[str], list[str]]:
        """Every game at a table saved to its autosave: the files written, and why the others could not be."""
        kept: list[str] = []
        failed: list[str] = []
        saves.BACKGROUND.flush()  # an autosave still being written would land after this one
        for scene in self.stack.scenes:
            if isinstance(scene, TableScene) and not scene.controller.remote:  # a remote game's host saves it
                try:
                    kept.append(str(saves.autosave(scene.controller.match)))
                except OSError as error:
                    failed.append(error.strerror or str(error))
        return kept, failed

    def frames(self, count: int, dt: float = 1 / FPS) -> None:
        """Run frames without a clock (headless rendering and tests), each with its autosave written before the
        next, as a player's frames would be (the disk is faster than a person)."""
        for _ in range(count):
            self.step(pygame.event.get(), dt)
            saves.BACKGROUND.flush()


def open_display() -> None:
    """Connect to the display under Manifest's window class; pygame.error when there is none.

    Without a screen SDL falls back to its offscreen driver, where a window would run unseen: that counts
    as no display unless it was asked for (SDL_VIDEODRIVER, as headless rendering and the tests do)."""
    for variable in WINDOW_CLASS_VARIABLES:  # read by SDL when the display opens; importing pygame with a
        os.environ[variable] = WINDOW_NAME  # DISPLAY set it to the program file's name ("main.py") already
    pygame.display.init()
    driver = pygame.display.get_driver()
    if driver in SCREENLESS_DRIVERS and os.environ.get("SDL_VIDEODRIVER") != driver:
        pygame.display.quit()
        raise pygame.error(f"no screen found; SDL offered only its {driver} driver")


def minimum_window() -> tuple[int, int]:
    """MIN_WINDOW, or the screen's size where the screen is smaller."""
    pygame.display.init()  # the screen's size is known only once the display is up (a no-op when it is)
    screen_width, screen_height = pygame.display.get_desktop_sizes()[0]
    return min(MIN_WINDOW[0], screen_width), min(MIN_WINDOW[1], screen_height)


def at_least(size: tuple[int, int]) -> tuple[int, int]:
    """`size`, widened and heightened to the minimum window where it is smaller."""
    least = minimum_window()
    return max(size[0], least[0]), max(size[1], least[1])


def menu_app(size: tuple[int, int] | None = None, language: str | None = None) -> App:
    app = App(size, language)
    app.push(names.MENU)
    if app.settings_message:
        app.show_message(app.settings_message, msg("Settings"))
    return app


def run(
    config: Config | None = None,
    seed: int | None = None,
    size: tuple[int, int] | None = None,
    language: str | None = None,
) -> int:
    """Open the window: the menu, or straight into a game when `config` is given."""
    app = menu_app(size, language)
    if config is not None:
        app.start_game(config, seed)
    return app.loop()


def headless() -> None:
    """Render without a window when no display is wanted (screenshots, smoke)."""
    if not pygame.display.get_init():
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def play_bots(match: Match, turns: int | None) -> None:
    """Let bots play `turns` moves (None: to the end) for every seat; human seats get a normal bot."""
    while not match.is_over() and (turns is None or len(match.actions) < turns):
        match.play(match.choose_bot_action())


def scene_for_shot(app: App, scene: str, config: Config | None, seed: int, turns: int) -> Scene:
    """The scene a screenshot of `scene` shows: the menu (at the bottom already), another screen, the
    table after `turns` bot moves (for "pause" and "handoff" too: the table they lie over), the
    results of a game the bots finished, or the replay of a game the bots played `turns` moves of (all
    of it when `turns` is 0) at its last move."""
    if scene == "menu":
        return app.stack.scenes[0]
    if scene == "setup":
        return app.scene(names.SETUP, config=config)
    if scene == "rules":
        return app.scene(names.RULES, game_id=config.game if config else None)
    if scene not in GAME_SHOTS:
        return app.scene(SCREENS[scene])
    if config is None:
        raise ValueError(f"the {scene} scene needs a game")
    match = Match(registry.get_game(config.game), config, seed)
    whole = scene == "results" or (scene == "replay" and not turns)
    play_bots(match, None if whole else turns)
    if scene == "replay":
        return app.scene(names.REPLAY, match=match, position=len(match.actions))
    while scene == "handoff" and not match.is_over() and config.seats[match.current_player].is_bot:
        match.play(match.choose_bot_action())  # on to a human's turn, for the table to be handed to
    if scene == "results":
        return app.scene(names.RESULTS, match=match)
    seat = match.current_player
    human = seat if seat >= 0 and not config.seats[seat].is_bot else None
    table = app.scene(names.TABLE, match=match, at_table=None if scene == "handoff" else human)
    assert isinstance(table, TableScene)
    table.controller.bots_paused = True
    return table  # which asks for the hand-off itself when it opens


def show_shot(app: App, scene: str, config: Config | None, seed: int, turns: int) -> None:
    """Open what a screenshot of `scene` shows, each scene with a few frames on top (its widgets are
    drawn once they had one)."""
    shot = scene_for_shot(app, scene, config, seed, turns)
    if shot is not app.stack.top:
        app.stack.push(shot)
    app.frames(3)
    if isinstance(shot, TableScene) and scene == "pause":
        app.push(names.PAUSE, match=shot.match)
        app.frames(3)


def screenshot(
    out: Path,
    scene: str,
    config: Config | None,
    seed: int,
    turns: int,
    size: tuple[int, int],
    language: str | None = None,
) -> int:
    """Render a scene (one of scenes.SHOTS) to a PNG of `size`."""
    headless()
    app = menu_app(size, language)
    app.stack.pop_to_bottom()  # no settings message over a screenshot
    show_shot(app, scene, config, seed, turns)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(out))
    pygame.quit()
    print(f"wrote {out} ({size[0]}x{size[1]}, {scene})")
    return 0


def smoke(language: str | None = None) -> int:
    """Open every scene headless and draw a few frames of each; the bots play a game of every game to the
    end, which is saved (saves/smoke-<game>.json) and loaded back. 0 when all went well."""
    headless()
    app = menu_app((1280, 720), language)
    app.frames(3)
    for screen in (names.SETUP, names.SETTINGS, names.RULES, names.LOAD, names.LAB, names.JOIN):
        app.push(screen)
        app.frames(3)
        app.stack.pop()
    for game_id in registry.game_ids():
        game = registry.get_game(game_id)
        for scene, humans in (("pause", 1), ("handoff", 2), ("results", 0), ("replay", 1)):
            seats = tuple(
                Seat(SeatKind.HUMAN) if n < humans else Seat(SeatKind.BOT, "easy") for n in range(game.min_players)
            )
            show_shot(app, scene, Config(game_id, seats), 1, 6)
            if scene == "results":
                finished = app.stack.top
            app.stack.pop_to_bottom()
        assert isinstance(finished, ResultsScene)
        path = saves.saves_dir() / f"smoke-{game_id}.json"
        saves.save(finished.match, path)
        if saves.load(path).checksum() != finished.match.checksum():
            print(f"smoke: {path} does not load back as the game that was saved", file=sys.stderr)
            return 1
        print(
            f"smoke: {game.title}: table, pause, hand-off, results and replay drawn; the bots played it to the "
            f"end in {len(finished.match.actions)} moves; saved to {path}",
            file=sys.stderr,
        )
    pygame.quit()
    print(f"smoke: menu, setup, settings, rules, load, lab, join and {len(registry.game_ids())} games played and saved")
    return 0
