//! The benchmark's figures of the play pages' module (issue 31,
//! `xtask::wasm_bench`): the engine's search in headless Chromium, from
//! the module the play pages load, visits the very nodes the native
//! search visits, for chess and Momentum Chess, so that the two speeds
//! the benchmark sets side by side are of the same work; and the module
//! is smaller gzipped than plain.
//!
//! It needs the WebAssembly build and Chromium: without them it says so
//! and passes, except where `CVPAGES_REQUIRE_CHROMIUM` is set (CI), where
//! it fails.

use std::path::Path;
use xtask::wasm_bench;

fn cannot_run(why: &str) {
    let required = std::env::var_os("CVPAGES_REQUIRE_CHROMIUM").is_some_and(|v| !v.is_empty());
    assert!(!required, "CVPAGES_REQUIRE_CHROMIUM is set: {why}");
    eprintln!("the module's benchmark test did not run: {why}");
}

#[test]
fn the_search_in_the_page_visits_the_native_searchs_nodes() {
    let Some(browser) = wasm_bench::chromium() else {
        return cannot_run("no Chromium");
    };
    let module = match crate::wasm_module::module() {
        Ok(m) => m,
        Err(why) => return cannot_run(why),
    };
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("wasm-bench");
    // Shallower than the benchmark's: the same code, in less time.
    let cases = [("chess", 4), ("momentum", 3)];
    let found = wasm_bench::in_chromium(&browser, module, &dir, &cases)
        .unwrap_or_else(|e| panic!("the page's searches: {e}"));
    let names: Vec<&str> = found.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["chess", "momentum"]);
    for ((variant, in_page), (_, depth)) in found.iter().zip(cases) {
        let native = wasm_bench::native(variant, depth).expect("the variant opens");
        assert!(native.nodes > 100, "{variant}: {native:?}");
        assert_eq!(
            in_page.nodes, native.nodes,
            "{variant}: the page's search to depth {depth} and the native one"
        );
    }
    let gzipped = wasm_bench::gzipped_size(&module.wasm).expect("gzip runs");
    assert!(gzipped > 0 && gzipped < module.wasm.len());
}
