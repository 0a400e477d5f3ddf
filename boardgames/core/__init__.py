"""Game-independent machinery: contracts, turn controller, saves, bots, simulate.
Nothing here imports textual, rich or the games."""
