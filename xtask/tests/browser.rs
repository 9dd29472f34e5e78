//! The game pages of `cargo xtask verify-games --html` in a real browser
//! (issue 19): where Chromium is installed, every page is loaded headless
//! and stepped through turn by turn, with the arrow keys and the buttons,
//! checking after each step that exactly the expected board is shown and
//! drawn; no page may write to the console (an uncaught error does). A few
//! pages are then photographed for a person to look at: the test prints
//! where. Where no Chromium is found (CI), it says so and passes.
//!
//! `CHROMIUM=/path/to/chromium` picks the browser; otherwise `chromium`,
//! `chromium-browser`, `google-chrome` or `google-chrome-stable` on the
//! `PATH`.

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

/// The browser, headless, with `args` and the page; returns its standard
/// output and error.
fn run(browser: &Path, args: &[&str], url: &str) -> (String, String) {
    let output = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--hide-scrollbars",
            "--enable-logging=stderr",
            "--v=0",
        ])
        .args(args)
        .arg(url)
        .output()
        .unwrap_or_else(|e| panic!("{} does not run: {e}", browser.display()));
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

/// A page that loads every game page in a frame and, once all have
/// loaded, steps through each: Right arrow or the Next button, then Left,
/// Home and End; after each step, one board is shown, the one expected,
/// with a size, and the counter says so. The result is written into
/// `<pre id="result">`, one line per page.
fn harness(pages: &[String]) -> String {
    let frames: String = pages
        .iter()
        .map(|p| format!(r#"<iframe src="{p}" width="1200" height="900"></iframe>"#))
        .collect();
    format!(
        r#"<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><pre id="result">not run</pre>{frames}<script>
"use strict";
function count(doc) {{
  return doc.getElementById("jump").options.length;
}}
function expect(doc, want, how) {{
  var s = doc.querySelectorAll("section.frame");
  if (s.length !== 1 || s[0].id !== "f" + want) return how + ": shown " + (s.length ? s[0].id : "nothing") + ", expected f" + want;
  var svg = s[0].querySelector("svg.board-svg");
  if (!svg) return how + ": frame " + want + " has no board";
  var box = svg.getBoundingClientRect();
  if (box.width < 100 || box.height < 100) return how + ": the board of frame " + want + " is " + box.width + "x" + box.height;
  var where = doc.getElementById("where").textContent;
  if (where !== (want + 1) + " / " + count(doc)) return how + ": the counter says " + where;
  return "";
}}
function key(win, doc, name) {{
  doc.dispatchEvent(new win.KeyboardEvent("keydown", {{ key: name, bubbles: true }}));
}}
function check(iframe) {{
  var win = iframe.contentWindow, doc = iframe.contentDocument;
  if (!doc || !doc.body.classList.contains("js")) return "the page's script did not run";
  var n = count(doc);
  var problem = expect(doc, 0, "at load");
  for (var i = 1; i < n && !problem; i++) {{
    if (i % 2) key(win, doc, "ArrowRight"); else doc.getElementById("next").click();
    problem = expect(doc, i, i % 2 ? "Right arrow" : "Next button");
  }}
  if (!problem && n > 1) {{ key(win, doc, "ArrowLeft"); problem = expect(doc, n - 2, "Left arrow"); }}
  if (!problem) {{ key(win, doc, "Home"); problem = expect(doc, 0, "Home"); }}
  if (!problem) {{ key(win, doc, "End"); problem = expect(doc, n - 1, "End"); }}
  if (!problem) {{ doc.getElementById("prev").click(); problem = n > 1 ? expect(doc, n - 2, "Back button") : ""; }}
  return (problem ? "FAIL " + problem : "ok " + n + " boards");
}}
window.addEventListener("load", function () {{
  var lines = [];
  var frames = document.querySelectorAll("iframe");
  for (var i = 0; i < frames.length; i++) {{
    var verdict;
    try {{ verdict = check(frames[i]); }} catch (e) {{ verdict = "FAIL " + e; }}
    lines.push(frames[i].getAttribute("src") + ": " + verdict);
  }}
  document.getElementById("result").textContent = lines.join("\n");
}});
</script></body></html>"#
    )
}

#[test]
fn every_page_steps_through_its_turns_in_chromium() {
    let Some(browser) = chromium() else {
        eprintln!(
            "skipped: no Chromium found (install chromium, or set CHROMIUM to its path) to check the game pages in a browser"
        );
        return;
    };
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("html-site");
    let _ = std::fs::remove_dir_all(&dir);
    let root = verify::workspace_root();
    let written = html::write_site(&root, &dir, |_, _| true).expect("the site is written");
    let pages: Vec<String> = written
        .iter()
        .skip(1)
        .filter_map(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
        .collect();
    assert!(pages.len() >= 28, "{pages:?}");
    std::fs::write(dir.join("harness.html"), harness(&pages)).expect("the harness is written");

    let url = |name: &str| format!("file://{}", dir.join(name).display());
    let (dom, stderr) = run(
        &browser,
        &[
            "--allow-file-access-from-files",
            "--virtual-time-budget=60000",
            "--dump-dom",
        ],
        &url("harness.html"),
    );
    let result = dom
        .split(r#"<pre id="result">"#)
        .nth(1)
        .and_then(|r| r.split("</pre>").next())
        .unwrap_or_else(|| panic!("no result from the browser:\n{dom}\n{stderr}"));
    let lines: Vec<&str> = result.lines().collect();
    assert_eq!(lines.len(), pages.len(), "{result}");
    let failures: Vec<&&str> = lines.iter().filter(|l| !l.contains(": ok ")).collect();
    assert!(
        failures.is_empty(),
        "pages that fail in the browser:\n{result}"
    );
    let logged = console(&stderr);
    assert!(
        logged.is_empty(),
        "the pages wrote to the console:\n{}",
        logged.join("\n")
    );

    // Photographs for a person to look at.
    let shots = dir.join("screenshots");
    std::fs::create_dir_all(&shots).expect("a folder for the screenshots");
    for (page, turn) in [
        ("momentum__first-game.html", 36),
        ("momentum__worked-rule-8.html", 5),
        ("edge-of-world__equal-speed-order.html", 0),
        ("edge-of-world__end-of-the-world.html", 1),
        ("multimove__sample-turn.html", 1),
        ("kernel__opera-game.html", 33),
    ] {
        let png = shots.join(page.replace(".html", &format!("-{turn}.png")));
        let shot = format!("--screenshot={}", png.display());
        let (_, stderr) = run(
            &browser,
            &[&shot, "--window-size=1280,900"],
            &format!("{}#turn={turn}", url(page)),
        );
        let logged = console(&stderr);
        assert!(logged.is_empty(), "{page}: {}", logged.join("\n"));
        let size = std::fs::metadata(&png).map(|m| m.len()).unwrap_or(0);
        assert!(size > 10_000, "{}: {size} bytes", png.display());
    }
    eprintln!("screenshots of the game pages: {}", shots.display());
}
