//! What every fuzz target does with its input, for any variant: read it as
//! position text (and write back and read again what reads), and read it as
//! a turn in the start position and play what reads.

use kernel::Variant;

/// Feeds `data` to every text reader of `variant`. Panics only if a reader
/// panics or a position that reads does not read back the same.
pub fn exercise<V: Variant>(variant: &V, data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(position) = variant.read_position(text) {
        let again = variant
            .read_position(&variant.write_position(&position))
            .expect("a written position reads back");
        assert_eq!(again, position, "position text does not round-trip");
        let mut turns = Vec::new();
        variant.legal_turns(&position, &mut turns);
    }
    let start = variant.start_position();
    if let Ok(turn) = variant.read_turn(&start, text) {
        let _ = variant.play_turn(&start, &turn);
        let _ = variant.play_turn_unchecked(&start, &turn);
    }
}
