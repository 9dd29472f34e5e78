"""FIDE chess and Heavy Gravity Chess against pyffish, Fairy-Stockfish's
Python binding, an implementation that shares nothing with this project
(Heavy Gravity from the configuration in ``data/heavy-gravity.ini``): on
random games of random length, at every position, the legal moves, check,
the position after each move (FEN), and the end of the game. A
disagreement fails with the game so far and the position.

Fairy-Stockfish ends a game by itself only when the side to move has no
legal move (checkmate or stalemate); fifty moves and repetition are its
"optional" ends, which a player may claim, and it judges insufficient
material apart. So: where pyffish has no legal move, the game must have
ended by checkmate (the side to move losing) or stalemate (a draw), and
nowhere else; where the game ended by a draw rule, pyffish must agree that
the rule's condition holds (repetition or fifty moves: an optional end;
a dead position: insufficient material on both sides). Which positions
end the game by a draw rule is compared exactly against python-chess
(test_python_chess.py).
"""

from pathlib import Path

import pyffish as sf
import pytest

import cvpages
from conftest import SEED, record, record_ends, rng
from fen import with_legal_en_passant
from play import Style, choose

HERE = Path(__file__).resolve().parent

#: Random games played per variant, and the most plies of each: fewer
#: than against python-chess, since a call of pyffish sets its position up
#: anew (some milliseconds each).
GAMES = 25
MAX_PLIES = 300

#: The kernel's name and Fairy-Stockfish's of each variant compared.
VARIANTS = [("chess", "chess"), ("heavy-gravity", "heavygravity")]

#: The draw rules whose condition is an optional end for Fairy-Stockfish.
OPTIONAL = {"threefold repetition", "fifty-move rule", "fivefold repetition", "seventy-five-move rule"}


@pytest.fixture(scope="module", autouse=True)
def heavy_gravity():
    sf.load_variant_config((HERE / "data" / "heavy-gravity.ini").read_text())
    assert "heavygravity" in sf.variants()


def test_the_start_positions_agree():
    for ours, theirs in VARIANTS:
        assert cvpages.Game(ours).position == sf.start_fen(theirs)


@pytest.mark.parametrize("ours, theirs", VARIANTS)
def test_against_pyffish(ours, theirs):
    r = rng(f"pyffish/{ours}")
    positions = 0
    ends = {}
    for n in range(GAMES):
        game = cvpages.Game(ours)
        fen = sf.start_fen(theirs)
        plies = r.randint(1, MAX_PLIES)
        style = Style.draw(r)
        played: list[str] = []
        # The position after the last capture or pawn move and the moves
        # since: all that Fairy-Stockfish's optional ends read, so that
        # asking costs no more than the last hundred moves.
        reset, since = fen, []
        while True:
            where = (
                f"{ours}, game {n} of seed {SEED}, after "
                f"{' '.join(played) or 'nothing'}: ours {game.position}, pyffish's {fen}"
            )
            legal = sf.legal_moves(theirs, fen, [])
            outcome = game.outcome()
            if not legal:
                value = sf.game_result(theirs, fen, [])
                side = "white" if fen.split()[1] == "w" else "black"
                other = "black" if side == "white" else "white"
                expected = (other, "checkmate") if value < 0 else (None, "stalemate")
                assert value <= 0, where
                assert outcome is not None and (outcome.winner, outcome.reason) == expected, where
            elif outcome is not None:
                assert outcome.reason in OPTIONAL | {"dead position"}, where
                if outcome.reason in OPTIONAL:
                    assert sf.is_optional_game_end(theirs, reset, since)[0], where
                else:
                    assert sf.has_insufficient_material(theirs, fen, []) == (True, True), where
            if outcome is not None:
                assert game.legal_coordinates() == [], where
                ends[outcome.reason] = ends.get(outcome.reason, 0) + 1
                break
            coordinates = game.legal_coordinates()
            assert sorted(coordinates) == sorted(legal), (
                f"{where}: only ours {sorted(set(coordinates) - set(legal))}, "
                f"only pyffish's {sorted(set(legal) - set(coordinates))}"
            )
            assert game.is_check() == sf.gives_check(theirs, fen, []), where
            assert with_legal_en_passant(game.position, coordinates) == fen, where
            positions += 1
            if len(played) >= plies:
                break
            i = choose(r, style, coordinates, game.legal_turns(), played)
            game.play_coordinates(coordinates[i])
            fen = sf.get_fen(theirs, fen, [coordinates[i]])
            played.append(coordinates[i])
            since.append(coordinates[i])
            if fen.split()[4] == "0":
                reset, since = fen, []
    record_ends(f"{ours} against pyffish", ends)
    record(f"{ours} against pyffish (legal moves, check, FEN, end)", positions)
    assert positions >= 2000
    assert "checkmate" in ends, ends
