//! No circle of imports in any crate of the workspace, and no library
//! function over 120 lines but those listed here to be shortened
//! (`cvpages_tests::layers` reads the source; issue 28).

use cvpages_tests::layers::{Crate, LongFunction};
use std::path::{Path, PathBuf};

/// The workspace's directory.
fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests crate is in the workspace")
        .to_path_buf()
}

/// The workspace's member crates, from its `Cargo.toml`.
fn members() -> Vec<PathBuf> {
    let root = workspace();
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).expect("Cargo.toml reads");
    let list = manifest
        .split_once("members = [")
        .and_then(|(_, rest)| rest.split_once(']'))
        .expect("the workspace lists its members")
        .0;
    let members: Vec<PathBuf> = list
        .split(',')
        .map(|m| m.trim().trim_matches('"'))
        .filter(|m| !m.is_empty())
        .map(|m| root.join(m))
        .collect();
    assert!(members.len() >= 10, "members: {members:?}");
    members
}

/// The circles still to be broken: crate directory and the modules in
/// it. The list may only shrink (the test fails on a circle listed that
/// is gone, and on any other). Empty: the kernel's last circle
/// (`evaluation`, `search_terms`, `variant`, `walk`) is broken by the
/// traits below `Variant` that the walk and the default search terms ask
/// (`step_rules::StepRules`, `legend_terms::Drawn`).
const STILL_CIRCLES: &[(&str, &[&str])] = &[];

#[test]
fn no_crate_has_a_circle_of_imports_but_those_listed() {
    let mut circles = Vec::new();
    for dir in members() {
        let krate = Crate::read(&dir).unwrap_or_else(|e| panic!("{e}"));
        circles.extend(krate.circles());
    }
    let listed = |c: &cvpages_tests::layers::Circle| {
        STILL_CIRCLES
            .iter()
            .any(|&(k, modules)| c.krate == k && c.modules == modules)
    };
    let text: Vec<String> = circles
        .iter()
        .filter(|c| !listed(c))
        .map(ToString::to_string)
        .collect();
    assert!(text.is_empty(), "\n{}", text.join("\n"));
    for &(k, modules) in STILL_CIRCLES {
        assert!(
            circles.iter().any(|c| c.krate == k && c.modules == modules),
            "{k}: the circle {modules:?} is gone: remove it from the list"
        );
    }
}

/// Writes a crate of `files` (path under `src/`, text) into a fresh
/// folder and reads it.
fn made_up_crate(name: &str, files: &[(&str, &str)]) -> Crate {
    let dir = std::env::temp_dir().join(format!("cvpages-layers-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (path, text) in files {
        let file = dir.join("src").join(path);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(file, text).unwrap();
    }
    let krate = Crate::read(&dir).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    krate
}

#[test]
fn a_circle_is_found_through_uses_paths_and_reexports_and_not_in_tests_or_comments() {
    let lib = "mod a;\nmod b;\npub mod c;\npub use c::Thing;\n";
    // a -> b by a use, b -> a by a path in code: a circle.
    let krate = made_up_crate(
        "direct",
        &[
            ("lib.rs", lib),
            ("a.rs", "use crate::b::B;\npub struct A;\n"),
            ("b.rs", "pub struct B;\nfn f() { let _ = crate::a::A; }\n"),
            ("c/mod.rs", "mod inner;\npub use inner::Thing;\n"),
            ("c/inner.rs", "pub struct Thing;\n"),
        ],
    );
    let circles = krate.circles();
    assert_eq!(circles.len(), 1, "{circles:?}");
    assert_eq!(circles[0].modules, ["a", "b"]);
    assert_eq!(circles[0].within, "crate");
    let shown = circles[0].to_string();
    assert!(
        shown.contains("a -> b: src/a.rs:1 names crate::b::B"),
        "{shown}"
    );
    assert!(
        shown.contains("b -> a: src/b.rs:2 names crate::a::A"),
        "{shown}"
    );
    // c::inner -> a, a -> c through the root's re-export: a circle
    // between a and c; in a test module or a comment, none.
    let through = made_up_crate(
        "reexport",
        &[
            ("lib.rs", lib),
            ("a.rs", "use crate::Thing;\npub struct A;\n"),
            ("b.rs", "// crate::a::A\nconst S: &str = \"crate::a::A\";\n#[cfg(test)]\nmod tests {\n    use crate::a::A;\n}\n"),
            ("c/mod.rs", "mod inner;\npub use inner::Thing;\n"),
            ("c/inner.rs", "use super::super::a::A;\npub struct Thing;\n"),
        ],
    );
    let circles = through.circles();
    assert_eq!(circles.len(), 1, "{circles:?}");
    assert_eq!(circles[0].modules, ["a", "c"]);
    // Among a directory's children, and a child naming its parent's
    // items is no arrow.
    let nested = made_up_crate(
        "nested",
        &[
            ("lib.rs", "pub mod d;\n"),
            (
                "d/mod.rs",
                "mod x;\nmod y;\npub struct Shared;\npub use x::X;\n",
            ),
            (
                "d/x.rs",
                "use super::Shared;\nuse super::y::Y;\npub struct X;\n",
            ),
            ("d/y.rs", "use super::X;\npub struct Y;\n"),
        ],
    );
    let circles = nested.circles();
    assert_eq!(circles.len(), 1, "{circles:?}");
    assert_eq!(
        (circles[0].within.as_str(), &circles[0].modules[..]),
        ("d", &["x".to_string(), "y".to_string()][..])
    );
}

/// The library functions over 120 lines that are still to be shortened
/// (issue 28): crate directory, file and name, with the length when
/// listed. The list may only shrink: a function shortened must leave it
/// (the test fails on a name no longer long), and a new one fails.
const STILL_LONG: &[(&str, &str, &str)] = &[
    ("cli", "src/perft_cmd.rs", "count"), // 141 lines
];

#[test]
fn no_library_function_is_over_120_lines_but_those_listed() {
    let mut found: Vec<(String, LongFunction)> = Vec::new();
    for dir in members() {
        let krate = Crate::read(&dir).unwrap_or_else(|e| panic!("{e}"));
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        for long in krate.long_functions(120) {
            found.push((name.clone(), long));
        }
    }
    let listed = |c: &str, f: &LongFunction| {
        STILL_LONG
            .iter()
            .any(|&(lc, lf, ln)| lc == c && lf == f.file && ln == f.name)
    };
    let unlisted: Vec<String> = found
        .iter()
        .filter(|(c, f)| !listed(c, f))
        .map(|(c, f)| {
            format!(
                "(\"{c}\", \"{}\", \"{}\"), // {} lines",
                f.file, f.name, f.lines
            )
        })
        .collect();
    assert!(
        unlisted.is_empty(),
        "functions over 120 lines:\n{}",
        unlisted.join("\n")
    );
    let gone: Vec<String> = STILL_LONG
        .iter()
        .filter(|&&(lc, lf, ln)| {
            !found
                .iter()
                .any(|(c, f)| c == lc && f.file == lf && f.name == ln)
        })
        .map(|t| format!("{t:?}"))
        .collect();
    assert!(
        gone.is_empty(),
        "listed but no longer over 120 lines (remove them): {gone:?}"
    );
}

#[test]
fn a_function_is_measured_from_fn_to_its_last_brace_outside_strings_and_tests() {
    let body = "    let _ = 1;\n".repeat(120);
    let lib = format!(
        "pub fn long() {{\n{body}}}\npub fn short() {{ let _ = \"}}}}\"; }}\n#[cfg(test)]\nmod tests {{\n    fn in_test() {{\n{body}    }}\n}}\n"
    );
    let krate = made_up_crate("lengths", &[("lib.rs", &lib)]);
    let long = krate.long_functions(120);
    assert_eq!(long.len(), 1, "{long:?}");
    assert_eq!((long[0].name.as_str(), long[0].lines), ("long", 122));
}

/// The kernel's layers as ARCHITECTURE.md draws them: the lines of its
/// block after `kernel's layers, top to bottom:`, each a layer's modules.
fn layers_in_architecture() -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(workspace().join("ARCHITECTURE.md")).unwrap();
    let block = text
        .split_once("The kernel's layers, top to bottom")
        .and_then(|(_, rest)| rest.split_once("```text\n"))
        .and_then(|(_, rest)| rest.split_once("```"))
        .expect("ARCHITECTURE.md draws the kernel's layers in a text block")
        .0;
    let mut layers: Vec<Vec<String>> = block
        .lines()
        .map(|l| l.split_whitespace().map(String::from).collect::<Vec<_>>())
        .filter(|l| !l.is_empty())
        .collect();
    layers.reverse();
    for layer in &mut layers {
        layer.sort();
    }
    layers
}

#[test]
fn the_kernels_layers_are_as_architecture_draws_them() {
    let kernel = Crate::read(&workspace().join("kernel")).unwrap();
    let layers = kernel.layers();
    let shown: Vec<String> = layers.iter().rev().map(|l| l.join(" ")).collect();
    assert_eq!(
        layers_in_architecture(),
        layers,
        "the layers, top to bottom:\n{}",
        shown.join("\n")
    );
}
