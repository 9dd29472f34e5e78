//! The pages of `cargo xtask verify-games --html` (issue 19), checked for
//! what a reader relies on, against the game files themselves rather than
//! against the report the pages are drawn from:
//!
//! - one board per position: the start, every turn played, and every side
//!   line's branch point, counted from the file's lines;
//! - an arrow from every piece in motion, the pieces in motion found by
//!   replaying the file with the variant's own position types;
//! - every comment line of the file, escaped;
//! - the markup well formed (tags balanced and nested, quoted attributes),
//!   and text from a game file never taken as markup.

use cvpages::edge_of_world::{self, EdgeOfWorld};
use cvpages::kernel::replay::{Declared, GameFile, TurnLine};
use cvpages::momentum::{self, Momentum};
use cvpages::Variant;
use std::collections::BTreeSet;
use xtask::{html, verify};

/// Elements without an end tag.
const VOID: &[&str] = &[
    "meta", "br", "hr", "img", "input", "link", "wbr", "area", "col",
];

/// Checks that `page` is well formed: every tag closed in order (SVG
/// elements may close themselves), attribute values quoted, the text of
/// `script` and `style` skipped. Returns what is wrong.
fn well_formed(page: &str) -> Result<(), String> {
    let mut stack: Vec<String> = Vec::new();
    let mut rest = page;
    while let Some(open) = rest.find('<') {
        let at = page.len() - rest.len();
        let text = &rest[..open];
        if text.contains('>') {
            return Err(format!("a bare '>' in text near byte {at}"));
        }
        let tail = &rest[open..];
        if let Some(body) = tail.strip_prefix("<!DOCTYPE") {
            let end = body.find('>').ok_or("an unclosed doctype")?;
            rest = &body[end + 1..];
            continue;
        }
        let end = tail
            .find('>')
            .ok_or_else(|| format!("an unclosed tag at byte {at}"))?;
        let tag = &tail[1..end];
        if tag.contains('<') {
            return Err(format!("a '<' inside the tag {tag:?}"));
        }
        let quotes = tag.matches('"').count();
        if !quotes.is_multiple_of(2) {
            return Err(format!("unbalanced quotes in the tag {tag:?}"));
        }
        // Outside quoted values, an '=' must be followed by a quote.
        let mut in_quotes = false;
        let chars: Vec<char> = tag.chars().collect();
        for (i, c) in chars.iter().enumerate() {
            match c {
                '"' => in_quotes = !in_quotes,
                '=' if !in_quotes && chars.get(i + 1) != Some(&'"') => {
                    return Err(format!("an unquoted attribute value in {tag:?}"))
                }
                _ => {}
            }
        }
        let closing = tag.starts_with('/');
        let self_closing = tag.ends_with('/');
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
            .collect::<String>()
            .to_ascii_lowercase();
        if name.is_empty() {
            return Err(format!("a tag without a name: {tag:?}"));
        }
        let mut next = &tail[end + 1..];
        if closing {
            match stack.pop() {
                Some(top) if top == name => {}
                Some(top) => return Err(format!("</{name}> closes <{top}>")),
                None => return Err(format!("</{name}> closes nothing")),
            }
        } else if !self_closing && !VOID.contains(&name.as_str()) {
            if name == "script" || name == "style" {
                let close = format!("</{name}>");
                let body_end = next
                    .find(&close)
                    .ok_or_else(|| format!("<{name}> is not closed"))?;
                next = &next[body_end + close.len()..];
            } else {
                stack.push(name);
            }
        }
        rest = next;
    }
    if rest.contains('>') {
        return Err("a bare '>' after the last tag".to_string());
    }
    match stack.last() {
        Some(open) => Err(format!("<{open}> is never closed")),
        None => Ok(()),
    }
}

/// The frames of a page, each the text of its `<section class="frame">`.
fn frames(page: &str) -> Vec<&str> {
    page.split(r#"<section class="frame""#)
        .skip(1)
        .map(|chunk| chunk.split("</section>").next().unwrap_or(chunk))
        .collect()
}

/// The squares the arrows of a frame start from, in lower case.
fn arrows(frame: &str) -> BTreeSet<String> {
    frame
        .split(r#"<g class="arrow "#)
        .skip(1)
        .map(|a| {
            let from = a.split(r#"data-from=""#).nth(1).unwrap_or("");
            from.split('"').next().unwrap_or("").to_ascii_lowercase()
        })
        .collect()
}

/// A turn as the replay plays it: the correction of a declared misprint.
fn written(t: &TurnLine) -> &str {
    t.declared
        .iter()
        .find_map(|d| match d {
            Declared::Misprint { corrected, .. } => Some(corrected.as_str()),
            _ => None,
        })
        .unwrap_or(&t.text)
}

/// The squares of the pieces in motion in every position a page draws, in
/// its order: the start, the main line's turns, then for each side line
/// its branch point and its turns. Replayed with `V` and read from its
/// position by `moving`.
fn in_motion<V: Variant>(
    variant: &V,
    file: &GameFile,
    moving: impl Fn(&V::Position) -> BTreeSet<String>,
) -> Vec<BTreeSet<String>> {
    let start = match &file.start {
        Some(t) => variant.read_position(t).expect("the start reads"),
        None => variant.start_position(),
    };
    let play = |pos: &V::Position, t: &TurnLine| {
        let turn = variant.read_turn(pos, written(t)).expect("the turn reads");
        variant.play_turn_unchecked(pos, &turn)
    };
    let mut out = vec![moving(&start)];
    let mut pos = start.clone();
    for t in file.turns.iter().filter(|t| t.text != "resign") {
        pos = play(&pos, t);
        out.push(moving(&pos));
    }
    for v in &file.variations {
        let mut pos = start.clone();
        for t in file
            .turns
            .iter()
            .take_while(|t| (t.number, t.side) != v.before)
        {
            pos = play(&pos, t);
        }
        out.push(moving(&pos));
        for t in &v.turns {
            pos = play(&pos, t);
            out.push(moving(&pos));
        }
    }
    out
}

/// Every comment line of a file.
fn comment_lines(file: &GameFile) -> Vec<&String> {
    let mut out: Vec<&String> = file.comments.iter().chain(&file.closing).collect();
    for t in &file.turns {
        out.extend(&t.comments);
    }
    for c in &file.acts {
        out.extend(&c.comments);
    }
    for v in &file.variations {
        out.extend(&v.comments);
        for t in &v.turns {
            out.extend(&t.comments);
        }
        for c in &v.acts {
            out.extend(&c.comments);
        }
    }
    out
}

#[test]
fn every_page_has_a_board_per_turn_an_arrow_per_piece_in_motion_and_the_commentary() {
    let root = verify::workspace_root();
    let games = verify::find_games(&root);
    assert!(games.len() >= 28, "{} game files", games.len());
    let mut arrows_checked = 0;
    for entry in &games {
        let name = entry.snapshot_name();
        let text = std::fs::read_to_string(&entry.path).expect("the game file");
        let file = GameFile::parse(&text).expect("the game file reads");
        let report = verify::replay_entry(entry)
            .report
            .expect("the game replays");
        let page = html::page(&report);
        well_formed(&page).unwrap_or_else(|e| panic!("{name}: {e}"));

        // One board per position the file leads to.
        let turns = file.turns.iter().filter(|t| t.text != "resign").count()
            + file.variations.iter().map(|v| v.turns.len()).sum::<usize>();
        let expected = 1 + turns + file.variations.len();
        let frames = frames(&page);
        assert_eq!(frames.len(), expected, "{name}: boards");
        for (i, f) in frames.iter().enumerate() {
            assert_eq!(
                f.matches("<svg class=\"board-svg\"").count(),
                1,
                "{name}: frame {i} has one board"
            );
        }

        // An arrow from every piece in motion, and from no other square.
        let moving = match file.variant.as_str() {
            "momentum" => {
                let v = Momentum::with_options(&file.options).expect("options");
                in_motion(&v, &file, |p: &momentum::Position| {
                    p.in_motion().map(|(s, _)| s.to_string()).collect()
                })
            }
            "edge-of-world" => {
                let v = EdgeOfWorld::with_options(&file.options).expect("options");
                in_motion(&v, &file, |p: &edge_of_world::Position| {
                    p.motions().iter().map(|m| m.square.to_string()).collect()
                })
            }
            _ => vec![BTreeSet::new(); expected],
        };
        assert_eq!(moving.len(), frames.len(), "{name}");
        for (i, (f, m)) in frames.iter().zip(&moving).enumerate() {
            assert_eq!(
                &arrows(f),
                m,
                "{name}: frame {i}: arrows and pieces in motion"
            );
            arrows_checked += m.len();
        }

        // The commentary, every line of it.
        for line in comment_lines(&file) {
            assert!(
                page.contains(&html::escape(line)),
                "{name}: the comment {line:?} is not on the page"
            );
        }
    }
    assert!(arrows_checked > 300, "{arrows_checked} arrows checked");
}

#[test]
fn the_index_links_every_page() {
    let root = verify::workspace_root();
    let games: Vec<_> = verify::find_games(&root)
        .into_iter()
        .map(|e| {
            let r = verify::replay_entry(&e);
            (e, r)
        })
        .collect();
    let index = html::index(&games);
    well_formed(&index).unwrap_or_else(|e| panic!("index: {e}"));
    for (entry, _) in &games {
        assert!(
            index.contains(&format!("href=\"{}\"", html::page_name(entry))),
            "{}",
            entry.snapshot_name()
        );
    }
}

/// A game file is input: markup in its title, source, comments or turns
/// is shown as text.
#[test]
fn text_from_a_game_file_is_escaped() {
    let text = "title: <script>alert(\"title\")</script> & 'friends'\n\
                source: <img src=x onerror=alert(1)>\n\
                variant: chess\n\
                # </section><b>bold</b> & \"quoted\"\n\
                1. e4 <i>\n\
                1... e5\n";
    let file = GameFile::parse(text).expect("reads");
    let report = cvpages::replay(&file).expect("replays");
    let page = html::page(&report);
    well_formed(&page).unwrap_or_else(|e| panic!("{e}"));
    for raw in ["<script>alert", "<img", "</section><b>", "<b>bold", "<i>"] {
        assert!(!page.contains(raw), "{raw:?} reached the page");
    }
    for escaped in [
        "&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt; &amp; &#39;friends&#39;",
        "&lt;img src=x onerror=alert(1)&gt;",
        "&lt;/section&gt;&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;",
        "<h2>1. e4 &lt;i&gt;</h2>",
    ] {
        assert!(page.contains(escaped), "{escaped:?} is not on the page");
    }
    // The turn that does not read stops the replay: still one board, the start's.
    assert_eq!(frames(&page).len(), 1);
}

#[test]
fn the_checker_finds_broken_markup() {
    assert!(well_formed("<p>a</p>").is_ok());
    assert!(well_formed("<div><p>a</div></p>").is_err());
    assert!(well_formed("<p>a").is_err());
    assert!(well_formed("<p class=x>a</p>").is_err());
    assert!(well_formed("<p title=\"a>b\">a</p>").is_err());
    assert!(well_formed("<p>a > b</p>").is_err());
    assert!(well_formed("<svg><rect/></svg><meta charset=\"utf-8\">").is_ok());
    assert!(well_formed("<script>if (a < b) {}</script>").is_ok());
}
