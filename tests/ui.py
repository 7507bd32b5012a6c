"""Driving the app headless in tests: keys and mouse as a player would use them."""

from __future__ import annotations

import pygame

from game.core.protocol import Action
from scenes.app import App, menu_app
from scenes.table import TableScene
from scenes.table.movelist import Group

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


def move_entry(app: App, table: TableScene, action: Action) -> pygame.Rect:
    """Where the move list shows `action`, found as a player would: its kind's entry clicked first when the list
    folds it, and the list scrolled to it."""
    if action not in table.entries:
        shown = zip(table.entries, table.action_buttons, strict=False)
        kind = next(button for entry, button in shown if isinstance(entry, Group) and action in entry.actions)
        table.scroll_into_view(kind)
        app.frames(1, dt=0.5)  # the list settles before a click counts
        click(app, kind.rect.center)
    table.scroll_into_view(table.action_buttons[table.entries.index(action)])
    frames(app, 3)  # the scroll bar moves the list in its next updates
    entry = table.entry_of(action)
    assert entry is not None, f"{action.key()} is not in sight in the move list"
    return entry


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    mouse(app, pygame.MOUSEBUTTONDOWN, start)
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    mouse(app, pygame.MOUSEMOTION, middle)
    mouse(app, pygame.MOUSEMOTION, end)
    mouse(app, pygame.MOUSEBUTTONUP, end)
    frames(app)


def draw_as_the_table(view, surface, seen, targets: set[str], hover: str | None) -> None:
    """Draw the board as the table does: what the piece in hand may land on first, then the drawing."""
    view.highlights = set(targets)
    view.draw(surface, seen, targets, hover)


def check_every_drag(game, view, state, surface) -> int:
    """Draw the table as the seat to act sees it and check that every legal drag starts and ends on a
    thing the view draws there, uncovered, and that the thing picked up can be drawn in the hand at its own
    place, over each of its targets and over a place it may not go; returns how many drags were checked."""
    seat = state.current_player
    view.seat = seat
    seen = game.redact(state, seat)
    drags = [a.drag() for a in game.legal_actions(state) if a.drag()]
    draw_as_the_table(view, surface, seen, set(), None)
    for source, _ in drags:
        point = view.anchor(source)
        assert point is not None, f"{source} is not on the board"
        assert view.hit(point) == source, f"{source} cannot be picked up"
        view.draw_dragged(surface, seen, source, point)  # in a hand, or flying for a bot: drawn without a fault
    places = {name for drag in drags for name in drag}
    for source in {s for s, _ in drags}:
        targets = {t for s, t in drags if s == source}
        draw_as_the_table(view, surface, seen, targets, None)
        for target in targets:
            point = view.anchor(target)
            assert point is not None, f"{target} is not on the board"
            assert view.hit(point) == target, f"{source} cannot be dropped on {target}"
        elsewhere = sorted(places - targets - {source})[:1]  # a place of the board this piece may not go
        for over in sorted(targets) + elsewhere:
            draw_as_the_table(view, surface, seen, targets, over)  # hovered while the piece is in hand
            view.draw_dragged(surface, seen, source, view.anchor(over))
    return len(drags)


def drag_kinds_of_a_random_game(
    game, view, match, rng, sizes, moves: int, every: int, choose=None
) -> tuple[set[str], int]:
    """Play `match` with random moves (or `choose(legal, rng)`), checking every legal drag on the board
    whenever a new kind of drag appears and every `every` moves, at each of `sizes` in turn; returns the
    kinds of drag seen and how many drags were checked."""
    kinds: set[str] = set()
    checked = 0
    for move in range(moves):
        if match.is_over():
            break
        legal = match.legal_actions()
        now = {type(action).__name__ for action in legal if action.drag()}
        if now - kinds or move % every == 0:
            width, height = sizes[len(kinds) % len(sizes)]
            view.layout(pygame.Rect(10, 60, width, height))
            checked += check_every_drag(game, view, match.state, pygame.Surface((width + 20, height + 80)))
            kinds |= now
        match.play(choose(legal, rng) if choose else rng.choice(legal))
    return kinds, checked
