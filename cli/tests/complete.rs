//! The search that fills in a turn a person wrote with its forced events
//! left out (`cvpages_cli::play::complete::completions`), checked against
//! the kernel's list of legal turns, which shares no code with it: from
//! positions of random games of every variant, for legal turns of the
//! list, one of their steps alone is completed; every turn the search
//! gives is legal and holds that step, and when the search lists all it
//! found, the listed turn's end position is among them.

use cvpages::{Playable, Task};
use cvpages_cli::play::complete::{completions, Completions, MAX_SHOWN};
use kernel::variant::random_playout;
use test_support::XorShift64;

struct Check {
    seed: u64,
}

impl Task for Check {
    type Output = usize;

    fn run<V: Playable>(self, variant: V) -> usize {
        let mut rng = XorShift64::new(self.seed);
        let mut next = move |n: usize| rng.below_or_zero(n);
        let start = variant.start_position();
        let (line, _) = random_playout(&variant, &start, 6, &mut next);
        let mut position = start;
        for turn in &line {
            position = variant.play_turn_unchecked(&position, turn);
        }
        let mut turns = Vec::new();
        variant.legal_turns(&position, &mut turns);
        let mut checked = 0;
        for turn in turns.iter().take(4) {
            let step = turn[next(turn.len())];
            let end = variant
                .play_turn(&position, turn)
                .expect("a listed turn is legal");
            let (found, all) = match completions(&variant, &position, &[step]) {
                Completions::Found(found) => (found, true),
                Completions::TooMany(found) => (found, false),
            };
            let mut ends = Vec::new();
            for t in &found {
                assert!(
                    t.contains(&step),
                    "{} lost the step",
                    variant.write_turn(&position, t)
                );
                ends.push(
                    variant
                        .play_turn(&position, t)
                        .expect("a completion is legal"),
                );
            }
            if all && found.len() <= MAX_SHOWN {
                assert!(
                    ends.contains(&end),
                    "{}: {} is not among the completions of {}",
                    variant.name(),
                    variant.write_turn(&position, turn),
                    variant.write_step(&position, step)
                );
            }
            checked += 1;
        }
        checked
    }
}

#[test]
fn completions_are_legal_and_find_the_listed_turn() {
    let mut checked = 0;
    for info in cvpages::VARIANTS {
        // A small Multimove budget, so that the list the check compares
        // with stays short (a full one may hold a hundred thousand turns).
        let options = if info.name.starts_with("multimove") {
            "points=3"
        } else {
            ""
        };
        for seed in 1..=2u64 {
            checked +=
                cvpages::with_variant(info.name, options, Check { seed: seed * 7919 }).unwrap();
        }
    }
    assert!(checked > 40, "{checked}");
}
