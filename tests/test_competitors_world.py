"""The Competitors world map: territories, borders, sea and crossings as the rules read them."""

from __future__ import annotations

import dataclasses
import heapq
import shutil
from collections import Counter
from pathlib import Path

import pytest

from game.competitors.world import CONTINENTS, TERRAIN_COST, WORLD_MAP, World, load_world
from game.core.tiled import MapError
from words import Words


@pytest.fixture(scope="module")
def world() -> World:
    return load_world()


def components(world: World) -> list[set[str]]:
    """Groups of territories a truck can drive between (land borders, canals and straits)."""
    left = set(world.territories)
    groups = []
    while left:
        start = left.pop()
        group, frontier = {start}, [start]
        while frontier:
            for step in world.truck_steps(frontier.pop()):
                if step.target not in group:
                    group.add(step.target)
                    frontier.append(step.target)
        left -= group
        groups.append(group)
    return groups


def test_the_board_has_116_territories_on_six_continents(world: World) -> None:
    assert len(world.territories) == 116
    by_continent = Counter(t.continent for t in world.territories.values())
    assert set(by_continent) == set(CONTINENTS)
    assert all(t.terrain in TERRAIN_COST for t in world.territories.values())


def test_the_rulebook_regions_of_russia_exist(world: World) -> None:
    for name in ("Eastern Siberia", "Western Siberia", "Urals", "Moscow District"):
        assert name in world.territories


def test_nine_headquarters_states_each_with_port_and_airport(world: World) -> None:
    headquarters = [t for t in world.territories.values() if t.headquarters]
    assert len(headquarters) == 9
    for territory in headquarters:
        assert territory.port, territory.name
        assert territory.airport == "intercontinental", territory.name


def test_adjacency_is_symmetric_with_one_kind_of_border(world: World) -> None:
    for name, neighbours in world.borders.items():
        for other, kind in neighbours.items():
            assert world.borders[other][name] == kind


def test_a_truck_from_eastern_siberia_reaches_moscow_with_exactly_five_points(world: World) -> None:
    route = world.truck_route("Eastern Siberia", "Moscow District")
    assert route == (5, ["Eastern Siberia", "Western Siberia", "Urals", "Moscow District"])


def test_borders_inside_one_country_are_regional_and_between_countries_customs(world: World) -> None:
    assert world.borders["Western Siberia"]["Urals"] == "regional"
    assert world.borders["Midwest"]["Northeast"] == "regional"
    assert world.borders["France"]["Germany"] == "regional"  # no checks inside the Schengen area
    assert world.borders["Northern Mexico"]["South"] == "customs"
    assert world.borders["Kazakhstan"]["Western China"] == "customs"


def test_continents_hang_together_by_land_and_crossings(world: World) -> None:
    groups = sorted(components(world), key=len, reverse=True)
    afro_eurasia, americas, australia = groups[:3]
    assert {"Spain", "Morocco", "South Africa", "Japan", "Indonesia", "United Kingdom"} <= afro_eurasia
    assert {"Alaska", "Patagonia", "Costa Rica & Panama", "Colombia"} <= americas
    assert australia == {
        "Western Australia",
        "Northern Territory",
        "South Australia",
        "Queensland",
        "New South Wales & Victoria",
    }
    islands = {name for group in groups[3:] for name in group}
    assert all(len(group) == 1 for group in groups[3:])
    assert islands == {
        "Greenland",
        "Iceland",
        "Cuba & Jamaica",
        "Hispaniola",
        "Madagascar",
        "Taiwan",
        "Philippines",
        "New Zealand",
        "Pacific Islands",
    }


def test_every_island_and_port_can_be_reached_by_sea(world: World) -> None:
    assert len(world.docks) == sum(t.port for t in world.territories.values())
    reached = sea_component(world, next(iter(world.docks.values())))
    assert reached == set(world.sea), "the oceans must connect like a globe"
    assert set(world.docks.values()) <= reached
    for name in ("Greenland", "Iceland", "Madagascar", "New Zealand", "Pacific Islands", "Japan"):
        assert name in world.docks, name


def sea_component(world: World, start: tuple[int, int]) -> set[tuple[int, int]]:
    reached, frontier = {start}, [start]
    while frontier:
        for cell, _, _ in world.ship_steps(frontier.pop()):
            if cell not in reached:
                reached.add(cell)
                frontier.append(cell)
    return reached


def test_landlocked_states_have_no_port(world: World) -> None:
    for name in ("Switzerland & Austria", "Mongolia", "Bolivia", "Paraguay", "Afghanistan"):
        assert not world.territories[name].port, name


def test_sea_hexes_are_off_land_and_steps_do_not_cross_coasts(world: World) -> None:
    for cell in world.sea:
        assert not world.coast.on_land(world.grid.center(cell)), cell
        assert world.territory_at(world.grid.center(cell)) is None, cell
    for cell, steps in world.sea_steps.items():
        for other in steps:
            assert other in set(world.grid.neighbours(cell))
            assert cell in world.sea_steps[other]


def ship_distance(world: World, start: tuple[int, int], goal: tuple[int, int]) -> int:
    best = {start: 0}
    queue = [(0, start)]
    while queue:
        cost, cell = heapq.heappop(queue)
        if cell == goal:
            return cost
        for other, step, _ in world.ship_steps(cell):
            if cost + step < best.get(other, 10**9):
                best[other] = cost + step
                heapq.heappush(queue, (cost + step, other))
    return -1


def test_the_canals_are_the_short_way_between_oceans(world: World) -> None:
    without = dataclasses.replace(world, crossings={})
    mediterranean, red_sea = world.crossings["Suez Canal"].seas
    assert red_sea not in sea_component(without, mediterranean)
    caribbean, pacific = world.crossings["Panama Canal"].seas
    assert ship_distance(world, caribbean, pacific) == 2
    assert ship_distance(without, caribbean, pacific) > 40  # round Cape Horn


def test_canals_and_straits_cost_a_movement_point(world: World) -> None:
    gibraltar = [s for s in world.truck_steps("Spain") if s.crossing == "Strait of Gibraltar"]
    assert gibraltar and gibraltar[0].target == "Morocco"
    assert gibraltar[0].cost == 1 + world.territories["Morocco"].movement_cost


def test_the_airport_ruler_prices_fuel_by_notch(world: World) -> None:
    ruler = world.ruler
    assert ruler.fuel_cost(1) == 1000
    assert ruler.fuel_cost((ruler.green + ruler.yellow) / 2) == 2000
    assert ruler.fuel_cost(ruler.radius) == 3000
    assert ruler.fuel_cost(ruler.radius + 1) is None


def test_wrap_arrows_pair_the_two_edges(world: World) -> None:
    assert len(world.wrap_arrows) >= 3
    for arrow in world.wrap_arrows:
        assert arrow.left[0] < world.grid.width / 10 < world.grid.width * 0.9 < arrow.right[0]


def broken_copy(tmp_path: Path, old: str, new: str) -> Path:
    text = WORLD_MAP.read_text(encoding="utf-8")
    assert old in text
    for sibling in WORLD_MAP.parent.glob("competitors_*"):
        shutil.copy(sibling, tmp_path / sibling.name)
    path = tmp_path / WORLD_MAP.name
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_a_neighbour_that_does_not_exist_is_a_clear_map_error(tmp_path: Path) -> None:
    old = 'value="Moscow District; Northwest Russia; Western Siberia"'
    path = broken_copy(tmp_path, old, old.replace("Northwest Russia", "Atlantis"))
    with pytest.raises(MapError, match="'Atlantis', which does not exist") as refused:
        load_world(path)
    worded = Words("pseudo")(refused.value.message)  # translated, with the file's own names as they are
    assert "competitors_world.tmx" in worded and "'Atlantis'" in worded and "which" not in worded


def test_asymmetric_adjacency_is_a_clear_map_error(tmp_path: Path) -> None:
    old = 'value="Moscow District; Northwest Russia; Western Siberia"'
    path = broken_copy(tmp_path, old, 'value="Moscow District; Northwest Russia"')
    with pytest.raises(MapError, match="not symmetric"):
        load_world(path)


def test_a_port_on_no_navigable_sea_is_a_clear_map_error(tmp_path: Path) -> None:
    text = WORLD_MAP.read_text(encoding="utf-8")
    ports = text.index('name="ports"')
    start = text.index('name="Japan"', ports)
    line = text[start : text.index(">", start)]
    path = broken_copy(tmp_path, line, 'name="Japan" x="2000" y="300"')
    with pytest.raises(MapError, match="port of 'Japan' touches no navigable sea"):
        load_world(path)


def test_a_territory_drawn_as_a_rectangle_is_a_clear_map_error(tmp_path: Path) -> None:
    text = WORLD_MAP.read_text(encoding="utf-8")
    start = text.index("<polygon", text.index('name="Iceland"'))
    line = text[start : text.index("/>", start) + 2]
    path = broken_copy(tmp_path, line, "")
    with pytest.raises(MapError, match="territories object 'Iceland' must be a polygon"):
        load_world(path)


def test_editing_the_map_in_tiled_changes_the_game(tmp_path: Path) -> None:
    text = WORLD_MAP.read_text(encoding="utf-8")
    start = text.index('name="Urals"')
    old = text[start : text.index("</properties>", start)]
    path = broken_copy(tmp_path, old, old.replace('value="mountain"', 'value="plain"'))
    flattened = load_world(path)
    assert flattened.territories["Urals"].movement_cost == 1
    assert flattened.truck_route("Eastern Siberia", "Moscow District") == (
        4,
        ["Eastern Siberia", "Western Siberia", "Urals", "Moscow District"],
    )
