//! The piece table in the order of the kind indexes.

use heavy_gravity::pieces::{kinds, pieces};
use kernel::Role;

#[test]
fn the_table_order_matches_the_kind_indexes() {
    let letters: Vec<char> = pieces().iter().map(|k| k.letter).collect();
    assert_eq!(letters, ['P', 'N', 'B', 'R', 'Q', 'K']);
    assert_eq!(pieces()[kinds::OLD_MONKEY as usize].role, Role::Royal);
    assert_eq!(pieces()[kinds::PAWN as usize].role, Role::Pawn);
}
