#!/usr/bin/env bash
# Whether a change of the search's speed keeps its result: each build
# searches the same positions to the same depth over UCI, and the table
# gives each one's root score, best move and nodes of its last
# `info depth` line. A change that prunes only what cannot change the
# result keeps every score and move and searches fewer nodes.
# Usage: engine/bench/same_result.sh DEPTH XTASK...
#   XTASK: release builds of xtask (cargo build --release -p cvpages-xtask:
#          target/release/xtask; an older one copied aside), driven as
#          `xtask uci`
# A benchmark: nothing in the tests runs it.
set -euo pipefail
depth=$1
shift
positions=(
  "chess|startpos"
  "chess|fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
  "chess|fen r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8"
  "chess|fen 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
  "chess|fen r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
  "chess|fen rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
  "chess|fen r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"
  "heavy-gravity|startpos"
  "heavy-gravity|fen 2bqkb1r/p1pppp1p/1r2nnp1/8/2PQ4/4P3/PPBPNPPP/RNB1K2R w - - 5 16"
  "heavy-gravity|fen 3qk1nr/2ppnp2/1p2p1pp/1P6/Q7/4P3/PbPBBPPP/4K1NR w - - 1 16"
  "forward|startpos"
)
printf '| variant | position | build | score | best | nodes |\n|---|---|---|---|---|---|\n'
for p in "${positions[@]}"; do
  variant=${p%%|*} position=${p#*|}
  for xtask in "$@"; do
    out=$(mktemp)
    # The session ends when the search does: 'quit' waits for bestmove.
    "$xtask" uci < <(printf 'setoption name UCI_Variant value %s\nposition %s\ngo depth %s\n' \
      "$variant" "$position" "$depth"; sleep 0.2; while ! grep -q '^bestmove' "$out" 2>/dev/null; do sleep 0.1; done; echo quit) > "$out"
    last=$(grep '^info depth' "$out" | tail -1)
    score=$(grep -o 'score [a-z]* -*[0-9]*' <<<"$last" | cut -d' ' -f2-)
    nodes=$(grep -o 'nodes [0-9]*' <<<"$last" | cut -d' ' -f2)
    best=$(grep '^bestmove' "$out" | cut -d' ' -f2)
    printf '| %s | %s | %s | %s | %s | %s |\n' "$variant" "${position:0:40}" "$xtask" "$score" "$best" "$nodes"
    rm -f "$out"
  done
done
