"""The window, the main loop and the scene stack; the entry points main.py calls."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame

from game import registry
from game.core.match import Match
from game.core.protocol import Config, Seat
from scenes.audio import Audio
from scenes.settings import Settings, load_settings
from scenes.stack import Scene, SceneStack
from sprites.widgets import backdrop, fitted, font, rendered, veil, wood_texture, wrap

FPS = 60
MAX_FRAME_SECONDS = 0.25
"""Time passes at most this much in one frame, so a stall (a window drag) does not skip animations."""
STARTUP_PROBE = "MANIFEST_STARTUP_PROBE"
"""When set, the app prints `menu-ready` once the first menu frame is on screen and quits (bench/startup.py)."""


class App:
    """The window and what every scene shares: settings, sound and the scene stack."""

    def __init__(self, size: tuple[int, int] | None = None) -> None:
        pygame.display.init()
        pygame.font.init()
        font.cache_clear()  # fonts and texts made before an earlier pygame.quit() are dead
        for cached in (rendered, wrap, fitted, backdrop, wood_texture, veil):
            cached.cache_clear()
        pygame.key.set_repeat(400, 40)
        self.settings: Settings
        self.settings, self.settings_message = load_settings()
        self.fixed_size = size
        self.screen = self.open_window()
        pygame.display.set_caption("Manifest")
        self.audio = Audio(self.settings.sound_volume, self.settings.music_volume)
        self.stack = SceneStack()
        self.running = True

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def open_window(self) -> pygame.Surface:
        if self.settings.fullscreen and self.fixed_size is None:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.fixed_size or self.settings.size, pygame.RESIZABLE)

    def apply_window_settings(self) -> None:
        self.fixed_size = None
        self.screen = self.open_window()
        self.stack.resize(self.size)

    def apply_volumes(self) -> None:
        self.audio.set_volumes(self.settings.sound_volume, self.settings.music_volume)

    def play_sound(self, name: str) -> None:
        self.audio.play(name)

    # --- moving between scenes ---------------------------------------------------------------
    def start_game(self, config: Config, seed: int) -> None:
        self.open_table(Match(registry.get_game(config.game), config, seed))

    def open_table(self, match: Match, last_human: int | None = None) -> None:
        """Show the table for a match, over the menu."""
        from scenes.table import TableScene

        self.stack.pop_to_bottom()
        self.stack.push(TableScene(self, match, last_human))

    def show_message(self, text: str, title: str = "Notice") -> None:
        from scenes.overlays import MessageOverlay

        self.stack.push(MessageOverlay(self, title, text))

    # --- the loop ----------------------------------------------------------------------------
    def step(self, events: list[pygame.event.Event], dt: float) -> None:
        """One frame: handle events, let time pass, draw."""
        for event in events:
            if event.type == pygame.QUIT:
                self.running = False
            elif event.type == pygame.VIDEORESIZE:
                self.stack.resize(self.size)
            else:
                self.stack.handle_event(event)
        self.stack.update(dt)
        self.draw()

    def draw(self) -> None:
        self.stack.draw(self.screen)

    def loop(self) -> int:
        clock = pygame.time.Clock()
        probe = bool(os.environ.get(STARTUP_PROBE))
        while self.running and self.stack.scenes:
            dt = min(clock.tick(FPS) / 1000, MAX_FRAME_SECONDS)
            self.step(pygame.event.get(), dt)
            pygame.display.flip()
            if probe:
                print("menu-ready", flush=True)
                break
        pygame.quit()
        return 0

    def frames(self, count: int, dt: float = 1 / FPS) -> None:
        """Run frames without a clock (headless rendering and tests)."""
        for _ in range(count):
            self.step(pygame.event.get(), dt)


def menu_app(size: tuple[int, int] | None = None) -> App:
    from scenes.menu import MenuScene

    app = App(size)
    app.stack.push(MenuScene(app))
    if app.settings_message:
        app.show_message(app.settings_message, "Settings")
    return app


def run(config: Config | None = None, seed: int | None = None, size: tuple[int, int] | None = None) -> int:
    """Open the window: the menu, or straight into a game when `config` is given."""
    app = menu_app(size)
    if config is not None:
        app.start_game(config, seed if seed is not None else random_seed())
    return app.loop()


def random_seed() -> int:
    return int.from_bytes(os.urandom(4), "little")


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
    from scenes.results import ResultsScene
    from scenes.setup import SetupScene
    from scenes.table import TableScene

    if scene == "menu":
        return app.stack.scenes[0]
    if scene == "setup":
        return SetupScene(app, config)
    if config is None:
        raise ValueError(f"the {scene} scene needs a game")
    match = Match(registry.get_game(config.game), config, seed)
    play_bots(match, None if scene == "results" else turns)
    if scene == "results":
        return ResultsScene(app, match)
    seat = match.current_player
    table = TableScene(app, match, last_human=seat if seat >= 0 and not config.seats[seat].is_bot else None)
    table.bots_paused = True
    return table


def screenshot(out: Path, scene: str, config: Config | None, seed: int, turns: int, size: tuple[int, int]) -> int:
    """Render a scene to a PNG of `size`: menu, setup, table (after `turns` bot moves) or results."""
    headless()
    app = menu_app(size)
    app.stack.pop_to_bottom()  # no settings message over a screenshot
    shot = scene_for_shot(app, scene, config, seed, turns)
    if shot is not app.stack.top:
        app.stack.push(shot)
    app.frames(3)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(out))
    pygame.quit()
    print(f"wrote {out} ({size[0]}x{size[1]}, {scene})")
    return 0


def smoke() -> int:
    """Open every scene headless and draw a few frames of each; 0 when all went well."""
    from scenes.load import LoadScene
    from scenes.overlays import HandOffOverlay, PauseOverlay
    from scenes.rules import RulesScene
    from scenes.settings import SettingsScene
    from scenes.setup import SetupScene

    headless()
    app = menu_app((1280, 720))
    app.frames(3)
    for make in (SetupScene, SettingsScene, RulesScene, LoadScene):
        app.stack.push(make(app))
        app.frames(3)
        app.stack.pop()
    for game_id in registry.game_ids():
        game = registry.get_game(game_id)
        bots = tuple(Seat("bot", "easy") for _ in range(game.min_players - 1))
        app.stack.push(scene_for_shot(app, "table", Config(game_id, (Seat("human"), *bots)), 1, 6))
        for overlay in (None, PauseOverlay(app), HandOffOverlay(app, "Player 1", lambda: None)):
            if overlay is not None:
                app.stack.push(overlay)
            app.frames(3)
        app.stack.pop_to_bottom()
        app.stack.push(scene_for_shot(app, "results", Config(game_id, (Seat("bot", "easy"), *bots)), 1, 0))
        app.frames(3)
        app.stack.pop_to_bottom()
        print(f"smoke: {game.title} table and results drawn", file=sys.stderr)
    pygame.quit()
    print(f"smoke: menu, setup, settings, rules, load and {len(registry.game_ids())} game tables drawn")
    return 0
