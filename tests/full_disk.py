"""A disk that refuses every save write until told otherwise (tests of failed saves)."""

from __future__ import annotations


class FullDisk:
    """Every way a save reaches the disk fails until ``full`` is set to False."""

    def __init__(self, monkeypatch) -> None:
        from boardgames.core import saves

        self.full = True
        for name in ("_append", "_write_atomically"):
            monkeypatch.setattr(saves, name, self._wrap(getattr(saves, name)))

    def _wrap(self, write):
        def maybe(*args, **kwargs):
            if self.full:
                raise OSError(28, "No space left on device")
            return write(*args, **kwargs)

        return maybe
