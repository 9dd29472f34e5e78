//! What a game report shows of Forward Chess (issue 19): each capture
//! with the piece it creates, held to rule 2 ("When a piece is captured, a
//! piece of the next lower rank belonging to the capturing player is
//! created on the square where the capturing piece started its move. When
//! a Pawn is captured, no piece is created.") and to the boards before and
//! after the move, over random games.

use forward::{Forward, Variant};
use kernel::scene::EventKind;
use test_support::Lcg64;

/// Rule 2's ranking: the name of the piece created for a capture of
/// `victim`, if any.
fn created_for(victim: &str) -> Option<&'static str> {
    match victim {
        "Queen" => Some("Rook"),
        "Rook" => Some("Bishop"),
        "Bishop" => Some("Knight"),
        "Knight" => Some("Pawn"),
        _ => None,
    }
}

#[test]
fn every_capture_of_random_games_names_the_piece_rule_2_creates() {
    let game = Forward::new();
    let names = ["Pawn", "Knight", "Bishop", "Rook", "Queen", "King"];
    let mut rng = Lcg64::new(0xf02a4d);
    let mut captures = 0;
    for _ in 0..12 {
        let start = game.start_position();
        let (turns, _) = forward::random_playout(&game, &start, 120, |n| rng.below(n));
        let mut pos = start;
        for turn in &turns {
            let mv = turn[0];
            let events = game.events(&pos, mv);
            let next = game.play_turn_unchecked(&pos, turn);
            let before = pos.board();
            let us = pos.side_to_move();
            match before.get(mv.to).filter(|p| p.color() != us) {
                Some(victim) => {
                    captures += 1;
                    let victim_name = names[victim.kind() as usize];
                    let capture = events
                        .iter()
                        .find(|e| e.kind == EventKind::Capture)
                        .expect("a capture event");
                    assert_eq!(
                        capture.text,
                        format!(
                            "captured: the {} {victim_name} on {}",
                            victim.color(),
                            mv.to
                        )
                    );
                    let created = events
                        .iter()
                        .find(|e| e.kind == EventKind::Change && e.text.starts_with("created"));
                    match created_for(victim_name) {
                        Some(name) => {
                            let e = created.expect("a created piece");
                            assert_eq!(
                                e.text,
                                format!(
                                    "created: a {us} {name} on {}, the square the capturer left",
                                    mv.from
                                )
                            );
                            let there = next.board().get(mv.from).expect("the created piece");
                            assert_eq!((there.color(), names[there.kind() as usize]), (us, name));
                        }
                        None => assert!(created.is_none(), "{events:?}"),
                    }
                }
                // En passant is the one capture onto an empty square.
                None => assert!(
                    events.iter().all(|e| !e.text.starts_with("created")),
                    "{events:?}"
                ),
            }
            pos = next;
        }
    }
    assert!(captures > 50, "{captures}");
}
