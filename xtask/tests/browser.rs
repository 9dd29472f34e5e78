//! The game pages of `cargo xtask verify-games --html` in a real browser
//! (issues 19, 31 and 35): every page is loaded in headless Chromium and
//! stepped through turn by turn, with the arrow keys and the buttons, and
//! after each step the board the page's script drew is checked against the
//! position text of that turn, which the page's data holds, read here with
//! this test's own reader of FEN's board field: the same pieces on the same
//! squares, an arrow from each piece in motion (read from the text's
//! motion field: Momentum's displacements, Edge of the World's list) and
//! from no other, and the squares the turn changed (from the board before)
//! tinted. No page may write to the console (an uncaught error
//! does): a control page that does shows the console is watched. The same
//! pages at 390 px wide, and the index, may not overflow sideways. A few
//! pages are then photographed, at 1280 and at 390 px wide, for a person to
//! look at: the test prints where.
//!
//! `CHROMIUM=/path/to/chromium` picks the browser; otherwise `chromium`,
//! `chromium-browser`, `google-chrome` or `google-chrome-stable` on the
//! `PATH`. Without one the test says so and passes, unless
//! `CVPAGES_REQUIRE_CHROMIUM` is set (CI sets it, `.ci/run`), where it
//! fails: in CI it can never be skipped.

use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use xtask::{html, verify};

fn chromium() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("CHROMIUM") {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH")?;
    for dir in std::env::split_paths(&path) {
        for name in [
            "chromium",
            "chromium-browser",
            "google-chrome",
            "google-chrome-stable",
        ] {
            let candidate = dir.join(name);
            if candidate.is_file() {
                return Some(candidate);
            }
        }
    }
    None
}

/// Whether the test must run: `CVPAGES_REQUIRE_CHROMIUM` is set and not
/// empty.
fn required() -> bool {
    std::env::var_os("CVPAGES_REQUIRE_CHROMIUM").is_some_and(|v| !v.is_empty())
}

/// The browser, headless, with a fresh profile, `args` and the page;
/// returns its standard output and error.
fn run(browser: &Path, args: &[&str], url: &str) -> (String, String) {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let profile = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("browser-profiles")
        .join(format!("{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&profile);
    std::fs::create_dir_all(&profile).expect("a profile folder");
    let output = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
            "--enable-logging=stderr",
            "--v=0",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(args)
        .arg(url)
        .output()
        .unwrap_or_else(|e| panic!("{} does not run: {e}", browser.display()));
    let _ = std::fs::remove_dir_all(&profile);
    (
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// The console lines the browser logged: `...:CONSOLE...] "message",
/// source: ...`.
fn console(stderr: &str) -> Vec<&str> {
    stderr.lines().filter(|l| l.contains(":CONSOLE")).collect()
}

/// The data of a page: the JSON in its `#game-data` script element.
fn data(page: &str) -> Value {
    let open = r#"<script type="application/json" id="game-data">"#;
    let text = page
        .split(open)
        .nth(1)
        .and_then(|rest| rest.split("</script>").next())
        .expect("the page has its data");
    serde_json::from_str(text).unwrap_or_else(|e| panic!("the data does not read: {e}"))
}

/// The pieces of FEN's board field (ranks from the top separated by `/`,
/// runs of empty squares as numbers of one or two digits, White's pieces
/// in capitals) as `square:letter:side`, the square in small letters,
/// sorted and joined by spaces.
fn pieces(field: &str) -> String {
    let ranks = field.split('/').count();
    let mut out = Vec::new();
    for (row, text) in field.split('/').enumerate() {
        let rank = ranks - row;
        let mut file = 0u8;
        let mut run = 0u8;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10) {
                run = run * 10 + d as u8;
                continue;
            }
            file += run;
            run = 0;
            let side = if c.is_ascii_uppercase() {
                "white"
            } else {
                "black"
            };
            out.push(format!("{}{rank}:{c}:{side}", char::from(b'a' + file)));
            file += 1;
        }
    }
    out.sort();
    out.join(" ")
}

/// The squares of the pieces in motion that a position text names, in
/// small letters, sorted and joined by spaces: Momentum's seventh field
/// (`e4+0+2,b5x-1+1`), Edge of the World's list after the clock (`R C7 0
/// 3, n E5 9 4`, before any `; turn`); none in the other games.
fn moving(variant: &str, text: &str) -> String {
    let fields: Vec<&str> = text.split(';').next().unwrap_or("").split(' ').collect();
    let mut out: Vec<String> = match variant {
        "momentum" => fields
            .get(6)
            .filter(|f| **f != "-" && !f.contains('='))
            .map(|f| {
                f.split(',')
                    .map(|m| {
                        m.chars()
                            .take_while(|c| c.is_ascii_alphanumeric() && *c != 'x')
                            .collect()
                    })
                    .collect()
            })
            .unwrap_or_default(),
        "edge-of-world" => {
            // board, side, castling (if any), clock, then the list.
            let clock = if fields.get(2).is_some_and(|f| f.parse::<u32>().is_ok()) {
                2
            } else {
                3
            };
            let list = fields.get(clock + 1..).unwrap_or_default().join(" ");
            if list == "-" {
                Vec::new()
            } else {
                list.split(',')
                    .filter_map(|m| m.split_whitespace().nth(1))
                    .map(|s| s.to_ascii_lowercase())
                    .collect()
            }
        }
        _ => Vec::new(),
    };
    out.sort();
    out.join(" ")
}

/// The squares whose piece differs between two boards written by
/// [`pieces`], sorted and joined by spaces.
fn changed(before: &str, after: &str) -> String {
    let map = |text: &str| -> BTreeMap<String, String> {
        text.split(' ')
            .filter(|p| !p.is_empty())
            .filter_map(|p| p.split_once(':'))
            .map(|(square, piece)| (square.to_string(), piece.to_string()))
            .collect()
    };
    let (before, after) = (map(before), map(after));
    let mut squares: Vec<&String> = before
        .keys()
        .chain(after.keys())
        .filter(|s| before.get(*s) != after.get(*s))
        .collect();
    squares.sort();
    squares.dedup();
    squares
        .iter()
        .map(|s| s.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

/// What each page must show at each of its boards, from its data's
/// position texts: `{"page.html": [{"pieces", "moving", "changed"}, ...]}`,
/// the squares a turn changed counted from the board before it.
fn expectations(dir: &Path, pages: &[(String, String)]) -> Value {
    let mut out = serde_json::Map::new();
    for (page, variant) in pages {
        let text = std::fs::read_to_string(dir.join(page)).expect("a page");
        let mut before: Option<String> = None;
        let mut frames = Vec::new();
        for f in data(&text)["frames"].as_array().expect("frames") {
            let position = f["position"].as_str().expect("a position text");
            let board = pieces(position.split(' ').next().unwrap_or_default());
            let turn = f["kind"] == "turn";
            let tinted = match (&before, turn) {
                (Some(b), true) => changed(b, &board),
                _ => String::new(),
            };
            frames.push(json!({
                "pieces": board,
                "moving": moving(variant, position),
                "changed": tinted,
            }));
            before = Some(board);
        }
        out.insert(page.clone(), Value::Array(frames));
    }
    Value::Object(out)
}

/// A page that loads every page named in `expected` in a frame `width`
/// pixels wide and, once all have loaded, steps through each: Right arrow
/// or the Next button to every board, then Left, Home, End and Back; after
/// each step, one board is shown, the one expected, with a size, the
/// counter says so, its pieces and arrows are the expected ones, and the
/// page does not overflow sideways. `others` are pages loaded only to be
/// checked for overflow. The result is written into `<pre id="result">`,
/// one line per page.
fn harness(expected: &Value, others: &[&str], width: u32) -> String {
    let frames: String = expected
        .as_object()
        .expect("pages")
        .keys()
        .map(String::as_str)
        .chain(others.iter().copied())
        .map(|p| format!(r#"<iframe src="{p}" width="{width}" height="900"></iframe>"#))
        .collect();
    // `<` cannot end the script element: the data is JSON of page names,
    // squares and letters, and `</` is escaped anyway.
    let expected = expected.to_string().replace("</", "<\\/");
    format!(
        r#"<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><pre id="result">not run</pre>{frames}<script>
"use strict";
var EXPECTED = {expected};
function count(doc) {{
  return doc.getElementById("jump").options.length;
}}
function overflow(doc) {{
  var root = doc.documentElement;
  return root.scrollWidth > root.clientWidth ? "the page is " + root.scrollWidth + " px wide in " + root.clientWidth : "";
}}
function drawn(svg) {{
  var out = [], pieces = svg.querySelectorAll("g.piece");
  for (var i = 0; i < pieces.length; i++) {{
    var p = pieces[i];
    var side = p.classList.contains("white") ? "white" : p.classList.contains("black") ? "black" : "?";
    out.push(p.getAttribute("data-square").toLowerCase() + ":" + p.querySelector("text").textContent + ":" + side);
  }}
  return out.sort().join(" ");
}}
function tinted(svg) {{
  var out = [], list = svg.querySelectorAll("rect.changed");
  for (var i = 0; i < list.length; i++) out.push(list[i].getAttribute("data-square").toLowerCase());
  return out.sort().join(" ");
}}
function arrows(svg) {{
  var out = [], list = svg.querySelectorAll("g.arrow");
  for (var i = 0; i < list.length; i++) {{
    if (!list[i].querySelector("line")) return "an arrow without a line";
    out.push(list[i].getAttribute("data-from").toLowerCase());
  }}
  return out.sort().join(" ");
}}
function expect(doc, want, boards, how) {{
  var s = doc.querySelectorAll("section.frame");
  if (s.length !== 1 || s[0].id !== "f" + want) return how + ": shown " + (s.length ? s[0].id : "nothing") + ", expected f" + want;
  var svg = s[0].querySelector("svg.board-svg");
  if (!svg) return how + ": board " + want + " is not drawn";
  var box = svg.getBoundingClientRect();
  if (box.width < 100 || box.height < 100) return how + ": board " + want + " is " + box.width + "x" + box.height;
  var where = doc.getElementById("where").textContent;
  if (where !== (want + 1) + " / " + count(doc)) return how + ": the counter says " + where;
  var e = boards[want];
  var d = drawn(svg);
  if (d !== e.pieces) return how + ": board " + want + " has the pieces " + d + ", its position text " + e.pieces;
  var a = arrows(svg);
  if (a !== e.moving) return how + ": board " + want + " has arrows from " + JSON.stringify(a) + ", in motion " + JSON.stringify(e.moving);
  var t = tinted(svg);
  if (t !== e.changed) return how + ": board " + want + " tints " + JSON.stringify(t) + ", the turn changed " + JSON.stringify(e.changed);
  return overflow(doc) ? how + ": board " + want + ": " + overflow(doc) : "";
}}
function key(win, doc, name) {{
  doc.dispatchEvent(new win.KeyboardEvent("keydown", {{ key: name, bubbles: true }}));
}}
function check(iframe, boards) {{
  var win = iframe.contentWindow, doc = iframe.contentDocument;
  if (!doc || !doc.body) return "the page did not load";
  if (!boards) return overflow(doc) ? "FAIL " + overflow(doc) : "ok";
  if (!doc.body.classList.contains("js")) return "the page's script did not run";
  var n = count(doc);
  if (n !== boards.length) return "FAIL " + n + " turns listed, " + boards.length + " boards in the data";
  var problem = expect(doc, 0, boards, "at load");
  for (var i = 1; i < n && !problem; i++) {{
    if (i % 2) key(win, doc, "ArrowRight"); else doc.getElementById("next").click();
    problem = expect(doc, i, boards, i % 2 ? "Right arrow" : "Next button");
  }}
  if (!problem && n > 1) {{ key(win, doc, "ArrowLeft"); problem = expect(doc, n - 2, boards, "Left arrow"); }}
  if (!problem) {{ key(win, doc, "Home"); problem = expect(doc, 0, boards, "Home"); }}
  if (!problem) {{ key(win, doc, "End"); problem = expect(doc, n - 1, boards, "End"); }}
  if (!problem && n > 1) {{ doc.getElementById("prev").click(); problem = expect(doc, n - 2, boards, "Back button"); }}
  return problem ? "FAIL " + problem : "ok " + n + " boards";
}}
window.addEventListener("load", function () {{
  var lines = [];
  var frames = document.querySelectorAll("iframe");
  for (var i = 0; i < frames.length; i++) {{
    var src = frames[i].getAttribute("src"), verdict;
    try {{ verdict = check(frames[i], EXPECTED[src]); }} catch (e) {{ verdict = "FAIL " + e; }}
    lines.push(src + ": " + verdict);
  }}
  document.getElementById("result").textContent = lines.join("\n");
}});
</script></body></html>"#
    )
}

/// Runs the harness of `name` in `dir` and returns its result lines,
/// failing on any console line but `control`'s.
fn result_of(browser: &Path, dir: &Path, name: &str, control: &str) -> Vec<String> {
    let url = format!("file://{}", dir.join(name).display());
    let (dom, stderr) = run(
        browser,
        &[
            "--allow-file-access-from-files",
            "--virtual-time-budget=120000",
            "--dump-dom",
        ],
        &url,
    );
    let result = dom
        .split(r#"<pre id="result">"#)
        .nth(1)
        .and_then(|r| r.split("</pre>").next())
        .unwrap_or_else(|| panic!("no result from the browser:\n{dom}\n{stderr}"));
    let logged = console(&stderr);
    assert!(
        logged.iter().any(|l| l.contains(control)),
        "the control page's console line is not seen, so the console is not watched:\n{stderr}"
    );
    let others: Vec<&&str> = logged.iter().filter(|l| !l.contains(control)).collect();
    assert!(
        others.is_empty(),
        "the pages wrote to the console:\n{}",
        others.iter().map(|l| **l).collect::<Vec<_>>().join("\n")
    );
    result.lines().map(str::to_string).collect()
}

#[test]
fn every_page_draws_every_turn_in_chromium() {
    let Some(browser) = chromium() else {
        assert!(
            !required(),
            "no Chromium found, and CVPAGES_REQUIRE_CHROMIUM says this test must run (install chromium, or set CHROMIUM to its path)"
        );
        eprintln!(
            "skipped: no Chromium found (install chromium, or set CHROMIUM to its path) to check the game pages in a browser"
        );
        return;
    };
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("html-site");
    let _ = std::fs::remove_dir_all(&dir);
    let root = verify::workspace_root();
    let written = html::write_site(&root, &dir, |_, _| true).expect("the site is written");
    let variants: BTreeMap<String, String> = verify::find_games(&root)
        .iter()
        .map(|e| (html::page_name(e), verify::replay_entry(e).variant))
        .collect();
    let pages: Vec<(String, String)> = written
        .iter()
        .skip(1)
        .filter_map(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
        .map(|name| {
            let variant = variants.get(&name).cloned().unwrap_or_default();
            (name, variant)
        })
        .collect();
    assert!(pages.len() >= 28, "{pages:?}");
    let expected = expectations(&dir, &pages);
    let boards: usize = expected
        .as_object()
        .expect("pages")
        .values()
        .map(|v| v.as_array().map_or(0, Vec::len))
        .sum();
    assert!(boards > 500, "{boards} boards");

    // A page that writes to the console, to show that the console is
    // watched.
    let control = "cvpages-browser-test-control-line";
    std::fs::write(
        dir.join("control.html"),
        format!("<!DOCTYPE html><html><body><script>console.error(\"{control}\");</script></body></html>"),
    )
    .expect("the control page");
    for width in [1200, 390] {
        let name = format!("harness-{width}.html");
        std::fs::write(
            dir.join(&name),
            harness(&expected, &["index.html", "control.html"], width),
        )
        .expect("the harness is written");
        let lines = result_of(&browser, &dir, &name, control);
        assert_eq!(lines.len(), pages.len() + 2, "{}", lines.join("\n"));
        let failures: Vec<&String> = lines.iter().filter(|l| !l.contains(": ok")).collect();
        assert!(
            failures.is_empty(),
            "pages that fail in the browser at {width} px:\n{}",
            failures
                .iter()
                .map(|l| l.as_str())
                .collect::<Vec<_>>()
                .join("\n")
        );
    }

    // Photographs for a person to look at.
    let shots = dir.join("screenshots");
    std::fs::create_dir_all(&shots).expect("a folder for the screenshots");
    for (page, turn, width, height) in [
        ("momentum__first-game.html", 36, 1280, 900),
        ("momentum__first-game.html", 36, 390, 1400),
        ("momentum__worked-rule-8.html", 5, 1280, 900),
        ("edge-of-world__equal-speed-order.html", 0, 1280, 900),
        ("edge-of-world__end-of-the-world.html", 1, 390, 1400),
        ("multimove__sample-turn.html", 1, 1280, 900),
        ("kernel__opera-game.html", 33, 1280, 900),
    ] {
        let png = shots.join(page.replace(".html", &format!("-{turn}-{width}.png")));
        let shot = format!("--screenshot={}", png.display());
        let size = format!("--window-size={width},{height}");
        let url = format!("file://{}#turn={turn}", dir.join(page).display());
        let (_, stderr) = run(&browser, &[&shot, &size], &url);
        let logged = console(&stderr);
        assert!(logged.is_empty(), "{page}: {}", logged.join("\n"));
        let bytes = std::fs::metadata(&png).map(|m| m.len()).unwrap_or(0);
        assert!(bytes > 10_000, "{}: {bytes} bytes", png.display());
    }
    eprintln!("screenshots of the game pages: {}", shots.display());
}

/// The test's own readers, on the texts the variants' docs give.
#[test]
fn the_readers_of_position_texts_read_the_documented_examples() {
    assert_eq!(
        pieces("4k3/8/8/8/8/8/4P3/4K3"),
        "e1:K:white e2:P:white e8:k:black"
    );
    assert_eq!(
        pieces("12/12/2rn8/12/12/12/12/12/12/12/12/10PK"),
        "c10:r:black d10:n:black k1:P:white l1:K:white"
    );
    let momentum = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 e4+0+2,e5+0-2 armies=fabulous-fides,fabulous-fides";
    assert_eq!(moving("momentum", momentum), "e4 e5");
    assert_eq!(
        moving("momentum", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 b5x-1+1"),
        "b5"
    );
    assert_eq!(moving("momentum", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 -"), "");
    let edge = "12/12/2rnbqkbnr2/2pppppppp2/12/12/12/12/2PPPPPPPP2/2RNBQKBNR2/12/12";
    assert_eq!(moving("edge-of-world", &format!("{edge} w KQkq 0 -")), "");
    assert_eq!(
        moving(
            "edge-of-world",
            &format!("{edge} b Kk 3 R C7 0 3, n E5 9 4")
        ),
        "c7 e5"
    );
    assert_eq!(
        moving(
            "edge-of-world",
            &format!("{edge} w 0 R C7 0 3; turn due=C7 acted")
        ),
        "c7"
    );
    assert_eq!(moving("chess", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), "");
    assert_eq!(
        changed(
            &pieces("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"),
            &pieces("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR")
        ),
        "e2 e4"
    );
    assert_eq!(
        changed(
            &pieces("4k3/8/8/3p4/4P3/8/8/4K3"),
            &pieces("4k3/8/8/3P4/8/8/8/4K3")
        ),
        "d5 e4"
    );
}
