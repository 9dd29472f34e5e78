//! The pieces at risk ([`kernel::evaluation::at_risk::AtRisk`]): the
//! loss a side's threatened pieces count. (Moved from the library's unit
//! tests, `src/evaluation/at_risk.rs`.)

use kernel::evaluation::at_risk::AtRisk;
use kernel::Color;

#[test]
fn the_largest_piece_at_risk_counts_less_and_the_sides_cancel() {
    let mut risk = AtRisk::default();
    assert_eq!(risk.white_loss(0.5, 4.0), 0);
    risk.add(Color::White, 900);
    risk.add(Color::White, 300);
    // 300 at half, 900 at an eighth.
    assert_eq!(risk.white_loss(0.5, 4.0), 150 + 112);
    risk.add(Color::Black, 900);
    risk.add(Color::Black, 300);
    assert_eq!(risk.white_loss(0.5, 4.0), 0);
}
