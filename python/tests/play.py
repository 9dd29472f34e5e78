"""Random play for the tests: a random legal turn, with two biases that a
game chooses at its start, so that random games reach the ends of the game
and the draw rules: towards taking back the mover's own last move (repeated
positions, long runs without a capture or a pawn move), and towards mates
and captures (checkmates, bare Kings)."""

import random
from dataclasses import dataclass


@dataclass
class Style:
    """How a random game chooses its moves."""

    #: How often the mover takes its own last move back, if it can.
    back: float
    #: How often the mover takes a mate or a capture, if it has one.
    greed: float

    @staticmethod
    def draw(r: random.Random) -> "Style":
        """A style for one game: most games play uniformly at random."""
        return Style(back=r.choice([0.0, 0.0, 0.2, 0.6]), greed=r.choice([0.0, 0.0, 0.5, 0.9]))


def choose(r: random.Random, style: Style, legal: list[str], san: list[str], played: list[str]) -> int:
    """The index in ``legal`` (moves in coordinates; ``san`` the same moves
    in the game's notation, where ``x`` marks a capture and ``#`` a mate)
    of the move to play. ``played`` is the game's moves so far, in
    coordinates."""
    if len(played) >= 2 and r.random() < style.back:
        last = played[-2]
        reverse = last[2:4] + last[0:2]
        if reverse in legal:
            return legal.index(reverse)
    if r.random() < style.greed:
        mates = [i for i, s in enumerate(san) if s.endswith("#")]
        if mates:
            return r.choice(mates)
        captures = [i for i, s in enumerate(san) if "x" in s]
        if captures:
            return r.choice(captures)
    return r.randrange(len(legal))
