"""Learn to play: every lesson replays as written, and plays to its end at the real table by mouse and keys."""

from __future__ import annotations

import pygame
import pytest

import words
from game.core.protocol import Config, Seat
from game.core.tutorial import END, LEARNER, Lesson, Step, lesson_for, lessons, load_tutorial, replay
from scenes import names
from scenes.overlays import ChoiceOverlay, ConfirmOverlay, PauseOverlay
from scenes.table.tutorial import bounds, hides
from tests.test_table import finish_thinking
from tests.ui import click, drag, frames, key, mouse, move_entry, open_menu

LESSONS = lessons()
NAMES = [".".join(filter(None, lesson)) for lesson in LESSONS]


def test_every_game_has_a_lesson():
    assert [game_id for game_id, variant in LESSONS if not variant] == [
        "siberia",
        "mainports",
        "competitors",
        "narco_empire",
        "itc",
    ]


@pytest.mark.parametrize(("game_id", "variant"), LESSONS, ids=NAMES)
def test_a_lesson_replays_move_for_move_with_its_seed_and_easy_bots(game_id, variant):
    """A rules or bot change that makes one of a lesson's moves illegal when reached fails here."""
    tutorial = load_tutorial(game_id, variant)
    assert all(seat.level == "easy" for seat in tutorial.config.seats[1:])
    match = replay(tutorial)
    assert [key for key, record in zip(match.keys, match.records, strict=True) if record.seat == LEARNER] == (
        tutorial.moves()
    )


def wait_for_learner(app, table) -> None:
    for _ in range(400):
        if table.match.is_over() or (table.match.current_player == LEARNER and table.can_move()):
            return
        finish_thinking(app, table)
        app.frames(1, dt=app.settings.flight_seconds)
    raise AssertionError("the bots did not hand the table back")


def make(app, table, action, by_drag: bool) -> None:
    """Play `action` as a player would: drag its piece (or click it, then its target), or click its entry."""
    drag_names = action.drag()
    if drag_names is None:
        entry = move_entry(app, table, action)
        app.frames(1, dt=0.5)  # the list settles before a click counts
        click(app, entry.center)
        if isinstance(app.stack.top, ConfirmOverlay):  # a move the game asks about first: yes
            key(app, pygame.K_RETURN)
        return
    source, target = (table.view.anchor(name) for name in drag_names)
    assert source and target, f"{drag_names} is not on the board"
    if by_drag:
        drag(app, source, target)
    else:
        click(app, source)
        click(app, target)
    choice = app.stack.top
    if isinstance(choice, ChoiceOverlay):  # one drop, several moves (a contract's receivers): the answer naming this
        actions = table.controller.drag_actions()[drag_names]
        answer = table.view.choice(table.controller.view_state, actions)[1][actions.index(action)]
        if table.lesson is not None:  # the answer the step asks for is the one picked at first (Enter takes it)
            assert choice.focus_order[choice.focus_index].text == answer, "the lesson's answer is not the one picked"
        click(app, next(button for button in choice.actions if getattr(button, "text", None) == answer).rect.center)


def wrong_move(table, expected):
    """Another legal move with a drag (or any other), to be refused."""
    others = [a for a in table.controller.legal if a != expected]
    return next((a for a in others if a.drag()), others[0] if others else None)


@pytest.mark.parametrize("language", ["en", "pseudo"])
@pytest.mark.parametrize(("game_id", "variant"), LESSONS, ids=NAMES)
def test_a_lesson_plays_to_its_end_at_the_table(game_id, variant, language):
    words.set_language(language)
    try:
        play_lesson(game_id, variant)
    finally:
        words.set_language("en")


def play_lesson(game_id: str, variant: str) -> None:
    app = open_menu()
    app.settings.animation_speed = "fast"
    app.start_lesson(game_id, variant)
    frames(app)
    table = app.stack.top
    lesson: Lesson = table.lesson.lesson
    match = table.match
    refused = False
    for number, expected_key in enumerate(lesson.expected):
        wait_for_learner(app, table)
        while lesson.waits_for_continue(match):  # a step that only tells: Continue, by click or Enter
            frames(app)
            told = lesson.step_index(match)
            if number % 2 and table.lesson.continue_rect is not None:
                click(app, table.lesson.continue_rect.center)
                assert table.message is None, f"Continue clicked, and the table said: {words.tr(table.message)}"
            else:
                key(app, pygame.K_RETURN)
            assert lesson.step_index(match) != told
        wait_for_learner(app, table)
        expected = match.game.action_of(match.state, expected_key)
        assert expected is not None and table.lesson.box is not None
        step = lesson.tutorial.steps[lesson.step_of_move(number)]
        if not refused and (other := wrong_move(table, expected)) is not None:
            before = len(match.actions)
            make(app, table, other, by_drag=True)
            assert len(match.actions) == before, "a move the lesson does not expect was played"
            assert words.tr(table.message) == words.tr(step.wrong)
            refused = True
        made = Lesson.made(match)
        make(app, table, expected, by_drag=number % 2 == 0)
        assert Lesson.made(match) == made + 1, (expected_key, words.tr(table.message) if table.message else None)
        assert match.keys[len(match.keys) - 1 - moves_since(match)] == expected_key
    assert refused
    wait_for_learner(app, table)
    while lesson.step_index(match) != len(lesson.tutorial.steps):  # what is left to tell
        assert lesson.waits_for_continue(match)
        key(app, pygame.K_RETURN)
    assert lesson.step(match) == Step(END)  # the end says so, and the game carries on
    key(app, pygame.K_RETURN)
    assert lesson.step(match) is None and table.lesson.box is None
    assert app.stack.top is table  # the game carries on


def moves_since(match) -> int:
    """How many moves bots made after the learner's latest."""
    count = 0
    for record in reversed(match.records):
        if record.seat == LEARNER:
            return count
        count += 1
    return count


def test_the_menu_lists_every_lesson_and_starts_the_one_chosen():
    app = open_menu()
    learn = next(b for b in app.stack.top.actions if b.text == "Learn to play")
    click(app, learn.rect.center)
    titles = [button.text for button in app.stack.top.actions]
    assert "Siberia" in titles and any("Great Europe" in title for title in titles) and titles[-1] == "Back"
    great = next(b for b in app.stack.top.actions if "Great Europe" in b.text)
    click(app, great.rect.center)
    table = app.stack.top
    assert table.lesson is not None and table.match.config.options["board"] == "great"


def test_setup_starts_the_lesson_of_the_variant_chosen():
    """Learn to play on the setup screen plays the add-on of the options chosen, else the game's first lesson."""
    app = open_menu()
    app.push(names.SETUP, config=Config("narco_empire", (Seat.parse("human"), Seat.parse("bot"))))
    frames(app)
    setup = app.stack.top
    assert lesson_for(setup.config()) == ""
    setup.options["mode"] = "advanced"
    learn = next(b for b in setup.actions if b.text == "Learn to play")
    click(app, learn.rect.center)
    table = app.stack.top
    assert table.lesson is not None and table.match.config.options["mode"] == "advanced"


def lesson_read_welcome(game_id: str = "siberia"):
    """A game's lesson at its first move, the bots' moves before it made and the steps that only tell read (Enter)."""
    app = open_menu()
    app.settings.animation_speed = "fast"
    app.start_lesson(game_id)
    frames(app)
    table = app.stack.top
    wait_for_learner(app, table)
    while table.lesson.lesson.waits_for_continue(table.match):
        key(app, pygame.K_RETURN)
    frames(app)
    return app, table


def test_undo_steps_back_in_the_lesson_and_esc_opens_the_pause_menu():
    app, table = lesson_read_welcome()
    lesson = table.lesson.lesson
    first = lesson.step_index(table.match)
    make(app, table, table.match.game.action_of(table.match.state, lesson.expected[0]), by_drag=False)
    assert Lesson.made(table.match) == 1
    app.frames(1, dt=app.settings.flight_seconds)  # the side flies to its exchange: nothing is taken back meanwhile
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert Lesson.made(table.match) == 0 and lesson.step_index(table.match) == first
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseOverlay)


def test_a_click_on_the_unlit_side_of_the_lit_exchange_is_explained_not_taken_as_the_tile():
    """The lesson's lights are drawn over the board: what the pointer is on stays what it is (side A, not the lit
    tile under it), so a wrong click gets the step's explanation."""
    app, table = lesson_read_welcome()
    lesson = table.lesson.lesson
    expected = table.match.game.action_of(table.match.state, lesson.expected[0])
    _, target = expected.drag()
    other_side = target[:-1] + ("A" if target.endswith("B") else "B")
    point = table.view.anchor(other_side)
    assert point is not None and table.view.hit(point) == other_side
    click(app, point)
    step = lesson.tutorial.steps[lesson.step_of_move(0)]
    assert Lesson.made(table.match) == 0 and table.input.selected is None
    assert words.tr(table.message) == words.tr(step.wrong)


def test_no_hint_during_a_lesson_it_would_contradict():
    app = open_menu()
    app.start_lesson("siberia")
    frames(app)
    table = app.stack.top
    assert not table.coach_offered()
    assert all(button.text not in (words.tr("Hint"), words.tr("Hint (H)")) for button in table.actions)


def test_the_siberia_lesson_box_leaves_the_learner_s_panel_in_sight():
    """The panel is where the learner's counters lie: at every step that waits for a move, the box lies elsewhere."""
    app, table = lesson_read_welcome()
    lesson, match = table.lesson.lesson, table.match
    covered = {}
    for number, expected_key in enumerate(lesson.expected):
        wait_for_learner(app, table)
        while lesson.waits_for_continue(match):
            key(app, pygame.K_RETURN)
        wait_for_learner(app, table)
        frames(app)
        box = table.lesson.box
        panel = [name for name in table.view.shapes if name.startswith(f"panel:{LEARNER}:")]
        hidden = [name for name in panel if box.colliderect(bounds(table.view, name))]
        if hidden:
            covered[number] = hidden
        make(app, table, match.game.action_of(match.state, expected_key), by_drag=True)
    assert not covered


def test_a_lesson_lights_only_the_piece_it_asks_for():
    """Other pieces that could be played are not lit as well: the one to take is the one that stands out."""
    _, table = lesson_read_welcome("mainports")  # five start contracts could be kept, the lesson asks for one
    playable = frozenset(table.input.playable())
    _, soft, lesson_lights = table.lesson.lit(table.match, set(), playable, None)
    assert lesson_lights and len(playable - lesson_lights) >= 4
    assert not soft


def test_a_lesson_lights_the_territory_it_names_on_the_competitors_map():
    """Territories are found by their outline, not as pieces: the lesson's "onto Germany" is drawn lit."""
    from sprites.widgets import HIGHLIGHT

    app, table = lesson_read_welcome("competitors")
    app.frames(3, dt=0.3)
    lit = [name for name in table.lesson.lesson.lights(table.match) if name not in table.view.shapes]
    assert lit, "the step names a territory"
    territory = table.view.world.territories[lit[0].removeprefix("territory:")]
    corners = [table.view.to_screen(point) for polygon in territory.outline for point in polygon]
    assert any(app.screen.get_at(corner)[:3] == HIGHLIGHT for corner in corners)


def test_the_competitors_lesson_names_the_small_territories_it_lights():
    """Zoomed out, the map has no room for the names of Europe's small territories: those a step lights (the
    contract's sender and receiver) are named on cards inside the map, off the names it writes and each other, and
    the step's box leaves them in sight."""
    tutorial = load_tutorial("competitors")
    signed = next(n for n, key in enumerate(tutorial.moves()) if key[:1] == ("SignContract",) and "Poland" in key)
    match = tutorial.start()
    for key_ in tutorial.moves()[:signed]:
        while match.current_player != LEARNER:
            match.play(match.choose_bot_action())
        match.play(match.game.action_of(match.state, key_))
    while match.current_player != LEARNER:
        match.play(match.choose_bot_action())
    app = open_menu()
    app.push(names.TABLE, match=match, tutorial=tutorial)
    frames(app)
    table = app.stack.top
    view, lights = table.view, table.lesson.lesson.lights(match)
    named = {"territory:Western Balkans", "territory:Poland"}
    written_by_map = view.label_boxes.get(view.zoom, {}).keys()  # the step zooms in: some the map names itself
    assert named <= lights
    for name in named:  # large enough to drop on, and in sight (they were a few pixels at the world's zoom)
        territory = view.world.territories[name.removeprefix("territory:")]
        left, top, right, bottom = territory.bounds
        assert min(right - left, bottom - top) * view.zoom >= 30, f"{name} is too small to drop on"
        assert view.map_rect().collidepoint(view.to_screen(territory.label_at)), f"{name} is out of sight"
    assert all(name in view.name_cards or name.removeprefix("territory:") in written_by_map for name in named)
    written = [view.screen_box(box) for box in view.label_boxes[view.zoom].values()]
    for name, card in view.name_cards.items():
        assert view.map_rect().contains(card)
        assert card.collidelist(written) < 0, f"{name} is named over another name"
        assert all(not card.colliderect(other) for n, other in view.name_cards.items() if n != name)
    assert hides(view, table.lesson.box, lights) == 0


def test_a_wrong_place_is_explained_wherever_on_it_the_piece_is_let_go():
    """A lesson lights only the place it asks for; a stone let go on another continent's goods (not lit, a shape over
    the continent) was answered "That cannot go there now." instead of the step's explanation."""
    app, table = lesson_read_welcome("itc")
    match = table.match
    lesson: Lesson = table.lesson.lesson
    expected = match.game.action_of(match.state, lesson.expected[0])
    other = next(a for a in table.controller.legal if a != expected and a.drag() and a.drag()[0] == expected.drag()[0])
    place = other.drag()[1].partition(":")[2]
    goods = next(box for name, box in table.view.shapes.items() if name.startswith(f"good:{place}:"))
    before = len(match.actions)
    drag(app, table.view.anchor(expected.drag()[0]), goods.center)
    assert len(match.actions) == before
    step = lesson.tutorial.steps[lesson.step_of_move(0)]
    assert words.tr(table.message) == words.tr(step.wrong)


def test_a_piece_let_go_on_the_card_naming_a_lit_territory_lands_in_that_territory():
    """Zoomed out (the player zoomed out again), the lesson names a lit territory on a card off its outline; letting
    the headquarters go on the card ("Germany") put it in the territory under the card (Czechia & Slovakia:
    refused)."""
    app, table = lesson_read_welcome("competitors")
    board = table.panels.rects["board"]
    mouse(app, pygame.MOUSEMOTION, board.center)
    for _ in range(4):  # the player zooms the map out again, to the whole world: Europe's names left out
        app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)], 1 / 60)
    frames(app)
    assert table.view.level == 0
    match = table.match
    expected = match.game.action_of(match.state, table.lesson.lesson.expected[0])
    source, target = expected.drag()
    held = table.view.anchor(source)
    mouse(app, pygame.MOUSEBUTTONDOWN, held)
    mouse(app, pygame.MOUSEMOTION, (held[0] + 20, held[1] - 20))
    frames(app)  # carried: the lit territory is drawn with its card
    card = table.view.name_cards.get(target)
    assert card is not None, "the lit territory is named on a card"
    mouse(app, pygame.MOUSEMOTION, card.center)
    mouse(app, pygame.MOUSEBUTTONUP, card.center)
    frames(app)
    assert match.actions[-1] == expected, table.message


def test_a_piece_let_go_where_it_means_no_move_is_answered_with_the_rule_and_the_step_s_instruction():
    """A worker dragged onto a city it may not go to was answered "That cannot go there now.", which says nothing of
    what the lesson asks: a drop that means no move gets the step's explanation too, after the rule the game names
    (a headquarters on Spain: not a headquarters state)."""
    app, table = lesson_read_welcome("competitors")
    match = table.match
    lesson: Lesson = table.lesson.lesson
    expected = match.game.action_of(match.state, lesson.expected[0])
    source, _ = expected.drag()
    targets = {target for held, target in table.controller.drag_actions() if held == source}
    board = table.panels.rects["board"]
    points = [(x, y) for x in range(board.left, board.right, 30) for y in range(board.top, board.bottom, 30)]
    nowhere = next(
        p for p in points if (hit := table.view.hit(p)) and hit.startswith("territory:") and hit not in targets
    )
    before = len(match.actions)
    rule = words.tr(match.game.why_not_drag(match.state, source, table.view.hit(nowhere)))
    drag(app, table.view.anchor(source), nowhere)
    assert len(match.actions) == before
    step = lesson.tutorial.steps[lesson.step_of_move(0)]
    said = words.tr(table.message)
    assert said.startswith(rule) and "headquarters states" in rule, said
    assert said.endswith(words.tr(step.wrong)), said


@pytest.mark.parametrize("game_id", ["narco_empire", "competitors"])
def test_tooltips_and_refusals_keep_clear_of_the_lesson_s_words(game_id):
    """A tooltip over the board and a refusal's banner covered the end of the lesson's text."""
    from game.core.messages import msg

    app, table = lesson_read_welcome(game_id)
    lesson = table.lesson.box
    assert lesson is not None
    table.input.tip = "What this thing is and what it does, told in a sentence or two that take some room."
    board = table.panels.rects["board"]
    around = [(lesson.centerx, lesson.top - 4), (lesson.left - 4, lesson.centery), (lesson.right + 4, lesson.top - 4)]
    for at in [point for point in around if board.collidepoint(point)]:
        table.input.mouse = at
        frames(app)
        assert table.panels.over and not table.panels.over[0].colliderect(table.lesson.box), f"a tooltip at {at}"
    table.input.mouse = lesson.center
    frames(app)
    assert not table.panels.over, "a tooltip of what lies under the lesson's words"
    table.input.tip = None
    table.show(msg("That cannot go there now."))
    frames(app)
    assert not table.panels.over[-1].colliderect(table.lesson.box), "the refusal covers the lesson's words"
