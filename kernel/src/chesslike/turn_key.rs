//! A chess-like position as an exact compact key
//! ([`crate::Variant::turn_key`], written by a [`KeyWriter`]).

use super::Position;
use crate::turn_key::KeyWriter;

impl KeyWriter {
    /// Appends a chess-like position exactly as its `==` compares it: the
    /// side to move, the castling rights, the en passant square, both
    /// clocks and the board ([`KeyWriter::push_board`], with
    /// `piece_bits`); returns false where the board's does.
    ///
    /// ```
    /// use kernel::walk::{piece_bits, KeyWriter};
    /// use kernel::{chess, Variant};
    /// let chess = chess::fide();
    /// let start = chess.start_position();
    /// let mut key = KeyWriter::new();
    /// assert!(key.push_chesslike(&start, piece_bits(6)));
    /// // 51 bits of state, 10 of size, 64 of occupancy, 32 pieces of 4 bits.
    /// assert_eq!(key.words().len(), 4);
    /// ```
    pub fn push_chesslike(&mut self, position: &Position, piece_bits: u32) -> bool {
        self.push(position.side_to_move() as u64, 1);
        self.push(u64::from(position.castling().0), 8);
        self.push(position.en_passant().map_or(0, |s| s.index() as u64 + 1), 9);
        self.push(u64::from(position.halfmove_clock()), 16);
        self.push(u64::from(position.fullmove_number()), 16);
        self.push_board(position.board(), piece_bits)
    }
}
