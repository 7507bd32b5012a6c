"""Driving the app headless in tests: keys and mouse as a player would use them."""

from __future__ import annotations

import pygame

from scenes.app import App, menu_app

SIZE = (1280, 720)


def open_menu() -> App:
    return menu_app(SIZE)


def frames(app: App, count: int = 2) -> None:
    """Let a few frames pass (widgets post their clicks as events, handled the next frame)."""
    app.frames(count)


def key(app: App, code: int, mod: int = 0) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)], 1 / 60)
    frames(app)


def mouse(app: App, kind: int, pos: tuple[int, int]) -> None:
    if kind == pygame.MOUSEMOTION:
        event = pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    else:
        event = pygame.event.Event(kind, pos=pos, button=1)
    app.step([event], 1 / 60)


def click(app: App, pos: tuple[int, int]) -> None:
    mouse(app, pygame.MOUSEBUTTONDOWN, pos)
    mouse(app, pygame.MOUSEBUTTONUP, pos)
    frames(app)


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    mouse(app, pygame.MOUSEBUTTONDOWN, start)
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    mouse(app, pygame.MOUSEMOTION, middle)
    mouse(app, pygame.MOUSEMOTION, end)
    mouse(app, pygame.MOUSEBUTTONUP, end)
    frames(app)
