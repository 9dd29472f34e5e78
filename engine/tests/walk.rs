//! The engine's step search against the kernel's turn lists: on positions
//! from random games of every variant, walking every turn
//! ([`Policy::ALL`]) reaches exactly the positions that the variant's own
//! `legal_turns` reaches (its direct generator for the chess-like games
//! and Momentum Chess, the kernel's turn search for the others), each
//! once; and a walk limited in quiet steps reaches only turns that the
//! limit allows.

use crate::common;

use cvpages::{Playable, Task};
use engine::terms::{Knowledge, StepClass};
use engine::walk::{Policy, WalkContext, Walker};
use std::collections::HashSet;
use std::ops::ControlFlow;

struct Context<V: kernel::Variant>(Knowledge<V>);

impl<V: kernel::Variant> WalkContext<V> for Context<V> {
    fn knowledge(&self) -> &Knowledge<V> {
        &self.0
    }
    fn tick_step(&mut self) -> bool {
        false
    }
    fn order_bonus(&self, _: u64) -> i32 {
        0
    }
}

struct SameTurns;

impl Task for SameTurns {
    type Output = usize;

    fn run<V: Playable>(self, v: V) -> usize {
        let mut context = Context(Knowledge::of(&v));
        let mut walker = Walker::default();
        let mut checked = 0;
        for seed in 1..=2 {
            for (p, _) in common::random_positions(&v, 12, seed) {
                let mut listed = Vec::new();
                v.legal_turns(&p, &mut listed);
                let expected: HashSet<V::Position> = listed
                    .iter()
                    .map(|t| v.play_turn_unchecked(&p, t))
                    .collect();
                let mut walked = Vec::new();
                walker.walk(&v, &p, Policy::ALL, &mut context, &mut |_, turn, end, _| {
                    // Every turn walked is legal as the variant judges it.
                    assert_eq!(
                        v.play_turn(&p, turn).as_ref(),
                        Ok(end),
                        "{}",
                        v.write_position(&p)
                    );
                    walked.push(end.clone());
                    ControlFlow::Continue(())
                });
                let distinct: HashSet<V::Position> = walked.iter().cloned().collect();
                assert_eq!(
                    distinct.len(),
                    walked.len(),
                    "a turn walked twice in {}",
                    v.write_position(&p)
                );
                assert_eq!(
                    distinct,
                    expected,
                    "{} in {}",
                    v.name(),
                    v.write_position(&p)
                );
                checked += 1;
            }
        }
        checked
    }
}

#[test]
fn walking_every_step_reaches_the_variants_own_turns() {
    for (name, options) in common::test_variants() {
        // Three points a turn: still turns of up to three moves, with
        // transpositions to report once, at a fraction of the time of
        // four (the whole list and every walked turn's check are the
        // default suite's dearest work).
        let options = if name.starts_with("multimove") {
            "points=3"
        } else {
            options
        };
        let began = std::time::Instant::now();
        let checked = cvpages::with_variant(name, options, SameTurns).unwrap();
        println!("{name}: {checked} positions ({:?})", began.elapsed());
        assert!(checked >= 16, "{name}: only {checked} positions");
    }
}

struct QuietLimit;

impl Task for QuietLimit {
    type Output = ();

    fn run<V: Playable>(self, v: V) {
        let knowledge = Knowledge::of(&v);
        let mut context = Context(Knowledge::of(&v));
        let mut walker = Walker::default();
        for (p, _) in common::random_positions(&v, 8, 7) {
            for limit in 0..=2u8 {
                let policy = Policy {
                    quiet_limit: Some(limit),
                    material_changes: false,
                };
                let mut count = 0;
                walker.walk(&v, &p, policy, &mut context, &mut |_, turn, _, _| {
                    let mut at = p.clone();
                    let mut quiet = 0;
                    for &step in turn {
                        let mut next = at.clone();
                        v.play_step(&mut next, step);
                        // Quiet: neither changes the material (a capture,
                        // a promotion) nor is noisy by the variant's own
                        // classes (a check).
                        let same = knowledge.eval_white(&v, &at).material
                            == knowledge.eval_white(&v, &next).material;
                        quiet += u8::from(
                            same && knowledge.classify(&v, &at, &next) == StepClass::Quiet,
                        );
                        at = next;
                    }
                    assert!(
                        quiet <= limit,
                        "{quiet} quiet steps with a limit of {limit}"
                    );
                    count += 1;
                    ControlFlow::Continue(())
                });
                // One quiet move and the end of the turn is always there.
                if limit >= 1 {
                    assert!(count > 0);
                }
            }
        }
    }
}

#[test]
fn a_multimove_turn_makes_at_most_the_quiet_moves_allowed() {
    cvpages::with_variant("multimove", "points=4", QuietLimit).unwrap();
}
