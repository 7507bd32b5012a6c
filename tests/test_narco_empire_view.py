"""The Narco Empire table view: every legal drag starts and ends on what the view draws, in both modes,
and other players' cartel cards show only their backs."""

import pygame
import pytest

import words
from game.core.match import Match
from game.core.protocol import Config, Seat
from game.narco_empire.rules import NarcoEmpireGame
from sprites.narco_empire import NarcoEmpireView
from sprites.views import view_class_for
from tests.ui import check_every_drag

GAME = NarcoEmpireGame()


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    yield pygame.Surface((1920, 1080))


def test_the_table_finds_the_narco_empire_view():
    assert view_class_for("narco_empire") is NarcoEmpireView


@pytest.mark.parametrize(("mode", "size"), [("basic", (610, 640)), ("advanced", (1150, 1000))])
def test_every_legal_drag_starts_and_ends_on_what_the_view_draws(screen, mode, size):
    config = Config(GAME.id, (Seat("bot", "easy"), Seat("bot", "normal"), Seat("bot", "hard")), {"mode": mode})
    match = Match(GAME, config, 4)
    view = NarcoEmpireView(GAME, config)
    view.layout(pygame.Rect(10, 10, *size))
    checked = 0
    for _ in range(400):
        if match.is_over():
            break
        checked += check_every_drag(GAME, view, match.state, screen)
        match.play(match.choose_bot_action())
    assert checked > 150


def test_other_players_cartel_cards_are_drawn_as_backs(screen):
    config = Config(GAME.id, (Seat("human"), Seat("bot", "easy")))
    match = Match(GAME, config, 2)
    view = NarcoEmpireView(GAME, config)
    view.layout(pygame.Rect(0, 0, 900, 700))
    view.seat = 0
    seen = GAME.redact(match.state, 0)
    assert seen.players[1].cartel == ["?"] and seen.players[0].cartel == match.state.players[0].cartel
    view.draw(screen, seen, set(), None)
    assert view.tooltip(seen, "deck")


def test_a_seizure_is_chosen_by_dragging_a_consignment_onto_the_police(screen):
    """Issue 36: the police takes from the laboratory or the storage, as the player drags it."""
    from game.narco_empire import actions as a
    from game.narco_empire.kinds import Thing

    config = Config(GAME.id, (Seat("human"), Seat("human")))
    state = GAME.new_game(config, 7)
    seat = state.turn
    player = state.players[seat]
    player.hitmen, player.cartel, player.laboratory_cubes, player.storage_cubes = 0, [], 2, 3
    for other in state.players:
        other.cartel = []
    chosen = [next(c for c in state.deck if c.startswith(kind)) for kind in ("police", "boat", "informant")]
    state.deck = chosen + [c for c in state.deck if c not in chosen]
    for _ in range(3):
        GAME.apply(state, a.Draw())
    view = NarcoEmpireView(GAME, config)
    view.layout(pygame.Rect(10, 10, 1150, 900))
    assert check_every_drag(GAME, view, state, screen) == 2
    legal = {x.drag(): x for x in GAME.legal_actions(state)}
    assert len(legal) == 2, "each choice its own gesture"
    source, target = view.anchor(f"storage:{seat}"), view.anchor(f"line:{chosen[0]}")
    assert source is not None and target is not None
    assert legal[(view.hit(source), view.hit(target))] == a.Seize(seat, chosen[0], Thing.STORAGE)


def test_placing_a_worker_and_sending_one_to_sell_are_two_gestures_after_a_sale_to_a_city(screen):
    """Issue 36: after a delivery to the city that always buys, a worker dropped on the city is placed there,
    one dropped on the sale goes along to sell."""
    from game.narco_empire import actions as a

    config = Config(GAME.id, (Seat("human"), Seat("human")), {"mode": "advanced"})
    state = GAME.new_game(config, 7)
    seat = state.turn
    for player in state.players:
        player.cartel = []
    city = next(c for c, t in state.city_tokens.items() if t == "always-sell")
    state.players[seat].storage_cubes = 4
    boat = next(c for c in state.deck if c.startswith("boat"))
    state.deck.remove(boat)
    state.deck.insert(0, boat)
    GAME.apply(state, a.Draw())
    GAME.apply(state, a.Stop())
    while state.activities:
        GAME.apply(state, a.Produce(seat))
    GAME.apply(state, a.Deliver(seat, "city:" + city, free=True))
    view = NarcoEmpireView(GAME, config)
    for size in ((900, 560), (1500, 860)):
        view.layout(pygame.Rect(10, 10, *size))
        assert check_every_drag(GAME, view, state, screen) == 2
        legal = {x.drag(): x for x in GAME.legal_actions(state) if x.drag()}
        assert len(legal) == 2, "each move its own gesture"
        workers, on_city, on_sale = (view.anchor(n) for n in (f"workers:{seat}", f"city:{city}", f"sale:{city}"))
        assert workers and on_city and on_sale
        assert legal[(view.hit(workers), view.hit(on_city))] == a.PlaceWorker(seat, city)
        assert legal[(view.hit(workers), view.hit(on_sale))] == a.SendSeller(seat, "city:" + city)
        assert view.tooltip(GAME.redact(state, seat), f"sale:{city}")


def test_the_stop_button_stops_drawing_with_one_click():
    """The red Stop is drawn as a button, and acts as one (it used to show only a tooltip when clicked)."""
    from game.narco_empire import actions as a
    from tests.test_narco_cartel_drag import table_of
    from tests.ui import click

    config = Config(GAME.id, (Seat("human"), Seat("bot", "easy")))
    match = Match(GAME, config, 3)
    while not (match.current_player == 0 and a.Stop() in match.legal_actions()):
        legal = match.legal_actions()
        mine = match.current_player == 0
        match.play(a.Draw() if mine and a.Draw() in legal else legal[0] if mine else match.choose_bot_action())
    table = table_of(match)
    played = len(match.actions)
    click(table.app, table.view.anchor("stop"))
    assert match.actions[played:][:1] == [a.Stop()]


@pytest.mark.parametrize("count", [1, 6, 9, 12, 20])
def test_a_count_drawn_as_cubes_shows_every_cube(monkeypatch, count):
    """ "Crops: 9" was drawn as 6 boxes in the supply's narrow column at 1280x720."""
    from sprites import narco_empire

    filled: list[pygame.Rect] = []
    draw_rect = pygame.draw.rect

    def recording(surface, colour, rect, width=0, **options):
        if width == 0 and colour == narco_empire.CROP:
            filled.append(pygame.Rect(rect))
        return draw_rect(surface, colour, rect, width, **options)

    monkeypatch.setattr(pygame.draw, "rect", recording)
    box = pygame.Rect(10, 10, 60, 40)  # the supply column's room at 1280x720
    narco_empire.draw_cubes(pygame.Surface((100, 100)), box, count, narco_empire.CROP, numbered=False)
    assert len(filled) == count and all(box.inflate(2, 2).contains(cube) for cube in filled)


def test_dea_agents_are_drawn_where_they_wait_and_by_whom_they_follow(screen):
    """They used to be drawn nowhere: a player could not see the siren on their heels."""

    config = Config(GAME.id, (Seat("human"), Seat("bot", "easy"), Seat("bot", "easy")))
    match = Match(GAME, config, 5)
    seen: dict[str, set[int]] = {}
    view = NarcoEmpireView(GAME, config)
    view.layout(pygame.Rect(0, 0, 610, 640))
    view.seat = 0
    while not match.is_over():
        state = GAME.redact(match.state, 0)
        if state.dea:
            view.draw(screen, state, set(), None)
            for agent, follows in state.dea.items():
                assert f"dea:{agent}" in view.shapes, (agent, follows)
                tip = view.tooltip(state, f"dea:{agent}")
                assert tip and ("waits" in tip if follows < 0 else "follows" in tip), tip
                assert ("the richest" in tip) == agent.startswith("dea-money"), "each agent says whom it follows"
                seen.setdefault(agent, set()).add(follows)
        match.play(match.choose_bot_action())
    assert seen, "a whole game shows an agent"
    assert any(follows >= 0 for followed in seen.values() for follows in followed)


def test_money_in_the_log_and_the_moves_is_said_in_millions():
    from game.core.messages import Money, SeatRef, msg
    from game.narco_empire.actions import BuyCrop

    assert words.tr(BuyCrop(0, 2).label()) == "Buy a crop for 2 million"
    said = words.tr(msg("{seat} collects {amount}", seat=SeatRef(0), amount=Money(1, "million")))
    assert said == "Player 1 collects 1 million"
    words.set_language("de")
    try:
        assert "2 Millionen" in words.tr(BuyCrop(0, 2).label())
    finally:
        words.set_language(words.ENGLISH)


def test_your_cartel_cards_say_what_they_do_on_their_face_and_in_their_tooltip(screen, monkeypatch):
    from game.narco_empire.cards import cartel_card, cartel_effect
    from sprites import widgets

    drawn: list[str] = []
    real = widgets.rendered.__wrapped__
    monkeypatch.setattr(widgets, "rendered", lambda text, *a, **k: drawn.append(text) or real(text, *a, **k))
    config = Config(GAME.id, (Seat("human"), Seat("bot", "easy")))
    match = Match(GAME, config, 2)
    view = NarcoEmpireView(GAME, config)
    view.layout(pygame.Rect(0, 0, 900, 640))
    view.seat = 0
    seen = GAME.redact(match.state, 0)
    (held,) = seen.players[0].cartel
    view.draw(screen, seen, set(), None)
    effect = words.tr(cartel_effect(cartel_card(held)))
    assert any(len(line) > 5 and effect.startswith(line) for line in drawn), f"{effect!r} is written on the card"
    tip = view.tooltip(seen, f"cartel:0:{held}")
    assert tip is not None and effect in tip and f"cartel:0:{held}" in view.shapes


def test_a_card_eliminated_from_the_line_has_no_tooltip_left_where_it_lay(screen):
    """The pointer still on a press a hitman just eliminated showed "Press" over the empty line."""
    from game.narco_empire import actions as a
    from game.narco_empire.kinds import Phase
    from tests.test_narco_empire import draw, new, play, stack

    state = new()
    stack(state, "police", "boat")
    draw(state)
    assert state.phase == Phase.DANGER
    police = state.line[-1]
    view = NarcoEmpireView(GAME, Config(GAME.id, (Seat("human"), Seat("bot", "easy"))))
    view.seat = state.turn
    # What a police card does is said where it lies: a newcomer had to guess what seizing meant.
    assert "From 2 sirens in the line, it seizes one of your consignments" in (
        view.tooltip(GAME.redact(state, state.turn), f"line:{police}") or ""
    )
    assert "From 2 sirens each police seizes a consignment" in (
        view.tooltip(GAME.redact(state, state.turn), "activities") or ""
    )
    play(state, a.Eliminate(state.turn, police))
    assert view.tooltip(GAME.redact(state, state.turn), f"line:{police}") is None


def test_the_deck_says_which_of_the_game_s_two_rounds_it_is(screen, monkeypatch):
    """ "Round 1" under the deck never changed in a newcomer's turns: it counts the game's two rounds (decks), not
    turns, so it says of how many."""
    import sprites.narco_empire as narco_sprites

    written: list[str] = []
    write = narco_sprites.draw_text

    def writing(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        written.append(text)
        return write(surface, text, *args, **kwargs)

    monkeypatch.setattr(narco_sprites, "draw_text", writing)
    config = Config(GAME.id, (Seat("human"), Seat("bot", "easy")))
    match = Match(GAME, config, 2)
    view = NarcoEmpireView(GAME, config)
    view.layout(pygame.Rect(0, 0, 900, 700))
    view.seat = 0
    view.draw(screen, GAME.redact(match.state, 0), set(), None)
    assert "Round 1 of 2" in written
