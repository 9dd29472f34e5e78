//! One test for every game, written once against the uniform surface only:
//! the registry (`cvpages::open`, `open_at`, `with_variant`), the
//! object-safe `AnyGame` with its turns as text, and the typed
//! `kernel::game::Game<V>`. The same code runs for the six games, the
//! Multimove Heavy Gravity instance and a few games with options; nothing
//! here names a variant's own types but the test of the constructors every
//! variant type has by the same names (`new`, `with_options`, `Default`).
//!
//! The surface each variant crate shares is checked where the types allow:
//! the coordinate notation (every legal turn's coordinates read back as its
//! steps, no two turns share a text, through `Variant` and through
//! `AnyGame`), positions that display as their diagram and debug as one
//! line of their text, and the constructors.
//!
//! What is checked comes from outside `Game`: the variant's own listed
//! turns read back as themselves, the kernel's replay (which keeps its own
//! history) replays the game file `Game` writes, a position's text opened
//! afresh offers the same turns. The documented games of every crate,
//! played turn by turn through the same surface as their files say, are
//! `xtask`'s test `documented_games` (which finds them as `verify-games`
//! does).

use cvpages::kernel::coordinates::CoordinateStep;
use cvpages::kernel::game::Game;
use cvpages::{open, open_at, AnyGame, GameFile, Outcome, PlayError, Playable, Task};
use test_support::SplitMix64;

/// Every registered variant with its standard options, and some with
/// options (so that the `options:` line of the game file is replayed too),
/// each with how many turns a random game may run: a Multimove position
/// has up to a hundred thousand turns, the others a few dozen, so those
/// play up to a thousand turns, and most of their games end first (by
/// checkmate, repetition, a King on its last rank or off the board).
fn instances() -> Vec<(&'static str, &'static str, usize)> {
    let mut all: Vec<(&'static str, &'static str, usize)> = cvpages::names()
        .map(|name| match name {
            // White's first turn (4 points), then Black's hundred
            // thousand: counted, but not played (the points=2 game below
            // plays many multi-move turns).
            "multimove" => (name, "", 1),
            "multimove-heavy-gravity" => (name, "", 12),
            _ => (name, "", 1000),
        })
        .collect();
    all.extend([
        ("multimove", "points=2", 200),
        ("momentum", "armies=nutty-knights,remarkable-rookies", 300),
        ("momentum", "action=optional", 300),
        ("edge-of-world", "pawn-start=diagonal stop=part-way", 300),
        ("edge-of-world", "action=optional promotion=both-rows", 300),
    ]);
    all
}

/// What the position looked like before each turn of a random game.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Seen {
    position: String,
    outcome: Option<Outcome>,
    turns: u64,
    in_check: bool,
}

fn seen(game: &dyn AnyGame) -> Seen {
    Seen {
        position: game.position_text(),
        outcome: game.outcome(),
        turns: game.count_legal_turns(),
        in_check: game.in_check(),
    }
}

/// Plays a random game through `AnyGame` by the text of listed turns, with
/// every check the text surface allows; returns the turns played and what
/// was seen before each (and after the last).
fn random_game(
    game: &mut dyn AnyGame,
    plies: usize,
    seed: u64,
    label: &str,
) -> (Vec<String>, Vec<Seen>) {
    let mut choices = SplitMix64::new(seed);
    let mut played = Vec::new();
    let mut views = vec![seen(game)];
    while played.len() < plies {
        let listed = game.legal_turns();
        let view = views.last().cloned().unwrap_or_else(|| seen(game));
        assert_eq!(listed.len() as u64, view.turns, "{label}: count and list");
        let mut distinct = listed.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(
            distinct.len(),
            listed.len(),
            "{label} after {played:?}: two turns are written alike"
        );
        // A text no variant reads is refused and changes nothing.
        let err = game.play("no such turn").unwrap_err();
        assert!(
            matches!(
                err,
                PlayError::Unreadable { .. } | PlayError::GameOver { .. }
            ),
            "{label}: {err}"
        );
        assert_eq!(seen(game), view, "{label}: a refused turn changed the game");
        if let Some(outcome) = view.outcome {
            assert!(listed.is_empty(), "{label}: turns listed after {outcome}");
            assert!(matches!(err, PlayError::GameOver { .. }), "{label}: {err}");
            break;
        }
        // No legal turn and no end would leave the players stuck.
        assert!(
            !listed.is_empty(),
            "{label} after {played:?}: no turn and no end"
        );
        // The same turns in coordinates, in the same order, each written
        // once.
        let coordinates = game.coordinate_turns();
        assert_eq!(coordinates.len(), listed.len(), "{label}: coordinates");
        let mut distinct = coordinates.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(
            distinct.len(),
            listed.len(),
            "{label} after {played:?}: two turns are written alike in coordinates"
        );
        let chosen = choices.below(listed.len());
        let text = &listed[chosen];
        // Every other turn is played by its coordinates, which give the
        // turn the variant's notation lists there.
        let written = if played.len() % 2 == 0 {
            game.play(text)
        } else {
            game.play_coordinates(&coordinates[chosen])
        }
        .unwrap_or_else(|e| panic!("{label} after {played:?}: listed {text} refused: {e}"));
        assert_eq!(
            &written, text,
            "{label}: a listed turn reads back as another"
        );
        played.push(written);
        views.push(seen(game));
        assert_eq!(game.played(), played, "{label}");
    }
    (played, views)
}

/// The typed `Game<V>` given the same turns as steps reaches the positions
/// `AnyGame` showed, with the same outcome; its history has one key per
/// turn.
struct SameGameTyped<'a> {
    label: &'a str,
    played: &'a [String],
    views: &'a [Seen],
}

impl Task for SameGameTyped<'_> {
    type Output = ();

    fn run<V: Playable>(self, variant: V) -> Self::Output {
        let label = self.label;
        let mut game = Game::new(variant);
        for (i, text) in self.played.iter().enumerate() {
            let turns = game.legal_turns();
            let steps = turns
                .iter()
                .find(|turn| game.write_turn(turn) == *text)
                .unwrap_or_else(|| panic!("{label}: {text} is not among the typed turns"));
            let steps = steps.clone();
            assert_eq!(game.play_turn(&steps).as_ref(), Ok(text), "{label}");
            let view = &self.views[i + 1];
            assert_eq!(game.position_text(), view.position, "{label} after {text}");
            // The text holds the whole position: read back, it is equal.
            let read = game.variant().read_position(&view.position);
            assert!(
                read.as_ref().is_ok_and(|p| p == game.position()),
                "{label}: the position text after {text} reads as another position"
            );
            assert_eq!(game.outcome(), view.outcome, "{label} after {text}");
            // A position shows itself: Display is the diagram, Debug one
            // line naming its board as its text does.
            assert_eq!(game.position().to_string(), game.diagram(), "{label}");
            let debug = format!("{:?}", game.position());
            let board = view.position.split(' ').next().unwrap_or_default();
            assert!(
                debug.starts_with("Position(\"") && debug.contains(board) && !debug.contains('\n'),
                "{label}: {debug}"
            );
            assert_eq!(game.history().len(), i + 1, "{label}");
            assert_eq!(game.turns()[i].steps(), &steps[..], "{label}");
        }
    }
}

/// The coordinate notation on the positions of random games: in every
/// position, each legal turn's coordinates read back as the very steps
/// of the turn and no two turns share a text; at every step of every
/// turn, the steps that may come next are written apart and at most one
/// of them is left unwritten (what makes reading exact). Then one of the
/// turns, chosen at random, is played, its positions on the way displaying
/// as their diagram.
struct CoordinatesRoundTrip<'a> {
    label: &'a str,
    seed: u64,
    plies: usize,
}

impl Task for CoordinatesRoundTrip<'_> {
    type Output = (usize, std::collections::BTreeSet<&'static str>);

    /// Returns how many turns were read back, and the shapes of the steps
    /// written.
    fn run<V: Playable>(self, variant: V) -> Self::Output {
        let label = self.label;
        let mut choices = SplitMix64::new(self.seed);
        let mut position = variant.start_position();
        let mut history = Vec::new();
        let mut checked = 0;
        let mut shapes = std::collections::BTreeSet::new();
        let mut turns = Vec::new();
        let mut next = Vec::new();
        for ply in 0..self.plies {
            if variant.outcome(&position, &history).is_some() {
                break;
            }
            turns.clear();
            variant.legal_turns(&position, &mut turns);
            if turns.is_empty() {
                break;
            }
            let mut texts = std::collections::HashSet::new();
            for turn in &turns {
                let text = variant.write_coordinates(&position, turn);
                let read = variant
                    .read_coordinates(&position, &text)
                    .unwrap_or_else(|e| panic!("{label} ply {ply}: {text} does not read: {e}"));
                assert_eq!(
                    read[..],
                    turn[..],
                    "{label} ply {ply}: {text} reads as other steps"
                );
                assert!(
                    texts.insert(text.clone()),
                    "{label} ply {ply}: two turns are {text}"
                );
                let mut at = position.clone();
                for &step in turn {
                    next.clear();
                    variant.steps(&at, &mut next);
                    let written: Vec<_> = next
                        .iter()
                        .map(|&s| variant.coordinate_step(&at, s))
                        .collect();
                    let mut apart: Vec<String> =
                        written.iter().flatten().map(|w| w.to_string()).collect();
                    let count = apart.len();
                    apart.sort();
                    apart.dedup();
                    assert_eq!(
                        apart.len(),
                        count,
                        "{label} ply {ply}: two steps written alike in {text}"
                    );
                    assert!(
                        written.len() - count <= 1,
                        "{label} ply {ply}: two unwritten steps in {text}"
                    );
                    shapes.insert(match variant.coordinate_step(&at, step) {
                        None => "unwritten",
                        Some(CoordinateStep::Move { from, to, .. }) if from == to => "square twice",
                        Some(CoordinateStep::Move {
                            promotion: Some(_), ..
                        }) => "promotion",
                        Some(CoordinateStep::Move { .. }) => "move",
                        Some(CoordinateStep::MoveAndStop { .. }) => "move and stop",
                        Some(CoordinateStep::Off { .. }) => "off",
                        Some(CoordinateStep::Stays { .. }) => "stays",
                        Some(CoordinateStep::Null) => "null",
                    });
                    variant.play_step(&mut at, step);
                }
                checked += 1;
            }
            let turn = &turns[choices.below(turns.len())];
            // Positions in the middle of a turn show themselves as their
            // diagram too.
            let mut at = position.clone();
            for &step in turn.iter() {
                assert_eq!(at.to_string(), variant.diagram(&at), "{label} ply {ply}");
                variant.play_step(&mut at, step);
            }
            history.push(variant.repetition_key(&position));
            position = variant.play_turn_unchecked(&position, turn);
        }
        (checked, shapes)
    }
}

/// Every variant, several random games each: see [`CoordinatesRoundTrip`].
#[test]
fn coordinates_round_trip_on_random_positions() {
    let mut every_shape = std::collections::BTreeSet::new();
    for (i, (name, options, plies)) in instances().into_iter().enumerate() {
        let label = format!("{name} [{options}]");
        let mut checked = 0;
        let mut shapes = std::collections::BTreeSet::new();
        // Three games each in a full run, one in a quick one.
        let games = if cvpages_tests::full_run() { 3 } else { 1 };
        for seed in 0..games {
            let (turns, seen) = cvpages::with_variant(
                name,
                options,
                CoordinatesRoundTrip {
                    label: &label,
                    seed: 0xc0de + 17 * i as u64 + seed,
                    plies: plies.min(150),
                },
            )
            .unwrap_or_else(|e| panic!("{label}: {e}"));
            checked += turns;
            shapes.extend(seen);
        }
        assert!(checked >= 20, "{label}: only {checked} turns checked");
        every_shape.extend(shapes);
    }
    // The games met every shape of step the notation has.
    assert_eq!(
        every_shape.into_iter().collect::<Vec<_>>(),
        [
            "move",
            "move and stop",
            "off",
            "promotion",
            "square twice",
            "stays",
            "unwritten"
        ]
    );
}

/// Checks one random game of `name` with `options`.
fn check_instance(name: &str, options: &str, plies: usize, seed: u64) {
    let label = format!("{name} [{options}]");
    let mut game = open(name, options).unwrap_or_else(|e| panic!("{label}: {e}"));
    let (played, views) = random_game(&mut *game, plies, seed, &label);
    assert!(!played.is_empty(), "{label}");

    // The record replays with the kernel's replay, which keeps its own
    // history: every turn legal, every check mark true, and the same end.
    let text = game.game_file("A random game", "tests/tests/uniform.rs");
    let file = GameFile::parse(&text).unwrap_or_else(|e| panic!("{label}: {e}\n{text}"));
    assert_eq!(file.options, game.options(), "{label}");
    let report = cvpages::replay(&file).unwrap_or_else(|e| panic!("{label}: {e}\n{text}"));
    assert_eq!(report.problems(), &[] as &[String], "{label}\n{text}");
    assert_eq!(report.turns_replayed(), played.len(), "{label}");
    let rendered = report.render();
    match game.outcome() {
        Some(outcome) => assert!(
            rendered.contains(&format!("game over: {outcome}")),
            "{label}: the replay does not see {outcome}"
        ),
        None => assert!(!rendered.contains("game over"), "{label}: {rendered}"),
    }

    // The typed game with the same turns as steps.
    cvpages::with_variant(
        name,
        options,
        SameGameTyped {
            label: &label,
            played: &played,
            views: &views,
        },
    )
    .unwrap_or_else(|e| panic!("{label}: {e}"));

    // Opened afresh from a position's text (halfway), the game offers the
    // same turns: the text carries the whole state of the position.
    let middle = &views[views.len() / 2];
    if middle.outcome.is_none() {
        let fresh = open_at(name, options, &middle.position)
            .unwrap_or_else(|e| panic!("{label}: {} does not open: {e}", middle.position));
        assert_eq!(fresh.count_legal_turns(), middle.turns, "{label}");
        assert_eq!(fresh.in_check(), middle.in_check, "{label}");
    }

    // Undo walks back through every position, outcome and count.
    for (i, text) in played.iter().enumerate().rev() {
        assert_eq!(game.undo().as_ref(), Some(text), "{label}");
        assert_eq!(seen(&*game), views[i], "{label}: undoing {text}");
    }
    assert_eq!(game.undo(), None, "{label}");
    assert!(game.played().is_empty());

    // And the same turns played again reach the same end.
    for text in &played {
        game.play(text)
            .unwrap_or_else(|e| panic!("{label}: {text} again: {e}"));
    }
    assert_eq!(views.last(), Some(&seen(&*game)), "{label}");
}

#[test]
fn random_games_through_the_uniform_surface() {
    for (i, (name, options, plies)) in instances().into_iter().enumerate() {
        check_instance(name, options, plies, 0x5eed + i as u64);
    }
}

/// One variant type's constructors: `new()`, `with_options("")` and
/// `Default` build the standard game, the one the registry opens by
/// `name`; `with_options` refuses an unknown key, naming it.
fn check_constructors<V: Playable>(name: &str, built: [(&str, V); 3], refused: Result<(), String>) {
    let registry = open(name, "").unwrap_or_else(|e| panic!("{name}: {e}"));
    for (how, variant) in built {
        let start = variant.start_position();
        assert_eq!(variant.name(), name, "{name}: {how}");
        assert_eq!(
            variant.write_position(&start),
            registry.position_text(),
            "{name}: {how}"
        );
        assert_eq!(
            variant.count_turns(&start),
            registry.count_legal_turns(),
            "{name}: {how}"
        );
    }
    let err = refused.expect_err(name);
    assert!(err.contains("'no-such-key'"), "{name}: {err}");
}

macro_rules! check_constructors {
    ($($name:literal => $variant:ty),* $(,)?) => {{
        let mut names = Vec::new();
        $(
            check_constructors::<$variant>(
                $name,
                [
                    ("new()", <$variant>::new()),
                    ("with_options(\"\")", <$variant>::with_options("").expect($name)),
                    ("default()", <$variant>::default()),
                ],
                <$variant>::with_options("no-such-key=1").map(|_| ()).map_err(|e| e.to_string()),
            );
            names.push($name);
        )*
        names
    }};
}

/// Every variant type has the constructors by the same names, and they
/// build the game the registry opens by name (FIDE chess, the kernel's
/// reference rather than a variant crate, has `chess::fide()` and
/// `chess::with_options`).
#[test]
fn every_variant_type_has_the_same_constructors() {
    use cvpages::{edge_of_world, forward, heavy_gravity, kernel, momentum, multimove};
    let mut names = check_constructors!(
        "heavy-gravity" => heavy_gravity::HeavyGravity,
        "forward" => forward::Forward,
        "multimove" => multimove::MultimoveChess,
        "multimove-heavy-gravity" => multimove::MultimoveHeavyGravity,
        "momentum" => momentum::Momentum,
        "edge-of-world" => edge_of_world::EdgeOfWorld,
    );
    check_constructors(
        "chess",
        [
            ("fide()", kernel::chess::fide()),
            (
                "with_options(\"\")",
                kernel::chess::with_options("").expect("chess"),
            ),
            ("fide()", kernel::chess::fide()),
        ],
        kernel::chess::with_options("no-such-key=1")
            .map(|_| ())
            .map_err(|e| e.to_string()),
    );
    names.push("chess");
    names.sort();
    let mut registered: Vec<&str> = cvpages::names().collect();
    registered.sort();
    assert_eq!(names, registered);
}
