"""The package's API on every registered game: random games played through
Python (in the variant's notation and in coordinates), undo back to the
start, the position text read back, the game file written and replayed;
perft against published counts; the engine; the acts between turns; and
Python's conventions (``repr``, ``str``, iteration, exceptions).
"""

import threading
import time

import pytest

import cvpages
from conftest import SEED, rng

#: Every registered game, with options that change its rules, as
#: ``(variant, options)``.
GAMES = [(v.name, "") for v in cvpages.variants()] + [
    ("momentum", "armies=nutty-knights,fabulous-fides"),
    ("momentum", "armies=colorbound-clobberers,remarkable-rookies"),
    ("multimove", "points=2"),
    ("edge-of-world", "pawn-start=diagonal"),
]

#: Whether every turn of a variant is one move, by name.
ONE_MOVE = {v.name: v.one_move_turns for v in cvpages.variants()}

#: Random games per variant and options, and the most turns of each.
RANDOM_GAMES = 4
MAX_TURNS = 60

#: The most turns of a random game where turns grow many: after one turn
#: of Multimove with its 8 points a position has about 100 000 legal
#: turns (a few seconds to list), after two some 200 000;
#: ``multimove`` with ``points=2`` plays the long games.
MAX_TURNS_OF = {("multimove", ""): 1, ("multimove-heavy-gravity", ""): 6}

#: The games whose perft 2 is quick: Multimove's default (8 points) counts
#: some hundred million turns at depth 2 (half an hour); ``points=2``
#: stands for it.
QUICK = [g for g in GAMES if g != ("multimove", "")]

#: Published perft counts of FIDE chess (the Chess Programming Wiki's
#: "Perft Results" page: the start position and "Kiwipete" by Peter
#: McKenzie, and its position 3).
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
POSITION_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
PUBLISHED = [
    (None, [20, 400, 8902, 197281, 4865609]),
    (KIWIPETE, [48, 2039, 97862]),
    (POSITION_3, [14, 191, 2812, 43238]),
]


def test_variants_lists_every_registered_game():
    names = [v.name for v in cvpages.variants()]
    assert names == [
        "chess",
        "heavy-gravity",
        "forward",
        "multimove",
        "multimove-heavy-gravity",
        "momentum",
        "edge-of-world",
    ]
    for v in cvpages.variants():
        assert v.description and "\n" not in v.description
        assert all(isinstance(k, str) and k for k in v.option_keys)
        assert repr(v) == f"<cvpages.VariantInfo {v.name}>"
    keys = {v.name: v.option_keys for v in cvpages.variants()}
    assert keys["chess"] == [] and "armies" in keys["momentum"] and keys["multimove"] == ["points"]


@pytest.mark.parametrize("variant, options", GAMES)
def test_random_games_through_python(variant, options):
    r = rng(f"api/{variant}/{options}")
    for n in range(RANDOM_GAMES):
        game = cvpages.Game(variant, options)
        assert game.variant == variant and game.options == options
        start = game.position
        assert game.start_position == start
        positions = [start]
        for _ in range(r.randint(1, MAX_TURNS_OF.get((variant, options), MAX_TURNS))):
            where = f"{variant} {options!r}, game {n} of seed {SEED}, after {game.turns}: {game.position}"
            turns = game.legal_turns()
            coordinates = game.legal_coordinates()
            assert len(turns) == len(coordinates) == game.count_legal_turns(), where
            assert list(game) == turns, where
            assert len(set(turns)) == len(turns) and len(set(coordinates)) == len(coordinates), where
            if game.is_over():
                assert turns == [] and game.outcome() is not None, where
                break
            assert turns, where
            # The position text reads back as the same position.
            again = cvpages.Game(variant, options, position=game.position)
            assert again.position == game.position, where
            assert sorted(again.legal_turns()) == sorted(turns), where
            assert again.side_to_move == game.side_to_move, where
            i = r.randrange(len(turns))
            if r.random() < 0.5:
                assert game.play(turns[i]) == turns[i], where
            else:
                assert game.play_coordinates(coordinates[i]) == turns[i], where
            positions.append(game.position)
        played = game.turns
        assert len(played) == len(positions) - 1
        # The game file replays with the same turns, to the same position.
        report = cvpages.replay(game.game_file(f"Random game {n}", f"seed {SEED}"))
        assert report.passed, report.problems
        assert report.problems == [] and report.deviations == []
        assert report.variant == variant and report.options == options
        assert report.turns_replayed == len(played)
        replayed = [e for e in report.entries if e.kind == "turn"]
        assert [e.text for e in replayed] == played
        assert [e.position for e in replayed] == positions[1:]
        # Undo walks back through every position to the start.
        for turn in reversed(played):
            assert game.undo() == turn
            positions.pop()
            assert game.position == positions[-1]
        assert game.undo() is None
        assert game.turns == [] and game.position == start


@pytest.mark.parametrize("position, counts", PUBLISHED)
def test_perft_gives_the_published_counts_of_chess(position, counts):
    for depth, count in enumerate(counts, start=1):
        assert cvpages.perft("chess", depth, position) == count, (position, depth)


@pytest.mark.parametrize("variant, options", QUICK)
def test_perft_two_is_the_sum_over_the_legal_turns(variant, options):
    game = cvpages.Game(variant, options)
    if variant != "multimove-heavy-gravity":
        game.play(game.legal_turns()[len(game.legal_turns()) // 2])
    total = 0
    for turn in game.legal_coordinates():
        game.play_coordinates(turn)
        total += game.count_legal_turns()
        game.undo()
    assert cvpages.perft(variant, 2, game.position, options) == total


def test_perft_of_edge_of_the_world_counts_its_default_pawn_start():
    # The default pawn-start=capture: 8 pawn captures of the edge pieces
    # plus their other moves (the rule text's start).
    assert cvpages.perft("edge-of-world", 1) == 57
    assert cvpages.perft("edge-of-world", 1) == len(cvpages.Game("edge-of-world").legal_turns())


def test_an_outcome_says_who_won_and_why():
    game = cvpages.Game("chess")
    for turn in ["f3", "e5", "g4", "Qh4#"]:
        game.play(turn)
    outcome = game.outcome()
    assert (outcome.winner, outcome.reason, outcome.result) == ("black", "checkmate", "0-1")
    assert str(outcome) == "black wins by checkmate"
    assert repr(outcome) == "Outcome(winner='black', reason=\"checkmate\")"
    assert game.is_over() and not game.legal_turns() and list(game) == []
    assert game.is_check()
    with pytest.raises(cvpages.GameOverError, match="the game is over"):
        game.play("Kf2")
    with pytest.raises(cvpages.GameOverError):
        game.best_turn(depth=1)
    assert game.undo() == "Qh4#" and game.outcome() is None
    stalemate = cvpages.Game("chess", position="7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
    assert (stalemate.outcome().winner, stalemate.outcome().result) == (None, "1/2-1/2")


def test_repr_shows_the_position_and_str_the_diagram():
    game = cvpages.Game("momentum", "armies=nutty-knights,fabulous-fides")
    game.play("e2-e4")
    assert repr(game) == (
        f"Game('momentum', 'armies=nutty-knights,fabulous-fides', position={game.position!r})"
    )
    again = eval(repr(game), {"Game": cvpages.Game})
    assert again.position == game.position
    assert str(game) == game.diagram()
    chess = cvpages.Game("chess")
    assert repr(chess) == "Game('chess', position='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')"
    assert str(chess).splitlines()[0] == " 8 r n b q k b n r"
    assert "white to move" in str(chess)


def test_the_issues_one_liner():
    g = cvpages.Game("momentum", "armies=nutty-knights,fabulous-fides")
    g.play("e2-e4")
    assert g.legal_turns()[:5] == ["a7-a6", "a7-a5", "b7-b6", "b7-b5", "c7-c6"]


def test_each_kind_of_error_has_its_class():
    game = cvpages.Game("chess")
    with pytest.raises(cvpages.UnreadableError, match="'Zz9' is not a turn here"):
        game.play("Zz9")
    pinned = cvpages.Game("chess", position="4k3/8/8/8/8/8/4r3/4KB2 w - - 0 1")
    with pytest.raises(cvpages.IllegalTurnError, match="is illegal"):
        pinned.play_coordinates("f1d3")
    with pytest.raises(cvpages.OptionError, match="unknown variant 'nope'"):
        cvpages.Game("nope")
    with pytest.raises(cvpages.OptionError, match="armies"):
        cvpages.Game("momentum", "armies=foo")
    with pytest.raises(cvpages.UnreadableError, match="bad position text"):
        cvpages.Game("chess", position="8/8/8/8/8/8/8/8 w - - 0 1")
    with pytest.raises(cvpages.UnreadableError, match="line 1"):
        cvpages.replay("junk")
    for cls in [cvpages.UnreadableError, cvpages.IllegalTurnError, cvpages.OptionError]:
        assert issubclass(cls, cvpages.Error) and issubclass(cls, ValueError)
    assert issubclass(cvpages.GameOverError, cvpages.Error)
    assert issubclass(cvpages.TimeLimitError, cvpages.Error)
    assert cvpages.Error.__module__ == "cvpages"
    # The game is unchanged by a refused turn.
    assert game.turns == [] and pinned.turns == []


def test_the_engine_finds_a_mate_in_every_limit():
    # Scholar's mate: Qxf7# is the only mate in one.
    game = cvpages.Game("chess")
    for turn in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6"]:
        game.play(turn)
    assert game.best_turn(depth=2) == "Qxf7#"
    assert game.best_turn(nodes=20000) == "Qxf7#"
    assert game.best_turn(time=0.5) == "Qxf7#"
    analysis = game.analyse(depth=3)
    assert analysis.turn == "Qxf7#" and analysis.mate == 1 and analysis.centipawns is None
    assert analysis.line[0] == "Qxf7#" and analysis.depth >= 1 and analysis.nodes > 0
    assert analysis.score == "win in 1"


@pytest.mark.parametrize("variant, options", GAMES)
def test_the_engine_plays_a_legal_turn_in_every_game(variant, options):
    game = cvpages.Game(variant, options)
    for _ in range(3):
        turn = game.best_turn(nodes=500)
        # legal_turns() lists each resulting position once: a turn of
        # several moves may be listed in another order, so it is played.
        if ONE_MOVE[variant]:
            assert turn in game.legal_turns(), game.position
        before = game.position
        assert game.play(turn) == turn, before


def test_acts_between_turns():
    game = cvpages.Game("chess")
    assert game.claims() == ["threefold-repetition", "fifty-moves"]
    assert game.open_claims("white") == []
    with pytest.raises(cvpages.IllegalTurnError, match="a draw needs 3"):
        game.claim("white", "threefold-repetition")
    with pytest.raises(cvpages.OptionError, match="no claim 'nope'"):
        game.claim("white", "nope")
    for turn in ["Nf3", "Nf6", "Ng1", "Ng8"] * 2:
        game.play(turn)
    assert not game.is_over()
    assert game.open_claims("black") == ["threefold-repetition"]
    outcome = game.claim("black", "threefold-repetition")
    assert (outcome.winner, outcome.reason) == (None, "threefold repetition")
    assert game.outcome() == outcome
    assert game.undo() == "black claims threefold-repetition" and not game.is_over()

    game.offer_draw("white")
    assert game.draw_offer == "white"
    with pytest.raises(cvpages.IllegalTurnError, match="has offered a draw"):
        game.offer_draw("black")
    game.decline_draw("black")
    assert game.draw_offer is None
    with pytest.raises(cvpages.IllegalTurnError, match="no draw offer"):
        game.accept_draw("black")
    game.offer_draw("black")
    outcome = game.accept_draw("white")
    assert (outcome.winner, outcome.result) == (None, "1/2-1/2")
    with pytest.raises(cvpages.GameOverError):
        game.resign("white")
    assert game.undo() == "white accepts draw"
    outcome = game.resign("white")
    assert (outcome.winner, outcome.result) == ("black", "0-1")
    assert "white resigns" in game.game_file("Acts", "the tests")
    assert cvpages.replay(game.game_file("Acts", "the tests")).passed
    with pytest.raises(cvpages.OptionError, match="neither 'white' nor 'black'"):
        game.resign("grey")


def test_forward_chess_forbids_draws_by_agreement_and_offers_its_claim():
    game = cvpages.Game("forward")
    assert game.claims() == ["fifty-move-win"]
    with pytest.raises(cvpages.IllegalTurnError, match="cannot agree to a draw"):
        game.offer_draw("white")


def run_while_counting(call, at_least: float = 0.2) -> tuple[int, float]:
    """Runs ``call`` in a thread, again and again until ``at_least`` seconds
    have gone, and counts in this one meanwhile: how many times the count
    went round, and the seconds the calls took."""
    done = threading.Event()

    def work():
        began = time.perf_counter()
        call()
        while time.perf_counter() - began < at_least:
            call()
        done.set()

    thread = threading.Thread(target=work)
    began = time.perf_counter()
    thread.start()
    rounds = 0
    while not done.is_set():
        rounds += 1
        time.sleep(0.001)
    thread.join()
    return rounds, time.perf_counter() - began


def test_perft_the_search_and_turn_lists_release_the_gil():
    # With the GIL held by the call, this thread would not run while it
    # works (a round or two per call at most, at Python's switch interval
    # of 5 ms); released, it goes round about once a millisecond. A call
    # takes from a hundredth of a second (a fast machine) to seconds, so
    # each is repeated for at least 0.2 s, and the rounds are judged
    # against the time taken, not the time against a fixed figure.
    multimove = cvpages.Game("multimove")
    multimove.play_coordinates(multimove.legal_coordinates()[-1])
    for call in [
        lambda: cvpages.perft("chess", 5),
        lambda: cvpages.Game("chess").best_turn(time=0.5),
        multimove.legal_turns,
    ]:
        rounds, seconds = run_while_counting(call)
        assert seconds >= 0.2 and rounds > max(5, seconds * 250), (rounds, seconds)
