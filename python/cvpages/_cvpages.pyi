"""Type stubs of the extension module ``cvpages._cvpages`` (PyO3): the rules
engines and the engine. The docstrings here repeat the runtime ones, which
``help()`` shows, so that editors show them too."""

from typing import Iterator, Optional, SupportsFloat, SupportsIndex

class VariantInfo:
    """A variant the package knows: its ``name`` (what ``Game`` and
    ``perft`` take), a one-line ``description``, the ``option_keys`` its
    options text takes (``'key=value'`` pairs), and whether every turn is
    one move (``one_move_turns``: its coordinates are then UCI moves)."""

    @property
    def name(self) -> str:
        """The name a game file's ``variant:`` line and ``Game`` take."""
    @property
    def description(self) -> str:
        """One line: the game, its inventor, and what sets it apart."""
    @property
    def option_keys(self) -> list[str]:
        """The keys its options text takes; empty if it has none."""
    @property
    def one_move_turns(self) -> bool:
        """Whether every turn is one move."""

class Outcome:
    """How a game ended: who won (``winner``: ``'white'``, ``'black'``, or
    ``None`` for a draw), the rule that ended it (``reason``:
    ``'checkmate'``, ``'stalemate'``, ``'king reached the last rank'``...)
    and the result as a game score writes it (``result``: ``'1-0'``,
    ``'0-1'``, ``'1/2-1/2'``). ``str()`` gives the sentence, ``'white wins
    by checkmate'``."""

    @property
    def winner(self) -> Optional[str]:
        """``'white'`` or ``'black'``, or ``None`` for a draw."""
    @property
    def reason(self) -> str:
        """The rule that ended the game, in words: ``'checkmate'``,
        ``'threefold repetition'``, ``'king removed from play'``..."""
    @property
    def result(self) -> str:
        """``'1-0'``, ``'0-1'`` or ``'1/2-1/2'``."""
    def __eq__(self, other: object) -> bool: ...

class Analysis:
    """What the engine found in a position (``Game.analyse``): the ``turn``
    it would play, its ``score`` for the side to move as the engine writes
    it (``'+0.35'``, ``'win in 2'``, ``'loss in 1'``), the same as
    ``centipawns`` (hundredths of a Pawn; ``None`` for a won or lost game)
    or as ``mate`` (the winner's turns a won or lost game takes, positive
    when the side to move wins; else ``None``), the ``depth`` searched to
    the end in turns, the ``nodes`` visited, the ``seconds`` taken, and the
    ``line`` expected, the turn first."""

    @property
    def turn(self) -> str: ...
    @property
    def score(self) -> str: ...
    @property
    def centipawns(self) -> Optional[int]: ...
    @property
    def mate(self) -> Optional[int]: ...
    @property
    def depth(self) -> int: ...
    @property
    def nodes(self) -> int: ...
    @property
    def seconds(self) -> float: ...
    @property
    def line(self) -> list[str]: ...

class Game:
    """A game of a variant in progress: the position, the turns played, and
    the rules that check each new turn and judge the end.

    ``Game(variant, options='', position=None)`` starts a game of the
    variant named ``variant`` (see ``cvpages.variants()``), with its
    ``options`` text (``'armies=nutty-knights,fabulous-fides'``, as a game
    file's ``options:`` line), from its start or from ``position``, a
    position text of the variant (FEN for the chess-like games).

    Turns are text in the variant's own notation (``play``,
    ``legal_turns``), or in the coordinate notation every variant also
    reads (``play_coordinates``, ``legal_coordinates``: ``'e2e4'``,
    ``'e7e8q'``, ``'e4e6,g1f3'`` for a turn of two steps). Iterating over a
    game gives its legal turns. ``repr()`` shows the position text,
    ``str()`` the diagram.

    Raises ``OptionError`` for an unknown variant or options it refuses,
    ``UnreadableError`` for a position text it refuses."""

    def __init__(self, variant: str, options: Optional[str] = "", position: Optional[str] = None) -> None: ...
    @property
    def variant(self) -> str:
        """The variant's name."""
    @property
    def options(self) -> str:
        """The options text the game was made with (empty for the standard
        game)."""
    @property
    def position(self) -> str:
        """The current position as the variant's position text."""
    @property
    def start_position(self) -> str:
        """The position the game started from, as position text."""
    @property
    def turns(self) -> list[str]:
        """The turns played, oldest first, as the variant wrote them."""
    @property
    def side_to_move(self) -> str:
        """The side to move: ``'white'`` or ``'black'``."""
    @property
    def draw_offer(self) -> Optional[str]:
        """The side whose draw offer stands (``'white'`` or ``'black'``), or
        ``None``."""
    def legal_turns(self) -> list[str]:
        """Every legal turn of the position in the variant's notation, each
        distinct resulting position once; empty once the game is over."""
    def legal_coordinates(self) -> list[str]:
        """The legal turns in the coordinate notation (``'e2e4'``,
        ``'e4e6,g1f3'``), in the order of ``legal_turns()``."""
    def count_legal_turns(self) -> int:
        """How many legal turns there are (without writing them)."""
    def play(self, turn: str) -> str:
        """Reads ``turn`` in the variant's notation, checks it and plays it;
        returns it as the variant writes it (``'Nf3'`` for ``'Ng1-f3'``).

        Raises ``UnreadableError`` if the text names no turn of the
        position, ``IllegalTurnError`` if it names one the rules do not
        allow, ``GameOverError`` once the game has ended; the game is then
        unchanged."""
    def play_coordinates(self, text: str) -> str:
        """Reads a turn in the coordinate notation (``'e2e4'``, ``'e7e8q'``,
        ``'e4e6,g1f3'``), checks it and plays it; returns it as the variant
        writes it in its own notation. Raises as ``play``."""
    def undo(self) -> Optional[str]:
        """Takes back the last turn or act (a claim, a draw offer or its
        answer, a resignation) and returns how it was written (``'e4'``,
        ``'white offers draw'``); ``None`` at the start."""
    def outcome(self) -> Optional[Outcome]:
        """How the game ended (an ``Outcome``), or ``None`` while it goes
        on."""
    def is_over(self) -> bool:
        """Whether the game has ended."""
    def is_check(self) -> bool:
        """Whether the side to move is in check."""
    def diagram(self) -> str:
        """The position drawn for people, as ``str()`` gives it."""
    def game_file(self, title: str, source: str) -> str:
        """The game as a game file (the format of the workspace's
        ``GAMES.md``), which ``cvpages.replay`` and ``cargo xtask
        verify-games`` replay. ``title`` and ``source`` are each written on
        one line."""
    def claims(self) -> list[str]:
        """The claims a player may make in this variant (Forward Chess's
        ``'fifty-move-win'``); empty where there are none."""
    def open_claims(self, side: str) -> list[str]:
        """The claims ``side`` (``'white'`` or ``'black'``) may make now
        that the rules would accept (``['threefold-repetition']``); empty
        once the game is over.

        Raises ``OptionError`` for a side that is neither."""
    def claim(self, side: str, claim: str) -> Outcome:
        """``side`` (``'white'`` or ``'black'``) makes the claim named
        ``claim`` (one of ``claims()``); an accepted claim ends the game,
        and its ``Outcome`` is returned.

        Raises ``OptionError`` for a side or claim the variant does not
        know, ``IllegalTurnError`` when a condition of the claim does not
        hold (the message says which), ``GameOverError`` once the game has
        ended."""
    def resign(self, side: str) -> Outcome:
        """``side`` resigns: the opponent wins. Either player may resign,
        whoever is to move. Returns the ``Outcome``.

        Raises ``OptionError`` for a side that is neither ``'white'`` nor
        ``'black'``, ``GameOverError`` once the game has ended."""
    def offer_draw(self, side: str) -> None:
        """``side`` offers a draw, which stands until the opponent accepts
        or declines it or plays a turn (``draw_offer`` tells whose stands).

        Raises ``OptionError`` for a side that is neither ``'white'`` nor
        ``'black'``, ``IllegalTurnError`` where the variant forbids draws by
        agreement (Forward Chess) or the opponent's offer stands,
        ``GameOverError`` once the game has ended."""
    def accept_draw(self, side: str) -> Outcome:
        """``side`` accepts the opponent's standing draw offer: the game is
        drawn by agreement, and the ``Outcome`` is returned.

        Raises as ``offer_draw``, and ``IllegalTurnError`` when no offer of
        the opponent stands."""
    def decline_draw(self, side: str) -> None:
        """``side`` declines the opponent's standing draw offer. Raises as
        ``accept_draw``."""
    def best_turn(
        self,
        *,
        time: Optional[SupportsFloat] = None,
        depth: Optional[SupportsIndex] = None,
        nodes: Optional[SupportsIndex] = None,
    ) -> str:
        """The turn the engine would play, in the variant's notation. The
        search stops at the first of ``time`` (seconds, up to 3600),
        ``depth`` (turns, 1 to 64) and ``nodes`` reached; with none of them
        it searches for one second, and a search limited by depth or nodes
        alone stops after 60 seconds all the same. Other Python threads run
        while it searches.

        Raises ``GameOverError`` once the game has ended, ``OptionError``
        for a limit out of range."""
    def analyse(
        self,
        *,
        time: Optional[SupportsFloat] = None,
        depth: Optional[SupportsIndex] = None,
        nodes: Optional[SupportsIndex] = None,
    ) -> Analysis:
        """What the engine finds in the position (an ``Analysis``: the turn,
        its score, the depth reached, the line expected). Limits and errors
        as ``best_turn``."""
    def __iter__(self) -> Iterator[str]: ...

class Entry:
    """One turn, claim, start or side line of a ``Report``: its ``kind``
    (``'start'``, ``'turn'``, ``'claim'``, ``'variation'``,
    ``'end-of-variation'``), ``label`` (``'12...'``), the turn ``text`` as
    the file prints it, the side line it is in (``context``), the file
    ``line``, the ``verdict`` as ``(tone, text)`` pairs (tones ``'ok'``,
    ``'declared'``, ``'problem'``, ``'end'``), the ``position`` text it
    leads to (``None`` for a turn not played and for claims), its
    ``diagram``, what follows (``after``: the end of the game) and the
    source's ``comments``."""

    @property
    def kind(self) -> str: ...
    @property
    def label(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def context(self) -> str: ...
    @property
    def line(self) -> int: ...
    @property
    def verdict(self) -> list[tuple[str, str]]: ...
    @property
    def position(self) -> Optional[str]: ...
    @property
    def diagram(self) -> Optional[str]: ...
    @property
    def after(self) -> list[tuple[str, str]]: ...
    @property
    def comments(self) -> list[str]: ...

class Deviation:
    """A rule a turn or claim broke: the ``turn`` (its label, with the side
    line it is in), the file ``line``, the ``kind`` (``'illegal'``,
    ``'not-check'``, ``'not-mate'``, ``'misprint'``, ``'unreadable'``,
    ``'refused'``), the ``reason`` in words, and the file's ``declared``
    words if it declares it (else ``None``)."""

    @property
    def turn(self) -> str: ...
    @property
    def line(self) -> int: ...
    @property
    def kind(self) -> str: ...
    @property
    def reason(self) -> str: ...
    @property
    def declared(self) -> Optional[str]: ...

class Report:
    """The replay of a game file (``cvpages.replay``): what the file says
    and, for every turn, claim and side line, an ``Entry`` with the
    verdict. ``passed`` is true when nothing fails (``problems`` is empty);
    ``deviations`` lists every rule a turn broke, declared by the file or
    not. ``str()`` gives the full report as ``cargo xtask verify-games``
    writes it."""

    @property
    def title(self) -> str:
        """The game's title."""
    @property
    def source(self) -> str:
        """The game file's ``source:``."""
    @property
    def variant(self) -> str:
        """The variant's name, as the file gives it."""
    @property
    def options(self) -> str:
        """The game file's ``options:`` (empty if none)."""
    @property
    def turns_replayed(self) -> int:
        """How many turns were replayed, side lines included."""
    @property
    def problems(self) -> list[str]:
        """Why the file fails, one line each: deviations found but not
        declared, declared but not found, replays that could not go on."""
    @property
    def passed(self) -> bool:
        """Whether the file passes: no problem."""
    @property
    def deviations(self) -> list[Deviation]:
        """Every rule a turn or claim broke, in the file's order."""
    @property
    def entries(self) -> list[Entry]:
        """The start, every turn, claim and side line, in the file's
        order."""
    @property
    def summary(self) -> str:
        """One line: turns replayed, deviations found and declared."""
    def render(self) -> str:
        """The full report as text."""

def variants() -> list[VariantInfo]:
    """Every variant the package knows, in the registry's order."""

def perft(
    variant: str,
    depth: SupportsIndex,
    position: Optional[str] = None,
    options: Optional[str] = "",
    *,
    max_seconds: Optional[SupportsFloat] = None,
) -> int:
    """The count of turn sequences of ``depth`` turns (1 to 12) from
    ``position`` (a position text of the variant; its start if ``None``)
    in the variant named ``variant`` with ``options``: perft, each distinct
    resulting position of a turn counted once, as ``cargo xtask perft``
    counts.

    The count runs with the GIL released, so other Python threads run
    meanwhile, and stops with ``KeyboardInterrupt`` on Ctrl-C. It is
    bounded in time: after ``max_seconds`` (600 by default, at most 86400)
    it stops and raises ``TimeLimitError``.

    Raises ``OptionError`` for an unknown variant, options it refuses or a
    depth or time out of range, ``UnreadableError`` for a position text it
    refuses."""

def replay(text: str) -> Report:
    """Replays the game file ``text`` (the format of the workspace's
    ``GAMES.md``) with the variant and options it names, turn by turn, as
    ``cargo xtask verify-games`` does, and returns the ``Report``. A turn
    that breaks a rule is not an error but part of the report.

    Raises ``UnreadableError`` if the file does not read (the message names
    the line) or its start position does not, ``OptionError`` if it names
    an unknown variant or options the variant refuses."""
