"""Issue 36, "Rules as the rulebooks write them": Competitors and Mainports, each through `apply`,
`legal_actions`, `redact` or `observe`."""

from __future__ import annotations

from game.competitors.actions import Board, Deliver, Go
from game.competitors.data import load_data
from tests.test_competitors_rules import GAME, Dice, goods_card, sign, started, vehicle


def customs_card(effect: str) -> int:
    return next(c.number for c in load_data().customs_cards if c.effect == effect)


def political_roll(continent: str, event: str) -> int:
    return next(e.d12 for e in load_data().political_events if e.continent == continent and e.event == event)


def riding(carrier_seat: int | None, card: int, sender: str, receiver: str) -> tuple:  # type: ignore[type-arg]
    """The turn player's truck on its delivery from `sender`, boarded onto a ship there: the company's own
    (`carrier_seat` None) or one chartered from `carrier_seat`."""
    state = started(homes=("Japan", "South China"))
    seat = state.turn_player
    owner = seat if carrier_seat is None else carrier_seat
    ship = vehicle(state, owner, "ship", sender)
    if owner != seat:
        state.charters[ship.id] = seat
    truck = vehicle(state, seat, "truck", sender)
    sign(state, seat, card, sender, receiver, truck)
    GAME.apply(state, Deliver(seat, card))
    GAME.apply(state, Board(seat, truck.id, ship.id, "ship"))
    return state, seat, ship, truck


# --- 9. The carrier bears the risk ------------------------------------------------------------------
def test_illegal_goods_seized_at_customs_take_the_carriers_ship_not_the_chartering_truck() -> None:
    """ "if the goods were illegal, in the case of Customs control, it will be his vehicle to be seized":
    docking in the United Kingdom (a continent where the rider has no base) draws Seizure."""
    state, rider, ship, truck = riding(1, goods_card("illegal"), "Benelux", "New Zealand")
    carrier = 1 - rider
    seizure = customs_card("seize_illegal")
    state.customs_deck.remove(seizure)
    state.customs_deck.insert(0, seizure)
    GAME.apply(state, Go(rider, ship.id, "United Kingdom", "ship"))
    assert state.delivery is None and not state.signed, "the delivery fails"
    assert ship not in state.vehicles and ship.id not in state.charters, "the carrier's ship is seized"
    assert truck in state.vehicles and truck.aboard is None, "the chartering truck is not"
    assert truck.at in state.bases(rider), "it goes back to its company's base"
    assert state.fleet(carrier, "ship") == [v for v in state.fleet(carrier, "ship") if v.id != ship.id]


# --- 10. A truck on board is spared only truck events -----------------------------------------------
def test_a_truck_on_a_ship_arriving_in_a_red_flag_state_meets_expropriation_and_the_delivery_fails() -> None:
    state, seat, ship, truck = riding(None, goods_card(), "North China", "North Korea")
    points = state.points[seat] = 2
    state.rng = Dice([political_roll("Asia", "Expropriation")])
    GAME.apply(state, Go(seat, ship.id, "North Korea", "ship"))
    assert state.delivery is None and not state.signed
    assert state.points[seat] == points - 1, "the goods were confiscated: the delivery failed"
    assert truck in state.vehicles and ship in state.vehicles


def test_a_truck_on_a_ship_is_safe_from_a_roadblock_and_a_truck_on_land_is_not() -> None:
    state, seat, ship, truck = riding(None, goods_card(), "North China", "North Korea")
    state.points[seat] = 2
    state.rng = Dice([political_roll("Asia", "Checkpoint")])
    GAME.apply(state, Go(seat, ship.id, "North Korea", "ship"))
    assert state.points[seat] == 3 and truck.bonus == 0 and ship.bonus == 0, "delivered; the roadblock spared it"
    events: list = []  # type: ignore[type-arg]
    lone = vehicle(state, seat, "truck", "North Korea")
    state.rng = Dice([political_roll("Asia", "Checkpoint")])
    GAME.political_event(state, lone, "North Korea", events)
    assert lone.bonus == -load_data().political_event("Asia", political_roll("Asia", "Checkpoint")).points


# --- 11. Vehicles got in a trade, what the bots imagine, and the strait into one's own base ---------
def test_a_vehicle_bought_from_another_company_may_be_brought_to_the_buyers_base_through_the_flow() -> None:
    from game.competitors.actions import AnswerOffer, PlaceVehicle, ProposeTrade, SendOffer, TradeItem, TradeMoney

    state = started(2)
    seat = state.turn_player
    other = 1 - seat
    state.branches[seat].append("France")
    truck = state.fleet(other, "truck")[0]
    for step in (
        ProposeTrade(seat),
        TradeItem(seat, "take", f"truck:{truck.id}"),
        TradeMoney(seat, "give", 20_000),
        SendOffer(seat),
        AnswerOffer(other, "accept"),
    ):
        GAME.apply(state, step)
    assert truck.owner == seat and truck.at == state.headquarters[other]
    assert state.flow.current is not None and state.flow.current.kind == "place"
    legal = GAME.legal_actions(state)
    assert {(a.territory, a.stays) for a in legal if isinstance(a, PlaceVehicle)} == {
        (truck.at, True),
        (state.headquarters[seat], False),
        ("France", False),
    }
    assert len(legal) == 3 and state.current_player == seat and GAME.private_decision(state)
    GAME.apply(state, PlaceVehicle(seat, truck.id, "France", "truck"))
    assert truck.at == "France" and state.flow.current is None
    assert state.current_player == seat and state.actions_left == 2, "placing it is no action"


def test_a_bot_sample_of_a_contract_signed_for_a_truck_is_always_a_card_a_truck_may_carry() -> None:
    from game.competitors.rules import contract
    from game.core.rng import Rng

    state = started(2)
    seat = state.turn_player
    other = 1 - seat
    truck = state.fleet(other, "truck")[0]
    sign(state, other, goods_card("normal", "truck"), truck.at, "Italy", truck)
    ship = state.fleet(other, "ship")[0]
    sign(state, other, goods_card("normal", "ship"), ship.at, "Benelux", ship)
    assert all(s.contract < 0 for s in GAME.redact(state, seat).signed), "face down to the seat looking"
    for sample in range(200):
        view = GAME.observe(state, seat, Rng(sample))
        for signed in view.signed:
            assert contract(signed.contract).carried_by(view.vehicle(signed.vehicle).kind), sample


def test_a_truck_with_goods_over_a_strait_into_its_own_branch_draws_no_customs_card() -> None:
    """ "do not draw the Customs Card when your vehicle with goods on board enters a State in which your
    Headquarter or your branch is located": over the Strait of Dover into one's own branch in France."""
    state = started(homes=("Japan", "South China"))
    seat = state.turn_player
    state.branches[seat].append("France")
    truck = vehicle(state, seat, "truck", "United Kingdom")
    sign(state, seat, goods_card(), "United Kingdom", "Italy", truck)
    GAME.apply(state, Deliver(seat, goods_card()))
    deck = list(state.customs_deck)
    GAME.apply(state, Go(seat, truck.id, "France", "truck"))
    assert truck.at == "France" and state.customs_deck == deck
    assert all(d.kind != "customs" for d in state.drawn)
    state.branches[seat].remove("France")
    GAME.apply(state, Go(seat, truck.id, "United Kingdom", "truck"))
    assert state.customs_deck != deck, "into another's territory the strait draws as before"


# --- 12. Mainports, Great Europe: no turning at sea ---------------------------------------------------
def test_a_loaded_ship_in_bilbao_cannot_burn_a_sea_3_card_to_end_one_step_out_in_the_atlantic() -> None:
    """ "Turning around with a ship is only allowed in a port": Atlantic, North Sea and back to the Atlantic
    would turn at sea; a sea card is sailed in full unless the ship enters a port."""
    from game.mainports.actions import Sail
    from tests.test_mainports_great import GAME as MAINPORTS
    from tests.test_mainports_great import SEA, at_sea

    state, _seat = at_sea(["port:Bilbao"], [SEA[3]])
    sails = {a.place for a in MAINPORTS.legal_actions(state) if isinstance(a, Sail)}
    assert "sea:Atlantic Ocean" not in sails, "one step out, reached only by turning at sea"
    assert "port:London" in sails, "leave, cross into the North Sea, enter London: 3 steps"
    state, _seat = at_sea(["port:Bilbao"], [SEA[2]])
    sails = {a.place for a in MAINPORTS.legal_actions(state) if isinstance(a, Sail)}
    assert "sea:Atlantic Ocean" not in sails and "sea:North Sea" in sails
    state, _seat = at_sea(["sea:North Sea"], [SEA[2]])
    sails = {a.place for a in MAINPORTS.legal_actions(state) if isinstance(a, Sail)}
    assert "sea:North Sea" not in sails, "nor back where it lies at sea"
