//! Every documented game of every crate played through the uniform
//! surface (`cvpages::open`, `open_at` and `AnyGame`), as `xtask`'s
//! `verify-games` finds the game files. Moved here from the `tests`
//! crate's `uniform` tests, which keep the rest, so that the `tests` crate
//! does not build and link `xtask`.

use cvpages::kernel::acts::{Act, PlayerAct};
use cvpages::{open, open_at, GameFile, PlayError};
use xtask::verify;

/// Every documented game of every crate, main line, played through
/// `AnyGame`: each turn the file holds legal plays, each it declares
/// illegal is refused, each claim is judged as the file says; then the
/// game file `Game` writes replays with no problem.
#[test]
fn documented_games_play_through_the_uniform_surface() {
    let root = verify::workspace_root();
    let entries = verify::find_games(&root);
    assert!(entries.len() >= 20, "{} game files", entries.len());
    let mut names_seen = std::collections::BTreeSet::new();
    // How often each kind of line was met, so that no branch goes unused.
    let (mut refused_turns, mut accepted_claims, mut refused_claims) = (0, 0, 0);
    for entry in &entries {
        let label = entry.snapshot_name();
        let text = std::fs::read_to_string(&entry.path).unwrap_or_else(|e| panic!("{label}: {e}"));
        let file = GameFile::parse(&text).unwrap_or_else(|e| panic!("{label}: {e}"));
        names_seen.insert(file.variant.clone());
        let mut game = match &file.start {
            Some(start) => open_at(&file.variant, &file.options, start),
            None => open(&file.variant, &file.options),
        }
        .unwrap_or_else(|e| panic!("{label}: {e}"));
        let mut claims = file.acts.iter().peekable();
        let mut played = 0;
        'turns: for turn in &file.turns {
            while let Some(claim) = claims.next_if(|c| c.after_turns == played) {
                let judged = game.act(&PlayerAct {
                    player: claim.player,
                    act: claim.act.clone(),
                });
                assert_eq!(
                    judged.is_err(),
                    claim.refused.is_some(),
                    "{label} line {}: {judged:?}",
                    claim.line
                );
                *if judged.is_ok() {
                    &mut accepted_claims
                } else {
                    &mut refused_claims
                } += 1;
            }
            let mut text = turn.text.as_str();
            for declared in &turn.declared {
                match declared {
                    cvpages::kernel::replay::Declared::Misprint { corrected, .. } => {
                        text = corrected;
                    }
                    cvpages::kernel::replay::Declared::Illegal(_) => {
                        let err = game.play(text).unwrap_err();
                        assert!(
                            matches!(
                                err,
                                PlayError::Illegal { .. } | PlayError::Unreadable { .. }
                            ),
                            "{label} line {}: {err}",
                            turn.line
                        );
                        refused_turns += 1;
                        break 'turns;
                    }
                    _ => {}
                }
            }
            if text.trim() == "resign" {
                game.act(&PlayerAct {
                    player: turn.side,
                    act: Act::Resign,
                })
                .unwrap_or_else(|e| panic!("{label} line {}: {e}", turn.line));
                break;
            }
            game.play(text)
                .unwrap_or_else(|e| panic!("{label} line {}: {e}", turn.line));
            played += 1;
        }
        for claim in claims.filter(|c| c.after_turns == played) {
            let judged = game.act(&PlayerAct {
                player: claim.player,
                act: claim.act.clone(),
            });
            assert_eq!(
                judged.is_err(),
                claim.refused.is_some(),
                "{label}: {judged:?}"
            );
            *if judged.is_ok() {
                &mut accepted_claims
            } else {
                &mut refused_claims
            } += 1;
        }
        let written = game.game_file(&file.title, &file.source);
        let parsed = GameFile::parse(&written).unwrap_or_else(|e| panic!("{label}: {e}"));
        let report = cvpages::replay(&parsed).unwrap_or_else(|e| panic!("{label}: {e}"));
        assert_eq!(report.problems(), &[] as &[String], "{label}\n{written}");
        assert_eq!(report.turns_replayed(), played, "{label}");
    }
    assert!(
        refused_turns > 0 && accepted_claims > 0 && refused_claims > 0,
        "{refused_turns} turns refused, {accepted_claims} claims accepted, {refused_claims} refused"
    );
    // The games cover every variant but the one without documented games.
    for name in cvpages::names() {
        assert!(
            names_seen.contains(name) || name == "multimove-heavy-gravity",
            "no documented game of {name}"
        );
    }
}
