"""boardgames: a terminal game suite for friends at one keyboard, with bots for empty seats."""

__version__ = "0.3.0"
