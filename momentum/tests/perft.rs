//! Perft over whole turns against the counts in `perft/*.perft`.

use momentum::Momentum;

fn check(variant: &Momentum, text: &str) {
    let cases = kernel::perft_file::parse(text).expect("perft file reads");
    let (failures, ran) = kernel::perft_file::check(variant, &cases, 100_000);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(ran, 3);
}

#[test]
fn fabulous_fides() {
    check(
        &Momentum::new(),
        include_str!("../perft/fabulous-fides.perft"),
    );
}

#[test]
fn remarkable_rookies_v_nutty_knights() {
    let variant =
        Momentum::with_options("armies=remarkable-rookies,nutty-knights").expect("armies");
    check(
        &variant,
        include_str!("../perft/remarkable-rookies-v-nutty-knights.perft"),
    );
}
