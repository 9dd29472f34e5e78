"""Hostile arguments: every call with any argument either returns or raises
one of the package's exceptions (or Python's ``TypeError`` for a value of
the wrong type), with a one-line message, and returns in bounded time. A
Rust panic would reach Python as ``pyo3_runtime.PanicException``, a
``BaseException`` that none of these ``pytest.raises`` accepts.
"""

import pytest

import cvpages
from conftest import rng, run_script

NAMES = [v.name for v in cvpages.variants()]
ONE_MOVE = {v.name: v.one_move_turns for v in cvpages.variants()}


def one_line(error: BaseException) -> str:
    message = str(error)
    assert message and "\n" not in message, message
    # Long input is quoted as an excerpt, not whole.
    assert len(message) < 600, message
    return message


@pytest.mark.parametrize(
    "depth",
    [0, -1, -(10**30), 13, 10**6, 2**63, 10**100],
)
def test_perft_refuses_a_depth_out_of_range(depth):
    with pytest.raises(cvpages.OptionError, match="must be a whole number from 1 to 12") as e:
        cvpages.perft("chess", depth)
    one_line(e.value)


@pytest.mark.parametrize("depth", [1.5, "3", None, b"3", [3]])
def test_perft_refuses_a_depth_of_the_wrong_type(depth):
    with pytest.raises(TypeError):
        cvpages.perft("chess", depth)


def test_a_count_that_would_take_hours_stops_at_its_time_limit():
    # Multimove's perft 4 from the start would take hours; perft 8 of chess
    # too. Each stops at its limit, the GIL released, within a few grains.
    for variant, depth in [("multimove", 4), ("chess", 8), ("edge-of-world", 6)]:
        result = run_script(
            "import cvpages, time\n"
            "t = time.perf_counter()\n"
            "try:\n"
            f"    cvpages.perft({variant!r}, {depth}, max_seconds=0.5)\n"
            "except cvpages.TimeLimitError as e:\n"
            "    print(round(time.perf_counter() - t, 3), e)\n",
            timeout=60,
        )
        assert result.returncode == 0, result.stderr
        seconds, message = result.stdout.split(" ", 1)
        assert 0.5 <= float(seconds) < 5, result.stdout
        assert message.strip() == (
            f"perft {depth} of {variant} was stopped after 0.5 s (max_seconds): "
            "give more time, or a smaller depth"
        )


@pytest.mark.parametrize("seconds", [0, -1, float("nan"), float("inf"), 10**9, 10**400])
def test_perft_refuses_a_time_out_of_range(seconds):
    with pytest.raises(cvpages.OptionError, match="max_seconds"):
        cvpages.perft("chess", 1, max_seconds=seconds)


@pytest.mark.parametrize(
    "limits, match",
    [
        ({"time": -1}, "time -1 must be"),
        ({"time": 0}, "time 0 must be"),
        ({"time": float("nan")}, "time nan must be"),
        ({"time": float("inf")}, "time inf must be"),
        ({"time": 10**400}, "time"),
        ({"depth": 0}, "depth 0 must be"),
        ({"depth": 65}, "depth 65 must be"),
        ({"depth": 10**30}, "depth"),
        ({"depth": -5}, "depth -5 must be"),
        ({"nodes": 0}, "nodes 0 must be"),
        ({"nodes": -1}, "nodes -1 must be"),
        ({"nodes": 10**30}, "nodes"),
    ],
)
def test_the_engine_refuses_a_limit_out_of_range(limits, match):
    game = cvpages.Game("chess")
    for call in [game.best_turn, game.analyse]:
        with pytest.raises(cvpages.OptionError, match=match) as e:
            call(**limits)
        one_line(e.value)


@pytest.mark.parametrize("limits", [{"time": "1"}, {"depth": 2.5}, {"nodes": "9"}, {"depth": None, "time": []}])
def test_the_engine_refuses_a_limit_of_the_wrong_type(limits):
    with pytest.raises(TypeError):
        cvpages.Game("chess").best_turn(**limits)


def test_a_search_to_a_depth_it_cannot_reach_stops_at_its_time():
    # Depth 64 would not finish within any lifetime: the search stops at
    # its time (given here; 60 s when a depth or node limit comes alone).
    result = run_script(
        "import cvpages, time\n"
        "g = cvpages.Game('chess')\n"
        "t = time.perf_counter()\n"
        "a = g.analyse(depth=64, time=0.5)\n"
        "print(round(time.perf_counter() - t, 3), a.turn in g.legal_turns(), a.depth < 64)\n",
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    seconds, legal, shallower = result.stdout.split()
    assert float(seconds) < 3 and legal == shallower == "True", result.stdout


@pytest.mark.parametrize(
    "text",
    ["", "\0", "e4\0", "\0e4", "e2e4\0", "\ud800", "e" * 100_000, "1. e4", "e4 e5", "\n", "é4", "e4\u202e"],
)
def test_strange_turns_are_refused_with_one_line(text):
    for variant in NAMES:
        game = cvpages.Game(variant)
        for play in [game.play, game.play_coordinates]:
            with pytest.raises(cvpages.UnreadableError) as e:
                play(text)
            one_line(e.value)
        assert game.turns == []


@pytest.mark.parametrize("text", ["\0", "chess\0", "\ud800", "CHESS", " chess", "x" * 10_000])
def test_strange_variant_names_are_refused(text):
    with pytest.raises((cvpages.OptionError, cvpages.UnreadableError)) as e:
        cvpages.Game(text)
    one_line(e.value)
    with pytest.raises((cvpages.OptionError, cvpages.UnreadableError)) as e:
        cvpages.perft(text, 1)
    one_line(e.value)


@pytest.mark.parametrize(
    "options",
    ["\0", "points=\0", "points=99", "points=-1", "points=" + "9" * 100, "armies=,", "armies=a,b,c", "=", "\ud800"],
)
def test_strange_options_are_refused(options):
    for variant in ["chess", "multimove", "momentum", "edge-of-world"]:
        with pytest.raises((cvpages.OptionError, cvpages.UnreadableError)) as e:
            cvpages.Game(variant, options)
        one_line(e.value)


def test_random_position_texts_never_panic():
    r = rng("hostile/positions")
    alphabet = "rnbqkpRNBQKP12345678/ -wbKQkq0123456789acdefgh\0é\n"
    read = 0
    for variant in NAMES:
        start = cvpages.Game(variant).position
        for _ in range(200):
            if r.random() < 0.5:
                text = "".join(r.choice(alphabet) for _ in range(r.randint(0, 80)))
            else:
                # The start text with a few characters changed.
                chars = list(start)
                for _ in range(r.choice([1, 1, 1, 2, 3])):
                    chars[r.randrange(len(chars))] = r.choice(alphabet)
                text = "".join(chars)
            try:
                game = cvpages.Game(variant, position=text)
            except cvpages.UnreadableError as e:
                one_line(e)
                continue
            read += 1
            turns = game.legal_turns()
            game.outcome()
            game.diagram()
            # A position of Multimove may have some hundred thousand turns
            # (its points bound them): perft 2 only where turns are moves.
            depth = 2 if ONE_MOVE[variant] else 1
            try:
                count = cvpages.perft(variant, depth, text, max_seconds=5)
            except cvpages.TimeLimitError:
                continue
            if depth == 1:
                assert count == len(turns)
    # Enough of the texts read as positions for the calls after to count.
    assert read >= 50, read


def test_random_game_files_never_panic():
    r = rng("hostile/game-files")
    pieces = [
        "title: t\n", "source: s\n", "variant: chess\n", "variant: multimove\n",
        "options: points=2\n", "start: 8/8/8/8/8/8/8/K6k w - - 0 1\n", "\n",
        "1. e4\n", "1... e5\n", "2. Qh5\n", "(\n", ")\n", "white claims fifty-moves\n",
        "black resigns\n", "white offers draw\n", "# illegal: x\n", "1. Zz9\n", "\0",
        "2... Ke7 {comment}\n",
    ]
    for _ in range(500):
        text = "".join(r.choice(pieces) for _ in range(r.randint(0, 12)))
        try:
            report = cvpages.replay(text)
        except (cvpages.UnreadableError, cvpages.OptionError) as e:
            one_line(e)
            continue
        assert isinstance(report.passed, bool)
        str(report)


@pytest.mark.parametrize("args", [(1,), (None,), (b"chess",), ("chess", 1), ("chess", "", 5)])
def test_wrong_types_are_type_errors(args):
    with pytest.raises(TypeError):
        cvpages.Game(*args)


def test_the_game_file_of_strange_titles_still_replays():
    game = cvpages.Game("chess")
    game.play("e4")
    text = game.game_file("a\nb\tc", "  ")
    assert text.splitlines()[:2] == ["title: a b c", "source: not given"]
    assert cvpages.replay(text).passed
