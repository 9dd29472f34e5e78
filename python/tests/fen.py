"""FEN as the cross-checks compare it: the fields of a chess-like position
text, with the en passant square written only where an en passant capture
is legal.

The project writes the square a double step passes over after every double
step; python-chess (``Board.fen()``) and Fairy-Stockfish write it only when
a pawn can take there. Both say the same about the position, so the square
is kept only if a legal move of a pawn goes there from the next file.
"""


def board_of(fen: str) -> dict[str, str]:
    """The pieces of a FEN's board, by square name (``'e4'``)."""
    pieces = {}
    for row, rank_text in enumerate(fen.split()[0].split("/")):
        rank = 8 - row
        file = 0
        for c in rank_text:
            if c.isdigit():
                file += int(c)
            else:
                pieces["abcdefgh"[file] + str(rank)] = c
                file += 1
    return pieces


def with_legal_en_passant(fen: str, legal_uci: list[str]) -> str:
    """``fen`` with its en passant square replaced by ``-`` unless a pawn
    has a legal move onto it from the next file (a capture), ``legal_uci``
    being the position's legal moves."""
    fields = fen.split()
    square = fields[3]
    if square != "-":
        pieces = board_of(fen)
        takes = any(
            m[2:4] == square and m[0] != m[2] and pieces.get(m[0:2], "").lower() == "p"
            for m in legal_uci
        )
        if not takes:
            fields[3] = "-"
    return " ".join(fields)
