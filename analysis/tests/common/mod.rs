//! What the analysis crate's tests share: the variants with options small
//! enough for the default suite (the list the engine's tests use too).

/// Every variant of the registry with the options the tests use: the
/// standard game, but Multimove FIDE Chess with 4 points a turn (its
/// turns of 8 points number a hundred thousand, too many to list in a
/// test many times over).
pub fn test_variants() -> Vec<(&'static str, &'static str)> {
    cvpages::names()
        .map(|name| {
            (
                name,
                if name.starts_with("multimove") {
                    "points=4"
                } else {
                    ""
                },
            )
        })
        .collect()
}
