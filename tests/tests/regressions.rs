//! Bugs the conformance suite found, each pinned by the case that showed it.

use kernel::Variant;

/// `text` must read in `position` to a turn that `play_turn` accepts.
#[track_caller]
fn reads_and_plays<V: Variant>(variant: &V, position: &str, text: &str) {
    let position = variant
        .read_position(position)
        .unwrap_or_else(|e| panic!("{position}: {e}"));
    let turn = variant
        .read_turn(&position, text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    if let Err(e) = variant.play_turn(&position, &turn) {
        panic!("{text}: {e}");
    }
}

/// Momentum Chess: a piece in motion whose path is blocked autostops, and
/// is started again later in the turn with the same displacement once the
/// blocker has moved on. Written, that start looks like its momentum move;
/// the reader took it for one and found the turn without its action.
#[test]
fn momentum_a_restart_after_an_autostop_reads_back() {
    let m = momentum::Momentum::new();
    reads_and_plays(
        &m,
        "r1q1kbnr/ppp1p2p/n2p4/P2PB3/4P1p1/5p2/1PPK1P1P/RN1Q1bNR w kq - 0 8 \
         f1x-1-1,e4+0+1,g4+0-1,e5-1-1,c8-1+0 armies=fabulous-fides,fabulous-fides",
        "Be5-d4, e4-e5",
    );
    let m = momentum::Momentum::with_options("armies=remarkable-rookies,nutty-knights")
        .expect("armies");
    reads_and_plays(
        &m,
        "tijlk1it/pppppp2/2P3j1/O7/2H4p/8/PP1PPKPP/S2A1HOS b kq - 1 5 c4+0+3,h4+0-1,g6+1-2 \
         armies=remarkable-rookies,nutty-knights",
        "h4-h3, (fhNrlbK)g6-h4",
    );
}
