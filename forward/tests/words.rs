//! Counts in words (issue 30, item 8): one ply is `1 ply`, in the diagram
//! and in the report's scene. The old texts said `(1 plies)`, as the old
//! snapshots of `forward__rule-5-pinned-knight` and the engine's
//! self-play game did.

use forward::{Forward, Variant};

#[test]
fn one_ply_is_singular_and_two_are_plural() {
    let game = Forward::new();
    let one = game.play(&game.start_position(), "Nf3").unwrap();
    assert!(game
        .diagram(&one)
        .contains("no pawn captured yet (1 ply)\n"));
    let scene = game.scene(&one).unwrap().text();
    assert!(scene.contains("no pawn captured yet (1 ply)\n"), "{scene}");
    let two = game.play(&one, "Nf6").unwrap();
    assert!(game
        .diagram(&two)
        .contains("no pawn captured yet (2 plies)\n"));
}
