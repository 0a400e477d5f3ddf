"""The Textual user interface: a thin layer that renders views and submits actions."""
