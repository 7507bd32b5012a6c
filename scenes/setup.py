"""New game: choose the game, the seats (human or bot of a level, with names), the options and a seed."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.elements import UITextEntryLine

from game import registry
from game.core.messages import Message, Verbatim, msg
from game.core.protocol import BOT_LEVELS, Config, ConfigError, Game, Seat, SeatKind
from game.core.tutorial import lesson_for
from net.hosting import REMOTE
from scenes.gui import Choice, GuiScene, caption_width, html_escape, markdown_to_html
from scenes.wording import LEVEL_NAMES, choice_text, game_title, number
from sprites.views import view_for
from sprites.widgets import BRASS, WOOD_DARK, draw_seat_marker
from words import language, tr

if TYPE_CHECKING:
    from scenes.app import App

SEAT_KINDS = ("human", *(f"bot:{level}" for level in BOT_LEVELS), REMOTE)
"""A seat's choices: a human here, a bot of a level, or a friend on another computer (the game is then hosted)."""
MAX_SEATS = 5
GAP = 10
BOARD_SIZE = (899, 644)
"""The board's room at the table in a 1280x720 window: the setup's picture of a board is drawn at it, then shrunk."""


class SetupScene(GuiScene):
    def __init__(self, app: App, config: Config | None = None) -> None:
        super().__init__(app)
        self.game_ids = registry.game_ids()
        self.game_index = self.game_ids.index(config.game) if config and config.game in self.game_ids else 0
        self.kinds = ["human"] + ["bot:normal"] * (MAX_SEATS - 1)
        self.names = [""] * MAX_SEATS
        self.players = 2
        self.options: dict[str, str] = {}
        self.seed_text = ""
        self.message: Message | str | None = None
        """Why the game cannot start as set up."""
        self.entries: dict[object, tuple[str, int]] = {}
        self.seat_rows: list[pygame.Rect] = []
        self.picture_rect = pygame.Rect(0, 0, 0, 0)
        """Where the picture of the chosen game's board goes, under the seats."""
        """Where each seat's piece is drawn, before its name."""
        if config is not None:
            self.players = config.players
            for seat, value in enumerate(config.seats):
                self.kinds[seat] = str(value)
                self.names[seat] = value.name
            self.options = dict(config.options)
        self.fit_players()

    @property
    def game(self) -> Game[Any]:
        return registry.get_game(self.game_ids[self.game_index])

    def fit_players(self) -> None:
        game = self.game
        self.players = min(max(self.players, game.min_players), game.max_players, MAX_SEATS)
        known = {option.key: option for option in game.options}
        self.options = {
            key: self.options.get(key, option.default) if self.options.get(key) in option.choices else option.default
            for key, option in known.items()
        }

    def config(self) -> Config:
        """The game as set up on this screen."""
        seats = tuple(Seat(*self.seat_parts(seat)) for seat in range(self.players))
        return Config(self.game.id, seats, dict(self.options))

    def seat_parts(self, seat: int) -> tuple[SeatKind, str, str]:
        kind, _, level = self.kinds[seat].partition(":")
        return SeatKind.HUMAN if kind == REMOTE else SeatKind(kind), level, self.names[seat].strip()

    def remote(self) -> frozenset[int]:
        """The seats friends play from other computers."""
        return frozenset(seat for seat in range(self.players) if self.kinds[seat] == REMOTE)

    # --- screen -------------------------------------------------------------------------------
    def build(self) -> None:
        width, height = self.app.size
        px, row, gap = self.px, self.row, self.px(GAP)
        game = self.game
        self.entries.clear()
        column = min(px(560), (width - 3 * px(40)) // 2)
        left = width // 2 - column - px(20)
        right = width // 2 + px(20)
        top = px(120)
        self.label(pygame.Rect(0, px(30), width, px(60)), tr("New game"), "#title")
        titles = [game_title(registry.get_game(g)) for g in self.game_ids]
        captions = min(column // 2, caption_width([tr("Game"), tr("Players")], 150, self.scale))
        self.choice_row(
            pygame.Rect(left, top, column, row), tr("Game"), Choice(titles, self.game_index, self.set_game), captions
        )
        counts = list(range(game.min_players, min(game.max_players, MAX_SEATS) + 1))
        if len(counts) > 1:  # a game for a fixed number of players has nothing to choose
            self.choice_row(
                pygame.Rect(left, top + row + gap, column, row),
                tr("Players"),
                Choice([number(count) for count in counts], counts.index(self.players), self.set_players),
                captions,
            )
        y = top + 2 * (row + gap) + px(10)
        self.seat_rows = []
        kinds = [
            tr("Human"),
            *(tr("Bot ({level})", level=LEVEL_NAMES[level]) for level in BOT_LEVELS),
            tr("Online friend"),
        ]
        marker = row  # each seat's piece, in its colour and shape, before its name
        for seat in range(self.players):
            self.seat_rows.append(pygame.Rect(left, y, marker, row))
            placeholder = tr("Player {number}", number=seat + 1)
            entry = self.text_entry(pygame.Rect(left + marker, y, px(230) - marker, row), self.names[seat], placeholder)
            entry.set_text_length_limit(16)
            self.entries[entry] = ("name", seat)
            choice = Choice(kinds, SEAT_KINDS.index(self.kinds[seat]), self.seat_setter(seat))
            self.choice_row(pygame.Rect(left + px(240), y, column - px(240), row), "", choice, 0)
            y += row + gap
        buttons_y = height - px(40) - row
        self.picture_rect = pygame.Rect(left, y + px(10), column, buttons_y - row - px(30) - y - px(10))
        y = top
        options = [option for option in game.options if len(option.choices) > 1]
        captions = min(
            column // 2, caption_width([*(tr(option.label) for option in options), tr("Seed")], 200, self.scale)
        )
        for option in options:
            choice = Choice(
                [choice_text(option, value) for value in option.choices],
                option.choices.index(self.options[option.key]),
                self.option_setter(option.key),
            )
            self.choice_row(pygame.Rect(right, y, column, row), tr(option.label), choice, captions)
            if option.help and choice.button is not None:
                choice.button.set_tooltip(tr(option.help))
            y += row + gap
        self.label(pygame.Rect(right, y, captions, row), tr("Seed"), "#caption")
        seed_entry = self.text_entry(
            pygame.Rect(right + captions, y, column - captions, row), self.seed_text, tr("empty: a random game")
        )
        seed_entry.set_allowed_characters("numbers")
        self.entries[seed_entry] = ("seed", 0)
        notes = [(tr(o.label), tr(o.help)) for o in options if o.help]
        notes.append((tr("Seed"), tr("the same seed and the same moves give the same game; empty for a random one.")))
        notes.append(
            (
                tr("Online friend"),
                tr(
                    "a friend plays this seat from another computer: this computer holds the game and shows the "
                    "code to send them, who join it from their menu."
                ),
            )
        )
        html = "<br>".join(
            [
                f"<b>{html_escape(game_title(game))}</b>: {game_intro(game)}",
                *(f"<b>{html_escape(name)}</b>: {html_escape(text)}" for name, text in notes),
            ]
        )
        help_top = y + row + px(20)
        self.fitted_text_box(html, pygame.Rect(right, help_top, column, buttons_y - row - px(30) - help_top))
        message = tr(self.message) if self.message is not None else ""
        self.label(pygame.Rect(0, buttons_y - row - px(16), width, row), message, "#message")
        self.button(pygame.Rect(width // 2 - px(370), buttons_y, px(240), row), tr("Back"), self.back)
        learn = lesson_for(self.config()) is not None
        about = tr("A guided first game of {game} against easy bots", game=Verbatim(game_title(game)))
        self.button(
            pygame.Rect(width // 2 - px(120), buttons_y, px(240), row),
            tr("Learn to play"),
            self.learn,
            enabled=learn,
            tooltip=about if learn else None,
        )
        self.button(pygame.Rect(width // 2 + px(130), buttons_y, px(240), row), tr("Start game"), self.confirm)

    def draw_behind(self, surface: pygame.Surface) -> None:
        """Each seat's piece beside its name: the colour and shape its pieces have at the table; under them, the
        chosen game's board as it starts."""
        for seat, rect in enumerate(self.seat_rows):
            draw_seat_marker(surface, seat, rect.center, rect.height * 2 // 5)
        area = self.picture_rect
        if area.width < 100 or area.height < 60:
            return
        config = self.config()
        options = tuple(sorted(config.options.items()))
        picture = board_picture(config.game, options, config.players, area.size, language())
        at = picture.get_rect(center=area.center)
        surface.blit(picture, at)
        pygame.draw.rect(surface, BRASS, at.inflate(4, 4), 2, border_radius=4)

    def set_game(self, index: int) -> None:
        self.game_index = index
        self.fit_players()
        self.rebuild()

    def set_players(self, index: int) -> None:
        players = self.game.min_players + index
        bots = [kind for kind in self.kinds[: self.players] if kind.startswith("bot:")]
        if bots:  # a seat added plays at the level of the bots already chosen
            self.kinds[self.players : players] = [bots[-1]] * max(0, players - self.players)
        self.players = players
        self.rebuild()

    def seat_setter(self, seat: int) -> Callable[[int], None]:
        def set_kind(index: int) -> None:
            self.kinds[seat] = SEAT_KINDS[index]

        return set_kind

    def option_setter(self, key: str) -> Callable[[int], None]:
        def set_option(index: int) -> None:
            option = next(o for o in self.game.options if o.key == key)
            self.options[key] = option.choices[index]

        return set_option

    def text_changed(self, entry: object, text: str) -> None:
        if not isinstance(entry, UITextEntryLine) or entry not in self.entries:
            return
        field, seat = self.entries[entry]
        if field == "name":
            self.names[seat] = text
        else:
            self.seed_text = text

    def learn(self) -> None:
        """The lesson of the game as set up: its add-on for the options chosen (Great Europe), or its first game."""
        variant = lesson_for(self.config())
        if variant is not None:
            self.app.start_lesson(self.game.id, variant)

    def confirm(self) -> None:
        """Start the game as set up, or say why it cannot start."""
        text = self.seed_text.strip()
        config = self.config()
        remote = self.remote()
        here = [seat for seat in range(self.players) if self.kinds[seat] == "human"]
        try:
            seed = int(text) if text else None
            self.game.check_config(config)
        except ValueError:
            self.message = msg("The seed must be a whole number (or empty for a random game).")
        except ConfigError as error:
            self.message = error.message
        else:
            if not remote:
                self.app.start_game(config, seed)
                return
            if len(here) == 1:
                self.app.host_game(config, seed, remote)
                return
            self.message = msg("A game with friends on other computers has one human seat at this computer.")
        self.rebuild()


@lru_cache(maxsize=16)
def board_picture(
    game_id: str, options: tuple[tuple[str, str], ...], players: int, size: tuple[int, int], language: str
) -> pygame.Surface:
    """The game's board at its start, as the table draws it in a 1280x720 window, made small to fit `size` (kept:
    Competitors' world takes half a second to draw, and players step back and forth through the games)."""
    game = registry.get_game(game_id)
    config = Config(game_id, tuple(Seat(SeatKind.HUMAN) for _ in range(players)), dict(options))
    board = pygame.Rect(0, 0, BOARD_SIZE[0], BOARD_SIZE[1])
    view = view_for(game, config)
    view.layout(board)
    view.seat = 0
    drawn = pygame.Surface(board.size)
    drawn.fill(WOOD_DARK)
    view.draw(drawn, game.redact(game.new_game(config, 1), 0), set(), None)
    scale = min(size[0] / board.width, size[1] / board.height)
    return pygame.transform.smoothscale(drawn, (round(board.width * scale), round(board.height * scale)))


def game_intro(game: Game[Any]) -> str:
    """What the game is about, as HTML: the first paragraph of its rules summary in the chosen language."""
    paragraphs = markdown_to_html(game.rules_summary(language())).split("<br><br>")
    return paragraphs[1] if len(paragraphs) > 1 else ""
