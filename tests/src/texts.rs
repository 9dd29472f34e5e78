//! Position texts taken apart and put back together: the field surgery the
//! definitions need (the opponent to move on the same board) and the board
//! part the random positions are written in.
//!
//! Every variant here writes its position as whitespace-separated fields,
//! the board first in FEN style (rank by rank from the top, `/` between
//! ranks, digits for runs of empty squares, upper case for White).

/// The whitespace-separated fields of `text`.
pub fn fields(text: &str) -> Vec<&str> {
    text.split_whitespace().collect()
}

/// `text` with field `index` (0-based) replaced by `value`.
///
/// # Errors
/// A message if `text` has no such field.
pub fn with_field(text: &str, index: usize, value: &str) -> Result<String, String> {
    let mut parts = fields(text);
    let slot = parts
        .get_mut(index)
        .ok_or_else(|| format!("'{text}' has no field {}", index + 1))?;
    *slot = value;
    Ok(parts.join(" "))
}

/// The first six fields of `text`: the FEN of a chess-like position
/// (board, side, castling, en passant, clocks) inside a variant's longer
/// position text.
pub fn fen_part(text: &str) -> String {
    fields(text)
        .into_iter()
        .take(6)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The FEN `fen` with `side` ('w' or 'b') to move, no castling rights and
/// no en passant square: the position in which to ask whether `side` can
/// take a King with one move. Castling and en passant never take a King,
/// and dropping them keeps the text readable by a game without royalty
/// (whose reader cannot check a castling right's King).
///
/// # Errors
/// A message if `fen` has fewer than four fields.
pub fn attack_fen(fen: &str, side: char) -> Result<String, String> {
    let fen = with_field(fen, 1, &side.to_string())?;
    let fen = with_field(&fen, 2, "-")?;
    with_field(&fen, 3, "-")
}

/// The other side's letter: `w` for `b` and `b` for `w`.
///
/// # Errors
/// A message for any other field.
pub fn other_side(side: &str) -> Result<char, String> {
    match side {
        "w" => Ok('b'),
        "b" => Ok('w'),
        other => Err(format!("side to move '{other}' is neither 'w' nor 'b'")),
    }
}

/// Momentum Chess position text with the other side to move from the same
/// board, every momentum kept, and no en passant square. See
/// [`crate::definitions::MomentumDefinition`] for why this is the position
/// in which check is decided.
///
/// # Errors
/// A message if the text has no side or en passant field.
pub fn flip_momentum(text: &str) -> Result<String, String> {
    let side = fields(text)
        .get(1)
        .copied()
        .ok_or_else(|| format!("'{text}' has no side to move"))?;
    let flipped = with_field(text, 1, &other_side(side)?.to_string())?;
    with_field(&flipped, 3, "-")
}

/// The squares of a FEN-style board field, `grid[rank][file]` with rank 0
/// at the bottom; `None` for an empty square.
///
/// # Errors
/// A message naming the rank that does not have `files` squares.
pub fn board_grid(board: &str, files: usize) -> Result<Vec<Vec<Option<char>>>, String> {
    let mut grid = Vec::new();
    for rank_text in board.split('/') {
        let mut rank = Vec::new();
        let mut run = 0usize;
        for c in rank_text.chars() {
            if let Some(d) = c.to_digit(10) {
                run = run * 10 + d as usize;
                continue;
            }
            rank.extend(std::iter::repeat_n(None, run));
            run = 0;
            rank.push(Some(c));
        }
        rank.extend(std::iter::repeat_n(None, run));
        if rank.len() != files {
            return Err(format!(
                "rank '{rank_text}' has {} squares, not {files}",
                rank.len()
            ));
        }
        grid.push(rank);
    }
    grid.reverse();
    Ok(grid)
}

/// Writes `grid` (as [`board_grid`] reads it) as a FEN-style board field.
pub fn grid_text(grid: &[Vec<Option<char>>]) -> String {
    let mut ranks = Vec::new();
    for rank in grid.iter().rev() {
        let mut out = String::new();
        let mut run = 0;
        for square in rank {
            match square {
                None => run += 1,
                Some(c) => {
                    if run > 0 {
                        out.push_str(&run.to_string());
                        run = 0;
                    }
                    out.push(*c);
                }
            }
        }
        if run > 0 {
            out.push_str(&run.to_string());
        }
        ranks.push(out);
    }
    ranks.join("/")
}
