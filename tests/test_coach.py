"""The coach: "Suggest a move" gives the hard bot's legal move from the seat's own knowledge, lit at the table."""

import pygame
import pytest

from game import registry
from game.ai import search
from game.ai.coach import advice, suggest
from game.core.match import COACH_STREAM, Match
from game.core.messages import SeatRef, Verbatim
from game.core.protocol import Config, Seat
from game.core.rng import Rng
from scenes.results import ResultsScene
from scenes.settings import CoachAt
from tests.ui import click, frames, key, open_menu
from words import tr

BUDGET = search.Budget(samples=16)


@pytest.fixture
def fixed_think():
    """Searches of a fixed size (set again after the app set its own from the settings)."""
    before = search.default_budget()
    yield lambda: search.set_default_budget(BUDGET)
    search.set_default_budget(before)


def human_to_choose(game_id, players=3, seed=11, moves=25):
    """A match some random moves in where the human at seat 0 has more than one move."""
    game = registry.get_game(game_id)
    seats = (Seat("human"), *(Seat("bot", "easy") for _ in range(players - 1)))
    match = Match(game, Config(game_id, seats), seed)
    rng = Rng(seed)
    while len(match.actions) < moves or match.current_player != 0 or len(match.legal_actions()) < 2:
        match.play(rng.choice(match.legal_actions()))
    return match


def open_at(match):
    app = open_menu()
    app.open_table(match)
    frames(app)
    return app, app.stack.top


def wait_for_coach(app, table):
    """Until the coach has said what it thinks (it thinks in the background)."""
    assert table.coach.asked is not None, "nothing asked the coach"
    if table.coach.thinking is not None:
        table.coach.thinking.result(timeout=60)
    frames(app)


@pytest.mark.parametrize("game_id", registry.GAMES)
def test_the_coach_suggests_a_legal_move_from_what_the_seat_knows_and_lights_it(game_id, fixed_think):
    match = human_to_choose(game_id)
    game = match.game
    fixed_think()
    # two worlds seat 0 cannot tell apart (other hands, the deck, the bag drawn afresh) get the same suggestion
    one, two = (game.observe(match.state, 0, Rng(world)) for world in (1, 2))
    picks = [suggest(game, game.observe(world, 0, Rng(4)), 0, Rng(3)).action.key() for world in (one, two)]
    assert picks[0] == picks[1]
    app, table = open_at(match)
    fixed_think()
    key(app, pygame.K_h)
    wait_for_coach(app, table)
    suggestion = table.coach.suggestion
    assert suggestion is not None and game.is_legal(match.state, suggestion.action)
    view, rng = match.observation(0, COACH_STREAM)
    assert suggestion == suggest(game, view, 0, rng)
    drag = suggestion.action.drag()
    assert table.coach.lit() == (set(drag) if drag else set())
    for name in table.coach.lit():
        assert table.view.anchor(name) is not None, f"{name} is lit but not on the board"
    assert table.focused() is table.reveal(suggestion.action)  # chosen in the list, its kind unfolded
    assert table.coach.note() == tr(advice(game_id, suggestion))
    assert match.hints == {0: 1}


def test_the_coach_button_is_offered_against_bots_not_at_hot_seat_tables_unless_chosen(fixed_think):
    hot_seat = Config("siberia", (Seat("human"), Seat("human")))
    app = open_menu()
    app.start_game(hot_seat, 3)
    frames(app)
    assert not app.stack.top.coach_offered()
    app.settings.coach = CoachAt.ALWAYS
    app.start_game(hot_seat, 3)
    frames(app)
    assert app.stack.top.coach_offered()


def test_the_button_suggests_and_the_results_count_the_hints(fixed_think):
    match = human_to_choose("siberia", players=2)
    app, table = open_at(match)
    fixed_think()
    button = next(button for button, action in table.actions.items() if action == table.suggest)
    click(app, button.rect.center)
    wait_for_coach(app, table)
    assert table.coach.suggestion is not None
    results = ResultsScene(app, match)
    assert results.kind_and_hints(0) == tr("{kind} · {count} hint used", kind=Verbatim(tr("human")), count=1)


def test_after_the_bots_played_their_moves_are_told_and_a_click_lights_what_one_touched():
    match = human_to_choose("mainports")
    app, table = open_at(match)
    recap = table.panels.recap
    mine = max(number for number, record in enumerate(match.records) if record.seat == 0)
    assert recap.moves() == list(range(mine + 1, len(match.records)))
    assert [number for _, number in recap.rows] == recap.moves()[::-1][: len(recap.rows)], "the latest, as they fit"
    rect = next(rect for rect, move in recap.rows if match.actions[move].drag() == ("fuel:3", "hand:fuel"))
    point = table.view.anchor("fuel:3")
    before = app.screen.get_at(point)
    click(app, rect.center)
    assert recap.lit() == {"fuel:3"}  # not the hand: the one the board shows is the human's own
    assert app.screen.get_at(point) != before
    click(app, rect.center)
    assert recap.lit() == set()
    table.play(match.legal_actions()[0])
    frames(app)
    assert recap.rows == [] and table.panels.log_rows, "after the human's move the game log is back"


def test_what_happened_never_tells_another_seats_private_move():
    """Siberia's counters are placed face down: the strip says the bot decided in private, not where its counter
    went, and lights nothing of it."""
    game = registry.get_game("siberia")
    config = Config("siberia", (Seat("human"), Seat("bot", "easy")))
    match = Match(game, config, 21)
    while not (
        match.current_player == 0
        and any(record.private and record.seat == 1 for record in match.records[-3:])
        and match.legal_actions()
    ):
        match.play(match.choose_bot_action() if match.current_player == 1 else match.legal_actions()[0])
    _, table = open_at(match)
    recap = table.panels.recap
    private = [move for move in recap.moves() if match.records[move].private and match.records[move].seat == 1]
    assert private
    for move in private:
        told = " ".join(text for text, _ in recap.messages(move))
        assert tr(match.actions[move].label()) not in told
        recap.selected = move
        assert recap.lit() == set()


def test_what_happened_fills_its_panel_the_oldest_move_cut_rather_than_left_out():
    """When the bots' moves do not all fit, the panel shows as many lines as it holds: no blank rows above the
    oldest move shown, which shows its first lines when its whole does not fit."""
    from scenes.table.recap import GAP, ROW
    from sprites.widgets import panel_title

    match = human_to_choose("mainports", players=3, seed=27)  # a bot's last move takes more lines than are left
    app, table = open_at(match)
    recap = table.panels.recap
    assert len(recap.rows) < len(recap.moves())
    scale = table.panels.scale
    inner = panel_title(pygame.Surface(app.screen.get_size()), table.panels.rects["log"], "", scale)
    top = min(rect.top for rect, _ in recap.rows)
    assert top - (inner.y + round(ROW * scale)) < round(ROW * scale) + round(GAP * scale)
    # Newcomers could not reach the moves that did not fit (Page Up was the only way): a click on the line shows them.
    assert recap.earlier is not None
    click(app, recap.earlier.center)
    assert table.panels.log_scroll > 0 and recap.rows == [] and table.panels.log_rows, "the whole log, paged back"


@pytest.mark.parametrize("game_id", ["itc", "narco_empire"])
def test_what_happened_tells_the_others_moves_not_that_it_is_your_turn(game_id):
    """The status line says whose turn it is: the strip's few rows go to what the others did ("Player 1 to play"
    took one of four rows after every ITC round); a move that said nothing is told with its mover ("Player 3: Buy
    nothing", not an order "Buy nothing")."""
    match = human_to_choose(game_id, moves=60)
    rng = Rng(3)
    while not (match.current_player == 0 and match.records[-1].seat != 0):  # the human's turn after the others'
        match.play(rng.choice(match.legal_actions()))
    _, table = open_at(match)
    recap = table.panels.recap
    told = {move: [text for text, _ in recap.messages(move)] for move in recap.moves()}
    assert told, "the bots' moves are told"
    assert all(tr("{seat} to play", seat=SeatRef(0)) not in texts for texts in told.values())
    for move, texts in told.items():
        assert tr(match.actions[move].label()) not in texts, f"{texts} reads as an order"


def test_a_suggestion_never_names_another_move_as_better_than_itself(toy):
    """The hard bot's move that a quick look rates below another is suggested alone: "X, though Y looks better" left
    a newcomer unable to tell which to play."""
    from game.ai.coach import Suggestion

    game = registry.get_game("toy")
    match = Match(game, Config("toy", (Seat("human"), Seat("bot", "easy"))), 3)
    chosen, other = match.legal_actions()[:2]
    said = tr(advice("toy", Suggestion(chosen, -9500.0, other)))
    assert tr(chosen.label()) in said and tr(other.label()) not in said and "better" not in said


def test_a_suggestion_says_what_its_gain_is_counted_in(toy):
    """ "About 625 more than the next best move" left newcomers asking: more what? Money games say money; a game of
    points says points."""
    from game.ai.coach import Suggestion

    game = registry.get_game("toy")
    match = Match(game, Config("toy", (Seat("human"), Seat("bot", "easy"))), 3)
    chosen, other = match.legal_actions()[:2]
    assert "about 625 more money by the game's end" in tr(advice("toy", Suggestion(chosen, 625.0, other)))
    point = registry.evaluation_point("competitors")
    assert point is not None
    said = tr(advice("competitors", Suggestion(chosen, 2 * point, other)))
    assert "about 2 points more by the game's end" in said and "money" not in said
