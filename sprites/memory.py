"""Giving back the memory a table's drawings took, when the table closes.

The views keep what they draw in `functools.lru_cache`s (fonts, counters, cards, glows: tens of MB at 1920x1080),
and the C allocator keeps freed blocks for the process unless asked to give them back, so without this every table
opened left the process larger (issue: memory grows with every table). The menu draws its few things again.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys
from functools import cache


def drawing_caches() -> list[object]:
    """Every cached drawing function of the `sprites` modules loaded."""
    found = []
    for name, module in list(sys.modules.items()):
        if name == "sprites" or name.startswith("sprites."):
            found += [
                value
                for value in vars(module).values()
                if hasattr(value, "cache_clear") and getattr(value, "__module__", "").startswith("sprites")
            ]
    return found


@cache
def _libc() -> ctypes.CDLL | None:
    """The C library where it can give freed memory back (glibc's malloc_trim); None elsewhere."""
    name = ctypes.util.find_library("c") if sys.platform.startswith("linux") else None
    if name is None:
        return None
    library = ctypes.CDLL(name)
    return library if hasattr(library, "malloc_trim") else None


def settle_table() -> None:
    """A table is open: what the program holds now stays while it is open, so Python's collector stops looking
    at it (`gc.freeze`). A full collection went through all of it, some 10 ms, a hitch in whichever frame it
    fell on; the moves' states, made and dropped as the game goes, are still collected as before."""
    gc.collect()
    gc.freeze()


def release_drawings() -> None:
    """Empty the drawing caches and give the freed memory back to the system (a closed table's objects
    are looked at again by the collector, and collected)."""
    for function in drawing_caches():
        function.cache_clear()  # type: ignore[attr-defined]
    gc.unfreeze()
    gc.collect()
    libc = _libc()
    if libc is not None:
        libc.malloc_trim(0)
