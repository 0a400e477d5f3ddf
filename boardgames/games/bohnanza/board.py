"""The fixed layout of the table: the ships of a mat, the places they sail between, and
the seating order. (Island harbours and their rows come from the data file, see
``data.Config.harbours``.)"""

from __future__ import annotations

HOME = "home"  # a seat's home harbour
MERCHANTS = ("m1", "m2")
PIRATE = "pirate"
SHIPS = (*MERCHANTS, PIRATE)  # the ship slots of a mat, in drawing order


def clockwise_from(players: int, seat: int) -> list[int]:
    """Every seat, clockwise, starting with ``seat``."""
    return [(seat + k) % players for k in range(players)]
