//! The WebAssembly benchmark page's result ([`xtask::wasm_bench::read_page`])
//! read by variant, an error or no result refused with its words.

use xtask::wasm_bench::{read_page, Search};

#[test]
fn a_page_result_reads_by_variant() {
    let dom = "<html><body><pre id=\"result\">chess 1200 40.5\nmomentum 300 12</pre></body></html>";
    let found = read_page(dom).expect("the result reads");
    assert_eq!(
        found,
        vec![
            (
                "chess".to_string(),
                Search {
                    nodes: 1200,
                    ms: 40.5
                }
            ),
            (
                "momentum".to_string(),
                Search {
                    nodes: 300,
                    ms: 12.0
                }
            ),
        ]
    );
    assert!((found[0].1.knps() - 1200.0 / 40.5).abs() < 1e-9);
}

#[test]
fn a_page_error_or_no_result_is_refused_with_its_words() {
    let dom = "<pre id=\"result\">chess error: the engine found no turn to play</pre>";
    assert_eq!(
        read_page(dom),
        Err("in the page: chess error: the engine found no turn to play".to_string())
    );
    assert_eq!(
        read_page("<pre id=\"result\"></pre>"),
        Err("the page searched nothing".to_string())
    );
    assert_eq!(
        read_page("<body></body>"),
        Err("the page wrote no result".to_string())
    );
}
