"""The scene stack: the screen on top gets input first; overlays are drawn over the scenes below.

Modelled on Tuxemon's state stack. Each scene has lifecycle hooks:
`enter` when pushed, `pause` when another scene is pushed over it, `resume` when it is on top
again, `exit` when removed. Events go from the top scene down until one returns True (consumed).
Only the top scene is updated (time passes there alone); drawing starts at the highest scene that
is not an overlay and goes up, and never changes state.
"""

from __future__ import annotations

import pygame


class Scene:
    """One screen or overlay. Subclasses override the hooks they need."""

    overlay = False
    """True for scenes drawn over the scene below (pause, hand-off, dialogs)."""

    def enter(self) -> None:
        """Pushed onto the stack."""

    def pause(self) -> None:
        """Another scene was pushed over this one."""

    def resume(self) -> None:
        """The scene over this one was removed: this is the top again."""

    def exit(self) -> None:
        """Removed from the stack."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True if the event was consumed; otherwise it goes to the scene below."""
        return False

    def update(self, dt: float) -> None:
        """Time passes (only for the top scene): `dt` seconds since the last frame."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene. Never changes state."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again."""

    def language_changed(self) -> None:
        """The player chose another language: word every text again."""


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another without resuming the one below in between."""
        self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def pop_to_bottom(self) -> None:
        """Back to the first scene (the menu), exiting everything above it."""
        while len(self.scenes) > 1:
            self.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        return any(scene.handle_event(event) for scene in reversed(list(self.scenes)))

    def update(self, dt: float) -> None:
        if self.scenes:
            self.scenes[-1].update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        for scene in self.scenes[start:]:
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.resize(size)

    def language_changed(self) -> None:
        for scene in self.scenes:
            scene.language_changed()
