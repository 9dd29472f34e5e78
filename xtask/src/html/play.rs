//! The play pages of the site (`cargo xtask site DIR`): one page per
//! variant where a game is played by clicks, against a person or the
//! engine, with the rules and the engine of the `cvpages-web` WebAssembly
//! module ([`crate::wasm`] builds it). The module is one script shared by
//! the pages, `cvpages-module.js` ([`module_script`]): wasm-bindgen's
//! no-modules script wrapped in a function, and the module's bytes in
//! base64, so that no page fetches a file (a `fetch` of a `.wasm` file
//! fails from `file://`). The page's own script is `play.js`.

use super::{escape, CSS};
use cvpages::VariantInfo;
use std::io::{self, Write};

/// The file name of the script that holds the module.
pub const MODULE_SCRIPT: &str = "cvpages-module.js";

const BOARD_JS: &str = include_str!("board.js");
const PLAY_JS: &str = include_str!("play.js");
const PLAY_CSS: &str = include_str!("play.css");

/// The play page of `variant`: `play-chess.html`.
pub fn play_page_name(variant: &str) -> String {
    format!("play-{variant}.html")
}

/// `bytes` in base64 (RFC 4648, with padding).
pub fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for (i, shift) in [18, 12, 6, 0].into_iter().enumerate() {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[((n >> shift) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// The shared script of the play pages: `cvpagesGlue()`, wasm-bindgen's
/// no-modules script `glue` (which defines `wasm_bindgen`) returning
/// `wasm_bindgen`, and `cvpagesWasmBytes()`, the bytes of `wasm`. Both are
/// functions so that the page can make its engine's worker from their
/// source text (`Function.prototype.toString`), with no second file.
pub fn module_script(glue: &str, wasm: &[u8]) -> String {
    format!(
        "// The cvpages-web WebAssembly module and wasm-bindgen's script for it,\n\
         // written by `cargo xtask site`.\n\
         function cvpagesGlue() {{\n{glue}\nreturn wasm_bindgen;\n}}\n\
         function cvpagesWasmBytes() {{\n  var text = atob(\"{}\");\n  var bytes = new Uint8Array(text.length);\n  for (var i = 0; i < text.length; i++) {{ bytes[i] = text.charCodeAt(i); }}\n  return bytes;\n}}\n",
        base64(wasm)
    )
}

/// The options offered as presets on a variant's page: the standard
/// game, and for Momentum the armies of Chess with Different Armies.
fn presets(variant: &str) -> &'static [(&'static str, &'static str)] {
    match variant {
        "momentum" => &[
            ("", "FIDE armies"),
            (
                "armies=fabulous-fides,colorbound-clobberers",
                "Fabulous FIDEs against Colorbound Clobberers",
            ),
            (
                "armies=fabulous-fides,nutty-knights",
                "Fabulous FIDEs against Nutty Knights",
            ),
            (
                "armies=fabulous-fides,remarkable-rookies",
                "Fabulous FIDEs against Remarkable Rookies",
            ),
            (
                "armies=nutty-knights,remarkable-rookies",
                "Nutty Knights against Remarkable Rookies",
            ),
        ],
        _ => &[],
    }
}

/// Writes the play page of `variant` to `out`.
///
/// # Errors
/// The writer's error.
pub fn write_play_page(variant: &VariantInfo, out: &mut dyn Write) -> io::Result<()> {
    let name = escape(variant.name);
    write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>Play {name}</title><style>{CSS}{PLAY_CSS}</style></head><body class=\"play\" data-variant=\"{name}\">"
    )?;
    write!(
        out,
        r#"<header><p><a href="index.html">All games</a></p><h1>Play {name}</h1><p class="source">{}</p></header><main>"#,
        escape(variant.description)
    )?;
    out.write_all(br#"<noscript><p class="problems">This page plays with JavaScript and WebAssembly, which are off here.</p></noscript>"#)?;
    out.write_all(br#"<p id="message" role="alert"></p>"#)?;
    out.write_all(
        br#"<div class="play-area"><div class="board" id="board"></div><div class="panel">"#,
    )?;
    out.write_all(br#"<p id="status" class="status" aria-live="polite"></p><p id="thinking" class="thinking" aria-live="polite"></p>"#)?;
    out.write_all(br#"<div class="buttons"><button id="undo" type="button">Take back</button><button id="stop" type="button" disabled>Stop the engine</button><label><input type="checkbox" id="fill-forced" checked> play forced steps</label></div>"#)?;
    out.write_all(br#"<p id="so-far" class="turn-text"></p><ol id="events" class="events"></ol><div id="choices" class="choices"></div>"#)?;
    out.write_all(br#"<h3>Next steps</h3><div id="next-steps" class="next-steps"></div>"#)?;
    out.write_all(br#"<h3>Pieces in motion</h3><ul id="motions" class="motion"></ul>"#)?;
    out.write_all(br#"<h3>Turns</h3><ul id="turns" class="turns"></ul>"#)?;
    out.write_all(br#"<p><label>Type a turn: <input id="typed-turn" type="text" autocomplete="off" spellcheck="false"></label> <button id="play-typed" type="button">Play</button></p>"#)?;
    out.write_all(b"</div></div>")?;
    out.write_all(br#"<section class="setup"><h2>The game</h2><div class="buttons"><label>White: <select id="white-player"><option value="person">a person</option><option value="engine">the engine</option></select></label><label>Black: <select id="black-player"><option value="person">a person</option><option value="engine">the engine</option></select></label><label>The engine thinks: <select id="limit"><option>250ms</option><option selected>1s</option><option>3s</option><option>10s</option><option>depth 3</option></select></label></div>"#)?;
    write!(
        out,
        r#"<p><label>Options: <input id="options" type="text" list="presets" autocomplete="off" spellcheck="false"></label><datalist id="presets">"#
    )?;
    for (value, label) in presets(variant.name) {
        write!(
            out,
            r#"<option value="{}">{}</option>"#,
            escape(value),
            escape(label)
        )?;
    }
    let keys = if variant.option_keys.is_empty() {
        "none".to_string()
    } else {
        variant.option_keys.join(", ")
    };
    write!(
        out,
        r#"</datalist> <button id="new-game" type="button">New game</button> <span class="hint">option keys: {}</span></p>"#,
        escape(&keys)
    )?;
    out.write_all(br#"<p><label>Position text:<br><textarea id="start-text" rows="2" spellcheck="false"></textarea></label><br><button id="from-position" type="button">New game from this position</button></p>"#)?;
    out.write_all(br#"<p><label>The position now:<br><textarea id="position" rows="2" readonly spellcheck="false"></textarea></label></p>"#)?;
    out.write_all(br#"<p><button id="download" type="button">Download the game file</button> <label>Load a game file: <input id="load-file" type="file" accept=".game,text/plain"></label></p>"#)?;
    out.write_all(br#"<p><label>Game file:<br><textarea id="game-file" rows="6" spellcheck="false"></textarea></label><br><button id="load-text" type="button">Load this game file</button></p>"#)?;
    out.write_all(br#"</section><details class="legend"><summary>Key to the pieces and notation</summary><div id="legend" class="wide"></div></details>"#)?;
    writeln!(
        out,
        "</main><script src=\"{MODULE_SCRIPT}\"></script><script>{BOARD_JS}</script><script>{PLAY_JS}</script></body></html>"
    )
}

/// The play page of `variant` as text.
pub fn play_page(variant: &VariantInfo) -> String {
    let mut out = Vec::new();
    // Writing into memory cannot fail.
    let _ = write_play_page(variant, &mut out);
    String::from_utf8_lossy(&out).into_owned()
}
