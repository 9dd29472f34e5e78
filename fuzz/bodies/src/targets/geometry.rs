//! `geometry`: coordinates on a board of any size the input picks (sizes
//! outside 1x1 to 16x16 included, which must be refused): a square, a
//! square at the start of a text, a file letter and a rank number. What
//! reads lies on the board and is written back as it was given (files in
//! lower case); a refusal is one short line.

use crate::{check_message, Bytes};
use kernel::geometry::Geometry;

/// Input: the files and ranks, a byte each, then the text.
pub fn run(data: &[u8]) {
    let mut bytes = Bytes(data);
    let (files, ranks) = (bytes.byte() as usize, bytes.byte() as usize);
    let Some(text) = bytes.text() else {
        return;
    };
    let geometry = match Geometry::new(files, ranks) {
        Ok(geometry) => geometry,
        Err(e) => {
            assert!(!(1..=16).contains(&files) || !(1..=16).contains(&ranks));
            return check_message("geometry", &e.to_string());
        }
    };
    match geometry.parse_square(text) {
        Ok(square) => {
            assert!(geometry.contains(square), "{text:?} read off the board");
            assert_eq!(square.to_string(), text.to_ascii_lowercase());
        }
        Err(e) => check_message("geometry", &e.to_string()),
    }
    match geometry.parse_square_prefix(text) {
        Ok((square, rest)) => {
            assert!(geometry.contains(square), "{text:?} read off the board");
            let read = &text[..text.len() - rest.len()];
            assert_eq!(square.to_string(), read.to_ascii_lowercase());
            assert!(!rest.starts_with(|c: char| c.is_ascii_digit()), "{text:?}");
        }
        Err(e) => check_message("geometry", &e.to_string()),
    }
    if let Some(letter) = text.chars().next() {
        match geometry.parse_file(letter) {
            Ok(file) => assert!(file < geometry.files(), "{letter:?}"),
            Err(e) => check_message("geometry", &e.to_string()),
        }
    }
    match geometry.parse_rank(text) {
        Ok(rank) => {
            assert!(rank < geometry.ranks(), "{text:?}");
            assert_eq!((rank + 1).to_string(), text);
        }
        Err(e) => check_message("geometry", &e.to_string()),
    }
}
