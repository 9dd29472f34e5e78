"""FIDE chess against python-chess, an implementation that shares nothing
with this project: on random games of random length, at every position,
the legal moves (as UCI and as SAN), check, the position's FEN and the end
of the game. A disagreement fails with the game so far and the position.

The end of the game is compared with ``Board.outcome(claim_draw=False)``:
FIDE's split of the draws, where checkmate, stalemate, insufficient
material (a dead position), seventy-five moves and fivefold repetition end
the game by themselves and threefold repetition and fifty moves are
claims, which the game offers (``open_claims``) where python-chess says
their conditions hold (``is_repetition(3)``, ``halfmove_clock >= 100``).
"""

import chess

import cvpages
from conftest import SEED, record, record_ends, rng
from fen import with_legal_en_passant
from play import Style, choose

#: Random games played, and the most plies of each.
GAMES = 50
MAX_PLIES = 400

#: python-chess's terminations as the kernel names them (EndReason).
REASONS = {
    chess.Termination.CHECKMATE: "checkmate",
    chess.Termination.STALEMATE: "stalemate",
    chess.Termination.INSUFFICIENT_MATERIAL: "dead position",
    chess.Termination.SEVENTYFIVE_MOVES: "seventy-five-move rule",
    chess.Termination.FIVEFOLD_REPETITION: "fivefold repetition",
}


def color(white: bool | None) -> str | None:
    return None if white is None else ("white" if white else "black")


def expected_end(board: chess.Board):
    """python-chess's verdict on the end of the game, as ``(winner,
    reason)``, or ``None`` while it goes on."""
    outcome = board.outcome(claim_draw=False)
    if outcome is None:
        return None
    return (color(outcome.winner), REASONS[outcome.termination])


def test_fide_chess_against_python_chess():
    r = rng("python-chess")
    positions = 0
    ends = {}
    claimed = {}
    for n in range(GAMES):
        # Some games start with the clock of moves without a capture or a
        # pawn move well on, so that they reach the fifty- and
        # seventy-five-move rules.
        clock = r.choice([0, 0, 0, r.randint(90, 149)])
        start = f"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - {clock} {1 + clock // 2}"
        game = cvpages.Game("chess", position=start)
        board = chess.Board(start)
        plies = r.randint(1, MAX_PLIES)
        style = Style.draw(r)
        played: list[str] = []
        while True:
            where = (
                f"game {n} of seed {SEED} from {start}, after "
                f"{' '.join(played) or 'nothing'}: {game.position}"
            )
            ours = game.outcome()
            ours = (ours.winner, ours.reason) if ours else None
            assert ours == expected_end(board), where
            coordinates = game.legal_coordinates()
            if ours:
                assert coordinates == [] and game.legal_turns() == [], where
                ends[ours[1]] = ends.get(ours[1], 0) + 1
                break
            legal = [m.uci() for m in board.legal_moves]
            assert sorted(coordinates) == sorted(legal), (
                f"{where}: only ours {sorted(set(coordinates) - set(legal))}, "
                f"only python-chess's {sorted(set(legal) - set(coordinates))}"
            )
            turns = game.legal_turns()
            sans = [board.san(m) for m in board.legal_moves]
            assert sorted(turns) == sorted(sans), where
            assert game.is_check() == board.is_check(), where
            claims = []
            if board.is_repetition(3):
                claims.append("threefold-repetition")
            if board.halfmove_clock >= 100:
                claims.append("fifty-moves")
            assert game.open_claims(game.side_to_move) == claims, where
            if claims:
                claimed[claims[-1]] = claimed.get(claims[-1], 0) + 1
            assert with_legal_en_passant(game.position, coordinates) == board.fen(), where
            positions += 1
            if len(played) >= plies:
                break
            i = choose(r, style, coordinates, turns, played)
            assert game.play_coordinates(coordinates[i]) == turns[i], where
            board.push_uci(coordinates[i])
            played.append(coordinates[i])
    record_ends("FIDE chess against python-chess", ends)
    record("FIDE chess against python-chess (legal moves, SAN, check, FEN, end)", positions)
    assert positions >= 3000
    # The games reach the ends the comparison is for.
    for reason in REASONS.values():
        assert reason in ends, (reason, ends)
    assert set(claimed) == {"threefold-repetition", "fifty-moves"}, claimed
