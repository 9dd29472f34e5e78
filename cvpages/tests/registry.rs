//! The registry's list against the variants themselves: every name opens
//! the variant of that name, every option key listed is one the variant
//! knows and every key it knows is listed, and bad names, options and
//! positions are refused in one line naming what is known.

use cvpages::{open, open_at, OpenError, VARIANTS};

/// The keys a variant knows, as its own options error names them when
/// given a key no variant has.
fn keys_the_variant_names(name: &str) -> String {
    let err = open(name, "no-such-key=1").unwrap_err();
    let text = err.to_string();
    let prefix = format!("variant '{name}': unknown option 'no-such-key': ");
    text.strip_prefix(&prefix)
        .unwrap_or_else(|| panic!("{name}: {text}"))
        .to_string()
}

#[test]
fn every_name_opens_the_variant_of_that_name() {
    for info in VARIANTS {
        let game = open(info.name, "").unwrap_or_else(|e| panic!("{}: {e}", info.name));
        assert_eq!(game.variant_name(), info.name);
        assert_eq!(game.options(), "");
        assert!(game.played().is_empty());
        assert!(game.count_legal_turns() > 0, "{}", info.name);
        assert_eq!(game.side_to_move(), cvpages::Color::White, "{}", info.name);
    }
    let names: Vec<&str> = cvpages::names().collect();
    let mut unique = names.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), names.len(), "a name listed twice");
}

#[test]
fn the_option_keys_listed_are_the_keys_each_variant_knows() {
    for info in VARIANTS {
        let expected = if info.option_keys.is_empty() {
            "this variant has no options".to_string()
        } else {
            format!("the options are {}", info.option_keys.join(", "))
        };
        assert_eq!(keys_the_variant_names(info.name), expected, "{}", info.name);
        // Each key is known: a bad value is refused for its value.
        for key in info.option_keys {
            let err = open(info.name, &format!("{key}=no-such-value")).unwrap_err();
            assert!(
                !err.to_string().contains("unknown option"),
                "{} {key}: {err}",
                info.name
            );
        }
    }
}

#[test]
fn descriptions_are_one_line_each() {
    for info in VARIANTS {
        let d = info.description;
        assert!(
            !d.is_empty() && !d.contains('\n') && !d.ends_with('.'),
            "{d}"
        );
        assert!(d.len() <= 140, "{} is long: {d}", info.name);
    }
}

#[test]
fn bad_names_options_and_positions_are_refused_in_one_line() {
    // The names are the registry's, so that a variant added by
    // `cargo xtask new-variant` keeps this test passing.
    let names = cvpages::names().collect::<Vec<_>>().join(", ");
    // The list the messages give: the workspace's variants in order, and a
    // variant `new-variant` adds after them.
    assert!(
        names.starts_with(
            "chess, heavy-gravity, forward, multimove, multimove-heavy-gravity, momentum, edge-of-world"
        ),
        "{names}"
    );
    let check = |result: Result<Box<dyn cvpages::AnyGame + Send>, OpenError>, expected: &str| {
        let err = result.unwrap_err().to_string();
        assert_eq!(err, expected);
        assert_eq!(err.lines().count(), 1);
    };
    check(
        open("shogi", ""),
        &format!("unknown variant 'shogi': expected one of {names}"),
    );
    check(
        open("Chess", ""),
        &format!("unknown variant 'Chess': expected one of {names}"),
    );
    check(
        open("che\nss", ""),
        &format!(r"unknown variant 'che\nss': expected one of {names}"),
    );
    check(
        open("multimove", "points=1"),
        "variant 'multimove': points '1' must be a whole number from 2 to 8",
    );
    check(
        open("forward", "armies=nutty-knights,nutty-knights"),
        "variant 'forward': unknown option 'armies': this variant has no options",
    );
    check(
        open_at("chess", "", "8/8/8 w - - 0 1"),
        "variant 'chess': bad position text: the board part has 3 ranks, the board has 8",
    );
    // The name is judged before the options, the options before the text.
    check(
        open_at("shogi", "x", "y"),
        &format!("unknown variant 'shogi': expected one of {names}"),
    );
    check(
        open_at("chess", "x=1", "y"),
        "variant 'chess': unknown option 'x': this variant has no options",
    );
}

#[test]
fn options_are_kept_for_the_game_file() {
    let game = open("momentum", "armies=remarkable-rookies,\n  nutty-knights").unwrap();
    assert_eq!(game.options(), "armies=remarkable-rookies, nutty-knights");
    let file = game.game_file("t", "s");
    assert!(
        file.contains("\noptions: armies=remarkable-rookies, nutty-knights\n"),
        "{file}"
    );
    // Remarkable Rookies v Nutty Knights: 24 first turns (Momentum's perft
    // file, agreed by its brute-force enumerator), not the FIDE armies' 20.
    assert_eq!(game.count_legal_turns(), 24);
}

/// Needs what threaded work over a variant needs (perft split at the root
/// shares the variant and its positions between threads).
fn count_on_two_threads<V>(variant: &V) -> (u64, u64)
where
    V: cvpages::Variant + Sync,
    V::Position: Send + Sync,
    V::Step: Send + Sync,
{
    let start = variant.start_position();
    std::thread::scope(|s| {
        let a = s.spawn(|| variant.count_turns(&start));
        let b = s.spawn(|| variant.count_turns(&start));
        (a.join().unwrap_or(0), b.join().unwrap_or(0))
    })
}

struct TwoThreads;

impl cvpages::Task for TwoThreads {
    type Output = (u64, u64);
    fn run<V: cvpages::Playable>(self, variant: V) -> (u64, u64) {
        // Compiles only if `Playable` implies the bounds threads need.
        count_on_two_threads(&variant)
    }
}

#[test]
fn every_variant_may_be_shared_between_threads() {
    for name in cvpages::names() {
        let (a, b) = cvpages::with_variant(name, "", TwoThreads).unwrap();
        let single = open(name, "").unwrap().count_legal_turns();
        assert_eq!((a, b), (single, single), "{name}");
    }
}

/// The backquoted words of the line of `file` that starts with `start`
/// (and the lines after it up to a blank line or a table row's end).
fn names_in(file: &str, start: &str) -> Vec<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
    let at = text
        .find(start)
        .unwrap_or_else(|| panic!("{file} has no line starting {start:?}"));
    let passage = &text[at + start.len()..];
    let end = passage.find("\n\n").unwrap_or(passage.len());
    let end = passage[..end].find("(required)").unwrap_or(end);
    passage[..end]
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// The documents name the variants where a user looks for them; the list
/// they give must be the registry's, in its order.
#[test]
fn the_documents_name_the_registered_variants() {
    let names: Vec<String> = cvpages::names().map(str::to_string).collect();
    assert_eq!(names_in("README.md", "The variant names are"), names);
    assert_eq!(
        names_in("GAMES.md", "| `variant` | the name `cargo xtask` knows:"),
        names
    );
}
