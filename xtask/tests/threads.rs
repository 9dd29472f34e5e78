//! Threaded perft counts exactly what single-threaded perft counts, for
//! every variant `cargo xtask` knows, including those that count with
//! their own `perft` (Multimove, Forward, Edge of the World).

use cvpages::{self as registry, Playable, Task};
use kernel::perft::{divide, divide_threaded, perft_threaded};
use kernel::Variant;

/// Counts from `position` (the start if `None`) on one thread and on
/// `threads`.
struct Compare {
    position: Option<&'static str>,
    depth: u32,
    threads: usize,
}

impl Task for Compare {
    type Output = (u64, u64, Vec<(String, u64)>, Vec<(String, u64)>);

    fn run<V: Playable>(self, variant: V) -> Self::Output {
        let variant = &variant;
        let start = match self.position {
            Some(text) => variant
                .read_position(text)
                .unwrap_or_else(|e| panic!("{text}: {e}")),
            None => variant.start_position(),
        };
        let single = variant.perft(&start, self.depth);
        let threaded = perft_threaded(variant, &start, self.depth, self.threads)
            .expect("worker threads start");
        let divided = divide(variant, &start, self.depth);
        let divided_threaded = divide_threaded(variant, &start, self.depth, self.threads)
            .expect("worker threads start");
        (single, threaded, divided, divided_threaded)
    }
}

#[test]
fn every_variant_counts_the_same_on_several_threads() {
    for name in registry::names() {
        // Depth 3 where a variant's tree is small enough to stay quick;
        // Multimove's depth 2 from the start is 105 million turns, so it
        // counts from its own sample position with 2 points to spend
        // (2,543 turns).
        let (position, depth) = match name {
            "multimove" => (Some("8/8/2N5/3p4/1q5B/p1N5/P2k4/QK1B4 w - - 0 1 2 -"), 2),
            "multimove-heavy-gravity" | "momentum" | "edge-of-world" => (None, 2),
            _ => (None, 3),
        };
        for threads in [2, 3] {
            let compare = Compare {
                position,
                depth,
                threads,
            };
            let (single, threaded, divided, divided_threaded) =
                registry::with_variant(name, "", compare).expect("every registered variant builds");
            assert!(single > 0, "{name}: perft {depth} counts nothing");
            assert_eq!(
                threaded, single,
                "{name} perft {depth} on {threads} threads"
            );
            assert_eq!(
                divided_threaded, divided,
                "{name} divide {depth} on {threads} threads"
            );
            let total: u64 = divided.iter().map(|(_, n)| n).sum();
            assert_eq!(total, single, "{name}: divide {depth} adds up to perft");
        }
    }
}

#[test]
fn one_thread_and_shallow_depths_count_on_the_calling_thread() {
    let chess = kernel::chess::fide();
    let start = chess.start_position();
    for depth in 0..=2 {
        assert_eq!(
            perft_threaded(&chess, &start, depth, 1).expect("no threads needed"),
            [1, 20, 400][depth as usize]
        );
        assert_eq!(
            perft_threaded(&chess, &start, depth, 2).expect("worker threads start"),
            [1, 20, 400][depth as usize]
        );
    }
}

#[test]
fn the_perft_command_takes_a_thread_count_and_refuses_a_bad_one() {
    let run = |args: &[&str]| {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let status = xtask::cli::run(args, &mut out, &mut err);
        (
            status,
            String::from_utf8(out).expect("utf-8"),
            String::from_utf8(err).expect("utf-8"),
        )
    };
    let (status, out, _) = run(&["perft", "chess", "3", "--threads", "2"]);
    assert_eq!((status, out.lines().last()), (0, Some("nodes 8902")));
    for bad in ["0", "257", "two", "-1"] {
        let (status, _, err) = run(&["perft", "chess", "3", "--threads", bad]);
        assert_eq!(status, 2, "--threads {bad}");
        assert_eq!(
            err,
            format!("error: --threads '{bad}' must be a whole number from 1 to 256\n")
        );
    }
}
