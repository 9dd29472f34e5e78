//! Input that once panicked or took unbounded resources: each case pinned
//! with the one-line error it gets now.

use multimove::{BuildError, Multimove, Pricing};

/// Issue 16, item 7: a base game whose pawns promote to a kind that does
/// not exist made `Multimove::custom` panic looking up the kind's letter
/// to check its price.
#[test]
fn a_promotion_to_a_kind_that_does_not_exist_is_refused() {
    let mut rules = multimove::fide_rules();
    rules.promotion[1].push(9);
    let error = Multimove::custom(rules, &Pricing::fide(), None).unwrap_err();
    assert!(matches!(error, BuildError::Rules(_)), "{error:?}");
    assert_eq!(
        error.to_string(),
        "base game: black promotes to kind 9, but the game has 6 kinds"
    );
}
