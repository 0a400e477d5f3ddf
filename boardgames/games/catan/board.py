"""Board topology, derived once from the data file: hexes, crossings, edges, their
adjacency and the marked places. ``board()`` is the single cached instance; it holds only
static facts (the state holds the pieces). Where things are drawn is the screen's business
(boardgames/ui/games/catan/art.py)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from boardgames.games.catan.data import CatanData, data

DELTAS = {"N": (0, -1), "NE": (1, -1), "SE": (1, 0), "S": (0, 1), "SW": (-1, 1), "NW": (-1, 0)}
# A corner is the point a hex shares with these two neighbours (data "coordinates.corners").
CORNER_NEIGHBOURS = {
    "E": ("NE", "SE"),
    "NE": ("N", "NE"),
    "NW": ("N", "NW"),
    "W": ("NW", "SW"),
    "SW": ("SW", "S"),
    "SE": ("S", "SE"),
}
# West-to-east position of a hex's corners: a hex spans 12 columns, neighbours are 9 apart.
CORNER_X = {"W": 0, "NW": 3, "SW": 3, "NE": 9, "SE": 9, "E": 12}
RESOURCES = ("wood", "brick", "wool", "grain", "ore")
PIPS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}


@dataclass(frozen=True)
class Board:
    data: CatanData
    land: frozenset[int]
    chip_fields: tuple[int, ...]
    fixed_i: frozenset[int]
    random_fields: tuple[int, ...]
    yields: dict[int, str | None]  # land hex -> resource id, "gold" or None
    numbers: dict[int, int | None]
    value: dict[int, int | None]
    number_hexes: dict[int, tuple[int, ...]]
    hex_corners: dict[int, tuple[int, ...]]
    hex_neighbours_land: dict[int, tuple[int, ...]]
    crossing_land: tuple[tuple[int, ...], ...]
    crossing_adj: tuple[tuple[int, ...], ...]
    crossing_edges: tuple[tuple[int, ...], ...]
    edge_ends: tuple[tuple[int, int], ...]
    edge_sides: tuple[tuple[int, ...], ...]  # land hexes on either side of an edge
    start_crossings: tuple[int, ...]
    pacific: frozenset[int]
    gold_crossings: frozenset[int]
    gold_rivers: frozenset[int]
    robber_start: int
    ship_start: int
    ship_adj: dict[int, tuple[int, ...]]
    magellan_hex: int
    magellan_link: tuple[int, int]
    ship_crossings: dict[int, tuple[int, ...]]
    crossing_x: tuple[int, ...]  # west-to-east position of each crossing (0: the westmost)

    @property
    def crossings(self) -> range:
        return range(len(self.crossing_adj))

    @property
    def edges(self) -> range:
        return range(len(self.edge_ends))

    def edge_between(self, a: int, b: int) -> int | None:
        for e in self.crossing_edges[a]:
            if b in self.edge_ends[e]:
                return e
        return None

    def other_end(self, edge: int, crossing: int) -> int:
        a, b = self.edge_ends[edge]
        return b if a == crossing else a

    def edge_reach(self, edge: int) -> set[int]:
        """Land hexes touched by either end of an edge (R6: a road touches these)."""
        a, b = self.edge_ends[edge]
        return set(self.crossing_land[a]) | set(self.crossing_land[b])


@cache
def board() -> Board:
    d = data()
    m = d.map
    terrains = {t.id: t for t in d.terrains}
    land = frozenset(h.id for h in m.hexes if h.kind == "land")
    chip_fields = tuple(sorted(h.id for h in m.hexes if terrains[h.terrain].has_chip))
    fixed = frozenset(m.marked.fixed_I_hex_ids)
    numbers = {h.id: h.number for h in m.hexes if h.id in land}
    number_hexes: dict[int, list[int]] = {}
    for h, n in numbers.items():
        if n is not None:
            number_hexes.setdefault(n, []).append(h)
    ship_adj: dict[int, list[int]] = {h: [] for h in m.ship.navigable_hex_ids}
    for a, b in m.ship.adjacency:
        ship_adj[a].append(b)
        ship_adj[b].append(a)
    by_id = {h.id: h for h in m.hexes}
    min_x = min(9 * h.q for h in m.hexes)
    crossing_x = {c: 9 * h.q - min_x + CORNER_X[name]
                  for h in m.hexes for name, c in h.corners.items() if c is not None}
    return Board(
        data=d,
        land=land,
        chip_fields=chip_fields,
        fixed_i=fixed,
        random_fields=tuple(h for h in chip_fields if h not in fixed),
        yields={h: terrains[by_id[h].terrain].produces for h in land},
        numbers=numbers,
        value={h: by_id[h].value_zone for h in land},
        number_hexes={n: tuple(sorted(hs)) for n, hs in number_hexes.items()},
        hex_corners={h.id: tuple(c for c in h.corners.values() if c is not None) for h in m.hexes},
        hex_neighbours_land={
            h.id: tuple(sorted(n for n in h.neighbours.values() if n is not None and n in land))
            for h in m.hexes
        },
        crossing_land=tuple(tuple(c.land_hex_ids) for c in m.crossings),
        crossing_adj=tuple(tuple(c.adjacent) for c in m.crossings),
        crossing_edges=tuple(tuple(c.edges) for c in m.crossings),
        edge_ends=tuple(e.crossings for e in m.edges),
        edge_sides=tuple(
            tuple(h for h in e.hex_ids if h is not None and h in land) for e in m.edges
        ),
        start_crossings=tuple(m.marked.start_crossing_ids),
        pacific=frozenset(m.marked.pacific_crossing_ids),
        gold_crossings=frozenset(m.marked.gold_mountain_crossing_ids),
        gold_rivers=frozenset(m.marked.gold_river_hex_ids),
        robber_start=m.marked.robber_start_hex_id,
        ship_start=m.ship.start_hex_id,
        ship_adj={h: tuple(sorted(v)) for h, v in ship_adj.items()},
        magellan_hex=m.ship.magellan_only_hex_id,
        magellan_link=m.ship.magellan_link,
        ship_crossings={h: tuple(v) for h, v in m.ship.settle_crossings_by_hex.items()},
        crossing_x=tuple(crossing_x[c.id] for c in m.crossings),
    )


def recompute_topology() -> tuple[list[frozenset[tuple[int, int]]], list[tuple[int, int]]]:
    """R1 self-test: crossings (as sets of 3 axial positions) and edges (as crossing-id
    pairs) recomputed from the hexes alone, in the data file's id order."""
    m = data().map
    land = {(h.q, h.r) for h in m.hexes if h.kind == "land"}
    points: set[frozenset[tuple[int, int]]] = set()
    for h in m.hexes:
        for a, b in CORNER_NEIGHBOURS.values():
            pa = (h.q + DELTAS[a][0], h.r + DELTAS[a][1])
            pb = (h.q + DELTAS[b][0], h.r + DELTAS[b][1])
            trio = frozenset({(h.q, h.r), pa, pb})
            if trio & land:
                points.add(trio)

    def key(trio: frozenset[tuple[int, int]]) -> tuple[int, int]:
        return sum(2 * r + q for q, r in trio), sum(q for q, _ in trio)

    crossings = sorted(points, key=key)
    index = {c: i for i, c in enumerate(crossings)}
    pairs: set[tuple[int, int]] = set()
    for trio in crossings:
        for other in crossings:
            shared = trio & other
            if trio != other and len(shared) == 2 and shared & land:
                pairs.add(tuple(sorted((index[trio], index[other]))))  # type: ignore[arg-type]
    return crossings, sorted(pairs)
