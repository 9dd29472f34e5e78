//! The engine's terms of Edge of the World (`engine_terms`): what they
//! see of the positions they are handed.

use edge_of_world::engine_terms::EdgeTerms;
use edge_of_world::EdgeOfWorld;
use kernel::search_terms::SearchTerms;
use kernel::Variant;

/// White's evaluation of each position text (White to move).
fn evals(texts: &[&str]) -> Vec<i32> {
    let game = EdgeOfWorld::new();
    let terms = EdgeTerms::new(&game);
    texts
        .iter()
        .map(|t| {
            let p = game.read_position(t).unwrap_or_else(|e| panic!("{t}: {e}"));
            terms.evaluate(&game, &p).total
        })
        .collect()
}

/// A white Rook in motion on c5, one square a turn, and a black Bishop
/// on a8, whose diagonal runs b7 c6 d5 e4: the Rook's next momentum
/// move east takes it onto d5, where the Bishop can take it; south,
/// onto c4, where nothing can. A Bishop in motion cannot start a
/// capture, so it endangers nothing.
#[test]
fn a_piece_carried_onto_an_attacked_square_is_in_danger() {
    let board = "12/12/6k5/12/b11/12/12/2R9/12/12/12/K11 w 0";
    let e = evals(&[
        &format!("{board} R C5 8 1"),
        &format!("{board} R C5 4 1"),
        &format!("{board} R C5 8 1, b A8 2 1"),
        &format!("{board} R C5 4 1, b A8 2 1"),
    ]);
    assert!(e[1] < e[0] - 50, "{e:?}");
    assert_eq!(e[3], e[2], "{e:?}");
}
