//! The pages of `cargo xtask verify-games --html` (issues 19 and 35),
//! checked for what a reader relies on, against the game files themselves
//! rather than against the report the pages are drawn from. A page holds
//! its game as data that its script draws (JSON in `#game-data`, read
//! here by `serde_json`, a parser that shares nothing with the writer):
//!
//! - one board per position: the start, every turn played, and every side
//!   line's branch point, counted from the file's lines;
//! - each board's position text the one reached by replaying the file with
//!   the variant's own types, and its pieces those of that text;
//! - an arrow from every piece in motion, the pieces in motion found by
//!   replaying the file with the variant's own position types;
//! - every comment line of the file;
//! - the markup well formed (tags balanced and nested, quoted attributes),
//!   and text from a game file never taken as markup, nor able to end the
//!   data's script element;
//! - the page proportionate to the game: a long game's page a small
//!   multiple of its file.

use cvpages::edge_of_world::{self, EdgeOfWorld};
use cvpages::kernel::replay::{Declared, GameFile, TurnLine};
use cvpages::momentum::{self, Momentum};
use cvpages::{Playable, Task, Variant};
use serde_json::Value;
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
        if quotes % 2 != 0 {
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

/// The frames of a page's data.
fn frames(data: &Value) -> &Vec<Value> {
    data["frames"].as_array().expect("frames")
}

/// The name of a square of a page's boards, in lower case.
fn square_name(data: &Value, file: &Value, rank: &Value) -> String {
    let names: Vec<char> = data["board"]["fileNames"]
        .as_str()
        .expect("file names")
        .chars()
        .collect();
    let file = usize::try_from(file.as_u64().expect("a file")).expect("small");
    let rank = rank.as_u64().expect("a rank");
    format!("{}{}", names[file], rank + 1).to_ascii_lowercase()
}

/// The squares the arrows of a frame start from, in lower case.
fn arrows(data: &Value, frame: &Value) -> BTreeSet<String> {
    frame["motions"]
        .as_array()
        .map(|list| {
            list.iter()
                .map(|m| square_name(data, &m[0], &m[1]))
                .collect()
        })
        .unwrap_or_default()
}

/// The pieces of a board written as FEN writes one (ranks from the top,
/// separated by `/`, a run of empty squares as its length, which may have
/// two digits on a board of 12 files), as (file, rank from the top,
/// letter); a piece written `[wX]` or `[bX]` as its letter with its side.
fn pieces(board: &str) -> BTreeSet<(usize, usize, String)> {
    let mut out = BTreeSet::new();
    for (row, text) in board.split('/').enumerate() {
        let mut file = 0;
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            if let Some(d) = c.to_digit(10) {
                let mut run = d as usize;
                while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                    run = run * 10 + d as usize;
                    chars.next();
                }
                file += run;
            } else if c == '[' {
                let side: String = chars.by_ref().take(2).collect();
                assert_eq!(chars.next(), Some(']'), "{board}");
                out.insert((file, row, side));
                file += 1;
            } else {
                out.insert((file, row, c.to_string()));
                file += 1;
            }
        }
    }
    out
}

/// Every paragraph of commentary in a page's frames.
fn commentary(frames: &[Value]) -> Vec<String> {
    let mut out = Vec::new();
    let mut take = |comments: &Value| {
        for p in comments.as_array().into_iter().flatten() {
            out.push(p[1].as_str().expect("a paragraph").to_string());
        }
    };
    for f in frames {
        take(&f["comments"]);
        for more in f["more"].as_array().into_iter().flatten() {
            take(&more["comments"]);
        }
    }
    out
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

/// The position text of every position a page draws, in its order (as
/// [`in_motion`]), replayed with the variant the file names.
struct PositionTexts<'a>(&'a GameFile);

impl Task for PositionTexts<'_> {
    type Output = Vec<String>;
    fn run<V: Playable>(self, variant: V) -> Vec<String> {
        in_motion(&variant, self.0, |p| {
            BTreeSet::from([variant.write_position(p)])
        })
        .into_iter()
        .map(|set| set.into_iter().next().unwrap_or_default())
        .collect()
    }
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
    let mut pieces_checked = 0;
    for entry in &games {
        let name = entry.snapshot_name();
        let text = std::fs::read_to_string(&entry.path).expect("the game file");
        let file = GameFile::parse(&text).expect("the game file reads");
        let report = verify::replay_entry(entry)
            .report
            .expect("the game replays");
        let page = html::page(&report);
        well_formed(&page).unwrap_or_else(|e| panic!("{name}: {e}"));
        let data = data(&page);

        // One board per position the file leads to.
        let turns = file.turns.iter().filter(|t| t.text != "resign").count()
            + file.variations.iter().map(|v| v.turns.len()).sum::<usize>();
        let expected = 1 + turns + file.variations.len();
        let frames = frames(&data);
        assert_eq!(frames.len(), expected, "{name}: boards");

        // Each board's position text is the position the file reaches
        // there, and its pieces are those of the text.
        let texts = cvpages::with_variant(&file.variant, &file.options, PositionTexts(&file))
            .expect("the variant opens");
        assert_eq!(texts.len(), frames.len(), "{name}");
        for (i, (f, text)) in frames.iter().zip(&texts).enumerate() {
            assert_eq!(
                f["position"].as_str(),
                Some(text.as_str()),
                "{name}: frame {i}"
            );
            let board = f["board"].as_str().expect("a board");
            let field = text.split_whitespace().next().unwrap_or_default();
            assert_eq!(
                pieces(board),
                pieces(field),
                "{name}: frame {i}: the pieces drawn and the position text"
            );
            pieces_checked += pieces(board).len();
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
                &arrows(&data, f),
                m,
                "{name}: frame {i}: arrows and pieces in motion"
            );
            arrows_checked += m.len();
        }

        // The commentary, every line of it: in the data, or (after the
        // last side line) on the page.
        let said = commentary(frames);
        for line in comment_lines(&file) {
            assert!(
                said.iter().any(|p| p.lines().any(|l| l == line))
                    || file.closing.contains(line) && page.contains(&html::escape(line)),
                "{name}: the comment {line:?} is not on the page"
            );
        }
    }
    assert!(arrows_checked > 300, "{arrows_checked} arrows checked");
    assert!(pieces_checked > 10_000, "{pieces_checked} pieces checked");
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
    let rows: Vec<html::IndexRow> = games
        .iter()
        .map(|(e, r)| html::IndexRow::of(e, r))
        .collect();
    let index = html::index(&rows);
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
/// is shown as text, and cannot end the script element that holds the
/// data; the data reads back as the file wrote it.
#[test]
fn text_from_a_game_file_is_escaped() {
    let text = "title: <script>alert(\"title\")</script> & 'friends'\n\
                source: <img src=x onerror=alert(1)>\n\
                variant: chess\n\
                # </section><b>bold</b> & \"quoted\"\n\
                # </script><script>alert(2)</script> <!-- \u{2028} \\\n\
                1. e4 <i>\n\
                1... e5\n";
    let file = GameFile::parse(text).expect("reads");
    let report = cvpages::replay(&file).expect("replays");
    let page = html::page(&report);
    well_formed(&page).unwrap_or_else(|e| panic!("{e}"));
    for raw in [
        "<script>alert",
        "<img",
        "</section><b>",
        "<b>bold",
        "<i>",
        "<!--",
    ] {
        assert!(!page.contains(raw), "{raw:?} reached the page");
    }
    for escaped in [
        "<title>&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt; &amp; &#39;friends&#39;</title>",
        "<p class=\"source\">&lt;img src=x onerror=alert(1)&gt;</p>",
    ] {
        assert!(page.contains(escaped), "{escaped:?} is not on the page");
    }
    // The page's own scripts, the data's element and nothing else.
    assert_eq!(page.matches("<script").count(), 3);
    let data = data(&page);
    let frames = frames(&data);
    // The turn that does not read stops the replay: still one board, the
    // start's, and the turn after it.
    assert_eq!(frames.len(), 1);
    assert_eq!(
        commentary(frames),
        ["</section><b>bold</b> & \"quoted\"\n</script><script>alert(2)</script> <!-- \u{2028} \\"]
    );
    assert_eq!(frames[0]["more"][0]["title"], "1. e4 <i>");
}

/// Nothing is fetched from elsewhere: no page or index names a script,
/// style, image, font or frame to load, and its only links are to pages of
/// the site (the source's addresses are text).
#[test]
fn nothing_is_fetched_from_elsewhere() {
    let root = verify::workspace_root();
    let mut checked = 0;
    let mut rows = Vec::new();
    let mut texts = Vec::new();
    for entry in verify::find_games(&root) {
        let replayed = verify::replay_entry(&entry);
        rows.push(html::IndexRow::of(&entry, &replayed));
        texts.push(html::page(&replayed.report.expect("replays")));
    }
    texts.push(html::index(&rows));
    for page in &texts {
        for loads in [
            " src=",
            "<link",
            "<img",
            "<iframe",
            "<object",
            "<embed",
            "@import",
            "@font-face",
        ] {
            assert!(!page.contains(loads), "{loads:?} on a page");
        }
        // The arrowheads are markers of the page itself: url(#head-white).
        for (at, _) in page.match_indices("url(") {
            assert!(page[at..].starts_with("url(#"), "{}", &page[at..at + 40]);
        }
        for link in page.split(" href=\"").skip(1) {
            let target = link.split('"').next().unwrap_or_default();
            assert!(
                !target.contains(':') && !target.starts_with("//") && target.ends_with(".html"),
                "a link to {target:?}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 2 * 35, "{checked} links");
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
