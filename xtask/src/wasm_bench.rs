//! The last section of `cargo xtask bench` (issue 31): the play pages'
//! WebAssembly module, its size (plain and gzipped, as a static host
//! serves it) and the engine's speed in the page beside the native one.
//!
//! The engine searches the start of chess and of Momentum Chess to a
//! fixed depth each ([`CASES`]) natively, in this process, and in headless
//! Chromium, in a page that loads the module as the play pages do
//! ([`crate::html::play::module_script`]) and writes what
//! `CvGame.bestTurn` answers into the page, which `chromium --dump-dom`
//! prints. Both searches visit the same nodes (the same code, the same
//! depth), so their nodes per second compare the two builds of one
//! search; both are timed once, by the wall clock (a page has no
//! thread's processor time to read). A missing Chromium, `gzip` or module is said in the table, and
//! the rest of the benchmark goes on.

use crate::html::play::module_script;
use crate::wasm::Module;
use cvpages::{Playable, Task};
use engine::{Engine, Limits};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// The variants measured, FIDE chess and Momentum Chess, each with the
/// depth searched natively and in the page: a second or two in a page on
/// a small machine, long enough that the search's start (its tables
/// made) is not most of it (chess at depth 4 visits 2,173 nodes in 45 ms
/// natively, mostly start).
pub const CASES: [(&str, u32); 2] = [("chess", 7), ("momentum", 4)];

/// One search: the nodes visited and the time it took.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Search {
    /// Nodes the engine visited.
    pub nodes: u64,
    /// Milliseconds the search took.
    pub ms: f64,
}

impl Search {
    /// Thousands of nodes per second.
    pub fn knps(self) -> f64 {
        self.nodes as f64 / self.ms.max(1e-3)
    }
}

struct Native {
    depth: u32,
}

impl Task for Native {
    type Output = Result<Search, String>;

    fn run<V: Playable>(self, variant: V) -> Self::Output {
        let limits = Limits::parse(&format!("depth {}", self.depth)).map_err(|e| e.to_string())?;
        let position = variant.start_position();
        let mut engine = Engine::new(&variant);
        let began = Instant::now();
        let result = engine.search(&variant, &position, &[], &limits);
        Ok(Search {
            nodes: result.counters.nodes,
            ms: began.elapsed().as_secs_f64() * 1000.0,
        })
    }
}

/// The engine's search of `variant`'s start to `depth`, natively.
///
/// # Errors
/// The variant does not open.
pub fn native(variant: &str, depth: u32) -> Result<Search, String> {
    cvpages::with_variant(variant, "", Native { depth }).map_err(|e| e.to_string())?
}

/// The page that searches the start of each variant of `cases` to its
/// depth with the module and writes `name nodes ms` lines (or `name
/// error: ...`) into `<pre id="result">`.
pub fn page(cases: &[(&str, u32)]) -> String {
    let cases = cases
        .iter()
        .map(|(v, d)| format!("[\"{v}\", {d}]"))
        .collect::<Vec<_>>()
        .join(", ");
    format!(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>cvpages bench</title></head>\n\
         <body><pre id=\"result\"></pre>\n<script src=\"cvpages-module.js\"></script>\n<script>\n\
         var lines = [];\n\
         try {{\n\
           var glue = cvpagesGlue();\n\
           glue.initSync({{ module: cvpagesWasmBytes() }});\n\
           [{cases}].forEach(function (c) {{\n\
             var name = c[0];\n\
             try {{\n\
               var game = glue.CvGame.open(name, \"\", \"\");\n\
               var t0 = performance.now();\n\
               var best = JSON.parse(game.bestTurn(\"depth \" + c[1]));\n\
               var ms = performance.now() - t0;\n\
               lines.push(name + \" \" + best.nodes + \" \" + ms);\n\
               game.free();\n\
             }} catch (e) {{ lines.push(name + \" error: \" + (e && e.message ? e.message : e)); }}\n\
           }});\n\
         }} catch (e) {{ lines.push(\"module error: \" + (e && e.message ? e.message : e)); }}\n\
         document.getElementById(\"result\").textContent = lines.join(\"\\n\");\n\
         </script></body></html>\n"
    )
}

/// The searches a page of [`page`] reports in `dom` (Chromium's dump of
/// it), by variant.
///
/// # Errors
/// The result is missing, or a line is an error or does not read.
pub fn read_page(dom: &str) -> Result<Vec<(String, Search)>, String> {
    let start = dom
        .find("<pre id=\"result\">")
        .ok_or("the page wrote no result")?
        + "<pre id=\"result\">".len();
    let end = dom[start..]
        .find("</pre>")
        .ok_or("the page's result is not closed")?;
    let mut found = Vec::new();
    for line in dom[start..start + end].lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words[..] {
            [name, nodes, ms] if !line.contains("error") => {
                let nodes = nodes.parse::<u64>().map_err(|_| format!("{line:?}"))?;
                let ms = ms.parse::<f64>().map_err(|_| format!("{line:?}"))?;
                found.push((name.to_string(), Search { nodes, ms }));
            }
            _ => return Err(format!("in the page: {line}")),
        }
    }
    if found.is_empty() {
        return Err("the page searched nothing".to_string());
    }
    Ok(found)
}

/// Chromium: `CHROMIUM`, or the first of its usual names on the `PATH`.
pub fn chromium() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("CHROMIUM") {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).find_map(|dir| {
        [
            "chromium",
            "chromium-browser",
            "google-chrome",
            "google-chrome-stable",
        ]
        .iter()
        .map(|n| dir.join(n))
        .find(|c| c.is_file())
    })
}

/// The searches of [`page`] for `cases` run in headless Chromium
/// (`browser`), in the folder `dir`.
///
/// # Errors
/// The page cannot be written, Chromium does not run, or the page's
/// result does not read.
pub fn in_chromium(
    browser: &Path,
    module: &Module,
    dir: &Path,
    cases: &[(&str, u32)],
) -> Result<Vec<(String, Search)>, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    std::fs::write(
        dir.join("cvpages-module.js"),
        module_script(&module.glue, &module.wasm),
    )
    .map_err(|e| format!("{}: {e}", dir.display()))?;
    let page_path = dir.join("bench.html");
    std::fs::write(&page_path, page(cases)).map_err(|e| format!("{}: {e}", dir.display()))?;
    let page_path = page_path
        .canonicalize()
        .map_err(|e| format!("{}: {e}", page_path.display()))?;
    let out = Command::new(browser)
        .args([
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--dump-dom",
        ])
        .arg(format!("file://{}", page_path.display()))
        .stderr(Stdio::null())
        .output()
        .map_err(|e| format!("{} does not run: {e}", browser.display()))?;
    read_page(&String::from_utf8_lossy(&out.stdout))
}

/// The size of `bytes` compressed by `gzip -9`.
///
/// # Errors
/// `gzip` does not run.
pub fn gzipped_size(bytes: &[u8]) -> Result<usize, String> {
    let mut child = Command::new("gzip")
        .args(["-9", "-c"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("gzip does not run: {e}"))?;
    let mut stdin = child.stdin.take().ok_or("gzip took no input")?;
    let input = bytes.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let out = child
        .wait_with_output()
        .map_err(|e| format!("gzip failed: {e}"))?;
    let _ = writer.join();
    if !out.status.success() {
        return Err("gzip failed".to_string());
    }
    Ok(out.stdout.len())
}

/// Writes the section: the module's size, then per variant the native
/// and the in-page speed. `module` is the built module or why there is
/// none; the page is written under `dir`.
pub fn section(module: &Result<Module, String>, dir: &Path, out: &mut dyn Write) {
    let _ = writeln!(out, "\nThe play pages' WebAssembly module");
    let module = match module {
        Ok(module) => module,
        Err(why) => {
            let _ = writeln!(out, "not measured: {why}");
            return;
        }
    };
    let gzipped = gzipped_size(&module.wasm)
        .map_or_else(|why| why, |n| format!("{n} bytes gzipped (gzip -9)"));
    let _ = writeln!(out, "web_bg.wasm: {} bytes, {gzipped}", module.wasm.len());
    let page = match chromium() {
        Some(browser) => in_chromium(&browser, module, dir, &CASES),
        None => Err("no Chromium (CHROMIUM, or chromium on the PATH)".to_string()),
    };
    let _ = writeln!(
        out,
        "the engine's search of the start (k nodes/s)\n{:<10} {:>5} {:>9} {:>9} {:>9} {:>6}",
        "variant", "depth", "nodes", "native", "in page", "ratio"
    );
    for (variant, depth) in CASES {
        let native = native(variant, depth);
        let in_page = page.as_ref().map_err(Clone::clone).and_then(|found| {
            found
                .iter()
                .find(|(name, _)| name == variant)
                .map(|&(_, s)| s)
                .ok_or_else(|| format!("the page did not search {variant}"))
        });
        match (native, in_page) {
            (Ok(n), Ok(p)) => {
                let differ = if n.nodes == p.nodes {
                    String::new()
                } else {
                    format!("  (the page visited {} nodes)", p.nodes)
                };
                let _ = writeln!(
                    out,
                    "{variant:<10} {depth:>5} {:>9} {:>9.0} {:>9.0} {:>5.2}x{differ}",
                    n.nodes,
                    n.knps(),
                    p.knps(),
                    p.knps() / n.knps().max(1e-9)
                );
            }
            (Ok(n), Err(why)) => {
                let _ = writeln!(
                    out,
                    "{variant:<10} {depth:>5} {:>9} {:>9.0}  in the page: {why}",
                    n.nodes,
                    n.knps()
                );
            }
            (Err(why), _) => {
                let _ = writeln!(out, "{variant:<10} {depth:>5} {why}");
            }
        }
    }
}
