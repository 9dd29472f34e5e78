"""Exact rules engines for chess variants from the Chess Variant Pages, and
a game-playing engine, from Python.

The variants (``variants()`` lists them with their options): FIDE chess
(``'chess'``), Heavy Gravity Chess (``'heavy-gravity'``), Forward Chess
(``'forward'``), Multimove Chess (``'multimove'``,
``'multimove-heavy-gravity'``), Momentum Chess with Chess with Different
Armies (``'momentum'``) and Edge of the World Chess (``'edge-of-world'``).

- ``Game(variant, options='', position=None)``: a game in progress, its
  turns as text; ``Game.best_turn`` asks the engine.
- ``perft(variant, depth, position=None, options='')``: the count of the
  game tree.
- ``replay(text)``: a game file replayed, with a verdict on every turn.

Every error is a ``cvpages.Error``: ``UnreadableError``,
``IllegalTurnError``, ``GameOverError``, ``OptionError`` or
``TimeLimitError``, each with a one-line message quoting what was wrong.
"""

from ._errors import (
    Error,
    GameOverError,
    IllegalTurnError,
    OptionError,
    TimeLimitError,
    UnreadableError,
)
from ._cvpages import (
    Analysis,
    Deviation,
    Entry,
    Game,
    Outcome,
    Report,
    VariantInfo,
    perft,
    replay,
    variants,
)

__version__ = "0.1.0"

__all__ = [
    "Analysis",
    "Deviation",
    "Entry",
    "Error",
    "Game",
    "GameOverError",
    "IllegalTurnError",
    "OptionError",
    "Outcome",
    "Report",
    "TimeLimitError",
    "UnreadableError",
    "VariantInfo",
    "perft",
    "replay",
    "variants",
]
