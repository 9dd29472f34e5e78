"""The exceptions of the cvpages package: one class per kind of error, under
one base class, each raised with the one-line message of the Rust error it
stands for (which quotes the input that is wrong and says where).

Defined in Python, rather than in the Rust extension, so that a class can
also be a ``ValueError``, as python-chess's move errors are.
"""

__all__ = [
    "Error",
    "UnreadableError",
    "IllegalTurnError",
    "GameOverError",
    "OptionError",
    "TimeLimitError",
]


class Error(Exception):
    """The base class of every error the cvpages package raises."""


class UnreadableError(Error, ValueError):
    """Text that does not read: a turn that names no turn of the position, a
    position text, a game file, or a string that is not valid Unicode."""


class IllegalTurnError(Error, ValueError):
    """A turn that reads, but that the rules do not allow in the position; a
    claim whose condition does not hold; a draw offer or answer the rules do
    not allow (no offer standing, a variant without draws by agreement)."""


class GameOverError(Error):
    """A turn, a claim, an act or a search asked for after the game has
    ended."""


class OptionError(Error, ValueError):
    """A bad option or argument: an unknown variant, options the variant
    refuses, a claim it does not offer, a depth, limit or time out of range."""


class TimeLimitError(Error):
    """A count stopped at its time limit (``perft``'s ``max_seconds``)."""


for _class in (Error, UnreadableError, IllegalTurnError, GameOverError, OptionError, TimeLimitError):
    _class.__module__ = "cvpages"
del _class
