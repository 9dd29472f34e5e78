//! The targets of one variant each (`chess`, `heavy_gravity`, `forward`,
//! `multimove`, `momentum`, `edge_of_world`): the input as position text
//! (written back and read again when it reads) and as a turn in the start
//! position ([`Exercise`]).

use crate::{with_variant, Exercise};

/// `chess`: FIDE chess, FEN and move notation.
pub fn chess(data: &[u8]) {
    with_variant("chess", "", Exercise(data));
}

/// `heavy_gravity`: Heavy Gravity Chess.
pub fn heavy_gravity(data: &[u8]) {
    with_variant("heavy-gravity", "", Exercise(data));
}

/// `forward`: Forward Chess.
pub fn forward(data: &[u8]) {
    with_variant("forward", "", Exercise(data));
}

/// `multimove`: Multimove Chess, over FIDE chess and over Heavy Gravity.
pub fn multimove(data: &[u8]) {
    for name in ["multimove", "multimove-heavy-gravity"] {
        with_variant(name, "", Exercise(data));
    }
}

/// `momentum`: Momentum Chess, with the options (the armies) read from
/// the input's first line.
pub fn momentum(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let (options, rest) = text.split_once('\n').unwrap_or(("", &text));
    with_variant("momentum", options, Exercise(rest.as_bytes()));
}

/// `edge_of_world`: Edge of the World Chess.
pub fn edge_of_world(data: &[u8]) {
    with_variant("edge-of-world", "", Exercise(data));
}
