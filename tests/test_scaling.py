"""Everything grows with the window: the menus' and the table's texts and controls are larger in a
2560x1440 window than in a 1280x720 one, and while bots play the moves panel shows the standing and
their latest moves."""

from game.core.protocol import Config, Seat
from scenes.app import menu_app
from scenes.table import TableScene
from sprites import widgets
from sprites.widgets import ui_scale
from words import tr


def menu_at(size):
    app = menu_app(size)
    app.frames(2)
    return app


def test_one_scale_from_the_window_size():
    assert ui_scale((1280, 720)) == 1.0
    assert 1.0 < ui_scale((1500, 800)) < ui_scale((1920, 1080)) < ui_scale((2560, 1440)) == 2.0


def test_the_menu_buttons_and_their_text_grow_with_the_window():
    small, large = menu_at((1280, 720)).stack.top, menu_at((2560, 1440)).stack.top
    small_button, large_button = (next(iter(scene.actions)) for scene in (small, large))
    assert large_button.rect.height >= 1.9 * small_button.rect.height
    assert large_button.rect.width >= 1.9 * small_button.rect.width
    small_font, large_font = (button.font.get_rect(tr("New game")).height for button in (small_button, large_button))
    assert large_font >= 1.7 * small_font


def open_bot_table(size):
    app = menu_at(size)
    app.start_game(Config("siberia", (Seat("bot", "easy"), Seat("bot", "easy"))), 3)
    app.frames(2)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return app, table


def test_the_table_texts_grow_with_the_window():
    _, small = open_bot_table((1280, 720))
    _, large = open_bot_table((2560, 1440))
    assert large.panels.px(15) >= 2 * small.panels.px(15) - 1
    assert large.panels.rects["top"].height > 1.8 * small.panels.rects["top"].height


def test_while_bots_play_the_moves_panel_says_how_to_hurry_them_and_the_one_log_shows_their_moves(monkeypatch):
    app, table = open_bot_table((1280, 720))
    written: list[str] = []
    real = widgets.rendered

    def recording(text, *args, **kwargs):
        written.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(widgets, "rendered", recording)
    table.panels.draw_around(app.screen)
    hint = tr("Bots are playing. F plays them faster, Space skips to the next human's turn.")
    assert any(line.startswith(tr("Bots are playing.")) and line in hint for line in written)
    latest = [tr(message) for message, _ in table.controller.log[-2:]]
    assert all(any(line and entry.startswith(line) for line in written) for entry in latest), "the log shows them"
    rects = table.panels.rects
    assert rects["log"].left == rects["moves"].left and rects["log"].top > rects["moves"].bottom, (
        "one log, under the moves"
    )
