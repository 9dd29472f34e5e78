"""The type stubs (``cvpages/_cvpages.pyi``) against the extension module:
every public class, function, method and property of the one is in the
other, and every docstring the stubs give is the one ``help()`` shows."""

import ast
import inspect
from pathlib import Path

import cvpages
from cvpages import _cvpages

STUBS = Path(cvpages.__file__).with_name("_cvpages.pyi")


def stub_tree() -> dict[str, dict[str, ast.AST]]:
    """The stubs' classes (their members by name) and functions (under the
    name ``''``)."""
    tree = ast.parse(STUBS.read_text())
    out: dict[str, dict[str, ast.AST]] = {"": {}}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            out[node.name] = {"": node} | {
                m.name: m for m in node.body if isinstance(m, ast.FunctionDef)
            }
        elif isinstance(node, ast.FunctionDef):
            out[""][node.name] = node
    return out


def public(names) -> set[str]:
    return {n for n in names if n and not n.startswith("_")}


def test_the_stubs_name_everything_the_module_has():
    stubs = stub_tree()
    module = public(dir(_cvpages))
    assert module == public(stubs) | public(stubs[""])
    assert public(cvpages.__all__) == module | {
        "Error",
        "UnreadableError",
        "IllegalTurnError",
        "GameOverError",
        "OptionError",
        "TimeLimitError",
    }
    for name in public(stubs):
        cls = getattr(_cvpages, name)
        members = public(vars(cls))
        assert members == public(stubs[name]), name


def test_the_stubs_docstrings_are_the_ones_help_shows():
    stubs = stub_tree()
    compared = 0
    for cls_name, members in stubs.items():
        for name, node in members.items():
            doc = ast.get_docstring(node)
            if doc is None:
                continue
            if cls_name == "":
                runtime = getattr(_cvpages, name).__doc__
            elif name == "":
                runtime = getattr(_cvpages, cls_name).__doc__
            else:
                runtime = vars(getattr(_cvpages, cls_name))[name].__doc__
            # The same words; the lines may be wrapped apart.
            assert (runtime or "").split() == doc.split(), f"{cls_name}.{name}"
            compared += 1
    assert compared >= 40


def test_help_explains_the_game():
    text = inspect.getdoc(cvpages.Game)
    assert "Game(variant, options='', position=None)" in text
    assert "Raises ``UnreadableError``" in inspect.getdoc(cvpages.Game.play)
    assert inspect.signature(cvpages.perft).parameters["max_seconds"].kind is inspect.Parameter.KEYWORD_ONLY
