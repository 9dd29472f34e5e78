//! [`cvpages_tests::texts`]: the field surgery on texts written by hand.

use cvpages_tests::texts::{attack_fen, board_grid, fen_part, flip_momentum, grid_text};

#[test]
fn a_momentum_text_flips_side_and_loses_its_en_passant_square() {
    let text = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 9 d5+0-2 armies=fabulous-fides,nutty-knights";
    assert_eq!(
        flip_momentum(text).as_deref(),
        Ok("4k3/8/8/3pP3/8/8/8/4K3 b - - 0 9 d5+0-2 armies=fabulous-fides,nutty-knights")
    );
    assert!(flip_momentum("4k3/8/8/8/8/8/8/4K3 x - - 0 1").is_err());
}

#[test]
fn an_attack_fen_has_the_attacker_to_move_and_no_rights() {
    assert_eq!(
        attack_fen("r3k3/8/8/8/8/8/8/4K2R w Kq e6 3 20", 'b').as_deref(),
        Ok("r3k3/8/8/8/8/8/8/4K2R b - - 3 20")
    );
    assert_eq!(
        fen_part("8/8/8/8/8/8/8/K6k w - - 0 1 8 -"),
        "8/8/8/8/8/8/8/K6k w - - 0 1"
    );
}

#[test]
fn a_board_reads_and_writes_back() {
    for board in [
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR",
        "12/12/2K9/12/12/12/12/12/12/12/11k/12",
    ] {
        let files = if board.starts_with("12") { 12 } else { 8 };
        let grid = board_grid(board, files).expect("reads");
        assert_eq!(grid_text(&grid), board);
    }
    let grid = board_grid("4k3/8/8/8/8/8/8/4K3", 8).expect("reads");
    assert_eq!(grid[0][4], Some('K'));
    assert_eq!(grid[7][4], Some('k'));
    assert!(board_grid("4k4/8/8/8/8/8/8/4K3", 8).is_err());
}
