"""The move list through the real table: too many moves fold by kind into entries that unfold on a click (issue 38),
and a move still legal after a move stays where it was in the list (issue 39)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import registry
from game.competitors.actions import SignContract
from game.core.match import Match
from game.core.protocol import Action, Config, Seat
from game.narco_empire.actions import CartelActivity, Deliver
from scenes.table import TableScene
from scenes.table.movelist import Group
from tests.test_table import written
from tests.ui import click, frames, key, move_entry, open_menu
from words import tr


def table_when(game_id: str, seed: int, ready: Callable[[list[Action]], bool]) -> tuple[Match, TableScene]:
    """A table of a human against easy bots, opened when the human is to move and `ready` holds for their moves
    (every seat played by the bots until then)."""
    seats = (Seat("human"), *(Seat("bot", "easy") for _ in range(registry.get_game(game_id).min_players - 1)))
    match = Match(registry.get_game(game_id), Config(game_id, seats), seed)
    while not (match.current_player == 0 and ready(match.legal_actions())):
        match.play(match.choose_bot_action())
    app = open_menu()
    app.open_table(match, at_table=0)
    frames(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return match, table


def signing(legal: list[Action]) -> bool:
    return sum(isinstance(action, SignContract) for action in legal) > 1


def kind_entry(table: TableScene, kind: type[Action]) -> pygame.Rect:
    """Where the list shows the folded entry of a kind of move."""
    index = next(i for i, entry in enumerate(table.entries) if isinstance(entry, Group) and entry.kind is kind)
    return table.action_buttons[index].rect


def test_a_first_round_of_competitors_folds_its_moves_by_kind_and_a_click_unfolds_one():
    match, table = table_when("competitors", 0, signing)
    app = table.app
    legal = match.legal_actions()
    entries = table.entries
    assert len(legal) > 40 and len(entries) < 10, "dozens of moves, a few entries"
    assert table.action_container.get_container().rect.height <= app.size[1], "no more than a screen of entries"
    signs = sorted((a for a in legal if isinstance(a, SignContract)), key=lambda a: a.key())
    header = next(b for e, b in zip(entries, table.action_buttons, strict=True) if isinstance(e, Group))
    assert written(header).startswith("+ ")
    assert f"+ {tr('Sign a contract')} ({len(signs)})" in [written(button) for button in table.action_buttons]
    assert not any(isinstance(entry, SignContract) for entry in entries), "folded: none of its moves is listed"
    app.frames(1, dt=0.5)  # the list settles before a click counts
    click(app, kind_entry(table, SignContract).center)
    assert [entry for entry in table.entries if isinstance(entry, SignContract)] == signs, "unfolded, in key order"
    assert written(table.focused()) == f"− {tr('Sign a contract')} ({len(signs)})"
    played = len(match.actions)
    first = move_entry(app, table, signs[0])
    app.frames(1, dt=0.5)
    click(app, first.center)
    assert match.actions[played:][:1] == [signs[0]], "the entry clicked is the move played"


def test_the_keyboard_unfolds_a_kind_and_plays_one_of_its_moves():
    match, table = table_when("competitors", 0, signing)
    app = table.app
    header = next(i for i, entry in enumerate(table.entries) if isinstance(entry, Group))
    kind = table.entries[header]
    assert isinstance(kind, Group)
    for _ in range(header + 1):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # unfolds, the entry keeping the focus
    assert table.entries[header + 1] == kind.actions[0]
    key(app, pygame.K_DOWN)
    played = len(match.actions)
    key(app, pygame.K_RETURN)
    assert match.actions[played:][:1] == [kind.actions[0]]


def test_typing_a_filter_lists_the_matching_moves_unfolded():
    match, table = table_when("competitors", 0, signing)
    word = tr("Sign a contract").split()[0]
    table.text_changed(table.filter_entry, word)
    matching = [a for a in match.legal_actions() if word.lower() in tr(a.label()).lower()]
    assert len(matching) > 1 and sorted(table.entries, key=lambda a: a.key()) == sorted(matching, key=lambda a: a.key())


def test_a_move_still_legal_after_a_move_keeps_its_place_in_the_list():
    """Narco Empire lists its deliveries before its cartel cards; a delivery made, the cartel card stays put."""

    def deliver_or_play_a_cartel_card(legal: list[Action]) -> bool:
        return any(isinstance(a, Deliver) for a in legal) and any(isinstance(a, CartelActivity) for a in legal)

    match, table = table_when("narco_empire", 4, deliver_or_play_a_cartel_card)
    app = table.app
    delivery = next(a for a in match.legal_actions() if isinstance(a, Deliver))
    cartel = next(a for a in match.legal_actions() if isinstance(a, CartelActivity))
    game_order = match.legal_actions()
    assert game_order.index(delivery) < game_order.index(cartel), "the game lists the delivery first"
    where = move_entry(app, table, cartel)
    entry = move_entry(app, table, delivery)
    app.frames(1, dt=0.5)
    click(app, entry.center)
    assert match.actions[-1] == delivery and match.current_player == 0 and cartel in match.legal_actions()
    frames(app)
    assert table.entry_of(cartel) == where, "the cartel card's move is where it was"


def test_the_move_that_ends_a_step_stays_at_the_top_while_the_step_s_other_moves_go():
    """Mainports: after the last ship has sailed its moves leave the list, and "End navigating" is where it was, so
    a click meant for it does not land on "Cancel a contract"."""
    from game.mainports.actions import EndAction, Sail

    def navigating(legal: list[Action]) -> bool:
        ships = {action.ship for action in legal if isinstance(action, Sail)}
        return len(ships) == 1 and any(isinstance(action, EndAction) for action in legal)

    match, table = table_when("mainports", 3, navigating)
    end = next(action for action in match.legal_actions() if isinstance(action, EndAction))
    assert table.entries[0] == end
    before = table.entry_of(end)
    sail = next(action for action in match.legal_actions() if isinstance(action, Sail))
    table.play(sail)
    table.app.frames(3, dt=0.5)
    assert not any(isinstance(action, Sail) for action in match.legal_actions())
    after = table.entry_of(end)
    assert after is not None and after.collidepoint(before.center)  # where the pointer was, it still is
