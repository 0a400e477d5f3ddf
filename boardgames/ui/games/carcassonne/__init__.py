"""The New World: A Carcassonne Game screen."""
