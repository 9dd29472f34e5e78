"""The call overhead of perft from Python: ``cvpages.perft`` against the same
perft in Rust (``bench/perft.rs``, the variant's own perft called directly),
both built with the release profile of ``python/Cargo.toml``.

Run from ``python/`` with the package installed in the release profile
(``pip install .``, as the README says)::

    python bench/perft.py [VARIANT DEPTH ROUNDS]   # chess 5 7 unless given

It prints the fastest of ROUNDS timings of each and the overhead of the
Python call in percent. The Python call goes through the package's time
and Ctrl-C checks (the tree split at its top levels), which is what the
overhead measures.
"""

import subprocess
import sys
import time

import cvpages


def main() -> None:
    variant, depth, rounds = (sys.argv[1:] + ["chess", "5", "7"][len(sys.argv) - 1 :])[:3]
    depth, rounds = int(depth), int(rounds)
    rust = subprocess.run(
        ["cargo", "run", "--quiet", "--release", "--example", "perft", "--", variant, str(depth), str(rounds)],
        check=True,
        capture_output=True,
        text=True,
    )
    rust_count, rust_seconds = rust.stdout.split()
    best = float("inf")
    for _ in range(rounds):
        began = time.perf_counter()
        count = cvpages.perft(variant, depth)
        best = min(best, time.perf_counter() - began)
    assert count == int(rust_count), (count, rust_count)
    overhead = 100 * (best / float(rust_seconds) - 1)
    print(
        f"perft {depth} of {variant} ({count}), fastest of {rounds}: "
        f"Rust {float(rust_seconds):.4f} s, Python {best:.4f} s, overhead {overhead:+.1f}%"
    )


if __name__ == "__main__":
    main()
