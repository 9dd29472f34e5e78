//! The play pages of `cargo xtask site` in a real headless Chromium,
//! driven through chromedriver by clicks (issue 31): for every variant the
//! page is opened from `file://`, turns are built by clicking a piece and
//! its target (or a step's button where a step has no square, or a
//! choice among several steps to one square), including a turn of several
//! events in Momentum, Multimove and Edge of the World; after every turn
//! the board drawn is checked against the position text the module
//! reports, and the turns the page lists are replayed here with the
//! kernel (`cvpages::open`) to the same position text. The engine answers
//! a turn from its Web Worker within its limit; a step and a turn are
//! taken back; the game file the page gives is replayed by
//! `cvpages::replay` and by `cargo xtask verify-games PATH` without a
//! problem. From a position typed into the page's position text, a
//! promotion (the piece chosen by the page's choice buttons where the
//! variant has a choice) and a capture are played by clicks, and the
//! turns list, the board and the game file show them. A bad position text, an illegal
//! typed turn and a corrupt game file each get a one-line message on a
//! page that goes on working; nothing is written to the console; the page
//! does not overflow at 390 px wide.
//!
//! A full run (`CVPAGES_TESTS=full`, CI's) plays all seven pages so; a
//! contributor's quick run plays chess's and Momentum's (one page in
//! `kernel::test_depth::QUICK_SHARE`), and loads every page at 390 px.
//!
//! It needs the WebAssembly build (the wasm32-unknown-unknown target and
//! the wasm-bindgen command at the web crate's version), Chromium and
//! chromedriver: without them it says so and passes, except where
//! `CVPAGES_REQUIRE_CHROMIUM` is set (CI, `.ci/run`, which installs them),
//! where it fails.

use crate::webdriver;
use test_support::XorShift64;

use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use webdriver::Driver;
use xtask::wasm_bench::chromium;
use xtask::{html, verify, wasm};

/// How long a page may take to load and compile its WebAssembly module.
/// A few seconds on an idle machine; the first page waited over 60 s once
/// while the rest of the workspace's tests ran beside it on two cores.
const PAGE_LOAD: Duration = Duration::from_secs(240);

fn required() -> bool {
    std::env::var_os("CVPAGES_REQUIRE_CHROMIUM").is_some_and(|v| !v.is_empty())
}

/// Says why the test cannot run: a failure where it is required.
fn cannot_run(why: &str) {
    assert!(!required(), "CVPAGES_REQUIRE_CHROMIUM is set: {why}");
    eprintln!("the play pages' browser test did not run: {why}");
}

/// Writes the play pages (and an index, no game pages) into a folder of
/// the test's own.
fn site(module: &wasm::Module) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("play-site");
    let _ = std::fs::remove_dir_all(&dir);
    let plays = html::Plays {
        module,
        variants: cvpages::VARIANTS.iter().collect(),
    };
    html::write_site_with(
        &verify::workspace_root(),
        &dir,
        |_, _| false,
        html::MAX_PAGE_BYTES,
        Some(&plays),
    )
    .expect("the play pages are written");
    dir
}

/// The page's state as the test reads it from the DOM: the position text
/// the module reports, the pieces drawn, the turns listed, the next steps
/// offered (`[index, coordinates, text, from, to]`), the message.
const READ: &str = r#"
var pieces = [];
document.querySelectorAll('#board svg g.pieces g.piece').forEach(function (g) {
  pieces.push(g.getAttribute('data-square') + ':' + g.textContent + ':' + (g.classList.contains('white') ? 'w' : 'b'));
});
pieces.sort();
var steps = [];
document.querySelectorAll('#next-steps button.step').forEach(function (b) {
  steps.push([Number(b.dataset.index), b.dataset.coordinates, b.textContent]);
});
return {
  position: document.getElementById('position').value,
  pieces: pieces.join(' '),
  turns: Array.prototype.map.call(document.querySelectorAll('#turns li'), function (li) { return li.textContent; }),
  steps: steps,
  inTurn: document.getElementById('so-far').textContent !== '',
  message: document.getElementById('message').textContent,
  messageClass: document.getElementById('message').className,
  over: document.body.dataset.over === 'yes',
  thinking: document.body.dataset.thinking === 'yes',
  wide: document.documentElement.scrollWidth > window.innerWidth + 1
};
"#;

fn read(driver: &Driver) -> Value {
    driver.script(READ, json!([]))
}

/// The pieces of the first field of a position text (FEN's board: ranks
/// from the top, runs of empty squares as numbers, White in capitals, a
/// bracketed `[wX]` or `[bX]` for a letter that does not say its side),
/// as the test's reader sees them: `square:letter:side`, sorted.
fn pieces(position: &str, file_names: &str) -> String {
    let field = position.split_whitespace().next().unwrap_or("");
    let ranks = field.split('/').count();
    let names: Vec<char> = file_names.chars().collect();
    let mut out = Vec::new();
    for (row, text) in field.split('/').enumerate() {
        let rank = ranks - row;
        let mut file = 0usize;
        let mut run = 0usize;
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if let Some(d) = c.to_digit(10) {
                run = run * 10 + d as usize;
                continue;
            }
            file += run;
            run = 0;
            let (letter, side) = if c == '[' {
                let side = chars.next().unwrap_or('w');
                let letter = chars.next().unwrap_or('?');
                let _ = chars.next();
                (letter, if side == 'w' { 'w' } else { 'b' })
            } else {
                (c, if c.is_uppercase() { 'w' } else { 'b' })
            };
            out.push(format!(
                "{}{rank}:{letter}:{side}",
                names.get(file).copied().unwrap_or('?')
            ));
            file += 1;
        }
    }
    out.sort();
    out.join(" ")
}

/// Checks the page after a turn: the board drawn is the position text's,
/// and the kernel replays the turns listed to the same position text.
fn check_board(driver: &Driver, variant: &str, options: &str, files: &str) -> Value {
    check_board_from(driver, variant, options, None, files)
}

/// [`check_board`] for a game begun from the position text `start`.
fn check_board_from(
    driver: &Driver,
    variant: &str,
    options: &str,
    start: Option<&str>,
    files: &str,
) -> Value {
    let state = read(driver);
    let position = state["position"].as_str().unwrap_or("");
    assert_eq!(
        state["pieces"].as_str().unwrap_or(""),
        pieces(position, files),
        "{variant}: the board drawn is not the position text {position}"
    );
    let mut kernel = match start {
        Some(text) => cvpages::open_at(variant, options, text),
        None => cvpages::open(variant, options),
    }
    .expect("the variant opens");
    for line in state["turns"].as_array().into_iter().flatten() {
        let text = line.as_str().unwrap_or("");
        let turn = text.split_once(' ').map_or(text, |(_, t)| t);
        kernel.play(turn).unwrap_or_else(|e| {
            panic!("{variant}: the kernel refuses the page's turn {text}: {e}")
        });
    }
    assert_eq!(
        kernel.position_text(),
        position,
        "{variant}: the kernel's position after the page's turns"
    );
    assert_eq!(
        state["wide"], false,
        "{variant}: the page overflows sideways"
    );
    state
}

/// Takes one offered step by clicks: the piece, then its target (or the
/// step's own button for a step with no square to click, or the choice's
/// button when several steps share the target). `prefer` picks a step
/// by its coordinates first if it is offered.
fn click_step(driver: &Driver, rng: &mut XorShift64, prefer: &[&str]) -> String {
    let state = read(driver);
    let steps = state["steps"].as_array().cloned().unwrap_or_default();
    assert!(!steps.is_empty(), "no step is offered");
    let chosen = prefer
        .iter()
        .find_map(|p| steps.iter().find(|s| s[1] == *p))
        .cloned()
        .unwrap_or_else(|| {
            // Captures first (a coordinate step to a square a piece holds
            // is not known here: the step's text says it with an x).
            let captures: Vec<&Value> = steps
                .iter()
                .filter(|s| s[2].as_str().is_some_and(|t| t.contains('x')))
                .collect();
            if !captures.is_empty() && rng.below_or_zero(2) == 0 {
                captures[rng.below_or_zero(captures.len())].clone()
            } else {
                steps[rng.below_or_zero(steps.len())].clone()
            }
        });
    let index = chosen[0].as_u64().unwrap_or(0);
    let coords = chosen[1].as_str().unwrap_or("").to_string();
    // A plain move, `e2e4` or `e7e8q`: click the piece and the target.
    let squares = split_move(&coords);
    match squares {
        Some((from, to)) if from != to => {
            driver.click(&format!("[data-movable=\"{from}\"]"));
            let target = format!("[data-target=\"{to}\"]");
            if driver.find(&target).is_some() {
                driver.click(&target);
                let choice = format!("#choices button[data-index=\"{index}\"]");
                if driver.find(&choice).is_some() {
                    driver.click(&choice);
                }
            } else {
                driver.click(&format!("#next-steps button[data-index=\"{index}\"]"));
            }
        }
        _ => driver.click(&format!("#next-steps button[data-index=\"{index}\"]")),
    }
    coords
}

/// The two squares of a coordinate move (`e2e4`, `e7e8q`, `a10a12`).
fn split_move(coords: &str) -> Option<(String, String)> {
    let bytes = coords.as_bytes();
    // A step with no square (Multimove's end of turn) has no coordinates.
    if bytes.len() < 4 || !bytes.is_ascii() {
        return None;
    }
    let mut cut = 1;
    while cut < bytes.len() && bytes[cut].is_ascii_digit() {
        cut += 1;
    }
    let (from, rest) = coords.split_at(cut);
    // Off the board (Edge of the World): the page's target is `off`.
    if rest.starts_with("off") {
        return Some((from.to_string(), "off".to_string()));
    }
    let mut end = 1;
    let rb = rest.as_bytes();
    while end < rb.len() && rb[end].is_ascii_digit() {
        end += 1;
    }
    if from.len() < 2 || rest.len() < 2 || !rb[0].is_ascii_lowercase() {
        return None;
    }
    Some((from.to_string(), rest[..end].to_string()))
}

/// Plays one whole turn by clicks; returns the steps' coordinates.
fn click_turn(
    driver: &Driver,
    rng: &mut XorShift64,
    prefer: &[&str],
    max_steps: usize,
) -> Vec<String> {
    let before = read(driver)["turns"].as_array().map_or(0, Vec::len);
    let mut taken = Vec::new();
    for _ in 0..max_steps {
        taken.push(click_step(driver, rng, prefer));
        let now = read(driver);
        assert_eq!(now["message"], "", "a click gave a message: {now}");
        if now["turns"].as_array().map_or(0, Vec::len) > before {
            return taken;
        }
    }
    panic!("a turn of more than {max_steps} steps: {taken:?}");
}

struct Case {
    variant: &'static str,
    files: &'static str,
    /// Coordinates preferred when offered: the multi-event turn.
    prefer: &'static [&'static str],
    /// A promotion and a capture, each a click away from a position.
    forced: Forced,
}

/// A position typed into the page's position text, from which White
/// promotes a Pawn (choosing the piece by the page's choice buttons where
/// the variant offers a choice) and Black then captures the new piece;
/// how the page's turns list must write the two turns, and the pieces
/// that must stand on the promotion square after each (as
/// `square:letter:side`, the letter as the position text draws it).
struct Forced {
    /// The position text (each case says why the rules allow it).
    start: &'static str,
    /// The Pawn's square and its promotion square, as the page names them.
    promote: (&'static str, &'static str),
    /// The coordinates of the promotion step chosen among the page's
    /// choices (`b7b8n`, under-promotion to a Knight), or `None` where
    /// the rules give the Pawn one piece to become.
    choice: Option<&'static str>,
    /// How many promotion choices the page must offer.
    choices: usize,
    /// The turns list's text of White's turn, in the variant's notation.
    promotion_turn: &'static str,
    /// The promoted piece on the promotion square.
    promoted: &'static str,
    /// The capturing piece's square and the square it takes on.
    capture: (&'static str, &'static str),
    /// The turns list's text of Black's turn.
    capture_turn: &'static str,
    /// The capturing piece on the promotion square afterwards, and any
    /// other piece the capture puts on the board (Forward's created one).
    captured: &'static [&'static str],
}

/// The FIDE-board case of most variants: White's Pawn on b7 promotes on
/// b8 (Queen, Rook, Bishop or Knight: the Knight is chosen), Black's Rook
/// on a8 takes it. The position `r3k3/1P6/8/8/8/8/8/4K3` is legal in every
/// 8x8 variant here: the Kings stand on e1 and e8 with no piece attacking
/// either (the Rook's rank is blocked by its own King, the Pawn attacks a8
/// and c8 only), no Pawn stands on a first or last rank, and a game
/// reaches it (the b-pawn's captures, the rest taken).
const B7_PROMOTES: &str = "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1";

/// The forced turns of an 8x8 variant from `start`: White's `b8=N` and
/// Black's Rook capture, written `promotion_turn` and `capture_turn`.
const fn b7_promotes(
    start: &'static str,
    promotion_turn: &'static str,
    capture_turn: &'static str,
    captured: &'static [&'static str],
) -> Forced {
    Forced {
        start,
        promote: ("b7", "b8"),
        choice: Some("b7b8n"),
        choices: 4,
        promotion_turn,
        promoted: "b8:N:w",
        capture: ("a8", "b8"),
        capture_turn,
        captured,
    }
}

const CASES: &[Case] = &[
    // FIDE's algebraic notation: `b8=N`, `Rxb8`.
    Case {
        variant: "chess",
        files: "abcdefgh",
        prefer: &["e2e4", "d7d5"],
        forced: b7_promotes(B7_PROMOTES, "b8=N", "Rxb8", &["b8:r:b"]),
    },
    // Heavy Gravity promotes to its own Knight (ruling 4), written as
    // FIDE's; its Rook goes one square of its four.
    Case {
        variant: "heavy-gravity",
        files: "abcdefgh",
        prefer: &["e2e4"],
        forced: b7_promotes(B7_PROMOTES, "b8=N", "Rxb8", &["b8:r:b"]),
    },
    // Forward: the Rook captures sideways, and a captured Knight creates
    // a piece of the next lower rank, a Pawn, for Black on a8, where the
    // Rook started (rule 2), written after the move in brackets.
    Case {
        variant: "forward",
        files: "abcdefgh",
        prefer: &["e2e4", "d7d5"],
        forced: b7_promotes(B7_PROMOTES, "b8=N", "Rxb8(P)", &["a8:p:b", "b8:r:b"]),
    },
    // Multimove: a set-up position with the points of a whole turn, 8
    // (ruling 4), no piece moved yet; the promotion costs 2 of them (a
    // square and the Knight's price), the turn is ended by its button;
    // the capture costs 2. Every move written with its piece letter but
    // the Pawn's and with both squares.
    Case {
        variant: "multimove",
        files: "abcdefgh",
        prefer: &["e2e4", "d2d4", "d7d5", "e7e5"],
        forced: b7_promotes(
            "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1 8 -",
            "b7-b8=N",
            "R a8xb8",
            &["b8:r:b"],
        ),
    },
    // Over Heavy Gravity the turn has 5 points.
    Case {
        variant: "multimove-heavy-gravity",
        files: "abcdefgh",
        prefer: &["e2e4", "d7d5"],
        forced: b7_promotes(
            "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1 5 -",
            "b7-b8=N",
            "R a8xb8",
            &["b8:r:b"],
        ),
    },
    // White's e-pawn goes on by its momentum, and White starts a Knight:
    // one turn of two events, built by two clicks each. Forced: a plain
    // FEN, so no piece is in motion; the new Knight keeps the Pawn's
    // momentum (the Rook takes it before it moves on); `:` captures.
    Case {
        variant: "momentum",
        files: "abcdefgh",
        prefer: &["e2e4", "b8c6", "e4e6", "g1f3"],
        forced: b7_promotes(B7_PROMOTES, "b7-b8=N", "Ra8:b8", &["b8:r:b"]),
    },
    // Edge of the World: a 12x12 board, White's Pawn on B11 promotes on
    // the twelfth row to the one piece the rules give, a Corsair (no
    // choice); `:` is a plain move and `x` a capture. The position: Kings
    // on E1 and E12 unattacked, nothing in motion (`-`), eight pieces, so
    // the End of the World (four or fewer) is not on; the Pawns on J4, K4,
    // J8 and K8 stand where Pawns move forward from their start row.
    Case {
        variant: "edge-of-world",
        files: "ABCDEFGHIJKL",
        prefer: &["f3f5", "f10f8", "f5f7"],
        forced: Forced {
            start: "r3k7/1P10/12/12/9pp1/12/12/9PP1/12/12/12/4K7 w 0 -",
            promote: ("b11", "b12"),
            choice: None,
            choices: 0,
            promotion_turn: "P B11:B12",
            promoted: "B12:C:w",
            capture: ("a12", "b12"),
            capture_turn: "R A12xB12",
            captured: &["B12:r:b"],
        },
    },
];

/// Clicks the piece on `from`, then `to`; with `choice`, the page must
/// offer `choices` buttons for the target and the one whose step has the
/// coordinates `choice` is clicked. The turn is then finished: a step with
/// no square (Multimove's end of turn) is preferred, as a person ends a
/// turn with its button.
fn click_forced(
    driver: &Driver,
    rng: &mut XorShift64,
    variant: &str,
    (from, to): (&str, &str),
    choice: Option<&str>,
    choices: usize,
) {
    let before = read(driver)["turns"].as_array().map_or(0, Vec::len);
    driver.click(&format!("[data-movable=\"{from}\"]"));
    driver.click(&format!("[data-target=\"{to}\"]"));
    let offered = driver.script(
        "return Array.prototype.map.call(document.querySelectorAll('#choices button'), function (b) { return b.dataset.index; });",
        json!([]),
    );
    let offered = offered.as_array().cloned().unwrap_or_default();
    assert_eq!(
        offered.len(),
        choices,
        "{variant}: the choices offered for {from}-{to}: {offered:?}"
    );
    if let Some(wanted) = choice {
        let steps = read(driver)["steps"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        let index = steps
            .iter()
            .find(|s| s[1] == wanted)
            .and_then(|s| s[0].as_u64())
            .unwrap_or_else(|| panic!("{variant}: no step {wanted} among {steps:?}"));
        driver.click(&format!("#choices button[data-index=\"{index}\"]"));
    }
    for _ in 0..40 {
        let now = read(driver);
        assert_eq!(
            now["message"], "",
            "{variant}: a click gave a message: {now}"
        );
        if now["turns"].as_array().map_or(0, Vec::len) > before {
            return;
        }
        click_step(driver, rng, &[""]);
    }
    panic!("{variant}: the turn from {from} to {to} did not end");
}

/// The last turn of the page's turns list, without its number.
fn last_turn(state: &Value) -> String {
    let text = state["turns"]
        .as_array()
        .and_then(|t| t.last())
        .and_then(Value::as_str)
        .unwrap_or("");
    text.split_once(' ').map_or(text, |(_, t)| t).to_string()
}

/// A promotion and a capture by clicks from the case's position, typed
/// into the page's position text as a person does; the turns list and the
/// board show them; the game file the page then gives is replayed by
/// `cargo xtask verify-games PATH`.
fn promotion_and_capture(driver: &Driver, rng: &mut XorShift64, case: &Case) {
    let forced = &case.forced;
    let variant = case.variant;
    driver.type_into("#start-text", forced.start);
    driver.click("#from-position");
    let state = check_board_from(driver, variant, "", Some(forced.start), case.files);
    assert_eq!(state["message"], "", "{variant}: {state}");
    assert_eq!(state["turns"], json!([]), "{variant}: {state}");
    click_forced(
        driver,
        rng,
        variant,
        forced.promote,
        forced.choice,
        forced.choices,
    );
    let state = check_board_from(driver, variant, "", Some(forced.start), case.files);
    assert_eq!(
        last_turn(&state),
        forced.promotion_turn,
        "{variant}: {state}"
    );
    let pieces = state["pieces"].as_str().unwrap_or("").to_string();
    let has = |pieces: &str, p: &str| pieces.split(' ').any(|q| q == p);
    assert!(
        has(&pieces, forced.promoted),
        "{variant}: no {} after the promotion: {pieces}",
        forced.promoted
    );
    let pawn = forced.promote.0;
    assert!(
        !pieces
            .split(' ')
            .any(|q| q.to_lowercase().starts_with(&format!("{pawn}:"))),
        "{variant}: the Pawn is still on {pawn}: {pieces}"
    );
    click_forced(driver, rng, variant, forced.capture, None, 0);
    let state = check_board_from(driver, variant, "", Some(forced.start), case.files);
    assert_eq!(last_turn(&state), forced.capture_turn, "{variant}: {state}");
    let pieces = state["pieces"].as_str().unwrap_or("").to_string();
    for p in forced.captured {
        assert!(
            has(&pieces, p),
            "{variant}: no {p} after the capture: {pieces}"
        );
    }
    assert!(
        !has(&pieces, forced.promoted),
        "{variant}: the promoted piece was not taken: {pieces}"
    );
    // The game file the page gives, written where a download goes,
    // replays with the project's command.
    driver.click("#download");
    let text = driver.script(
        "return document.getElementById('game-file').value;",
        json!([]),
    );
    let text = text.as_str().unwrap_or("").to_string();
    let turns = [forced.promotion_turn, forced.capture_turn];
    for turn in turns {
        assert!(
            text.contains(turn),
            "{variant}: {turn} is not in the file:\n{text}"
        );
    }
    verify_games_replays(variant, "forced", &text);
    // Back to the standard game, which the rest of the test plays on.
    driver.click("#new-game");
    check_board(driver, variant, "", case.files);
}

/// Writes a game file the page gave into the test's folder and replays it
/// with `cargo xtask verify-games PATH` (the xtask library's entry point
/// on the file's path): it must pass, every turn replayed.
fn verify_games_replays(variant: &str, label: &str, text: &str) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("play-downloads");
    std::fs::create_dir_all(&dir).expect("the downloads folder");
    let path = dir.join(format!("{variant}-{label}.game"));
    std::fs::write(&path, text).expect("the game file is written");
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = xtask::cli::run(
        &["verify-games", path.to_str().expect("a UTF-8 path")],
        &mut out,
        &mut err,
    );
    let (out, err) = (String::from_utf8_lossy(&out), String::from_utf8_lossy(&err));
    assert_eq!(
        (status, err.as_ref()),
        (0, ""),
        "{variant}: verify-games {}:\n{out}",
        path.display()
    );
    assert!(!out.contains("FAIL"), "{variant}: {out}");
}

#[test]
fn every_variant_is_played_by_clicks_in_chromium() {
    let (Some(browser), Some(chromedriver)) = (chromium(), webdriver::chromedriver()) else {
        return cannot_run("no Chromium or no chromedriver");
    };
    let module = match crate::wasm_module::module() {
        Ok(m) => m,
        Err(why) => return cannot_run(why),
    };
    let dir = site(module);
    let driver = Driver::start(&chromedriver, &browser, 1200, 900);
    let mut rng = XorShift64::new(0x2545_f491_4f6c_dd1d);
    for case in played_cases() {
        let url = format!(
            "file://{}",
            dir.join(html::play_page_name(case.variant)).display()
        );
        driver.goto(&url);
        assert!(
            driver.wait("return document.body.dataset.ready === 'yes';", PAGE_LOAD),
            "{}: the page did not load its module: {:?}",
            case.variant,
            driver.console()
        );
        check_board(&driver, case.variant, "", case.files);
        let mut multi = false;
        for _ in 0..10 {
            if read(&driver)["over"] == true {
                break;
            }
            let steps = click_turn(&driver, &mut rng, case.prefer, 40);
            multi |= steps.iter().filter(|s| !s.is_empty()).count() > 1;
            check_board(&driver, case.variant, "", case.files);
        }
        if matches!(case.variant, "momentum" | "multimove" | "edge-of-world") {
            assert!(
                multi,
                "{}: no turn of several steps was built",
                case.variant
            );
        }
        // A step taken back (in the middle of a turn, photographed), then
        // a turn, by the button.
        let turns = read(&driver)["turns"].as_array().map_or(0, Vec::len);
        if read(&driver)["over"] == false {
            click_step(&driver, &mut rng, &[]);
            if read(&driver)["inTurn"] == true {
                let shots = Path::new(env!("CARGO_TARGET_TMPDIR")).join("play-screenshots");
                let _ = std::fs::create_dir_all(&shots);
                let _ = std::fs::write(
                    shots.join(format!("{}-mid-turn.png", case.variant)),
                    driver.screenshot(),
                );
                driver.click("#undo");
                let state = read(&driver);
                assert_eq!(
                    state["inTurn"], false,
                    "{}: the step was not taken back",
                    case.variant
                );
                assert_eq!(state["turns"].as_array().map_or(0, Vec::len), turns);
            } else {
                driver.click("#undo");
            }
            check_board(&driver, case.variant, "", case.files);
        }
        let turns = read(&driver)["turns"].as_array().map_or(0, Vec::len);
        if read(&driver)["over"] == false && turns > 0 {
            driver.click("#undo");
            assert_eq!(
                read(&driver)["turns"].as_array().map_or(0, Vec::len),
                turns - 1
            );
            check_board(&driver, case.variant, "", case.files);
        }
        // The engine answers from its worker within its limit.
        if read(&driver)["over"] == false {
            let side = driver.script("return document.body.dataset.toMove;", json!([]));
            let select = if side == "white" {
                "#white-player"
            } else {
                "#black-player"
            };
            driver.script(
                "document.getElementById('limit').value = '250ms';",
                json!([]),
            );
            let before = read(&driver)["turns"].as_array().map_or(0, Vec::len);
            let began = Instant::now();
            driver.script(
                &format!("var s = document.querySelector('{select}'); s.value = 'engine'; s.dispatchEvent(new Event('change'));"),
                json!([]),
            );
            assert!(
                driver.wait(
                    &format!("return document.querySelectorAll('#turns li').length > {before};"),
                    Duration::from_secs(30)
                ),
                "{}: the engine did not answer: {:?}",
                case.variant,
                read(&driver)
            );
            // 250 ms of search, plus the worker's start (the module compiled
            // in it) on a busy machine.
            assert!(
                began.elapsed() < Duration::from_secs(20),
                "{}: the engine took {:?}",
                case.variant,
                began.elapsed()
            );
            driver.script(
                &format!("var s = document.querySelector('{select}'); s.value = 'person'; s.dispatchEvent(new Event('change'));"),
                json!([]),
            );
            check_board(&driver, case.variant, "", case.files);
        }
        // The game file the page gives replays without a problem.
        driver.click("#download");
        let text = driver.script(
            "return document.getElementById('game-file').value;",
            json!([]),
        );
        let file =
            cvpages::GameFile::parse(text.as_str().unwrap_or("")).expect("the game file reads");
        let report = cvpages::replay(&file).expect("the game file replays");
        assert!(
            report.problems().is_empty(),
            "{}: {:?}",
            case.variant,
            report.problems()
        );
        verify_games_replays(case.variant, "random", text.as_str().unwrap_or(""));
        // A promotion and a capture, forced from a position.
        promotion_and_capture(&driver, &mut rng, case);
        // Bad input: a line on the page, and the page goes on.
        driver.type_into("#typed-turn", "Zz9");
        driver.click("#play-typed");
        let state = read(&driver);
        assert_eq!(state["messageClass"], "error");
        assert!(!state["message"].as_str().unwrap_or("").contains('\n'));
        driver.type_into("#start-text", "this is no position");
        driver.click("#from-position");
        let state = read(&driver);
        assert_eq!(state["messageClass"], "error", "{}: {state}", case.variant);
        assert!(
            state["message"]
                .as_str()
                .unwrap_or("")
                .contains("bad position text"),
            "{state}"
        );
        driver.type_into("#game-file", "title: x\nvariant: chess\n\n1. Ke5\n");
        driver.click("#load-text");
        assert_eq!(read(&driver)["messageClass"], "error");
        check_board(&driver, case.variant, "", case.files);
        // The page still plays.
        if read(&driver)["over"] == false {
            click_turn(&driver, &mut rng, &[], 40);
            check_board(&driver, case.variant, "", case.files);
        }
        let console = driver.console();
        assert!(
            console.is_empty(),
            "{}: the console: {console:?}",
            case.variant
        );
    }
    // At 390 px wide no page overflows sideways.
    driver.resize(390, 844);
    for case in CASES {
        let url = format!(
            "file://{}",
            dir.join(html::play_page_name(case.variant)).display()
        );
        driver.goto(&url);
        assert!(driver.wait("return document.body.dataset.ready === 'yes';", PAGE_LOAD));
        click_turn(&driver, &mut rng, case.prefer, 40);
        assert_eq!(
            read(&driver)["wide"],
            false,
            "{}: the page overflows at 390 px",
            case.variant
        );
    }
    assert!(driver.console().is_empty());
    println!(
        "the play pages of {} of the {} variants were played by clicks in Chromium, and all {} were loaded at 390 px",
        played_cases().count(),
        CASES.len(),
        CASES.len()
    );
}

/// The variants whose pages are played through: all of them in a full run
/// (`CVPAGES_TESTS=full`, as CI runs the suite), one in
/// [`QUICK_SHARE`](kernel::test_depth::QUICK_SHARE) in a quick one (the
/// first and every fifth: chess, a game of one move a turn, and Momentum,
/// whose turns are of several events). Every page is still loaded and
/// played a turn at 390 px wide in every run.
fn played_cases() -> impl Iterator<Item = &'static Case> {
    let every = if kernel::test_depth::full_run() {
        1
    } else {
        kernel::test_depth::QUICK_SHARE as usize
    };
    CASES.iter().step_by(every)
}

#[test]
fn a_quick_run_plays_one_game_of_single_moves_and_one_of_several_events() {
    let quick: Vec<&str> = CASES
        .iter()
        .step_by(kernel::test_depth::QUICK_SHARE as usize)
        .map(|c| c.variant)
        .collect();
    assert_eq!(quick, ["chess", "momentum"]);
}
