#!/usr/bin/env bash
# The engine's nodes per second beside Fairy-Stockfish's, on the same
# positions, each engine searching one thread for SECONDS (2 by default)
# over UCI: the last `info depth` line of each, its depth and nps.
# Usage: engine/bench/nps_beside_fsf.sh XTASK FSF HEAVY_GRAVITY_INI [SECONDS]
#   XTASK: the release build of xtask (cargo build --release -p cvpages-xtask:
#          target/release/xtask), driven as `xtask uci`
#   FSF:   the Fairy-Stockfish binary (../shared/tools/fairy-stockfish/build.sh)
# A benchmark: nothing in the tests runs it.
set -euo pipefail
xtask=$1 fsf=$2 ini=$3 secs=${4:-2}
ms=$((secs * 1000))
positions=(
  "chess|startpos"
  "chess|fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
  "chess|fen r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8"
  "heavy-gravity|startpos"
  "heavy-gravity|fen 2bqkb1r/p1pppp1p/1r2nnp1/8/2PQ4/4P3/PPBPNPPP/RNB1K2R w - - 5 16"
  "heavy-gravity|fen 3qk1nr/2ppnp2/1p2p1pp/1P6/Q7/4P3/PbPBBPPP/4K1NR w - - 1 16"
)
field() { { grep -o "$1 [0-9]*" || true; } | head -1 | cut -d" " -f2; }
printf '| variant | position | engine depth | engine nps | FSF depth | FSF nps |\n|---|---|---|---|---|---|\n'
for p in "${positions[@]}"; do
  variant=${p%%|*} position=${p#*|}
  fsf_variant=$variant
  [ "$variant" = heavy-gravity ] && fsf_variant=heavygravity
  ours=$( (printf 'setoption name UCI_Variant value %s\nposition %s\ngo movetime %s\n' \
    "$variant" "$position" "$ms"; sleep $((secs + 1))) | "$xtask" uci | { grep "^info depth" || true; } | tail -1)
  theirs=$( (printf 'setoption name Threads value 1\nsetoption name VariantPath value %s\nsetoption name UCI_Variant value %s\nposition %s\ngo movetime %s\n' \
    "$ini" "$fsf_variant" "$position" "$ms"; sleep $((secs + 1))) | "$fsf" | { grep "^info depth" || true; } | tail -1)
  printf '| %s | %s | %s | %s | %s | %s |\n' "$variant" "$position" \
    "$(field depth <<<"$ours")" "$(field nps <<<"$ours")" \
    "$(field depth <<<"$theirs")" "$(field nps <<<"$theirs")"
done
