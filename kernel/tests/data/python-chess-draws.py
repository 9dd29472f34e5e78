#!/usr/bin/env python3
"""Writes python-chess-draws.txt: random games of FIDE chess with
python-chess's verdict on FIDE's draw rules at every position, which
kernel/tests/python_chess_draws.rs replays with the kernel and compares.

Random games rarely repeat a position or go fifty moves without a capture,
so the games are biased: a player often takes back its own last move (the
same position comes round again and again), prefers quiet moves in the
endgames, and the endgames start from random placements of chosen material
(bare Kings, a lone minor piece, Bishops on one colour and on both, two
Knights, a Knight against a Queen, ...) with the halfmove clock set near 100
or 150. So every verdict occurs many times: a repetition that stands and one
a move would make, fifty moves that stand and that a move would complete,
fivefold repetition, seventy-five moves, insufficient material and the
material python-chess does not call insufficient, checkmate and stalemate.

Run from the repository root (python-chess from PyPI, `pip install chess`):

    python3 kernel/tests/data/python-chess-draws.py > kernel/tests/data/python-chess-draws.txt

The output depends only on the seed below and the python-chess version,
which the file's first line records.

The format, one item a line: `game N KIND` starts a game (KIND: opening,
endgame, mating), `start FEN` gives its start, then one line per position,
the start first: the move that led to it in UCI (`-` for the start), the
letters of python-chess's verdicts there (`-` for none: r is_repetition(3),
R can_claim_threefold_repetition, f is_fifty_moves, F can_claim_fifty_moves,
v is_fivefold_repetition, s is_seventyfive_moves, i
is_insufficient_material), and how the game ended there (`-` while it goes
on; checkmate-white or checkmate-black for the winner, stalemate, dead for
insufficient material, seventy-five, fivefold).
"""

import random
import sys

import chess

SEED = 34
# Games from the start position, and from random endgames.
OPENING_GAMES = 40
ENDGAME_GAMES = 300
MATING_GAMES = 100
MAX_PLIES = 260

# Material of the endgames (White's pieces, Black's pieces, Kings added),
# each drawn as often as it stands here.
MATERIAL = [
    ("", ""),
    ("B", ""),
    ("N", ""),
    ("", "b"),
    ("", "n"),
    ("B", "b"),
    ("B", "b"),
    ("BB", ""),
    ("BB", "b"),
    ("N", "n"),
    ("NN", ""),
    ("B", "n"),
    ("N", "q"),
    ("B", "p"),
    ("N", "p"),
    ("B", "r"),
    ("R", ""),
    ("R", "b"),
    ("R", "n"),
    ("Q", ""),
    ("Q", "q"),
    ("R", "r"),
    ("BN", ""),
    ("RB", "r"),
    ("P", ""),
    ("P", "p"),
    ("Q", "b"),
    ("RN", "q"),
    ("QR", ""),
    ("", "qr"),
    ("RR", ""),
    ("Q", "p"),
    ("QQ", "n"),
]

# Material of the mating games: a side with heavy pieces against a bare
# King.
MATING = [
    ("Q", ""),
    ("R", ""),
    ("QR", ""),
    ("RR", ""),
    ("QQ", ""),
    ("", "q"),
    ("", "r"),
    ("", "qr"),
    ("", "rr"),
]

TERMINATION = {
    chess.Termination.CHECKMATE: "checkmate",
    chess.Termination.STALEMATE: "stalemate",
    chess.Termination.INSUFFICIENT_MATERIAL: "dead",
    chess.Termination.SEVENTYFIVE_MOVES: "seventy-five",
    chess.Termination.FIVEFOLD_REPETITION: "fivefold",
}


def flags(board):
    """python-chess's verdicts, one letter each."""
    out = ""
    if board.is_repetition(3):
        out += "r"
    if board.can_claim_threefold_repetition():
        out += "R"
    if board.is_fifty_moves():
        out += "f"
    if board.can_claim_fifty_moves():
        out += "F"
    if board.is_fivefold_repetition():
        out += "v"
    if board.is_seventyfive_moves():
        out += "s"
    if board.is_insufficient_material():
        out += "i"
    return out or "-"


def outcome(board):
    """How the game ended (python-chess's outcome without claims), or -."""
    ended = board.outcome()
    if ended is None:
        return "-"
    name = TERMINATION[ended.termination]
    if ended.winner is None:
        return name
    return name + "-" + ("white" if ended.winner else "black")


def random_endgame(rng, material):
    """A legal position with random material from MATERIAL, no pawn on the
    first or last rank, the side not to move not in check, and a
    halfmove clock near one of the limits (none with Pawns, which move).
    It may be over already by insufficient material (a game of one
    position), not otherwise."""
    white, black = rng.choice(material)
    pieces = "K" + white + "k" + black
    while True:
        board = chess.Board(None)
        squares = rng.sample(chess.SQUARES, len(pieces))
        for letter, square in zip(pieces, squares):
            board.set_piece_at(square, chess.Piece.from_symbol(letter))
        board.turn = rng.random() < 0.5
        if "p" in pieces.lower():
            board.halfmove_clock = 0
        else:
            board.halfmove_clock = rng.choice([0, 60, 94, 97, 98, 99, 140, 146, 148])
        board.fullmove_number = 60
        ended = board.outcome()
        if board.is_valid() and (
            ended is None or ended.termination == chess.Termination.INSUFFICIENT_MATERIAL
        ):
            return board


def choose(board, rng, back, quiet, grab):
    """A legal move (a mating game's, see `mating_move`, for a negative
    `grab`): with probability `grab` a capture, if there is one;
    otherwise, with probability 2 * `grab`, a move that gives check, if
    there is one; otherwise with probability `back` the move that takes back the mover's
    own last move, if legal; otherwise, with probability `quiet`, a move
    that is neither a capture nor a pawn move, if there is one; otherwise
    any legal move."""
    if grab < 0:
        return mating_move(board, rng)
    moves = list(board.legal_moves)
    if rng.random() < grab:
        captures = [m for m in moves if board.is_capture(m)]
        if captures:
            return rng.choice(captures)
    if rng.random() < 2 * grab:
        checks = [m for m in moves if board.gives_check(m)]
        if checks:
            return rng.choice(checks)
    if len(board.move_stack) >= 2 and rng.random() < back:
        last = board.move_stack[-2]
        undo = chess.Move(last.to_square, last.from_square)
        if undo in moves:
            return undo
    if rng.random() < quiet:
        calm = [m for m in moves if not board.is_zeroing(m)]
        if calm:
            return rng.choice(calm)
    return rng.choice(moves)


def mating_move(board, rng):
    """A move of a mating game: a bare King keeps clear of captures (so
    that the heavy pieces stay to mate it), the other side gives check
    with probability 0.3; otherwise any legal move."""
    moves = list(board.legal_moves)
    if chess.popcount(board.occupied_co[board.turn]) == 1:
        calm = [m for m in moves if not board.is_capture(m)]
        if calm and rng.random() < 0.95:
            return rng.choice(calm)
    elif rng.random() < 0.3:
        checks = [m for m in moves if board.gives_check(m)]
        if checks:
            return rng.choice(checks)
    return rng.choice(moves)


def play(board, rng, back, quiet, grab, out):
    out.append(f"start {board.fen()}")
    out.append(f"- {flags(board)} {outcome(board)}")
    for _ in range(MAX_PLIES):
        if board.outcome() is not None:
            break
        move = choose(board, rng, back, quiet, grab)
        board.push(move)
        out.append(f"{move.uci()} {flags(board)} {outcome(board)}")


def main():
    rng = random.Random(SEED)
    out = [
        f"# python-chess-draws.txt: written by python-chess-draws.py with python-chess "
        f"{chess.__version__}, seed {SEED}; see that script for the format"
    ]
    number = 0
    for _ in range(OPENING_GAMES):
        number += 1
        out.append(f"game {number} opening")
        board = chess.Board()
        # A few random moves first, so that the games differ.
        for _ in range(rng.randrange(2, 14)):
            if board.outcome() is not None:
                break
            board.push(rng.choice(list(board.legal_moves)))
        # Restart the record from there, with the moves before as the start.
        start = chess.Board(board.fen())
        play(start, rng, back=rng.choice([0.3, 0.6, 0.9]), quiet=0.5, grab=0.0, out=out)
    for _ in range(ENDGAME_GAMES):
        number += 1
        out.append(f"game {number} endgame")
        board = random_endgame(rng, MATERIAL)
        # A third of the games play at random and take what they can (to
        # mate, stalemate and reach insufficient material by capture), the
        # others shuffle (to repeat and to run the clock).
        if rng.random() < 0.35:
            board.halfmove_clock = 0
            play(board, rng, back=0.0, quiet=0.0, grab=rng.choice([0.1, 0.3]), out=out)
        else:
            back = rng.choice([0.0, 0.4, 0.7, 0.9])
            play(board, rng, back=back, quiet=0.9, grab=0.0, out=out)
    for _ in range(MATING_GAMES):
        number += 1
        out.append(f"game {number} mating")
        board = random_endgame(rng, MATING)
        board.halfmove_clock = 0
        play(board, rng, back=0.0, quiet=0.0, grab=-1.0, out=out)
    print("\n".join(out))
    # What the file holds, for whoever regenerates it.
    counts = {}
    for line in out:
        parts = line.split()
        if len(parts) == 3 and parts[0] not in ("game", "start", "#"):
            for letter in parts[1].strip("-"):
                counts[letter] = counts.get(letter, 0) + 1
            if parts[2] != "-":
                counts[parts[2]] = counts.get(parts[2], 0) + 1
    print(sorted(counts.items()), file=sys.stderr)


if __name__ == "__main__":
    main()
