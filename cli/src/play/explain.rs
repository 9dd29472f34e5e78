//! Why a turn is refused, beyond the game's reason: the piece the text
//! names, how it moves (its Betza string from the game's legend, which
//! states the rule a refused move breaks: `fmWfcF` has no two-square
//! step), and the legal moves it has now, found generically from the
//! steps the position offers ([`kernel::Variant::steps`]) and the square each
//! starts from ([`Coordinates::coordinate_step`]).
//!
//! The piece named is the first square of the text that holds a piece of
//! the side to move (`e2` in `e2-e4`, `C3` in `R C3:C1`); without one,
//! the pieces of the side to move drawn with the text's first letter
//! (`N` in `Nf3`), when that letter is a piece's.

use kernel::scene::{LegendPiece, Scene};
use kernel::{Color, Coordinates, Square};

/// The most moves a message lists.
pub const MAX_MOVES: usize = 24;

/// What the piece `text` names may do in `position`, as one clause: `the
/// white Pawn (P, fmWfcF) on e2 may play e2-e3`, or that it has no legal
/// move now. `None` when the text names no piece of the side to move.
pub fn piece_moves<V: Coordinates>(
    variant: &V,
    position: &V::Position,
    text: &str,
) -> Option<String> {
    let scene = variant.scene(position)?;
    let side = variant.side_to_move(position);
    let squares = named_squares(&scene, side, text);
    if squares.is_empty() {
        return None;
    }
    let legend = variant.legend();
    let mut steps = Vec::new();
    variant.steps(position, &mut steps);
    let mut clauses = Vec::new();
    for square in squares {
        let letter = scene.piece_at(square)?.letter;
        let mut moves: Vec<String> = steps
            .iter()
            .filter(|&&s| {
                variant
                    .coordinate_step(position, s)
                    .and_then(|c| c.square())
                    == Some(square)
            })
            .map(|&s| variant.write_step(position, s))
            .collect();
        moves.dedup();
        let piece = describe(
            legend
                .pieces
                .iter()
                .find(|p| letter_of(p, side) == Some(letter)),
            side,
            letter,
        );
        let at = scene.square_name(square);
        let clause = if moves.is_empty() {
            format!("{piece} on {at} has no legal move now")
        } else {
            let more = moves.len().saturating_sub(MAX_MOVES);
            moves.truncate(MAX_MOVES);
            let tail = if more > 0 {
                format!(" and {more} more")
            } else {
                String::new()
            };
            format!("{piece} on {at} may play {}{tail}", moves.join(", "))
        };
        clauses.push(clause);
    }
    Some(clauses.join("; "))
}

/// The letter `piece` has for `side` on the board.
fn letter_of(piece: &LegendPiece, side: Color) -> Option<char> {
    match side {
        Color::White => piece.white,
        Color::Black => piece.black,
    }
}

/// `the white Pawn (P, fmWfcF)`.
fn describe(piece: Option<&LegendPiece>, side: Color, letter: char) -> String {
    match piece {
        Some(p) if p.betza.is_empty() => format!("the {side} {} ({letter})", p.name),
        Some(p) => format!("the {side} {} ({letter}, {})", p.name, p.betza),
        None => format!("the {side} piece {letter}"),
    }
}

/// The squares of the pieces of `side` that `text` names: the first
/// square written that holds one, or else every piece of `side` drawn with
/// the text's first letter.
fn named_squares(scene: &Scene, side: Color, text: &str) -> Vec<Square> {
    let mine = |square: Square| scene.piece_at(square).is_some_and(|p| p.color == side);
    if let Some(square) = squares_in(scene, text).into_iter().find(|&s| mine(s)) {
        return vec![square];
    }
    let Some(first) = text.trim().chars().next().filter(char::is_ascii_alphabetic) else {
        return Vec::new();
    };
    let letter = match side {
        Color::White => first.to_ascii_uppercase(),
        Color::Black => first.to_ascii_lowercase(),
    };
    if !first.is_ascii_uppercase() {
        return Vec::new();
    }
    scene
        .pieces
        .iter()
        .filter(|p| p.color == side && p.letter == letter)
        .map(|p| p.square)
        .collect()
}

/// Every square written in `text` (a file letter and a rank number, in
/// either case), in order.
fn squares_in(scene: &Scene, text: &str) -> Vec<Square> {
    let geometry = scene.geometry;
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let starts =
            bytes[i].is_ascii_alphabetic() && bytes.get(i + 1).is_some_and(u8::is_ascii_digit);
        if starts {
            let mut end = i + 1;
            while end < bytes.len() && end < i + 3 && bytes[end].is_ascii_digit() {
                end += 1;
            }
            let name = text[i..end].to_ascii_lowercase();
            if let Ok(square) = geometry.parse_square(&name) {
                out.push(square);
            }
            i = end;
        } else {
            i += 1;
        }
    }
    out
}
